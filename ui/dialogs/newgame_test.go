package dialogs

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
