package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// shrinkFallbackFonts gives Fyne's fallback fonts the few glyphs of its symbol font. For each
// style of text drawn, Fyne parses the theme's font and its fallbacks, its Noto Sans of that
// style and its 4 MB colour emoji font, and keeps them all: 1.5 and 4.4 MB of memory a style.
// The game's own font has every glyph the game prints (TestFontHasEveryGlyphTheGamePrints),
// and a rune that no font of the list has, one the player types, is still looked up in the
// system's fonts. The game's theme never hands these fonts out itself.
func shrinkFallbackFonts() {
	small := theme.DefaultSymbolFont().Content()
	for _, f := range fallbackFonts() {
		if r, ok := f.(*fyne.StaticResource); ok {
			r.StaticContent = small
		}
	}
}

// fallbackFonts are the fonts Fyne falls back on for text in the theme's font.
func fallbackFonts() []fyne.Resource {
	return []fyne.Resource{theme.DefaultEmojiFont(), theme.DefaultTextFont(), theme.DefaultTextBoldFont(),
		theme.DefaultTextItalicFont(), theme.DefaultTextBoldItalicFont()}
}
