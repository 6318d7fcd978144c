package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"
)

// CardView is one card on the table: a Line creature, an ability card, the location, a pile.
// Hovering shows the card's full text; tapping it either uses the selected die on it or, with
// no die selected, opens the same text in a larger view (so nothing needs hovering). It is a
// drop target when Target is set.
type CardView struct {
	ttwidget.ToolTipWidget

	Card    string // card id; "" for a face-down card or a pile
	Title   string
	Lines   []string
	Extra   fyne.CanvasObject // shown under the lines: dice on the card, buttons
	Minimum fyne.Size
	Tint    color.Color // the card's face colour; nil for the theme's
	Dimmed  bool        // exhausted, spent or face down
	Marked  bool        // highlighted: a legal target for the selected die
	Small   bool        // a small card: its title in caption size
	Details string      // the larger view's text for a card that is not in the catalog (camp spaces)
	Target  *dropTarget // what a die dropped here does, or nil

	OnTapped func()
	focused  bool
}

// NewCardView makes a card view; call SetToolTip for its hover text.
func NewCardView(card, title string, size fyne.Size, lines ...string) *CardView {
	c := &CardView{Card: card, Title: title, Lines: lines, Minimum: size}
	c.ExtendBaseWidget(c)
	if card != "" {
		c.SetToolTip(cardDetails(card))
	}
	return c
}

func (c *CardView) Tapped(*fyne.PointEvent) {
	if c.OnTapped != nil {
		c.OnTapped()
	}
}

// TappedSecondary always opens the card's text.
func (c *CardView) TappedSecondary(*fyne.PointEvent) {
	switch {
	case c.Card != "":
		showCardText(c.Card)
	case c.Details != "":
		showText(c.Title, c.Details)
	}
}

func (c *CardView) FocusGained() { c.focused = true; c.Refresh() }
func (c *CardView) FocusLost()   { c.focused = false; c.Refresh() }

// Space acts on its key, not its character (see DieView.TypedRune).
func (c *CardView) TypedRune(rune) {}
func (c *CardView) TypedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		c.Tapped(nil)
	case fyne.KeyI:
		c.TappedSecondary(nil)
	}
}

func (c *CardView) Cursor() desktop.Cursor {
	if c.OnTapped != nil {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

func (c *CardView) MinSize() fyne.Size {
	c.ExtendBaseWidget(c)
	return c.BaseWidget.MinSize().Max(c.Minimum)
}

func (c *CardView) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(color.Transparent)
	bg.CornerRadius = theme.InputRadiusSize() * 2
	width := c.Minimum.Width - 4
	titleSize := theme.TextSize()
	if c.Small {
		titleSize = theme.CaptionTextSize()
	}
	title := newCompactText(c.Title, titleSize, fyne.TextStyle{Bold: true})
	title.width = width
	lines := container.New(&tightVBox{})
	for _, l := range c.Lines {
		lt := newCompactText(l, theme.CaptionTextSize(), fyne.TextStyle{})
		lt.width = width
		lines.Add(lt)
	}
	body := container.New(&tightVBox{}, title, lines)
	if c.Extra != nil {
		body.Add(c.Extra)
	}
	r := &cardRenderer{c: c, bg: bg, body: body}
	r.Refresh()
	return r
}

type cardRenderer struct {
	c    *CardView
	bg   *canvas.Rectangle
	body *fyne.Container
}

func (r *cardRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	r.body.Move(fyne.NewPos(2, 0))
	r.body.Resize(fyne.NewSize(size.Width-4, size.Height))
}

func (r *cardRenderer) MinSize() fyne.Size {
	return r.body.MinSize().AddWidthHeight(4, 0).Max(r.c.Minimum)
}

func (r *cardRenderer) Refresh() {
	c := r.c
	fill := c.Tint
	if fill == nil {
		fill = theme.Color(theme.ColorNameInputBackground)
	}
	if c.Dimmed {
		fill = theme.Color(theme.ColorNameDisabledButton)
	}
	r.bg.FillColor = fill
	r.bg.StrokeColor, r.bg.StrokeWidth = theme.Color(theme.ColorNameInputBorder), 1
	switch {
	case c.focused:
		r.bg.StrokeColor, r.bg.StrokeWidth = theme.Color(theme.ColorNameForeground), 3
	case c.Marked:
		r.bg.StrokeColor, r.bg.StrokeWidth = theme.Color(theme.ColorNamePrimary), 3
	}
	r.bg.Refresh()
	r.body.Refresh()
}

func (r *cardRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.body} }
func (r *cardRenderer) Destroy()                     {}

// tightVBox stacks its objects with no padding between them, so small cards keep their text.
type tightVBox struct{}

func (tightVBox) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height - tightOverlap(o)
	}
	return s
}

func (tightVBox) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y-tightOverlap(o)/2))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h - tightOverlap(o)
	}
}

// tightOverlap trims the inner padding of labels, which Fyne pads on every side.
func tightOverlap(o fyne.CanvasObject) float32 {
	switch o.(type) {
	case *widget.Label:
		return theme.InnerPadding()
	}
	return 0
}
