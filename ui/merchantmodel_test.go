package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// The Merchant board in words: the counts, each pile's top Item with its cost and what lies
// under it; nothing is marked or refused while every Item can be bought.
func TestMerchantModelSaysWhatPlayersRead(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	s := merchantSession(t, 9, []string{"firewood-bundle", "loaded-die", "hourglass"}, []string{"fire-bomb"}, []string{"crossbow"}).State()
	z := merchantModel(s, game.Legal(s), "")
	require.NotNil(t, z)
	assert.Equal(t, "Merchant", z.Title)
	require.Len(t, z.Coins, 3)
	assert.Equal(t, coinCount{N: len(s.Merchant.Deck), Label: "Item deck", Tip: "Face down: Items drawn to refill the Market.", Cards: true}, z.Coins[0])
	assert.Equal(t, []string{"Bank", "Purse"}, []string{z.Coins[1].Label, z.Coins[2].Label})
	assert.Equal(t, 9, z.Coins[2].N)
	assert.Empty(t, z.Drawn)

	require.Len(t, z.Piles, 3)
	bundle := z.Piles[0]
	assert.Equal(t, "Firewood Bundle", bundle.Title)
	assert.Equal(t, []string{"Pile 1 · 2 under it", "Discard"}, bundle.Lines)
	assert.Equal(t, 1, bundle.Cost)
	assert.Equal(t, cardDetails("firewood-bundle"), bundle.Tip)
	assert.True(t, bundle.Buying)
	for _, p := range z.Piles {
		assert.Empty(t, p.WhyNot, p.Item)
		assert.False(t, p.Dimmed, p.Item)
		assert.False(t, p.Marked, p.Item)
		assert.Nil(t, p.Cover, p.Item)
	}
	assert.Equal(t, []string{"Pile 2 · 0 under it", "Discard"}, z.Piles[1].Lines)
	assert.Equal(t, 3, z.Piles[2].Cost)

	assert.True(t, merchantModel(s, game.Legal(s), "crossbow").Piles[2].Marked, "the chosen Item")
}

// Why an Item cannot be bought is the engine's answer, shown under it while Items are bought.
func TestMerchantModelSaysWhyAnItemCannotBeBought(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	sess := merchantSession(t, 2, []string{"hourglass"}, []string{"fire-bomb"}, []string{"loaded-die"})
	s := sess.State()
	z := merchantModel(s, game.Legal(s), "")
	hourglass := z.Piles[0]
	assert.Equal(t, speak(*game.WhyNoBuy(s, "hourglass")), hourglass.WhyNot)
	assert.Equal(t, "Too expensive", hourglass.WhyNot)
	assert.True(t, hourglass.Dimmed)
	assert.Equal(t, "Too expensive", hourglass.Lines[len(hourglass.Lines)-1])
	assert.Empty(t, z.Piles[2].WhyNot, "the Loaded Die costs 1")

	require.NoError(t, applyLanguage("fr"))
	t.Cleanup(func() { _ = applyLanguage("en") })
	fr := merchantModel(s, game.Legal(s), "").Piles[0].WhyNot
	assert.NotEmpty(t, fr)
	assert.NotEqual(t, "Too expensive", fr, "in the player's language")
}

// Out of the Merchant phase nothing is refused on the cards; when nothing was bought the drawn
// Item is named and the piles it may cover are marked with their moves.
func TestMerchantModelOfTheCover(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	sess := merchantSession(t, 9, []string{"firewood-bundle"}, []string{"fire-bomb"}, []string{"crossbow"})
	play(t, sess, "end")
	s := sess.State()
	task := pendingCover(s)
	require.NotNil(t, task)
	z := merchantModel(s, game.Legal(s), "")
	assert.Equal(t, "Drawn: "+cardName(task.Cards[0]), z.Drawn)
	for k, p := range z.Piles {
		require.NotNil(t, p.Cover, p.Item)
		assert.True(t, p.Cover.Answer.Equal(game.AnswerPile(k+1)))
		assert.True(t, p.Marked)
		assert.False(t, p.Buying, "a prompt waits")
		assert.Empty(t, p.WhyNot)
	}

	base := fileSession(t, "../scenarios/first-round.json").State()
	assert.Nil(t, merchantModel(base, game.Legal(base), ""), "no Merchant in a base game")
}
