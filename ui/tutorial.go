package ui

import (
	"errors"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/session"
	"setawatch/tutorial"
	"setawatch/ui/widgets"
)

// prefTutorialOffered is the preference key set once the tutorial was offered at the first start.
const prefTutorialOffered = "tutorialOffered"

// Tutorial is the guided first round, played on a table of its own in its own window: the
// player's game and its autosave are never touched. Its panel sits at the top of the table's
// side column; the places to act on are framed on the table.
type Tutorial struct {
	Table *Table
	Guide *tutorial.Guide
	win   fyne.Window

	title, text *widget.Label
	next, skip  *widget.Button
	restart     *widget.Button
	leave       *widget.Button
	onLeave     func()
	left        bool
}

// shownTutorial is the tutorial whose window is open, if any: one at a time.
var shownTutorial *Tutorial

// OpenTutorial opens the tutorial in a window of its own, or brings the open one forward.
func OpenTutorial(a fyne.App) (*Tutorial, error) {
	if shownTutorial != nil {
		shownTutorial.win.RequestFocus()
		return shownTutorial, nil
	}
	w := a.NewWindow(AppName + " · " + lang.L("Tutorial"))
	tut, err := NewTutorial(w)
	if err != nil {
		w.Close()
		return nil, err
	}
	before := cardTextWindow
	cardTextWindow = w
	shownTutorial = tut
	w.SetOnClosed(func() {
		if cardTextWindow == w {
			cardTextWindow = before
		}
		if shownTutorial == tut {
			shownTutorial = nil
		}
		if a := tut.Table.marks.anim; a != nil {
			a.Stop() // the frames' pulse
		}
		widgets.DropToolTipLayer(w.Canvas())
	})
	tut.onLeave = w.Close
	w.Resize(WindowSize)
	w.SetPadded(false)
	w.CenterOnScreen()
	w.Show()
	return tut, nil
}

// NewTutorial puts the tutorial's table in w, at its first step.
func NewTutorial(w fyne.Window) (*Tutorial, error) {
	sess, err := tutorialSession()
	if err != nil {
		return nil, err
	}
	tut := &Tutorial{Guide: tutorial.NewGuide(), win: w}
	model := NewModel(sess) // no AutosavePath: the tutorial is never saved
	model.Guard = tut.guard
	tut.Table = NewTable(model, w)
	if a := fyne.CurrentApp(); a != nil {
		tut.Table.confirm.askFirst = a.Preferences().String(prefConfirm) != "off"
		tut.Table.motion.enabled = a.Preferences().String(prefMotion) != "off"
	}
	tut.Table.marks.guide = tut.targets
	tut.Table.relayout() // again, now with the frames' layer
	// The Game-over screen's New game starts the tutorial again.
	tut.Table.gameOver.newGame = tut.Restart
	tut.buildPanel()
	model.AddListener(tut.update)
	w.Canvas().SetOnTypedKey(tut.typedKey)
	w.SetContent(widgets.WithToolTipLayer(tut.Table, w.Canvas()))
	tut.update()
	return tut, nil
}

// reword says the open tutorial's table and panel again in the language chosen now.
func (tut *Tutorial) reword() {
	tut.Table.side = newSidePanel(tut.Table)
	tut.Table.relayout()
	tut.buildPanel()
	tut.update()
	tut.Table.model.Reword()
}

// tutorialSession is the rulebook's first round, set up afresh.
func tutorialSession() (*session.Session, error) {
	sc, err := tutorial.Start()
	if err != nil {
		return nil, err
	}
	return session.FromRecord(&game.Record{Format: game.RecordFormat, Scenario: sc})
}

func (tut *Tutorial) buildPanel() {
	tut.title = widget.NewLabel("")
	tut.title.TextStyle = fyne.TextStyle{Bold: true}
	tut.text = widget.NewLabel("")
	tut.text.Wrapping = fyne.TextWrapWord
	tut.next = widget.NewButton(lang.L("Next"), tut.Next)
	tut.next.Importance = widget.HighImportance
	tut.skip = widget.NewButton(lang.L("Do it for me"), tut.Skip)
	tut.restart = widget.NewButton(lang.L("Restart"), tut.Restart)
	tut.leave = widget.NewButtonWithIcon(lang.L("Leave"), theme.LogoutIcon(), tut.Leave)
	bg := canvas.NewRectangle(color.NRGBA{R: markColor.R, G: markColor.G, B: markColor.B, A: 0x30})
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = markColor, 2, 6
	buttons := container.NewGridWithColumns(2, tut.next, tut.skip, tut.restart, tut.leave)
	body := container.NewVBox(tut.title, tut.text, buttons)
	tut.Table.side.guide.Objects = []fyne.CanvasObject{container.NewStack(bg, container.NewPadded(body))}
	tut.Table.side.guide.Show()
}

// played is the moves played on the tutorial's table since its start.
func (tut *Tutorial) played() []game.Move {
	var out []game.Move
	for _, e := range tut.Table.model.Session().History() {
		out = append(out, e.Move)
	}
	return out
}

// targets are the ids the table frames now.
func (tut *Tutorial) targets() []string {
	tut.Guide.Sync(tut.played())
	return tut.Guide.Targets(tut.Table.model.State())
}

// guard lets through the step's moves, explains any other, and lets the Watch end too soon so
// that the tutorial can be lost.
func (tut *Tutorial) guard(m game.Move) func() string {
	tut.Guide.Sync(tut.played())
	s := tut.Table.model.State()
	v, why := tut.Guide.Check(s, m)
	if v != tutorial.Refuse {
		return nil
	}
	_, _, engineErr := game.Apply(s, m)
	return func() string {
		if engineErr != nil {
			// The rules' reason is the real one: said first, then what the step asks for.
			reason := strings.TrimSuffix(speakErr(engineErr), ".")
			return lang.L("The rules refuse it: {{.Reason}}.", map[string]any{"Reason": reason}) + " " + speak(why)
		}
		return speak(why)
	}
}

// update shows the current step in the panel and frames its places.
func (tut *Tutorial) update() {
	g := tut.Guide
	g.Sync(tut.played())
	n := len(g.Steps)
	tut.next.Hide()
	tut.skip.Show()
	tut.restart.Importance = widget.MediumImportance
	switch {
	case g.Lost():
		tut.title.SetText(lang.L("Tutorial: lost"))
		tut.text.SetText(speak(tutorial.LostMsg))
		tut.skip.Hide()
		tut.restart.Importance = widget.HighImportance
	case g.Done():
		tut.title.SetText(lang.L("Tutorial: done"))
		tut.text.SetText(lang.L("You have played the rulebook's first round. Play on at this table, or start your own game from Game, New game; Help, Tutorial plays this round again."))
		tut.skip.Hide()
	default:
		st := g.Step()
		tut.title.SetText(lang.L("Tutorial · step {{.N}} of {{.Of}}", map[string]any{"N": g.Index() + 1, "Of": n}))
		tut.text.SetText(speak(st.Say))
		if len(st.Moves) == 0 {
			tut.next.Show()
			tut.skip.Hide()
		}
	}
	// Every label is said again: the language may have changed in the main window's Settings.
	tut.next.SetText(lang.L("Next"))
	tut.skip.SetText(lang.L("Do it for me"))
	tut.restart.SetText(lang.L("Restart"))
	tut.leave.SetText(lang.L("Leave"))
	if g.Done() {
		tut.leave.SetText(lang.L("Close"))
	}
	tut.restart.Refresh()
	tut.Table.side.root.Refresh()
	tut.Table.marks.place()
}

// Next goes on from a step that only tells something.
func (tut *Tutorial) Next() {
	tut.Guide.Sync(tut.played())
	if tut.Guide.Next() {
		tut.Table.model.SetNotice("", false)
	}
}

// Skip plays the current step's moves for the player, or goes on from a step that only tells.
func (tut *Tutorial) Skip() {
	g := tut.Guide
	g.Sync(tut.played())
	if g.Lost() || g.Done() {
		return
	}
	if len(g.Step().Moves) == 0 {
		tut.Next()
		return
	}
	for _, text := range g.Left() {
		m, err := game.ParseMove(text)
		if err == nil {
			err = tut.Table.model.Submit(m)
		}
		if err != nil {
			fyne.LogError("tutorial step", errors.Join(errors.New(text), err))
			return
		}
	}
}

// Restart sets the table up again at the first step.
func (tut *Tutorial) Restart() {
	sess, err := tutorialSession()
	if err != nil {
		showError(tut.win, err, nil)
		return
	}
	tut.Table.gameOver.hide()
	tut.Guide.Restart()
	tut.Table.model.Replace(sess, func() string { return lang.L("The tutorial starts again.") })
}

// Leave ends the tutorial; the player's own game is as it was.
func (tut *Tutorial) Leave() {
	tut.left = true
	if tut.onLeave != nil {
		tut.onLeave()
	}
}

// typedKey: Esc leaves the tutorial unless it closes a dialog or drops the chosen die first;
// Enter goes on from a step that only tells.
func (tut *Tutorial) typedKey(e *fyne.KeyEvent) {
	t := tut.Table
	busy := len(openDialogs[tut.win.Canvas()]) > 0 || t.hand.selected != nil || t.gameOver.showing()
	switch {
	case busy:
	case e.Name == fyne.KeyEscape:
		tut.Leave()
		return
	case (e.Name == fyne.KeyReturn || e.Name == fyne.KeyEnter) && tut.next.Visible():
		tut.Next()
		return
	}
	t.typedKey(e)
}

// OfferTutorial asks once, at the very first start, whether the player wants the tutorial.
func (w *MainWindow) OfferTutorial() {
	prefs := w.app.Preferences()
	if prefs.Bool(prefTutorialOffered) {
		return
	}
	prefs.SetBool(prefTutorialOffered, true)
	d := dialog.NewConfirm(lang.L("New to Set a Watch?"),
		lang.L("The tutorial plays the rulebook's first round with you, step by step, on a table of its own: this game stays as it is. You can open it later from Help."),
		func(yes bool) {
			if yes {
				w.openTutorial()
			}
		}, w)
	d.SetConfirmText(lang.L("Start the tutorial"))
	d.SetDismissText(lang.L("Not now"))
	showKeyed(w, d, d.Confirm)
}

// openTutorial opens the tutorial's window, or says why it cannot.
func (w *MainWindow) openTutorial() {
	if _, err := OpenTutorial(w.app); err != nil {
		showError(w, err, nil)
	}
}
