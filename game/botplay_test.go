package game_test

import (
	"flag"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
)

var botGames = flag.Int("bot-games", 400, "games played by TestBotDrivenGamesMeetEveryPhase")

// Random play loses in the first rounds, so it rarely meets late rounds, the final location or
// the Horde coming back into the Line. These games are driven mostly by the solver bot (which
// survives far longer) with some random moves mixed in, and every table on the way is checked.
func TestBotDrivenGamesMeetEveryPhase(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games with the solver bot")
	}
	rounds := make([]int, 10) // games that reached each round
	phases := map[string]int{}
	cardsMet := map[string]bool{} // creatures turned up in the Line, and ability cards used
	finalRounds, hordeInFinal := 0, 0
	for i := range *botGames {
		seed := uint64(i + 1)
		opts := game.Options{Seed: seed, Difficulty: "easy", Rules: game.RulesCurrent}
		if i%3 == 2 {
			opts.Game = game.GameSwords
		}
		s, err := game.NewGame(opts)
		require.NoError(t, err)
		rec := &game.Record{Format: game.RecordFormat, Options: &opts}
		solver, err := bot.New("solver", seed)
		require.NoError(t, err)
		pick := rand.New(rand.NewPCG(seed, 5))
		for n := 0; !s.Over(); n++ {
			require.Less(t, n, 5000, "seed %d: the game ends", seed)
			phases[s.Phase]++
			var m game.Move
			if pick.IntN(30) == 0 {
				legal := game.Legal(s)
				require.NotEmpty(t, legal, "seed %d: dead end", seed)
				m = legal[pick.IntN(len(legal))]
			} else if m, err = solver.Choose(s); err != nil {
				t.Fatalf("seed %d: the bot found no move: %v", seed, err)
			}
			if m.Verb == game.VerbUse || m.Verb == game.VerbExhaust {
				cardsMet[m.Card] = true
			}
			next, _, err := game.Apply(s, m)
			require.NoError(t, err, "seed %d: %q", seed, m)
			if problems := game.Check(next); len(problems) > 0 {
				t.Fatalf("seed %d after %q: %v", seed, m, problems)
			}
			if next.Round == 9 && s.Round == 8 {
				finalRounds++
				if len(s.Horde) > 0 {
					hordeInFinal++
				}
			}
			for _, c := range next.Line {
				if c.FaceUp {
					cardsMet[c.Card] = true
				}
			}
			rec.Moves = append(rec.Moves, m.String())
			s = next
		}
		for r := 1; r <= s.Round; r++ {
			rounds[r]++
		}
		replayed, err := rec.Replay()
		require.NoError(t, err, "seed %d", seed)
		require.Equal(t, s.Hash(), replayed.Hash(), "seed %d: the record replays to the same table", seed)
	}
	t.Logf("%d games: reached rounds 1-9 %v; final rounds %d (with a Horde to come back: %d); moves by phase %v; %d different cards met",
		*botGames, rounds[1:], finalRounds, hordeInFinal, phases, len(cardsMet))
	for _, phase := range []string{game.PhaseCamper, game.PhaseCamp, game.PhaseWatch, game.PhaseMerchant} {
		assert.Positive(t, phases[phase], "phase %s is met", phase)
	}
	assert.Greater(t, rounds[6], *botGames/20, "games reach the late rounds")
	assert.Positive(t, hordeInFinal, "final rounds with the Horde coming back into the Line are met")
	assert.Greater(t, len(cardsMet), 60, "most cards are met")
	assert.True(t, slices.ContainsFunc(rounds[9:], func(n int) bool { return n > 0 }), "the final location is reached")
}
