package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
)

// refreshRecorder is a canvas that notes the objects it is asked to draw again.
type refreshRecorder struct {
	fyne.Canvas
	refreshed map[fyne.CanvasObject]bool
}

func (r *refreshRecorder) Refresh(o fyne.CanvasObject) { r.refreshed[o] = true }

// A rebuild's replaced zones give back every picture's texture: the cards' (their printed
// faces), and pictures in containers and scrolls.
func TestReleasePicturesReachesEveryPicture(t *testing.T) {
	newTestApp(t)
	card := NewCardView("", "Card", fyne.NewSize(80, 110), "a line")
	test.WidgetRenderer(card) // the card is drawn: its pictures exist
	loose := canvas.NewImageFromImage(nil)
	scrolled := canvas.NewImageFromImage(nil)
	zones := []fyne.CanvasObject{container.NewVBox(card, loose), container.NewVScroll(container.NewStack(scrolled))}

	rec := &refreshRecorder{refreshed: map[fyne.CanvasObject]bool{}}
	assert.Equal(t, 6, releasePictures(rec, zones))
	r := card.drawn
	for name, img := range map[string]*canvas.Image{"the card's face": r.face, "the printed face": r.printed,
		"the card's picture": r.art, "the veil": r.veil, "a picture": loose, "a scrolled picture": scrolled} {
		assert.True(t, rec.refreshed[img], "%s keeps its texture", name)
	}
	assert.Empty(t, releasePictures(nil, zones), "no window, nothing to release")
}
