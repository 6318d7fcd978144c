package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// CutText is one line of text that ends in "…" when its room is too narrow, with a tooltip.
// A Fyne label with truncation shapes its text again on every refresh; the cut is remembered.
type CutText struct {
	ToolTipped
	Text     string
	SizeName fyne.ThemeSizeName
}

func NewCutText(text string, size fyne.ThemeSizeName) *CutText {
	c := &CutText{Text: text, SizeName: size}
	c.ExtendBaseWidget(c)
	return c
}

func (c *CutText) textSize() float32 { return theme.Size(c.SizeName) }

func (c *CutText) MinSize() fyne.Size {
	pad := theme.InnerPadding()
	h := fyne.MeasureText("Mg", c.textSize(), fyne.TextStyle{}).Height
	return fyne.NewSize(fyne.MeasureText("…", c.textSize(), fyne.TextStyle{}).Width+2*pad, h+2*pad)
}

func (c *CutText) CreateRenderer() fyne.WidgetRenderer {
	r := &cutRenderer{c: c, text: canvas.NewText("", theme.Color(theme.ColorNameForeground))}
	r.Refresh()
	return r
}

type cutRenderer struct {
	c    *CutText
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

var cuts = NewBoundedCache[cutKey, string](fittedMax)

// cutToWidth is the longest start of text that fits a width, ending in "…" if it was cut.
func cutToWidth(text string, size, width float32) string {
	key := cutKey{text: text, font: FontName(fyne.TextStyle{}), size: size, width: width}
	if out, ok := cuts.Load(key); ok {
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
	cuts.Store(key, out)
	return out
}
