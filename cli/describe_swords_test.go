package cli

import (
	"os"
	"path/filepath"
	"strings"
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
	assert.Contains(t, text, "trophies: Wyrmling (wyrmling-2)")
	text = Describe(load("swords-monk-staff.json"))
	assert.Contains(t, text, " 2(d8)")
	assert.Contains(t, text, "staff: 3 charges")
	s := load("swords-riders-stun.json")
	assert.Contains(t, Describe(s), "Beast Rider (beast-rider-1): health 7, deals 1, riding Wolf (wolf-1)")
	assert.NotContains(t, Describe(s), "familiar:")
}

// new --familiar picks the side the Witch's Familiar starts on; a side that does not exist is
// refused with the choices.
func TestNewChoosesTheFamiliar(t *testing.T) {
	party := "--adventurers=witch,monk,artificer,barbarian"
	code, out, _ := run(t, "", "new", "--game", "swords", "--seed", "7", party)
	require.Equal(t, 0, code)
	assert.Contains(t, out, "familiar: Crow Familiar (crow)")
	code, out, _ = run(t, "", "new", "--game", "swords", "--seed", "7", party, "--familiar", "toad")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "familiar: Toad Familiar (toad)")
	code, _, errText := run(t, "", "new", "--game", "swords", "--familiar", "owl")
	assert.Equal(t, 2, code)
	assert.Contains(t, errText, `unknown Familiar "owl"`)
}

// The command line plays Swords of the Coin: new deals the expansion's adventurers (the base
// box's too with --mix); legal lists the sales and purchases of the Merchant phase; play runs
// the tour scenario through every system.
func TestSwordsOnTheCommandLine(t *testing.T) {
	code, out, errOut := run(t, "", "new", "--game", "swords", "--seed", "7")
	require.Equal(t, 0, code, errOut)
	for _, name := range []string{"Warrior (", "Ranger (", "Wizard (", "Rogue (", "Cleric (", "Beastmaster ("} {
		assert.NotContains(t, out, name)
	}
	assert.Contains(t, out, "Witch (witch")
	code, out, errOut = run(t, "", "new", "--game", "swords", "--mix", "--seed", "1")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Ranger (ranger", "mixed with the base box")
	assert.Contains(t, out, "Bounty Hunter (bountyhunter")

	moves, err := os.ReadFile("../scenarios/swords-tour.moves")
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(moves)), "\n")
	require.Equal(t, "sell wolf-2", lines[len(lines)-3])
	record := filepath.Join(t.TempDir(), "tour.json")
	code, _, errOut = run(t, strings.Join(lines[:len(lines)-3], "\n"), "play", "../scenarios/swords-tour.json", "--moves", "-", "--out", record)
	require.Equal(t, 0, code, errOut)
	code, out, _ = run(t, "", "legal", record)
	require.Equal(t, 0, code)
	assert.Equal(t, "sell bear-1\nsell wolf-2\nend\n", out, "nothing is affordable before a sale")
	code, out, _ = run(t, "sell wolf-2\n", "play", record, "--moves", "-")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "buy whetstone witch")

	code, out, errOut = run(t, "", "play", "../scenarios/swords-tour.json", "--moves", "../scenarios/swords-tour.moves")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Round 3 of 9")
	assert.Contains(t, out, "trophies: Bear (bear-1)")
	assert.Contains(t, out, "item whetstone [passive]")
	assert.Contains(t, out, "staff: 6 charges")
	assert.Contains(t, out, "1(d8)", "the Monk's upgraded die, rolled again for round 3")
}
