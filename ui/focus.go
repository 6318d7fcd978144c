package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
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

// after focuses the widget that takes the place of the one focused before the rebuild.
func (f *focusKeeper) after(c fyne.Canvas, was focusPlace, t *Table) {
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
	c.Focus(t.side.endBtn)
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
