package bot

import (
	"testing"

	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// The solver bot plays whole games with each Swords of the Coin adventurer beside three base
// ones, every move legal; the rounds survived are logged beside the Warrior's in the same seat.
func TestSolverBotPlaysSwordsAdventurers(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 4
	}
	rounds := map[string]int{}
	for _, adv := range []string{"warrior", "barbarian", "heretic", "bountyhunter", "monk", "artificer", "witch"} {
		for seed := range uint64(n) {
			s := playWith(t, "solver", game.Options{Seed: 300 + seed, Game: game.GameSwords, Mix: true, Adventurers: []string{adv, "cleric", "ranger", "wizard"}})
			require.True(t, s.Over())
			rounds[adv] += s.Round
		}
	}
	t.Logf("rounds survived over %d games each: %v", n, rounds)
}
