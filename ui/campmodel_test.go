package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// marks lists the runes and spaces of a camp marked for the chosen die, by key.
func marks(z campZone) map[string]bool {
	out := map[string]bool{}
	for _, spot := range append(z.Runes, z.Spaces...) {
		out[spot.Key] = spot.Marked
	}
	return out
}

// The camp in words: the location card's lines, the runes' heading, each space's rule, its
// short text and the dice placed on it.
func TestCampModelSaysWhatPlayersRead(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	sess := fileSession(t, "../scenarios/first-round.json")
	play(t, sess, "choose rogue:1", "camp wizard", "place 4 chop")
	s := sess.State()
	z := campModel(s, game.Legal(s), nil)

	assert.Equal(t, s.Firewood, z.Firewood)
	assert.Equal(t, "wizard", z.Camper)
	require.NotNil(t, z.Location)
	assert.Equal(t, "Snowy Pass", z.Location.Name)
	assert.Equal(t, []string{"Round 1 of 9", "Location", "Firewood -3", "Creatures 6"}, z.Location.Lines)
	assert.Equal(t, "Map: 8 left", z.MapTitle)

	require.Len(t, z.Runes, 3)
	assert.Equal(t, []string{"Seal", "Vanquish", "Bolster"}, []string{z.Runes[0].Title, z.Runes[1].Title, z.Runes[2].Title})
	assert.Contains(t, z.Runes[2].Tip, "Bolster: each adventurer on Watch may reroll any of their unused dice.")

	require.Len(t, z.Spaces, 6)
	chop, heal, action := z.Spaces[0], z.Spaces[3], z.Spaces[5]
	assert.Equal(t, "Chop Wood", chop.Title)
	assert.Equal(t, []game.Die{{Sides: 6, Value: 4, State: game.DieCamp}}, chop.Dice)
	assert.Equal(t, "Heal\n\nOne 6: refresh an exhausted ability card.", heal.Tip)
	assert.Empty(t, heal.Dice)
	assert.Equal(t, "Teleport", action.Title, "the camper's own action")
	assert.Equal(t, "Any die. Hover or right-click to read.", action.Short)
	assert.Contains(t, action.Rule, "Unused Location deck")
	for key, marked := range marks(z) {
		assert.False(t, marked, "%s: nothing marked without a die chosen", key)
	}
}

// A chosen die marks where it can go: only the camper's dice go to camp, a Heal takes a 6,
// and runes take two matching dice.
func TestCampModelMarksWhereTheChosenDieCanGo(t *testing.T) {
	sess := fileSession(t, "../scenarios/first-round.json")
	play(t, sess, "choose rogue:1", "camp wizard")
	s := sess.State()
	four := game.DieSpec{Adventurer: "wizard", Value: 4}
	assert.Equal(t, map[string]bool{
		string(game.RuneSeal): true, string(game.RuneVanquish): true, string(game.RuneBolster): true,
		string(game.SpaceChop): true, string(game.SpaceScout): true, string(game.SpaceMap): true, string(game.SpaceHeal): false,
		string(game.SpaceEquip): true, string(game.SpaceAction): true,
	}, marks(campModel(s, game.Legal(s), &four)))

	rogue := game.DieSpec{Adventurer: "rogue", Value: 4}
	for key, marked := range marks(campModel(s, game.Legal(s), &rogue)) {
		assert.False(t, marked, "%s: the Rogue is not in camp", key)
	}

	play(t, sess, "place 4 chop") // one 4 left: no rune for it
	s = sess.State()
	got := marks(campModel(s, game.Legal(s), &four))
	assert.False(t, got[string(game.RuneSeal)])
	assert.True(t, got[string(game.SpaceChop)])
}

// Pocket Watch has no Map deck: the runes are headed as such.
func TestCampModelOfPocketWatch(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	s := fileSession(t, "../scenarios/pocket-watch.json").State()
	z := campModel(s, game.Legal(s), nil)
	assert.Equal(t, "Runes", z.MapTitle)
	assert.Contains(t, z.Runes[0].Rule, "swapped for one from the Graveyard")
}
