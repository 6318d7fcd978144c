package widgets

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// FocusTones are the keyboard's focus ring's two tones, drawn side by side: whatever colour the
// ring sits on (the cloth, a card's face or frame, the valid-target frame, a die), one of the
// two stands out from it by at least 3:1, in both looks.
var FocusTones = [2]color.NRGBA{{R: 0xff, G: 0xff, B: 0xff, A: 0xff}, {R: 0x10, G: 0x10, B: 0x10, A: 0xff}}

// FocusBand is the width of each of the ring's tones at scale 1.
const FocusBand = 2.5

// FocusRing is the ring drawn round a focused card or die: the light tone outside, the dark one
// inside it. Its owner lays it out over the widget it rings and adds its Objects to its own.
type FocusRing struct {
	outer, inner *canvas.Rectangle
	band         float32
}

// NewFocusRing is a hidden ring of tones band wide with corners of radius.
func NewFocusRing(band, radius float32) *FocusRing {
	f := &FocusRing{outer: canvas.NewRectangle(color.Transparent), inner: canvas.NewRectangle(color.Transparent), band: band}
	f.outer.StrokeColor, f.outer.StrokeWidth, f.outer.CornerRadius = FocusTones[0], band, radius
	f.inner.StrokeColor, f.inner.StrokeWidth, f.inner.CornerRadius = FocusTones[1], band, max(radius-band, 0)
	f.Show(false)
	return f
}

// Show shows the ring, or hides it.
func (f *FocusRing) Show(on bool) {
	f.outer.Hidden, f.inner.Hidden = !on, !on
}

// Shown tells whether the ring shows.
func (f *FocusRing) Shown() bool { return f.outer.Visible() && f.inner.Visible() }

// Layout lays the ring out round a widget of size.
func (f *FocusRing) Layout(size fyne.Size) {
	f.outer.Move(fyne.Position{})
	f.outer.Resize(size)
	f.inner.Move(fyne.NewPos(f.band, f.band))
	f.inner.Resize(size.SubtractWidthHeight(2*f.band, 2*f.band))
}

// Objects are what the ring is drawn with.
func (f *FocusRing) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{f.outer, f.inner} }

// Contrast is the WCAG contrast ratio of two opaque colours, from 1 to 21.
func Contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance is a colour's relative luminance (WCAG 2).
func luminance(c color.Color) float64 {
	n := NRGBA(c)
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(n.R) + 0.7152*lin(n.G) + 0.0722*lin(n.B)
}
