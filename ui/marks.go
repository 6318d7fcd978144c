package ui

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"setawatch/game"
)

// markColor is the tutorial's highlight: a warm amber that stands out on the cloth, the cards
// and the boards in both looks.
var markColor = color.NRGBA{R: 0xff, G: 0xa8, B: 0x00, A: 0xff}

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
	for _, id := range t.guide() {
		if o := t.placeOf(id); o != nil && o.Visible() {
			ids, objs = append(ids, id), append(objs, o)
		}
	}
	return ids, objs
}

// placeOf finds the widget of a highlight id (see tutorial.Guide.Targets).
func (t *Table) placeOf(id string) fyne.CanvasObject {
	kind, arg, _ := strings.Cut(id, ":")
	key := map[string]string{"line": "line/", "space": "space/", "rune": "rune/", "card": "slot/",
		"button": "exhaust/", "rest": "rest/"}[kind]
	switch {
	case id == "end":
		key = "end"
	case kind == "answer":
		for i, m := range t.legalWhere(isVerb(game.VerbChoose)) {
			if strings.Join(m.Args, " ") == arg {
				key = "answer/" + strconv.Itoa(i)
			}
		}
	case kind == "die":
		return t.dieOf(arg)
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

// dieOf finds a free die, "adventurer:value", or a tamed creature, "adventurer:card".
func (t *Table) dieOf(arg string) fyne.CanvasObject {
	adv, what, _ := strings.Cut(arg, ":")
	value, err := strconv.Atoi(what)
	for _, key := range t.focus.order {
		if !strings.HasPrefix(key, "die/"+adv+"/") {
			continue
		}
		d, ok := t.focus.objs[key].(*DieView)
		if ok && d.Free() && ((err == nil && d.Tamed == "" && d.Value == value) || (err != nil && d.Tamed == what)) {
			return d
		}
	}
	return nil
}

// placeMarks draws a frame around each place the guide points at.
func (t *Table) placeMarks() {
	if t.marks == nil {
		return
	}
	_, objs := t.marked()
	if len(objs) == 0 && len(t.marks.Objects) == 0 {
		return
	}
	t.marks.Objects = nil
	if len(objs) > 0 && t.win != nil {
		origin := t.absolute(t.marks)
		out := t.px(4)
		for _, o := range objs {
			r := canvas.NewRectangle(color.NRGBA{R: markColor.R, G: markColor.G, B: markColor.B, A: 0x38})
			r.StrokeColor, r.StrokeWidth, r.CornerRadius = markColor, t.px(4), t.px(8)
			r.Move(t.absolute(o).Subtract(origin).SubtractXY(out, out))
			r.Resize(o.Size().AddWidthHeight(2*out, 2*out))
			t.marks.Objects = append(t.marks.Objects, r)
		}
	}
	t.marks.Refresh()
}
