package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// A tooltip showing on the main window is taken down when a move rebuilds the table (its card
// may be gone, with the mouse never leaving it) and when a dialog opens over the table.
func TestToolTipsHideOnMoveAndDialog(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	layer := toolTipLayers[w.Canvas()]
	require.NotNil(t, layer, "the main window has a tooltip layer")
	showing := func() { layer.Objects = []fyne.CanvasObject{canvas.NewRectangle(nil)} }

	showing()
	require.NoError(t, w.Table.model.Submit(game.Legal(w.Table.model.State())[0]))
	assert.Empty(t, layer.Objects, "a move takes the tooltip down")

	showing()
	w.Table.showHint()
	assert.Empty(t, layer.Objects, "a dialog takes the tooltip down")
}
