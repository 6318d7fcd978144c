package solver

import (
	"slices"
	"strconv"
	"strings"

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
	choose := func(answer string) (game.Move, bool) {
		return game.Move{Verb: game.VerbChoose, Args: []string{answer}}, true
	}
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
			if strings.HasPrefix(o, "/") {
				return choose(o)
			}
		}
	}
	for _, o := range opts {
		if o != game.AnswerNone {
			return choose(o)
		}
	}
	return choose(opts[0])
}

// byReadiness picks, among ability cards, one of the adventurer with the most ready cards
// (most true) or the fewest (most false); ties go to the first.
func byReadiness(s *game.State, cards []string, most bool) string {
	cat, _ := game.DefaultCatalog()
	best, bestReady := cards[0], -1
	for _, c := range cards {
		ready := 0
		if card := cat.Cards[c]; card != nil {
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

// lowestDie picks the die ("adventurer:value") of lowest value.
func lowestDie(opts []string) string {
	best, bestValue := opts[0], 1<<30
	for _, o := range opts {
		_, v, _ := strings.Cut(o, ":")
		if n, err := strconv.Atoi(v); err == nil && n < bestValue {
			best, bestValue = o, n
		}
	}
	return best
}

// lowRerolls picks the reroll of every free die showing less than half its sides.
func lowRerolls(s *game.State, adv string, opts []string) string {
	a := s.Adventurer(adv)
	if a == nil {
		return game.AnswerNone
	}
	var low []int
	for _, d := range a.Dice {
		if d.State == game.DieFree && 2*d.Value <= d.Sides {
			low = append(low, d.Value)
		}
	}
	slices.Sort(low)
	var parts []string
	for _, v := range low {
		parts = append(parts, strconv.Itoa(v))
	}
	if want := strings.Join(parts, "+"); slices.Contains(opts, want) {
		return want
	}
	return game.AnswerNone
}
