package game

import (
	"slices"
	"strings"

	"setawatch/internal/say"
)

// The answers to the scouting prompts (Scout Ahead, the Elven Scout) are orders of the cards
// looked at. The engine checks an answer by reading it (orderProblem); the lists of every order
// below are written only for those who show or try every answer: the prompt's options on the
// table, Legal for the bots, the count that tells whether a choice is left.

// orderProblem says why answer is not a way to put back the cards looked at, or nil when it is
// one: with cuts (Scout Ahead) "a,b/c" puts a then b on top and c at the bottom; without (the
// Elven Scout) "a,b,c" puts them all on top in that order. Each card looked at is named
// exactly once. The answer is read as it comes, never looked up among every order.
func orderProblem(cards []string, answer string, cuts bool) error {
	top, bottom, cut := strings.Cut(answer, "/")
	switch {
	case cuts && !cut, cuts && strings.Contains(bottom, "/"):
		return say.Err(`write the cards for the top in order, one "/", then those for the bottom`)
	case !cuts && cut:
		return say.Err(`the cards all go back on top, in order: no "/"`)
	}
	var placedBuf [8]bool // room for the most cards a prompt shows, on the stack
	placed := placedBuf[:0]
	for range cards {
		placed = append(placed, false)
	}
	for _, side := range [2]string{top, bottom} {
		if side == "" {
			continue
		}
		for name := range strings.SplitSeq(side, ",") {
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

// scoutArrangements lists every way to put the cards back: "a,b/" is a then b on top,
// "a/b" is a on top and b at the bottom, "/a,b" is both at the bottom, a above b.
func scoutArrangements(cards []string) []string { return orderings(cards, true) }

// permutations lists every order of the cards, each joined by commas.
func permutations(cards []string) []string { return orderings(cards, false) }

// orderings lists every order of the cards as writeOrderingsTo writes them.
func orderings(cards []string, cuts bool) []string {
	return orderingsTo(make([]string, 0, orderingCount(len(cards), cuts)), cards, cuts)
}

// orderingsTo appends every order of the cards to out, as writeOrderingsTo writes them: those
// of a few cards made once (orderTexts).
func orderingsTo(out []string, cards []string, cuts bool) []string {
	if orders, ok := keptOrderings(cards, cuts); ok {
		return append(out, orders...)
	}
	return writeOrderingsTo(out, cards, cuts)
}

// keptOrderings is the orders of a few cards, made once (orderTexts); false for more cards.
// The list is shared: read it, never change it.
func keptOrderings(cards []string, cuts bool) ([]string, bool) {
	if len(cards) > keptOrderCards {
		return nil, false
	}
	k := orderKey{n: len(cards), cuts: cuts}
	copy(k.cards[:], cards)
	return orderTexts.get(k, func() []string {
		return writeOrderingsTo(make([]string, 0, orderingCount(len(cards), cuts)), cards, cuts)
	}), true
}

// writeOrderingsTo is orderingsTo made anew: every order of the cards ("a,b,c"), the first card
// chosen first, then the next...; with cuts, each order cut by "/" at every place in turn
// ("/a,b,c" to "a,b,c/"). The orders are written into one text, then cut into strings that
// share it.
func writeOrderingsTo(out []string, cards []string, cuts bool) []string {
	var allBuf [1024]byte
	var endBuf [64]int
	all, ends := allBuf[:0], endBuf[:0]
	var permBuf [8]int
	for perm := firstOrder(permBuf[:0], len(cards)); ; {
		for _, cut := range cutsOf(len(cards), cuts) {
			all = appendOrder(all, cards, perm, cut)
			ends = append(ends, len(all))
		}
		if !nextOrder(perm) {
			break
		}
	}
	return appendCut(out, all, ends)
}

// appendCut appends to out the pieces of text that end at ends, as strings that share one
// string made of text.
func appendCut(out []string, text []byte, ends []int) []string {
	joined, start := string(text), 0
	for _, end := range ends {
		out = append(out, joined[start:end])
		start = end
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

// allCuts are the places an order of up to 8 cards is cut in turn; noCut leaves it whole.
var (
	allCuts = [9]int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	noCut   = []int{-1}
)

// cutsOf are the places an order of n cards is cut: each in turn with cuts, else none.
func cutsOf(n int, cuts bool) []int {
	if !cuts {
		return noCut
	}
	if n < len(allCuts) {
		return allCuts[:n+1]
	}
	out := make([]int, n+1)
	for i := range out {
		out[i] = i
	}
	return out
}

// appendOrder appends to text an order of cards (perm gives their positions) joined by commas,
// cut by "/" before position cut (at the end for len(perm), nowhere for -1).
func appendOrder(text []byte, cards []string, perm []int, cut int) []byte {
	for k, i := range perm {
		if k == cut {
			text = append(text, '/')
		} else if k > 0 {
			text = append(text, ',')
		}
		text = append(text, cards[i]...)
	}
	if cut == len(perm) {
		text = append(text, '/')
	}
	return text
}
