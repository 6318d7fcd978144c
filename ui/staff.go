package ui

import (
	"image"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"setawatch/game"
)

// StaffDial draws the Artificer's staff like the firewood dial: a ring of one segment a charge,
// 0 to 8, the charges from which its passive holds in a brighter shade, the charge in the middle
// and the passive printed under it.
type StaffDial struct {
	toolTipped
	Value int
	Side  float32 // the dial's side on screen; staffDialSide when 0
}

// NewStaffDial makes a dial showing charges.
func NewStaffDial(charges int) *StaffDial {
	top, passive := game.StaffDial()
	d := &StaffDial{Value: charges}
	d.ExtendBaseWidget(d)
	d.SetToolTip(lang.L("Staff: {{.N}} of {{.Max}} charges. While it holds {{.P}} or more, each of the Artificer's dice deals 1 more damage in a direct attack.",
		map[string]any{"N": charges, "Max": top, "P": passive}))
	return d
}

func (d *StaffDial) side() float32 {
	if d.Side > 0 {
		return d.Side
	}
	return staffDialSide
}

func (d *StaffDial) MinSize() fyne.Size { return fyne.NewSquareSize(d.side()) }

// staffPassiveWords is the passive as printed on the dial.
func staffPassiveWords() string {
	_, passive := game.StaffDial()
	return lang.L("{{.P}}+: +1 a die", map[string]any{"P": passive})
}

func (d *StaffDial) CreateRenderer() fyne.WidgetRenderer {
	r := &staffRenderer{d: d}
	r.ring = canvas.NewRaster(r.draw)
	r.value, r.passive, r.title = dialTexts(lang.L("Staff"))
	r.Refresh()
	return r
}

type staffRenderer struct {
	d                     *StaffDial
	ring                  *canvas.Raster
	value, passive, title *canvas.Text
}

// staffColor is a charge's segment: the passive's charges brighter, lit up to the value.
func staffColor(charge int, lit bool) color.NRGBA {
	_, passive := game.StaffDial()
	c := color.NRGBA{0x4a, 0x90, 0xc8, 0xff}
	if charge >= passive {
		c = color.NRGBA{0x7c, 0xd4, 0xf4, 0xff}
	}
	if !lit {
		c.A = 0x48
	}
	return c
}

// draw paints the ring as the firewood dial does: segment i is charge i+1, from the bottom left
// clockwise; the gap at the bottom holds the passive.
func (r *staffRenderer) draw(w, h int) image.Image {
	top, _ := game.StaffDial()
	return paintRing(w, h, top, 3, func(seg int, _, _, _ float64) color.NRGBA {
		charge := seg + 1
		return staffColor(charge, charge <= r.d.Value)
	})
}

func (r *staffRenderer) Layout(size fyne.Size) {
	r.ring.Resize(size)
	side := min(size.Width, size.Height)
	vh := r.value.MinSize().Height
	dialRow(r.value, size, size.Height/2-vh*0.6)
	dialRow(r.title, size, size.Height/2+vh*0.3)
	dialRow(r.passive, size, size.Height/2+side*dialOuter-r.passive.MinSize().Height*0.9)
}

func (r *staffRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(r.d.side()) }

func (r *staffRenderer) Refresh() {
	fg := theme.Color(theme.ColorNameForeground)
	k := r.d.side() / staffDialSide
	r.value.Text = strconv.Itoa(r.d.Value)
	r.value.TextSize = baseSize(theme.SizeNameText) * 1.4 * k
	r.title.TextSize = baseSize(theme.SizeNameCaptionText) * 0.8 * k
	r.passive.Text = staffPassiveWords()
	r.passive.TextSize = baseSize(theme.SizeNameCaptionText) * 0.8 * k
	for _, t := range []*canvas.Text{r.value, r.title, r.passive} {
		t.Color = fg
		t.Refresh()
	}
	r.ring.Refresh()
	r.Layout(r.d.Size())
}

func (r *staffRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.ring, r.value, r.title, r.passive}
}

func (r *staffRenderer) Destroy() {}
