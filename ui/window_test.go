package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
	"setawatch/ui/look"
)

// TestBoardGolden renders the Watch table and compares it with the master in testdata/. After
// a deliberate change of the board, review testdata/failed/table_watch.xml and move it there.
func TestBoardGolden(t *testing.T) {
	_, w := watchTable(t)
	test.AssertRendersToMarkup(t, "table_watch.xml", w.Canvas())
}

// A table laid out at its window's size at once, as the game's window does, is the table of
// TestBoardGolden, laid out at its minimum size first: where the zones lie does not depend on the
// sizes the window went through.
func TestBoardGoldenLaidOutAtOnce(t *testing.T) {
	newTestApp(t)
	w := test.NewWindow(nil)
	w.SetPadded(false)
	w.Resize(WindowSize)
	tb := NewTable(NewModel(watchSession(t)), w)
	w.SetContent(tb)
	cardTextWindow = w
	t.Cleanup(func() { closeWindow(w); cardTextWindow = nil })
	test.AssertRendersToMarkup(t, "table_watch.xml", w.Canvas())
}

func TestShortcutsUndoAndRedo(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	m := w.Table.model
	require.Equal(t, game.PhaseCamper, m.State().Phase)
	require.NoError(t, m.Submit(m.Legal()[0])) // who rests: no roll, no reveal
	rested := m.State().Hash()

	undo := menuItem(t, w.MainMenu(), "Edit", "Undo")
	redo := menuItem(t, w.MainMenu(), "Edit", "Redo")
	assert.Equal(t, &fyne.ShortcutUndo{}, undo.Shortcut, "the shortcut the window makes of Ctrl+Z")
	assert.Equal(t, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, redo.Shortcut)
	undo.Action()
	assert.Equal(t, game.PhaseCamper, m.State().Phase)
	redo.Action()
	assert.Equal(t, rested, m.State().Hash())

	// Every menu item with a shortcut is reachable from the keyboard.
	for _, menu := range w.MainMenu().Items {
		for _, it := range menu.Items {
			if it.Shortcut != nil {
				assert.NotNil(t, it.Action, it.Label)
			}
		}
	}
	assert.NotNil(t, menuItem(t, w.MainMenu(), "Game", "New game…").Shortcut)
	assert.NotNil(t, menuItem(t, w.MainMenu(), "Game", "Open…").Shortcut)
	assert.NotNil(t, menuItem(t, w.MainMenu(), "Game", "Save as…").Shortcut)
}

func TestSettingsSwitchLanguageAndLook(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	t.Cleanup(func() { _ = applyLanguage("en") })

	w.ApplySettings("fr", "dark")
	assert.Equal(t, "fr", a.Preferences().String(prefLanguage))
	assert.Equal(t, theme.VariantDark, variantOf(a))
	shown := shownText(w.Content())
	assert.Contains(t, shown, "Journal de partie")
	first := w.Table.model.State().Adventurers[0].ID
	assert.Contains(t, shown, catalog().Adventurers[first].Name.FR, "card and adventurer names follow the language")
	assert.Equal(t, "Partie", w.MainMenu().Items[0].Label)

	w.ApplySettings("en", "light")
	assert.Equal(t, theme.VariantLight, variantOf(a))
	assert.Contains(t, shownText(w.Content()), "Game log")
}

func variantOf(a fyne.App) fyne.ThemeVariant {
	if th, ok := look.Unscaled(a.Settings().Theme()).(look.Theme); ok {
		if v, fixed := th.Variant(); fixed {
			return v
		}
	}
	return a.Settings().ThemeVariant()
}

func TestHintShowsTheSolversNextMove(t *testing.T) {
	tb, w := watchTable(t)
	answerPrompt(t, tb, "Wound")
	next, text, ok := HintText(tb.model.State())
	require.True(t, ok, text)
	_, _, err := game.Apply(tb.model.State(), next)
	assert.NoError(t, err, "the hint is a legal move")
	assert.Contains(t, text, describeMoveOn(tb.model.State(), next))

	test.Tap(tb.side.hintBtn)
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, shownText(top), "Next:")

	s := mustNew(t, 5)
	next, text, ok = HintText(s)
	require.True(t, ok, "a Hint before the Watch too: who rests")
	assert.Equal(t, game.VerbCamp, next.Verb)
	assert.Contains(t, text, describeMoveOn(s, next))
	assert.Contains(t, text, "Chance to win the game from here")
	over := s.Clone()
	over.Result = "lost"
	_, text, ok = HintText(over)
	assert.False(t, ok, "no Hint once the game is over")
	assert.Equal(t, "The expert bot has no move to suggest here.", text)
}

func mustNew(t *testing.T, seed uint64) *game.State {
	t.Helper()
	s, err := game.NewGame(game.Options{Seed: seed})
	require.NoError(t, err)
	return s
}

func TestGameOverShowsTheSummary(t *testing.T) {
	sess, err := session.New(game.Options{Seed: 21})
	require.NoError(t, err)
	tb, w := tableFor(t, sess)
	tb.confirm.askFirst = false
	b, err := bot.New("solver", 1)
	require.NoError(t, err)
	for i := 0; !tb.model.State().Over(); i++ {
		require.Less(t, i, 2000)
		m, err := b.Choose(tb.model.State())
		require.NoError(t, err)
		require.NoError(t, tb.model.Submit(m))
	}
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "the Game-over screen shows")
	shown := shownText(top)
	assert.True(t, strings.Contains(shown, "Victory") || strings.Contains(shown, "Defeat"), shown)
	assert.Contains(t, shown, "Round reached")
	assert.Contains(t, shown, "Ability cards lost")
	assert.Contains(t, shown, "New game")
	assert.Contains(t, shown, "Replay")
	assert.Contains(t, shown, "Back to the table")
	assert.True(t, tb.side.endBtn.Disabled(), "no move is left once the game is over")

	// In French, each adventurer's lost cards follow the name after " : ", as French sets it.
	require.NoError(t, applyLanguage("fr"))
	t.Cleanup(func() { require.NoError(t, applyLanguage("en")) })
	var named bool
	for _, f := range gameOverFacts(tb.model) {
		if strings.HasPrefix(f, "  ") {
			named = true
			assert.Regexp(t, `^  \S.* : \S`, f)
		}
	}
	assert.True(t, named, "some adventurer lost a card")
}

func TestOpenFileLoadsAGameAndRefusesABadOne(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	dir := t.TempDir()

	sess, err := session.New(game.Options{Seed: 9, Adventurers: []string{"cleric", "ranger", "wizard", "warrior"}})
	require.NoError(t, err)
	_, err = sess.Play(game.Move{Verb: game.VerbCamp, Adventurer: "cleric"})
	require.NoError(t, err)
	good := filepath.Join(dir, "good.json")
	require.NoError(t, session.Save(good, sess.Record()))
	w.OpenFile(good)
	assert.Equal(t, sess.State().Hash(), w.Table.model.State().Hash())

	bad := filepath.Join(dir, "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"format":"setawatch-record/1","options":{"seed":9},"moves":["camp nobody"]}`), 0o600))
	w.OpenFile(bad)
	assert.Equal(t, sess.State().Hash(), w.Table.model.State().Hash(), "the table stays as it was")
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, shownText(top), "cannot be opened")
	_, err = os.Stat(bad)
	assert.NoError(t, err, "an opened file is never removed")
}
