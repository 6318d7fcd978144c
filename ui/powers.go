package ui

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// The Swords of the Coin adventurers' own systems on their boards: the Bounty Hunter's
// Trophies, the Witch's Familiar (and Hex counting down on it), the Artificer's staff dial and
// the Monk's upgraded dice. Each is drawn from the state and changes it only by a move.

var (
	trophyCardSize   = fyne.NewSize(40, 62)
	familiarCardSize = fyne.NewSize(70, 86)
	staffDialSide    = float32(70)
)

// powers is what an adventurer's own system puts beside the top of the board, or nil.
func (z partyBuilder) powers(zone boardZone) fyne.CanvasObject {
	switch {
	case zone.Trophies != nil:
		return z.trophies(zone.Trophies)
	case zone.Familiar != nil:
		return z.familiar(zone.ID, zone.Familiar)
	case zone.Staff != nil:
		dial := NewStaffDial(*zone.Staff)
		dial.Side = z.px(staffDialSide)
		return dial
	}
	return nil
}

// trophies are the creatures the Bounty Hunter keeps beside his board, up to three; in the
// Merchant phase the camper's can be sold by tapping them.
func (z partyBuilder) trophies(trophies *trophyRow) fyne.CanvasObject {
	if len(trophies.Cards) == 0 {
		l := widget.NewLabel(trophies.None)
		l.SizeName = theme.SizeNameCaptionText
		return l
	}
	// Fanned like a hand, so three keep the board as narrow as the others.
	row := container.New(&fanLayout{step: z.px(trophyCardSize.Width / 2)})
	for _, tr := range trophies.Cards {
		// The title band shows what the Trophy fetches at the Merchant, in coins.
		card := NewCardView(tr.Card, tr.Value, z.sized(trophyCardSize))
		card.Small, card.Scale = true, z.scale
		if len(tr.Sell) > 0 {
			card.Marked = true
			card.OnTapped = func() { z.confirm.submit(tr.Sell[0]) }
		} else {
			card.OnTapped = func() { showCardText(tr.Card) }
		}
		card.SetToolTip(tr.Tip)
		z.focus.keep("sell/"+tr.Card, card)
		row.Add(card)
	}
	return row
}

// fanLayout lays cards over each other from the left, step apart, each at its minimum size.
type fanLayout struct{ step float32 }

func (f *fanLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objects {
		m := o.MinSize()
		s = s.Max(m.AddWidthHeight(f.step*float32(i), 0))
	}
	return s
}

func (f *fanLayout) Layout(objects []fyne.CanvasObject, _ fyne.Size) {
	for i, o := range objects {
		o.Move(fyne.NewPos(f.step*float32(i), 0))
		o.Resize(o.MinSize())
	}
}

// familiarView is the Witch's Familiar: a card showing its side, which flips when Commune
// turns it, and which attacks like a die: drag it onto a creature, or tap it, then the creature.
type familiarView struct {
	widget.BaseWidget
	hand *hand
	card *CardView
	die  *DieView // how the table names it in moves; never drawn
}

func (z partyBuilder) familiar(adv string, fm *familiarCard) fyne.CanvasObject {
	card := NewCardView("", fm.Name, z.sized(familiarCardSize), fm.Line)
	card.Small, card.Scale = true, z.scale
	card.Picture = "misc.familiar-" + fm.Side
	card.Frame = look.Ability
	card.Damage = fm.Damage
	card.Dimmed = fm.Dimmed
	if fm.Hex > 0 {
		card.Extra = hexCounter(fm.Hex, z.scale)
	}
	card.Details = fm.Details
	card.SetToolTip(card.Details)
	die := NewTamedDieView(adv, game.FamiliarDie, fm.Attack, z.hand)
	die.Side = z.px(dieSize)
	f := &familiarView{hand: z.hand, card: card, die: die}
	f.ExtendBaseWidget(f)
	card.Marked = fm.Marked
	card.OnTapped = func() {
		if z.hand.dieUsable(die.Spec) || card.Marked {
			z.hand.dieTapped(die)
			return
		}
		showCardView(card)
	}
	z.focus.keep("die/"+adv+"/"+game.FamiliarDie, card)
	if prev := z.motion.prev; prev != nil && z.motion.enabled {
		if was := prev.Adventurer(adv); was != nil && was.Familiar != "" && was.Familiar != fm.Side {
			z.motion.flip(card)
		}
	}
	return f
}

func (f *familiarView) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(f.card) }

// Dragged moves the Familiar's shadow with the pointer while it may attack.
func (f *familiarView) Dragged(e *fyne.DragEvent) {
	if f.hand.dieUsable(f.die.Spec) {
		f.hand.dieDragged(f.die, e.AbsolutePosition)
	}
}

// DragEnd attacks the creature under the pointer.
func (f *familiarView) DragEnd() { f.hand.dieDropped(f.die) }

// familiarName is a side of the Familiar card.
func familiarName(side string) string {
	if side == "toad" {
		return lang.L("Toad Familiar")
	}
	return lang.L("Crow Familiar")
}

// familiarText says what a side of the Familiar does and how it turns.
func familiarText(side string) string {
	dmg, reach := game.FamiliarSide(side)
	text := lang.L("{{.Name}}: once a Watch it joins a direct attack without a die, adding {{.N}} and reaching the first {{.R}} position(s).",
		map[string]any{"Name": familiarName(side), "N": dmg, "R": reach})
	if side == "crow" {
		text += " " + lang.L("When it attacks, it peeks at the top 2 Map cards.")
	}
	return text + " " + lang.L("Commune, the Witch's camp action, turns the card to its other side.")
}

// hexCounter is Hex counting down on the Familiar card: the First-position powers it still
// negates.
func hexCounter(n int, k float32) fyne.CanvasObject {
	word := widgets.NewCompactText(lang.L("Hex"), look.BaseSize(theme.SizeNameCaptionText)*k, fyne.TextStyle{Bold: true})
	return container.NewHBox(widgets.NewBadge(strconv.Itoa(n), theme.ColorNamePrimary, k), word)
}

func hexText(n int) string {
	return lang.L("Hex: the next {{.N}} First-position powers are negated.", map[string]any{"N": n})
}

// dieFacts is an adventurer's die, with the dice Meditate has upgraded.
func dieFacts(base int, a *game.AdventurerState) string {
	var up []string
	for _, d := range a.Dice {
		if d.Sides != base && d.Sides > 0 {
			up = append(up, "d"+strconv.Itoa(d.Sides))
		}
	}
	if len(up) == 0 {
		return "d" + strconv.Itoa(base)
	}
	slices.Sort(up)
	return lang.L("d{{.N}}, upgraded: {{.Dice}}", map[string]any{"N": base, "Dice": strings.Join(up, " ")})
}
