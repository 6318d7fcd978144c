package game

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// A playout plays the same game as Apply: on random games of every box, the same moves are
// allowed in the same order and every move leads to the same table; a move refused returns
// Apply's reason and changes nothing; the tables Apply made on the way stay as they were.
func TestPlayoutPlaysAsApply(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s, err := NewGame(anyBoxOptions(seed))
		require.NoError(t, err)
		p := NewPlayout(s)
		r := rand.New(rand.NewPCG(seed, 11))
		var kept []*State // every table Apply made, with its hash then
		var hashes []string
		for n := 0; !s.Over(); n++ {
			legal := Legal(s)
			require.Equal(t, movesText(legal), movesText(p.Legal()), "seed %d move %d", seed, n)
			m := legal[r.IntN(len(legal))]
			if n%7 == 0 {
				// A move of another phase, or an attack on a position past the Line: refused.
				bad := Move{Verb: VerbAttack, Pos: 99, Dice: []DieSpec{{Adventurer: "nobody", Value: 1}}}
				before := copiedHash(p.State())
				_, _, applyErr := Apply(s, bad)
				require.Error(t, applyErr)
				require.EqualError(t, p.Play(bad), applyErr.Error())
				require.Equal(t, before, copiedHash(p.State()), "a refused move changes nothing")
			}
			next, _, err := Apply(s, m)
			require.NoError(t, err)
			require.NoError(t, p.Play(m), "seed %d move %d: %s", seed, n, m)
			require.Equal(t, copiedHash(next), copiedHash(p.State()), "seed %d move %d: %s", seed, n, m)
			kept, hashes = append(kept, next), append(hashes, next.Hash())
			s = next
		}
		require.True(t, p.State().Over())
		require.ErrorIs(t, p.Play(Move{Verb: VerbEnd}), ErrGameOver)
		require.Empty(t, p.Legal())
		for i, k := range kept {
			require.Equal(t, hashes[i], k.Hash(), "seed %d: table %d changed", seed, i)
		}
	}
}

// Reset puts a copy on the playout: playing on does not change the table it was given.
func TestPlayoutResetCopies(t *testing.T) {
	s, err := NewGame(Options{Seed: 4})
	require.NoError(t, err)
	before, copied := s.Hash(), copiedHash(s)
	var p Playout
	p.Reset(s)
	require.Equal(t, copied, copiedHash(p.State()))
	for range 30 {
		if p.State().Over() {
			break
		}
		require.NoError(t, p.Play(p.Legal()[0]))
	}
	require.NotEqual(t, before, p.State().Hash())
	require.Equal(t, before, s.Hash())
	p.Reset(s)
	require.Equal(t, copied, copiedHash(p.State()), "a playout can start again")
}

// A playout reset to each table of random games of every box, then played a move, reaches the
// table Apply makes, and the table it was reset to stays as it was (the playout changes its
// own copy of the piles in place). A table made with Apply from the playout's own table can be
// put back on it. A Lister lists the moves Legal does.
func TestPlayoutResetEachMove(t *testing.T) {
	games := 90
	if testing.Short() {
		games = 30
	}
	var p Playout
	var l Lister
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s, err := NewGame(anyBoxOptions(seed))
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 12))
		for n := 0; !s.Over(); n++ {
			legal := Legal(s)
			require.Equal(t, movesText(legal), movesText(l.Legal(s)), "seed %d move %d", seed, n)
			m := legal[r.IntN(len(legal))]
			before := s.Hash()
			next, _, err := Apply(s, m)
			require.NoError(t, err)
			p.Reset(s)
			require.NoError(t, p.Play(m), "seed %d move %d: %s", seed, n, m)
			require.Equal(t, copiedHash(next), copiedHash(p.State()), "seed %d move %d: %s", seed, n, m)
			require.Equal(t, before, s.Hash(), "seed %d move %d: the table the playout was reset to changed", seed, n)
			if !next.Over() && n%5 == 0 {
				// A table made from the playout's own, its piles shared with it, put back on it.
				moves := Legal(next)
				after, _, err := Apply(p.State(), moves[0])
				require.NoError(t, err)
				want := copiedHash(after)
				p.Reset(after)
				require.Equal(t, want, copiedHash(p.State()), "seed %d move %d", seed, n)
			}
			s = next
		}
	}
}

// anyBoxOptions are random game options of the base box, Swords of the Coin or Pocket Watch in
// turn.
func anyBoxOptions(seed uint64) Options {
	switch seed % 3 {
	case 1:
		return swordsOptions(seed)
	case 2:
		return pocketOptions(seed)
	}
	return randomOptions(seed)
}

// copiedHash is the hash of a copy of s: a copy writes every empty list the same way, as the
// tables Apply makes do, while a playout's table keeps its empty piles as empty lists with room.
func copiedHash(s *State) string { return s.cloneInto(new(cloneBlock), sharePiles).Hash() }

func movesText(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}
