package ui

import (
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// Table is the whole game table. Its hand makes the moves of the dice and Market Items dropped
// or tapped onto it.
type Table struct {
	widget.BaseWidget

	model *Model
	win   fyne.Window
	hand  *hand

	camp, line, party *fyne.Container
	merchant          *fyne.Container // Swords of the Coin: the Merchant board
	side              *sidePanel
	overlay           *fyne.Container
	fx                *fyne.Container // the animations' layer
	root              *fyne.Container

	// confirm plays the moves chosen on the table, asking first about those that lose something.
	confirm *confirmer
	// focus keeps the keyboard's place across rebuilds; keys moves it and takes Esc.
	focus focusKeeper
	keys  *tableKeys
	// hint is the open Hint dialog, if any: one at a time.
	hint dialog.Dialog
	// gameOver is the Game-over screen, shown once the game ends.
	gameOver *gameOverScreen
	split    *container.Split
	board    *container.Scroll // camp, Line, party and Merchant, scrolling down when too tall

	// scale is the size of cards, dice and text against a 1280x800 window; builtFor is the
	// Line's width the zones were last built for.
	scale    float32
	builtFor fyne.Size
	motion   *motion

	// marks frames the places the tutorial points at.
	marks *guideMarks

	// picker runs the choice made on the cards.
	picker *cardPicker
}

// NewTable builds the table for a model; win hosts its dialogs and pop-ups.
func NewTable(m *Model, win fyne.Window) *Table {
	t := &Table{model: m, win: win, confirm: &confirmer{model: m, win: win, askFirst: true}, scale: look.Scale(fyne.CurrentApp()), motion: newMotion(realClock{})}
	t.gameOver = &gameOverScreen{model: m, win: win}
	t.gameOver.newGame = t.showNewGame
	t.ExtendBaseWidget(t)
	t.camp = container.NewStack()
	t.line = container.NewStack()
	t.party = container.NewStack()
	t.merchant = container.NewStack()
	t.side = newSidePanel(t)
	t.overlay = container.NewWithoutLayout()
	t.fx = container.NewWithoutLayout()
	t.marks = &guideMarks{layer: container.NewWithoutLayout(), model: m, win: win, focus: &t.focus, px: t.px}
	t.picker = newCardPicker(m, &t.focus)
	t.picker.rebuild, t.picker.submit, t.picker.canvas = t.rebuild, t.confirm.submit, t.canvas
	t.hand = &hand{model: m, win: win, drag: dragController{overlay: t.overlay}, submit: t.confirm.submit, redraw: t.rebuild,
		choice: t.picker, goneAt: func(at fyne.Position) string { return t.motion.goneAt(at.Subtract(absolute(t.fx))) }}
	t.keys = &tableKeys{focus: &t.focus, picker: t.picker, canvas: t.canvas,
		chosen: func() bool { return t.hand.selected != nil }, places: t.hand.places, letGo: t.hand.letGo}
	t.motion.overlay = t.fx
	t.root = container.NewStack()
	t.relayout()
	m.AddListener(t.rebuild)
	if win != nil {
		win.Canvas().SetOnTypedKey(t.typedKey)
	}
	return t
}

// typedKey handles keys that no focused widget takes: Esc and Enter answer the open dialog or
// the Game-over screen; otherwise Esc drops the chosen die.
func (t *Table) typedKey(e *fyne.KeyEvent) {
	if t.win != nil && dialogKey(t.win.Canvas(), e) {
		return
	}
	if t.gameOver.typedKey(e) {
		return
	}
	if e.Name == fyne.KeyEscape {
		t.keys.escape()
	}
}

// relayout places the zones and the side panel, then draws them.
func (t *Table) relayout() {
	foot := container.NewVBox(t.party, t.picker.room)
	zones := container.NewBorder(t.camp, foot, t.merchant, nil, t.line)
	// Tab follows the objects' order: the camp, the Merchant's Market, the Line, the boards.
	zones.Objects = []fyne.CanvasObject{t.camp, t.merchant, t.line, foot}
	t.board = container.NewVScroll(zones)
	// The cloth is the window's background, which the window clears to before each frame, under
	// the side panel too: a ground as large as the table or the panel would be drawn again over
	// each of its pixels at every animation frame.
	// The choice on the cards' question lies over the board's foot (the boards' last rows, the
	// least needed while choosing): it pushes nothing.
	board := container.NewStack(t.board, container.NewBorder(nil, t.picker.bar, nil, nil))
	t.split = container.NewHSplit(board, t.side.root)
	t.split.Offset = 0.77
	t.root.Objects = []fyne.CanvasObject{t.split, t.fx, t.overlay}
	if t.marks.guide != nil {
		t.root.Objects = []fyne.CanvasObject{t.split, t.fx, t.marks.layer, t.overlay}
	}
	t.root.Refresh()
	t.rebuild()
}

// MinTableSize is the smallest table: the window cannot be made smaller than this.
var MinTableSize = fyne.NewSize(780, 540)

// scaleFor is the table's scale for a window size: 1 at 1280x800, in steps of 1/20, from 0.7
// (800x600) to 3 (a 4K screen).
func scaleFor(size fyne.Size) float32 {
	k := min(size.Width/1280, size.Height/800)
	k = float32(math.Round(float64(k)*20)) / 20
	return max(0.7, min(k, 3))
}

func (t *Table) CreateRenderer() fyne.WidgetRenderer { return &tableRenderer{t: t} }

// tableRenderer lays the table out; when the window's size changes the scale, or the Line's
// room, the zones are built again for it.
type tableRenderer struct{ t *Table }

func (r *tableRenderer) Layout(size fyne.Size) {
	t := r.t
	t.root.Resize(size)
	// The scale follows the window, not the table: the table's size depends on the window's
	// padding, which itself follows the scale.
	window := size
	if c := t.canvas(); c != nil && !c.Size().IsZero() {
		window = c.Size()
	}
	if k := scaleFor(window); k != t.scale {
		t.scale = k
		if a := fyne.CurrentApp(); a != nil && look.Scale(a) != k {
			// The app's theme carries the scale (see look.SetApp): text, padding and buttons
			// everywhere in the window follow it.
			look.SetApp(a, a.Settings().Theme(), k)
		}
		t.rebuild()
		t.root.Resize(size)
		t.refitMenuBar()
	}
	if t.line.Size() != t.builtFor {
		t.rebuild()
		t.root.Resize(size)
		t.layoutBoard()
	}
	t.marks.place()
}

// layoutBoard lays the board's zones out again for what a rebuild put in them. Fyne lays out
// only what changes size: a table built at its window's size at once would otherwise keep the
// zones' sizes from before its cards were made, and where the table is laid out would depend on
// the sizes it went through.
func (t *Table) layoutBoard() {
	zones, ok := t.board.Content.(*fyne.Container)
	if !ok {
		return
	}
	size := t.board.Size().Max(zones.MinSize())
	if zones.Size() == size {
		zones.Layout.Layout(zones.Objects, size)
		return
	}
	zones.Resize(size)
	// The scroll bars follow the new height; the scroll's own Refresh would also refresh every
	// card under it.
	t.board.Base.Refresh()
}

// refitMenuBar sets the window's menu again once the window has taken the new theme in: the
// menu bar's text follows the theme, but the window keeps the bar's height from when its menu
// was set, and the table would start under the bar.
func (t *Table) refitMenuBar() {
	w := t.win
	if w == nil || w.MainMenu() == nil {
		return
	}
	go fyne.Do(func() {
		if m := w.MainMenu(); m != nil {
			w.SetMainMenu(m)
		}
	})
}

func (r *tableRenderer) MinSize() fyne.Size           { return MinTableSize }
func (r *tableRenderer) Refresh()                     { r.t.root.Refresh() }
func (r *tableRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.t.root} }
func (r *tableRenderer) Destroy()                     {}

// px is a length of the 1280x800 table at the table's scale.
func (t *Table) px(v float32) float32 { return v * t.scale }

// rebuild draws every zone again from the model's state.
func (t *Table) rebuild() {
	s := t.model.State()
	t.picker.follow(s)
	t.hand.newBuild(s)
	was := t.focus.before(t.canvas())
	widgets.HideToolTips(t.canvas())
	widgets.DropHoveredToolTip()
	t.marks.spots = map[string]fyne.CanvasObject{}
	t.motion.begin(t)
	t.builtFor = t.line.Size()
	replaced := slices.Concat(t.camp.Objects, t.merchant.Objects, t.party.Objects, t.line.Objects)
	kit := t.kit()
	t.camp.Objects = []fyne.CanvasObject{campBuilder{kit}.campBoard(s)}
	t.merchant.Objects = merchantBuilder{kit}.merchantBoard(s)
	t.merchant.Hidden = len(t.merchant.Objects) == 0
	t.merchant.Refresh()
	// The boards before the Line: its cards grow into the room the boards leave (lineGrown).
	t.party.Objects = []fyne.CanvasObject{partyBuilder{kit}.partyView(s)}
	t.line.Objects = []fyne.CanvasObject{lineBuilder{kit}.lineView(s)}
	t.camp.Refresh()
	t.line.Refresh()
	t.party.Refresh()
	releasePictures(t.canvas(), replaced)
	t.motion.after(t, s)
	t.picker.mark(t.hand.targets)
	t.picker.show()
	t.side.update(s)
	t.focus.after(t.canvas(), was, t.keys, t.side.endBtn)
	t.marks.place()
	t.gameOver.follow(s)
}

func (t *Table) canvas() fyne.Canvas {
	if t.win == nil {
		return nil
	}
	return t.win.Canvas()
}
