package main

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The committed Icon.png must be what this program draws: run `go run ./tools/icongen` at the
// top of the repository after changing the drawing.
func TestCommittedIconIsUpToDate(t *testing.T) {
	f, err := os.Open("../../Icon.png")
	require.NoError(t, err)
	defer f.Close()
	committed, err := png.Decode(f)
	require.NoError(t, err)
	want := Render(1024)
	require.Equal(t, want.Bounds(), committed.Bounds())
	diff := 0
	for y := 0; y < 1024; y++ {
		for x := 0; x < 1024; x++ {
			if color.NRGBAModel.Convert(committed.At(x, y)) != want.NRGBAAt(x, y) {
				diff++
			}
		}
	}
	assert.Zero(t, diff, "Icon.png differs from the generator's drawing: regenerate it")
}

func TestRenderIsDeterministicAndTransparentInTheCorners(t *testing.T) {
	a, b := Render(64), Render(64)
	assert.Equal(t, a.Pix, b.Pix)
	assert.Zero(t, a.NRGBAAt(0, 0).A, "the rounded corners are transparent")
	assert.Equal(t, uint8(255), a.NRGBAAt(32, 32).A, "the middle is opaque")
}

// At 32 px the fire must still stand out: warm, bright pixels in the lower middle.
func TestSmallIconShowsTheFire(t *testing.T) {
	img := Render(32)
	warm := 0
	for y := 14; y < 27; y++ {
		for x := 12; x < 26; x++ {
			c := img.NRGBAAt(x, y)
			if c.R > 200 && c.G > 60 && c.B < 80 {
				warm++
			}
		}
	}
	assert.Greater(t, warm, 25)
}

func TestEncodeICO(t *testing.T) {
	var imgs []image.Image
	for _, n := range ICOSizes {
		imgs = append(imgs, Render(n))
	}
	var buf bytes.Buffer
	require.NoError(t, EncodeICO(&buf, imgs))
	data := buf.Bytes()
	le := binary.LittleEndian
	require.Equal(t, uint16(1), le.Uint16(data[2:]), "type icon")
	require.Equal(t, len(ICOSizes), int(le.Uint16(data[4:])))
	for i, n := range ICOSizes {
		e := data[6+16*i:]
		w := int(e[0])
		if w == 0 {
			w = 256
		}
		assert.Equal(t, n, w)
		size, off := le.Uint32(e[8:]), le.Uint32(e[12:])
		require.LessOrEqual(t, int(off+size), len(data))
		entry := data[off : off+size]
		if n == 256 {
			img, err := png.Decode(bytes.NewReader(entry))
			require.NoError(t, err)
			assert.Equal(t, 256, img.Bounds().Dx())
		} else {
			assert.Equal(t, uint32(40), le.Uint32(entry), "BITMAPINFOHEADER")
			assert.Equal(t, int32(2*n), int32(le.Uint32(entry[8:])), "height counts the mask")
		}
	}
	assert.Error(t, EncodeICO(&buf, []image.Image{image.NewNRGBA(image.Rect(0, 0, 300, 300))}))
}
