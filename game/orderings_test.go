package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
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
		p := splitList(perm)
		for cut := 0; cut <= len(p); cut++ {
			out = append(out, strings.Join(p[:cut], ",")+"/"+strings.Join(p[cut:], ","))
		}
	}
	return out
}

func TestOrderingsMatchThePlainWay(t *testing.T) {
	for _, cards := range [][]string{nil, {"wolf-1"}, {"wolf-1", "bear-2"}, {"a", "b", "c"}, {"a", "b", "a"}, {"w", "x", "y", "z"}} {
		assert.Equal(t, plainPermutations(cards), permutations(cards), cards)
		assert.Equal(t, plainArrangements(cards), scoutArrangements(cards), cards)
	}
	assert.Equal(t, []string{"/a,b", "a/b", "a,b/", "/b,a", "b/a", "b,a/"}, scoutArrangements([]string{"a", "b"}))
	// Appended after what out holds; eachOrdering writes the same orders, and stops when asked.
	cards := []string{"a", "b", "c", "d", "e"}
	assert.Equal(t, append([]string{"x"}, plainArrangements(cards)...), orderingsTo([]string{"x"}, cards, true))
	var each []string
	eachOrdering(cards, false, func(text []byte) bool {
		each = append(each, string(text))
		return len(each) < 3
	})
	assert.Equal(t, plainPermutations(cards)[:3], each)
}
