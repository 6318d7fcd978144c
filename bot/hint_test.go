package bot

import (
	"fmt"
	"math"
	"runtime/debug"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/internal/say"
)

// The Hint weighs the whole budget for the move it gives, repeats itself on the same table,
// gives the same advice on a table that differs only in hidden cards, and says its chance in
// either language.
func TestHintAdvice(t *testing.T) {
	s := watchTable(t, game.Options{Seed: 8, Difficulty: "normal", Adventurers: []string{"rogue", "warrior", "wizard", "cleric"}}, "rogue")
	s.Adventurer("rogue").Slots[0] = game.Slot{Card: "rogue.backstab"}
	a, err := Hint(s)
	require.NoError(t, err)
	require.Equal(t, HintPlayouts, a.Tables)
	require.InDelta(t, 0.5, a.Through, 0.5)
	again, err := Hint(s)
	require.NoError(t, err)
	require.Equal(t, a, again)
	hidden, err := Hint(game.Twin(s, 3))
	require.NoError(t, err)
	require.Equal(t, a.Move.String(), hidden.Move.String())
	require.Equal(t, a.Through, hidden.Through)
	words := a.Words()
	require.NotEmpty(t, words)
	reckoned := words[len(words)-1]
	if a.HeldOut.Estimates > 0 {
		reckoned = words[len(words)-2] // the last says how far to trust it
	}
	en, fr := say.In("en").Say(reckoned), say.In("fr").Say(reckoned)
	require.Contains(t, en, "48 tables")
	require.Contains(t, fr, "48 tables tirées")
}

// In the Watch the Hint says how many moves it weighed against the plan's next one, and when
// another did better, that it did and that the plan comes after it.
func TestHintInTheWatchSaysWhatItWeighed(t *testing.T) {
	first := func(a Advice) string { return say.In("en").Say(a.Words()[0]) }
	planned := Advice{Watch: true, Planned: true, Weighed: 9, Tables: 48}
	require.Contains(t, first(planned), "tried the 9 moves allowed")
	require.Contains(t, first(planned), "none did clearly better than the plan's next move")
	other := Advice{Watch: true, Weighed: 9, Tables: 48}
	require.Contains(t, first(other), "the 8 others allowed")
	require.Contains(t, first(other), "this one did clearly better")
	require.Contains(t, say.In("fr").Say(other.Words()[0]), "les 8 autres coups permis")
	alone := Advice{Watch: true, Planned: true, Weighed: 1, Tables: 48}
	require.Len(t, alone.Words(), 1, "a lone move is not said to be weighed")
}

// In the Watch the advice carries the plan its move was weighed against, made from what the
// players see: when the move is the plan's, the plan starts with it.
func TestHintInTheWatchCarriesItsPlan(t *testing.T) {
	s := watchTable(t, game.Options{Seed: 8, Difficulty: "normal", Adventurers: []string{"rogue", "warrior", "wizard", "cleric"}}, "rogue")
	a, err := Hint(s)
	require.NoError(t, err)
	require.True(t, a.Watch)
	require.NotEmpty(t, a.Plan.Moves)
	require.Len(t, a.Plan.Explanation, len(a.Plan.Moves))
	if a.Planned {
		require.Equal(t, a.Plan.Moves[0].String(), a.Move.String())
	}
	for _, m := range a.Plan.Moves {
		next, _, err := game.Apply(s, m)
		require.NoError(t, err, "each step is allowed on the table it is planned for")
		s = next
	}
	camp, err := Hint(mustGame(t))
	require.NoError(t, err)
	require.Empty(t, camp.Plan.Moves, "no plan outside the Watch")
}

// Outside the Watch the Hint weighs every move allowed: at the start of a round, the four
// campers, each played out through this round and the next; a game over gets none.
func TestHintBeforeTheWatch(t *testing.T) {
	s := mustGame(t)
	a, err := Hint(s)
	require.NoError(t, err)
	require.Equal(t, game.VerbCamp, a.Move.Verb)
	require.False(t, a.Watch)
	require.Equal(t, 4, a.Weighed)
	require.Equal(t, 2, a.Rounds)
	require.Equal(t, HintPlayouts, a.Tables)
	require.False(t, a.Ended, "the first two rounds do not end every game")
	_, _, err = game.Apply(s, a.Move)
	require.NoError(t, err)
	words := a.Words()
	require.Len(t, words, 4)
	require.Contains(t, say.In("en").Say(words[0]), "each of the 4 moves allowed")
	require.Contains(t, say.In("fr").Say(words[0]), "chacun des 4 coups permis")
	// A Normal game's Hint gives the chance to win the game, and how it is reckoned.
	require.Contains(t, say.In("en").Say(words[1]), "Chance to win the game from here: about")
	require.Contains(t, say.In("fr").Say(words[1]), "Chances de gagner la partie d'ici")
	require.Contains(t, say.In("en").Say(words[2]), "measured games that won from the round it reached")
	// and how it fared on the measured games it was not made from, in words, never a command.
	held := ExpertHeldOut["normal"]
	require.Positive(t, held.Estimates, "Normal's run has held-out games")
	require.Equal(t, held, a.HeldOut)
	en, fr := say.In("en").Say(words[3]), say.In("fr").Say(words[3])
	require.Contains(t, en, fmt.Sprintf("%d such figures", held.Estimates))
	require.Contains(t, en, fmt.Sprintf("within %d points", int(math.Ceil(100*held.Gap))))
	require.Contains(t, fr, fmt.Sprintf("%d chiffres de ce genre", held.Estimates))
	for _, w := range words {
		require.NotContains(t, say.In("en").Say(w), "--", "no command line in the Hint")
	}
	require.Contains(t, say.In("en").Say(HeldOut{}.words()), "not yet been checked")
	require.InDelta(t, 0.5, a.WinChance, 0.5)
	require.LessOrEqual(t, a.WinLow, a.WinChance)
	require.GreaterOrEqual(t, a.WinHigh, a.WinChance)
	require.Positive(t, a.Measured.Games)

	// Where the expert bot was not measured, the Hint says how the playouts got through.
	easy, err := game.NewGame(game.Options{Seed: 1, Difficulty: "easy"})
	require.NoError(t, err)
	e, err := Hint(easy)
	require.NoError(t, err)
	if _, measured := ExpertFromRound["easy"]; !measured {
		ew := e.Words()
		require.Contains(t, say.In("en").Say(ew[len(ew)-1]), "this round and the next on")
		require.Contains(t, say.In("fr").Say(ew[len(ew)-1]), "ce tour et le suivant sur")
	}

	over := s.Clone()
	over.Result = "lost"
	_, err = Hint(over)
	require.ErrorIs(t, err, ErrNoMove, "no Hint once the game is over")
}

// In the final round the playouts play to the game's end: the Hint says the chance to win,
// which there is the share of tables got through.
func TestHintSaysTheChanceToWinInTheFinalRound(t *testing.T) {
	s := solverWatchTable(t, game.Options{Seed: 20, Difficulty: "easy"}, func(s *game.State) bool { return len(s.Line) >= 12 })
	require.True(t, game.FinalRound(s))
	a, err := Hint(s)
	require.NoError(t, err)
	require.True(t, a.Watch)
	require.True(t, a.Ended)
	require.Equal(t, a.Through, a.Won)
	words := a.Words()
	require.Contains(t, say.In("en").Say(words[len(words)-1]), "its chance to win from here")
	require.Contains(t, say.In("fr").Say(words[len(words)-1]), "ses chances de gagner d'ici")
}

// gcPercent reads the collector's setting.
func gcPercent() int {
	p := debug.SetGCPercent(-1)
	debug.SetGCPercent(p)
	return p
}

// While Hints (or the expert's moves) run the collector runs less often, unless it was set to
// run still less; the setting comes back when the last one ends, however they overlap.
func TestHintCollectsLessAndPutsTheSettingBack(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	var during []int
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			withFewerCollections(func() {
				mu.Lock()
				during = append(during, gcPercent())
				mu.Unlock()
			})
		}()
	}
	wg.Wait()
	require.Equal(t, []int{playoutGCPercent, playoutGCPercent, playoutGCPercent, playoutGCPercent}, during)
	require.Equal(t, 100, gcPercent())

	for _, higher := range []int{800, -1} {
		debug.SetGCPercent(higher)
		withFewerCollections(func() { require.Equal(t, higher, gcPercent()) })
		require.Equal(t, higher, gcPercent())
	}
	debug.SetGCPercent(100)
	over := mustGame(t)
	over.Result = "lost"
	_, err := Hint(over)
	require.ErrorIs(t, err, ErrNoMove)
	require.Equal(t, 100, gcPercent(), "a Hint that gives no advice puts the setting back too")
	_, err = NewExpert(8).Choose(mustGame(t))
	require.NoError(t, err)
	require.Equal(t, 100, gcPercent(), "the expert bot's move puts it back too")
}

func mustGame(t testing.TB) *game.State {
	s, err := game.NewGame(game.Options{Seed: 1, Difficulty: "normal"})
	require.NoError(t, err)
	return s
}

// BenchmarkHint times the expert's part of a Hint on a Watch table.
func BenchmarkHint(b *testing.B) {
	s := watchTable(b, game.Options{Seed: 8, Difficulty: "normal", Adventurers: []string{"rogue", "warrior", "wizard", "cleric"}}, "rogue")
	for i := 0; i < b.N; i++ {
		if _, err := Hint(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHintFinalLine times the expert's part of a Hint on a long Line: the final Watch of
// an Easy game played by the solver bot (seed 20), 16 creatures with the Horde.
func BenchmarkHintFinalLine(b *testing.B) {
	s := solverWatchTable(b, game.Options{Seed: 20, Difficulty: "easy"}, func(s *game.State) bool { return len(s.Line) >= 12 })
	require.Equal(b, 16, len(s.Line))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Hint(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHintCamp times a Hint outside the Watch: the camp's first die of a Normal game, with
// every move allowed played out through this round and the next.
func BenchmarkHintCamp(b *testing.B) {
	s := mustGame(b)
	var err error
	s, _, err = game.Apply(s, game.Move{Verb: game.VerbCamp, Adventurer: s.Adventurers[0].ID})
	require.NoError(b, err)
	for s.Pending() != nil { // the rest's refresh, when the camper has a card to refresh
		kind, answers := game.PendingAnswers(s)
		require.NotEmpty(b, answers, kind)
		s, _, err = game.Apply(s, game.Choose(answers[0]))
		require.NoError(b, err)
	}
	require.Equal(b, game.PhaseCamp, s.Phase)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Hint(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHintCampBeforeTheFinal times a Hint whose playouts run through the final round to
// the game's end: the camp of the round before the final location, in an Easy game played by
// the solver bot (seed 20).
func BenchmarkHintCampBeforeTheFinal(b *testing.B) {
	s := solverTable(b, game.Options{Seed: 20, Difficulty: "easy"}, func(s *game.State) bool {
		return s.Phase == game.PhaseCamp && s.Pending() == nil && len(s.MapDeck) == 1
	})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a, err := Hint(s)
		if err != nil {
			b.Fatal(err)
		}
		if !a.Ended {
			b.Fatal("the playouts stopped before the game's end")
		}
	}
}

// A game begun without naming its difficulty is played at Normal, and its Hint gives Normal's
// chance to win, as the table's first game does.
func TestHintOfAGameWithoutANamedDifficulty(t *testing.T) {
	s, err := game.NewGame(game.Options{Seed: 5, Locations: game.LocationsRetail})
	require.NoError(t, err)
	require.Contains(t, ExpertFromRound, "normal")
	a, err := Advise(s, 8)
	require.NoError(t, err)
	require.Positive(t, a.WinChance, "the Hint's chance to win is Normal's")
}
