package widgets

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"

	"setawatch/assets"
)

// artSide is the side, in pixels, pictures are drawn at once and then scaled: Fyne would draw
// an SVG again at every resize of every card.
const artSide = 192

var (
	artMu    sync.Mutex
	artCache = map[string]image.Image{}
)

// Picture is the embedded picture for a key of tools/icons/icons.txt, inked in c; nil if the
// key has none.
func Picture(key string, c color.Color) image.Image {
	r, g, b, _ := c.RGBA()
	hex := fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
	id := key + hex
	artMu.Lock()
	defer artMu.Unlock()
	if img, ok := artCache[id]; ok {
		return img
	}
	img := drawSVG(assets.Icon(key), hex, artSide, artSide)
	artCache[id] = img
	return img
}

// drawSVG draws a square picture in one colour, as large as fits in w x h pixels and centred;
// nil if it cannot.
func drawSVG(svg []byte, hex string, w, h int) image.Image {
	if svg == nil {
		return nil
	}
	icon, err := oksvg.ReadReplacingCurrentColor(bytes.NewReader(svg), hex)
	if err != nil {
		fyne.LogError("picture", err)
		return nil
	}
	side := min(w, h)
	icon.SetTarget(float64(w-side)/2, float64(h-side)/2, float64(side), float64(side))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	icon.Draw(rasterx.NewDasher(w, h, rasterx.NewScannerGV(w, h, img, img.Bounds())), 1)
	return img
}

// fittedCacheLimit bounds the pictures kept at the sizes cards are drawn at; a window resized
// many times starts the cache again rather than grow it.
const fittedCacheLimit = 2048

var fittedPictures = NewBoundedCache[string, image.Image](fittedCacheLimit)

// FittedPicture is a picture drawn to fill w x h pixels, kept in shape and centred. Drawn at
// the very size the window paints it, it is neither blurred nor scaled again each time a card
// is built.
func FittedPicture(key string, c color.Color, w, h int) image.Image {
	if w <= 0 || h <= 0 {
		return nil
	}
	r, g, b, _ := c.RGBA()
	hex := fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
	id := fmt.Sprintf("%s%s@%dx%d", key, hex, w, h)
	if img, ok := fittedPictures.Load(id); ok {
		return img
	}
	img := drawSVG(assets.Icon(key), hex, w, h)
	if img == nil {
		return nil
	}
	fittedPictures.Store(id, img)
	return img
}

// PictureView is a picture that keeps its shape inside the room it is given.
func PictureView(key string, c color.Color) fyne.CanvasObject {
	pic := Picture(key, c)
	if pic == nil {
		return canvas.NewRectangle(color.Transparent)
	}
	img := canvas.NewImageFromImage(pic)
	img.FillMode = canvas.ImageFillContain
	img.ScaleMode = canvas.ImageScaleSmooth
	return img
}
