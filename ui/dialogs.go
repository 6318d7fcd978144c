package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/solver"
)

// cardTextWindow is the window card texts open over; set by the main window.
var cardTextWindow fyne.Window

// showCardText opens a card's full text in a larger view, for those who do not hover.
func showCardText(card string) {
	showText(cardName(card), cardDetails(card))
}

// showText opens a titled text in a dialog.
func showText(title, body string) {
	if cardTextWindow == nil {
		return
	}
	text := widget.NewLabel(body)
	text.Wrapping = fyne.TextWrapWord
	box := container.NewGridWrap(fyne.NewSize(380, 240), container.NewVScroll(text))
	dialog.NewCustom(title, lang.L("Close"), box, cardTextWindow).Show()
}

// HintText is the solver's plan for the Watch in words: the next move first.
func HintText(s *game.State) (next game.Move, text string, ok bool) {
	plan, err := solver.Solve(s)
	if err != nil || len(plan.Moves) == 0 {
		msg := lang.L("No plan helps now: ending the Watch is as good as anything.")
		if err != nil {
			msg = lang.L("No hint: {{.Reason}}", map[string]any{"Reason": err.Error()})
		}
		return game.Move{}, msg, false
	}
	var b strings.Builder
	b.WriteString(lang.L("Next: {{.Move}}", map[string]any{"Move": describeMoveOn(s, plan.Moves[0])}))
	b.WriteString("\n\n" + lang.L("The whole plan defeats {{.N}} creature(s) and exhausts {{.C}} card(s):",
		map[string]any{"N": plan.Defeated, "C": plan.CardsExhausted}))
	for i, m := range plan.Moves {
		line := m.String()
		if i < len(plan.Explanation) {
			line = plan.Explanation[i]
		}
		fmt.Fprintf(&b, "\n%d. %s", i+1, line)
	}
	return plan.Moves[0], b.String(), true
}

// showHint shows the next move of the best plan, with the rest of the plan below it and a
// button to play the next move.
func (t *Table) showHint() {
	next, text, ok := HintText(t.model.State())
	label := widget.NewLabel(text)
	label.Wrapping = fyne.TextWrapWord
	body := container.NewGridWrap(fyne.NewSize(460, 260), container.NewVScroll(label))
	if !ok {
		dialog.NewCustom(lang.L("Hint"), lang.L("Close"), body, t.win).Show()
		return
	}
	dialog.NewCustomConfirm(lang.L("Hint"), lang.L("Play it"), lang.L("Close"), body, func(play bool) {
		if play {
			_ = t.model.Submit(next)
		}
	}, t.win).Show()
}

// showGameOver tells how the game ended, with a summary and the way to a new game.
func (t *Table) showGameOver(newGame func()) {
	s := t.model.State()
	title := lang.L("Victory")
	if s.Result != "won" {
		title = lang.L("Defeat")
	}
	defeated, exhausted := 0, 0
	for _, e := range t.model.Session().History() {
		for _, ev := range e.Events {
			switch ev.Kind {
			case "defeated":
				defeated++
			case "exhausted":
				exhausted++
			}
		}
	}
	summary := widget.NewLabel(strings.Join([]string{
		statusLine(s),
		lang.L("Rounds played: {{.N}} of 9", map[string]any{"N": s.Round}),
		lang.L("Creatures defeated: {{.N}}", map[string]any{"N": defeated}),
		lang.L("Ability cards exhausted along the way: {{.N}}", map[string]any{"N": exhausted}),
		lang.L("Creatures in the Horde: {{.N}}", map[string]any{"N": len(s.Horde)}),
		lang.L("Moves: {{.N}}", map[string]any{"N": s.Moves}),
	}, "\n"))
	summary.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(theme.ConfirmIcon())
	if s.Result != "won" {
		icon = widget.NewIcon(theme.CancelIcon())
	}
	body := container.NewBorder(nil, nil, icon, nil, summary)
	d := dialog.NewCustomConfirm(title, lang.L("New game"), lang.L("Close"), container.NewGridWrap(fyne.NewSize(420, 200), body),
		func(again bool) {
			if again && newGame != nil {
				newGame()
			}
		}, t.win)
	d.Show()
}
