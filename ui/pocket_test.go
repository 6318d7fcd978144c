package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
)

// The New game dialog starts a Pocket Watch game: its difficulties stand for Pocket Watch's and
// the options Pocket Watch does not play with are left out. The table then plays that game to its
// end, move after move, redrawing after each.
func TestPocketWatch_FromTheDialogToTheEnd(t *testing.T) {
	newTestApp(t)
	f := newNewGameForm(game.Options{})
	f.Box.SetSelected("Pocket Watch")
	for _, w := range []fyne.Disableable{f.Final, f.Locations, f.Unhallowed, f.Balanced} {
		assert.True(t, w.Disabled(), "a choice Pocket Watch does not play with is greyed out")
	}
	assert.Equal(t, []string{"Casual", "Normal", "Hard", "Impossible"}, f.Difficulty.Options,
		"named as the Statistics name them")
	f.Difficulty.SetSelected("Casual")
	opts, err := f.Options()
	require.NoError(t, err)
	assert.Equal(t, game.GamePocket, opts.Game)
	assert.Equal(t, "casual", opts.Difficulty)
	assert.Empty(t, opts.Locations)
	assert.Equal(t, "Pocket Watch", newNewGameForm(opts).Box.Selected, "the previous game's box is offered again")

	opts.Seed = 4
	sess, err := session.New(opts)
	require.NoError(t, err)
	tb, _ := tableFor(t, sess)
	b, err := bot.New("solver", opts.Seed)
	require.NoError(t, err)
	for i := 0; !tb.model.State().Over(); i++ {
		require.Less(t, i, 2000, "the game ends")
		m, err := b.Choose(tb.model.State())
		require.NoError(t, err)
		require.NoError(t, tb.model.Submit(m), "%s", m)
	}
	assert.LessOrEqual(t, tb.model.State().Round, 5)
}
