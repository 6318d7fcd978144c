package ui

import (
	"fmt"
	"image"
	"image/draw"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"setawatch/ui/widgets"
)

// A card's printed face (its plate, picture, title, text, badges, and the veil over a dimmed
// card) is drawn once into one picture, which is what the window draws: at each frame of an
// animation the window draws every object again, and under software GL each object costs the
// main thread a draw call. The parts stay laid out in the card, hidden, as the picture's
// source.

// faceCacheLimit bounds the faces kept: a table shows some forty cards, and a rebuild after a
// move makes new card views with mostly the same faces.
const faceCacheLimit = 128

var faces = widgets.NewBoundedCache[string, image.Image](faceCacheLimit)

// printedParts are the card's parts drawn over its face plate and under its veil, with whether
// each shows.
func (r *cardRenderer) printedParts() ([]fyne.CanvasObject, []bool) {
	parts := []fyne.CanvasObject{r.art, r.title, r.lines, r.health, r.damage, r.intent}
	// Whether each shows follows from the card, not from the parts, which stay hidden.
	shown := []bool{r.art.Image != nil, true, true, r.health.Text() != "", r.damage.Text() != "", r.intent.Text() != ""}
	return parts, shown
}

// veilPrinted tells whether the veil is part of the printed face: a card with live contents
// (dice, buttons) keeps its veil over them, drawn apart.
func (r *cardRenderer) veilPrinted() bool { return r.c.Extra == nil }

// print draws the card's face at size into r.printed, or finds the same face drawn before:
// the face plate, then the parts, drawn by Fyne's software painter, then the veil's plate.
func (r *cardRenderer) print(size fyne.Size) {
	parts, shown := r.printedParts()
	r.face.Hide()
	for _, o := range parts {
		o.Hide()
	}
	if r.veilPrinted() {
		r.veil.Hide()
	}
	face, _ := r.face.Image.(*image.RGBA)
	if face == nil {
		r.printed.Image = nil
		r.printed.Refresh()
		return
	}
	scale := widgets.CanvasScale(r.c)
	key := r.faceKey(size, scale, shown)
	img := faces.Get(key, func() image.Image { return r.printFace(face, size, scale, parts, shown) })
	r.printed.Resize(size)
	widgets.ShowPicture(r.printed, img)
}

func (r *cardRenderer) printFace(face *image.RGBA, size fyne.Size, scale float32, parts []fyne.CanvasObject, shown []bool) image.Image {
	out := image.NewRGBA(face.Bounds())
	copy(out.Pix, face.Pix)
	drawn := make([]fyne.CanvasObject, 0, len(parts))
	for i, o := range parts {
		if shown[i] {
			drawn = append(drawn, o)
		}
	}
	draw.Draw(out, out.Bounds(), widgets.Print(drawn, size, scale), image.Point{}, draw.Over)
	if r.veilPrinted() && widgets.NRGBA(r.veilColor).A > 0 && r.veil.Image != nil {
		draw.Draw(out, out.Bounds(), r.veil.Image, image.Point{}, draw.Over)
	}
	return out
}

// faceKey is everything a card's face is drawn from.
func (r *cardRenderer) faceKey(size fyne.Size, scale float32, shown []bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v|%v|%v|%v|%v|%v|%v|%v|%v|%v|%v|", size, scale, shown, r.veilPrinted(), r.faceColor, r.frame, r.frameWidth,
		r.bandColor, r.bandPos, r.bandSize, r.veilColor)
	fmt.Fprintf(&b, "%s|%v|%v|%v|", r.artKey, r.artInk, r.art.Position(), r.art.Size())
	texts := append([]fyne.CanvasObject{r.title}, r.lines.Objects...)
	for _, o := range texts {
		t := o.(*widgets.CompactText)
		fmt.Fprintf(&b, "%q|%v|%v|%v|%v|%v|%v|", t.Text, t.TextSize, t.Style, t.Color, t.Width, t.Position(), t.Size())
	}
	for _, bd := range []*widgets.Badge{r.health, r.damage, r.intent} {
		fmt.Fprintf(&b, "%q|%v|%v|%v|", bd.Text(), bd.Fill(), bd.Position(), bd.Size())
	}
	fmt.Fprint(&b, widgets.FontName(r.title.Style))
	return b.String()
}

// newPrinted is the picture a card's face is shown with.
func newPrinted() *canvas.Image {
	img := canvas.NewImageFromImage(nil)
	img.ScaleMode = canvas.ImageScalePixels
	return img
}
