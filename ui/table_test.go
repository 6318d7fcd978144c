package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/session"
)

// watchTable is a table in the Watch of round 1 (seed 3): the Rogue rests, the Line holds a Bear
// (health 5) in 1st position and a Summon in 2nd, and the Summon's prompt waits.
func watchTable(t *testing.T) (*Table, fyne.Window) {
	t.Helper()
	return tableFor(t, watchSession(t))
}

// watchSession is the game of watchTable.
func watchSession(tb testing.TB) *session.Session {
	tb.Helper()
	// The locations these tests were written for (before the retail box was the default).
	sess, err := session.New(game.Options{Seed: 3, Adventurers: []string{"rogue", "ranger", "wizard", "warrior"}, Locations: game.LocationsFirst})
	require.NoError(tb, err)
	for _, text := range []string{"camp rogue", "end"} {
		m, err := game.ParseMove(text)
		require.NoError(tb, err)
		_, err = sess.Play(m)
		require.NoError(tb, err)
	}
	return sess
}

// shownText is every text under o, joined by spaces, with wrapped lines joined again.
func shownText(o fyne.CanvasObject) string {
	return strings.Join(strings.Fields(strings.Join(texts(o), " ")), " ")
}

func tableFor(t *testing.T, sess *session.Session) (*Table, fyne.Window) {
	t.Helper()
	newTestApp(t)
	w := test.NewWindow(nil)
	w.SetPadded(false) // as the main window: its padding would follow the table's scale
	tb := NewTable(NewModel(sess), w)
	w.SetContent(tb)
	w.Resize(WindowSize)
	cardTextWindow = w
	t.Cleanup(func() { closeWindow(w); cardTextWindow = nil })
	return tb, w
}

// closeWindow closes w unless the test closed it already (Fyne's test driver fails on a second
// Close). A test that builds a table after another closes the first: every open window is laid
// out again at each theme change.
func closeWindow(w fyne.Window) {
	if slices.Contains(fyne.CurrentApp().Driver().AllWindows(), w) {
		w.Close()
	}
}

// answerPrompt answers the pending prompt by tapping the button whose label ends with label.
func answerPrompt(t *testing.T, tb *Table, label string) {
	t.Helper()
	for _, o := range test.LaidOutObjects(tb.side.answers) {
		if b := asButton(o); b != nil && strings.HasSuffix(b.Text, label) {
			test.Tap(o.(fyne.Tappable))
			return
		}
	}
	require.Failf(t, "no answer", "no answer ending with %q", label)
}

// asButton is the button an object is, or embeds; nil if it is none.
func asButton(o fyne.CanvasObject) *widget.Button {
	switch b := o.(type) {
	case *widget.Button:
		return b
	case *enterButton:
		return &b.Button
	}
	return nil
}

// findButton finds the button labelled label under root.
func findButton(t *testing.T, root fyne.CanvasObject, label string) fyne.Tappable {
	t.Helper()
	for _, o := range test.LaidOutObjects(root) {
		if b := asButton(o); b != nil && b.Text == label {
			return o.(fyne.Tappable)
		}
	}
	require.Failf(t, "no button", "no button labelled %q", label)
	return nil
}

// storyText is the game log's lines.
func storyText(m *Model) []string {
	var out []string
	for _, l := range storyLines(m) {
		out = append(out, l.text)
	}
	return out
}

// dieView finds the board's die (one that can be moved) of an adventurer showing a value.
func dieView(t *testing.T, tb *Table, adv string, value int) *DieView {
	t.Helper()
	for _, o := range test.LaidOutObjects(tb) {
		if d, ok := o.(*DieView); ok && d.handler != nil && d.Spec.Adventurer == adv && d.Value == value && d.Free() {
			return d
		}
	}
	require.Failf(t, "no die", "no free %s die showing %d", adv, value)
	return nil
}

// lineCardView finds the view of the card in a Line position (1-based).
func lineCardView(t *testing.T, tb *Table, pos int) *CardView {
	t.Helper()
	for _, tg := range tb.hand.targets {
		if tg.kind == targetLine && tg.pos == pos {
			return tg.obj.(*CardView)
		}
	}
	require.Failf(t, "no card", "no Line card in position %d", pos)
	return nil
}

// dragOnto drags a die and drops it on the middle of a target, as the real driver does:
// several drag events with absolute positions, then the end of the drag.
func dragOnto(tb *Table, d *DieView, target fyne.CanvasObject) {
	drv := fyne.CurrentApp().Driver()
	from := drv.AbsolutePositionForObject(d).AddXY(5, 5)
	to := drv.AbsolutePositionForObject(target).Add(fyne.NewPos(target.Size().Width/2, target.Size().Height/2))
	for i := 1; i <= 4; i++ {
		f := float32(i) / 4
		at := fyne.NewPos(from.X+(to.X-from.X)*f, from.Y+(to.Y-from.Y)*f)
		d.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: at}})
	}
	d.DragEnd()
}

func TestDragDieOntoCreatureDefeatsIt(t *testing.T) {
	tb, _ := watchTable(t)
	answerPrompt(t, tb, "Wound")
	s := tb.model.State()
	require.Equal(t, "bear-2", s.Line[0].Card)
	require.True(t, s.Line[0].FaceUp)

	dragOnto(tb, dieView(t, tb, "ranger", 5), lineCardView(t, tb, 1))

	after := tb.model.State()
	assert.NotEqual(t, "bear-2", after.Line[0].Card, "the Bear left the Line")
	assert.Contains(t, after.Graveyard, "bear-2")
	assert.False(t, tb.model.NoticeError, tb.model.Notice)
	assert.Empty(t, tb.overlay.Objects, "the dragged die's shadow is gone")
	assert.Contains(t, strings.Join(storyText(tb.model), "\n"), "The Ranger defeats Bear.")
}

func TestIllegalDropIsRefusedWithTheEnginesReason(t *testing.T) {
	tb, _ := watchTable(t)
	answerPrompt(t, tb, "Wound")
	before := tb.model.State().Hash()
	facedown := 3
	require.False(t, tb.model.State().Line[facedown-1].FaceUp)

	dragOnto(tb, dieView(t, tb, "ranger", 5), lineCardView(t, tb, facedown))

	assert.Equal(t, before, tb.model.State().Hash(), "nothing changed")
	assert.True(t, tb.model.NoticeError)
	_, _, engineErr := game.Apply(tb.model.State(), game.Move{Verb: game.VerbAttack, Pos: facedown, Dice: []game.DieSpec{{Adventurer: "ranger", Value: 5}}})
	require.Error(t, engineErr)
	assert.Contains(t, tb.model.Notice, engineErr.Error(), "the engine's own reason is shown")
	assert.Contains(t, shownText(tb.side.root), tb.model.Notice, "the status column shows it")
}

func TestDropOutsideAnyTargetChangesNothing(t *testing.T) {
	tb, _ := watchTable(t)
	answerPrompt(t, tb, "Wound")
	before := tb.model.State().Hash()
	d := dieView(t, tb, "ranger", 5)
	d.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: fyne.NewPos(2, 2)}})
	d.DragEnd()
	assert.Equal(t, before, tb.model.State().Hash())
	assert.Empty(t, tb.model.Notice)
}

func TestClickThenClickAndKeyboard(t *testing.T) {
	tb, _ := watchTable(t)
	answerPrompt(t, tb, "Wound")

	// Click the die, then the creature.
	test.Tap(dieView(t, tb, "ranger", 5))
	require.NotNil(t, tb.hand.Selected())
	assert.True(t, lineCardView(t, tb, 1).Marked, "the Bear is marked as a target for the chosen die")
	test.Tap(lineCardView(t, tb, 1))
	assert.Contains(t, tb.model.State().Graveyard, "bear-2")
	assert.Nil(t, tb.hand.Selected())

	// The keyboard: Space on a die, then Space on a target.
	tb2, w := watchTable(t)
	answerPrompt(t, tb2, "Wound")
	d := dieView(t, tb2, "ranger", 5)
	w.Canvas().Focus(d)
	d.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	require.NotNil(t, tb2.hand.Selected())
	card := lineCardView(t, tb2, 1)
	w.Canvas().Focus(card)
	card.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	assert.Contains(t, tb2.model.State().Graveyard, "bear-2")
}

func TestTypedMoveIsPlayed(t *testing.T) {
	tb, _ := watchTable(t)
	answerPrompt(t, tb, "Wound")
	test.Type(tb.side.entry, "attack 1 ranger:5")
	tb.side.entry.OnSubmitted(tb.side.entry.Text)
	assert.Contains(t, tb.model.State().Graveyard, "bear-2")

	before := tb.model.State().Hash()
	tb.side.entry.SetText("attack nine")
	tb.side.entry.OnSubmitted(tb.side.entry.Text)
	assert.Equal(t, before, tb.model.State().Hash())
	assert.True(t, tb.model.NoticeError)
	assert.Contains(t, tb.model.Notice, "Not a move")
}

func TestPromptOffersExactlyTheLegalAnswers(t *testing.T) {
	tb, _ := watchTable(t)
	s := tb.model.State()
	require.NotNil(t, game.PendingPrompt(s))
	var want []string
	for _, m := range game.Legal(s) {
		require.Equal(t, game.VerbChoose, m.Verb, "while a prompt waits only its answers are legal")
		want = append(want, answerLabel(s, *m.Answer))
	}
	var got []string
	for _, o := range tb.side.answers.Objects {
		got = append(got, strings.ReplaceAll(asButton(o).Text, "\n", " ")) // a long answer goes on more lines
	}
	assert.Equal(t, want, got)
	assert.Contains(t, shownText(tb.side.root), promptText(s, game.PendingPrompt(s)))

	answerPrompt(t, tb, "Curse")
	assert.True(t, tb.model.State().Adventurer("wizard").Slot("wizard.curse").Exhausted)
	assert.Empty(t, tb.side.answers.Objects, "the prompt is answered")
}

func TestHoverAndClickShowCardText(t *testing.T) {
	tb, w := watchTable(t)
	bear := lineCardView(t, tb, 1)
	c := catalog().Cards["bear-2"]
	assert.Contains(t, bear.ToolTip(), c.Name.EN)
	assert.Contains(t, bear.ToolTip(), c.Text.EN)
	assert.Contains(t, bear.ToolTip(), "Health 5")

	// Every card on the table has its text: ability cards too.
	for _, o := range test.LaidOutObjects(tb) {
		if cv, ok := o.(*CardView); ok && cv.Card != "" {
			assert.Contains(t, cv.ToolTip(), catalog().Cards[cv.Card].Text.EN, cv.Card)
		}
	}

	// With no die chosen, a click opens the same text in a larger view.
	require.Nil(t, w.Canvas().Overlays().Top())
	test.Tap(bear)
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, strings.Join(texts(top), "\n"), c.Text.EN)
}

func TestUndoAndRedoFollowTheEngineRule(t *testing.T) {
	tb, _ := watchTable(t)
	atPrompt := tb.model.State().Hash()
	answerPrompt(t, tb, "Wound")
	answered := tb.model.State().Hash()

	// Answering the Summon showed nothing new: it can be taken back, and played again.
	require.True(t, tb.model.Session().CanUndo())
	require.NoError(t, tb.model.Undo())
	assert.Equal(t, atPrompt, tb.model.State().Hash())
	require.NoError(t, tb.model.Redo())
	assert.Equal(t, answered, tb.model.State().Hash())

	// Ending camp rolled nothing here but dealt and revealed the Line: no undo past it.
	require.NoError(t, tb.model.Undo())
	assert.Error(t, tb.model.Undo())
	assert.Equal(t, atPrompt, tb.model.State().Hash(), "a refused undo changes nothing")
	assert.True(t, tb.model.NoticeError)
	assert.Contains(t, tb.model.Notice, "Cannot undo")
}

// TestWholeRoundThroughTheTable plays round 1 with the table's own controls only: the Rest in
// camp button, camp dice dropped on spaces, prompt buttons, dice dropped on creatures, End.
func TestWholeRoundThroughTheTable(t *testing.T) {
	sess, err := session.New(game.Options{Seed: 11, Adventurers: []string{"cleric", "ranger", "wizard", "warrior"}})
	require.NoError(t, err)
	tb, _ := tableFor(t, sess)

	test.Tap(findButton(t, tb, "Rest in camp"))
	require.Equal(t, game.PhaseCamp, tb.model.State().Phase)
	camper := tb.model.State().Camper

	for steps := 0; tb.model.State().Round == 1 && !tb.model.State().Over(); steps++ {
		require.Less(t, steps, 200, "the round ends")
		s := tb.model.State()
		before := s.Hash()
		switch {
		case game.PendingPrompt(s) != nil:
			test.Tap(tb.side.answers.Objects[0].(fyne.Tappable))
		case s.Phase == game.PhaseCamp && tryDrop(tb, camper, targetSpace):
		case s.Phase == game.PhaseWatch && tryDrop(tb, "", targetLine):
		default:
			test.Tap(tb.side.endBtn)
		}
		if len(tb.hand.Choices) > 0 {
			tb.hand.Choose(tb.hand.Choices[0])
		}
		require.NotEqual(t, before, tb.model.State().Hash(), "every step changes the table: %s", tb.model.Notice)
	}
	assert.True(t, tb.model.State().Round == 2 || tb.model.State().Over())
	assert.NotEmpty(t, storyText(tb.model))
}

// tryDrop drags the first die that has a legal move onto the first target of a kind.
func tryDrop(tb *Table, owner, kind string) bool {
	for _, o := range test.LaidOutObjects(tb) {
		d, ok := o.(*DieView)
		if !ok || d.handler == nil || !d.Free() || (owner != "" && d.Owner != owner) {
			continue
		}
		for _, tg := range tb.hand.targets {
			if tg.kind == kind && len(tb.hand.matches(d.Spec, tg)) > 0 {
				dragOnto(tb, d, tg.obj)
				return true
			}
		}
	}
	return false
}

func TestCorruptAutosaveIsSetAsideAndANewGameBegins(t *testing.T) {
	a := newTestApp(t)
	root := a.Storage().RootURI().Path()
	require.NoError(t, os.MkdirAll(root, 0o700))
	path := filepath.Join(root, autosaveName)
	require.NoError(t, os.WriteFile(path, []byte(`{"format":"setawatch-record/1","options":{"seed":`), 0o600))

	w := NewMainWindow(a, "test")
	defer w.Close()
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "a dialog explains")
	shown := strings.Join(texts(top), " ")
	assert.Contains(t, shown, "could not be read")
	kept, err := filepath.Glob(filepath.Join(root, "autosave.corrupt-*"))
	require.NoError(t, err)
	require.Len(t, kept, 1, "the bad file is kept aside")
	data, err := os.ReadFile(kept[0])
	require.NoError(t, err)
	assert.Contains(t, string(data), `"seed":`, "kept as it was")
	assert.Equal(t, 1, w.Table.model.State().Round, "a new game is on the table")
}

func TestAutosaveAfterEveryMoveAndContinue(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	require.NoError(t, w.Table.model.Submit(w.Table.model.Legal()[0]))
	want := w.Table.model.State().Hash()
	w.Close()

	w2 := NewMainWindow(a, "test")
	defer w2.Close()
	assert.Equal(t, want, w2.Table.model.State().Hash(), "the game continues where it was")
	assert.Nil(t, w2.Canvas().Overlays().Top())
}

func TestNewGameDialogStartsTheChosenGame(t *testing.T) {
	tb, w := watchTable(t)
	f := newNewGameForm(tb.model.State().Options)
	f.Seed.SetText("42")
	f.Difficulty.SetSelected("Hard")
	f.Party[0].SetSelected(advName("cleric"))
	f.Party[3].SetSelected(advName("bard"))
	f.Locations.SetSelected(f.Locations.Options[1])
	f.Unhallowed.SetChecked(true)
	f.Balanced.SetChecked(true)
	before := tb.model.State().Hash()
	tb.startFromForm(f)
	assert.Equal(t, before, tb.model.State().Hash(), "the game in progress stays until the player gives it up")
	pressKey(w, fyne.KeyEscape)
	assert.Equal(t, before, tb.model.State().Hash(), "Esc keeps it")
	tb.startFromForm(f)
	pressKey(w, fyne.KeyReturn)
	s := tb.model.State()
	assert.Equal(t, uint64(42), s.Options.Seed)
	assert.Equal(t, "hard", s.Options.Difficulty)
	assert.Equal(t, "cleric", s.Adventurers[0].ID)
	assert.Equal(t, "bard", s.Adventurers[3].ID)
	assert.Equal(t, game.LocationsAll, s.Options.Locations)
	assert.True(t, s.Options.ExtraUnhallowed)
	assert.Equal(t, game.DeckBalanced, s.Options.CreatureDeck)
	assert.Equal(t, 1, s.Round)

	f.Party[1].SetSelected(advName("cleric"))
	_, err := f.Options()
	assert.ErrorContains(t, err, "twice")
}

func TestBoardRendersEveryZone(t *testing.T) {
	tb, w := watchTable(t)
	all := shownText(w.Content())
	for _, want := range []string{"Firewood", "reveals 2", "Chop Wood", "Scout Ahead", "Check Map", "Heal", "Equip",
		"Seal", "Vanquish", "Bolster", "The Line", "Bear", "Face down", "Graveyard: 0", "Horde: 1",
		"Rogue", "Ranger", "Wizard", "Warrior", "In camp", "On Watch", "Game log"} {
		assert.Contains(t, all, want)
	}
	assert.Len(t, tb.hand.targets, 6+3+len(tb.model.State().Line)+4*3, "every camp space, rune, Line card and ability card is a target")
}
