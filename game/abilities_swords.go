package game

import "fmt"

// The ability cards and camp actions of the Swords of the Coin adventurers.
func swordsAbilities() map[string]ability {
	return map[string]ability{
		// Barbarian: every card is used by exhausting it (spendsDiceOnAbilities).
		"barbarian.rampage": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if i != 0 {
					return fmt.Errorf("Rampage strikes the creature in 1st position")
				}
				if h := g.health(i); h > 12 {
					return fmt.Errorf("Rampage defeats a creature of health 12 or less (this one has %d)", h)
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []string, _ []DieSpec) { g.defeat(pos(args, 0), a.ID) },
		},
		"barbarian.second-wind": {
			targets: noTargets,
			check: func(g *game, a *AdventurerState, args []string, dice []DieSpec) error {
				if err := plainTargets(args, dice, 0, 0); err != nil {
					return err
				}
				for _, d := range a.Dice {
					if d.State == DieSpent && d.Attacked {
						return nil
					}
				}
				return fmt.Errorf("Second Wind rerolls dice spent on a direct attack this round: the %s has none", g.advName(a.ID))
			},
			do: func(g *game, a *AdventurerState, _ []string, _ []DieSpec) {
				for i := range a.Dice {
					if d := &a.Dice[i]; d.State == DieSpent && d.Attacked {
						d.Value, d.State, d.Attacked = g.s.RNG.Roll(d.Sides), DieFree, false
					}
				}
				g.emit("rerolled", "barbarian.second-wind", a.ID, 0)
			},
		},
		"barbarian.bloodlust": {passive: true, automatic: true}, // defeatedByAttack()
		"barbarian.ground-slam": {
			targets: noTargets,
			check: func(g *game, a *AdventurerState, args []string, dice []DieSpec) error {
				if err := plainTargets(args, dice, 0, 0); err != nil {
					return err
				}
				if len(g.slamTargets()) == 0 {
					return fmt.Errorf("Ground Slam needs a revealed creature it can reach in the first two positions")
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, _ []string, _ []DieSpec) {
				for _, i := range g.slamTargets() {
					g.s.Line[i].Damage += 3
					g.emit("damaged", g.s.Line[i].Card, a.ID, 3)
				}
			},
		},
		"barbarian.intimidate": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if g.s.Line[i].Blank {
					return fmt.Errorf("the creature in position %d is already negated", i+1)
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []string, _ []DieSpec) {
				i := pos(args, 0)
				g.s.Line[i].Blank = true
				g.emit("negated", g.s.Line[i].Card, a.ID, i+1)
			},
		},
	}
}

func init() {
	for k, v := range swordsAbilities() {
		abilityRules[k] = v
	}
	campActionRules["feast"] = campActionRule{
		check: func(g *game, a *AdventurerState) error {
			if len(exhaustedCards([]*AdventurerState{a})) == 0 {
				return fmt.Errorf("the %s has no exhausted ability card to refresh", g.advName(a.ID))
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, v int) {
			g.pushTask(Task{Kind: TaskRefresh, Card: "feast", Adventurer: a.ID, Count: 1})
		},
	}
}

// slamTargets are the revealed creatures of the first two positions that abilities can reach.
func (g *game) slamTargets() []int {
	var out []int
	for i := 0; i < 2 && i < len(g.s.Line); i++ {
		if g.s.Line[i].FaceUp && g.card(g.s.Line[i].Card).Kind != KindSummon && g.reachable(i) == nil {
			out = append(out, i)
		}
	}
	return out
}

// defeatedByAttack runs the powers of the adventurers that follow a creature defeated by a
// direct attack made with dice refs.
func (g *game) defeatedByAttack(card string, refs []DieRef) {
	for _, r := range refs {
		if r.Tamed == "" && r.Adventurer == g.holder("barbarian.bloodlust") && g.passiveReady("barbarian.bloodlust") {
			g.changeFirewood(1, "barbarian.bloodlust")
			break
		}
	}
}
