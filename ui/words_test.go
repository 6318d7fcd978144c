package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// A die placed on the camp action is told by the camper's action's name, as its card is titled
// (the Hint and the log say "Place a 4 on Teleport", not "on Camp action").
func TestCampActionMoveNamesTheCampersAction(t *testing.T) {
	newTestApp(t)
	s, err := game.NewGame(game.Options{Seed: 1, Adventurers: []string{"wizard", "ranger", "warrior", "rogue"}})
	require.NoError(t, err)
	// Through any prompt the location asks, to the camp.
	for s.Phase != game.PhaseCamp {
		next := game.Legal(s)[0]
		if s.Phase == game.PhaseCamper && game.PendingPrompt(s) == nil {
			next = game.Move{Verb: game.VerbCamp, Adventurer: "wizard"}
		}
		s, _, err = game.Apply(s, next)
		require.NoError(t, err)
	}
	title, _ := spaceRule(s, game.SpaceAction)
	require.NotEqual(t, spaceName(game.SpaceAction), title)
	said := describeMoveOn(s, game.Move{Verb: game.VerbPlace, Value: 4, Space: game.SpaceAction})
	assert.Contains(t, said, title)
	assert.Contains(t, describeMove(game.Move{Verb: game.VerbPlace, Value: 4, Space: game.SpaceAction}), spaceName(game.SpaceAction), "without a table, the space's own name")
}
