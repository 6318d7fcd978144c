package game

import (
	"slices"

	"setawatch/internal/say"
)

// Task kinds of the adventurers' own camp actions.
const (
	TaskSetTrap    TaskKind = "set-trap"    // the Beast Master's trap may strike Card, just revealed in 1st position
	TaskTeleport   TaskKind = "teleport"    // swap one of Cards with the top of the Map deck, or none
	TaskPrepared   TaskKind = "prepared"    // choose an adventurer on Watch to Equip too, or none
	TaskDefeatSlot TaskKind = "defeat-slot" // defeat whatever stands at Pos (after a Summon was replaced)
)

// campActionRule is what an adventurer's own camp action does with the die placed on it.
type campActionRule struct {
	check func(g *game, a *AdventurerState) error
	do    func(g *game, a *AdventurerState, v int)
}

// campActionRules holds each adventurer's own camp action, by key.
var campActionRules = map[string]campActionRule{
	"set-trap": {
		do: func(g *game, a *AdventurerState, v int) { g.emit(EventTrapSet, "", a.ID, v) },
	},
	"heal": {
		check: func(g *game, a *AdventurerState) error {
			if !g.anyExhausted() {
				return say.Err("no ability card is exhausted")
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, v int) { g.pushTask(Task{Kind: TaskHeal, Count: 1}) },
	},
	"elven-scout": {
		check: func(g *game, a *AdventurerState) error {
			if len(g.s.Creatures)+len(g.s.Graveyard) == 0 {
				return say.Err("there are no creatures to look at")
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, v int) {
			g.pushTask(Task{Kind: TaskElvenScout, Cards: g.drawCreatures(4)})
		},
	},
	"prepared": {
		do: func(g *game, a *AdventurerState, v int) {
			if len(a.Unused) > 0 {
				g.pushTask(Task{Kind: TaskEquip, Adventurer: a.ID})
			}
			g.pushTask(Task{Kind: TaskPrepared})
		},
	},
	"wood-axe": {
		do: func(g *game, a *AdventurerState, v int) { g.changeFirewood(4, "wood-axe") },
	},
	"multi-talented": {
		check: func(g *game, a *AdventurerState) error {
			if len(g.absentCards()) == 0 {
				return say.Err("no adventurer outside the party has a card to trade")
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, v int) {
			g.pushTask(Task{Kind: TaskMultiTalented, Adventurer: a.ID})
		},
	},
	"assist": {
		check: func(g *game, a *AdventurerState) error {
			for _, w := range g.watchers() {
				if w.Ready() {
					return nil
				}
			}
			return say.Err("nobody on Watch can fight this round")
		},
		do: func(g *game, a *AdventurerState, v int) { g.pushTask(Task{Kind: TaskAssist, Adventurer: a.ID}) },
	},
	"teleport": {
		check: func(g *game, a *AdventurerState) error {
			if g.s.Pocket != nil {
				return g.pocketTeleportCheck()
			}
			if len(g.s.MapDeck) == 0 || g.card(g.s.MapDeck[0]).LocationKind == LocationFinal {
				return say.Err("the final location cannot be swapped out")
			}
			if len(g.s.Unused) == 0 {
				return say.Err("there are no unused locations")
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, v int) {
			if g.s.Pocket != nil {
				g.pocketTeleport()
				return
			}
			n := min(4, len(g.s.Unused))
			cards := cloneStrings(g.s.Unused[:n])
			g.s.Unused = g.s.Unused[n:]
			g.unusedTopTaken()
			g.pushTask(Task{Kind: TaskTeleport, Cards: cards})
		},
	},
}

func (g *game) campActionKey(a *AdventurerState) string {
	return g.cat.Adventurers[a.ID].CampAction.Key
}

func (g *game) checkCampAction(a *AdventurerState) error {
	rule, ok := campActionRules[g.campActionKey(a)]
	if !ok {
		return say.Err("the {{.Adv}}'s camp action is not available in this edition", "Adv", say.Adv(a.ID))
	}
	if rule.check != nil {
		return rule.check(g, a)
	}
	return nil
}

func (g *game) campAction(a *AdventurerState, v int) error {
	campActionRules[g.campActionKey(a)].do(g, a, v)
	return nil
}

// trapArmed reports whether the Beast Master's camp trap waits for a creature.
func (g *game) trapArmed() bool {
	return g.s.Camp.Action > 0 && g.s.Camper != "" && g.campActionKey(g.camper()) == "set-trap"
}

// The prompts of the camp actions.
func init() {
	// Set Trap: the trap may strike the creature just revealed in 1st position.
	taskRules[TaskSetTrap] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer { return append(out, AnswerCard(t.Card), AnswerNone()) },
		resolve: func(g *game, t *Task, answer Answer) error {
			s := g.s
			task := *t
			g.popTask()
			s.Camp.Action = -s.Camp.Action // sprung or declined: used either way
			if answer.None {
				return nil
			}
			if i := g.linePos(task.Card); i >= 0 {
				s.Line[i].Damage += task.Value
				g.emit(EventTrap, task.Card, s.Camper, task.Value)
				if s.Line[i].Damage >= g.health(i) {
					g.defeat(i, s.Camper)
				}
			}
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Set Trap: strike {{.Card}} with the trap's {{.N}}?", "Card", say.Card(t.Card), "N", t.Value)
		},
		words: func(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
			if answer.None {
				return say.M("No, keep the trap"), true
			}
			return say.M("Yes, strike {{.Card}}", "Card", say.Card(answer.Card)), true
		},
	}
	// Teleport: one of Cards swaps with the top of the Map deck, or none.
	taskRules[TaskTeleport] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			return append(cardAnswers(out, t.Cards...), AnswerNone())
		},
		resolve: func(g *game, t *Task, answer Answer) error {
			s := g.s
			task := *t
			g.popTask()
			rest := task.Cards
			if !answer.None {
				next := answer.Card
				rest = removeString(cloneStrings(task.Cards), next)
				if s.Pocket != nil {
					s.MapDeck = slices.Insert(s.MapDeck, 0, next) // the final location stays last
				} else {
					rest = append(rest, s.MapDeck[0])
					s.MapDeck = g.own(s.MapDeck) // changed in place below
					s.MapDeck[0] = next
					s.Known.MapTop = max(s.Known.MapTop, 1)
				}
				g.emit(EventNextLocation, next, "", 0)
			}
			s.Unused = append(s.Unused, rest...)
			s.Known.UnusedBottom += len(rest) // the swapped Map card too: it went through the Wizard's hands
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Teleport: choose an unused location to become the next one, or none.")
		},
		words: nextLocationWords,
		shows: showsLocations,
		picks: PicksNextLocation,
	}
	// Prepared: an adventurer on Watch may Equip too.
	taskRules[TaskPrepared] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			start := len(out)
			for _, a := range g.watchers() {
				if len(a.Unused) > 0 {
					out = append(out, AnswerAdventurer(a.ID))
				}
			}
			if len(out) == start {
				return out
			}
			return append(out, AnswerNone())
		},
		resolve: func(g *game, t *Task, answer Answer) error {
			g.popTask()
			if !answer.None {
				g.pushTask(Task{Kind: TaskEquip, Adventurer: answer.Adventurer})
			}
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Prepared: choose an adventurer on Watch who may Equip too, or none.")
		},
		form: formAdventurer,
	}
	// Whatever stands at Pos is defeated (after a Summon was replaced).
	taskRules[TaskDefeatSlot] = taskRule{
		options: defeatSlotOptions,
		resolve: func(g *game, t *Task, answer Answer) error {
			task := *t
			g.popTask()
			if task.Pos < len(g.s.Line) && g.s.Line[task.Pos].Card == answer.Card {
				g.defeat(task.Pos, task.Adventurer)
			}
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("The Summon was replaced: the Unhallowed in its place is defeated.")
		},
		words: defeatWords,
	}
}

// defeatSlotOptions appends to out an answer choosing the card at the prompt's position.
func defeatSlotOptions(g *game, t *Task, out []Answer) []Answer {
	if t.Pos < len(g.s.Line) {
		return append(out, AnswerCard(g.s.Line[t.Pos].Card))
	}
	return out
}
