package ui

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The side panel says what the round's effects add: Poison Blade's bonus follows the revealed
// creatures and the attacks left; no effect, no words.
func TestRoundEffectsInWords(t *testing.T) {
	tb, _ := watchTable(t)
	s := tb.model.State().Clone()
	assert.Empty(t, roundEffects(s))
	revealed := 0
	for _, lc := range s.Line {
		if lc.FaceUp {
			revealed++
		}
	}
	require.Positive(t, revealed)
	s.Effects.PoisonAttacks = 2
	assert.Contains(t, roundEffects(s), "next 2 direct attacks adds "+strconv.Itoa(2*revealed))
	s.Effects.PoisonAttacks, s.Effects.RangeBonus = 1, 1
	assert.Contains(t, roundEffects(s), "next direct attack adds")
	assert.Contains(t, roundEffects(s), "Far Sight")
}
