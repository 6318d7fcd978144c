package safefile

import (
	"errors"
	"io/fs"
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

func TestRemoveStaleRemovesOnlyOldTemporaryFilesOfOurs(t *testing.T) {
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
	otherStale := mk(".stats.json"+tempMarker+"789", old)
	oldStyle := mk(".autosave.json"+oldTempMarker+"55", old)
	running := mk(".autosave.json"+tempMarker+"456", time.Now())
	// Not ours: another name's temporary file of the old, common pattern, names that only look
	// alike, and the saves themselves.
	kept := []string{
		running,
		mk(".notes.txt"+oldTempMarker+"99", old),
		mk(".autosave.json"+tempMarker+"12x", old),
		mk("autosave.json"+tempMarker+"12", old),
		mk(".autosave.json"+tempMarker, old),
		mk("autosave.json", old),
	}

	assert.Equal(t, 3, RemoveStale(path, time.Now()))
	for _, p := range []string{stale, otherStale, oldStyle} {
		assert.NoFileExists(t, p)
	}
	for _, p := range kept {
		assert.FileExists(t, p)
	}
}

// Writing or reading a file clears the stale temporary files of its folder.
func TestWriteAndReadClearStaleTemporaryFilesOfTheFolder(t *testing.T) {
	for _, op := range []string{"write", "read"} {
		dir := t.TempDir()
		path := filepath.Join(dir, "game.json")
		require.NoError(t, os.WriteFile(path, []byte("old"), 0o644))
		left := filepath.Join(dir, ".other.json"+tempMarker+"4242")
		require.NoError(t, os.WriteFile(left, []byte("half"), 0o600))
		old := time.Now().Add(-staleAfter - time.Minute)
		require.NoError(t, os.Chtimes(left, old, old))
		if op == "write" {
			require.NoError(t, Write(path, []byte("new")))
		} else {
			_, err := Read(path)
			require.NoError(t, err)
		}
		assert.NoFileExists(t, left, op)
	}
}

// A write through a symbolic link replaces the file it points to and keeps the link.
func TestWriteFollowsASymbolicLink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "saves", "real.json")
	require.NoError(t, os.Mkdir(filepath.Dir(real), 0o755))
	require.NoError(t, os.WriteFile(real, []byte("old"), 0o644))
	link := filepath.Join(dir, "link.json")
	require.NoError(t, os.Symlink(filepath.Join("saves", "real.json"), link))
	chain := filepath.Join(dir, "chain.json")
	require.NoError(t, os.Symlink("link.json", chain))

	require.NoError(t, Write(chain, []byte("new")))
	for _, p := range []string{link, chain} {
		info, err := os.Lstat(p)
		require.NoError(t, err)
		assert.Equal(t, fs.ModeSymlink, info.Mode()&fs.ModeSymlink, "%s is still a link", p)
	}
	assert.Equal(t, "new", readString(t, real))
	assert.Empty(t, tempFiles(t, dir))
	assert.Empty(t, tempFiles(t, filepath.Dir(real)))

	// A dangling link gets its file.
	dangling := filepath.Join(dir, "dangling.json")
	require.NoError(t, os.Symlink("made.json", dangling))
	require.NoError(t, Write(dangling, []byte("made")))
	assert.Equal(t, "made", readString(t, filepath.Join(dir, "made.json")))

	loop := filepath.Join(dir, "loop.json")
	require.NoError(t, os.Symlink("loop.json", loop))
	require.ErrorIs(t, Write(loop, []byte("x")), ErrNotRegular)
}

// A file replaced keeps its permissions.
func TestWriteKeepsTheModeOfTheFileItReplaces(t *testing.T) {
	dir := t.TempDir()
	for _, mode := range []fs.FileMode{0o644, 0o600, 0o640} {
		path := filepath.Join(dir, "game.json")
		require.NoError(t, os.WriteFile(path, []byte("old"), 0o600))
		require.NoError(t, os.Chmod(path, mode))
		require.NoError(t, Write(path, []byte("new")))
		info, err := os.Stat(path)
		require.NoError(t, err)
		assert.Equal(t, mode, info.Mode().Perm())
	}
}

func readString(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(data)
}

func TestReadRefusesAHugeFileAtOnceNamingItsSize(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.json")
	f, err := os.Create(path)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(50<<20)) // sparse: 50 MB without writing them
	require.NoError(t, f.Close())
	_, err = Read(path)
	require.ErrorIs(t, err, ErrTooLarge)
	assert.Contains(t, err.Error(), "50.00 MB")
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
