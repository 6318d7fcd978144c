package story

import (
	"setawatch/game"
	"setawatch/internal/say"
)

// pocketEvent tells the events of Pocket Watch.
func pocketEvent(e game.Event, d []any) (say.Msg, bool) {
	switch e.Kind {
	case game.EventLocationRoll:
		return say.M("The d8 rolls {{.N}}: the next location is {{.Card}}.", d...), true
	case game.EventCreaturesShuffled:
		return say.M("The creatures are shuffled into a new deck of {{.N}} cards.", d...), true
	case game.EventUnhallowedRises:
		if e.Value > 0 {
			return say.M("{{.Card}} rises: its skull {{.N}} matches this round.", d...), true
		}
		return say.M("{{.Card}} rises.", d...), true
	case game.EventHordeJoins:
		return say.M("The Horde joins the Line; {{.N}} left on the Horde counter.", d...), true
	case game.EventHordeReturns:
		return say.M("A card of the Horde comes back to the Line; {{.N}} left on the Horde counter.", d...), true
	case game.EventReleased:
		return say.M("The {{.Adv}} releases {{.Card}} to the Graveyard.", d...), true
	}
	return say.Msg{}, false
}
