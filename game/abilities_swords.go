package game

import (
	"slices"

	"setawatch/internal/say"
)

// swordsAbilities are the ability cards of the Barbarian and the Heretic (the Bounty Hunter,
// the Monk, the Artificer and the Witch have files of their own, with their systems).
func swordsAbilities() map[string]ability {
	return map[string]ability{
		// Barbarian: every card is used by exhausting it (spendsDiceOnAbilities).
		"barbarian.rampage": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if i != 0 {
					return g.refuse(func() error { return say.Err("Rampage strikes the creature in 1st position") })
				}
				if h := g.health(i); h > 12 {
					return g.refuse(func() error {
						return say.Err("Rampage defeats a creature of health 12 or less (this one has {{.N}})", "N", h)
					})
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) { g.defeat(pos(args, 0), a.ID) },
		},
		"barbarian.second-wind": {
			targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := plainTargets(args, dice, 0, 0); err != nil {
					return err
				}
				for _, d := range a.Dice {
					if d.State == DieSpent && d.Attacked {
						return nil
					}
				}
				return g.refuse(func() error {
					return say.Err("Second Wind rerolls dice spent on a direct attack this round: the {{.Adv}} has none", "Adv", say.Adv(a.ID))
				})
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) {
				for i := range a.Dice {
					if d := &a.Dice[i]; d.State == DieSpent && d.Attacked {
						d.Value, d.State, d.Attacked = g.s.RNG.Roll(d.Sides), DieFree, false
					}
				}
				g.emit(EventRerolled, "barbarian.second-wind", a.ID, 0)
			},
		},
		"barbarian.bloodlust": {passive: true, automatic: true, onDefeat: func(g *game, a *AdventurerState) {
			g.changeFirewood(1, "barbarian.bloodlust")
		}},
		"barbarian.ground-slam": {
			targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := plainTargets(args, dice, 0, 0); err != nil {
					return err
				}
				if !g.slams(0) && !g.slams(1) {
					return say.Err("Ground Slam needs a revealed creature it can reach in the first two positions")
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) {
				for i, hit := range [...]bool{g.slams(0), g.slams(1)} {
					if !hit {
						continue
					}
					g.s.Line[i].Damage += 3
					g.emit(EventDamaged, g.s.Line[i].Card, a.ID, 3)
				}
			},
		},
		"barbarian.intimidate": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if g.s.Line[i].Blank {
					return g.refuse(func() error { return say.Err("the creature in position {{.N}} is already negated", "N", i+1) })
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				i := pos(args, 0)
				g.s.Line[i].Blank = true
				g.emit(EventNegated, g.s.Line[i].Card, a.ID, i+1)
			},
		},

		// Heretic: the Graveyard and the Undead.
		"heretic.dark-rite": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if !g.isType(i, "undead") {
					return g.refuse(func() error { return say.Err("Dark Rite defeats only an Undead creature") })
				}
				if h := g.health(i); h > 9 {
					return g.refuse(func() error {
						return say.Err("Dark Rite defeats an Undead of health 9 or less (this one has {{.N}})", "N", h)
					})
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) { g.defeat(pos(args, 0), a.ID) },
		},
		"heretic.bone-spear": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if len(g.s.Graveyard) == 0 || g.graveyardBase(g.s.Graveyard[0]) < 1 {
					return g.refuse(func() error { return say.Err("Bone Spear needs a creature on top of the Graveyard") })
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				s := g.s
				i, top := pos(args, 0), s.Graveyard[0]
				v := g.graveyardBase(top)
				s.Line[i].Damage += v
				g.emit(EventDamaged, s.Line[i].Card, a.ID, v)
				s.Graveyard = s.Graveyard[1:]
				s.Creatures = append(s.Creatures, top)
				s.Known.DeckBottom++
				g.emit(EventUnderDeck, top, a.ID, 0)
			},
		},
		"heretic.forbidden-lore": {
			targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := plainTargets(args, dice, 0, 0); err != nil {
					return err
				}
				if len(g.s.Creatures)+len(g.s.Graveyard) == 0 {
					return say.Err("there are no creatures to peek at")
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) {
				g.pushTask(Task{Kind: TaskElvenScout, Card: "heretic.forbidden-lore", Adventurer: a.ID, Cards: g.drawCreatures(2)})
			},
		},
		"heretic.dark-bargain": {
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for i, lc := range g.s.Line {
					if lc.Stolen != nil {
						t.addPosition(i)
					}
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := plainTargets(args, dice, 1, 1); err != nil {
					return err
				}
				i, err := g.target(args, 0, true)
				if err != nil {
					return err
				}
				if g.s.Line[i].Stolen == nil {
					return say.Err("the creature in position {{.N}} holds no die", "N", i+1)
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				lc := &g.s.Line[pos(args, 0)]
				g.s.Die(*lc.Stolen).State = DieFree
				g.emit(EventRecovered, lc.Card, lc.Stolen.Adventurer, g.s.Die(*lc.Stolen).Value)
				lc.Stolen = nil
			},
		},
		"heretic.apostasy": {passive: true, automatic: true, health: func(c *Card) int { return typeBonus(c, "undead", -2) }},
	}
}

func init() {
	for k, v := range swordsAbilities() {
		abilityRules[k] = v
	}
	campActionRules["seal-away"] = campActionRule{
		check: func(g *game, a *AdventurerState) error {
			if !g.anySealable() {
				return say.Err("there is no Unhallowed in the Graveyard or the Horde to seal")
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, v int) { g.pushTask(Task{Kind: TaskSealAway, Card: "seal-away"}) },
	}
	taskRules[TaskSealAway] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer { return g.sealableTo(out) },
		resolve: func(g *game, t *Task, answer Answer) error {
			g.popTask()
			card := answer.Card
			g.s.Graveyard = g.without(g.s.Graveyard, card)
			if k := slices.Index(g.s.Horde, card); k >= 0 {
				g.hordeTaken(k)
			}
			g.s.Horde = g.without(g.s.Horde, card)
			g.s.Unhallowed = append(g.s.Unhallowed, card)
			g.emit(EventSealed, card, t.Adventurer, 0)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Seal Away: choose an Unhallowed of the Graveyard or the Horde to put under the Unhallowed deck.")
		},
		words: sealWords,
	}
	campActionRules["feast"] = campActionRule{
		check: func(g *game, a *AdventurerState) error {
			if a.ExhaustedCards() == 0 {
				return g.refuse(func() error {
					return say.Err("the {{.Adv}} has no exhausted ability card to refresh", "Adv", say.Adv(a.ID))
				})
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, v int) {
			g.pushTask(Task{Kind: TaskRefresh, Card: "feast", Adventurer: a.ID, Count: 1})
		},
	}
}

// TaskSealAway is the Heretic's Seal Away: an Unhallowed of the Graveyard or the Horde goes
// under the Unhallowed deck.
const TaskSealAway TaskKind = "seal-away"

// sealableTo appends to out an answer choosing each Unhallowed in the Graveyard, then each in
// the Horde.
func (g *game) sealableTo(out []Answer) []Answer {
	out = graveyardWhereTo(out, g, isUnhallowed)
	for _, c := range g.s.Horde {
		if g.card(c).Kind == KindUnhallowed {
			out = append(out, AnswerCard(c))
		}
	}
	return out
}

// slams tells whether Ground Slam hits the creature at position i: one of the first two,
// revealed, and in reach of abilities.
func (g *game) slams(i int) bool {
	return i < 2 && i < len(g.s.Line) && g.s.Line[i].FaceUp && g.card(g.s.Line[i].Card).Kind != KindSummon && g.reachable(i) == nil
}

// anySealable tells whether an Unhallowed lies in the Graveyard or the Horde.
func (g *game) anySealable() bool {
	for _, pile := range [...][]string{g.s.Graveyard, g.s.Horde} {
		for _, c := range pile {
			if g.card(c).Kind == KindUnhallowed {
				return true
			}
		}
	}
	return false
}
