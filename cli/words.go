package cli

import (
	"fmt"
	"strings"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/internal/say"
	"setawatch/story"
)

// Told is what a move did, as the log tells it: one sentence per event worth telling, or the
// move itself when nothing was.
func Told(m game.Move, events []game.Event) []say.Msg {
	var out []say.Msg
	for _, e := range events {
		if msg, ok := story.Event(e); ok {
			out = append(out, msg)
		}
	}
	if len(out) == 0 {
		out = append(out, say.M("\"{{.Move}}\": nothing else happens.", "Move", say.Raw(m.String())))
	}
	return out
}

// LogText is the log of the moves applied, one sentence a line.
func LogText(told []say.Msg, sp *say.Speaker) string {
	if len(told) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(sp.Say(say.M("What happened:")) + "\n")
	for _, m := range told {
		fmt.Fprintf(&b, "  - %s\n", sp.Say(m))
	}
	return b.String()
}

// HintText is the Hint for the table: in the Watch, the expert bot's first move when the plan
// does not start with it, then the plan, a step a line, or why there is none; for any other
// decision, the expert bot's move and why.
func HintText(s *game.State, sp *say.Speaker) string {
	if !game.Fighting(s) {
		return adviceText(s, sp)
	}
	advice, err := bot.Hint(s)
	if err != nil {
		return sp.Say(say.M("Hint: {{.Reason}}", "Reason", err)) + "\n"
	}
	var b strings.Builder
	if !advice.Planned {
		b.WriteString(sp.Say(say.M("Hint: first {{.Move}}", "Move", say.Raw(advice.Move.String()))) + "\n")
	}
	if plan := advice.Plan; len(plan.Moves) == 0 {
		b.WriteString(sp.Say(say.M("Hint: no plan helps now; ending the Watch is as good as anything.")) + "\n")
	} else {
		b.WriteString(sp.Say(say.M("Hint: the plan defeats {{.N}} creatures", "N", plan.Defeated)) + " " +
			sp.Say(say.M("and exhausts {{.N}} ability cards:", "N", plan.CardsExhausted)) + "\n")
		for i, m := range plan.Explanation {
			fmt.Fprintf(&b, "  %d. %s\n", i+1, sp.Say(m))
		}
	}
	for _, m := range advice.Words() {
		b.WriteString(sp.Say(m) + "\n")
	}
	return b.String()
}

// adviceText is the Hint outside the Watch's fighting: the expert bot's move in notation, why,
// and how sure it is.
func adviceText(s *game.State, sp *say.Speaker) string {
	advice, err := bot.Hint(s)
	if err != nil {
		return sp.Say(say.M("Hint: the expert bot has no move to suggest here.")) + "\n"
	}
	var b strings.Builder
	b.WriteString(sp.Say(say.M("Hint: {{.Move}}", "Move", say.Raw(advice.Move.String()))) + "\n")
	for _, m := range advice.Words() {
		b.WriteString(sp.Say(m) + "\n")
	}
	return b.String()
}
