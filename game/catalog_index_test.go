package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCardIndexFindsEveryCard(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	for id, c := range cat.Cards {
		assert.Same(t, c, cat.find(id), id)
	}
	for _, id := range []string{"", "x", "wolf-99", "ranger.no-such-card", "WOLF-1"} {
		assert.Nil(t, cat.find(id), id)
	}
	hand := &Catalog{Cards: map[string]*Card{"a": {ID: "a"}}}
	assert.Equal(t, "a", hand.find("a").ID, "a catalog built by hand is read through its map")
}

func TestAbilityCardsLinkTheirRules(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	for _, c := range cat.list {
		_, ok := abilityRules[c.Key]
		assert.Equal(t, ok, c.ability != nil, c.ID)
	}
}

func TestImplementedIsWorkedOutOnce(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	n := 0
	for _, c := range cat.list {
		assert.Equal(t, implemented(c), Implemented(cat, c.ID), c.ID)
		if c.implemented {
			n++
		}
	}
	assert.Greater(t, n, 100)
	assert.False(t, Implemented(cat, "no-such-card"))
}
