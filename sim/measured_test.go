package sim

import (
	"testing"

	"github.com/stretchr/testify/require"

	"setawatch/bot"
)

// A sample of the games behind the New-game dialog's win rates, played again, ends as stored:
// the table is what the bot does today, not what an older bot did. The sample moves through
// the games as the file grows; a bot changed since its runs fails here, and
// `go run ./tools/winrates` measures it again.
func TestMeasuredRunsReplay(t *testing.T) {
	type stored struct {
		run bot.MeasuredRun
		k   int // the game's place in its piece
	}
	var games []stored
	for _, r := range bot.MeasuredRuns {
		for k := range r.Games {
			games = append(games, stored{r, k})
		}
	}
	require.NotEmpty(t, games, "bot/measured.json holds no games")
	const sample = 3
	for j := range sample {
		g := games[(j*7919+len(games)/2)%len(games)]
		c := Config{Games: 1, First: g.run.First + g.k, Difficulty: g.run.Difficulty, Bot: g.run.Bot, Seed: g.run.Seed,
			Mix: g.run.Mix, Locations: "retail"}
		if g.run.Box != "base" {
			c.Game = g.run.Box
		}
		require.NoError(t, c.Check())
		played := Play(c, c.First)
		require.Equal(t, string(g.run.Outcomes[g.k]), string(Outcome(played)), "game %d of %q", c.First, g.run.Command)
	}
}
