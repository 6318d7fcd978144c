package solver

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkSolveWorstWatch times the plan for nine revealed creatures and nine dice.
func BenchmarkSolveWorstWatch(b *testing.B) {
	s := worstWatch(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Solve(s); err != nil {
			b.Fatal(err)
		}
	}
}

// The worst realistic Watch within the budget: the plan clears most of the Line and the table
// accepts every move of it.
func TestWorstWatchPlan(t *testing.T) {
	s := worstWatch(t)
	p, err := Solve(s)
	require.NoError(t, err)
	for _, line := range p.Explanation {
		t.Log(line)
	}
	t.Logf("defeated %d, cards exhausted %d", p.Defeated, p.CardsExhausted)
	require.GreaterOrEqual(t, p.Defeated, 7)
	left := 0
	for _, c := range cardsInLine(follow(t, s, p)) {
		if slices.Contains(cardsInLine(s), c) {
			left++
		}
	}
	require.Equal(t, 9-p.Defeated, left, "creatures of the nine left in the Line")
}
