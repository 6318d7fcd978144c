package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tbl is table() with the Line's cards also taken out of the Unhallowed deck.
func tbl(phase Phase, line ...ScenarioCard) *Scenario {
	sc := table(phase, line...)
	for _, lc := range line {
		sc.Unhallowed = removeString(sc.Unhallowed, lc.Card)
	}
	return sc
}

// grave puts cards in the Graveyard (top first), taking them out of the decks.
func grave(sc *Scenario, cards ...string) *Scenario {
	for _, c := range cards {
		sc.Creatures = removeString(sc.Creatures, c)
		sc.Unhallowed = removeString(sc.Unhallowed, c)
	}
	sc.Graveyard = cards
	return sc
}

// seat puts another adventurer in seat i of a table, with those dice and ready cards.
func seat(sc *Scenario, i int, id string, dice []int, cards ...string) *Scenario {
	var slots []Slot
	for _, c := range cards {
		slots = append(slots, Slot{Card: c})
	}
	if sc.Camper == sc.Adventurers[i].ID {
		sc.Camper = id
	}
	sc.Adventurers[i] = ScenarioAdventurer{ID: id, Dice: dice, Slots: slots, Rests: sc.Adventurers[i].Rests}
	return sc
}

// final turns a table into the final round at a final location: everybody on Watch.
func final(sc *Scenario, location string) *Scenario {
	sc.Round, sc.Location, sc.Camper = 9, location, ""
	sc.Map = removeString(sc.Map, "forbidden-tower")
	sc.Adventurers[3].Rests = 2
	return sc
}

func slotOf(s *State, card string) *Slot {
	for i := range s.Adventurers {
		if sl := s.Adventurers[i].Slot(card); sl != nil {
			return sl
		}
	}
	return nil
}

// prompt checks that a prompt of that kind waits on s, that it asks in words and that each of
// its answers has words too (TestEveryTaskKindIsAskedInATest makes sure every kind comes here).
func prompt(t *testing.T, s *State, kind TaskKind) *Prompt {
	t.Helper()
	p := PendingPrompt(s)
	require.NotNil(t, p, "a %s prompt is expected", kind)
	require.Equal(t, kind, p.Kind)
	require.NotEqual(t, "{{.Kind}}", p.Msg.Key, "the %s prompt has no words of its own", kind)
	checkWords(t, "prompt "+string(kind), p.Msg)
	require.NotEmpty(t, p.Options, "a %s prompt waits only while it has answers", kind)
	answers := PromptAnswers(s)
	require.Len(t, answers, len(p.Options))
	for i, a := range answers {
		require.Equal(t, p.Options[i], a.Text)
		checkWords(t, string(kind)+" "+a.Text, a.Words)
	}
	return p
}

// bothWays plays an ability card once with a die and once by exhausting it, from the same
// table, and checks its effect after each.
func bothWays(t *testing.T, sc *Scenario, card, die, args string, effect func(t *testing.T, s *State)) {
	t.Helper()
	bothWaysFrom(t, build(t, sc), card, die, args, effect)
}

// bothWaysFrom is bothWays from a table already in play.
func bothWaysFrom(t *testing.T, start *State, card, die, args string, effect func(t *testing.T, s *State)) {
	t.Helper()
	s := play(t, start, strings.TrimSpace("use "+card+" "+die+" "+args))
	effect(t, s)
	assert.False(t, slotOf(s, card).Exhausted, "with a die the card stays ready")
	assert.True(t, slotOf(s, card).UsedWithDie)
	s = play(t, start, strings.TrimSpace("exhaust "+card+" "+args))
	effect(t, s)
	assert.True(t, slotOf(s, card).Exhausted, "exhausting the card")
}

// passiveOnce plays a once-a-round passive and checks that a second use is refused.
func passiveOnce(t *testing.T, s *State, move string) *State {
	t.Helper()
	s = play(t, s, move)
	refused(t, s, move, "already been used this round")
	return s
}
