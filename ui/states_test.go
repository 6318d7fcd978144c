package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// A die's tooltip says its state in words, for every state.
func TestEveryDieStateHasWords(t *testing.T) {
	for _, state := range game.DieStates {
		tip := NewDieView("rogue", game.Die{Sides: 6, Value: 3, State: state}, nil).describe()
		assert.False(t, strings.HasSuffix(strings.TrimSpace(tip), ":"), "die state %q: %q", state, tip)
	}
}

// The status line says what to do in every phase of a round.
func TestEveryPhaseHasAStatusLine(t *testing.T) {
	s, err := game.NewGame(game.Options{Seed: 1, Game: game.GameSwords})
	require.NoError(t, err)
	for _, phase := range game.Phases {
		if phase == game.PhaseOver {
			continue // the result speaks instead
		}
		at := s.Clone()
		at.Phase, at.Tasks = phase, nil
		assert.NotEmpty(t, statusLine(at), "phase %q", phase)
	}
}
