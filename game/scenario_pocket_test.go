package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scenarios/pocket-watch.json with pocket-watch.moves crosses a Vanquish, the Acolyte's turn-up,
// a skull match, a Seal swap, Stay Dead and the final round's extension; each is checked at
// the move where it happens.
func TestPocketWatchScenario(t *testing.T) {
	s := loadScenario(t, "pocket-watch.json")
	require.NotNil(t, s.Pocket)
	require.Empty(t, Check(s))
	require.Equal(t, 5, s.Pocket.Horde)
	moves := readMoves(t, "pocket-watch.moves")
	for i, text := range moves {
		s = play(t, s, text)
		switch i {
		case 0: // rune 3 seal vanquish
			assert.Equal(t, 4, s.Pocket.Horde, "Vanquish")
			assert.True(t, s.Pocket.Seal)
		case 3: // attack 1 ranger:5: the Acolyte comes first and turns the Bear's card
			assert.Equal(t, "pocket-goblin-chief", s.Line[1].Card, "the Acolyte's turn-up")
			assert.True(t, s.Pocket.Acolyte)
			prompt(t, s, TaskPocketSeal) // Seal offers a swap for any Unhallowed that rises
			assert.Equal(t, []string{"pocket-pyromancer", noneWord}, PendingPrompt(s).Options, "either half of the Graveyard's card")
		case 4: // choose none: the campfire reveals the Fell Beast's card in round 4
			assert.Equal(t, "pocket-lich", s.Line[2].Card, "skull 4 matches round 4")
			require.NotNil(t, s.Pending())
			assert.Equal(t, TaskExhaust, s.Pending().Kind, "a skull match exhausts a card")
		case 5: // choose warrior.berserker
			assert.True(t, slotOf(s, "warrior.berserker").Exhausted)
			assert.Equal(t, TaskPocketSeal, s.Pending().Kind)
		case 6: // choose pocket-pyromancer: the Seal swap
			assert.Equal(t, []string{"pocket-lich"}, s.Graveyard, "the Lich takes the place of the Pyromancer's card")
			assert.Equal(t, "pocket-pyromancer", lineCards(s)[len(s.Line)-1], "the Pyromancer's Reveal sends it to the back")
			assert.NotContains(t, lineCards(s), "pocket-lich")
		case 12: // attack 1 rogue:6: Stay Dead
			assert.Equal(t, []string{"pocket-fae"}, s.Removed)
		case 14: // choose warrior.wound: the round ends; the final round's Line
			assert.Equal(t, 5, s.Round)
			assert.Equal(t, "forbidden-tower", s.Location)
			assert.Equal(t, []string{"pocket-fae"}, s.Pocket.SittingOut, "Stay Dead: out for the next round")
			assert.Len(t, s.Line, 11, "9 creatures and 2 of the Horde: every card not sitting out")
			assert.Equal(t, 3, s.Pocket.Horde, "the rest of the Horde waits on the counter")
			assert.Empty(t, s.Creatures)
			for _, a := range s.Adventurers {
				assert.True(t, a.OnWatch)
				assert.Equal(t, 1, a.Rests)
			}
		case 15: // attack 1 ranger:8: the Metal Golem falls and comes back
			assert.Equal(t, 2, s.Pocket.Horde)
			assert.Len(t, s.Line, 11)
			last := s.Line[len(s.Line)-1]
			assert.False(t, last.FaceUp)
			assert.Contains(t, []string{"pocket-metal-golem", "pocket-werewolf"}, last.Card, "back face down, either way up")
			assert.Empty(t, s.Graveyard)
		}
	}
	assert.False(t, s.Over())
	assert.Len(t, moves, 17)
}
