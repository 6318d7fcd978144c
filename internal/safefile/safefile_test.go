package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tempFiles lists the temporary files Write may have left in dir.
func tempFiles(t *testing.T, dir string) []string {
	t.Helper()
	matches, err := filepath.Glob(filepath.Join(dir, ".*"+tempMarker+"*"))
	require.NoError(t, err)
	return matches
}

func TestWriteReplacesTheFileAndLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	require.NoError(t, Write(path, []byte("old")))
	require.NoError(t, Write(path, []byte("new")))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "new", string(data))
	assert.Empty(t, tempFiles(t, dir))
}

func TestWriteThatFailsHalfWayKeepsTheOldFileAndRemovesItsTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	require.NoError(t, Write(path, []byte("old")))
	saved := writeData
	t.Cleanup(func() { writeData = saved })
	writeData = func(f *os.File, data []byte) error {
		_, _ = f.Write(data[:1])
		return errors.New("disk full")
	}
	require.ErrorContains(t, Write(path, []byte("new")), "disk full")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "old", string(data))
	assert.Empty(t, tempFiles(t, dir))
}

func TestWriteOntoAFolderFailsAndLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	folder := filepath.Join(dir, "saves")
	require.NoError(t, os.Mkdir(folder, 0o755))
	require.Error(t, Write(folder, []byte("data")))
	assert.Empty(t, tempFiles(t, dir))
	info, err := os.Stat(folder)
	require.NoError(t, err)
	assert.True(t, info.IsDir(), "the folder is left as it was")
}

func TestTwoWritersUseTheirOwnTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	done := make(chan error)
	for _, text := range []string{strings.Repeat("a", 1<<16), strings.Repeat("b", 1<<16)} {
		go func() {
			for range 20 {
				if err := Write(path, []byte(text)); err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	require.NoError(t, <-done)
	require.NoError(t, <-done)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Len(t, data, 1<<16)
	assert.Contains(t, []string{strings.Repeat("a", 1<<16), strings.Repeat("b", 1<<16)}, string(data), "one writer's whole file, never a mix")
	assert.Empty(t, tempFiles(t, dir))
}

func TestRemoveStaleRemovesOnlyOldTemporaryFilesOfTheSameFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.json")
	old := time.Now().Add(-time.Hour)
	mk := func(name string, mod time.Time) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte("x"), 0o644))
		require.NoError(t, os.Chtimes(p, mod, mod))
		return p
	}
	stale := mk(".autosave.json"+tempMarker+"123", old)
	running := mk(".autosave.json"+tempMarker+"456", time.Now())
	other := mk(".stats.json"+tempMarker+"789", old)
	mine := mk("autosave.json", old)

	assert.Equal(t, 1, RemoveStale(path, time.Now()))
	assert.NoFileExists(t, stale)
	for _, p := range []string{running, other, mine} {
		assert.FileExists(t, p)
	}
}

func TestReadRefusesAHugeFileAtOnceNamingItsSize(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.json")
	f, err := os.Create(path)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(50<<20)) // sparse: 50 MB without writing them
	require.NoError(t, f.Close())
	_, err = Read(path)
	require.ErrorIs(t, err, ErrTooLarge)
	assert.Contains(t, err.Error(), "50.0 MB")
	assert.Less(t, len(err.Error()), 200)
}

func TestReadAllRefusesAStreamLongerThanTheCap(t *testing.T) {
	_, err := ReadAll(strings.NewReader(strings.Repeat("x", MaxSize+1)))
	require.ErrorIs(t, err, ErrTooLarge)
	data, err := ReadAll(strings.NewReader(strings.Repeat("x", MaxSize)))
	require.NoError(t, err)
	assert.Len(t, data, MaxSize)
}

func TestReadRefusesAFolder(t *testing.T) {
	_, err := Read(t.TempDir())
	require.ErrorContains(t, err, "is a folder")
}
