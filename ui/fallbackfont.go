package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// shrinkEmojiFallback gives Fyne's emoji fallback the few glyphs of its symbol font. For each
// style of text drawn, Fyne parses the theme's font and its fallbacks, the 4 MB colour emoji
// font among them, and keeps them all: 4.4 MB of memory a style. The game prints no emoji (its
// own font has every glyph it prints: TestFontHasEveryGlyphTheGamePrints), and a rune no font
// of the list has, an emoji typed by the player, is still looked up in the system's fonts.
func shrinkEmojiFallback() {
	if r, ok := theme.DefaultEmojiFont().(*fyne.StaticResource); ok {
		r.StaticContent = theme.DefaultSymbolFont().Content()
	}
}
