package widgets

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Quiet words are one picture with a word a row, each row where a button of that height would
// be, so a guide can frame a single word and nothing moves when a button opens.
func TestQuietWordsPrintEachWordInItsRow(t *testing.T) {
	test.NewTempApp(t)
	q := NewQuietWords(36, 4, "Exhaust", "+2 fire")
	assert.Equal(t, float32(76), q.MinSize().Height, "two rows and the gap between them")
	w := test.NewWindow(q)
	defer w.Close()
	w.SetPadded(false)
	w.Resize(fyne.NewSize(80, 76))

	objs := test.WidgetRenderer(q).Objects()
	pics := 0
	for _, o := range objs {
		if img, ok := o.(*canvas.Image); ok && img.Image != nil {
			pics++
			area := img.Size().Width * img.Size().Height
			assert.Less(t, area, float32(0.7*80*76), "the picture covers the words, not the rows around them")
		}
	}
	assert.Equal(t, 1, pics, "the words are one picture")
	assert.Equal(t, fyne.NewPos(0, 40), q.Row(1).Position())
	assert.Equal(t, fyne.NewSize(80, 36), q.Row(1).Size())

	img := w.Canvas().Capture()
	inked := func(r image.Rectangle) int {
		n := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if _, _, _, a := img.At(x, y).RGBA(); a > 0 {
					if c := img.At(x, y); c != img.At(0, 0) {
						n++
					}
				}
			}
		}
		return n
	}
	require.Positive(t, inked(image.Rect(0, 0, 80, 36)), "the first word is printed in the first row")
	assert.Positive(t, inked(image.Rect(0, 40, 80, 76)), "the second in the second")
	assert.Zero(t, inked(image.Rect(0, 36, 80, 40)), "nothing in the gap")
}
