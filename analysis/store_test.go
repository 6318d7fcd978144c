package analysis

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

// A store keeps the most recently written analyses only, whatever else lies in its folder.
func TestStoreKeepsTheMostRecent(t *testing.T) {
	st := Store{Dir: filepath.Join(t.TempDir(), "analyses"), Keep: 3}
	require.NoError(t, os.MkdirAll(filepath.Join(st.Dir, "a-folder"), 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(st.Dir, "notes.txt"), []byte("mine"), 0o600))
	start := time.Now().Add(-time.Hour)
	for i, id := range []string{"G1", "G2", "G3", "G4", "G5", "G6"} {
		rec := &game.Record{ID: id}
		path := st.Path(rec, "ffff", 10)
		require.NoError(t, st.Save(path, &Report{Format: Format, Moves: 10}))
		// Each written a minute after the one before, whatever the clock's resolution.
		at := start.Add(time.Duration(i) * time.Minute)
		require.NoError(t, os.Chtimes(path, at, at))
	}
	assert.ElementsMatch(t, []string{"G4.json", "G5.json", "G6.json", "a-folder", "notes.txt"}, names(t, st.Dir))
	assert.Zero(t, st.Prune(), "nothing more to remove")
}

// A game keeps one analysis in a store however often it is looked back over; a record without
// a plain ID gets one by its final table and length.
func TestStorePathIsOneAGame(t *testing.T) {
	st := Store{Dir: filepath.Join("x", "analyses")}
	assert.Equal(t, filepath.Join(st.Dir, "ABCD1234.json"), st.Path(&game.Record{ID: "ABCD1234"}, "aa", 10))
	assert.Equal(t, st.Path(&game.Record{ID: "ABCD1234"}, "aa", 10), st.Path(&game.Record{ID: "ABCD1234"}, "bb", 20))
	assert.Equal(t, filepath.Join(st.Dir, "aa-10.json"), st.Path(&game.Record{}, "aa", 10))
	assert.Equal(t, filepath.Join(st.Dir, "aa-10.json"), st.Path(&game.Record{ID: "../../etc"}, "aa", 10), "an ID never leads out of the folder")
}

// An analysis beside a record goes when the record is gone; nothing else in the folder is
// touched.
func TestAnalysesBesideAGoneRecordAreRemoved(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600))
	}
	analysisText := `{"format": "` + Format + `"}`
	write("game.json", "{}")
	write("kept.txt", "a record under another extension")
	write("kept.analysis.json", analysisText)
	write("gone.analysis.json", analysisText)
	write("notmine.analysis.json", `{"format": "something else"}`)
	require.NoError(t, SaveBeside(BesidePath(filepath.Join(dir, "game.json")), &Report{Format: Format}))
	assert.ElementsMatch(t, []string{"game.json", "game.analysis.json", "kept.txt", "kept.analysis.json", "notmine.analysis.json"}, names(t, dir))
	assert.Zero(t, RemoveOrphans(dir))
}
