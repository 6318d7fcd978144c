package game

import (
	"fmt"
	"slices"

	"setawatch/internal/say"
)

// The Items of Swords of the Coin.
func init() {
	for k, r := range swordsItems() {
		itemRules[k] = r
	}
}

func swordsItems() map[string]itemRule {
	return map[string]itemRule{
		"crossbow":  {hook: itemHook{reach: 1}},
		"whetstone": {hook: itemHook{attack: 1}},
		"lantern":   {hook: itemHook{reveal: 1}},
		"tinderbox": {hook: itemHook{firewood: 1}},

		"throwing-axe": {
			targets: revealedPositions,
			check:   func(g *game, a *AdventurerState, args []Arg, _ int) error { return g.itemTarget(args, 3) },
			do: func(g *game, a *AdventurerState, args []Arg, die int) {
				g.itemDamage(pos(args, 0), die+1, a.ID)
			},
		},
		"hunting-horn": {
			targets: noTargets,
			check:   noArgs,
			do: func(g *game, a *AdventurerState, _ []Arg, _ int) {
				g.rerollFree(a)
			},
		},
		"oil-flask": {
			targets: noTargets,
			check:   noArgs,
			do:      func(g *game, _ *AdventurerState, _ []Arg, _ int) { g.changeFirewood(2, "oil-flask") },
		},
		"healers-kit": {
			minDie:  5,
			targets: watchExhausted,
			check:   checkWatchExhausted,
			do:      func(g *game, _ *AdventurerState, args []Arg, _ int) { g.refreshCard(args[0].Key) },
		},
		"net": {
			targets: noTargets,
			check: func(g *game, _ *AdventurerState, args []Arg, _ int) error {
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
			do: func(g *game, _ *AdventurerState, _ []Arg, _ int) {
				g.s.Line[0].Blank = true
				g.emit(EventBlanked, g.s.Line[0].Card, "", 1)
			},
		},

		"torch": {
			targets: noTargets,
			check:   noArgs,
			do:      func(g *game, _ *AdventurerState, _ []Arg, _ int) { g.changeFirewood(2, "torch") },
		},
		"lucky-charm": {
			targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, _ int) error {
				if err := noArgs(g, a, args, 0); err != nil {
					return err
				}
				if !slices.ContainsFunc(a.Dice, func(d Die) bool { return d.State == DieFree }) {
					return g.refuse(func() error { return say.Err("the {{.Adv}} has no unused die to reroll", "Adv", say.Adv(a.ID)) })
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ int) { g.rerollFree(a) },
		},
		"hourglass": {
			dieValueArg: true,
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for k, d := range a.Dice {
					if d.State == DieSpent && firstShowing(a, k) {
						t.addValue(d.Value)
					}
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, _ int) error {
				if len(args) != 1 {
					return say.Err("name the value of one of your spent dice")
				}
				if spentDie(a, args[0]) < 0 {
					return say.Err("the {{.Adv}} has no spent die showing {{.X}}", "Adv", say.Adv(a.ID), "X", say.Raw(fmt.Sprint(args[0])))
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ int) {
				d := &a.Dice[spentDie(a, args[0])]
				d.State, d.Attacked = DieFree, false
			},
		},
		"bandage": {
			targets: func(g *game, a *AdventurerState, t *targetList) { exhaustedSlots(a, t) },
			check: func(g *game, a *AdventurerState, args []Arg, _ int) error {
				if len(args) != 1 || !slices.Contains(exhaustedCards([]*AdventurerState{a}), args[0].Key) {
					return say.Err("name one of the {{.Adv}}'s exhausted ability cards", "Adv", say.Adv(a.ID))
				}
				return nil
			},
			do: func(g *game, _ *AdventurerState, args []Arg, _ int) { g.refreshCard(args[0].Key) },
		},
		"caltrops": {
			targets: noTargets,
			check: func(g *game, _ *AdventurerState, args []Arg, _ int) error {
				if err := noArgs(g, nil, args, 0); err != nil {
					return err
				}
				return g.itemTarget(positionTarget(0), 1)
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ int) { g.itemDamage(0, 3, a.ID) },
		},

		"healing-potion": {
			targets: watchExhausted,
			check:   checkWatchExhausted,
			do:      func(g *game, _ *AdventurerState, args []Arg, _ int) { g.refreshCard(args[0].Key) },
		},
		"fire-bomb": {
			targets: revealedPositions,
			check:   func(g *game, _ *AdventurerState, args []Arg, _ int) error { return g.itemTarget(args, 2) },
			do:      func(g *game, a *AdventurerState, args []Arg, _ int) { g.itemDamage(pos(args, 0), 5, a.ID) },
		},
		"holy-water": {
			targets: revealedPositions,
			check: func(g *game, _ *AdventurerState, args []Arg, _ int) error {
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
			do: func(g *game, a *AdventurerState, args []Arg, _ int) { g.defeat(pos(args, 0), a.ID) },
		},
		"loaded-die": {
			dieValueArg: true,
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for k, d := range a.Dice {
					if d.State == DieFree && firstShowing(a, k) && d.Sides > d.Value {
						t.addValue(d.Value)
					}
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, _ int) error {
				if len(args) != 1 {
					return say.Err("name the value of one of your unused dice")
				}
				v, ok := args[0].Number()
				if !ok || freeDie(a, v) < 0 {
					return say.Err("the {{.Adv}} has no unused die showing {{.X}}", "Adv", say.Adv(a.ID), "X", say.Raw(fmt.Sprint(args[0])))
				}
				if a.Dice[freeDie(a, v)].Sides == v {
					return say.Err("that die already shows its highest face")
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ int) {
				v, _ := args[0].Number()
				d := &a.Dice[freeDie(a, v)]
				d.Value = d.Sides
			},
		},
		"firewood-bundle": {
			targets: noTargets,
			check:   noArgs,
			do:      func(g *game, _ *AdventurerState, _ []Arg, _ int) { g.changeFirewood(3, "firewood-bundle") },
		},
		"throwing-knives": {
			targets: revealedPositions,
			check:   func(g *game, a *AdventurerState, args []Arg, _ int) error { return g.itemTarget(args, g.reach(a)) },
			do:      func(g *game, a *AdventurerState, args []Arg, _ int) { g.itemDamage(pos(args, 0), 2, a.ID) },
		},
	}
}
