//go:build unix

package safefile

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A pipe is neither opened (it would wait for a writer) nor replaced; a folder neither.
func TestWriteAndReadRefuseWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	folder := filepath.Join(dir, "folder.json")
	require.NoError(t, os.Mkdir(folder, 0o755))
	for _, p := range []string{fifo, folder} {
		done := make(chan error, 2)
		go func() { _, err := Read(p); done <- err }()
		go func() { done <- Write(p, []byte("x")) }()
		for range 2 {
			select {
			case err := <-done:
				require.ErrorIs(t, err, ErrNotRegular)
			case <-time.After(5 * time.Second):
				t.Fatalf("%s: blocked", p)
			}
		}
	}
	info, err := os.Lstat(fifo)
	require.NoError(t, err)
	assert.Equal(t, fs.ModeNamedPipe, info.Mode().Type(), "the pipe is still a pipe")
	assert.Empty(t, tempFiles(t, dir))
}
