package game

import (
	"fmt"
	"strconv"
)

// ability is what an ability card does. args are the move's arguments (Line positions, card
// ids); dice are extra dice the card acts on (not the die paid to activate it).
type ability struct {
	passive      bool
	oncePerRound bool // a passive usable once a round
	automatic    bool // a passive that applies by itself (no move uses it)
	targets      func(g *game, a *AdventurerState) [][]string
	check        func(g *game, a *AdventurerState, args []string, dice []DieSpec) error
	do           func(g *game, a *AdventurerState, args []string, dice []DieSpec)
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
	rule, ok := abilityRules[g.key(m.Card)]
	a := g.ownerOf(m.Card)
	if !ok || a == nil || a.Slot(m.Card) == nil {
		return fmt.Errorf("%q is not an equipped ability card", m.Card)
	}
	sl := a.Slot(m.Card)
	name := g.name(m.Card)
	switch {
	case !a.OnWatch:
		return fmt.Errorf("the %s is resting in camp", g.advName(a.ID))
	case a.SitsOut:
		return fmt.Errorf("the %s sits this Watch out: all their cards were exhausted when it began", g.advName(a.ID))
	case sl.Exhausted:
		return fmt.Errorf("%s is exhausted", name)
	}
	extra := m.Dice
	if rule.passive {
		switch {
		case m.Verb == VerbExhaust:
			return fmt.Errorf("%s is passive: it is not exhausted to be used", name)
		case rule.automatic:
			return fmt.Errorf("%s is passive and works by itself", name)
		case g.passivesOff():
			return fmt.Errorf("%s: no passive ability can be used this round", g.name(g.s.Location))
		case rule.oncePerRound && sl.UsedPassive:
			return fmt.Errorf("%s has already been used this round", name)
		}
	} else if m.Verb == VerbUse {
		if !g.spendsDiceOnAbilities(a) {
			return fmt.Errorf("the %s never spends a die on an ability card: exhaust %s to use it", g.advName(a.ID), name)
		}
		if sl.UsedWithDie {
			return fmt.Errorf("%s already has a die on it this round: exhaust it to use it again", name)
		}
		if len(m.Dice) == 0 || m.Dice[0].Adventurer != a.ID || m.Dice[0].Tamed != "" {
			return fmt.Errorf("%s is activated with one of the %s's dice (use %s %s:VALUE ...)", name, g.advName(a.ID), m.Card, a.ID)
		}
		if _, err := g.resolveDice(m.Dice[:1]); err != nil {
			return err
		}
		extra = m.Dice[1:]
	}
	g.paid = paidValue(g, m)
	if rule.check != nil {
		return rule.check(g, a, m.Args, extra)
	}
	if len(m.Args) > 0 || len(extra) > 0 {
		return fmt.Errorf("%s takes no target", name)
	}
	return nil
}

func (g *game) useAbility(m Move) error {
	rule := abilityRules[g.key(m.Card)]
	a := g.ownerOf(m.Card)
	sl := a.Slot(m.Card)
	extra := m.Dice
	switch {
	case rule.passive:
		sl.UsedPassive = true
	case m.Verb == VerbUse:
		refs, err := g.resolveDice(m.Dice[:1])
		if err != nil {
			return err
		}
		g.s.Die(refs[0]).State = DieSpent
		sl.UsedWithDie = true
		extra = m.Dice[1:]
	default:
		sl.Exhausted = true
	}
	g.emit("ability", m.Card, a.ID, 0)
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
func (g *game) target(args []string, k int, revealed bool) (int, error) {
	if k >= len(args) {
		return 0, fmt.Errorf("choose a creature (its Line position)")
	}
	p, err := strconv.Atoi(args[k])
	if err != nil || p < 1 || p > len(g.s.Line) {
		return 0, fmt.Errorf("%q is not a position in the Line (1 to %d)", args[k], len(g.s.Line))
	}
	i := p - 1
	if revealed && !g.s.Line[i].FaceUp {
		return 0, fmt.Errorf("the creature in position %d is not revealed", p)
	}
	if !revealed && g.s.Line[i].FaceUp {
		return 0, fmt.Errorf("the creature in position %d is already revealed", p)
	}
	if revealed && g.card(g.s.Line[i].Card).Kind == KindSummon {
		return 0, fmt.Errorf("a Summon card is not a creature")
	}
	return i, g.reachable(i)
}

// reachable checks the rules that keep ability cards off a Line position: a Lich in front, or
// a Phantom Cat between two cards.
func (g *game) reachable(i int) error {
	for j := 0; j < i; j++ {
		if g.active(j) && g.key(g.s.Line[j].Card) == "lich" {
			return fmt.Errorf("the Lich in position %d shields the creatures behind it from ability cards", j+1)
		}
	}
	if g.shielded(i) {
		return fmt.Errorf("the Phantom Cat in position %d cannot be targeted while cards sit on both sides of it", i+1)
	}
	return nil
}

// anyTarget reads a Line position argument for a card that takes a creature face up or face
// down.
func (g *game) anyTarget(args []string, k int) (int, error) {
	if k >= len(args) {
		return 0, fmt.Errorf("choose a creature (its Line position)")
	}
	p, err := strconv.Atoi(args[k])
	if err != nil || p < 1 || p > len(g.s.Line) {
		return 0, fmt.Errorf("%q is not a position in the Line (1 to %d)", args[k], len(g.s.Line))
	}
	return p - 1, g.reachable(p - 1)
}

// plainTargets checks that a card is given lo to hi targets and no die.
func plainTargets(args []string, dice []DieSpec, lo, hi int) error {
	if err := argCount(args, lo, hi); err != nil {
		return err
	}
	if len(dice) > 0 {
		return fmt.Errorf("this card takes no die as a target")
	}
	return nil
}

func argCount(args []string, lo, hi int) error {
	if len(args) < lo || len(args) > hi {
		if lo == hi {
			return fmt.Errorf("give %d target(s)", lo)
		}
		return fmt.Errorf("give %d to %d targets", lo, hi)
	}
	return nil
}

// revealedPositions lists each revealed creature's position as a one-argument target list.
func revealedPositions(g *game, _ *AdventurerState) [][]string {
	var out [][]string
	for i := range g.s.Line {
		if g.s.Line[i].FaceUp {
			out = append(out, []string{strconv.Itoa(i + 1)})
		}
	}
	return out
}

func hiddenPositions(g *game, _ *AdventurerState) [][]string {
	var out [][]string
	for i := range g.s.Line {
		if !g.s.Line[i].FaceUp {
			out = append(out, []string{strconv.Itoa(i + 1)})
		}
	}
	return out
}

func noTargets(*game, *AdventurerState) [][]string { return [][]string{nil} }

// checkOneRevealed builds a check for a card that takes one revealed creature matching ok.
func checkOneRevealed(ok func(g *game, i int) error) func(*game, *AdventurerState, []string, []DieSpec) error {
	return func(g *game, a *AdventurerState, args []string, dice []DieSpec) error {
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

func pos(args []string, k int) int {
	p, _ := strconv.Atoi(args[k])
	return p - 1
}

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
		return fmt.Errorf("the %s already has two tamed creatures", g.advName(a.ID))
	}
	return nil
}

func graveyardWhere(g *game, ok func(*Card) bool) []string {
	var out []string
	for _, c := range g.s.Graveyard {
		if card := g.card(c); card.Kind != KindSummon && ok(card) {
			out = append(out, c)
		}
	}
	return out
}

func singleArgs(ids []string) [][]string {
	var out [][]string
	for _, id := range ids {
		out = append(out, []string{id})
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
