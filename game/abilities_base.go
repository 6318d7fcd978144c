package game

import (
	"fmt"
	"iter"
	"slices"

	"setawatch/internal/say"
)

// baseAbilities are the 30 ability cards of the six base adventurers.
func baseAbilities() map[string]ability {
	return map[string]ability{
		// Beast Master.
		"beastmaster.tame-beast": {
			targets: revealedPositions,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				return checkOneRevealed(func(g *game, i int) error {
					if !g.isType(i, "forest") {
						return g.refuse(func() error { return say.Err("only a Forest Creature can be tamed") })
					}
					return g.tamedRoom(a)
				})(g, a, args, dice)
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				g.tame(a, pos(args, 0))
			},
		},
		"beastmaster.set-snares": {
			targets: revealedPositions,
			check:   checkOneRevealed(nil),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				lc := g.removeFromLine(pos(args, 0))
				g.s.Creatures = slices.Insert(g.s.Creatures, 0, lc.Card)
				g.s.Known.DeckTop++
				g.emit(EventSnared, lc.Card, a.ID, 0)
			},
		},
		"beastmaster.hunt": {
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for _, c := range g.s.Graveyard {
					if card := g.card(c); card.Kind != KindSummon && card.Type == "forest" {
						t.addCard(c)
					}
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := argCount(args, 1, 1); err != nil {
					return err
				}
				c := g.card(args[0].Key)
				if !slices.Contains(g.s.Graveyard, args[0].Key) || c == nil || c.Type != "forest" {
					return say.Err("Hunt tames a Forest Creature from the Graveyard: {{.X}} is not one", "X", say.Raw(fmt.Sprintf("%q", args[0])))
				}
				return g.tamedRoom(a)
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				g.s.Graveyard = g.without(g.s.Graveyard, args[0].Key)
				a.Tamed = append(a.Tamed, args[0].Key)
				g.emit(EventTamed, args[0].Key, a.ID, 0)
			},
		},
		"beastmaster.animal-sentry": {
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for _, c := range a.Tamed {
					t.addCard(c)
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := argCount(args, 1, 1); err != nil {
					return err
				}
				if !slices.Contains(a.Tamed, args[0].Key) {
					return say.Err("Animal Sentry spends a tamed creature: the Beast Master has no tamed {{.X}}", "X", say.Raw(fmt.Sprintf("%q", args[0])))
				}
				if len(g.s.Line) == 0 {
					return say.Err("the Line is empty")
				}
				_, err := g.target(positionTarget(len(g.s.Line)-1), 0, g.s.Line[len(g.s.Line)-1].FaceUp)
				return err
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				a.Tamed = removeString(a.Tamed, args[0].Key)
				g.s.Graveyard = slices.Insert(g.s.Graveyard, 0, args[0].Key)
				g.defeatAt(len(g.s.Line)-1, a.ID)
			},
		},
		"beastmaster.tracking": {
			passive: true, oncePerRound: true, targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if len(args) > 0 || len(dice) > 0 {
					return say.Err("Tracking takes no target: it tames the creature in 1st position")
				}
				if _, err := g.target(positionTarget(0), 0, true); err != nil {
					return err
				}
				if !g.isType(0, "forest") {
					return g.refuse(func() error { return say.Err("the creature in 1st position is not a Forest Creature") })
				}
				return g.tamedRoom(a)
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) { g.tame(a, 0) },
		},

		// Cleric.
		"cleric.rebuke": {
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for i := range g.s.Line {
					if !g.s.Line[i].FaceUp {
						continue
					}
					if i == 0 && g.isType(0, "undead") {
						t.addPosition(0)
					}
					for to := i + 1; to < len(g.s.Line); to++ {
						t.addPair(i, to)
					}
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := argCount(args, 1, 2); err != nil {
					return err
				}
				i, err := g.target(args, 0, true)
				if err != nil {
					return err
				}
				if len(args) == 1 {
					if i != 0 || !g.isType(0, "undead") {
						return say.Err("Rebuke defeats only an Undead in 1st position (or give a position to move a creature back to)")
					}
					return nil
				}
				to, ok := args[1].Number()
				if !ok || to-1 <= i || to > len(g.s.Line) {
					return say.Err("Rebuke moves a creature further back: {{.X}} is not a later position", "X", say.Raw(fmt.Sprintf("%q", args[1])))
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				if len(args) == 1 {
					g.defeat(0, a.ID)
					return
				}
				to, _ := args[1].Number()
				g.moveInLine(pos(args, 0), to-1)
			},
		},
		"cleric.cleanse-undead": {
			targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if len(args) > 0 {
					return say.Err("Cleanse Undead takes no target")
				}
				if !g.anyCleansable() {
					return g.refuse(func() error { return say.Err("there is no revealed Undead to cleanse") })
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) {
				targets := g.cleansable()
				for k := len(targets) - 1; k >= 0; k-- {
					g.defeat(targets[k], a.ID)
				}
			},
		},
		"cleric.banish": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if !g.isType(i, "undead") && !g.isType(i, "unhallowed") {
					return g.refuse(func() error { return say.Err("Banish sends away only an Undead or an Unhallowed") })
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				lc := g.removeFromLine(pos(args, 0))
				g.s.Creatures = append(g.s.Creatures, lc.Card)
				g.s.Known.DeckBottom++
				g.emit(EventBanished, lc.Card, a.ID, 0)
			},
		},
		"cleric.blinding-light": {
			targets: hiddenPairs,
			check:   checkHidden(1, 2),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				for i := range inLineOrder(args) {
					g.s.Line[i].NoReveal = true
					g.reveal(i, false)
				}
			},
		},
		"cleric.protective-ward": {
			passive: true, oncePerRound: true, targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if len(args) > 0 || len(dice) > 0 {
					return say.Err("Protective Ward takes no target: it acts on the creature in 1st position")
				}
				_, err := g.target(positionTarget(0), 0, true)
				return err
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) {
				lc := g.removeFromLine(0)
				g.intoHorde(lc.Card)
				g.s.Effects.HordeEntered = true
				g.emit(EventToHorde, lc.Card, a.ID, 0)
			},
		},

		// Ranger.
		"ranger.elf-senses": {
			targets: noTargets,
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) {
				g.s.Effects.RevealBonus++
				g.s.Effects.SkipReveal = true
			},
		},
		"ranger.far-sight": {
			targets: noTargets,
			do:      func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) { g.s.Effects.RangeBonus++ },
		},
		"ranger.long-shot": {
			targets: hiddenPositions,
			check:   checkHidden(1, 1),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				g.defeatAt(pos(args, 0), a.ID)
			},
		},
		"ranger.slumber": {
			targets: revealedPositions,
			check:   checkOneRevealed(nil),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				i := pos(args, 0)
				lc := g.s.Line[i]
				if lc.Stolen != nil {
					if d := g.s.Die(*lc.Stolen); d != nil {
						d.State = DieFree
					}
				}
				g.s.Line = slices.Delete(g.s.Line, i, i+1)
				g.s.Line = append(g.s.Line, LineCard{Card: lc.Card, Mount: lc.Mount, Known: true}) // face down, as the players saw it
				g.emit(EventSlumber, lc.Card, a.ID, len(g.s.Line))
			},
		},
		"ranger.sharpshooter": {
			passive: true, oncePerRound: true,
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for _, d := range a.Dice {
					if d.State == DieSpent && d.Attacked {
						t.addDie(a, d.Value)
					}
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if len(dice) != 1 || len(args) > 0 || dice[0].Adventurer != a.ID {
					return say.Err("Sharpshooter rerolls one of the Ranger's dice spent on a direct attack: put one of them on it")
				}
				if g.attackedDie(a, dice[0].Value) < 0 {
					return say.Err("the Ranger has no die showing {{.N}} spent on a direct attack", "N", dice[0].Value)
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, _ []Arg, dice []DieSpec) {
				d := &a.Dice[g.attackedDie(a, dice[0].Value)]
				d.Value, d.State, d.Attacked = g.s.RNG.Roll(d.Sides), DieFree, false
				g.emit(EventRerolled, "ranger.sharpshooter", a.ID, d.Value)
			},
		},

		// Rogue.
		"rogue.poison-blade": {
			targets: noTargets,
			do:      func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) { g.s.Effects.PoisonAttacks = 2 },
		},
		"rogue.throwing-daggers": {
			raisesOwnDie: true,
			ranged:       func(g *game) bool { return g.s.Effects.RangedRogue }, // once used this round
			targets:      hiddenPositions,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := argCount(args, 1, 1); err != nil {
					return err
				}
				if _, err := g.target(args, 0, false); err != nil {
					return err
				}
				if len(dice) > 1 || (len(dice) == 1 && dice[0].Adventurer != a.ID) {
					return say.Err("Throwing Daggers raises one of the Rogue's own dice")
				}
				if len(dice) == 1 && !g.hasFreeDie(a, dice[0].Value, 1) {
					return say.Err("the Rogue has no unused die showing {{.N}}", "N", dice[0].Value)
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) {
				g.reveal(pos(args, 0), true)
				if len(dice) == 1 {
					for i := range a.Dice {
						if d := &a.Dice[i]; d.State == DieFree && d.Value == dice[0].Value {
							d.Value = d.Sides
							break
						}
					}
				}
				g.s.Effects.RangedRogue = true
			},
		},
		"rogue.backstab": {
			targets: hiddenPairs,
			check:   checkHidden(1, 2),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				cards := make([]string, 0, len(args))
				for i := range inLineOrder(args) {
					cards = append(cards, g.s.Line[i].Card)
					g.reveal(i, true)
				}
				g.pushTask(Task{Kind: TaskBackstab, Adventurer: a.ID, Cards: cards, Value: g.totalRoll(a)})
			},
		},
		"rogue.smoke-bomb": {
			targets: revealedPositions,
			check:   checkOneRevealed(nil),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				i := pos(args, 0)
				g.s.Line[i].Blank = true
				g.s.Line[i].RevealPending = false
				g.emit(EventBlank, g.s.Line[i].Card, a.ID, 0)
				if g.health(i) <= g.s.Line[i].Damage {
					g.defeat(i, a.ID)
				}
			},
		},
		"rogue.stay-dead": {passive: true, automatic: true, removesDefeated: true},

		// Warrior.
		"warrior.wound": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if g.s.Line[i].Wounded {
					return say.Err("that creature is already wounded")
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				i := pos(args, 0)
				g.s.Line[i].Wounded = true
				g.emit(EventWounded, g.s.Line[i].Card, a.ID, g.health(i))
				g.checkDamage(i, a.ID)
			},
		},
		"warrior.throw-axe": {
			targets: func(g *game, a *AdventurerState, t *targetList) {
				if len(g.s.Line) >= 2 && g.s.Line[1].FaceUp {
					t.addPosition(1)
				}
			},
			check: checkOneRevealed(func(g *game, i int) error {
				if i != 1 {
					return say.Err("Throw Axe hits only the creature in 2nd position")
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				g.s.Line[1].Damage += 8
				g.emit(EventAxe, g.s.Line[1].Card, a.ID, 8)
				g.checkDamage(1, a.ID)
			},
		},
		"warrior.giants-bane": {
			targets: noTargets,
			do:      func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) { g.s.Effects.GiantsBane = true },
		},
		"warrior.berserker": {
			notesDefeats: true,
			targets:      revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				last := g.s.Effects.LastDefeated - 1
				if g.s.Effects.LastDefeated == 0 || (i != last && i != last-1) {
					return g.refuse(func() error { return say.Err("Berserker strikes a creature next to the one the Warrior just defeated") })
				}
				if g.health(i) >= g.s.Effects.LastDefeatedHealth {
					return g.refuse(func() error {
						return say.Err("Berserker needs a creature weaker than the one just defeated ({{.N}})", "N", g.s.Effects.LastDefeatedHealth)
					})
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) { g.defeat(pos(args, 0), a.ID) },
		},
		"warrior.cleave": {passive: true, automatic: true, keepsLeftover: true},

		// Wizard.
		"wizard.curse": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if len(g.s.Line[i].Dice) == 0 {
					return g.refuse(func() error { return say.Err("Curse needs a creature that already has an attack die on it") })
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) { g.defeat(pos(args, 0), a.ID) },
		},
		"wizard.chaos-blast": {
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for i := range g.s.Line {
					if g.s.Line[i].FaceUp && i+1 < len(g.s.Line) && g.s.Line[i+1].FaceUp {
						t.addPair(i, i+1)
					}
				}
				if t.empty() && g.revealedCount() == 1 {
					revealedPositions(g, a, t)
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := argCount(args, 1, 2); err != nil {
					return err
				}
				i, err := g.target(args, 0, true)
				if err != nil {
					return err
				}
				if len(args) == 1 {
					if g.revealedCount() > 1 {
						return say.Err("Chaos Blast must strike two creatures next to each other when it can")
					}
					return nil
				}
				j, err := g.target(args, 1, true)
				if err != nil {
					return err
				}
				if j != i+1 {
					return say.Err("Chaos Blast strikes two creatures next to each other (give positions like 2 3)")
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				// The creatures struck, named before a defeat moves the Line.
				cards := make([]string, 0, 2)
				for i := range inLineOrder(args) {
					cards = append(cards, g.s.Line[i].Card)
				}
				for _, c := range cards {
					if i := g.linePos(c); i >= 0 {
						g.defeat(i, a.ID)
					}
				}
				if c, ok := g.drawCreature(); ok {
					g.s.Line = append(g.s.Line, LineCard{Card: c})
				}
			},
		},
		"wizard.polymorph": {
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for i := range g.s.Line {
					if !g.s.Line[i].FaceUp {
						continue
					}
					for _, c := range g.s.Graveyard {
						if g.card(c).Kind == KindSummon {
							continue
						}
						t.add(ArgPosition(i+1), ArgCard(c))
						if h := g.polymorphHalf(c); h != "" {
							t.add(ArgPosition(i+1), ArgCard(h))
						}
					}
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := argCount(args, 2, 2); err != nil {
					return err
				}
				if _, err := g.target(args, 0, true); err != nil {
					return err
				}
				c := g.card(args[1].Key)
				if c == nil || c.Kind == KindSummon || g.graveyardHalf(args[1].Key) == "" {
					return say.Err("Polymorph swaps with a creature in the Graveyard: {{.X}} is not one", "X", say.Raw(fmt.Sprintf("%q", args[1])))
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				i := pos(args, 0)
				old := g.removeFromLine(i)
				g.s.Graveyard = g.without(g.s.Graveyard, g.graveyardHalf(args[1].Key))
				g.s.Graveyard = slices.Insert(g.s.Graveyard, 0, old.Card)
				g.s.Line = slices.Insert(g.s.Line, i, LineCard{Card: args[1].Key, FaceUp: true, RevealPending: true})
				g.emit(EventPolymorph, args[1].Key, a.ID, i+1)
			},
		},
		"wizard.shockbolt": {
			targets: revealedPositions,
			check: checkOneRevealed(func(g *game, i int) error {
				if b := g.baseHealth(i); b > 8 {
					return g.refuse(func() error {
						return say.Err("Shockbolt defeats only a creature of base health 8 or less (this one has {{.N}})", "N", b)
					})
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) { g.defeat(pos(args, 0), a.ID) },
		},
		"wizard.illuminate": {
			passive: true, targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if len(args) > 0 || len(dice) > 0 {
					return say.Err("Illuminate takes no target: it reveals the next creature")
				}
				if g.s.Firewood < 1 {
					return say.Err("there is no firewood to spend")
				}
				if g.nextHidden() < 0 {
					return say.Err("every creature in the Line is revealed")
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) {
				g.changeFirewood(-1, "wizard.illuminate")
				g.reveal(g.nextHidden(), true)
			},
		},
	}
}

func (g *game) tame(a *AdventurerState, i int) {
	lc := g.removeFromLine(i)
	a.Tamed = append(a.Tamed, lc.Card)
	g.emit(EventTamed, lc.Card, a.ID, 0)
}

// cleansable is the positions of the revealed Undead that Cleanse Undead reaches.
func (g *game) cleansable() []int {
	var out []int
	for i := range g.s.Line {
		if g.cleanses(i) {
			out = append(out, i)
		}
	}
	return out
}

// anyCleansable tells whether Cleanse Undead reaches a revealed Undead.
func (g *game) anyCleansable() bool {
	for i := range g.s.Line {
		if g.cleanses(i) {
			return true
		}
	}
	return false
}

// cleanses tells whether Cleanse Undead reaches the creature at position i.
func (g *game) cleanses(i int) bool {
	if !g.s.Line[i].FaceUp || !g.isType(i, "undead") {
		return false
	}
	_, err := g.target(positionTarget(i), 0, true)
	return err == nil
}

func (g *game) attackedDie(a *AdventurerState, v int) int {
	for i, d := range a.Dice {
		if d.State == DieSpent && d.Attacked && d.Value == v {
			return i
		}
	}
	return -1
}

func (g *game) nextHidden() int {
	for i := range g.s.Line {
		if !g.s.Line[i].FaceUp {
			return i
		}
	}
	return -1
}

// checkDamage defeats a creature whose damage now meets its health.
func (g *game) checkDamage(i int, by string) {
	if g.s.Line[i].Damage > 0 && g.s.Line[i].Damage >= g.health(i) {
		g.defeat(i, by)
	}
}

// hiddenPairs lists one face-down position, then two (first, second).
func hiddenPairs(g *game, a *AdventurerState, t *targetList) {
	hiddenPositions(g, a, t)
	for x := range g.s.Line {
		if g.s.Line[x].FaceUp {
			continue
		}
		for y := x + 1; y < len(g.s.Line); y++ {
			if !g.s.Line[y].FaceUp {
				t.addPair(x, y)
			}
		}
	}
}

// checkHidden builds a check for lo..hi distinct face-down positions.
func checkHidden(lo, hi int) func(*game, *AdventurerState, []Arg, []DieSpec) error {
	return func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
		if err := plainTargets(args, dice, lo, hi); err != nil {
			return err
		}
		seen := map[int]bool{}
		for k := range args {
			i, err := g.target(args, k, false)
			if err != nil {
				return err
			}
			if seen[i] {
				return say.Err("position {{.N}} is given twice", "N", i+1)
			}
			seen[i] = true
		}
		return nil
	}
}

// inLineOrder yields the Line positions a card's targets name (one or two, already checked),
// from 0, first to last.
func inLineOrder(args []Arg) iter.Seq[int] {
	return func(yield func(int) bool) {
		first := pos(args, 0)
		if len(args) == 1 {
			yield(first)
			return
		}
		second := pos(args, 1)
		if second < first {
			first, second = second, first
		}
		if yield(first) {
			yield(second)
		}
	}
}

// The prompts of the base box's ability cards.
func init() {
	// Backstab: defeat one of the creatures it revealed whose health is at most Value, or none.
	taskRules[TaskBackstab] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			for _, c := range t.Cards {
				if i := g.linePos(c); i >= 0 && g.health(i) <= t.Value {
					out = append(out, AnswerCard(c))
				}
			}
			return append(out, AnswerNone())
		},
		resolve: func(g *game, t *Task, answer Answer) error {
			task := *t
			g.popTask()
			if !answer.None {
				if i := g.linePos(answer.Card); i >= 0 {
					g.defeat(i, task.Adventurer)
				}
			}
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Backstab: defeat a revealed creature of health {{.N}} or less, or none.", "N", t.Value)
		},
		words: defeatWords,
	}
}
