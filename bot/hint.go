package bot

import (
	"math"
	"runtime/debug"
	"sync"

	"setawatch/game"
	"setawatch/internal/say"
)

// HintPlayouts is the Hint's budget: it keeps a Hint well under a fifth of a second.
const HintPlayouts = 48

// Hint is the expert's advice for the table in s, whatever the decision (the camper, the camp's
// dice, the Merchant, a prompt or the Watch), seeded from the players' view, so that tables
// the players cannot tell apart always get the same Hint.
func Hint(s *game.State) (a Advice, err error) {
	withFewerCollections(func() { a, err = Advise(s, HintPlayouts) })
	return a, err
}

// playoutGCPercent is the garbage collector's setting while the expert weighs a move or a Hint
// is worked out (see debug.SetGCPercent): playouts allocate a table a move and keep almost
// none, and at Go's default of 100 collecting took about 40% of the expert's time and half of
// a Hint on a long Line (docs/BOTS.md).
const playoutGCPercent = 400

// gcHold counts the playout runs going on and keeps the collector's setting from before the
// first.
var gcHold struct {
	sync.Mutex
	running, saved int
}

// withFewerCollections runs f with the collector set to playoutGCPercent, unless it was set
// higher or turned off, and puts the setting back when the last run going on ends.
func withFewerCollections(f func()) {
	gcHold.Lock()
	if gcHold.running == 0 {
		gcHold.saved = debug.SetGCPercent(playoutGCPercent)
		if gcHold.saved < 0 || gcHold.saved > playoutGCPercent {
			debug.SetGCPercent(gcHold.saved)
		}
	}
	gcHold.running++
	gcHold.Unlock()
	defer func() {
		gcHold.Lock()
		gcHold.running--
		if gcHold.running == 0 {
			debug.SetGCPercent(gcHold.saved)
		}
		gcHold.Unlock()
	}()
	f()
}

// Words says the advice as messages for either language: why the expert chose the move, then
// how sure it is.
func (a Advice) Words() []say.Msg {
	var out []say.Msg
	switch {
	case a.Watch && !a.Planned:
		out = append(out, say.M("The expert bot tried the plan's next move and the {{.N}} others allowed on the same tables dealt from what you see, where the creatures still face down are dealt too: this one did clearly better. Ask again after it for the plan from there.", "N", a.Weighed-1))
	case a.Watch && a.Weighed > 1:
		out = append(out, say.M("The expert bot tried the {{.N}} moves allowed on the same tables dealt from what you see; none did clearly better than the plan's next move.", "N", a.Weighed))
	case !a.Watch && a.Weighed > 1:
		out = append(out, say.M("The expert bot tried each of the {{.N}} moves allowed on the same tables dealt from what you see; none did clearly better than this one.", "N", a.Weighed))
	case !a.Watch:
		out = append(out, say.M("It is the only move allowed now."))
	}
	percent := func(share float64) int { return int(math.Round(100 * share)) }
	switch {
	case a.Ended:
		return append(out, say.M("The party wins on {{.Percent}}% of {{.Tables}} tables dealt from what you see, played to the end of the game by the expert bot's quick playouts: its chance to win from here, likely low, as they fight worse than the expert bot.",
			"Percent", percent(a.Won), "Tables", a.Tables))
	case a.Measured.Games > 0:
		return append(out,
			say.M("Chance to win the game from here: about {{.Percent}}% (between {{.Low}}% and {{.High}}%).",
				"Percent", percent(a.WinChance), "Low", percent(a.WinLow), "High", percent(a.WinHigh)),
			say.M("Reckoned from the expert bot's quick playouts of this move on {{.Tables}} tables dealt from what you see: a table won counts whole, a table lost nothing, and a table still in play the share of the expert bot's measured games that won from the round it reached ({{.Won}} of {{.Games}} there).",
				"Tables", a.Tables, "Won", a.Measured.Won, "Games", a.Measured.Games),
			a.HeldOut.words())
	case a.Rounds > 1:
		return append(out, say.M("The party gets through this round and the next on {{.Percent}}% of {{.Tables}} tables dealt from what you see (the expert bot's playouts).",
			"Percent", percent(a.Through), "Tables", a.Tables))
	}
	return append(out, say.M("The party gets through this round on {{.Percent}}% of {{.Tables}} tables dealt from what you see (the expert bot's playouts).",
		"Percent", percent(a.Through), "Tables", a.Tables))
}

// words say how far to trust the Hint's figure, from the games it was not made from.
func (h HeldOut) words() say.Msg {
	if h.Estimates == 0 {
		return say.M("It has not yet been checked against games it was not made from.")
	}
	return say.M("Checked on the expert bot's games it was not made from: {{.Estimates}} such figures, taken at each round's start, came within {{.Gap}} points of the share of those games won.",
		"Estimates", h.Estimates, "Gap", int(math.Ceil(100*h.Gap)))
}
