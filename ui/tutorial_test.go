package ui

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/scenarios"
	"setawatch/tutorial"
)

// tutorialWindow is the tutorial in a test window of the main window's size.
func tutorialWindow(t *testing.T) (*Tutorial, fyne.Window) {
	t.Helper()
	newTestApp(t)
	w := test.NewWindow(nil)
	w.SetPadded(false)
	tut, err := NewTutorial(w)
	require.NoError(t, err)
	w.Resize(WindowSize)
	cardTextWindow = w
	t.Cleanup(func() { w.Close(); cardTextWindow = nil })
	return tut, w
}

// rulebookEnd is the table after the rulebook's moves (scenarios/first-round.moves).
func rulebookEnd(t *testing.T) *game.State {
	t.Helper()
	sc, err := tutorial.Start()
	require.NoError(t, err)
	s, err := sc.Build()
	require.NoError(t, err)
	for _, line := range strings.Split(scenarios.FirstRoundMoves, "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		m, err := game.ParseMove(line)
		require.NoError(t, err)
		s, _, err = game.Apply(s, m)
		require.NoError(t, err, line)
	}
	return s
}

// sameTable compares two tables, leaving out how many moves each took.
func sameTable(a, b *game.State) bool {
	x, y := *a, *b
	x.Moves, y.Moves = 0, 0
	return x.Hash() == y.Hash()
}

// rectOn is where an object is drawn in the window.
func rectOn(o fyne.CanvasObject) image.Rectangle {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	return image.Rect(int(p.X), int(p.Y), int(p.X+o.Size().Width), int(p.Y+o.Size().Height))
}

// assertFramed checks that the table frames exactly the current step's places, each with a
// visible frame around its widget.
func assertFramed(t *testing.T, tut *Tutorial, what string) {
	t.Helper()
	tb := tut.Table
	want := tut.Guide.Targets(tb.model.State())
	ids, objs := tb.marks.marked()
	assert.Equal(t, want, ids, "%s: every place of the step is on the table", what)
	require.Len(t, tb.marks.layer.Objects, 2*len(objs), "%s: one frame, ringed, a place", what)
	for i := range objs {
		for j := range i {
			assert.NotSame(t, objs[i], objs[j], "%s: %s and %s are two places", what, ids[i], ids[j])
		}
	}
	for i, o := range objs {
		frame, ok := tb.marks.layer.Objects[2*i+1].(*canvas.Rectangle)
		require.True(t, ok)
		assert.Equal(t, markColor, frame.StrokeColor)
		assert.Positive(t, frame.StrokeWidth)
		in := rectOn(o)
		out := rectOn(frame)
		assert.True(t, in.In(out.Inset(-1)), "%s: the frame of %s (%v) goes round it (%v)", what, ids[i], out, in)
		assert.False(t, in.Empty(), "%s: %s is shown", what, ids[i])
	}
}

// pressEnter answers the open dialog (the question before exhausting a card).
func pressEnter(tut *Tutorial) { tut.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) }

// playStepMove plays one of the step's moves with the table's gestures: a die dragged onto its
// place, a button or an answer tapped; a menu of moves or a question is answered as a player
// does.
func playStepMove(t *testing.T, tut *Tutorial, text string) {
	t.Helper()
	tb := tut.Table
	m, err := game.ParseMove(text)
	require.NoError(t, err)
	s := tb.model.State()
	label := describeMoveOn(s, m)
	places := tutorial.MoveTargets(s, m)
	first := tb.marks.placeOf(places[0], 0)
	require.NotNil(t, first, "%s: %s is on the table", text, places[0])
	if d, ok := first.(*DieView); ok {
		to := tb.marks.placeOf(places[len(places)-1], 0)
		require.NotNil(t, to, "%s: %s is on the table", text, places[len(places)-1])
		dragOnto(tb, d, to)
	} else {
		test.Tap(first.(fyne.Tappable))
	}
	if tb.hand.popup != nil {
		tapText(t, tb.hand.popup, label)
	}
	if tb.picker.pick != nil && !tb.picker.pick.prompt {
		pickOnCards(t, tb, m) // the cards the move takes, tapped on the table
	}
	if len(openDialogs[tut.win.Canvas()]) > 0 {
		pressEnter(tut)
	}
}

// The tutorial from its first step to its last, played with taps and drags on the real table:
// each step's text and frames, and wrong moves at some steps explained and not played.
func TestTutorialPlayedToTheEnd(t *testing.T) {
	tut, _ := tutorialWindow(t)
	tb := tut.Table
	g := tut.Guide
	wrongs := 0
	for !g.Done() {
		st := g.Step()
		what := st.Name
		side := shownText(tb.side.root)
		assert.Contains(t, side, fmt.Sprintf("Tutorial · step %d of %d", g.Index()+1, len(g.Steps)), what)
		assert.Contains(t, side, strings.Join(strings.Fields(speak(st.Say)), " "), what)
		assertFramed(t, tut, what)

		before := tb.model.State().Hash()
		switch what {
		case "snowy-pass": // the Wizard's 1: he needs it to chop wood
			test.Tap(tb.marks.placeOf("answer:wizard:1", 0).(fyne.Tappable))
		case "chop": // a 4 on a rune: the table offers the runes it could cast, and one is picked
			dragOnto(tb, dieView(t, tb, "wizard", 4), tb.marks.placeOf("rune:seal", 0))
			require.NotNil(t, tb.hand.popup)
			tapText(t, tb.hand.popup, describeMoveOn(tb.model.State(), tb.hand.Choices[0]))
		case "range": // the Rogue is melee: the rules refuse it too
			dragOnto(tb, dieView(t, tb, "rogue", 4), lineCardView(t, tb, 2))
			assert.True(t, strings.HasPrefix(tb.model.Notice, "The rules refuse it: "), "%s: the rules' reason first: %q", what, tb.model.Notice)
			assert.Contains(t, tb.model.Notice, "Rogue", what)
		case "watch": // a step that only tells
			dragOnto(tb, dieView(t, tb, "ranger", 6), lineCardView(t, tb, 1))
		}
		if tb.model.Notice != "" {
			wrongs++
			assert.True(t, tb.model.NoticeError, what)
			assert.True(t, strings.HasPrefix(tb.model.Notice, "Not yet: ") || strings.HasPrefix(tb.model.Notice, "The rules refuse it: "), "%s: %q", what, tb.model.Notice)
			if len(st.Moves) > 0 {
				assert.Contains(t, tb.model.Notice, speak(st.NotYet), what)
			}
			assert.Contains(t, shownText(tb.side.root), tb.model.Notice, "%s: the explanation is shown", what)
			assert.Equal(t, before, tb.model.State().Hash(), "%s: the wrong move changed nothing", what)
			assert.Equal(t, st, g.Step(), what)
		}

		switch {
		case len(st.Moves) == 0 && g.Index()%2 == 0:
			tapText(t, tb.side.guide, "Next")
		case len(st.Moves) == 0:
			pressKey(tut.win, fyne.KeyReturn) // Enter goes on too
		default:
			for _, text := range g.Left() {
				playStepMove(t, tut, text)
				require.Falsef(t, tb.model.NoticeError, "%s: %s: %s", what, text, tb.model.Notice)
			}
		}
		require.NotEqual(t, what, stepName(g), "the tutorial went on from %s", what)
		assert.False(t, g.Lost())
	}
	assert.Equal(t, 4, wrongs, "every wrong move was explained")
	assert.True(t, sameTable(rulebookEnd(t), tb.model.State()), "the tutorial played the rulebook's round")
	assert.Contains(t, shownText(tb.side.root), "Tutorial: done")
	assert.Empty(t, tb.marks.layer.Objects, "nothing is framed at the end")
}

func stepName(g *tutorial.Guide) string {
	if st := g.Step(); st != nil {
		return st.Name
	}
	return ""
}

func TestTutorialDoItForMeAndRestart(t *testing.T) {
	tut, _ := tutorialWindow(t)
	tb := tut.Table
	for i := 0; i < 200 && !tut.Guide.Done(); i++ {
		if tut.skip.Visible() {
			test.Tap(tut.skip)
		} else {
			test.Tap(tut.next)
		}
	}
	require.True(t, tut.Guide.Done())
	assert.True(t, sameTable(rulebookEnd(t), tb.model.State()))

	test.Tap(tut.restart)
	assert.Equal(t, 0, tut.Guide.Index())
	assert.Contains(t, shownText(tb.side.root), "Tutorial · step 1 of")
	sess, err := tutorialSession()
	require.NoError(t, err)
	assert.Equal(t, sess.State().Hash(), tb.model.State().Hash(), "the table is set up again")
}

func TestTutorialLostWhenTheWatchEndsTooSoon(t *testing.T) {
	tut, _ := tutorialWindow(t)
	tb := tut.Table
	for tut.Guide.Step().Name != "backstab" {
		if tut.skip.Visible() {
			test.Tap(tut.skip)
		} else {
			test.Tap(tut.next)
		}
	}
	test.Tap(tb.side.endBtn)
	require.NotEmpty(t, openDialogs[tut.win.Canvas()], "the table asks before ending the Watch with dice left")
	pressEnter(tut)
	assert.True(t, tut.Guide.Lost())
	assert.Contains(t, shownText(tb.side.root), "Tutorial: lost")
	assert.Contains(t, shownText(tb.side.root), "restart it to try again")
	assert.Equal(t, widget.HighImportance, tut.restart.Importance, "Restart is offered")
	assert.False(t, tut.skip.Visible())
	assert.Empty(t, tb.marks.layer.Objects)
	assert.Contains(t, tb.model.State().Horde, "eagle-2", "the Line went to the Horde")

	test.Tap(tut.restart)
	assert.False(t, tut.Guide.Lost())
	assert.Equal(t, 0, tut.Guide.Index())
}

func TestTutorialLeftWithEscOrTheButton(t *testing.T) {
	tut, w := tutorialWindow(t)
	left := 0
	tut.onLeave = func() { left++ }

	// Esc first drops a chosen die; then it leaves.
	test.Tap(tut.next) // welcome
	test.Tap(dieView(t, tut.Table, "ranger", 6))
	require.NotNil(t, tut.Table.hand.Selected())
	pressKey(w, fyne.KeyEscape)
	assert.Nil(t, tut.Table.hand.Selected())
	assert.Equal(t, 0, left)
	pressKey(w, fyne.KeyEscape)
	assert.Equal(t, 1, left)

	test.Tap(tut.leave)
	assert.Equal(t, 2, left)
}

// The tutorial plays on a table of its own: the player's game and its autosave stay as they were.
func TestTutorialLeavesThePlayersGameAlone(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	t.Cleanup(w.Close)
	require.NoError(t, w.Table.model.Submit(w.Table.model.Legal()[0]))
	path := w.autosavePath()
	require.NotEmpty(t, path)
	saved, err := os.ReadFile(path)
	require.NoError(t, err)
	game0 := w.Table.model.State().Hash()
	filesBefore, err := filepath.Glob(filepath.Join(filepath.Dir(path), "*"))
	require.NoError(t, err)

	windows := len(a.Driver().AllWindows())
	menuItem(t, w.MainMenu(), "Help", "Tutorial").Action()
	require.Len(t, a.Driver().AllWindows(), windows+1, "the tutorial has its own window")
	tut := shownTutorial
	require.NotNil(t, tut)
	require.NotEqual(t, w.Table, tut.Table)
	test.Tap(tut.next)
	test.Tap(tut.skip)
	require.Equal(t, "rest", tut.Guide.Step().Name)

	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, saved, after, "the autosave is untouched")
	assert.Equal(t, game0, w.Table.model.State().Hash())
	files, err := filepath.Glob(filepath.Join(filepath.Dir(path), "*"))
	require.NoError(t, err)
	assert.Equal(t, filesBefore, files, "the tutorial wrote no file")

	// Help, Tutorial again brings the open one forward rather than a second one.
	menuItem(t, w.MainMenu(), "Help", "Tutorial").Action()
	assert.Len(t, a.Driver().AllWindows(), windows+1)
	tut.Leave()
	assert.Nil(t, shownTutorial)
	assert.Len(t, a.Driver().AllWindows(), windows)
}

func TestTutorialOfferedOnceAtTheFirstStart(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	t.Cleanup(w.Close)
	windows := len(a.Driver().AllWindows())
	w.OfferTutorial()
	require.Len(t, openDialogs[w.Canvas()], 1, "the first start offers the tutorial")
	assert.Contains(t, shownText(w.Canvas().Overlays().Top()), "New to Set a Watch?")
	assert.True(t, a.Preferences().Bool(prefTutorialOffered))
	pressKey(w, fyne.KeyEscape) // Not now
	assert.Empty(t, openDialogs[w.Canvas()])
	assert.Len(t, a.Driver().AllWindows(), windows)

	w.OfferTutorial()
	assert.Empty(t, openDialogs[w.Canvas()], "offered only once")

	a.Preferences().SetBool(prefTutorialOffered, false)
	w.OfferTutorial()
	pressKey(w, fyne.KeyReturn) // Start the tutorial
	assert.Len(t, a.Driver().AllWindows(), windows+1)
	require.NotNil(t, shownTutorial)
	shownTutorial.Leave()
}

func TestTutorialInFrench(t *testing.T) {
	tut, _ := tutorialWindow(t)
	require.NoError(t, applyLanguage("fr"))
	t.Cleanup(func() { _ = applyLanguage("en") })
	tut.Restart()
	side := shownText(tut.Table.side.root)
	assert.Contains(t, side, "Tutoriel · étape 1 sur")
	assert.Contains(t, side, "Bienvenue au Col Enneigé")
	assert.Contains(t, side, "Suivant")

	test.Tap(tut.next)
	test.Tap(tut.Table.marks.placeOf("answer:wizard:1", 0).(fyne.Tappable))
	assert.Contains(t, tut.Table.model.Notice, "Pas encore : Le Col Enneigé prend d'abord un dé")
}

// A language chosen in the main window's Settings rewords the open tutorial's panel and table
// at once, at the step it is on.
func TestTutorialFollowsTheLanguageChosenInSettings(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	t.Cleanup(w.Close)
	t.Cleanup(func() { _ = applyLanguage("en") })
	menuItem(t, w.MainMenu(), "Help", "Tutorial").Action()
	tut := shownTutorial
	require.NotNil(t, tut)
	t.Cleanup(tut.Leave)
	test.Tap(tut.next)
	require.Contains(t, shownText(tut.Table.side.root), "step 2 of")

	w.ApplySettings("fr", "")
	side := shownText(tut.Table.side.root)
	assert.Contains(t, side, "étape 2 sur")
	assert.Contains(t, side, "Le Col Enneigé prend")
	assert.Contains(t, side, "Recommencer")
	assert.NotContains(t, side, "Restart")
	assert.Contains(t, shownText(tut.Table.camp), "Couper du bois", "the table is reworded too")
}
