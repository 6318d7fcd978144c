package game

import (
	"slices"

	"setawatch/internal/say"
)

// The prompts of the game's own rules: the campfire gone out, damage and Summons that exhaust
// cards, refreshing and healing, Scout Ahead and the Elven Scout, Equip and Bolster.
func init() {
	// The campfire is out: an ability card is exhausted for firewood, or the party loses.
	taskRules[TaskFireZero] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer { return g.slotCards(out, g.s.Phase == PhaseWatch, false) },
		resolve: func(g *game, t *Task, answer Answer) error {
			g.popTask()
			g.exhaustCard(answer.Card)
			g.changeFirewood(g.fireFor(answer.Card), "exhausted")
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("The campfire is out: choose an ability card to exhaust for firewood.")
		},
		empty: func(g *game, t *Task) { g.lose(reasonFireOut) },
		words: exhaustsWords,
		picks: PicksCardToExhaust,
	}
	// Damage (or Card's power): the Watch exhausts Count cards, one at a time.
	taskRules[TaskExhaust] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer { return g.slotCards(out, true, false) },
		resolve: func(g *game, t *Task, answer Answer) error {
			g.exhaustCard(answer.Card)
			g.countDown(t)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("{{.Card}}: the Watch must exhaust {{.N}} ability cards. Choose which, one at a time.", "Card", say.Card(t.Card), "N", t.Count)
		},
		words: exhaustsWords,
		picks: PicksCardToExhaust,
	}
	// A Summon: the Watch exhausts a card, then the Unhallowed comes.
	taskRules[TaskSummon] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer { return g.slotCards(out, true, false) },
		resolve: func(g *game, t *Task, answer Answer) error {
			card := t.Card
			g.popTask()
			g.exhaustCard(answer.Card)
			g.summon(card)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("A Summon! Choose an ability card of the Watch to exhaust; then the Unhallowed comes.")
		},
		empty: func(g *game, t *Task) {
			card := t.Card
			g.popTask()
			g.summon(card)
		},
		words: exhaustsWords,
		picks: PicksCardToExhaust,
	}
	// The Adventurer refreshes Count of their exhausted cards.
	taskRules[TaskRefresh] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			if a := g.s.Adventurer(t.Adventurer); a != nil {
				return slotAnswersOf(out, a, true)
			}
			return out
		},
		resolve: resolveRefresh,
		describe: func(g *game, t *Task) say.Msg {
			return say.M("The {{.Adv}} refreshes an exhausted card: choose which.", "Adv", askedAdv(t))
		},
		words: refreshesWords,
		picks: PicksCardToRefresh,
	}
	// Heal: Count exhausted cards of anyone are refreshed.
	taskRules[TaskHeal] = taskRule{
		options:  func(g *game, t *Task, out []Answer) []Answer { return g.slotCards(out, false, true) },
		resolve:  resolveRefresh,
		describe: func(g *game, t *Task) say.Msg { return say.M("Heal: choose an exhausted card to refresh.") },
		words:    refreshesWords,
		picks:    PicksCardToRefresh,
	}
	// Scout Ahead: the cards looked at go back on top or at the bottom.
	taskRules[TaskScout] = orderAnswers(taskRule{
		resolve: func(g *game, t *Task, answer Answer) error {
			g.popTask()
			g.putOnCreatureDeck(answer.Top, answer.Bottom)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Scout Ahead: put each card back on top or at the bottom of the Creature deck.")
		},
		targets: func(w words, t *Task, answer Answer) ([]Target, bool) {
			return append(w.deckTargets(answer.Top, AnswerTop), w.deckTargets(answer.Bottom, "bottom")...), true
		},
		words: func(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
			return say.M("On top: {{.Top}}; at the bottom: {{.Bottom}}", "Top", cardListWords(answer.Top), "Bottom", cardListWords(answer.Bottom)), true
		},
	}, true)
	// The Elven Scout: the cards looked at go back on top, in the order chosen.
	taskRules[TaskElvenScout] = orderAnswers(taskRule{
		resolve: func(g *game, t *Task, answer Answer) error {
			g.popTask()
			g.putOnCreatureDeck(answer.Top, nil)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Elven Scout: put the cards back on top of the Creature deck in the order you choose. Drag them, or use the arrows; the first one is dealt first.")
		},
		targets: func(w words, t *Task, answer Answer) ([]Target, bool) {
			return w.deckTargets(answer.Top, AnswerTop), true
		},
		words: func(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
			return say.M("On top, in this order: {{.Cards}}", "Cards", cardListWords(answer.Top)), true
		},
	}, false)
	// Equip: the Adventurer swaps an equipped card for an unused one.
	taskRules[TaskEquip] = pairAnswers(taskRule{
		resolve: func(g *game, t *Task, answer Answer) error {
			id := t.Adventurer
			g.popTask()
			out, in := answer.Card, answer.In
			a := g.s.Adventurer(id)
			sl := a.Slot(out)
			a.Unused = g.own(a.Unused) // shared with the table the move was made on
			a.Unused[slices.Index(a.Unused, in)] = out
			*sl = Slot{Card: in, Exhausted: sl.Exhausted}
			arrives := 0 // 1: the card comes in exhausted, as the one it replaces was
			if sl.Exhausted {
				arrives = 1
			}
			g.emit(EventEquipped, in, a.ID, arrives)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Equip: the {{.Adv}} swaps an equipped card for an unused one.", "Adv", askedAdv(t))
		},
		words: func(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
			return say.M("Put away {{.A}}, equip {{.B}}", "A", w.named(targets, 0), "B", w.named(targets, 1)), true
		},
		form: formSwap,
	}, func(g *game, t *Task, yield func(Answer) bool) {
		a := g.s.Adventurer(t.Adventurer)
		for _, sl := range a.Slots {
			for _, u := range a.Unused {
				if !yield(AnswerSwap(sl.Card, u)) {
					return
				}
			}
		}
	})
	// Bolster: each adventurer of the queue in turn rerolls any of their free dice, or none.
	taskRules[TaskBolster] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			if len(t.Queue) == 0 {
				return out
			}
			return rerollChoicesTo(out, g.s.Adventurer(t.Queue[0]))
		},
		resolve: func(g *game, t *Task, answer Answer) error {
			s := g.s
			a := s.Adventurer(t.Queue[0])
			if !answer.None {
				// Pick every die first, then roll them, so a new value never matches a later pick.
				picked := map[int]bool{}
				for _, n := range answer.Values {
					for i, d := range a.Dice {
						if d.State == DieFree && d.Value == n && !picked[i] {
							picked[i] = true
							break
						}
					}
				}
				for i := range a.Dice {
					if picked[i] {
						a.Dice[i].Value = s.RNG.Roll(a.Dice[i].Sides)
					}
				}
				g.emit(EventRerolled, "", a.ID, 0)
			}
			t.Queue = t.Queue[1:]
			if len(t.Queue) == 0 {
				g.popTask()
			}
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			what := say.M("Bolster")
			if t.Card != "" {
				what = say.M("{{.Card}}", "Card", say.Card(t.Card))
			}
			return say.M("{{.What}}: the {{.Adv}} may reroll dice.", "What", what, "Adv", askedAdv(t))
		},
		queue: true,
		form:  formReroll,
		picks: PicksDiceToReroll,
		targets: func(w words, t *Task, answer Answer) ([]Target, bool) {
			return w.rerollTargets(answer), true
		},
		words: func(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
			if answer.None {
				return say.M("Reroll nothing"), true
			}
			// The prompt names whose dice: the answer names their values ("Reroll 3, 6").
			return say.M("Reroll {{.Dice}}", "Dice", say.Raw(valuesText(answer.Values, ", "))), true
		},
	}
}

// resolveRefresh refreshes the card answered; the prompt ends when Count cards are.
func resolveRefresh(g *game, t *Task, answer Answer) error {
	g.refreshCard(answer.Card)
	g.countDown(t)
	return nil
}

// countDown counts one answer of a prompt answered Count times; it ends at the last.
func (g *game) countDown(t *Task) {
	t.Count--
	if t.Count <= 0 {
		g.popTask()
	}
}
