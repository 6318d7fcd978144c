package ui

import (
	_ "unsafe" // go:linkname

	"github.com/go-text/typesetting/shaping"
)

// fyneShaper is the text shaper Fyne's painter measures and draws all text with. Its harfbuzz
// buffer keeps a shaping plan, and with it the whole parsed font, for every font it ever shaped,
// and Fyne parses every font again at each theme change: a test run that changes the theme a few
// hundred times (a table's scale follows its window) held gigabytes of fonts no one uses.
//
//go:linkname fyneShaper fyne.io/fyne/v2/internal/painter.shaper
var fyneShaper *shaping.HarfbuzzShaper

// themeChanges counts the app's theme changes.
var themeChanges int

// themeChanged lets the fonts of earlier themes go every eighth theme change: the shaper builds
// what the current ones need again on their next use, which costs more than keeping a few.
func themeChanged() {
	themeChanges++
	if themeChanges%8 == 0 {
		*fyneShaper = shaping.HarfbuzzShaper{}
	}
}
