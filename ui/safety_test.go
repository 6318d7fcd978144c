package ui

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// These tests play the table as a player does, through taps, drags and keys, and check each of
// the defects players met: nothing played by a plain click, Ctrl+Z, the prompts in words, the
// log, the keyboard, the end of the game.

// tappableText finds under root a tappable widget whose own text satisfies match.
func tappableText(root fyne.CanvasObject, match func(string) bool) fyne.Tappable {
	for _, o := range test.LaidOutObjects(root) {
		tp, ok := o.(fyne.Tappable)
		if !ok {
			continue
		}
		if match(strings.Join(texts(o), " ")) {
			return tp
		}
	}
	return nil
}

// tapText taps the tappable widget under root whose text is label.
func tapText(t *testing.T, root fyne.CanvasObject, label string) {
	t.Helper()
	tp := tappableText(root, func(s string) bool { return s == label })
	require.NotNil(t, tp, "nothing to tap labelled %q in %q", label, shownText(root))
	test.Tap(tp)
}

// pressKey sends a key as the window does: to the focused widget, or else to the canvas.
func pressKey(w fyne.Window, name fyne.KeyName) {
	e := &fyne.KeyEvent{Name: name}
	if f := w.Canvas().Focused(); f != nil {
		f.TypedKey(e)
		return
	}
	if h := w.Canvas().OnTypedKey(); h != nil {
		h(e)
	}
}

// pressShortcut sends a shortcut as Fyne's desktop window does (internal/driver/glfw,
// triggersShortcut): first to the main menu item with a shortcut of that name, else to the
// focused widget if it takes shortcuts, else to the canvas.
func pressShortcut(w fyne.Window, sc fyne.Shortcut) {
	if mm := w.MainMenu(); mm != nil {
		for _, m := range mm.Items {
			for _, it := range m.Items {
				if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() && it.Action != nil {
					it.Action()
					return
				}
			}
		}
	}
	if f, ok := w.Canvas().Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(sc)
		return
	}
	if c, ok := w.Canvas().(fyne.Shortcutable); ok {
		c.TypedShortcut(sc)
	}
}

// closeOverlays removes every pop-up and dialog from the window.
func closeOverlays(w fyne.Window) {
	for _, o := range w.Canvas().Overlays().List() {
		w.Canvas().Overlays().Remove(o)
	}
}

// overlayCount is how many pop-ups and dialogs are open over the window.
func overlayCount(w fyne.Window) int { return len(w.Canvas().Overlays().List()) }

// inTree reports whether o is drawn under root.
func inTree(root fyne.CanvasObject, o fyne.CanvasObject) bool {
	for _, x := range test.LaidOutObjects(root) {
		if x == o {
			return true
		}
	}
	return false
}

// slotCards are the ability cards on the adventurer boards.
func slotCards(tb *Table) []*CardView {
	var out []*CardView
	for _, tg := range tb.hand.targets {
		if tg.kind == targetCard {
			out = append(out, tg.obj.(*CardView))
		}
	}
	return out
}

// Defect 1: a plain click or Space on an ability card, with no die chosen, plays nothing.
func TestPlainClickOrSpaceOnAbilityCardPlaysNothing(t *testing.T) {
	tb, w := watchTable(t)
	answerPrompt(t, tb, "Wound")
	require.Nil(t, tb.hand.Selected())
	cards := slotCards(tb)
	require.Len(t, cards, 12)
	for i := range cards {
		card := slotCards(tb)[i]
		before := tb.model.State().Hash()
		test.Tap(card)
		assert.Equal(t, before, tb.model.State().Hash(), "a click on %s played a move", card.Card)
		assert.Empty(t, tb.hand.Choices, "a click on %s offered moves", card.Card)
		require.NotNil(t, w.Canvas().Overlays().Top(), "a click on %s shows its text", card.Card)
		assert.Contains(t, shownText(w.Canvas().Overlays().Top()), cardName(card.Card))
		closeOverlays(w)

		card = slotCards(tb)[i]
		w.Canvas().Focus(card)
		card.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
		assert.Equal(t, before, tb.model.State().Hash(), "Space on %s played a move", card.Card)
		assert.Empty(t, tb.hand.Choices)
		closeOverlays(w)
	}
}

// Defect 1: the labelled Exhaust button asks first; Esc cancels, Enter confirms.
func TestExhaustAsksForConfirmation(t *testing.T) {
	tb, w := watchTable(t)
	answerPrompt(t, tb, "Wound")
	var card string
	for _, m := range tb.model.Legal() {
		if m.Verb == game.VerbExhaust && len(m.Args) == 0 && len(tb.model.Legal()) > 0 {
			card = m.Card
			break
		}
	}
	if card == "" {
		for _, m := range tb.model.Legal() {
			if m.Verb == game.VerbFire {
				card = m.Card
				break
			}
		}
	}
	require.NotEmpty(t, card)
	before := tb.model.State().Hash()
	fire := func() fyne.Tappable {
		for _, o := range test.LaidOutObjects(tb) {
			if b, ok := o.(fyne.Tappable); ok && strings.Join(texts(o), "") == "+2 fire" {
				// The +2 fire button of card: the one under the card's view in the same column.
				if col := columnOf(tb, o); col == card {
					return b
				}
			}
		}
		return nil
	}
	require.NotNil(t, fire())
	test.Tap(fire())
	assert.Equal(t, before, tb.model.State().Hash(), "nothing happens before the player confirms")
	require.NotNil(t, w.Canvas().Overlays().Top(), "a question is asked")
	assert.Contains(t, shownText(w.Canvas().Overlays().Top()), cardName(card))
	pressKey(w, fyne.KeyEscape)
	assert.Nil(t, w.Canvas().Overlays().Top(), "Esc closes the question")
	assert.Equal(t, before, tb.model.State().Hash(), "Esc cancels")

	test.Tap(fire())
	pressKey(w, fyne.KeyReturn)
	assert.Nil(t, w.Canvas().Overlays().Top())
	assert.True(t, tb.model.State().Adventurer(cardOwner(card)).Slot(card).Exhausted, "Enter confirms")
}

// columnOf is the ability card whose column holds o (its card view and its two buttons).
func columnOf(tb *Table, o fyne.CanvasObject) string {
	for _, c := range slotCards(tb) {
		drv := fyne.CurrentApp().Driver()
		cp, op := drv.AbsolutePositionForObject(c), drv.AbsolutePositionForObject(o)
		if op.X >= cp.X && op.X < cp.X+c.Size().Width && op.Y > cp.Y {
			return c.Card
		}
	}
	return ""
}

// Defect 3: Ctrl+Z undoes in a real window, whatever has the focus. The window turns Ctrl+Z
// into fyne.ShortcutUndo and Ctrl+Shift+Z into a custom shortcut; pressShortcut sends them the
// way it does.
func TestCtrlZUndoesWhateverHasFocus(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	m := w.Table.model
	start := m.State().Hash()
	require.NoError(t, m.Submit(m.Legal()[0])) // who rests: no roll, no reveal
	rested := m.State().Hash()

	pressShortcut(w, &fyne.ShortcutUndo{})
	assert.Equal(t, start, m.State().Hash(), "Ctrl+Z with nothing focused")
	pressShortcut(w, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	assert.Equal(t, rested, m.State().Hash(), "Ctrl+Shift+Z redoes")

	w.Canvas().Focus(w.Table.side.entry)
	pressShortcut(w, &fyne.ShortcutUndo{})
	assert.Equal(t, start, m.State().Hash(), "Ctrl+Z with the move box focused")
	pressShortcut(w, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})

	for _, o := range test.LaidOutObjects(w.Content()) {
		if d, ok := o.(*DieView); ok && d.handler != nil {
			w.Canvas().Focus(d)
			break
		}
	}
	pressShortcut(w, &fyne.ShortcutUndo{})
	assert.Equal(t, start, m.State().Hash(), "Ctrl+Z with a die focused")
}

// Defect 4: a damage prompt says whose card each answer exhausts, and prompts speak in words,
// with plurals, never "card(s)".
func TestPromptsSayWhoseCardInWords(t *testing.T) {
	tb, _ := watchTable(t)
	s := tb.model.State()
	require.NotNil(t, game.PendingPrompt(s))
	for _, m := range game.Legal(s) {
		card := m.Answer.Card
		owner := advName(cardOwner(card))
		require.NotEmpty(t, owner)
		tp := tappableText(tb.side.answers, func(text string) bool {
			return strings.Contains(text, owner) && strings.Contains(text, cardName(card))
		})
		assert.NotNil(t, tp, "an answer says the %s exhausts %s: %q", owner, cardName(card), shownText(tb.side.answers))
	}

	answerPrompt(t, tb, "Wound")
	test.Tap(tb.side.endBtn)
	for o := tb.win.Canvas().Overlays().Top(); o != nil; o = tb.win.Canvas().Overlays().Top() {
		pressKey(tb.win, fyne.KeyReturn) // confirm ending the Watch: the Line goes to the Horde
	}
	s = tb.model.State()
	pr := game.PendingPrompt(s)
	require.NotNil(t, pr, "the Horde's damage asks for cards")
	shown := shownText(tb.side.root)
	assert.NotContains(t, shown, "(s)")
	n := s.Pending().Count
	if n == 1 {
		assert.Contains(t, shown, "1 ability card.")
	} else {
		assert.Contains(t, shown, "ability cards")
	}
	for _, o := range tb.side.answers.Objects {
		assert.Contains(t, strings.Join(texts(o), " "), "exhausts", "each answer says who exhausts what")
	}
}

// Defect 4: the Hint speaks in words: no move notation, no "card(s)".
func TestHintInWords(t *testing.T) {
	tb, w := watchTable(t)
	answerPrompt(t, tb, "Wound")
	test.Tap(tb.side.hintBtn)
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top)
	shown := shownText(top)
	assert.NotContains(t, shown, "(s)")
	for _, m := range tb.model.Legal() {
		assert.NotContains(t, shown, m.String(), "no move notation in the hint")
	}
}

// campActionSession is a game where the camper has just used their camp action and its prompt
// waits; it looks through a few seeds for one whose dice allow it.
func campActionSession(t *testing.T, camper string, kind game.TaskKind) *session.Session {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		sess, err := session.New(game.Options{Seed: seed, Adventurers: []string{camper, "cleric", "rogue", "warrior"}})
		require.NoError(t, err)
		if _, err := sess.Play(game.Move{Verb: game.VerbCamp, Adventurer: camper}); err != nil {
			continue
		}
		for _, m := range game.Legal(sess.State()) {
			if m.Verb == game.VerbPlace && m.Space == game.SpaceAction {
				if _, err := sess.Play(m); err == nil && sess.State().Pending() != nil && sess.State().Pending().Kind == kind {
					return sess
				}
				break
			}
		}
	}
	require.FailNow(t, "no seed gives the prompt", kind)
	return nil
}

// Defect 4: Elven Scout's cards are put in order by dragging them, or with the keyboard, then
// confirmed; no list of raw orderings.
func TestElvenScoutOrderByDragAndKeyboard(t *testing.T) {
	sess := campActionSession(t, "ranger", game.TaskElvenScout)
	cards := sess.State().Pending().Cards
	require.Len(t, cards, 4)
	tb, w := tableFor(t, sess)

	shown := shownText(tb.side.root)
	assert.NotContains(t, shown, cards[0]+","+cards[1], "no raw card ids")
	for _, c := range cards {
		assert.Contains(t, shown, cardName(c))
	}
	// The cards, found by their names, top to bottom.
	row := func(card string) fyne.CanvasObject {
		for _, o := range test.LaidOutObjects(tb.side.answers) {
			if _, ok := o.(fyne.Draggable); ok && strings.Contains(strings.Join(texts(o), " "), cardName(card)) {
				return o
			}
		}
		return nil
	}
	for _, c := range cards {
		require.NotNil(t, row(c), "a card to drag for %s", c)
	}
	// Drag the 4th card above the 1st.
	drv := fyne.CurrentApp().Driver()
	from := row(cards[3])
	to := drv.AbsolutePositionForObject(row(cards[0])).AddXY(10, 2)
	from.(fyne.Draggable).Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: drv.AbsolutePositionForObject(from).AddXY(10, 10)}})
	from.(fyne.Draggable).Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: to}})
	from.(fyne.Draggable).DragEnd()
	// Then, with the keyboard, move the (old) 1st card down by one.
	first := row(cards[0]).(fyne.Focusable)
	w.Canvas().Focus(first)
	pressKey(w, fyne.KeyDown)
	assert.Equal(t, first, w.Canvas().Focused(), "the moved card keeps the focus")

	want := []string{cards[3], cards[1], cards[0], cards[2]}
	tapText(t, tb.side.confirm, "Put them back in this order")
	assert.Equal(t, want, tb.model.State().Creatures[:4], "the Creature deck's top is in the chosen order")
}

// Defect 4: Teleport shows each location's firewood, creatures and text.
func TestTeleportShowsLocationDetails(t *testing.T) {
	sess := campActionSession(t, "wizard", game.TaskTeleport)
	tb, _ := tableFor(t, sess)
	shown := shownText(tb.side.answers)
	for _, id := range sess.State().Pending().Cards {
		c := catalog().Cards[id]
		assert.Contains(t, shown, c.Name.EN)
		assert.Contains(t, shown, "Creatures "+strconv.Itoa(c.Creatures))
		if c.Text.EN != "" {
			assert.Contains(t, shown, strings.Join(strings.Fields(c.Text.EN), " "))
		}
	}
}

// Defect 5: the log shows the newest entry first, in sentences, under a title per round.
func TestLogNewestFirstInRoundsAndWords(t *testing.T) {
	tb, _ := watchTable(t)
	answerPrompt(t, tb, "Wound")
	dragOnto(tb, dieView(t, tb, "ranger", 5), lineCardView(t, tb, 1))
	require.Contains(t, tb.model.State().Graveyard, "bear-2")

	visible := texts(tb.side.log)
	require.NotEmpty(t, visible)
	joined := strings.Join(visible, " ")
	first := tb.model.State().Location
	if v := tb.model.State().Visited; len(v) > 0 {
		first = v[0]
	}
	assert.True(t, strings.HasPrefix(joined, "Round 1 · "+cardName(first)), "the round's title comes first: %q", joined)
	assert.Contains(t, strings.Join(visible[:min(3, len(visible))], " "), "Bear", "the newest entry is at the top: %q", joined)
	assert.NotContains(t, joined, "rerolls: 0")
	assert.NotContains(t, joined, "•")
}

// Defect 8: the focus stays on the same or the next sensible target after a move.
func TestKeyboardFocusSurvivesMoves(t *testing.T) {
	tb, w := watchTable(t)
	answerPrompt(t, tb, "Wound")
	d := dieView(t, tb, "ranger", 5)
	w.Canvas().Focus(d)
	pressKey(w, fyne.KeySpace)
	require.NotNil(t, tb.hand.Selected())
	focused := w.Canvas().Focused()
	require.NotNil(t, focused)
	assert.True(t, inTree(w.Content(), focused.(fyne.CanvasObject)), "the focused die is on the table after the refresh")
	if dv, ok := focused.(*DieView); assert.True(t, ok) {
		assert.Equal(t, game.DieSpec{Adventurer: "ranger", Value: 5}, dv.Spec, "the same die keeps the focus")
	}

	card := lineCardView(t, tb, 1)
	w.Canvas().Focus(card)
	card.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	require.Contains(t, tb.model.State().Graveyard, "bear-2")
	focused = w.Canvas().Focused()
	require.NotNil(t, focused)
	assert.True(t, inTree(w.Content(), focused.(fyne.CanvasObject)), "the focus is on the table after the move")
	assert.Equal(t, lineCardView(t, tb, 1), focused, "the focus is on the card now in 1st position")
}

// Defect 8: Esc and Enter answer dialogs; Ctrl+H never stacks Hint dialogs.
func TestDialogKeysAndOneHint(t *testing.T) {
	tb, w := watchTable(t)
	test.Tap(lineCardView(t, tb, 1)) // the card's larger view
	require.NotNil(t, w.Canvas().Overlays().Top())
	pressKey(w, fyne.KeyEscape)
	assert.Nil(t, w.Canvas().Overlays().Top(), "Esc closes the card's text")

	answerPrompt(t, tb, "Wound")
	test.Tap(tb.side.hintBtn)
	test.Tap(tb.side.hintBtn)
	assert.Equal(t, 1, overlayCount(w), "one Hint at a time")
	next, _, ok := HintText(tb.model.State())
	require.True(t, ok)
	before := tb.model.State().Hash()
	pressKey(w, fyne.KeyReturn)
	if overlayCount(w) > 0 {
		pressKey(w, fyne.KeyReturn) // a move that loses a card asks first
	}
	assert.Equal(t, 0, overlayCount(w), "Enter answered every dialog")
	require.NotEqual(t, before, tb.model.State().Hash(), "Enter played the hint's move")
	hist := tb.model.Session().History()
	assert.Equal(t, next.String(), hist[len(hist)-1].Move.String())
}

// finishedGame is a game played to its end by a bot whose last move could be taken back under
// the undo rule alone (it rolled and revealed nothing).
func finishedGame(t *testing.T) *session.Session {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		sess, err := session.New(game.Options{Seed: seed})
		require.NoError(t, err)
		b, err := bot.New("random", seed)
		require.NoError(t, err)
		for i := 0; i < 3000 && !sess.State().Over(); i++ {
			m, err := b.Choose(sess.State())
			require.NoError(t, err)
			_, err = sess.Play(m)
			require.NoError(t, err)
		}
		if sess.State().Over() && sess.CanUndo() {
			return sess
		}
	}
	require.FailNow(t, "no game ends on a move that could be undone")
	return nil
}

// Defect 10: the end of the game is a screen over the table, said once, with New game, Replay
// and Back to the table; Undo does not take a finished game back.
func TestGameOverScreenAndNoUndo(t *testing.T) {
	sess := finishedGame(t)
	// Put the game on the table one move before its end, then play the last move.
	last := sess.History()[len(sess.History())-1].Move
	require.NoError(t, sess.Undo())
	tb, w := tableFor(t, sess)
	tb.hand.Choose(last)
	for i := 0; i < 3 && !tb.model.State().Over(); i++ {
		pressKey(w, fyne.KeyReturn) // confirm a move that loses the game
	}
	s := tb.model.State()
	require.True(t, s.Over())

	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "the Game-over screen shows")
	shown := shownText(top)
	banner := "Defeat"
	if s.Result == "won" {
		banner = "Victory!"
	}
	assert.Contains(t, shown, banner)
	assert.Contains(t, shown, "Round reached: "+strconv.Itoa(s.Round)+" of 9")
	assert.Contains(t, shown, "Ability cards lost")
	if s.Result != "won" {
		assert.Equal(t, 1, strings.Count(shown, reasonText(s.Reason)), "the reason is said once: %q", shown)
		assert.Equal(t, 1, strings.Count(shown, "has fallen"), "the defeat is said once: %q", shown)
	}
	for _, b := range []string{"New game", "Replay", "Back to the table"} {
		assert.NotNil(t, tappableText(top, func(x string) bool { return x == b }), "a %s button", b)
	}

	// Undo does not take the finished game back, from the button or the model.
	over := s.Hash()
	test.Tap(tb.side.undoBtn)
	assert.Error(t, tb.model.Undo())
	assert.Equal(t, over, tb.model.State().Hash(), "a finished game stays finished")

	// Back to the table, then Replay: the same options and seed.
	tapText(t, top, "Back to the table")
	assert.Nil(t, w.Canvas().Overlays().Top(), "the table shows")
	tapText(t, tb.side.root, "Show the result")
	top = w.Canvas().Overlays().Top()
	require.NotNil(t, top)
	tapText(t, top, "Replay")
	assert.Nil(t, w.Canvas().Overlays().Top())
	assert.False(t, tb.model.State().Over())
	rec := sess.Record()
	rec.Moves, rec.Hash = []string{}, ""
	start, err := rec.Start()
	require.NoError(t, err)
	assert.Equal(t, start.Hash(), tb.model.State().Hash(), "Replay: the same table as at the start")
}

// Defect 10: the New game dialog keeps every choice when it refuses one.
func TestNewGameDialogKeepsChoicesWhenRefused(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	before := w.Table.model.State().Hash()
	menuItem(t, w.MainMenu(), "Game", "New game…").Action()
	form := w.Canvas().Overlays().Top()
	require.NotNil(t, form)
	var selects []*widget.Select
	var seed *widget.Entry
	var radios []*widget.RadioGroup
	for _, o := range test.LaidOutObjects(form) {
		switch v := o.(type) {
		case *widget.Select:
			selects = append(selects, v)
		case *widget.Entry:
			seed = v
		case *widget.RadioGroup:
			radios = append(radios, v)
		}
	}
	require.GreaterOrEqual(t, len(selects), 4)
	require.NotNil(t, seed)
	require.NotEmpty(t, radios)
	selects[0].SetSelected(advName("bard"))
	selects[1].SetSelected(advName("bard")) // refused: chosen twice
	seed.SetText("4242")
	radios[0].SetSelected("Hard")

	tapText(t, form, "Start")
	assert.Equal(t, before, w.Table.model.State().Hash(), "no game starts")
	errBox := w.Canvas().Overlays().Top()
	require.NotNil(t, errBox)
	assert.Contains(t, shownText(errBox), "twice")
	pressKey(w, fyne.KeyEscape) // close the error

	again := w.Canvas().Overlays().Top()
	require.NotNil(t, again, "the New game dialog is back")
	shown := shownText(again)
	assert.Contains(t, shown, "4242", "the seed is kept")
	var kept []string
	for _, o := range test.LaidOutObjects(again) {
		switch v := o.(type) {
		case *widget.Select:
			kept = append(kept, v.Selected)
		case *widget.RadioGroup:
			kept = append(kept, v.Selected)
		}
	}
	assert.Contains(t, kept, "Hard", "the difficulty is kept")
	bards := 0
	for _, k := range kept {
		if k == advName("bard") {
			bards++
		}
	}
	assert.Equal(t, 2, bards, "both adventurer choices are kept: %v", kept)
}

// Defect 8: a button pressed with the keyboard hands the focus on to the next sensible target,
// although a button drops the focus before it acts.
func TestKeyboardFocusAfterAButton(t *testing.T) {
	sess, err := session.New(game.Options{Seed: 11, Adventurers: []string{"cleric", "ranger", "wizard", "warrior"}})
	require.NoError(t, err)
	tb, w := tableFor(t, sess)
	rest := tappableText(tb, func(s string) bool { return s == "Rest in camp" })
	require.NotNil(t, rest)
	w.Canvas().Focus(rest.(fyne.Focusable))
	pressKey(w, fyne.KeySpace)
	require.Equal(t, game.PhaseCamp, tb.model.State().Phase)
	focused := w.Canvas().Focused()
	require.NotNil(t, focused, "the focus is not lost")
	assert.True(t, inTree(w.Content(), focused.(fyne.CanvasObject)))
	if d, ok := focused.(*DieView); assert.True(t, ok, "a die has the focus, not %T", focused) {
		assert.Equal(t, tb.model.State().Camper, d.Owner, "the camper's die")
	}

	// End camp with the keyboard: the Watch begins and the focus stays on the table.
	w.Canvas().Focus(tb.side.endBtn)
	pressKey(w, fyne.KeySpace)
	require.NotEqual(t, game.PhaseCamp, tb.model.State().Phase)
	focused = w.Canvas().Focused()
	require.NotNil(t, focused, "the focus is not lost")
	assert.True(t, inTree(w.Content(), focused.(fyne.CanvasObject)))
}

// Scout Ahead and Equip answers name cards in words everywhere they are told: the answer
// buttons, a move's description with or without its table, and the log.
func TestScoutAndEquipAnswersInWords(t *testing.T) {
	sess := scenarioSession(t, func(sc *game.Scenario) {
		sc.Phase, sc.Camper, sc.StartRules = game.PhaseCamp, "wizard", false
	})
	tb, _ := tableFor(t, sess)
	rawID := regexp.MustCompile(`[a-z]\.[a-z]{2,}|-[0-9]\b|[/>]`) // wizard.curse, eagle-2, a/b, a>b
	for _, text := range []string{"place 4 equip", "place 1 scout"} {
		m, err := game.ParseMove(text)
		require.NoError(t, err)
		require.NoError(t, tb.model.Submit(m))
		require.NotNil(t, game.PendingPrompt(tb.model.State()), text)
		s := tb.model.State()
		answers := tb.hand.legalWhere(isVerb(game.VerbChoose))
		require.NotEmpty(t, answers)
		for _, a := range answers {
			for _, said := range []string{describeMoveOn(s, a), describeMove(a), quietMove(s, a), quietMove(nil, a)} {
				assert.NotRegexp(t, rawID, said, "%s is told in words", a)
			}
		}
		assert.NotRegexp(t, rawID, shownText(tb.side.answers))
		// Long answers go on more lines: the side panel keeps its share of a 1280-wide window.
		assert.LessOrEqual(t, tb.side.answers.MinSize().Width, float32(0.23*1280), text)
		require.NoError(t, tb.model.Submit(answers[0]))
	}
	assert.NotRegexp(t, rawID, shownText(tb.side.root))
}

// Undo, Redo and Hint pressed from the keyboard keep the keyboard where it was: on the button,
// or on its neighbour when the button is no longer usable.
func TestToolButtonsKeepTheFocus(t *testing.T) {
	tb, w := watchTable(t)
	answerPrompt(t, tb, "Wound")
	p := tb.side
	require.False(t, p.undoBtn.Disabled())
	tools := []fyne.Focusable{p.undoBtn, p.redoBtn, p.hintBtn}

	w.Canvas().Focus(p.undoBtn)
	pressKey(w, fyne.KeySpace)
	assert.Contains(t, tools, w.Canvas().Focused(), "after Undo the focus stays among Undo, Redo and Hint")

	w.Canvas().Focus(p.redoBtn)
	pressKey(w, fyne.KeySpace)
	assert.Contains(t, tools, w.Canvas().Focused(), "after Redo")

	w.Canvas().Focus(p.hintBtn)
	pressKey(w, fyne.KeySpace)
	require.NotNil(t, tb.hint, "the Hint is open")
	pressKey(w, fyne.KeyEscape)
	assert.Nil(t, tb.hint, "Esc closes the Hint")
	assert.Equal(t, p.hintBtn, w.Canvas().Focused(), "after the Hint closes the focus is back on Hint")
}

// The keyboard's focus is plain to see in both looks: a focused button stands out from the
// others and its text still reads; a focused card is ringed.
func TestFocusIsClearInBothLooks(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		th := look.Fixed(variant)
		focus := th.Color(theme.ColorNameFocus, variant)
		assert.GreaterOrEqual(t, widgets.Contrast(th.Color(theme.ColorNameForeground, variant), focus), 4.5, "a focused button's text reads (variant %v)", variant)
		assert.GreaterOrEqual(t, widgets.Contrast(th.Color(theme.ColorNameButton, variant), focus), 1.5, "a focused button stands out (variant %v)", variant)
	}
	tb, w := watchTable(t)
	card := lineCards(tb)[0]
	w.Canvas().Focus(card)
	r, ok := test.WidgetRenderer(card).(*cardRenderer)
	require.True(t, ok)
	assert.True(t, r.ring.Shown(), "the focused card is ringed")
	// The title's band keeps the card's colour: the title still reads.
	assert.Equal(t, widgets.NRGBA(r.frame), widgets.NRGBA(r.bandColor))
}

// A prompt raised by a move made from the keyboard takes the keyboard: the focus goes to its
// first answer, so that Space answers it without Tabbing across the table.
func TestPromptTakesTheKeyboard(t *testing.T) {
	sess := scenarioSession(t, func(sc *game.Scenario) {
		sc.Phase, sc.Camper, sc.StartRules = game.PhaseCamp, "wizard", false
	})
	tb, w := tableFor(t, sess)
	space, ok := tb.focus.objs["space/"+string(game.SpaceScout)]
	require.True(t, ok, "the Scout Ahead space takes the focus")
	w.Canvas().Focus(space)
	m, err := game.ParseMove("place 1 scout")
	require.NoError(t, err)
	require.NoError(t, tb.model.Submit(m))
	require.NotNil(t, game.PendingPrompt(tb.model.State()))
	first, ok := tb.focus.objs["answer/0"]
	require.True(t, ok)
	assert.Equal(t, first, w.Canvas().Focused())
}

// Hint and New game wait while a question is open: their shortcuts never stack dialogs.
func TestShortcutsWaitForTheOpenQuestion(t *testing.T) {
	tb, w := watchTable(t)
	tb.confirm.ask("Question", "Sure?", "Yes", func() {})
	require.Len(t, openDialogs[w.Canvas()], 1)
	tb.showHint()
	assert.Nil(t, tb.hint, "no Hint over the question")
	tb.showNewGame()
	assert.Len(t, openDialogs[w.Canvas()], 1, "no New game dialog over the question")
	pressKey(w, fyne.KeyEscape)
	assert.Empty(t, openDialogs[w.Canvas()])
	menu := widget.NewPopUpMenu(fyne.NewMenu("", fyne.NewMenuItem("a move", func() {})), w.Canvas())
	menu.Show()
	tb.showHint()
	assert.Nil(t, tb.hint, "no Hint over a menu of moves")
	menu.Hide()
	tb.showHint()
	assert.NotNil(t, tb.hint, "the Hint opens once the question is answered")
}
