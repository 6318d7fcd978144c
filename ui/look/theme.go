// Package look is the table's look: the app's Fyne theme (its light and dark palettes, the
// game's own colour names, the embedded fonts and sizes) and the window's scale, which the app's
// theme carries. It needs nothing of the table, so any widget can ask it for a colour or size.
package look

import (
	"image/color"
	"maps"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"setawatch/assets"
	"setawatch/game"
)

// The table's own colour names, beside Fyne's: the cloth, card faces and frames by kind.
const (
	Panel      fyne.ThemeColorName = "panel"      // the side panel's ground; the cloth under the cards is the background
	CardFace   fyne.ThemeColorName = "cardFace"   // a card's face
	CardBack   fyne.ThemeColorName = "cardBack"   // a face-down card
	CardInk    fyne.ThemeColorName = "cardInk"    // text on a card's face
	Creature   fyne.ThemeColorName = "creature"   // frame of a creature
	Unhallowed fyne.ThemeColorName = "unhallowed" // frame of an Unhallowed
	Summon     fyne.ThemeColorName = "summon"     // frame of a Summon
	Ability    fyne.ThemeColorName = "ability"    // frame of an ability card
	Location   fyne.ThemeColorName = "location"   // frame of a location
	Item       fyne.ThemeColorName = "item"       // frame of an Item
	Camp       fyne.ThemeColorName = "camp"       // frame of a camp space or rune
	Health     fyne.ThemeColorName = "health"     // the health badge
	Damage     fyne.ThemeColorName = "damage"     // the damage badge
	Intent     fyne.ThemeColorName = "intent"     // a creature's intent badge (the Watch's end)
)

// palette is one variant's colours.
type palette map[fyne.ThemeColorName]color.NRGBA

func rgb(v uint32) color.NRGBA {
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// The light table is parchment on oak; the dark one a green cloth by firelight. Card faces stay
// light in both, like printed cards, so the ink on them is always dark.
var palettes = map[fyne.ThemeVariant]palette{
	theme.VariantLight: {
		theme.ColorNameBackground:        rgb(0xcdb995),
		theme.ColorNameForeground:        rgb(0x2b2118),
		theme.ColorNamePrimary:           rgb(0xc0561b),
		theme.ColorNameFocus:             rgb(0x5fa0dc), // a focused button: its text still reads, and it stands out from the others
		theme.ColorNameButton:            rgb(0xd9ccb0),
		theme.ColorNameDisabledButton:    rgb(0xe2d8c2),
		theme.ColorNameInputBackground:   rgb(0xf5eedf),
		theme.ColorNameInputBorder:       rgb(0xa8977a),
		theme.ColorNameMenuBackground:    rgb(0xf1e8d6),
		theme.ColorNameOverlayBackground: rgb(0xf1e8d6),
		theme.ColorNameHeaderBackground:  rgb(0xd9ccb0),
		theme.ColorNameSeparator:         rgb(0xbfae8e),
		theme.ColorNameHover:             color.NRGBA{R: 0x80, G: 0x50, B: 0x20, A: 0x22},
		theme.ColorNameSelection:         color.NRGBA{R: 0xc0, G: 0x56, B: 0x1b, A: 0x40},
		theme.ColorNameShadow:            color.NRGBA{A: 0x50},
		Panel:                            rgb(0xe9dfc8),
		CardFace:                         rgb(0xfbf6ea),
		CardBack:                         rgb(0x5b4636),
		CardInk:                          rgb(0x241a12),
		Creature:                         rgb(0x6b4f2a),
		Unhallowed:                       rgb(0x6a2c8a),
		Summon:                           rgb(0x9e2a2a),
		Ability:                          rgb(0x2e5e8c),
		Location:                         rgb(0x3f7a4a),
		Item:                             rgb(0xb08a1e),
		Camp:                             rgb(0x8a6a3a),
		Health:                           rgb(0x2f7d3a),
		Damage:                           rgb(0xb3261e),
		Intent:                           rgb(0x7a3e00),
	},
	theme.VariantDark: {
		theme.ColorNameBackground:        rgb(0x23392c),
		theme.ColorNameForeground:        rgb(0xf0e6d2),
		theme.ColorNamePrimary:           rgb(0xe8782a),
		theme.ColorNameFocus:             rgb(0x2a64a8),
		theme.ColorNameButton:            rgb(0x34423a),
		theme.ColorNameDisabledButton:    rgb(0x27322c),
		theme.ColorNameInputBackground:   rgb(0x27322c),
		theme.ColorNameInputBorder:       rgb(0x56665b),
		theme.ColorNameMenuBackground:    rgb(0x26302a),
		theme.ColorNameOverlayBackground: rgb(0x26302a),
		theme.ColorNameHeaderBackground:  rgb(0x2e3a33),
		theme.ColorNameSeparator:         rgb(0x3c4a41),
		theme.ColorNameHover:             color.NRGBA{R: 0xff, G: 0xd0, B: 0x90, A: 0x1c},
		theme.ColorNameSelection:         color.NRGBA{R: 0xe8, G: 0x78, B: 0x2a, A: 0x50},
		theme.ColorNameShadow:            color.NRGBA{A: 0x90},
		Panel:                            rgb(0x1b241f),
		CardFace:                         rgb(0xf2e9d6),
		CardBack:                         rgb(0x4a3527),
		CardInk:                          rgb(0x241a12),
		Creature:                         rgb(0x8a6a3a),
		Unhallowed:                       rgb(0x8d45b5),
		Summon:                           rgb(0xc0392b),
		Ability:                          rgb(0x3f7fbf),
		Location:                         rgb(0x4f9a5c),
		Item:                             rgb(0xd4a72c),
		Camp:                             rgb(0xa8844a),
		Health:                           rgb(0x2f8a3e),
		Damage:                           rgb(0xc62828),
		Intent:                           rgb(0x8d4a00),
	},
}

// Theme is the game's look: its palette in the chosen variant (or the system's), and a
// font that has every glyph the game prints. variant is nil to follow the system.
type Theme struct {
	variant *fyne.ThemeVariant
}

func (t Theme) Color(name fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.variant != nil {
		v = *t.variant
	}
	if c, ok := palettes[v][name]; ok {
		return c
	}
	if c, ok := palettes[theme.VariantDark][name]; ok && v != theme.VariantLight {
		return c
	}
	return theme.DefaultTheme().Color(name, v)
}

// The font is DejaVu Sans Condensed (see assets/fonts/LICENSE-DejaVu.txt): Fyne's bundled font
// lacks arrows and other symbols the game prints, which then show as empty boxes.
var (
	fontRegular = fyne.NewStaticResource("DejaVuSansCondensed.ttf", assets.Font("DejaVuSansCondensed.ttf"))
	fontBold    = fyne.NewStaticResource("DejaVuSansCondensed-Bold.ttf", assets.Font("DejaVuSansCondensed-Bold.ttf"))
	fontItalic  = fyne.NewStaticResource("DejaVuSansCondensed-Oblique.ttf", assets.Font("DejaVuSansCondensed-Oblique.ttf"))
)

func (Theme) Font(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Monospace || s.Symbol:
		return theme.DefaultTheme().Font(s)
	case s.Bold:
		return fontBold
	case s.Italic:
		return fontItalic
	}
	return fontRegular
}

func (Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (Theme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameInputRadius, theme.SizeNameSelectionRadius:
		return 6
	}
	return theme.DefaultTheme().Size(n)
}

// New is the look for a choice: "light", "dark", or "" for the system's.
func New(choice string) Theme {
	var v fyne.ThemeVariant
	switch choice {
	case "light":
		v = theme.VariantLight
	case "dark":
		v = theme.VariantDark
	default:
		return Theme{}
	}
	return Fixed(v)
}

// Fixed is the look in variant v, whatever the system's.
func Fixed(v fyne.ThemeVariant) Theme { return Theme{variant: &v} }

// Variant is the variant the look keeps to, and false when it follows the system's.
func (t Theme) Variant() (fyne.ThemeVariant, bool) {
	if t.variant == nil {
		return 0, false
	}
	return *t.variant, true
}

// Names are the colours the look sets in variant v, Fyne's and the table's own.
func Names(v fyne.ThemeVariant) []fyne.ThemeColorName {
	return slices.Sorted(maps.Keys(palettes[v]))
}

// scaledTheme is the app's theme with every size multiplied by k: the table grows and shrinks
// its text, padding and buttons with the window. It is the app's theme, not a theme override
// around the table's zones: Fyne forgets every measured text each time an override themes a new
// widget, which made each refresh measure the whole window's text again.
type scaledTheme struct {
	fyne.Theme
	k float32
}

func (s scaledTheme) Size(n fyne.ThemeSizeName) float32 { return s.Theme.Size(n) * s.k }

// Unscaled is a theme without the table's scale.
func Unscaled(th fyne.Theme) fyne.Theme {
	if s, ok := th.(scaledTheme); ok {
		return s.Theme
	}
	return th
}

// Scale is the scale the app's theme has now.
func Scale(a fyne.App) float32 {
	if a == nil {
		return 1
	}
	if s, ok := a.Settings().Theme().(scaledTheme); ok {
		return s.k
	}
	return 1
}

// SetApp sets the app's theme to th at scale k.
func SetApp(a fyne.App, th fyne.Theme, k float32) {
	th = Unscaled(th)
	if k != 1 {
		th = scaledTheme{Theme: th, k: k}
	}
	a.Settings().SetTheme(th)
}

// Color is one of the table's colours in the current look.
func Color(n fyne.ThemeColorName) color.Color {
	a := fyne.CurrentApp()
	v := a.Settings().ThemeVariant()
	if th, ok := Unscaled(a.Settings().Theme()).(Theme); ok {
		return th.Color(n, v)
	}
	// Another theme (a test's) does not know the table's own colours.
	if _, ours := palettes[theme.VariantDark][n]; ours {
		return Fixed(v).Color(n, v)
	}
	return a.Settings().Theme().Color(n, v)
}

// KindColor is the frame colour of a card by its kind.
func KindColor(c *game.Card) fyne.ThemeColorName {
	if c == nil {
		return Camp
	}
	switch c.Kind {
	case game.KindUnhallowed:
		return Unhallowed
	case game.KindSummon:
		return Summon
	case game.KindAbility:
		return Ability
	case game.KindLocation:
		return Location
	case "item":
		return Item
	}
	return Creature
}

// BaseSize is a size of the app's theme without the window's scale (see scaledTheme), for a
// widget that multiplies its sizes by the table's scale itself: the theme's own sizes already
// carry it.
func BaseSize(name fyne.ThemeSizeName) float32 {
	if a := fyne.CurrentApp(); a != nil {
		return Unscaled(a.Settings().Theme()).Size(name)
	}
	return theme.DefaultTheme().Size(name)
}
