package ui

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"setawatch/game"
	"setawatch/ui/widgets"
)

// The firewood dial is a ring dial: its segments are lit up to the value in their reveal
// level's shade, the value's segment is outlined, and the ring turns without a new dial.
func TestFirewoodDialIsARing(t *testing.T) {
	newTestApp(t)
	d := NewFirewoodDial(5)
	spec := firewoodRing()
	at := func(img *image.NRGBA, v int, radius float64) color.NRGBA {
		a := spec.Angle(float64(v))
		return img.NRGBAAt(int(100+200*radius*math.Sin(a)), int(100-200*radius*math.Cos(a)))
	}
	middle := (widgets.DialInner + widgets.DialOuter) / 2
	img := d.Ring(200, 200).(*image.NRGBA)
	for v := 0; v <= game.MaxFirewood; v++ {
		if v == 5 || v == 4 || v == 6 {
			continue // the labels' neighbours are checked below
		}
		assert.Equal(t, levelColor(game.RevealLevel(v), v <= 5), at(img, v, middle-0.03), "firewood %d", v)
	}
	outline := color.NRGBA{0x20, 0x20, 0x20, 0xff}
	assert.Equal(t, outline, at(img, 5, widgets.DialOuter-0.005), "the value's segment is outlined")
	assert.NotEqual(t, outline, at(img, 6, widgets.DialOuter-0.005))

	d.ShowLit(8.2) // turning: lit to 8, the outline on 8
	img = d.Ring(200, 200).(*image.NRGBA)
	assert.Equal(t, levelColor(game.RevealLevel(7), true), at(img, 7, middle-0.03))
	assert.Equal(t, outline, at(img, 8, widgets.DialOuter-0.005))
	assert.Equal(t, levelColor(game.RevealLevel(9), false), at(img, 9, middle-0.03))
}
