package story

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/internal/say"
)

// A card equipped in place of an exhausted one comes in exhausted, and the log says why.
func TestEquipSaysWhenTheCardArrivesExhausted(t *testing.T) {
	ready, ok := Event(game.Event{Kind: game.EventEquipped, Card: "wizard.curse", Adventurer: "wizard"})
	require.True(t, ok)
	assert.Equal(t, "The {{.Adv}} equips {{.Card}}.", ready.Key)
	spent, ok := Event(game.Event{Kind: game.EventEquipped, Card: "wizard.curse", Adventurer: "wizard", Value: 1})
	require.True(t, ok)
	assert.Contains(t, spent.Key, "exhausted as the card it replaces was")
}

// The log names the camper's own camp action by its card, in both languages.
func TestPlacedOnTheCampActionNamesIt(t *testing.T) {
	msg, ok := Event(game.Event{Kind: game.EventPlaced, Card: string(game.SpaceAction), Adventurer: "ranger", Value: 5})
	require.True(t, ok)
	assert.Equal(t, "The Ranger places a 5 on Elven Scout.", say.In("en").Say(msg))
	assert.NotContains(t, say.In("fr").Say(msg), "Camp")
}
