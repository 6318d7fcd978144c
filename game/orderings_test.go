package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// plainPermutations and plainArrangements are the orderings built the plain way, by joining
// strings: the answers players and records know.
func plainPermutations(cards []string) []string {
	if len(cards) <= 1 {
		return []string{strings.Join(cards, ",")}
	}
	var out []string
	for i, c := range cards {
		rest := append(cloneStrings(cards[:i]), cards[i+1:]...)
		for _, p := range plainPermutations(rest) {
			out = append(out, c+","+p)
		}
	}
	return out
}

func plainArrangements(cards []string) []string {
	var out []string
	for _, perm := range plainPermutations(cards) {
		p := cardList(perm)
		for cut := 0; cut <= len(p); cut++ {
			out = append(out, strings.Join(p[:cut], ",")+"/"+strings.Join(p[cut:], ","))
		}
	}
	return out
}

// orderTexts are the orders of the cards in notation.
func orderTexts(cards []string, cuts bool) []string { return answerTexts(orderings(cards, cuts)) }

// textOrderProblem is why an order written in notation is not a way to put back the cards, as
// a move's answer is read and checked.
func textOrderProblem(cards []string, text string, cuts bool) error {
	form := formOnTop
	if cuts {
		form = formTopBottom
	}
	a, err := readAnswerText(form, text)
	if err != nil {
		return err
	}
	return orderProblem(cards, a, cuts)
}

func TestOrderingsMatchThePlainWay(t *testing.T) {
	for _, cards := range [][]string{nil, {"wolf-1"}, {"wolf-1", "bear-2"}, {"a", "b", "c"}, {"a", "b", "a"}, {"w", "x", "y", "z"}} {
		assert.Equal(t, plainPermutations(cards), orderTexts(cards, false), cards)
		assert.Equal(t, plainArrangements(cards), orderTexts(cards, true), cards)
	}
	assert.Equal(t, []string{"/a,b", "a/b", "a,b/", "/b,a", "b/a", "b,a/"}, orderTexts([]string{"a", "b"}, true))
	// Appended after what out holds.
	cards := []string{"a", "b", "c", "d", "e"}
	assert.Equal(t, append([]string{"x"}, plainArrangements(cards)...), answerTexts(orderingsTo([]Answer{AnswerCard("x")}, cards, true)))
}

// An answer to a scouting prompt is accepted exactly when it is one of the orders the prompt
// lists: every text of up to 7 characters made of the cards' names, a card not looked at, ","
// and "/" is tried.
func TestOrderProblemAcceptsExactlyTheListedOrders(t *testing.T) {
	for _, cards := range [][]string{{"a", "b", "c"}, {"a", "b", "a"}, {"a"}, nil} {
		for _, cuts := range []bool{true, false} {
			listed := map[string]bool{}
			for _, o := range orderings(cards, cuts) {
				listed[o.String()] = true
			}
			tokens := []string{"a", "b", "c", "x", ",", "/"}
			accepted := 0
			var try func(text string)
			try = func(text string) {
				ok := textOrderProblem(cards, text, cuts) == nil
				if ok != listed[text] {
					t.Fatalf("cards %v, cuts %v: %q accepted %v, listed %v", cards, cuts, text, ok, listed[text])
				}
				if ok {
					accepted++
				}
				if len(text) < 7 {
					for _, tok := range tokens {
						try(text + tok)
					}
				}
			}
			try("")
			assert.Equal(t, len(listed), accepted, "cards %v, cuts %v: every listed order is accepted", cards, cuts)
		}
	}
	for _, cards := range [][]string{{"w", "x", "y", "z"}, {"wolf-1", "bear-2", "eagle-1", "hill-giant-1", "vampire-1"}} {
		for _, o := range plainArrangements(cards) {
			require.NoError(t, textOrderProblem(cards, o, true), o)
		}
		for _, o := range plainPermutations(cards) {
			require.NoError(t, textOrderProblem(cards, o, false), o)
		}
	}
}

// A refused order says what is wrong with it.
func TestOrderProblemSaysWhy(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	wolf, bear := cat.Cards["wolf-1"].Name.EN, cat.Cards["bear-1"].Name.EN
	cards := []string{"wolf-1", "bear-1"}
	for _, c := range []struct {
		answer string
		cuts   bool
		want   string
	}{
		{"wolf-1,bear-1", true, `one "/"`},
		{"wolf-1/bear-1/", true, `one "/"`},
		{"wolf-1/bear-1", false, `no "/"`},
		{"wolf-1,,bear-1/", true, "missing between two commas"},
		{",wolf-1,bear-1", false, "missing between two commas"},
		{"wolf-1,bear-1,", false, "missing between two commas"},
		{"wolf-1,wolf-1/bear-1", true, wolf + " is named twice"},
		{"wolf-1/", true, bear + " is left out"},
		{"", false, wolf + " is left out"},
		{"wolf-1/eagle-1", true, `"eagle-1" is not one of the cards looked at`},
		{"bear-1,wolf-1,WOLF-1", false, `"WOLF-1" is not one of the cards looked at`},
	} {
		err := textOrderProblem(cards, c.answer, c.cuts)
		require.Error(t, err, c.answer)
		assert.Contains(t, err.Error(), c.want, c.answer)
	}
}
