package ui

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// A choice made on the table's cards: several moves that differ by the cards they point at
// (Backstab's face-down cards, a Stun's ability card and die, a prompt's creature or ability
// card). The cards that can still be chosen are framed; tapping one keeps the moves that point
// at it, and once the cards tapped make one move whole, that move is played. When the cards
// tapped make a move whole but more could be added (Backstab's one card or two), a confirm
// button plays it. The question and the buttons sit over the foot of the board, in view at
// every size, without pushing anything.

// cardPick is a choice being made on the cards.
type cardPick struct {
	state    *game.State // the table it was made for: a new one ends it
	question string
	moves    []game.Move
	aims     [][]game.Target // each move's targets that tell it from the others
	picked   []game.Target
	prompt   bool // the answers to the pending prompt (the side panel lists them too)
}

// pickable tells the targets the table takes a tap on for a choice: creatures, ability cards,
// Items, and dice free on their boards (a die on a card takes no tap). Runes cast together are
// chosen from a menu that names them.
func pickable(s *game.State, x game.Target) bool {
	switch x.Kind {
	case game.TargetLine, game.TargetAbility, game.TargetItem:
		return true
	case game.TargetDie:
		a := s.Adventurer(x.Adventurer)
		if a == nil {
			return false
		}
		if x.Tamed != "" {
			return slices.Contains(a.Tamed, x.Tamed)
		}
		return slices.ContainsFunc(a.Dice, func(d game.Die) bool { return d.State == game.DieFree && d.Value == x.Value })
	}
	return false
}

// moveTargets is what a move, or an answer to the pending prompt, points at on the table.
func moveTargets(s *game.State, m game.Move) []game.Target {
	if m.Verb == game.VerbChoose && m.Answer != nil && s.Pending() != nil {
		return game.AnswerTargets(s, *m.Answer)
	}
	return game.MoveTargets(s, m)
}

// newCardPick makes a choice on the cards among moves, or nil when the cards cannot tell them
// apart. With all, every move must be told by cards that take a tap (a drop's several moves);
// otherwise the moves that cannot are left out (a prompt's "none", listed in the side panel).
func newCardPick(s *game.State, moves []game.Move, question string, all bool) *cardPick {
	if len(moves) == 0 {
		return nil
	}
	targets := make([][]game.Target, len(moves))
	for i, m := range moves {
		targets[i] = moveTargets(s, m)
	}
	// What every move points at (the ability card used, the die) tells none of them apart.
	common := slices.Clone(targets[0])
	for _, ts := range targets[1:] {
		common = intersect(common, ts)
	}
	p := &cardPick{state: s, question: question}
	for i, ts := range targets {
		aims := without(ts, common)
		if !all {
			// An answer is told by the cards it names that take a tap (a Stun's ability card, not
			// the die spent on it), if those alone tell it from the others.
			aims = slices.DeleteFunc(aims, func(a game.Target) bool { return !pickable(s, a) })
		}
		ok := len(aims) > 0
		for _, a := range aims {
			ok = ok && pickable(s, a)
		}
		if !ok {
			if all {
				return nil
			}
			continue
		}
		for _, other := range p.aims {
			if sameTargets(other, aims) {
				return nil // two moves the cards alone cannot tell apart
			}
		}
		p.moves = append(p.moves, moves[i])
		p.aims = append(p.aims, aims)
	}
	if len(p.moves) == 0 || (len(p.moves) == 1 && all) {
		return nil
	}
	return p
}

// intersect is what a and b both hold, each as many times as both do.
func intersect(a, b []game.Target) []game.Target {
	left := slices.Clone(b)
	var out []game.Target
	for _, x := range a {
		if i := slices.Index(left, x); i >= 0 {
			out = append(out, x)
			left = slices.Delete(left, i, i+1)
		}
	}
	return out
}

// without is a less what b holds, each as many times as b does.
func without(a, b []game.Target) []game.Target {
	out := slices.Clone(a)
	for _, x := range b {
		if i := slices.Index(out, x); i >= 0 {
			out = slices.Delete(out, i, i+1)
		}
	}
	return out
}

func sameTargets(a, b []game.Target) bool {
	return len(a) == len(b) && len(without(a, b)) == 0
}

// open lists the moves the cards tapped so far still allow.
func (p *cardPick) open() []int {
	var out []int
	for i, aims := range p.aims {
		if len(without(p.picked, aims)) == 0 {
			out = append(out, i)
		}
	}
	return out
}

// whole is the move the cards tapped make whole, or -1.
func (p *cardPick) whole() int {
	for _, i := range p.open() {
		if len(p.aims[i]) == len(p.picked) {
			return i
		}
	}
	return -1
}

// framed reports whether a target can be tapped now: chosen already (a tap takes it back), or
// part of a move still open.
func (p *cardPick) framed(x game.Target) bool {
	if slices.Contains(p.picked, x) {
		return true
	}
	for _, i := range p.open() {
		if slices.Contains(without(p.aims[i], p.picked), x) {
			return true
		}
	}
	return false
}

// targetOf is the game's name for a place on the table a die can go.
func targetOf(tg *dropTarget) []game.Target {
	switch tg.kind {
	case targetLine:
		return []game.Target{{Kind: game.TargetLine, Pos: tg.pos}}
	case targetCard:
		return []game.Target{{Kind: game.TargetAbility, Card: tg.card}, {Kind: game.TargetItem, Card: tg.card}}
	case targetSlot:
		return nil // an empty Item slot takes no die
	}
	return []game.Target{{Kind: game.TargetSpace, Space: tg.space}}
}

// aimAt is the target of the pick a place on the table stands for, if it is framed.
func (p *cardPick) aimAt(tg *dropTarget) (game.Target, bool) {
	for _, want := range targetOf(tg) {
		for _, aims := range append(p.aims, p.picked) {
			for _, a := range aims {
				if sameSpot(a, want) && p.framed(a) {
					return a, true
				}
			}
		}
	}
	return game.Target{}, false
}

// aimAtDie is the target of the pick a die stands for, if it is framed.
func (p *cardPick) aimAtDie(d game.DieSpec) (game.Target, bool) {
	for _, aims := range append(p.aims, p.picked) {
		for _, a := range aims {
			if a.Kind == game.TargetDie && a.Adventurer == d.Adventurer && a.Tamed == d.Tamed && (d.Tamed != "" || a.Value == d.Value) && p.framed(a) {
				return a, true
			}
		}
	}
	return game.Target{}, false
}

// sameSpot reports whether two targets are the same place: a Line card by its position, an
// ability card or Item by its key (whoever holds it), a space by its name.
func sameSpot(a, b game.Target) bool {
	switch {
	case a.Kind == game.TargetLine && b.Kind == game.TargetLine:
		return a.Pos == b.Pos
	case a.Kind == game.TargetSpace && b.Kind == game.TargetSpace:
		return a.Space == b.Space
	}
	return a.Kind == b.Kind && a.Card == b.Card && a.Card != ""
}

// cardPicker runs the choice made on the cards: it starts one for a drop's several moves or the
// pending prompt's answers, takes the taps on framed cards, and shows the question in a bar over
// the board's foot.
type cardPicker struct {
	model *Model
	// pick is the choice being made, or nil.
	pick *cardPick
	// bar shows the question over the board's foot; room lengthens the board under the boards
	// by the bar's height while it shows, so that the boards' last rows can be scrolled out from
	// under it.
	bar  *fyne.Container
	room *canvas.Rectangle
	// focus registers the bar's buttons for the keyboard.
	focus *focusKeeper
	// rebuild draws the table again; submit plays a move as the table does (asking first when it
	// loses something); canvas is the table's window's, or nil.
	rebuild func()
	submit  func(game.Move)
	canvas  func() fyne.Canvas
}

func newCardPicker(m *Model, focus *focusKeeper) *cardPicker {
	p := &cardPicker{model: m, focus: focus, bar: container.NewStack(), room: canvas.NewRectangle(color.Transparent)}
	p.bar.Hide()
	p.room.Hide()
	return p
}

// follow ends a choice made for an earlier table, and starts one for the pending prompt's
// answers when none is being made.
func (c *cardPicker) follow(s *game.State) {
	if c.pick != nil && c.pick.state != s {
		c.pick = nil // the table moved on
	}
	if c.pick == nil {
		c.pick = c.promptPick(s)
	}
}

// promptAnswers are the legal answers to the pending prompt.
func promptAnswers(m *Model) []game.Move {
	return slices.DeleteFunc(slices.Clone(m.Legal()), func(m game.Move) bool { return m.Verb != game.VerbChoose })
}

// promptPick is the choice on the cards for the pending prompt's answers, or nil.
func (c *cardPicker) promptPick(s *game.State) *cardPick {
	pr := game.PendingPrompt(s)
	if pr == nil || pr.Kind.Picks() == game.PicksOrderOnTop { // the order picker answers
		return nil
	}
	p := newCardPick(s, promptAnswers(c.model), promptText(s, pr), false)
	if p != nil {
		p.prompt = true
	}
	return p
}

// offer starts a choice on the cards among moves; false when the cards cannot tell them apart
// (then a menu lists them).
func (c *cardPicker) offer(moves []game.Move) bool {
	s := c.model.State()
	question := lang.L("Choose on the table: tap the framed cards.")
	if card := moves[0].Card; card != "" && !slices.ContainsFunc(moves, func(m game.Move) bool { return m.Card != card }) {
		question = lang.L("{{.Card}}: tap the framed cards on the table.", map[string]any{"Card": cardName(card)})
	}
	p := newCardPick(s, moves, question, true)
	if p == nil {
		return false
	}
	c.pick = p
	c.rebuild()
	return true
}

// tapDie takes a tap on a die that the choice frames; false when it frames none.
func (c *cardPicker) tapDie(d game.DieSpec) bool {
	return c.pick != nil && c.take(c.pick.aimAtDie(d))
}

// tapTarget takes a tap on a place that the choice frames; false when it frames none.
func (c *cardPicker) tapTarget(tg *dropTarget) bool {
	return c.pick != nil && c.take(c.pick.aimAt(tg))
}

// take aims at a when it is framed, and reports whether it was.
func (c *cardPicker) take(a game.Target, framed bool) bool {
	if framed {
		c.aim(a)
	}
	return framed
}

// aim takes a tap on a framed target: chosen, or taken back if it was; a move made whole with
// nothing more to add is played.
func (c *cardPicker) aim(a game.Target) {
	p := c.pick
	if i := slices.Index(p.picked, a); i >= 0 {
		p.picked = slices.Delete(p.picked, i, i+1)
		c.rebuild()
		return
	}
	p.picked = append(p.picked, a)
	if w := p.whole(); w >= 0 && len(p.open()) == 1 {
		c.pick = nil
		c.submit(p.moves[w])
		if c.model.State() == p.state { // refused or asked about: the table is as it was
			c.rebuild()
		}
		return
	}
	c.rebuild()
}

// cancel ends a choice on the cards that a drop started; a prompt's stays. It reports whether
// it ended one.
func (c *cardPicker) cancel() bool {
	if c.pick == nil || c.pick.prompt {
		return false
	}
	c.pick = nil
	c.rebuild()
	return true
}

// mark frames the cards among targets and the dice of the choice being made, and marks those
// chosen.
func (c *cardPicker) mark(targets []*dropTarget) {
	p := c.pick
	if p == nil {
		return
	}
	for _, tg := range targets {
		cv, ok := tg.obj.(*CardView)
		if !ok || tg.kind == targetSlot { // an empty Item slot keeps its own mark
			continue
		}
		a, framed := p.aimAt(tg)
		chosen := framed && slices.Contains(p.picked, a)
		if cv.Marked != framed || cv.Chosen != chosen {
			cv.Marked, cv.Chosen = framed, chosen
			cv.Refresh()
		}
	}
	for _, o := range c.focus.objs {
		if d, ok := o.(*DieView); ok {
			_, framed := p.aimAtDie(d.Spec)
			if framed != d.Selected {
				d.Selected = framed
				d.Refresh()
			}
		}
	}
}

// show puts the question of the choice on the cards, with its buttons, in the bar.
func (c *cardPicker) show() {
	p := c.pick
	// The bar is built anew each time: the old one's widgets and pictures go.
	releasePictures(c.canvas(), c.bar.Objects)
	c.bar.Objects = nil
	c.bar.Hidden = p == nil
	if p == nil {
		c.bar.Refresh()
		c.fitRoom()
		return
	}
	words := widget.NewLabel(p.question)
	words.Wrapping = fyne.TextWrapWord
	words.TextStyle = fyne.TextStyle{Bold: true}
	buttons := container.NewHBox()
	if w := p.whole(); w >= 0 {
		ok := newEnterButton(describeMoveOn(p.state, p.moves[w]), func() {
			c.pick = nil
			c.submit(p.moves[w])
		})
		ok.Importance = widget.HighImportance
		c.focus.keep("pick/ok", ok)
		buttons.Add(ok)
	}
	if !p.prompt {
		cancel := newEnterButton(lang.L("Cancel"), func() { c.cancel() })
		c.focus.keep("pick/cancel", cancel)
		buttons.Add(cancel)
	}
	// A plate, not a rectangle: the window draws it at each animation frame (see widgets.Plate).
	ground := widgets.NewPlateView(look.Color(look.Panel), theme.Color(theme.ColorNamePrimary), 2, 6)
	bar := container.NewStack(ground, container.NewPadded(container.NewBorder(nil, nil, nil, buttons, words)))
	c.bar.Objects = []fyne.CanvasObject{bar}
	c.bar.Refresh()
	c.fitRoom()
}

// fitRoom gives the foot of the board the bar's height while the bar shows.
func (c *cardPicker) fitRoom() {
	shown := c.bar.Visible()
	h := float32(0)
	if shown {
		h = c.bar.MinSize().Height
	}
	if c.room.Visible() == shown && c.room.MinSize().Height == h {
		return
	}
	c.room.SetMinSize(fyne.NewSize(0, h))
	c.room.Hidden = !shown
}
