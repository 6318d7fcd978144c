package ui

import (
	"fyne.io/fyne/v2"

	"setawatch/ui/dialogs"
	"setawatch/ui/look"
)

// prefTheme is the preference key of the chosen look: "" follows the system, "light", "dark".
const prefTheme = "theme"

// prefMotion is the preference key that turns the table's animations off ("off").
const prefMotion = "motion"

// applyTheme sets the look: "light", "dark", or anything else for the system's.
func applyTheme(a fyne.App, choice string) {
	look.SetApp(a, look.New(choice), look.Scale(a))
}

// showSettings lets the player choose the language, the look, the confirmations and the
// motion; they apply at once and are remembered.
func (w *MainWindow) showSettings() {
	prefs := w.app.Preferences()
	current := dialogs.Settings{
		Language: prefs.String(prefLanguage),
		Theme:    prefs.String(prefTheme),
		Confirm:  prefs.String(prefConfirm) != "off",
		Motion:   prefs.String(prefMotion) != "off",
	}
	d := dialogs.NewSettings(w, current, func(s dialogs.Settings) {
		w.SetConfirmations(s.Confirm)
		w.SetMotion(s.Motion)
		w.ApplySettings(s.Language, s.Theme)
	})
	showKeyed(w, d, d.Submit)
}

// SetConfirmations stores and applies whether the table asks before a move that loses a card
// or the game.
func (w *MainWindow) SetConfirmations(on bool) {
	value := "on"
	if !on {
		value = "off"
	}
	w.app.Preferences().SetString(prefConfirm, value)
	w.Table.confirm.askFirst = on
}

// SetMotion stores and applies whether the table animates.
func (w *MainWindow) SetMotion(on bool) {
	value := "on"
	if !on {
		value = "off"
	}
	w.app.Preferences().SetString(prefMotion, value)
	w.Table.motion.enabled = on
}

// ApplySettings stores and applies a language ("", "en", "fr") and a look ("", "light", "dark").
func (w *MainWindow) ApplySettings(language, look string) {
	prefs := w.app.Preferences()
	prefs.SetString(prefLanguage, language)
	prefs.SetString(prefTheme, look)
	applyTheme(w.app, look)
	if err := applyLanguage(language); err != nil {
		showError(w, err, nil)
	}
	w.Table.side = newSidePanel(w.Table)
	w.Table.relayout()
	w.build()
	w.Table.model.Reword()
	if shownTutorial != nil {
		shownTutorial.reword()
	}
}

// showHowTo is a short guide to the table's controls.
func (w *MainWindow) showHowTo() { dialogs.NewHowTo(w).Show() }
