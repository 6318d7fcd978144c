package game

import (
	"slices"

	"setawatch/internal/say"
)

// dieSizes is the order in which the Monk's Meditate upgrades a die.
var dieSizes = []int{4, 6, 8, 12}

// dieSidesAllowed reports whether an adventurer may hold a die of that many sides: the die of
// their board, or for an adventurer who meditates, any larger one of dieSizes.
func dieSidesAllowed(adv *Adventurer, sides int) bool {
	if sides == adv.Die {
		return true
	}
	return adv.CampAction.Key == "meditate" && slices.Contains(dieSizes, sides) && sides > adv.Die
}

func init() {
	campActionRules["meditate"] = campActionRule{
		check: func(g *game, a *AdventurerState) error {
			for _, d := range a.Dice {
				if d.State == DieFree && d.Sides < dieSizes[len(dieSizes)-1] {
					return nil
				}
			}
			return say.Err("the {{.Adv}} has no unused die left to upgrade", "Adv", say.Adv(a.ID))
		},
		do: func(g *game, a *AdventurerState, v int) {
			// The die just placed: the smallest of the camp dice showing v.
			best := -1
			for i, d := range a.Dice {
				if d.State == DieCamp && d.Value == v && (best < 0 || d.Sides < a.Dice[best].Sides) {
					best = i
				}
			}
			if best < 0 {
				return
			}
			d := &a.Dice[best]
			if k := slices.Index(dieSizes, d.Sides); k >= 0 && k+1 < len(dieSizes) {
				d.Sides = dieSizes[k+1]
				g.emit(EventUpgraded, "meditate", a.ID, d.Sides)
			}
		},
	}
	for k, v := range monkAbilities() {
		abilityRules[k] = v
	}
}

func monkAbilities() map[string]ability {
	return map[string]ability{
		"monk.palm-strike": {
			targets: revealedPositions,
			check:   checkOneRevealed(nil),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				i := pos(args, 0)
				g.s.Line[i].Damage += 4
				g.emit(EventDamaged, g.s.Line[i].Card, a.ID, 4)
			},
		},
		"monk.ki-burst": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if i != 0 {
					return g.refuse(func() error { return say.Err("Ki Burst strikes the creature in 1st position") })
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				v := 0
				for _, d := range a.Dice {
					v = max(v, d.Sides)
				}
				g.s.Line[0].Damage += v
				g.emit(EventDamaged, g.s.Line[0].Card, a.ID, v)
			},
		},
		"monk.still-water": {passive: true, automatic: true, attackBonus: stillWaterBonus},
		"monk.centered": {
			targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := plainTargets(args, dice, 0, 0); err != nil {
					return err
				}
				if !slices.ContainsFunc(a.Dice, func(d Die) bool { return d.State == DieFree }) {
					return g.refuse(func() error { return say.Err("the {{.Adv}} has no unspent die to reroll", "Adv", say.Adv(a.ID)) })
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) {
				g.pushTask(Task{Kind: TaskBolster, Card: "monk.centered", Queue: []string{a.ID}})
			},
		},
		"monk.redirect": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if i != 0 {
					return g.refuse(func() error { return say.Err("Redirect moves the creature in 1st position") })
				}
				if len(g.s.Line) < 2 {
					return say.Err("the creature in 1st position is already at the end of the Line")
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) { g.moveInLine(0, len(g.s.Line)-1) },
		},
	}
}

// stillWaterBonus is what Still Water adds to one of the Monk's dice in a direct attack.
func stillWaterBonus(g *game, i int, r DieRef) int {
	if d := g.s.Die(r); d != nil && d.Value <= 3 {
		return 2
	}
	return 0
}
