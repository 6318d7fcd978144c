package bot

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"strings"

	"setawatch/game"
)

// Measured is a win rate of the expert bot measured by sim.
type Measured struct {
	Games, Won int
}

// Percent is the win rate in percent, to one decimal.
func (m Measured) Percent() float64 {
	if m.Games == 0 {
		return 0
	}
	return math.Round(1000*float64(m.Won)/float64(m.Games)) / 10
}

// MeasuredRun is one piece of a sim run kept in measured.json: the games First to
// First+Games-1 of the run seeded Seed, how each ended, and the command that plays them again.
// `go run ./tools/winrates` adds pieces and writes docs/WINRATES.md from them; the win rates
// the New-game dialog shows are their sums.
type MeasuredRun struct {
	Box        string `json:"box"` // "base", game.GameSwords or game.GamePocket
	Mix        bool   `json:"mix,omitempty"`
	Difficulty string `json:"difficulty"`
	Bot        string `json:"bot"` // "expert", or "oracle", which cheats and is shown beside it
	Seed       uint64 `json:"seed"`
	First      int    `json:"first"`
	Games      int    `json:"games"`
	Won        int    `json:"won"`
	// Outcomes is sim's per-game string: 'w' won, '1'-'9' lost in that round, 'x' an error.
	Outcomes string `json:"outcomes"`
	Command  string `json:"command"`
	// Calibration is sim's calibration table (with --calibration): by tenth of the estimate,
	// the estimates' count, their mean and the share of those games won.
	Calibration []CalibrationBucket `json:"calibration,omitempty"`
	Brier       float64             `json:"brier,omitempty"`     // the estimates' Brier score
	Estimates   int                 `json:"estimates,omitempty"` // how many estimates
	// DecisionMs is the bot's time a decision on the machine that ran it, in milliseconds:
	// the median, the 95th and the 99th percentile; Load, that machine's load average as the
	// run ended.
	DecisionMs [3]float64 `json:"decisionMs"`
	// DecisionCPUMs is the same of the bot's CPU time, which the machine's load does not
	// lengthen (on Linux; zero when not measured).
	DecisionCPUMs [3]float64 `json:"decisionCpuMs"`
	Load          string     `json:"load,omitempty"`
}

// CalibrationBucket is one tenth of sim's calibration table.
type CalibrationBucket struct {
	Low      float64 `json:"low"`
	Count    int     `json:"count"`
	Estimate float64 `json:"estimate"`
	WinRate  float64 `json:"winRate"`
}

//go:embed measured.json
var measuredJSON []byte

func init() {
	runs, err := DecodeRuns(measuredJSON)
	if err != nil {
		panic(err) // the file is part of the build; TestMeasuredRunsAreSourced checks it
	}
	UseRuns(runs)
}

// UseRuns makes runs the measured runs (MeasuredRuns) and works out again every table made
// from them: the win rates, the Hint's table of games by round reached and its recalibration.
// tools/winrates calls it as it adds runs, so that a run's Hint estimates are the ones the
// game would make with the runs before it.
func UseRuns(runs []MeasuredRun) {
	MeasuredRuns = runs
	ExpertWinRates = SumRuns(runs, "expert", game.GameBase, false)
	PocketWinRates = SumRuns(runs, "expert", game.GamePocket, false)
	SwordsWinRates = SumRuns(runs, "expert", game.GameSwords, false)
	SwordsMixedWinRates = SumRuns(runs, "expert", game.GameSwords, true)
	ExpertFromRound, FromRoundSources = fromRounds(runs)
	ExpertRecalibration = recalibrations(runs)
	ExpertHeldOut = heldOut(runs)
}

// MeasuredRuns are the runs of measured.json, in the file's order (see UseRuns).
var MeasuredRuns []MeasuredRun

// DecodeRuns reads measured.json's runs.
func DecodeRuns(data []byte) ([]MeasuredRun, error) {
	var file struct {
		Runs []MeasuredRun `json:"runs"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		return nil, fmt.Errorf("measured.json: %w", err)
	}
	return file.Runs, nil
}

// BoxName is the name a run gives a box: "base" for game.GameBase.
func BoxName(box string) string {
	if box == game.GameBase {
		return "base"
	}
	return box
}

// SumRuns adds up the runs of a bot on a box (game.GameBase, game.GameSwords mixed with the
// base box or not, game.GamePocket) by difficulty.
func SumRuns(runs []MeasuredRun, botName, box string, mix bool) map[string]Measured {
	out := map[string]Measured{}
	for _, r := range runs {
		if r.Bot != botName || r.Box != BoxName(box) || r.Mix != mix {
			continue
		}
		m := out[r.Difficulty]
		m.Games += r.Games
		m.Won += r.Won
		out[r.Difficulty] = m
	}
	return out
}

// The expert bot's win rates by difficulty, summed from MeasuredRuns, for each box: the base
// box, Pocket Watch, Swords of the Coin alone and mixed with the base box. A difficulty not
// measured is absent.
var ExpertWinRates, PocketWinRates, SwordsWinRates, SwordsMixedWinRates map[string]Measured

// WinRates are the expert bot's measured win rates for a box (game.GameBase, game.GameSwords
// mixed with the base box or not, game.GamePocket) by difficulty; none for a box not measured.
func WinRates(box string, mix bool) map[string]Measured {
	switch {
	case box == game.GameBase:
		return ExpertWinRates
	case box == game.GameSwords && mix:
		return SwordsMixedWinRates
	case box == game.GameSwords:
		return SwordsWinRates
	case box == game.GamePocket:
		return PocketWinRates
	}
	return nil
}

// Where the Hint's tables come from in a base run of the expert bot (box "base", seed and
// difficulty alike): its first TableGames games make the table of games by round reached
// (ExpertFromRound); the calibration measured on the next FitGames makes the recalibration
// (ExpertRecalibration); the calibration measured after those is held out, the measure of how
// far to trust the Hint (docs/WINRATES.md). A table is made only from all its games.
const (
	TableGames = 250
	FitGames   = 250
)

// ExpertFromRound are the expert bot's base games by the round they reached, for the Hint's
// chance to win (Advice.WinChance): index k counts the games that reached round k's start
// (Games) and those of them won (Won: a game won reaches every round), by difficulty, from the
// first TableGames games of a measured run, whose commands are FromRoundSources. A difficulty
// not measured is absent: its Hint says how the playouts got through the rounds instead.
var ExpertFromRound map[string][10]Measured

// FromRoundSources are the commands of the games behind ExpertFromRound, by difficulty.
var FromRoundSources map[string][]string

// fromRounds makes ExpertFromRound and FromRoundSources from the base runs that hold a
// run's first TableGames games.
func fromRounds(runs []MeasuredRun) (map[string][10]Measured, map[string][]string) {
	table, sources := map[string][10]Measured{}, map[string][]string{}
	for _, key := range baseRuns(runs) {
		var rounds [10]Measured
		games := 0
		for _, r := range runs {
			if RunKey(r) != key || r.First >= TableGames {
				continue
			}
			sources[r.Difficulty] = append(sources[r.Difficulty], r.Command)
			for _, o := range r.Outcomes[:min(len(r.Outcomes), TableGames-r.First)] {
				games++
				last := 9 // a game won reached every round
				if o >= '1' && o <= '9' {
					last = int(o - '0')
				}
				for k := 1; k <= last; k++ {
					rounds[k].Games++
					if o == 'w' {
						rounds[k].Won++
					}
				}
			}
		}
		if games < TableGames {
			delete(sources, difficultyOf(key))
			continue
		}
		table[difficultyOf(key)] = rounds
	}
	return table, sources
}

// baseRuns are the keys (RunKey) of the expert bot's base runs, the first of each difficulty
// only.
func baseRuns(runs []MeasuredRun) []string {
	var keys []string
	seen := map[string]bool{}
	for _, r := range runs {
		if r.Box != "base" || r.Bot != "expert" || seen[r.Difficulty] {
			continue
		}
		seen[r.Difficulty] = true
		keys = append(keys, RunKey(r))
	}
	return keys
}

// RunKey names the run a piece belongs to.
func RunKey(r MeasuredRun) string {
	return fmt.Sprintf("%s/%v/%s/%s/%d", r.Box, r.Mix, r.Bot, r.Difficulty, r.Seed)
}

func difficultyOf(key string) string {
	parts := strings.Split(key, "/")
	return parts[3]
}

// Recalibration maps the playouts' estimate of the chance to win onto the chance the expert
// bot's games showed: A + B times the estimate, kept within 0 and 1. The zero value leaves an
// estimate as it is.
type Recalibration struct{ A, B float64 }

func (r Recalibration) apply(p float64) float64 {
	if r == (Recalibration{}) {
		return p
	}
	return min(1, max(0, r.A+r.B*p))
}

// ExpertRecalibration is, by difficulty, the line through the calibration buckets of a base
// run's games TableGames to TableGames+FitGames-1 (least squares, each bucket weighted by its
// count; see CalibrationWindow): the raw estimate, the quick playouts' share of tables got
// through times ExpertFromRound, runs low where the playouts die early, which the expert bot
// often survives. A difficulty without those games measured is absent (no recalibration).
var ExpertRecalibration map[string]Recalibration

// recalibrations makes ExpertRecalibration from the runs.
func recalibrations(runs []MeasuredRun) map[string]Recalibration {
	out := map[string]Recalibration{}
	for _, key := range baseRuns(runs) {
		buckets, games := CalibrationWindow(runs, key, TableGames, TableGames+FitGames)
		if games < FitGames {
			continue
		}
		var sw, sx, sy, sxx, sxy float64
		for _, b := range buckets {
			w := float64(b.Count)
			sw += w
			sx += w * b.Estimate
			sy += w * b.WinRate
			sxx += w * b.Estimate * b.Estimate
			sxy += w * b.Estimate * b.WinRate
		}
		if d := sw*sxx - sx*sx; sw > 0 && d > 0 {
			slope := (sw*sxy - sx*sy) / d
			if slope > 0 {
				out[difficultyOf(key)] = Recalibration{A: (sy - slope*sx) / sw, B: slope}
			}
		}
	}
	return out
}

// CalibrationWindow sums the calibration buckets of the pieces of run key (RunKey) whose games
// lie from game first to before game end, and counts those games. A piece only partly inside
// counts whole only if it starts inside.
func CalibrationWindow(runs []MeasuredRun, key string, first, end int) (buckets []CalibrationBucket, games int) {
	var sums [10]CalibrationBucket
	for _, r := range runs {
		if RunKey(r) != key || r.First < first || r.First >= end || len(r.Calibration) == 0 {
			continue
		}
		games += r.Games
		for _, b := range r.Calibration {
			k := min(9, max(0, int(math.Round(b.Low*10))))
			sums[k].Count += b.Count
			sums[k].Estimate += b.Estimate * float64(b.Count)
			sums[k].WinRate += b.WinRate * float64(b.Count)
		}
	}
	for k, b := range sums {
		if b.Count > 0 {
			buckets = append(buckets, CalibrationBucket{Low: float64(k) / 10, Count: b.Count,
				Estimate: b.Estimate / float64(b.Count), WinRate: b.WinRate / float64(b.Count)})
		}
	}
	return buckets, games
}

// GapBucket is the fewest estimates a calibration bucket holds for its gap to count: fewer are
// mostly noise.
const GapBucket = 50

// CalibrationGap is, over the buckets holding at least GapBucket estimates, the largest
// difference between the mean estimate and the share of games won, and how many estimates
// all the buckets hold.
func CalibrationGap(buckets []CalibrationBucket) (gap float64, estimates int) {
	for _, b := range buckets {
		estimates += b.Count
		if b.Count >= GapBucket {
			gap = max(gap, math.Abs(b.WinRate-b.Estimate))
		}
	}
	return gap, estimates
}

// HeldOut is how the Hint's figure fared on games it was not made from: the base run's games
// from TableGames+FitGames on, at each round's start (see CalibrationGap).
type HeldOut struct {
	Gap       float64
	Estimates int
}

// ExpertHeldOut is HeldOut by difficulty; a difficulty without held-out games is absent.
var ExpertHeldOut map[string]HeldOut

// heldOut makes ExpertHeldOut from the runs.
func heldOut(runs []MeasuredRun) map[string]HeldOut {
	out := map[string]HeldOut{}
	for _, key := range baseRuns(runs) {
		buckets, games := CalibrationWindow(runs, key, TableGames+FitGames, math.MaxInt)
		if gap, n := CalibrationGap(buckets); games > 0 && n > 0 {
			out[difficultyOf(key)] = HeldOut{Gap: gap, Estimates: n}
		}
	}
	return out
}
