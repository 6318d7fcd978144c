package cli

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"setawatch/game"
	"setawatch/internal/killtest"
	"setawatch/internal/safefile"
)

// TestKillOutHelper is the process killtest kills: it writes records with --out for ever.
func TestKillOutHelper(t *testing.T) {
	killtest.Helper(func(dir string, i int) {
		Main([]string{"new", "--seed", strconv.Itoa(i), "--out", filepath.Join(dir, "game.json")}, strings.NewReader(""), io.Discard, io.Discard)
	})
}

// A write of --out killed at any moment leaves the old record or the new one, whole; the
// temporary files the kills leave are cleared by the next write in the folder.
func TestKilledOutLeavesAWholeRecord(t *testing.T) {
	dir := t.TempDir()
	write := func(dir string) {
		if code := Main([]string{"new", "--out", filepath.Join(dir, "game.json")}, strings.NewReader(""), io.Discard, io.Discard); code != 0 {
			t.Fatalf("new --out: exit %d", code)
		}
	}
	write(dir)
	check := func(dir string) error {
		data, err := safefile.Read(filepath.Join(dir, "game.json"))
		if err == nil {
			_, _, err = game.LoadRecord(data)
		}
		return err
	}
	left := killtest.Run(t, "TestKillOutHelper", dir, killtest.Times(), check, write)
	t.Logf("%d kills left %d temporary files", killtest.Times(), left)
	if _, err := os.Stat(filepath.Join(dir, "game.json")); err != nil {
		t.Fatal(err)
	}
}
