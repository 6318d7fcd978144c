package ui

import (
	"image/color"
	"math"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"setawatch/game"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// clock tells the time to the table's animations; tests give a clock they move by hand.
type clock interface{ Now() time.Time }

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

// How long each animation runs.
const (
	flipTime  = 350 * time.Millisecond
	rollTime  = 450 * time.Millisecond
	riseTime  = 800 * time.Millisecond
	leaveTime = 500 * time.Millisecond
	flashTime = 600 * time.Millisecond
	dialTime  = 500 * time.Millisecond
)

// effect is one running animation: step shows it at progress p (0 to 1); step(1) is its end.
type effect struct {
	start time.Time
	dur   time.Duration
	step  func(p float32)
}

// motion animates what a move changed on the table: cards flip when revealed, dice roll,
// damage numbers rise from the card, the firewood dial turns, a creature that leaves the Line
// fades from its place. Nothing waits for an animation: the next move finishes every running
// one at once, and with motion off nothing runs.
type motion struct {
	enabled bool
	clock   clock
	overlay *fyne.Container // where rising numbers and leaving cards are drawn
	running []*effect
	anim    *fyne.Animation

	prev      *game.State
	lineCards map[string]*CardView // this build's Line cards, by card id
	dial      *widgets.RingDial
	dice      map[string][]*DieView // this build's dice, by adventurer
	left      []leaving             // Line cards of the last build, where they were
	gone      []goneSpot            // cards that left the Line, where they fade
}

// goneSpot is where a card that left the Line fades, until when: a die dropped there was aimed
// at it, not at the card that slid into its place.
type goneSpot struct {
	card  string
	pos   fyne.Position // in the overlay
	size  fyne.Size
	until time.Time
}

// goneAt is the card that left the Line and still fades at a point of the overlay, or "".
func (m *motion) goneAt(at fyne.Position) string {
	now := m.clock.Now()
	for _, g := range m.gone {
		if now.Before(g.until) && at.X >= g.pos.X && at.Y >= g.pos.Y && at.X < g.pos.X+g.size.Width && at.Y < g.pos.Y+g.size.Height {
			return g.card
		}
	}
	return ""
}

// leaving is a Line card of the last build and where it was drawn.
type leaving struct {
	card      string
	pos       fyne.Position
	size      fyne.Size
	scale     float32
	wasShown  bool
	frameName fyne.ThemeColorName
}

func newMotion(c clock) *motion {
	return &motion{enabled: true, clock: c}
}

// begin is called before the table is built again for state s: it finishes what runs and
// remembers where the Line's cards were.
func (m *motion) begin(t *Table) {
	m.finish()
	m.left = m.left[:0]
	m.gone = m.gone[:0]
	for id, c := range m.lineCards {
		if c.Size().IsZero() || fyne.CurrentApp() == nil {
			continue
		}
		m.left = append(m.left, leaving{card: id, pos: absolute(c).Subtract(absolute(m.overlay)), size: c.Size(),
			scale: c.Scale, wasShown: !c.FaceDown, frameName: c.Frame})
	}
	m.lineCards = map[string]*CardView{}
	m.dice = map[string][]*DieView{}
	m.dial = nil
}

func (m *motion) placeLineCard(id string, c *CardView) {
	if m.lineCards != nil {
		m.lineCards[id] = c
	}
}

func (m *motion) placeDial(d *widgets.RingDial) { m.dial = d }

func (m *motion) placeDie(adv string, i int, d *DieView) {
	if m.dice != nil {
		m.dice[adv] = append(m.dice[adv], d)
	}
}

// after starts the animations of what changed between the last state shown and s.
func (m *motion) after(t *Table, s *game.State) {
	prev := m.prev
	m.prev = s
	if !m.enabled || prev == nil || prev == s {
		return
	}
	if prev.Round != s.Round || prev.Phase != s.Phase || prev.Firewood != s.Firewood || len(prev.Line) != len(s.Line) || prev.Moves != s.Moves {
		m.lineChanges(t, prev, s)
		m.diceChanges(prev, s)
		if prev.Firewood != s.Firewood && m.dial != nil {
			m.turnDial(m.dial, prev.Firewood)
		}
	}
	m.run()
}

func (m *motion) lineChanges(t *Table, prev, s *game.State) {
	before := map[string]game.LineCard{}
	was := map[string]int{} // where each card was in the Line
	for i, lc := range prev.Line {
		before[lc.Card] = lc
		was[lc.Card] = i
	}
	now := map[string]bool{}
	for i, lc := range s.Line {
		now[lc.Card] = true
		old, ok := before[lc.Card]
		card := m.lineCards[lc.Card]
		if !ok || card == nil {
			continue
		}
		if was[lc.Card] != i {
			m.flash(t, card) // it moved: a drop aimed at its old place must not surprise
		}
		if lc.FaceUp && !old.FaceUp {
			m.flip(card)
		}
		if lc.Damage > old.Damage {
			m.rise(t, card, "−"+strconv.Itoa(lc.Damage-old.Damage), look.Color(look.Damage))
		}
	}
	for _, l := range m.left {
		if !now[l.card] && l.wasShown {
			m.leave(l)
		}
	}
}

func (m *motion) diceChanges(prev, s *game.State) {
	for _, a := range s.Adventurers {
		old := prev.Adventurer(a.ID)
		views := m.dice[a.ID]
		if old == nil || len(old.Dice) != len(a.Dice) || len(views) < len(a.Dice) {
			continue
		}
		for i, d := range a.Dice {
			if d.Value != old.Dice[i].Value && d.State == game.DieFree {
				m.roll(views[i])
			}
		}
	}
}

// flip turns a card from its back to its face: the back narrows to its middle.
func (m *motion) flip(c *CardView) {
	m.add(flipTime, func(p float32) { c.SetCover(1 - p) })
}

// roll shows a die tumbling through faces before it settles on its value.
func (m *motion) roll(d *DieView) {
	sides := max(d.Sides, 2)
	m.add(rollTime, func(p float32) {
		d.Shown = 0
		if p < 1 {
			d.Shown = 1 + (d.Value+int(p*17))%sides
		}
		d.Refresh()
	})
}

// turnDial lights the ring from the old value to the new one.
func (m *motion) turnDial(d *widgets.RingDial, from int) {
	to := float64(d.Value)
	m.add(dialTime, func(p float32) {
		if p >= 1 {
			d.Lit = -1
			d.Refresh()
			return
		}
		d.ShowLit(float64(from) + (to-float64(from))*float64(p))
	})
}

// rise floats a number up from a card and fades it.
func (m *motion) rise(t *Table, c *CardView, text string, col color.Color) {
	label := canvas.NewText(text, col)
	label.TextStyle = fyne.TextStyle{Bold: true}
	label.TextSize = look.BaseSize(theme.SizeNameText) * 2 * c.Scale
	m.overlay.Add(label)
	// Where the card is, found once: finding it walks the whole window, and the card stays put
	// while its number rises (a new move ends the effect).
	at := absolute(c).Subtract(absolute(m.overlay))
	m.add(riseTime, func(p float32) {
		if p >= 1 {
			m.overlay.Remove(label)
			return
		}
		size := label.MinSize()
		label.Move(fyne.NewPos(at.X+(c.Size().Width-size.Width)/2, at.Y+c.Size().Height*0.4-p*c.Size().Height*0.4))
		label.Resize(size)
		fadeText(label, col, 1-p*p)
	})
}

// flash lights a card that moved in the Line, briefly: a ring round it fades. The ring is a
// plate whose middle is not drawn, in a few shades, so that a frame in which half the Line
// flashes costs the window little more than one in which nothing does.
func (m *motion) flash(t *Table, c *CardView) {
	radius := 7 * c.Scale
	glow := widgets.NewPlateView(color.Transparent, color.Transparent, 3*c.Scale, radius)
	glow.FillTo = func() float32 { return radius }
	m.overlay.Add(glow)
	at := absolute(c).Subtract(absolute(m.overlay))
	light := theme.Color(theme.ColorNamePrimary)
	m.add(flashTime, func(p float32) {
		if p >= 1 {
			m.overlay.Remove(glow)
			return
		}
		glow.Move(at)
		glow.Resize(c.Size())
		glow.SetColors(color.Transparent, withAlpha(light, uint8(200*fadeShade(1-p))))
	})
}

// leave fades a card that left the Line from where it was, drifting up. Its ghost is a picture
// in a few shades: only its place changes at every frame.
func (m *motion) leave(l leaving) {
	m.gone = append(m.gone, goneSpot{card: l.card, pos: l.pos, size: l.size, until: m.clock.Now().Add(leaveTime)})
	ghost := canvas.NewImageFromImage(nil)
	ghost.ScaleMode = canvas.ImageScalePixels
	scale := widgets.CanvasScale(m.overlay)
	px := func(f float32) int { return int(math.Round(float64(f * scale))) }
	name := canvas.NewText(cardName(l.card), look.Color(look.CardInk))
	name.TextStyle = fyne.TextStyle{Bold: true}
	name.TextSize = look.BaseSize(theme.SizeNameCaptionText) * l.scale
	m.overlay.Add(ghost)
	m.overlay.Add(name)
	m.add(leaveTime, func(p float32) {
		if p >= 1 {
			m.overlay.Remove(ghost)
			m.overlay.Remove(name)
			return
		}
		a := uint8(230 * fadeShade(1-p))
		widgets.SetPlate(ghost, widgets.Plate{W: px(l.size.Width), H: px(l.size.Height),
			Fill: withAlpha(look.Color(look.CardFace), a), Stroke: withAlpha(look.Color(l.frameName), a),
			StrokeW: float32(px(2 * l.scale)), Radius: float32(px(7 * l.scale))}, l.size)
		at := l.pos.SubtractXY(0, p*l.size.Height*0.5)
		ghost.Move(at)
		name.Move(at.AddXY(6*l.scale, 6*l.scale))
		name.Resize(fyne.NewSize(l.size.Width-12*l.scale, name.MinSize().Height))
		fadeText(name, look.Color(look.CardInk), 0.9*(1-p))
	})
}

// fadeSteps is how many shades a fading text goes through. Each new shade draws the text's
// glyphs again, so the text changes its shade now and then while it moves at every frame (a
// move alone only draws the window again).
const fadeSteps = 6

// fadeShade is opacity o (0 to 1) to the nearest of fadeSteps shades.
func fadeShade(o float32) float32 {
	return float32(math.Round(float64(max(o, 0)*fadeSteps))) / fadeSteps
}

// fadeText shows t in c at opacity o (0 to 1), to the nearest of fadeSteps shades.
func fadeText(t *canvas.Text, c color.Color, o float32) {
	shade := withAlpha(c, uint8(255*fadeShade(o)))
	if t.Color != nil && widgets.NRGBA(t.Color) == shade {
		return
	}
	t.Color = shade
	t.Refresh()
}

func withAlpha(c color.Color, a uint8) color.NRGBA {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: a}
}

// add starts an effect now and shows its first frame.
func (m *motion) add(d time.Duration, step func(p float32)) {
	e := &effect{start: m.clock.Now(), dur: d, step: step}
	m.running = append(m.running, e)
	step(0)
}

// run drives the running effects from the window's animation loop until they end.
func (m *motion) run() {
	if len(m.running) == 0 || m.anim != nil {
		return
	}
	m.anim = fyne.NewAnimation(time.Hour, func(float32) { m.frame() })
	m.anim.Curve = fyne.AnimationLinear
	m.anim.Start()
}

// frame shows every running effect at the clock's time and drops those that ended.
func (m *motion) frame() {
	now := m.clock.Now()
	kept := m.running[:0]
	for _, e := range m.running {
		p := float32(now.Sub(e.start)) / float32(e.dur)
		if p >= 1 {
			e.step(1)
			continue
		}
		e.step(max(p, 0))
		kept = append(kept, e)
	}
	m.running = kept
	if len(m.running) == 0 && m.anim != nil {
		m.anim.Stop()
		m.anim = nil
	}
}

// finish ends every running effect at once: a new move never waits for one.
func (m *motion) finish() {
	for _, e := range m.running {
		e.step(1)
	}
	m.running = nil
	if m.anim != nil {
		m.anim.Stop()
		m.anim = nil
	}
}

// Busy reports whether an animation is running.
func (m *motion) Busy() bool { return len(m.running) > 0 }
