package bot

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// testPlayouts keeps the expert's tests quick; its choices are still made by playouts.
const testPlayouts = 6

// playExpert plays one game with an expert bot; every move it chooses must be legal.
func playExpert(t testing.TB, opts game.Options, playouts int) *game.State {
	s, err := game.NewGame(opts)
	require.NoError(t, err)
	b := NewExpert(opts.Seed, playouts)
	for n := 0; !s.Over(); n++ {
		require.Less(t, n, 5000, "the game ends")
		m, err := b.Choose(s)
		require.NoError(t, err)
		next, _, err := game.Apply(s, m)
		require.NoError(t, err, "the expert chose %q", m)
		s = next
	}
	_, err = b.Choose(s)
	require.ErrorIs(t, err, ErrNoMove)
	return s
}

// The expert plays whole base, extras and Swords of the Coin games legally, and the same seed
// and budget replay the same game.
func TestExpertPlaysWholeGames(t *testing.T) {
	for k, opts := range []game.Options{
		{Seed: 3, Difficulty: "easy"},
		{Seed: 4, Difficulty: "normal", Game: game.GameSwords},
		{Seed: 2, Difficulty: "hard", ExtraAdventurers: true, ExtraUnhallowed: true, Locations: "all",
			Adventurers: []string{"bard", "knight", "cleric", "wizard"}},
	} {
		a := playExpert(t, opts, testPlayouts)
		require.Positive(t, a.Round)
		if k == 0 {
			require.Equal(t, a.Hash(), playExpert(t, opts, testPlayouts).Hash())
		}
	}
}

// hideOtherwise returns the table with the cards the players cannot see dealt otherwise: the
// face-down Line cards and the Creature deck shuffled together, the Horde reversed.
func hideOtherwise(s *game.State, seed uint64) *game.State {
	o := s.Clone()
	var hidden []string
	for _, lc := range o.Line {
		if !lc.FaceUp {
			hidden = append(hidden, lc.Card)
		}
	}
	hidden = append(hidden, o.Creatures...)
	rand.New(rand.NewPCG(seed, 2)).Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	for i := range o.Line {
		if !o.Line[i].FaceUp {
			o.Line[i].Card, hidden = hidden[0], hidden[1:]
		}
	}
	o.Creatures = hidden
	for i, j := 0, len(o.Horde)-1; i < j; i, j = i+1, j-1 {
		o.Horde[i], o.Horde[j] = o.Horde[j], o.Horde[i]
	}
	return o
}

// The expert never peeks: two tables that differ only in hidden cards get the same choices
// from two experts with the same seed, at every kind of decision of a game.
func TestExpertNeverPeeks(t *testing.T) {
	s, err := game.NewGame(game.Options{Seed: 8, Difficulty: "normal"})
	require.NoError(t, err)
	a, b := NewExpert(21, testPlayouts), NewExpert(21, testPlayouts)
	differed, phases := 0, map[string]bool{}
	for n := 0; !s.Over() && n < 400; n++ {
		o := hideOtherwise(s, uint64(n))
		if o.Hash() != s.Hash() {
			differed++
		}
		m, err := a.Choose(s)
		require.NoError(t, err)
		mo, err := b.Choose(o)
		require.NoError(t, err)
		require.Equal(t, m.String(), mo.String(), "move %d, %s phase", n, s.Phase)
		phases[s.Phase] = true
		s, _, err = game.Apply(s, m)
		require.NoError(t, err)
	}
	require.Positive(t, differed)
	require.True(t, phases[game.PhaseCamper] && phases[game.PhaseCamp] && phases[game.PhaseWatch], "phases met: %v", phases)
}

// With one adventurer worn out and the others fresh, the expert rests the worn-out one: the
// camp refreshes the cards the Watch would otherwise lose with them.
func TestExpertRestsTheWornOut(t *testing.T) {
	s, err := game.NewGame(game.Options{Seed: 4, Difficulty: "normal", Adventurers: []string{"cleric", "rogue", "warrior", "wizard"}})
	require.NoError(t, err)
	require.Equal(t, game.PhaseCamper, s.Phase)
	for i := range s.Adventurers {
		for k := range s.Adventurers[i].Slots {
			s.Adventurers[i].Slots[k].Exhausted = i == 2 && k > 0
		}
	}
	m, err := NewExpert(1, 24).Choose(s)
	require.NoError(t, err)
	require.Equal(t, "camp warrior", m.String())
}

// BenchmarkExpertGame plays a whole Normal game with the expert bot's default budget.
func BenchmarkExpertGame(b *testing.B) {
	for i := 0; i < b.N; i++ {
		playExpert(b, game.Options{Seed: uint64(i + 1), Difficulty: "normal"}, ExpertPlayouts)
	}
}

// watchTable plays a game with the solver bot up to its first Watch decision with no prompt
// waiting, at least two creatures face down and the watcher on Watch.
func watchTable(t testing.TB, opts game.Options, watcher string) *game.State {
	s, err := game.NewGame(opts)
	require.NoError(t, err)
	b := &Solver{}
	for n := 0; n < 500 && !s.Over(); n++ {
		hidden := 0
		for _, lc := range s.Line {
			if !lc.FaceUp {
				hidden++
			}
		}
		if s.Phase == game.PhaseWatch && s.Pending() == nil && hidden >= 2 && s.Camper != watcher {
			return s
		}
		m, err := b.Choose(s)
		require.NoError(t, err)
		s, _, err = game.Apply(s, m)
		require.NoError(t, err)
	}
	t.Fatal("no Watch with face-down creatures")
	return nil
}

// In the Watch the expert also weighs the cards the solver never plans: Backstab, with two
// creatures face down, is among its choices, once, beside the solver's move.
func TestExpertWeighsUnplannedCards(t *testing.T) {
	s := watchTable(t, game.Options{Seed: 8, Difficulty: "normal", Adventurers: []string{"rogue", "warrior", "wizard", "cleric"}}, "rogue")
	rogue := s.Adventurer("rogue")
	require.NotNil(t, rogue)
	rogue.Slots[0] = game.Slot{Card: "rogue.backstab"}
	view := game.PlayerView(s)
	planned, err := (&Solver{}).Choose(view)
	require.NoError(t, err)
	moves := watchCandidates(view, planned)
	require.Equal(t, planned.String(), moves[0].String())
	backstabs := 0
	for _, m := range moves[1:] {
		require.True(t, unseenWorth[cardKey(m.Card)], "%s", m)
		if m.Card == "rogue.backstab" {
			backstabs++
		}
	}
	require.Positive(t, backstabs)
	seen := map[string]bool{}
	for _, m := range moves {
		require.False(t, seen[m.String()], "%s twice", m)
		seen[m.String()] = true
	}
}
