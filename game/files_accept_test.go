package game

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A byte-order mark at the start of a record or a scenario, as some editors write, is read past.
func TestAByteOrderMarkIsAccepted(t *testing.T) {
	data := savedGame(t)
	_, _, err := LoadRecord(append([]byte("\uFEFF"), data...))
	require.NoError(t, err)
	sc, err := os.ReadFile("../scenarios/first-round.json")
	require.NoError(t, err)
	_, err = ParseScenario(append([]byte("\uFEFF"), sc...))
	require.NoError(t, err)
}

// "game": "base", which the refusal of an unknown game offers, is the base game.
func TestGameBaseNamesTheBaseGame(t *testing.T) {
	sc, err := os.ReadFile("../scenarios/first-round.json")
	require.NoError(t, err)
	parsed, err := ParseScenario([]byte(strings.Replace(string(sc), `"round": 1`, `"game": "base", "round": 1`, 1)))
	require.NoError(t, err)
	_, err = parsed.Build()
	require.NoError(t, err)
	_, _, err = LoadRecord([]byte(`{"format": "setawatch-record/1", "options": {"seed": 1, "game": "base"}, "moves": []}`))
	require.NoError(t, err)
}

// A Pocket Watch Horde counter far beyond any game is refused, not set up.
func TestAHugePocketHordeCounterIsRefused(t *testing.T) {
	sc, err := os.ReadFile("../scenarios/pocket-watch.json")
	require.NoError(t, err)
	require.Contains(t, string(sc), `"horde": 5`)
	for counter, ok := range map[string]bool{"3": true, "1000000000": false, "-1": false} {
		parsed, err := ParseScenario([]byte(strings.Replace(string(sc), `"horde": 5`, `"horde": `+counter, 1)))
		require.NoError(t, err)
		_, err = parsed.Build()
		if ok {
			assert.NoError(t, err, counter)
		} else {
			assert.ErrorContains(t, err, "the Horde counter shows", counter)
		}
	}
}

// Problems name a handful and count the rest; one card listed twice in one place is said so.
func TestProblemsAreFewAndCounted(t *testing.T) {
	sc, err := os.ReadFile("../scenarios/first-round.json")
	require.NoError(t, err)
	many := strings.Repeat(`"bear-1", `, 3000)
	parsed, err := ParseScenario([]byte(strings.Replace(string(sc), `"creatures": [`, `"creatures": [`+many, 1)))
	require.NoError(t, err)
	_, err = parsed.Build()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Bear is twice in the Creature deck")
	assert.NotContains(t, err.Error(), "both in the Creature deck and in the Creature deck")
	assert.Contains(t, err.Error(), "…and 2,995 more")
	assert.Less(t, len(err.Error()), 600)
}
