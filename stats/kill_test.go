package stats

import (
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"setawatch/internal/killtest"
	"setawatch/internal/safefile"
)

// bookOf is a statistics record with n games counted.
func bookOf(n int) *Book {
	b := NewBook()
	for i := range n % 500 {
		b.Add(Game{ID: "game-" + strconv.Itoa(i), Box: BoxBase, Difficulty: "normal", Adventurers: []string{"ranger"}, Won: i%3 == 0, Round: 9, LastRound: 9})
	}
	return b
}

// TestKillSaveHelper is the process killtest kills: it saves statistics for ever.
func TestKillSaveHelper(t *testing.T) {
	killtest.Helper(func(dir string, i int) {
		_ = bookOf(i).Save(filepath.Join(dir, "statistics.json"))
	})
}

// A statistics save killed at any moment leaves the old file or the new one, whole; the
// temporary files the kills leave are cleared by the next save or load in the folder.
func TestKilledSaveLeavesWholeStatistics(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "statistics.json")
	require.NoError(t, bookOf(7).Save(path))
	check := func(dir string) error {
		data, err := safefile.Read(path)
		if err == nil {
			_, err = parse(data)
		}
		return err
	}
	load := func(dir string) {
		_, err := Load(path, time.Now())
		require.NoError(t, err)
	}
	left := killtest.Run(t, "TestKillSaveHelper", dir, killtest.Times(), check, load)
	t.Logf("%d kills left %d temporary files", killtest.Times(), left)
}
