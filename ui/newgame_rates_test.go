package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
)

// The New game dialog shows the expert bot's measured win rate beside each difficulty that was
// measured, for the box chosen and in the interface's language, and nothing when none was.
func TestNewGameShowsMeasuredWinRates(t *testing.T) {
	newTestApp(t)
	saved, savedPocket, savedSwords, savedMixed := bot.ExpertWinRates, bot.PocketWinRates, bot.SwordsWinRates, bot.SwordsMixedWinRates
	t.Cleanup(func() {
		bot.ExpertWinRates, bot.PocketWinRates, bot.SwordsWinRates, bot.SwordsMixedWinRates = saved, savedPocket, savedSwords, savedMixed
		require.NoError(t, applyLanguage("en"))
	})

	bot.ExpertWinRates = map[string]bot.Measured{"easy": {Games: 200, Won: 9}, "normal": {Games: 300, Won: 4}}
	bot.PocketWinRates = map[string]bot.Measured{"casual": {Games: 300, Won: 120}, "impossible": {Games: 300, Won: 3}}
	bot.SwordsWinRates = map[string]bot.Measured{"normal": {Games: 300, Won: 3}}
	bot.SwordsMixedWinRates = map[string]bot.Measured{}
	require.NoError(t, applyLanguage("en"))
	f := newNewGameForm(game.Options{})
	assert.Equal(t, "The expert bot wins (base game): Easy 4.5%, Normal 1.3%", f.Rates.Text)
	assert.True(t, f.Rates.Visible())
	f.Box.SetSelected("Pocket Watch")
	assert.Equal(t, "The expert bot wins (Pocket Watch): Casual 40.0%, Impossible 1.0%", f.Rates.Text, "Pocket Watch's difficulties by their own names, as the form and the Statistics name them")
	f.Box.SetSelected("Swords of the Coin")
	assert.False(t, f.Final.Disabled(), "the choices Pocket Watch leaves out are back for another box")
	assert.Equal(t, "The expert bot wins (Swords of the Coin): Normal 1.0%", f.Rates.Text)
	f.Box.SetSelected("Swords of the Coin, mixed with the base game")
	assert.False(t, f.Rates.Visible(), "no rate measured for the boxes mixed")
	bot.SwordsMixedWinRates = map[string]bot.Measured{"hard": {Games: 300, Won: 6}}
	f.Box.SetSelected("Swords of the Coin")
	f.Box.SetSelected("Swords of the Coin, mixed with the base game")
	assert.Equal(t, "The expert bot wins (Swords of the Coin mixed with the base game): Hard 2.0%", f.Rates.Text)

	require.NoError(t, applyLanguage("fr"))
	assert.Equal(t, "Le robot expert gagne (jeu de base) : Facile 4,5 %, Normale 1,3 %", newNewGameForm(game.Options{}).Rates.Text)

	bot.ExpertWinRates = map[string]bot.Measured{}
	assert.False(t, newNewGameForm(game.Options{}).Rates.Visible())
}
