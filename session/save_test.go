package session

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// savedGame plays a seeded game a while and returns it with its saved bytes.
func savedGame(t testing.TB, seed uint64, moves int) (*Session, []byte) {
	s, err := New(game.Options{Seed: seed, Adventurers: []string{"cleric", "rogue", "warrior", "wizard"}})
	require.NoError(t, err)
	for range moves {
		// Vary the moves, and keep the game going so that it can be played on after loading.
		legal := game.Legal(s.State())
		for k := range legal {
			m := legal[(len(s.History())+k)%len(legal)]
			if next, _, err := game.Apply(s.State(), m); err == nil && !next.Over() {
				_, err = s.Play(m)
				require.NoError(t, err)
				break
			}
		}
	}
	require.False(t, s.State().Over())
	data, err := s.Record().Marshal()
	require.NoError(t, err)
	return s, data
}

func TestSaveLoadRoundTrip(t *testing.T) {
	s, _ := savedGame(t, 21, 40)
	path := filepath.Join(t.TempDir(), "game.json")
	require.NoError(t, Save(path, s.Record()))
	back, err := Load(path)
	require.NoError(t, err)
	assert.Equal(t, s.State().Hash(), back.State().Hash())
	assert.Equal(t, s.History(), back.History())

	// Saving again replaces the file, and leaves no temporary file behind.
	_, err = back.Play(game.Legal(back.State())[0])
	require.NoError(t, err)
	require.NoError(t, Save(path, back.Record()))
	again, err := Load(path)
	require.NoError(t, err)
	assert.Equal(t, back.State().Hash(), again.State().Hash())
	entries, err := os.ReadDir(filepath.Dir(path))
	require.NoError(t, err)
	require.Len(t, entries, 1)

	_, err = Load(filepath.Join(t.TempDir(), "missing.json"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

func TestSaveRefusesARecordThatDoesNotReplay(t *testing.T) {
	s, _ := savedGame(t, 21, 5)
	r := s.Record()
	r.Moves = append(r.Moves, "camp nobody")
	path := filepath.Join(t.TempDir(), "game.json")
	assert.ErrorContains(t, Save(path, r), "camp nobody")
	assert.NoFileExists(t, path)
	assert.Error(t, Save(path, nil))
}

// A save that cannot be written (here: a folder stands at its path) returns the error and leaves
// no temporary file; safefile's tests cover a write that fails half-way.
func TestSaveThatFailsLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.json")
	require.NoError(t, os.Mkdir(path, 0o755))
	s, _ := savedGame(t, 8, 10)
	require.Error(t, Save(path, s.Record()))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "only the folder that was there")
}

// Temporary files of saves killed half-way are cleared when the game starts, and a file far too
// large to be a save is set aside at once like any damaged one.
func TestLoadAutosaveClearsStaleTemporaryFilesAndSetsAsideAHugeFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.json")
	stale := filepath.Join(dir, ".autosave.json.tmp-42")
	require.NoError(t, os.WriteFile(stale, []byte("{"), 0o644))
	hour := time.Now().Add(-time.Hour)
	require.NoError(t, os.Chtimes(stale, hour, hour))
	f, err := os.Create(path)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(50<<20))
	require.NoError(t, f.Close())

	sess, moved, err := LoadAutosave(path)
	assert.Nil(t, sess)
	var cerr *CorruptError
	require.ErrorAs(t, err, &cerr)
	assert.Contains(t, cerr.Error(), "far larger than a saved game")
	assert.Less(t, len(cerr.Error()), 400)
	assert.FileExists(t, moved)
	assert.NoFileExists(t, path)
	assert.NoFileExists(t, stale)
}

// Where the folder cannot be written, the old save is untouched (root ignores permissions).
func TestSaveIntoReadOnlyFolder(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root can write into a read-only folder")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	s, good := savedGame(t, 8, 10)
	require.NoError(t, os.WriteFile(path, good, 0o644))
	require.NoError(t, os.Chmod(dir, 0o555))
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	_, err := s.Play(game.Legal(s.State())[0])
	require.NoError(t, err)
	assert.Error(t, Save(path, s.Record()))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, good, data)
}

func TestLoadAutosaveMissing(t *testing.T) {
	sess, moved, err := LoadAutosave(filepath.Join(t.TempDir(), "autosave.json"))
	assert.NoError(t, err)
	assert.Nil(t, sess)
	assert.Empty(t, moved)
}

func TestLoadAutosaveGood(t *testing.T) {
	s, data := savedGame(t, 30, 25)
	path := filepath.Join(t.TempDir(), "autosave.json")
	require.NoError(t, os.WriteFile(path, data, 0o600))
	sess, moved, err := LoadAutosave(path)
	require.NoError(t, err)
	assert.Empty(t, moved)
	assert.Equal(t, s.State().Hash(), sess.State().Hash())
	assert.FileExists(t, path)
}

var quarantineName = regexp.MustCompile(`^autosave\.corrupt-\d{8}T\d{6}Z(-\d+)?\.json$`)

func TestLoadAutosaveQuarantines(t *testing.T) {
	_, good := savedGame(t, 30, 25)
	var rec map[string]any
	require.NoError(t, json.Unmarshal(good, &rec))
	edit := func(change func(map[string]any)) []byte {
		var r map[string]any
		require.NoError(t, json.Unmarshal(good, &r))
		change(r)
		data, err := json.Marshal(r)
		require.NoError(t, err)
		return data
	}
	moves := rec["moves"].([]any)
	cases := []struct {
		name, data, reason string
	}{
		{"empty", "", "the file is empty"},
		{"blank", " \n\t", "the file is empty"},
		{"truncated", string(good[:len(good)/2]), "cut short"},
		{"garbage", "\x00\xffnot json at all", "not a saved game"},
		{"wrong format", string(edit(func(r map[string]any) { r["format"] = "setawatch-scenario/1" })), "not a saved game of this version"},
		{"unknown field", string(edit(func(r map[string]any) { r["cheat"] = true })), "not a saved game"},
		{"tampered hash", string(edit(func(r map[string]any) { r["hash"] = "0123456789abcdef01234567" })), "changed or damaged"},
		{"tampered move", string(edit(func(r map[string]any) {
			r["moves"] = append(append([]any{}, moves[:2]...), "attack 9 wizard:6")
		})), "move 3 of the saved game"},
		{"JSON array", "[1,2,3]", "not a saved game"},
		{"trailing data", string(good) + "{}", "not a saved game"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "autosave.json")
			require.NoError(t, os.WriteFile(path, []byte(c.data), 0o600))
			sess, moved, err := LoadAutosave(path)
			require.Error(t, err)
			assert.Nil(t, sess)
			var ce *CorruptError
			require.ErrorAs(t, err, &ce)
			assert.Equal(t, moved, ce.Quarantined)
			assert.Contains(t, err.Error(), c.reason)
			assert.Contains(t, err.Error(), "could not be resumed")
			assert.Equal(t, dir, filepath.Dir(moved))
			assert.Regexp(t, quarantineName, filepath.Base(moved))
			assert.NoFileExists(t, path)
			kept, err := os.ReadFile(moved)
			require.NoError(t, err)
			assert.Equal(t, c.data, string(kept), "the bad file is kept as it was")
		})
	}
}

// Two bad autosaves in the same second both survive.
func TestQuarantineNeverOverwrites(t *testing.T) {
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.FixedZone("CET", 3600))
	now = func() time.Time { return at }
	t.Cleanup(func() { now = time.Now })
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.json")
	var moved []string
	for i := range 3 {
		data := []byte(strings.Repeat("x", i+1))
		require.NoError(t, os.WriteFile(path, data, 0o600))
		_, m, err := LoadAutosave(path)
		require.Error(t, err)
		moved = append(moved, filepath.Base(m))
	}
	assert.Equal(t, []string{
		"autosave.corrupt-20260301T110000Z.json",
		"autosave.corrupt-20260301T110000Z-2.json",
		"autosave.corrupt-20260301T110000Z-3.json",
	}, moved)
	for i, m := range moved {
		data, err := os.ReadFile(filepath.Join(dir, m))
		require.NoError(t, err)
		assert.True(t, bytes.Equal([]byte(strings.Repeat("x", i+1)), data))
	}
}

func TestLoadAutosaveUnreadable(t *testing.T) {
	// A folder where the file should be cannot be read: that is reported, and nothing is moved.
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.json")
	require.NoError(t, os.Mkdir(path, 0o755))
	sess, moved, err := LoadAutosave(path)
	assert.Error(t, err)
	assert.Nil(t, sess)
	assert.Empty(t, moved)
	assert.DirExists(t, path)
}

func FuzzLoadAutosave(f *testing.F) {
	// Small seeds and one folder for every run keep each run fast, so that the short fuzz budget
	// explores rather than minimises.
	_, good := savedGame(f, 30, 4)
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte{})
	f.Add([]byte(`{"format":"setawatch-record/1","options":{"seed":1},"moves":["end"]}`))
	f.Add([]byte(`{"format":"setawatch-record/1","scenario":{},"moves":[]}`))
	dir := f.TempDir()
	path := filepath.Join(dir, "autosave.json")
	f.Fuzz(func(t *testing.T, data []byte) {
		require.NoError(t, os.WriteFile(path, data, 0o600))
		sess, moved, err := LoadAutosave(path)
		if err == nil {
			require.NotNil(t, sess)
			require.Empty(t, moved)
			require.FileExists(t, path)
			return
		}
		require.Nil(t, sess)
		require.NotEmpty(t, moved)
		require.NoFileExists(t, path)
		kept, rerr := os.ReadFile(moved)
		require.NoError(t, rerr)
		require.Equal(t, data, kept)
		require.NoError(t, os.Remove(moved))
	})
}
