package widgets

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
)

// Print draws objects, laid out within size, into one picture at a window's scale, with Fyne's
// software painter. The window draws every object again at each frame of an animation, so what
// changes only with a move (a card's face, a board's head, a dial's numbers) is printed once
// and drawn as one picture. The objects are shown for the print and hidden after it: they stay
// where they are as the picture's source.
func Print(objects []fyne.CanvasObject, size fyne.Size, scale float32) image.Image {
	for _, o := range objects {
		o.Show()
	}
	c := software.NewTransparentCanvas()
	c.SetPadded(false)
	c.SetScale(scale)
	c.SetContent(container.NewWithoutLayout(objects...))
	c.Resize(size)
	img := c.Capture()
	for _, o := range objects {
		o.Hide()
	}
	return img
}
