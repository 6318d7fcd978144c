package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The reveal zones cover the firewood track end to end and say what RevealLevel does.
func TestRevealLevelsAreRevealLevel(t *testing.T) {
	zones := RevealLevels()
	require.NotEmpty(t, zones)
	assert.Equal(t, 0, zones[0].From)
	assert.Equal(t, MaxFirewood, zones[len(zones)-1].To)
	for i, z := range zones {
		if i > 0 {
			assert.Equal(t, zones[i-1].To+1, z.From, "zone %d follows the one before", i)
		}
		for fw := z.From; fw <= z.To; fw++ {
			assert.Equal(t, z.Reveal, RevealLevel(fw), "firewood %d", fw)
		}
	}
}

// A game lasts the rounds its box says: a table plays its last round at the final location.
func TestRoundsAreTheBoxes(t *testing.T) {
	assert.Equal(t, 9, Rounds(GameBase))
	assert.Equal(t, 9, Rounds(GameSwords))
	assert.Equal(t, 5, Rounds(GamePocket))
	assert.Equal(t, 9, MostRounds())
	for _, box := range []string{GameBase, GameSwords, GamePocket} {
		s, err := NewGame(Options{Game: box, Seed: 3})
		require.NoError(t, err)
		assert.Equal(t, Rounds(box), LastRound(s), box)
		assert.Equal(t, StartingFirewood, s.Firewood, box)
	}
}
