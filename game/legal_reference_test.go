package game

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// referenceLegal is Legal as it first was: list every candidate move, then keep those that pass
// the full check Apply runs. It is slow and plain; the fast Legal must give the same moves in
// the same order.
func referenceLegal(s *State) []Move {
	cat, err := DefaultCatalog()
	if err != nil || s.Over() {
		return nil
	}
	g := &game{s: s, cat: cat}
	cands := referenceCandidates(g)
	if s.Pending() != nil {
		return cands
	}
	legal := make([]Move, 0, len(cands))
	for _, m := range cands {
		if g.check(m) == nil {
			legal = append(legal, m)
		}
	}
	return legal
}

func referenceCandidates(g *game) []Move {
	s := g.s
	var out []Move
	if t := s.Pending(); t != nil {
		for _, o := range g.options(t) {
			out = append(out, Choose(o))
		}
		return out
	}
	switch s.Phase {
	case PhaseCamper:
		for _, a := range s.Adventurers {
			out = append(out, Move{Verb: VerbCamp, Adventurer: a.ID})
		}
	case PhaseCamp:
		var order, count []int
		for _, d := range g.camper().Dice {
			if d.State != DieFree {
				continue
			}
			if k := slices.Index(order, d.Value); k >= 0 {
				count[k]++
			} else {
				order, count = append(order, d.Value), append(count, 1)
			}
		}
		for k, v := range order {
			for _, sp := range []Space{SpaceChop, SpaceScout, SpaceMap, SpaceHeal, SpaceEquip, SpaceAction} {
				out = append(out, Move{Verb: VerbPlace, Value: v, Space: sp})
			}
			for _, rs := range runeSets {
				if count[k] >= len(rs) {
					out = append(out, Move{Verb: VerbRune, Value: v, Runes: rs})
				}
			}
		}
		out = append(out, Move{Verb: VerbEnd})
	case PhaseMerchant:
		for _, pile := range s.Merchant.Market {
			if len(pile) == 0 {
				continue
			}
			for _, a := range s.Adventurers {
				out = append(out, Move{Verb: VerbBuy, Card: pile[0], Adventurer: a.ID})
			}
		}
		if a := s.Adventurer(s.Camper); a != nil {
			for _, c := range a.Trophies {
				out = append(out, Move{Verb: VerbSell, Card: c})
			}
		}
		out = append(out, Move{Verb: VerbEnd})
	case PhaseWatch:
		out = append(out, Move{Verb: VerbEnd})
		if s.Options.Rules == RulesFirst {
			out = append(out, Move{Verb: VerbHorde})
		}
		dice := referenceFightingDice(g)
		for i := range s.Line {
			if s.Line[i].FaceUp {
				for k := range dice {
					out = append(out, Move{Verb: VerbAttack, Pos: i + 1, Dice: dice[k : k+1 : k+1]})
				}
			}
		}
		for _, a := range g.watchers() {
			for _, sl := range a.Slots {
				if sl.Exhausted {
					continue
				}
				out = append(out, Move{Verb: VerbFire, Card: sl.Card})
				out = append(out, referenceAbilityCandidates(g, a, sl.Card)...)
			}
			if !a.SitsOut {
				out = append(out, referenceItemCandidates(g, a)...)
			}
		}
	}
	return out
}

func referenceFightingDice(g *game) []DieSpec {
	var out []DieSpec
	for _, a := range g.watchers() {
		if a.SitsOut {
			continue
		}
		out = append(out, referenceOwnDice(a)...)
		for _, t := range a.Tamed {
			out = append(out, DieSpec{Adventurer: a.ID, Tamed: t})
		}
		if g.s.Camp.Assist == a.ID {
			out = append(out, DieSpec{Adventurer: a.ID, Tamed: AssistDie})
		}
		if g.checkFamiliar(a) == nil {
			out = append(out, DieSpec{Adventurer: a.ID, Tamed: FamiliarDie})
		}
	}
	return out
}

func referenceOwnDice(a *AdventurerState) []DieSpec {
	var out []DieSpec
	for _, d := range a.Dice {
		if d.State == DieFree && !slices.ContainsFunc(out, func(x DieSpec) bool { return x.Value == d.Value }) {
			out = append(out, DieSpec{Adventurer: a.ID, Value: d.Value})
		}
	}
	return out
}

func referenceAbilityCandidates(g *game, a *AdventurerState, card string) []Move {
	rule, ok := abilityRules[g.key(card)]
	if !ok || rule.automatic || rule.targets == nil {
		return nil
	}
	var out []Move
	own := referenceOwnDice(a)
	for _, target := range g.targetsOf(rule.targets, a) {
		var dice []DieSpec
		if target.die.Adventurer != "" {
			dice = append(dice, target.die)
		}
		plain := target.args
		variants := [][]DieSpec{dice}
		if g.key(card) == "rogue.throwing-daggers" {
			for _, d := range own {
				variants = append(variants, []DieSpec{d})
			}
		}
		for _, extra := range variants {
			if rule.passive {
				out = append(out, Move{Verb: VerbUse, Card: card, Dice: extra, Args: plain})
				continue
			}
			out = append(out, Move{Verb: VerbExhaust, Card: card, Dice: extra, Args: plain})
			for _, d := range own {
				out = append(out, Move{Verb: VerbUse, Card: card, Dice: append([]DieSpec{d}, extra...), Args: plain})
			}
		}
	}
	return out
}

func referenceItemCandidates(g *game, a *AdventurerState) []Move {
	var out []Move
	for _, it := range a.Items {
		c := g.card(it.Card)
		rule := itemRules[c.Key]
		if rule.targets == nil || it.Exhausted || it.Used {
			continue
		}
		verb := verbFor(c.Trigger)
		for _, target := range g.targetsOf(rule.targets, a) {
			args := target.args
			if c.Trigger != TriggerActivate {
				out = append(out, Move{Verb: verb, Card: it.Card, Args: args})
				continue
			}
			for _, d := range referenceOwnDice(a) {
				out = append(out, Move{Verb: verb, Card: it.Card, Dice: []DieSpec{d}, Args: args})
			}
		}
	}
	return out
}

// Legal gives exactly the moves of the reference (every candidate put through the full
// check), in the same order, on every state met in random base, Swords of the Coin and
// Pocket Watch games, with uniformly random moves and with the random games' own picks; and
// Apply leaves the table it is given unchanged, whichever legal move it applies.
func TestLegalMatchesReference(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 15
	}
	states, moves := 0, 0
	for seed := range uint64(games) {
		for _, opts := range []Options{randomOptions(seed), swordsOptions(seed), pocketOptions(seed)} {
			s, err := (&Record{Format: RecordFormat, Options: &opts}).Start()
			require.NoError(t, err)
			switch { // later rounds too: the final location, Pocket Watch's returning creatures
			case opts.Game == GameBase && seed%4 == 3:
				s, err = (&Record{Format: RecordFormat, Scenario: scenarioOf(lateGame(s))}).Start()
			case opts.Game == GamePocket && seed%3 == 2:
				s, err = (&Record{Format: RecordFormat, Scenario: pocketLateGame(s, seed)}).Start()
			}
			require.NoError(t, err)
			r := rand.New(rand.NewPCG(seed, 3))
			for step := 0; !s.Over() && step < 5000; step++ {
				want, got := referenceLegal(s), Legal(s)
				if !reflect.DeepEqual(want, got) {
					require.Equal(t, notations(want), notations(got), "seed %d, game %q, move %d", seed, opts.Game, step)
					require.Equal(t, want, got, "seed %d, game %q, move %d", seed, opts.Game, step)
				}
				require.NotEmpty(t, got)
				states++
				moves += len(got)
				// Every legal move from the same table leaves it as it was: the tables Apply
				// makes share unchanged piles with it.
				before := s.Clone()
				for _, m := range got {
					_, _, err := Apply(s, m)
					require.NoError(t, err, "seed %d, game %q, move %d: %s", seed, opts.Game, step, m)
					if after := s.Clone(); !reflect.DeepEqual(before, after) {
						require.Equal(t, before, after, "seed %d, game %q, move %d: %s changed the table it was applied to", seed, opts.Game, step, m)
					}
				}
				m := got[r.IntN(len(got))]
				if seed%2 == 1 {
					m = pickMove(r, s, got)
				}
				s, _, err = Apply(s, m)
				require.NoError(t, err)
			}
		}
	}
	t.Logf("%d states, %d legal moves", states, moves)
}

func notations(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}
