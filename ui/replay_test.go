package ui

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
)

// expertRecord is the expert bot's whole 9-round game that the analysis's tests use.
func expertRecord(t *testing.T, moves int) *game.Record {
	t.Helper()
	data, err := os.ReadFile("../analysis/testdata/expert-normal.json")
	require.NoError(t, err)
	rec, _, err := game.LoadRecord(data)
	require.NoError(t, err)
	if moves >= 0 {
		rec.Moves = rec.Moves[:moves]
		rec.Hash = ""
	}
	return rec
}

// newsQueue takes the analysis's news, to be run on the test's goroutine (see Replay.post).
type newsQueue chan func()

func (q newsQueue) post(f func()) { q <- f }

// drain runs the news waiting.
func (q newsQueue) drain() {
	for {
		select {
		case f := <-q:
			f()
		default:
			return
		}
	}
}

// analyseNow shows the analysis kept with the replay's record, or works it out with playouts
// tables an estimate and waits for it, running its news on the test's goroutine.
func analyseNow(r *Replay, playouts int) {
	news := make(newsQueue, 1024)
	r.post, r.playouts = news.post, playouts
	r.analyse()
	for r.running {
		(<-news)()
	}
}

// The replay steps through the record, read-only: the keys move it, the table drawn is the
// game's as it was, and a move asked of it is refused in words.
func TestReplayStepsThroughTheGameReadOnly(t *testing.T) {
	a := newTestApp(t)
	rec := expertRecord(t, -1)
	r, err := newReplay(a, rec, "")
	require.NoError(t, err)
	assert.Equal(t, len(rec.Moves), r.at, "the replay opens at the game's end")
	assert.True(t, r.model.State().Over())
	assert.Nil(t, r.table.gameOver.popup, "no Game-over screen over a replay")

	r.typedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	assert.Equal(t, 0, r.at)
	assert.Equal(t, 1, r.model.State().Round)
	r.typedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	r.typedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	assert.Equal(t, 2, r.at)
	want, err := expertRecord(t, 2).Replay()
	require.NoError(t, err)
	assert.Equal(t, want.Hash(), r.model.State().Hash())
	r.typedKey(&fyne.KeyEvent{Name: fyne.KeyPageDown})
	assert.Equal(t, 2, r.model.State().Round, "Page Down: the next round")
	r.typedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	assert.Equal(t, 1, r.model.State().Round)
	r.typedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	assert.Equal(t, len(rec.Moves), r.at)

	r.show(40)
	legal := game.Legal(r.model.Session().State())
	require.NotEmpty(t, legal)
	assert.ErrorIs(t, r.model.Submit(legal[0]), errReadOnly)
	assert.Equal(t, 40, r.at)
	assert.Equal(t, 40, len(r.model.Session().Record().Moves), "nothing was played")
	assert.Contains(t, r.model.Notice, "replay")
	assert.Empty(t, r.model.Legal(), "no move is offered on a replay's table")
	assert.True(t, r.table.side.tools.Hidden)

	// The hidden cards, asked for once the game is over: the Line's face-down cards face up.
	r.show(len(rec.Moves) - 30)
	faceDown := func() (n int) {
		for _, lc := range r.model.State().Line {
			if !lc.FaceUp {
				n++
			}
		}
		return n
	}
	require.Positive(t, faceDown(), "a table with face-down cards in the Line")
	r.reveal.SetChecked(true)
	assert.Zero(t, faceDown())
	r.reveal.SetChecked(false)
	assert.Positive(t, faceDown())
}

// A game not over keeps its hidden cards hidden.
func TestReplayOfAGameInPlayHidesItsCards(t *testing.T) {
	a := newTestApp(t)
	r, err := newReplay(a, expertRecord(t, 100), "")
	require.NoError(t, err)
	assert.True(t, r.reveal.Disabled())
}

// The table answers while the analysis works in the background: every step through the game
// is drawn at once, and the analysis, still going on, can be cancelled.
func TestReplayTableAnswersDuringAnalysis(t *testing.T) {
	a := newTestApp(t)
	rec := expertRecord(t, -1)
	r, err := newReplay(a, rec, "")
	require.NoError(t, err)
	news := make(newsQueue, 1024)
	r.post, r.jobs = news.post, 1
	r.startAnalysis()
	require.True(t, r.running)
	var during int
	var slowest time.Duration
	for i := 0; i <= len(rec.Moves) && r.running; i += 3 {
		start := time.Now()
		r.show(i)
		slowest = max(slowest, time.Since(start))
		news.drain()
		if r.running {
			during++
		}
	}
	t.Logf("%d steps drawn during the analysis, the slowest in %v", during, slowest)
	assert.GreaterOrEqual(t, during, 20, "the analysis of a whole game outlasts many steps")
	assert.Less(t, slowest, 2*time.Second, "each step drawn at once, the analysis going on")
	require.True(t, r.running, "the whole game's analysis outlasts the steps")
	assert.Less(t, r.progress.Value, 1.0)
	r.cancelAnalysis()
	deadline := time.After(time.Minute)
	for r.running {
		select {
		case f := <-news:
			f()
		case <-deadline:
			t.Fatal("the analysis did not stop when cancelled")
		}
	}
	assert.Nil(t, r.report)
	assert.False(t, r.run.Disabled(), "a cancelled analysis can be started again")
}

// An analysis finished is kept with the record: beside its file, written whole, so a second
// look shows it at once.
func TestReplayKeepsItsAnalysis(t *testing.T) {
	a := newTestApp(t)
	rec := expertRecord(t, 16)
	file := filepath.Join(t.TempDir(), "game.json")
	data, err := rec.Marshal()
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(file, data, 0o600))
	r, err := newReplay(a, rec, file)
	require.NoError(t, err)
	analyseNow(r, 8)
	require.NotNil(t, r.report)
	kept := filepath.Join(filepath.Dir(file), "game.analysis.json")
	require.FileExists(t, kept)
	assert.NotEmpty(t, r.costly.Objects)
	assert.Contains(t, r.status.Text, "Decisions weighed")

	again, err := newReplay(a, rec, file)
	require.NoError(t, err)
	again.post = func(func()) { t.Fatal("the kept analysis is shown, not worked out again") }
	again.analyse()
	require.NotNil(t, again.report)
	assert.Equal(t, r.report, again.report)

	// Another game's analysis, or a damaged one, is not shown for this record.
	require.NoError(t, os.WriteFile(kept, []byte("{\"format\": \"setawatch-analysis/1\", \"moves\": 3"), 0o600))
	third, err := newReplay(a, rec, file)
	require.NoError(t, err)
	assert.False(t, third.loadAnalysis())
}

// The Game-over screen opens the replay of the game just played.
func TestGameOverLooksBackOverTheGame(t *testing.T) {
	rec := expertRecord(t, -1)
	rec.Moves, rec.Hash = rec.Moves[:len(rec.Moves)-1], ""
	sess, err := session.FromRecord(rec)
	require.NoError(t, err)
	tb, w := tableFor(t, sess)
	tb.confirm.askFirst = false
	var reviewed int
	tb.gameOver.review = func() { reviewed++ }
	require.NoError(t, tb.model.Submit(game.Choose(game.AnswerCard("beastmaster.animal-sentry"))))
	require.True(t, tb.model.State().Over())
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "the Game-over screen shows")
	tapText(t, top, "Look back over the game")
	assert.Equal(t, 1, reviewed)
	assert.Nil(t, w.Canvas().Overlays().Top(), "the Game-over screen makes way")
}

// A record of every box is analysed in the window: where the expert bot's games were not
// measured, the status and the chart's help say what the figures are instead.
func TestReplayAnalysesEveryBox(t *testing.T) {
	a := newTestApp(t)
	for _, name := range []string{"swords", "swords-mixed", "pocket"} {
		data, err := os.ReadFile("../analysis/testdata/" + name + ".json")
		require.NoError(t, err)
		rec, _, err := game.LoadRecord(data)
		require.NoError(t, err)
		r, err := newReplay(a, rec, "")
		require.NoError(t, err)
		r.jobs = 1
		analyseNow(r, 4)
		require.NotNil(t, r.report, name)
		assert.Equal(t, bot.FigureThrough, r.report.Figure, name)
		assert.Contains(t, r.status.Text, "no chance to win can be given", name)
		assert.Contains(t, r.help.Text, "The share of tables", name)
		assert.NotEmpty(t, r.costly.Objects, name)
		r.win.Close()
	}
}

// A game on the table, without a file, keeps its analysis in the app's storage, one a game:
// looked back over again later, its new analysis replaces the earlier one.
func TestReplayKeepsOneAnalysisAGameInStorage(t *testing.T) {
	a := newTestApp(t)
	for _, moves := range []int{8, 16} {
		rec := expertRecord(t, moves)
		rec.ID = "TESTGAME0001"
		r, err := newReplay(a, rec, "")
		require.NoError(t, err)
		analyseNow(r, 4)
		require.NotNil(t, r.report)
		r.win.Close()
	}
	dir := filepath.Join(a.Storage().RootURI().Path(), "analyses")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 1)
	assert.Equal(t, "TESTGAME0001.json", entries[0].Name())
	data, err := os.ReadFile(filepath.Join(dir, entries[0].Name()))
	require.NoError(t, err)
	assert.Contains(t, string(data), `"moves": 16`, "the later analysis")
}

// A record without a move shows the game's start and says there is nothing to step through,
// with no slider to drag; the keys still answer, and no analysis is worked out.
func TestReplayOfARecordWithoutAMove(t *testing.T) {
	a := newTestApp(t)
	rec := expertRecord(t, 0)
	r, err := newReplay(a, rec, "")
	require.NoError(t, err)
	start, err := rec.Start()
	require.NoError(t, err)
	assert.Equal(t, start.Hash(), r.model.State().Hash(), "the table as the game began")
	assert.Len(t, r.model.State().Adventurers, 4, "a party dealt, not an empty table")
	assert.True(t, r.slider.Hidden, "no slider with nothing to step through")
	assert.Contains(t, r.where.Text, "nothing to step through")
	for _, key := range []fyne.KeyName{fyne.KeyRight, fyne.KeyEnd, fyne.KeyPageDown, fyne.KeyLeft, fyne.KeyHome, fyne.KeyPageUp} {
		r.typedKey(&fyne.KeyEvent{Name: key})
		assert.Equal(t, 0, r.at, key)
		assert.Contains(t, r.where.Text, "nothing to step through", key)
	}
	r.post = func(func()) { t.Fatal("no analysis is worked out for no move") }
	r.analyse()
	r.startAnalysis()
	assert.False(t, r.running)
	assert.Nil(t, r.report)

	closed := false
	r.win.SetOnClosed(func() { closed = true })
	r.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	assert.True(t, closed, "Esc closes the window")
}
