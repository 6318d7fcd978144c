// Command calibration checks the analysis's estimates against how the expert bot's games
// ended. It has the expert bot play Normal games (base box, retail locations) of seeds first
// to first+games-1, keeping each record in dir (a record already there is not played again),
// then prints, round by round, the mean estimate after the move played at the round's first
// decision beside the share of those games won; for the final round, the same over all its
// decisions (each game's decisions weighing one game together) and by tenths of the estimate.
//
//	go run ./tools/calibration -dir /tmp/calibration -first 1000 -games 80 [-jobs 2]
//
// docs/ANALYSIS.md gives its figures; analysis/testdata/finals/ holds the records of seeds
// 1040 to 1079 that reached the final round.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"

	"setawatch/analysis"
	"setawatch/bot"
	"setawatch/game"
	"setawatch/internal/safefile"
	"setawatch/session"
)

func main() {
	dir := flag.String("dir", "", "the folder the records are kept in")
	first := flag.Uint64("first", 1000, "the first game's seed")
	games := flag.Int("games", 80, "how many games")
	jobs := flag.Int("jobs", 2, "games played at once")
	flag.Parse()
	if *dir == "" || *games < 1 || *jobs < 1 {
		fmt.Fprintln(os.Stderr, "calibration: -dir is needed, and -games and -jobs at least 1")
		os.Exit(2)
	}
	results, err := run(*dir, *first, *games, *jobs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "calibration:", err)
		os.Exit(1)
	}
	report(results)
}

// gameEstimates is one game's estimates: at each round's first decision, and at every
// decision of the final round; and whether it was won.
type gameEstimates struct {
	seed       uint64
	firsts     map[int]float64 // by round
	finalRound []float64
	won        bool
}

func run(dir string, first uint64, games, jobs int) ([]gameEstimates, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var (
		mu      sync.Mutex
		results []gameEstimates
		errs    []error
		wg      sync.WaitGroup
	)
	next := make(chan uint64)
	for range jobs {
		wg.Go(func() {
			for seed := range next {
				rec, err := record(filepath.Join(dir, fmt.Sprintf("normal-%d.json", seed)), seed)
				var g gameEstimates
				if err == nil {
					g, err = estimates(seed, rec)
				}
				mu.Lock()
				if err != nil {
					errs = append(errs, fmt.Errorf("seed %d: %w", seed, err))
				} else {
					results = append(results, g)
				}
				mu.Unlock()
			}
		})
	}
	for k := range games {
		next <- first + uint64(k)
	}
	close(next)
	wg.Wait()
	if len(errs) > 0 {
		return nil, errs[0]
	}
	sort.Slice(results, func(i, j int) bool { return results[i].seed < results[j].seed })
	return results, nil
}

// record reads a game's record from path, or has the expert bot play it and keeps it there.
func record(path string, seed uint64) (*game.Record, error) {
	if data, err := safefile.Read(path); err == nil {
		rec, _, err := game.LoadRecord(data)
		return rec, err
	}
	b, err := bot.New("expert", seed)
	if err != nil {
		return nil, err
	}
	sess, err := session.New(game.Options{Seed: seed, Difficulty: "normal", Locations: "retail"})
	if err != nil {
		return nil, err
	}
	for n := 0; !sess.State().Over(); n++ {
		if n > 5000 {
			return nil, fmt.Errorf("the game does not end")
		}
		m, err := b.Choose(sess.State())
		if err != nil {
			return nil, err
		}
		if _, err := sess.Play(m); err != nil {
			return nil, err
		}
	}
	rec := sess.Record()
	data, err := rec.Marshal()
	if err != nil {
		return nil, err
	}
	return rec, safefile.Write(path, data)
}

// estimates replays a record and estimates its decisions as the analysis does.
func estimates(seed uint64, rec *game.Record) (gameEstimates, error) {
	g := gameEstimates{seed: seed, firsts: map[int]float64{}}
	s, err := rec.Start()
	if err != nil {
		return g, err
	}
	type step struct {
		before *game.State
		move   game.Move
	}
	var steps []step
	for _, text := range rec.Moves {
		m, err := game.ParseMove(text)
		if err != nil {
			return g, err
		}
		steps = append(steps, step{s, m})
		if s, _, err = game.Apply(s, m); err != nil {
			return g, err
		}
	}
	g.won = s.Result == "won"
	for _, st := range steps {
		final := game.FinalRound(st.before)
		_, seen := g.firsts[st.before.Round]
		if (seen && !final) || !analysis.Decides(st.before) {
			continue
		}
		after, ok := analysis.After(st.before, st.move, analysis.DefaultPlayouts)
		if !ok {
			continue
		}
		if !seen {
			g.firsts[st.before.Round] = after
		}
		if final {
			g.finalRound = append(g.finalRound, after)
		}
	}
	return g, nil
}

// report prints the comparison.
func report(results []gameEstimates) {
	won := func(g gameEstimates) float64 {
		if g.won {
			return 1
		}
		return 0
	}
	fmt.Println("round  games  estimate  won   (at the round's first decision)")
	for r := 1; r <= 9; r++ {
		var n int
		var est, w float64
		for _, g := range results {
			if e, ok := g.firsts[r]; ok {
				n++
				est += e
				w += won(g)
			}
		}
		if n > 0 {
			fmt.Printf("%5d  %5d  %8.3f  %.3f\n", r, n, est/float64(n), w/float64(n))
		}
	}
	var n int
	var est, w float64
	var tenths [10]struct{ weight, won float64 }
	for _, g := range results {
		if len(g.finalRound) == 0 {
			continue
		}
		n++
		w += won(g)
		weight := 1 / float64(len(g.finalRound))
		for _, e := range g.finalRound {
			est += weight * e
			k := min(9, int(e*10))
			tenths[k].weight += weight
			tenths[k].won += weight * won(g)
		}
	}
	if n == 0 {
		return
	}
	fmt.Printf("final round, every decision (a game weighs one): %d games, estimate %.3f, won %.3f\n", n, est/float64(n), w/float64(n))
	fmt.Println("estimate  games' weight  won")
	for k, t := range tenths {
		if t.weight > 0 {
			fmt.Printf("%.1f-%.1f  %13.1f  %.3f\n", float64(k)/10, float64(k+1)/10, t.weight, t.won/t.weight)
		}
	}
}
