package ui

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/session"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// The focus ring stands out by at least 3:1 from every colour it can sit on, in both looks:
// the cloth, the side panel, card faces and backs, every kind's frame, the valid-target frame,
// boards and dice. Each of its two tones is wide enough to be seen, and on a card framed as a
// valid target the frame still shows inside the ring.
func TestFocusRingContrast(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		th := look.Fixed(variant)
		under := map[string]color.Color{}
		for _, name := range look.Names(variant) {
			c := th.Color(name, variant)
			if widgets.NRGBA(c).A == 0xff {
				under[string(name)] = c
			}
		}
		for adv, c := range adventurerColors {
			under["dice and board of "+adv] = c
		}
		require.Contains(t, under, string(theme.ColorNamePrimary), "the valid-target frame")
		require.Contains(t, under, string(look.CardFace))
		for name, c := range under {
			best := max(widgets.Contrast(widgets.FocusTones[0], c), widgets.Contrast(widgets.FocusTones[1], c))
			assert.GreaterOrEqual(t, best, 3.0, "the focus ring on %s (%v)", name, variant)
		}
	}
	assert.GreaterOrEqual(t, float32(widgets.FocusBand), float32(2), "each tone is at least 2 units wide")

	tb, w := watchTable(t)
	answerPrompt(t, tb, "Wound")
	tb.hand.dieTapped(dieView(t, tb, "ranger", 5))
	card := lineCardView(t, tb, 1)
	require.True(t, card.Marked, "a valid target")
	w.Canvas().Focus(card)
	r := test.WidgetRenderer(card).(*cardRenderer)
	assert.True(t, r.ring.Shown(), "the focused target is ringed")
	assert.Equal(t, widgets.NRGBA(theme.Color(theme.ColorNamePrimary)), widgets.NRGBA(r.frame))
	assert.Greater(t, r.frameWidth, 2*widgets.FocusBand*r.k, "the valid-target frame shows inside the ring")
	// Drawn: inside the ring, the card's edge is the valid target's colour.
	face := r.face.Image
	require.NotNil(t, face)
	x := pixels(card, 2*widgets.FocusBand*r.k) + 1
	assert.Equal(t, widgets.NRGBA(theme.Color(theme.ColorNamePrimary)), widgets.NRGBA(face.At(x, face.Bounds().Dy()/2)),
		fmt.Sprintf("the frame at %d pixels from the edge", x))
}

// After a die is chosen with the keyboard, Tab goes round the places it can go and nowhere
// else, coming back to the first; Space there uses the die.
func TestTabAfterAChosenDieVisitsOnlyValidTargets(t *testing.T) {
	tb, w := watchTable(t)
	answerPrompt(t, tb, "Wound")
	w.Canvas().Focus(dieView(t, tb, "ranger", 5))
	pressKey(w, fyne.KeySpace)
	require.NotNil(t, tb.hand.Selected(), "the die is chosen")
	var valid []fyne.Focusable
	for _, tg := range tb.hand.targets {
		if tb.hand.markedFor(tg) {
			valid = append(valid, tg.obj.(fyne.Focusable))
		}
	}
	require.GreaterOrEqual(t, len(valid), 2, "the die can go to several places")
	seen := map[fyne.Focusable]bool{}
	for i := 0; i < 2*len(valid); i++ {
		tab, ok := w.Canvas().Focused().(fyne.Tabbable)
		require.True(t, ok && tab.AcceptsTab(), "the focused widget takes Tab while a die is chosen")
		pressKey(w, fyne.KeyTab)
		now := w.Canvas().Focused()
		require.Contains(t, valid, now, "Tab %d lands on a valid target", i+1)
		seen[now] = true
	}
	assert.Len(t, seen, len(valid), "every valid target is visited")
	card, ok := w.Canvas().Focused().(*CardView)
	require.True(t, ok)
	pressKey(w, fyne.KeyEscape)
	assert.Nil(t, tb.hand.Selected(), "Esc on a target drops the chosen die")
	tb.hand.dieTapped(dieView(t, tb, "ranger", 5))
	w.Canvas().Focus(card)
	before := len(tb.model.Session().Record().Moves)
	pressKey(w, fyne.KeySpace)
	assert.Nil(t, tb.hand.Selected(), "Space on a target uses the die")
	assert.True(t, len(tb.model.Session().Record().Moves) > before || len(tb.hand.Choices) > 0 || tb.picker.pick != nil,
		"a move is made, or its choices offered, on %q", card.Title)
}

// The arrow keys move within a row: Right from the Line's first card goes to the second, Left
// comes back; Right from a die goes to the die beside it.
func TestArrowKeysMoveWithinARow(t *testing.T) {
	tb, w := watchTable(t)
	answerPrompt(t, tb, "Wound")
	first, second := lineCardView(t, tb, 1), lineCardView(t, tb, 2)
	w.Canvas().Focus(first)
	pressKey(w, fyne.KeyRight)
	assert.Equal(t, second, w.Canvas().Focused())
	pressKey(w, fyne.KeyLeft)
	assert.Equal(t, first, w.Canvas().Focused())
	pressKey(w, fyne.KeyLeft)
	assert.Equal(t, first, w.Canvas().Focused(), "nothing left of the first card in its row")

	die := dieView(t, tb, "ranger", 5)
	w.Canvas().Focus(die)
	pressKey(w, fyne.KeyRight)
	next, ok := w.Canvas().Focused().(*DieView)
	require.True(t, ok, "Right from a die goes to the next die, not %T", w.Canvas().Focused())
	assert.Equal(t, rectOf(die).Min.Y, rectOf(next).Min.Y, "in the same row")
	assert.Greater(t, rectOf(next).Min.X, rectOf(die).Min.X)
}

// During the Watch no die goes to camp, so Tab passes the camp's spaces and runes by and
// reaches a die sooner; in camp it stops on them.
func TestTabPassesTheCampByDuringTheWatch(t *testing.T) {
	campStops := func(tb *Table, w fyne.Window) (camp int, reachedDie bool) {
		w.Canvas().Unfocus()
		for range 40 {
			test.FocusNext(w.Canvas())
			switch o := w.Canvas().Focused().(type) {
			case *DieView:
				return camp, true
			case *CardView:
				for key, kept := range tb.focus.objs {
					if kept == fyne.Focusable(o) && (keyKind(key) == "space/" || keyKind(key) == "rune/") {
						camp++
					}
				}
			}
		}
		return camp, false
	}
	tb, w := watchTable(t)
	answerPrompt(t, tb, "Wound")
	camp, reached := campStops(tb, w)
	assert.True(t, reached, "Tab reaches a die")
	assert.Zero(t, camp, "no camp space or rune takes the focus during the Watch")

	sess, err := session.New(game.Options{Seed: 3, Adventurers: []string{"rogue", "ranger", "wizard", "warrior"}, Locations: game.LocationsFirst})
	require.NoError(t, err)
	play(t, sess, "camp rogue")
	tb, w = tableFor(t, sess)
	camp, _ = campStops(tb, w)
	assert.Equal(t, 9, camp, "in camp, Tab stops on the three runes and the six spaces")
}

// A card's focus ring is painted as soon as the focus comes or goes: the window is asked to
// draw the card again, though the card's own objects may all be printed into its face.
func TestACardsFocusRingRepaintsTheWindow(t *testing.T) {
	tb, w := watchTable(t)
	var card *CardView
	for key, o := range tb.focus.objs {
		if c, isCard := o.(*CardView); isCard && keyKind(key) == "line/" {
			card = c
			break
		}
	}
	require.NotNil(t, card, "a card in the Line takes the focus")
	var repainted []fyne.CanvasObject
	was := repaint
	repaint = func(o fyne.CanvasObject) { repainted = append(repainted, o); was(o) }
	t.Cleanup(func() { repaint = was })
	w.Canvas().Focus(card)
	assert.Contains(t, repainted, fyne.CanvasObject(card), "focusing a card draws it again")
	repainted = nil
	w.Canvas().Unfocus()
	assert.Contains(t, repainted, fyne.CanvasObject(card), "its focus leaving draws it again")
}
