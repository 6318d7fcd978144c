package ui

import (
	"fmt"
	"image/color"
	"strings"

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
func (z partyBuilder) partyView(s *game.State) fyne.CanvasObject {
	cols := max(1, len(s.Adventurers))
	boards := container.NewGridWithColumns(cols)
	for i := range s.Adventurers {
		boards.Add(z.adventurerBoard(s, &s.Adventurers[i]))
	}
	// The boards' room is the board's viewport: the Line is as wide as its widest neighbour.
	width := z.builtFor.Width
	if z.board != nil && z.board.Size().Width > 0 {
		width = z.board.Size().Width
	}
	if width > 0 && cols > 2 && (width/float32(cols) < z.px(190) || boards.MinSize().Width > width) {
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

// adventurerBoard draws adventurer a's board from its model.
func (z partyBuilder) adventurerBoard(s *game.State, a *game.AdventurerState) fyne.CanvasObject {
	zone := boardModel(s, a, z.model.Legal(), z.hand.selected, z.hand.item)
	name := ttwidget.NewLabel(zone.Name)
	name.TextStyle = fyne.TextStyle{Bold: true}
	// A long name ends in "…" rather than widen every board; the tooltip has it whole.
	name.Truncation = fyne.TextTruncateEllipsis
	name.SetToolTip(zone.Tip)
	portrait := widgets.PictureView("adventurer."+zone.ID, look.Color(theme.ColorNameForeground))
	portrait.(interface{ SetMinSize(fyne.Size) }).SetMinSize(fyne.NewSquareSize(z.px(26)))
	factsLabel := widget.NewLabel(zone.Facts)
	factsLabel.SizeName = theme.SizeNameCaptionText
	// A facts row wider than the board in some language scrolls rather than widen it. The role
	// sits at the name's end (the name gives way, ending in "…"), so the boards stay low
	// enough for the final round's Line and the facts keep their room.
	var roleLabel fyne.CanvasObject
	if zone.Role != "" {
		l := widget.NewLabel(zone.Role)
		l.Importance = widget.HighImportance
		l.SizeName = theme.SizeNameCaptionText
		roleLabel = l
	}
	top := container.New(&widgets.TightVBox{}, container.NewBorder(nil, nil, portrait, roleLabel, name), container.NewHScroll(factsLabel))
	if camp := zone.Rest; len(camp) > 0 {
		b := newEnterButton(lang.L("Rest in camp"), func() { z.hand.play(camp) })
		b.Importance = widget.HighImportance
		z.focus.keep("rest/"+zone.ID, b)
		top.Add(b)
	}
	var head fyne.CanvasObject = top
	if p := z.powers(zone); p != nil {
		head = container.NewBorder(nil, nil, nil, container.NewVBox(p), top)
	}

	dice := container.NewHBox()
	for i, d := range zone.Dice {
		if d.Tamed != "" {
			v := NewTamedDieView(zone.ID, d.Tamed, d.Value, z.hand)
			v.Side = z.px(dieSize)
			v.Selected = d.Selected
			z.focus.keep("die/"+zone.ID+"/"+d.Tamed, v)
			dice.Add(v)
			continue
		}
		v := NewDieView(zone.ID, d.Die, z.hand)
		v.Side = z.px(dieSize)
		v.Selected = d.Selected
		if d.Note != "" {
			v.SetToolTip(v.describe() + "\n" + d.Note)
		}
		z.focus.keep(fmt.Sprintf("die/%s/%d", zone.ID, i), v)
		z.motion.placeDie(zone.ID, len(dice.Objects), v)
		dice.Add(v)
	}

	slots := container.NewGridWithColumns(max(1, len(zone.Slots)))
	for _, sl := range zone.Slots {
		slots.Add(z.slotCard(sl))
	}
	// The unused cards share the row; a name too long for it ends in "…" and the tooltip
	// has the whole card.
	names := container.NewGridWithColumns(max(1, len(zone.Unused)))
	for _, c := range zone.Unused {
		l := widgets.NewCutText(c.Name, theme.SizeNameCaptionText)
		l.SetToolTip(c.Tip)
		names.Add(l)
	}
	unusedLabel := widget.NewLabel(lang.L("Unused:"))
	unusedLabel.SizeName = theme.SizeNameCaptionText
	unused := container.NewBorder(nil, nil, unusedLabel, nil, names)
	body := container.NewVBox(head, dice, slots, z.itemRow(zone), unused)
	return container.NewStack(boardGround(adventurerColor(zone.ID), z.scale, head), container.NewPadded(body))
}

// slotCard is an equipped ability card with its state and the two ways to exhaust it.
func (z partyBuilder) slotCard(sl boardSlot) fyne.CanvasObject {
	card := NewCardView(sl.Card, sl.Name, fyne.NewSize(z.px(48), z.px(slotCardSize.Height)), sl.State)
	card.Dimmed = sl.Dimmed
	card.Small = true
	card.Scale = z.scale
	tg := &dropTarget{kind: targetCard, card: sl.Card, obj: card}
	z.hand.addTarget(tg)
	card.Marked = sl.Marked
	// With no die chosen a click only shows the card: using it takes a die or a labelled button.
	card.OnTapped = func() { z.hand.targetTapped(tg, func() { showCardText(sl.Card) }) }
	z.focus.keep("slot/"+sl.Card, card)
	slot := container.NewVBox(card)
	type action struct {
		word, tip, key, mark string
		moves                []game.Move
	}
	actions := []action{{sl.UseWord, sl.UseTip, "exhaust/", "button:", sl.Use}, {sl.FireWord, sl.FireTip, "fire/", "fire:", sl.Fire}}
	// A button that cannot be pressed now shows its faint word, printed with its neighbour's
	// into one picture: the boards stay quiet, and the window has two dozen fewer objects to
	// draw at each frame of an animation.
	quiet := func(as ...action) {
		var words, tips []string
		for _, a := range as {
			words, tips = append(words, a.word), append(tips, a.word+": "+a.tip)
		}
		q := widgets.NewQuietWords(buttonHeight(), theme.Padding(), words...)
		q.SetToolTip(strings.Join(tips, "\n"))
		for i, a := range as {
			z.marks.spot(a.mark+sl.Card, q.Row(i)) // a guide frames the word
		}
		slot.Add(q)
	}
	if len(sl.Use) == 0 && len(sl.Fire) == 0 {
		quiet(actions...)
		return slot
	}
	for _, a := range actions {
		if len(a.moves) == 0 {
			quiet(a)
			continue
		}
		var btn *ttwidget.Button
		btn = ttwidget.NewButton(a.word, func() { keyPressed = btn; z.hand.play(a.moves) })
		btn.SetToolTip(a.tip)
		z.focus.keep(a.key+sl.Card, btn)
		slot.Add(btn)
	}
	return slot
}

// buttonLook is what a button's height follows.
type buttonLook struct {
	text, pad float32
	font      string
}

var buttonHeights = widgets.NewBoundedCache[buttonLook, float32](8)

// buttonHeight is a button's height in the current theme, measured on a button once for each
// look rather than at every rebuild.
func buttonHeight() float32 {
	key := buttonLook{theme.TextSize(), theme.InnerPadding(), widgets.FontName(fyne.TextStyle{Bold: true})}
	return buttonHeights.Get(key, func() float32 { return widget.NewButton("Mg", nil).MinSize().Height })
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
