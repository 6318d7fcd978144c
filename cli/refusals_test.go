package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// refusalEnglish are words of English refusals that French never writes: one of them in a French
// refusal, outside quotes, is a message left untranslated.
var refusalEnglish = strings.Fields(`the is are was were be not and or of in on at to by for from with
	than only more must cannot can needs need has have holds card cards file field fields unknown
	expected move moves line round dice die adventurer adventurers creature creatures deck game
	games text list number whole folder empty there too long large bytes value values which that
	this its it there chosen give unexpected record records scenario
	location locations neither nor nowhere twice both already missing invalid readable damaged
	short cut where what same other another outside between after before instead true false`)

// properNames are names French keeps in English.
var properNames = regexp.MustCompile(`Swords of the Coin|Pocket Watch|Set a Watch`)

// quotedOrFlag is what a refusal quotes of the input: quoted text, a --flag, a path.
var quotedOrFlag = regexp.MustCompile(`"(?:[^"\\]|\\.)*"?|«[^»]*»|--[a-z-]+|\S*/\S*`)

var refusalWordRE = regexp.MustCompile(`\p{L}+`)

// refusalEnglishIn returns the English words of a refusal, outside what it quotes.
func refusalEnglishIn(refusal string) []string {
	text := quotedOrFlag.ReplaceAllString(properNames.ReplaceAllString(refusal, " "), " ")
	var found []string
	for _, w := range refusalWordRE.FindAllString(text, -1) {
		if slices.Contains(refusalEnglish, strings.ToLower(w)) {
			found = append(found, w)
		}
	}
	return found
}

func TestEnglishInFindsEnglishOutsideQuotes(t *testing.T) {
	assert.Equal(t, []string{"is", "not"}, refusalEnglishIn(`scénario : "eagel-2 is here" is not une carte`))
	assert.Empty(t, refusalEnglishIn(`scénario : l'Aigle est deux fois dans la pioche des Créatures ; --out /tmp/the/file`))
	assert.Empty(t, refusalEnglishIn(`un lieu de Swords of the Coin`))
}

// refusalCase is one bad input: the command's arguments, and a file's content if any.
type refusalCase struct {
	name string
	args []string
}

// badInputs writes hundreds of bad files into dir and returns the commands refusing them, with
// bad arguments too.
func badInputs(t *testing.T, dir string) []refusalCase {
	t.Helper()
	var cases []refusalCase
	file := func(name, content string) {
		path := filepath.Join(dir, fmt.Sprintf("%03d-%s.json", len(cases), name))
		require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
		cases = append(cases, refusalCase{name, []string{"play", path}})
	}
	args := func(name string, a ...string) { cases = append(cases, refusalCase{name, a}) }

	values := map[string]any{"text": "x", "huge": json.RawMessage("123456789012345678901234"), "negative": -5,
		"list": []string{"nope"}, "object": map[string]int{"a": 1}, "bool": true, "float": 1.5, "emptylist": []int{}}
	valueNames := []string{"text", "huge", "negative", "list", "object", "bool", "float", "emptylist"}

	scenario := readFile(t, "../scenarios/first-round.json")
	var sc map[string]any
	require.NoError(t, json.Unmarshal([]byte(scenario), &sc))
	keys := []string{"format", "seed", "round", "phase", "startRules", "firewood", "location", "map", "unused",
		"creatures", "horde", "unhallowed", "adventurers", "game", "merchant", "pocket", "rules", "difficulty",
		"camper", "line", "visited", "graveyard", "removed", "title"}
	for _, k := range keys {
		for _, vn := range valueNames {
			m := clone(t, sc)
			m[k] = values[vn]
			file("scenario-"+k+"-"+vn, marshal(t, m))
		}
	}
	advKeys := []string{"id", "dice", "slots", "unused", "rests", "tamed", "items", "trophies", "sides", "charges", "familiar", "locked", "spent"}
	for _, k := range advKeys {
		for _, vn := range valueNames {
			m := clone(t, sc)
			m["adventurers"].([]any)[0].(map[string]any)[k] = values[vn]
			file("adventurer-"+k+"-"+vn, marshal(t, m))
		}
	}
	for i := 1; i < 30; i++ {
		file(fmt.Sprintf("cut-%d", i), scenario[:len(scenario)*i/30])
	}
	file("twice", strings.Replace(scenario, `"bear-1", "wolf-1"`, `"bear-1", "bear-1"`, 1))
	file("unknown-card", strings.Replace(scenario, `"eagle-2"`, `"eagel-2"`, 1))
	file("unknown-field", strings.Replace(scenario, `"firewood"`, `"firewod"`, 1))
	file("two-places", strings.Replace(scenario, `"horde": ["lich"]`, `"horde": ["lich", "bear-1"]`, 1))
	file("empty", "")
	file("not-json", "set a watch")
	file("bom-garbage", "\uFEFFnope")
	file("array", "[1, 2]")
	file("number", "7")
	file("after-end", scenario+"{}")
	file("pocket-horde", strings.Replace(readFile(t, "../scenarios/pocket-watch.json"), `"format"`, `"pocket": {"horde": 1000000000}, "format"`, 1))
	file("merchant-coins", strings.Replace(readFile(t, "../scenarios/merchant.json"), `"bank": `, `"bank": 1`, 1))

	code, _, errOut := run(t, "", "new", "--seed", "3", "--out", filepath.Join(dir, "record.json"))
	require.Equal(t, 0, code, errOut)
	var rec map[string]any
	require.NoError(t, json.Unmarshal([]byte(readFile(t, filepath.Join(dir, "record.json"))), &rec))
	for _, k := range []string{"seed", "difficulty", "adventurers", "finalLocation", "locations", "game", "familiar", "rules", "mix", "randomFirewood"} {
		for _, vn := range valueNames {
			m := clone(t, rec)
			m["options"].(map[string]any)[k] = values[vn]
			file("record-"+k+"-"+vn, marshal(t, m))
		}
	}
	for _, vn := range valueNames {
		for _, k := range []string{"moves", "hash", "format", "options"} {
			m := clone(t, rec)
			m[k] = values[vn]
			file("record-top-"+k+"-"+vn, marshal(t, m))
		}
	}
	m := clone(t, rec)
	m["moves"] = []string{"camp nobody"}
	file("record-bad-move", marshal(t, m))
	m["moves"] = []string{"dance"}
	file("record-unreadable-move", marshal(t, m))

	args("folder", "play", dir)
	args("missing", "play", filepath.Join(dir, "missing.json"))
	pipe := filepath.Join(dir, "pipe.json")
	require.NoError(t, syscall.Mkfifo(pipe, 0o644))
	args("pipe", "play", pipe)
	args("out-folder", "new", "--out", dir)
	args("out-pipe", "new", "--out", pipe)
	args("out-nowhere", "new", "--out", filepath.Join(dir, "nowhere", "x.json"))
	args("seed", "new", "--seed", "x")
	args("seed-negative", "new", "--seed", "-1")
	args("difficulty", "new", "--difficulty", "hardest")
	args("adventurers", "new", "--adventurers", "a,b,c,d")
	args("adventurers-twice", "new", "--adventurers", "ranger,ranger,wizard,rogue")
	args("adventurers-three", "new", "--adventurers", "ranger,wizard,rogue")
	args("final", "new", "--final", "paris")
	args("locations", "new", "--locations", "some")
	args("game", "new", "--game", "chess")
	args("familiar", "new", "--familiar", "cat")
	args("mix", "new", "--mix")
	args("unknown-flag", "new", "--colour", "blue")
	args("extra-argument", "new", "extra")
	args("no-file", "play")
	args("two-files", "play", "a.json", "b.json")
	args("unknown-command", "dance")
	args("pocket-familiar", "new", "--game", "pocket", "--familiar", "toad")
	return cases
}

func clone(t *testing.T, m map[string]any) map[string]any {
	t.Helper()
	var out map[string]any
	require.NoError(t, json.Unmarshal([]byte(marshal(t, m)), &out))
	return out
}

func marshal(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	require.NoError(t, err)
	return string(data)
}

// Every refusal of bad files and arguments, asked in French, is French: no English word outside
// what it quotes of the input; and short.
func TestBadInputsAreRefusedInFrench(t *testing.T) {
	dir := t.TempDir()
	refused := 0
	for _, c := range badInputs(t, dir) {
		code, _, errOut := run(t, "", append(c.args, "--lang", "fr")...)
		if code == 0 {
			continue // a value the game accepts
		}
		refused++
		first, _, _ := strings.Cut(errOut, "\n\n") // the usage that may follow is not the refusal
		assert.Less(t, len(errOut), 4096, c.name)
		assert.Less(t, len(first), 1024, c.name)
		assert.Empty(t, refusalEnglishIn(first), "%s: %s", c.name, first)
	}
	t.Logf("%d refusals checked", refused)
	assert.Greater(t, refused, 300, "refusals checked")
}
