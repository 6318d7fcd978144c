package sim

import (
	"testing"

	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// Both bots play Pocket Watch to the end at every difficulty: no move refused, no game without an
// end, none past round 5; a base difficulty name is refused with the Pocket Watch ones.
func TestPocketWatchBots(t *testing.T) {
	for _, bot := range []string{"random", "solver"} {
		for _, d := range game.PocketDifficulties {
			r, err := Run(Config{Games: 6, Difficulty: d, Bot: bot, Seed: 3, Jobs: 1, Game: game.GamePocket, Locations: game.LocationsRetail})
			require.NoError(t, err, "%s %s", bot, d)
			require.Zero(t, r.Errors, "%s %s: %s", bot, d, r.FirstError)
			require.Equal(t, 6, r.Games)
			require.Equal(t, 6, r.EndedIn[1]+r.EndedIn[2]+r.EndedIn[3]+r.EndedIn[4]+r.EndedIn[5], "%s %s: %v", bot, d, r.EndedIn)
		}
	}
	_, err := Run(Config{Games: 1, Difficulty: "insane", Bot: "random", Game: game.GamePocket})
	require.ErrorContains(t, err, "casual, normal, hard, impossible")
}
