package widgets

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A word too long for the card is set smaller, never cut in two; the others wrap at word breaks.
func TestCompactTextNeverCutsAWord(t *testing.T) {
	test.NewTempApp(t)
	c := NewCompactText("a Stormwarden's overwhelmingly long word", 14, fyne.TextStyle{})
	lines, size := c.fit(90)
	require.NotEmpty(t, lines)
	assert.Less(t, size, float32(14), "the long word is set smaller")
	assert.Equal(t, strings.Fields(c.Text), strings.Fields(strings.Join(lines, " ")), "every word is kept whole")
	for _, l := range lines {
		assert.LessOrEqual(t, fyne.MeasureText(l, size, c.Style).Width, float32(90-2*CompactPad), "line %q fits", l)
	}
}

// With a height limit, a long text is set smaller until it fits.
func TestCompactTextFitsItsMaxHeight(t *testing.T) {
	test.NewTempApp(t)
	text := strings.Repeat("word ", 40)
	free := NewCompactText(text, 14, fyne.TextStyle{})
	free.Width = 120
	bounded := NewCompactText(text, 14, fyne.TextStyle{})
	bounded.Width, bounded.MaxHeight = 120, 60
	assert.Greater(t, free.MinSize().Height, float32(60))
	assert.LessOrEqual(t, bounded.MinSize().Height, float32(60))
	_, size := bounded.fit(120)
	assert.Less(t, size, float32(14))
}

// A line too long for its room ends in "…" and fits; a short one is left whole.
func TestCutToWidthEndsInAnEllipsis(t *testing.T) {
	test.NewTempApp(t)
	long := "The Ranger's longbow at the far end of the line"
	cut := cutToWidth(long, 14, 100)
	assert.True(t, strings.HasSuffix(cut, "…"), cut)
	assert.True(t, strings.HasPrefix(long, strings.TrimSuffix(cut, "…")), cut)
	assert.LessOrEqual(t, fyne.MeasureText(cut, 14, fyne.TextStyle{}).Width, float32(100))
	assert.Equal(t, "Bear", cutToWidth("Bear", 14, 100))
}

// The cache gives back what it keeps, makes a value once, and past its limit starts again.
func TestBoundedCacheForgetsAllPastItsLimit(t *testing.T) {
	c := NewBoundedCache[int, string](2)
	made := 0
	build := func() string { made++; return "one" }
	assert.Equal(t, "one", c.Get(1, build))
	assert.Equal(t, "one", c.Get(1, build))
	assert.Equal(t, 1, made, "made once")
	c.Store(2, "two")
	c.Store(3, "three")
	_, kept := c.Load(1)
	assert.False(t, kept, "past its limit it started again")
	v, kept := c.Load(3)
	assert.True(t, kept)
	assert.Equal(t, "three", v)
}
