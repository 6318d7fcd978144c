package ui

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
)

// pocketTable is a Pocket Watch table and the solver bot that plays it.
func pocketTable(t *testing.T, seed uint64, difficulty string) (*Table, fyne.Window, bot.Bot) {
	t.Helper()
	sess, err := session.New(game.Options{Seed: seed, Game: game.GamePocket, Difficulty: difficulty})
	require.NoError(t, err)
	tb, w := tableFor(t, sess)
	b, err := bot.New("solver", seed)
	require.NoError(t, err)
	return tb, w, b
}

// playUntil lets the bot play through the model until done holds; it fails if the game ends first.
func playUntil(t *testing.T, tb *Table, b bot.Bot, what string, done func(*game.State) bool) {
	t.Helper()
	for i := 0; !done(tb.model.State()); i++ {
		require.False(t, tb.model.State().Over(), "the game ended before %s", what)
		require.Less(t, i, 2000)
		m, err := b.Choose(tb.model.State())
		require.NoError(t, err)
		require.NoError(t, tb.model.Submit(m), "%s", m)
	}
}

// locationCard is the location card on the camp board.
func locationCardOn(t *testing.T, tb *Table) *CardView {
	t.Helper()
	name := catalog().LocationCard.Name.In(currentLanguage)
	for _, c := range cardViews(tb.camp) {
		if c.Title == name {
			return c
		}
	}
	require.Fail(t, "the camp shows the location card")
	return nil
}

func TestPocketWatch_DoubleCardShowsBothHalves(t *testing.T) {
	tb, w, b := pocketTable(t, 7, "impossible")
	// A face-up card in the Line with an Unhallowed half, whichever way up it lies.
	withSkull := func(s *game.State) int {
		for i, lc := range s.Line {
			if lc.FaceUp && (catalog().Cards[lc.Card].Skull > 0 || catalog().Cards[catalog().OtherHalf(lc.Card)].Skull > 0) {
				return i
			}
		}
		return -1
	}
	playUntil(t, tb, b, "an Unhallowed half shows", func(s *game.State) bool { return withSkull(s) >= 0 })
	s := tb.model.State()
	i := withSkull(s)
	id := s.Line[i].Card
	other := catalog().OtherHalf(id)
	require.NotEmpty(t, other)
	card := lineCards(tb)[i]
	require.Equal(t, id, card.Card)

	shown := shownText(card)
	assert.Contains(t, shown, cardName(id), "the faced half's name")
	assert.Contains(t, shown, cardName(other), "the other half's name, beneath it")
	if n := catalog().Cards[other].Skull; n > 0 {
		assert.Contains(t, shown, "☠"+strconv.Itoa(n), "the other half's skull number")
	}
	if n := catalog().Cards[id].Skull; n > 0 {
		assert.Contains(t, shown, fmt.Sprintf("Skull %d", n), "the faced half's skull number")
	}
	assert.Contains(t, card.ToolTip(), cardDetails(id))
	assert.Contains(t, card.ToolTip(), cardDetails(other), "the tooltip gives both halves")
	assert.Contains(t, card.Details, cardDetails(other), "the larger view gives both halves")

	assertLaidOutWhole(t, w, w.Content(), "a Pocket Watch Watch")
	assertWithin(t, card, "a double card")
	assertWithin(t, locationCardOn(t, tb), "the location card")

	// A card the fire has not revealed shows no half.
	for j, lc := range s.Line {
		if !lc.FaceUp {
			assert.NotContains(t, shownText(lineCards(tb)[j]), "☠")
		}
	}
}

func TestPocketWatch_LocationCardMarksHereAndVisited(t *testing.T) {
	tb, _, b := pocketTable(t, 3, "normal")
	lc := catalog().LocationCard
	check := func() {
		t.Helper()
		s := tb.model.State()
		lcv := locationCardOn(t, tb)
		shown := shownText(lcv)
		for n, id := range lc.Locations {
			num := strconv.Itoa(n + 1)
			switch {
			case id == s.Location:
				assert.Contains(t, shown, "▶"+num, "the current location")
				assert.Contains(t, lcv.Details, num+". "+cardName(id)+" (here)")
			case slices.Contains(s.Visited, id):
				assert.Contains(t, shown, "✓"+num, "a visited location")
				assert.Contains(t, lcv.Details, num+". "+cardName(id)+" (visited)")
			default:
				assert.Contains(t, strings.Fields(shown), num)
				assert.Contains(t, lcv.Details, num+". "+cardName(id)+"\n")
			}
		}
		require.Positive(t, s.Pocket.Roll)
		assert.Contains(t, shown, fmt.Sprintf("d8 rolled %d", s.Pocket.Roll))
		var skulls []string
		for _, n := range game.RisingSkulls(s) {
			skulls = append(skulls, "☠"+strconv.Itoa(n))
		}
		assert.Contains(t, shown, "Unhallowed marked "+strings.Join(skulls, ", ")+" rise this round")
		assert.Contains(t, shownText(tb.camp), fmt.Sprintf("Round %d of 5", s.Round))
	}
	check()
	playUntil(t, tb, b, "round 3", func(s *game.State) bool { return s.Round == 3 })
	require.Len(t, tb.model.State().Visited, 2, "two locations visited before round 3")
	check()
}

func TestPocketWatch_HordeCounterFollowsTheState(t *testing.T) {
	tb, _, b := pocketTable(t, 5, "impossible")
	assert.Contains(t, shownText(tb.line), "Horde counter: 0")
	assert.NotContains(t, shownText(tb.line), "Horde: ", "no Horde pile in Pocket Watch")
	playUntil(t, tb, b, "the Horde counter rises", func(s *game.State) bool { return s.Pocket.Horde > 0 })
	assert.Contains(t, shownText(tb.line), fmt.Sprintf("Horde counter: %d", tb.model.State().Pocket.Horde))
}

func TestPocketWatch_WholeGameWithTheMouseAlone(t *testing.T) {
	tb, w, b := pocketTable(t, 2, "casual")
	p := mouse{w}
	checkedFinal := false
	for i := 0; !tb.model.State().Over(); i++ {
		require.Less(t, i, 3000, "the game ends")
		m, err := b.Choose(tb.model.State())
		require.NoError(t, err)
		carryOut(t, tb, p, playable(tb, m))
		if st := tb.model.State(); !checkedFinal && st.Round == 5 && st.Phase == game.PhaseWatch {
			checkedFinal = true
			t.Logf("final Line: %d cards", len(st.Line))
			assertLaidOutWhole(t, w, w.Content(), "the final round's Watch")
			for _, c := range lineCards(tb) {
				assertWithin(t, c, "a card of the final Line")
			}
		}
	}
	assert.True(t, checkedFinal, "the final round's Watch was seen")
	s := tb.model.State()
	t.Logf("%s in round %d after %d moves", s.Result, s.Round, s.Moves)
	assert.Equal(t, 5, s.Round, "this seed reaches the final round, extended by the Horde counter")
	assert.Equal(t, "won", s.Result)
	require.NotNil(t, w.Canvas().Overlays().Top(), "the Game-over screen shows")
}

// The location card widens the camp: the Pocket Watch table still fits every window size, in
// camp and on Watch.
func TestPocketWatch_TableFitsEveryWindow(t *testing.T) {
	tb, w, b := pocketTable(t, 7, "normal")
	sizes := []fyne.Size{{Width: 800, Height: 600}, {Width: 1024, Height: 640}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}}
	for _, phase := range []game.Phase{game.PhaseCamp, game.PhaseWatch} {
		playUntil(t, tb, b, string(phase), func(s *game.State) bool { return s.Phase == phase })
		for _, size := range sizes {
			w.Resize(size)
			what := fmt.Sprint(phase, size)
			assertShown(t, w, locationCardOn(t, tb), what+": the location card")
			assertNotCut(t, tb)
			assertLaidOutWhole(t, w, w.Content(), what)
		}
	}
}

// The lower half's picture is turned half round, as printed, and turned once only.
func TestPocketWatch_OtherHalfPictureUpsideDown(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 2, 2))
	red := color.RGBA{R: 0xff, A: 0xff}
	img.Set(0, 0, red)
	out := upsideDown(img)
	assert.Equal(t, color.RGBA{}, color.RGBAModel.Convert(out.At(0, 0)))
	assert.Equal(t, red, color.RGBAModel.Convert(out.At(1, 1)), "the top left corner goes to the bottom right")
	assert.Same(t, out.(*image.RGBA), upsideDown(img).(*image.RGBA), "a picture is turned once")
}

// Each adventurer rests once in Pocket Watch, and the boards count to one.
func TestPocketWatch_BoardsCountOneRest(t *testing.T) {
	tb, _, b := pocketTable(t, 4, "normal")
	assert.Contains(t, shownText(tb.party), "1/1 rests left")
	assert.NotContains(t, shownText(tb.party), "/2 rests left")
	playUntil(t, tb, b, "someone has rested", func(s *game.State) bool { return s.Round >= 2 })
	assert.Contains(t, shownText(tb.party), "0/1 rests left")
}

// Pocket Watch's runes say what its engine does: Vanquish lowers the Horde counter, Seal swaps.
func TestPocketWatch_RuneRulesMatchTheEngine(t *testing.T) {
	tb, _, _ := pocketTable(t, 5, "impossible")
	s := tb.model.State()
	assert.Contains(t, runeRule(s, game.RuneSeal), "swapped for one from the Graveyard")
	assert.Contains(t, runeRule(s, game.RuneVanquish), "Horde counter goes down by 1")
	assert.NotContains(t, shownText(tb.camp), "Map:", "no Map deck on a Pocket Watch camp")

	// The first game in which the bot reaches a camp where Vanquish can be cast on a Horde. The
	// engine alone finds it; only that game is played on a table.
	for seed := uint64(1); seed <= 40; seed++ {
		if !reachesVanquish(t, seed) {
			continue
		}
		tb, _, b := pocketTable(t, seed, "casual")
		for i := 0; !tb.model.State().Over() && i < 2000; i++ {
			s := tb.model.State()
			for _, m := range game.Legal(s) {
				if s.Pocket.Horde > 0 && m.Verb == game.VerbRune && slices.Contains(m.Runes, game.RuneVanquish) {
					require.NoError(t, tb.model.Submit(m))
					assert.Equal(t, s.Pocket.Horde-1, tb.model.State().Pocket.Horde, "seed %d: %s", seed, m)
					return
				}
			}
			m, err := b.Choose(s)
			require.NoError(t, err)
			require.NoError(t, tb.model.Submit(m))
		}
	}
	t.Fatal("no game reached a Vanquish with the Horde counter above 0")
}

// reachesVanquish tells whether the solver bot, playing Pocket Watch game seed on Casual, meets a
// camp where Vanquish can be cast with the Horde counter above 0 (as the table's game above).
func reachesVanquish(t *testing.T, seed uint64) bool {
	t.Helper()
	sess, err := session.New(game.Options{Seed: seed, Game: game.GamePocket, Difficulty: "casual"})
	require.NoError(t, err)
	b, err := bot.New("solver", seed)
	require.NoError(t, err)
	s := sess.State()
	for i := 0; !s.Over() && i < 2000; i++ {
		for _, m := range game.Legal(s) {
			if s.Pocket.Horde > 0 && m.Verb == game.VerbRune && slices.Contains(m.Runes, game.RuneVanquish) {
				return true
			}
		}
		m, err := b.Choose(s)
		require.NoError(t, err)
		s, _, err = game.Apply(s, m)
		require.NoError(t, err)
	}
	return false
}
