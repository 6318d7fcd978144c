package game

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// swordsTestCatalog is the shipped catalog plus a made-up Swords of the Coin box whose cards
// borrow the behaviour of base cards (by key): four adventurers, 30 creatures, 2 Acolytes, 4
// Summons, 9 Unhallowed, 9 regular locations and a final one, every id starting "sw-".
func swordsTestCatalog(t *testing.T) *Catalog {
	files := cardFilesForTest(t)
	delete(files, "swords.json") // the made-up box stands in for the real one
	f := CardFile{Set: SetSwords}
	text := Text{EN: "x", FR: "x"}
	card := func(id, key, kind string, edit func(*Card)) {
		c := Card{ID: id, Key: key, Kind: kind, Origin: OriginDesigned, Name: Text{EN: id, FR: id}, Text: text}
		if edit != nil {
			edit(&c)
		}
		f.Cards = append(f.Cards, c)
	}
	for k := 1; k <= 4; k++ {
		id := fmt.Sprintf("sw-merc%d", k)
		f.Adventurers = append(f.Adventurers, Adventurer{ID: id, Origin: OriginDesigned, Name: Text{EN: id, FR: id}, Die: 12,
			CampAction: CampAction{Key: "wood-axe", Name: text, Text: text}, Summary: text})
		for _, key := range []string{"warrior.wound", "warrior.throw-axe", "warrior.giants-bane", "warrior.berserker", "warrior.cleave"} {
			card(id+"."+strings.TrimPrefix(key, "warrior."), key, KindAbility, func(c *Card) { c.Adventurer = id })
		}
	}
	for k := 1; k <= 30; k++ {
		card(fmt.Sprintf("sw-bear-%d", k), "bear", KindCreature, func(c *Card) { c.Type, c.Damage, c.Health = "forest", 1, 4 })
	}
	for k := 1; k <= 2; k++ {
		card(fmt.Sprintf("sw-acolyte-%d", k), "acolyte", KindAcolyte, func(c *Card) { c.Type, c.Damage, c.Health = "human", 1, 5 })
	}
	for k := 1; k <= 4; k++ {
		card(fmt.Sprintf("sw-summon-%d", k), "summon", KindSummon, func(c *Card) { c.Text = Text{} })
	}
	for k := 1; k <= 9; k++ {
		card(fmt.Sprintf("sw-hydra-%d", k), "hydra", KindUnhallowed, func(c *Card) { c.Type, c.Damage, c.Health = "unhallowed", 2, 10 })
		card(fmt.Sprintf("sw-road-%d", k), "haunted-manor", KindLocation, func(c *Card) { c.LocationKind, c.Creatures, c.Retail = LocationRegular, 6, true })
	}
	card("sw-tower", "forbidden-tower", KindLocation, func(c *Card) { c.LocationKind, c.Creatures, c.Retail = LocationFinal, 7, true })
	data, err := json.Marshal(f)
	require.NoError(t, err)
	files["sw-test.json"] = data
	cat, err := ParseCatalog(files)
	require.NoError(t, err)
	return cat
}

// Once the expansion's cards exist, a Swords of the Coin game deals them (and only them unless
// mixed), and a base game, whatever its pools (all locations, every extra), deals none of them
// and does not even name them.
func TestSwordsSetup_DealsTheExpansionsCardsBySet(t *testing.T) {
	cat := swordsTestCatalog(t)
	for seed := range uint64(12) {
		base, err := newGame(cat, Options{Seed: seed, ExtraAdventurers: true, ExtraUnhallowed: true, Locations: LocationsAll, CreatureDeck: DeckBalanced})
		require.NoError(t, err)
		data, _ := json.Marshal(base)
		assert.NotContains(t, string(data), `"sw-`, "a base game names no Swords of the Coin card")
		_, err = newGame(cat, Options{Seed: seed, Adventurers: []string{"sw-merc1", "warrior", "ranger", "rogue"}})
		assert.ErrorContains(t, err, "comes with Swords of the Coin")

		sw, err := newGame(cat, Options{Seed: seed, Game: GameSwords, Locations: LocationsAll})
		require.NoError(t, err)
		for _, a := range sw.Adventurers {
			assert.True(t, strings.HasPrefix(a.ID, "sw-"), a.ID)
		}
		for _, z := range [][]string{sw.Creatures, sw.Horde, sw.Unhallowed, sw.MapDeck, {sw.Location}} {
			for _, c := range z {
				assert.True(t, strings.HasPrefix(c, "sw-"), "seed %d: %s dealt in a Swords of the Coin game", seed, c)
			}
		}
	}
	mixed := map[bool]int{}
	for seed := range uint64(12) {
		s, err := newGame(cat, Options{Seed: seed, Game: GameSwords, Mix: true})
		require.NoError(t, err)
		for _, c := range s.Creatures {
			mixed[strings.HasPrefix(c, "sw-")]++
		}
	}
	assert.Positive(t, mixed[true], "mixed: the expansion's creatures")
	assert.Positive(t, mixed[false], "mixed: the base box's creatures")
}

// "During Setup, the Witch places their Familiar card next to their board. They may choose which
// side starts faceup." Options.Familiar picks the side; left out, the Crow starts, so that games
// set up before the option deal the same table.
func TestSwordsSetup_WitchChoosesTheFamiliarsSide(t *testing.T) {
	party := []string{"witch", "monk", "artificer", "barbarian"}
	crow, err := NewGame(Options{Seed: 7, Game: GameSwords, Adventurers: party})
	require.NoError(t, err)
	assert.Equal(t, "crow", crow.Adventurer("witch").Familiar)
	toad, err := NewGame(Options{Seed: 7, Game: GameSwords, Adventurers: party, Familiar: "toad"})
	require.NoError(t, err)
	assert.Equal(t, "toad", toad.Adventurer("witch").Familiar)
	assert.Empty(t, toad.Adventurer("monk").Familiar, "only the Witch has a Familiar")
	toad.Adventurer("witch").Familiar = "crow"
	toad.Options.Familiar = ""
	assert.Equal(t, crow.Hash(), toad.Hash(), "the side is the only difference")

	data, err := json.Marshal(Options{Seed: 7, Game: GameSwords, Adventurers: party})
	require.NoError(t, err)
	assert.NotContains(t, string(data), "familiar", "older records keep their options")

	_, err = NewGame(Options{Seed: 7, Game: GameSwords, Familiar: "owl"})
	assert.ErrorContains(t, err, `unknown Familiar "owl" (choose crow, toad)`)
	_, err = NewGame(Options{Seed: 7, Familiar: "toad"})
	assert.ErrorContains(t, err, "comes with Swords of the Coin")
}
