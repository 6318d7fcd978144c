package bot

import "math"

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

// ExpertWinRates are the expert bot's win rates in base games by difficulty, each from
//
//	setawatch sim --bot expert --games N --seed 1 --jobs 1 --difficulty D
//
// (random parties, the retail locations, the default budget; --jobs gives the same games and
// report whatever its number; README, "Benchmarks", gives the runs). A difficulty not measured
// is absent.
var ExpertWinRates = map[string]Measured{
	"easy":   {Games: 300, Won: 26},
	"normal": {Games: 1000, Won: 30},
	"hard":   {Games: 300, Won: 2},
	"insane": {Games: 300, Won: 2},
}
