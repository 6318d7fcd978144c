package widgets

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// CompactText is text for small cards: wrapped at word breaks with little padding, and set
// smaller when its longest word would not fit, so no word is ever cut in two.
type CompactText struct {
	widget.BaseWidget
	Text     string
	TextSize float32 // preferred text size
	Style    fyne.TextStyle
	Color    color.Color // nil for the theme's foreground

	// Width is the width it was last laid out at; a card sets it to measure its texts at a
	// width before laying them out.
	Width float32
	// MaxHeight, if set, has the text set smaller until it fits this height.
	MaxHeight float32
}

const CompactPad = 3

// compactMinSize is the smallest text size a long word is set in so that it is never cut.
const compactMinSize = 6

func NewCompactText(text string, size float32, style fyne.TextStyle) *CompactText {
	c := &CompactText{Text: text, TextSize: size, Style: style}
	c.ExtendBaseWidget(c)
	return c
}

// fitKey is what a fitting depends on; fitted remembers the last fittings, since every rebuild
// of the table makes new card texts with the same words at the same widths, and measuring text
// is the costliest part of a rebuild.
type fitKey struct {
	text, font             string
	size, width, maxHeight float32
	style                  fyne.TextStyle
}

type fitResult struct {
	lines []string // shared: read only
	size  float32
}

var fitted = NewBoundedCache[fitKey, fitResult](fittedMax)

// fittedMax bounds the memory of fitted: a table shows a few hundred texts.
const fittedMax = 4096

// fit returns the lines and the text size for a width (and the height limit, if any).
func (c *CompactText) fit(width float32) ([]string, float32) {
	key := fitKey{text: c.Text, font: FontName(c.Style), size: c.TextSize, width: width, maxHeight: c.MaxHeight, style: c.Style}
	r := fitted.Get(key, func() fitResult {
		lines, size := c.measureFit(width)
		return fitResult{lines: lines, size: size}
	})
	return r.lines, r.size
}

// FontName names the font text is measured with: a fitting found with another theme's font
// does not hold.
func FontName(style fyne.TextStyle) string {
	if a := fyne.CurrentApp(); a != nil {
		if f := a.Settings().Theme().Font(style); f != nil {
			return f.Name()
		}
	}
	return ""
}

// measureFit works out fit by measuring the text.
func (c *CompactText) measureFit(width float32) ([]string, float32) {
	size := c.TextSize
	for {
		lines, fitted := c.fitAt(width, size)
		h := float32(len(lines))*fyne.MeasureText("Mg", fitted, c.Style).Height + 2*CompactPad
		if c.MaxHeight <= 0 || h <= c.MaxHeight || fitted <= compactMinSize {
			return lines, fitted
		}
		size = fitted - 0.5
	}
}

// fitAt wraps the text at a width, starting from a text size.
func (c *CompactText) fitAt(width, size float32) ([]string, float32) {
	words := strings.Fields(c.Text)
	avail := width - 2*CompactPad
	if avail <= 0 || len(words) == 0 {
		return words, size
	}
	for _, w := range words {
		for size > compactMinSize && fyne.MeasureText(w, size, c.Style).Width > avail {
			size -= 0.5
		}
	}
	var lines []string
	line := ""
	for _, w := range words {
		next := strings.TrimSpace(line + " " + w)
		if line != "" && fyne.MeasureText(next, size, c.Style).Width > avail {
			lines = append(lines, line)
			line = w
			continue
		}
		line = next
	}
	return append(lines, line), size
}

func (c *CompactText) MinSize() fyne.Size {
	width := c.Width
	if width == 0 {
		width = c.Size().Width
	}
	if width == 0 {
		s := fyne.MeasureText(c.Text, c.TextSize, c.Style)
		return fyne.NewSize(s.Width+2*CompactPad, s.Height+2*CompactPad)
	}
	lines, size := c.fit(width)
	h := float32(0)
	for range lines {
		h += fyne.MeasureText("Mg", size, c.Style).Height
	}
	if c.MaxHeight > 0 {
		// Set at the smallest size, a long text may still want more: it never asks for more
		// than its height.
		return fyne.NewSize(0, min(h+2*CompactPad, c.MaxHeight))
	}
	return fyne.NewSize(0, h+2*CompactPad)
}

func (c *CompactText) CreateRenderer() fyne.WidgetRenderer {
	r := &compactRenderer{c: c}
	r.build()
	return r
}

type compactRenderer struct {
	c     *CompactText
	lines []fyne.CanvasObject
	built float32 // the width the lines were last wrapped at
}

func (r *compactRenderer) Layout(size fyne.Size) {
	c := r.c
	if c.Width != size.Width || r.built != size.Width {
		changed := c.Width != size.Width
		c.Width = size.Width
		r.build()
		if changed {
			defer c.Refresh() // the height may change with the width
		}
	}
	r.place(size)
}

// place puts the lines one under the other.
func (r *compactRenderer) place(size fyne.Size) {
	y := float32(CompactPad)
	for _, o := range r.lines {
		t := o.(*canvas.Text)
		h := t.MinSize().Height
		t.Move(fyne.NewPos(CompactPad, y))
		t.Resize(fyne.NewSize(size.Width-2*CompactPad, h))
		y += h
	}
}

func (r *compactRenderer) build() {
	c := r.c
	lines, size := c.fit(c.Width)
	r.built = c.Width
	fg := c.Color
	if fg == nil {
		fg = theme.Color(theme.ColorNameForeground)
	}
	r.lines = r.lines[:0]
	for _, l := range lines {
		t := canvas.NewText(l, fg)
		t.TextSize, t.TextStyle = size, c.Style
		r.lines = append(r.lines, t)
	}
}

func (r *compactRenderer) MinSize() fyne.Size { return r.c.MinSize() }
func (r *compactRenderer) Refresh() {
	r.build()
	r.place(r.c.Size())
	canvas.Refresh(r.c)
}
func (r *compactRenderer) Objects() []fyne.CanvasObject { return r.lines }
func (r *compactRenderer) Destroy()                     {}
