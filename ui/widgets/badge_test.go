package widgets

import (
	"math"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"

	"setawatch/ui/look"
)

// An intent badge's text stays on its disc: "2⚡" is wider than a digit, and a round disc as
// wide as the text would cut the lightning's tip off at its corners.
func TestIntentBadgeTextStaysOnItsDisc(t *testing.T) {
	test.NewTempApp(t)
	for _, text := range []string{"1", "2⚡", "12"} {
		b := NewBadge(text, look.Intent, 1)
		size := b.MinSize()
		b.Resize(size)
		r := min(size.Width, size.Height) / 2
		ts := b.text.MinSize()
		// The glyphs' ink reaches about 35% of the text's height above and below its middle.
		x, y := ts.Width/2, 0.35*ts.Height
		// The pill's half-width at height y from its middle: its straight part, then its round end.
		half := size.Width/2 - r + float32(math.Sqrt(float64(r*r-y*y)))
		assert.GreaterOrEqual(t, half, x, "%q: text %v on a badge %v", text, ts, size)
	}
}
