package game

import (
	"fmt"
	"slices"

	"setawatch/internal/say"
)

// A discard move (VerbDiscard) uses a Discard Item: "discard fire-bomb 2". Activate Items take a
// die of their owner ("use oil-flask rogue:3"), Exhaust Items are exhausted ("exhaust torch");
// Passive Items work by themselves.

// itemRule is what an Item does. Passive Items have no do: the phase code asks their hook
// where the rule it changes is worked out.
type itemRule struct {
	hook   itemHook // passive: what it changes
	minDie int      // activate: the smallest die it accepts
	// dieValueArg: a bare number among its arguments names a value among its owner's dice,
	// not a Line position (for the words of a move).
	dieValueArg bool
	targets     func(g *game, a *AdventurerState, t *targetList)             // lists the targets worth trying
	check       func(g *game, a *AdventurerState, args []Arg, die int) error // die: the die paid (activate), else 0
	do          func(g *game, a *AdventurerState, args []Arg, die int)
}

// itemRules holds every Item the engine implements, by key (items_swords.go).
var itemRules = map[string]itemRule{}

// itemHook is what a Passive Item adds while it works: to its holder's reach, to each of its
// holder's own dice in a direct attack, to the campfire's reveal count, to the firewood of each
// of its holder's cards exhausted for the fire.
type itemHook struct {
	reach, attack, reveal, firewood int
}

func noArgs(_ *game, _ *AdventurerState, args []Arg, _ int) error {
	if len(args) > 0 {
		return say.Err("this Item takes no target")
	}
	return nil
}

// watchExhausted lists each exhausted ability card of the adventurers on Watch.
func watchExhausted(g *game, _ *AdventurerState, t *targetList) {
	for i := range g.s.Adventurers {
		if a := &g.s.Adventurers[i]; a.OnWatch {
			exhaustedSlots(a, t)
		}
	}
}

// exhaustedSlots lists each exhausted ability card of a, as a target of its own.
func exhaustedSlots(a *AdventurerState, t *targetList) {
	for _, sl := range a.Slots {
		if sl.Exhausted {
			t.addCard(sl.Card)
		}
	}
}

func checkWatchExhausted(g *game, _ *AdventurerState, args []Arg, _ int) error {
	if len(args) != 1 || !slices.Contains(exhaustedCards(g.watchers()), args[0].Key) {
		return say.Err("name an exhausted ability card of an adventurer on Watch")
	}
	return nil
}

// itemTarget checks a one-position argument: a revealed creature within the first reach
// positions that ability cards may target.
func (g *game) itemTarget(args []Arg, reach int) error {
	if len(args) != 1 {
		return say.Err("choose a creature (its Line position)")
	}
	i, err := g.target(args, 0, true)
	if err != nil {
		return err
	}
	if i+1 > reach {
		return g.refuse(func() error { return say.Err("this Item reaches only {{.X}}", "X", positions(reach)) })
	}
	return nil
}

// itemDamage deals damage to a Line creature; upkeep defeats it when the damage meets its
// health.
func (g *game) itemDamage(i, n int, by string) {
	lc := &g.s.Line[i]
	lc.Damage += n
	g.emit(EventItemDamage, lc.Card, by, n)
	if lc.Damage >= g.health(i) {
		g.defeat(i, by)
	}
}

func (g *game) rerollFree(a *AdventurerState) {
	for i := range a.Dice {
		if d := &a.Dice[i]; d.State == DieFree {
			d.Value = g.s.RNG.Roll(d.Sides)
		}
	}
	g.emit(EventRerolled, "", a.ID, 0)
}

func freeDie(a *AdventurerState, v int) int {
	return slices.IndexFunc(a.Dice, func(d Die) bool { return d.State == DieFree && d.Value == v })
}

func spentDie(a *AdventurerState, arg Arg) int {
	v, ok := arg.Number()
	if !ok {
		return -1
	}
	return slices.IndexFunc(a.Dice, func(d Die) bool { return d.State == DieSpent && d.Value == v })
}

// isItem reports whether a card id is an Item.
func (g *game) isItem(id string) bool {
	c := g.card(id)
	return c != nil && c.Kind == KindItem
}

// itemOwner is the adventurer carrying an Item, and the Item, or nil.
func (g *game) itemOwner(id string) (*AdventurerState, *Item) {
	for i := range g.s.Adventurers {
		a := &g.s.Adventurers[i]
		for k := range a.Items {
			if a.Items[k].Card == id {
				return a, &a.Items[k]
			}
		}
	}
	return nil, nil
}

// itemActive reports whether an adventurer's Passive Item works now: carried by a fighting
// adventurer on Watch, during the Watch, not cancelled.
func (g *game) itemActive(a *AdventurerState, key string) bool {
	if g.s.Phase != PhaseWatch || !a.OnWatch || a.SitsOut || g.passivesOff() {
		return false
	}
	return slices.ContainsFunc(a.Items, func(it Item) bool { return g.key(it.Card) == key && !it.Exhausted })
}

// anyItemActive reports whether any adventurer's Passive Item of that key works now.
func (g *game) anyItemActive(key string) bool {
	if g.s.Merchant == nil {
		return false
	}
	for i := range g.s.Adventurers {
		if g.itemActive(&g.s.Adventurers[i], key) {
			return true
		}
	}
	return false
}

// passiveItemUsed notes that a Passive Item changed the game just now (an "item" event, for the
// log and the simulator's counts); a nil adventurer means whoever carries it.
func (g *game) passiveItemUsed(a *AdventurerState, key string) {
	for i := range g.s.Adventurers {
		b := &g.s.Adventurers[i]
		if a != nil && b != a {
			continue
		}
		for _, it := range b.Items {
			if g.key(it.Card) == key && g.itemActive(b, key) {
				g.emit(EventItem, it.Card, b.ID, 0)
				return
			}
		}
	}
}

// verbFor is the move verb that uses an Item of a trigger.
func verbFor(trigger string) Verb {
	switch trigger {
	case TriggerActivate:
		return VerbUse
	case TriggerExhaust:
		return VerbExhaust
	case TriggerDiscard:
		return VerbDiscard
	}
	return 0
}

// checkItem decides whether a use, exhaust or discard move of an Item is allowed.
func (g *game) checkItem(m Move) error {
	c := g.card(m.Card)
	a, it := g.itemOwner(m.Card)
	name := say.Card(m.Card)
	if a == nil {
		return say.Err("nobody carries the {{.Name}}", "Name", name)
	}
	if g.s.Phase != PhaseWatch {
		return say.Err("Items are used only during the Watch")
	}
	switch {
	case !a.OnWatch:
		return say.Err("the {{.Adv}} is resting in camp: Items are used only on Watch", "Adv", say.Adv(a.ID))
	case a.SitsOut:
		return say.Err("the {{.Adv}} sits this Watch out: all their cards were exhausted when it began", "Adv", say.Adv(a.ID))
	case c.Trigger == TriggerPassive:
		return say.Err("the {{.Name}} is passive and works by itself", "Name", name)
	case m.Verb != verbFor(c.Trigger):
		return say.Err("the {{.Name}} is used with {{.X}}, not {{.Verb}} ({{.Text}})", "Name", name, "X", say.Raw(fmt.Sprintf("%q", verbFor(c.Trigger))), "Verb", say.Raw(fmt.Sprintf("%q", m.Verb)), "Text", c.Text)
	case it.Exhausted:
		return say.Err("the {{.Name}} is exhausted until the {{.Adv}} rests", "Name", name, "Adv", say.Adv(a.ID))
	case it.Used:
		return say.Err("the {{.Name}} has already been activated this round", "Name", name)
	}
	rule := itemRules[c.Key]
	die := 0
	dice := m.Dice
	if c.Trigger == TriggerActivate {
		if len(m.Dice) != 1 || m.Dice[0].Adventurer != a.ID || m.Dice[0].Tamed != "" {
			return say.Err("the {{.Name}} is activated with one of the {{.Adv}}'s dice", "Name", name, "Adv", say.Adv(a.ID))
		}
		var buf [2]DieRef
		if _, err := g.resolveDiceTo(buf[:0], m.Dice); err != nil {
			return err
		}
		die, dice = m.Dice[0].Value, nil
		if die < rule.minDie {
			return g.refuse(func() error {
				return say.Err("the {{.Name}} needs a die of {{.N}} or more", "Name", name, "N", rule.minDie)
			})
		}
	}
	if len(dice) > 0 {
		return say.Err("the {{.Name}} takes no die", "Name", name)
	}
	return rule.check(g, a, m.Args, die)
}

// useItem carries out a checked Item move.
func (g *game) useItem(m Move) error {
	c := g.card(m.Card)
	a, it := g.itemOwner(m.Card)
	rule := itemRules[c.Key]
	die := 0
	switch c.Trigger {
	case TriggerActivate:
		refs, err := g.resolveDice(m.Dice)
		if err != nil {
			return err
		}
		d := g.s.Die(refs[0])
		d.State, die = DieSpent, d.Value
		it.Used = true
	case TriggerExhaust:
		it.Exhausted = true
	case TriggerDiscard:
		a.Items = slices.DeleteFunc(a.Items, func(x Item) bool { return x.Card == m.Card })
		g.s.Merchant.Deck = append(g.s.Merchant.Deck, m.Card)
		g.s.Known.ItemBottom++
	}
	g.emit(EventItem, m.Card, a.ID, die)
	rule.do(g, a, m.Args, die)
	return nil
}

// itemMoves offers the Item moves of an adventurer on Watch.
func (g *game) itemMoves(a *AdventurerState) {
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
				g.offer(Move{Verb: verb, Card: it.Card, Args: args})
				continue
			}
			var buf [dicePerAdventurer]DieSpec
			for _, d := range ownDiceTo(buf[:0], a) {
				// The move's die is carved from the kept dice, capped so that appending copies.
				g.keptDice = append(g.keptDice, d)
				n := len(g.keptDice)
				g.offer(Move{Verb: verb, Card: it.Card, Dice: g.keptDice[n-1 : n : n], Args: args})
			}
		}
	}
}

// refreshItems refreshes every exhausted Item of an adventurer (a rest in camp).
func (g *game) refreshItems(a *AdventurerState) {
	for k := range a.Items {
		if a.Items[k].Exhausted {
			a.Items[k].Exhausted = false
			g.emit(EventItemRefreshed, a.Items[k].Card, a.ID, 0)
		}
	}
}
