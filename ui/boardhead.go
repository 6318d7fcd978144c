package ui

import (
	"fmt"
	"image"
	"image/draw"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/ui/widgets"
)

// boardHead is the top of an adventurer's board: the portrait, the name (ending in "…" when
// the board is narrow; the tooltip has the whole adventurer card), where the adventurer is
// this round at the row's end, and the facts under them. It changes only with a move, so it is
// printed into one picture, as a card's face is: the window draws every object again at each
// frame of an animation. The parts stay in the widget, hidden, as the picture's source.
type boardHead struct {
	widgets.ToolTipped
	adventurer, name, role, facts string
	portraitSide                  float32
}

func newBoardHead(adventurer, name, role, facts, tip string, portraitSide float32) *boardHead {
	h := &boardHead{adventurer: adventurer, name: name, role: role, facts: facts, portraitSide: portraitSide}
	h.ExtendBaseWidget(h)
	h.SetToolTip(tip)
	return h
}

// The rows are as tall as a label of the name's size and a scrolling label of the caption's,
// as the board's rows were (measured on them once for each size).
func (h *boardHead) rows() (name, facts float32) {
	key := labelLook{theme.TextSize(), theme.CaptionTextSize(), theme.InnerPadding(), widgets.FontName(fyne.TextStyle{Bold: true})}
	heights := labelHeights.Get(key, func() [2]float32 {
		bold := widget.NewLabel("Mg")
		bold.TextStyle = fyne.TextStyle{Bold: true}
		caption := widget.NewLabel("Mg")
		caption.SizeName = theme.SizeNameCaptionText
		return [2]float32{bold.MinSize().Height, container.NewHScroll(caption).MinSize().Height}
	})
	return max(heights[0], h.portraitSide), heights[1]
}

// labelLook is what a label's height follows.
type labelLook struct {
	text, caption, pad float32
	font               string
}

var labelHeights = widgets.NewBoundedCache[labelLook, [2]float32](8)

func (h *boardHead) MinSize() fyne.Size {
	name, facts := h.rows()
	// As narrow as the name cut to "…" beside the portrait and the role, as the labels were.
	in := 2 * theme.InnerPadding()
	w := h.portraitSide + theme.Padding() + fyne.MeasureText("…", theme.TextSize(), fyne.TextStyle{Bold: true}).Width + in
	if h.role != "" {
		w += theme.Padding() + fyne.MeasureText(h.role, theme.CaptionTextSize(), fyne.TextStyle{}).Width + in
	}
	return fyne.NewSize(w, name+facts)
}

func (h *boardHead) CreateRenderer() fyne.WidgetRenderer {
	ink := theme.Color(theme.ColorNameForeground)
	r := &boardHeadRenderer{h: h, printed: canvas.NewImageFromImage(nil),
		name: canvas.NewText(h.name, ink), role: canvas.NewText(h.role, theme.Color(theme.ColorNamePrimary)),
		facts: canvas.NewText(h.facts, ink)}
	r.printed.ScaleMode = canvas.ImageScalePixels
	r.portrait = canvas.NewImageFromImage(widgets.Picture("adventurer."+h.adventurer, ink))
	r.portrait.FillMode = canvas.ImageFillContain
	r.portrait.ScaleMode = canvas.ImageScaleSmooth
	r.name.TextStyle = fyne.TextStyle{Bold: true}
	r.role.TextSize, r.facts.TextSize = theme.CaptionTextSize(), theme.CaptionTextSize()
	r.role.Alignment = fyne.TextAlignTrailing
	for _, o := range r.parts() {
		o.Hide()
	}
	return r
}

type boardHeadRenderer struct {
	h                 *boardHead
	printed, portrait *canvas.Image
	name, role, facts *canvas.Text
}

func (r *boardHeadRenderer) parts() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.portrait, r.name, r.role, r.facts}
}

// headFaces keeps the printed heads: a rebuild after a move makes four new heads, mostly the
// same as before.
var headFaces = widgets.NewBoundedCache[string, image.Image](64)

func (r *boardHeadRenderer) Layout(size fyne.Size) {
	in := theme.InnerPadding()
	nameRow, factsRow := r.h.rows()
	side := r.h.portraitSide
	r.portrait.Move(fyne.NewPos(0, (nameRow-side)/2))
	r.portrait.Resize(fyne.NewSquareSize(side))
	role := fyne.MeasureText(r.h.role, r.role.TextSize, r.role.TextStyle)
	roleW := float32(0)
	if r.h.role != "" {
		roleW = role.Width + 2*in
	}
	r.role.Move(fyne.NewPos(size.Width-roleW+in, (nameRow-role.Height)/2))
	r.role.Resize(fyne.NewSize(role.Width, role.Height))
	nameX := side + theme.Padding() + in
	r.name.Text = widgets.CutToWidth(r.h.name, r.name.TextSize, size.Width-nameX-roleW-in, r.name.TextStyle)
	nameSize := r.name.MinSize()
	r.name.Move(fyne.NewPos(nameX, (nameRow-nameSize.Height)/2))
	r.name.Resize(nameSize)
	r.facts.Text = widgets.CutToWidth(r.h.facts, r.facts.TextSize, size.Width-2*in, r.facts.TextStyle)
	factsSize := r.facts.MinSize()
	r.facts.Move(fyne.NewPos(in, nameRow+(factsRow-factsSize.Height)/2))
	r.facts.Resize(factsSize)
	r.print(size)
}

// print draws the parts at size into the printed picture, or finds the same head drawn before.
func (r *boardHeadRenderer) print(size fyne.Size) {
	scale := widgets.CanvasScale(r.h)
	r.printed.Resize(size)
	if size.Width <= 0 || size.Height <= 0 {
		widgets.ShowPicture(r.printed, nil)
		return
	}
	key := fmt.Sprintf("%s|%q|%q|%q|%v|%v|%v|%v|%v|%s|%s", r.h.adventurer, r.name.Text, r.role.Text, r.facts.Text, size, scale,
		r.name.Color, r.role.Color, r.name.TextSize, widgets.FontName(r.name.TextStyle), widgets.FontName(r.facts.TextStyle))
	widgets.ShowPicture(r.printed, headFaces.Get(key, func() image.Image {
		for _, o := range r.parts() {
			o.Show()
		}
		c := software.NewTransparentCanvas()
		c.SetPadded(false)
		c.SetScale(scale)
		c.SetContent(container.NewWithoutLayout(r.parts()...))
		c.Resize(size)
		captured := c.Capture()
		for _, o := range r.parts() {
			o.Hide()
		}
		out := image.NewRGBA(captured.Bounds())
		draw.Draw(out, out.Bounds(), captured, captured.Bounds().Min, draw.Src)
		return out
	}))
}

func (r *boardHeadRenderer) MinSize() fyne.Size { return r.h.MinSize() }
func (r *boardHeadRenderer) Refresh()           { r.Layout(r.h.Size()) }
func (r *boardHeadRenderer) Objects() []fyne.CanvasObject {
	return append([]fyne.CanvasObject{r.printed}, r.parts()...)
}
func (r *boardHeadRenderer) Destroy() {}
