package solver

import "testing"

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

func TestWorstWatchPlan(t *testing.T) {
	p, err := Solve(worstWatch(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range p.Explanation {
		t.Log(line)
	}
	t.Logf("defeated %d, cards exhausted %d", p.Defeated, p.CardsExhausted)
}
