package ui

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/session"
)

// fileSession starts a game from a scenario file.
func fileSession(t testing.TB, path string) *session.Session {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	sc, err := game.ParseScenario(data)
	require.NoError(t, err)
	sess, err := session.FromRecord(&game.Record{Format: game.RecordFormat, Scenario: sc})
	require.NoError(t, err)
	return sess
}

// The End-the-Watch button, its tooltip and its question tell the forecast; each face-up
// creature carries its intent.
func TestEndTheWatchTellsTheForecast(t *testing.T) {
	tb, _ := tableFor(t, fileSession(t, "../cli/testdata/watch-loses.json"))
	end := tb.side.endBtn
	text := strings.Join(strings.Fields(end.Text), " ") // the button's lines, as one
	assert.Contains(t, text, "End the Watch")
	assert.Contains(t, text, "4 ability cards")
	assert.Contains(t, text, "this loses the game")
	assert.Contains(t, end.ToolTip(), "Fae takes 1 firewood; Wyvern takes 3 firewood")
	title, question, ok := tb.confirm.risk(game.Move{Verb: game.VerbEnd})
	require.True(t, ok)
	assert.Equal(t, "Lose the game?", title)
	assert.Contains(t, question, "4 ability cards; 1 face-down creature, damage unknown")

	intents := map[string]string{}
	for _, c := range lineCards(tb) {
		intents[c.Card] = c.Intent
	}
	assert.Equal(t, map[string]string{"wolf-1": "1", "fae-1": "1⚡", "wyvern-1": "2⚡", "": ""}, intents,
		"the face-down card has no intent")
	assert.Contains(t, lineCardView(t, tb, 2).ToolTip(), "Its First-position power fires")

	// With a card more the Watch lives: the button says so, without a loss.
	tb, _ = tableFor(t, fileSession(t, "../cli/testdata/watch-lives.json"))
	assert.Contains(t, tb.side.endBtn.Text, "4 ability cards")
	assert.NotContains(t, tb.side.endBtn.Text, "loses")
}

// A refusal names the move on the table it was asked on: the creature by its name.
func TestARefusalNamesTheCreature(t *testing.T) {
	tb, _ := tableFor(t, fileSession(t, "../cli/testdata/watch-loses.json"))
	err := tb.model.Submit(game.Move{Verb: game.VerbAttack, Pos: 3, Dice: []game.DieSpec{{Adventurer: "rogue", Value: 4}}})
	require.Error(t, err, "the Rogue reaches the 1st position only")
	assert.Contains(t, tb.model.Notice, "(Attack Wyvern (3rd) with the Rogue's die 4)")
	assert.NotContains(t, tb.model.Notice, "face-down")
}
