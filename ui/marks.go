package ui

import (
	"image/color"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// markColor is the tutorial's highlight: a bright yellow, ringed in dark (markRing) so that it
// stands out on the cloth, the light cards, the orange buttons and the boards in both looks.
var (
	markColor = color.NRGBA{R: 0xff, G: 0xe4, B: 0x1a, A: 0xff}
	markRing  = color.NRGBA{R: 0x10, G: 0x10, B: 0x10, A: 0xd0}
)

// guideMarks frames the places of the table that the tutorial points at.
type guideMarks struct {
	// guide, when set, names the places to highlight (see tutorial.Guide.Targets).
	guide func() []string
	// layer is where the frames are drawn, over the table; spots are the places that are not
	// keyboard targets; framed are the places framed now, one a frame of layer.
	layer  *fyne.Container
	spots  map[string]fyne.CanvasObject
	framed []fyne.CanvasObject
	anim   *fyne.Animation // keeps the frames on their places while they show

	model *Model
	win   fyne.Window
	// focus holds the keyboard's places: most places the guide names are among them.
	focus *focusKeeper
	// px is a length of the 1280x800 table at the table's scale.
	px func(float32) float32
}

// spot names a place of the table that the tutorial may point at, and returns it.
func (g *guideMarks) spot(id string, o fyne.CanvasObject) fyne.CanvasObject {
	if g.spots != nil {
		g.spots[id] = o
	}
	return o
}

// marked is what the guide points at now, in the table as built: each id with its widget.
// An id the table does not show is left out.
func (g *guideMarks) marked() (ids []string, objs []fyne.CanvasObject) {
	if g.guide == nil {
		return nil, nil
	}
	seen := map[string]int{}
	for _, id := range g.guide() {
		o := g.placeOf(id, seen[id])
		seen[id]++
		if o != nil && o.Visible() {
			ids, objs = append(ids, id), append(objs, o)
		}
	}
	return ids, objs
}

// placeOf finds the widget of a highlight id (see tutorial.Guide.Targets); nth tells apart the
// dice an id names more than once (the second free 4).
func (g *guideMarks) placeOf(id string, nth int) fyne.CanvasObject {
	kind, arg, _ := strings.Cut(id, ":")
	key := map[string]string{"line": "line/", "space": "space/", "rune": "rune/", "card": "slot/",
		"button": "exhaust/", "fire": "fire/", "rest": "rest/"}[kind]
	switch {
	case id == "end":
		key = "end"
	case kind == "answer":
		for i, m := range promptAnswers(g.model) {
			if m.Answer != nil && m.Answer.String() == arg {
				key = "answer/" + strconv.Itoa(i)
			}
		}
	case kind == "die":
		return g.dieOf(arg, nth)
	case key != "":
		key += arg
	default:
		return g.spots[id]
	}
	if o, ok := g.focus.objs[key].(fyne.CanvasObject); ok {
		return o
	}
	return g.spots[id] // a button that cannot be pressed now is a word, framed where it is
}

// dieOf finds the nth free die, "adventurer:value", or a tamed creature, "adventurer:card".
func (g *guideMarks) dieOf(arg string, nth int) fyne.CanvasObject {
	adv, what, _ := strings.Cut(arg, ":")
	value, err := strconv.Atoi(what)
	for _, key := range g.focus.order {
		if !strings.HasPrefix(key, "die/"+adv+"/") {
			continue
		}
		d, ok := g.focus.objs[key].(*DieView)
		if ok && d.Free() && ((err == nil && d.Tamed == "" && d.Value == value) || (err != nil && d.Tamed == what)) {
			if nth == 0 {
				return d
			}
			nth--
		}
	}
	return nil
}

// place draws a frame around each place the guide points at. While frames show, an animation
// keeps them on their places: the window lays out what a move changed only after the table is
// rebuilt, and the board may scroll.
func (g *guideMarks) place() {
	if g.layer == nil {
		return
	}
	_, objs := g.marked()
	if len(objs) == 0 && len(g.layer.Objects) == 0 {
		return
	}
	g.layer.Objects = nil
	g.framed = objs
	for range objs {
		ring := canvas.NewRectangle(color.Transparent)
		ring.StrokeColor, ring.StrokeWidth, ring.CornerRadius = markRing, g.px(2), g.px(10)
		r := canvas.NewRectangle(color.NRGBA{R: markColor.R, G: markColor.G, B: markColor.B, A: 0x30})
		r.StrokeColor, r.StrokeWidth, r.CornerRadius = markColor, g.px(5), g.px(8)
		g.layer.Objects = append(g.layer.Objects, ring, r)
	}
	g.follow(0)
	g.layer.Refresh()
	switch {
	case len(objs) > 0 && g.anim == nil:
		g.anim = fyne.NewAnimation(time.Second, g.follow)
		g.anim.RepeatCount = fyne.AnimationRepeatForever
		g.anim.Start()
	case len(objs) == 0 && g.anim != nil:
		g.anim.Stop()
		g.anim = nil
	}
}

// follow puts each frame round its place; it redraws only a frame whose place moved.
func (g *guideMarks) follow(float32) {
	if g.win == nil || len(g.layer.Objects) != 2*len(g.framed) {
		return
	}
	d := fyne.CurrentApp().Driver()
	origin := d.AbsolutePositionForObject(g.layer)
	out := g.px(5)
	for i, o := range g.framed {
		at := d.AbsolutePositionForObject(o).Subtract(origin).SubtractXY(out, out)
		size := o.Size().AddWidthHeight(2*out, 2*out)
		ring, r := g.layer.Objects[2*i].(*canvas.Rectangle), g.layer.Objects[2*i+1].(*canvas.Rectangle)
		if r.Position() == at && r.Size() == size {
			continue
		}
		r.Move(at)
		r.Resize(size)
		ring.Move(at.SubtractXY(out, out))
		ring.Resize(size.AddWidthHeight(2*out, 2*out))
		ring.Refresh()
		r.Refresh()
	}
}
