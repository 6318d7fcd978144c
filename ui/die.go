package ui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"setawatch/game"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// dieSize is the side of a die on the table.
const dieSize = 42

// dieHandler is what a die reports to: the table's hand owns selection and dragging.
type dieHandler interface {
	dieTapped(d *DieView)
	dieDragged(d *DieView, at fyne.Position)
	dieDropped(d *DieView)
	dieUsable(d game.DieSpec) bool
}

// DieView is one die: its number on a shape that tells its type (a triangle for a d4, a square
// for a d6, a diamond for a d8, a pentagon for a d12), so colour never carries meaning alone.
// Free dice can be tapped (select, then tap a target), dragged, or focused and chosen with Space.
type DieView struct {
	widgets.ToolTipped

	Spec     game.DieSpec // how a move names it
	Sides    int
	Value    int
	State    game.DieState
	Owner    string
	Selected bool
	Tamed    string  // a tamed creature used as a die
	Side     float32 // the die's side on screen; dieSize when 0
	Shown    int     // while the die rolls, the face it shows; 0 shows Value
	// OnCard: the die sits on a card (placed in camp, put on a creature or an ability): it is
	// drawn in its full colour with the card's ink, as the faded colour of a used die on the
	// table would vanish on the card's face.
	OnCard bool

	handler dieHandler
	focused bool
	nav     keyNavigator // the arrow keys, and Tab while a die is chosen
}

// NewDieView makes a die view; handler may be nil for a die that only shows.
func NewDieView(owner string, d game.Die, h dieHandler) *DieView {
	v := &DieView{Spec: game.DieSpec{Adventurer: owner, Value: d.Value}, Sides: d.Sides, Value: d.Value,
		State: d.State, Owner: owner, handler: h}
	v.ExtendBaseWidget(v)
	v.SetToolTip(v.describe())
	return v
}

// NewTamedDieView shows a tamed creature that fights as a die (Beast Master).
func NewTamedDieView(owner, card string, value int, h dieHandler) *DieView {
	v := &DieView{Spec: game.DieSpec{Adventurer: owner, Tamed: card}, Value: value, State: game.DieFree,
		Owner: owner, Tamed: card, handler: h}
	v.ExtendBaseWidget(v)
	v.SetToolTip(v.describe())
	return v
}

// Free reports whether the die can still be used.
func (d *DieView) Free() bool { return d.State == game.DieFree }

func (d *DieView) describe() string {
	if d.Tamed != "" {
		return lang.L("{{.Card}}, tamed by {{.Adv}}: fights as a die of {{.N}}",
			map[string]any{"Card": cardName(d.Tamed), "Adv": advName(d.Owner), "N": d.Value})
	}
	state := map[game.DieState]string{
		game.DieFree:   lang.L("ready to use"),
		game.DieSpent:  lang.L("spent"),
		game.DieStolen: lang.L("stolen by a creature"),
		game.DieLocked: lang.L("set aside by the location"),
		game.DieCamp:   lang.L("placed in camp"),
	}[d.State]
	return lang.L("{{.Adv}}'s d{{.Sides}} showing {{.N}}: {{.State}}",
		map[string]any{"Adv": advName(d.Owner), "Sides": d.Sides, "N": d.Value, "State": state})
}

// Tapped selects the die (click-then-click).
func (d *DieView) Tapped(*fyne.PointEvent) {
	if d.handler != nil && d.Free() {
		d.handler.dieTapped(d)
	}
}

// Dragged moves the die's shadow with the pointer.
func (d *DieView) Dragged(e *fyne.DragEvent) {
	if d.handler != nil && d.Free() {
		d.handler.dieDragged(d, e.AbsolutePosition)
	}
}

// DragEnd drops the die where the pointer is.
func (d *DieView) DragEnd() {
	if d.handler != nil && d.Free() {
		d.handler.dieDropped(d)
	}
}

// FocusGained, FocusLost, TypedRune and TypedKey make the die reachable with Tab and Space.
func (d *DieView) FocusGained() { d.focused = true; d.Refresh() }
func (d *DieView) FocusLost()   { d.focused = false; d.Refresh() }

// Space acts on its key, not its character: the window sends the character after the key, to
// whatever has the focus by then, which after a move is another widget.
func (d *DieView) TypedRune(rune) {}
func (d *DieView) TypedKey(e *fyne.KeyEvent) {
	if navigate(d.nav, d, e.Name) {
		return
	}
	if e.Name == fyne.KeySpace || e.Name == fyne.KeyReturn || e.Name == fyne.KeyEnter {
		d.Tapped(nil)
	}
}

func (d *DieView) setNavigator(n keyNavigator) { d.nav = n }

// AcceptsTab: while a die is chosen, Tab goes round the places it can go (see keyNavigator).
func (d *DieView) AcceptsTab() bool { return d.nav != nil && d.nav.choosing() }

// Disabled reports a die that cannot be moved now (spent, only shown on a card, or with no
// legal move): Tab skips it. A click still picks it, to hear why it cannot go somewhere.
func (d *DieView) Disabled() bool {
	return d.handler == nil || !d.Free() || !d.handler.dieUsable(d.Spec)
}
func (d *DieView) Enable()  {}
func (d *DieView) Disable() {}

// Cursor shows a hand over a die that can be moved.
func (d *DieView) Cursor() desktop.Cursor {
	if d.handler != nil && d.Free() {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

func (d *DieView) MinSize() fyne.Size { return fyne.NewSquareSize(d.side()) }

func (d *DieView) side() float32 {
	if d.Side > 0 {
		return d.Side
	}
	return dieSize
}

func (d *DieView) CreateRenderer() fyne.WidgetRenderer {
	r := &dieRenderer{d: d, face: newDieFace(d.Sides, d.Tamed != "", d.side()), label: canvas.NewText("", color.Black),
		ring: widgets.NewFocusRing(2, 6)}
	r.label.TextStyle = fyne.TextStyle{Bold: true}
	r.label.Alignment = fyne.TextAlignCenter
	r.Refresh()
	return r
}

// dieFace is the die's shape.
type dieFace struct {
	poly *canvas.RegularPolygon
	rect *canvas.Rectangle
}

func newDieFace(sides int, tamed bool, side float32) dieFace {
	if sides == 6 || tamed {
		r := canvas.NewRectangle(color.White)
		r.CornerRadius = side / 6
		if tamed {
			r.CornerRadius = side / 2
		}
		return dieFace{rect: r}
	}
	n := uint(4)
	switch sides {
	case 4:
		n = 3
	case 10, 12, 20:
		n = 5
	}
	p := canvas.NewRegularPolygon(n, color.White)
	p.CornerRadius = 4
	return dieFace{poly: p}
}

func (f dieFace) object() fyne.CanvasObject {
	if f.rect != nil {
		return f.rect
	}
	return f.poly
}

func (f dieFace) paint(fill, stroke color.Color, width float32) {
	if f.rect != nil {
		f.rect.FillColor, f.rect.StrokeColor, f.rect.StrokeWidth = fill, stroke, width
		f.rect.Refresh()
		return
	}
	f.poly.FillColor, f.poly.StrokeColor, f.poly.StrokeWidth = fill, stroke, width
	f.poly.Refresh()
}

type dieRenderer struct {
	d     *DieView
	face  dieFace
	label *canvas.Text
	ring  *widgets.FocusRing
}

func (r *dieRenderer) Layout(size fyne.Size) {
	r.ring.Layout(size)
	inset := float32(3)
	if r.face.poly != nil && r.face.poly.Sides == 4 {
		inset = 0 // a diamond's corners touch the edge
	}
	r.face.object().Move(fyne.NewPos(inset, inset))
	r.face.object().Resize(size.SubtractWidthHeight(2*inset, 2*inset))
	ts := r.label.MinSize()
	y := (size.Height - ts.Height) / 2
	if r.face.poly != nil && r.face.poly.Sides == 3 {
		y += size.Height / 8 // a triangle's middle sits low
	}
	r.label.Move(fyne.NewPos(0, y))
	r.label.Resize(fyne.NewSize(size.Width, ts.Height))
}

func (r *dieRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(r.d.side()) }

func (r *dieRenderer) Refresh() {
	d := r.d
	fill := adventurerColor(d.Owner)
	text := color.Color(color.Black)
	stroke := theme.Color(theme.ColorNameForeground)
	switch {
	case d.OnCard:
		text, stroke = color.Black, look.Color(look.CardInk)
	case !d.Free():
		// A used die keeps its colour, faded, and its number stays readable.
		r, g, b, _ := fill.RGBA()
		fill = color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0x55}
		text = theme.Color(theme.ColorNameForeground)
	}
	width := float32(1)
	if d.Selected {
		stroke, width = theme.Color(theme.ColorNamePrimary), 3
	}
	r.face.paint(fill, stroke, width)
	r.label.Text = strconv.Itoa(d.Value)
	if d.Shown > 0 {
		r.label.Text = strconv.Itoa(d.Shown)
	}
	if d.State == game.DieStolen || d.State == game.DieLocked {
		r.label.Text += "×"
	}
	r.label.Color = text
	r.label.TextSize = d.side() * 0.42
	r.label.Refresh()
	r.ring.Show(d.focused)
	r.Layout(d.Size())
}

func (r *dieRenderer) Objects() []fyne.CanvasObject {
	return append([]fyne.CanvasObject{r.face.object(), r.label}, r.ring.Objects()...)
}

func (r *dieRenderer) Destroy() {}

// adventurerColors are the light tints of each adventurer's dice and board; names and shapes
// say the same, so the colours only help.
var adventurerColors = map[string]color.NRGBA{
	"beastmaster": {R: 0xc8, G: 0xe6, B: 0xa0, A: 0xff},
	"cleric":      {R: 0xff, G: 0xf0, B: 0xa8, A: 0xff},
	"ranger":      {R: 0xa8, G: 0xdc, B: 0xc0, A: 0xff},
	"rogue":       {R: 0xd0, G: 0xc8, B: 0xe8, A: 0xff},
	"warrior":     {R: 0xf4, G: 0xb8, B: 0xa8, A: 0xff},
	"wizard":      {R: 0xb0, G: 0xc8, B: 0xf4, A: 0xff},
	"bard":        {R: 0xf4, G: 0xc8, B: 0xe4, A: 0xff},
	"knight":      {R: 0xd8, G: 0xd8, B: 0xd8, A: 0xff},
}

func adventurerColor(id string) color.Color {
	if c, ok := adventurerColors[id]; ok {
		return c
	}
	return color.NRGBA{R: 0xe8, G: 0xe8, B: 0xe8, A: 0xff}
}
