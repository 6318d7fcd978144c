package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
)

// The New game dialog shows the expert bot's measured win rate beside each difficulty that was
// measured, in the interface's language, and nothing when none was.
func TestNewGameShowsMeasuredWinRates(t *testing.T) {
	newTestApp(t)
	saved := bot.ExpertWinRates
	t.Cleanup(func() { bot.ExpertWinRates = saved; require.NoError(t, applyLanguage("en")) })

	bot.ExpertWinRates = map[string]bot.Measured{"easy": {Games: 200, Won: 9}, "normal": {Games: 300, Won: 4}}
	require.NoError(t, applyLanguage("en"))
	item := newNewGameForm(game.Options{}).items[2]
	assert.Equal(t, "The expert bot wins (base game): Easy 4.5%, Normal 1.3%", item.HintText)

	require.NoError(t, applyLanguage("fr"))
	assert.Equal(t, "Le robot expert gagne (jeu de base) : Facile 4,5 %, Normale 1,3 %", newNewGameForm(game.Options{}).items[2].HintText)

	bot.ExpertWinRates = map[string]bot.Measured{}
	assert.Empty(t, newNewGameForm(game.Options{}).items[2].HintText)
}
