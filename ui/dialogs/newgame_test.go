package dialogs

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/assets"
	"setawatch/bot"
	"setawatch/game"
)

// The form offers the previous game's choices again, by the app's names, and reads back the
// options the player chose.
func TestNewGameFormOffersThePreviousGameAndReadsTheChoices(t *testing.T) {
	test.NewTempApp(t)
	prev := game.Options{Adventurers: []string{"cleric", "bard", "wizard", "rogue"}, Difficulty: "hard", FinalLocation: "castle", Seed: 3}
	f := NewNewGameForm(prev, names("en"))
	var party []string
	for _, s := range f.Party {
		party = append(party, s.Selected)
	}
	assert.Equal(t, []string{"Adv<cleric>", "Adv<bard>", "Adv<wizard>", "Adv<rogue>"}, party)
	assert.Equal(t, []string{"Adv<ranger>", "Adv<cleric>", "Adv<bard>", "Adv<wizard>", "Adv<rogue>"}, f.Party[0].Options)
	assert.Equal(t, "Level<hard>", f.Difficulty.Selected)
	assert.Equal(t, []string{"Random", "Card<castle>"}, f.Final.Options)
	assert.Equal(t, "Card<castle>", f.Final.Selected)
	assert.Equal(t, "Base game", f.Box.Selected)

	f.Party[0].SetSelected("Adv<ranger>")
	f.Seed.SetText("77")
	opts, err := f.Options()
	require.NoError(t, err)
	assert.Equal(t, []string{"ranger", "bard", "wizard", "rogue"}, opts.Adventurers)
	assert.Equal(t, "hard", opts.Difficulty)
	assert.Equal(t, "castle", opts.FinalLocation)
	assert.Equal(t, uint64(77), opts.Seed)
	assert.Equal(t, game.GameBase, opts.Game)

	f.Party[1].SetSelected("Adv<ranger>")
	_, err = f.Options()
	assert.ErrorContains(t, err, "Adv<ranger> is chosen twice.")
	f.Party[1].SetSelected("Adv<cleric>")
	f.Seed.SetText("seven")
	_, err = f.Options()
	assert.ErrorContains(t, err, "whole number")
}

// Pocket Watch's four difficulties stand in the base game's places, and the choices it does
// not play with are left out of its options.
func TestNewGameFormFitsPocketWatch(t *testing.T) {
	test.NewTempApp(t)
	f := NewNewGameForm(game.Options{Difficulty: "easy"}, names("en"))
	f.Box.SetSelected("Pocket Watch")
	assert.Equal(t, []string{"Casual", "Level<normal>", "Level<hard>", "Impossible"}, f.Difficulty.Options)
	assert.Equal(t, "Casual", f.Difficulty.Selected, "the choice keeps its place")
	assert.True(t, f.Final.Disabled())
	opts, err := f.Options()
	require.NoError(t, err)
	assert.Equal(t, game.GamePocket, opts.Game)
	assert.Equal(t, "casual", opts.Difficulty)
	assert.Empty(t, opts.FinalLocation)
	assert.Empty(t, opts.Locations)
}

// A base game's choices that Pocket Watch does not play with, left set in the greyed-out
// fields, do not reach a Pocket Watch game's options, which the engine would refuse.
func TestNewGameFormLeavesOutWhatPocketWatchDoesNotPlay(t *testing.T) {
	test.NewTempApp(t)
	prev := game.Options{FinalLocation: "castle", CreatureDeck: game.DeckBalanced, Locations: game.LocationsAll, ExtraUnhallowed: true}
	f := NewNewGameForm(prev, names("en"))
	require.Equal(t, "Card<castle>", f.Final.Selected)
	require.True(t, f.Balanced.Checked)
	f.Box.SetSelected("Pocket Watch")
	opts, err := f.Options()
	require.NoError(t, err)
	assert.Equal(t, game.GamePocket, opts.Game)
	assert.Empty(t, opts.FinalLocation)
	assert.Empty(t, opts.CreatureDeck)
	assert.Empty(t, opts.Locations)
	assert.False(t, opts.ExtraUnhallowed)
}

// useLanguage loads the interface's words of code ("en" or "fr") as the app does, and English
// again after the test.
func useLanguage(t *testing.T, code string) {
	t.Helper()
	load := func(code string) {
		data, err := assets.Translations.ReadFile("translations/" + code + ".json")
		require.NoError(t, err)
		for _, tag := range []string{"en", "fr"} {
			require.NoError(t, lang.AddTranslationsForLocale(data, fyne.Locale(tag)))
		}
	}
	load(code)
	t.Cleanup(func() { load("en") })
}

// The New game dialog shows the expert bot's measured win rate beside each difficulty that was
// measured, for the box chosen and in the interface's language, and nothing when none was.
func TestNewGameShowsMeasuredWinRates(t *testing.T) {
	test.NewTempApp(t)
	saved, savedPocket, savedSwords, savedMixed := bot.ExpertWinRates, bot.PocketWinRates, bot.SwordsWinRates, bot.SwordsMixedWinRates
	t.Cleanup(func() {
		bot.ExpertWinRates, bot.PocketWinRates, bot.SwordsWinRates, bot.SwordsMixedWinRates = saved, savedPocket, savedSwords, savedMixed
	})

	bot.ExpertWinRates = map[string]bot.Measured{"easy": {Games: 200, Won: 9}, "normal": {Games: 300, Won: 4}}
	bot.PocketWinRates = map[string]bot.Measured{"casual": {Games: 300, Won: 120}, "impossible": {Games: 300, Won: 3}}
	bot.SwordsWinRates = map[string]bot.Measured{"normal": {Games: 300, Won: 3}}
	bot.SwordsMixedWinRates = map[string]bot.Measured{}
	useLanguage(t, "en")
	f := NewNewGameForm(game.Options{}, names("en"))
	assert.Equal(t, "The expert bot wins (base game): Level<easy> 4.5%, Level<normal> 1.3%", f.Rates.Text)
	assert.True(t, f.Rates.Visible())
	f.Box.SetSelected("Pocket Watch")
	assert.Equal(t, "The expert bot wins (Pocket Watch): Casual 40.0%, Impossible 1.0%", f.Rates.Text, "Pocket Watch's difficulties by their own names, as the form and the Statistics name them")
	f.Box.SetSelected("Swords of the Coin")
	assert.False(t, f.Final.Disabled(), "the choices Pocket Watch leaves out are back for another box")
	assert.Equal(t, "The expert bot wins (Swords of the Coin): Level<normal> 1.0%", f.Rates.Text)
	f.Box.SetSelected("Swords of the Coin, mixed with the base game")
	assert.False(t, f.Rates.Visible(), "no rate measured for the boxes mixed")
	bot.SwordsMixedWinRates = map[string]bot.Measured{"hard": {Games: 300, Won: 6}}
	f.Box.SetSelected("Swords of the Coin")
	f.Box.SetSelected("Swords of the Coin, mixed with the base game")
	assert.Equal(t, "The expert bot wins (Swords of the Coin mixed with the base game): Level<hard> 2.0%", f.Rates.Text)

	useLanguage(t, "fr")
	assert.Equal(t, "Le robot expert gagne (jeu de base) : Level<easy> 4,5 %, Level<normal> 1,3 %", NewNewGameForm(game.Options{}, names("fr")).Rates.Text)

	bot.ExpertWinRates = map[string]bot.Measured{}
	assert.False(t, NewNewGameForm(game.Options{}, names("en")).Rates.Visible())
}
