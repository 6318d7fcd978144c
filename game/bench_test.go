package game

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"
)

// playUniform plays one game to its end with uniformly random legal moves and returns the
// number of moves applied.
func playUniform(b testing.TB, seed uint64) int {
	return playUniformGame(b, seed, GameBase)
}

// playUniformGame is playUniform for a box (GameBase, GameSwords or GamePocket).
func playUniformGame(b testing.TB, seed uint64, box string) int {
	s, err := NewGame(uniformOptions(seed, box))
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	n := 0
	for !s.Over() {
		legal := Legal(s)
		if len(legal) == 0 {
			b.Fatalf("seed %d: no legal move", seed)
		}
		next, _, err := Apply(s, legal[r.IntN(len(legal))])
		if err != nil {
			b.Fatal(err)
		}
		s = next
		n++
	}
	return n
}

// uniformOptions are the options of the random game seed of a box.
func uniformOptions(seed uint64, box string) Options {
	opts := Options{Seed: seed, Difficulty: Difficulties[seed%4], Game: box}
	if box == GamePocket {
		opts.Difficulty = PocketDifficulties[seed%4]
	}
	return opts
}

// benchStates collects the states met in a few random games, to time Legal and Apply on.
func benchStates(b testing.TB) []*State {
	var out []*State
	for seed := uint64(1); len(out) < 2000; seed++ {
		s, err := NewGame(Options{Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		for !s.Over() {
			out = append(out, s)
			legal := Legal(s)
			s, _, err = Apply(s, legal[r.IntN(len(legal))])
			if err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkRandomGame times one complete game of uniformly random legal moves (setup
// included) and reports the median game time.
func BenchmarkRandomGame(b *testing.B) { benchRandomGame(b, GameBase) }

// BenchmarkRandomSwordsGame is BenchmarkRandomGame for Swords of the Coin (the Merchant phase,
// coins and Items), to compare with the base game.
func BenchmarkRandomSwordsGame(b *testing.B) { benchRandomGame(b, GameSwords) }

// BenchmarkRandomPocketGame is BenchmarkRandomGame for Pocket Watch.
func BenchmarkRandomPocketGame(b *testing.B) { benchRandomGame(b, GamePocket) }

func benchRandomGame(b *testing.B, box string) { benchGames(b, box, playUniformGame) }

// BenchmarkPlayoutGame is BenchmarkRandomGame played on one Playout, as a bot's playouts are:
// each move changes the table in place.
func BenchmarkPlayoutGame(b *testing.B) { benchGames(b, GameBase, playoutPlayer()) }

// BenchmarkPlayoutSwordsGame is BenchmarkPlayoutGame for Swords of the Coin.
func BenchmarkPlayoutSwordsGame(b *testing.B) { benchGames(b, GameSwords, playoutPlayer()) }

// BenchmarkPlayoutPocketGame is BenchmarkPlayoutGame for Pocket Watch.
func BenchmarkPlayoutPocketGame(b *testing.B) { benchGames(b, GamePocket, playoutPlayer()) }

// benchGames times complete random games played by play and reports the median game time, the
// moves a game, and the allocations and bytes allocated a move (the setup left out, counted
// over the first 200 games once the timing is done).
func benchGames(b *testing.B, box string, play func(testing.TB, uint64, string) int) {
	times := make([]time.Duration, 0, b.N)
	moves := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		start := time.Now()
		moves += play(b, uint64(i), box)
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Nanoseconds()), "median-ns/game")
	b.ReportMetric(float64(moves)/float64(len(times)), "moves/game")
	b.StopTimer()
	var setup, whole runtime.MemStats
	allocs, bytes, counted := uint64(0), uint64(0), 0
	for seed := range uint64(200) {
		runtime.ReadMemStats(&setup)
		if _, err := NewGame(uniformOptions(seed, box)); err != nil {
			b.Fatal(err)
		}
		runtime.ReadMemStats(&whole)
		setupAllocs, setupBytes := whole.Mallocs-setup.Mallocs, whole.TotalAlloc-setup.TotalAlloc
		runtime.ReadMemStats(&setup)
		counted += play(b, seed, box)
		runtime.ReadMemStats(&whole)
		allocs += whole.Mallocs - setup.Mallocs - setupAllocs
		bytes += whole.TotalAlloc - setup.TotalAlloc - setupBytes
	}
	b.ReportMetric(float64(allocs)/float64(counted), "allocs/move")
	b.ReportMetric(float64(bytes)/float64(counted), "B/move")
}

// playoutPlayer plays playUniformGame's games on one Playout, reset for each: the same moves,
// the table changed in place. Its random numbers come from one source seeded anew for each
// game (as a bot's are), so that only the engine's allocations are counted.
func playoutPlayer() func(testing.TB, uint64, string) int {
	var p Playout
	var pcg rand.PCG
	r := rand.New(&pcg)
	return func(b testing.TB, seed uint64, box string) int {
		s, err := NewGame(uniformOptions(seed, box))
		if err != nil {
			b.Fatal(err)
		}
		p.Reset(s)
		pcg.Seed(seed, 7) // the numbers of rand.NewPCG(seed, 7), as playUniformGame's
		n := 0
		for !p.State().Over() {
			legal := p.Legal()
			if len(legal) == 0 {
				b.Fatalf("seed %d: no legal move", seed)
			}
			if err := p.Play(legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
			n++
		}
		return n
	}
}

// BenchmarkLegal times one call of Legal on states met in random games, and reports the median
// over those states of a call's time (each state timed over a batch of calls).
func BenchmarkLegal(b *testing.B) {
	states := benchStates(b)
	benchPerState(b, len(states), func(i int) { Legal(states[i]) })
}

// benchPerState times call on each of n states in turn, then reports the median and the 90th
// percentile over the states of a call's time (each state timed over a batch of calls).
func benchPerState(b *testing.B, n int, call func(i int)) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		call(i % n)
	}
	b.StopTimer()
	const batch = 20
	per := make([]time.Duration, n)
	for i := range per {
		start := time.Now()
		for range batch {
			call(i)
		}
		per[i] = time.Since(start) / batch
	}
	slices.Sort(per)
	b.ReportMetric(float64(per[n/2].Nanoseconds()), "median-ns/state")
	b.ReportMetric(float64(per[n*9/10].Nanoseconds()), "p90-ns/state")
}

// BenchmarkApply times one move (the first legal one) on states met in random games.
func BenchmarkApply(b *testing.B) {
	states := benchStates(b)
	moves := make([]Move, len(states))
	for i, s := range states {
		moves[i] = Legal(s)[0]
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, _, err := Apply(states[i%len(states)], moves[i%len(states)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNewGame times setting up a table.
func BenchmarkNewGame(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := NewGame(Options{Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayoutLegal is BenchmarkLegal on a Playout holding each state: the lists the moves
// are made in are the playout's own, kept from call to call.
func BenchmarkPlayoutLegal(b *testing.B) {
	states := benchStates(b)
	playouts := make([]*Playout, len(states))
	for i, s := range states {
		playouts[i] = NewPlayout(s)
	}
	benchPerState(b, len(playouts), func(i int) { playouts[i].Legal() })
}
