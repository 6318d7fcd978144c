package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/internal/safefile"
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

// A file under the size cap with a 3 MB value in any field, or repeating a list to 4 MB, is
// refused in either language with a message quoting only a short part, fast and in little memory.
func TestAHugeFieldIsNotEchoed(t *testing.T) {
	dir := t.TempDir()
	big := strings.Repeat("x", 3<<20)
	files := map[string]string{
		"format.json": `{"format": "` + big + `"}`,
		"field.json":  `{"format": "setawatch-scenario/1", "` + big + `": 1}`,
		"move.json":   `{"format": "setawatch-record/1", "options": {"seed": 1}, "moves": ["camp ` + big + `"]}`,
	}
	var sc map[string]any
	require.NoError(t, json.Unmarshal([]byte(readFile(t, "../scenarios/first-round.json")), &sc))
	set := func(name string, m map[string]any, path []any) {
		var v any = m
		for _, k := range path[:len(path)-1] {
			switch k := k.(type) {
			case string:
				v = v.(map[string]any)[k]
			case int:
				v = v.([]any)[k]
			}
		}
		switch k := path[len(path)-1].(type) {
		case string:
			v.(map[string]any)[k] = big
		case int:
			v.([]any)[k] = big
		}
		data, err := json.Marshal(m)
		require.NoError(t, err)
		files[name] = string(data)
	}
	for _, path := range [][]any{{"format"}, {"title"}, {"phase"}, {"location"}, {"camper"}, {"difficulty"},
		{"game"}, {"map", 0}, {"unused", 0}, {"creatures", 0}, {"horde", 0}, {"unhallowed", 0},
		{"adventurers", 0, "id"}, {"adventurers", 0, "slots", 0, "card"}, {"adventurers", 0, "unused", 0}} {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(readFile(t, "../scenarios/first-round.json")), &m))
		set(fmt.Sprintf("scenario-%v.json", path), m, path)
	}
	record := `{"format": "setawatch-record/1", "options": {"seed": 1, "difficulty": "normal", "adventurers": ["ranger", "wizard", "rogue", "cleric"], "finalLocation": "", "locations": "retail", "game": "", "familiar": ""}, "moves": ["camp ranger"], "hash": "", "id": ""}`
	for _, path := range [][]any{{"options", "difficulty"}, {"options", "adventurers", 0}, {"options", "finalLocation"},
		{"options", "locations"}, {"options", "game"}, {"options", "familiar"}, {"moves", 0}, {"hash"}, {"id"}} {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(record), &m))
		set(fmt.Sprintf("record-%v.json", path), m, path)
	}
	creatures := sc["creatures"].([]any)
	for len(creatures) < 300_000 {
		creatures = append(creatures, creatures...)
	}
	sc["creatures"] = creatures[:300_000]
	data, err := json.Marshal(sc)
	require.NoError(t, err)
	require.Less(t, len(data), safefile.MaxSize)
	files["repeated-list.json"] = string(data)

	for name, data := range files {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(data), 0o644))
		for _, lang := range []string{"en", "fr"} {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			code, _, errOut := run(t, "", "play", path, "--lang", lang)
			took := time.Since(start)
			runtime.ReadMemStats(&after)
			assert.Equal(t, 2, code, name)
			assert.Less(t, len(errOut), 1024, "%s %s: %s", name, lang, errOut)
			assert.Less(t, took, 3*time.Second, name)
			assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(100<<20), "%s %s: memory", name, lang)
		}
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

// A byte-order mark, as some editors write, is read past in a moves file and a record.
func TestAByteOrderMarkIsReadPast(t *testing.T) {
	dir := t.TempDir()
	moves := filepath.Join(dir, "moves.txt")
	require.NoError(t, os.WriteFile(moves, []byte("\uFEFF"+readFile(t, "../scenarios/first-round.moves")), 0o644))
	record := filepath.Join(dir, "record.json")
	code, _, errOut := run(t, "", "play", "../scenarios/first-round.json", "--moves", moves, "--out", record)
	require.Equal(t, 0, code, errOut)
	require.NoError(t, os.WriteFile(record, []byte("\uFEFF"+readFile(t, record)), 0o644))
	code, _, errOut = run(t, "", "legal", record)
	assert.Equal(t, 0, code, errOut)
}
