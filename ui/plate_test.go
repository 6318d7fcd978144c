package ui

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	plateFill   = color.NRGBA{R: 240, G: 230, B: 210, A: 255}
	plateStroke = color.NRGBA{R: 60, G: 120, B: 190, A: 255}
	plateBand   = color.NRGBA{R: 200, G: 40, B: 40, A: 255}
)

func TestPlateDrawsItsFillFrameAndBand(t *testing.T) {
	p := plate{w: 40, h: 60, fill: plateFill, stroke: plateStroke, strokeW: 2, radius: 6,
		band: plateBand, bandRect: image.Rect(3, 3, 37, 15), bandRadius: 3}
	img := p.image()
	require.NotNil(t, img)
	assert.Equal(t, image.Rect(0, 0, 40, 60), img.Bounds())
	at := func(x, y int) color.NRGBA { return nrgba(img.At(x, y)) }
	assert.Equal(t, plateStroke, at(0, 30), "the left edge is the frame")
	assert.Equal(t, plateStroke, at(39, 30), "the right edge is the frame")
	assert.Equal(t, plateFill, at(20, 40), "the middle is the face")
	assert.Equal(t, plateBand, at(20, 9), "the band is over the face")
	assert.Zero(t, at(0, 0).A, "the corner is rounded off")
	assert.Same(t, img, p.image(), "the same look is drawn once")
}

func TestPlateFrameLeavesATranslucentFillAlone(t *testing.T) {
	tint := color.NRGBA{R: 100, G: 200, B: 100, A: 0x48}
	img := plate{w: 30, h: 30, fill: tint, stroke: plateStroke, strokeW: 2, radius: 4}.image()
	require.NotNil(t, img)
	// Drawn as a ring, the frame does not cover the middle: the tint is not darkened by it.
	got := nrgba(img.At(15, 15))
	assert.InDelta(t, int(tint.A), int(got.A), 1)
	assert.InDelta(t, int(tint.G), int(got.G), 2)
}

func TestPlateFilledToAHeightIsShownWithoutItsMiddle(t *testing.T) {
	p := plate{w: 200, h: 300, fill: plateFill, stroke: plateStroke, strokeW: 2, radius: 8, fillTo: 60}
	whole := p.image()
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
			assert.Equal(t, nrgba(whole.At(pt.X, pt.Y)), nrgba(piece.img.At(pt.X-piece.at.Min.X, pt.Y-piece.at.Min.Y)))
		}
	}
	assert.Less(t, shown, 200*300/4, "the empty middle is not drawn")
	assert.Equal(t, plateFill, nrgba(whole.At(100, 30)), "the top is filled")
	assert.Zero(t, nrgba(whole.At(100, 150)).A, "below fillTo the plate is empty")
	assert.False(t, covers(100, 150))
	for _, pt := range []image.Point{{0, 150}, {199, 150}, {100, 299}, {100, 0}} {
		assert.True(t, covers(pt.X, pt.Y), "the frame at %v is shown", pt)
		assert.Equal(t, plateStroke, nrgba(whole.At(pt.X, pt.Y)), "the frame at %v", pt)
	}
}

// Under software GL the window draws every pixel of every object again at each animation frame,
// and Fyne's rectangle shaders cost about twice as much a pixel as a picture. The table keeps
// its large grounds off the frame: the cloth and the side panel are the colour the window
// clears to, a board's middle is not drawn, and its shapes are pictures.
func TestTableFrameDrawsLittleOverTheCloth(t *testing.T) {
	tb, w := watchTable(t)
	w.Canvas().(test.WindowlessCanvas).Capture()
	window := float32(WindowSize.Width * WindowSize.Height)
	var drawn, shaded, largest float32
	var largestWhat string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch x := o.(type) {
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
			return
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
			return
		case *canvas.Text:
			return // the glyphs, not the text's box, are drawn
		case *canvas.Rectangle:
			if (x.FillColor == nil || x.FillColor == color.Transparent) && (x.StrokeColor == nil || x.StrokeWidth == 0) {
				return // the painter skips it
			}
			shaded += x.Size().Width * x.Size().Height
		}
		area := o.Size().Width * o.Size().Height
		drawn += area
		if area > largest {
			largest, largestWhat = area, fmt.Sprintf("%T %v", o, o.Size())
		}
	}
	walk(tb)
	assert.Less(t, drawn/window, float32(0.8), "the objects drawn over the cloth")
	assert.Less(t, shaded/window, float32(0.15), "rectangles drawn by Fyne's shaders")
	assert.Less(t, largest/window, float32(0.05), "the largest object drawn: %s", largestWhat)
}
