package widgets

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"setawatch/ui/look"
)

// A ring dial's shape.
const (
	DialSweep = 300.0 // degrees a ring covers; the gap is at the bottom
	DialOuter = 0.47  // ring radii as a share of the dial's side
	DialInner = 0.33
)

// RingDial draws a track of values as a ring of segments, one a value, clockwise over
// DialSweep degrees with the gap at the bottom: lit up to its value, the value written in the
// middle with a line under it, a line in the gap, and labels around the ring. What it shows
// is a RingSpec's: the firewood and staff dials are two of them.
type RingDial struct {
	ToolTipped
	Value int
	Side  float32 // the dial's side on screen; the spec's side when 0
	// Lit is how far the ring is lit while the dial turns to Value; negative when it rests.
	Lit float64

	spec  *RingSpec
	drawn *ringRenderer // set once the dial is drawn
}

// RingSpec is what a RingDial shows.
type RingSpec struct {
	Name     string  // names its rings in the picture cache
	Side     float32 // the side its texts' sizes are made for
	First    int     // the value of the first segment
	Segments int
	Gap      float64 // degrees between segments
	Colour   func(value int, lit bool) color.NRGBA
	// MarkValue outlines the value's segment.
	MarkValue bool
	// The value's text size (times the theme's text), the middle and bottom lines' (times
	// its caption text), and where the value and the middle line sit (in the value's height
	// from the centre).
	ValueSize, MiddleSize, BottomSize float32
	ValueY, MiddleY                   float32
	Middle, Bottom                    func(value int) string
	Labels                            []RingLabel
}

// RingLabel is a text placed around the ring at a value: a scale number inside the ring, or a
// number written on the ring itself.
type RingLabel struct {
	Value  float64
	Radius float64 // share of the dial's side
	Text   string
	Bold   bool
	Ink    color.Color // the theme's foreground when nil
	Size   float32     // times the theme's caption text
}

// NewRingDial makes a dial of spec showing value.
func NewRingDial(spec *RingSpec, value int) *RingDial {
	d := &RingDial{Value: value, Lit: -1, spec: spec}
	d.ExtendBaseWidget(d)
	return d
}

func (d *RingDial) MinSize() fyne.Size { return fyne.NewSquareSize(d.side()) }

func (d *RingDial) side() float32 {
	if d.Side > 0 {
		return d.Side
	}
	return d.spec.Side
}

// ShowLit lights the ring up to v while the dial turns. Only the ring is drawn again, and only
// when a segment changes: the dial's texts stay as the window drew them.
func (d *RingDial) ShowLit(v float64) {
	segments := func(l float64) [2]float64 { return [2]float64{math.Floor(l), math.Round(l)} }
	before := segments(d.lit())
	d.Lit = v
	switch r := d.drawn; {
	case r == nil:
		d.Refresh()
	case segments(v) != before:
		r.ring.Refresh()
	}
}

// lit is the value up to which the ring is lit now.
func (d *RingDial) lit() float64 {
	if d.Lit >= 0 {
		return d.Lit
	}
	return float64(d.Value)
}

func (d *RingDial) CreateRenderer() fyne.WidgetRenderer {
	ink := theme.Color(theme.ColorNameForeground)
	r := &ringRenderer{d: d}
	d.drawn = r
	r.ring = canvas.NewRaster(r.picture)
	r.value, r.middle, r.bottom = canvas.NewText("", ink), canvas.NewText("", ink), canvas.NewText("", ink)
	r.value.TextStyle = fyne.TextStyle{Bold: true}
	for _, t := range []*canvas.Text{r.value, r.middle, r.bottom} {
		t.Alignment = fyne.TextAlignCenter
	}
	for _, l := range d.spec.Labels {
		t := canvas.NewText(l.Text, ink)
		t.TextStyle = fyne.TextStyle{Bold: l.Bold}
		r.labels = append(r.labels, t)
	}
	r.texts = []fyne.CanvasObject{r.value, r.middle, r.bottom}
	for _, t := range r.labels {
		r.texts = append(r.texts, t)
	}
	for _, t := range r.texts {
		t.Hide()
	}
	r.objects = append([]fyne.CanvasObject{r.ring}, r.texts...)
	r.Refresh()
	return r
}

// The dial's texts change only with its value, while its ring lights at every step of a turn:
// they are printed (Print) into the ring's picture, and stay hidden as its source.
type ringRenderer struct {
	d                     *RingDial
	ring                  *canvas.Raster
	printed               image.Image // the texts, as laid out
	value, middle, bottom *canvas.Text
	labels                []*canvas.Text      // the spec's labels, in its order
	texts                 []fyne.CanvasObject // value, middle, bottom, then the labels
	objects               []fyne.CanvasObject // the ring, then the texts
}

// dialTexts keeps the dials' printed texts: a rebuild makes a new dial with the same ones.
var dialTexts = NewBoundedCache[string, image.Image](64)

// print prints the texts as laid out at size, or finds them printed before; the ring is drawn
// again if they changed.
func (r *ringRenderer) print(size fyne.Size) {
	scale := CanvasScale(r.d)
	var printed image.Image
	if size.Width > 0 && size.Height > 0 {
		var key strings.Builder
		fmt.Fprint(&key, size, scale, FontName(fyne.TextStyle{}), FontName(fyne.TextStyle{Bold: true}))
		for _, o := range r.texts {
			t := o.(*canvas.Text)
			fmt.Fprintf(&key, "|%q %v %v %v %v %v", t.Text, t.TextSize, t.TextStyle, t.Color, t.Position(), t.Size())
		}
		printed = dialTexts.Get(key.String(), func() image.Image { return Print(r.texts, size, scale) })
	}
	if printed != r.printed {
		r.printed = printed
		r.ring.Refresh()
	}
}

// dialFaces keeps the rings with their texts printed over them.
var dialFaces = NewBoundedCache[[2]image.Image, image.Image](64)

// picture is the ring at w x h pixels with the texts printed over it.
func (r *ringRenderer) picture(w, h int) image.Image {
	ring, texts := r.d.Ring(w, h), r.printed
	if texts == nil {
		return ring
	}
	return dialFaces.Get([2]image.Image{ring, texts}, func() image.Image {
		out := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.Draw(out, out.Bounds(), ring, ring.Bounds().Min, draw.Src)
		draw.Draw(out, out.Bounds(), texts, texts.Bounds().Min, draw.Over)
		return out
	})
}

// Angle is the middle of value's segment, in radians clockwise from 12 o'clock.
func (s *RingSpec) Angle(value float64) float64 {
	step := DialSweep / float64(s.Segments)
	deg := -DialSweep/2 + step*(value-float64(s.First)+0.5)
	return deg * math.Pi / 180
}

// ringKey is what a ring's picture depends on: its dial's kind, its size, the segments lit,
// and the one marked as the value.
type ringKey struct {
	name            string
	w, h, lit, mark int
}

// rings keeps the rings painted: while a dial turns it shows each one again and again.
var rings = NewBoundedCache[ringKey, image.Image](64)

// Ring is the ring's picture at w x h pixels as the dial shows it now: painted, or the same
// ring painted before.
func (d *RingDial) Ring(w, h int) image.Image {
	lit := d.lit()
	key := ringKey{d.spec.Name, w, h, int(math.Floor(lit)), int(math.Round(lit))}
	return rings.Get(key, func() image.Image { return d.paint(w, h, lit) })
}

// paint paints the ring pixel by pixel: its angle picks the segment.
func (d *RingDial) paint(w, h int, lit float64) image.Image {
	s := d.spec
	mark := int(math.Round(lit))
	return paintRing(w, h, s.Segments, s.Gap, func(seg int, dist, inner, outer float64) color.NRGBA {
		v := s.First + seg
		if s.MarkValue && v == mark && (dist < inner+3 || dist > outer-3) {
			return color.NRGBA{0x20, 0x20, 0x20, 0xff}
		}
		return s.Colour(v, float64(v) <= lit)
	})
}

// paintRing paints a dial's ring of segments, clockwise over DialSweep degrees with the gap at
// the bottom, gap degrees between segments; colour picks each pixel's colour from its segment
// (0 first) and its distance from the centre.
func paintRing(w, h, segments int, gap float64, colour func(seg int, dist, inner, outer float64) color.NRGBA) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	shape := ringShapes.Get(ringShapeKey{w, h, segments, gap}, func() *ringShape { return measureRing(w, h, segments, gap) })
	for i, seg := range shape.seg {
		if seg >= 0 {
			img.SetNRGBA(i%w, i/w, colour(int(seg), float64(shape.dist[i]), shape.inner, shape.outer))
		}
	}
	return img
}

// ringShape is which segment each pixel of a ring belongs to (-1 for none) and how far it is
// from the centre. A turning dial paints a new ring when a segment lights; with its shape
// measured once, that is a lookup a pixel rather than an arc tangent.
type ringShape struct {
	seg          []int16
	dist         []float32
	inner, outer float64
}

type ringShapeKey struct {
	w, h, segments int
	gap            float64
}

var ringShapes = NewBoundedCache[ringShapeKey, *ringShape](16)

func measureRing(w, h, segments int, gap float64) *ringShape {
	side := float64(min(w, h))
	cx, cy := float64(w)/2, float64(h)/2
	s := &ringShape{seg: make([]int16, w*h), dist: make([]float32, w*h), inner: side * DialInner, outer: side * DialOuter}
	step := DialSweep / float64(segments)
	for y := range h {
		for x := range w {
			i := y*w + x
			s.seg[i] = -1
			dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy
			dist := math.Hypot(dx, dy)
			if dist < s.inner || dist > s.outer {
				continue
			}
			pos := math.Atan2(dx, -dy)*180/math.Pi + DialSweep/2 // clockwise from the gap's left
			if pos < 0 || pos >= DialSweep || math.Mod(pos, step) < gap {
				continue
			}
			s.seg[i], s.dist[i] = int16(pos/step), float32(dist)
		}
	}
	return s
}

// dialRow lays a text of a dial across its whole width at height y.
func dialRow(o fyne.CanvasObject, size fyne.Size, y float32) {
	o.Move(fyne.NewPos(0, y))
	o.Resize(fyne.NewSize(size.Width, o.MinSize().Height))
}

func (r *ringRenderer) Layout(size fyne.Size) {
	s := r.d.spec
	r.ring.Resize(size)
	side := min(size.Width, size.Height)
	vh := r.value.MinSize().Height
	dialRow(r.value, size, size.Height/2+vh*s.ValueY)
	dialRow(r.middle, size, size.Height/2+vh*s.MiddleY)
	dialRow(r.bottom, size, size.Height/2+side*DialOuter-r.bottom.MinSize().Height*0.9)
	for i, l := range s.Labels {
		t := r.labels[i]
		a := s.Angle(l.Value)
		rad := float64(side) * l.Radius
		m := t.MinSize()
		x := float64(size.Width)/2 + rad*math.Sin(a) - float64(m.Width)/2
		y := float64(size.Height)/2 - rad*math.Cos(a) - float64(m.Height)/2
		t.Move(fyne.NewPos(float32(x), float32(y)))
		t.Resize(m)
	}
	r.print(size)
}

func (r *ringRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(r.d.side()) }

func (r *ringRenderer) Refresh() {
	s := r.d.spec
	fg := theme.Color(theme.ColorNameForeground)
	k := r.d.side() / s.Side
	caption := look.BaseSize(theme.SizeNameCaptionText) * k
	r.value.Text = strconv.Itoa(r.d.Value)
	r.value.TextSize = look.BaseSize(theme.SizeNameText) * s.ValueSize * k
	r.middle.Text = s.Middle(r.d.Value)
	r.middle.TextSize = caption * s.MiddleSize
	r.bottom.Text = s.Bottom(r.d.Value)
	r.bottom.TextSize = caption * s.BottomSize
	for _, t := range []*canvas.Text{r.value, r.middle, r.bottom} {
		t.Color = fg
		t.Refresh()
	}
	for i, l := range s.Labels {
		t := r.labels[i]
		t.TextSize = caption * l.Size
		t.Color = fg
		if l.Ink != nil {
			t.Color = l.Ink
		}
		t.Refresh()
	}
	r.ring.Refresh()
	r.Layout(r.d.Size())
}

func (r *ringRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *ringRenderer) Destroy() {}
