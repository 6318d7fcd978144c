package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// Elven Scout's confirm button is whole in view, not in a scroll, with its four creatures to
// order, from the smallest window up.
func TestElvenScoutConfirmInView(t *testing.T) {
	sess := campActionSession(t, "ranger", game.TaskElvenScout)
	require.Len(t, sess.State().Pending().Cards, 4)
	tb, w := tableFor(t, sess)
	for _, size := range append([]fyne.Size{MinTableSize}, layoutSizes...) {
		w.Resize(size)
		require.NotNil(t, tb.side.order)
		ok := tb.side.order.ok
		assertShown(t, w, ok, fmt.Sprintf("the confirm button at %v", size))
		assert.GreaterOrEqual(t, ok.Size().Height+0.5, ok.MinSize().Height, "the confirm button whole at %v", size)
	}
}

// A refused move's words never move the answers under the pointer.
func TestRefusalLeavesTheAnswersInPlace(t *testing.T) {
	tb, w := watchTable(t)
	w.Resize(fyne.NewSize(1024, 640))
	firstAnswer := func() fyne.CanvasObject {
		for _, o := range test.LaidOutObjects(tb.side.answers) {
			if asButton(o) != nil {
				return o
			}
		}
		require.FailNow(t, "no answer to the prompt")
		return nil
	}
	before := rectOf(firstAnswer())
	tb.model.SetNotice("This move is not allowed: a long reason that takes two or three lines in the side panel.", true)
	assert.Equal(t, before, rectOf(firstAnswer()), "the answer stays where it was")
	assert.Contains(t, shownText(tb.side.root), "This move is not allowed")
}
