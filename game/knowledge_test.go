package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
)

// The creatures seen going to the Horde join the final round's Line face down, and the players
// still know them there: the view and every dealt table keep them.
func TestFinalLineKeepsTheHordeSeen(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		s, err := game.NewGame(game.Options{Seed: seed, Difficulty: "easy"})
		require.NoError(t, err)
		b, err := bot.New("solver", 0)
		require.NoError(t, err)
		for !s.Over() && !game.FinalRound(s) {
			m, err := b.Choose(s)
			require.NoError(t, err)
			s, _, err = game.Apply(s, m)
			require.NoError(t, err)
		}
		known := 0
		for i, lc := range s.Line {
			if lc.Known && !lc.FaceUp {
				known++
				require.Equal(t, lc.Card, game.PlayerView(s).Line[i].Card)
				require.Equal(t, lc.Card, game.Determinize(game.PlayerView(s), seed).Line[i].Card)
			}
		}
		if known > 0 {
			return
		}
	}
	t.Fatal("no final Line held a creature seen going to the Horde")
}
