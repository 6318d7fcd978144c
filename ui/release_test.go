package ui

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	_ "unsafe" // go:linkname

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// refreshRecorder is a canvas that notes the objects it is asked to draw again.
type refreshRecorder struct {
	fyne.Canvas
	refreshed map[fyne.CanvasObject]bool
}

func (r *refreshRecorder) Refresh(o fyne.CanvasObject) { r.refreshed[o] = true }

// A rebuild's replaced zones give back every picture's texture: the cards' (their printed
// faces), and pictures in containers and scrolls.
func TestReleasePicturesReachesEveryPicture(t *testing.T) {
	newTestApp(t)
	card := NewCardView("", "Card", fyne.NewSize(80, 110), "a line")
	test.WidgetRenderer(card) // the card is drawn: its pictures exist
	loose := canvas.NewImageFromImage(nil)
	scrolled := canvas.NewImageFromImage(nil)
	zones := []fyne.CanvasObject{container.NewVBox(card, loose), container.NewVScroll(container.NewStack(scrolled))}

	rec := &refreshRecorder{refreshed: map[fyne.CanvasObject]bool{}}
	r := card.drawn
	assert.Equal(t, 6, releasePictures(rec, zones))
	for name, img := range map[string]*canvas.Image{"the card's face": r.face, "the printed face": r.printed,
		"the card's picture": r.art, "the veil": r.veil, "a picture": loose, "a scrolled picture": scrolled} {
		assert.True(t, rec.refreshed[img], "%s keeps its texture", name)
	}
	assert.Empty(t, releasePictures(nil, zones), "no window, nothing to release")
}

// Fyne's map of the renderers it keeps, to count them (see fyneCachedRenderer).
//
//go:linkname fyneRenderers fyne.io/fyne/v2/internal/cache.renderers
var fyneRenderers sync.Map

// tableRenderers counts the renderers Fyne keeps for the game's own widgets.
func tableRenderers() int {
	n := 0
	fyneRenderers.Range(func(w, _ any) bool {
		if t := fmt.Sprintf("%T", w); strings.HasPrefix(t, "*ui.") || strings.HasPrefix(t, "*widgets.") {
			n++
		}
		return true
	})
	return n
}

// liveHeap is the heap in use after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// A long game rebuilds the table after every move: the widgets and pictures of the tables it
// replaced go, rather than staying with Fyne until its minute is up (the test driver never
// cleans at all, so what a rebuild leaves grows without bound here).
func TestRebuildsLeaveNoOldWidgets(t *testing.T) {
	tb, w := watchTable(t)
	move := tb.model.Legal()[0]
	playAndTakeBack := func(n int) {
		for range n {
			require.NoError(t, tb.model.Submit(move))
			w.Content().Refresh()
			require.NoError(t, tb.model.Undo())
			w.Content().Refresh()
		}
	}
	playAndTakeBack(5)
	widgetsBefore, heapBefore := tableRenderers(), liveHeap()
	playAndTakeBack(100)
	widgetsAfter, heapAfter := tableRenderers(), liveHeap()
	// One table keeps some 300 of them; each rebuild used to leave its 300 behind.
	assert.InDelta(t, widgetsBefore, widgetsAfter, 30, "the game's widgets Fyne keeps after 10 and 200 rebuilds")
	// Before, 300 KB a rebuild stayed; what is left is Fyne's game log list dropping its pooled
	// rows (some 45 KB a rebuild here, for a minute in the game).
	growth := float64(heapAfter) - float64(heapBefore)
	assert.Less(t, growth/(1<<20), 20.0, "MB of heap the 200 rebuilds left")
	t.Logf("200 rebuilds: %d to %d of the game's widgets kept, heap %+.1f MB", widgetsBefore, widgetsAfter, growth/(1<<20))
}

// BenchmarkReleaseAfterRebuild is what a rebuild spends releasing the zones it replaced.
func BenchmarkReleaseAfterRebuild(b *testing.B) {
	tb, w := benchWatchTable(b)
	move := tb.model.Legal()[0]
	pictures := 0
	cpu := time.Duration(0)
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		if i%2 == 0 {
			require.NoError(b, tb.model.Submit(move))
		} else {
			require.NoError(b, tb.model.Undo())
		}
		w.Content().Refresh()
		zones := slices.Concat(tb.camp.Objects, tb.merchant.Objects, tb.party.Objects, tb.line.Objects)
		before := cpuTime()
		b.StartTimer()
		pictures = releasePictures(w.Canvas(), zones)
		b.StopTimer()
		cpu += cpuTime() - before
		b.StartTimer()
	}
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/1e3, "cpu-µs/release")
	b.ReportMetric(float64(pictures), "pictures")
}
