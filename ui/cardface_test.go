package ui

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// visibleLeaves counts the objects the window draws for o.
func visibleLeaves(o fyne.CanvasObject) int {
	if !o.Visible() {
		return 0
	}
	switch x := o.(type) {
	case fyne.Widget:
		n := 0
		for _, c := range test.WidgetRenderer(x).Objects() {
			n += visibleLeaves(c)
		}
		return n
	case *fyne.Container:
		n := 0
		for _, c := range x.Objects {
			n += visibleLeaves(c)
		}
		return n
	}
	return 1
}

func TestCardIsDrawnAsOnePicture(t *testing.T) {
	tb, w := watchTable(t)
	w.Canvas().(test.WindowlessCanvas).Capture()
	cards := cardViews(tb)
	require.NotEmpty(t, cards)
	for _, c := range cards {
		if c.Extra != nil || c.Cover > 0 {
			continue
		}
		assert.Equal(t, 1, visibleLeaves(c), "%s: one picture", c.Title)
		r := test.WidgetRenderer(c).(*cardRenderer)
		require.NotNil(t, r.printed.Image, c.Title)
		assert.Equal(t, pixels(c, c.Size().Width), r.printed.Image.Bounds().Dx(), "%s: drawn at its pixel size", c.Title)
	}
}

func TestCardFaceIsPrintedAgainWhenItChanges(t *testing.T) {
	newTestApp(t)
	card := NewCardView("", "Bear", fyne.NewSize(80, 120), "Ready")
	w := test.NewWindow(card)
	defer w.Close()
	w.Resize(fyne.NewSize(100, 140))
	r := test.WidgetRenderer(card).(*cardRenderer)
	before := r.printed.Image
	require.NotNil(t, before)

	twin := NewCardView("", "Bear", fyne.NewSize(80, 120), "Ready")
	w.SetContent(twin)
	assert.Same(t, before, test.WidgetRenderer(twin).(*cardRenderer).printed.Image, "the same face is printed once")

	twin.Lines = []string{"Exhausted"}
	twin.Dimmed = true
	twin.Refresh()
	after := test.WidgetRenderer(twin).(*cardRenderer).printed.Image
	assert.NotSame(t, before, after)
	// The veil darkens the face: the middle of the dimmed card is darker than the ready one's.
	x, y := before.Bounds().Dx()/2, before.Bounds().Dy()/2
	lum := func(img image.Image) uint32 { r, g, b, _ := img.At(x, y).RGBA(); return r + g + b }
	assert.Less(t, lum(after), lum(before))
}
