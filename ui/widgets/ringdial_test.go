package widgets

import (
	"image"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// A dial is one picture: its texts are printed into its ring, which a turn draws again at each
// step, and stay hidden as the picture's source.
func TestRingDialPrintsItsTextsIntoTheRing(t *testing.T) {
	test.NewTempApp(t)
	spec := &RingSpec{Name: "print", Side: 100, First: 1, Segments: 4, Gap: 2, ValueSize: 2,
		Colour: func(int, bool) color.NRGBA { return color.NRGBA{0x10, 0x80, 0x10, 0xff} },
		Middle: func(int) string { return "" }, Bottom: func(int) string { return "" }}
	d := NewRingDial(spec, 3)
	w := test.NewWindow(d)
	defer w.Close()
	w.SetPadded(false)
	w.Resize(fyne.NewSquareSize(100))

	var shown []fyne.CanvasObject
	for _, o := range test.WidgetRenderer(d).Objects() {
		if o.Visible() {
			shown = append(shown, o)
		}
	}
	require.Len(t, shown, 1, "the window draws the dial as one object")
	ring := shown[0].(*canvas.Raster).Generator(100, 100)
	var inked int
	for y := 40; y < 60; y++ {
		for x := 40; x < 60; x++ {
			if _, _, _, a := ring.At(x, y).RGBA(); a > 0 {
				inked++
			}
		}
	}
	assert.Positive(t, inked, "the value is printed in the ring's middle")
	assert.Zero(t, d.Ring(100, 100).(*image.NRGBA).NRGBAAt(50, 50).A, "the ring alone has none there")
}
