package widgets

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
)

func TestContrastIsWCAGs(t *testing.T) {
	assert.InDelta(t, 21, Contrast(color.White, color.Black), 0.01)
	assert.InDelta(t, 1, Contrast(color.White, color.White), 0.01)
	grey := color.NRGBA{R: 0x76, G: 0x76, B: 0x76, A: 0xff}
	assert.InDelta(t, 4.54, Contrast(grey, color.White), 0.02, "#767676 on white, WCAG's own example")
	assert.Equal(t, Contrast(grey, color.Black), Contrast(color.Black, grey), "either way round")
}

// The ring starts hidden, shows on demand, and its dark tone lies inside its light one.
func TestFocusRingLiesRoundItsWidget(t *testing.T) {
	f := NewFocusRing(2, 6)
	assert.False(t, f.Shown())
	f.Show(true)
	assert.True(t, f.Shown())
	f.Layout(fyne.NewSize(40, 30))
	outer, inner := f.Objects()[0], f.Objects()[1]
	assert.Equal(t, fyne.NewSize(40, 30), outer.Size())
	assert.Equal(t, fyne.NewPos(2, 2), inner.Position())
	assert.Equal(t, fyne.NewSize(36, 26), inner.Size())
	f.Show(false)
	assert.False(t, f.Shown())
}
