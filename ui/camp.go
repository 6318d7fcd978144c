package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/ui/widgets"
)

// Sizes at scale 1 (a 1280x800 window).
var (
	campCardSize  = fyne.NewSize(116, 150)
	spaceCardSize = fyne.NewSize(80, 150)
	runeSize      = fyne.NewSize(92, 46)
)

// campBoard is the camp: the firewood dial, the location, the runes on the Map deck's back,
// the camp spaces with their dice, and the piles.
func (z campBuilder) campBoard(s *game.State) fyne.CanvasObject {
	zone := campModel(s, z.model.Legal(), z.hand.selected)
	var location fyne.CanvasObject = widget.NewLabel("")
	if loc := zone.Location; loc != nil {
		lc := NewCardView(loc.Card, loc.Name, z.sized(campCardSize), loc.Lines...)
		lc.Scale = z.scale
		lc.OnTapped = func() { showCardText(loc.Card) }
		location = z.marks.spot("location", lc)
	}
	spaces := container.NewHBox()
	for _, sp := range zone.Spaces {
		spaces.Add(campCoins(s, sp.Key, z.campSpace(zone.Camper, sp)))
	}
	dial := NewFirewoodDial(zone.Firewood)
	dial.Side = z.px(dialSize)
	z.motion.placeDial(dial)
	z.marks.spot("firewood", dial)
	if lc := z.locationCardView(s); lc != nil {
		return container.NewHBox(dial, location, lc, z.mapBack(zone), spaces)
	}
	return container.NewHBox(dial, location, z.mapBack(zone), spaces)
}

// campSpace draws a camp space with the dice on it, or its rule when it has none.
func (z campBuilder) campSpace(camper string, sp campSpot) *CardView {
	card := NewCardView("", sp.Title, z.sized(spaceCardSize))
	card.Small = true
	card.Scale = z.scale
	card.Picture = "space." + sp.Key
	card.SetToolTip(sp.Tip)
	card.Details = sp.Rule
	card.Idle = sp.Idle
	var dice []fyne.CanvasObject
	for _, d := range sp.Dice {
		v := NewDieView(camper, d, nil)
		v.Side = z.px(dieSize * 0.7)
		v.OnCard = true
		dice = append(dice, v)
	}
	if len(dice) > 0 {
		card.Extra = container.NewGridWrap(fyne.NewSquareSize(z.px(dieSize*0.7)), dice...)
	} else {
		// The rule is printed into the card's face: a space with no dice has nothing live.
		card.Lines = []string{sp.Short}
		card.LinesHeight = z.px(spaceCardSize.Height - 66) // below a two-line title and a small picture
	}
	z.campTarget(&dropTarget{kind: targetSpace, space: sp.Key, obj: card}, "space/"+sp.Key, card, sp.Marked)
	return card
}

// campTarget makes a rune or a camp space a target for dice, its focus kept as key.
func (z campBuilder) campTarget(tg *dropTarget, key string, card *CardView, marked bool) {
	z.hand.addTarget(tg)
	z.focus.keep(key, card)
	card.Marked = marked
	card.OnTapped = func() {
		z.hand.targetTapped(tg, func() { showCardView(card) })
	}
}

// mapBack is the top Map card, face down: its back carries the three runes.
func (z campBuilder) mapBack(zone campZone) fyne.CanvasObject {
	runes := container.New(&widgets.TightVBox{})
	for _, r := range zone.Runes {
		runes.Add(z.runeSpace(r))
	}
	return z.marks.spot("map", container.NewBorder(heading(zone.MapTitle), nil, nil, nil, runes))
}

func (z campBuilder) runeSpace(r campSpot) fyne.CanvasObject {
	card := NewCardView("", r.Title, z.sized(runeSize))
	card.Small = true
	card.Scale = z.scale
	card.Picture = "space." + r.Key
	card.Details = r.Rule
	card.Idle = r.Idle
	card.SetToolTip(r.Tip)
	z.campTarget(&dropTarget{kind: targetRune, space: r.Key, obj: card}, "rune/"+r.Key, card, r.Marked)
	return card
}
