// Package assets holds the game's data files, embedded in the binary: the card data (one JSON
// file per set, see game.CardFile) and the interface translations.
package assets

import (
	"embed"
	"io/fs"
	"path"
)

//go:embed cards/*.json
var cardFiles embed.FS

//go:embed translations/*.json
var Translations embed.FS

// CardFiles returns the content of every card data file, keyed by file name.
func CardFiles() (map[string][]byte, error) {
	entries, err := fs.ReadDir(cardFiles, "cards")
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	for _, e := range entries {
		data, err := cardFiles.ReadFile(path.Join("cards", e.Name()))
		if err != nil {
			return nil, err
		}
		files[e.Name()] = data
	}
	return files, nil
}
