package ui

import (
	"image/color"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/session"
	"setawatch/stats"
)

// gameOverScreen is the Game-over screen over the table: won or lost and why, and the ways on.
type gameOverScreen struct {
	model *Model
	win   fyne.Window
	// popup is the screen while it shows; closed is the finished game whose screen the player
	// closed to look at the table.
	popup  *widget.PopUp
	closed string
	// newGame opens the New game dialog; replaceable for tests.
	newGame func()
	// review, when set, opens a replay of the game on the table (see Replay).
	review func()
}

// follow puts the screen over the table when the game has just ended, and takes it away when
// another game is on the table.
func (g *gameOverScreen) follow(s *game.State) {
	switch {
	case !s.Over():
		g.hide()
		g.closed = ""
	case g.model.readOnly: // a replay's last table: no Game-over screen
	case g.closed != s.Hash() && !g.showing():
		g.show()
	}
}

// showing reports whether the screen is over the table.
func (g *gameOverScreen) showing() bool { return g.popup != nil && g.popup.Visible() }

// typedKey answers Esc (back to the table) and Enter (New game) while the screen shows; it
// reports whether it took the key.
func (g *gameOverScreen) typedKey(e *fyne.KeyEvent) bool {
	if !g.showing() {
		return false
	}
	switch e.Name {
	case fyne.KeyEscape:
		g.back()
	case fyne.KeyReturn, fyne.KeyEnter:
		g.toNewGame()
	}
	return true
}

// show shows the screen: won or lost and why, the round reached, the cards lost, and the ways
// on: New game, Replay (same options and seed), Back to the table.
func (g *gameOverScreen) show() {
	if g.win == nil {
		return
	}
	g.hide()
	s := g.model.State()
	won := s.Result == "won"
	title := lang.L("Defeat")
	why := lang.L("The party has fallen: {{.Reason}}.", map[string]any{"Reason": reasonText(s.Reason)})
	if won {
		title = lang.L("Victory!")
		why = lang.L("The party survived the night.")
	}
	banner := canvas.NewText(title, theme.Color(theme.ColorNameError))
	if won {
		banner.Color = theme.Color(theme.ColorNameSuccess)
	}
	banner.TextSize = theme.TextHeadingSize() * 2
	banner.TextStyle = fyne.TextStyle{Bold: true}
	banner.Alignment = fyne.TextAlignCenter

	summary := widget.NewLabel(strings.Join(gameOverFacts(g.model), "\n"))
	summary.Wrapping = fyne.TextWrapWord
	whyLabel := widget.NewLabelWithStyle(why, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	whyLabel.Wrapping = fyne.TextWrapWord

	newGame := newEnterButton(lang.L("New game"), g.toNewGame)
	newGame.Importance = widget.HighImportance
	replay := newEnterButton(lang.L("Replay"), g.replay)
	back := newEnterButton(lang.L("Back to the table"), g.back)
	buttons := container.NewGridWithColumns(3, newGame, replay, back)
	if g.review != nil {
		// Step through the game just played, and see where it was won or lost.
		look := newEnterButton(lang.L("Look back over the game"), func() { g.back(); g.review() })
		buttons = container.NewGridWithColumns(2, newGame, replay, look, back)
	}

	size := canvas.NewRectangle(color.Transparent)
	size.SetMinSize(fyne.NewSize(520, 1))
	body := container.NewVBox(size, banner, whyLabel)
	// What the game counted for in the statistics: the achievements it reached.
	if words := g.model.endWords; words != nil {
		reached := widget.NewLabelWithStyle(words(), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
		reached.Importance = widget.SuccessImportance
		reached.Wrapping = fyne.TextWrapWord
		body.Add(reached)
	}
	body.Add(widget.NewSeparator())
	body.Add(summary)
	body.Add(widget.NewSeparator())
	body.Add(buttons)
	g.popup = widget.NewModalPopUp(container.NewPadded(body), g.win.Canvas())
	g.popup.Show()
}

// gameOverFacts is the end of the game in numbers and names: the round reached, the cards
// lost by each adventurer, the creatures defeated and in the Horde.
func gameOverFacts(m *Model) []string {
	s := m.State()
	defeated := 0
	for _, e := range m.Session().History() {
		for _, ev := range e.Events {
			if ev.Kind == game.EventDefeated {
				defeated++
			}
		}
	}
	reached := lang.L("Round reached: {{.N}} of {{.Last}}", map[string]any{"N": s.Round, "Last": game.LastRound(s)})
	facts := []string{reached}
	lost, total := 0, 0
	var who []string
	for _, a := range s.Adventurers {
		var names []string
		for _, sl := range a.Slots {
			total++
			if sl.Exhausted {
				names = append(names, cardName(sl.Card))
			}
		}
		lost += len(names)
		if len(names) > 0 {
			who = append(who, "  "+lang.L("{{.Adventurer}}: {{.Cards}}", map[string]any{"Adventurer": advName(a.ID), "Cards": strings.Join(names, ", ")}))
		}
	}
	// The cards lost as the Statistics count them (each exhaustion over the game, a card
	// refreshed and lost again twice), then those exhausted now.
	if g, _, err := stats.FromRecord(m.Session().ID(), m.Session().Record(), time.Now()); err == nil {
		facts = append(facts, lang.L("Ability cards lost: {{.N}}", map[string]any{"N": g.CardsLost}))
	}
	facts = append(facts, lang.L("Exhausted at the end: {{.N}} of {{.Total}}", map[string]any{"N": lost, "Total": total}))
	facts = append(facts, who...)
	facts = append(facts,
		lang.L("Creatures defeated: {{.N}}", map[string]any{"N": defeated}),
		lang.L("Creatures in the Horde: {{.N}}", map[string]any{"N": len(s.Horde)}),
		lang.L("Moves: {{.N}}", map[string]any{"N": s.Moves}))
	return facts
}

func (g *gameOverScreen) hide() {
	if g.popup != nil {
		g.popup.Hide()
		g.popup = nil
	}
}

// back closes the screen to look at the table; the side panel can show it again.
func (g *gameOverScreen) back() {
	g.closed = g.model.State().Hash()
	g.hide()
}

// toNewGame closes the screen and opens the New game dialog.
func (g *gameOverScreen) toNewGame() {
	g.back()
	if g.newGame != nil {
		g.newGame()
	}
}

// replay starts the same game again: the same start (options and seed, or scenario), none of
// the moves. The state's own options are not enough: choices the setup made are filled in there.
func (g *gameOverScreen) replay() {
	rec := g.model.Session().Record()
	rec.Moves, rec.Hash, rec.ID = []string{}, "", session.NewID() // a new attempt at the same deal
	sess, err := session.FromRecord(rec)
	if err != nil {
		showError(g.win, err, nil)
		return
	}
	g.hide()
	g.model.Replace(sess, func() string { return lang.L("The same game begins again.") })
}
