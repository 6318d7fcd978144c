package game

import (
	"slices"

	"setawatch/internal/say"
)

// The answers to the scouting prompts (Scout Ahead, the Elven Scout) are orders of the cards
// looked at. The engine checks an answer by reading it (orderProblem); the lists of every order
// below are made only for those who show or try every answer: the prompt's options on the
// table, Legal for the bots, the count that tells whether a choice is left.

// orderProblem says why answer is not a way to put back the cards looked at, or nil when it is
// one: with cuts (Scout Ahead) Top goes back on top and Bottom at the bottom; without (the
// Elven Scout) every card goes back on top, in Top's order. Each card looked at is named
// exactly once. The answer is read as it comes, never looked up among every order.
func orderProblem(cards []string, answer Answer, cuts bool) error {
	switch {
	case cuts && !answer.Cut:
		return say.Err(`write the cards for the top in order, one "/", then those for the bottom`)
	case !cuts && (answer.Cut || len(answer.Bottom) > 0):
		return say.Err(`the cards all go back on top, in order: no "/"`)
	}
	var placedBuf [8]bool // room for the most cards a prompt shows, on the stack
	placed := placedBuf[:0]
	for range cards {
		placed = append(placed, false)
	}
	for _, side := range [2][]string{answer.Top, answer.Bottom} {
		for _, name := range side {
			i := unplaced(cards, placed, name)
			switch {
			case name == "":
				return say.Err("a card is missing between two commas")
			case i >= 0:
				placed[i] = true
			case slices.Contains(cards, name):
				return say.Err("{{.Card}} is named twice", "Card", say.Card(name))
			default:
				return say.Err("{{.X}} is not one of the cards looked at", "X", quoted(name))
			}
		}
	}
	if i := slices.Index(placed, false); i >= 0 {
		return say.Err("{{.Card}} is left out: every card looked at goes back", "Card", say.Card(cards[i]))
	}
	return nil
}

// unplaced is the index of a card named name not placed yet, or -1.
func unplaced(cards []string, placed []bool, name string) int {
	for i, c := range cards {
		if c == name && !placed[i] {
			return i
		}
	}
	return -1
}

// orderings lists every order of the cards as writeOrderingsTo makes them.
func orderings(cards []string, cuts bool) []Answer {
	return orderingsTo(make([]Answer, 0, orderingCount(len(cards), cuts)), cards, cuts)
}

// orderingsTo appends every order of the cards to out, as writeOrderingsTo makes them: those
// of a few cards made once (orderLists).
func orderingsTo(out []Answer, cards []string, cuts bool) []Answer {
	if orders, ok := keptOrderings(cards, cuts); ok {
		return append(out, orders...)
	}
	return writeOrderingsTo(out, cards, cuts)
}

// keptOrderings is the orders of a few cards, made once (orderLists); false for more cards.
// The list and the lists of its answers are shared: read them, never change them.
func keptOrderings(cards []string, cuts bool) ([]Answer, bool) {
	if len(cards) > keptOrderCards {
		return nil, false
	}
	k := orderKey{n: len(cards), cuts: cuts}
	copy(k.cards[:], cards)
	return orderLists.get(k, func() []Answer {
		return writeOrderingsTo(make([]Answer, 0, orderingCount(len(cards), cuts)), cards, cuts)
	}), true
}

// writeOrderingsTo is orderingsTo made anew: every order of the cards (AnswerOnTop), the first
// card chosen first, then the next...; with cuts, each order parted between the top and the
// bottom at every place in turn (AnswerTopBottom, from all at the bottom to all on top). The
// answers' lists share one array.
func writeOrderingsTo(out []Answer, cards []string, cuts bool) []Answer {
	n := len(cards)
	all := make([]string, 0, n*orderingCount(n, false))
	var permBuf [8]int
	for perm := firstOrder(permBuf[:0], n); ; {
		start := len(all)
		for _, i := range perm {
			all = append(all, cards[i])
		}
		order := all[start:len(all):len(all)]
		if !cuts {
			out = append(out, Answer{Top: order})
		}
		for cut := 0; cuts && cut <= n; cut++ {
			out = append(out, Answer{Top: order[:cut:cut], Bottom: order[cut:], Cut: true})
		}
		if !nextOrder(perm) {
			break
		}
	}
	return out
}

// orderingCount is how many orders writeOrderingsTo writes for n cards.
func orderingCount(n int, cuts bool) int {
	count := 1
	for k := 2; k <= n; k++ {
		count *= k
	}
	if cuts {
		count *= n + 1
	}
	return count
}

// firstOrder is the first order of n cards: their positions in turn, in perm's array.
func firstOrder(perm []int, n int) []int {
	for i := range n {
		perm = append(perm, i)
	}
	return perm
}

// nextOrder turns perm into the order that follows it, the positions compared first to last;
// false after the last.
func nextOrder(perm []int) bool {
	i := len(perm) - 2
	for i >= 0 && perm[i] >= perm[i+1] {
		i--
	}
	if i < 0 {
		return false
	}
	j := len(perm) - 1
	for perm[j] <= perm[i] {
		j--
	}
	perm[i], perm[j] = perm[j], perm[i]
	slices.Reverse(perm[i+1:])
	return true
}
