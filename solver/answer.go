package solver

import (
	"slices"

	"setawatch/game"
)

// Answer picks a sensible answer to the pending prompt: the card of the adventurer with the
// most ready cards to exhaust, the card of the one with the fewest to refresh, the lowest die
// to give up, a creature to defeat rather than none, low dice to reroll. ok is false when
// nothing is pending.
func Answer(s *game.State) (game.Move, bool) {
	kind, opts := game.PendingAnswers(s)
	if len(opts) == 0 {
		return game.Move{}, false
	}
	choose := func(answer game.Answer) (game.Move, bool) { return game.Choose(answer), true }
	switch kind.Picks() {
	case game.PicksCardToExhaust:
		return choose(byReadiness(s, opts, true))
	case game.PicksCardToRefresh:
		return choose(byReadiness(s, opts, false))
	case game.PicksDieToLose:
		return choose(lowestDie(opts))
	case game.PicksDiceToReroll:
		if q := s.Pending().Queue; len(q) > 0 {
			return choose(lowRerolls(s, q[0], opts))
		}
	case game.PicksOrderCut:
		// Put every creature seen at the bottom of the deck.
		for _, o := range opts {
			if len(o.Top) == 0 {
				return choose(o)
			}
		}
	}
	for _, o := range opts {
		if !o.None {
			return choose(o)
		}
	}
	return choose(opts[0])
}

// byReadiness picks, among answers choosing ability cards, one of the adventurer with the
// most ready cards (most true) or the fewest (most false); ties go to the first.
func byReadiness(s *game.State, cards []game.Answer, most bool) game.Answer {
	cat, _ := game.DefaultCatalog()
	best, bestReady := cards[0], -1
	for _, c := range cards {
		ready := 0
		if card := cat.Cards[c.Card]; card != nil {
			if a := s.Adventurer(card.Adventurer); a != nil {
				for _, sl := range a.Slots {
					if !sl.Exhausted {
						ready++
					}
				}
			}
		}
		if !most {
			ready = 100 - ready
		}
		if ready > bestReady {
			best, bestReady = c, ready
		}
	}
	return best
}

// lowestDie picks the die of lowest value.
func lowestDie(opts []game.Answer) game.Answer {
	best, bestValue := opts[0], 1<<30
	for _, o := range opts {
		if n := o.Value; o.Adventurer != "" && n != 0 && n < bestValue {
			best, bestValue = o, n
		}
	}
	return best
}

// lowRerolls picks the reroll of every free die showing less than half its sides.
func lowRerolls(s *game.State, adv string, opts []game.Answer) game.Answer {
	a := s.Adventurer(adv)
	if a == nil {
		return game.AnswerNone()
	}
	var low []int
	for _, d := range a.Dice {
		if d.State == game.DieFree && 2*d.Value <= d.Sides {
			low = append(low, d.Value)
		}
	}
	slices.Sort(low)
	if want := game.AnswerReroll(low...); len(low) > 0 && slices.ContainsFunc(opts, want.Equal) {
		return want
	}
	return game.AnswerNone()
}
