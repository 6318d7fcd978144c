package game

import (
	"sync"

	"setawatch/assets"
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
