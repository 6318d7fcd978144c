package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The rulebook's worked first round (draft 11 and the French edition), move by move, with the
// rulebook's numbers.
func TestRulebookFirstRound(t *testing.T) {
	s := loadScenario(t, "first-round.json")
	p := prompt(t, s, TaskLowestDie) // the Snowy Pass asks for the lowest die
	assert.ElementsMatch(t, []string{"ranger:1", "wizard:1", "rogue:1"}, p.Options)

	s = play(t, s, "choose rogue:1", "camp wizard")
	assert.Equal(t, 1, s.Adventurer("wizard").Rests)
	assert.False(t, s.Adventurer("wizard").Slot("wizard.curse").Exhausted, "the camper refreshes his card")
	s = play(t, s, "place 4 chop", "place 4 chop", "place 1 chop")
	assert.Equal(t, 10, s.Firewood)

	s = play(t, s, "end")
	require.Equal(t, PhaseWatch, s.Phase)
	assert.Equal(t, []string{"eagle-2", "fell-beast-2", "forest-giant-1", "zombie-horde-2", "vampire-1", "acolyte-2"}, lineCards(s))
	assert.True(t, s.Line[0].FaceUp)
	assert.True(t, s.Line[1].FaceUp)
	assert.False(t, s.Line[2].FaceUp, "firewood 10 reveals two creatures")

	s = play(t, s, "use rogue.backstab rogue:3 5 6")
	p = PendingPrompt(s)
	require.NotNil(t, p)
	assert.Equal(t, []string{"vampire-1", "acolyte-2", noneWord}, p.Options, "the Rogue rolled 8 in all")
	s = play(t, s, "choose vampire-1")
	assert.Equal(t, "vampire-1", s.Graveyard[0])
	assert.Equal(t, []string{"bear-1", "lich"}, s.Horde, "the Acolyte's Reveal adds a creature to the Horde")
	for _, a := range s.Adventurers {
		for _, d := range a.Dice {
			assert.NotEqual(t, DieStolen, d.State, "the Vampire was defeated before it could steal")
		}
	}

	s = play(t, s, "attack 2 ranger:3 beastmaster:8")
	assert.Equal(t, "fell-beast-2", s.Graveyard[0])
	require.Equal(t, []string{"eagle-2", "forest-giant-1", "zombie-horde-2", "acolyte-2"}, lineCards(s))
	assert.True(t, s.Line[1].FaceUp && s.Line[2].FaceUp, "the Giant is revealed and reveals the Zombie Horde")
	assert.Equal(t, 15, Health(s, 1), "Forest Giant 7 + Zombie Horde 8")
	assert.Equal(t, 19, Health(s, 2), "Zombie Horde 8 + Fell Beast 11 on top of the Graveyard")

	s = play(t, s, "use ranger.sharpshooter ranger:3")
	assert.Equal(t, 7, s.Adventurer("ranger").Dice[1].Value, "the scenario's seed rerolls the 3 into a 7")
	s = play(t, s, "exhaust beastmaster.tame-beast 1", "use beastmaster.set-snares beastmaster:3 2")
	assert.Equal(t, []string{"eagle-2"}, s.Adventurer("beastmaster").Tamed)
	assert.Equal(t, "zombie-horde-2", s.Creatures[0], "the Zombie Horde leads the next Line")
	assert.Equal(t, 14, Health(s, 0), "Forest Giant 7 + Acolyte 7")

	s = play(t, s, "attack 2 ranger:7")
	assert.Equal(t, 7, Health(s, 0), "nothing behind the Giant")

	s = play(t, s, "attack 1 rogue:4 ranger:6")
	assert.Equal(t, 2, s.Round, "the Line is clear: the next location")
	assert.Equal(t, "dark-woods", s.Location)
	assert.Equal(t, 12, s.Firewood, "Dark Woods adds 2")
	exhausted := 0
	for _, sl := range s.Adventurer("beastmaster").Slots {
		if sl.Exhausted {
			exhausted++
		}
	}
	assert.Equal(t, 2, exhausted, "the Beast Master ends the round with two exhausted cards")
	assert.Equal(t, []string{"eagle-2"}, s.Adventurer("beastmaster").Tamed, "she keeps the Eagle")
}

// The moves file shipped beside the scenario replays the same round.
func TestFirstRoundMovesFile(t *testing.T) {
	s := loadScenario(t, "first-round.json")
	s = play(t, s, readMoves(t, "first-round.moves")...)
	assert.Equal(t, 2, s.Round)
}
