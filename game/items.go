package game

import (
	"fmt"
	"slices"
	"strconv"

	"setawatch/internal/say"
)

// VerbDiscard uses a Discard Item: "discard fire-bomb 2". Activate Items take a die of their
// owner ("use oil-flask rogue:3"), Exhaust Items are exhausted ("exhaust torch"); Passive Items
// work by themselves.
const VerbDiscard Verb = "discard"

// itemRule is what an Item does. Passive Items have no do: their effect is read where the
// rule it changes is worked out (hook names the place, for the reader and the tests).
type itemRule struct {
	hook    string                                                          // passive: what it changes
	minDie  int                                                             // activate: the smallest die it accepts
	targets func(g *game, a *AdventurerState) [][]string                    // the argument lists worth trying
	check   func(g *game, a *AdventurerState, args []string, die int) error // die: the die paid (activate), else 0
	do      func(g *game, a *AdventurerState, args []string, die int)
}

// itemRules holds every Item the engine implements, by key.
var itemRules = map[string]itemRule{
	"crossbow":  {hook: "range"},
	"whetstone": {hook: "attack"},
	"lantern":   {hook: "reveal"},
	"tinderbox": {hook: "firewood"},

	"throwing-axe": {
		targets: revealedPositions,
		check:   func(g *game, a *AdventurerState, args []string, _ int) error { return g.itemTarget(args, 3) },
		do: func(g *game, a *AdventurerState, args []string, die int) {
			g.itemDamage(pos(args, 0), die+1, a.ID)
		},
	},
	"hunting-horn": {
		targets: noTargets,
		check:   noArgs,
		do: func(g *game, a *AdventurerState, _ []string, _ int) {
			g.rerollFree(a)
		},
	},
	"oil-flask": {
		targets: noTargets,
		check:   noArgs,
		do:      func(g *game, _ *AdventurerState, _ []string, _ int) { g.changeFirewood(2, "oil-flask") },
	},
	"healers-kit": {
		minDie:  5,
		targets: watchExhausted,
		check:   checkWatchExhausted,
		do:      func(g *game, _ *AdventurerState, args []string, _ int) { g.refreshCard(args[0]) },
	},
	"net": {
		targets: noTargets,
		check: func(g *game, _ *AdventurerState, args []string, _ int) error {
			if err := noArgs(g, nil, args, 0); err != nil {
				return err
			}
			if len(g.s.Line) == 0 || !g.s.Line[0].FaceUp || g.card(g.s.Line[0].Card).Kind == KindSummon {
				return say.Err("there is no revealed creature in 1st position")
			}
			if g.s.Line[0].Blank {
				return say.Err("the text of the creature in 1st position is already ignored")
			}
			return nil
		},
		do: func(g *game, _ *AdventurerState, _ []string, _ int) {
			g.s.Line[0].Blank = true
			g.emit(EventBlanked, g.s.Line[0].Card, "", 1)
		},
	},

	"torch": {
		targets: noTargets,
		check:   noArgs,
		do:      func(g *game, _ *AdventurerState, _ []string, _ int) { g.changeFirewood(2, "torch") },
	},
	"lucky-charm": {
		targets: noTargets,
		check: func(g *game, a *AdventurerState, args []string, _ int) error {
			if err := noArgs(g, a, args, 0); err != nil {
				return err
			}
			if !slices.ContainsFunc(a.Dice, func(d Die) bool { return d.State == DieFree }) {
				return g.refuse(func() error { return say.Err("the {{.Adv}} has no unused die to reroll", "Adv", say.Adv(a.ID)) })
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, _ []string, _ int) { g.rerollFree(a) },
	},
	"hourglass": {
		targets: func(g *game, a *AdventurerState) [][]string {
			var out [][]string
			for _, d := range a.Dice {
				if v := strconv.Itoa(d.Value); d.State == DieSpent && !slices.ContainsFunc(out, func(x []string) bool { return x[0] == v }) {
					out = append(out, []string{v})
				}
			}
			return out
		},
		check: func(g *game, a *AdventurerState, args []string, _ int) error {
			if len(args) != 1 {
				return say.Err("name the value of one of your spent dice")
			}
			if spentDie(a, args[0]) < 0 {
				return say.Err("the {{.Adv}} has no spent die showing {{.X}}", "Adv", say.Adv(a.ID), "X", say.Raw(fmt.Sprint(args[0])))
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, args []string, _ int) {
			d := &a.Dice[spentDie(a, args[0])]
			d.State, d.Attacked = DieFree, false
		},
	},
	"bandage": {
		targets: func(g *game, a *AdventurerState) [][]string {
			start := len(g.keptArgs)
			g.keptArgs = slotCardsOf(g.keptArgs, a, true)
			return g.singleTargets(start)
		},
		check: func(g *game, a *AdventurerState, args []string, _ int) error {
			if len(args) != 1 || !slices.Contains(exhaustedCards([]*AdventurerState{a}), args[0]) {
				return say.Err("name one of the {{.Adv}}'s exhausted ability cards", "Adv", say.Adv(a.ID))
			}
			return nil
		},
		do: func(g *game, _ *AdventurerState, args []string, _ int) { g.refreshCard(args[0]) },
	},
	"caltrops": {
		targets: noTargets,
		check: func(g *game, _ *AdventurerState, args []string, _ int) error {
			if err := noArgs(g, nil, args, 0); err != nil {
				return err
			}
			return g.itemTarget([]string{"1"}, 1)
		},
		do: func(g *game, a *AdventurerState, _ []string, _ int) { g.itemDamage(0, 3, a.ID) },
	},

	"healing-potion": {
		targets: watchExhausted,
		check:   checkWatchExhausted,
		do:      func(g *game, _ *AdventurerState, args []string, _ int) { g.refreshCard(args[0]) },
	},
	"fire-bomb": {
		targets: revealedPositions,
		check:   func(g *game, _ *AdventurerState, args []string, _ int) error { return g.itemTarget(args, 2) },
		do:      func(g *game, a *AdventurerState, args []string, _ int) { g.itemDamage(pos(args, 0), 5, a.ID) },
	},
	"holy-water": {
		targets: revealedPositions,
		check: func(g *game, _ *AdventurerState, args []string, _ int) error {
			if err := g.itemTarget(args, len(g.s.Line)); err != nil {
				return err
			}
			i := pos(args, 0)
			if !g.isType(i, "undead") {
				return say.Err("Holy Water defeats only Undead creatures")
			}
			if h := g.health(i); h > 8 {
				return say.Err("Holy Water defeats creatures of 8 health or less; this one has {{.N}}", "N", h)
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, args []string, _ int) { g.defeat(pos(args, 0), a.ID) },
	},
	"loaded-die": {
		targets: func(g *game, a *AdventurerState) [][]string {
			var buf [dicePerAdventurer]DieSpec
			out := g.targetRoom()
			for _, d := range ownDiceTo(buf[:0], a) {
				if a.Dice[freeDie(a, d.Value)].Sides > d.Value {
					out = append(out, valueTarget(d.Value))
				}
			}
			return g.keepTargets(out)
		},
		check: func(g *game, a *AdventurerState, args []string, _ int) error {
			if len(args) != 1 {
				return say.Err("name the value of one of your unused dice")
			}
			v, err := strconv.Atoi(args[0])
			if err != nil || freeDie(a, v) < 0 {
				return say.Err("the {{.Adv}} has no unused die showing {{.X}}", "Adv", say.Adv(a.ID), "X", say.Raw(fmt.Sprint(args[0])))
			}
			if a.Dice[freeDie(a, v)].Sides == v {
				return say.Err("that die already shows its highest face")
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, args []string, _ int) {
			v, _ := strconv.Atoi(args[0])
			d := &a.Dice[freeDie(a, v)]
			d.Value = d.Sides
		},
	},
	"firewood-bundle": {
		targets: noTargets,
		check:   noArgs,
		do:      func(g *game, _ *AdventurerState, _ []string, _ int) { g.changeFirewood(3, "firewood-bundle") },
	},
	"throwing-knives": {
		targets: revealedPositions,
		check:   func(g *game, a *AdventurerState, args []string, _ int) error { return g.itemTarget(args, g.reach(a)) },
		do:      func(g *game, a *AdventurerState, args []string, _ int) { g.itemDamage(pos(args, 0), 2, a.ID) },
	},
}

func noArgs(_ *game, _ *AdventurerState, args []string, _ int) error {
	if len(args) > 0 {
		return say.Err("this Item takes no target")
	}
	return nil
}

func watchExhausted(g *game, _ *AdventurerState) [][]string {
	start := len(g.keptArgs)
	for i := range g.s.Adventurers {
		if a := &g.s.Adventurers[i]; a.OnWatch {
			g.keptArgs = slotCardsOf(g.keptArgs, a, true)
		}
	}
	return g.singleTargets(start)
}

func checkWatchExhausted(g *game, _ *AdventurerState, args []string, _ int) error {
	if len(args) != 1 || !slices.Contains(exhaustedCards(g.watchers()), args[0]) {
		return say.Err("name an exhausted ability card of an adventurer on Watch")
	}
	return nil
}

// itemTarget checks a one-position argument: a revealed creature within the first reach
// positions that ability cards may target.
func (g *game) itemTarget(args []string, reach int) error {
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

func spentDie(a *AdventurerState, arg string) int {
	v, err := strconv.Atoi(arg)
	if err != nil {
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
	return ""
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
		for _, args := range rule.targets(g, a) {
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
