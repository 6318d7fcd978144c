// Package killtest kills a process at random moments while it writes a file, again and again,
// to show that a write is atomic: after every kill the file is the old one or the new one and
// loads, and the temporary files the kills leave are cleared by the next write in the folder.
// Tests use it with their own test binary as the writing process (see Helper).
package killtest

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// helperEnv names the folder a helper process writes in; its presence makes Helper run.
const helperEnv = "SETAWATCH_KILLTEST_DIR"

// Times is how many kills Run makes: a few dozen in an ordinary test run, more with
// SETAWATCH_KILLS=N (scripts/kill-writes.sh runs hundreds).
func Times() int {
	if n, err := strconv.Atoi(os.Getenv("SETAWATCH_KILLS")); err == nil && n > 0 {
		return n
	}
	return 40
}

// Helper, called at the start of the test named by Run's helper, writes with write in the folder
// Run gives, for ever, when the process is Run's helper; otherwise it returns at once.
func Helper(write func(dir string, i int)) {
	dir := os.Getenv(helperEnv)
	if dir == "" {
		return
	}
	for i := 0; ; i++ {
		write(dir, i)
	}
}

// Run starts the test helper (the test function named helper, which calls Helper) in dir, kills
// it after a random time, and checks the folder with check, times times over; check must
// refuse a torn file. Then every temporary file left is made older than a write still running
// could be, write is called once in this process, and no temporary file may be left. It returns
// how many temporary files the kills had left.
func Run(t *testing.T, helper, dir string, times int, check func(dir string) error, write func(dir string)) int {
	t.Helper()
	for i := range times {
		cmd := exec.Command(os.Args[0], "-test.run=^"+helper+"$", "-test.count=1")
		cmd.Env = append(os.Environ(), helperEnv+"="+dir)
		require.NoError(t, cmd.Start())
		time.Sleep(time.Duration(5+rand.IntN(60)) * time.Millisecond)
		require.NoError(t, cmd.Process.Kill())
		_ = cmd.Wait()
		require.NoError(t, check(dir), "after kill %d", i+1)
	}
	left := temporaryFiles(t, dir)
	old := time.Now().Add(-time.Hour)
	for _, p := range left {
		require.NoError(t, os.Chtimes(p, old, old))
	}
	write(dir)
	assert.Empty(t, temporaryFiles(t, dir), "temporary files left after a write in the folder")
	require.NoError(t, check(dir))
	return len(left)
}

// temporaryFiles lists the files of dir named like safefile's temporary files.
func temporaryFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var out []string
	for _, e := range entries {
		if strings.Contains(e.Name(), "tmp-") {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	return out
}
