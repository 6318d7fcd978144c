package game

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCatalogIsStrict(t *testing.T) {
	const card = `{"id": "bear-9", "kind": "creature", "name": {"en": "Bear", "fr": "Ours"}, "type": "forest", "damage": 1, "health": 4%s}`
	const file = `{"set": "base", "types": {"forest": {"en": "Forest", "fr": "Forêt"}}, "cards": [%s]}%s`
	for want, data := range map[string]string{
		"card 1 (\"bear-9\"): the file has a field \"helth\"": sprintf(file, sprintf(card, `, "helth": 5`), ""),
		"unexpected data after the end":                       sprintf(file, sprintf(card, ""), "}"),
		"set \"promo\"":                                       sprintf(file, sprintf(card, `, "set": "promo"`), ""),
		"set \"swords\" needs an origin":                      sprintf(file, sprintf(card, `, "set": "swords"`), ""),
		"unknown origin \"invented\"":                         sprintf(file, sprintf(card, `, "set": "swords", "origin": "invented"`), ""),
	} {
		_, err := ParseCatalog(map[string][]byte{"bad.json": []byte(data)})
		require.Error(t, err, want)
		assert.Contains(t, err.Error(), "bad.json")
		assert.Contains(t, err.Error(), want)
	}
	_, err := ParseCatalog(map[string][]byte{"good.json": []byte(sprintf(file, sprintf(card, ""), "\n"))})
	require.NoError(t, err)
	_, err = ParseCatalog(map[string][]byte{"good.json": []byte(sprintf(file, sprintf(card, `, "set": "swords", "origin": "designed"`), ""))})
	require.NoError(t, err)
}

func sprintf(format string, a ...any) string { return fmt.Sprintf(format, a...) }
