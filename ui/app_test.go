package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newTestApp(t *testing.T) fyne.App {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
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
