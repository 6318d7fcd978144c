package game

import (
	"slices"

	"setawatch/internal/say"
)

// The locations of the base box.
func init() {
	for k, r := range baseLocations() {
		locationRules[k] = r
		if r.lateEngine {
			firstEngineMissing = append(firstEngineMissing, k)
		}
	}
	slices.Sort(firstEngineMissing)
	for k, r := range baseLocationTasks() {
		taskRules[k] = r
	}
}

// firstEngineMissing are the locations the first engine did not deal (see lateEngine).
var firstEngineMissing []string

func baseLocations() map[string]*locationRule {
	return map[string]*locationRule{
		// Defeated Undead go under the creature deck.
		"forgotten-graveyard": {defeatToDeck: func(c *Card) bool { return c.Type == "undead" }},
		// The firewood is halved.
		"barren-plains": {firewood: func(g *game) { g.changeFirewood(g.s.Firewood/2-g.s.Firewood, g.s.Location) }},
		// Forest creatures have +1 health (tamed ones too).
		"dark-woods": {
			health:     func(c *Card, lc *LineCard) int { return typeBonus(c, "forest", 1) },
			tamedValue: func(c *Card) int { return typeBonus(c, "forest", 1) },
		},
		// The party picks the Unhallowed a Summon brings.
		"ancient-crypt": {pickSummoned: true, lateEngine: true},
		// Goblins have +3 health.
		"goblin-caves": {health: func(c *Card, lc *LineCard) int { return typeBonus(c, "goblin", 3) }},
		// The campfire reveals one creature less.
		"underground-tomb": {reveal: -1},
		// Chop Wood gives 3 firewood.
		"witchs-shack": {chop: 1},
		"lost-outpost": {lateEngine: true, start: func(g *game) {
			g.pushTask(Task{Kind: TaskOutpost, Card: g.s.Location, Queue: g.ids(g.everyone())})
		}},
		// Each First-position power costs 1 firewood.
		"fetid-swamp": {firstCost: 1},
		// The lowest die is set aside.
		"snowy-pass": {start: func(g *game) { g.pushTask(Task{Kind: TaskLowestDie}) }},
		// Every adventurer reaches one position further.
		"cliff-watch": {reach: 1},
		// A Summon card goes under the creature deck.
		"sea-fortress": {summonsToDeck: true},
		// The strongest Graveyard creature joins the end of the Line.
		"mountain-keep": {watch: func(g *game) {
			s := g.s
			best := -1
			for j, c := range s.Graveyard {
				if g.card(c).Kind != KindSummon && (best < 0 || g.graveyardBase(c) > g.graveyardBase(s.Graveyard[best])) {
					best = j
				}
			}
			if best >= 0 {
				c := s.Graveyard[best]
				s.Graveyard = g.without(s.Graveyard, c)
				s.Line = append(s.Line, LineCard{Card: c, Known: true}) // face down, from the face-up Graveyard
				g.emit(EventFromGraveyard, c, "", len(s.Line))
			}
		}},
		// Dragons have -2 health.
		"frost-caverns": {health: func(c *Card, lc *LineCard) int { return typeBonus(c, "dragon", -2) }},
		"white-monolith": {lateEngine: true, start: func(g *game) {
			g.pushTask(Task{Kind: TaskMonolith, Card: g.s.Location, Queue: g.ids(g.everyone())})
		}},
		// The top Unhallowed joins the end of the Line.
		"summoning-circle": {watch: func(g *game) {
			s := g.s
			if len(s.Unhallowed) > 0 {
				s.Line = append(s.Line, LineCard{Card: s.Unhallowed[0], Known: true}) // the face-up deck's top
				s.Unhallowed = s.Unhallowed[1:]
			}
		}},
		// The camper refreshes no card.
		"haunted-manor": {noRefresh: true},
		// A revealed Summon exhausts one more ability card.
		"desert-ruins": {summon: func(g *game) { g.pushTask(Task{Kind: TaskExhaust, Count: 1, Card: g.s.Location}) }},
		// Of those who may rest, the one with the highest roll rests.
		"ruined-gate": {mustCamp: highestRollers},
		// Every die counts 1 less.
		"abandoned-village": {start: func(g *game) {
			s := g.s
			for i := range s.Adventurers {
				for j := range s.Adventurers[i].Dice {
					if d := &s.Adventurers[i].Dice[j]; d.Value > 1 {
						d.Value--
					}
				}
			}
		}},
		// No passive ability works.
		"long-road": {passivesOff: true},
		// Adventurers cannot combine dice.
		"grand-arena": {noCombining: true},
		// A card exhausted for the fire gives 3 firewood.
		"forbidden-tower": {fire: 1},
		"cursed-cathedral": {lateEngine: true, revealed: func(g *game) bool {
			s := g.s
			if s.Effects.Cathedral || len(s.Line) == 0 {
				return false
			}
			s.Effects.Cathedral = true
			g.pushTask(Task{Kind: TaskCathedral, Card: s.Location})
			return true
		}},
		"catacombs": {lateEngine: true, defeat: func(g *game) {
			s := g.s
			if !s.Effects.FirstDefeat {
				s.Effects.FirstDefeat = true
				g.pushTask(Task{Kind: TaskCatacombs, Card: s.Location, Queue: g.ids(g.watchers())})
			}
		}},
		// Camp spaces take a die of any value.
		"elven-grove": {anyCampValue: true},
		// Cleared with no creature in the Horde: refresh 2 ability cards.
		"hidden-temple": {end: func(g *game) {
			if !g.s.Effects.HordeEntered {
				g.pushTask(Task{Kind: TaskHeal, Count: 2})
			}
		}},
		// The camper refreshes two cards.
		"remote-tavern": {campRefreshes: 2},
		"sacred-city": {lateEngine: true, start: func(g *game) {
			g.pushTask(Task{Kind: TaskSacredCity, Card: g.s.Location})
		}},
		"wizards-cottage": {lateEngine: true, camper: func(g *game) {
			g.pushTask(Task{Kind: TaskBolster, Card: g.s.Location, Queue: []string{g.s.Camper}})
		}},
		// Each adventurer on Watch who rolled under 6 refreshes a card.
		"tranquil-village": {lateEngine: true, watch: func(g *game) {
			for _, a := range g.watchers() {
				if g.totalRoll(a) < 6 && a.ExhaustedCards() > 0 {
					g.pushTask(Task{Kind: TaskRefresh, Card: g.s.Location, Adventurer: a.ID, Count: 1})
				}
			}
		}},
	}
}

// typeBonus is n for a creature of the type, else 0.
func typeBonus(c *Card, typ string, n int) int {
	if c.Type == typ {
		return n
	}
	return 0
}

// highestRollers are the adventurers with the highest roll among those who may still rest.
func highestRollers(g *game) []string {
	s := g.s
	var best []string
	bestTotal := -1
	for i := range s.Adventurers {
		a := &s.Adventurers[i]
		if a.Rests >= MaxRests(s.Options) {
			continue
		}
		switch total := g.totalRoll(a); {
		case total > bestTotal:
			best, bestTotal = []string{a.ID}, total
		case total == bestTotal:
			best = append(best, a.ID)
		}
	}
	return best
}

// baseLocationTasks are the prompts the base box's locations ask.
func baseLocationTasks() map[TaskKind]taskRule {
	return map[TaskKind]taskRule{
		// Snowy Pass: the party's lowest die is set aside.
		TaskLowestDie: {
			options: func(g *game, t *Task, out []Answer) []Answer {
				var buf partyDice
				return g.dieChoices(out, extremeDice(g, g.allFreeDiceTo(buf[:0]), false))
			},
			resolve: func(g *game, t *Task, answer Answer) error {
				s := g.s
				g.popTask()
				var buf partyDice
				ref, err := g.findDie(answer.Die(), g.allFreeDiceTo(buf[:0]))
				if err != nil {
					return err
				}
				s.Die(ref).State = DieLocked
				g.emit(EventDieSetAside, s.Location, ref.Adventurer, s.Die(ref).Value)
				return nil
			},
			describe: func(g *game, t *Task) say.Msg {
				return say.M("{{.Location}}: choose the lowest die to set aside.", "Location", say.Card(g.s.Location))
			},
			form:  formDie,
			picks: PicksDieToLose,
		},
		// Lost Outpost: each adventurer in turn may turn their lowest die up by one.
		TaskOutpost: {
			options: func(g *game, t *Task, out []Answer) []Answer {
				var buf partyDice
				low := extremeDice(g, freeDiceOf(buf[:0], g.queueAdventurer(t)), false)
				if len(low) == 0 || g.s.Die(low[0]).Value >= g.s.Die(low[0]).Sides {
					return out
				}
				return append(g.dieChoices(out, low), AnswerNone())
			},
			resolve: resolveQueuedDie(true),
			describe: func(g *game, t *Task) say.Msg {
				return say.M("{{.Card}}: the {{.Adv}} may turn their lowest die up by one.", "Card", say.Card(t.Card), "Adv", queueAdv(t))
			},
			queue: true,
			form:  formDie,
			words: func(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
				if d, ok := oneDie(targets); ok {
					return say.M("Turn the {{.Adv}}'s {{.N}} into a {{.M}}", "Adv", say.Adv(d.Adventurer), "N", d.Value, "M", d.Value+1), true
				}
				return say.Msg{}, false
			},
		},
		// White Monolith: each adventurer in turn refreshes an exhausted card of theirs and
		// exhausts a ready one (AnswerSwap: refresh Card, exhaust In).
		TaskMonolith: pairAnswers(taskRule{
			resolve: func(g *game, t *Task, answer Answer) error {
				g.nextInQueue(t)
				g.refreshCard(answer.Card)
				g.exhaustCard(answer.In)
				return nil
			},
			describe: func(g *game, t *Task) say.Msg {
				return say.M("{{.Card}}: the {{.Adv}} refreshes an exhausted card and exhausts a ready one.", "Card", say.Card(t.Card), "Adv", queueAdv(t))
			},
			words: func(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
				return say.M("Refresh {{.A}}, exhaust {{.B}}", "A", w.named(targets, 0), "B", w.named(targets, 1)), true
			},
			queue: true,
			form:  formSwap,
		}, func(g *game, t *Task, yield func(Answer) bool) {
			a := g.queueAdventurer(t)
			for _, x := range a.Slots {
				for _, y := range a.Slots {
					if x.Exhausted && !y.Exhausted && !yield(AnswerSwap(x.Card, y.Card)) {
						return
					}
				}
			}
		}),
		// Sacred City: seal an Unhallowed of the Graveyard, then shuffle the Unhallowed deck.
		TaskSacredCity: {
			options: func(g *game, t *Task, out []Answer) []Answer { return graveyardWhereTo(out, g, isUnhallowed) },
			resolve: func(g *game, t *Task, answer Answer) error {
				g.popTask()
				g.sealAndShuffle(answer.Card)
				return nil
			},
			describe: func(g *game, t *Task) say.Msg {
				return say.M("{{.Card}}: choose an Unhallowed in the Graveyard to seal.", "Card", say.Card(t.Card))
			},
			empty: func(g *game, t *Task) {
				g.popTask()
				g.sealAndShuffle("")
			},
			words: sealWords,
		},
		// Cursed Cathedral: a revealed creature is defeated.
		TaskCathedral: {
			options: func(g *game, t *Task, out []Answer) []Answer {
				for i, lc := range g.s.Line {
					if lc.FaceUp && g.card(lc.Card).Kind != KindSummon {
						out = append(out, AnswerCard(g.s.Line[i].Card))
					}
				}
				return out
			},
			resolve: func(g *game, t *Task, answer Answer) error {
				g.popTask()
				if i := g.linePos(answer.Card); i >= 0 {
					g.defeat(i, "")
				}
				return nil
			},
			describe: func(g *game, t *Task) say.Msg {
				return say.M("{{.Card}}: choose a revealed creature to defeat.", "Card", say.Card(t.Card))
			},
			words: defeatWords,
		},
		// The Catacombs: each adventurer on Watch in turn may reroll one unspent die.
		TaskCatacombs: {
			options: func(g *game, t *Task, out []Answer) []Answer {
				var buf partyDice
				return g.dieOrNone(out, freeDiceOf(buf[:0], g.queueAdventurer(t)))
			},
			resolve: resolveQueuedDie(false),
			describe: func(g *game, t *Task) say.Msg {
				return say.M("{{.Card}}: the {{.Adv}} may reroll one unspent die.", "Card", say.Card(t.Card), "Adv", queueAdv(t))
			},
			queue: true,
			form:  formDie,
			words: rerollDieWords,
		},
		// Ancient Crypt: the party picks the Unhallowed the Summon brings.
		TaskCrypt: {
			options: func(g *game, t *Task, out []Answer) []Answer { return cardAnswers(out, g.s.Unhallowed...) },
			resolve: func(g *game, t *Task, answer Answer) error {
				task := *t
				g.popTask()
				g.summonAs(task.Card, answer.Card)
				return nil
			},
			describe: func(g *game, t *Task) say.Msg {
				return say.M("{{.Location}}: choose the Unhallowed the Summon brings.", "Location", say.Card(g.s.Location))
			},
			empty: func(g *game, t *Task) {
				card := t.Card
				g.popTask()
				g.summonAs(card, "")
			},
		},
	}
}
