package sim

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"setawatch/internal/say"

	"github.com/stretchr/testify/require"
)

// The same seed and number of games give the same report whatever the parallelism.
func TestRunDeterministic(t *testing.T) {
	for _, name := range []string{"random", "solver"} {
		games := 40
		if name == "solver" {
			games = 6
		}
		c := Config{Games: games, Difficulty: "normal", Bot: name, Seed: 9}
		var reports []*Report
		for _, jobs := range []int{1, 3, 8} {
			c.Jobs = jobs
			r, err := Run(c)
			require.NoError(t, err)
			require.Zero(t, r.Errors, r.FirstError)
			require.Positive(t, r.DecisionMedian)
			require.LessOrEqual(t, r.DecisionMedian, r.DecisionP95)
			if runtime.GOOS == "linux" {
				// A decision's CPU time is its thread's, never more than its wall time.
				require.Positive(t, r.DecisionCPUP99, "the CPU time a decision is measured")
				require.LessOrEqual(t, r.DecisionCPUP95, r.DecisionP95)
			}
			reports = append(reports, withoutTimes(r))
		}
		require.Equal(t, reports[0], reports[1], name)
		require.Equal(t, reports[0], reports[2], name)
		require.Equal(t, games, reports[0].Games)
		require.Positive(t, reports[0].Rounds)
	}
}

// The expert bot's budget is an option, and its runs repeat whatever the parallelism.
func TestRunExpert(t *testing.T) {
	c := Config{Games: 2, Difficulty: "easy", Bot: "expert", Seed: 4, Playouts: 4}
	sameWithOneJobOrTwo(t, c)
}

// With calibration, the report sets the expert's estimates of the chance to win at each
// round's start against the games' results, and the decision time's 99th percentile.
func TestRunCalibration(t *testing.T) {
	r, err := Run(Config{Games: 3, Difficulty: "normal", Bot: "expert", Seed: 20261127, Playouts: 4, Calibration: true})
	require.NoError(t, err)
	require.Positive(t, r.Estimates)
	n := 0
	for _, b := range r.Calibration {
		n += b.Count
		require.GreaterOrEqual(t, b.Estimate, b.Low)
		require.LessOrEqual(t, b.Estimate, b.Low+0.1)
		require.InDelta(t, 0.5, b.WinRate, 0.5)
	}
	require.Equal(t, r.Estimates, n)
	require.InDelta(t, 0.5, r.Brier, 0.5)
	require.GreaterOrEqual(t, r.DecisionP99, r.DecisionP95)
	require.Contains(t, r.Text(), "calibration  the expert's chance to win at each round's start")
	require.Contains(t, r.Text(), "99th percentile")
	plain, err := Run(Config{Games: 1, Difficulty: "normal", Bot: "random", Seed: 20261127})
	require.NoError(t, err)
	require.Zero(t, plain.Estimates, "no calibration unless asked")
}

// The oracle's report says, in either language, that it cheats.
func TestRunOracleSaysItCheats(t *testing.T) {
	r, err := Run(Config{Games: 2, Difficulty: "easy", Bot: "oracle", Seed: 4, Playouts: 4})
	require.NoError(t, err)
	require.Contains(t, r.Text(), "CHEATS: the oracle bot's playouts see every hidden card")
	require.Contains(t, r.TextIn(say.In("fr")), "TRICHE")
	e, err := Run(Config{Games: 2, Difficulty: "easy", Bot: "expert", Seed: 4, Playouts: 4})
	require.NoError(t, err)
	require.NotContains(t, e.Text(), "CHEATS")
}

// A run split into consecutive spans plays the same games: their wins and rounds add up to the
// whole run's, and the report names its span.
func TestRunInSpans(t *testing.T) {
	whole, err := Run(Config{Games: 40, Difficulty: "easy", Bot: "random", Seed: 3})
	require.NoError(t, err)
	var wins, moves int
	var rounds float64
	for _, first := range []int{0, 15} {
		games := map[int]int{0: 15, 15: 25}[first]
		part, err := Run(Config{Games: games, First: first, Difficulty: "easy", Bot: "random", Seed: 3})
		require.NoError(t, err)
		require.Equal(t, games, part.Games)
		wins += part.Wins
		rounds += part.Rounds * float64(games)
		moves += int(part.Moves*float64(games) + 0.5)
		if first > 0 {
			require.Contains(t, part.TextIn(say.In("en")), "seed 3 (games 15 to 39)")
		}
	}
	require.Equal(t, whole.Wins, wins)
	require.InDelta(t, whole.Rounds*40, rounds, 1e-6)
	require.Equal(t, int(whole.Moves*40+0.5), moves)
}

// Another seed gives other games.
func TestRunSeedMatters(t *testing.T) {
	a, err := Run(Config{Games: 30, Difficulty: "hard", Bot: "random", Seed: 1, Jobs: 2})
	require.NoError(t, err)
	b, err := Run(Config{Games: 30, Difficulty: "hard", Bot: "random", Seed: 2, Jobs: 2})
	require.NoError(t, err)
	require.NotEqual(t, a.PerLocation, b.PerLocation)
}

func TestConfigCheck(t *testing.T) {
	ok := Config{Games: 1, Difficulty: "normal", Bot: "random"}
	require.NoError(t, ok.Check())
	party := ok
	party.Adventurers = []string{"cleric", "rogue", "warrior", "wizard"}
	require.NoError(t, party.Check())
	for name, tc := range map[string]struct {
		change func(*Config)
		want   string
	}{
		"no games":         {func(c *Config) { c.Games = 0 }, "at least 1"},
		"negative games":   {func(c *Config) { c.Games = -5 }, "at least 1"},
		"bad difficulty":   {func(c *Config) { c.Difficulty = "nightmare" }, `unknown difficulty "nightmare"`},
		"unknown bot":      {func(c *Config) { c.Bot = "genius" }, `unknown bot "genius"`},
		"unknown hero":     {func(c *Config) { c.Adventurers = []string{"cleric", "rogue", "warrior", "paladin"} }, `unknown adventurer "paladin"`},
		"three heroes":     {func(c *Config) { c.Adventurers = []string{"cleric", "rogue", "warrior"} }, "exactly 4"},
		"negative jobs":    {func(c *Config) { c.Jobs = -1 }, "--jobs"},
		"negative first":   {func(c *Config) { c.First = -1 }, "--first"},
		"endless first":    {func(c *Config) { c.First = maxFirst + 1 }, "--first must be from 0"},
		"endless games":    {func(c *Config) { c.Games = maxGames + 1 }, "at most"},
		"same hero twice":  {func(c *Config) { c.Adventurers = []string{"cleric", "rogue", "rogue", "wizard"} }, "twice"},
		"empty difficulty": {func(c *Config) { c.Difficulty = "" }, "unknown difficulty"},
		"playouts":         {func(c *Config) { c.Playouts = 10 }, "expert bot's budget"},
		"no playouts":      {func(c *Config) { c.Bot, c.Playouts = "expert", -1 }, "--playouts"},
		"endless playouts": {func(c *Config) { c.Bot, c.Playouts = "expert", maxPlayouts+1 }, "--playouts"},
	} {
		c := ok
		tc.change(&c)
		err := c.Check()
		require.Error(t, err, name)
		require.Contains(t, err.Error(), tc.want, name)
		_, err = Run(c)
		require.Error(t, err, name)
	}
}

func TestWilson(t *testing.T) {
	lo, hi := Wilson(0, 10)
	require.InDelta(t, 0, lo, 1e-9)
	require.InDelta(t, 0.2775, hi, 1e-4)
	lo, hi = Wilson(5, 10)
	require.InDelta(t, 0.2366, lo, 1e-4)
	require.InDelta(t, 0.7634, hi, 1e-4)
	lo, hi = Wilson(81, 263)
	require.InDelta(t, 0.2553, lo, 1e-4)
	require.InDelta(t, 0.3662, hi, 1e-4)
}

// The report adds up: every game ended in some round, adventurers and locations are counted.
func TestSummarise(t *testing.T) {
	c := Config{Games: 3, Difficulty: "normal", Bot: "random", Adventurers: []string{"a", "b", "c", "d"}}
	games := []Game{
		{Party: []string{"a", "b", "c", "d"}, Won: true, Round: 9, Visited: []string{"x", "y"}, CardsLost: 4, LostBy: map[string]int{"a": 4}, Reason: "won"},
		{Party: []string{"a", "b", "c", "d"}, Round: 2, Visited: []string{"x", "y"}, CardsLost: 2, LostBy: map[string]int{"b": 2}, Reason: "fell"},
		{Err: "broken", Seed: 5},
	}
	r := Summarise(c, games)
	require.Equal(t, 1, r.Wins)
	require.Equal(t, 1, r.Errors)
	require.Contains(t, r.FirstError, "seed 5")
	require.InDelta(t, 0.5, r.WinRate, 1e-9)
	require.InDelta(t, 5.5, r.Rounds, 1e-9)
	require.InDelta(t, 3, r.CardsLost, 1e-9)
	require.Equal(t, 1, r.EndedIn[9])
	require.Equal(t, 1, r.EndedIn[2])
	require.Equal(t, []LocationStat{{ID: "x", Visits: 2}, {ID: "y", Visits: 2, Losses: 1, LossRate: 0.5}}, r.PerLocation)
	require.Equal(t, AdventurerStat{ID: "a", Games: 2, Wins: 1, WinRate: 0.5, CardsLost: 2, Rounds: 5.5}, r.PerAdv[0])
	require.Contains(t, r.Text(), "win rate     50.00%")
}

// Reasons that ended as many games are listed in the same order in every text.
func TestReportTextOrdersTiedReasons(t *testing.T) {
	r := &Report{Reasons: map[string]int{}}
	for _, reason := range []string{"won", "fell", "final", "fire", "a", "b", "c", "d"} {
		r.Reasons[reason] = 1
	}
	r.Reasons["fell"] = 3
	first := r.Text()
	fell, a, won := strings.Index(first, "3  fell\n"), strings.Index(first, "1  a\n"), strings.Index(first, "1  won\n")
	require.True(t, 0 <= fell && fell < a && a < won, first)
	for range 20 {
		require.Equal(t, first, r.Text())
	}
}

// A game that fights its final Watch says how far it was from winning it: below zero exactly
// when it was won. The report sums the finals up.
func TestFinalShortfall(t *testing.T) {
	c := Config{Games: 40, Difficulty: "easy", Bot: "solver", Seed: 1}
	var games []Game
	for i := range c.Games {
		g := Play(c, i)
		require.Empty(t, g.Err)
		require.Equal(t, g.Round == 9, g.Final, "game %d", i)
		if g.Final {
			require.Equal(t, g.Won, g.Shortfall < 0, "game %d: won %v, shortfall %d", i, g.Won, g.Shortfall)
			games = append(games, g)
		}
	}
	require.GreaterOrEqual(t, len(games), 2)
	r := Summarise(c, append(games, Game{Round: 3, Reason: "fell"}))
	require.Equal(t, len(games), r.Finals)
	sum := 0
	for _, g := range games {
		sum += g.Shortfall
	}
	require.InDelta(t, float64(sum)/float64(len(games)), r.Shortfall, 1e-9)
	require.Contains(t, r.Text(), fmt.Sprintf("final Watch  %d games fought it", len(games)))
}

// Swords of the Coin runs report per Item (bought, used, games owned, wins), the same for any
// parallelism, and sum to the purchases the games made.
func TestRunSwordsPerItem(t *testing.T) {
	c := Config{Games: 8, Difficulty: "easy", Bot: "solver", Seed: 3, Game: "swords"}
	report := sameWithOneJobOrTwo(t, c)
	bought, fromGames := 0, 0
	for _, it := range report.PerItem {
		bought += it.Bought
		require.LessOrEqual(t, it.Wins, it.Games)
		require.LessOrEqual(t, it.Games, it.Bought)
	}
	for i := range c.Games {
		fromGames += len(Play(c, i).Bought)
	}
	require.Positive(t, bought)
	require.Equal(t, fromGames, bought)
}

// withoutTimes clears the decision times, the one part of a report measured by the clock.
func withoutTimes(r *Report) *Report {
	r.DecisionMedian, r.DecisionP95, r.DecisionP99 = 0, 0, 0
	r.DecisionCPUMedian, r.DecisionCPUP95, r.DecisionCPUP99 = 0, 0, 0
	return r
}

// The decision time's quantiles come from buckets 2% wide.
func TestTimeHistogram(t *testing.T) {
	var h timeHistogram
	require.Zero(t, h.quantile(0.5))
	for i := 1; i <= 100; i++ {
		h.add(time.Duration(i) * time.Millisecond)
	}
	require.InEpsilon(t, 50*time.Millisecond, h.quantile(0.5), 0.021)
	require.InEpsilon(t, 95*time.Millisecond, h.quantile(0.95), 0.021)
	require.InEpsilon(t, 100*time.Millisecond, h.quantile(1), 0.021)
	h.add(0)
	h.add(time.Hour)
	require.Equal(t, 102, h.n)
}

// sameWithOneJobOrTwo runs c with one job and with two, requires the same report (times aside)
// without errors, and returns it.
func sameWithOneJobOrTwo(t *testing.T, c Config) *Report {
	t.Helper()
	var reports []*Report
	for _, jobs := range []int{1, 2} {
		c.Jobs = jobs
		r, err := Run(c)
		require.NoError(t, err)
		require.Zero(t, r.Errors, r.FirstError)
		reports = append(reports, withoutTimes(r))
	}
	require.Equal(t, reports[0], reports[1])
	return reports[0]
}
