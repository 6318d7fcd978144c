package ui

import (
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time          { return c.now }
func (c *fakeClock) advance(d time.Duration) { c.now = c.now.Add(d) }

// fireMove is a legal "+2 fire" move of the table, after the Summon's prompt is answered.
func fireMove(t testing.TB, tb *Table) game.Move {
	for _, m := range tb.model.Legal() {
		if m.Verb == game.VerbFire {
			return m
		}
	}
	require.FailNow(t, "no fire move")
	return game.Move{}
}

func TestMotionTurnsTheDialAndNeverBlocks(t *testing.T) {
	tb, _ := watchTable(t)
	clk := &fakeClock{now: time.Unix(0, 0)}
	tb.motion.clock = clk
	answerPrompt(t, tb, "Wound")
	before := tb.model.State().Firewood

	require.NoError(t, tb.model.Submit(fireMove(t, tb)))
	dial := tb.motion.dial
	require.NotNil(t, dial)
	require.True(t, tb.motion.Busy(), "the dial turns")
	assert.Equal(t, float64(before), dial.Lit, "it starts from the old value")
	clk.advance(dialTime / 2)
	tb.motion.frame()
	assert.InDelta(t, float64(before)+float64(dial.Value-before)/2, dial.Lit, 0.01, "halfway")

	// The next move finishes the running animation at once: input never waits.
	require.NoError(t, tb.model.Submit(fireMove(t, tb)))
	assert.Equal(t, -1.0, dial.Lit, "the old dial was finished")
	clk.advance(time.Second)
	tb.motion.frame()
	assert.False(t, tb.motion.Busy(), "everything ends in time")
	assert.Equal(t, -1.0, tb.motion.dial.Lit)

	// With motion off nothing runs.
	tb.motion.enabled = false
	require.NoError(t, tb.model.Submit(fireMove(t, tb)))
	assert.False(t, tb.motion.Busy())
}

func TestMotionRaisesDamageAndFlipsCards(t *testing.T) {
	tb, _ := watchTable(t)
	clk := &fakeClock{now: time.Unix(0, 0)}
	tb.motion.clock = clk
	answerPrompt(t, tb, "Wound")
	var attack game.Move
	for _, m := range tb.model.Legal() {
		if m.Verb == game.VerbAttack && m.Pos == 1 {
			attack = m
			break
		}
	}
	require.NotEmpty(t, attack.Dice)
	require.NoError(t, tb.model.Submit(attack))
	require.True(t, tb.motion.Busy())
	assert.NotEmpty(t, tb.fx.Objects, "a number rises from the card, or the defeated card leaves")
	clk.advance(time.Second)
	tb.motion.frame()
	assert.Empty(t, tb.fx.Objects, "and is gone when it ends")

	c := &CardView{Cover: 0}
	c.ExtendBaseWidget(c)
	tb.motion.flip(c)
	assert.Equal(t, float32(1), c.Cover, "a flip starts on the card's back")
	tb.motion.finish()
	assert.Equal(t, float32(0), c.Cover, "and ends on its face")
}

// BenchmarkAnimationFrame is one frame of the dial turning and a number rising, drawn by the
// software painter.
func BenchmarkAnimationFrame(b *testing.B) {
	tb, w := benchWatchTable(b)
	clk := &fakeClock{now: time.Unix(0, 0)}
	tb.motion.clock = clk
	require.NoError(b, tb.model.Submit(tb.model.Legal()[0]))
	start := func() {
		tb.motion.turnDial(tb.motion.dial, 0)
		for _, c := range tb.motion.lineCards {
			tb.motion.rise(tb, c, "−3", look.Color(look.Damage))
			break
		}
	}
	start()
	cpu := cpuTime()
	for b.Loop() {
		clk.advance(time.Millisecond)
		if !tb.motion.Busy() {
			start()
		}
		tb.motion.frame()
		w.Canvas().(test.WindowlessCanvas).Capture()
	}
	reportPerStep(b, cpu, 1, "frame")
}

// BenchmarkAnimationStep is the table's own share of a frame: the effects' step, no painting.
func BenchmarkAnimationStep(b *testing.B) {
	tb, _ := benchWatchTable(b)
	clk := &fakeClock{now: time.Unix(0, 0)}
	tb.motion.clock = clk
	require.NoError(b, tb.model.Submit(tb.model.Legal()[0]))
	cpu := cpuTime()
	for b.Loop() {
		clk.advance(time.Millisecond)
		if !tb.motion.Busy() {
			tb.motion.turnDial(tb.motion.dial, 0)
		}
		tb.motion.frame()
	}
	reportPerStep(b, cpu, 1, "frame")
}

func TestFadingTextChangesShadeOnlyNowAndThen(t *testing.T) {
	label := canvas.NewText("-3", color.NRGBA{R: 200, A: 255})
	shades := map[color.NRGBA]bool{}
	for f := 0; f <= 48; f++ { // 800 ms at 60 frames a second
		p := float32(f) / 48
		fadeText(label, color.NRGBA{R: 200, A: 255}, 1-p*p)
		shades[widgets.NRGBA(label.Color)] = true
	}
	assert.LessOrEqual(t, len(shades), fadeSteps+1, "each shade draws the glyphs again")
	assert.Greater(t, len(shades), 2, "the text still fades")
	assert.Zero(t, widgets.NRGBA(label.Color).A, "it ends unseen")
}

// After a kill the cards that moved flash, and a die whose drag began before the kill, dropped
// where the defeated card still fades, was aimed at it: it is refused with words, not played on
// the card that slid into its place. A drag begun after the kill goes to the card drawn under
// the pointer.
func TestDropWhileTheLineMovesHitsTheCardAimedAt(t *testing.T) {
	tb, _ := watchTable(t)
	clk := &fakeClock{now: time.Unix(0, 0)}
	tb.motion.clock = clk
	answerPrompt(t, tb, "Wound")
	require.Equal(t, "bear-2", tb.model.State().Line[0].Card)
	first := lineCardView(t, tb, 1)
	aim := fyne.CurrentApp().Driver().AbsolutePositionForObject(first).AddXY(first.Size().Width/2, first.Size().Height/2)
	var next game.DieSpec // a die that can hit the 1st card after the kill
	for _, m := range tb.model.Legal() {
		if m.Verb == game.VerbAttack && m.Pos == 1 && len(m.Dice) == 1 && m.Dice[0].Tamed == "" && m.Dice[0].Adventurer != "ranger" {
			next = m.Dice[0]
		}
	}
	require.NotEmpty(t, next.Adventurer)
	flashes := len(tb.fx.Objects)

	// The next die's drag begins; meanwhile the Bear is defeated (a tap on the keyboard, say).
	dieView(t, tb, next.Adventurer, next.Value).Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: aim.AddXY(0, 300)}})
	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbAttack, Pos: 1, Dice: []game.DieSpec{{Adventurer: "ranger", Value: 5}}}))
	require.Contains(t, tb.model.State().Graveyard, "bear-2")
	assert.Greater(t, len(tb.fx.Objects), flashes+1, "the card leaves and the cards that moved flash")
	moves := len(tb.model.Session().Record().Moves)

	clk.advance(leaveTime / 2)
	d := dieView(t, tb, next.Adventurer, next.Value) // the same drag, on the die drawn anew
	d.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: aim}})
	d.DragEnd()
	assert.Len(t, tb.model.Session().Record().Moves, moves, "no move on the card that slid in")
	assert.True(t, tb.model.NoticeError)
	assert.Contains(t, tb.model.Notice, cardName("bear-2")+" has just left the Line")

	// A new drag, begun after the kill: the card drawn under the pointer.
	d = dieView(t, tb, next.Adventurer, next.Value)
	d.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: aim}})
	d.DragEnd()
	if assert.Len(t, tb.model.Session().Record().Moves, moves+1, tb.model.Notice) {
		m, err := game.ParseMove(tb.model.Session().Record().Moves[moves])
		require.NoError(t, err)
		assert.Equal(t, game.VerbAttack, m.Verb)
		assert.Equal(t, 1, m.Pos, "the card drawn under the pointer")
	}
}

// The window draws every object again at each frame of an animation, and a frame in which
// half the Line moves must stay cheap: a flash is a ring whose middle is not drawn, and the
// card that leaves fades as a picture, not as one of Fyne's shaded rectangles.
func TestLineMotionDrawsLittle(t *testing.T) {
	tb, _ := watchTable(t)
	tb.motion.clock = &fakeClock{now: time.Unix(0, 0)}
	answerPrompt(t, tb, "Wound")
	card := lineCardView(t, tb, 1).Size()
	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbAttack, Pos: 1, Dice: []game.DieSpec{{Adventurer: "ranger", Value: 5}}}))
	var flashes, ghosts int
	for _, o := range tb.fx.Objects {
		switch x := o.(type) {
		case *widgets.PlateView:
			flashes++
			var area float32
			for _, part := range test.WidgetRenderer(x).Objects() {
				if part.Visible() && part.(*canvas.Image).Image != nil {
					area += part.Size().Width * part.Size().Height
				}
			}
			assert.Positive(t, area, "the flash shows")
			assert.Less(t, area, 0.2*card.Width*card.Height, "a flash draws its ring, not the card under it")
		case *canvas.Image:
			ghosts++
		case *canvas.Rectangle:
			t.Errorf("a shaded rectangle of %v moves over the Line", x.Size())
		}
	}
	assert.Positive(t, flashes, "the cards that moved flash")
	assert.Equal(t, 1, ghosts, "the defeated card fades")
}
