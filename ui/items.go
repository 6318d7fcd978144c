package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"

	"setawatch/game"
)

var itemSlotSize = fyne.NewSize(72, 36)

// triggerWord is how an Item is used, in words.
func triggerWord(item string) string {
	c := catalog().Cards[item]
	if c == nil {
		return ""
	}
	switch c.Trigger {
	case game.TriggerPassive:
		return lang.L("Passive")
	case game.TriggerActivate:
		return lang.L("Activate")
	case game.TriggerExhaust:
		return lang.L("Exhaust")
	case game.TriggerDiscard:
		return lang.L("Discard")
	}
	return c.Trigger
}

// triggerIcon draws the trigger beside its word, so the word is not the only sign.
func triggerIcon(item string) fyne.Resource {
	switch catalog().Cards[item].Trigger {
	case game.TriggerActivate:
		return theme.MediaPlayIcon()
	case game.TriggerExhaust:
		return theme.MediaReplayIcon()
	case game.TriggerDiscard:
		return theme.DeleteIcon()
	}
	return theme.VisibilityIcon()
}

// itemRow is an adventurer's two Item slots, or nothing in a base game.
func (t *Table) itemRow(s *game.State, a *game.AdventurerState) fyne.CanvasObject {
	if s.Merchant == nil {
		none := container.NewWithoutLayout()
		none.Hide() // a hidden row takes no room in the board's box
		return none
	}
	row := container.NewGridWithColumns(game.ItemSlots)
	for k := range game.ItemSlots {
		var slot fyne.CanvasObject
		if k < len(a.Items) {
			slot = t.itemSlot(s, a, a.Items[k])
		} else {
			slot = t.emptySlot(s, a, k)
		}
		row.Add(slot)
	}
	return row
}

// emptySlot takes a Market Item dropped or tapped onto it in the Merchant phase.
func (t *Table) emptySlot(s *game.State, a *game.AdventurerState, k int) fyne.CanvasObject {
	card := NewCardView("", lang.L("No Item yet"), t.sized(itemSlotSize))
	card.Small, card.Scale = true, t.scale
	card.Details = lang.L("In the Merchant phase, drag an Item from the Market here, or tap the Item and then this slot, to buy it for this adventurer.")
	card.SetToolTip(card.Details)
	t.shop.slots = append(t.shop.slots, slotTarget{adv: a.ID, obj: card})
	card.Marked = t.canBuyFor(a.ID)
	card.OnTapped = func() { t.slotTapped(a.ID, func() { showCardView(card) }) }
	t.focus.keep(fmt.Sprintf("itemslot/%s/%d", a.ID, k), card)
	return card
}

// canBuyFor reports whether the Item chosen in the Market may be bought for an adventurer.
func (t *Table) canBuyFor(adv string) bool {
	if t.shop.selected == "" {
		return false
	}
	return len(t.legalWhere(func(m game.Move) bool {
		return m.Verb == game.VerbBuy && m.Card == t.shop.selected && m.Adventurer == adv
	})) > 0
}

// slotTapped buys the chosen Market Item for the slot's adventurer, or does otherwise.
func (t *Table) slotTapped(adv string, otherwise func()) {
	if t.shop.selected != "" {
		t.BuyFor(t.shop.selected, adv)
		return
	}
	otherwise()
}

// itemSlot is a carried Item: its trigger with an icon and a word, or exhausted. An
// Activate Item takes a die like an ability card; Exhaust and Discard Items have a button (its
// icon is the trigger's). It keeps to one short row, so the board stays as tall as before.
func (t *Table) itemSlot(s *game.State, a *game.AdventurerState, it game.Item) fyne.CanvasObject {
	// A ready Item shows its trigger; a used one says so, greyed.
	state := triggerWord(it.Card)
	switch {
	case it.Exhausted:
		state = lang.L("Exhausted")
	case it.Used:
		state = lang.L("Used this round")
	}
	card := NewCardView(it.Card, cardName(it.Card), t.sized(itemSlotSize), state)
	card.Small, card.Scale, card.OneLine = true, t.scale, true
	card.Dimmed = it.Exhausted || it.Used
	t.shop.slots = append(t.shop.slots, slotTarget{adv: a.ID, obj: card})
	tg := &dropTarget{kind: targetCard, card: it.Card, obj: card}
	t.addTarget(tg)
	card.Marked = t.markedFor(tg)
	uses := t.legalWhere(func(m game.Move) bool {
		return (m.Verb == game.VerbExhaust || m.Verb == game.VerbDiscard) && m.Card == it.Card
	})
	card.OnTapped = func() {
		t.slotTapped(a.ID, func() { t.targetTapped(tg, func() { showCardText(it.Card) }) })
	}
	t.focus.keep("slot/"+it.Card, card)
	var side fyne.CanvasObject = widget.NewIcon(triggerIcon(it.Card))
	if trig := catalog().Cards[it.Card].Trigger; trig == game.TriggerExhaust || trig == game.TriggerDiscard {
		var btn *ttwidget.Button
		btn = ttwidget.NewButtonWithIcon("", triggerIcon(it.Card), func() { keyPressed = btn; t.play(uses) })
		btn.SetToolTip(map[string]string{game.TriggerExhaust: lang.L("Exhaust"), game.TriggerDiscard: lang.L("Discard")}[trig] +
			": " + cardName(it.Card))
		enable(btn, len(uses) > 0)
		t.focus.keep("item/"+it.Card, btn)
		side = btn
	}
	return container.NewBorder(nil, nil, nil, container.NewCenter(side), card)
}
