package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// zoneKit is what the board's zones are built with at a rebuild: the table's scale and the
// room the zones are built for, and the parts each zone registers its widgets with (drop
// targets, keyboard places, animations, the tutorial's frames, questions asked first).
type zoneKit struct {
	model   *Model
	win     fyne.Window
	hand    *hand
	focus   *focusKeeper
	motion  *motion
	marks   *guideMarks
	confirm *confirmer
	scale   float32
	// builtFor is the Line's size the zones are built for; board is the scrolling board they
	// lie on, and camp and party the zones the Line grows between (see lineGrown).
	builtFor    fyne.Size
	board       *container.Scroll
	camp, party *fyne.Container
}

// px is a length of the 1280x800 table at the table's scale.
func (k *zoneKit) px(v float32) float32 { return v * k.scale }

// sized is a size of the 1280x800 table at the table's scale.
func (k *zoneKit) sized(s fyne.Size) fyne.Size { return fyne.NewSize(k.px(s.Width), k.px(s.Height)) }

// The zones' builders, each drawing its zone from its plain model (campModel, lineModel,
// boardModel, merchantModel).
type (
	campBuilder     struct{ *zoneKit } // the firewood dial, the location, runes and camp spaces
	lineBuilder     struct{ *zoneKit } // the Line, its piles and the dice on its cards
	partyBuilder    struct{ *zoneKit } // the adventurers' boards: dice, cards, Items, powers
	merchantBuilder struct{ *zoneKit } // Swords of the Coin's Market
)

// kit is what a rebuild builds the zones with now.
func (t *Table) kit() *zoneKit {
	return &zoneKit{model: t.model, win: t.win, hand: t.hand, focus: &t.focus, motion: t.motion, marks: t.marks,
		confirm: t.confirm, scale: t.scale, builtFor: t.builtFor, board: t.board, camp: t.camp, party: t.party}
}
