package ui

import (
	"os"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/ui/look"
)

// sharedApp is the one test app of the package's tests. An app of its own for each test (Fyne's
// test.NewTempApp) made Fyne parse every font again, and the text shaper keeps a shaping plan for
// each font it ever met, with the font: some 8 to 20 MB a test, never released.
var sharedApp fyne.App

// anchorWindow stays open: Fyne's test driver takes the newest window as every object's canvas
// and fails when there is none.
var anchorWindow fyne.Window

// closesItsWindows are the tests running whose windows newTestApp closes at their end.
var closesItsWindows = map[testing.TB]bool{}

func TestMain(m *testing.M) {
	sharedApp = test.NewApp()
	sharedApp.Settings().AddListener(func(fyne.Settings) { themeChanged() })
	anchorWindow = sharedApp.NewWindow("anchor")
	os.Exit(m.Run())
}

// newTestApp gives a test the package's app as a fresh one would be: English, no preference
// set, the test driver's theme, Storage in a folder of its own, and no window left open after
// the test.
func newTestApp(t testing.TB) fyne.App {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir()) // the test app keeps Storage under os.TempDir()
	a := sharedApp
	fyne.SetCurrentApp(a)
	for _, key := range []string{prefConfirm, prefLanguage, prefMotion, prefTheme, prefTutorialOffered} {
		a.Preferences().RemoveValue(key)
	}
	// Setting a theme measures every text again: only when a test left another one.
	if th := a.Settings().Theme(); th != test.Theme() {
		a.Settings().SetTheme(test.Theme())
	}
	if !closesItsWindows[t] {
		// The first cleanup registered runs last: it closes what the test opened and left open.
		closesItsWindows[t] = true
		before := slices.Clone(a.Driver().AllWindows())
		t.Cleanup(func() {
			delete(closesItsWindows, t)
			for _, w := range slices.Clone(a.Driver().AllWindows()) {
				if !slices.Contains(before, w) {
					w.Close()
				}
			}
			forgetRenderers()
		})
	}
	require.NoError(t, applyLanguage("en"), "the English words, with their plural forms")
	return a
}

// texts returns every text drawn under o (labels render as canvas.Text), in tree order.
func texts(o fyne.CanvasObject) []string {
	var out []string
	for _, obj := range test.LaidOutObjects(o) {
		if v, ok := obj.(*canvas.Text); ok && v.Text != "" {
			out = append(out, v.Text)
		}
	}
	return out
}

// menuItem finds the item labelled item in the menu labelled menu.
func menuItem(t *testing.T, m *fyne.MainMenu, menu, item string) *fyne.MenuItem {
	t.Helper()
	require.NotNil(t, m, "the window has no main menu")
	for _, mm := range m.Items {
		if mm.Label != menu {
			continue
		}
		for _, it := range mm.Items {
			if it.Label == item {
				return it
			}
		}
	}
	require.Failf(t, "menu item not found", "%s > %s", menu, item)
	return nil
}

func TestMainWindow(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "1.2.3")
	defer w.Close()

	assert.Equal(t, "Set a Watch", w.Title())
	assert.Equal(t, fyne.NewSize(1280, 800), w.Canvas().Size())
	assert.Contains(t, texts(w.Content()), "The Line")
	assert.Contains(t, texts(w.Content()), "Game log")
}

// Opening the window sets the table's look once: its table is laid out at the window's size and
// scale at once, not at its minimum size first (each change of the app's theme parses the fonts
// again and lays every window out again).
func TestMainWindowSetsTheThemeOnce(t *testing.T) {
	a := newTestApp(t)
	before := themeChanges
	w := NewMainWindow(a, "1.2.3")
	defer w.Close()
	assert.Equal(t, 1, themeChanges-before, "changes of the app's theme while the window opened")
	assert.Equal(t, float32(1), look.Scale(a))
}

func TestHelpAboutOpensAboutDialog(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "1.2.3")
	defer w.Close()
	require.Nil(t, w.Canvas().Overlays().Top(), "no dialog before the menu is used")

	menuItem(t, w.MainMenu(), "Help", "About").Action()

	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "Help > About opened no dialog")
	got := texts(top)
	assert.Contains(t, got, "About Set a Watch")
	assert.Contains(t, got, "Set a Watch")
	assert.Contains(t, got, "Version 1.2.3")
	assert.Contains(t, got, Description)
	assert.Contains(t, got, LicenseLine)
}

func TestAboutContent(t *testing.T) {
	newTestApp(t)
	got := texts(AboutContent("0.1.0"))
	assert.Equal(t, []string{"Set a Watch", "Version 0.1.0", Description, LicenseLine, IconCredit, FontCredit, "game-icons.net"}, got)
	assert.NotEmpty(t, Description)
	assert.Contains(t, LicenseLine, "©")
}
