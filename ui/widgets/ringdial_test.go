package widgets

import (
	"image"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
)

// A ring dial of a spec lights its segments up to its value, clockwise from the gap at the
// bottom, outlines the value's segment when asked, and lights further while it turns.
func TestRingDialLightsItsSegmentsUpToItsValue(t *testing.T) {
	test.NewTempApp(t)
	on, off := color.NRGBA{0x10, 0x80, 0x10, 0xff}, color.NRGBA{0x10, 0x80, 0x10, 0x48}
	spec := &RingSpec{Name: "test", Side: 100, First: 1, Segments: 4, Gap: 2, MarkValue: true,
		Colour: func(v int, lit bool) color.NRGBA {
			if lit {
				return on
			}
			return off
		},
		Middle: func(int) string { return "" }, Bottom: func(int) string { return "" }}
	d := NewRingDial(spec, 2)
	at := func(img *image.NRGBA, v int, radius float64) color.NRGBA {
		a := spec.Angle(float64(v))
		return img.NRGBAAt(int(100+200*radius*math.Sin(a)), int(100-200*radius*math.Cos(a)))
	}
	middle := (DialInner + DialOuter) / 2
	outline := color.NRGBA{0x20, 0x20, 0x20, 0xff}
	img := d.Ring(200, 200).(*image.NRGBA)
	assert.Equal(t, on, at(img, 1, middle))
	assert.Equal(t, on, at(img, 2, middle))
	assert.Equal(t, off, at(img, 3, middle))
	assert.Equal(t, outline, at(img, 2, DialOuter-0.005), "the value's segment is outlined")
	assert.NotEqual(t, outline, at(img, 3, DialOuter-0.005))
	assert.Zero(t, img.NRGBAAt(100, 195).A, "the gap at the bottom")
	assert.Less(t, spec.Angle(1), spec.Angle(2), "clockwise")
	assert.Same(t, img, d.Ring(200, 200), "the same ring is painted once")

	d.ShowLit(3.2) // turning: lit to 3, the outline on 3
	img = d.Ring(200, 200).(*image.NRGBA)
	assert.Equal(t, on, at(img, 3, middle))
	assert.Equal(t, outline, at(img, 3, DialOuter-0.005))
	assert.Equal(t, off, at(img, 4, middle))
}

// A turning dial paints a new ring each time a segment lights, in the frame that shows it.
func BenchmarkPaintRing(b *testing.B) {
	colour := func(seg int, dist, inner, outer float64) color.NRGBA { return color.NRGBA{uint8(seg), 0, 0, 0xff} }
	for b.Loop() {
		paintRing(161, 161, 16, 2, colour)
	}
}
