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
func (t *Table) powers(s *game.State, a *game.AdventurerState) fyne.CanvasObject {
	action := ""
	if info := catalog().Adventurers[a.ID]; info != nil {
		action = info.CampAction.Key
	}
	switch {
	case action == "trophy-hunt" || len(a.Trophies) > 0:
		return t.trophies(s, a)
	case a.Familiar != "":
		return t.familiar(s, a)
	case action == "recharge":
		dial := NewStaffDial(a.Charges)
		dial.Side = t.px(staffDialSide)
		return dial
	}
	return nil
}

// trophies are the creatures the Bounty Hunter keeps beside his board, up to three; in the
// Merchant phase the camper's can be sold by tapping them.
func (t *Table) trophies(s *game.State, a *game.AdventurerState) fyne.CanvasObject {
	// Fanned like a hand, so three keep the board as narrow as the others.
	row := container.New(&fanLayout{step: t.px(trophyCardSize.Width / 2)})
	for _, c := range a.Trophies {
		value := game.TrophyValue(catalog().Cards[c])
		// The title band shows what the Trophy fetches at the Merchant, in coins.
		card := NewCardView(c, strconv.Itoa(value), t.sized(trophyCardSize))
		card.Small, card.Scale = true, t.scale
		sell := t.legalWhere(func(m game.Move) bool { return m.Verb == game.VerbSell && m.Card == c })
		tip := cardDetails(c) + "\n\n" + lang.N("Trophy of the {{.Adv}}: sells for {{.N}} coins at the Merchant, while he rests in camp.",
			value, map[string]any{"Adv": advName(a.ID), "N": value})
		if len(sell) > 0 {
			tip += "\n" + lang.L("Tap to sell it now.")
			card.Marked = true
			card.OnTapped = func() { t.submit(sell[0]) }
		} else {
			card.OnTapped = func() { showCardText(c) }
		}
		card.SetToolTip(tip)
		t.focus.keep("sell/"+c, card)
		row.Add(card)
	}
	if len(a.Trophies) == 0 {
		l := widget.NewLabel(lang.L("No Trophy yet"))
		l.SizeName = theme.SizeNameCaptionText
		return l
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
	t    *Table
	card *CardView
	die  *DieView // how the table names it in moves; never drawn
}

func (t *Table) familiar(s *game.State, a *game.AdventurerState) fyne.CanvasObject {
	dmg, reach := game.FamiliarSide(a.Familiar)
	name := familiarName(a.Familiar)
	card := NewCardView("", name, t.sized(familiarCardSize), lang.L("reach {{.N}}", map[string]any{"N": reach}))
	card.Small, card.Scale = true, t.scale
	card.Picture = "misc.familiar-" + a.Familiar
	card.Frame = look.Ability
	card.Damage = strconv.Itoa(dmg)
	card.Dimmed = s.Effects.FamiliarUsed
	tip := []string{familiarText(a.Familiar)}
	if s.Effects.FamiliarUsed {
		tip = append(tip, lang.L("It has attacked this Watch."))
	}
	if s.Effects.Hex > 0 {
		card.Extra = hexCounter(s.Effects.Hex, t.scale)
		tip = append(tip, hexText(s.Effects.Hex))
	}
	card.Details = strings.Join(tip, "\n\n")
	card.SetToolTip(card.Details)
	die := NewTamedDieView(a.ID, game.FamiliarDie, dmg, t)
	die.Side = t.px(dieSize)
	f := &familiarView{t: t, card: card, die: die}
	f.ExtendBaseWidget(f)
	card.Marked = t.selected != nil && *t.selected == die.Spec
	card.OnTapped = func() {
		if t.dieUsable(die.Spec) || card.Marked {
			t.dieTapped(die)
			return
		}
		showCardView(card)
	}
	t.focus.keep("die/"+a.ID+"/"+game.FamiliarDie, card)
	if prev := t.motion.prev; prev != nil && t.motion.enabled {
		if was := prev.Adventurer(a.ID); was != nil && was.Familiar != "" && was.Familiar != a.Familiar {
			t.motion.flip(card)
		}
	}
	return f
}

func (f *familiarView) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(f.card) }

// Dragged moves the Familiar's shadow with the pointer while it may attack.
func (f *familiarView) Dragged(e *fyne.DragEvent) {
	if f.t.dieUsable(f.die.Spec) {
		f.t.dieDragged(f.die, e.AbsolutePosition)
	}
}

// DragEnd attacks the creature under the pointer.
func (f *familiarView) DragEnd() { f.t.dieDropped(f.die) }

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

// upgradedTip adds to a die's tooltip that Meditate upgraded it.
func upgradedTip(v *DieView, base int) {
	if v.Sides != base && v.Sides > 0 && base > 0 {
		v.SetToolTip(v.describe() + "\n" + lang.L("Upgraded by Meditate from a d{{.N}}.", map[string]any{"N": base}))
	}
}
