package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/session"
)

// play applies moves, written as notation, to sess.
func play(t *testing.T, sess *session.Session, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := game.ParseMove(text)
		require.NoError(t, err, text)
		_, err = sess.Play(m)
		require.NoError(t, err, text)
	}
}

// The Line in words: each card's name, lines, badges, intent and tooltip as players read them,
// and who reaches it; a face-down card tells nothing of the creature.
func TestLineModelSaysWhatPlayersRead(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	s := fileSession(t, "../cli/testdata/watch-loses.json").State()
	zone := lineModel(s, game.Legal(s), nil, false)

	assert.Empty(t, zone.Empty)
	require.Len(t, zone.Cards, 4)
	wolf, fae, wyvern, hidden := zone.Cards[0], zone.Cards[1], zone.Cards[2], zone.Cards[3]

	assert.Equal(t, "Wolf", wolf.Name)
	assert.Equal(t, []string{"1st · Forest Creature", "Health 5 (base 4)"}, wolf.Lines)
	assert.Equal(t, []string{"5", "1", "1"}, []string{wolf.Health, wolf.Damage, wolf.Intent})
	assert.Regexp(t, `^5 health left of 5\nIf the Watch ends now, it takes 1 ability card\.\n\nWolf\n`, wolf.Tip)
	assert.Equal(t, []string{"wizard", "warrior", "rogue"}, wolf.Reach)

	assert.Equal(t, []string{"Fae", "2nd · Fairy"}, []string{fae.Name, fae.Lines[0]})
	assert.Equal(t, "1⚡", fae.Intent)
	assert.Contains(t, fae.Tip, "Its First-position power fires on the way to the Horde.")
	assert.Equal(t, []string{"wizard"}, fae.Reach)
	assert.Equal(t, "2⚡", wyvern.Intent)
	assert.Empty(t, wyvern.Reach, "nobody reaches the 3rd position")

	assert.False(t, hidden.FaceUp)
	assert.Equal(t, "Face down", hidden.Name)
	assert.Equal(t, []string{"4th"}, hidden.Lines)
	assert.Equal(t, "A face-down card: the fire has not revealed it yet.", hidden.Tip)
	assert.Empty(t, hidden.Health+hidden.Damage+hidden.Intent, "no badge on a face-down card")
	for _, c := range zone.Cards {
		assert.False(t, c.Marked, "%s: nothing marked without a die chosen", c.Name)
		assert.False(t, c.Pocket)
		assert.Empty(t, c.Double)
	}
}

// A chosen die marks the creatures it can attack: the Rogue's melee reaches the 1st position,
// the Wizard's ranged attacks the first two.
func TestLineModelMarksWhatTheChosenDieCanAttack(t *testing.T) {
	s := fileSession(t, "../cli/testdata/watch-loses.json").State()
	for _, tc := range []struct {
		die    game.DieSpec
		marked []bool
	}{
		{game.DieSpec{Adventurer: "rogue", Value: 4}, []bool{true, false, false, false}},
		{game.DieSpec{Adventurer: "wizard", Value: 4}, []bool{true, true, false, false}},
		{game.DieSpec{Adventurer: "ranger", Value: 6}, []bool{false, false, false, false}}, // in camp
	} {
		var marked []bool
		for _, c := range lineModel(s, game.Legal(s), &tc.die, false).Cards {
			marked = append(marked, c.Marked)
		}
		assert.Equal(t, tc.marked, marked, "%s:%d", tc.die.Adventurer, tc.die.Value)
	}
}

// A creature hit shows its health left on its badge, the hit in its lines and tooltip, the die
// spent on it; a compact card keeps its position alone and moves the rest to its tooltip.
func TestLineModelShowsAHit(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	sess := fileSession(t, "../cli/testdata/watch-loses.json")
	play(t, sess, "attack 1 rogue:4")
	s := sess.State()

	wolf := lineModel(s, game.Legal(s), nil, false).Cards[0]
	assert.Equal(t, "1", wolf.Health)
	assert.Equal(t, []string{"1st · Forest Creature", "Health 5 (base 4)", "Hit for 4 of 5"}, wolf.Lines)
	assert.Regexp(t, `^1 health left of 5\n`, wolf.Tip)
	require.Len(t, wolf.Dice, 1)
	require.NotNil(t, wolf.Dice[0].Die)
	assert.Equal(t, "rogue", wolf.Dice[0].Adventurer)
	assert.Equal(t, 4, wolf.Dice[0].Die.Value)
	assert.Equal(t, game.DieSpent, wolf.Dice[0].Die.State)

	small := lineModel(s, game.Legal(s), nil, true).Cards[0]
	assert.Equal(t, []string{"1st"}, small.Lines)
	assert.Contains(t, small.Tip, "1st · Forest Creature · Health 5 (base 4) · Hit for 4 of 5")
	assert.Equal(t, wolf.Health, small.Health)
}

// An empty Line says what the Watch will bring to it.
func TestLineModelOfAnEmptyLine(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	s := fileSession(t, "../scenarios/first-round.json").State()
	zone := lineModel(s, game.Legal(s), nil, false)
	assert.Empty(t, zone.Cards)
	assert.Equal(t, "At the Watch, 6 creatures come to the Line.", zone.Empty)
}

// A Pocket Watch card carries its other half: its skull, its text in the tooltip and the larger
// view, and the half drawn beneath it.
func TestLineModelOfADoubleCard(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	sess := fileSession(t, "../scenarios/pocket-watch.json")
	play(t, sess, "rune 3 seal vanquish", "place 6 chop", "end", "attack 1 ranger:5")
	s := sess.State()

	cards := lineModel(s, game.Legal(s), nil, false).Cards
	acolyte, chief := cards[0], cards[1]
	assert.Equal(t, "Acolyte", acolyte.Name)
	assert.True(t, acolyte.Pocket)
	assert.Equal(t, "pocket-zombie-horde", acolyte.Double)
	assert.Equal(t, []string{"1st · Human"}, acolyte.Lines, "no skull on the Acolyte's half")
	assert.Contains(t, acolyte.Tip, "Upside down beneath it:\nZombie Horde")
	assert.Contains(t, acolyte.Details, "Zombie Horde")

	assert.Equal(t, "Goblin Chief", chief.Name)
	assert.Equal(t, "pocket-bear", chief.Double)
	assert.Contains(t, chief.Lines, "Skull 2")
	assert.Contains(t, chief.Tip, "Upside down beneath it:\nBear")
}

// The words follow the language chosen.
func TestLineModelSpeaksFrench(t *testing.T) {
	require.NoError(t, applyLanguage("fr"))
	t.Cleanup(func() { _ = applyLanguage("en") })
	s := fileSession(t, "../cli/testdata/watch-loses.json").State()
	zone := lineModel(s, game.Legal(s), nil, false)
	assert.Equal(t, "Loup", zone.Cards[0].Name)
	assert.Equal(t, "Face cachée", zone.Cards[3].Name)
}
