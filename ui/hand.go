package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
)

// Target kinds: where a die or a Market Item can go.
const (
	targetLine  = "line"  // a creature in the Line: a direct attack
	targetCard  = "card"  // an equipped ability card or a carried Item: use it with the die
	targetSpace = "space" // a camp space
	targetRune  = "rune"  // a rune on the Map deck's back
	targetSlot  = "slot"  // an empty Item slot: it takes a Market Item, not a die
)

// dropTarget is a place on the table a die or a Market Item can be dropped on or tapped onto.
type dropTarget struct {
	kind  string
	pos   int    // targetLine: 1-based position
	card  string // targetCard
	space string // targetSpace, targetRune
	adv   string // an Item slot's adventurer (targetSlot, or targetCard for a carried Item)
	obj   fyne.CanvasObject
}

// takes reports whether the target takes what is carried: a die (its DieSpec) goes on a
// creature, a card, a space or a rune; a Market Item (its key) on an adventurer's Item slot.
func (tg *dropTarget) takes(what any) bool {
	switch what.(type) {
	case game.DieSpec:
		return tg.kind != targetSlot
	case string:
		return tg.adv != ""
	}
	return false
}

// hand is the table's move-making hand. It owns the die or Market Item chosen for
// click-then-click, the places they can go (gathered again at each build of the table), the one
// drag under way (dice, the Familiar and Market Items alike, with one hit test), and the choice
// among several moves that a drop or a tap matches. A drop or a tap becomes the matching legal
// move; if several match, the player picks one; if none does, the engine's reason for refusing
// is shown. It asks the model for legal moves and reaches the rest of the table only through the
// funcs and the cardChoice it is given.
type hand struct {
	model  *Model
	win    fyne.Window // hosts the menu of moves; nil for a table without a window
	drag   dragController
	builds int // how many times the table was built: a drag remembers the build it began on

	selected *game.DieSpec // the die chosen for click-then-click, or nil
	item     string        // the Market Item chosen for click-then-click, or ""
	targets  []*dropTarget // where dice and Items go, in the table's order

	// Choices are the moves offered after an ambiguous drop, until one is picked.
	Choices []game.Move
	popup   *widget.PopUpMenu

	// The table's side, set by NewTable.
	submit func(game.Move)            // plays a move, asking first when it loses a card or the game
	redraw func()                     // draws the table again for a new selection
	choice cardChoice                 // the choice on the cards, which takes taps first
	goneAt func(fyne.Position) string // the card that has just left the Line at an absolute point
}

// cardChoice is a choice being made on the cards: it takes a tap on what it frames before the
// hand does, and can offer several moves on the cards rather than in a menu.
type cardChoice interface {
	tapDie(game.DieSpec) bool          // false when the die is not framed
	tapTarget(*dropTarget) bool        // false when the place is not framed
	offer(moves []game.Move) (ok bool) // false when the cards cannot tell the moves apart
}

// newBuild starts a build of the table on state s: the targets are gathered again, and a
// chosen die no longer free, or a Market Item chosen outside the Merchant, is let go.
func (h *hand) newBuild(s *game.State) {
	h.builds++
	h.targets = nil
	if h.selected != nil && !slices.Contains(freeDice(s), *h.selected) {
		h.selected = nil
	}
	if s.Merchant == nil || s.Phase != game.PhaseMerchant {
		h.item = ""
	}
}

// dieUsable reports whether some legal move puts die d somewhere.
func (h *hand) dieUsable(d game.DieSpec) bool {
	s := h.model.State()
	for _, m := range h.model.Legal() {
		switch m.Verb {
		case game.VerbAttack, game.VerbUse:
			if len(m.Dice) > 0 && m.Dice[0] == d {
				return true
			}
		case game.VerbPlace, game.VerbRune:
			if d.Tamed == "" && d.Adventurer == s.Camper && m.Value == d.Value {
				return true
			}
		}
	}
	return false
}

func (h *hand) addTarget(tg *dropTarget) { h.targets = append(h.targets, tg) }

// matches lists the legal moves that put die d on target tg.
func (h *hand) matches(d game.DieSpec, tg *dropTarget) []game.Move {
	var out []game.Move
	camper := h.model.State().Camper
	for _, m := range h.model.Legal() {
		switch {
		case tg.kind == targetLine && attacksWith(m, tg.pos, d):
		case tg.kind == targetCard && m.Verb == game.VerbUse && m.Card == tg.card && len(m.Dice) > 0 && m.Dice[0] == d:
		case tg.kind == targetSpace && placesOn(m, tg.space, d, camper):
		case tg.kind == targetRune && castsOn(m, tg.space, d, camper):
		default:
			continue
		}
		out = append(out, m)
	}
	return out
}

// plainMove is the move a drop asks for when no legal move matches: the engine then says why
// it is refused.
func plainMove(d game.DieSpec, tg *dropTarget) game.Move {
	switch tg.kind {
	case targetLine:
		return game.Move{Verb: game.VerbAttack, Pos: tg.pos, Dice: []game.DieSpec{d}}
	case targetCard:
		return game.Move{Verb: game.VerbUse, Card: tg.card, Dice: []game.DieSpec{d}}
	case targetRune:
		return game.Move{Verb: game.VerbRune, Value: d.Value, Runes: []game.Rune{game.Rune(tg.space)}}
	}
	return game.Move{Verb: game.VerbPlace, Value: d.Value, Space: game.Space(tg.space)}
}

// UseDie puts die d on a target: the one path for drops, click-then-click and the keyboard.
func (h *hand) UseDie(d game.DieSpec, tg *dropTarget) {
	h.selected = nil
	moves := h.matches(d, tg)
	switch len(moves) {
	case 0:
		_ = h.model.Submit(plainMove(d, tg)) // refused: the model shows the engine's reason
	case 1:
		h.submit(moves[0])
	default:
		h.offer(moves)
	}
}

// BuyFor buys a Market Item for an adventurer: the one path for drops, click-then-click and
// the keyboard. A purchase the rules refuse is still submitted, so the engine's reason shows.
func (h *hand) BuyFor(item, adv string) {
	h.item = ""
	mv := game.Move{Verb: game.VerbBuy, Card: item, Adventurer: adv}
	_ = h.model.Submit(mv)
}

// offer lets the player pick one of several moves.
func (h *hand) offer(moves []game.Move) {
	if h.choice.offer(moves) {
		return
	}
	h.Choices = moves
	s := h.model.State()
	var items []*fyne.MenuItem
	for _, m := range moves {
		items = append(items, fyne.NewMenuItem(describeMoveOn(s, m), func() { h.Choose(m) }))
	}
	items = append(items, fyne.NewMenuItemSeparator(), fyne.NewMenuItem(lang.L("Cancel"), func() { h.Choices = nil }))
	if h.win == nil {
		return
	}
	h.popup = widget.NewPopUpMenu(fyne.NewMenu("", items...), h.win.Canvas())
	at := h.drag.at
	if at.IsZero() {
		at = fyne.NewPos(h.win.Canvas().Size().Width/3, h.win.Canvas().Size().Height/3)
	}
	h.popup.ShowAtPosition(at)
}

// Choose plays one of the offered moves.
func (h *hand) Choose(m game.Move) {
	h.Choices = nil
	if h.popup != nil {
		h.popup.Hide()
		h.popup = nil
	}
	h.submit(m)
}

// play submits one move, or offers the choice when there are several.
func (h *hand) play(moves []game.Move) {
	switch len(moves) {
	case 0:
	case 1:
		h.submit(moves[0])
	default:
		h.drag.forget()
		h.offer(moves)
	}
}

// Selected is the die chosen for click-then-click, or nil.
func (h *hand) Selected() *game.DieSpec { return h.selected }

func (h *hand) dieTapped(d *DieView) {
	if h.choice.tapDie(d.Spec) {
		return
	}
	if h.selected != nil && *h.selected == d.Spec {
		h.selected = nil
	} else {
		spec := d.Spec
		h.selected = &spec
	}
	h.redraw()
}

// selectItem chooses a Market Item for click-then-click, or lets it go when chosen again.
func (h *hand) selectItem(item string) {
	if h.item == item {
		h.item = ""
	} else {
		h.item, h.selected = item, nil
	}
	h.redraw()
}

// targetTapped is a tap on a target: with a Market Item chosen it buys the Item for the
// slot's adventurer; a choice on the cards takes the tap next; then with a die chosen it uses
// the die there; otherwise it does otherwise.
func (h *hand) targetTapped(tg *dropTarget, otherwise func()) {
	if h.item != "" && tg.adv != "" {
		h.BuyFor(h.item, tg.adv)
		return
	}
	if h.choice.tapTarget(tg) {
		return
	}
	if h.selected != nil && tg.takes(*h.selected) {
		h.UseDie(*h.selected, tg)
		return
	}
	if otherwise != nil {
		otherwise()
	}
}

// places are the targets where the chosen die has a legal move, in the table's order.
func (h *hand) places() []*dropTarget {
	return slices.DeleteFunc(slices.Clone(h.targets), func(tg *dropTarget) bool { return !h.markedFor(tg) })
}

// letGo lets the chosen die go; false when none is chosen.
func (h *hand) letGo() bool {
	if h.selected == nil {
		return false
	}
	h.selected = nil
	h.redraw()
	return true
}

// markedFor reports whether the selected die has a legal move on a target.
func (h *hand) markedFor(tg *dropTarget) bool {
	return h.selected != nil && len(h.matches(*h.selected, tg)) > 0
}

// legalWhere lists the legal moves that pass keep.
func (h *hand) legalWhere(keep func(game.Move) bool) []game.Move {
	var out []game.Move
	for _, m := range h.model.Legal() {
		if keep(m) {
			out = append(out, m)
		}
	}
	return out
}

// dieDragged carries a die, or the Familiar, under the pointer.
func (h *hand) dieDragged(d *DieView, at fyne.Position) {
	h.carry(d.Spec, at, func() fyne.CanvasObject {
		shadow := &DieView{Spec: d.Spec, Sides: d.Sides, Value: d.Value, State: d.State, Owner: d.Owner, Tamed: d.Tamed, Selected: true}
		shadow.ExtendBaseWidget(shadow)
		shadow.Side = d.Side
		if shadow.Side == 0 {
			shadow.Side = dieSize
		}
		shadow.Resize(fyne.NewSquareSize(shadow.Side))
		return shadow
	})
}

func (h *hand) dieDropped(d *DieView) { h.dropped(d.Spec) }

// itemDragged carries a Market Item under the pointer during the Merchant phase.
func (h *hand) itemDragged(item string, at fyne.Position) {
	if h.model.State().Phase != game.PhaseMerchant {
		return
	}
	h.carry(item, at, func() fyne.CanvasObject {
		shadow := NewCardView(item, cardName(item), fyne.NewSize(marketCardSize.Width, 40))
		shadow.Small, shadow.Marked = true, true
		shadow.Resize(shadow.MinSize())
		return shadow
	})
}

// itemDropped buys the dragged Item for the adventurer whose slot is under the pointer; a drop
// anywhere else lets it snap back to its pile.
func (h *hand) itemDropped(item string) { h.dropped(item) }

// carry moves what is dragged (a die's DieSpec or a Market Item's key) to the pointer.
func (h *hand) carry(what any, at fyne.Position, shadow func() fyne.CanvasObject) {
	h.drag.move(what, at, h.builds, shadow)
}

// dropped ends the drag of what and puts it on the target under the pointer that takes it.
func (h *hand) dropped(what any) {
	at, from, ok := h.drag.drop(what)
	if !ok {
		return
	}
	if _, die := what.(game.DieSpec); die {
		// A drag started before the Line changed, dropped on a card that has just left it, was
		// aimed at that card, not at the card now drawn there.
		if gone := h.goneAt(at); gone != "" && from != h.builds {
			h.model.SetNoticeWords(func() string {
				return lang.L("{{.Card}} has just left the Line: the die stays. Drop it again on the card you want.", map[string]any{"Card": cardName(gone)})
			}, true)
			return
		}
	}
	tg := h.targetAt(at, what)
	switch w := what.(type) {
	case game.DieSpec:
		if tg != nil {
			h.UseDie(w, tg)
		}
	case string:
		if tg != nil {
			h.BuyFor(w, tg.adv)
		}
	}
}

// targetAt finds the target under an absolute position that takes what is carried.
func (h *hand) targetAt(at fyne.Position, what any) *dropTarget {
	for _, tg := range h.targets {
		if tg.takes(what) && pointerOn(tg.obj, at) {
			return tg
		}
	}
	return nil
}

// absolute is an object's position on its canvas.
func absolute(o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}
