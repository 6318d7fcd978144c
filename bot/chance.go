package bot

import "setawatch/game"

// chanceScale values playouts' outcomes as the Hint's chance to win: a playout won counts 1,
// one lost 0, and one still in play the share of the expert bot's measured games that won
// from the round it reached (fromRound, see winChance), the whole recalibrated (fit). The
// Hint (Advise), WinChance and Compare all value their playouts with it.
type chanceScale struct {
	fromRound [10]Measured
	fit       Recalibration
}

// measuredScale is the scale of a game's box and difficulty; ok is false when the expert
// bot's games were not measured there (ExpertFromRound), which only the base box's are.
func measuredScale(o game.Options) (scale chanceScale, ok bool) {
	fromRound, ok := ExpertFromRound[o.DifficultyName()]
	if !ok || o.Game != "" {
		return chanceScale{}, false
	}
	return chanceScale{fromRound: fromRound, fit: ExpertRecalibration[o.DifficultyName()]}, true
}

// chance is the chance to win that outcomes show, and its bounds (see winChance),
// recalibrated.
func (c chanceScale) chance(outs []outcome) (chance, low, high float64) {
	chance, low, high = winChance(outs, c.fromRound)
	return c.fit.apply(chance), c.fit.apply(low), c.fit.apply(high)
}
