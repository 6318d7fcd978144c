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

// new --familiar picks the side the Witch's Familiar starts on; a side that does not exist is
// refused with the choices.
func TestNewChoosesTheFamiliar(t *testing.T) {
	party := "--adventurers=witch,monk,artificer,barbarian"
	code, out, _ := run(t, "", "new", "--game", "swords", "--seed", "7", party)
	require.Equal(t, 0, code)
	assert.Contains(t, out, "familiar: crow")
	code, out, _ = run(t, "", "new", "--game", "swords", "--seed", "7", party, "--familiar", "toad")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "familiar: toad")
	code, _, errText := run(t, "", "new", "--game", "swords", "--familiar", "owl")
	assert.Equal(t, 2, code)
	assert.Contains(t, errText, `unknown Familiar "owl"`)
}
