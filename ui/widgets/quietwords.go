package widgets

import (
	"image"
	"image/color"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// QuietWords are buttons that cannot be pressed now, a word a row in the faint colour of a
// disabled button, printed into one picture. The window draws every object again at each
// frame of an animation, and the boards' cards carry two dozen such words: as buttons they
// were two dozen widgets and as many draws.
type QuietWords struct {
	ToolTipped
	Words     []string // set when it is made
	RowHeight float32  // each row's height: a button's, so that nothing moves when one opens
	Gap       float32  // between two rows: a box of buttons' padding

	rows []fyne.CanvasObject // where each word is, drawn as nothing
}

func NewQuietWords(rowHeight, gap float32, words ...string) *QuietWords {
	q := &QuietWords{Words: words, RowHeight: rowHeight, Gap: gap}
	for range words {
		q.rows = append(q.rows, canvas.NewRectangle(color.Transparent))
	}
	q.ExtendBaseWidget(q)
	return q
}

func (q *QuietWords) MinSize() fyne.Size {
	w := float32(0)
	for _, word := range q.Words {
		w = max(w, fyne.MeasureText(word, theme.TextSize(), fyne.TextStyle{Bold: true}).Width)
	}
	n := float32(len(q.Words))
	return fyne.NewSize(w+2*theme.InnerPadding(), q.RowHeight*n+q.Gap*max(n-1, 0))
}

func (q *QuietWords) CreateRenderer() fyne.WidgetRenderer {
	img := canvas.NewImageFromImage(nil)
	img.ScaleMode = canvas.ImageScalePixels
	return &quietRenderer{q: q, img: img, objects: append([]fyne.CanvasObject{img}, q.rows...)}
}

// Row is where the word of row i is: the window draws nothing there, but a guide can frame it.
func (q *QuietWords) Row(i int) fyne.CanvasObject { return q.rows[i] }

type quietRenderer struct {
	q       *QuietWords
	img     *canvas.Image
	objects []fyne.CanvasObject // the picture, then the rows
}

// quietKey is everything printed words look like.
type quietKey struct {
	words    string
	w, h     int // the picture's pixels: the words' boxes together
	dx, dy   float32
	rowH     float32
	gap      float32
	textSize float32
	scale    float32
	ink      color.NRGBA
	font     string
}

var quietPictures = NewBoundedCache[quietKey, image.Image](plateCacheLimit)

// Layout centres each word in its row, as a disabled button does, and shows the picture over
// the words' boxes alone: the window fills no pixel around them.
func (r *quietRenderer) Layout(size fyne.Size) {
	scale := CanvasScale(r.q)
	style := fyne.TextStyle{Bold: true}
	var boxes []fyne.Position
	var x0, y0, x1, y1 float32 = size.Width, size.Height, 0, 0
	for i, row := range r.q.rows {
		top := float32(i) * (r.q.RowHeight + r.q.Gap)
		row.Move(fyne.NewPos(0, top))
		row.Resize(fyne.NewSize(size.Width, r.q.RowHeight))
		m := fyne.MeasureText(r.q.Words[i], theme.TextSize(), style)
		at := fyne.NewPos((size.Width-m.Width)/2, top+(r.q.RowHeight-m.Height)/2)
		boxes = append(boxes, at)
		x0, y0, x1, y1 = min(x0, at.X), min(y0, at.Y), max(x1, at.X+m.Width), max(y1, at.Y+m.Height)
	}
	// The picture starts on a whole pixel, so the words fall where the window would put them.
	snap := func(f float32) float32 { return float32(math.Floor(float64(f*scale))) / scale }
	x0, y0 = snap(max(x0, 0)), snap(max(y0, 0))
	region := fyne.NewSize(x1-x0, y1-y0)
	r.img.Move(fyne.NewPos(x0, y0))
	r.img.Resize(region)
	px := func(f float32) int { return int(math.Ceil(float64(f * scale))) }
	key := quietKey{words: strings.Join(r.q.Words, "\n"), w: px(region.Width), h: px(region.Height), dx: x0, dy: y0,
		rowH: r.q.RowHeight, gap: r.q.Gap,
		textSize: theme.TextSize(), scale: scale, ink: NRGBA(theme.Color(theme.ColorNameDisabled)), font: FontName(style)}
	if key.w <= 0 || key.h <= 0 || len(boxes) == 0 {
		ShowPicture(r.img, nil)
		return
	}
	ShowPicture(r.img, quietPictures.Get(key, func() image.Image {
		var texts []fyne.CanvasObject
		for i, word := range r.q.Words {
			t := canvas.NewText(word, key.ink)
			t.TextStyle, t.TextSize = style, key.textSize
			t.Move(boxes[i].SubtractXY(x0, y0))
			t.Resize(t.MinSize())
			texts = append(texts, t)
		}
		return Print(texts, region, scale)
	}))
}

func (r *quietRenderer) MinSize() fyne.Size           { return r.q.MinSize() }
func (r *quietRenderer) Refresh()                     { r.Layout(r.q.Size()) }
func (r *quietRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *quietRenderer) Destroy()                     {}
