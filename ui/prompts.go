package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/internal/say"
)

// The pending decision in words: its question, and each answer as a sentence a player reads.

// promptText is the question the pending task asks, in the interface's language: the engine
// says it as a message.
func promptText(_ *game.State, pr *game.Prompt) string {
	if pr.Msg.Key == "" {
		return pr.Text
	}
	return speak(pr.Msg)
}

// answerLabel is one answer to the pending task in words.
func answerLabel(s *game.State, answer string) string {
	t := s.Pending()
	kind := ""
	if t != nil {
		kind = t.Kind
	}
	switch kind {
	case game.TaskFireZero, game.TaskExhaust, game.TaskSummon:
		return speak(say.M("The {{.Adv}} exhausts {{.Card}}", "Adv", say.Adv(cardOwner(answer)), "Card", say.Card(answer)))
	case game.TaskRefresh, game.TaskHeal:
		return speak(say.M("The {{.Adv}} refreshes {{.Card}}", "Adv", say.Adv(cardOwner(answer)), "Card", say.Card(answer)))
	case game.TaskScout:
		top, bottom, _ := strings.Cut(answer, "/")
		return lang.L("On top: {{.Top}}; at the bottom: {{.Bottom}}", map[string]any{"Top": cardList(top), "Bottom": cardList(bottom)})
	case game.TaskEquip, game.TaskMonolith, game.TaskMultiTalented:
		out, in, _ := strings.Cut(answer, ">")
		d := map[string]any{"A": cardName(out), "B": cardName(in)}
		switch kind {
		case game.TaskEquip:
			return lang.L("Put away {{.A}}, equip {{.B}}", d)
		case game.TaskMonolith:
			return lang.L("Refresh {{.A}}, exhaust {{.B}}", d)
		}
		return lang.L("Give {{.A}}, take {{.B}}", d)
	case game.TaskBolster:
		if answer == game.AnswerNone {
			return lang.L("Reroll nothing")
		}
		return lang.L("Reroll {{.Dice}}", map[string]any{"Dice": strings.ReplaceAll(answer, "+", ", ")})
	case game.TaskSetTrap:
		if answer == game.AnswerNone {
			return lang.L("No, keep the trap")
		}
		return lang.L("Yes, strike {{.Card}}", map[string]any{"Card": cardName(answer)})
	}
	if answer == game.AnswerNone {
		return lang.L("None")
	}
	if adv, value, ok := strings.Cut(answer, ":"); ok {
		if n, err := strconv.Atoi(value); err == nil {
			who := say.Adv(adv)
			switch kind {
			case game.TaskOutpost:
				return speak(say.M("Turn the {{.Adv}}'s {{.N}} into a {{.M}}", "Adv", who, "N", n, "M", n+1))
			case game.TaskCatacombs, game.TaskReroll:
				return speak(say.M("Reroll the {{.Adv}}'s {{.N}}", "Adv", who, "N", n))
			}
			return speak(say.M("The {{.Adv}}'s {{.N}}", "Adv", who, "N", n))
		}
	}
	if _, ok := catalog().Adventurers[answer]; ok {
		return speak(say.M("The {{.Adv}}", "Adv", say.Adv(answer)))
	}
	return argLabel(s, answer)
}

// cardList names cards given as "a,b" in order, or says there are none.
func cardList(list string) string {
	if list == "" {
		return lang.L("none")
	}
	var names []string
	for _, c := range strings.Split(list, ",") {
		names = append(names, cardName(c))
	}
	return strings.Join(names, ", ")
}

// locationFacts is a location's numbers and text in one block, for choosing between locations.
func locationFacts(id string) string {
	c := catalog().Cards[id]
	if c == nil || c.Kind != game.KindLocation {
		return ""
	}
	fw := signed(c.Firewood)
	if c.FirewoodSpecial {
		fw = "*"
	}
	facts := locationKindLabel(c.LocationKind) + " · " + lang.L("Firewood {{.N}}", map[string]any{"N": fw}) +
		" · " + lang.L("Creatures {{.N}}", map[string]any{"N": strconv.Itoa(c.Creatures)})
	if text := c.Text.In(currentLanguage); text != "" {
		facts += "\n" + text
	}
	return facts
}

// answerWidget is the control for one answer: a button, with the location's details above it
// when the answer is a location.
func (t *Table) answerWidget(s *game.State, i int, m game.Move) fyne.CanvasObject {
	answer := strings.Join(m.Args, " ")
	label := answerLabel(s, answer)
	if text := swordsMoveText(s, m); text != "" {
		label = text
	}
	text := wrapAnswer(label)
	b := newEnterButton(text, func() { t.submit(m) })
	if !strings.Contains(text, "\n") {
		// (A button centres each line of a longer text within its widest: those stay centred.)
		b.Alignment = widget.ButtonAlignLeading
	}
	t.focus.keep("answer/"+strconv.Itoa(i), b)
	facts := locationFacts(answer)
	if facts == "" {
		return b
	}
	l := widget.NewLabel(facts)
	l.Wrapping = fyne.TextWrapWord
	return container.NewVBox(b, l)
}

// answerLineWidth is the widest line of an answer's button: a longer answer (Scout Ahead's, with
// two creatures named) goes on more lines rather than widen the side panel, which would narrow
// the table or, on a small window, push the answer's end out of sight.
const answerLineWidth = 260

// wrapAnswer breaks an answer's words into lines no wider than answerLineWidth (at the window's
// scale, as the text is) in the buttons' bold text.
func wrapAnswer(text string) string {
	style, size := fyne.TextStyle{Bold: true}, theme.TextSize()
	width := answerLineWidth * appScale(fyne.CurrentApp())
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		longer := word
		if line != "" {
			longer = line + " " + word
		}
		if line != "" && fyne.MeasureText(longer, size, style).Width > width {
			lines, line = append(lines, line), word
			continue
		}
		line = longer
	}
	return strings.Join(append(lines, line), "\n")
}
