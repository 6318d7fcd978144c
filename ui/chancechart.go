package ui

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// chanceChart draws the expert's estimate of the chance to win over a replayed game: a point
// before each decision, joined by lines, the costly decisions in red, a line where each round
// begins with its number, the 0%, 50% and 100% lines, and the move shown. A click goes to the
// move under it.
type chanceChart struct {
	widget.BaseWidget
	r *Replay
}

func newChanceChart(r *Replay) *chanceChart {
	c := &chanceChart{r: r}
	c.ExtendBaseWidget(c)
	return c
}

// Tapped goes to the move under the click.
func (c *chanceChart) Tapped(e *fyne.PointEvent) {
	left, width := c.plotX()
	n := len(c.r.moves)
	if width <= 0 || n == 0 {
		return
	}
	c.r.show(int((e.Position.X-left)/width*float32(n) + 0.5))
}

// plotX is where the plot starts, right of the labels, and its width.
func (c *chanceChart) plotX() (left, width float32) {
	left = theme.TextSize() * 3
	return left, c.Size().Width - left - theme.Padding()
}

func (c *chanceChart) MinSize() fyne.Size {
	return fyne.NewSize(theme.TextSize()*20, theme.TextSize()*8)
}

func (c *chanceChart) CreateRenderer() fyne.WidgetRenderer {
	return &chanceChartRenderer{c: c}
}

type chanceChartRenderer struct {
	c       *chanceChart
	objects []fyne.CanvasObject
}

func (r *chanceChartRenderer) MinSize() fyne.Size           { return r.c.MinSize() }
func (r *chanceChartRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *chanceChartRenderer) Destroy()                     {}
func (r *chanceChartRenderer) Layout(fyne.Size)             { r.draw() }
func (r *chanceChartRenderer) Refresh()                     { r.draw(); canvas.Refresh(r.c) }

// draw makes the chart's objects for its size.
func (r *chanceChartRenderer) draw() {
	c := r.c
	size := c.Size()
	left, width := c.plotX()
	top, bottom := theme.TextSize(), size.Height-theme.TextSize()*1.5
	height := bottom - top
	n := len(c.r.moves)
	if width <= 0 || height <= 0 || n == 0 {
		r.objects = nil
		return
	}
	x := func(i int) float32 { return left + width*float32(i)/float32(n) }
	y := func(share float64) float32 { return bottom - height*float32(share) }
	fg := theme.Color(theme.ColorNameForeground)
	faint := theme.Color(theme.ColorNameDisabled)
	var objs []fyne.CanvasObject
	line := func(x1, y1, x2, y2 float32, col color.Color, w float32) {
		l := canvas.NewLine(col)
		l.StrokeWidth = w
		l.Position1, l.Position2 = fyne.NewPos(x1, y1), fyne.NewPos(x2, y2)
		objs = append(objs, l)
	}
	text := func(s string, at fyne.Position, col color.Color) {
		t := canvas.NewText(s, col)
		t.TextSize = theme.CaptionTextSize()
		t.Move(at)
		objs = append(objs, t)
	}
	for _, share := range []float64{0, 0.5, 1} {
		line(left, y(share), left+width, y(share), faint, 1)
		text(fmt.Sprintf("%d%%", int(share*100)), fyne.NewPos(0, y(share)-theme.CaptionTextSize()*0.7), fg)
	}
	// A line where each round begins, with its number under the plot.
	round := -1
	for i := 0; i <= n; i++ {
		if rd := c.r.tableAt(i).Round; rd != round {
			round = rd
			line(x(i), top, x(i), bottom, faint, 1)
			text(fmt.Sprint(rd), fyne.NewPos(x(i)+2, bottom+2), fg)
		}
	}
	// The move shown.
	line(x(c.r.at), top, x(c.r.at), bottom, theme.Color(theme.ColorNamePrimary), 2)
	if rep := c.r.report; rep != nil {
		margin := rep.Margin()
		var prev fyne.Position
		for k, d := range rep.Decisions {
			at := fyne.NewPos(x(d.Index), y(d.Chance))
			if k > 0 {
				line(prev.X, prev.Y, at.X, at.Y, fg, 2)
			}
			prev = at
			if d.Loss() > margin {
				dot := canvas.NewCircle(theme.Color(theme.ColorNameError))
				side := theme.TextSize() * 0.6
				dot.Resize(fyne.NewSquareSize(side))
				dot.Move(at.SubtractXY(side/2, side/2))
				objs = append(objs, dot)
			}
		}
	}
	r.objects = objs
}
