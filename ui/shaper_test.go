package ui

import (
	"time"
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

// Fyne keeps each widget's renderer, and each object's link to its canvas, until a minute after
// their last use, closed windows' too: in a test run, the garbage of the last minute's tests.
//
//go:linkname fyneCacheClean fyne.io/fyne/v2/internal/cache.Clean
func fyneCacheClean(canvasRefreshed bool)

//go:linkname fyneCacheNow fyne.io/fyne/v2/internal/cache.timeNow
var fyneCacheNow func() time.Time

// forgotten is how far forgetRenderers has moved Fyne's cache clock.
var forgotten time.Duration

// forgetRenderers has Fyne drop every renderer and canvas link it keeps, as if their minute had
// passed; the widgets still in use build theirs again. Each call moves the cache's clock an hour
// further: Fyne cleans at most every 10 s by that clock, and notes the last clean at the time it
// was shown.
func forgetRenderers() {
	now := fyneCacheNow
	forgotten += time.Hour
	fyneCacheNow = func() time.Time { return now().Add(forgotten) }
	fyneCacheClean(true)
	fyneCacheNow = now
}
