package ui

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"

	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// CardView is one card on the table: a Line creature, an ability card, the location, a camp
// space. It is drawn like a printed card: a frame in the colour of its kind, the title on a band,
// its picture, its lines of text, health and damage as badges. Hovering shows the card's full
// text; tapping it either uses the selected die on it or, with no die selected, opens the same
// text in a larger view (so nothing needs hovering). It is a drop target when Target is set.
type CardView struct {
	widgets.ToolTipped

	Card  string // card id; "" for a face-down card or a pile
	Title string
	Lines []string
	// LinesHeight, if set, has the lines set smaller until they fit that height.
	LinesHeight float32
	Extra       fyne.CanvasObject // shown under the lines: dice on the card, buttons
	Minimum     fyne.Size
	Frame       fyne.ThemeColorName // the frame's colour, by the card's kind
	Picture     string              // the picture's key (tools/icons/icons.txt), or ""
	Health      string              // the health badge's text, or "" for none
	Damage      string              // the damage badge's text, or "" for none
	Intent      string              // a creature's intent badge: the cards it takes if the Watch ends now, ⚡ when its power fires
	Scale       float32             // the table's scale: text and strokes grow with it
	FaceDown    bool                // the card's back is shown
	Cover       float32             // while the card flips, how much of it its back still covers (0 to 1)
	Dimmed      bool                // exhausted or spent
	Marked      bool                // highlighted: a legal target for the selected die
	Chosen      bool                // chosen already in a choice made on the cards (see cardPick)
	Small       bool                // a small card: its title in caption size
	// Idle: a place with no use now (a camp space during the Watch): Tab and the arrow keys
	// pass it by; a click or a hover still shows its text.
	Idle bool
	// OneLine: the title keeps to one line, set smaller if it must, so a card in a slot of
	// fixed height never grows (its tooltip has the name whole).
	OneLine bool
	Details string      // the larger view's text for a card that is not in the catalog (camp spaces)
	Target  *dropTarget // what a die dropped here does, or nil

	OnTapped func()
	focused  bool
	nav      keyNavigator  // the arrow keys, and Tab while a die is chosen
	drawn    *cardRenderer // set once the card is drawn
}

// SetCover shows the card's back over that much of it (0 to 1) while it flips. Only the cover
// is drawn again: the texts and the picture keep what the window painted for them.
func (c *CardView) SetCover(cover float32) {
	c.Cover = cover
	r := c.drawn
	if r == nil {
		c.Refresh()
		return
	}
	r.cover.Hidden = cover <= 0
	r.layoutCover(c.Size())
	r.cover.Refresh()
}

// NewCardView makes a card view; call SetToolTip for its hover text.
func NewCardView(card, title string, size fyne.Size, lines ...string) *CardView {
	c := &CardView{Card: card, Title: title, Lines: lines, Minimum: size, Scale: 1, Frame: look.Camp}
	c.ExtendBaseWidget(c)
	if card != "" {
		c.SetToolTip(cardDetails(card))
		c.Frame = look.KindColor(catalog().Cards[card])
		c.Picture = cardPictureKey(card)
	}
	return c
}

func (c *CardView) Tapped(*fyne.PointEvent) {
	if c.OnTapped != nil {
		c.OnTapped()
	}
}

// TappedSecondary always opens the card, large, with its whole text.
func (c *CardView) TappedSecondary(*fyne.PointEvent) {
	if c.Details != "" || c.Card != "" { // Details: more than its catalog text (a double card's two halves)
		showCardView(c)
	}
}

// The focus ring shows and hides at once: Refresh alone would not repaint the window, since
// the objects it refreshes may all be printed into the face and so unknown to the canvas.
func (c *CardView) FocusGained() { c.focused = true; c.Refresh(); repaint(c) }
func (c *CardView) FocusLost()   { c.focused = false; c.Refresh(); repaint(c) }

// repaint asks the window to draw o again (a variable, so that a test can watch it).
var repaint = canvas.Refresh

// Space acts on its key, not its character (see DieView.TypedRune).
func (c *CardView) TypedRune(rune) {}
func (c *CardView) TypedKey(e *fyne.KeyEvent) {
	if navigate(c.nav, c, e.Name) {
		return
	}
	switch e.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		c.Tapped(nil)
	case fyne.KeyI:
		c.TappedSecondary(nil)
	}
}

func (c *CardView) setNavigator(n keyNavigator) { c.nav = n }

// Disabled is whether the card is idle: Fyne's focus then passes it by.
func (c *CardView) Disabled() bool { return c.Idle }
func (c *CardView) Enable()        { c.Idle = false }
func (c *CardView) Disable()       { c.Idle = true }

// AcceptsTab: while a die is chosen, Tab goes round the places it can go (see keyNavigator).
func (c *CardView) AcceptsTab() bool { return c.nav != nil && c.nav.choosing() }

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
	k := c.Scale
	if k <= 0 {
		k = 1
	}
	r := &cardRenderer{c: c, k: k}
	c.drawn = r
	r.face = canvas.NewImageFromImage(nil)
	r.face.ScaleMode = canvas.ImageScalePixels
	r.printed = newPrinted()
	titleSize := look.BaseSize(theme.SizeNameText) * k
	if c.Small {
		titleSize = look.BaseSize(theme.SizeNameCaptionText) * k
	}
	r.title = widgets.NewCompactText(c.Title, titleSize, fyne.TextStyle{Bold: true})
	r.title.Color = color.White
	if c.OneLine {
		r.title.MaxHeight = fyne.MeasureText("Mg", titleSize, fyne.TextStyle{Bold: true}).Height + 2*widgets.CompactPad
	}
	r.lines = container.New(&widgets.TightVBox{})
	for _, l := range c.Lines {
		t := widgets.NewCompactText(l, look.BaseSize(theme.SizeNameCaptionText)*k, fyne.TextStyle{})
		t.MaxHeight = c.LinesHeight
		r.lines.Add(t)
	}
	r.art = canvas.NewImageFromImage(nil)
	// The picture is drawn at the very pixel size of its room, in shape and centred (see
	// fittedPicture): it fills its room as it is. Fitting it again (ImageFillContain) would use
	// the shape of the picture shown before, which a canvas.Image keeps until it is refreshed.
	r.art.FillMode = canvas.ImageFillStretch
	r.art.ScaleMode = canvas.ImageScaleSmooth
	r.veil = canvas.NewImageFromImage(nil)
	r.veil.ScaleMode = canvas.ImageScalePixels
	r.cover = canvas.NewRectangle(color.Transparent)
	r.cover.CornerRadius = r.radius()
	r.ring = widgets.NewFocusRing(widgets.FocusBand*k, r.radius())
	r.health = widgets.NewBadge(c.Health, look.Health, k)
	r.damage = widgets.NewBadge(c.Damage, look.Damage, k)
	r.intent = widgets.NewBadge(c.Intent, look.Intent, k)
	r.Refresh()
	return r
}

type cardRenderer struct {
	c *CardView
	k float32
	// The face, its frame and the title's band are one plate, and so is the veil over a dimmed
	// card (see widgets.Plate).
	face, veil       *canvas.Image
	printed          *canvas.Image // the face with everything printed on it (see print)
	faceColor, frame color.Color
	bandColor        color.Color // the title's band: the card's kind, whatever its frame says
	frameWidth       float32
	veilColor        color.Color
	bandPos          fyne.Position
	bandSize         fyne.Size
	cover            *canvas.Rectangle
	title            *widgets.CompactText
	lines            *fyne.Container
	art              *canvas.Image
	artKey           string      // the picture's key, drawn at the size the layout gives it
	artInk           color.Color // the picture's colour
	health, damage   *widgets.Badge
	ring             *widgets.FocusRing // the keyboard's focus
	intent           *widgets.Badge
}

// inset is the room between the card's edge and its contents.
func (r *cardRenderer) inset() float32 { return 3 * r.k }

// radius is the card's corners' radius.
func (r *cardRenderer) radius() float32 { return 7 * r.k }

// layoutPlates draws the face and the veil at the card's size in pixels.
func (r *cardRenderer) layoutPlates(size fyne.Size) {
	px := func(v float32) int { return pixels(r.c, v) }
	face := widgets.Plate{
		W: px(size.Width), H: px(size.Height),
		Fill: widgets.NRGBA(r.faceColor), Stroke: widgets.NRGBA(r.frame), StrokeW: float32(px(r.frameWidth)),
		Radius: float32(px(r.radius())),
		Band:   widgets.NRGBA(r.bandColor), BandRadius: float32(px(5 * r.k)),
		BandRect: image.Rect(px(r.bandPos.X), px(r.bandPos.Y),
			px(r.bandPos.X+r.bandSize.Width), px(r.bandPos.Y+r.bandSize.Height)),
	}
	widgets.SetPlate(r.face, face, size)
	veil := widgets.Plate{W: face.W, H: face.H, Fill: widgets.NRGBA(r.veilColor), Radius: face.Radius}
	r.veil.Hidden = veil.Fill.A == 0
	if !r.veil.Hidden {
		widgets.SetPlate(r.veil, veil, size)
	}
}

func (r *cardRenderer) Layout(size fyne.Size) {
	in := r.inset()
	r.layoutCover(size)
	r.ring.Layout(size)
	inner := size.Width - 2*in
	r.title.Width = inner - 2*in
	th := r.title.MinSize().Height
	r.bandPos, r.bandSize = fyne.NewPos(in, in), fyne.NewSize(inner, th)
	r.layoutPlates(size)
	r.title.Move(fyne.NewPos(2*in, in))
	r.title.Resize(fyne.NewSize(inner-2*in, th))
	y := in + th
	for _, o := range r.lines.Objects {
		o.(*widgets.CompactText).Width = inner
	}
	bottom := size.Height - in
	var extraH float32
	if r.c.Extra != nil {
		extraH = r.c.Extra.MinSize().Height
		bottom -= extraH
		r.c.Extra.Move(fyne.NewPos(in, bottom))
		r.c.Extra.Resize(fyne.NewSize(inner, extraH))
	}
	lh := r.lines.MinSize().Height
	bottom -= lh
	r.lines.Move(fyne.NewPos(in, bottom))
	r.lines.Resize(fyne.NewSize(inner, lh))
	// The picture takes what room is left between the title and the text.
	artH := bottom - y - in
	r.art.Image = nil
	if r.artKey != "" && artH >= 12*r.k {
		r.art.Image = widgets.FittedPicture(r.artKey, r.artInk, pixels(r.c, inner), pixels(r.c, artH))
	}
	r.art.Hidden = r.art.Image == nil
	r.art.Move(fyne.NewPos(in, y+in/2))
	r.art.Resize(fyne.NewSize(inner, max(artH, 0)))
	bs := r.health.MinSize()
	r.health.Move(fyne.NewPos(in, y+in/2))
	r.health.Resize(bs)
	ds := r.damage.MinSize()
	r.damage.Move(fyne.NewPos(size.Width-in-ds.Width, y+in/2))
	r.damage.Resize(ds)
	is := r.intent.MinSize()
	r.intent.Move(fyne.NewPos(size.Width-in-is.Width, y+in+ds.Height))
	r.intent.Resize(is)
	r.print(size)
}

// layoutCover narrows the card's back to its middle as the card turns face up.
func (r *cardRenderer) layoutCover(size fyne.Size) {
	cw := size.Width * min(max(r.c.Cover, 0), 1)
	r.cover.Move(fyne.NewPos((size.Width-cw)/2, 0))
	r.cover.Resize(fyne.NewSize(cw, size.Height))
}

func (r *cardRenderer) MinSize() fyne.Size {
	in := r.inset()
	width := r.c.Minimum.Width - 2*in
	// Measure at the minimum width, then give the texts back the width they are drawn at: a
	// refresh wraps them at that width, and the title's band is as tall as the drawn title.
	texts := append([]fyne.CanvasObject{r.title}, r.lines.Objects...)
	drawn := make([]float32, len(texts))
	for i, o := range texts {
		drawn[i] = o.(*widgets.CompactText).Width
	}
	defer func() {
		for i, o := range texts {
			o.(*widgets.CompactText).Width = drawn[i]
		}
	}()
	r.title.Width = width - 2*in
	for _, o := range r.lines.Objects {
		o.(*widgets.CompactText).Width = width
	}
	h := 2*in + r.title.MinSize().Height + r.lines.MinSize().Height
	if r.c.Extra != nil {
		h += r.c.Extra.MinSize().Height
	}
	// The badges sit between the title and the text, never on them.
	if r.c.Health != "" || r.c.Damage != "" {
		h += in/2 + max(r.health.MinSize().Height, r.damage.MinSize().Height)
	}
	return fyne.NewSize(0, h).Max(r.c.Minimum)
}

func (r *cardRenderer) Refresh() {
	c := r.c
	frame := look.Color(c.Frame)
	face := look.Color(look.CardFace)
	ink := look.Color(look.CardInk)
	if c.FaceDown {
		face, frame = look.Color(look.CardBack), look.Color(look.CardBack)
		ink = color.NRGBA{R: 0xf0, G: 0xe0, B: 0xc0, A: 0xff}
	}
	r.faceColor = face
	r.frame, r.frameWidth, r.bandColor = frame, 2*r.k, frame
	if c.Marked {
		r.frame, r.frameWidth = theme.Color(theme.ColorNamePrimary), 4*r.k
		if c.Chosen {
			// Chosen: its title's band takes the frame's colour too.
			r.bandColor = r.frame
		}
		if c.focused {
			// The focus ring lies over the frame's edge: the valid target's frame shows inside it.
			r.frameWidth += 2 * widgets.FocusBand * r.k
		}
	}
	r.ring.Show(c.focused)
	r.cover.FillColor = look.Color(look.CardBack)
	r.cover.Hidden = c.Cover <= 0
	r.veilColor = color.Transparent
	if c.Dimmed {
		r.veilColor = color.NRGBA{R: 0x30, G: 0x28, B: 0x20, A: 0x70}
	}
	for _, o := range r.lines.Objects {
		t := o.(*widgets.CompactText)
		t.Color = ink
	}
	r.artKey, r.artInk = c.Picture, frame
	if c.FaceDown {
		r.artInk = ink
	}
	r.health.SetText(c.Health)
	r.damage.SetText(c.Damage)
	r.intent.SetText(c.Intent)
	r.cover.Refresh()
	r.title.Refresh()
	r.lines.Refresh()
	r.art.Refresh()
	r.Layout(c.Size())
}

func (r *cardRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.printed, r.face, r.art, r.title, r.lines, r.health, r.damage, r.intent}
	if r.c.Extra != nil {
		objs = append(objs, r.c.Extra)
	}
	return append(append(objs, r.veil, r.cover), r.ring.Objects()...)
}
func (r *cardRenderer) Destroy() {}
