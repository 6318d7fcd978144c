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

// itemRow is an adventurer's Item slots, or nothing in a base game.
func (z partyBuilder) itemRow(zone boardZone) fyne.CanvasObject {
	if len(zone.Items) == 0 {
		none := container.NewWithoutLayout()
		none.Hide() // a hidden row takes no room in the board's box
		return none
	}
	row := container.NewGridWithColumns(len(zone.Items))
	for k, it := range zone.Items {
		if it.Card == "" {
			row.Add(z.emptySlot(zone.ID, k, it))
		} else {
			row.Add(z.itemSlot(zone.ID, it))
		}
	}
	return row
}

// emptySlot takes a Market Item dropped or tapped onto it in the Merchant phase.
func (z partyBuilder) emptySlot(adv string, k int, it boardItem) fyne.CanvasObject {
	card := NewCardView("", it.Name, z.sized(itemSlotSize))
	card.Small, card.Scale = true, z.scale
	card.Details = it.Details
	card.SetToolTip(card.Details)
	tg := &dropTarget{kind: targetSlot, adv: adv, obj: card}
	z.hand.addTarget(tg)
	card.Marked = it.Marked
	card.OnTapped = func() { z.hand.targetTapped(tg, func() { showCardView(card) }) }
	z.focus.keep(fmt.Sprintf("itemslot/%s/%d", adv, k), card)
	return card
}

// itemSlot is a carried Item: its trigger with an icon and a word, or exhausted. An
// Activate Item takes a die like an ability card; Exhaust and Discard Items have a button (its
// icon is the trigger's). It keeps to one short row, so the board stays as tall as before.
func (z partyBuilder) itemSlot(adv string, it boardItem) fyne.CanvasObject {
	card := NewCardView(it.Card, it.Name, z.sized(itemSlotSize), it.State)
	card.Small, card.Scale, card.OneLine = true, z.scale, true
	card.Dimmed = it.Dimmed
	tg := &dropTarget{kind: targetCard, card: it.Card, adv: adv, obj: card}
	z.hand.addTarget(tg)
	card.Marked = it.Marked
	card.OnTapped = func() { z.hand.targetTapped(tg, func() { showCardText(it.Card) }) }
	z.focus.keep("slot/"+it.Card, card)
	var side fyne.CanvasObject = widget.NewIcon(triggerIcon(it.Card))
	if it.Button {
		var btn *ttwidget.Button
		btn = ttwidget.NewButtonWithIcon("", triggerIcon(it.Card), func() { keyPressed = btn; z.hand.play(it.Uses) })
		btn.SetToolTip(it.Tip)
		enable(btn, len(it.Uses) > 0)
		z.focus.keep("item/"+it.Card, btn)
		side = btn
	}
	return container.NewBorder(nil, nil, nil, container.NewCenter(side), card)
}
