package ui

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"setawatch/game"
)

const (
	dialSize     = 150
	dialSweep    = 300.0 // degrees the scale covers; the gap is at the bottom
	dialOuter    = 0.47  // ring radii as a share of the dial's side
	dialInner    = 0.33
	dialSegments = game.MaxFirewood + 1
)

// FirewoodDial draws the campfire's firewood track, 0 to game.MaxFirewood, as a ring: each value a segment,
// the three reveal levels in three shades with their number, the current value lit and written
// in the middle with how many creatures the fire reveals.
type FirewoodDial struct {
	toolTipped
	Value int
	Side  float32 // the dial's side on screen; dialSize when 0
	// Lit is how far the ring is lit while the dial turns to Value; negative when it rests.
	Lit float64

	drawn *dialRenderer // set once the dial is drawn
}

// NewFirewoodDial makes a dial showing value.
func NewFirewoodDial(value int) *FirewoodDial {
	d := &FirewoodDial{Value: value, Lit: -1}
	d.ExtendBaseWidget(d)
	d.SetToolTip(firewoodTip(value))
	return d
}

// firewoodTip says the firewood, what the fire reveals and the track's reveal levels.
func firewoodTip(value int) string {
	var levels []string
	for _, z := range game.RevealLevels() {
		levels = append(levels, lang.L("{{.From}}–{{.To}} reveal {{.R}}", map[string]any{"From": z.From, "To": z.To, "R": z.Reveal}))
	}
	return lang.L("Firewood {{.N}} of {{.Max}}: the fire reveals {{.R}} creature(s) at a time. Levels: {{.Levels}}.",
		map[string]any{"N": value, "Max": game.MaxFirewood, "R": game.RevealLevel(value), "Levels": strings.Join(levels, ", ")})
}

func (d *FirewoodDial) MinSize() fyne.Size { return fyne.NewSquareSize(d.side()) }

func (d *FirewoodDial) side() float32 {
	if d.Side > 0 {
		return d.Side
	}
	return dialSize
}

// showLit lights the ring up to v while the dial turns. Only the ring is drawn again, and only
// when a segment changes: the dial's texts stay as the window drew them.
func (d *FirewoodDial) showLit(v float64) {
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
func (d *FirewoodDial) lit() float64 {
	if d.Lit >= 0 {
		return d.Lit
	}
	return float64(d.Value)
}

// dialTexts are a dial's centred texts: its value in bold, a caption under it, and its title.
func dialTexts(title string) (value, caption, name *canvas.Text) {
	ink := theme.Color(theme.ColorNameForeground)
	value = canvas.NewText("", ink)
	value.TextStyle = fyne.TextStyle{Bold: true}
	caption = canvas.NewText("", ink)
	name = canvas.NewText(title, ink)
	for _, t := range []*canvas.Text{value, caption, name} {
		t.Alignment = fyne.TextAlignCenter
	}
	return value, caption, name
}

func (d *FirewoodDial) CreateRenderer() fyne.WidgetRenderer {
	r := &dialRenderer{d: d}
	d.drawn = r
	r.ring = canvas.NewRaster(r.draw)
	r.value, r.caption, r.title = dialTexts(lang.L("Firewood"))
	// The scale's numbers: where each reveal level starts, and the top of the track.
	zones := game.RevealLevels()
	for _, v := range append(zoneStarts(zones), game.MaxFirewood) {
		t := canvas.NewText(strconv.Itoa(v), theme.Color(theme.ColorNameForeground))
		r.ticks = append(r.ticks, dialTick{value: float64(v), radius: dialInner - 0.07, text: t})
	}
	// The reveal level of each zone, on the ring in its middle.
	for _, z := range zones {
		t := canvas.NewText(strconv.Itoa(z.Reveal), color.Black)
		t.TextStyle = fyne.TextStyle{Bold: true}
		middle := float64(z.From+z.To) / 2
		r.levels = append(r.levels, dialTick{value: middle, radius: (dialInner + dialOuter) / 2, text: t})
	}
	r.Refresh()
	return r
}

// zoneStarts is the firewood where each zone starts.
func zoneStarts(zones []game.RevealZone) []int {
	starts := make([]int, len(zones))
	for i, z := range zones {
		starts[i] = z.From
	}
	return starts
}

// dialTick is a text placed around the ring at a value: a scale number inside the ring, or a
// reveal level written on the ring itself.
type dialTick struct {
	value  float64
	radius float64 // share of the dial's side
	text   *canvas.Text
}

type dialRenderer struct {
	d                     *FirewoodDial
	ring                  *canvas.Raster
	value, caption, title *canvas.Text
	ticks, levels         []dialTick
}

// segmentAngle is the middle of value's segment, in radians clockwise from 12 o'clock.
func segmentAngle(v float64) float64 {
	step := dialSweep / dialSegments
	deg := -dialSweep/2 + step*(v+0.5)
	return deg * math.Pi / 180
}

// levelColors are the three reveal levels, lit and unlit.
func levelColor(level int, lit bool) color.NRGBA {
	c := [...]color.NRGBA{{0xd9, 0x53, 0x1e, 0xff}, {0xf0, 0x8c, 0x1a, 0xff}, {0xf8, 0xc9, 0x2a, 0xff}}[level-1]
	if !lit {
		c.A = 0x48
	}
	return c
}

// ringKey is what a firewood ring's picture depends on: its size, the segments lit, and the one
// marked as the value.
type ringKey struct{ w, h, lit, mark int }

// rings keeps the rings painted: while the dial turns it shows each one again and again.
var rings = newBoundedCache[ringKey, image.Image](64)

// draw paints the ring, or gives the same ring painted before.
func (r *dialRenderer) draw(w, h int) image.Image {
	lit := r.d.lit()
	key := ringKey{w, h, int(math.Floor(lit)), int(math.Round(lit))}
	return rings.get(key, func() image.Image { return r.paint(w, h, lit) })
}

// paint paints the ring pixel by pixel: its angle picks the segment.
func (r *dialRenderer) paint(w, h int, lit float64) image.Image {
	return paintRing(w, h, dialSegments, 1.6, func(seg int, dist, inner, outer float64) color.NRGBA {
		c := levelColor(game.RevealLevel(seg), float64(seg) <= lit)
		if seg == int(math.Round(lit)) && (dist < inner+3 || dist > outer-3) {
			c = color.NRGBA{0x20, 0x20, 0x20, 0xff}
		}
		return c
	})
}

// dialRow lays a text of a dial across its whole width at height y.
func dialRow(o fyne.CanvasObject, size fyne.Size, y float32) {
	o.Move(fyne.NewPos(0, y))
	o.Resize(fyne.NewSize(size.Width, o.MinSize().Height))
}

// paintRing paints a dial's ring of segments, clockwise over dialSweep degrees with the gap at
// the bottom, gap degrees between segments; colour picks each pixel's colour from its segment
// (0 first) and its distance from the centre.
func paintRing(w, h, segments int, gap float64, colour func(seg int, dist, inner, outer float64) color.NRGBA) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	side := float64(min(w, h))
	cx, cy := float64(w)/2, float64(h)/2
	outer, inner := side*dialOuter, side*dialInner
	step := dialSweep / float64(segments)
	for y := range h {
		for x := range w {
			dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy
			dist := math.Hypot(dx, dy)
			if dist < inner || dist > outer {
				continue
			}
			pos := math.Atan2(dx, -dy)*180/math.Pi + dialSweep/2 // clockwise from the gap's left
			if pos < 0 || pos >= dialSweep || math.Mod(pos, step) < gap {
				continue
			}
			img.SetNRGBA(x, y, colour(int(pos/step), dist, inner, outer))
		}
	}
	return img
}

func (r *dialRenderer) Layout(size fyne.Size) {
	r.ring.Resize(size)
	side := min(size.Width, size.Height)
	vh := r.value.MinSize().Height
	dialRow(r.value, size, size.Height/2-vh*0.75)
	dialRow(r.caption, size, size.Height/2+vh*0.2)
	dialRow(r.title, size, size.Height/2+side*dialOuter-r.title.MinSize().Height*0.9)
	for _, t := range append(r.ticks, r.levels...) {
		a := segmentAngle(t.value)
		rad := float64(side) * t.radius
		m := t.text.MinSize()
		x := float64(size.Width)/2 + rad*math.Sin(a) - float64(m.Width)/2
		y := float64(size.Height)/2 - rad*math.Cos(a) - float64(m.Height)/2
		t.text.Move(fyne.NewPos(float32(x), float32(y)))
		t.text.Resize(m)
	}
}

func (r *dialRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(r.d.side()) }

func (r *dialRenderer) Refresh() {
	fg := theme.Color(theme.ColorNameForeground)
	k := r.d.side() / dialSize
	r.value.Text = strconv.Itoa(r.d.Value)
	r.value.TextSize = baseSize(theme.SizeNameText) * 2.2 * k
	r.value.Color = fg
	r.caption.Text = lang.L("reveals {{.N}}", map[string]any{"N": game.RevealLevel(r.d.Value)})
	r.caption.TextSize = baseSize(theme.SizeNameCaptionText) * k
	r.caption.Color = fg
	r.title.TextSize = baseSize(theme.SizeNameCaptionText) * k
	r.title.Color = fg
	for _, t := range r.ticks {
		t.text.TextSize = baseSize(theme.SizeNameCaptionText) * 0.9 * k
		t.text.Color = fg
		t.text.Refresh()
	}
	for _, t := range r.levels {
		t.text.TextSize = baseSize(theme.SizeNameCaptionText) * k
		t.text.Refresh()
	}
	r.value.Refresh()
	r.caption.Refresh()
	r.title.Refresh()
	r.ring.Refresh()
	r.Layout(r.d.Size())
}

func (r *dialRenderer) Objects() []fyne.CanvasObject {
	out := []fyne.CanvasObject{r.ring, r.value, r.caption, r.title}
	for _, t := range append(r.ticks, r.levels...) {
		out = append(out, t.text)
	}
	return out
}

func (r *dialRenderer) Destroy() {}
