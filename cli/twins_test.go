package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// scenarioJSON reads a scenario file as plain JSON, to change it.
func scenarioJSON(t *testing.T, path string) map[string]any {
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var sc map[string]any
	require.NoError(t, json.Unmarshal(data, &sc))
	return sc
}

// hintOutput writes a scenario and prints it with its Hint, as `setawatch play FILE --hint`.
func hintOutput(t *testing.T, sc map[string]any) string {
	data, err := json.Marshal(sc)
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "table.json")
	require.NoError(t, os.WriteFile(path, data, 0o600))
	code, out, errOut := run(t, "", "play", path, "--hint", "--lang", "en")
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "Hint")
	return out
}

func pile(sc map[string]any, key string) []any { return sc[key].([]any) }

// firstRegular is the index of the first regular location of a pile.
func firstRegular(t *testing.T, cards []any) int {
	cat, err := game.DefaultCatalog()
	require.NoError(t, err)
	k := slices.IndexFunc(cards, func(c any) bool { return cat.Cards[c.(string)].LocationKind == game.LocationRegular })
	require.GreaterOrEqual(t, k, 0)
	return k
}

// Tables that differ only in what the rulebooks hide get the same Hint, word for word: the
// seed, the Creature deck's order, a face-down Line card swapped with a deck card, a location
// swapped between the Map deck and the Unused deck, the Item deck's order.
func TestPlayHintIsTheSameOnTwinTables(t *testing.T) {
	// The rulebook's first round, at the camper's choice and in its Watch with three creatures
	// face down; the Merchant's table of Swords of the Coin, at the camp.
	camper := scenarioJSON(t, "../scenarios/first-round.json")
	watch := scenarioJSON(t, "../scenarios/first-round.json")
	watch["phase"], watch["camper"], watch["startRules"] = game.PhaseWatch, "rogue", false
	deck := pile(watch, "creatures")
	watch["line"] = []any{
		map[string]any{"card": deck[0], "faceUp": true}, map[string]any{"card": deck[1], "faceUp": true},
		map[string]any{"card": deck[2]}, map[string]any{"card": deck[3]}, map[string]any{"card": deck[4]},
	}
	watch["creatures"] = deck[5:]
	merchant := scenarioJSON(t, "../scenarios/merchant.json")

	twins := map[string]func(sc map[string]any){
		"seed": func(sc map[string]any) { sc["seed"] = 987654321.0 },
		"creature deck order": func(sc map[string]any) {
			// Reversed, each pile still holds one Summon.
			slices.Reverse(pile(sc, "creatures"))
		},
		"a face-down Line card swapped with a deck card": func(sc map[string]any) {
			line, deck := pile(sc, "line"), pile(sc, "creatures")
			card := line[3].(map[string]any)
			card["card"], deck[len(deck)-1] = deck[len(deck)-1], card["card"]
		},
		"a location swapped between the Map deck and the Unused deck": func(sc map[string]any) {
			m, u := pile(sc, "map"), pile(sc, "unused")
			i, k := firstRegular(t, m), firstRegular(t, u)
			m[i], u[k] = u[k], m[i]
		},
		"the Item deck's order": func(sc map[string]any) {
			slices.Reverse(sc["merchant"].(map[string]any)["deck"].([]any))
		},
	}
	for name, sc := range map[string]map[string]any{"camper": camper, "watch": watch, "merchant": merchant} {
		want := hintOutput(t, sc)
		for twin, change := range twins {
			if _, ok := sc["line"]; !ok && twin == "a face-down Line card swapped with a deck card" {
				continue
			}
			if _, ok := sc["merchant"]; !ok && twin == "the Item deck's order" {
				continue
			}
			var other map[string]any
			data, err := json.Marshal(sc)
			require.NoError(t, err)
			require.NoError(t, json.Unmarshal(data, &other))
			change(other)
			require.NotEqual(t, string(data), func() string { d, _ := json.Marshal(other); return string(d) }(), "%s: the twin differs", twin)
			require.Equal(t, want, hintOutput(t, other), "%s table, %s", name, twin)
		}
	}
}
