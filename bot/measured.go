package bot

import (
	"math"

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

// ExpertWinRates are the expert bot's win rates in base games by difficulty, each from
//
//	setawatch sim --bot expert --games N --seed 1 --jobs 1 --difficulty D
//
// (random parties, the retail locations, the default budget; --jobs gives the same games and
// report whatever its number, and a long run may be played in pieces with --first; docs/BOTS.md,
// "Win rates", gives the runs). A difficulty not measured is absent.
var ExpertWinRates = map[string]Measured{
	"easy":   {Games: 3000, Won: 1070},
	"normal": {Games: 3000, Won: 544},
	"hard":   {Games: 3000, Won: 237},
	"insane": {Games: 300, Won: 10},
}

// PocketWinRates are the expert bot's win rates in Pocket Watch by its difficulty (casual,
// normal, hard, impossible), each from
//
//	setawatch sim --game pocket --bot expert --games N --seed 1 --jobs 1 --difficulty D
//
// (docs/BOTS.md). A difficulty not measured is absent.
var PocketWinRates = map[string]Measured{
	"casual":     {Games: 300, Won: 234},
	"normal":     {Games: 300, Won: 186},
	"hard":       {Games: 300, Won: 68},
	"impossible": {Games: 300, Won: 1},
}

// SwordsWinRates are the expert bot's win rates in Swords of the Coin games (the expansion's
// cards, not mixed with the base box) by difficulty, each from
//
//	setawatch sim --game swords --bot expert --games N --seed 1 --jobs 1 --difficulty D
//
// (docs/BOTS.md). A difficulty not measured is absent.
var SwordsWinRates = map[string]Measured{
	"easy":   {Games: 300, Won: 47},
	"normal": {Games: 300, Won: 16},
	"hard":   {Games: 300, Won: 4},
	"insane": {Games: 300, Won: 1},
}

// SwordsMixedWinRates are the expert bot's win rates in Swords of the Coin games mixed with the
// base box, each from
//
//	setawatch sim --game swords --mix --bot expert --games N --seed 1 --jobs 1 --difficulty D
//
// (docs/BOTS.md). A difficulty not measured is absent.
var SwordsMixedWinRates = map[string]Measured{
	"easy":   {Games: 300, Won: 76},
	"normal": {Games: 300, Won: 44},
	"hard":   {Games: 300, Won: 16},
	"insane": {Games: 300, Won: 8},
}

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

// ExpertFromRound are the expert bot's base games by the round they reached, for the Hint's
// chance to win (Advice.WinChance): index k counts the games that reached round k's start
// (Games) and those of them won (Won: a game won reaches every round), each difficulty from
// the report's wins and games ended in each round (endedIn) of the run named in
// FromRoundSources. A difficulty not measured is absent: its Hint says how the playouts got
// through the rounds instead.
var ExpertFromRound = map[string][10]Measured{
	"normal": fromRound(19, [10]int{0, 1, 1, 2, 5, 3, 1, 0, 6, 41}),
}

// FromRoundSources are the commands that measured ExpertFromRound, by difficulty.
var FromRoundSources = map[string]string{
	"normal": "setawatch sim --bot expert --games 60 --seed 7001 --jobs 1 --difficulty normal --json",
}

// fromRound turns a run's wins and games ended in each round (index 1-9) into the games that
// reached each round and the wins among them.
func fromRound(wins int, endedIn [10]int) [10]Measured {
	var out [10]Measured
	reached := 0
	for k := 9; k >= 1; k-- {
		reached += endedIn[k]
		out[k] = Measured{Games: reached, Won: wins}
	}
	return out
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

// ExpertRecalibration is, by difficulty, the line through the calibration buckets of
//
//	setawatch sim --bot expert --games 60 --seed 7001 --jobs 1 --difficulty normal --calibration
//
// (least squares, each bucket weighted by its count): the raw estimate, the quick playouts'
// share of tables got through times ExpertFromRound, was too low where the playouts die
// early, which the expert bot often survives. It was checked on other seeds (docs/BOTS.md).
var ExpertRecalibration = map[string]Recalibration{
	"normal": {A: 0.176, B: 1.001},
}
