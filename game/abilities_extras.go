package game

import (
	"fmt"
	"slices"

	"setawatch/internal/say"
)

// dragonLanceDamage is the word that picks Dragon Lance's second use: 6 damage in 2nd position.
const dragonLanceDamage = "damage"

// extraAbilities are the ability cards of the two extra adventurers, the Bard and the Knight.
func extraAbilities() map[string]ability {
	return map[string]ability{
		// Bard.
		"bard.song-of-discord": {
			targets: revealedPositions,
			check:   checkOneRevealed(nil),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				s := g.s
				i := pos(args, 0)
				h, human := g.health(i), g.isType(i, "human")
				lc := g.removeFromLine(i)
				s.Horde = slices.Insert(s.Horde, 0, lc.Card)
				g.hordeEntered(true)
				s.Effects.HordeEntered = true
				g.emit(EventToHorde, lc.Card, a.ID, 0)
				if human {
					s.Effects.Discord += h
				}
			},
		},
		"bard.siren-song": {
			targets: revealedPositions,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				return checkOneRevealed(func(g *game, i int) error {
					if !g.isType(i, "human") && !g.isType(i, "goblin") {
						return say.Err("Siren Song charms only a Human or a Goblin")
					}
					return g.tamedRoom(a)
				})(g, a, args, dice)
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) { g.tame(a, pos(args, 0)) },
		},
		"bard.line-dance": {
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for x := range g.s.Line {
					for y := x + 1; y < len(g.s.Line); y++ {
						if g.reachable(x) == nil && g.reachable(y) == nil {
							t.addPair(x, y)
						}
					}
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := plainTargets(args, dice, 2, 2); err != nil {
					return err
				}
				x, err := g.anyTarget(args, 0)
				if err != nil {
					return err
				}
				y, err := g.anyTarget(args, 1)
				if err != nil {
					return err
				}
				if x == y {
					return say.Err("Line Dance swaps two different creatures")
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				x, y := pos(args, 0), pos(args, 1)
				g.s.Line[x], g.s.Line[y] = g.s.Line[y], g.s.Line[x]
				g.emit(EventSwapped, g.s.Line[x].Card, a.ID, x+1)
				g.pushTask(Task{Kind: TaskReroll, Card: "bard.line-dance", Adventurer: a.ID})
			},
		},
		"bard.harmonize": {
			passive: true, oncePerRound: true, targets: noTargets, doublesOthers: true,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if len(args) > 0 || len(dice) > 0 {
					return say.Err("Harmonize takes no target: it doubles the next direct attack of another adventurer")
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) { g.s.Effects.Harmonize = true },
		},
		"bard.song-of-pain": {passive: true, automatic: true, reachesAll: true},

		// Knight.
		"knight.shield-bash": {
			targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if len(args) > 0 || len(dice) > 0 {
					return say.Err("Shield Bash takes no target: the creature in 1st position strikes the one in 2nd")
				}
				if _, err := g.target(positionTarget(0), 0, true); err != nil {
					return err
				}
				_, err := g.target(positionTarget(1), 0, true)
				return err
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) {
				dmg := g.health(0)
				g.s.Line[1].Damage += dmg
				g.emit(EventShieldBash, g.s.Line[1].Card, a.ID, dmg)
				g.checkDamage(1, a.ID)
			},
		},
		"knight.magic-sword": {
			targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if len(args) > 0 || len(dice) > 0 {
					return say.Err("Magic Sword takes no target: it defeats the creature in 1st position")
				}
				_, err := g.target(positionTarget(0), 0, true)
				return err
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) { g.defeat(0, a.ID) },
		},
		"knight.taunt": {
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for i := 1; i < len(g.s.Line); i++ {
					if g.reachable(i) == nil {
						t.addPosition(i)
					}
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := plainTargets(args, dice, 1, 1); err != nil {
					return err
				}
				i, err := g.anyTarget(args, 0)
				if err != nil {
					return err
				}
				if i == 0 {
					return say.Err("Taunt pulls a creature from further back: it is already in 1st position")
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				i := pos(args, 0)
				g.s.Line[i].FirstDone = true // its First-position power does not happen
				g.moveInLine(i, 0)
			},
		},
		"knight.dragon-lance": {
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for i := range g.s.Line {
					if g.s.Line[i].FaceUp && g.isType(i, "dragon") {
						t.addPosition(i)
					}
				}
				if len(g.s.Line) >= 2 && g.s.Line[1].FaceUp {
					t.add(ArgPosition(2), ArgDamage())
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := plainTargets(args, dice, 1, 2); err != nil {
					return err
				}
				i, err := g.target(args, 0, true)
				if err != nil {
					return err
				}
				if len(args) == 2 {
					if args[1].Key != dragonLanceDamage || i != 1 {
						return say.Err("Dragon Lance deals 6 damage only to the creature in 2nd position (write: 2 {{.DragonLanceDamage}})", "DragonLanceDamage", say.Raw(fmt.Sprint(dragonLanceDamage)))
					}
					return nil
				}
				if !g.isType(i, "dragon") {
					return say.Err("Dragon Lance defeats only a Dragon (or write: 2 {{.DragonLanceDamage}} for 6 damage in 2nd position)", "DragonLanceDamage", say.Raw(fmt.Sprint(dragonLanceDamage)))
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				i := pos(args, 0)
				if len(args) == 1 {
					g.defeat(i, a.ID)
					return
				}
				g.s.Line[i].Damage += 6
				g.emit(EventLance, g.s.Line[i].Card, a.ID, 6)
				g.checkDamage(i, a.ID)
			},
		},
		"knight.inspire": {
			passive: true, oncePerRound: true,
			targets: func(g *game, a *AdventurerState, t *targetList) {
				for _, w := range g.watchers() {
					if g.lowestFreeDie(w) >= 0 {
						t.add(ArgAdventurer(w.ID))
					}
				}
			},
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := argCount(args, 1, 1); err != nil {
					return err
				}
				if len(dice) > 0 {
					return say.Err("Inspire takes an adventurer, not a die (use knight.inspire ranger)")
				}
				w := g.s.Adventurer(args[0].Key)
				if w == nil || !w.OnWatch {
					return say.Err("Inspire chooses an adventurer on Watch: {{.X}} is not one", "X", say.Raw(fmt.Sprintf("%q", args[0])))
				}
				if g.lowestFreeDie(w) < 0 {
					return say.Err("the {{.Adv}} has no unused die below its highest face", "Adv", say.Adv(w.ID))
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				w := g.s.Adventurer(args[0].Key)
				d := &w.Dice[g.lowestFreeDie(w)]
				d.Value = d.Sides
				g.emit(EventInspired, "knight.inspire", w.ID, d.Value)
			},
		},
	}
}

// lowestFreeDie is the index of an adventurer's lowest unused die, or -1 when there is none or
// it already shows its highest face.
func (g *game) lowestFreeDie(a *AdventurerState) int {
	best := -1
	for i, d := range a.Dice {
		if d.State == DieFree && (best < 0 || d.Value < a.Dice[best].Value) {
			best = i
		}
	}
	if best >= 0 && a.Dice[best].Value >= a.Dice[best].Sides {
		return -1
	}
	return best
}

// The prompts of the two extra adventurers, the Bard and the Knight.
func init() {
	// Line Dance: one unspent die of any adventurer may be rerolled.
	taskRules[TaskReroll] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			var buf partyDice
			return g.dieOrNone(out, g.freeWatchDiceTo(buf[:0]))
		},
		resolve: func(g *game, t *Task, answer Answer) error {
			task := *t
			g.popTask()
			return g.rerollOne(task, answer, false)
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("{{.Card}}: reroll one unspent die, or none.", "Card", say.Card(t.Card))
		},
		words: rerollDieWords,
		form:  formDie,
	}
	// Multi-Talented: the Bard trades a card with an adventurer not playing.
	taskRules[TaskMultiTalented] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			a := g.s.Adventurer(t.Adventurer)
			for _, sl := range a.Slots {
				for _, c := range g.absentCards() {
					out = append(out, AnswerSwap(sl.Card, c))
				}
			}
			return out
		},
		resolve: func(g *game, t *Task, answer Answer) error {
			s := g.s
			task := *t
			g.popTask()
			mine, theirs := answer.Card, answer.In
			a := s.Adventurer(task.Adventurer)
			sl := a.Slot(mine)
			s.Box = append(g.without(s.Box, theirs), mine)
			*sl = Slot{Card: theirs, Exhausted: sl.Exhausted}
			g.emit(EventTraded, theirs, a.ID, 0)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Multi-Talented: trade one of your cards for a card of an adventurer not playing.")
		},
		words: func(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
			return say.M("Give {{.A}}, take {{.B}}", "A", w.named(targets, 0), "B", w.named(targets, 1)), true
		},
		form: formSwap,
	}
	// Assist: the Knight hands his camp die to an adventurer on Watch.
	taskRules[TaskAssist] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			for _, w := range g.watchers() {
				if w.Ready() {
					out = append(out, AnswerAdventurer(w.ID))
				}
			}
			return out
		},
		resolve: func(g *game, t *Task, answer Answer) error {
			g.popTask()
			g.s.Camp.Assist = answer.Adventurer
			g.emit(EventAssist, "", answer.Adventurer, g.s.Camp.Action)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Assist: choose the adventurer on Watch who receives the die.")
		},
		form: formAdventurer,
	}
}
