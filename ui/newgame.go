package ui

import (
	"fyne.io/fyne/v2/lang"

	"setawatch/game"
	"setawatch/session"
	"setawatch/ui/dialogs"
)

// difficultyLabel names a difficulty in the interface's language.
func difficultyLabel(d string) string {
	switch d {
	case "easy":
		return lang.L("Easy")
	case "hard":
		return lang.L("Hard")
	case "insane":
		return lang.L("Insane")
	}
	return lang.L("Normal")
}

// showNewGame opens the New game dialog; the game starts when its options are accepted.
func (t *Table) showNewGame() {
	if questionOpen(t.win) {
		return
	}
	t.showNewGameForm(newNewGameForm(t.model.State().Options))
}

// newNewGameForm is the New game form, filled from prev, in the player's language.
func newNewGameForm(prev game.Options) *dialogs.NewGameForm {
	return dialogs.NewNewGameForm(prev, appNames())
}

// showNewGameForm opens the New game dialog on a form; Enter starts, Esc cancels.
func (t *Table) showNewGameForm(f *dialogs.NewGameForm) {
	if t.win == nil {
		return
	}
	d := f.Dialog(t.win, func() { t.startFromForm(f) })
	showKeyed(t.win, d, d.Submit)
}

// startFromForm starts the game the form describes, or says why it cannot and opens the form
// again with every choice as the player left it. A game in progress is only given up once the
// player says so: it cannot be taken back.
func (t *Table) startFromForm(f *dialogs.NewGameForm) {
	opts, err := f.Options()
	if err == nil {
		var sess *session.Session
		if sess, err = session.New(opts); err == nil {
			start := func() { t.model.Replace(sess, func() string { return lang.L("A new game begins.") }) }
			if s := t.model.State(); t.confirm.askFirst && s.Moves > 0 && !s.Over() {
				t.confirm.ask(lang.L("Give up this game?"), lang.L("The game in progress ends here and cannot be taken back."), lang.L("Start the new game"), start)
				return
			}
			start()
			return
		}
	}
	showError(t.win, err, func() { t.showNewGameForm(f) })
}
