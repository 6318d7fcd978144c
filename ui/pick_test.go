package ui

import (
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/session"
)

// Backstab's two face-down cards are chosen by tapping them on the table: no menu of pairs. The
// cards it can take are framed; after the first, a button plays it on that card alone; the
// second plays it on both.
func TestBackstabTargetsChosenByTappingCards(t *testing.T) {
	tb, w := tableFor(t, backstabSession(t))
	tb.confirm.askFirst = false // no "Exhaust a card?" question in between
	s := tb.model.State()
	backstab := tb.hand.legalWhere(func(m game.Move) bool { return m.Verb == game.VerbExhaust && m.Card == "rogue.backstab" })
	require.Greater(t, len(backstab), 2, "Backstab has several choices of cards")
	var hidden []int
	for i, lc := range s.Line {
		if !lc.FaceUp {
			hidden = append(hidden, i+1)
		}
	}
	require.GreaterOrEqual(t, len(hidden), 2)

	tb.hand.play(backstab) // as its Exhaust button does
	require.NotNil(t, tb.picker.pick, "the choice is made on the cards")
	assert.Nil(t, tb.hand.popup, "no menu of moves")
	assert.True(t, tb.picker.bar.Visible(), "the question is shown")
	assertShown(t, w, tb.picker.bar, "the question")
	for i := range s.Line {
		assert.Equal(t, !s.Line[i].FaceUp, lineCardView(t, tb, i+1).Marked, "card %d framed if face down", i+1)
	}

	test.Tap(lineCardView(t, tb, hidden[0]))
	require.NotNil(t, tb.picker.pick, "one more card may be added")
	assert.True(t, lineCardView(t, tb, hidden[0]).Chosen)
	assert.Contains(t, texts(tb.picker.bar), describeMoveOn(s, game.Move{Verb: game.VerbExhaust, Card: "rogue.backstab", Adventurer: "rogue", Args: []game.Arg{game.ArgPosition(hidden[0])}}),
		"a button plays it on one card")

	test.Tap(lineCardView(t, tb, hidden[1]))
	moves := tb.model.Session().Record().Moves
	require.NotEmpty(t, moves)
	last, err := game.ParseMove(moves[len(moves)-1])
	require.NoError(t, err)
	assert.Equal(t, game.VerbExhaust, last.Verb)
	assert.Equal(t, "rogue.backstab", last.Card)
	assert.ElementsMatch(t, []game.Arg{game.ArgPosition(hidden[0]), game.ArgPosition(hidden[1])}, last.Args)

	// Its prompt, which of the two revealed creatures to defeat, is answered on the cards too.
	require.NotNil(t, tb.picker.pick, "Backstab asks which creature to defeat")
	require.True(t, tb.picker.pick.prompt)
	victim := tb.model.State().Line[hidden[1]-1].Card
	card := lineCardView(t, tb, hidden[1])
	require.True(t, card.Marked, "the creature is framed")
	assert.False(t, lineCardView(t, tb, 1).Marked, "a creature Backstab did not reveal is not")
	assert.Contains(t, texts(tb.picker.bar), tb.picker.pick.question, "the prompt's words beside the cards")
	test.Tap(card)
	assert.Contains(t, tb.model.State().Graveyard, victim, "the tapped creature is defeated")
}

// backstabSession is a Watch where the Rogue, on watch, may Backstab face-down cards.
func backstabSession(t *testing.T) *session.Session {
	t.Helper()
	sess, err := session.New(game.Options{Seed: 5, Adventurers: []string{"rogue", "ranger", "wizard", "warrior"}, Locations: game.LocationsFirst})
	require.NoError(t, err)
	for _, text := range []string{"camp ranger", "end"} {
		m, err := game.ParseMove(text)
		require.NoError(t, err)
		_, err = sess.Play(m)
		require.NoError(t, err)
	}
	return sess
}

// pickOnCards makes move m, offered as a choice on the cards, by tapping its cards.
func pickOnCards(t *testing.T, tb *Table, m game.Move) {
	t.Helper()
	pickOnCardsWith(t, tb, m, func(o fyne.Focusable) { test.Tap(o.(fyne.Tappable)) })
}

// pickOnCardsWith makes move m, offered as a choice on the cards, pressing each of its cards
// (or dice) with press, then the confirm button if more could have been added.
func pickOnCardsWith(t *testing.T, tb *Table, m game.Move, press func(fyne.Focusable)) {
	t.Helper()
	p := tb.picker.pick
	require.NotNil(t, p)
	i := slices.IndexFunc(p.moves, func(x game.Move) bool { return x.String() == m.String() })
	require.GreaterOrEqual(t, i, 0, "%s is offered on the cards", m)
	for _, a := range p.aims[i] {
		var at fyne.Focusable
		for _, tg := range tb.hand.targets {
			if x, ok := tb.picker.pick.aimAt(tg); ok && x == a {
				at = tg.obj.(fyne.Focusable)
			}
		}
		for _, o := range tb.focus.objs {
			if d, ok := o.(*DieView); ok && d.handler != nil {
				if x, ok := tb.picker.pick.aimAtDie(d.Spec); ok && x == a && d.Free() {
					at = d
				}
			}
		}
		require.NotNil(t, at, "%v is on the table", a)
		press(at)
	}
	if tb.picker.pick == p {
		ok, found := tb.focus.objs["pick/ok"]
		require.True(t, found, "a button plays %s", m)
		press(ok)
	}
}

// The damage a creature deals at the end of the Watch is paid on the cards: the ability cards
// that can be exhausted are framed, the prompt's words beside them, and a tap exhausts one.
func TestDamageChosenByTappingAnAbilityCard(t *testing.T) {
	tb, _ := watchTable(t)
	answerPrompt(t, tb, "Wound")
	tb.confirm.askFirst = false
	for i := 0; game.PendingPrompt(tb.model.State()) == nil || game.PendingPrompt(tb.model.State()).Kind != game.TaskExhaust; i++ {
		require.Less(t, i, 3, "ending the Watch asks for an ability card")
		ends := tb.hand.legalWhere(isVerb(game.VerbEnd))
		require.NotEmpty(t, ends)
		require.NoError(t, tb.model.Submit(ends[0]))
	}
	require.NotNil(t, tb.picker.pick)
	assert.Contains(t, texts(tb.picker.bar), tb.picker.pick.question)
	var framed []*CardView
	for _, tg := range tb.hand.targets {
		if c, ok := tg.obj.(*CardView); ok && c.Marked && tg.kind == targetCard {
			framed = append(framed, c)
		}
	}
	require.NotEmpty(t, framed, "ability cards framed")
	card := framed[0].Card
	test.Tap(framed[0])
	after := tb.model.State()
	exhausted := false
	for _, a := range after.Adventurers {
		if sl := a.Slot(card); sl != nil {
			exhausted = sl.Exhausted
		}
	}
	assert.True(t, exhausted, "%s was exhausted by the tap", card)
}

// A Stun is answered on the cards: an ability card and the die put on it, each tapped.
func TestStunChosenOnTheCards(t *testing.T) {
	sess := scenarioFileSession(t, "swords-riders-stun.json")
	moves, err := os.ReadFile("../scenarios/swords-riders-stun.moves")
	require.NoError(t, err)
	for _, line := range strings.Split(string(moves), "\n") {
		line = strings.TrimSpace(line)
		if p := game.PendingPrompt(sess.State()); p != nil && p.Kind == game.TaskStun {
			break
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		m, err := game.ParseMove(line)
		require.NoError(t, err)
		_, err = sess.Play(m)
		require.NoError(t, err)
	}
	require.Equal(t, game.TaskStun, game.PendingPrompt(sess.State()).Kind)
	tb, _ := tableFor(t, sess)
	require.NotNil(t, tb.picker.pick, "the Stun is chosen on the cards")
	answer := tb.picker.pick.moves[0]
	before := len(tb.model.Session().Record().Moves)
	pickOnCards(t, tb, answer)
	recorded := tb.model.Session().Record().Moves
	require.Len(t, recorded, before+1)
	assert.Equal(t, answer.String(), recorded[before])
}

// While a choice is made on the cards, its bar lies over the board's foot; the board can then
// be scrolled until the boards' last rows ("+2 fire", "Unused") come out from under it.
func TestBoardsLastRowsCanScrollOutFromUnderThePickBar(t *testing.T) {
	tb, w := tableFor(t, backstabSession(t))
	tb.confirm.askFirst = false
	tb.hand.play(tb.hand.legalWhere(func(m game.Move) bool { return m.Verb == game.VerbExhaust && m.Card == "rogue.backstab" }))
	require.NotNil(t, tb.picker.pick)
	w.Content().Refresh()
	tb.board.ScrollToBottom()
	bar, boards := rectOf(tb.picker.bar), rectOf(tb.party)
	require.False(t, bar.Empty())
	assert.LessOrEqual(t, boards.Max.Y, bar.Min.Y, "the boards at %v end above the pick bar at %v", boards, bar)

	tb.picker.cancel()
	require.Nil(t, tb.picker.pick)
	assert.False(t, tb.picker.room.Visible(), "no room kept once the choice is over")
}
