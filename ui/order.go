package ui

import (
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
)

// orderPicker lets the player put cards in an order (Elven Scout): drag a card up or down, or
// focus it and move it with the arrow keys, or use its arrow buttons; then confirm. The first
// card is the top of the deck.
type orderPicker struct {
	t     *Table
	cards []string // the order now, first on top
	items []*orderItem
	list  *fyne.Container
	ok    *enterButton // shown apart, out of the list's scroll
}

func newOrderPicker(t *Table, cards []string) *orderPicker {
	p := &orderPicker{t: t, cards: slices.Clone(cards), list: container.NewVBox()}
	for _, c := range cards {
		it := &orderItem{p: p, card: c}
		it.ExtendBaseWidget(it)
		p.items = append(p.items, it)
	}
	p.ok = newEnterButton(lang.L("Put them back in this order"), p.confirm)
	p.ok.Importance = widget.HighImportance
	p.layout()
	return p
}

// sameCards reports whether the picker orders exactly these cards.
func (p *orderPicker) sameCards(cards []string) bool {
	a, b := slices.Clone(p.cards), slices.Clone(cards)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// layout shows the items in the current order, each with its up and down buttons. The item
// widgets stay the same, so the keyboard focus stays on the card being moved.
func (p *orderPicker) layout() {
	p.list.Objects = nil
	for i, c := range p.cards {
		it := p.item(c)
		it.Refresh()
		up := widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { p.move(c, -1) })
		down := widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { p.move(c, 1) })
		if i == 0 {
			up.Disable()
		}
		if i == len(p.cards)-1 {
			down.Disable()
		}
		p.list.Add(container.NewBorder(nil, nil, container.NewHBox(up, down), nil, it))
	}
	p.list.Refresh()
}

func (p *orderPicker) item(card string) *orderItem {
	for _, it := range p.items {
		if it.card == card {
			return it
		}
	}
	return nil
}

// move moves a card by delta places, within the list.
func (p *orderPicker) move(card string, delta int) {
	i := slices.Index(p.cards, card)
	j := i + delta
	if i < 0 || j < 0 || j >= len(p.cards) {
		return
	}
	p.moveTo(card, j)
}

// moveTo puts a card at index j.
func (p *orderPicker) moveTo(card string, j int) {
	i := slices.Index(p.cards, card)
	if i < 0 || i == j {
		return
	}
	p.cards = slices.Delete(p.cards, i, i+1)
	p.cards = slices.Insert(p.cards, min(max(j, 0), len(p.cards)), card)
	p.layout()
}

// dropAt moves a dragged card to the place under an absolute height.
func (p *orderPicker) dropAt(card string, y float32) {
	drv := fyne.CurrentApp().Driver()
	j := 0
	for _, c := range p.cards {
		if c == card {
			continue
		}
		it := p.item(c)
		if drv.AbsolutePositionForObject(it).Y+it.Size().Height/2 < y {
			j++
		}
	}
	p.moveTo(card, j)
}

func (p *orderPicker) confirm() {
	p.t.confirm.submit(game.Choose(game.AnswerOnTop(slices.Clone(p.cards)...)))
}

// orderItem is one card in the picker.
type orderItem struct {
	widget.BaseWidget
	p        *orderPicker
	card     string
	focused  bool
	dragging bool
	dragY    float32
}

func (o *orderItem) label() string {
	i := slices.Index(o.p.cards, o.card)
	text := strconv.Itoa(i+1) + ". " + cardName(o.card)
	if c := catalog().Cards[o.card]; c != nil && c.Kind != game.KindSummon {
		text += "\n" + lang.L("Health {{.N}}", map[string]any{"N": c.Health}) + " · " + lang.L("Damage {{.N}}", map[string]any{"N": c.Damage})
	}
	return text
}

func (o *orderItem) Tapped(*fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil {
		c.Focus(o)
	}
}

// TappedSecondary opens the card's text.
func (o *orderItem) TappedSecondary(*fyne.PointEvent) { showCardText(o.card) }

func (o *orderItem) Dragged(e *fyne.DragEvent) {
	o.dragging, o.dragY = true, e.AbsolutePosition.Y
	o.Refresh()
}

func (o *orderItem) DragEnd() {
	if !o.dragging {
		return
	}
	o.dragging = false
	o.p.dropAt(o.card, o.dragY)
	o.Refresh()
}

func (o *orderItem) FocusGained()   { o.focused = true; o.Refresh() }
func (o *orderItem) FocusLost()     { o.focused = false; o.Refresh() }
func (o *orderItem) TypedRune(rune) {}
func (o *orderItem) TypedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyUp, fyne.KeyLeft:
		o.p.move(o.card, -1)
	case fyne.KeyDown, fyne.KeyRight:
		o.p.move(o.card, 1)
	case fyne.KeyReturn, fyne.KeyEnter:
		o.p.confirm()
	case fyne.KeyI:
		showCardText(o.card)
	}
}

func (o *orderItem) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (o *orderItem) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(color.Transparent)
	bg.CornerRadius = theme.InputRadiusSize()
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	r := &orderItemRenderer{o: o, bg: bg, label: l}
	r.Refresh()
	return r
}

type orderItemRenderer struct {
	o     *orderItem
	bg    *canvas.Rectangle
	label *widget.Label
}

func (r *orderItemRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	r.label.Resize(size)
}

func (r *orderItemRenderer) MinSize() fyne.Size {
	return fyne.NewSize(80, r.label.MinSize().Height)
}

func (r *orderItemRenderer) Refresh() {
	r.label.SetText(r.o.label())
	r.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	if r.o.dragging {
		r.bg.FillColor = theme.Color(theme.ColorNameSelection)
	}
	r.bg.StrokeColor, r.bg.StrokeWidth = theme.Color(theme.ColorNameInputBorder), 1
	if r.o.focused {
		r.bg.StrokeColor, r.bg.StrokeWidth = theme.Color(theme.ColorNameForeground), 3
	}
	r.bg.Refresh()
}

func (r *orderItemRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.label}
}

func (r *orderItemRenderer) Destroy() {}
