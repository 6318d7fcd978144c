package game

import (
	"fmt"

	"setawatch/internal/say"
)

// ability is what an ability card does. args are the move's arguments (Line positions, card
// ids); dice are extra dice the card acts on (not the die paid to activate it).
type ability struct {
	passive      bool
	oncePerRound bool // a passive usable once a round
	automatic    bool // a passive that applies by itself (no move uses it)
	// targets adds to t each target worth trying (Legal checks each one).
	targets      func(g *game, a *AdventurerState, t *targetList)
	check        func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error
	do           func(g *game, a *AdventurerState, args []Arg, dice []DieSpec)
	raisesOwnDie bool // its targets also go with one of its owner's own dice (Legal lists both)

	// Continuous effects, asked by the phase code for the card's holder (see passiveHooks).
	// Those of a passive work while passiveReady; the others while the holder has the card.
	reachesAll      bool                               // passive: the holder's own dice reach every revealed creature, past guards and shields
	ranged          func(g *game) bool                 // the holder's direct attacks are ranged now
	attackBonus     func(g *game, i int, r DieRef) int // passive: added to each of the holder's own dice attacking position i
	health          func(c *Card) int                  // passive: added to the health of each Line creature c
	keepsLeftover   bool                               // passive: the last die of an attack comes back with the value the defeat did not need
	notesDefeats    bool                               // the last creature its adventurer (or holder) defeats is noted, for the card
	removesDefeated bool                               // passive: the creatures its holder defeats leave the game
	doublesOthers   bool                               // the next direct attack of another adventurer is doubled, while Effects.Harmonize
	onDefeat        func(g *game, a *AdventurerState)  // passive: a direct attack with one of the holder's own dice defeated a creature
}

// abilityRules holds every ability card the engine implements, by key.
var abilityRules = map[string]ability{}

func init() {
	for k, v := range baseAbilities() {
		abilityRules[k] = v
	}
	for k, v := range extraAbilities() {
		abilityRules[k] = v
	}
}

// holder is the id of the adventurer with the card on their board, or "".
func (g *game) holder(card string) string {
	for i := range g.s.Adventurers {
		if g.s.Adventurers[i].Slot(card) != nil {
			return g.s.Adventurers[i].ID
		}
	}
	return ""
}

func (g *game) passiveReady(card string) bool {
	if g.passivesOff() {
		return false
	}
	a := g.ownerOf(card)
	if a == nil || !a.OnWatch {
		return false
	}
	sl := a.Slot(card)
	return sl != nil && !sl.Exhausted
}

// checkAbility decides whether a use or exhaust move is allowed.
func (g *game) checkAbility(m Move) error {
	if err := g.checkWatchAction(); err != nil {
		return err
	}
	rule, ok := g.abilityOf(m.Card)
	a := g.ownerOf(m.Card)
	if !ok || a == nil || a.Slot(m.Card) == nil {
		return say.Err("{{.CardID}} is not an equipped ability card", "CardID", say.Raw(fmt.Sprintf("%q", m.Card)))
	}
	sl := a.Slot(m.Card)
	name := say.Card(m.Card)
	switch {
	case !a.OnWatch:
		return say.Err("the {{.Adv}} is resting in camp", "Adv", say.Adv(a.ID))
	case a.SitsOut:
		return say.Err("the {{.Adv}} sits this Watch out: all their cards were exhausted when it began", "Adv", say.Adv(a.ID))
	case sl.Exhausted:
		return say.Err("{{.Name}} is exhausted", "Name", name)
	}
	return g.checkReadyAbility(m, rule, a, sl)
}

// checkReadyAbility is the rest of checkAbility once the card is known to be ready on the
// board of a, who is on Watch and not sitting out, during the Watch. Legal checks each
// candidate of a card from here, having checked that once for the card.
func (g *game) checkReadyAbility(m Move, rule *ability, a *AdventurerState, sl *Slot) error {
	name := say.Card(m.Card)
	extra := m.Dice
	if rule.passive {
		switch {
		case m.Verb == VerbExhaust:
			return say.Err("{{.Name}} is passive: it is not exhausted to be used", "Name", name)
		case rule.automatic:
			return say.Err("{{.Name}} is passive and works by itself", "Name", name)
		case g.passivesOff():
			return say.Err("{{.Card}}: no passive ability can be used this round", "Card", say.Card(g.s.Location))
		case rule.oncePerRound && sl.UsedPassive:
			return g.refuse(func() error { return say.Err("{{.Name}} has already been used this round", "Name", name) })
		}
	} else if m.Verb == VerbUse {
		if !g.spendsDiceOnAbilities(a) {
			return g.refuse(func() error {
				return say.Err("the {{.Adv}} never spends a die on an ability card: exhaust {{.Name}} to use it", "Adv", say.Adv(a.ID), "Name", name)
			})
		}
		if sl.UsedWithDie {
			return g.refuse(func() error {
				return say.Err("{{.Name}} already has a die on it this round: exhaust it to use it again", "Name", name)
			})
		}
		if len(m.Dice) == 0 || m.Dice[0].Adventurer != a.ID || m.Dice[0].Tamed != "" {
			return say.Err("{{.Name}} is activated with one of the {{.Adv}}'s dice", "Name", name, "Adv", say.Adv(a.ID))
		}
		var buf [1]DieRef
		if _, err := g.resolveDiceTo(buf[:0], m.Dice[:1]); err != nil {
			return err
		}
		extra = m.Dice[1:]
	}
	g.paid = paidValue(g, m)
	if rule.check != nil {
		return rule.check(g, a, m.Args, extra)
	}
	if len(m.Args) > 0 || len(extra) > 0 {
		return say.Err("{{.Name}} takes no target", "Name", name)
	}
	return nil
}

func (g *game) useAbility(m Move) error {
	rule, _ := g.abilityOf(m.Card)
	a := g.ownerOf(m.Card)
	sl := a.Slot(m.Card)
	extra := m.Dice
	switch {
	case rule.passive:
		sl.UsedPassive = true
	case m.Verb == VerbUse:
		var buf [1]DieRef
		refs, err := g.resolveDiceTo(buf[:0], m.Dice[:1])
		if err != nil {
			return err
		}
		g.s.Die(refs[0]).State = DieSpent
		sl.UsedWithDie = true
		extra = m.Dice[1:]
	default:
		sl.Exhausted = true
	}
	g.emit(EventAbility, m.Card, a.ID, 0)
	g.paid = paidValue(g, m)
	if rule.do != nil {
		rule.do(g, a, m.Args, extra)
	}
	if m.Verb == VerbExhaust {
		g.checkWatchFallen()
	}
	return nil
}

// Targets.

// target reads a Line position argument and checks it against the rules every ability obeys:
// it exists, it is (or is not) revealed as the card requires, and no Lich stands in front.
func (g *game) target(args []Arg, k int, revealed bool) (int, error) {
	i, err := g.linePosition(args, k)
	if err != nil {
		return 0, err
	}
	p := i + 1
	if revealed && !g.s.Line[i].FaceUp {
		return 0, say.Err("the creature in position {{.N}} is not revealed", "N", p)
	}
	if !revealed && g.s.Line[i].FaceUp {
		return 0, say.Err("the creature in position {{.N}} is already revealed", "N", p)
	}
	if revealed && g.card(g.s.Line[i].Card).Kind == KindSummon {
		return 0, say.Err("a Summon card is not a creature")
	}
	return i, g.reachable(i)
}

// reachable checks the rules that keep ability cards off a Line position: a Lich in front, or
// a Phantom Cat between two cards.
func (g *game) reachable(i int) error {
	if j := g.firstGuard(guardAbilities, &g.firstLich); j < i {
		return g.refuse(func() error { return g.refusal(j, false) })
	}
	if g.shielded(i) {
		return g.refusal(i, false)
	}
	return nil
}

// anyTarget reads a Line position argument for a card that takes a creature face up or face
// down.
func (g *game) anyTarget(args []Arg, k int) (int, error) {
	i, err := g.linePosition(args, k)
	if err != nil {
		return 0, err
	}
	return i, g.reachable(i)
}

// linePosition reads args[k] as a position in the Line, and gives its index (from 0).
func (g *game) linePosition(args []Arg, k int) (int, error) {
	if k >= len(args) {
		return 0, say.Err("choose a creature (its Line position)")
	}
	p, ok := args[k].Number()
	if !ok || p < 1 || p > len(g.s.Line) {
		return 0, say.Err("{{.X}} is not a position in the Line (1 to {{.N}})", "X", say.Raw(fmt.Sprintf("%q", args[k].String())), "N", len(g.s.Line))
	}
	return p - 1, nil
}

// plainTargets checks that a card is given lo to hi targets and no die.
func plainTargets(args []Arg, dice []DieSpec, lo, hi int) error {
	if err := argCount(args, lo, hi); err != nil {
		return err
	}
	if len(dice) > 0 {
		return say.Err("this card takes no die as a target")
	}
	return nil
}

func argCount(args []Arg, lo, hi int) error {
	if len(args) < lo || len(args) > hi {
		if lo == hi {
			return say.Err("give {{.N}} targets", "N", lo)
		}
		return say.Err("give {{.N}} to {{.N2}} targets", "N", lo, "N2", hi)
	}
	return nil
}

// checkOneRevealed builds a check for a card that takes one revealed creature matching ok.
func checkOneRevealed(ok func(g *game, i int) error) func(*game, *AdventurerState, []Arg, []DieSpec) error {
	return func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
		if err := plainTargets(args, dice, 1, 1); err != nil {
			return err
		}
		i, err := g.target(args, 0, true)
		if err != nil {
			return err
		}
		if ok != nil {
			return ok(g, i)
		}
		return nil
	}
}

// pos is the Line index (from 0) of the position args[k], once checked.
func pos(args []Arg, k int) int { return args[k].Position() }

// defeatAt defeats the creature at position i by an ability. A face-down card is turned up
// first without its Reveal power; if it is a Summon, the Summon triggers and the Unhallowed that
// replaces it is defeated.
func (g *game) defeatAt(i int, by string) {
	lc := &g.s.Line[i]
	if !lc.FaceUp {
		lc.NoReveal = true
		g.reveal(i, false)
		if g.card(lc.Card).Kind == KindSummon {
			g.pushTask(Task{Kind: TaskDefeatSlot, Pos: i, Adventurer: by})
			return
		}
	}
	g.defeat(i, by)
}

func (g *game) isType(i int, typ string) bool { return g.card(g.s.Line[i].Card).Type == typ }

func (g *game) tamedRoom(a *AdventurerState) error {
	if len(a.Tamed) >= 2 {
		return g.refuse(func() error { return say.Err("the {{.Adv}} already has two tamed creatures", "Adv", say.Adv(a.ID)) })
	}
	return nil
}

// graveyardWhereTo appends to out an answer choosing each of the Graveyard's creatures (no
// Summon) that ok accepts.
func graveyardWhereTo(out []Answer, g *game, ok func(*Card) bool) []Answer {
	for _, c := range g.s.Graveyard {
		if card := g.card(c); card.Kind != KindSummon && ok(card) {
			out = append(out, AnswerCard(c))
		}
	}
	return out
}

func (g *game) totalRoll(a *AdventurerState) int {
	t := 0
	for _, d := range a.Dice {
		t += d.Value
	}
	return t
}
