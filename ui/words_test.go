package ui

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/session"
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
	require.NotEqual(t, spaceName(string(game.SpaceAction)), title)
	said := describeMoveOn(s, game.Move{Verb: game.VerbPlace, Value: 4, Space: game.SpaceAction})
	assert.Contains(t, said, title)
	assert.Contains(t, describeMove(game.Move{Verb: game.VerbPlace, Value: 4, Space: game.SpaceAction}), spaceName(string(game.SpaceAction)), "without a table, the space's own name")
}

// A die dropped alone on a rune is refused with the rule in words, never the notation's form.
func TestOneDieOnARuneIsRefusedInWords(t *testing.T) {
	sess := scenarioSession(t, func(sc *game.Scenario) {
		sc.Phase, sc.Camper, sc.StartRules = game.PhaseCamp, "wizard", false
	})
	tb, _ := tableFor(t, sess)
	var seal *dropTarget
	for _, tg := range tb.hand.targets {
		if tg.kind == targetRune && tg.space == string(game.RuneSeal) {
			seal = tg
		}
	}
	require.NotNil(t, seal)
	tb.hand.UseDie(game.DieSpec{Adventurer: "wizard", Value: 1}, seal) // the Wizard has one 1 only
	assert.True(t, tb.model.NoticeError)
	assert.Contains(t, tb.model.Notice, "choose a pair")
	assert.NotContains(t, tb.model.Notice, "expected")
	assert.NotContains(t, tb.model.Notice, "RUNE")
}

// The answers of a prompt are the engine's words: a Stun answer names the die and the card,
// never "card:value".
func TestStunAnswersAreTheEnginesWords(t *testing.T) {
	newTestApp(t)
	data, err := os.ReadFile("../scenarios/swords-riders-stun.json")
	require.NoError(t, err)
	sc, err := game.ParseScenario(data)
	require.NoError(t, err)
	sess, err := session.FromRecord(&game.Record{Format: game.RecordFormat, Scenario: sc})
	require.NoError(t, err)
	tb, _ := tableFor(t, sess)
	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbAttack, Pos: 1, Dice: []game.DieSpec{{Adventurer: "warrior", Value: 8}}}))
	s := tb.model.State()
	require.Equal(t, game.TaskStun, game.PendingPrompt(s).Kind)
	shown := shownText(tb.side.answers)
	assert.Contains(t, shown, "Stun the Ranger's die 7 on Long Shot")
	assert.NotContains(t, shown, "ranger.")
	assert.NotContains(t, shown, "card:value")
}
