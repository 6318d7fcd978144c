package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// releasePictures has the window free, at its next frame, the textures of the pictures in
// objects: the table's zones a rebuild has just replaced. Fyne keeps a picture's texture for a
// minute after it was last drawn, and a rebuild makes every card's picture anew, so a game
// played at a move every few seconds kept a dozen tables' textures (some 2 MB a move in the GL
// library's memory). A picture still shown is only drawn again. It gives the number of
// pictures released.
func releasePictures(c fyne.Canvas, objects []fyne.CanvasObject) int {
	if c == nil {
		return 0
	}
	n := 0
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *fyne.Container:
			for _, child := range v.Objects {
				walk(child)
			}
		case *container.Scroll:
			walk(v.Content)
		case *canvas.Image:
			c.Refresh(v)
			n++
		case *CardView:
			if r := v.drawn; r != nil {
				for _, img := range []*canvas.Image{r.face, r.printed, r.art, r.veil} {
					walk(img)
				}
			}
			if v.Extra != nil {
				walk(v.Extra)
			}
		}
	}
	for _, o := range objects {
		walk(o)
	}
	return n
}
