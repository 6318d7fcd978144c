package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/ui/look"
)

// Badge is a number on a coloured disc: a card's health or damage. Text wider than a digit
// ("2⚡", "12") stretches the disc into a pill, so that it stays inside it.
type Badge struct {
	widget.BaseWidget
	disc *canvas.Rectangle
	text *canvas.Text
	k    float32
}

// NewBadge is a badge showing text on a disc of the look's colour fill at scale k, hidden while
// text is "".
func NewBadge(text string, fill fyne.ThemeColorName, k float32) *Badge {
	b := &Badge{disc: canvas.NewRectangle(look.Color(fill)), text: canvas.NewText(text, color.White), k: k}
	b.disc.StrokeColor, b.disc.StrokeWidth = color.White, 1.5*k
	b.text.TextStyle = fyne.TextStyle{Bold: true}
	b.text.Alignment = fyne.TextAlignCenter
	b.text.TextSize = look.BaseSize(theme.SizeNameText) * k
	b.ExtendBaseWidget(b)
	b.Hidden = text == ""
	return b
}

// SetText shows text on the badge, or hides it for "".
func (b *Badge) SetText(text string) {
	b.text.Text = text
	b.Hidden = text == ""
	b.text.Refresh()
}

// Text is the badge's text.
func (b *Badge) Text() string { return b.text.Text }

// Fill is the disc's colour.
func (b *Badge) Fill() color.Color { return b.disc.FillColor }

func (b *Badge) MinSize() fyne.Size {
	ts := b.text.MinSize()
	h := max(ts.Width, ts.Height) + 2*b.k
	if ts.Width <= 0.6*h {
		return fyne.NewSquareSize(h) // a disc
	}
	h = ts.Height + 2*b.k
	return fyne.NewSize(max(h, ts.Width+0.4*h), h)
}

func (b *Badge) CreateRenderer() fyne.WidgetRenderer {
	return &badgeRenderer{b: b}
}

type badgeRenderer struct{ b *Badge }

func (r *badgeRenderer) Layout(size fyne.Size) {
	r.b.disc.CornerRadius = min(size.Width, size.Height) / 2
	r.b.disc.Resize(size)
	ts := r.b.text.MinSize()
	r.b.text.Move(fyne.NewPos(0, (size.Height-ts.Height)/2))
	r.b.text.Resize(fyne.NewSize(size.Width, ts.Height))
}
func (r *badgeRenderer) MinSize() fyne.Size { return r.b.MinSize() }
func (r *badgeRenderer) Refresh() {
	r.b.disc.Refresh()
	r.b.text.Refresh()
}
func (r *badgeRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.b.disc, r.b.text}
}
func (r *badgeRenderer) Destroy() {}
