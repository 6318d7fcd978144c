package ui

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"

	"setawatch/game"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

var slotCardSize = fyne.NewSize(76, 96)

// partyView is the four adventurer boards: side by side, or two by two when a window is too
// narrow for four readable boards.
func (t *Table) partyView(s *game.State) fyne.CanvasObject {
	cols := max(1, len(s.Adventurers))
	boards := container.NewGridWithColumns(cols)
	for i := range s.Adventurers {
		boards.Add(t.adventurerBoard(s, &s.Adventurers[i]))
	}
	// The boards' room is the board's viewport: the Line is as wide as its widest neighbour.
	width := t.builtFor.Width
	if t.board != nil && t.board.Size().Width > 0 {
		width = t.board.Size().Width
	}
	if width > 0 && cols > 2 && (width/float32(cols) < t.px(190) || boards.MinSize().Width > width) {
		boards.Layout = layout.NewGridLayoutWithColumns((cols + 1) / 2)
	}
	return boards
}

// role is where the adventurer is this round, in words.
func role(s *game.State, a *game.AdventurerState) string {
	switch {
	case a.ID == s.Camper && !a.OnWatch:
		return lang.L("In camp")
	case a.SitsOut:
		return lang.L("Sits out: every card exhausted")
	case a.OnWatch:
		return lang.L("On Watch")
	}
	return ""
}

func (t *Table) adventurerBoard(s *game.State, a *game.AdventurerState) fyne.CanvasObject {
	info := catalog().Adventurers[a.ID]
	reach := lang.L("melee")
	sides := 6
	if info != nil {
		sides = info.Die
		if info.Ranged {
			reach = lang.L("ranged")
		}
	}
	name := ttwidget.NewLabel(advName(a.ID))
	name.TextStyle = fyne.TextStyle{Bold: true}
	// A long name ends in "…" rather than widen every board; the tooltip has it whole.
	name.Truncation = fyne.TextTruncateEllipsis
	name.SetToolTip(adventurerDetails(a.ID))
	portrait := widgets.PictureView("adventurer."+a.ID, look.Color(theme.ColorNameForeground))
	portrait.(interface{ SetMinSize(fyne.Size) }).SetMinSize(fyne.NewSquareSize(t.px(26)))
	facts := fmt.Sprintf("%s · %s · %s", dieFacts(sides, a), reach, lang.L("{{.N}}/{{.Max}} rests left", map[string]any{"N": game.MaxRests(s.Options) - a.Rests, "Max": game.MaxRests(s.Options)}))
	factsLabel := widget.NewLabel(facts)
	factsLabel.SizeName = theme.SizeNameCaptionText
	// A facts row wider than the board in some language scrolls rather than widen it. The role
	// sits at the name's end (the name gives way, ending in "…"), so the boards stay low
	// enough for the final round's Line and the facts keep their room.
	var roleLabel fyne.CanvasObject
	if r := role(s, a); r != "" {
		l := widget.NewLabel(r)
		l.Importance = widget.HighImportance
		l.SizeName = theme.SizeNameCaptionText
		roleLabel = l
	}
	top := container.New(&widgets.TightVBox{}, container.NewBorder(nil, nil, portrait, roleLabel, name), container.NewHScroll(factsLabel))
	if camp := t.legalWhere(func(m game.Move) bool { return m.Verb == game.VerbCamp && m.Adventurer == a.ID }); len(camp) > 0 {
		b := newEnterButton(lang.L("Rest in camp"), func() { t.play(camp) })
		b.Importance = widget.HighImportance
		t.focus.keep("rest/"+a.ID, b)
		top.Add(b)
	}
	var head fyne.CanvasObject = top
	if p := t.powers(s, a); p != nil {
		head = container.NewBorder(nil, nil, nil, container.NewVBox(p), top)
	}

	dice := container.NewHBox()
	for i, d := range a.Dice {
		v := NewDieView(a.ID, d, t)
		v.Side = t.px(dieSize)
		v.Selected = t.selected != nil && *t.selected == v.Spec
		upgradedTip(v, sides)
		t.focus.keep(fmt.Sprintf("die/%s/%d", a.ID, i), v)
		t.motion.placeDie(a.ID, len(dice.Objects), v)
		dice.Add(v)
	}
	for _, c := range a.Tamed {
		v := NewTamedDieView(a.ID, c, game.DieValue(s, game.DieRef{Adventurer: a.ID, Tamed: c}), t)
		v.Side = t.px(dieSize)
		v.Selected = t.selected != nil && *t.selected == v.Spec
		t.focus.keep("die/"+a.ID+"/"+c, v)
		dice.Add(v)
	}

	slots := container.NewGridWithColumns(max(1, len(a.Slots)))
	for _, sl := range a.Slots {
		slots.Add(t.slotCard(s, a, sl))
	}
	// The unused cards share the row; a name too long for it ends in "…" and the tooltip
	// has the whole card.
	names := container.NewGridWithColumns(max(1, len(a.Unused)))
	for _, c := range a.Unused {
		l := widgets.NewCutText(cardName(c), theme.SizeNameCaptionText)
		l.SetToolTip(cardDetails(c))
		names.Add(l)
	}
	unusedLabel := widget.NewLabel(lang.L("Unused:"))
	unusedLabel.SizeName = theme.SizeNameCaptionText
	unused := container.NewBorder(nil, nil, unusedLabel, nil, names)
	body := container.NewVBox(head, dice, slots, t.itemRow(s, a), unused)
	return container.NewStack(boardGround(adventurerColor(a.ID), t.scale, head), container.NewPadded(body))
}

// slotCard is an equipped ability card with its state and the two ways to exhaust it.
func (t *Table) slotCard(s *game.State, a *game.AdventurerState, sl game.Slot) fyne.CanvasObject {
	state := lang.L("Ready")
	switch {
	case sl.Exhausted:
		state = lang.L("Exhausted")
	case sl.UsedWithDie:
		state = lang.L("Die used this round")
	case sl.UsedPassive:
		state = lang.L("Used this round")
	}
	card := NewCardView(sl.Card, cardName(sl.Card), fyne.NewSize(t.px(48), t.px(slotCardSize.Height)), state)
	card.Dimmed = sl.Exhausted
	card.Small = true
	card.Scale = t.scale
	tg := &dropTarget{kind: targetCard, card: sl.Card, obj: card}
	t.addTarget(tg)
	card.Marked = t.markedFor(tg)

	exhaust := t.legalWhere(func(m game.Move) bool { return m.Verb == game.VerbExhaust && m.Card == sl.Card })
	fire := t.legalWhere(func(m game.Move) bool { return m.Verb == game.VerbFire && m.Card == sl.Card })
	// A passive card takes no die, or one already spent (Sharpshooter): its button uses it.
	passive := t.legalWhere(func(m game.Move) bool {
		return m.Verb == game.VerbUse && m.Card == sl.Card && (len(m.Dice) == 0 || !t.dieStillFree(m.Dice[0]))
	})
	// With no die chosen a click only shows the card: using it takes a die or a labelled button.
	card.OnTapped = func() { t.targetTapped(tg, func() { showCardText(sl.Card) }) }
	t.focus.keep("slot/"+sl.Card, card)
	var exhaustBtn, fireBtn *ttwidget.Button
	exhaustBtn = ttwidget.NewButton(lang.L("Exhaust"), func() { keyPressed = exhaustBtn; t.play(exhaust) })
	exhaustBtn.SetToolTip(lang.L("Use this card by exhausting it."))
	fireBtn = ttwidget.NewButton(fireLabel(s), func() { keyPressed = fireBtn; t.play(fire) })
	fireBtn.SetToolTip(lang.L("Exhaust this card for +{{.N}} firewood.", map[string]any{"N": game.FireFirewood(s)}))
	if len(exhaust) == 0 {
		exhaustBtn.Disable()
	}
	if len(fire) == 0 {
		fireBtn.Disable()
	}
	if len(passive) > 0 {
		exhaustBtn.SetText(lang.L("Use"))
		exhaustBtn.OnTapped = func() { keyPressed = exhaustBtn; t.play(append(passive, exhaust...)) }
		exhaustBtn.Enable()
	}
	// A button that cannot be pressed now shows its faint word without a box: the boards stay
	// quiet, and the window has two dozen fewer boxes to draw at each frame of an animation.
	for _, b := range []*ttwidget.Button{exhaustBtn, fireBtn} {
		if b.Disabled() {
			b.Importance = widget.LowImportance
		}
	}
	t.focus.keep("exhaust/"+sl.Card, exhaustBtn)
	t.focus.keep("fire/"+sl.Card, fireBtn)
	return container.NewVBox(card, exhaustBtn, fireBtn)
}

// fireLabel is the button that exhausts a card for firewood, with what it gives here.
func fireLabel(s *game.State) string {
	return lang.L("+{{.N}} fire", map[string]any{"N": game.FireFirewood(s)})
}

// boardGround is a board's background: framed in the adventurer's colour, with a rounded edge,
// and faintly tinted in it behind the head (the name, the facts, the rest button), which sits
// at the top of the padded board.
func boardGround(c color.Color, k float32, head fyne.CanvasObject) fyne.CanvasObject {
	r, g, b, _ := c.RGBA()
	tint := color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0x48}
	v := widgets.NewPlateView(tint, c, 2*k, 8*k)
	v.FillTo = func() float32 { return theme.Padding()*1.5 + head.MinSize().Height }
	return v
}
