package game

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func savedGame(t testing.TB) []byte {
	rec, _ := playRandom(t, 7, false)
	rec.Moves = rec.Moves[:min(40, len(rec.Moves))]
	data, err := rec.Marshal()
	require.NoError(t, err)
	return data
}

func TestRecordSaveAndLoad(t *testing.T) {
	data := savedGame(t)
	rec, s, err := LoadRecord(data)
	require.NoError(t, err)
	replayed, err := rec.Replay()
	require.NoError(t, err)
	assert.Equal(t, s.Hash(), replayed.Hash())
	assert.Equal(t, rec.Hash, s.Hash())
}

func TestDamagedRecordsAreRefused(t *testing.T) {
	data := savedGame(t)
	for name, bad := range map[string]string{
		"truncated":      string(data[:len(data)/2]),
		"empty":          "",
		"not json":       "set a watch",
		"unknown field":  strings.Replace(string(data), `"moves"`, `"movez"`, 1),
		"other format":   strings.Replace(string(data), RecordFormat, "setawatch-record/99", 1),
		"changed hash":   strings.Replace(string(data), `"hash": "`, `"hash": "0`, 1),
		"illegal move":   strings.Replace(string(data), `"moves": [`, `"moves": ["attack 9 ranger:99",`, 1),
		"no start":       `{"format": "` + RecordFormat + `", "moves": []}`,
		"bad difficulty": `{"format": "` + RecordFormat + `", "options": {"seed": 1, "difficulty": "hardest"}, "moves": []}`,
	} {
		_, _, err := LoadRecord([]byte(bad))
		require.Error(t, err, name)
		assert.NotEmpty(t, err.Error())
	}
	_, _, err := LoadRecord([]byte(strings.Replace(string(data), `"moves": [`, `"moves": ["dance",`, 1)))
	var me *MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, 0, me.Index, "the error names the move")
}

func TestDamagedStatesAreRefused(t *testing.T) {
	s, err := NewGame(Options{Seed: 2})
	require.NoError(t, err)
	data, err := MarshalState(s)
	require.NoError(t, err)
	back, err := UnmarshalState(data)
	require.NoError(t, err)
	assert.Equal(t, s.Hash(), back.Hash())
	twice := strings.Replace(string(data), `"graveyard": null`, `"graveyard": ["`+s.Creatures[0]+`"]`, 1)
	_, err = UnmarshalState([]byte(twice))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "is both in")
	_, err = UnmarshalState(data[:100])
	require.Error(t, err)
}

func TestBadScenariosAreRefused(t *testing.T) {
	good, err := os.ReadFile("../scenarios/first-round.json")
	require.NoError(t, err)
	for want, bad := range map[string]string{
		"not a location": strings.Replace(string(good), `"location": "snowy-pass"`, `"location": "snowy-pas"`, 1),
		"\"eagel-2\" in the Creature deck is not a card of the game": strings.Replace(string(good), `"eagle-2"`, `"eagel-2"`, 1),
		"Bear is twice in the Creature deck":                         strings.Replace(string(good), `"bear-1", "wolf-1"`, `"bear-1", "bear-1"`, 1),
		"cannot show 9":                                              strings.Replace(string(good), `[8, 6, 3]`, `[9, 6, 3]`, 1),
		"a field \"firewod\" that a game file does not have":         strings.Replace(string(good), `"firewood"`, `"firewod"`, 1),
		"not one of the wizard's":                                    strings.Replace(string(good), `"wizard.shockbolt"`, `"rogue.stay-dead"`, 1),
		"not a readable scenario":                                    string(good[:200]),
		"not a scenario of this version":                             strings.Replace(string(good), ScenarioFormat, "x", 1),
	} {
		sc, err := ParseScenario([]byte(bad))
		if err == nil {
			_, err = sc.Build()
		}
		require.Error(t, err, want)
		assert.Contains(t, err.Error(), want)
	}
}

// The fuzz targets' seeds are small (a few moves, compact JSON, no title): the fuzzer shrinks
// every new find and spends long on a large one, so that plain go test -fuzz runs fast.
func FuzzLoadRecord(f *testing.F) {
	rec, _ := playRandom(f, 7, false)
	rec.Moves = rec.Moves[:min(4, len(rec.Moves))]
	rec.ID = ""
	data, err := rec.Marshal()
	require.NoError(f, err)
	var short bytes.Buffer
	require.NoError(f, json.Compact(&short, data))
	_, _, err = LoadRecord(short.Bytes())
	require.NoError(f, err)
	f.Add(short.Bytes())
	f.Add([]byte(`{"format":"` + RecordFormat + `","options":{"seed":3},"moves":["camp ranger","end"]}`))
	f.Add([]byte(`{"format":"` + RecordFormat + `","options":{"seed":3,"game":"pocket","difficulty":"hard"},"moves":["camp ranger","end"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, s, err := LoadRecord(data)
		if err != nil {
			return
		}
		if problems := Check(s); len(problems) > 0 {
			t.Fatalf("a record that loads gives an unsound table: %v", problems)
		}
		if _, err := rec.Replay(); err != nil {
			t.Fatalf("a record that loads does not replay: %v", err)
		}
	})
}

func FuzzScenario(f *testing.F) {
	for _, name := range []string{"first-round.json", "pocket-watch.json"} {
		good, err := os.ReadFile("../scenarios/" + name)
		require.NoError(f, err)
		sc, err := ParseScenario(good)
		require.NoError(f, err)
		sc.Title, sc.Description = "", ""
		compact, err := json.Marshal(sc)
		require.NoError(f, err)
		f.Add(compact)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := ParseScenario(data)
		if err != nil {
			return
		}
		s, err := sc.Build()
		if err != nil {
			return
		}
		if problems := Check(s); len(problems) > 0 {
			t.Fatalf("a scenario that builds gives an unsound table: %v", problems)
		}
		for _, m := range Legal(s) {
			if _, _, err := Apply(s, m); err != nil {
				t.Fatalf("legal move %q refused: %v", m, err)
			}
		}
	})
}

// FuzzMoves applies arbitrary move text to a game in progress: nothing panics, and a refused
// move leaves the table unchanged.
func FuzzMoves(f *testing.F) {
	f.Add(uint64(1), "camp ranger")
	f.Add(uint64(2), "attack 1 rogue:4")
	f.Add(uint64(51), "place 4 map")
	f.Fuzz(func(t *testing.T, seed uint64, text string) {
		opts := Options{Seed: seed % 50}
		if seed%100 >= 50 {
			opts.Game = GamePocket // seeds 50-99 of each hundred play Pocket Watch
		}
		s, err := NewGame(opts)
		if err != nil {
			t.Skip()
		}
		m, err := ParseMove(text)
		if err != nil {
			return
		}
		before := s.Hash()
		next, _, err := Apply(s, m)
		if err != nil {
			if s.Hash() != before {
				t.Fatalf("refused move %q changed the table", text)
			}
			return
		}
		if problems := Check(next); len(problems) > 0 {
			t.Fatalf("%q: %v", text, problems)
		}
	})
}
