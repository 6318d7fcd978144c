package ui

import (
	"image/color"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"setawatch/game"
)

// markColor is the tutorial's highlight: a bright yellow, ringed in dark (markRing) so that it
// stands out on the cloth, the light cards, the orange buttons and the boards in both looks.
var (
	markColor = color.NRGBA{R: 0xff, G: 0xe4, B: 0x1a, A: 0xff}
	markRing  = color.NRGBA{R: 0x10, G: 0x10, B: 0x10, A: 0xd0}
)

// spot names a place of the table that the tutorial may point at, and returns it.
func (t *Table) spot(id string, o fyne.CanvasObject) fyne.CanvasObject {
	if t.spots != nil {
		t.spots[id] = o
	}
	return o
}

// marked is what the guide points at now, in the table as built: each id with its widget.
// An id the table does not show is left out.
func (t *Table) marked() (ids []string, objs []fyne.CanvasObject) {
	if t.guide == nil {
		return nil, nil
	}
	seen := map[string]int{}
	for _, id := range t.guide() {
		o := t.placeOf(id, seen[id])
		seen[id]++
		if o != nil && o.Visible() {
			ids, objs = append(ids, id), append(objs, o)
		}
	}
	return ids, objs
}

// placeOf finds the widget of a highlight id (see tutorial.Guide.Targets); nth tells apart the
// dice an id names more than once (the second free 4).
func (t *Table) placeOf(id string, nth int) fyne.CanvasObject {
	kind, arg, _ := strings.Cut(id, ":")
	key := map[string]string{"line": "line/", "space": "space/", "rune": "rune/", "card": "slot/",
		"button": "exhaust/", "fire": "fire/", "rest": "rest/"}[kind]
	switch {
	case id == "end":
		key = "end"
	case kind == "answer":
		for i, m := range t.legalWhere(isVerb(game.VerbChoose)) {
			if m.Answer != nil && m.Answer.String() == arg {
				key = "answer/" + strconv.Itoa(i)
			}
		}
	case kind == "die":
		return t.dieOf(arg, nth)
	case key != "":
		key += arg
	default:
		return t.spots[id]
	}
	if o, ok := t.focus.objs[key].(fyne.CanvasObject); ok {
		return o
	}
	return nil
}

// dieOf finds the nth free die, "adventurer:value", or a tamed creature, "adventurer:card".
func (t *Table) dieOf(arg string, nth int) fyne.CanvasObject {
	adv, what, _ := strings.Cut(arg, ":")
	value, err := strconv.Atoi(what)
	for _, key := range t.focus.order {
		if !strings.HasPrefix(key, "die/"+adv+"/") {
			continue
		}
		d, ok := t.focus.objs[key].(*DieView)
		if ok && d.Free() && ((err == nil && d.Tamed == "" && d.Value == value) || (err != nil && d.Tamed == what)) {
			if nth == 0 {
				return d
			}
			nth--
		}
	}
	return nil
}

// placeMarks draws a frame around each place the guide points at. While frames show, an
// animation keeps them on their places: the window lays out what a move changed only after the
// table is rebuilt, and the board may scroll.
func (t *Table) placeMarks() {
	if t.marks == nil {
		return
	}
	_, objs := t.marked()
	if len(objs) == 0 && len(t.marks.Objects) == 0 {
		return
	}
	t.marks.Objects = nil
	t.framed = objs
	for range objs {
		ring := canvas.NewRectangle(color.Transparent)
		ring.StrokeColor, ring.StrokeWidth, ring.CornerRadius = markRing, t.px(2), t.px(10)
		r := canvas.NewRectangle(color.NRGBA{R: markColor.R, G: markColor.G, B: markColor.B, A: 0x30})
		r.StrokeColor, r.StrokeWidth, r.CornerRadius = markColor, t.px(5), t.px(8)
		t.marks.Objects = append(t.marks.Objects, ring, r)
	}
	t.followMarks(0)
	t.marks.Refresh()
	switch {
	case len(objs) > 0 && t.markAnim == nil:
		t.markAnim = fyne.NewAnimation(time.Second, t.followMarks)
		t.markAnim.RepeatCount = fyne.AnimationRepeatForever
		t.markAnim.Start()
	case len(objs) == 0 && t.markAnim != nil:
		t.markAnim.Stop()
		t.markAnim = nil
	}
}

// followMarks puts each frame round its place; it redraws only a frame whose place moved.
func (t *Table) followMarks(float32) {
	if t.win == nil || len(t.marks.Objects) != 2*len(t.framed) {
		return
	}
	origin := t.absolute(t.marks)
	out := t.px(5)
	for i, o := range t.framed {
		at := t.absolute(o).Subtract(origin).SubtractXY(out, out)
		size := o.Size().AddWidthHeight(2*out, 2*out)
		ring, r := t.marks.Objects[2*i].(*canvas.Rectangle), t.marks.Objects[2*i+1].(*canvas.Rectangle)
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
