package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every base creature, Unhallowed and ability card has a behaviour, every behaviour has a card,
// and the locations not yet implemented are exactly the ones listed here (never dealt).
func TestEveryCardHasOneBehaviour(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	keys := map[string]bool{}
	var missing []string
	for _, id := range cat.IDs() {
		c := cat.Cards[id]
		keys[c.Key] = true
		if c.Set == SetBase && !Implemented(cat, id) {
			missing = append(missing, c.Key)
		}
	}
	assert.ElementsMatch(t, []string{"ancient-crypt", "lost-outpost", "white-monolith", "cursed-cathedral",
		"catacombs", "sacred-city", "wizards-cottage", "tranquil-village"}, missing)
	for k := range creatureRules {
		assert.True(t, keys[k], "creature behaviour %q has no card", k)
	}
	for k := range abilityRules {
		assert.True(t, keys[k], "ability behaviour %q has no card", k)
	}
	for k := range locationRules {
		assert.True(t, keys[k], "location rule %q has no card", k)
	}
	for _, id := range cat.AdventurerIDs() {
		a := cat.Adventurers[id]
		if a.Set == SetBase {
			_, ok := campActionRules[a.CampAction.Key]
			assert.True(t, ok, "camp action of %s", id)
		}
	}
}
