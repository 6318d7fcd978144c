package cli

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// The table text shows the Swords of the Coin state: Trophies, the staff, the Familiar, a
// Monk's upgraded die and a Rider's mount.
func TestDescribeSwords(t *testing.T) {
	load := func(name string) *game.State {
		data, err := os.ReadFile("../scenarios/" + name)
		require.NoError(t, err)
		sc, err := game.ParseScenario(data)
		require.NoError(t, err)
		s, err := sc.Build()
		require.NoError(t, err)
		return s
	}
	text := Describe(load("swords-trophies.json"))
	assert.Contains(t, text, "trophies: wyrmling-2")
	text = Describe(load("swords-monk-staff.json"))
	assert.Contains(t, text, " 2(d8)")
	assert.Contains(t, text, "staff: 3 charges")
	s := load("swords-riders-stun.json")
	assert.Contains(t, Describe(s), "Beast Rider (beast-rider-1): health 7, deals 1, riding wolf-1")
	assert.NotContains(t, Describe(s), "familiar:")
}
