package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/ui/look"
)

// Chip is a small coloured tag with a text.
func Chip(text string, fill color.Color, k float32) fyne.CanvasObject {
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = 4 * k
	label := canvas.NewText(text, color.Black)
	label.TextSize = look.BaseSize(theme.SizeNameCaptionText) * k
	label.Alignment = fyne.TextAlignCenter
	return container.NewStack(bg, container.New(&paddedText{}, label))
}

// paddedText gives a text a little room inside its chip.
type paddedText struct{}

func (paddedText) MinSize(o []fyne.CanvasObject) fyne.Size {
	return o[0].MinSize().AddWidthHeight(8, 2)
}
func (paddedText) Layout(o []fyne.CanvasObject, s fyne.Size) {
	o[0].Move(fyne.NewPos(4, 1))
	o[0].Resize(s.SubtractWidthHeight(8, 2))
}

// TightVBox stacks its objects with no padding between them, so small cards keep their text.
type TightVBox struct{}

func (TightVBox) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height - tightOverlap(o)
	}
	return s
}

func (TightVBox) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y-tightOverlap(o)/2))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h - tightOverlap(o)
	}
}

// tightOverlap trims the inner padding of labels, which Fyne pads on every side.
func tightOverlap(o fyne.CanvasObject) float32 {
	switch o.(type) {
	case *widget.Label:
		return theme.InnerPadding()
	}
	return 0
}
