package widgets

import (
	"image"
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	plateFill   = color.NRGBA{R: 240, G: 230, B: 210, A: 255}
	plateStroke = color.NRGBA{R: 60, G: 120, B: 190, A: 255}
	plateBand   = color.NRGBA{R: 200, G: 40, B: 40, A: 255}
)

func TestPlateDrawsItsFillFrameAndBand(t *testing.T) {
	p := Plate{W: 40, H: 60, Fill: plateFill, Stroke: plateStroke, StrokeW: 2, Radius: 6,
		Band: plateBand, BandRect: image.Rect(3, 3, 37, 15), BandRadius: 3}
	img := p.Image()
	require.NotNil(t, img)
	assert.Equal(t, image.Rect(0, 0, 40, 60), img.Bounds())
	at := func(x, y int) color.NRGBA { return NRGBA(img.At(x, y)) }
	assert.Equal(t, plateStroke, at(0, 30), "the left edge is the frame")
	assert.Equal(t, plateStroke, at(39, 30), "the right edge is the frame")
	assert.Equal(t, plateFill, at(20, 40), "the middle is the face")
	assert.Equal(t, plateBand, at(20, 9), "the band is over the face")
	assert.Zero(t, at(0, 0).A, "the corner is rounded off")
	assert.Same(t, img, p.Image(), "the same look is drawn once")
}

func TestPlateFrameLeavesATranslucentFillAlone(t *testing.T) {
	tint := color.NRGBA{R: 100, G: 200, B: 100, A: 0x48}
	img := Plate{W: 30, H: 30, Fill: tint, Stroke: plateStroke, StrokeW: 2, Radius: 4}.Image()
	require.NotNil(t, img)
	// Drawn as a ring, the frame does not cover the middle: the tint is not darkened by it.
	got := NRGBA(img.At(15, 15))
	assert.InDelta(t, int(tint.A), int(got.A), 1)
	assert.InDelta(t, int(tint.G), int(got.G), 2)
}

func TestPlateFilledToAHeightIsShownWithoutItsMiddle(t *testing.T) {
	p := Plate{W: 200, H: 300, Fill: plateFill, Stroke: plateStroke, StrokeW: 2, Radius: 8, FillTo: 60}
	whole := p.Image()
	pieces := p.pieces()
	shown := 0
	covers := func(x, y int) bool {
		for _, piece := range pieces {
			if piece.img != nil && image.Pt(x, y).In(piece.at) {
				return true
			}
		}
		return false
	}
	for _, piece := range pieces {
		require.NotNil(t, piece.img)
		require.Equal(t, piece.at.Size(), piece.img.Bounds().Size())
		shown += piece.at.Dx() * piece.at.Dy()
		// Each piece is the whole plate's picture at its place.
		for _, pt := range []image.Point{piece.at.Min, piece.at.Max.Sub(image.Pt(1, 1))} {
			assert.Equal(t, NRGBA(whole.At(pt.X, pt.Y)), NRGBA(piece.img.At(pt.X-piece.at.Min.X, pt.Y-piece.at.Min.Y)))
		}
	}
	assert.Less(t, shown, 200*300/4, "the empty middle is not drawn")
	assert.Equal(t, plateFill, NRGBA(whole.At(100, 30)), "the top is filled")
	assert.Zero(t, NRGBA(whole.At(100, 150)).A, "below fillTo the plate is empty")
	assert.False(t, covers(100, 150))
	for _, pt := range []image.Point{{0, 150}, {199, 150}, {100, 299}, {100, 0}} {
		assert.True(t, covers(pt.X, pt.Y), "the frame at %v is shown", pt)
		assert.Equal(t, plateStroke, NRGBA(whole.At(pt.X, pt.Y)), "the frame at %v", pt)
	}
}
