package ui

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/ui/widgets"
)

// lineCardSize is a Line card's size at scale 1: nine fit beside the side panel at 1280 pixels.
var lineCardSize = fyne.NewSize(104, 168)

// lineGap is the room between Line cards at scale 1.
const lineGap = 6

// lineFit is how the Line's n cards fit a width: cards per row and each card's size. Cards
// shrink to fit one row; below a readable width they go on two rows.
func (t *Table) lineFit(n int, width float32) (perRow int, card fyne.Size) {
	base := t.sized(lineCardSize)
	if width <= 0 {
		width = t.px(985)
	}
	perRow = max(n, 1)
	gap := t.px(lineGap)
	w := min(base.Width, (width-gap*float32(perRow-1))/float32(perRow))
	if w < t.px(84) && n > 1 {
		perRow = (n + 1) / 2
		w = min(base.Width, (width-gap*float32(perRow-1))/float32(perRow))
	}
	h := base.Height
	if perRow < n {
		h = base.Height * 0.55
	}
	return perRow, fyne.NewSize(float32(math.Floor(float64(w))), h)
}

// lineGrowthLimit is how much larger than at the window's scale a Line card may grow to use a
// tall window's room.
const lineGrowthLimit = 1.6

// lineGrown is a Line card's size grown to use the room the window gives the Line: as wide as
// its row allows and as tall as its rows, each with its row of chips under it, allow; never
// smaller than size. A tall window's Line would otherwise leave a wide empty band.
func (t *Table) lineGrown(size fyne.Size, n, perRow int, title fyne.CanvasObject) fyne.Size {
	// The board's height less the camp's and the boards': not the Line's own height, which
	// follows its cards and would grow them at every build.
	if t.board == nil || n == 0 || size.Width <= 0 || size.Height <= 0 {
		return size
	}
	height := t.board.Size().Height - t.camp.MinSize().Height - t.party.MinSize().Height - 2*theme.Padding()
	rows := (n + perRow - 1) / perRow
	gap, pad := t.px(lineGap), theme.Padding()
	chips := widgets.Chip("Mg", color.Black, t.scale).MinSize().Height
	// Room for the cards: less the title, each row's chips, and the padding between them all.
	high := height - title.MinSize().Height - pad - float32(rows)*(chips+pad) - float32(rows-1)*pad
	wide := t.lineRoom() - gap*float32(perRow-1)
	g := min(high/(float32(rows)*size.Height), wide/(float32(perRow)*size.Width), lineGrowthLimit)
	if g <= 1 {
		return size
	}
	return fyne.NewSize(float32(math.Floor(float64(size.Width*g))), float32(math.Floor(float64(size.Height*g))))
}

// lineRoom is the width the Line may take: its own less whatever of the board's content the
// window's width does not show, so that a Line built too wide for a smaller window fits it
// when built again.
func (t *Table) lineRoom() float32 {
	width := t.builtFor.Width
	if t.board != nil && t.board.Content != nil {
		if over := t.board.Content.Size().Width - t.board.Size().Width; over > 0 && t.board.Size().Width > 0 {
			width -= over
		}
	}
	return width
}

// lineView is the Line: its cards from 1st position, each with what the players know of it.
func (t *Table) lineView(s *game.State) fyne.CanvasObject {
	title := container.NewHBox(heading(lang.L("The Line")), t.piles(s))
	if len(s.Line) == 0 {
		msg := lang.L("The Line is empty.")
		// Before the Watch (the Merchant's phase included), tell what will come to it.
		if s.Phase == game.PhaseCamper || s.Phase == game.PhaseCamp || s.Phase == game.PhaseMerchant {
			if loc := catalog().Cards[s.Location]; loc != nil {
				msg = lang.L("At the Watch, {{.N}} creatures come to the Line.", map[string]any{"N": loc.Creatures})
			}
		}
		return container.NewBorder(title, nil, nil, nil, container.NewCenter(widget.NewLabel(msg)))
	}
	t.intents = intentsOf(game.ForecastEndWatch(s))
	perRow, size := t.lineFit(len(s.Line), t.lineRoom())
	size = t.lineGrown(size, len(s.Line), perRow, title)
	rows := container.NewVBox()
	var row *fyne.Container
	for i := range s.Line {
		if i%perRow == 0 {
			row = container.New(&gapRow{gap: t.px(lineGap)})
			rows.Add(row)
		}
		row.Add(t.lineCard(s, i, size))
	}
	return container.NewBorder(title, nil, nil, nil, rows)
}

// intentsOf are the face-up creatures' intents by Line position, when the Watch can end now.
func intentsOf(f game.Forecast) map[int]game.Intent {
	out := map[int]game.Intent{}
	for _, in := range f.Creatures {
		out[in.Pos] = in
	}
	return out
}

// intentBadge is what a creature's intent badge says: the cards it takes if the Watch ends
// now, ⚡ when its First-position power fires on the way.
func intentBadge(in game.Intent) string {
	text := strconv.Itoa(in.Damage)
	if in.Power {
		text += "⚡"
	}
	return text
}

// intentWords tells the intent in the card's tooltip.
func intentWords(in game.Intent) string {
	text := lang.N("If the Watch ends now, it takes {{.N}} ability cards.", in.Damage, map[string]any{"N": in.Damage})
	if in.Power {
		text += " " + lang.L("Its First-position power fires on the way to the Horde.")
	}
	return text
}

// gapRow places its objects side by side at their minimum size, gap apart.
type gapRow struct{ gap float32 }

func (g *gapRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objects {
		m := o.MinSize()
		s.Width += m.Width
		if i > 0 {
			s.Width += g.gap
		}
		s.Height = max(s.Height, m.Height)
	}
	return s
}

func (g *gapRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	x := float32(0)
	for _, o := range objects {
		m := o.MinSize()
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(m.Width, size.Height))
		x += m.Width + g.gap
	}
}

func (t *Table) lineCard(s *game.State, i int, size fyne.Size) fyne.CanvasObject {
	lc := s.Line[i]
	pos := i + 1
	var card *CardView
	if lc.FaceUp {
		c := catalog().Cards[lc.Card]
		// The final round's two rows of small cards leave room beside the badges for the
		// position alone: there the type and the wounds are in the card's tooltip.
		compact := size.Height < t.sized(lineCardSize).Height
		lines := []string{ordinal(pos)}
		if c.Type != "" && !compact {
			lines[0] += " · " + typeName(c.Type)
		}
		var health, base int
		var hurt []string // what the health badge sums up
		if c.Kind != game.KindSummon {
			health, base = game.Health(s, i), game.BaseHealth(s, i)
			if health != base {
				hurt = append(hurt, lang.L("Health {{.N}}", map[string]any{"N": health})+" "+lang.L("(base {{.N}})", map[string]any{"N": base}))
			}
			if lc.Damage > 0 {
				hurt = append(hurt, lang.L("Hit for {{.N}} of {{.H}}", map[string]any{"N": lc.Damage, "H": health}))
			}
		}
		if !compact {
			lines = append(lines, hurt...)
		}
		if lc.Wounded {
			lines = append(lines, lang.L("Wounded: health halved"))
		}
		if lc.Blank {
			lines = append(lines, lang.L("Its text is ignored"))
		}
		card = NewCardView(lc.Card, cardName(lc.Card), size, lines...)
		if c.Kind != game.KindSummon {
			card.Health = strconv.Itoa(health - lc.Damage)
			card.Damage = strconv.Itoa(c.Damage)
			// What the badge says, when it is not the printed health; then the card as printed.
			var live []string
			if lc.Damage > 0 || health != c.Health {
				live = append(live, lang.L("{{.Left}} health left of {{.N}}", map[string]any{"Left": health - lc.Damage, "N": health}))
			}
			if compact {
				live = append(live, strings.Join(append([]string{ordinal(pos) + " · " + typeName(c.Type)}, hurt...), " · "))
			}
			if in, ok := t.intents[pos]; ok {
				card.Intent = intentBadge(in)
				live = append(live, intentWords(in))
			}
			tip := cardDetails(lc.Card)
			if len(live) > 0 {
				tip = strings.Join(live, "\n") + "\n\n" + tip
			}
			card.SetToolTip(tip)
		}
	} else {
		card = NewCardView("", lang.L("Face down"), size, ordinal(pos))
		card.SetToolTip(lang.L("A face-down card: the fire has not revealed it yet."))
		card.FaceDown = true
		card.Picture = "misc.card-back"
	}
	card.Scale = t.scale
	var dice []fyne.CanvasObject
	for _, ref := range lc.Dice {
		dice = append(dice, t.refDie(s, ref, game.DieSpent))
	}
	if lc.Stolen != nil {
		dice = append(dice, t.refDie(s, *lc.Stolen, game.DieStolen))
	}
	if len(dice) > 0 {
		card.Extra = container.NewGridWrap(fyne.NewSquareSize(t.px(dieSize*0.6)), dice...)
	}
	tg := &dropTarget{kind: targetLine, pos: pos, obj: card}
	t.addTarget(tg)
	t.focus.keep(fmt.Sprintf("line/%d", pos), card)
	card.Marked = t.markedFor(tg)
	if lc.FaceUp {
		card.OnTapped = func() { t.targetTapped(tg, func() { showCardText(lc.Card) }) }
		if s.PocketWatch() {
			t.dressDouble(card, lc.Card)
			card.OnTapped = func() { t.targetTapped(tg, func() { showCardView(card) }) }
		}
	} else {
		card.OnTapped = func() { t.targetTapped(tg, nil) }
	}
	t.motion.placeLineCard(lc.Card, card)
	return container.New(&widgets.TightVBox{}, card, t.reachRow(s, pos))
}

// refDie is a small view of a die that sits on a card.
func (t *Table) refDie(s *game.State, ref game.DieRef, state game.DieState) fyne.CanvasObject {
	if ref.Tamed != "" {
		v := NewTamedDieView(ref.Adventurer, ref.Tamed, game.DieValue(s, ref), nil)
		v.Side = t.px(dieSize * 0.6)
		return v
	}
	d := s.Die(ref)
	if d == nil {
		return widget.NewLabel("?")
	}
	shown := *d
	shown.State = state
	v := NewDieView(ref.Adventurer, shown, nil)
	v.Side = t.px(dieSize * 0.6)
	v.OnCard = true
	return v
}

// reachRow names the adventurers on Watch whose direct attacks reach a position.
func (t *Table) reachRow(s *game.State, pos int) fyne.CanvasObject {
	row := container.New(&chipRow{gap: theme.Padding()})
	if s.Phase != game.PhaseWatch {
		return row
	}
	for _, a := range s.Adventurers {
		if !a.OnWatch || a.SitsOut || !game.Reaches(s, a.ID, pos) {
			continue
		}
		row.Add(widgets.Chip(shortName(a.ID), adventurerColor(a.ID), t.scale))
	}
	return row
}

// chipRow lines its chips up under a card, gap apart. It never widens the card: chips that do
// not fit side by side overlap a little, each still showing its start.
type chipRow struct{ gap float32 }

func (c *chipRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objects {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(0, h)
}

func (c *chipRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) == 0 {
		return
	}
	need := c.gap * float32(len(objects)-1)
	for _, o := range objects {
		need += o.MinSize().Width
	}
	squeeze := float32(0) // how much each chip after the first slides over the one before
	if need > size.Width && len(objects) > 1 {
		squeeze = (need - size.Width) / float32(len(objects)-1)
	}
	x := float32(0)
	for _, o := range objects {
		m := o.MinSize()
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(m.Width, size.Height))
		x += m.Width + c.gap - squeeze
	}
}

// shortName is an adventurer's name shortened for chips: its first three letters.
func shortName(id string) string {
	name := []rune(advName(id))
	if len(name) > 3 {
		name = name[:3]
	}
	return string(name)
}

// heading is a zone's title.
func heading(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.TextStyle = fyne.TextStyle{Bold: true}
	return l
}

func countLabel(name string, n int) string {
	// French puts a space before the colon.
	return lang.L("{{.Name}}: {{.N}}", map[string]any{"Name": name, "N": n})
}
