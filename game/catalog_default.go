package game

import (
	"slices"
	"sync"

	"setawatch/assets"
	"setawatch/internal/say"
)

var defaultCatalog = sync.OnceValues(func() (*Catalog, error) {
	files, err := assets.CardFiles()
	if err != nil {
		return nil, err
	}
	return ParseCatalog(files)
})

// DefaultCatalog returns the cards shipped with the game (parsed once).
func DefaultCatalog() (*Catalog, error) { return defaultCatalog() }

// Messages (internal/say) name cards and adventurers from the card data, in either language.
func init() { say.Names = names }

func names(kind, id, lang string) string {
	cat, err := DefaultCatalog()
	if err != nil {
		return id
	}
	switch kind {
	case "card":
		if c := cat.Cards[id]; c != nil {
			return c.Name.In(lang)
		}
	case "adventurer":
		if a := cat.Adventurers[id]; a != nil {
			return a.Name.In(lang)
		}
	case "gender": // of an adventurer's name, for the article before it
		if a := cat.Adventurers[id]; a != nil && slices.Contains(a.Feminine, lang) {
			return "f"
		}
		return "m"
	case "type":
		if t, ok := cat.Types[id]; ok {
			return t.In(lang)
		}
	}
	return id
}
