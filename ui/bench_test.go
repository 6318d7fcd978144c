package ui

import (
	"runtime"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
)

// These benchmarks use Fyne's software test driver: run them with
//
//	CGO_ENABLED=0 go test -tags ci -run '^$' -bench . -benchmem ./ui/
//
// scripts/bench-ui.sh measures the same things in a real window under Xvfb.

// BenchmarkFirstFrame builds the main window and renders its first frame.
func BenchmarkFirstFrame(b *testing.B) {
	a := newTestApp(b)
	for b.Loop() {
		w := NewMainWindow(a, "bench")
		w.Canvas().(test.WindowlessCanvas).Capture()
		w.Close()
	}
}

// BenchmarkRefreshAfterMove is the time from a move to the redrawn board: the model applies it,
// the table rebuilds every zone, and the canvas renders.
func BenchmarkRefreshAfterMove(b *testing.B) {
	tb, w := benchWatchTable(b)
	move := tb.model.Legal()[0]
	cpu := cpuTime()
	for b.Loop() {
		// Play the move and take it back: two full refreshes, each with a frame.
		require.NoError(b, tb.model.Submit(move))
		w.Canvas().(test.WindowlessCanvas).Capture()
		require.NoError(b, tb.model.Undo())
		w.Canvas().(test.WindowlessCanvas).Capture()
	}
	reportPerStep(b, cpu, 2, "refresh")
}

// BenchmarkRebuildAfterMove is the table's own share of a refresh: the move, the rebuilt zones
// and their layout, without painting pixels (a real window paints with the GPU).
func BenchmarkRebuildAfterMove(b *testing.B) {
	tb, w := benchWatchTable(b)
	move := tb.model.Legal()[0]
	cpu := cpuTime()
	for b.Loop() {
		require.NoError(b, tb.model.Submit(move))
		test.LaidOutObjects(w.Content())
		require.NoError(b, tb.model.Undo())
		test.LaidOutObjects(w.Content())
	}
	reportPerStep(b, cpu, 2, "refresh")
}

// BenchmarkMemoryAfterFullGame plays whole games through the table with the solver bot and
// reports the heap in use after the game, less an empty window's, measured the same way.
func BenchmarkMemoryAfterFullGame(b *testing.B) {
	newTestApp(b)
	empty := heapAfter(func() fyne.Window {
		w := test.NewWindow(nil)
		w.Resize(WindowSize)
		return w
	})
	var full uint64
	var moves int
	for i := 0; b.Loop(); i++ {
		full = heapAfter(func() fyne.Window {
			sess, err := session.New(game.Options{Seed: uint64(100 + i)})
			require.NoError(b, err)
			w := test.NewWindow(nil)
			tb := NewTable(NewModel(sess), w)
			w.SetContent(tb)
			w.Resize(WindowSize)
			bt, err := bot.New("solver", uint64(i))
			require.NoError(b, err)
			for !tb.model.State().Over() {
				m, err := bt.Choose(tb.model.State())
				require.NoError(b, err)
				require.NoError(b, tb.model.Submit(m))
			}
			moves = tb.model.State().Moves
			w.Canvas().(test.WindowlessCanvas).Capture()
			return w
		})
	}
	b.ReportMetric(float64(full)/(1<<20), "MB-heap-full-game")
	b.ReportMetric(float64(empty)/(1<<20), "MB-heap-empty-window")
	b.ReportMetric((float64(full)-float64(empty))/(1<<20), "MB-above-empty")
	b.ReportMetric(float64(moves), "moves")
}

// reportPerStep reports the wall-clock and the processor time of one step, when each loop
// takes perLoop steps; cpu is cpuTime() before the loop.
func reportPerStep(b *testing.B, cpu time.Duration, perLoop int, step string) {
	steps := float64(perLoop * b.N)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/steps/1e6, "ms/"+step)
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/steps/1e6, "cpu-ms/"+step)
	}
}

// heapAfter is the live heap while the window that open returns is still open.
func heapAfter(open func() fyne.Window) uint64 {
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	w := open()
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(w)
	w.Close()
	if after.HeapAlloc < before.HeapAlloc {
		return 0
	}
	return after.HeapAlloc - before.HeapAlloc
}

// benchWatchTable is the table of watchTable, for benchmarks.
func benchWatchTable(b *testing.B) (*Table, fyne.Window) {
	newTestApp(b)
	w := test.NewWindow(nil)
	w.SetPadded(false)
	b.Cleanup(w.Close)
	tb := NewTable(NewModel(watchSession(b)), w)
	w.SetContent(tb)
	w.Resize(WindowSize)
	return tb, w
}
