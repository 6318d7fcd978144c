package analysis

import (
	"context"
	"math"
	"strings"
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
	assert.Greater(t, d.Loss(), Margin(DefaultPlayouts), "the loss stands above the playouts' noise")
	assert.Equal(t, d.BestAfter, d.Chance, "before the move, the party could keep the better chance")

	for _, lang := range []string{"en", "fr"} {
		costly, err := Costliest(rec, r, Margin(DefaultPlayouts), 5)
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
	rec := loadRecord(t, "testdata/expert-normal.json")
	states, moves, err := replay(rec)
	require.NoError(t, err)
	const salts = 8
	var sumSquares float64
	for _, i := range noisePositions {
		var xs [salts]float64
		for k := range xs {
			after, ok := bot.Compare(states[i], []game.Move{moves[i]}, testPlayouts, uint64(k+1)*0x9e37)
			require.True(t, ok)
			xs[k] = after[0]
		}
		sd := spread(xs[:])
		t.Logf("move %d: spread %.3f", i, sd)
		sumSquares += sd * sd
	}
	pooled := math.Sqrt(sumSquares / float64(len(noisePositions)))
	t.Logf("pooled spread with %d tables: %.3f (Noise says %.3f)", testPlayouts, pooled, Noise(testPlayouts))
	assert.LessOrEqual(t, pooled, Noise(testPlayouts))
	assert.GreaterOrEqual(t, pooled, Noise(testPlayouts)/3)
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
		len(r.Decisions), worst.Index, worst.Move, worst.Best, worst.Loss(), Margin(playouts))
	assert.LessOrEqual(t, worst.Loss(), Margin(playouts))
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

// A game whose chance to win was never measured (Pocket Watch here) is refused in words.
func TestAnalyseRefusesWhatIsNotMeasured(t *testing.T) {
	rec := &game.Record{Format: game.RecordFormat, Options: &game.Options{Seed: 3, Game: game.GamePocket}}
	_, err := Analyse(context.Background(), rec, Options{Playouts: 8})
	require.ErrorIs(t, err, ErrNotMeasured)
	assert.True(t, strings.HasPrefix(say.In("fr").Err(err), "la chance de gagner"))
}
