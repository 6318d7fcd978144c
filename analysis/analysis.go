// Package analysis looks back over a game record with the expert bot: at each decision (a
// move where the party had a choice), the estimated chance to win before the move, after the
// move played and after the expert's own choice there, so that the moves that cost the game
// stand out. Every estimate is seeded from the players' view (game.ViewSeed), so a record's
// analysis is the same on any machine, whatever the number of jobs.
package analysis

import (
	"context"
	"errors"
	"math"
	"runtime"
	"slices"
	"sync"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/internal/say"
)

// Format names the analysis's file format and its version.
const Format = "setawatch-analysis/1"

// DefaultPlayouts is the tables dealt for each estimate, and the expert's budget for its
// choice. A whole game of some 150 moves takes under 20 s of one core with it
// (docs/ANALYSIS.md).
const DefaultPlayouts = 128

// tableNoise is the spread (standard deviation) of one table's part in an estimate of a
// figure: for the chance to win, as TestPlayoutNoise measures it (the same positions estimated
// on other tables spread by about tableNoise over the square root of the tables: 0.036 with
// 32, with the chances the expert's 384-playout games give), rounded up; for the share of tables got through, 0.5, the most a share
// can spread.
func tableNoise(f bot.Figure) float64 {
	if f == bot.FigureThrough {
		return 0.5
	}
	return 0.22
}

// Noise is how far an estimate of figure f made on n tables strays, as one standard deviation.
func Noise(f bot.Figure, n int) float64 { return tableNoise(f) / math.Sqrt(float64(max(1, n))) }

// Margin is the loss a decision can show by chance alone, with n tables: four standard
// deviations of the difference between two estimates as noisy as Noise(f, n), the expert's
// own choice (made on as few tables for each move it weighs) and the analysis's estimate. A
// loss above it is a mistake the playouts see; below, a matter of luck.
func Margin(f bot.Figure, n int) float64 { return 4 * math.Sqrt2 * Noise(f, n) }

// compareSalt picks the tables the moves played and chosen are compared on, apart from those
// the expert chose on.
const compareSalt = 0xa9a1

// Decision is one move of the record where the party had a choice.
type Decision struct {
	Index int        `json:"index"` // the move's place in the record's moves, from 0
	Move  string     `json:"move"`  // in notation
	Round int        `json:"round"`
	Phase game.Phase `json:"phase"`
	// Choices is how many different moves were allowed.
	Choices int `json:"choices"`
	// Chance is the expert's estimate of the chance to win before the move (the report's
	// Figure: for a game the expert bot's games were not measured on, the share of tables got
	// through); After, after the move played; Best is the expert's own move there, and
	// BestAfter the chance after it. After and BestAfter are reckoned on the same tables
	// (bot.Compare).
	Chance    float64 `json:"chance"`
	After     float64 `json:"after"`
	Best      string  `json:"best"`
	BestAfter float64 `json:"bestAfter"`
}

// Loss is what the move played cost against the expert's choice, as a share of the chance to
// win: below zero when the move played did better on the same tables.
func (d Decision) Loss() float64 { return d.BestAfter - d.After }

// Report is a record's analysis.
type Report struct {
	Format string `json:"format"`
	// Record is the hash of the table the record ends on, with its moves' count: an analysis
	// is kept for the record it was made of.
	Record   string `json:"record"`
	Moves    int    `json:"moves"`
	Playouts int    `json:"playouts"`
	// Figure is what the estimates are: bot.FigureWin, the chance to win, or where the expert
	// bot's games were not measured (another box or difficulty), bot.FigureThrough, the share
	// of tables on which the party was still in play two rounds later (see bot.Compare).
	Figure    bot.Figure `json:"figure"`
	Decisions []Decision `json:"decisions"`
	// Result is the game's end: "won", "lost", or "" for a game still in play.
	Result string `json:"result"`
}

// Options tune an analysis.
type Options struct {
	Playouts int // tables dealt for each estimate; DefaultPlayouts when 0
	Jobs     int // decisions weighed at once; all cores when 0
	// Progress, when set, is told how many decisions are done of how many, from any goroutine,
	// one call at a time.
	Progress func(done, total int)
}

// Margin is the loss a decision of the report can show by chance alone (see Margin).
func (r *Report) Margin() float64 { return Margin(r.Figure, r.Playouts) }

// Key is what an analysis is kept for: the record's final table and its moves' count.
func Key(rec *game.Record) (string, int, error) {
	s, err := rec.Replay()
	if err != nil {
		return "", 0, err
	}
	return s.Hash(), len(rec.Moves), nil
}

// Analyse weighs every decision of a record. It stops with ctx's error when ctx is done.
func Analyse(ctx context.Context, rec *game.Record, o Options) (*Report, error) {
	states, moves, err := replay(rec)
	if err != nil {
		return nil, err
	}
	if o.Playouts <= 0 {
		o.Playouts = DefaultPlayouts
	}
	if o.Jobs <= 0 {
		o.Jobs = runtime.GOMAXPROCS(0)
	}
	last := states[len(states)-1]
	r := &Report{Format: Format, Record: last.Hash(), Moves: len(moves), Playouts: o.Playouts, Result: last.Result,
		Figure:    bot.FigureFor(states[0].Options),
		Decisions: []Decision{}} // an empty list, never null, in JSON
	for i, m := range moves {
		if n := choices(states[i]); n > 1 {
			r.Decisions = append(r.Decisions, Decision{Index: i, Move: m.String(), Round: states[i].Round, Phase: states[i].Phase, Choices: n})
		}
	}
	var (
		mu   sync.Mutex
		done int
		wg   sync.WaitGroup
	)
	next := make(chan int)
	for range min(o.Jobs, max(1, len(r.Decisions))) {
		wg.Go(func() {
			for k := range next {
				d := &r.Decisions[k]
				weigh(d, states[d.Index], moves[d.Index], o.Playouts)
				mu.Lock()
				done++
				if o.Progress != nil {
					o.Progress(done, len(r.Decisions))
				}
				mu.Unlock()
			}
		})
	}
feed:
	for k := range r.Decisions {
		select {
		case next <- k:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return r, nil
}

// weigh fills in a decision's estimates.
func weigh(d *Decision, s *game.State, played game.Move, playouts int) {
	best := played
	if a, err := bot.Advise(s, playouts); err == nil {
		best = a.Move
	}
	d.Best = best.String()
	moves := []game.Move{played}
	if d.Best != d.Move {
		moves = append(moves, best)
	}
	after, _, ok := bot.Compare(s, moves, playouts, compareSalt)
	if !ok { // no dealt table allowed both: the move played alone, or else none
		d.Best = d.Move
		if after, _, ok = bot.Compare(s, moves[:1], playouts, compareSalt); !ok {
			after, _, _ = bot.Compare(s, nil, playouts, compareSalt)
		}
	}
	d.After, d.BestAfter = after[0], after[len(after)-1]
	d.Chance = max(d.After, d.BestAfter)
}

// After is the estimate of the chance after move m on s, as a decision's After is weighed
// (the same dealt tables); ok is false when no dealt table allowed m.
func After(s *game.State, m game.Move, playouts int) (after float64, ok bool) {
	estimates, _, ok := bot.Compare(s, []game.Move{m}, playouts, compareSalt)
	if !ok {
		return 0, false
	}
	return estimates[0], true
}

// Decides is whether the party has a choice on s: more than one different move allowed. Only
// such moves are decisions.
func Decides(s *game.State) bool { return choices(s) > 1 }

// choices counts the different moves allowed on a table.
func choices(s *game.State) int {
	seen := map[string]bool{}
	for _, m := range game.Legal(s) {
		seen[m.String()] = true
	}
	return len(seen)
}

// replay plays a record, keeping the table before each move and the one after the last.
func replay(rec *game.Record) ([]*game.State, []game.Move, error) {
	s, err := rec.Start()
	if err != nil {
		return nil, nil, err
	}
	states := []*game.State{s}
	moves := make([]game.Move, 0, len(rec.Moves))
	for i, text := range rec.Moves {
		m, err := game.ParseMove(text)
		if err == nil {
			s, _, err = game.Apply(s, m)
		}
		if err != nil {
			return nil, nil, &game.MoveError{Index: i, Move: text, Err: err}
		}
		states = append(states, s)
		moves = append(moves, m)
	}
	return states, moves, nil
}

// Costly is a decision that cost more than the estimates' noise, in words.
type Costly struct {
	Decision Decision
	Words    say.Msg
}

// Costliest lists the decisions of an analysis of rec that lost more than margin against the
// expert's choice, the costliest first, at most limit of them, each with its words.
func Costliest(rec *game.Record, r *Report, margin float64, limit int) ([]Costly, error) {
	states, moves, err := replay(rec)
	if err != nil {
		return nil, err
	}
	if len(moves) != r.Moves {
		return nil, errors.New("analysis: the record is not the one analysed")
	}
	var out []Costly
	for _, d := range r.Decisions {
		if d.Loss() <= margin || d.Index >= len(moves) {
			continue
		}
		best, err := game.ParseMove(d.Best)
		if err != nil {
			continue
		}
		s := states[d.Index]
		args := []any{"Round", d.Round, "Phase", PhaseWords(d.Phase), "Played", game.MoveWords(s, moves[d.Index]), "Best", game.MoveWords(s, best),
			"Points", percent(d.Loss()), "BestAfter", percent(d.BestAfter), "After", percent(d.After)}
		words := say.M("Round {{.Round}}, {{.Phase}}: “{{.Played}}” was played; with “{{.Best}}” instead the party keeps {{.Points}} points more of its chance to win ({{.BestAfter}}% rather than {{.After}}%).", args...)
		if r.Figure == bot.FigureThrough {
			words = say.M("Round {{.Round}}, {{.Phase}}: “{{.Played}}” was played; with “{{.Best}}” instead the party gets through on {{.Points}} points more of the tables ({{.BestAfter}}% rather than {{.After}}%).", args...)
		}
		out = append(out, Costly{d, words})
	}
	slices.SortStableFunc(out, func(a, b Costly) int {
		switch {
		case a.Decision.Loss() > b.Decision.Loss():
			return -1
		case a.Decision.Loss() < b.Decision.Loss():
			return 1
		}
		return 0
	})
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// Summary says how an analysis was made and, when its figures are not the chance to win, what
// they are instead and why.
func Summary(r *Report) []say.Msg {
	out := []say.Msg{say.M("Decisions weighed by the expert bot: {{.N}} of {{.Moves}} moves, each on {{.Tables}} tables dealt from what the players saw.",
		"N", len(r.Decisions), "Moves", r.Moves, "Tables", r.Playouts)}
	if r.Figure == bot.FigureThrough {
		out = append(out, say.M("The expert bot's games were not measured on this game's box and difficulty, so no chance to win can be given: each figure is instead the share of tables on which the party was still in play at the start of the round after next (at the final round's start at the latest; in the final round, the share won). Such figures do not compare from one round to another."))
	}
	return out
}

// NoneCostly says that no decision of an analysis lost more than the playouts' luck can show.
func NoneCostly(r *Report) say.Msg {
	if r.Figure == bot.FigureThrough {
		return say.M("No decision cost more than {{.Points}} points of the tables got through, as much as the playouts' luck can show.", "Points", percent(r.Margin()))
	}
	return say.M("No decision cost more than {{.Points}} points of the chance to win, as much as the playouts' luck can show.", "Points", percent(r.Margin()))
}

// PhaseWords names the part of a round a decision was made in.
func PhaseWords(p game.Phase) say.Msg {
	switch p {
	case game.PhaseCamper, game.PhaseCamp:
		return say.M("camp")
	case game.PhaseMerchant:
		return say.M("the Merchant")
	}
	return say.M("the Watch")
}

// percent is a share in whole points.
func percent(share float64) int {
	if share < 0 {
		return -int(-100*share + 0.5)
	}
	return int(100*share + 0.5)
}
