package ui

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/session"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// Swords of the Coin on the table: the Merchant board (the Market, the Item deck, the Bank and
// the party's purse), buying an Item by dragging it onto an adventurer's Item slot (or tapping
// the Item, then the slot), and the coins on the camp spaces.

var marketCardSize = fyne.NewSize(104, 132)

// reasonLine is the room a Market card keeps, while Items are bought, for why one cannot be.
const reasonLine = 12

// merchantBoard is the Merchant board beside the camp board, or nothing in a base game. It is
// the same in every phase, its Market's Items as cards, so nothing moves when the phase changes.
func (z merchantBuilder) merchantBoard(s *game.State) []fyne.CanvasObject {
	zone := merchantModel(s, z.model.Legal(), z.hand.item)
	if zone == nil {
		return nil
	}
	coins := container.NewHBox()
	for _, c := range zone.Coins {
		coins.Add(newCoinsView(c.N, c.Label, c.Tip, c.Cards))
	}
	piles := container.NewHBox()
	for k, p := range zone.Piles {
		piles.Add(z.marketPile(k, p))
	}
	box := container.NewVBox(container.NewHBox(heading(zone.Title), coins), piles)
	if zone.Drawn != "" {
		// One caption line without a label's padding, so the board stays as tall as the Line;
		// the side panel asks the same question in full.
		drawn := canvas.NewText(zone.Drawn, theme.Color(theme.ColorNamePrimary))
		drawn.TextSize = theme.CaptionTextSize()
		box = container.NewVBox(box.Objects[0], container.New(&widgets.TightVBox{}, piles, drawn))
	}
	return []fyne.CanvasObject{box}
}

// marketPile is one Market pile (k from 0): its top Item face up with its cost and how many
// lie under it.
func (z merchantBuilder) marketPile(k int, p marketPileModel) fyne.CanvasObject {
	cover := p.Cover
	// Room for the reason an Item cannot be bought, in every phase: the board keeps its size.
	size := z.sized(marketCardSize).AddWidthHeight(0, z.px(reasonLine))
	card := NewCardView(p.Item, p.Title, size, p.Lines...)
	card.Dimmed = p.Dimmed
	card.Small, card.Scale = true, z.scale
	card.Marked = p.Marked
	if p.Item == "" {
		if cover != nil {
			card.OnTapped = func() { _ = z.model.Submit(*cover) }
			z.focus.keep(fmt.Sprintf("cover/%d", k+1), card)
		}
		return card
	}
	card.SetToolTip(p.Tip)
	cost := newCoinsView(p.Cost, lang.L("Cost"), lang.L("What the Item costs, in coins."), false)
	cost.onCard = true
	card.Extra = cost
	card.OnTapped = func() {
		switch {
		case cover != nil:
			_ = z.model.Submit(*cover)
		case p.Buying:
			z.hand.selectItem(p.Item)
		default:
			showCardView(card)
		}
	}
	z.focus.keep("market/"+p.Item, card)
	if cover != nil {
		z.focus.keep(fmt.Sprintf("cover/%d", k+1), card)
	}
	return newMarketItem(z.hand, p.Item, card)
}

// coverMove is the move that covers pile k with the Item drawn when nothing was bought, or nil.
func coverMove(s *game.State, legal []game.Move, k int) *game.Move {
	if pendingCover(s) == nil {
		return nil
	}
	for _, m := range legal {
		if m.Verb == game.VerbChoose && m.Answer != nil && m.Answer.Equal(game.AnswerPile(k+1)) {
			return &m
		}
	}
	return nil
}

// marketItem is a Market Item that can be dragged onto an Item slot; taps and the keyboard go
// to the card inside.
type marketItem struct {
	widget.BaseWidget
	hand *hand
	item string
	card *CardView
}

func newMarketItem(h *hand, item string, card *CardView) *marketItem {
	m := &marketItem{hand: h, item: item, card: card}
	m.ExtendBaseWidget(m)
	return m
}

func (m *marketItem) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(m.card) }

// Dragged moves the Item's shadow with the pointer during the Merchant phase.
func (m *marketItem) Dragged(e *fyne.DragEvent) { m.hand.itemDragged(m.item, e.AbsolutePosition) }

// DragEnd drops the Item where the pointer is.
func (m *marketItem) DragEnd() { m.hand.itemDropped(m.item) }

// coinsView draws a count as a small stack of coins (or of cards, for the Item deck) with the
// number beside it, and says what it is in a tooltip.
type coinsView struct {
	widgets.ToolTipped
	n      int
	label  string
	cards  bool
	bare   bool // the number without the name, on a card whose text it would cover
	onCard bool // drawn on a card's face: in the card's ink, not the table's
}

func newCoinsView(n int, label, tip string, cards bool) *coinsView {
	v := &coinsView{n: n, label: label, cards: cards}
	v.ExtendBaseWidget(v)
	v.SetToolTip(label + ": " + strconv.Itoa(n) + "\n" + tip)
	return v
}

var (
	coinFill = color.NRGBA{R: 0xe8, G: 0xb8, B: 0x30, A: 0xff}
	coinEdge = color.NRGBA{R: 0x8a, G: 0x60, B: 0x10, A: 0xff}
	deckFill = color.NRGBA{R: 0x6a, G: 0x4a, B: 0x8a, A: 0xff}
)

const (
	coinWidth = 20
	coinLayer = 4 // how far each coin of a stack sits above the one under it
	maxShown  = 5 // a bigger stack is drawn this high; its number tells the rest
)

func (v *coinsView) CreateRenderer() fyne.WidgetRenderer {
	shown := min(v.n, maxShown)
	stack := container.NewWithoutLayout()
	height := float32(coinWidth*0.55 + coinLayer*(max(shown, 1)-1))
	for i := range max(shown, 1) {
		var o fyne.CanvasObject
		if v.cards {
			r := canvas.NewRectangle(deckFill)
			r.StrokeColor, r.StrokeWidth, r.CornerRadius = theme.Color(theme.ColorNameForeground), 1, 2
			o = r
		} else {
			c := canvas.NewCircle(coinFill)
			c.StrokeColor, c.StrokeWidth = coinEdge, 1.5
			o = c
		}
		if shown == 0 {
			setFill(o, color.Transparent)
		}
		o.Resize(fyne.NewSize(coinWidth, coinWidth*0.55))
		o.Move(fyne.NewPos(0, height-coinWidth*0.55-float32(i*coinLayer)))
		stack.Add(o)
	}
	box := canvas.NewRectangle(color.Transparent)
	box.SetMinSize(fyne.NewSize(coinWidth, height))
	ink := theme.Color(theme.ColorNameForeground)
	if v.onCard {
		ink = look.Color(look.CardInk)
	}
	count := canvas.NewText(strconv.Itoa(v.n), ink)
	count.TextStyle = fyne.TextStyle{Bold: true}
	name := canvas.NewText(v.label, ink)
	name.TextSize = theme.CaptionTextSize()
	words := container.NewVBox(container.NewCenter(count), name)
	if v.bare {
		words = container.NewVBox(count)
	}
	return widget.NewSimpleRenderer(container.NewHBox(container.NewCenter(container.NewStack(box, stack)), words))
}

func setFill(o fyne.CanvasObject, c color.Color) {
	switch s := o.(type) {
	case *canvas.Circle:
		s.FillColor = c
	case *canvas.Rectangle:
		s.FillColor = c
	}
}

// campCoins lays the coins of a coin-marked camp space over its card, at the right of its
// picture: the rule's text below stays whole.
func campCoins(s *game.State, space string, card fyne.CanvasObject) fyne.CanvasObject {
	if s.Merchant == nil || !slices.Contains(game.CoinSpaces, game.Space(space)) {
		return card
	}
	n := s.Merchant.CoinsOn(game.Space(space))
	coins := newCoinsView(n, lang.L("Coins"), lang.L("A die placed here takes these coins into the party's purse."), false)
	coins.bare, coins.onCard = true, true
	// Inside the card's frame: a small window's card has no room to spare beyond it.
	k := float32(1)
	if c, ok := card.(*CardView); ok && c.Scale > 0 {
		k = c.Scale
	}
	margin := canvas.NewRectangle(color.Transparent)
	margin.SetMinSize(fyne.NewSize(5*k, 0))
	corner := container.NewBorder(nil, nil, nil, container.NewHBox(container.NewVBox(layout.NewSpacer(), coins, layout.NewSpacer(), layout.NewSpacer()), margin))
	return container.NewStack(card, corner)
}

// pendingCover is the waiting choice of the pile a drawn Item covers, or nil.
func pendingCover(s *game.State) *game.Task {
	if s == nil {
		return nil
	}
	if task := s.Pending(); task != nil && task.Kind.Picks() == game.PicksPileToCover && len(task.Cards) > 0 {
		return task
	}
	return nil
}

// merchantLog follows the game's history to name the moves that end a Merchant phase, which
// the events alone do not tell from the end of a camp.
type merchantLog struct{ open bool }

// endText names an End move that leaves the Merchant, or "" for other moves.
func (l *merchantLog) endText(e session.Entry) string {
	opens := slices.ContainsFunc(e.Events, func(ev game.Event) bool { return ev.Kind == game.EventMerchant })
	switch {
	case e.Move.Verb != game.VerbEnd:
		return ""
	case opens:
		l.open = true // the "merchant" event tells the opening itself
		return ""
	case l.open:
		l.open = false
		return lang.L("Leave the Merchant: start the Watch")
	}
	return ""
}
