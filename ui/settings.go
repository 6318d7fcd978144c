package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

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
func (w *MainWindow) showHowTo() {
	text := widget.NewRichTextFromMarkdown(lang.L(howToText))
	text.Wrapping = fyne.TextWrapWord
	pad := canvas.NewRectangle(color.Transparent)
	pad.SetMinSize(fyne.NewSize(560, 420))
	dialog.NewCustom(lang.L("How to play"), lang.L("Close"), container.NewStack(pad, container.NewVScroll(text)), w).Show()
}

const howToText = `**Each round**, choose who rests in camp (the *Rest in camp* button on an adventurer's board). The others stand Watch.

**In camp**, drag the camper's dice onto camp spaces (Chop Wood, Scout Ahead, Check Map, Heal, Equip, the camp action) or onto the runes of the Map deck. Then press *End camp*.

**On Watch**, the fire reveals creatures in the Line. Drag a die onto a revealed creature to attack it (dice of several adventurers add up), or onto an ability card to use it. *Exhaust* uses a card without a die; *+2 fire* exhausts it for firewood. Press *End the Watch* when done: what is left goes to the Horde.

**Without dragging**: click a die, then click where it goes. With the keyboard: Tab to a die, Space to pick it, Tab to the target, Space. You can also type any move in the box on the right, in the game's notation (for example *attack 1 ranger:7*).

**Cards**: hover to read a card; click it (or right-click) for a larger view. *Hint* suggests the best plan for the Watch. *Undo* goes back, but never past a roll or a revealed card.`
