package ui

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
)

// lineCardSize is a Line card's size: nine fit beside the side panel at 1280 pixels.
var lineCardSize = fyne.NewSize(104, 168)

// lineView is the Line: its cards from 1st position, each with what the players know of it.
func (t *Table) lineView(s *game.State) fyne.CanvasObject {
	title := container.NewHBox(heading(lang.L("The Line")), t.piles(s))
	if len(s.Line) == 0 {
		msg := lang.L("The Line is empty.")
		if s.Phase == game.PhaseCamper || s.Phase == game.PhaseCamp {
			if loc := catalog().Cards[s.Location]; loc != nil {
				msg = lang.L("At the Watch, {{.N}} creatures come to the Line.", map[string]any{"N": loc.Creatures})
			}
		}
		return container.NewBorder(title, nil, nil, nil, container.NewCenter(widget.NewLabel(msg)))
	}
	row := container.NewHBox()
	for i := range s.Line {
		row.Add(t.lineCard(s, i))
	}
	return container.NewBorder(title, nil, nil, nil, container.NewHScroll(row))
}

func (t *Table) lineCard(s *game.State, i int) fyne.CanvasObject {
	lc := s.Line[i]
	pos := i + 1
	var card *CardView
	if lc.FaceUp {
		c := catalog().Cards[lc.Card]
		lines := []string{ordinal(pos)}
		if c.Type != "" {
			lines[0] += " · " + typeName(c.Type)
		}
		if c.Kind != game.KindSummon {
			health, base := game.Health(s, i), game.BaseHealth(s, i)
			h := lang.L("Health {{.N}}", map[string]any{"N": health})
			if health != base {
				h += " " + lang.L("(base {{.N}})", map[string]any{"N": base})
			}
			lines = append(lines, h, lang.L("Damage {{.N}}", map[string]any{"N": c.Damage}))
			if lc.Damage > 0 {
				lines = append(lines, lang.L("Hit for {{.N}} of {{.H}}", map[string]any{"N": lc.Damage, "H": health}))
			}
		}
		if lc.Wounded {
			lines = append(lines, lang.L("Wounded: health halved"))
		}
		if lc.Blank {
			lines = append(lines, lang.L("Its text is ignored"))
		}
		card = NewCardView(lc.Card, cardName(lc.Card), lineCardSize, lines...)
		card.Tint = creatureTint(c)
	} else {
		card = NewCardView("", lang.L("Face down"), lineCardSize, ordinal(pos))
		card.SetToolTip(lang.L("A face-down card: the fire has not revealed it yet."))
		card.Dimmed = true
	}
	var dice []fyne.CanvasObject
	for _, ref := range lc.Dice {
		dice = append(dice, t.refDie(s, ref, game.DieSpent))
	}
	if lc.Stolen != nil {
		dice = append(dice, t.refDie(s, *lc.Stolen, game.DieStolen))
	}
	if len(dice) > 0 {
		card.Extra = container.NewGridWrap(fyne.NewSquareSize(dieSize*0.7), dice...)
	}
	tg := &dropTarget{kind: targetLine, pos: pos, obj: card}
	t.addTarget(tg)
	t.focus.keep(fmt.Sprintf("line/%d", pos), card)
	card.Marked = t.markedFor(tg)
	if lc.FaceUp {
		card.OnTapped = func() { t.targetTapped(tg, func() { showCardText(lc.Card) }) }
	} else {
		card.OnTapped = func() { t.targetTapped(tg, nil) }
	}
	return container.NewVBox(card, t.reachRow(s, pos))
}

// refDie is a small view of a die that sits on a card.
func (t *Table) refDie(s *game.State, ref game.DieRef, state string) fyne.CanvasObject {
	if ref.Tamed != "" {
		return NewTamedDieView(ref.Adventurer, ref.Tamed, game.DieValue(s, ref), nil)
	}
	d := s.Die(ref)
	if d == nil {
		return widget.NewLabel("?")
	}
	shown := *d
	shown.State = state
	return NewDieView(ref.Adventurer, shown, nil)
}

// reachRow names the adventurers on Watch whose direct attacks reach a position.
func (t *Table) reachRow(s *game.State, pos int) fyne.CanvasObject {
	row := container.NewHBox()
	if s.Phase != game.PhaseWatch {
		return row
	}
	for _, a := range s.Adventurers {
		if !a.OnWatch || a.SitsOut || game.Reach(s, a.ID) < pos {
			continue
		}
		row.Add(chip(shortName(a.ID), adventurerColor(a.ID)))
	}
	return row
}

// chip is a small coloured tag with a text.
func chip(text string, fill color.Color) fyne.CanvasObject {
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = 4
	label := canvas.NewText(text, color.Black)
	label.TextSize = theme.CaptionTextSize()
	label.Alignment = fyne.TextAlignCenter
	return container.NewStack(bg, container.New(&paddedText{}, label))
}

// paddedText gives a text a little room inside its chip.
type paddedText struct{}

func (paddedText) MinSize(o []fyne.CanvasObject) fyne.Size {
	return o[0].MinSize().AddWidthHeight(8, 2)
}
func (paddedText) Layout(o []fyne.CanvasObject, s fyne.Size) {
	o[0].Move(fyne.NewPos(4, 1))
	o[0].Resize(s.SubtractWidthHeight(8, 2))
}

// shortName is an adventurer's name shortened for chips: its first three letters.
func shortName(id string) string {
	name := []rune(advName(id))
	if len(name) > 3 {
		name = name[:3]
	}
	return string(name)
}

// creatureTint is a face colour by kind: Unhallowed and Summons stand out.
func creatureTint(c *game.Card) color.Color {
	switch c.Kind {
	case game.KindUnhallowed:
		return color.NRGBA{R: 0x8a, G: 0x5a, B: 0x9e, A: 0x50}
	case game.KindSummon:
		return color.NRGBA{R: 0x9e, G: 0x2a, B: 0x2a, A: 0x50}
	}
	return nil
}

// heading is a zone's title.
func heading(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.TextStyle = fyne.TextStyle{Bold: true}
	return l
}

func countLabel(name string, n int) string { return fmt.Sprintf("%s: %d", name, n) }
