package game

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Over seeded random games, Revealed reports every move that rolled dice, turned a card face
// up or drew from the Creature deck, and not a plain attack on a face-up creature.
func TestRevealedReportsRollsRevealsAndDraws(t *testing.T) {
	has := func(events []Event, kinds ...EventKind) bool {
		return slices.ContainsFunc(events, func(e Event) bool { return slices.Contains(kinds, e.Kind) })
	}
	found := map[string]int{}
	for seed := range uint64(20) {
		s, err := NewGame(randomOptions(seed))
		require.NoError(t, err)
		pick := rand.New(rand.NewPCG(seed, 11))
		for step := 0; !s.Over() && step < 5000; step++ {
			m := pickMove(pick, s, Legal(s))
			next, events, err := Apply(s, m)
			require.NoError(t, err)
			got := Revealed(s, next, m, events)
			switch {
			case next.RNG != s.RNG:
				assert.Equal(t, RevealedRoll, got, "%q rolled dice", m.String())
				found["roll"]++
			case has(events, EventRevealed):
				assert.Equal(t, RevealedFaceUp, got, "%q turned a card face up", m.String())
				found["face up"]++
			case has(events, EventDrawnIntoLine):
				assert.Equal(t, RevealedDraw, got, "%q drew a card", m.String())
				found["draw"]++
			case m.Verb == VerbAttack && s.Line[m.Pos-1].FaceUp && len(events) == 1 && events[0].Kind == EventAttacked:
				assert.Equal(t, RevealedNothing, got, "%q only hit a face-up creature", m.String())
				found["plain attack"]++
			}
			s = next
		}
	}
	for _, what := range []string{"roll", "face up", "draw", "plain attack"} {
		assert.Positive(t, found[what], "the games play a move of each sort: %s", what)
	}
	t.Logf("moves checked: %v", found)
}

// Play applies a move as Apply does and reports what Revealed finds; a refused move changes
// nothing.
func TestPlayReportsWhatTheMoveRevealed(t *testing.T) {
	reveals := map[Reveal]int{}
	for seed := range uint64(4) {
		s, err := NewGame(randomOptions(seed))
		require.NoError(t, err)
		pick := rand.New(rand.NewPCG(seed, 7))
		for step := 0; !s.Over() && step < 2000; step++ {
			m := pickMove(pick, s, Legal(s))
			out, err := Play(s, m)
			require.NoError(t, err)
			after, events, err := Apply(s, m)
			require.NoError(t, err)
			require.Equal(t, after.Hash(), out.State.Hash(), "%q", m.String())
			require.Equal(t, events, out.Events)
			require.Equal(t, Revealed(s, after, m, events), out.Reveal, "%q", m.String())
			reveals[out.Reveal]++
			s = out.State
		}
	}
	assert.Positive(t, reveals[RevealedNothing])
	assert.Positive(t, reveals[RevealedRoll])
	s, err := NewGame(Options{Seed: 1})
	require.NoError(t, err)
	out, err := Play(s, Move{Verb: VerbBuy, Card: "torch"})
	assert.Error(t, err)
	assert.Same(t, s, out.State)
}
