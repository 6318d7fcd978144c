package cli

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A huge file is refused before it is read: a short message naming its size, exit 2, little memory.
func TestAHugeFileIsRefusedAtOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.json")
	f, err := os.Create(path)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(50<<20))
	require.NoError(t, f.Close())

	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	code, _, errOut := run(t, "", "play", path)
	runtime.ReadMemStats(&after)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "50.00 MB")
	assert.Less(t, len(errOut), 1024)
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(10<<20), "the file is not read")
}

// A file under the size cap whose fields are huge gets a message quoting only a short part.
func TestAHugeFieldIsNotEchoed(t *testing.T) {
	dir := t.TempDir()
	big := strings.Repeat("x", 3<<20)
	for name, data := range map[string]string{
		"format.json":   `{"format": "` + big + `"}`,
		"field.json":    `{"format": "setawatch-scenario/1", "` + big + `": 1}`,
		"location.json": strings.Replace(readFile(t, "../scenarios/first-round.json"), `"location": "snowy-pass"`, `"location": "`+big+`"`, 1),
		"move.json":     `{"format": "setawatch-record/1", "options": {"seed": 1}, "moves": ["camp ` + big + `"]}`,
	} {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(data), 0o644))
		code, _, errOut := run(t, "", "play", path)
		assert.Equal(t, 2, code, name)
		assert.Less(t, len(errOut), 1024, name)
		assert.Contains(t, errOut, "…", name)
	}
}

// A scenario whose contents break the rules (round 0) is a bad file: exit 2 and a short message.
func TestABadScenarioExitsWithTwo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "round0.json")
	data := strings.Replace(readFile(t, "../scenarios/first-round.json"), `"round": 1`, `"round": 0`, 1)
	require.Contains(t, data, `"round": 0`)
	require.NoError(t, os.WriteFile(path, []byte(data), 0o644))
	code, _, errOut := run(t, "", "play", path)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "round 0 is outside 1-9")
}

// A command whose moves fail writes no record, and leaves the one that was there as it was.
func TestAFailingCommandWritesNothing(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "game.json")
	code, _, _ := run(t, "attack 9 ranger:6\n", "play", "../scenarios/first-round.json", "--moves", "-", "--out", out)
	assert.Equal(t, 1, code)
	assert.NoFileExists(t, out)

	require.NoError(t, os.WriteFile(out, []byte("kept"), 0o644))
	code, _, _ = run(t, "attack 9 ranger:6\n", "play", "../scenarios/first-round.json", "--moves", "-", "--out", out)
	assert.Equal(t, 1, code)
	assert.Equal(t, "kept", readFile(t, out))
}

// --out over a save keeps its permissions.
func TestOutKeepsTheModeOfTheFileItReplaces(t *testing.T) {
	out := filepath.Join(t.TempDir(), "game.json")
	require.NoError(t, os.WriteFile(out, []byte("old"), 0o644))
	require.NoError(t, os.Chmod(out, 0o644))
	code, _, _ := run(t, "", "new", "--out", out)
	require.Equal(t, 0, code)
	info, err := os.Stat(out)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), info.Mode().Perm())
	assert.Contains(t, readFile(t, out), "setawatch-record/1")
}

// A move line far longer than any move is refused with its line number.
func TestALongMoveLineIsRefusedWithItsLine(t *testing.T) {
	moves := "choose rogue:1\n" + strings.Repeat("a", 70<<10) + "\n"
	code, _, errOut := run(t, moves, "play", "../scenarios/first-round.json", "--moves", "-")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "line 2:")
	assert.Less(t, len(errOut), 1024)
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(data)
}
