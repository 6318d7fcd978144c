// Package bot plays Set a Watch by itself, through the same gate as a player (game.Legal and
// game.Apply): a random bot, a bot that plans each Watch with the solver, and an expert bot
// that weighs its choices by playing them out on tables dealt from what the players see.
package bot

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"

	"setawatch/game"
	"setawatch/solver"
)

// Bot chooses the party's next move.
type Bot interface {
	Name() string
	Choose(s *game.State) (game.Move, error)
}

// Names lists the bots New makes.
// The oracle cheats (see NewOracle): it is for measuring, never for advice.
func Names() []string { return []string{"random", "solver", "expert", "oracle"} }

// New makes a bot by name. A bot keeps what it plans between moves, so use one bot per game.
// Whatever a bot does at random is seeded from the players' view of the table alone (see
// game.ViewSeed); the seed is not used, and is kept so that callers need not change.
func New(name string, _ uint64) (Bot, error) {
	switch name {
	case "random":
		return &Random{}, nil
	case "solver":
		return &Solver{}, nil
	case "expert":
		return NewExpert(ExpertPlayouts), nil
	case "oracle":
		return NewOracle(ExpertPlayouts), nil
	}
	return nil, fmt.Errorf("unknown bot %q (bots: %s)", name, strings.Join(Names(), ", "))
}

// ErrNoMove is returned when the game is over or no move is legal.
var ErrNoMove = errors.New("no legal move")

// Random plays any legal move, uniformly at random, drawn from a source seeded from the
// players' view.
type Random struct{}

// Name is "random".
func (b *Random) Name() string { return "random" }

// Choose picks a legal move at random.
func (b *Random) Choose(s *game.State) (game.Move, error) {
	legal := game.Legal(s)
	if len(legal) == 0 {
		return game.Move{}, ErrNoMove
	}
	rng := rand.New(rand.NewPCG(game.ViewSeed(game.PlayerView(s)), 0xb07))
	return legal[rng.IntN(len(legal))], nil
}

// PlanBudget is the solver's budget for each plan of the solver bot: a tenth of a hint's (five
// times as much made the bot survive 4% longer at five times the cost).
const PlanBudget = solver.Budget / 10

// Solver follows the solver's plan during the Watch, answers prompts with solver.Answer, sends
// the most worn-out adventurer to camp and spends the camper's dice on healing, the camp
// action, the runes and firewood. It uses no random number.
type Solver struct {
	budget   int         // of each plan; 0 means PlanBudget
	horde    int         // solver.Settings.HordeLater of each plan
	plan     []game.Move // the rest of the current plan
	expected *game.State // the table the plan's next move was planned for
	made     solver.Plan // the last plan made, whole (the Hint shows it)
}

// Name is "solver".
func (b *Solver) Name() string { return "solver" }

// Choose picks the next move.
func (b *Solver) Choose(s *game.State) (game.Move, error) {
	if s.Over() {
		return game.Move{}, ErrNoMove
	}
	if m, ok := solver.Answer(s); ok {
		return m, nil
	}
	switch s.Phase {
	case game.PhaseCamper:
		return chooseCamper(s)
	case game.PhaseCamp:
		return campMove(s), nil
	case game.PhaseMerchant:
		return merchantMove(s), nil
	case game.PhaseWatch:
		return b.watchMove(s)
	}
	return game.Move{}, ErrNoMove
}

func (b *Solver) watchMove(s *game.State) (game.Move, error) {
	if len(b.plan) == 0 || b.expected == nil || !sameTable(s, b.expected) {
		b.plan = nil
		budget := b.budget
		if budget == 0 {
			budget = PlanBudget
		}
		p, err := solver.SolveWith(s, solver.Settings{Budget: budget, LossFirst: true, HordeLater: b.horde})
		if err != nil {
			return game.Move{}, err
		}
		b.plan, b.made = p.Moves, p
	}
	if len(b.plan) > 0 {
		m := b.plan[0]
		b.plan = b.plan[1:]
		next, _, err := game.Apply(s, m)
		if err == nil {
			b.expected = next
			return m, nil
		}
		b.plan, b.made = nil, solver.Plan{} // a plan that cannot start is no plan to show
	}
	b.expected = nil
	// Nothing more to do with what is revealed: the party stops, and every creature left in
	// the Line goes to the Horde.
	return game.Move{Verb: game.VerbEnd}, nil
}

// sameTable reports whether the table is the one the plan expected.
func sameTable(a, b *game.State) bool {
	return a.Moves == b.Moves && a.Firewood == b.Firewood && reflect.DeepEqual(a.Line, b.Line) && reflect.DeepEqual(a.Adventurers, b.Adventurers)
}

// chooseCamper sends to camp the adventurer allowed to rest with the most exhausted cards (the
// camp refreshes them), then the lowest roll (the weakest dice for the Watch).
func chooseCamper(s *game.State) (game.Move, error) {
	legal := game.Legal(s)
	if len(legal) == 0 {
		return game.Move{}, ErrNoMove
	}
	best, bestScore := legal[0], -1<<30
	for _, m := range legal {
		a := s.Adventurer(m.Adventurer)
		if m.Verb != game.VerbCamp || a == nil {
			continue
		}
		score := 100 * a.ExhaustedCards()
		for _, d := range a.Dice {
			score -= d.Value
		}
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	return best, nil
}

// merchantMove buys while the party can pay: the dearest Item it can afford (dearer Items do
// more), for the adventurer carrying the fewest Items, an adventurer on Watch this round
// before the camper; a Crossbow goes to a melee adventurer first. Then it ends the phase.
func merchantMove(s *game.State) game.Move {
	cat, _ := game.DefaultCatalog()
	best, bestScore := game.Move{Verb: game.VerbEnd}, 0
	for _, m := range game.Legal(s) {
		if m.Verb != game.VerbBuy {
			continue
		}
		a, adv := s.Adventurer(m.Adventurer), cat.Adventurers[m.Adventurer]
		score := 100*game.ItemCost(m.Card) - 10*len(a.Items)
		if m.Adventurer != s.Camper {
			score += 5
		}
		if m.Card == "crossbow" && adv != nil && !adv.Ranged {
			score += 3
		}
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	if best.Verb == game.VerbEnd {
		return sellToBuy(s, cat)
	}
	return best
}

// sellToBuy sells the camper's least valuable Trophy that lets the party pay for an Item on top
// of the Market, when nothing can be bought without it (a Trophy also powers the Bounty
// Hunter's cards, so it is not sold for nothing). Otherwise it ends the phase.
func sellToBuy(s *game.State, cat *game.Catalog) game.Move {
	cheapest := 0
	for _, p := range s.Merchant.Market {
		if len(p) > 0 && (cheapest == 0 || game.ItemCost(p[0]) < cheapest) {
			cheapest = game.ItemCost(p[0])
		}
	}
	free := false
	for i := range s.Adventurers {
		free = free || len(s.Adventurers[i].Items) < 2
	}
	best, bestValue := game.Move{Verb: game.VerbEnd}, 0
	for _, m := range game.Legal(s) {
		if m.Verb != game.VerbSell || !free || cheapest == 0 {
			continue
		}
		v := game.TrophyValue(cat.Cards[m.Card])
		if s.Merchant.Purse+v >= cheapest && (bestValue == 0 || v < bestValue) {
			best, bestValue = m, v
		}
	}
	return best
}

// campMove spends the camper's dice: Heal with a 6 when a card is exhausted, the camp action
// when it helps, runes when dice match, Chop Wood while the fire is low.
func campMove(s *game.State) game.Move {
	l := listers.Get().(*game.Lister)
	defer listers.Put(l)
	return campMoveOf(s, l.Legal(s)).Own()
}

// listers are the Listers campMove borrows, each call's for the call.
var listers = sync.Pool{New: func() any { return new(game.Lister) }}

// campMoveOf is campMove choosing among the moves allowed.
func campMoveOf(s *game.State, legal []game.Move) game.Move {
	cat, _ := game.DefaultCatalog()
	anyExhausted := false
	for i := range s.Adventurers {
		anyExhausted = anyExhausted || s.Adventurers[i].ExhaustedCards() > 0
	}
	find := func(ok func(m game.Move) bool, highest bool) (game.Move, bool) {
		var found []game.Move
		for _, m := range legal {
			if ok(m) {
				found = append(found, m)
			}
		}
		if len(found) == 0 {
			return game.Move{}, false
		}
		sort.SliceStable(found, func(i, j int) bool { return found[i].Value < found[j].Value })
		if highest {
			return found[len(found)-1], true
		}
		return found[0], true
	}
	place := func(space game.Space) func(game.Move) bool {
		return func(m game.Move) bool { return m.Verb == game.VerbPlace && m.Space == space }
	}
	if anyExhausted {
		if m, ok := find(place(game.SpaceHeal), false); ok {
			return m
		}
	}
	action, camper := "", s.Adventurer(s.Camper)
	if adv := cat.Adventurers[s.Camper]; adv != nil && camper != nil {
		action = adv.CampAction.Key
	}
	switch {
	case action == "heal" && anyExhausted, action == "wood-axe" && s.Firewood < 12:
		if m, ok := find(place(game.SpaceAction), false); ok {
			return m
		}
	case action == "set-trap":
		if m, ok := find(place(game.SpaceAction), true); ok {
			return m
		}
	case action == "meditate", action == "seal-away", action == "feast" && camper.ExhaustedCards() > 0:
		// Meditate upgrades the die for good whatever its value: the lowest goes. Seal Away
		// and Feast take the lowest die they accept.
		if m, ok := find(place(game.SpaceAction), false); ok {
			return m
		}
	case action == "recharge" && camper.Charges <= 4:
		if m, ok := find(place(game.SpaceAction), true); ok {
			return m
		}
	case action == "trophy-hunt" && len(camper.Trophies) < 3 && len(s.Graveyard) > 0:
		// The Graveyard's top creature becomes a Trophy if the die reaches its base health.
		if top := cat.Cards[s.Graveyard[0]]; top != nil {
			if m, ok := find(place(game.SpaceAction), true); ok && m.Value >= top.Health {
				return m
			}
		}
	}
	// Matching dice: Bolster (the Watch rerolls its low dice) and Vanquish (the Horde loses a
	// creature), or Seal too with three.
	if m, ok := find(func(m game.Move) bool {
		return m.Verb == game.VerbRune && slices.Contains(m.Runes, game.RuneBolster) &&
			(slices.Contains(m.Runes, game.RuneVanquish) || len(s.Horde) == 0 && (s.Pocket == nil || s.Pocket.Horde == 0))
	}, true); ok {
		return m
	}
	// Swords of the Coin: from 9 firewood on (Chop Wood first below that: with 6 the party
	// survived 0.4 rounds less in sim), a die on the space with the most coins.
	if s.Merchant != nil && s.Firewood >= 9 {
		var best game.Move
		most := 0
		for _, sp := range game.CoinSpaces {
			if n := s.Merchant.CoinsOn(sp); n > most {
				if m, ok := find(place(sp), false); ok {
					best, most = m, n
				}
			}
		}
		if most > 0 {
			return best
		}
	}
	if s.Firewood < 12 {
		if m, ok := find(place(game.SpaceChop), false); ok {
			return m
		}
	}
	return game.Move{Verb: game.VerbEnd}
}
