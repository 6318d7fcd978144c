package ui

import (
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/session"
)

// merchantSession is the table of scenarios/merchant.json brought to its Merchant phase, with
// purse coins in the party's purse and the Market's piles as given (top first); nobody carries
// an Item yet and the other Items make the Item deck.
func merchantSession(tb testing.TB, purse int, market ...[]string) *session.Session {
	tb.Helper()
	data, err := os.ReadFile("../scenarios/merchant.json")
	require.NoError(tb, err)
	sc, err := game.ParseScenario(data)
	require.NoError(tb, err)
	sc.Phase = game.PhaseMerchant
	for i := range sc.Adventurers {
		sc.Adventurers[i].Items = nil
	}
	inMarket := map[string]bool{}
	for _, pile := range market {
		for _, c := range pile {
			inMarket[c] = true
		}
	}
	cat, err := game.DefaultCatalog()
	require.NoError(tb, err)
	var deck []string
	for _, id := range cat.OfKind(game.KindItem) {
		if !inMarket[id] {
			deck = append(deck, id)
		}
	}
	m := sc.Merchant
	total := m.Bank + m.Purse
	for _, c := range m.Coins {
		total += c
	}
	sc.Merchant = &game.MerchantState{Bank: total - purse, Purse: purse, Deck: deck, Market: market, Coins: make([]int, len(m.Coins))}
	sess, err := session.FromRecord(&game.Record{Format: game.RecordFormat, Scenario: sc})
	require.NoError(tb, err)
	require.Equal(tb, game.PhaseMerchant, sess.State().Phase)
	return sess
}

// merchantTable is a table in the Merchant phase: the purse holds 9 coins and the Market shows
// the Firewood Bundle (1 coin, two Items under it), the Fire Bomb (3) and the Crossbow (3).
func merchantTable(t *testing.T) (*Table, fyne.Window) {
	t.Helper()
	tb, w := tableFor(t, merchantSession(t, 9, []string{"firewood-bundle", "loaded-die", "hourglass"}, []string{"fire-bomb"}, []string{"crossbow"}))
	s := tb.model.State()
	require.Equal(t, game.PhaseMerchant, s.Phase)
	require.Equal(t, 9, s.Merchant.Purse)
	require.Equal(t, []string{"firewood-bundle", "fire-bomb", "crossbow"}, marketTops(s))
	return tb, w
}

func marketTops(s *game.State) []string {
	var out []string
	for _, p := range s.Merchant.Market {
		if len(p) > 0 {
			out = append(out, p[0])
		}
	}
	return out
}

// marketItemView finds the Market Item on the table.
func marketItemView(t *testing.T, tb *Table, item string) *marketItem {
	t.Helper()
	for _, o := range test.LaidOutObjects(tb) {
		if m, ok := o.(*marketItem); ok && m.item == item {
			return m
		}
	}
	require.Failf(t, "no Market Item", "%s is not in the Market", item)
	return nil
}

// slotOf is an adventurer's Item slot (k from 0) as drawn on the table.
func slotOf(t *testing.T, tb *Table, adv string, k int) fyne.CanvasObject {
	t.Helper()
	for _, tg := range tb.hand.targets {
		if tg.adv == adv {
			if k == 0 {
				return tg.obj
			}
			k--
		}
	}
	require.Failf(t, "no slot", "the %s has no Item slot %d", adv, k)
	return nil
}

// dragItemOnto drags a Market Item the way the real driver does: events carrying the
// pointer's absolute position, ending over the middle of the target.
func dragItemOnto(tb *Table, m *marketItem, target fyne.CanvasObject) {
	for _, at := range []fyne.Position{absolute(m).AddXY(10, 10), absolute(target).AddXY(target.Size().Width/2, target.Size().Height/2)} {
		m.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: at}})
	}
	m.DragEnd()
}

func TestMerchant_DragFromTheMarketOntoASlotBuysTheItem(t *testing.T) {
	tb, _ := merchantTable(t)
	dragItemOnto(tb, marketItemView(t, tb, "fire-bomb"), slotOf(t, tb, "ranger", 0))

	s := tb.model.State()
	assert.Equal(t, 9-3, s.Merchant.Purse, "the purse falls by the Fire Bomb's cost")
	require.Len(t, s.Adventurer("ranger").Items, 1)
	assert.Equal(t, "fire-bomb", s.Adventurer("ranger").Items[0].Card)
	assert.Empty(t, tb.overlay.Objects, "the dragged Item's shadow is gone")
	assert.False(t, tb.model.NoticeError, tb.model.Notice)
	assert.Contains(t, shownText(tb.merchant), "6 Purse", "the purse is drawn with its new count")
	assert.Contains(t, shownText(tb.party), "Fire Bomb", "the Ranger's slot shows the Item")
}

func TestMerchant_DropOnAFullSlotSnapsBackWithTheReason(t *testing.T) {
	tb, _ := merchantTable(t)
	// Click-then-click: the Item, then the slot.
	for _, item := range []string{"firewood-bundle", "fire-bomb"} {
		test.Tap(marketItemView(t, tb, item).card)
		require.Equal(t, item, tb.hand.item)
		test.Tap(slotOf(t, tb, "ranger", 1).(*CardView))
		require.False(t, tb.model.NoticeError, tb.model.Notice)
	}
	require.Len(t, tb.model.State().Adventurer("ranger").Items, 2)
	require.Equal(t, 9-1-3, tb.model.State().Merchant.Purse)

	before := tb.model.State().Hash()
	dragItemOnto(tb, marketItemView(t, tb, "crossbow"), slotOf(t, tb, "ranger", 1))
	assert.Equal(t, before, tb.model.State().Hash(), "nothing is bought")
	assert.True(t, tb.model.NoticeError)
	assert.Contains(t, tb.model.Notice, "already carries two Items")
	assert.Contains(t, marketTops(tb.model.State()), "crossbow", "the Crossbow is back on its pile")
	assert.Empty(t, tb.overlay.Objects)
}

func TestMerchant_WhatCannotBeBoughtIsShownSo(t *testing.T) {
	tb, _ := merchantTable(t)
	for _, item := range []string{"fire-bomb", "crossbow"} {
		tb.hand.BuyFor(item, "warrior")
	}
	require.Equal(t, 3, tb.model.State().Merchant.Purse)
	tb.hand.BuyFor("firewood-bundle", "warrior")
	assert.Contains(t, tb.model.Notice, "already carries two Items")
	card := marketItemView(t, tb, "firewood-bundle").card
	assert.False(t, card.Dimmed, "the Bundle can still be bought for someone else")
	// The first pile holds the Loaded Die (1 coin), then the Hourglass (4).
	tb.hand.BuyFor("firewood-bundle", "rogue")
	tb.hand.BuyFor("loaded-die", "rogue")
	require.Equal(t, 1, tb.model.State().Merchant.Purse)
	card = marketItemView(t, tb, "hourglass").card
	assert.True(t, card.Dimmed)
	assert.Contains(t, card.Lines, "Too expensive")
}

func TestMerchant_ItemTextInTooltipAndEnlargedView(t *testing.T) {
	tb, w := merchantTable(t)
	card := marketItemView(t, tb, "crossbow").card
	text := catalog().Cards["crossbow"].Text.EN
	require.NotEmpty(t, text)
	assert.Contains(t, card.ToolTip(), text)
	assert.Contains(t, card.ToolTip(), "Cost 3")

	card.TappedSecondary(nil)
	require.NotNil(t, w.Canvas().Overlays().Top(), "the enlarged view opens")
	assert.Contains(t, shownText(w.Canvas().Overlays().Top()), text)
}

func TestMerchant_CoveringAPileIsAChoiceOnTheTable(t *testing.T) {
	tb, _ := merchantTable(t)
	deck := len(tb.model.State().Merchant.Deck)
	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbEnd}))
	s := tb.model.State()
	task := pendingCover(s)
	require.NotNil(t, task, "nothing was bought: a drawn Item covers a pile")
	drawn := task.Cards[0]
	pile := marketItemView(t, tb, "fire-bomb").card
	assert.True(t, pile.Marked, "the piles it may cover are marked")
	assert.Contains(t, shownText(tb.merchant), "Drawn: "+cardName(drawn))
	assert.LessOrEqual(t, tb.MinSize().Height, WindowSize.Height, "the drawn Item's line keeps the table in the window")
	test.Tap(pile)
	s = tb.model.State()
	assert.Equal(t, []string{drawn, "fire-bomb"}, s.Merchant.Market[1])
	assert.Equal(t, game.PhaseWatch, s.Phase)
	assert.Equal(t, deck-1, len(s.Merchant.Deck))
}

func TestMerchant_CoinsOnTheCampSpaces(t *testing.T) {
	tb, _ := merchantTable(t)
	s := tb.model.State()
	var shown []int
	for _, o := range test.LaidOutObjects(tb.camp) {
		if c, ok := o.(*coinsView); ok {
			shown = append(shown, c.n)
		}
	}
	assert.Equal(t, s.Merchant.Coins, shown, "every coin space shows its stack")
}

// watcherOf is an adventurer on Watch this round.
func watcherOf(t *testing.T, s *game.State) string {
	t.Helper()
	for _, a := range s.Adventurers {
		if a.OnWatch && !a.SitsOut {
			return a.ID
		}
	}
	require.FailNow(t, "nobody is on Watch")
	return ""
}

func TestItems_OnTheBoardsWithTheirTriggerAndButton(t *testing.T) {
	tb, _ := merchantTable(t)
	camper := tb.model.State().Camper
	var adv string
	for _, a := range tb.model.State().Adventurers {
		if a.ID != camper {
			adv = a.ID
			break
		}
	}
	tb.hand.BuyFor("firewood-bundle", adv)
	tb.hand.BuyFor("crossbow", adv)
	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbEnd}))
	s := tb.model.State()
	require.Equal(t, game.PhaseWatch, s.Phase)
	require.Equal(t, adv, watcherOf(t, s))

	board := shownText(tb.party)
	assert.Contains(t, board, "Crossbow")
	assert.Contains(t, board, "Passive", "a Passive Item says so")
	var icons int
	for _, o := range test.LaidOutObjects(tb.party) {
		if i, ok := o.(*widget.Icon); ok && i.Resource != nil && i.Resource.Name() == theme.VisibilityIcon().Name() {
			icons++
		}
	}
	assert.Equal(t, 1, icons, "the Passive Item's icon")

	fire := s.Firewood
	var discard *ttwidget.Button
	for _, o := range test.LaidOutObjects(tb.party) {
		if b, ok := o.(*ttwidget.Button); ok && b.Icon == theme.DeleteIcon() {
			discard = b
		}
	}
	require.NotNil(t, discard, "a Discard Item has its button")
	assert.Contains(t, discard.ToolTip(), "Discard")
	assert.Contains(t, board, "Discard", "the trigger's word")
	test.Tap(discard)
	s = tb.model.State()
	assert.Equal(t, fire+3, s.Firewood, "the Firewood Bundle gives 3 firewood")
	assert.Len(t, s.Adventurer(adv).Items, 1, "a Discard Item leaves the board")
}

func TestDice_D4AndD12Shapes(t *testing.T) {
	newTestApp(t)
	w := test.NewWindow(container.NewGridWrap(fyne.NewSquareSize(dieSize),
		NewDieView("rogue", game.Die{Sides: 4, Value: 3, State: game.DieFree}, nil),
		NewDieView("rogue", game.Die{Sides: 12, Value: 11, State: game.DieFree}, nil),
		NewDieView("rogue", game.Die{Sides: 12, Value: 7, State: game.DieSpent}, nil),
	))
	defer w.Close()
	w.Resize(fyne.NewSize(160, 60))
	test.AssertRendersToMarkup(t, "dice_d4_d12.xml", w.Canvas())
}

func TestNewGame_ChoosesTheBox(t *testing.T) {
	newTestApp(t)
	f := newNewGameForm(game.Options{})
	assert.Equal(t, "Base game", f.Box.Selected)
	f.Box.SetSelected("Swords of the Coin")
	opts, err := f.Options()
	require.NoError(t, err)
	assert.Equal(t, game.GameSwords, opts.Game)
	assert.False(t, opts.Mix)
	sess, err := session.New(opts)
	require.NoError(t, err)
	assert.NotNil(t, sess.State().Merchant, "a Swords of the Coin game has its Merchant")

	f = newNewGameForm(game.Options{Game: game.GameSwords, Mix: true})
	assert.Equal(t, "Swords of the Coin, mixed with the base game", f.Box.Selected, "the previous game's box is offered again")
	opts, err = f.Options()
	require.NoError(t, err)
	assert.True(t, opts.Mix)
}

func TestMerchant_TheSwordsTableFitsTheWindow(t *testing.T) {
	tb, _ := merchantTable(t)
	min := tb.MinSize()
	assert.LessOrEqual(t, min.Width, WindowSize.Width, "the Merchant board and the Item slots leave the table as wide as the window")
	assert.LessOrEqual(t, min.Height, WindowSize.Height)
}

func TestMerchant_BuyingWithTheKeyboard(t *testing.T) {
	tb, w := merchantTable(t)
	item := marketItemView(t, tb, "crossbow").card
	w.Canvas().Focus(item)
	pressKey(w, fyne.KeySpace)
	require.Equal(t, "crossbow", tb.hand.item, "Space on a Market Item chooses it")
	slot := slotOf(t, tb, "wizard", 0).(*CardView)
	assert.True(t, slot.Marked, "the slots it may go to are marked")
	w.Canvas().Focus(slot)
	pressKey(w, fyne.KeySpace)
	assert.Equal(t, "crossbow", tb.model.State().Adventurer("wizard").Items[0].Card)
	assert.Equal(t, 9-3, tb.model.State().Merchant.Purse)
}

func TestMerchant_TheLogNamesTheMerchantsEnds(t *testing.T) {
	sess := scenarioFileSession(t, "merchant.json")
	tb, _ := tableFor(t, sess)
	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbEnd}))
	require.Equal(t, game.PhaseMerchant, tb.model.State().Phase)
	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbEnd}))
	lines := storyLines(tb.model)
	assert.True(t, slices.ContainsFunc(lines, func(l logLine) bool { return strings.Contains(l.text, "Leave the Merchant: start the Watch") }))
	assert.True(t, slices.ContainsFunc(lines, func(l logLine) bool { return strings.Count(strings.ToLower(l.text), "merchant opens") == 1 }), "the opening is told once")
}

func TestItems_AnActivateItemTakesADieDroppedOnIt(t *testing.T) {
	tb, _ := tableFor(t, merchantSession(t, 9, []string{"oil-flask"}, []string{"net"}, []string{"crossbow"}))
	require.Contains(t, marketTops(tb.model.State()), "oil-flask")
	tb.hand.BuyFor("oil-flask", "ranger")
	require.NoError(t, tb.model.Submit(game.Move{Verb: game.VerbEnd}))
	s := tb.model.State()
	require.Equal(t, game.PhaseWatch, s.Phase)
	require.Nil(t, s.Pending())
	ranger := s.Adventurer("ranger")
	require.True(t, ranger.OnWatch)
	var value int
	for _, d := range ranger.Dice {
		if d.State == game.DieFree {
			value = d.Value
		}
	}
	require.NotZero(t, value, "the Ranger has a free die")
	fire := s.Firewood

	dragOnto(tb, dieView(t, tb, "ranger", value), slotOf(t, tb, "ranger", 0))
	s = tb.model.State()
	assert.False(t, tb.model.NoticeError, tb.model.Notice)
	assert.Equal(t, fire+2, s.Firewood, "the Oil Flask gives 2 firewood")
	assert.True(t, s.Adventurer("ranger").Items[0].Used)
	assert.Contains(t, shownText(tb.party), "Used this round")
}

// An Item's card keeps to its slot's height whatever its name's length (French names run
// long): a longer card would push its board's last row out of sight.
func TestItemSlotKeepsItsHeightWithALongName(t *testing.T) {
	newTestApp(t)
	height := func(title string, oneLine bool) float32 {
		c := NewCardView("", title, itemSlotSize, "Passive")
		c.Small, c.Scale, c.OneLine = true, 1, oneLine
		w := test.NewWindow(c)
		defer w.Close()
		return c.MinSize().Height
	}
	short := height("Lantern", true)
	assert.LessOrEqual(t, height("Briquet à amadou", true), short)
	assert.LessOrEqual(t, height("Briquet à amadou de campagne pour la nuit", true), short)
	assert.Greater(t, height("Briquet à amadou", false), short, "a title on two lines makes a taller card")
}

// The coins on a camp space stay inside its card's frame, at 1024x640 as at every size.
func TestMerchant_CoinsInsideTheirCard(t *testing.T) {
	sess := scenarioFileSession(t, "merchant.json")
	tb, w := tableFor(t, sess)
	for _, size := range layoutSizes {
		w.Resize(size)
		seen := 0
		for _, o := range test.LaidOutObjects(tb.camp) {
			coins, ok := o.(*coinsView)
			if !ok || !coins.Visible() {
				continue
			}
			r := rectOf(coins)
			for _, tg := range tb.hand.targets {
				card := rectOf(tg.obj)
				if tg.kind != targetSpace || !r.Min.In(card) {
					continue
				}
				frame := int(2*tb.scale + 0.5)
				assert.True(t, r.In(card.Inset(frame)), "at %v the coins at %v spill out of their card at %v", size, r, card)
				seen++
			}
		}
		assert.NotZero(t, seen, "coins on the camp spaces at %v", size)
	}
}

// The Market keeps its place and its look from phase to phase: its Items are cards at the same
// places in camp, at the Merchant and during the Watch.
func TestMerchant_MarketKeepsItsPlace(t *testing.T) {
	sess := scenarioFileSession(t, "merchant.json")
	tb, w := tableFor(t, sess)
	w.Resize(fyne.NewSize(1280, 800))
	// Where the Market's cards are drawn, whatever Items lie on top.
	market := func() []string {
		var out []string
		for k, o := range tb.focus.objs {
			if strings.HasPrefix(k, "market/") {
				out = append(out, rectOf(o.(fyne.CanvasObject)).String())
			}
		}
		slices.Sort(out)
		return out
	}
	first := market()
	require.NotEmpty(t, first, "the Market's Items are cards in camp")
	for _, phase := range []game.Phase{game.PhaseMerchant, game.PhaseWatch} {
		for i := 0; tb.model.State().Phase != phase; i++ {
			require.Less(t, i, 10, "the game reaches %s", phase)
			next := tb.hand.legalWhere(isVerb(game.VerbEnd))
			if len(next) == 0 { // a question first (the pile a drawn Item covers)
				next = tb.hand.legalWhere(isVerb(game.VerbChoose))
			}
			require.NotEmpty(t, next, "a way on from %s: %v", tb.model.State().Phase, tb.model.Legal())
			require.NoError(t, tb.model.Submit(next[0]))
		}
		assert.Equal(t, first, market(), "the Market at the same place in %s", phase)
	}
}

// scenarioFileSession is a game in play from a scenario file of scenarios/.
func scenarioFileSession(t testing.TB, name string) *session.Session {
	t.Helper()
	return fileSession(t, "../scenarios/"+name)
}

// While the Merchant is open the Watch is still to come: the empty Line says how many
// creatures will come to it, as it did in camp, not that it is empty.
func TestMerchant_TheEmptyLineTellsWhatComesAtTheWatch(t *testing.T) {
	tb, _ := merchantTable(t)
	s := tb.model.State()
	require.Empty(t, s.Line)
	loc := catalog().Cards[s.Location]
	require.NotNil(t, loc)
	want := lang.L("At the Watch, {{.N}} creatures come to the Line.", map[string]any{"N": loc.Creatures})
	assert.Contains(t, strings.Join(texts(tb.line), " "), want)
}
