// Package ui is the game's Fyne interface: the main window, its menu and dialogs.
package ui

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/session"
	"setawatch/ui/widgets"
)

const (
	// AppID is the application id; it must equal [Details] ID in FyneApp.toml (a test in package
	// main checks it). Fyne keeps preferences and storage under it.
	AppID = "io.github.setawatch.SetAWatch"
	// AppName is the name shown in the window title and the About dialog.
	AppName = "Set a Watch"

	// Description is the one-line summary shown in the About dialog.
	Description = "A cooperative card-and-dice game: keep the campfire burning and survive the night."
	// LicenseLine is the licence statement shown in the About dialog.
	LicenseLine = "© 2026 the Set a Watch desktop authors. All rights reserved; no licence granted yet."
)

// WindowSize is the main window's initial size.
var WindowSize = fyne.NewSize(1280, 800)

// autosaveName is the file, in the app's storage, that holds the game in play.
const autosaveName = "autosave.json"

// Run opens the main window and runs the app until the window is closed. version is shown in
// the About dialog.
func Run(version string) {
	shrinkFallbackFonts()
	a := app.NewWithID(AppID)
	w := newWindow(a, version)
	// The window shows the cloth at once; the table follows in its next frame. Reading and
	// replaying the saved game, building the table, parsing its fonts and printing its cards
	// take longer than opening the window itself.
	a.Lifecycle().SetOnStarted(func() {
		w.setUp()
		if frameProbe != nil {
			frameProbe(w)
		}
		w.OfferTutorial()
		// Parsing fonts and replaying the saved game leave garbage behind at start; once the
		// first frames are drawn, give that memory back to the system rather than keep it.
		time.AfterFunc(2*time.Second, debug.FreeOSMemory)
	})
	exitOnSignal()
	w.ShowAndRun()
}

// exitOnSignal ends the program at once on SIGINT or SIGTERM (a session logging out, kill).
// Nothing is lost: the game in play is saved after every move, atomically. Fyne 2.8.1's own
// shutdown on a signal can race its event queue and panic ("send on closed channel").
func exitOnSignal() {
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-stop
		os.Exit(0)
	}()
}

// frameProbe, set only in builds with the frameprobe tag (frameprobe.go), measures the real
// window's frames for scripts/bench-ui.sh. It runs once the window is set up and shown.
var frameProbe func(*MainWindow)

// MainWindow is the game window: the table, its menu and its dialogs.
type MainWindow struct {
	fyne.Window
	app     fyne.App
	version string
	Table   *Table

	stats    *statsKeeper // the player's statistics; a game a move ends is counted there
	statsWin fyne.Window  // the Statistics window, while it is open
}

// NewMainWindow builds the main window (title, size, menu, table) without showing it. It
// continues the autosaved game if there is one; a damaged autosave is set aside, said so, and a
// new game begins.
func NewMainWindow(a fyne.App, version string) *MainWindow {
	w := newWindow(a, version)
	w.setUp()
	return w
}

// newWindow is the main window with its title, size and look, and no table yet.
func newWindow(a fyne.App, version string) *MainWindow {
	applyTheme(a, a.Preferences().String(prefTheme))
	useSafeFiles()
	w := &MainWindow{Window: a.NewWindow(AppName), app: a, version: version}
	// The window takes its size before its content, so that the table is first laid out at the
	// window's size and scale: laid out at its minimum size first, it changed the app's theme
	// twice (every font parsed again, every card printed at both scales).
	w.SetPadded(false)
	w.Resize(WindowSize)
	w.CenterOnScreen()
	return w
}

// setUp puts the game on the window in the player's language: the autosaved game continued (or
// a new one), the statistics, the table, the menu and shortcuts.
func (w *MainWindow) setUp() {
	if err := applyLanguage(w.app.Preferences().String(prefLanguage)); err != nil {
		fyne.LogError("language", err)
	}
	cardTextWindow = w
	sess, problem := w.continueOrNew()
	model := NewModel(sess)
	model.AutosavePath = w.autosavePath()
	w.stats = openStats(w.statisticsPath(), time.Now)
	model.OnGameEnd = w.stats.gameEnded
	w.Table = NewTable(model, w)
	w.Table.gameOver.review = w.ReviewGame
	if w.Table.gameOver.popup != nil { // a finished game put on the table: its screen offers the replay too
		w.Table.gameOver.show()
	}
	w.Table.confirm.askFirst = w.app.Preferences().String(prefConfirm) != "off"
	w.Table.motion.enabled = w.app.Preferences().String(prefMotion) != "off"
	w.build()
	if problem != "" {
		showMessage(w, lang.L("The saved game could not be read"), problem)
	}
	if w.stats.problem != "" {
		showMessage(w, lang.L("Statistics"), w.stats.problem)
	}
}

// build sets the window's menu, shortcuts and content; called again when the language changes.
func (w *MainWindow) build() {
	w.SetMainMenu(w.mainMenu())
	w.addShortcuts()
	w.SetContent(widgets.WithToolTipLayer(w.Table, w.Canvas()))
	w.refreshStatistics()
}

func (w *MainWindow) autosavePath() string {
	root := w.app.Storage().RootURI()
	if root == nil {
		return ""
	}
	if err := os.MkdirAll(root.Path(), 0o700); err != nil {
		fyne.LogError("storage", err)
		return ""
	}
	return filepath.Join(root.Path(), autosaveName)
}

// continueOrNew loads the autosaved game, or starts a new one. problem explains a damaged
// autosave to the player.
func (w *MainWindow) continueOrNew() (sess *session.Session, problem string) {
	if path := w.autosavePath(); path != "" {
		saved, kept, err := session.LoadAutosave(path)
		if err == nil && saved != nil {
			return saved, ""
		}
		if err != nil {
			reason := speakErr(err)
			var corrupt *session.CorruptError
			if errors.As(err, &corrupt) {
				reason = speak(corrupt.ReasonMsg)
			}
			problem = lang.L("The game in progress could not be resumed: {{.Reason}}.", map[string]any{"Reason": reason})
			if kept != "" {
				problem += "\n\n" + lang.L("The file was kept as {{.File}}.", map[string]any{"File": kept})
			}
			problem += "\n\n" + lang.L("A new game begins.")
		}
	}
	sess, err := session.New(game.Options{Seed: rand.Uint64() % 1_000_000_000, Locations: game.LocationsRetail})
	if err != nil {
		// The card data is embedded and tested; this only happens in a broken build.
		panic(fmt.Sprintf("cannot set up a game: %v", err))
	}
	return sess, problem
}

func (w *MainWindow) mainMenu() *fyne.MainMenu {
	t := w.Table
	item := func(label string, key fyne.KeyName, mod fyne.KeyModifier, action func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, action)
		if key != "" {
			it.Shortcut = &desktop.CustomShortcut{KeyName: key, Modifier: mod}
		}
		return it
	}
	// The window turns Ctrl+Z into Fyne's own Undo shortcut, never into a custom Ctrl+Z: the Undo
	// item must carry that one, or the key never reaches it.
	undo := fyne.NewMenuItem(lang.L("Undo"), func() { _ = t.model.Undo() })
	undo.Shortcut = &fyne.ShortcutUndo{}
	short := fyne.KeyModifierShortcutDefault
	// The window's own Quit (it closes every window as the close button does), in the player's
	// language: Fyne adds an untranslated one to a menu that has none.
	quit := fyne.NewMenuItem(lang.L("Quit"), nil)
	quit.IsQuit = true
	gameMenu := fyne.NewMenu(lang.L("Game"),
		item(lang.L("New game…"), fyne.KeyN, short, t.showNewGame),
		item(lang.L("Open…"), fyne.KeyO, short, w.open),
		item(lang.L("Save as…"), fyne.KeyS, short, w.saveAs),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Look back over this game"), fyne.KeyR, short, w.ReviewGame),
		item(lang.L("Look back over a saved game…"), "", 0, w.reviewFile),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Statistics…"), "", 0, w.showStatistics),
		item(lang.L("Settings…"), fyne.KeyComma, short, w.showSettings),
		fyne.NewMenuItemSeparator(),
		quit,
	)
	editMenu := fyne.NewMenu(lang.L("Edit"),
		undo,
		item(lang.L("Redo"), fyne.KeyZ, short|fyne.KeyModifierShift, func() { _ = t.model.Redo() }),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Hint"), fyne.KeyH, short, t.showHint),
	)
	about := fyne.NewMenuItem(lang.L("About"), func() { ShowAbout(w, w.version) })
	howTo := fyne.NewMenuItem(lang.L("How to play"), func() { w.showHowTo() })
	tutorialItem := fyne.NewMenuItem(lang.L("Tutorial"), w.openTutorial)
	return fyne.NewMainMenu(gameMenu, editMenu, fyne.NewMenu(lang.L("Help"), tutorialItem, howTo, about))
}

// addShortcuts registers the menu's shortcuts on the window. On macOS the system menu bar
// handles them itself.
func (w *MainWindow) addShortcuts() {
	if runtime.GOOS == "darwin" {
		return
	}
	for _, m := range w.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil && it.Action != nil {
				action := it.Action
				w.Canvas().RemoveShortcut(it.Shortcut)
				w.Canvas().AddShortcut(it.Shortcut, func(fyne.Shortcut) { action() })
			}
		}
	}
	// Ctrl+Y is the other usual Redo.
	w.Canvas().RemoveShortcut(&fyne.ShortcutRedo{})
	w.Canvas().AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { _ = w.Table.model.Redo() })
	w.Canvas().SetOnTypedKey(w.Table.typedKey)
}

// saveAs writes the game to a file the player picks (see saveTo).
func (w *MainWindow) saveAs() {
	d := dialog.NewFileSave(w.saveTo, w)
	d.SetFileName("set-a-watch.json")
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// open loads a saved game (see openFrom); a bad file is refused with its reason and the table
// stays as it was.
func (w *MainWindow) open() {
	d := dialog.NewFileOpen(w.openFrom, w)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// OpenFile puts the game saved at path on the table, or says why it cannot.
func (w *MainWindow) OpenFile(path string) {
	sess, err := session.Load(path)
	if err != nil {
		w.refuseFile(err)
		return
	}
	w.Table.model.Replace(sess, func() string { return lang.L("Opened {{.File}}", map[string]any{"File": filepath.Base(path)}) })
}

// ShowAbout opens the About dialog over w.
func ShowAbout(w fyne.Window, version string) {
	d := dialog.NewCustom(lang.L("About")+" "+AppName, lang.L("Close"), AboutContent(version), w)
	d.Show()
}

// AboutContent is the body of the About dialog: icon, name, version, description and licence.
func AboutContent(version string) fyne.CanvasObject {
	name := widget.NewLabelWithStyle(AppName, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	name.SizeName = theme.SizeNameHeadingText
	ver := widget.NewLabelWithStyle(lang.L("Version")+" "+version, fyne.TextAlignCenter, fyne.TextStyle{})
	desc := widget.NewLabelWithStyle(lang.L(Description), fyne.TextAlignCenter, fyne.TextStyle{})
	lic := widget.NewLabelWithStyle(lang.L(LicenseLine), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	lic.SizeName = theme.SizeNameCaptionText
	credits := widget.NewLabelWithStyle(lang.L(IconCredit)+"\n"+lang.L(FontCredit), fyne.TextAlignCenter, fyne.TextStyle{})
	credits.SizeName = theme.SizeNameCaptionText
	link := widget.NewHyperlink("game-icons.net", parseURL("https://game-icons.net"))
	link.Alignment = fyne.TextAlignCenter
	return container.NewVBox(appIcon(fyne.CurrentApp(), 96), name, ver, desc, lic, credits, link)
}

func parseURL(s string) *url.URL {
	u, _ := url.Parse(s)
	return u
}

// appIcon returns the app's icon at size x size, centred. A packaged build carries Icon.png in
// its metadata; a plain `go build` shows Fyne's default icon.
func appIcon(a fyne.App, size float32) fyne.CanvasObject {
	res := a.Icon()
	if res == nil {
		return layout.NewSpacer()
	}
	img := canvas.NewImageFromResource(res)
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(size, size))
	return container.NewCenter(img)
}
