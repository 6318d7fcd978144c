package ui

import (
	"slices"

	"fyne.io/fyne/v2"
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

// promptPick is the choice on the cards for the pending prompt's answers, or nil.
func (t *Table) promptPick(s *game.State) *cardPick {
	pr := game.PendingPrompt(s)
	if pr == nil || pr.Kind.Picks() == game.PicksOrderOnTop { // the order picker answers
		return nil
	}
	p := newCardPick(s, t.legalWhere(isVerb(game.VerbChoose)), promptText(s, pr), false)
	if p != nil {
		p.prompt = true
	}
	return p
}

// offerPick starts a choice on the cards among moves; false when the cards cannot tell them
// apart (then a menu lists them).
func (t *Table) offerPick(moves []game.Move) bool {
	s := t.model.State()
	question := lang.L("Choose on the table: tap the framed cards.")
	if c := moves[0].Card; c != "" && !slices.ContainsFunc(moves, func(m game.Move) bool { return m.Card != c }) {
		question = lang.L("{{.Card}}: tap the framed cards on the table.", map[string]any{"Card": cardName(c)})
	}
	p := newCardPick(s, moves, question, true)
	if p == nil {
		return false
	}
	t.pick = p
	t.rebuild()
	return true
}

// pickAim takes a tap on a framed target: chosen, or taken back if it was; a move made whole
// with nothing more to add is played.
func (t *Table) pickAim(a game.Target) {
	p := t.pick
	if i := slices.Index(p.picked, a); i >= 0 {
		p.picked = slices.Delete(p.picked, i, i+1)
		t.rebuild()
		return
	}
	p.picked = append(p.picked, a)
	if w := p.whole(); w >= 0 && len(p.open()) == 1 {
		t.pick = nil
		t.submit(p.moves[w])
		if t.model.State() == p.state { // refused or asked about: the table is as it was
			t.rebuild()
		}
		return
	}
	t.rebuild()
}

// cancelPick ends a choice on the cards that a drop started; a prompt's stays.
func (t *Table) cancelPick() {
	if t.pick != nil && !t.pick.prompt {
		t.pick = nil
		t.rebuild()
	}
}

// markPicks frames the cards and dice of the choice being made, and marks those chosen.
func (t *Table) markPicks() {
	p := t.pick
	for _, tg := range t.targets {
		c, ok := tg.obj.(*CardView)
		if !ok {
			continue
		}
		a, framed := p.aimAt(tg)
		chosen := framed && slices.Contains(p.picked, a)
		if c.Marked != framed || c.Chosen != chosen {
			c.Marked, c.Chosen = framed, chosen
			c.Refresh()
		}
	}
	for _, o := range t.focus.objs {
		if d, ok := o.(*DieView); ok {
			_, framed := p.aimAtDie(d.Spec)
			if framed != d.Selected {
				d.Selected = framed
				d.Refresh()
			}
		}
	}
}

// pickBarView is the question of the choice on the cards, with its buttons.
func (t *Table) pickBarView() {
	p := t.pick
	// The bar is built anew each time: the old one's widgets and pictures go.
	releasePictures(t.canvas(), t.pickBar.Objects)
	t.pickBar.Objects = nil
	t.pickBar.Hidden = p == nil
	if p == nil {
		t.pickBar.Refresh()
		t.fitPickRoom()
		return
	}
	words := widget.NewLabel(p.question)
	words.Wrapping = fyne.TextWrapWord
	words.TextStyle = fyne.TextStyle{Bold: true}
	buttons := container.NewHBox()
	if w := p.whole(); w >= 0 {
		ok := newEnterButton(describeMoveOn(p.state, p.moves[w]), func() {
			t.pick = nil
			t.submit(p.moves[w])
		})
		ok.Importance = widget.HighImportance
		t.focus.keep("pick/ok", ok)
		buttons.Add(ok)
	}
	if !p.prompt {
		cancel := newEnterButton(lang.L("Cancel"), t.cancelPick)
		t.focus.keep("pick/cancel", cancel)
		buttons.Add(cancel)
	}
	// A plate, not a rectangle: the window draws it at each animation frame (see widgets.Plate).
	ground := widgets.NewPlateView(look.Color(look.Panel), theme.Color(theme.ColorNamePrimary), 2, 6)
	bar := container.NewStack(ground, container.NewPadded(container.NewBorder(nil, nil, nil, buttons, words)))
	t.pickBar.Objects = []fyne.CanvasObject{bar}
	t.pickBar.Refresh()
	t.fitPickRoom()
}

// fitPickRoom gives the foot of the board the pick bar's height while the bar shows.
func (t *Table) fitPickRoom() {
	shown := t.pickBar.Visible()
	h := float32(0)
	if shown {
		h = t.pickBar.MinSize().Height
	}
	if t.pickRoom.Visible() == shown && t.pickRoom.MinSize().Height == h {
		return
	}
	t.pickRoom.SetMinSize(fyne.NewSize(0, h))
	t.pickRoom.Hidden = !shown
}
