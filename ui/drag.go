package ui

import "fyne.io/fyne/v2"

// dragController is the hand's one drag under way: what is carried (a die's DieSpec, a Market
// Item's key), its shadow in the overlay, where the pointer is and the table's build when it
// began. Dice, the Familiar and Market Items all drag through it; each says what a drop does.
type dragController struct {
	overlay *fyne.Container // where the shadow is drawn, above the table
	carried any             // nil when nothing is dragged
	shadow  fyne.CanvasObject
	at      fyne.Position // the pointer, in absolute coordinates; kept after the drop
	from    int           // the table's build when the drag began
}

// move carries what to the pointer at at, making its shadow on the drag's first event. A drag
// event for something else starts a new drag. build is the table's build now.
func (d *dragController) move(what any, at fyne.Position, build int, makeShadow func() fyne.CanvasObject) {
	if d.carried != what || d.shadow == nil {
		d.carried, d.from = what, build
		d.shadow = makeShadow()
		d.overlay.Objects = []fyne.CanvasObject{d.shadow}
	}
	d.at = at
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(d.overlay)
	size := d.shadow.Size()
	d.shadow.Move(at.Subtract(origin).SubtractXY(size.Width/2, size.Height/2))
	d.overlay.Refresh()
}

// drop ends the drag of what: the shadow goes, and ok says whether what was the thing carried
// (a stray end of a drag that never moved drops nothing). at is where the pointer let go and
// from the build the drag began on.
func (d *dragController) drop(what any) (at fyne.Position, from int, ok bool) {
	d.overlay.Objects = nil
	d.overlay.Refresh()
	ok = d.carried == what && d.shadow != nil
	d.carried, d.shadow = nil, nil
	return d.at, d.from, ok
}

// forget clears the pointer's last place, so that what opens next does not open there.
func (d *dragController) forget() { d.at = fyne.Position{} }

// pointerOn reports whether an absolute point lies on a visible object: the one hit test of drops.
func pointerOn(o fyne.CanvasObject, at fyne.Position) bool {
	if !o.Visible() {
		return false
	}
	pos, size := fyne.CurrentApp().Driver().AbsolutePositionForObject(o), o.Size()
	return at.X >= pos.X && at.Y >= pos.Y && at.X < pos.X+size.Width && at.Y < pos.Y+size.Height
}
