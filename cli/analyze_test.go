package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The record's one decision ends the Watch with every creature within the dice's reach:
// analyze --json names another best move, which keeps more of the chance to win.
func TestAnalyzeJSONNamesABetterMove(t *testing.T) {
	code, out, errText := run(t, "", "analyze", "../analysis/testdata/end-in-reach.json", "--json")
	require.Equal(t, 0, code, errText)
	var report struct {
		Decisions []map[string]any `json:"decisions"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &report))
	require.Len(t, report.Decisions, 1)
	d := report.Decisions[0]
	for _, field := range []string{"index", "move", "chance", "after", "best", "bestAfter"} {
		assert.Contains(t, d, field)
	}
	assert.EqualValues(t, 0, d["index"])
	assert.Equal(t, "end", d["move"])
	assert.NotEqual(t, "end", d["best"])
	assert.Less(t, d["after"].(float64), d["bestAfter"].(float64))

	_, again, _ := run(t, "", "analyze", "--json", "../analysis/testdata/end-in-reach.json")
	assert.Equal(t, out, again, "the same record, the same analysis")
}

// A record without a decision has an empty list of them, not null.
func TestAnalyzeJSONListsNoDecisionAsEmpty(t *testing.T) {
	record := filepath.Join(t.TempDir(), "game.json")
	code, _, errText := run(t, "", "new", "--seed", "3", "--out", record)
	require.Equal(t, 0, code, errText)
	code, out, errText := run(t, "", "analyze", record, "--json")
	require.Equal(t, 0, code, errText)
	assert.Contains(t, out, `"decisions": []`)
}

func TestAnalyzeSaysTheCostliestInWords(t *testing.T) {
	for lang, want := range map[string]string{"en": "Round 2, the Watch", "fr": "Tour 2, la Garde"} {
		code, out, errText := run(t, "", "analyze", "../analysis/testdata/end-in-reach.json", "--lang", lang)
		require.Equal(t, 0, code, errText)
		assert.Contains(t, out, want)
		assert.NotContains(t, out, "warrior:6")
	}
}

func TestAnalyzeRefusesBadInput(t *testing.T) {
	dir := t.TempDir()
	pocket := filepath.Join(dir, "pocket.json")
	code, _, errText := run(t, "", "new", "--game", "pocket", "--out", pocket)
	require.Equal(t, 0, code, errText)
	garbage := filepath.Join(dir, "garbage.json")
	require.NoError(t, os.WriteFile(garbage, []byte("{\"format\": 3"), 0o600))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"analyze"}, "give one record file"},
		{[]string{"analyze", filepath.Join(dir, "none.json")}, "none.json"},
		{[]string{"analyze", garbage}, "garbage.json"},
		{[]string{"analyze", pocket, "--playouts", "0"}, "--playouts must be between 1 and"},
		{[]string{"analyze", garbage, "--lang", "fr"}, "garbage.json"},
	} {
		code, _, errText := run(t, "", c.args...)
		assert.Equal(t, 2, code, c.args)
		assert.Contains(t, errText, c.want, c.args)
		assert.Less(t, len(errText), 2000, "a short message")
	}
}

// A record of every box is analysed; where the expert bot's games were not measured, the JSON
// names the figure given, and the words say it is no chance to win.
func TestAnalyzeEveryBox(t *testing.T) {
	for _, name := range []string{"swords", "swords-mixed", "pocket"} {
		record := "../analysis/testdata/" + name + ".json"
		code, out, errText := run(t, "", "analyze", record, "--json", "--playouts", "8")
		require.Equal(t, 0, code, errText)
		var report struct {
			Figure    string           `json:"figure"`
			Decisions []map[string]any `json:"decisions"`
		}
		require.NoError(t, json.Unmarshal([]byte(out), &report), name)
		assert.Equal(t, "through", report.Figure, name)
		assert.NotEmpty(t, report.Decisions, name)
		for lang, want := range map[string]string{"en": "no chance to win can be given", "fr": "aucune chance de gagner ne peut"} {
			code, out, errText := run(t, "", "analyze", record, "--playouts", "8", "--lang", lang)
			require.Equal(t, 0, code, errText)
			assert.Contains(t, out, want, name)
		}
	}
}
