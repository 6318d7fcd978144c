package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Fyne parses the emoji fallback for each style of text: shrunk, it must stay a font Fyne can
// parse (a fallback that fails to parse would leave a hole in Fyne's list of faces), and small.
func TestShrunkEmojiFallbackIsASmallFont(t *testing.T) {
	emoji, ok := theme.DefaultEmojiFont().(*fyne.StaticResource)
	require.True(t, ok, "Fyne's emoji font is no longer a static resource")
	kept := emoji.StaticContent
	t.Cleanup(func() { emoji.StaticContent = kept })

	shrinkEmojiFallback()
	assert.Less(t, len(emoji.Content()), 100_000)
	face := loadFace(t, emoji)
	_, ok = face.NominalGlyph('a')
	assert.False(t, ok, "the shrunk fallback is the symbol font, not a text font")
}
