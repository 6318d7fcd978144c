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
	"setawatch/ui/look"
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

// answerLabel is one answer to the pending task in words: the engine's (game.AnswerWords).
func answerLabel(s *game.State, answer game.Answer) string {
	return speak(game.AnswerWords(s, answer))
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
// when the answer is a location. Taking it submits through confirm; its keyboard place is kept
// by focus.
func answerWidget(confirm *confirmer, focus *focusKeeper, s *game.State, i int, m game.Move) fyne.CanvasObject {
	text := wrapAnswer(describeMoveOn(s, m))
	b := newEnterButton(text, func() { confirm.submit(m) })
	if !strings.Contains(text, "\n") {
		// (A button centres each line of a longer text within its widest: those stay centred.)
		b.Alignment = widget.ButtonAlignLeading
	}
	focus.keep("answer/"+strconv.Itoa(i), b)
	facts := ""
	if m.Answer != nil {
		facts = locationFacts(m.Answer.Card)
	}
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
	width := answerLineWidth * look.Scale(fyne.CurrentApp())
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
