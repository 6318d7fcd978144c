package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
	"setawatch/stats"
	"setawatch/ui/dialogs"
)

var statsClock = func() time.Time { return time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC) }

// Pocket Watch on Casual, as the solver bot plays it: seeds 7, 10 and 23 are won, 2 is lost in
// the first round.
func pocketCasual(seed uint64) game.Options {
	return game.Options{Seed: seed, Game: game.GamePocket, Difficulty: "casual"}
}

// statsModel is a model of a new game whose ends are counted in a statistics file in a
// temporary folder.
func statsModel(t *testing.T, opts game.Options) (*Model, *statsKeeper, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), statisticsName)
	k := openStats(path, statsClock)
	require.Empty(t, k.problem)
	sess, err := session.New(opts)
	require.NoError(t, err)
	m := NewModel(sess)
	m.OnGameEnd = k.gameEnded
	return m, k, path
}

// playedSession is a game played to its end by the solver bot.
func playedSession(t *testing.T, opts game.Options) *session.Session {
	t.Helper()
	m, _, _ := statsModel(t, opts)
	playToEnd(t, m)
	return m.Session()
}

// playToEnd lets the solver bot submit every move of the game on the table through the model.
func playToEnd(t *testing.T, m *Model) {
	t.Helper()
	b, err := bot.New("solver", m.State().Options.Seed)
	require.NoError(t, err)
	for n := 0; !m.State().Over(); n++ {
		require.Less(t, n, 5000, "the game does not end")
		mv, err := b.Choose(m.State())
		require.NoError(t, err)
		require.NoError(t, m.Submit(mv))
	}
}

// onDisk reads the statistics file back.
func onDisk(t *testing.T, path string) *stats.Book {
	t.Helper()
	b, err := stats.Load(path, statsClock())
	require.NoError(t, err)
	return b
}

func TestAWonAndALostGameAreCountedOnceEachAndSaved(t *testing.T) {
	newTestApp(t)
	m, k, path := statsModel(t, pocketCasual(4))
	playToEnd(t, m)
	require.Equal(t, "won", m.State().Result)
	assert.Contains(t, m.Notice, "Achievements reached: First Dawn", "the status line names what the win reached")
	assert.Equal(t, stats.Tally{Games: 1, Wins: 1, Rounds: 5, CardsLost: k.book.Summary.All.CardsLost}, k.book.Summary.All)

	lost, err := session.New(pocketCasual(7))
	require.NoError(t, err)
	m.Replace(lost, nil)
	playToEnd(t, m)
	require.Equal(t, "lost", m.State().Result)

	// Whatever happens to the finished games afterwards, each counts once.
	assert.Error(t, m.Undo(), "the window refuses to undo a finished game")
	m.Replace(m.Session(), nil)
	reloaded, err := session.FromRecord(m.Session().Record())
	require.NoError(t, err)
	m.Replace(reloaded, nil)

	s := onDisk(t, path).Summary
	assert.Equal(t, 2, s.All.Games)
	assert.Equal(t, 1, s.All.Wins)
	assert.Equal(t, 1, s.Box[stats.BoxPocket].Wins)
	assert.Equal(t, 2, s.Difficulty["pocket-casual"].Games)
	assert.Equal(t, 0, s.Streak)
	assert.Equal(t, k.book.Summary, s, "what is shown is what is saved")
}

func TestUndoAcrossTheEndThenEndingAgainDoesNotCountTwice(t *testing.T) {
	newTestApp(t)
	m, k, path := statsModel(t, pocketCasual(10))
	playToEnd(t, m)
	require.Equal(t, 1, k.book.Summary.All.Games)

	// The session can step back over the final move when it revealed nothing; the moves are
	// then played again to the very same end, by Redo and then by Submit.
	sess := m.Session()
	history := sess.History()
	undone := 0
	for sess.CanUndo() {
		require.NoError(t, sess.Undo())
		undone++
	}
	require.Positive(t, undone, "the last moves of this game can be taken back")
	for m.Session().CanRedo() {
		require.NoError(t, m.Redo())
	}
	require.True(t, m.State().Over())
	for range undone {
		require.NoError(t, sess.Undo())
	}
	for _, e := range history[len(history)-undone:] {
		require.NoError(t, m.Submit(e.Move))
	}
	require.True(t, m.State().Over())
	assert.Equal(t, 1, k.book.Summary.All.Games)
	assert.Equal(t, 1, onDisk(t, path).Summary.All.Games)
}

func TestAReloadedFinishedGameIsNotCounted(t *testing.T) {
	a := newTestApp(t)
	root := a.Storage().RootURI().Path()
	require.NoError(t, os.MkdirAll(root, 0o700))

	// A game finished elsewhere (its statistics not kept here) is resumed from the autosave.
	m, _, _ := statsModel(t, pocketCasual(29))
	playToEnd(t, m)
	require.NoError(t, session.Save(filepath.Join(root, autosaveName), m.Session().Record()))

	w := NewMainWindow(a, "test")
	defer w.Close()
	require.True(t, w.Table.model.State().Over(), "the finished game is back on the table")
	assert.Equal(t, 0, w.stats.book.Summary.All.Games)
	assert.NoFileExists(t, filepath.Join(root, statisticsName))

	// Replay starts the same deal as a new game: its end counts.
	w.Table.gameOver.replay()
	playToEnd(t, w.Table.model)
	assert.Equal(t, 1, w.stats.book.Summary.All.Games)
	assert.Equal(t, 1, onDisk(t, filepath.Join(root, statisticsName)).Summary.All.Wins)
}

func TestAGameFromAScenarioIsNotCounted(t *testing.T) {
	newTestApp(t)
	k := openStats("", statsClock)
	m, _, _ := statsModel(t, pocketCasual(4))
	playToEnd(t, m)
	sc := &game.Record{Format: game.RecordFormat, Options: nil, Moves: []string{}}
	data, err := os.ReadFile("../scenarios/pocket-watch.json")
	require.NoError(t, err)
	sc.Scenario, err = game.ParseScenario(data)
	require.NoError(t, err)
	fromScenario, err := session.FromRecord(sc)
	require.NoError(t, err)
	assert.Nil(t, k.gameEnded(fromScenario))
	assert.NotNil(t, k.gameEnded(m.Session()), "the same call counts a game from options")
	assert.Equal(t, 1, k.book.Summary.All.Games)
}

func TestADamagedStatisticsFileIsMovedAsideWithANotice(t *testing.T) {
	a := newTestApp(t)
	root := a.Storage().RootURI().Path()
	require.NoError(t, os.MkdirAll(root, 0o700))
	bad := []byte(`{"format":"setawatch-statistics/1","summary":{"all":{"games":3,"wi`)
	require.NoError(t, os.WriteFile(filepath.Join(root, statisticsName), bad, 0o600))

	w := NewMainWindow(a, "test")
	defer w.Close()
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "a dialog explains")
	shown := strings.Join(texts(top), " ")
	assert.Contains(t, shown, "Statistics")
	assert.Contains(t, shown, "could not be read")
	assert.Contains(t, shown, "cut short")
	kept, err := filepath.Glob(filepath.Join(root, "statistics.corrupt-*.json"))
	require.NoError(t, err)
	require.Len(t, kept, 1, "the damaged file is kept aside")
	data, err := os.ReadFile(kept[0])
	require.NoError(t, err)
	assert.Equal(t, bad, data, "kept as it was")
	assert.Equal(t, 0, w.stats.book.Summary.All.Games, "counting starts again")
}

// cells is the line of a breakdown that starts with name: its four figures.
func cells(t *testing.T, shown []string, name string) []string {
	t.Helper()
	i := slices.Index(shown, name)
	require.GreaterOrEqual(t, i, 0, "no line for %s in %q", name, shown)
	require.LessOrEqual(t, i+5, len(shown))
	return shown[i+1 : i+5]
}

// playedBook plays Pocket Watch games with the solver bot and counts them.
func playedBook(t *testing.T, seeds ...uint64) (*stats.Book, []*game.State) {
	t.Helper()
	b := stats.NewBook()
	var ends []*game.State
	for _, seed := range seeds {
		m, k, _ := statsModel(t, pocketCasual(seed))
		k.book = b
		playToEnd(t, m)
		ends = append(ends, m.State())
	}
	return b, ends
}

// showStats puts the Statistics window's content in a test window of the given size.
func showStats(t *testing.T, b *stats.Book, size fyne.Size) (fyne.Window, *container.AppTabs) {
	t.Helper()
	w := test.NewWindow(dialogs.Statistics(b, appNames()))
	t.Cleanup(w.Close)
	w.Resize(size)
	tabs := w.Content().(*container.AppTabs)
	return w, tabs
}

func TestTheStatisticsWindowShowsTheGamesPlayed(t *testing.T) {
	newTestApp(t)
	b, ends := playedBook(t, 2, 4, 29, 7)
	wins, rounds := 0, map[int]int{}
	party := map[string][2]int{} // games, wins
	for _, s := range ends {
		if s.Result == "won" {
			wins++
		}
		rounds[s.Round]++
		for _, a := range s.Adventurers {
			p := party[a.ID]
			p[0]++
			if s.Result == "won" {
				p[1]++
			}
			party[a.ID] = p
		}
	}
	require.Equal(t, 3, wins)

	w, tabs := showStats(t, b, fyne.NewSize(1024, 640))
	overview := texts(w.Content())
	for _, want := range []string{"4", "3", "75%", "Games played", "Games won", "Win rate", "Best run of wins"} {
		assert.Contains(t, overview, want)
	}
	for r, n := range rounds {
		assert.Contains(t, overview, fmt.Sprintf("Round %d", r))
		assert.Contains(t, overview, fmt.Sprint(n))
	}

	tabs.SelectIndex(1) // Boxes
	boxes := texts(tabs.Selected().Content)
	assert.Equal(t, []string{"Games", "Won", "Mean round", "Cards lost a game"}, cells(t, boxes, "lost"), "the header, after the legend")
	pocketRounds := 0
	for r, n := range rounds {
		pocketRounds += r * n
	}
	assert.Equal(t, []string{"4", "3 (75%)", fmt.Sprintf("%.1f", float64(pocketRounds)/4)}, cells(t, boxes, "Pocket Watch")[:3])
	assert.Equal(t, []string{"0", "–", "–", "–"}, cells(t, boxes, "Base game"), "the base game has none")

	tabs.SelectIndex(3) // Adventurers
	advs := texts(tabs.Selected().Content)
	for id, p := range party {
		want := []string{fmt.Sprint(p[0]), fmt.Sprintf("%d (%.0f%%)", p[1], 100*float64(p[1])/float64(p[0]))}
		assert.Equal(t, want, cells(t, advs, advName(id))[:2], id)
	}

	tabs.SelectIndex(5) // Achievements
	got := texts(tabs.Selected().Content)
	reached := len(b.Unlocked)
	assert.Contains(t, got, fmt.Sprintf("%d of %d achievements reached", reached, len(stats.Achievements())))
	assert.Contains(t, got, "First Dawn")
	assert.Contains(t, got, "3 Nights in a Row")
	assert.Contains(t, b.Unlocked, "streak-3", "three wins in a row came first")
}

func TestTheStatisticsWindowFitsAndSpeaksFrench(t *testing.T) {
	newTestApp(t)
	b, _ := playedBook(t, 4, 7)
	for _, code := range []string{"en", "fr"} {
		require.NoError(t, applyLanguage(code))
		tabs := dialogs.Statistics(b, appNames()).(*container.AppTabs)
		for i, tab := range tabs.Items {
			tabs.SelectIndex(i)
			min := tabs.MinSize()
			assert.LessOrEqual(t, min.Width, statsWindowSize.Width, "%s: %s", code, tab.Text)
			assert.LessOrEqual(t, min.Height, statsWindowSize.Height, "%s: %s", code, tab.Text)
		}
	}
	assert.LessOrEqual(t, statsWindowSize.Width, float32(1024))
	assert.LessOrEqual(t, statsWindowSize.Height, float32(640-40), "room for the title bar")
	require.NoError(t, applyLanguage("fr"))
	t.Cleanup(func() { _ = applyLanguage("en") })
	w, tabs := showStats(t, b, fyne.NewSize(1024, 640))
	shown := texts(w.Content())
	assert.Contains(t, shown, "Parties jouées")
	assert.Contains(t, shown, "50\u00a0%")
	tabs.SelectIndex(5)
	assert.Contains(t, texts(tabs.Selected().Content), "Première aube")
}

func TestTheGameMenuOpensTheStatistics(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	menuItem(t, w.MainMenu(), "Game", "Statistics…").Action()
	require.NotNil(t, w.statsWin)
	assert.Equal(t, "Statistics", w.statsWin.Title())
	assert.Contains(t, texts(w.statsWin.Content()), "Games played")
	assert.NotContains(t, texts(w.statsWin.Content()), "100%")

	// A game ended while the window is open shows at once, and so does another language.
	w.Table.model.Replace(playedSession(t, pocketCasual(4)), nil)
	history := w.Table.model.Session().History()
	require.NoError(t, w.Table.model.Session().Undo(), "the last move of this game can be taken back")
	require.NoError(t, w.Table.model.Submit(history[len(history)-1].Move))
	assert.Contains(t, texts(w.statsWin.Content()), "100%")
	w.ApplySettings("fr", "")
	t.Cleanup(func() { _ = applyLanguage("en") })
	assert.Equal(t, "Statistiques", w.statsWin.Title())
	assert.Contains(t, texts(w.statsWin.Content()), "Parties jouées")
	w.statsWin.Close()
	assert.Nil(t, w.statsWin)
}

// The Game-over screen names the achievements the game has just reached; a game opened
// already over names none.
func TestTheGameOverScreenNamesTheAchievementsReached(t *testing.T) {
	newTestApp(t)
	m, _, _ := statsModel(t, pocketCasual(4))
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	tb := NewTable(m, w)
	w.SetContent(tb)
	w.Resize(WindowSize)
	playToEnd(t, m)
	require.Equal(t, "won", m.State().Result)
	require.NotNil(t, tb.gameOver.popup)
	shown := shownText(tb.gameOver.popup.Content)
	assert.Contains(t, shown, "Achievements reached: First Dawn")
	assert.Contains(t, shown, "Round reached: 5 of 5", "Pocket Watch has five rounds")

	reloaded, err := session.FromRecord(m.Session().Record())
	require.NoError(t, err)
	m2 := NewModel(reloaded)
	m2.OnGameEnd = m.OnGameEnd
	w2 := test.NewWindow(nil)
	t.Cleanup(w2.Close)
	tb2 := NewTable(m2, w2)
	w2.SetContent(tb2)
	w2.Resize(WindowSize)
	require.NotNil(t, tb2.gameOver.popup)
	assert.NotContains(t, shownText(tb2.gameOver.popup.Content), "Achievements reached")
}

// The Game over screen and the Statistics count the cards lost the same way: after one game,
// the Game over's number is the Statistics' mean.
func TestCardsLostAgreeOnGameOverAndStatistics(t *testing.T) {
	newTestApp(t)
	m, k, _ := statsModel(t, pocketCasual(7))
	playToEnd(t, m)
	require.Equal(t, 1, k.book.Summary.All.Games)
	lost := k.book.Summary.All.CardsLost
	require.Positive(t, lost)
	facts := strings.Join(gameOverFacts(m), "\n")
	assert.Contains(t, facts, fmt.Sprintf("Ability cards lost: %d\n", lost))
	assert.Equal(t, fmt.Sprintf("%d.0", lost), appNames().OneDecimal(k.book.Summary.All.MeanCardsLost()), "the Statistics' tile")
}

func TestAStatisticsFileLeftInPlaceIsExplainedInFrench(t *testing.T) {
	require.NoError(t, applyLanguage("fr"))
	t.Cleanup(func() { _ = applyLanguage("en") })
	damaged := &stats.DamagedError{Path: "statistics.json", Err: stats.ErrCutShort}
	assert.Equal(t, statsReason(damaged), unreadableStatsReason(damaged))
	assert.NotContains(t, unreadableStatsReason(damaged), "statistics file", "said in French, not in the error's English")
}
