package bot

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
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

// tourAt is scenarios/swords-tour.json after the first n moves of swords-tour.moves.
func tourAt(t *testing.T, n int) *game.State {
	data, err := os.ReadFile("../scenarios/swords-tour.json")
	require.NoError(t, err)
	sc, err := game.ParseScenario(data)
	require.NoError(t, err)
	s, err := sc.Build()
	require.NoError(t, err)
	moves, err := os.ReadFile("../scenarios/swords-tour.moves")
	require.NoError(t, err)
	for _, line := range strings.Split(string(moves), "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if n == 0 {
			break
		}
		n--
		m, err := game.ParseMove(line)
		require.NoError(t, err)
		s, _, err = game.Apply(s, m)
		require.NoError(t, err, line)
	}
	return s
}

// The Monk in camp meditates with his lowest die; at the Merchant, with nothing affordable, the
// Bounty Hunter sells the least valuable Trophy that pays for an Item (the Wolf's 2 coins, not the
// Bear's 1), then the party buys.
func TestBotSwordsCampActionAndSale(t *testing.T) {
	s := tourAt(t, 0)
	require.Equal(t, "monk", s.Camper)
	assert.Equal(t, "place 2 action", campMove(s).String())

	s = tourAt(t, 26)
	require.Equal(t, game.PhaseMerchant, s.Phase)
	require.Equal(t, []string{"bear-1", "wolf-2"}, s.Adventurer("bountyhunter").Trophies)
	m := merchantMove(s)
	assert.Equal(t, "sell wolf-2", m.String())
	s, _, err := game.Apply(s, m)
	require.NoError(t, err)
	assert.Equal(t, game.VerbBuy, merchantMove(s).Verb)

	s.Merchant.Purse = 0
	s.Merchant.Bank += 2
	s.Adventurer("bountyhunter").Trophies = []string{"bear-1"}
	s.Graveyard = s.Graveyard[1:]
	assert.Equal(t, game.VerbEnd, merchantMove(s).Verb, "a Trophy that buys nothing is kept")
}
