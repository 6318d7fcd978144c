package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// cutText is one line of text that ends in "…" when its room is too narrow, with a tooltip.
// A Fyne label with truncation shapes its text again on every refresh; the cut is remembered.
type cutText struct {
	toolTipped
	Text     string
	SizeName fyne.ThemeSizeName
}

func newCutText(text string, size fyne.ThemeSizeName) *cutText {
	c := &cutText{Text: text, SizeName: size}
	c.ExtendBaseWidget(c)
	return c
}

func (c *cutText) textSize() float32 { return theme.Size(c.SizeName) }

func (c *cutText) MinSize() fyne.Size {
	pad := theme.InnerPadding()
	h := fyne.MeasureText("Mg", c.textSize(), fyne.TextStyle{}).Height
	return fyne.NewSize(fyne.MeasureText("…", c.textSize(), fyne.TextStyle{}).Width+2*pad, h+2*pad)
}

func (c *cutText) CreateRenderer() fyne.WidgetRenderer {
	r := &cutRenderer{c: c, text: canvas.NewText("", theme.Color(theme.ColorNameForeground))}
	r.Refresh()
	return r
}

type cutRenderer struct {
	c    *cutText
	text *canvas.Text
}

func (r *cutRenderer) Layout(size fyne.Size) {
	pad := theme.InnerPadding()
	r.text.Text = cutToWidth(r.c.Text, r.c.textSize(), size.Width-2*pad)
	r.text.Move(fyne.NewPos(pad, pad))
	r.text.Resize(fyne.NewSize(size.Width-2*pad, size.Height-2*pad))
}

func (r *cutRenderer) MinSize() fyne.Size { return r.c.MinSize() }
func (r *cutRenderer) Refresh() {
	r.text.TextSize = r.c.textSize()
	r.text.Color = theme.Color(theme.ColorNameForeground)
	r.Layout(r.c.Size())
	r.text.Refresh()
}
func (r *cutRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.text} }
func (r *cutRenderer) Destroy()                     {}

type cutKey struct {
	text, font  string
	size, width float32
}

var cuts = newBoundedCache[cutKey, string](fittedMax)

// cutToWidth is the longest start of text that fits a width, ending in "…" if it was cut.
func cutToWidth(text string, size, width float32) string {
	key := cutKey{text: text, font: fontName(fyne.TextStyle{}), size: size, width: width}
	if out, ok := cuts.load(key); ok {
		return out
	}
	out := text
	if fyne.MeasureText(text, size, fyne.TextStyle{}).Width > width {
		runes := []rune(text)
		lo, hi := 0, len(runes) // the longest fitting start has lo runes
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if fyne.MeasureText(string(runes[:mid])+"…", size, fyne.TextStyle{}).Width <= width {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		out = string(runes[:lo]) + "…"
	}
	cuts.store(key, out)
	return out
}
