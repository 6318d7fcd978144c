package analysis

import (
	"context"
	"math"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/internal/safefile"
	"setawatch/internal/say"
)

// testPlayouts is the tests' budget: a quarter of the default, so Margin is twice as wide.
const testPlayouts = 32

func loadRecord(t *testing.T, path string) *game.Record {
	t.Helper()
	data, err := safefile.Read(path)
	require.NoError(t, err)
	rec, _, err := game.LoadRecord(data)
	require.NoError(t, err)
	return rec
}

// The record's one decision ends the Watch while the dice can defeat every creature of the
// Line, with more damage in it than ready cards: the expert names another move, and the move
// played leaves less of the chance to win than the expert's.
func TestEndingTheWatchWithEveryCreatureInReachCosts(t *testing.T) {
	rec := loadRecord(t, "testdata/end-in-reach.json")
	require.Equal(t, []string{"end"}, rec.Moves)
	r, err := Analyse(context.Background(), rec, Options{}) // the default budget: a lost game is quick
	require.NoError(t, err)
	require.Len(t, r.Decisions, 1)
	d := r.Decisions[0]
	assert.Equal(t, 0, d.Index)
	assert.Equal(t, "end", d.Move)
	assert.NotEqual(t, "end", d.Best)
	assert.Less(t, d.After, d.BestAfter)
	assert.Greater(t, d.Loss(), Margin(bot.FigureWin, DefaultPlayouts), "the loss stands above the playouts' noise")
	assert.Equal(t, d.BestAfter, d.Chance, "before the move, the party could keep the better chance")

	for _, lang := range []string{"en", "fr"} {
		costly, err := Costliest(rec, r, Margin(bot.FigureWin, DefaultPlayouts), 5)
		require.NoError(t, err)
		require.Len(t, costly, 1)
		words := say.In(lang).Say(costly[0].Words)
		for _, notation := range []string{"end", "attack", "warrior:", "wyvern-1", "{{"} {
			assert.NotContains(t, words, notation, "words, not notation: %s", words)
		}
		assert.Contains(t, words, map[string]string{"en": "Round 2", "fr": "Tour 2"}[lang])
	}
}

// noisePositions are decisions of the stored expert game, from camp and Watch, rounds 2 to 8.
var noisePositions = []int{15, 22, 51, 56, 83, 93, 100, 139}

// The same position estimated on other tables (other salts) spreads as Noise says: not more
// (Margin would be too narrow, and the whole-game test below would fail on luck), and not far
// less (Margin would hide real mistakes).
func TestPlayoutNoise(t *testing.T) {
	states, moves, err := replay(loadRecord(t, "testdata/expert-normal.json"))
	require.NoError(t, err)
	var positions []*game.State
	var played []game.Move
	for _, i := range noisePositions {
		positions, played = append(positions, states[i]), append(played, moves[i])
	}
	checkNoise(t, bot.FigureWin, positions, played)
}

// Where the share of tables got through is given instead (Swords of the Coin, alone or mixed,
// and Pocket Watch), every third decision of their records estimated on other tables spreads
// within Noise's bound for it, the most a share can spread, and not far below.
func TestThroughNoise(t *testing.T) {
	var positions []*game.State
	var played []game.Move
	for _, name := range []string{"swords", "swords-mixed", "pocket"} {
		states, moves, err := replay(loadRecord(t, "testdata/"+name+".json"))
		require.NoError(t, err)
		for i := 0; i < len(moves); i += 3 {
			if choices(states[i]) > 1 {
				positions, played = append(positions, states[i]), append(played, moves[i])
			}
		}
	}
	checkNoise(t, bot.FigureThrough, positions, played)
}

// checkNoise estimates each position after the move played there on 8 sets of testPlayouts
// tables, and checks that the estimates' spread, pooled, is within Noise and above a third of
// it.
func checkNoise(t *testing.T, want bot.Figure, positions []*game.State, played []game.Move) {
	t.Helper()
	const salts = 8
	var sumSquares float64
	for i, s := range positions {
		var xs [salts]float64
		for k := range xs {
			after, figure, ok := bot.Compare(s, []game.Move{played[i]}, testPlayouts, uint64(k+1)*0x9e37)
			require.True(t, ok)
			require.Equal(t, want, figure)
			xs[k] = after[0]
		}
		sumSquares += spread(xs[:]) * spread(xs[:])
	}
	pooled := math.Sqrt(sumSquares / float64(len(positions)))
	noise := Noise(want, testPlayouts)
	t.Logf("pooled spread of %d positions with %d tables: %.3f (Noise says %.3f)", len(positions), testPlayouts, pooled, noise)
	assert.LessOrEqual(t, pooled, noise)
	assert.GreaterOrEqual(t, pooled, noise/3)
}

func spread(xs []float64) float64 {
	m := 0.0
	for _, x := range xs {
		m += x
	}
	m /= float64(len(xs))
	ss := 0.0
	for _, x := range xs {
		ss += (x - m) * (x - m)
	}
	return math.Sqrt(ss / float64(len(xs)-1))
}

// In a game the expert bot played, no decision loses more than Margin against the expert's
// choice made again in the analysis: the expert agrees with itself within the playouts' noise.
// The everyday run analyses the first three rounds of a stored game
// (testdata/expert-normal.json, the expert's game from the options it names); the long run
// has the expert bot of today play that deal whole, and analyses it with the default budget.
func TestExpertGameLosesLittle(t *testing.T) {
	rec := loadRecord(t, "testdata/expert-normal.json")
	playouts := testPlayouts
	if longTests {
		playouts = DefaultPlayouts
		s, err := rec.Start()
		require.NoError(t, err)
		b, err := bot.New("expert", 0)
		require.NoError(t, err)
		rec.Moves, rec.Hash = nil, ""
		for !s.Over() {
			require.Less(t, len(rec.Moves), 2000)
			m, err := b.Choose(s)
			require.NoError(t, err)
			s, _, err = game.Apply(s, m)
			require.NoError(t, err)
			rec.Moves = append(rec.Moves, m.String())
		}
	} else {
		rec.Moves = rec.Moves[:47] // rounds 1 to 3
	}
	r, err := Analyse(context.Background(), rec, Options{Playouts: playouts})
	require.NoError(t, err)
	require.NotEmpty(t, r.Decisions)
	worst := r.Decisions[0]
	for _, d := range r.Decisions {
		if d.Loss() > worst.Loss() {
			worst = d
		}
	}
	t.Logf("%d decisions; the worst, move %d (%s, the expert now %s), loses %.3f; margin %.3f",
		len(r.Decisions), worst.Index, worst.Move, worst.Best, worst.Loss(), Margin(bot.FigureWin, playouts))
	assert.LessOrEqual(t, worst.Loss(), Margin(bot.FigureWin, playouts))
}

// An analysis is the same whatever the jobs, and decisions come in the record's order.
func TestAnalysisIsDeterministic(t *testing.T) {
	rec := loadRecord(t, "testdata/expert-normal.json")
	rec.Moves = rec.Moves[:16]
	one, err := Analyse(context.Background(), rec, Options{Playouts: 8, Jobs: 1})
	require.NoError(t, err)
	var calls int
	three, err := Analyse(context.Background(), rec, Options{Playouts: 8, Jobs: 3, Progress: func(done, total int) {
		calls++
		assert.Equal(t, calls, done)
		assert.Equal(t, len(one.Decisions), total)
	}})
	require.NoError(t, err)
	assert.Equal(t, one, three)
	assert.Equal(t, len(one.Decisions), calls)
	for k := 1; k < len(one.Decisions); k++ {
		assert.Less(t, one.Decisions[k-1].Index, one.Decisions[k].Index)
	}
	for _, d := range one.Decisions {
		assert.Greater(t, d.Choices, 1)
	}
	key, moves, err := Key(rec)
	require.NoError(t, err)
	assert.Equal(t, key, one.Record)
	assert.Equal(t, moves, one.Moves)
}

func TestAnalyseStopsWhenCancelled(t *testing.T) {
	rec := loadRecord(t, "testdata/expert-normal.json")
	ctx, cancel := context.WithCancel(context.Background())
	_, err := Analyse(ctx, rec, Options{Playouts: 8, Jobs: 1, Progress: func(done, total int) {
		if done == 2 {
			cancel()
		}
	}})
	assert.ErrorIs(t, err, context.Canceled)
}

// A record of every box is analysed: where the expert bot's games were not measured (Swords
// of the Coin, alone or mixed, and Pocket Watch here), the figures are the share of tables
// got through, and the words say so in either language, never calling them a chance to win.
func TestAnalyseEveryBox(t *testing.T) {
	for _, name := range []string{"swords", "swords-mixed", "pocket"} {
		t.Run(name, func(t *testing.T) {
			rec := loadRecord(t, "testdata/"+name+".json")
			r, err := Analyse(context.Background(), rec, Options{Playouts: 8})
			require.NoError(t, err)
			assert.Equal(t, bot.FigureThrough, r.Figure)
			require.NotEmpty(t, r.Decisions)
			for _, d := range r.Decisions {
				for _, x := range []float64{d.Chance, d.After, d.BestAfter} {
					assert.True(t, x >= 0 && x <= 1, "move %d: a share, %v", d.Index, x)
				}
				assert.Equal(t, max(d.After, d.BestAfter), d.Chance)
				_, err := game.ParseMove(d.Best)
				assert.NoError(t, err)
			}
			assert.Equal(t, Margin(bot.FigureThrough, 8), r.Margin())
			// A margin of nothing lists every decision that lost at all, in the figure's words.
			costly, err := Costliest(rec, r, 0, len(r.Decisions))
			require.NoError(t, err)
			for _, lang := range []string{"en", "fr"} {
				sp := say.In(lang)
				summary := Summary(r)
				require.Len(t, summary, 2, "how it was made, then what the figures are")
				words := []string{sp.Say(summary[1]), sp.Say(NoneCostly(r))}
				for _, c := range costly {
					words = append(words, sp.Say(c.Words))
				}
				for _, w := range words {
					assert.NotContains(t, w, map[string]string{"en": "chance to win (", "fr": "chance de gagner ("}[lang], w)
					assert.NotContains(t, w, "{{")
				}
				assert.Contains(t, words[0], map[string]string{"en": "no chance to win can be given", "fr": "aucune chance de gagner"}[lang])
			}
		})
	}
}

// The base game's Normal, measured, gives the chance to win, and says nothing more about it.
func TestAnalyseOfAMeasuredGameGivesTheChanceToWin(t *testing.T) {
	rec := loadRecord(t, "testdata/expert-normal.json")
	rec.Moves = rec.Moves[:8]
	r, err := Analyse(context.Background(), rec, Options{Playouts: 8})
	require.NoError(t, err)
	assert.Equal(t, bot.FigureWin, r.Figure)
	assert.Len(t, Summary(r), 1)
	assert.Contains(t, say.In("en").Say(NoneCostly(r)), "chance to win")
}

// The final round's estimates are chances to win: at every decision of the final round in the
// 30 Normal games of the expert bot that reached it among seeds 1040 to 1079
// (testdata/finals/, played by tools/calibration with the default budget; no figure of the
// analysis was fitted on them), the estimate after the move played, each game's decisions
// weighing one game together, averages within two standard errors of the share of these games
// won; and a table estimated under 10% seldom goes on to win, nor one over 90% to lose.
func TestFinalRoundEstimates(t *testing.T) {
	files, err := filepath.Glob("testdata/finals/*.json")
	require.NoError(t, err)
	require.Len(t, files, 30)
	var gaps []float64 // each game's result (1 won, 0 lost) less its decisions' mean estimate
	var low, lowWon, high, highLost int
	for _, f := range files {
		states, moves, err := replay(loadRecord(t, f))
		require.NoError(t, err)
		won := states[len(states)-1].Result == "won"
		var sum float64
		var n int
		for i, s := range states[:len(moves)] {
			if !game.FinalRound(s) || !Decides(s) {
				continue
			}
			after, ok := After(s, moves[i], DefaultPlayouts)
			require.True(t, ok)
			sum += after
			n++
			if after < 0.1 {
				low++
				if won {
					lowWon++
				}
			} else if after > 0.9 {
				high++
				if !won {
					highLost++
				}
			}
		}
		require.Positive(t, n, "%s reaches the final round", f)
		result := 0.0
		if won {
			result = 1
		}
		gaps = append(gaps, result-sum/float64(n))
	}
	mean := 0.0
	for _, g := range gaps {
		mean += g
	}
	mean /= float64(len(gaps))
	margin := 2 * spread(gaps) / math.Sqrt(float64(len(gaps)))
	t.Logf("%d games: the result less the mean estimate %+.3f (two standard errors %.3f); estimated under 10%%: %d decisions, %d won; over 90%%: %d, %d lost",
		len(gaps), mean, margin, low, lowWon, high, highLost)
	assert.InDelta(t, 0, mean, margin, "the final round's estimates average the share won")
	assert.Less(t, float64(lowWon), 0.1*float64(low), "a decision estimated under 10% seldom goes on to win")
	assert.Less(t, float64(highLost), 0.1*float64(high), "a decision estimated over 90% seldom goes on to lose")
}
