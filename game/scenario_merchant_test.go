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

// WhyNoBuy answers exactly when Legal offers no buy of an Item, with the party's reason first.
func TestWhyNoBuyFollowsLegal(t *testing.T) {
	s := loadScenario(t, "merchant.json")
	var camp *State
	for _, text := range readMoves(t, "merchant.moves") {
		if s.Phase == PhaseMerchant {
			break
		}
		if s.Phase == PhaseCamp && camp == nil {
			camp = s
		}
		s = play(t, s, text)
	}
	require.Equal(t, PhaseMerchant, s.Phase)
	require.NotNil(t, camp)
	why := func(s *State, item string) string {
		if m := WhyNoBuy(s, item); m != nil {
			return m.String()
		}
		return ""
	}
	legalBuy := func(s *State, item string) bool {
		for _, m := range Legal(s) {
			if m.Verb == VerbBuy && m.Card == item {
				return true
			}
		}
		return false
	}
	check := func(s *State) {
		for _, p := range s.Merchant.Market {
			for i, item := range p {
				assert.Equal(t, i == 0 && legalBuy(s, item), why(s, item) == "", "%s (%d in its pile): %q", item, i, why(s, item))
			}
		}
	}
	check(s)
	top := s.Merchant.Market[0][0]
	assert.Empty(t, why(s, top))

	poor := s.Clone()
	poor.Merchant.Bank += poor.Merchant.Purse
	poor.Merchant.Purse = 0
	check(poor)
	assert.Equal(t, "Too expensive", why(poor, top))

	full := s.Clone()
	for i := range full.Adventurers {
		full.Adventurers[i].Items = []Item{{Card: "torch"}, {Card: "oil-flask"}}[:ItemSlots]
	}
	check(full)
	assert.Equal(t, "Every Item slot is full", why(full, top))

	for _, p := range s.Merchant.Market {
		if len(p) > 1 {
			assert.Equal(t, "Not on top of a pile", why(s, p[1]))
		}
	}
	assert.Equal(t, "Bought only in the Merchant phase", why(camp, top))
}
