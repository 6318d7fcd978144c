package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every card in the data (base and extras) has a behaviour, every behaviour has a card, and
// every adventurer's camp action has a rule and every camp action rule an adventurer.
func TestEveryCardHasOneBehaviour(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	keys := map[string]bool{}
	var missing []string
	for _, id := range cat.IDs() {
		c := cat.Cards[id]
		keys[c.Key] = true
		if !Implemented(cat, id) {
			missing = append(missing, c.Key)
		}
	}
	assert.Empty(t, missing, "cards without behaviour")
	for k := range creatureRules {
		assert.True(t, keys[k], "creature behaviour %q has no card", k)
	}
	for k := range abilityRules {
		assert.True(t, keys[k], "ability behaviour %q has no card", k)
	}
	for k := range locationRules {
		assert.True(t, keys[k], "location rule %q has no card", k)
	}
	actions := map[string]bool{}
	for _, id := range cat.AdventurerIDs() {
		a := cat.Adventurers[id]
		actions[a.CampAction.Key] = true
		_, ok := campActionRules[a.CampAction.Key]
		assert.True(t, ok, "camp action of %s", id)
	}
	for k := range campActionRules {
		assert.True(t, actions[k], "camp action rule %q has no adventurer", k)
	}
}
