package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/ui/widgets"
)

// A tooltip showing on the main window is taken down when a move rebuilds the table (its card
// may be gone, with the mouse never leaving it) and when a dialog opens over the table.
func TestToolTipsHideOnMoveAndDialog(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	layer := widgets.ToolTipLayer(w.Canvas())
	require.NotNil(t, layer, "the main window has a tooltip layer")
	showing := func() { layer.Objects = []fyne.CanvasObject{canvas.NewRectangle(nil)} }

	showing()
	require.NoError(t, w.Table.model.Submit(game.Legal(w.Table.model.State())[0]))
	assert.Empty(t, layer.Objects, "a move takes the tooltip down")

	showing()
	w.Table.showHint()
	assert.Empty(t, layer.Objects, "a dialog takes the tooltip down")
}

// The tooltip of a card defeated under a still mouse, whether it shows already or is waiting
// to show, goes with the card: none is left over the creature that slid into its place.
func TestNoToolTipOutlivesItsCard(t *testing.T) {
	for _, shown := range []bool{true, false} {
		tb, w := watchTable(t)
		answerPrompt(t, tb, "Wound")
		layer := widgets.ToolTipLayer(w.Canvas())
		if layer == nil { // a test window: give it the main window's layer
			w.SetContent(widgets.WithToolTipLayer(tb, w.Canvas()))
			layer = widgets.ToolTipLayer(w.Canvas())
		}
		require.NotNil(t, layer)
		require.Equal(t, "bear-2", tb.model.State().Line[0].Card)
		target := lineCardView(t, tb, 1)
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(target).AddXY(10, 40)
		target.MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{AbsolutePosition: at}})
		if shown {
			require.Eventually(t, func() bool { return len(layer.Objects) > 0 }, 3*time.Second, 20*time.Millisecond, "the tooltip shows")
		}

		kill := game.Move{Verb: game.VerbAttack, Pos: 1, Dice: []game.DieSpec{{Adventurer: "ranger", Value: 5}}}
		require.NoError(t, tb.model.Submit(kill))
		require.Contains(t, tb.model.State().Graveyard, "bear-2")
		if !shown {
			time.Sleep(1200 * time.Millisecond) // longer than any tooltip's wait
		}
		assert.Empty(t, layer.Objects, "the defeated card's tooltip (shown: %v) is not left", shown)
		widgets.DropToolTipLayer(w.Canvas())
	}
}
