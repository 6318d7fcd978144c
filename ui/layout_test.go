package ui

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/session"
)

// shownObject is an object drawn in the window, where it is, and whether it sits in a scroll
// (which may hold more than its viewport shows, in the directions it scrolls).
type shownObject struct {
	obj      fyne.CanvasObject
	rect     image.Rectangle
	scrolled bool
}

// shownObjects lists the visible objects under root, with where they are drawn. An object in
// a scroll is scrolled; in a vertical scroll, its left and right are kept to the viewport's.
func shownObjects(root fyne.CanvasObject) []shownObject {
	var out []shownObject
	var walk func(o fyne.CanvasObject, scroll *container.Scroll)
	walk = func(o fyne.CanvasObject, scroll *container.Scroll) {
		if o == nil || !o.Visible() {
			return
		}
		r := rectOf(o)
		if scroll != nil && scroll.Direction == container.ScrollVerticalOnly {
			view := rectOf(scroll)
			out = append(out, shownObject{obj: o, rect: image.Rect(r.Min.X, view.Min.Y, r.Max.X, view.Min.Y+1)})
		}
		out = append(out, shownObject{obj: o, rect: r, scrolled: scroll != nil})
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c, scroll)
			}
		case *container.Scroll:
			walk(x.Content, x)
		case *widget.List, *widget.Entry:
			// Their rows live in their own scroll.
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c, scroll)
			}
		}
	}
	walk(root, nil)
	return out
}

// assertLaidOutWhole checks that nothing under root is drawn outside the window (outside a
// scroll) and that no text is narrower or lower than it needs.
func assertLaidOutWhole(t *testing.T, w fyne.Window, root fyne.CanvasObject, what string) {
	t.Helper()
	size := w.Canvas().Size()
	win := image.Rect(0, 0, int(size.Width+0.5), int(size.Height+0.5))
	for _, s := range shownObjects(root) {
		if s.scrolled || s.rect.Empty() {
			continue
		}
		if !assert.True(t, s.rect.In(win), "%s: %T at %v is outside the window %v", what, s.obj, s.rect, win) {
			return
		}
		if text, ok := s.obj.(*canvas.Text); ok && text.Text != "" {
			need, got := text.MinSize(), text.Size()
			if !assert.True(t, got.Width+1 >= need.Width && got.Height+1 >= need.Height,
				"%s: %q is %v but needs %v", what, text.Text, got, need) {
				return
			}
		}
	}
}

// assertWithin checks that everything drawn under o lies inside o: nothing of a board spills
// over or is cut at its edge.
func assertWithin(t *testing.T, o fyne.CanvasObject, what string) {
	t.Helper()
	outer := rectOf(o).Inset(-1)
	for _, s := range shownObjects(o) {
		if s.scrolled || s.rect.Empty() {
			continue
		}
		if !assert.True(t, s.rect.In(outer), "%s: %T at %v spills out of %v", what, s.obj, s.rect, outer) {
			return
		}
	}
}

// layoutScenes are the tables checked at every size.
var layoutScenes = []struct {
	name  string
	table func(t testing.TB) *session.Session
}{
	{"camp_runes", runesCast},
	{"watch_final_line", func(t testing.TB) *session.Session { return scenarioSession(t, finalLine) }},
}

// The table at 1024x640, 1280x800 and 1920x1080, in camp with runes cast and in the final
// round's Watch with 13 cards in the Line: nothing outside the window, every Line card and
// board shown whole, no text cut; and the picture matches its golden image.
func TestLayoutGoldenImages(t *testing.T) {
	for _, scene := range layoutScenes {
		for _, size := range layoutSizes {
			name := fmt.Sprintf("layout_%s_%dx%d", scene.name, int(size.Width), int(size.Height))
			t.Run(name, func(t *testing.T) {
				tb, w := tableFor(t, scene.table(t))
				// The game's own dark look, as players see it: the cloth is its background.
				applyTheme(fyne.CurrentApp(), "dark")
				w.Resize(size)
				assertLaidOutWhole(t, w, w.Content(), name)
				for i, c := range lineCards(tb) {
					assertShown(t, w, c, fmt.Sprintf("Line card %d", i+1))
				}
				if scene.name == "watch_final_line" {
					assert.Len(t, lineCards(tb), 13)
				}
				boards := tb.party.Objects[0].(*fyne.Container).Objects
				require.Len(t, boards, len(tb.model.State().Adventurers))
				for i, b := range boards {
					assertShown(t, w, b, fmt.Sprintf("board %d", i+1))
					assertWithin(t, b, fmt.Sprintf("board %d", i+1))
				}
				assertNotCut(t, tb)
				assertLooksLike(t, name, w.Canvas().Capture())
			})
		}
	}
}

// Golden images are compared loosely: a font rasteriser's hinting moves a few pixels of every
// letter, which must not fail the test; a card or board moved or missing does.
const (
	goldenCell      = 8    // pixels are compared as the averages of cells this wide
	goldenLevel     = 40   // a cell differs when one channel's average moves more than this
	goldenCellShare = 0.01 // the image differs when more than this share of cells differ
)

// assertLooksLike compares img with testdata/name.png; a missing or different golden image
// is written to testdata/failed/ to be reviewed and moved into place.
func assertLooksLike(t *testing.T, name string, img image.Image) {
	t.Helper()
	path := filepath.Join("testdata", name+".png")
	want, err := readPNG(path)
	if err == nil {
		diff, total := cellsDiffering(want, img)
		if diff <= int(goldenCellShare*float64(total)) {
			return
		}
		t.Errorf("%s: %d of %d cells differ from %s", name, diff, total, path)
	} else {
		t.Errorf("%s: no golden image: %v", name, err)
	}
	failed := filepath.Join("testdata", "failed", name+".png")
	require.NoError(t, os.MkdirAll(filepath.Dir(failed), 0o755))
	f, err := os.Create(failed)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, img))
	t.Logf("wrote %s", failed)
}

func readPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

// cellsDiffering counts the cells whose average colour differs; images of different sizes
// differ everywhere.
func cellsDiffering(a, b image.Image) (diff, total int) {
	ra, rb := toRGBA(a), toRGBA(b)
	cols := (ra.Bounds().Dx() + goldenCell - 1) / goldenCell
	rows := (ra.Bounds().Dy() + goldenCell - 1) / goldenCell
	if ra.Bounds().Size() != rb.Bounds().Size() {
		return cols * rows, cols * rows
	}
	for cy := range rows {
		for cx := range cols {
			cell := image.Rect(cx*goldenCell, cy*goldenCell, (cx+1)*goldenCell, (cy+1)*goldenCell).Intersect(ra.Bounds())
			ca, cb := average(ra, cell), average(rb, cell)
			for i := range ca {
				if d := ca[i] - cb[i]; d > goldenLevel || d < -goldenLevel {
					diff++
					break
				}
			}
		}
	}
	return diff, cols * rows
}

func toRGBA(img image.Image) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()))
	draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Src)
	return out
}

func average(img *image.RGBA, r image.Rectangle) [4]int {
	var sum [4]int
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			sum[0] += int(c.R)
			sum[1] += int(c.G)
			sum[2] += int(c.B)
			sum[3] += int(c.A)
			n++
		}
	}
	for i := range sum {
		sum[i] /= max(n, 1)
	}
	return sum
}

// The comparison passes a picture with letters hinted differently and fails one with a card
// moved: the golden images can fail.
func TestGoldenComparisonTolerance(t *testing.T) {
	base := image.NewRGBA(image.Rect(0, 0, 400, 240))
	draw.Draw(base, base.Bounds(), image.NewUniform(color.NRGBA{R: 40, G: 60, B: 45, A: 255}), image.Point{}, draw.Src)
	card := image.Rect(40, 40, 144, 208)
	draw.Draw(base, card, image.NewUniform(color.NRGBA{R: 250, G: 245, B: 230, A: 255}), image.Point{}, draw.Src)

	hinted := toRGBA(base)
	for x := 50; x < 130; x += 3 { // a line of text, each glyph's edge a pixel off
		hinted.Set(x, 60, color.Black)
	}
	diff, total := cellsDiffering(base, hinted)
	assert.LessOrEqual(t, diff, int(goldenCellShare*float64(total)))

	moved := image.NewRGBA(base.Bounds())
	draw.Draw(moved, moved.Bounds(), image.NewUniform(color.NRGBA{R: 40, G: 60, B: 45, A: 255}), image.Point{}, draw.Src)
	draw.Draw(moved, card.Add(image.Pt(120, 0)), image.NewUniform(color.NRGBA{R: 250, G: 245, B: 230, A: 255}), image.Point{}, draw.Src)
	diff, total = cellsDiffering(base, moved)
	assert.Greater(t, diff, int(goldenCellShare*float64(total)))
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
