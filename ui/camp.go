package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"

	"setawatch/game"
	"setawatch/ui/look"
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
func (t *Table) campBoard(s *game.State) fyne.CanvasObject {
	zone := campModel(s, t.model.Legal(), t.hand.selected)
	var location fyne.CanvasObject = widget.NewLabel("")
	if loc := zone.Location; loc != nil {
		lc := NewCardView(loc.Card, loc.Name, t.sized(campCardSize), loc.Lines...)
		lc.Scale = t.scale
		lc.OnTapped = func() { showCardText(loc.Card) }
		location = t.marks.spot("location", lc)
	}
	spaces := container.NewHBox()
	for _, sp := range zone.Spaces {
		spaces.Add(campCoins(s, sp.Key, t.campSpace(zone.Camper, sp)))
	}
	dial := NewFirewoodDial(zone.Firewood)
	dial.Side = t.px(dialSize)
	t.motion.placeDial(dial)
	t.marks.spot("firewood", dial)
	if lc := t.locationCardView(s); lc != nil {
		return container.NewHBox(dial, location, lc, t.mapBack(zone), spaces)
	}
	return container.NewHBox(dial, location, t.mapBack(zone), spaces)
}

// campSpace draws a camp space with the dice on it, or its rule when it has none.
func (t *Table) campSpace(camper string, sp campSpot) *CardView {
	card := NewCardView("", sp.Title, t.sized(spaceCardSize))
	card.Small = true
	card.Scale = t.scale
	card.Picture = "space." + sp.Key
	card.SetToolTip(sp.Tip)
	card.Details = sp.Rule
	card.Idle = sp.Idle
	var dice []fyne.CanvasObject
	for _, d := range sp.Dice {
		v := NewDieView(camper, d, nil)
		v.Side = t.px(dieSize * 0.7)
		v.OnCard = true
		dice = append(dice, v)
	}
	if len(dice) > 0 {
		card.Extra = container.NewGridWrap(fyne.NewSquareSize(t.px(dieSize*0.7)), dice...)
	} else {
		text := widgets.NewCompactText(sp.Short, look.BaseSize(theme.SizeNameCaptionText)*t.scale, fyne.TextStyle{})
		text.Color = look.Color(look.CardInk)
		text.Width = t.px(spaceCardSize.Width - 12)
		text.MaxHeight = t.px(spaceCardSize.Height - 66) // below a two-line title and a small picture
		card.Extra = text
	}
	t.campTarget(&dropTarget{kind: targetSpace, space: sp.Key, obj: card}, "space/"+sp.Key, card, sp.Marked)
	return card
}

// campTarget makes a rune or a camp space a target for dice, its focus kept as key.
func (t *Table) campTarget(tg *dropTarget, key string, card *CardView, marked bool) {
	t.hand.addTarget(tg)
	t.focus.keep(key, card)
	card.Marked = marked
	card.OnTapped = func() {
		t.hand.targetTapped(tg, func() { showCardView(card) })
	}
}

// mapBack is the top Map card, face down: its back carries the three runes.
func (t *Table) mapBack(zone campZone) fyne.CanvasObject {
	runes := container.New(&widgets.TightVBox{})
	for _, r := range zone.Runes {
		runes.Add(t.runeSpace(r))
	}
	return t.marks.spot("map", container.NewBorder(heading(zone.MapTitle), nil, nil, nil, runes))
}

func (t *Table) runeSpace(r campSpot) fyne.CanvasObject {
	card := NewCardView("", r.Title, t.sized(runeSize))
	card.Small = true
	card.Scale = t.scale
	card.Picture = "space." + r.Key
	card.Details = r.Rule
	card.Idle = r.Idle
	card.SetToolTip(r.Tip)
	t.campTarget(&dropTarget{kind: targetRune, space: r.Key, obj: card}, "rune/"+r.Key, card, r.Marked)
	return card
}

// piles shows the decks and discard piles with their counts; the Graveyard can be browsed.
func (t *Table) piles(s *game.State) fyne.CanvasObject {
	grave := ttwidget.NewButton(countLabel(lang.L("Graveyard"), len(s.Graveyard)), func() { t.showPile(lang.L("Graveyard"), s.Graveyard) })
	grave.SetToolTip(lang.L("Defeated creatures, face up, top first. Tap to look through them."))
	unhallowed := ttwidget.NewButton(countLabel(lang.L("Unhallowed"), len(s.Unhallowed)), func() { t.showPile(lang.L("Unhallowed"), s.Unhallowed) })
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
		t.marks.spot("horde", label(countLabel(lang.L("Horde"), len(s.Horde)), lang.L("Face down: creatures that got past the Watch. They return for the final battle."))),
		grave, unhallowed,
		label(countLabel(lang.L("Unused locations"), len(s.Unused)), lang.L("Face down: Check Map can swap one in.")),
	)
}

// showPile lists a face-up pile, top first.
func (t *Table) showPile(title string, cards []string) {
	if len(cards) == 0 {
		dialog.ShowInformation(title, lang.L("The pile is empty."), t.win)
		return
	}
	// Plain labels: a dialog has no layer for tooltips to be drawn in. Tapping one shows the card.
	list := widget.NewList(func() int { return len(cards) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(fmt.Sprintf("%d. %s", i+1, cardName(cards[i])))
		})
	list.OnSelected = func(i widget.ListItemID) { showCardText(cards[i]); list.UnselectAll() }
	d := dialog.NewCustom(title, lang.L("Close"), container.NewGridWrap(fyne.NewSize(360, 420), list), t.win)
	d.Show()
}
