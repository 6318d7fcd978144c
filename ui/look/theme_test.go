package look

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// A chosen look keeps its variant; any other choice follows the system's.
func TestNewKeepsTheChosenVariant(t *testing.T) {
	v, fixed := New("dark").Variant()
	assert.True(t, fixed)
	assert.Equal(t, theme.VariantDark, v)
	v, fixed = New("light").Variant()
	assert.True(t, fixed)
	assert.Equal(t, theme.VariantLight, v)
	_, fixed = New("").Variant()
	assert.False(t, fixed, "no choice follows the system")
	assert.NotEqual(t, New("light").Color(CardBack, theme.VariantDark), New("dark").Color(CardBack, theme.VariantDark))
}

// The app's theme carries the window's scale: its sizes grow with it, BaseSize leaves it out,
// and at scale 1 the app's theme is the look itself.
func TestSetAppCarriesTheScale(t *testing.T) {
	a := test.NewTempApp(t)
	SetApp(a, New("light"), 1.5)
	assert.Equal(t, float32(1.5), Scale(a))
	text := theme.DefaultTheme().Size(theme.SizeNameText)
	assert.InDelta(t, 1.5*text, a.Settings().Theme().Size(theme.SizeNameText), 0.01)
	assert.InDelta(t, text, BaseSize(theme.SizeNameText), 0.01)
	_, ok := Unscaled(a.Settings().Theme()).(Theme)
	require.True(t, ok)

	SetApp(a, a.Settings().Theme(), 1)
	assert.Equal(t, float32(1), Scale(a))
	_, ok = a.Settings().Theme().(Theme)
	assert.True(t, ok, "at scale 1 the theme is not wrapped")
	assert.Equal(t, New("light").Color(CardFace, theme.VariantLight), Color(CardFace))
}

// Under another theme (a test's), the colours the look sets are still the look's; the others
// are that theme's.
func TestColorKnowsTheTablesColoursUnderAnotherTheme(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(test.Theme())
	v := a.Settings().ThemeVariant()
	assert.Equal(t, Fixed(v).Color(CardInk, v), Color(CardInk))
	assert.Equal(t, test.Theme().Color(theme.ColorNameError, v), Color(theme.ColorNameError))
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		assert.Contains(t, Names(variant), CardInk)
		assert.Contains(t, Names(variant), theme.ColorNameBackground)
		assert.NotContains(t, Names(variant), theme.ColorNameError)
	}
}

func TestKindColorFramesByKind(t *testing.T) {
	assert.Equal(t, Camp, KindColor(nil))
	assert.Equal(t, Summon, KindColor(&game.Card{Kind: game.KindSummon}))
	assert.Equal(t, Item, KindColor(&game.Card{Kind: "item"}))
	assert.Equal(t, Creature, KindColor(&game.Card{}))
}
