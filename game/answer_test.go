package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Each form of answer is written in its notation and read back, as the prompts of that form
// read it, to the same answer.
func TestAnswerNotationRoundTrip(t *testing.T) {
	for _, c := range []struct {
		form   answerForm
		answer Answer
		text   string
	}{
		{formCard, AnswerCard("wolf-1"), "wolf-1"},
		{formCard, AnswerNone(), "none"},
		{formAdventurer, AnswerAdventurer("ranger"), "ranger"},
		{formDie, AnswerDie("rogue", 1), "rogue:1"},
		{formDie, AnswerNone(), "none"},
		{formStun, AnswerStun("warrior.wound", 8), "warrior.wound:8"},
		{formSwap, AnswerSwap("ranger.long-shot", "ranger.snipe"), "ranger.long-shot>ranger.snipe"},
		{formReroll, AnswerReroll(3, 5), "3+5"},
		{formReroll, AnswerReroll(2), "2"},
		{formReroll, AnswerNone(), "none"},
		{formPile, AnswerPile(2), "2"},
		{formOnTop, AnswerOnTop("a", "b", "c"), "a,b,c"},
		{formTopBottom, AnswerTopBottom([]string{"a", "b"}, []string{"c"}), "a,b/c"},
		{formTopBottom, AnswerTopBottom(nil, []string{"a", "b"}), "/a,b"},
		{formTopBottom, AnswerTopBottom([]string{"a"}, nil), "a/"},
	} {
		assert.Equal(t, c.text, c.answer.String())
		read, err := readAnswerText(c.form, c.text)
		require.NoError(t, err, c.text)
		assert.True(t, read.Equal(c.answer), "%q read as %#v", c.text, read)
		assert.Equal(t, "choose "+c.text, Choose(c.answer).String())
	}
}

// A number is read only as the engine writes it, and a text of the wrong form is not an answer.
func TestAnswerNotationRefused(t *testing.T) {
	for _, c := range []struct {
		form answerForm
		text string
	}{
		{formPile, "02"}, {formPile, "x"}, {formPile, "none"}, {formReroll, "3+"}, {formReroll, "+3"},
		{formDie, "rogue"}, {formDie, "rogue:x"}, {formDie, ":3"}, {formStun, "none"}, {formSwap, "a"},
		{formOnTop, "a/b"}, {formTopBottom, "a,b"}, {formTopBottom, "a/b/c"},
	} {
		_, err := readAnswerText(c.form, c.text)
		assert.Error(t, err, "%d %q", c.form, c.text)
	}
}

// A choose move read from notation prints as it was written, whatever it says; the prompt it
// answers reads it, and refuses what it cannot read, saying why.
func TestWrittenAnswerKeepsItsText(t *testing.T) {
	for _, text := range []string{"choose 03", "choose a,,b/", "choose x>y>z", "choose none"} {
		m, err := ParseMove(text)
		require.NoError(t, err)
		assert.Equal(t, text, m.String())
	}
	s := pendingScout(t)
	_, answers := PendingAnswers(s)
	require.NotEmpty(t, answers)
	m, err := ParseMove("choose " + answers[3].String())
	require.NoError(t, err)
	read, ok := ReadAnswer(s, m)
	require.True(t, ok)
	assert.True(t, read.Equal(answers[3]))
	_, _, err = Apply(s, m)
	require.NoError(t, err)

	m, err = ParseMove("choose 2")
	require.NoError(t, err)
	_, ok = ReadAnswer(s, m)
	assert.False(t, ok, "Scout Ahead's answers part the cards with a /")
	_, _, err = Apply(s, m)
	assert.ErrorContains(t, err, `"2" is not an answer to`)
	assert.ErrorContains(t, err, `one "/"`)
}

// An answer made by the constructors is checked directly: the cards looked at, each once,
// parted where Scout Ahead allows it.
func TestScoutAnswerCheckedDirectly(t *testing.T) {
	s := pendingScout(t)
	cards := s.Pending().Cards
	require.GreaterOrEqual(t, len(cards), 2)
	_, _, err := Apply(s, Choose(AnswerTopBottom(cards[1:], cards[:1])))
	assert.NoError(t, err)
	for _, bad := range []Answer{
		AnswerOnTop(cards...),                                 // no cut
		AnswerTopBottom(cards, cards[:1]),                     // a card twice
		AnswerTopBottom(cards[1:], nil),                       // a card left out
		AnswerTopBottom(append([]string{"x"}, cards...), nil), // a card not looked at
	} {
		_, _, err := Apply(s, Choose(bad))
		assert.ErrorContains(t, err, "is not an answer to", bad.String())
	}
}

// pendingScout is a table where Scout Ahead waits for its answer.
func pendingScout(t *testing.T) *State {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		s, err := NewGame(Options{Seed: seed})
		require.NoError(t, err)
		for step := 0; step < 40 && !s.Over(); step++ {
			if p := s.Pending(); p != nil && p.Kind == TaskScout {
				return s
			}
			legal := Legal(s)
			m := legal[0]
			for _, l := range legal {
				if l.Verb == VerbPlace && l.Space == SpaceScout {
					m = l
				}
			}
			s, _, err = Apply(s, m)
			require.NoError(t, err)
		}
	}
	t.Fatal("no Scout Ahead in 200 games")
	return nil
}

// A choose move read from notation points at what it names even where no prompt reads it, as
// a record's move is shown on the table after it.
func TestWrittenAnswerTargetsWithoutAPrompt(t *testing.T) {
	s, err := NewGame(Options{Seed: 1})
	require.NoError(t, err)
	require.Nil(t, s.Pending())
	m, err := ParseMove("choose " + s.Adventurers[0].Slots[0].Card + ">" + s.Adventurers[0].Slots[1].Card)
	require.NoError(t, err)
	targets := MoveTargets(s, m)
	require.Len(t, targets, 2)
	assert.Equal(t, s.Adventurers[0].Slots[1].Card, targets[1].Card)
	assert.Empty(t, MoveTargets(s, Choose(AnswerNone())))
}
