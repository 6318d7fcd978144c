package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The Swords of the Coin scenario files under scenarios/, replayed with their moves.
func TestSwordsScenarioFiles(t *testing.T) {
	replay := func(t *testing.T, name string) *State {
		return play(t, loadScenario(t, name+".json"), readMoves(t, name+".moves")...)
	}
	t.Run("Riders and Stun", func(t *testing.T) {
		s := replay(t, "swords-riders-stun")
		assert.Equal(t, []string{"bear-1", "beast-rider-1", "wolf-1"}, s.Graveyard)
		assert.Equal(t, []string{"giant-spider-1"}, lineCards(s))
		assert.True(t, slotOf(s, "ranger.long-shot").UsedWithDie)
		assert.True(t, slotOf(s, "wizard.curse").UsedWithDie)
	})
	t.Run("Trophies", func(t *testing.T) {
		s := replay(t, "swords-trophies")
		assert.Equal(t, []string{"wolf-1"}, s.Adventurer("bountyhunter").Trophies)
		assert.Equal(t, []string{"storm-dragon-1", "wyrmling-2"}, s.Graveyard)
		assert.Equal(t, 8, s.Firewood, "Bloodlust")
	})
	t.Run("Witch", func(t *testing.T) {
		s := replay(t, "swords-witch")
		assert.Equal(t, 7, s.Firewood, "the Wyvern was hexed")
		assert.Equal(t, []string{"hill-giant-1", "bear-1"}, s.Graveyard)
		assert.Equal(t, 2, s.Line[0].Damage, "Wither with X = 1 on the Wyvern")
		assert.True(t, s.Effects.FamiliarUsed)
	})
	t.Run("Monk and staff", func(t *testing.T) {
		s := replay(t, "swords-monk-staff")
		assert.Equal(t, 12, s.Adventurer("monk").Dice[1].Sides)
		assert.Equal(t, 1, s.Adventurer("artificer").Charges)
	})
}
