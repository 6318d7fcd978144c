package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/internal/say"
	"setawatch/ui/widgets"
)

// prefConfirm is the preference key that turns off the questions asked before a move that loses
// a card or the game ("off"); anything else asks.
const prefConfirm = "confirm"

// keyedDialog is an open dialog that Enter and Esc answer: Esc cancels, Enter does enter.
type keyedDialog struct {
	d     dialog.Dialog
	enter func()
}

// openDialogs are the dialogs open over each window's canvas, the newest last.
var openDialogs = map[fyne.Canvas][]*keyedDialog{}

// showKeyed shows a dialog over w that Esc closes and Enter answers with enter (nil: close).
func showKeyed(w fyne.Window, d dialog.Dialog, enter func()) {
	if w == nil {
		return
	}
	c := w.Canvas()
	kd := &keyedDialog{d: d, enter: enter}
	if kd.enter == nil {
		kd.enter = d.Hide
	}
	widgets.HideToolTips(c)
	openDialogs[c] = append(openDialogs[c], kd)
	d.SetOnClosed(func() {
		openDialogs[c] = slices.DeleteFunc(openDialogs[c], func(o *keyedDialog) bool { return o == kd })
		if len(openDialogs[c]) == 0 {
			delete(openDialogs, c)
		}
	})
	d.Show()
}

// questionOpen reports whether a dialog or a menu of moves is open over the window: the
// shortcuts that open a dialog (Hint, New game) wait for its answer, one question at a time.
func questionOpen(w fyne.Window) bool { return w != nil && w.Canvas().Overlays().Top() != nil }

// dialogKey lets the newest open dialog over c answer Esc or Enter; it reports whether it did.
func dialogKey(c fyne.Canvas, e *fyne.KeyEvent) bool {
	open := openDialogs[c]
	if len(open) == 0 {
		return false
	}
	top := open[len(open)-1]
	switch e.Name {
	case fyne.KeyEscape:
		top.d.Hide()
	case fyne.KeyReturn, fyne.KeyEnter:
		top.enter()
	}
	return true
}

// showMessage shows a message that Esc and Enter close.
func showMessage(w fyne.Window, title, text string) {
	showKeyed(w, dialog.NewInformation(title, text, w), nil)
}

// showError shows an error that Esc and Enter close; then runs after, if any.
func showError(w fyne.Window, err error, after func()) {
	d := dialog.NewError(err, w)
	if after != nil {
		d.SetOnClosed(after)
	}
	showKeyed(w, d, nil)
}

// confirmer plays the moves the player chooses on the table, asking first about one that loses
// a card or the game.
type confirmer struct {
	model *Model
	win   fyne.Window
	// askFirst asks before a move that loses a card or the game (a setting turns it off).
	askFirst bool
}

// submit plays a move the player chose on the table, after asking when it loses a card or the
// game.
func (c *confirmer) submit(m game.Move) {
	title, question, ok := c.risk(m)
	if !ok || !c.askFirst {
		_ = c.model.Submit(m)
		return
	}
	c.ask(title, question, describeMoveOn(c.model.State(), m), func() { _ = c.model.Submit(m) })
}

// ask asks a yes-or-no question; yes runs do. Enter answers yes, Esc no.
func (c *confirmer) ask(title, question, yes string, do func()) {
	if c.win == nil {
		return
	}
	widgets.DropToolTip(keyPressed)
	d := dialog.NewConfirm(title, question, func(ok bool) {
		if ok {
			do()
		}
	}, c.win)
	d.SetConfirmText(yes)
	d.SetDismissText(lang.L("Cancel"))
	d.SetConfirmImportance(widget.DangerImportance)
	showKeyed(c.win, d, d.Confirm)
}

// risk says why a move deserves a question first: it loses the game, exhausts an ability card,
// sends a creature to the Horde, or ends the Watch while dice could still fight.
func (c *confirmer) risk(m game.Move) (title, question string, ok bool) {
	s := c.model.State()
	if m.Verb == game.VerbEnd && s.Phase == game.PhaseWatch {
		return c.endWatchRisk(s)
	}
	after, _, err := game.Apply(s, m)
	if err != nil {
		return "", "", false // refused: the engine says why, nothing is lost
	}
	if after.Over() && after.Result != "won" {
		return lang.L("Lose the game?"), lang.L("This move loses the game: {{.Reason}}.", map[string]any{"Reason": reasonText(after.Reason)}), true
	}
	switch m.Verb {
	case game.VerbExhaust:
		if carrier := itemCarrier(s, m.Card); carrier != "" {
			return lang.L("Use the Item?"), speak(say.M("The {{.Adv}} exhausts {{.Card}} to use it: the Item is spent until the {{.Adv}} rests in camp.",
				"Adv", say.Adv(carrier), "Card", say.Card(m.Card))), true
		}
		return lang.L("Exhaust a card?"), speak(say.M("The {{.Adv}} exhausts {{.Card}} to use it: the card is lost until it is refreshed.",
			"Adv", say.Adv(cardOwner(m.Card)), "Card", say.Card(m.Card))), true
	case game.VerbFire:
		return lang.L("Exhaust a card?"), speak(say.M("The {{.Adv}} exhausts {{.Card}} for +{{.N}} firewood: the card is lost until it is refreshed.",
			"Adv", say.Adv(cardOwner(m.Card)), "Card", say.Card(m.Card), "N", game.FireFirewood(s))), true
	}
	return "", "", false
}

// endWatchRisk asks before the Watch ends, with the engine's forecast: what the Line's damage
// and powers would take, from what the players see (the table's hidden cards are not looked at).
func (c *confirmer) endWatchRisk(s *game.State) (title, question string, ok bool) {
	f := game.ForecastEndWatch(s)
	if !f.Valid || len(s.Line) == 0 {
		return "", "", false
	}
	question = speak(f.Words()) + "."
	if f.Loses {
		return lang.L("Lose the game?"), question, true
	}
	// The forecast's creatures are the Line's face-up cards, those still standing.
	if dice := c.diceThatCanFight(); dice > 0 && len(f.Creatures) > 0 {
		return lang.L("End the Watch?"), lang.N("{{.N}} dice can still be used, and every card of the Line goes to the Horde, where its damage exhausts ability cards.",
			dice, map[string]any{"N": dice}) + "\n" + question, true
	}
	return "", "", false
}

// diceThatCanFight counts the free dice that have a legal attack or ability use now.
func (c *confirmer) diceThatCanFight() int {
	seen := map[game.DieSpec]bool{}
	for _, m := range c.model.Legal() {
		if (m.Verb == game.VerbAttack || m.Verb == game.VerbUse) && len(m.Dice) > 0 {
			seen[m.Dice[0]] = true
		}
	}
	return len(seen)
}

// itemCarrier is the adventurer who carries an Item, or "" when no one does.
func itemCarrier(s *game.State, card string) string {
	for _, a := range s.Adventurers {
		for _, it := range a.Items {
			if it.Card == card {
				return a.ID
			}
		}
	}
	return ""
}

// cardOwner is the adventurer an ability card belongs to.
func cardOwner(card string) string {
	if c := catalog().Cards[card]; c != nil {
		return c.Adventurer
	}
	return ""
}

// reasonText is the engine's reason for a lost game in the interface's language.
func reasonText(reason string) string {
	switch reason {
	case "every ability card was exhausted in the final round":
		return lang.L("every ability card was exhausted in the final round")
	case "every adventurer on Watch is exhausted: the party has fallen":
		return lang.L("every adventurer on Watch is exhausted")
	case "the campfire went out and nobody could exhaust a card to feed it":
		return lang.L("the campfire went out and nobody could exhaust a card to feed it")
	case "a Summon was revealed and the Unhallowed deck is empty":
		return lang.L("a Summon was revealed and the Unhallowed deck is empty")
	}
	return reason
}
