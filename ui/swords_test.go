package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"setawatch/assets"
	"setawatch/game"
)

func TestItems_EachItemHasItsOwnPicture(t *testing.T) {
	newTestApp(t)
	seen := map[string]string{}
	for _, id := range catalog().OfKind(game.KindItem) {
		key := cardPictureKey(id)
		assert.Equal(t, "item."+id, key)
		assert.NotNil(t, assets.Icon(key), "%s has its picture", id)
		svg := string(assets.Icon(key))
		assert.NotContains(t, seen, svg, "%s shares its picture with %s", id, seen[svg])
		seen[svg] = id
	}
	assert.Len(t, seen, 20, "the twenty Items")
}
