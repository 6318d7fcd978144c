package story

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// A card equipped in place of an exhausted one comes in exhausted, and the log says why.
func TestEquipSaysWhenTheCardArrivesExhausted(t *testing.T) {
	ready, ok := Event(game.Event{Kind: "equipped", Card: "wizard.curse", Adventurer: "wizard"})
	require.True(t, ok)
	assert.Equal(t, "The {{.Adv}} equips {{.Card}}.", ready.Key)
	spent, ok := Event(game.Event{Kind: "equipped", Card: "wizard.curse", Adventurer: "wizard", Value: 1})
	require.True(t, ok)
	assert.Contains(t, spent.Key, "exhausted as the card it replaces was")
}
