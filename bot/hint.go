package bot

import (
	"math"

	"setawatch/game"
	"setawatch/internal/say"
)

// HintPlayouts is the Hint's budget: it keeps a Hint well under a fifth of a second.
const HintPlayouts = 48

// Hint is the expert's advice for the table in s, with its seed taken from the table so the
// same table always gets the same Hint.
func Hint(s *game.State) (Advice, error) {
	return Advise(s, HintPlayouts, uint64(s.Moves)+0x41)
}

// Words says the advice as messages for either language: why the expert plays a card before
// any plan, then how sure it is.
func (a Advice) Words() []say.Msg {
	var out []say.Msg
	if !a.Planned {
		out = append(out, say.M("The expert bot plays this before any plan: its worth lies in cards not yet seen, which a plan cannot count on. Ask again after it."))
	}
	percent := int(math.Round(100 * a.Through))
	return append(out, say.M("The party gets through this round on {{.Percent}}% of {{.Tables}} tables dealt from what you see (the expert bot's playouts).",
		"Percent", percent, "Tables", a.Tables))
}
