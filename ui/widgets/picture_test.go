package widgets

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A picture fitted to a wide room keeps its shape: its ink lies in the centred square, and the
// same picture at the same size is drawn once.
func TestFittedPictureKeepsItsShapeCentred(t *testing.T) {
	img := FittedPicture("misc.card-back", color.Black, 60, 30)
	require.NotNil(t, img)
	assert.Equal(t, image.Rect(0, 0, 60, 30), img.Bounds())
	var ink image.Rectangle
	for y := range 30 {
		for x := range 60 {
			if _, _, _, a := img.At(x, y).RGBA(); a >= 0x8000 {
				ink = ink.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	assert.False(t, ink.Empty(), "the picture is drawn")
	assert.True(t, ink.In(image.Rect(15, 0, 45, 30)), "in the centred square: %v", ink)
	assert.Same(t, img, FittedPicture("misc.card-back", color.Black, 60, 30))
	assert.Nil(t, FittedPicture("misc.card-back", color.Black, 0, 30), "no room, no picture")
	assert.Nil(t, FittedPicture("no-such-picture", color.Black, 60, 30))
}

func TestPictureViewKeepsItsShape(t *testing.T) {
	img, ok := PictureView("misc.card-back", color.Black).(*canvas.Image)
	require.True(t, ok)
	assert.Equal(t, canvas.ImageFillContain, img.FillMode)
	assert.Same(t, Picture("misc.card-back", color.Black), img.Image, "drawn once")
	_, blank := PictureView("no-such-picture", color.Black).(*canvas.Rectangle)
	assert.True(t, blank, "a key without a picture shows nothing")
}
