package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scenarios/merchant.json with merchant.moves: coins taken in camp, two Items bought and given,
// then on Watch an Item of each trigger (Discard, Passive, Activate, Exhaust).
func TestScenarioMerchantBuysAndUsesItems(t *testing.T) {
	s := loadScenario(t, "merchant.json")
	require.Equal(t, 2, s.Merchant.Purse)
	var merchantPhase *State
	for _, text := range readMoves(t, "merchant.moves") {
		s = play(t, s, text)
		if s.Phase == PhaseMerchant && merchantPhase == nil {
			merchantPhase = s
		}
	}
	require.NotNil(t, merchantPhase)
	assert.Equal(t, 5, merchantPhase.Merchant.Purse, "1 coin from Equip and 2 from Check Map")
	assert.Zero(t, s.Merchant.Purse)
	assert.Equal(t, []string{"torch", "crossbow"}, itemsOf(s, "warrior"))
	assert.Equal(t, []string{"oil-flask"}, itemsOf(s, "ranger"))
	assert.Empty(t, itemsOf(s, "wizard"), "the Fire Bomb was discarded")
	assert.Equal(t, "fire-bomb", s.Merchant.Deck[len(s.Merchant.Deck)-1])
	assert.True(t, s.Adventurer("warrior").Items[0].Exhausted)
	assert.True(t, s.Adventurer("ranger").Items[0].Used)
	assert.Contains(t, s.Graveyard, "skeletons-2", "the Fire Bomb and the Crossbow's reach defeated the Skeletons")
	assert.Equal(t, []int{2, 0, 2, 0}, s.Merchant.Coins)
	assert.Equal(t, 13, s.Firewood, "7, then +2 Oil Flask, +2 Torch, +2 Chop Wood")
	assert.Empty(t, Check(s))
}

// scenarios/merchant.json with merchant-cover.moves: nothing bought, so the Item drawn covers
// the pile the players chose.
func TestScenarioMerchantCoversAPile(t *testing.T) {
	s := loadScenario(t, "merchant.json")
	top := s.Merchant.Deck[0]
	covers := 0
	for _, text := range readMoves(t, "merchant-cover.moves") {
		if task := s.Pending(); task != nil && task.Kind == TaskCover {
			prompt(t, s, TaskCover)
			covers++
		}
		s = play(t, s, text)
	}
	assert.Equal(t, 1, covers, "the players choose the pile")
	assert.Equal(t, []string{top, "net"}, s.Merchant.Market[2])
	assert.Equal(t, PhaseWatch, s.Phase)
	assert.Equal(t, []int{2, 3, 0, 0}, s.Merchant.Coins)
}
