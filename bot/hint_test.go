package bot

import (
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
	hidden, err := Hint(hideOtherwise(s, 3))
	require.NoError(t, err)
	require.Equal(t, a.Move.String(), hidden.Move.String())
	require.Equal(t, a.Through, hidden.Through)
	words := a.Words()
	require.NotEmpty(t, words)
	en, fr := say.In("en").Say(words[len(words)-1]), say.In("fr").Say(words[len(words)-1])
	require.Contains(t, en, "48 tables")
	require.Contains(t, fr, "48 tables tirées")
	_, err = Hint(mustGame(t))
	require.ErrorIs(t, err, ErrNoMove, "no Hint before the Watch")
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
	_, err := Hint(mustGame(t))
	require.ErrorIs(t, err, ErrNoMove)
	require.Equal(t, 100, gcPercent(), "a Hint that gives no advice puts the setting back too")
	_, err = NewExpert(1, 8).Choose(mustGame(t))
	require.NoError(t, err)
	require.Equal(t, 100, gcPercent(), "the expert bot's move puts it back too")
}

func mustGame(t *testing.T) *game.State {
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
