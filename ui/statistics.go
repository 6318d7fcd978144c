package ui

import (
	"errors"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"setawatch/game"
	"setawatch/session"
	"setawatch/stats"
	"setawatch/ui/dialogs"
)

// statisticsName is the file, in the app's storage beside the autosave, that holds the
// statistics.
const statisticsName = "statistics.json"

// statsKeeper holds the player's statistics and counts each game a move ends.
type statsKeeper struct {
	path     string // "" keeps them in memory only
	book     *stats.Book
	problem  string           // what went wrong reading them, for the player
	now      func() time.Time // the clock; tests fix it
	onChange func()           // an open Statistics window shows the new numbers
}

// openStats reads the statistics at path. A damaged file is moved aside and said so; a file that
// cannot be read at all is left alone and the statistics of this run are not saved over it.
func openStats(path string, now func() time.Time) *statsKeeper {
	k := &statsKeeper{path: path, now: now, book: stats.NewBook()}
	if path == "" {
		return k
	}
	book, err := stats.Load(path, now())
	var damaged *stats.DamagedError
	switch {
	case err == nil:
		k.book = book
	case errors.As(err, &damaged) && damaged.Moved != "":
		k.book = book
		k.problem = lang.L("The statistics could not be read: {{.Reason}}. The file was kept as {{.File}}, and counting starts again from zero.",
			map[string]any{"Reason": statsReason(err), "File": damaged.Moved})
	default:
		k.path = ""
		k.problem = lang.L("The statistics could not be read, so the games of this session are not saved to them: {{.Reason}}.",
			map[string]any{"Reason": unreadableStatsReason(err)})
	}
	return k
}

// unreadableStatsReason says why a statistics file that was left in place could not be read: a
// damaged one that could not be moved aside, or one the system would not open.
func unreadableStatsReason(err error) string {
	var damaged *stats.DamagedError
	if errors.As(err, &damaged) {
		return statsReason(err)
	}
	return speakErr(err)
}

// statsReason says in the player's words what is wrong with a statistics file.
func statsReason(err error) string {
	switch {
	case errors.Is(err, stats.ErrTooLarge):
		return lang.L("the file is far larger than a statistics file")
	case errors.Is(err, stats.ErrCutShort):
		return lang.L("the file is cut short (perhaps the computer stopped while saving)")
	case errors.Is(err, stats.ErrImpossible):
		return lang.L("the file holds numbers no games can give, so it was changed or damaged")
	}
	return lang.L("the file is not a statistics file of this version, or it is damaged")
}

// gameEnded counts the game a move has just ended, once (see stats.Book.Add), and returns the
// words for the status line: the achievements reached, or why the statistics were not saved.
// A game set up from a scenario (a rules situation, the tutorial) is not counted.
func (k *statsKeeper) gameEnded(sess *session.Session) func() string {
	if sess.FromScenario() || k.book.Has(sess.ID()) {
		return nil
	}
	g, over, err := stats.FromRecord(sess.ID(), sess.Record(), k.now())
	if err != nil || !over {
		return nil
	}
	_, reached := k.book.Add(g)
	if k.onChange != nil {
		k.onChange()
	}
	if k.path != "" {
		if err := k.book.Save(k.path); err != nil {
			return func() string {
				return lang.L("The statistics could not be saved: {{.Reason}}", map[string]any{"Reason": speakErr(err)})
			}
		}
	}
	if len(reached) == 0 {
		return nil
	}
	return func() string {
		var names []string
		words := appNames()
		for _, a := range reached {
			names = append(names, words.AchievementName(a))
		}
		return lang.N("Achievements reached: {{.Names}}", len(names), map[string]any{"Names": strings.Join(names, ", ")})
	}
}

// statisticsPath is where the statistics are kept: the app's storage, beside the autosave.
func (w *MainWindow) statisticsPath() string {
	if p := w.autosavePath(); p != "" {
		return filepath.Join(filepath.Dir(p), statisticsName)
	}
	return ""
}

// statsWindowSize is the Statistics window's size: it fits a 1024x640 screen.
var statsWindowSize = fyne.NewSize(900, 580)

// showStatistics opens the Statistics window, or brings it forward.
func (w *MainWindow) showStatistics() {
	if w.statsWin != nil {
		w.statsWin.RequestFocus()
		return
	}
	sw := w.app.NewWindow(lang.L("Statistics"))
	sw.SetContent(dialogs.Statistics(w.stats.book, appNames()))
	sw.Resize(statsWindowSize)
	sw.CenterOnScreen()
	sw.SetOnClosed(func() { w.statsWin = nil })
	sw.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			sw.Close()
		}
	})
	w.statsWin = sw
	w.stats.onChange = w.refreshStatistics
	sw.Show()
}

// refreshStatistics shows the numbers again in an open Statistics window, in the language and
// look chosen now.
func (w *MainWindow) refreshStatistics() {
	if w.statsWin != nil {
		w.statsWin.SetTitle(lang.L("Statistics"))
		w.statsWin.SetContent(dialogs.Statistics(w.stats.book, appNames()))
	}
}

// statsNames are the names the Statistics window and the achievements use, in the player's
// language now.
func appNames() dialogs.Names {
	var finals []string
	for id, c := range catalog().Cards {
		if c.Kind == game.KindLocation && c.LocationKind == game.LocationFinal {
			finals = append(finals, id)
		}
	}
	return dialogs.Names{Language: currentLanguage, Adventurer: advName, Card: cardName, Difficulty: difficultyLabel,
		Finals: finals, Say: speak, AdventurerIDs: catalog().AdventurerIDs()}
}

// pocketDifficultyName names one of Pocket Watch's difficulties.
func pocketDifficultyName(d string) string {
	return dialogs.Names{Difficulty: difficultyLabel}.PocketDifficultyName(d)
}
