package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"setawatch/game"
	"setawatch/internal/say"
)

// Every phase, and every die state the table prints (a free die is printed bare), has its
// words, in English and in French.
func TestEveryPhaseAndDieStateHasWords(t *testing.T) {
	for _, p := range game.Phases {
		assert.Contains(t, phases, p, "phase %q", p)
		assert.NotEqual(t, string(p), say.In("fr").Say(phaseName(p)), "phase %q in French", p)
	}
	for _, d := range game.DieStates {
		if d == game.DieFree {
			continue
		}
		assert.Contains(t, dieStates, d, "die state %q", d)
		assert.NotEqual(t, string(d), say.In("fr").Say(dieState(d)), "die state %q in French", d)
	}
}
