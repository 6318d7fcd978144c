package bot

import (
	"setawatch/game"
)

// Figure is what Compare's estimates are.
type Figure string

const (
	// FigureWin is the party's chance to win, as the Hint reckons it: the expert bot's games
	// were measured on the game's box and difficulty (ExpertFromRound).
	FigureWin Figure = "win"
	// FigureThrough is, where they were not, the share of the tables on which the party was
	// still in play at the playouts' horizon, or won: no chance to win.
	FigureThrough Figure = "through"
)

// FigureFor is the figure Compare estimates for a game set up with o.
func FigureFor(o game.Options) Figure {
	if _, ok := measuredScale(o); ok {
		return FigureWin
	}
	return FigureThrough
}

// Compare estimates, on the same n tables dealt from the players' view of s, the party's
// chance after each of moves, each played first and then out with the playouts' policy; with
// no moves, one estimate, the playouts' policy played from the view. Every playout runs to
// the start of the round after next, stopping at the final round's start (in the final round,
// to the game's end), so that what a move costs in the Watch shows in the next camp and
// Watch. The outcomes are valued as the Hint's chance to win (chanceScale) where the expert
// bot's games were measured, figure FigureWin; elsewhere each estimate is the share of tables
// still in play at that horizon, or won, figure FigureThrough (FigureFor). Playing every move
// on the same tables keeps the tables' luck out of the differences. salt picks the tables:
// the same view and salt deal the same ones. A table that refuses one of the moves (a
// face-down card decided it) is left out for all. ok is false when the game is over or no
// table allowed every move.
func Compare(s *game.State, moves []game.Move, n int, salt uint64) (after []float64, figure Figure, ok bool) {
	if s.Over() {
		return nil, "", false
	}
	scale, measured := measuredScale(s.Options)
	figure = FigureThrough
	if measured {
		figure = FigureWin
	}
	view := game.PlayerView(s)
	seed := game.ViewSeed(view) ^ salt
	until := view.Round + 2
	final := game.FinalRound(view)
	outs := make([][]outcome, max(1, len(moves)))
	withFewerCollections(func() {
		p := playouts.Get().(*game.Playout)
		defer playouts.Put(p)
		tables := make([]outcome, len(outs))
	deal:
		for t := range n {
			det := game.Determinize(view, mix(seed^0xc0a7, t))
			for i := range outs {
				p.Reset(det)
				if i < len(moves) {
					if err := p.Play(moves[i]); err != nil {
						continue deal
					}
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
		return nil, "", false
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
	if !measured {
		chance = throughShare
	}
	after = make([]float64, len(outs))
	for i := range outs {
		after[i] = chance(outs[i])
	}
	return after, figure, true
}

// throughShare is the share of outcomes still in play, or won.
func throughShare(outs []outcome) float64 {
	through := 0
	for _, o := range outs {
		if !o.over || o.won {
			through++
		}
	}
	return float64(through) / float64(max(1, len(outs)))
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
