package ui

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/assets"
	"setawatch/ui/widgets"
)

// inkBox is the smallest rectangle of img inside area holding the pixels nearer ink than paper,
// leaving out the rectangles in skip (badges drawn over the picture).
func inkBox(img image.Image, area image.Rectangle, paper, ink color.Color, skip ...image.Rectangle) image.Rectangle {
	pr, pg, pb, _ := paper.RGBA()
	ir, ig, ib, _ := ink.RGBA()
	dist := func(r1, g1, b1, r2, g2, b2 uint32) float64 {
		dr, dg, db := float64(r1)-float64(r2), float64(g1)-float64(g2), float64(b1)-float64(b2)
		return math.Sqrt(dr*dr + dg*dg + db*db)
	}
	var box image.Rectangle
	for y := area.Min.Y; y < area.Max.Y; y++ {
	pixel:
		for x := area.Min.X; x < area.Max.X; x++ {
			for _, s := range skip {
				if image.Pt(x, y).In(s) {
					continue pixel
				}
			}
			r, g, b, _ := img.At(x, y).RGBA()
			if dist(r, g, b, ir, ig, ib) < dist(r, g, b, pr, pg, pb) {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return box
}

// over is c seen through a veil.
func over(veil, c color.Color) color.Color {
	v, b := widgets.NRGBA(veil), widgets.NRGBA(c)
	a := float64(v.A) / 255
	mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*a + float64(y)*(1-a))) }
	return color.NRGBA{R: mix(v.R, b.R), G: mix(v.G, b.G), B: mix(v.B, b.B), A: 0xff}
}

// truePictureBox is where a picture's ink lies when drawn alone, in shape, in w x h pixels.
func truePictureBox(key string, w, h int) image.Rectangle {
	img := widgets.FittedPicture(key, color.Black, w, h)
	var box image.Rectangle
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if _, _, _, a := img.At(x, y).RGBA(); a >= 0x8000 {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return box
}

// assertPicturesInShape checks every card's picture, as the window draws it (the card's printed
// face), against the same picture drawn alone in shape in the same room: its ink covers as
// wide and as tall a box, give or take a tenth (antialiasing thins or thickens its finest lines). The printed face itself is drawn at the card's pixel
// size, so the window does not stretch it.
func assertPicturesInShape(t *testing.T, tb *Table, what string) int {
	t.Helper()
	checked := 0
	for _, c := range cardViews(tb) {
		r, ok := test.WidgetRenderer(c).(*cardRenderer)
		require.True(t, ok)
		if r.art.Image == nil || r.printed.Image == nil {
			continue
		}
		name := fmt.Sprintf("%s: %q", what, c.Title)
		printed := r.printed.Image.Bounds()
		if !assert.InDelta(t, pixels(c, c.Size().Width), printed.Dx(), 1, "%s: face drawn at the card's width", name) ||
			!assert.InDelta(t, pixels(c, c.Size().Height), printed.Dy(), 1, "%s: face drawn at the card's height", name) {
			continue
		}
		px := func(p fyne.Position, s fyne.Size) image.Rectangle {
			return image.Rect(pixels(c, p.X), pixels(c, p.Y), pixels(c, p.X+s.Width), pixels(c, p.Y+s.Height))
		}
		area := px(r.art.Position(), r.art.Size())
		var skip []image.Rectangle
		for _, b := range []*widgets.Badge{r.health, r.damage, r.intent} {
			if b.Text() != "" {
				skip = append(skip, px(b.Position(), b.Size()).Inset(-1))
			}
		}
		paper, ink := r.faceColor, r.artInk
		if widgets.NRGBA(r.veilColor).A > 0 && r.veilPrinted() {
			paper, ink = over(r.veilColor, paper), over(r.veilColor, ink)
		}
		// A pixel's row at the top and the bottom may take the antialiased edge of the title's
		// band or the frame, which are in the picture's ink.
		got := inkBox(r.printed.Image, image.Rect(area.Min.X, area.Min.Y+1, area.Max.X, area.Max.Y-1), paper, ink, skip...)
		want := truePictureBox(r.artKey, area.Dx(), area.Dy())
		if !assert.False(t, got.Empty(), "%s: its picture is drawn", name) {
			continue
		}
		near := func(a, b int) bool { return math.Abs(float64(a-b)) <= max(2, 0.1*float64(b)) }
		assert.True(t, near(got.Dx(), want.Dx()) && near(got.Dy(), want.Dy()),
			"%s: picture drawn %dx%d, in shape it is %dx%d", name, got.Dx(), got.Dy(), want.Dx(), want.Dy())
		checked++
	}
	return checked
}

// Every card's picture keeps its proportions at 1024x640, 1280x800 and 1920x1080, when the
// table is first drawn and after the window is resized from one size to another.
func TestPicturesKeepTheirProportions(t *testing.T) {
	for _, scene := range layoutScenes {
		t.Run(scene.name, func(t *testing.T) {
			for _, size := range layoutSizes {
				tb, w := tableFor(t, scene.table(t))
				w.Resize(size)
				n := assertPicturesInShape(t, tb, fmt.Sprintf("%s at %v", scene.name, size))
				assert.Greater(t, n, 10, "pictures checked")
				closeWindow(w)
			}
			tb, w := tableFor(t, scene.table(t))
			for _, size := range []fyne.Size{{Width: 1920, Height: 1080}, {Width: 1024, Height: 640}, {Width: 1300, Height: 820}, {Width: 1280, Height: 800}} {
				w.Resize(size)
				assertPicturesInShape(t, tb, fmt.Sprintf("%s resized to %v", scene.name, size))
			}
		})
	}
}

// Line cards grow with the window to use its room: at 1920x1080 and at 4K the Line's cards, with
// their row of chips, reach down to the boards, leaving no wide empty band; nothing scrolls.
func TestLineCardsUseTheRoom(t *testing.T) {
	for _, scene := range []struct {
		name  string
		table func(t *testing.T) (*Table, fyne.Window)
	}{
		{"watch", watchTable},
		{"final line", func(t *testing.T) (*Table, fyne.Window) { return tableFor(t, scenarioSession(t, finalLine)) }},
	} {
		for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 1920, Height: 1080}, {Width: 3840, Height: 2160}} {
			tb, w := scene.table(t)
			w.Resize(size)
			what := fmt.Sprintf("%s at %v", scene.name, size)
			cards := lineCards(tb)
			require.NotEmpty(t, cards)
			last := rectOf(cards[len(cards)-1])
			chipRow := widgets.Chip("Mg", color.Black, tb.scale).MinSize().Height
			band := float32(rectOf(tb.party).Min.Y-last.Max.Y) - chipRow
			assert.Less(t, band, 0.04*size.Height, "%s: an empty band of %v under the Line", what, band)
			assert.GreaterOrEqual(t, cards[0].Size().Width, tb.px(lineCardSize.Width)*0.55, "%s: cards no narrower", what)
			assertShown(t, w, tb.party, what+": the boards")
			closeWindow(w)
		}
	}
}

// Every card of the catalog has a picture: its own, its kind's, or its adventurer's.
func TestEveryCardHasAPicture(t *testing.T) {
	for id := range catalog().Cards {
		assert.NotNil(t, assets.Icon(cardPictureKey(id)), "%s: picture %s", id, cardPictureKey(id))
	}
}
