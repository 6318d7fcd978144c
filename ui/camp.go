package ui

import (
	"fmt"
	"slices"

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
	loc := catalog().Cards[s.Location]
	var location fyne.CanvasObject = widget.NewLabel("")
	if loc != nil {
		fw := signed(loc.Firewood)
		if loc.FirewoodSpecial {
			fw = "*"
		}
		lc := NewCardView(s.Location, loc.Name.In(currentLanguage), t.sized(campCardSize),
			roundLine(s), locationKindLabel(loc.LocationKind),
			lang.L("Firewood {{.N}}", map[string]any{"N": fw}), lang.L("Creatures {{.N}}", map[string]any{"N": loc.Creatures}))
		lc.Scale = t.scale
		lc.OnTapped = func() { showCardText(s.Location) }
		location = t.spot("location", lc)
	}
	spaces := container.NewHBox()
	for _, sp := range []string{game.SpaceChop, game.SpaceScout, game.SpaceMap, game.SpaceHeal, game.SpaceEquip, game.SpaceAction} {
		spaces.Add(t.campSpace(s, sp))
	}
	dial := NewFirewoodDial(s.Firewood)
	dial.Side = t.px(dialSize)
	t.motion.placeDial(dial)
	t.spot("firewood", dial)
	if lc := t.locationCardView(s); lc != nil {
		return container.NewHBox(dial, location, lc, t.mapBack(s), spaces)
	}
	return container.NewHBox(dial, location, t.mapBack(s), spaces)
}

// spaceRule is what a camp space asks for and does, in words.
func spaceRule(s *game.State, space string) (title, rule string) {
	switch space {
	case game.SpaceChop:
		return spaceName(space), lang.L("Up to {{.Dice}} dice, any value: +{{.N}} firewood each.", map[string]any{"Dice": game.ChopDice, "N": game.ChopFirewood(s)})
	case game.SpaceScout:
		return spaceName(space), lang.L("Up to {{.Dice}} dice, each higher than the last: look at the next {{.N}} creatures; top or bottom.", map[string]any{"Dice": game.ScoutDice, "N": game.ScoutLook})
	case game.SpaceMap:
		return spaceName(space), lang.L("One die of {{.N}}+: swap the next location for an unused one.", map[string]any{"N": game.MapLeast})
	case game.SpaceHeal:
		return spaceName(space), lang.L("One {{.N}}: refresh an exhausted ability card.", map[string]any{"N": game.HealValue})
	case game.SpaceEquip:
		return spaceName(space), lang.L("One die: the camper swaps an equipped card for an unused one.")
	}
	if a := catalog().Adventurers[s.Camper]; a != nil {
		rule := a.CampAction.Text.In(currentLanguage)
		if a.CampAction.MinDie > 0 {
			rule = lang.L("One die of {{.N}}+:", map[string]any{"N": a.CampAction.MinDie}) + " " + rule
		}
		return a.CampAction.Name.In(currentLanguage), rule
	}
	return spaceName(space), lang.L("The camper's own camp action.")
}

// placedDice lists the values on a camp space.
func placedDice(c game.CampState, space string) []int {
	switch space {
	case game.SpaceChop:
		return c.Chop
	case game.SpaceScout:
		return c.Scout
	}
	v := map[string]int{game.SpaceMap: c.CheckMap, game.SpaceHeal: c.Heal, game.SpaceEquip: c.Equip, game.SpaceAction: c.Action}[space]
	if v != 0 {
		return []int{v}
	}
	return nil
}

func (t *Table) campSpace(s *game.State, space string) fyne.CanvasObject {
	title, rule := spaceRule(s, space)
	card := NewCardView("", title, t.sized(spaceCardSize))
	card.Small = true
	card.Scale = t.scale
	card.Picture = "space." + space
	card.SetToolTip(title + "\n\n" + rule)
	card.Details = rule
	var dice []fyne.CanvasObject
	for _, v := range placedDice(s.Camp, space) {
		dice = append(dice, t.campDie(s, v))
	}
	if len(dice) > 0 {
		card.Extra = container.NewGridWrap(fyne.NewSquareSize(t.px(dieSize*0.7)), dice...)
	} else {
		short := rule
		if space == game.SpaceAction {
			short = actionSummary(s)
		}
		text := widgets.NewCompactText(short, look.BaseSize(theme.SizeNameCaptionText)*t.scale, fyne.TextStyle{})
		text.Color = look.Color(look.CardInk)
		text.Width = t.px(spaceCardSize.Width - 12)
		text.MaxHeight = t.px(spaceCardSize.Height - 66) // below a two-line title and a small picture
		card.Extra = text
	}
	tg := &dropTarget{kind: targetSpace, space: space, obj: card}
	t.addTarget(tg)
	t.focus.keep("space/"+space, card)
	card.Marked = t.markedFor(tg)
	card.OnTapped = func() {
		t.targetTapped(tg, func() { showCardView(card) })
	}
	return campCoins(s, space, card)
}

// actionSummary is the camper's camp action on its space: what die it needs; its full text is
// in the tooltip and the larger view.
func actionSummary(s *game.State) string {
	a := catalog().Adventurers[s.Camper]
	if a == nil {
		return lang.L("The camper's own camp action.")
	}
	need := lang.L("Any die.")
	if a.CampAction.MinDie > 0 {
		need = lang.L("One die of {{.N}}+.", map[string]any{"N": a.CampAction.MinDie})
	}
	return need + " " + lang.L("Hover or right-click to read.")
}

// campDie shows a die the camper placed.
func (t *Table) campDie(s *game.State, v int) fyne.CanvasObject {
	sides := 6
	if a := s.Adventurer(s.Camper); a != nil && len(a.Dice) > 0 {
		sides = a.Dice[0].Sides
	}
	d := NewDieView(s.Camper, game.Die{Sides: sides, Value: v, State: game.DieCamp}, nil)
	d.Side = t.px(dieSize * 0.7)
	d.OnCard = true
	return d
}

// mapBack is the top Map card, face down: its back carries the three runes.
func (t *Table) mapBack(s *game.State) fyne.CanvasObject {
	runes := container.New(&widgets.TightVBox{})
	for _, r := range []string{game.RuneSeal, game.RuneVanquish, game.RuneBolster} {
		runes.Add(t.runeSpace(s, r))
	}
	title := lang.L("Map: {{.N}} left", map[string]any{"N": len(s.MapDeck)})
	if s.PocketWatch() {
		title = lang.L("Runes") // the location card replaces the Map deck
	}
	return t.spot("map", container.NewBorder(heading(title), nil, nil, nil, runes))
}

// runeRule says what a rune does (Pocket Watch changes Seal and Vanquish).
func runeRule(s *game.State, r string) string {
	if s.PocketWatch() {
		switch r {
		case game.RuneSeal:
			return lang.L("Seal: this round, each Unhallowed that turns up may be swapped for one from the Graveyard.")
		case game.RuneVanquish:
			return lang.L("Vanquish: the Horde counter goes down by 1.")
		}
	}
	switch r {
	case game.RuneSeal:
		return lang.L("Seal: put an Unhallowed from the Graveyard back under the Unhallowed deck.")
	case game.RuneVanquish:
		return lang.L("Vanquish: remove the top card of the Horde from the game.")
	}
	return lang.L("Bolster: each adventurer on Watch may reroll any of their unused dice.")
}

func (t *Table) runeSpace(s *game.State, r string) fyne.CanvasObject {
	// A cast rune says so in its title, so the camp never grows taller.
	title := spaceName(r)
	if slices.Contains(s.Camp.Runes, r) {
		title += " · " + lang.L("Cast with {{.N}}s", map[string]any{"N": s.Camp.RuneDie})
	}
	card := NewCardView("", title, t.sized(runeSize))
	card.Small = true
	card.Scale = t.scale
	card.Picture = "space." + r
	card.Details = runeRule(s, r) + "\n\n" + lang.L("Runes take matching dice on two or three different runes.")
	card.SetToolTip(card.Details)
	tg := &dropTarget{kind: targetRune, space: r, obj: card}
	t.addTarget(tg)
	t.focus.keep("rune/"+r, card)
	card.Marked = t.markedFor(tg)
	card.OnTapped = func() {
		t.targetTapped(tg, func() { showCardView(card) })
	}
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
		t.spot("horde", label(countLabel(lang.L("Horde"), len(s.Horde)), lang.L("Face down: creatures that got past the Watch. They return for the final battle."))),
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
