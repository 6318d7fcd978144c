package ui

import (
	"fmt"
	"image"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/assets"
	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
	"setawatch/ui/widgets"
)

func isItem(card string) bool {
	c := catalog().Cards[card]
	return c != nil && c.Kind == game.KindItem
}

func TestItems_EachItemHasItsOwnPicture(t *testing.T) {
	newTestApp(t)
	seen := map[string]string{}
	for _, id := range catalog().OfKind(game.KindItem) {
		key := cardPictureKey(id)
		assert.Equal(t, "item."+id, key)
		assert.NotNil(t, assets.Icon(key), "%s has its picture", id)
		svg := string(assets.Icon(key))
		assert.NotContains(t, seen, svg, "%s shares its picture with %s", id, seen[svg])
		seen[svg] = id
	}
	assert.Len(t, seen, 20, "the twenty Items")
}

// familiarOf is the Familiar card on the table.
func familiarOf(t *testing.T, tb *Table) *familiarView {
	t.Helper()
	for _, o := range test.LaidOutObjects(tb) {
		if f, ok := o.(*familiarView); ok {
			return f
		}
	}
	require.FailNow(t, "no Familiar on the table")
	return nil
}

// dragFamiliarOnto drags the Familiar card as the real driver does.
func dragFamiliarOnto(tb *Table, f *familiarView, target fyne.CanvasObject) {
	for _, at := range []fyne.Position{absolute(f).AddXY(5, 5), absolute(target).AddXY(target.Size().Width/2, target.Size().Height/2)} {
		f.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: at}})
	}
	f.DragEnd()
}

// carryOutSwords plays a move on the table with one kind of input, Swords of the Coin's moves
// included.
func carryOutSwords(t *testing.T, tb *Table, p player, m game.Move) {
	t.Helper()
	s := tb.model.State()
	_, mouseOnly := p.(mouse)
	switch {
	case m.Verb == game.VerbBuy:
		slot := fmt.Sprintf("itemslot/%s/%d", m.Adventurer, len(s.Adventurer(m.Adventurer).Items))
		if mouseOnly {
			dragItemOnto(tb, marketItemView(t, tb, m.Card), widgetFor(t, tb, slot).(fyne.CanvasObject))
		} else {
			p.pressOn(t, widgetFor(t, tb, "market/"+m.Card))
			p.pressOn(t, widgetFor(t, tb, slot))
		}
	case m.Verb == game.VerbSell:
		p.pressOn(t, widgetFor(t, tb, "sell/"+m.Card))
	case m.Verb == game.VerbDiscard, m.Verb == game.VerbExhaust && isItem(m.Card):
		p.pressOn(t, widgetFor(t, tb, "item/"+m.Card))
		if len(tb.hand.Choices) > 0 { // an Item with several targets asks which
			p.pickMenu(t, tb, describeMoveOn(s, m))
		}
		if tb.picker.pick != nil && !tb.picker.pick.prompt { // or has them chosen on the cards
			pickOnCardsWith(t, tb, m, func(o fyne.Focusable) { p.pressOn(t, o) })
		}
	case m.Verb == game.VerbChoose && pendingCover(s) != nil:
		answer, ok := game.ReadAnswer(s, m)
		require.True(t, ok, m.String())
		p.pressOn(t, widgetFor(t, tb, "cover/"+strconv.Itoa(answer.Pile)))
	case m.Verb == game.VerbAttack && m.Dice[0].Tamed == game.FamiliarDie && mouseOnly:
		dragFamiliarOnto(tb, familiarOf(t, tb), widgetFor(t, tb, fmt.Sprintf("line/%d", m.Pos)).(fyne.CanvasObject))
		if len(tb.hand.Choices) > 0 {
			p.pickMenu(t, tb, describeMoveOn(s, m))
		}
		if tb.picker.pick != nil && !tb.picker.pick.prompt {
			pickOnCardsWith(t, tb, m, func(o fyne.Focusable) { p.pressOn(t, o) })
		}
	default:
		carryOut(t, tb, p, m)
		return
	}
	hist := tb.model.Session().History()
	require.NotEmpty(t, hist)
	require.Equal(t, m.String(), hist[len(hist)-1].Move.String(), "the table played %s (%s)", describeMoveOn(s, m), tb.model.Notice)
}

// playWholeSwordsGame plays a Swords of the Coin game with its four new adventurers to its end
// through the table with one kind of input.
func playWholeSwordsGame(t *testing.T, seed uint64, input func(fyne.Window) player) (*Table, fyne.Window, map[string]int) {
	sess, err := session.New(game.Options{Seed: seed, Game: game.GameSwords, Adventurers: []string{"bountyhunter", "witch", "monk", "artificer"}})
	require.NoError(t, err)
	tb, w := tableFor(t, sess)
	tb.confirm.askFirst = false
	p := input(w)
	solverPlaysThrough(t, tb, seed, func(m game.Move) { carryOutSwords(t, tb, p, playable(tb, m)) })
	seen := map[string]int{}
	for _, e := range tb.model.Session().History() {
		seen[e.Move.Verb.String()]++
		for _, d := range e.Move.Dice {
			if d.Tamed == game.FamiliarDie {
				seen["familiar"]++
			}
		}
		for _, ev := range e.Events {
			seen["event:"+string(ev.Kind)]++
		}
	}
	s := tb.model.State()
	t.Logf("seed %d: %s in round %d after %d moves %v", seed, s.Result, s.Round, s.Moves, seen)
	require.NotNil(t, w.Canvas().Overlays().Top(), "the Game-over screen shows")
	return tb, w, seen
}

// Both games (seeds chosen for it) use every system of the new adventurers through the table.
func assertEverySystemPlayed(t *testing.T, seen map[string]int) {
	t.Helper()
	for _, what := range []string{game.VerbBuy.String(), game.VerbSell.String(), game.VerbDiscard.String(), "familiar", "event:hex", "event:upgraded", "event:trophy", "event:charges"} {
		assert.Positive(t, seen[what], "%s was played", what)
	}
}

func TestWholeSwordsGameWithTheMouseAlone(t *testing.T) {
	_, _, seen := playWholeSwordsGame(t, 42, func(w fyne.Window) player { return mouse{w} })
	assertEverySystemPlayed(t, seen)
}

func TestWholeSwordsGameWithTheKeyboardAlone(t *testing.T) {
	_, _, seen := playWholeSwordsGame(t, 23, func(w fyne.Window) player { return keyboard{w} })
	assertEverySystemPlayed(t, seen)
}

func TestMerchant_TabReachesTheMarketAfterTheCampBeforeTheLineAndBoards(t *testing.T) {
	tb, w := merchantTable(t)
	order := map[string]int{}
	var first fyne.Focusable
	for i := 0; i < 400; i++ {
		test.FocusNext(w.Canvas())
		f := w.Canvas().Focused()
		if f == first {
			break // round the whole window
		}
		if first == nil {
			first = f
		}
		key := tb.focus.keys[f]
		if _, ok := order[keyKind(key)]; !ok && key != "" {
			order[keyKind(key)] = i
		}
	}
	require.Contains(t, order, "market/")
	assert.Less(t, order["space/"], order["market/"], "the camp first")
	assert.Less(t, order["market/"], order["itemslot/"], "the Market before the Item slots it sells to")
	require.Contains(t, order, "slot/")
	assert.Less(t, order["market/"], order["slot/"], "the Market before the boards")
}

// tourTable is the table of scenarios/swords-tour.json after its moves up to the line until
// (not played); with until "", the tour's table with the Witch in camp.
func tourTable(t *testing.T, until string) (*Table, fyne.Window) {
	t.Helper()
	if until != "" {
		return tableFor(t, tourSession(t, until))
	}
	data, err := os.ReadFile("../scenarios/swords-tour.json")
	require.NoError(t, err)
	sc, err := game.ParseScenario(data)
	require.NoError(t, err)
	sc.Camper = "witch" // the Witch rests in camp instead of the Monk
	sess, err := session.FromRecord(&game.Record{Format: game.RecordFormat, Scenario: sc})
	require.NoError(t, err)
	return tableFor(t, sess)
}

func TestTrophies_BesideTheBountyHuntersBoardAndSoldAtTheMerchant(t *testing.T) {
	tb, _ := tourTable(t, "sell wolf-2")
	s := tb.model.State()
	require.Equal(t, game.PhaseMerchant, s.Phase)
	require.Equal(t, []string{"bear-1", "wolf-2"}, s.Adventurer("bountyhunter").Trophies)
	purse := s.Merchant.Purse

	wolf := widgetFor(t, tb, "sell/wolf-2").(*CardView)
	assert.True(t, wolf.Marked, "a Trophy that can be sold is marked")
	assert.Equal(t, "2", wolf.Title, "its value in coins")
	assert.Contains(t, wolf.ToolTip(), "sells for 2 coins")
	assert.Contains(t, wolf.ToolTip(), cardDetails("wolf-2"), "the creature's text")
	test.Tap(wolf)
	s = tb.model.State()
	assert.Equal(t, purse+2, s.Merchant.Purse, "the purse rises by the Trophy's value")
	assert.Equal(t, []string{"bear-1"}, s.Adventurer("bountyhunter").Trophies)
	assert.Equal(t, "wolf-2", s.Graveyard[0], "a sold Trophy goes to the Graveyard")
	assert.Contains(t, strings.Join(storyText(tb.model), " "), "The Bounty Hunter sells Wolf for 2 coins.")

	// Out of the Merchant phase a Trophy only shows its text.
	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbEnd}))
	bear := widgetFor(t, tb, "sell/bear-1").(*CardView)
	assert.False(t, bear.Marked)
	before := tb.model.State().Hash()
	test.Tap(bear)
	assert.Equal(t, before, tb.model.State().Hash(), "nothing is sold")
}

func TestFamiliar_AttacksLikeADieAndHexCountsDownOnIt(t *testing.T) {
	tb, _ := tourTable(t, "use witch.hex witch:1")
	f := familiarOf(t, tb)
	assert.Equal(t, "Crow Familiar", f.card.Title)
	assert.Equal(t, "3", f.card.Damage, "the Crow adds 3")
	assert.Contains(t, f.card.ToolTip(), "peeks at the top 2 Map cards")
	assert.Nil(t, f.card.Extra, "no Hex yet")

	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbUse, Card: "witch.hex", Dice: []game.DieSpec{{Adventurer: "witch", Value: 1}}}))
	f = familiarOf(t, tb)
	require.NotNil(t, f.card.Extra, "Hex counts down on the card")
	assert.Equal(t, "1 Hex", shownText(f.card.Extra))
	assert.Contains(t, f.card.ToolTip(), "the next 1 First-position powers are negated")

	// Play on to the Familiar's attack: drag the card onto the Skeletons in 1st position.
	for _, line := range []string{"attack 1 bountyhunter:6", "choose bear-1", "discard fire-bomb 1"} {
		m, err := game.ParseMove(line)
		require.NoError(t, err)
		require.NoError(t, tb.model.Submit(m), line)
	}
	health := tb.model.State().Line[0].Damage
	dragFamiliarOnto(tb, familiarOf(t, tb), widgetFor(t, tb, "line/1").(fyne.CanvasObject))
	s := tb.model.State()
	require.False(t, tb.model.NoticeError, tb.model.Notice)
	assert.True(t, s.Effects.FamiliarUsed, "the Familiar attacked")
	assert.Equal(t, health+3, s.Line[0].Damage, "for 3")
	f = familiarOf(t, tb)
	assert.True(t, f.card.Dimmed, "once a Watch")
	assert.Contains(t, f.card.ToolTip(), "It has attacked this Watch.")
}

func TestFamiliar_CommuneFlipsTheCard(t *testing.T) {
	tb, _ := tourTable(t, "")
	clk := &fakeClock{now: time.Unix(0, 0)}
	tb.motion.clock = clk
	v := 0
	for _, d := range tb.model.State().Adventurer("witch").Dice {
		v = d.Value
	}
	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbPlace, Value: v, Space: "action"}))
	assert.Equal(t, "toad", tb.model.State().Adventurer("witch").Familiar)
	f := familiarOf(t, tb)
	assert.Equal(t, "Toad Familiar", f.card.Title)
	assert.Equal(t, "4", f.card.Damage)
	assert.Positive(t, f.card.Cover, "the card flips")
	clk.advance(flipTime)
	tb.motion.frame()
	assert.Zero(t, f.card.Cover, "and lies face up")
	assert.Contains(t, strings.Join(storyText(tb.model), " "), "The Witch's Familiar turns to its Toad Familiar side.")

	// With motion off the card turns at once.
	tb, _ = tourTable(t, "")
	tb.motion.enabled = false
	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbPlace, Value: v, Space: "action"}))
	require.Equal(t, "toad", tb.model.State().Adventurer("witch").Familiar)
	assert.Zero(t, familiarOf(t, tb).card.Cover)
}

func TestMonk_UpgradedDiceShowOnTheBoard(t *testing.T) {
	tb, _ := tourTable(t, "place 2 action")
	require.NotContains(t, shownText(tb.party), "upgraded")
	for _, line := range []string{"place 2 action"} {
		m, err := game.ParseMove(line)
		require.NoError(t, err)
		require.NoError(t, tb.model.Submit(m), line)
	}
	assert.Contains(t, shownText(tb.party), "d6, upgraded: d8")
	assert.Contains(t, strings.Join(storyText(tb.model), " "), "The Monk meditates: a die becomes a d8.")
	var tips []string
	for _, o := range test.LaidOutObjects(tb.party) {
		if d, ok := o.(*DieView); ok && d.Owner == "monk" && d.Sides == 8 {
			tips = append(tips, d.ToolTip())
		}
	}
	require.Len(t, tips, 1, "the upgraded die has the d8's shape")
	assert.Contains(t, tips[0], "Upgraded by Meditate from a d6.")
}

func TestStaffDial_RendersZeroToEightWithItsPassive(t *testing.T) {
	newTestApp(t)
	w := test.NewWindow(container.NewHBox(NewStaffDial(3), NewStaffDial(8)))
	defer w.Close()
	w.Resize(fyne.NewSize(160, 80))
	test.AssertRendersToMarkup(t, "staff_dial.xml", w.Canvas())
	assert.Equal(t, "3 Staff 4+: +1 a die 8 Staff 4+: +1 a die", shownText(w.Content()), "the texts printed on the rings")
	d := NewStaffDial(5)
	assert.Contains(t, d.ToolTip(), "5 of 8 charges")
	assert.Contains(t, d.ToolTip(), "While it holds 4 or more")
	assert.Equal(t, "4+: +1 a die", staffPassiveWords(), "the passive printed on the dial")
	assert.Equal(t, staffColor(4, true), staffColor(8, true), "the passive's charges share a shade")
	assert.NotEqual(t, staffColor(3, true), staffColor(4, true))
	assert.NotEqual(t, staffColor(4, true), staffColor(4, false), "lit and unlit differ")

	// The ring of a dial at 3: charges 1 to 3 lit, 4 to 8 not, each in its place clockwise.
	img := NewStaffDial(3).Ring(140, 140).(*image.NRGBA)
	for charge := 1; charge <= 8; charge++ {
		a := (-widgets.DialSweep/2 + widgets.DialSweep/8*(float64(charge)-0.5)) * math.Pi / 180
		rad := 140 * (widgets.DialInner + widgets.DialOuter) / 2
		x, y := 70+rad*math.Sin(a), 70-rad*math.Cos(a)
		assert.Equal(t, staffColor(charge, charge <= 3), img.NRGBAAt(int(x), int(y)), "charge %d", charge)
	}
	assert.Zero(t, img.NRGBAAt(70, 135).A, "the gap at the bottom")
}

// swordsMerchantTable is a Swords of the Coin table of the four new adventurers in a Merchant
// phase, with Trophies, the Familiar and the staff on the boards.
func swordsMerchantTable(t *testing.T, size fyne.Size) (*Table, fyne.Window) {
	t.Helper()
	sess, err := session.New(game.Options{Seed: 6, Game: game.GameSwords, Adventurers: []string{"bountyhunter", "witch", "monk", "artificer"}})
	require.NoError(t, err)
	b, err := bot.New("solver", 6)
	require.NoError(t, err)
	for s := sess.State(); !(s.Phase == game.PhaseMerchant && s.Round == 3 && s.Pending() == nil); s = sess.State() {
		require.False(t, s.Over())
		m, err := b.Choose(s)
		require.NoError(t, err)
		_, err = sess.Play(m)
		require.NoError(t, err)
	}
	require.Len(t, sess.State().Adventurer("bountyhunter").Trophies, 3)
	tb, w := tableFor(t, sess)
	w.Resize(size.SubtractWidthHeight(1, 1)) // the test driver lays out again only on a new size
	w.Resize(size)
	return tb, w
}

func TestMerchant_FourBoardsInViewAt1280x800InEnglishAndFrench(t *testing.T) {
	t.Cleanup(func() { require.NoError(t, applyLanguage("en")) })
	for _, code := range []string{"en", "fr"} {
		tb, w := swordsMerchantTable(t, fyne.NewSize(1280, 800-26)) // the window's menu bar takes the rest
		require.NoError(t, applyLanguage(code))
		tb.rebuild()
		w.Resize(fyne.NewSize(1280, 800-27))
		w.Resize(fyne.NewSize(1280, 800-26))

		scroll := tb.board
		assert.LessOrEqual(t, scroll.Content.MinSize().Height, scroll.Size().Height, "%s: nothing to scroll", code)
		assert.GreaterOrEqual(t, tb.side.root.Size().Width, float32(1280*0.22), "%s: the boards leave the side panel its room", code)
		boards := tb.party.Objects[0].(*fyne.Container).Objects
		require.Len(t, boards, 4)
		for _, b := range boards {
			assert.Equal(t, boards[0].Position().Y, b.Position().Y, "%s: the four boards side by side", code)
			assert.LessOrEqual(t, absolute(b).Y+b.Size().Height, absolute(scroll).Y+scroll.Size().Height, "%s: a whole board in view", code)
		}
		// Every card's title fits its band at the width it is drawn at.
		for _, o := range test.LaidOutObjects(tb) {
			c, ok := o.(*CardView)
			if !ok || c.Title == "" || !c.Visible() {
				continue
			}
			r := test.WidgetRenderer(c).(*cardRenderer)
			assert.LessOrEqual(t, r.title.MinSize().Height, r.bandSize.Height+0.5, "%s: the title of %q fits its band", code, c.Title)
		}
	}
}
