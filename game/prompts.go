package game

import (
	"slices"
	"strconv"
	"strings"

	"setawatch/internal/say"
)

// The prompts of the game's own rules: the campfire gone out, damage and Summons that exhaust
// cards, refreshing and healing, Scout Ahead and the Elven Scout, Equip and Bolster.
func init() {
	// The campfire is out: an ability card is exhausted for firewood, or the party loses.
	taskRules[TaskFireZero] = taskRule{
		options: func(g *game, t *Task, out []string) []string { return g.slotCards(out, g.s.Phase == PhaseWatch, false) },
		resolve: func(g *game, t *Task, answer string) error {
			g.popTask()
			g.exhaustCard(answer)
			g.changeFirewood(g.fireFor(answer), "exhausted")
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
		options: func(g *game, t *Task, out []string) []string { return g.slotCards(out, true, false) },
		resolve: func(g *game, t *Task, answer string) error {
			g.exhaustCard(answer)
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
		options: func(g *game, t *Task, out []string) []string { return g.slotCards(out, true, false) },
		resolve: func(g *game, t *Task, answer string) error {
			card := t.Card
			g.popTask()
			g.exhaustCard(answer)
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
		options: func(g *game, t *Task, out []string) []string {
			if a := g.s.Adventurer(t.Adventurer); a != nil {
				return slotCardsOf(out, a, true)
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
		options:  func(g *game, t *Task, out []string) []string { return g.slotCards(out, false, true) },
		resolve:  resolveRefresh,
		describe: func(g *game, t *Task) say.Msg { return say.M("Heal: choose an exhausted card to refresh.") },
		words:    refreshesWords,
		picks:    PicksCardToRefresh,
	}
	// Scout Ahead: the cards looked at go back on top or at the bottom ("a,b/c").
	taskRules[TaskScout] = orderAnswers(taskRule{
		resolve: func(g *game, t *Task, answer string) error {
			g.popTask()
			top, bottom, _ := strings.Cut(answer, "/")
			var topBuf, bottomBuf [keptOrderCards]string
			g.putOnCreatureDeck(splitListTo(topBuf[:0], top), splitListTo(bottomBuf[:0], bottom))
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Scout Ahead: put each card back on top or at the bottom of the Creature deck.")
		},
		targets: func(w words, t *Task, answer string) ([]Target, bool) {
			top, bottom, _ := strings.Cut(answer, "/")
			return append(w.deckTargets(top, AnswerTop), w.deckTargets(bottom, "bottom")...), true
		},
		words: func(w words, t *Task, answer string, targets []Target) (say.Msg, bool) {
			top, bottom, _ := strings.Cut(answer, "/")
			return say.M("On top: {{.Top}}; at the bottom: {{.Bottom}}", "Top", cardListWords(top), "Bottom", cardListWords(bottom)), true
		},
	}, true)
	// The Elven Scout: the cards looked at go back on top, in the order chosen ("a,b,c").
	taskRules[TaskElvenScout] = orderAnswers(taskRule{
		resolve: func(g *game, t *Task, answer string) error {
			g.popTask()
			var topBuf [keptOrderCards]string
			g.putOnCreatureDeck(splitListTo(topBuf[:0], answer), nil)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Elven Scout: put the cards back on top of the Creature deck in the order you choose. Drag them, or use the arrows; the first one is dealt first.")
		},
		targets: func(w words, t *Task, answer string) ([]Target, bool) {
			return w.deckTargets(answer, AnswerTop), true
		},
		words: func(w words, t *Task, answer string, targets []Target) (say.Msg, bool) {
			return say.M("On top, in this order: {{.Cards}}", "Cards", cardListWords(answer)), true
		},
	}, false)
	// Equip: the Adventurer swaps an equipped card for an unused one ("out>in").
	taskRules[TaskEquip] = pairAnswers(taskRule{
		resolve: func(g *game, t *Task, answer string) error {
			id := t.Adventurer
			g.popTask()
			out, in, _ := strings.Cut(answer, ">")
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
		words: func(w words, t *Task, answer string, targets []Target) (say.Msg, bool) {
			return say.M("Put away {{.A}}, equip {{.B}}", "A", w.named(targets, 0), "B", w.named(targets, 1)), true
		},
	}, ">", func(g *game, t *Task, yield func(x, y string) bool) {
		a := g.s.Adventurer(t.Adventurer)
		for _, sl := range a.Slots {
			for _, u := range a.Unused {
				if !yield(sl.Card, u) {
					return
				}
			}
		}
	})
	// Bolster: each adventurer of the queue in turn rerolls any of their free dice ("3+5"), or
	// none.
	taskRules[TaskBolster] = taskRule{
		options: func(g *game, t *Task, out []string) []string {
			if len(t.Queue) == 0 {
				return out
			}
			return rerollChoicesTo(out, g.s.Adventurer(t.Queue[0]))
		},
		resolve: func(g *game, t *Task, answer string) error {
			s := g.s
			a := s.Adventurer(t.Queue[0])
			if answer != AnswerNone {
				// Pick every die first, then roll them, so a new value never matches a later pick.
				picked := map[int]bool{}
				for v := range strings.SplitSeq(answer, "+") {
					n, _ := strconv.Atoi(v)
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
		picks: PicksDiceToReroll,
		targets: func(w words, t *Task, answer string) ([]Target, bool) {
			return w.rerollTargets(answer), true
		},
		words: func(w words, t *Task, answer string, targets []Target) (say.Msg, bool) {
			if answer == AnswerNone {
				return say.M("Reroll nothing"), true
			}
			// The prompt names whose dice: the answer names their values ("Reroll 3, 6").
			return say.M("Reroll {{.Dice}}", "Dice", say.Raw(strings.ReplaceAll(answer, "+", ", "))), true
		},
	}
}

// resolveRefresh refreshes the card answered; the prompt ends when Count cards are.
func resolveRefresh(g *game, t *Task, answer string) error {
	g.refreshCard(answer)
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
