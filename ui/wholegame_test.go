package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
)

// Two whole games, one played with the keyboard alone and one with the mouse alone, through
// the table's widgets only: the solver bot decides each move, the test carries it out as a
// player would, and the game goes on to its end and the Game-over screen.

// player carries out one move on the table, with one kind of input.
type player interface {
	// pressOn activates a focusable widget of the table (a button, a die, a card).
	pressOn(t *testing.T, o fyne.Focusable)
	// useDie puts a die on a target, both given by their focus keys.
	useDie(t *testing.T, tb *Table, die, target string)
	// pickMenu picks the item of the open move menu that says label.
	pickMenu(t *testing.T, tb *Table, label string)
	// confirm answers yes to the open question.
	confirm(t *testing.T, tb *Table)
	// order puts the Elven Scout cards in an order and confirms it.
	order(t *testing.T, tb *Table, want []string)
}

// keyboard plays with Tab, Space, the arrows and Enter only.
type keyboard struct{ w fyne.Window }

// focus presses Tab until o has the focus; a widget Tab never reaches fails the test.
func (k keyboard) focus(t *testing.T, o fyne.Focusable) {
	t.Helper()
	for i := 0; k.w.Canvas().Focused() != o; i++ {
		require.Less(t, i, 500, "Tab never reaches %T %s", o, strings.Join(texts(o.(fyne.CanvasObject)), " "))
		test.FocusNext(k.w.Canvas())
	}
}

// space presses Space as the window sends it: a key, then a character.
func (k keyboard) space() {
	if f := k.w.Canvas().Focused(); f != nil {
		f.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	}
	if f := k.w.Canvas().Focused(); f != nil {
		f.TypedRune(' ')
	}
}

func (k keyboard) pressOn(t *testing.T, o fyne.Focusable) {
	t.Helper()
	k.focus(t, o)
	k.space()
}

func (k keyboard) useDie(t *testing.T, tb *Table, die, target string) {
	t.Helper()
	k.pressOn(t, widgetFor(t, tb, die))
	k.pressOn(t, widgetFor(t, tb, target)) // the table was drawn again: find the target anew
}

func (k keyboard) pickMenu(t *testing.T, tb *Table, label string) {
	t.Helper()
	require.NotNil(t, tb.hand.popup, "a menu of moves is open")
	i := slices.IndexFunc(tb.hand.Choices, func(m game.Move) bool { return describeMoveOn(tb.model.State(), m) == label })
	require.GreaterOrEqual(t, i, 0, "the menu offers %q", label)
	require.Equal(t, tb.hand.popup, k.w.Canvas().Focused(), "the menu has the focus")
	for range i + 1 {
		pressKey(k.w, fyne.KeyDown)
	}
	pressKey(k.w, fyne.KeyReturn)
}

func (k keyboard) confirm(t *testing.T, tb *Table) {
	t.Helper()
	require.NotNil(t, k.w.Canvas().Overlays().Top(), "a question is open")
	pressKey(k.w, fyne.KeyReturn)
}

func (k keyboard) order(t *testing.T, tb *Table, want []string) {
	t.Helper()
	p := tb.side.order
	require.NotNil(t, p)
	for i, c := range want {
		it := p.item(c)
		k.focus(t, it)
		for slices.Index(p.cards, c) > i {
			pressKey(k.w, fyne.KeyUp)
		}
	}
	k.pressOn(t, p.ok)
}

// mouse plays with taps and drags only.
type mouse struct{ w fyne.Window }

func (m mouse) pressOn(t *testing.T, o fyne.Focusable) {
	t.Helper()
	tp, ok := o.(fyne.Tappable)
	require.True(t, ok, "%T can be tapped", o)
	test.Tap(tp)
}

func (m mouse) useDie(t *testing.T, tb *Table, die, target string) {
	t.Helper()
	dragOnto(tb, widgetFor(t, tb, die).(*DieView), widgetFor(t, tb, target).(fyne.CanvasObject))
}

func (m mouse) pickMenu(t *testing.T, tb *Table, label string) {
	t.Helper()
	require.NotNil(t, tb.hand.popup, "a menu of moves is open")
	tapText(t, tb.hand.popup, label)
}

func (m mouse) confirm(t *testing.T, tb *Table) {
	t.Helper()
	top := m.w.Canvas().Overlays().Top()
	require.NotNil(t, top, "a question is open")
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Importance == widget.DangerImportance {
			test.Tap(b)
			return
		}
	}
	require.Failf(t, "no button", "a button to confirm in %q", shownText(top))
}

func (m mouse) order(t *testing.T, tb *Table, want []string) {
	t.Helper()
	p := tb.side.order
	require.NotNil(t, p)
	drv := fyne.CurrentApp().Driver()
	for i, c := range want {
		if slices.Index(p.cards, c) == i {
			continue
		}
		it, at := p.item(c), p.item(p.cards[i])
		it.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: drv.AbsolutePositionForObject(it).AddXY(5, 5)}})
		it.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: drv.AbsolutePositionForObject(at).AddXY(5, 1)}})
		it.DragEnd()
	}
	test.Tap(p.ok)
}

// widgetFor is the table's widget under a focus key.
func widgetFor(t *testing.T, tb *Table, key string) fyne.Focusable {
	t.Helper()
	o, ok := tb.focus.objs[key]
	require.True(t, ok, "the table shows %s", key)
	return o
}

// dieKey is the focus key of a free die.
func dieKey(t *testing.T, s *game.State, d game.DieSpec) string {
	t.Helper()
	if d.Tamed != "" {
		return "die/" + d.Adventurer + "/" + d.Tamed
	}
	a := s.Adventurer(d.Adventurer)
	for i, x := range a.Dice {
		if x.State == game.DieFree && x.Value == d.Value {
			return fmt.Sprintf("die/%s/%d", d.Adventurer, i)
		}
	}
	require.Failf(t, "no die", "no free die for %v", d)
	return ""
}

// playable turns the bot's move into one the table offers: a direct attack with several dice
// is played one die at a time.
func playable(tb *Table, m game.Move) game.Move {
	if m.Verb == game.VerbAttack && len(m.Dice) > 1 {
		return game.Move{Verb: game.VerbAttack, Pos: m.Pos, Dice: m.Dice[:1]}
	}
	return m
}

// carryOut plays move m on the table with the player's input only.
func carryOut(t *testing.T, tb *Table, p player, m game.Move) {
	t.Helper()
	s := tb.model.State()
	label := describeMoveOn(s, m)
	// After the widget is pressed, a menu of moves may open, then a question.
	finish := func() {
		if len(tb.hand.Choices) > 0 {
			p.pickMenu(t, tb, label)
		}
		if tb.picker.pick != nil && !tb.picker.pick.prompt {
			pickOnCardsWith(t, tb, m, func(o fyne.Focusable) { p.pressOn(t, o) })
		}
		if _, _, risky := tb.confirm.risk(m); risky && tb.model.State().Hash() == s.Hash() {
			p.confirm(t, tb)
		}
	}
	switch m.Verb {
	case game.VerbCamp:
		p.pressOn(t, widgetFor(t, tb, "rest/"+m.Adventurer))
	case game.VerbPlace:
		p.useDie(t, tb, dieKey(t, s, game.DieSpec{Adventurer: s.Camper, Value: m.Value}), "space/"+string(m.Space))
	case game.VerbRune:
		p.useDie(t, tb, dieKey(t, s, game.DieSpec{Adventurer: s.Camper, Value: m.Value}), "rune/"+string(m.Runes[0]))
	case game.VerbEnd:
		p.pressOn(t, tb.side.endBtn)
	case game.VerbAttack:
		p.useDie(t, tb, dieKey(t, s, m.Dice[0]), fmt.Sprintf("line/%d", m.Pos))
	case game.VerbUse:
		if len(m.Dice) == 0 {
			p.pressOn(t, widgetFor(t, tb, "exhaust/"+m.Card)) // the Use button of a passive card
		} else {
			p.useDie(t, tb, dieKey(t, s, m.Dice[0]), "slot/"+m.Card)
		}
	case game.VerbExhaust:
		p.pressOn(t, widgetFor(t, tb, "exhaust/"+m.Card))
	case game.VerbFire:
		p.pressOn(t, widgetFor(t, tb, "fire/"+m.Card))
	case game.VerbChoose:
		if s.Pending().Kind == game.TaskElvenScout {
			answer, ok := game.ReadAnswer(s, m)
			require.True(t, ok, m.String())
			p.order(t, tb, answer.Top)
			break
		}
		i := slices.IndexFunc(tb.hand.legalWhere(isVerb(game.VerbChoose)), func(x game.Move) bool { return x.String() == m.String() })
		require.GreaterOrEqual(t, i, 0)
		p.pressOn(t, widgetFor(t, tb, fmt.Sprintf("answer/%d", i)))
	default:
		require.Failf(t, "no widget", "no widget plays %s", m)
	}
	finish()
	hist := tb.model.Session().History()
	require.NotEmpty(t, hist)
	require.Equal(t, m.String(), hist[len(hist)-1].Move.String(), "the table played %s (%s)", label, tb.model.Notice)
}

// solverPlaysThrough has the solver bot choose every move to the game's end; carry plays each
// one on the table.
func solverPlaysThrough(t *testing.T, tb *Table, seed uint64, carry func(game.Move)) {
	b, err := bot.New("solver", seed)
	require.NoError(t, err)
	for i := 0; !tb.model.State().Over(); i++ {
		require.Less(t, i, 3000, "the game ends")
		m, err := b.Choose(tb.model.State())
		require.NoError(t, err)
		carry(m)
	}
}

// playWholeGame plays a game to its end through the table with one kind of input.
func playWholeGame(t *testing.T, seed uint64, input func(fyne.Window) player) (*Table, fyne.Window) {
	sess, err := session.New(game.Options{Seed: seed})
	require.NoError(t, err)
	tb, w := tableFor(t, sess)
	p := input(w)
	solverPlaysThrough(t, tb, seed, func(m game.Move) { carryOut(t, tb, p, playable(tb, m)) })
	verbs := map[game.Verb]int{}
	for _, e := range tb.model.Session().History() {
		verbs[e.Move.Verb]++
	}
	s := tb.model.State()
	t.Logf("seed %d: %s in round %d after %d moves %v", seed, s.Result, s.Round, s.Moves, verbs)
	return tb, w
}

func TestWholeGameWithTheKeyboardAlone(t *testing.T) {
	tb, w := playWholeGame(t, 2, func(w fyne.Window) player { return keyboard{w} })
	k := keyboard{w}
	s := tb.model.State()
	require.NotNil(t, w.Canvas().Overlays().Top(), "the Game-over screen shows")
	require.Contains(t, shownText(w.Canvas().Overlays().Top()), "Round reached")

	// Esc goes back to the table; the result can be shown again, and Replay starts the same game.
	pressKey(w, fyne.KeyEscape)
	require.Nil(t, w.Canvas().Overlays().Top())
	k.pressOn(t, widgetFor(t, tb, "answer/result"))
	require.NotNil(t, w.Canvas().Overlays().Top())
	replay := tappableText(w.Canvas().Overlays().Top(), func(x string) bool { return x == "Replay" })
	require.NotNil(t, replay)
	test.FocusNext(w.Canvas())
	test.FocusNext(w.Canvas()) // Tab: New game, then Replay
	require.Equal(t, replay, w.Canvas().Focused())
	pressKey(w, fyne.KeyReturn)
	require.False(t, tb.model.State().Over())
	rec := tb.model.Session().Record()
	require.Empty(t, rec.Moves, "Replay: no move played yet")
	fresh, err := session.New(game.Options{Seed: 2})
	require.NoError(t, err)
	require.Equal(t, fresh.State().Hash(), tb.model.State().Hash(), "Replay: the same table as at the start")
	require.True(t, s.Over())
}

func TestWholeGameWithTheMouseAlone(t *testing.T) {
	tb, w := playWholeGame(t, 18, func(w fyne.Window) player { return mouse{w} })
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "the Game-over screen shows")
	opened := false
	tb.gameOver.newGame = func() { opened = true }
	tapText(t, top, "New game")
	require.True(t, opened, "New game opens the New game dialog")
	require.Nil(t, w.Canvas().Overlays().Top())
}
