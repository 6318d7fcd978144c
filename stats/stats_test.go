package stats

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
)

// Pocket Watch on Casual, played by the solver bot: these seeds are won, seed 7 is lost in the
// third round and seed 22 in the second.
var pocketWins = []uint64{2, 4, 29}

var ended = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

// playOut plays a new game to its end with the solver bot and returns its session.
func playOut(t *testing.T, opts game.Options) *session.Session {
	t.Helper()
	sess, err := session.New(opts)
	require.NoError(t, err)
	b, err := bot.New("solver", opts.Seed)
	require.NoError(t, err)
	for n := 0; !sess.State().Over(); n++ {
		require.Less(t, n, 5000, "the game does not end")
		m, err := b.Choose(sess.State())
		require.NoError(t, err)
		_, err = sess.Play(m)
		require.NoError(t, err)
	}
	return sess
}

func pocket(seed uint64) game.Options {
	return game.Options{Seed: seed, Game: game.GamePocket, Difficulty: "casual"}
}

// finished tells what the statistics count of a finished session.
func finished(t *testing.T, sess *session.Session) Game {
	t.Helper()
	g, over, err := FromRecord(sess.ID(), sess.Record(), ended)
	require.NoError(t, err)
	require.True(t, over)
	return g
}

// lostCards counts the ability cards exhausted over a session's game, move by move.
func lostCards(t *testing.T, sess *session.Session) int {
	t.Helper()
	r := sess.Record()
	s, err := r.Start()
	require.NoError(t, err)
	lost := 0
	for _, text := range r.Moves {
		before := map[string]int{}
		for _, a := range s.Adventurers {
			before[a.ID] = a.ExhaustedCards()
		}
		m, err := game.ParseMove(text)
		require.NoError(t, err)
		s, _, err = game.Apply(s, m)
		require.NoError(t, err)
		for _, a := range s.Adventurers {
			if a.ExhaustedCards() > before[a.ID] {
				lost += a.ExhaustedCards() - before[a.ID]
			}
		}
	}
	return lost
}

func TestAFinishedGameTellsItsBoxPartyRoundAndCardsLost(t *testing.T) {
	won := playOut(t, pocket(4))
	g := finished(t, won)
	s := won.State()
	assert.Equal(t, won.ID(), g.ID)
	assert.Equal(t, BoxPocket, g.Box)
	assert.Equal(t, "pocket-casual", g.Difficulty)
	assert.Equal(t, s.Options.Adventurers, g.Adventurers)
	assert.True(t, g.Won)
	assert.Equal(t, 5, g.Round)
	assert.Equal(t, 5, g.LastRound)
	assert.Equal(t, "forbidden-tower", g.Final)
	assert.Positive(t, g.CardsLost)

	base := playOut(t, game.Options{Seed: 3, Difficulty: "hard", Adventurers: []string{"cleric", "rogue", "warrior", "wizard"}})
	b := finished(t, base)
	assert.Equal(t, BoxBase, b.Box)
	assert.Equal(t, "hard", b.Difficulty)
	assert.False(t, b.Won)
	assert.Equal(t, base.State().Round, b.Round)
	assert.Equal(t, 9, b.LastRound)
	assert.Equal(t, base.State().MapDeck[len(base.State().MapDeck)-1], b.Final, "the final location is the bottom of the Map deck")
	assert.Equal(t, lostCards(t, base), b.CardsLost)

	unfinished, err := session.New(pocket(4))
	require.NoError(t, err)
	_, over, err := FromRecord(unfinished.ID(), unfinished.Record(), ended)
	require.NoError(t, err)
	assert.False(t, over, "a game in play is not finished")
}

func TestAWonAndALostGameAreCountedOnceEach(t *testing.T) {
	b := NewBook()
	won, lost := finished(t, playOut(t, pocket(4))), finished(t, playOut(t, pocket(7)))
	require.True(t, won.Won)
	require.False(t, lost.Won)
	for range 3 {
		b.Add(won)
		b.Add(lost)
	}
	s := b.Summary
	assert.Equal(t, Tally{Games: 2, Wins: 1, Rounds: won.Round + lost.Round, CardsLost: won.CardsLost + lost.CardsLost}, s.All)
	assert.Equal(t, 2, s.Box[BoxPocket].Games)
	assert.Equal(t, 1, s.Difficulty["pocket-casual"].Wins)
	assert.Equal(t, map[int]int{won.Round: 1, lost.Round: 1}, s.RoundReached)
	assert.Equal(t, 0, s.Streak, "the lost game came last")
	assert.Equal(t, 1, s.BestStreak)
	assert.Equal(t, 1, s.FinalReached)
	for _, a := range won.Adventurers {
		assert.Equal(t, 1, s.Adventurer[a].Wins, a)
	}
}

func TestTheSameGameEndedAgainAfterAnUndoIsNotCountedTwice(t *testing.T) {
	sess := playOut(t, pocket(10))
	b := NewBook()
	added, _ := b.Add(finished(t, sess))
	require.True(t, added)

	// Undo as far as the rules allow, then play the game's own moves again to the same end.
	history := sess.History()
	undone := 0
	for sess.CanUndo() {
		require.NoError(t, sess.Undo())
		undone++
	}
	for _, e := range history[len(history)-undone:] {
		_, err := sess.Play(e.Move)
		require.NoError(t, err)
	}
	require.True(t, sess.State().Over())
	added, _ = b.Add(finished(t, sess))
	assert.False(t, added)

	// The same game saved and opened again, replayed from its record.
	reopened, err := session.FromRecord(sess.Record())
	require.NoError(t, err)
	added, _ = b.Add(finished(t, reopened))
	assert.False(t, added)
	assert.Equal(t, 1, b.Summary.All.Games)
}

func TestAchievementsUnlockFromFinishedGames(t *testing.T) {
	b := NewBook()
	var names []string
	for _, seed := range pocketWins {
		_, reached := b.Add(finished(t, playOut(t, pocket(seed))))
		for _, a := range reached {
			names = append(names, a.ID)
		}
	}
	unlocked := func(id string) bool { _, ok := b.Unlocked[id]; return ok }
	for _, id := range []string{"first-win", "win-pocket", "win-pocket-casual", "final", "streak-3", "win-with-wizard", "win-with-ranger"} {
		assert.True(t, unlocked(id), id)
		assert.Contains(t, names, id, "%s is reported when it is reached", id)
	}
	for _, id := range []string{"win-base", "win-pocket-impossible", "streak-5", "games-10", "flawless", "win-with-bard", "everyone"} {
		assert.False(t, unlocked(id), id)
	}
	assert.Equal(t, ended, b.Unlocked["first-win"])

	// A loss ends the streak; the best stays.
	b.Add(finished(t, playOut(t, pocket(7))))
	assert.Equal(t, 0, b.Summary.Streak)
	assert.Equal(t, 3, b.Summary.BestStreak)
}

func TestAchievementsOfRareGames(t *testing.T) {
	b := NewBook()
	b.Add(Game{ID: "a", Box: BoxPocket, Difficulty: "pocket-impossible", Adventurers: []string{"bard"}, Won: true, Round: 5, LastRound: 5})
	b.Add(Game{ID: "b", Box: BoxSwords, Difficulty: "insane", Adventurers: []string{"witch"}, Won: true, Round: 9, LastRound: 9, CardsLost: 0})
	for _, id := range []string{"win-pocket-impossible", "win-insane", "win-swords", "flawless", "win-with-bard", "win-with-witch"} {
		assert.Contains(t, b.Unlocked, id)
	}
	assert.NotContains(t, b.Unlocked, "win-hard")
	assert.NotContains(t, b.Unlocked, "everyone")
	for i, id := range Adventurers() {
		b.Add(Game{ID: "all" + id, Box: BoxBase, Difficulty: "easy", Adventurers: []string{id}, Won: i%2 == 0, Round: 9, LastRound: 9, CardsLost: 3})
	}
	assert.NotContains(t, b.Unlocked, "everyone", "half of them lost")
	for _, id := range Adventurers() {
		b.Add(Game{ID: "again" + id, Box: BoxBase, Difficulty: "easy", Adventurers: []string{id}, Won: true, Round: 9, LastRound: 9, CardsLost: 3})
	}
	assert.Contains(t, b.Unlocked, "everyone")
	assert.Contains(t, b.Unlocked, "streak-5")
	assert.Contains(t, b.Unlocked, "games-10")
}

func TestABookSavedIsReadBackTheSame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "statistics.json")
	b := NewBook()
	b.Add(finished(t, playOut(t, pocket(4))))
	b.Add(finished(t, playOut(t, pocket(22))))
	require.NoError(t, b.Save(path))
	read, err := Load(path, ended)
	require.NoError(t, err)
	assert.Equal(t, b, read)

	none, err := Load(filepath.Join(t.TempDir(), "none.json"), ended)
	require.NoError(t, err)
	assert.Equal(t, NewBook(), none, "no file is an empty record")
}

func TestADamagedFileIsMovedAsideWithTheReason(t *testing.T) {
	b := NewBook()
	b.Add(Game{ID: "a", Box: BoxBase, Difficulty: "normal", Won: true, Round: 9, LastRound: 9})
	good, err := json.Marshal(b)
	require.NoError(t, err)
	cases := map[string]struct {
		data []byte
		want error
	}{
		"cut short":          {good[:len(good)/2], ErrCutShort},
		"empty":              {[]byte{}, ErrCutShort},
		"not statistics":     {[]byte(`{"format":"setawatch-record/1","moves":[]}`), ErrNotStatistics},
		"another version":    {[]byte(strings.Replace(string(good), Format, "setawatch-statistics/9", 1)), ErrNotStatistics},
		"more wins than all": {[]byte(strings.Replace(string(good), `"all":{"games":1,"wins":1`, `"all":{"games":1,"wins":7`, 1)), ErrImpossible},
		"huge":               {[]byte(`{"format":"` + strings.Repeat("x", MaxFileSize) + `"}`), ErrTooLarge},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "statistics.json")
			require.NoError(t, os.WriteFile(path, c.data, 0o600))
			read, err := Load(path, ended)
			var damaged *DamagedError
			require.ErrorAs(t, err, &damaged)
			require.ErrorIs(t, err, c.want)
			assert.Equal(t, NewBook(), read, "counting starts again from an empty record")
			assert.Equal(t, filepath.Join(dir, "statistics.corrupt-20261123T120000Z.json"), damaged.Moved)
			kept, err := os.ReadFile(damaged.Moved)
			require.NoError(t, err)
			assert.Equal(t, c.data, kept, "the damaged file is kept whole")
			assert.NoFileExists(t, path)
		})
	}
}
