package cli

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// wordsTables are records of tables at every phase and every kind of prompt the words must
// cover, found by playing seeded random games: the name says what the table waits on.
func wordsTables(t *testing.T) map[string]string {
	t.Helper()
	want := map[string]bool{
		"phase:" + string(game.PhaseCamper): true, "phase:" + string(game.PhaseCamp): true, "phase:" + string(game.PhaseWatch): true, "phase:" + string(game.PhaseMerchant): true,
		"prompt:" + string(game.TaskStun): true, "prompt:" + string(game.TaskBackstab): true, "prompt:" + string(game.TaskSteal): true,
		"prompt:" + string(game.TaskScout): true, "prompt:" + string(game.TaskElvenScout): true, "prompt:" + string(game.TaskCover): true,
		"prompt:" + string(game.TaskPocketSeal): true, "prompt:" + string(game.TaskExhaust): true,
		"move:loaded-die": true, "move:rogue.backstab": true,
	}
	dir := t.TempDir()
	if d := os.Getenv("WORDS_TABLES"); d != "" {
		dir = d
	}
	found := map[string]string{}
	for seed := uint64(1); seed <= 400 && len(found) < len(want); seed++ {
		opts := game.Options{Seed: seed, Rules: game.RulesCurrent, Difficulty: "normal"}
		switch seed % 3 {
		case 1:
			opts.Game = game.GameSwords
		case 2:
			opts.Game = game.GamePocket
		default:
			opts.Locations, opts.ExtraAdventurers = game.LocationsAll, true
		}
		rec := &game.Record{Format: game.RecordFormat, Options: &opts}
		s, err := rec.Start()
		require.NoError(t, err)
		pick := rand.New(rand.NewPCG(seed, 5))
		for step := 0; !s.Over() && step < 3000; step++ {
			legal := game.Legal(s)
			var kinds []string
			if p := game.PendingPrompt(s); p != nil {
				kinds = append(kinds, "prompt:"+string(p.Kind))
			} else {
				kinds = append(kinds, "phase:"+string(s.Phase))
			}
			for _, m := range legal {
				if m.Verb == game.VerbUse || m.Verb == game.VerbExhaust || m.Verb == game.VerbDiscard {
					kinds = append(kinds, "move:"+m.Card)
				}
			}
			for _, k := range kinds {
				if want[k] && found[k] == "" {
					data, err := rec.Marshal()
					require.NoError(t, err)
					path := filepath.Join(dir, strings.NewReplacer(":", "-", ".", "-").Replace(k)+".json")
					require.NoError(t, os.WriteFile(path, data, 0o600))
					found[k] = path
				}
			}
			m := legal[pick.IntN(len(legal))]
			for k := 0; k < 3; k++ { // rather a card or an Item used, a camp action, a rune
				if c := legal[pick.IntN(len(legal))]; c.Verb == game.VerbUse || c.Verb == game.VerbExhaust || c.Verb == game.VerbBuy || c.Verb == game.VerbPlace || c.Verb == game.VerbRune {
					m = c
				}
			}
			next, _, err := game.Apply(s, m)
			require.NoError(t, err)
			rec.Moves = append(rec.Moves, m.String())
			s = next
		}
	}
	for k := range want {
		assert.NotEmpty(t, found[k], "no table waiting on %s was met", k)
	}
	return found
}

// notationIn finds what a player must never read: a card key, a notation pair, a move verb
// first, a placeholder left.
var notationIn = regexp.MustCompile(`[a-z]+\.[a-z][a-z-]*|[a-z][a-z-]*:[a-z0-9]|\{\{|^(camp|place|rune|end|attack|use|exhaust|fire|choose|buy|sell|discard) `)

// englishIn finds English words of the moves' words that French never uses.
var englishIn = regexp.MustCompile(`\b(the|with|and|on|of|Attack|Exhaust|Use|Place|Cast|End|Choose|Reroll|Refresh|Give|take|die|None|none|Defeat|Seal|Keep|top|bottom|rests|firewood|card|Buy|Sell|Discard|Leave)\b`)

func TestLegalWordsSayEveryMoveInWords(t *testing.T) {
	if testing.Short() {
		t.Skip("plays random games until every kind of prompt is met")
	}
	cat, err := game.DefaultCatalog()
	require.NoError(t, err)
	for kind, path := range wordsTables(t) {
		_, plain, _ := run(t, "", "legal", path)
		for _, lang := range []string{"en", "fr"} {
			code, out, errOut := run(t, "", "legal", path, "--words", "--lang", lang)
			require.Equal(t, 0, code, errOut)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			require.Equal(t, strings.Count(plain, "\n"), len(lines), kind)
			for i, line := range lines {
				move, words, ok := strings.Cut(line, "\t")
				require.True(t, ok, "%s: %q has no tab", kind, line)
				assert.Equal(t, strings.Split(plain, "\n")[i], move)
				require.NotEmpty(t, words, "%s %s", kind, move)
				if bad := notationIn.FindString(words); bad != "" {
					t.Errorf("%s, %s: %q holds notation %q", kind, lang, words, bad)
				}
				if lang != "fr" {
					continue
				}
				if bad := englishIn.FindString(words); bad != "" {
					t.Errorf("%s: the French %q holds the English %q", kind, words, bad)
				}
				for _, c := range cat.Cards {
					if c.Name.EN != c.Name.FR && len(c.Name.EN) > 4 && strings.Contains(words, c.Name.EN) && !strings.Contains(words, c.Name.FR) {
						t.Errorf("%s: the French %q holds the English name %q", kind, words, c.Name.EN)
					}
				}
			}
		}
	}
}

func TestForecastOnTheCommandLine(t *testing.T) {
	forecastOf := func(file string) map[string]any {
		code, out, errOut := run(t, "", "play", "testdata/"+file, "--forecast", "--json")
		require.Equal(t, 0, code, errOut)
		var table map[string]any
		require.NoError(t, json.Unmarshal([]byte(out), &table))
		f, ok := table["forecast"].(map[string]any)
		require.True(t, ok, "no forecast object in %s", out)
		return f
	}
	loses := forecastOf("watch-loses.json")
	assert.Equal(t, true, loses["loses"])
	assert.EqualValues(t, 4, loses["damage"])
	assert.EqualValues(t, 1, loses["unknown"])
	assert.Equal(t, loses, forecastOf("watch-loses-twin.json"), "another face-down card changes nothing")
	lives := forecastOf("watch-lives.json")
	assert.Equal(t, false, lives["loses"])
	assert.EqualValues(t, 4, lives["damage"])
	assert.EqualValues(t, 0, lives["unknown"])

	code, out, _ := run(t, "", "play", "testdata/watch-loses.json", "--forecast", "--lang", "fr")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "Prévision, si la Garde finit maintenant : 4 cartes Capacité ;")
	assert.Contains(t, out, "la partie est perdue")
	code, out, _ = run(t, "", "play", "../scenarios/first-round.json", "--forecast")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "Forecast: the Watch cannot be ended now.")
}
