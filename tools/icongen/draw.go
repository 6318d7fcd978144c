package main

import (
	"image"
	"image/color"
	"math"
)

// The icon is designed on a 1024 x 1024 grid (y grows downwards) and rendered at any size by
// sampling each pixel on an n x n grid: shapes are plain inside/outside tests, so the result is
// exact, anti-aliased and the same on every machine.
const grid = 1024.0

type rect struct{ x0, y0, x1, y1 float64 }

func (r rect) intersect(o rect) rect {
	return rect{math.Max(r.x0, o.x0), math.Max(r.y0, o.y0), math.Min(r.x1, o.x1), math.Min(r.y1, o.y1)}
}

type shape interface {
	in(x, y float64) bool
	bounds() rect
}

type circle struct{ cx, cy, r float64 }

func (c circle) in(x, y float64) bool {
	dx, dy := x-c.cx, y-c.cy
	return dx*dx+dy*dy <= c.r*c.r
}
func (c circle) bounds() rect { return rect{c.cx - c.r, c.cy - c.r, c.cx + c.r, c.cy + c.r} }

type roundRect struct{ x0, y0, x1, y1, r float64 }

func (q roundRect) in(x, y float64) bool {
	if x < q.x0 || x > q.x1 || y < q.y0 || y > q.y1 {
		return false
	}
	cx := math.Min(math.Max(x, q.x0+q.r), q.x1-q.r)
	cy := math.Min(math.Max(y, q.y0+q.r), q.y1-q.r)
	dx, dy := x-cx, y-cy
	return dx*dx+dy*dy <= q.r*q.r
}
func (q roundRect) bounds() rect { return rect{q.x0, q.y0, q.x1, q.y1} }

// poly is a polygon, tested with the even-odd rule.
type poly []float64 // x0, y0, x1, y1, ...

func (p poly) in(x, y float64) bool {
	inside := false
	n := len(p) / 2
	for i, j := 0, n-1; i < n; j, i = i, i+1 {
		xi, yi, xj, yj := p[2*i], p[2*i+1], p[2*j], p[2*j+1]
		if (yi > y) != (yj > y) && x < (xj-xi)*(y-yi)/(yj-yi)+xi {
			inside = !inside
		}
	}
	return inside
}
func (p poly) bounds() rect {
	b := rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for i := 0; i < len(p); i += 2 {
		b.x0, b.x1 = math.Min(b.x0, p[i]), math.Max(b.x1, p[i])
		b.y0, b.y1 = math.Min(b.y0, p[i+1]), math.Max(b.y1, p[i+1])
	}
	return b
}

// capsule is a thick line segment with round ends.
type capsule struct{ x0, y0, x1, y1, r float64 }

func (c capsule) in(x, y float64) bool {
	dx, dy := c.x1-c.x0, c.y1-c.y0
	t := ((x-c.x0)*dx + (y-c.y0)*dy) / (dx*dx + dy*dy)
	t = math.Max(0, math.Min(1, t))
	px, py := x-(c.x0+t*dx), y-(c.y0+t*dy)
	return px*px+py*py <= c.r*c.r
}
func (c capsule) bounds() rect {
	return rect{math.Min(c.x0, c.x1) - c.r, math.Min(c.y0, c.y1) - c.r, math.Max(c.x0, c.x1) + c.r, math.Max(c.y0, c.y1) + c.r}
}

// flame is a tongue of fire standing on (cx, base): round at the bottom, pointed at the top,
// leaning by lean at the tip and waving by wave.
type flame struct{ cx, base, w, h, lean, wave float64 }

func (f flame) in(x, y float64) bool {
	u := (f.base - y) / f.h // 0 at the base, 1 at the tip
	if u < 0 || u > 1 {
		return false
	}
	var hw float64
	if u < 0.3 {
		v := (0.3 - u) / 0.3
		hw = math.Sqrt(1 - v*v)
	} else {
		hw = math.Pow((1-u)/0.7, 1.25)
	}
	mid := f.cx + f.lean*u*u + f.wave*math.Sin(u*math.Pi*1.6)*u
	return math.Abs(x-mid) <= hw*f.w/2
}
func (f flame) bounds() rect {
	m := math.Abs(f.lean) + math.Abs(f.wave) + f.w/2
	return rect{f.cx - m, f.base - f.h, f.cx + m, f.base}
}

type minus struct{ a, b shape }

func (m minus) in(x, y float64) bool { return m.a.in(x, y) && !m.b.in(x, y) }
func (m minus) bounds() rect         { return m.a.bounds() }

type and struct{ a, b shape }

func (m and) in(x, y float64) bool { return m.a.in(x, y) && m.b.in(x, y) }
func (m and) bounds() rect         { return m.a.bounds().intersect(m.b.bounds()) }

// below is the region below the curve y = f(x) (the ground), within box.
type below struct {
	f   func(x float64) float64
	box rect
}

func (b below) in(x, y float64) bool { return y >= b.f(x) }
func (b below) bounds() rect         { return b.box }

// paint gives the colour (straight alpha, 0..1) at a point of the grid.
type paint func(x, y float64) [4]float64

func solid(c color.NRGBA) paint {
	v := [4]float64{float64(c.R) / 255, float64(c.G) / 255, float64(c.B) / 255, float64(c.A) / 255}
	return func(float64, float64) [4]float64 { return v }
}

func vertical(top, bottom color.NRGBA, y0, y1 float64) paint {
	a, b := solid(top)(0, 0), solid(bottom)(0, 0)
	return func(_, y float64) [4]float64 {
		t := math.Max(0, math.Min(1, (y-y0)/(y1-y0)))
		var c [4]float64
		for i := range c {
			c[i] = a[i] + (b[i]-a[i])*t
		}
		return c
	}
}

// glow fades c from its alpha at (cx, cy) to nothing at radius r.
func glow(c color.NRGBA, cx, cy, r float64) paint {
	base := solid(c)(0, 0)
	return func(x, y float64) [4]float64 {
		d := math.Hypot(x-cx, y-cy) / r
		k := math.Max(0, 1-d)
		out := base
		out[3] *= k * k
		return out
	}
}

type layer struct {
	s shape
	p paint
}

// layers is the icon, back to front. detail adds the small things that only blur at tiny sizes.
func layers(detail bool) []layer {
	tile := roundRect{40, 40, 984, 984, 200}
	groundLine := func(x float64) float64 { d := (x - 600) / 560; return 812 + 60*d*d }
	night := color.NRGBA{8, 12, 26, 255}

	ls := []layer{
		{tile, vertical(color.NRGBA{13, 22, 52, 255}, color.NRGBA{62, 56, 112, 255}, 40, 820)},
	}
	if detail {
		star := solid(color.NRGBA{255, 246, 214, 230})
		for _, s := range [][3]float64{
			{150, 170, 9}, {300, 115, 7}, {455, 200, 10}, {560, 95, 7}, {640, 300, 6},
			{930, 440, 8}, {470, 370, 6}, {120, 420, 7}, {880, 110, 6}, {690, 175, 8},
		} {
			ls = append(ls, layer{circle{s[0], s[1], s[2]}, star})
		}
	}
	ls = append(ls,
		// Crescent moon.
		layer{minus{circle{790, 245, 112}, circle{842, 206, 100}}, solid(color.NRGBA{250, 236, 190, 255})},
		// The fire's light on the sky and the ground.
		layer{and{tile, circle{605, 720, 420}}, glow(color.NRGBA{255, 140, 40, 150}, 605, 720, 420)},
		// Watchtower: two legs, a platform, the hut and its roof.
		layer{poly{168, 880, 206, 880, 266, 430, 240, 430}, solid(night)},
		layer{poly{372, 880, 410, 880, 354, 430, 328, 430}, solid(night)},
		layer{roundRect{200, 400, 394, 432, 6}, solid(night)},
		layer{roundRect{226, 296, 368, 404, 4}, solid(night)},
		layer{poly{190, 312, 404, 312, 297, 196}, solid(night)},
	)
	if detail {
		ls = append(ls,
			layer{capsule{200, 790, 364, 640, 10}, solid(night)},
			layer{capsule{381, 790, 222, 640, 10}, solid(night)},
			layer{capsule{227, 610, 347, 480, 9}, solid(night)},
			layer{capsule{361, 610, 246, 480, 9}, solid(night)},
			// A lit window: someone is on watch.
			layer{roundRect{270, 326, 324, 372, 4}, solid(color.NRGBA{255, 196, 96, 255})},
		)
	}
	ls = append(ls,
		// Ground, hiding the feet of the tower.
		layer{and{tile, below{groundLine, rect{40, 800, 984, 984}}}, vertical(color.NRGBA{34, 30, 42, 255}, color.NRGBA{14, 14, 24, 255}, 800, 984)},
		// Two crossed logs.
		layer{capsule{462, 842, 742, 770, 30}, solid(color.NRGBA{104, 58, 30, 255})},
		layer{capsule{470, 772, 750, 842, 30}, solid(color.NRGBA{136, 80, 40, 255})},
		// The fire: red outer flames, orange, then a yellow heart.
		layer{flame{498, 800, 110, 230, -40, 10}, solid(color.NRGBA{222, 62, 32, 255})},
		layer{flame{714, 800, 110, 260, 40, -10}, solid(color.NRGBA{222, 62, 32, 255})},
		layer{flame{606, 806, 260, 470, -20, 22}, solid(color.NRGBA{232, 78, 30, 255})},
		layer{flame{606, 806, 180, 345, 12, -14}, solid(color.NRGBA{248, 150, 32, 255})},
		layer{flame{604, 810, 100, 205, -8, 8}, solid(color.NRGBA{255, 226, 92, 255})},
	)
	return ls
}

// Render draws the icon at size x size pixels.
func Render(size int) *image.NRGBA {
	samples := 4
	if size <= 64 {
		samples = 8
	}
	scale := grid / float64(size)
	buf := make([][4]float64, size*size) // premultiplied RGBA
	for _, l := range layers(size >= 48) {
		b := l.s.bounds()
		px0 := clamp(int(math.Floor(b.x0/scale)), 0, size)
		py0 := clamp(int(math.Floor(b.y0/scale)), 0, size)
		px1 := clamp(int(math.Ceil(b.x1/scale)), 0, size)
		py1 := clamp(int(math.Ceil(b.y1/scale)), 0, size)
		for py := py0; py < py1; py++ {
			for px := px0; px < px1; px++ {
				hits := 0
				for sy := 0; sy < samples; sy++ {
					y := (float64(py) + (float64(sy)+0.5)/float64(samples)) * scale
					for sx := 0; sx < samples; sx++ {
						x := (float64(px) + (float64(sx)+0.5)/float64(samples)) * scale
						if l.s.in(x, y) {
							hits++
						}
					}
				}
				if hits == 0 {
					continue
				}
				cov := float64(hits) / float64(samples*samples)
				c := l.p((float64(px)+0.5)*scale, (float64(py)+0.5)*scale)
				a := c[3] * cov
				d := &buf[py*size+px]
				for i := 0; i < 3; i++ {
					d[i] = c[i]*a + d[i]*(1-a)
				}
				d[3] = a + d[3]*(1-a)
			}
		}
	}
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for i, d := range buf {
		if d[3] == 0 {
			continue
		}
		img.Pix[4*i+0] = to8(d[0] / d[3])
		img.Pix[4*i+1] = to8(d[1] / d[3])
		img.Pix[4*i+2] = to8(d[2] / d[3])
		img.Pix[4*i+3] = to8(d[3])
	}
	return img
}

func clamp(v, lo, hi int) int { return max(lo, min(hi, v)) }

func to8(v float64) uint8 { return uint8(math.Round(math.Max(0, math.Min(1, v)) * 255)) }
