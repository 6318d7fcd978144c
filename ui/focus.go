package ui

import (
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// focusKeeper keeps the keyboard's place when the table is rebuilt after a move: every
// focusable thing the table builds gets a key ("die/ranger/0", "line/2", "answer/1"...), and
// after a rebuild the focus goes to the new widget with the same key, or to the next sensible
// one of the same kind.
type focusKeeper struct {
	keys  map[fyne.Focusable]string
	objs  map[string]fyne.Focusable
	order []string
}

// keep registers a focusable widget under a key while the table is built.
func (f *focusKeeper) keep(key string, o fyne.Focusable) {
	if f.keys == nil {
		f.keys, f.objs = map[fyne.Focusable]string{}, map[string]fyne.Focusable{}
	}
	f.keys[o], f.objs[key] = key, o
	f.order = append(f.order, key)
}

// focusPlace is where the focus was before a rebuild: its key and its rank among its kind.
type focusPlace struct {
	key     string
	rank    int
	answers bool // a prompt's answers were on the table
}

// keyPressed is the button the keyboard just pressed: a button drops the focus before it acts,
// so the rebuild that follows learns from here where the keyboard was.
var keyPressed fyne.Focusable

// before notes the focused widget's key and forgets the old widgets.
func (f *focusKeeper) before(c fyne.Canvas) focusPlace {
	var p focusPlace
	focused := keyPressed
	keyPressed = nil
	if c != nil && c.Focused() != nil {
		focused = c.Focused()
	}
	for _, k := range f.order {
		p.answers = p.answers || keyKind(k) == "answer/"
	}
	if focused != nil {
		p.key = f.keys[focused]
		kind := keyKind(p.key)
		for _, k := range f.order {
			if k == p.key {
				break
			}
			if keyKind(k) == kind {
				p.rank++
			}
		}
	}
	f.keys, f.objs, f.order = nil, nil, nil
	return p
}

// after focuses the widget that takes the place of the one focused before the rebuild, or else
// end; nav takes the keys the table's widgets pass on.
func (f *focusKeeper) after(c fyne.Canvas, was focusPlace, nav keyNavigator, end fyne.Focusable) {
	for _, o := range f.objs {
		if n, ok := o.(navigable); ok {
			n.setNavigator(nav)
		}
	}
	if c == nil || was.key == "" {
		return
	}
	// A prompt that a move made from the keyboard on the table has just raised takes the
	// keyboard: its answers are what to do next. (The side panel's buttons keep it: a click
	// is told from a key press there only by where the focus goes next, and the answers are
	// just below them.)
	if kind := keyKind(was.key); !was.answers && kind != "tool/" && kind != "end" {
		for _, k := range f.order {
			if keyKind(k) == "answer/" && usable(f.objs[k]) {
				c.Focus(f.objs[k])
				return
			}
		}
	}
	if o, ok := f.objs[was.key]; ok && usable(o) {
		c.Focus(o)
		return
	}
	kinds := []string{keyKind(was.key)}
	if adv, ok := strings.CutPrefix(was.key, "die/"); ok {
		kinds = []string{"die/" + strings.SplitN(adv, "/", 2)[0] + "/", "die/"}
	}
	kinds = append(kinds, "answer/", "order/", "die/", "line/", "space/")
	for i, kind := range kinds {
		var same []fyne.Focusable
		for _, k := range f.order {
			if strings.HasPrefix(k, kind) && usable(f.objs[k]) {
				same = append(same, f.objs[k])
			}
		}
		if len(same) == 0 {
			continue
		}
		rank := 0
		if i == 0 {
			rank = min(was.rank, len(same)-1) // the same kind: the same place among them
		}
		c.Focus(same[rank])
		return
	}
	c.Focus(end)
}

// keyKind is the part of a key that names its kind: "die/", "line/"...
func keyKind(key string) string {
	if i := strings.Index(key, "/"); i >= 0 {
		return key[:i+1]
	}
	return key
}

// usable reports whether a widget can take the focus.
func usable(o fyne.Focusable) bool {
	if d, ok := o.(fyne.Disableable); ok && d.Disabled() {
		return false
	}
	return o != nil
}

// enterButton is a button that Enter presses too, not only Space.
type enterButton struct{ widget.Button }

func newEnterButton(label string, tapped func()) *enterButton {
	b := &enterButton{}
	b.Text, b.OnTapped = label, tapped
	b.ExtendBaseWidget(b)
	return b
}

func (b *enterButton) TypedKey(e *fyne.KeyEvent) {
	if slices.Contains([]fyne.KeyName{fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter}, e.Name) {
		keyPressed = b
		b.Tapped(nil)
		return
	}
	b.Button.TypedKey(e)
}

// keyNavigator moves the keyboard's focus on the table: the arrow keys go to the nearest thing
// in that direction (Left and Right within a row), and while a die is chosen Tab goes round the
// places it can go, and only those.
type keyNavigator interface {
	choosing() bool
	moveFocus(from fyne.CanvasObject, key fyne.KeyName, back bool) bool
	escape() bool
}

// navigable is a table widget that passes the arrow keys, and Tab while a die is chosen, on to
// the table.
type navigable interface{ setNavigator(keyNavigator) }

// navigate hands a key to the navigator; it reports whether the key was taken.
func navigate(nav keyNavigator, from fyne.CanvasObject, key fyne.KeyName) bool {
	if nav == nil {
		return false
	}
	switch key {
	case fyne.KeyTab:
		return nav.choosing() && nav.moveFocus(from, key, shiftHeld())
	case fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown:
		return nav.moveFocus(from, key, false)
	case fyne.KeyEscape:
		return nav.escape()
	}
	return false
}

// tableKeys is the table's keyNavigator: it moves the focus among the widgets the focusKeeper
// holds, and Esc lets go of what was chosen.
type tableKeys struct {
	focus  *focusKeeper
	picker *cardPicker
	canvas func() fyne.Canvas // the table's window's, or nil
	// The die chosen for click-then-click, kept by the table: chosen reports whether there is
	// one, places lists where it can go in the table's order, and letGo lets it go (false when
	// none is chosen).
	chosen func() bool
	places func() []*dropTarget
	letGo  func() bool
}

// escape drops the chosen die, or ends a drop's choice on the cards; false when neither is on.
func (k *tableKeys) escape() bool {
	return k.picker.cancel() || k.letGo()
}

// shiftHeld reports whether Shift is down (Shift+Tab goes back).
func shiftHeld() bool {
	if d, ok := fyne.CurrentApp().Driver().(desktop.Driver); ok {
		return d.CurrentKeyModifiers()&fyne.KeyModifierShift != 0
	}
	return false
}

func (k *tableKeys) choosing() bool { return k.chosen() }

// moveFocus moves the focus from a widget: Tab to the next place the chosen die can go (back:
// the one before), an arrow to the nearest usable widget that way.
func (k *tableKeys) moveFocus(from fyne.CanvasObject, key fyne.KeyName, back bool) bool {
	c := k.canvas()
	if c == nil {
		return false
	}
	if key == fyne.KeyTab {
		places := k.validTargets()
		if len(places) == 0 {
			return false
		}
		next := 0
		if i := slices.IndexFunc(places, func(o fyne.Focusable) bool { return o.(fyne.CanvasObject) == from }); i >= 0 {
			next = (i + 1) % len(places)
			if back {
				next = (i - 1 + len(places)) % len(places)
			}
		} else if back {
			next = len(places) - 1
		}
		c.Focus(places[next])
		return true
	}
	if to := k.nearest(from, key); to != nil {
		c.Focus(to)
		return true
	}
	return false
}

// validTargets are the places the chosen die can go, in the table's order.
func (k *tableKeys) validTargets() []fyne.Focusable {
	var out []fyne.Focusable
	for _, tg := range k.places() {
		if f, ok := tg.obj.(fyne.Focusable); ok && tg.obj.Visible() {
			out = append(out, f)
		}
	}
	return out
}

// nearest is the usable widget nearest to from in an arrow's direction: for Left and Right one
// whose middle is level with from (the same row), for Up and Down the nearest row that way.
func (k *tableKeys) nearest(from fyne.CanvasObject, key fyne.KeyName) fyne.Focusable {
	d := fyne.CurrentApp().Driver()
	at, size := d.AbsolutePositionForObject(from), from.Size()
	mid := at.AddXY(size.Width/2, size.Height/2)
	var best fyne.Focusable
	bestScore := float32(math.MaxFloat32)
	for _, id := range k.focus.order {
		o := k.focus.objs[id]
		obj, ok := o.(fyne.CanvasObject)
		if !ok || obj == from || !usable(o) || !obj.Visible() {
			continue
		}
		p, s := d.AbsolutePositionForObject(obj), obj.Size()
		m := p.AddXY(s.Width/2, s.Height/2)
		dx, dy := m.X-mid.X, m.Y-mid.Y
		var along, across float32
		switch key {
		case fyne.KeyLeft, fyne.KeyRight:
			if m.Y < at.Y || m.Y > at.Y+size.Height { // not in this row
				continue
			}
			along, across = dx, dy
			if key == fyne.KeyLeft {
				along = -dx
			}
		default:
			along, across = dy, dx
			if key == fyne.KeyUp {
				along = -dy
			}
		}
		if along <= 1 {
			continue
		}
		if score := along + 2*float32(math.Abs(float64(across))); score < bestScore {
			best, bestScore = o, score
		}
	}
	return best
}
