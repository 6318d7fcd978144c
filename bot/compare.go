package bot

import (
	"setawatch/game"
)

// Compare estimates the party's chance to win before a decision and after each of moves, the
// way WinChance does (the playouts' outcomes valued by ExpertFromRound, then recalibrated by
// ExpertRecalibration), on the same n tables dealt from the players' view of s: before, with
// the playouts' own policy from the view; after, each move played first. Every playout runs to
// the start of the round after next, as WinChance's do from a round's start (through the
// final round, to the game's end), so that what a move costs in the Watch shows in the next
// camp and Watch. Playing every move on the same tables keeps the tables' luck out of the
// differences. salt picks the tables: the same view and salt deal the same ones. A table that
// refuses one of the moves (a face-down card decided it) is left out for all. ok is false when
// the expert bot's games were not measured on that box and difficulty, or no table allowed
// every move.
func Compare(s *game.State, moves []game.Move, n int, salt uint64) (after []float64, ok bool) {
	scale, ok := measuredScale(s.Options)
	if !ok || s.Over() {
		return nil, false
	}
	view := game.PlayerView(s)
	seed := game.ViewSeed(view) ^ salt
	until := view.Round + 2
	final := game.FinalRound(view)
	outs := make([][]outcome, len(moves))
	withFewerCollections(func() {
		p := playouts.Get().(*game.Playout)
		defer playouts.Put(p)
		tables := make([]outcome, len(outs))
	deal:
		for t := range n {
			det := game.Determinize(view, mix(seed^0xc0a7, t))
			for i := range outs {
				p.Reset(det)
				if err := p.Play(moves[i]); err != nil {
					continue deal
				}
				var end *game.State
				if final {
					end = playOut(p, until).s
				} else {
					end = playToFinal(p, until)
				}
				tables[i] = outcome{over: end.Over(), won: end.Result == "won", round: end.Round}
			}
			for i := range outs {
				outs[i] = append(outs[i], tables[i])
			}
		}
	})
	if len(outs[0]) == 0 {
		return nil, false
	}
	// A table lost before this round ends counts nothing: the recalibration lifts the raw
	// estimate for the rounds the quick playouts play worse than the expert, not a loss the
	// move leads straight to (ending the Watch with more damage than ready cards would keep
	// its intercept, 16 points on Normal, otherwise).
	chance := func(outs []outcome) float64 {
		later := make([]outcome, 0, len(outs))
		for _, o := range outs {
			if !o.over || o.won || o.round > view.Round {
				later = append(later, o)
			}
		}
		if len(later) == 0 {
			return 0
		}
		c, _, _ := scale.chance(later)
		return c * float64(len(later)) / float64(len(outs))
	}
	after = make([]float64, len(moves))
	for i := range moves {
		after[i] = chance(outs[i])
	}
	return after, true
}

// playToFinal plays a table with the playouts' policy, as playOut does, until round until has
// begun and its first prompts are answered, the final round has begun, or the game ends, and
// returns the table it got to.
func playToFinal(p *game.Playout, until int) *game.State {
	s := p.State()
	for n := 0; n < maxPlayoutMoves && !s.Over(); n++ {
		if (s.Round >= until || game.FinalRound(s)) && s.Pending() == nil {
			break
		}
		if game.Fighting(s) {
			if !greedyAttack(p) {
				break
			}
		} else if m, err := policyMove(s); err == nil {
			_ = p.Play(m)
		} else {
			break
		}
		s = p.State()
	}
	return s
}
