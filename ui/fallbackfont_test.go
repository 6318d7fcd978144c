package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Fyne parses each fallback for each style of text: shrunk, each must stay a font Fyne can
// parse (a fallback that fails to parse would leave a hole in Fyne's list of faces), and small.
func TestShrunkFallbackFontsAreSmallFonts(t *testing.T) {
	for _, f := range fallbackFonts() {
		r, ok := f.(*fyne.StaticResource)
		require.True(t, ok, "Fyne's %s is no longer a static resource", f.Name())
		kept := r.StaticContent
		t.Cleanup(func() { r.StaticContent = kept })
	}

	shrinkFallbackFonts()
	for _, f := range fallbackFonts() {
		assert.Less(t, len(f.Content()), 100_000, f.Name())
		_, ok := loadFace(t, f).NominalGlyph('a')
		assert.False(t, ok, "%s is the symbol font, not a text font", f.Name())
	}
}
