package ui

import (
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"

	"setawatch/game"
	"setawatch/ui/widgets"
)

// lineCardSize is a Line card's size at scale 1: nine fit beside the side panel at 1280 pixels.
var lineCardSize = fyne.NewSize(104, 168)

// lineGap is the room between Line cards at scale 1.
const lineGap = 6

// lineFit is how the Line's n cards fit a width: cards per row and each card's size. Cards
// shrink to fit one row; below a readable width they go on two rows.
func (z lineBuilder) lineFit(n int, width float32) (perRow int, card fyne.Size) {
	base := z.sized(lineCardSize)
	if width <= 0 {
		width = z.px(985)
	}
	perRow = max(n, 1)
	gap := z.px(lineGap)
	w := min(base.Width, (width-gap*float32(perRow-1))/float32(perRow))
	if w < z.px(84) && n > 1 {
		perRow = (n + 1) / 2
		w = min(base.Width, (width-gap*float32(perRow-1))/float32(perRow))
	}
	h := base.Height
	if perRow < n {
		h = base.Height * 0.55
	}
	return perRow, fyne.NewSize(float32(math.Floor(float64(w))), h)
}

// lineGrowthLimit is how much larger than at the window's scale a Line card may grow to use a
// tall window's room.
const lineGrowthLimit = 1.6

// lineGrown is a Line card's size grown to use the room the window gives the Line: as wide as
// its row allows and as tall as its rows, each with its row of chips under it, allow; never
// smaller than size. A tall window's Line would otherwise leave a wide empty band.
func (z lineBuilder) lineGrown(size fyne.Size, n, perRow int, title fyne.CanvasObject) fyne.Size {
	// The board's height less the camp's and the boards': not the Line's own height, which
	// follows its cards and would grow them at every build.
	if z.board == nil || n == 0 || size.Width <= 0 || size.Height <= 0 {
		return size
	}
	height := z.board.Size().Height - z.camp.MinSize().Height - z.party.MinSize().Height - 2*theme.Padding()
	rows := (n + perRow - 1) / perRow
	gap, pad := z.px(lineGap), theme.Padding()
	chips := widgets.Chip("Mg", color.Black, z.scale).MinSize().Height
	// Room for the cards: less the title, each row's chips, and the padding between them all.
	high := height - title.MinSize().Height - pad - float32(rows)*(chips+pad) - float32(rows-1)*pad
	wide := z.lineRoom() - gap*float32(perRow-1)
	g := min(high/(float32(rows)*size.Height), wide/(float32(perRow)*size.Width), lineGrowthLimit)
	if g <= 1 {
		return size
	}
	return fyne.NewSize(float32(math.Floor(float64(size.Width*g))), float32(math.Floor(float64(size.Height*g))))
}

// lineRoom is the width the Line may take: its own less whatever of the board's content the
// window's width does not show, so that a Line built too wide for a smaller window fits it
// when built again.
func (z lineBuilder) lineRoom() float32 {
	width := z.builtFor.Width
	if z.board != nil && z.board.Content != nil {
		if over := z.board.Content.Size().Width - z.board.Size().Width; over > 0 && z.board.Size().Width > 0 {
			width -= over
		}
	}
	return width
}

// lineView is the Line: its cards from 1st position, each with what the players know of it.
func (z lineBuilder) lineView(s *game.State) fyne.CanvasObject {
	title := container.NewHBox(heading(lang.L("The Line")), z.piles(s))
	perRow, size := z.lineFit(len(s.Line), z.lineRoom())
	size = z.lineGrown(size, len(s.Line), perRow, title)
	// The final round's two rows of small cards leave room beside the badges for the position
	// alone.
	zone := lineModel(s, z.model.Legal(), z.hand.selected, size.Height < z.sized(lineCardSize).Height)
	if len(zone.Cards) == 0 {
		return container.NewBorder(title, nil, nil, nil, container.NewCenter(widget.NewLabel(zone.Empty)))
	}
	rows := container.NewVBox()
	var row *fyne.Container
	for i, m := range zone.Cards {
		if i%perRow == 0 {
			row = container.New(&gapRow{gap: z.px(lineGap)})
			rows.Add(row)
		}
		row.Add(z.lineCard(m, size))
	}
	return container.NewBorder(title, nil, nil, nil, rows)
}

// gapRow places its objects side by side at their minimum size, gap apart.
type gapRow struct{ gap float32 }

func (g *gapRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objects {
		m := o.MinSize()
		s.Width += m.Width
		if i > 0 {
			s.Width += g.gap
		}
		s.Height = max(s.Height, m.Height)
	}
	return s
}

func (g *gapRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	x := float32(0)
	for _, o := range objects {
		m := o.MinSize()
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(m.Width, size.Height))
		x += m.Width + g.gap
	}
}

// lineCard draws one Line card and the chips of those who reach it.
func (z lineBuilder) lineCard(m lineCardModel, size fyne.Size) fyne.CanvasObject {
	var card *CardView
	if m.FaceUp {
		card = NewCardView(m.Card, m.Name, size, m.Lines...)
	} else {
		card = NewCardView("", m.Name, size, m.Lines...)
		card.FaceDown = true
		card.Picture = "misc.card-back"
	}
	card.SetToolTip(m.Tip)
	card.Health, card.Damage, card.Intent = m.Health, m.Damage, m.Intent
	card.Details = m.Details
	card.Scale = z.scale
	var dice []fyne.CanvasObject
	for _, d := range m.Dice {
		dice = append(dice, z.cardDieView(d))
	}
	if len(dice) > 0 {
		card.Extra = container.NewGridWrap(fyne.NewSquareSize(z.px(dieSize*0.6)), dice...)
	}
	if m.Double != "" {
		half := z.otherHalf(m.Double)
		if card.Extra != nil {
			half = container.New(&widgets.TightVBox{}, half, card.Extra)
		}
		card.Extra = half
	}
	tg := &dropTarget{kind: targetLine, pos: m.Pos, obj: card}
	z.hand.addTarget(tg)
	z.focus.keep(fmt.Sprintf("line/%d", m.Pos), card)
	card.Marked = m.Marked
	switch {
	case m.FaceUp && m.Pocket:
		card.OnTapped = func() { z.hand.targetTapped(tg, func() { showCardView(card) }) }
	case m.FaceUp:
		card.OnTapped = func() { z.hand.targetTapped(tg, func() { showCardText(m.Card) }) }
	default:
		card.OnTapped = func() { z.hand.targetTapped(tg, nil) }
	}
	z.motion.placeLineCard(m.Card, card)
	reach := container.New(&chipRow{gap: theme.Padding()})
	for _, id := range m.Reach {
		reach.Add(widgets.Chip(shortName(id), adventurerColor(id), z.scale))
	}
	return container.New(&widgets.TightVBox{}, card, reach)
}

// cardDieView is a small view of a die that sits on a card.
func (z lineBuilder) cardDieView(d cardDie) fyne.CanvasObject {
	if d.Tamed != "" {
		v := NewTamedDieView(d.Adventurer, d.Tamed, d.Value, nil)
		v.Side = z.px(dieSize * 0.6)
		return v
	}
	if d.Die == nil {
		return widget.NewLabel("?")
	}
	v := NewDieView(d.Adventurer, *d.Die, nil)
	v.Side = z.px(dieSize * 0.6)
	v.OnCard = true
	return v
}

// chipRow lines its chips up under a card, gap apart. It never widens the card: chips that do
// not fit side by side overlap a little, each still showing its start.
type chipRow struct{ gap float32 }

func (c *chipRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objects {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(0, h)
}

func (c *chipRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) == 0 {
		return
	}
	need := c.gap * float32(len(objects)-1)
	for _, o := range objects {
		need += o.MinSize().Width
	}
	squeeze := float32(0) // how much each chip after the first slides over the one before
	if need > size.Width && len(objects) > 1 {
		squeeze = (need - size.Width) / float32(len(objects)-1)
	}
	x := float32(0)
	for _, o := range objects {
		m := o.MinSize()
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(m.Width, size.Height))
		x += m.Width + c.gap - squeeze
	}
}

// shortName is an adventurer's name shortened for chips: its first three letters.
func shortName(id string) string {
	name := []rune(advName(id))
	if len(name) > 3 {
		name = name[:3]
	}
	return string(name)
}

// heading is a zone's title.
func heading(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.TextStyle = fyne.TextStyle{Bold: true}
	return l
}

func countLabel(name string, n int) string {
	// French puts a space before the colon.
	return lang.L("{{.Name}}: {{.N}}", map[string]any{"Name": name, "N": n})
}

// piles shows the decks and discard piles with their counts; the Graveyard can be browsed.
func (z lineBuilder) piles(s *game.State) fyne.CanvasObject {
	grave := ttwidget.NewButton(countLabel(lang.L("Graveyard"), len(s.Graveyard)), func() { z.showPile(lang.L("Graveyard"), s.Graveyard) })
	grave.SetToolTip(lang.L("Defeated creatures, face up, top first. Tap to look through them."))
	unhallowed := ttwidget.NewButton(countLabel(lang.L("Unhallowed"), len(s.Unhallowed)), func() { z.showPile(lang.L("Unhallowed"), s.Unhallowed) })
	unhallowed.SetToolTip(lang.L("The Unhallowed deck, face up: a Summon brings its top card to the Line."))
	label := func(text, tip string) fyne.CanvasObject {
		l := ttwidget.NewLabel(text)
		l.SetToolTip(tip)
		return l
	}
	deck := label(countLabel(lang.L("Creature deck"), len(s.Creatures)), lang.L("Face down: the Line is dealt from it."))
	if s.PocketWatch() {
		// No Horde pile, Unhallowed deck or unused locations: a counter and the location card.
		return container.NewHBox(deck, hordeCounter(s), grave)
	}
	return container.NewHBox(
		deck,
		z.marks.spot("horde", label(countLabel(lang.L("Horde"), len(s.Horde)), lang.L("Face down: creatures that got past the Watch. They return for the final battle."))),
		grave, unhallowed,
		label(countLabel(lang.L("Unused locations"), len(s.Unused)), lang.L("Face down: Check Map can swap one in.")),
	)
}

// showPile lists a face-up pile, top first.
func (z lineBuilder) showPile(title string, cards []string) {
	if len(cards) == 0 {
		dialog.ShowInformation(title, lang.L("The pile is empty."), z.win)
		return
	}
	// Plain labels: a dialog has no layer for tooltips to be drawn in. Tapping one shows the card.
	list := widget.NewList(func() int { return len(cards) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(fmt.Sprintf("%d. %s", i+1, cardName(cards[i])))
		})
	list.OnSelected = func(i widget.ListItemID) { showCardText(cards[i]); list.UnselectAll() }
	d := dialog.NewCustom(title, lang.L("Close"), container.NewGridWrap(fyne.NewSize(360, 420), list), z.win)
	d.Show()
}
