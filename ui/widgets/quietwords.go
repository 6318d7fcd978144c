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
	return &quietRenderer{q: q, img: img, rows: q.rows}
}

// Row is where the word of row i is: the window draws nothing there, but a guide can frame it.
func (q *QuietWords) Row(i int) fyne.CanvasObject { return q.rows[i] }

type quietRenderer struct {
	q    *QuietWords
	img  *canvas.Image
	rows []fyne.CanvasObject
}

// quietKey is everything printed words look like.
type quietKey struct {
	words     string
	w, h      int
	rowH, gap float32
	textSize  float32
	scale     float32
	ink       color.NRGBA
	font      string
}

var quietPictures = NewBoundedCache[quietKey, image.Image](plateCacheLimit)

func (r *quietRenderer) Layout(size fyne.Size) {
	scale := CanvasScale(r.q)
	px := func(f float32) int { return int(math.Round(float64(f * scale))) }
	key := quietKey{words: strings.Join(r.q.Words, "\n"), w: px(size.Width), h: px(size.Height), rowH: r.q.RowHeight, gap: r.q.Gap,
		textSize: theme.TextSize(), scale: scale, ink: NRGBA(theme.Color(theme.ColorNameDisabled)),
		font: FontName(fyne.TextStyle{Bold: true})}
	r.img.Resize(size)
	for i, row := range r.rows {
		row.Move(fyne.NewPos(0, float32(i)*(r.q.RowHeight+r.q.Gap)))
		row.Resize(fyne.NewSize(size.Width, r.q.RowHeight))
	}
	if key.w <= 0 || key.h <= 0 {
		ShowPicture(r.img, nil)
		return
	}
	ShowPicture(r.img, quietPictures.Get(key, func() image.Image { return r.print(size, scale, key) }))
}

// print draws the words centred in their rows, as a disabled button draws its word.
func (r *quietRenderer) print(size fyne.Size, scale float32, key quietKey) image.Image {
	var texts []fyne.CanvasObject
	for i, word := range r.q.Words {
		t := canvas.NewText(word, key.ink)
		t.TextStyle = fyne.TextStyle{Bold: true}
		t.TextSize = key.textSize
		t.Alignment = fyne.TextAlignCenter
		h := t.MinSize().Height
		t.Move(fyne.NewPos(0, float32(i)*(key.rowH+key.gap)+(key.rowH-h)/2))
		t.Resize(fyne.NewSize(size.Width, h))
		texts = append(texts, t)
	}
	return Print(texts, size, scale)
}

func (r *quietRenderer) MinSize() fyne.Size { return r.q.MinSize() }
func (r *quietRenderer) Refresh()           { r.Layout(r.q.Size()) }
func (r *quietRenderer) Objects() []fyne.CanvasObject {
	return append([]fyne.CanvasObject{r.img}, r.rows...)
}
func (r *quietRenderer) Destroy() {}
