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

	"setawatch/bot"
	"setawatch/game"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// cardTextWindow is the window card texts open over; set by the main window.
var cardTextWindow fyne.Window

// showCardText opens a card's full text in a larger view, for those who do not hover.
func showCardText(card string) {
	c := NewCardView(card, cardName(card), fyne.Size{})
	showCardView(c)
}

// largeCardSize is the enlarged card's size at scale 1: as tall as a 1280x800 window allows
// beside its dialog's title and button.
var largeCardSize = fyne.NewSize(300, 470)

// largeCard is a card drawn large: the same frame, title, picture and badges as on the table,
// with its whole text.
func largeCard(c *CardView) *CardView {
	text := c.Details
	if text == "" && c.Card != "" {
		text = cardDetails(c.Card)
	}
	lines := strings.Split(text, "\n")
	if len(lines) > 1 && lines[0] == c.Title {
		lines = lines[1:] // the name is on the title's band already
	}
	k := look.Scale(fyne.CurrentApp())
	big := &CardView{Card: c.Card, Title: c.Title, Lines: lines, Frame: c.Frame,
		Picture: c.Picture, Health: c.Health, Damage: c.Damage, FaceDown: c.FaceDown, Scale: 1.5 * k,
		Minimum: fyne.NewSize(largeCardSize.Width*k, largeCardSize.Height*k)}
	big.ExtendBaseWidget(big)
	return big
}

// showCardView opens the card itself, large, over the window (right-click, I, or a tap with no
// die chosen); a text too long for the window scrolls.
func showCardView(c *CardView) {
	if cardTextWindow == nil {
		return
	}
	big := largeCard(c)
	var content fyne.CanvasObject = container.NewCenter(big)
	room := cardTextWindow.Canvas().Size().Height * 0.8
	if need := big.MinSize().Height; need > room && room > 0 {
		content = container.NewGridWrap(fyne.NewSize(big.MinSize().Width+theme.Padding()*3, room), container.NewVScroll(content))
	}
	showKeyed(cardTextWindow, dialog.NewCustom(c.Title, lang.L("Close"), content, cardTextWindow), nil)
}

// HintText is the Hint in words: in the Watch, the expert bot's next move, the rest of the plan
// it weighed that move against, and how sure it is; for any other decision (the camper, the
// camp's dice, the Merchant, a prompt), the expert bot's move and why.
func HintText(s *game.State) (next game.Move, text string, ok bool) {
	if !game.Fighting(s) {
		return adviceText(s)
	}
	advice, err := bot.Hint(s)
	if err != nil {
		return game.Move{}, lang.L("No hint: {{.Reason}}", map[string]any{"Reason": speakErr(err)}), false
	}
	var b strings.Builder
	defer func() {
		for _, m := range advice.Words() {
			text += "\n\n" + speak(m)
		}
	}()
	plan := advice.Plan
	if !advice.Planned {
		// A move the plan does not start with: the plan from after it is asked for again.
		return advice.Move, lang.L("Next: {{.Move}}", map[string]any{"Move": describeMoveOn(s, advice.Move)}), true
	}
	if len(plan.Moves) == 0 {
		// Play it then ends the Watch, as the words say.
		return game.Move{Verb: game.VerbEnd}, lang.L("No plan helps now: ending the Watch is as good as anything."), true
	}
	b.WriteString(lang.L("Next: {{.Move}}", map[string]any{"Move": describeMoveOn(s, plan.Moves[0])}))
	b.WriteString("\n\n" + lang.N("The whole plan defeats {{.N}} creatures", plan.Defeated, map[string]any{"N": plan.Defeated}) +
		" " + lang.N("and exhausts {{.N}} ability cards:", plan.CardsExhausted, map[string]any{"N": plan.CardsExhausted}))
	// Each step in words, named on the table it will be played on.
	st := s
	for i, m := range plan.Moves {
		fmt.Fprintf(&b, "\n%d. %s", i+1, describeMoveOn(st, m))
		if next, _, err := game.Apply(st, m); err == nil {
			st = next
		}
	}
	return plan.Moves[0], b.String(), true
}

// adviceText is the Hint outside the Watch's fighting: the expert bot's move, why, and how
// sure it is.
func adviceText(s *game.State) (game.Move, string, bool) {
	advice, err := bot.Hint(s)
	if err != nil {
		return game.Move{}, lang.L("The expert bot has no move to suggest here."), false
	}
	var b strings.Builder
	b.WriteString(lang.L("Next: {{.Move}}", map[string]any{"Move": describeMoveOn(s, advice.Move)}))
	for _, m := range advice.Words() {
		b.WriteString("\n\n" + speak(m))
	}
	return advice.Move, b.String(), true
}

// hintSize is the room of the Hint's words: as tall as they need at the dialog's width, from
// a few lines to a scrolled page.
func hintSize(label *widget.Label) fyne.Size {
	const width, least, most = 460, 90, 360
	label.Resize(fyne.NewSize(width, most))
	return fyne.NewSize(width, min(max(label.MinSize().Height, least), most))
}

// showHint shows the Hint (see HintText): the next move, with the rest of the Watch's plan or
// the expert bot's reasons below it, and a button to play the move.
// Only one Hint shows at a time: asking again while it is open does nothing. Enter plays the
// move, Esc closes.
func (t *Table) showHint() {
	back := keyPressed // where the keyboard goes back to when the Hint closes
	keyPressed = nil
	widgets.DropToolTip(back)
	if t.hint != nil || t.win == nil || questionOpen(t.win) {
		return
	}
	if t.model.State().Over() {
		t.model.SetNoticeWords(func() string { return lang.L("The game is over: there is no move to hint.") }, false)
		return
	}
	next, text, ok := HintText(t.model.State())
	label := widget.NewLabel(text)
	label.Wrapping = fyne.TextWrapWord
	body := container.NewGridWrap(hintSize(label), container.NewVScroll(label))
	var d dialog.Dialog
	var enter func() // Enter closes the hint, or plays it
	if !ok {
		d = dialog.NewCustom(lang.L("Hint"), lang.L("Close"), body, t.win)
		enter = func() { d.Hide() }
	} else {
		c := dialog.NewCustomConfirm(lang.L("Hint"), lang.L("Play it"), lang.L("Close"), body, func(play bool) {
			if play {
				t.confirm.submit(next)
			}
		}, t.win)
		d, enter = c, c.Confirm
	}
	t.hint = d
	d.SetOnClosed(func() {
		t.hint = nil
		if back != nil && usable(back) {
			t.win.Canvas().Focus(back)
		}
	})
	showKeyed(t.win, d, enter)
}
