package widgets

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/vector"
)

// A Plate is one of the table's filled shapes (a card's face and title band, a board's ground,
// the side panel) drawn as a picture at the exact pixel size the window shows it. The window
// draws everything again at each frame of an animation, and under software GL (Mesa's llvmpipe)
// Fyne's rectangle shaders cost about twice as much a pixel as a picture does.
type Plate struct {
	W, H       int         // pixels
	Fill       color.NRGBA // inside the border
	Stroke     color.NRGBA // the border
	StrokeW    float32     // the border's width in pixels, drawn inside the edge
	Radius     float32     // the corners' radius in pixels
	Band       color.NRGBA // a rounded band drawn over the fill, if BandRect is not empty
	BandRect   image.Rectangle
	BandRadius float32
	FillTo     int // pixels from the top where the fill stops; 0 fills it all
}

// plateCacheLimit bounds the plates kept: a table shows a few dozen sizes and colours.
const plateCacheLimit = 512

var (
	plates      = NewBoundedCache[Plate, image.Image](plateCacheLimit)
	platePieces = NewBoundedCache[Plate, [4]platePiece](plateCacheLimit)
)

// Image draws the plate, or gives the one drawn before with the same look.
func (p Plate) Image() image.Image {
	if p.W <= 0 || p.H <= 0 {
		return nil
	}
	return plates.Get(p, p.draw)
}

func (p Plate) draw() image.Image {
	dst := image.NewRGBA(image.Rect(0, 0, p.W, p.H))
	z := vector.NewRasterizer(p.W, p.H)
	w, h, sw := float32(p.W), float32(p.H), min(p.StrokeW, float32(min(p.W, p.H))/2)
	paint := func(c color.NRGBA) {
		if c.A > 0 {
			z.Draw(dst, dst.Bounds(), image.NewUniform(c), image.Point{})
		}
		z.Reset(p.W, p.H)
	}
	inner := max(p.Radius-sw, 0)
	roundedPath(z, sw, sw, w-sw, h-sw, inner, false)
	paint(p.Fill)
	if p.FillTo > 0 {
		draw.Draw(dst, image.Rect(0, p.FillTo, p.W, p.H), image.Transparent, image.Point{}, draw.Src)
	}
	if sw > 0 {
		// A ring: the outer edge one way round, the inner edge the other way, so that they cancel.
		roundedPath(z, 0, 0, w, h, p.Radius, false)
		roundedPath(z, sw, sw, w-sw, h-sw, inner, true)
		paint(p.Stroke)
	}
	if b := p.BandRect.Intersect(dst.Bounds()); !b.Empty() {
		roundedPath(z, float32(b.Min.X), float32(b.Min.Y), float32(b.Max.X), float32(b.Max.Y), p.BandRadius, false)
		paint(p.Band)
	}
	return dst
}

// roundedPath adds a rectangle with rounded corners to z, clockwise or, reversed, the other way.
func roundedPath(z *vector.Rasterizer, x0, y0, x1, y1, r float32, reversed bool) {
	if x1 <= x0 || y1 <= y0 {
		return
	}
	r = min(r, (x1-x0)/2, (y1-y0)/2)
	const k = 0.4477 // 1 - 0.5523, the control points of a quarter circle's cubic
	type pt struct{ x, y float32 }
	// Each corner: where its curve starts, its two control points, where it ends.
	corners := [4][4]pt{
		{{x1 - r, y0}, {x1 - r*k, y0}, {x1, y0 + r*k}, {x1, y0 + r}},
		{{x1, y1 - r}, {x1, y1 - r*k}, {x1 - r*k, y1}, {x1 - r, y1}},
		{{x0 + r, y1}, {x0 + r*k, y1}, {x0, y1 - r*k}, {x0, y1 - r}},
		{{x0, y0 + r}, {x0, y0 + r*k}, {x0 + r*k, y0}, {x0 + r, y0}},
	}
	if reversed {
		for i := 0; i < 2; i++ {
			corners[i], corners[3-i] = corners[3-i], corners[i]
		}
		for i := range corners {
			c := &corners[i]
			c[0], c[1], c[2], c[3] = c[3], c[2], c[1], c[0]
		}
	}
	z.MoveTo(corners[0][0].x, corners[0][0].y)
	for _, c := range corners {
		z.LineTo(c[0].x, c[0].y)
		z.CubeTo(c[1].x, c[1].y, c[2].x, c[2].y, c[3].x, c[3].y)
	}
	z.ClosePath()
}

// NRGBA is c in the form a plate keeps, so that equal looks share one picture.
func NRGBA(c color.Color) color.NRGBA {
	if c == nil {
		return color.NRGBA{}
	}
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

// PlateView is a plate that fills the room it is given: a board's ground. With FillTo, the
// plate is filled only down to that height, and below it is its border alone, shown as three
// thin pictures: the window does not draw the empty middle at all.
type PlateView struct {
	widget.BaseWidget
	fill, stroke    color.Color
	strokeW, radius float32        // in the canvas's units
	FillTo          func() float32 // where the fill stops, in the canvas's units; nil fills it all
}

func NewPlateView(fill, stroke color.Color, strokeW, radius float32) *PlateView {
	v := &PlateView{fill: fill, stroke: stroke, strokeW: strokeW, radius: radius}
	v.ExtendBaseWidget(v)
	return v
}

func (v *PlateView) CreateRenderer() fyne.WidgetRenderer {
	r := &plateRenderer{v: v}
	for i := range r.parts {
		r.parts[i] = canvas.NewImageFromImage(nil)
		r.parts[i].ScaleMode = canvas.ImageScalePixels
	}
	return r
}

type plateRenderer struct {
	v     *PlateView
	parts [4]*canvas.Image
}

func (r *plateRenderer) Layout(size fyne.Size) {
	v := r.v
	scale := CanvasScale(v)
	px := func(f float32) int { return int(math.Round(float64(f * scale))) }
	p := Plate{W: px(size.Width), H: px(size.Height), Fill: NRGBA(v.fill), Stroke: NRGBA(v.stroke),
		StrokeW: float32(px(v.strokeW)), Radius: float32(px(v.radius))}
	if v.FillTo != nil {
		p.FillTo = px(v.FillTo())
	}
	for i, piece := range p.pieces() {
		img := r.parts[i]
		img.Hidden = piece.img == nil
		img.Move(fyne.NewPos(float32(piece.at.Min.X)/scale, float32(piece.at.Min.Y)/scale))
		img.Resize(fyne.NewSize(float32(piece.at.Dx())/scale, float32(piece.at.Dy())/scale))
		ShowPicture(img, piece.img)
	}
}

// SetColors changes the plate's fill and border; the plate is drawn again only if they changed.
func (v *PlateView) SetColors(fill, stroke color.Color) {
	if NRGBA(fill) == NRGBA(v.fill) && NRGBA(stroke) == NRGBA(v.stroke) {
		return
	}
	v.fill, v.stroke = fill, stroke
	v.Refresh()
}

func (r *plateRenderer) MinSize() fyne.Size { return fyne.NewSize(0, 0) }
func (r *plateRenderer) Refresh()           { r.Layout(r.v.Size()) }
func (r *plateRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.parts[0], r.parts[1], r.parts[2], r.parts[3]}
}
func (r *plateRenderer) Destroy() {}

// platePiece is part of a plate's picture and where it goes, in pixels.
type platePiece struct {
	img image.Image
	at  image.Rectangle
}

// pieces are the pictures a plate is shown with: the whole plate, or, when it is filled only
// down to FillTo, its top, its two sides below that, and its bottom edge with the corners.
func (p Plate) pieces() [4]platePiece {
	var out [4]platePiece
	whole := p.Image()
	if whole == nil {
		return out
	}
	bottom := p.H - int(math.Ceil(float64(max(p.Radius, p.StrokeW))))
	sw := int(math.Ceil(float64(p.StrokeW)))
	if p.FillTo <= 0 || p.FillTo >= bottom || sw == 0 {
		out[0] = platePiece{whole, whole.Bounds()}
		return out
	}
	cut := func(r image.Rectangle) platePiece {
		dst := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
		draw.Draw(dst, dst.Bounds(), whole, r.Min, draw.Src)
		return platePiece{dst, r}
	}
	return platePieces.Get(p, func() [4]platePiece {
		return [4]platePiece{
			cut(image.Rect(0, 0, p.W, p.FillTo)),
			cut(image.Rect(0, p.FillTo, sw, bottom)),
			cut(image.Rect(p.W-sw, p.FillTo, p.W, bottom)),
			cut(image.Rect(0, bottom, p.W, p.H)),
		}
	})
}

// CanvasScale is how many of the screen's pixels a unit of the canvas covers.
func CanvasScale(o fyne.CanvasObject) float32 {
	if a := fyne.CurrentApp(); a != nil {
		if c := a.Driver().CanvasForObject(o); c != nil {
			return c.Scale()
		}
	}
	return 1
}

// SetPlate shows p in img, drawn at size.
func SetPlate(img *canvas.Image, p Plate, size fyne.Size) {
	img.Resize(size)
	ShowPicture(img, p.Image())
}

// ShowPicture shows pic in img; the picture is sent to the window again only if it changed.
func ShowPicture(img *canvas.Image, pic image.Image) {
	if pic != img.Image {
		img.Image = pic
		img.Refresh()
	}
}
