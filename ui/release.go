package ui

import (
	"slices"
	_ "unsafe" // go:linkname

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// Fyne keeps every widget's renderer until a minute after it was last drawn, and with it the
// widget and everything it shows; it has no public call to drop one sooner. A rebuild replaces
// every widget of the zones, so a game played at a move every second or two held some fifty
// tables' widgets (0.5 MB of Go heap a rebuild, more in the textures of their pictures).
//
//go:linkname fyneCachedRenderer fyne.io/fyne/v2/internal/cache.CachedRenderer
func fyneCachedRenderer(wid fyne.Widget) (fyne.WidgetRenderer, bool)

//go:linkname fyneDestroyRenderer fyne.io/fyne/v2/internal/cache.DestroyRenderer
func fyneDestroyRenderer(wid fyne.Widget)

// releasePictures frees what the table's zones a rebuild has just replaced hold: the window
// frees, at its next frame, the textures of their pictures (Fyne keeps a picture's texture for
// a minute after it was last drawn, some 2 MB a move in the GL library's memory), and Fyne
// drops their widgets' renderers now. A picture still shown is only drawn again, a widget still
// shown builds its renderer again. It gives the number of pictures released.
func releasePictures(c fyne.Canvas, objects []fyne.CanvasObject) int {
	if c == nil {
		return 0
	}
	n := 0
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case nil:
		case *fyne.Container:
			for _, child := range v.Objects {
				walk(child)
			}
		case *canvas.Image:
			c.Refresh(v)
			n++
		case fyne.Widget:
			r, ok := fyneCachedRenderer(v)
			if !ok {
				if s, ok := v.(*container.Scroll); ok {
					walk(s.Content)
				}
				return
			}
			if card, ok := v.(*CardView); ok {
				card.drawn = nil
			}
			for _, child := range r.Objects() {
				walk(child)
			}
			fyneDestroyRenderer(v)
		}
	}
	for _, o := range objects {
		walk(o)
	}
	return n
}

// releaseDropped is releasePictures for the objects of old that are not in now: a panel whose
// contents are built again but keep some of their widgets.
func releaseDropped(c fyne.Canvas, old, now []fyne.CanvasObject) int {
	return releasePictures(c, slices.DeleteFunc(slices.Clone(old), func(o fyne.CanvasObject) bool {
		return slices.Contains(now, o)
	}))
}
