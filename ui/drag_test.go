package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// One drag at a time: a die's drag begun while an Item was carried takes the table's one drag,
// so the Item's end buys nothing and the die's shadow is the only one drawn.
func TestDrag_OneThingCarriedAtATime(t *testing.T) {
	tb, _ := merchantTable(t)
	item, slot := marketItemView(t, tb, "fire-bomb"), slotOf(t, tb, "ranger", 0)
	onSlot := absolute(slot).AddXY(slot.Size().Width/2, slot.Size().Height/2)
	item.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: onSlot}})
	require.Len(t, tb.overlay.Objects, 1, "the Item's shadow")

	tb.hand.drag.move("another", onSlot, tb.hand.builds, func() fyne.CanvasObject { return NewCardView("crossbow", "", marketCardSize) })
	item.DragEnd()
	assert.Empty(t, tb.model.State().Adventurer("ranger").Items, "the Item was no longer carried")
	assert.Empty(t, tb.overlay.Objects, "no shadow is left behind")

	item.DragEnd()
	assert.Empty(t, tb.model.State().Adventurer("ranger").Items, "an end without a drag drops nothing")
}

func TestPointerOn_IsTheObjectsRectangle(t *testing.T) {
	tb, _ := merchantTable(t)
	slot := slotOf(t, tb, "ranger", 0)
	pos, size := absolute(slot), slot.Size()
	assert.True(t, pointerOn(slot, pos))
	assert.True(t, pointerOn(slot, pos.AddXY(size.Width-1, size.Height-1)))
	assert.False(t, pointerOn(slot, pos.AddXY(size.Width, 0)), "the right edge is outside")
	assert.False(t, pointerOn(slot, pos.AddXY(0, -1)))
	slot.Hide()
	assert.False(t, pointerOn(slot, pos), "a hidden object takes no drop")
}
