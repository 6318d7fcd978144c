// Package assets holds the game's data files, embedded in the binary: the card data (one JSON
// file per set, see game.CardFile), the interface translations, the font and the pictures.
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

// The fonts are kept as they lie in the binary, not copied (an embed.FS hands out copies):
// the window's text parser reads them for as long as the game runs.
var (
	//go:embed fonts/DejaVuSansCondensed.ttf
	fontRegular []byte
	//go:embed fonts/DejaVuSansCondensed-Bold.ttf
	fontBold []byte
	//go:embed fonts/DejaVuSansCondensed-Oblique.ttf
	fontOblique []byte

	fonts = map[string][]byte{
		"DejaVuSansCondensed.ttf":         fontRegular,
		"DejaVuSansCondensed-Bold.ttf":    fontBold,
		"DejaVuSansCondensed-Oblique.ttf": fontOblique,
	}
)

//go:embed icons/*.svg
var icons embed.FS

// Font returns an embedded font file by name (see fonts/LICENSE-DejaVu.txt); nil if absent.
func Font(name string) []byte {
	return fonts[name]
}

// Icon returns an embedded game-icons.net picture by name, as SVG (see icons/README.md); nil
// if absent.
func Icon(name string) []byte {
	data, _ := icons.ReadFile(path.Join("icons", name+".svg"))
	return data
}

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
