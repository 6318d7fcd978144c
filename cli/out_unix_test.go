//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// --out onto a folder or a pipe is a bad argument: exit 2, the thing left as it was, no
// temporary file beside it.
func TestOutOntoAFolderOrAPipeExitsWithTwoAndChangesNothing(t *testing.T) {
	dir := t.TempDir()
	folder := filepath.Join(dir, "saves")
	require.NoError(t, os.Mkdir(folder, 0o755))
	pipe := filepath.Join(dir, "pipe.json")
	require.NoError(t, syscall.Mkfifo(pipe, 0o644))
	link := filepath.Join(dir, "link.json")
	require.NoError(t, os.Symlink("pipe.json", link))
	for _, out := range []string{folder, pipe, link} {
		for _, lang := range []string{"en", "fr"} {
			code, _, errOut := run(t, "", "new", "--out", out, "--lang", lang)
			assert.Equal(t, 2, code, out)
			assert.NotEmpty(t, errOut)
			assert.Less(t, len(errOut), 1024)
		}
	}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 3, "only the folder, the pipe and the link")
	info, err := os.Lstat(pipe)
	require.NoError(t, err)
	assert.Equal(t, os.ModeNamedPipe, info.Mode().Type(), "the pipe is still a pipe")
	entries, err = os.ReadDir(folder)
	require.NoError(t, err)
	assert.Empty(t, entries)

	code, _, _ := run(t, "", "new", "--out", filepath.Join(dir, "no-such-folder", "game.json"))
	assert.Equal(t, 2, code)
}
