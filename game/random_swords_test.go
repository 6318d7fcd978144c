package game

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// swordsGames is how many random games TestSwordsRandomGames plays (fewer with -short).
const swordsGames = 1000

// swordsAdventurers are the Swords of the Coin adventurers the engine plays.
var swordsAdventurers = []string{"barbarian", "heretic", "bountyhunter", "monk", "artificer", "witch"}

// swordsTable deals the Swords of the Coin cards into a new base table, the way a Swords game
// will: its 28 creatures and 2 Acolytes replace the Creature deck's creatures (every other one
// when mixed, so the deck holds both boxes), its regular locations take the first places of
// the Map deck, its respite joins the unused locations and its Lich the Unhallowed deck.
func swordsTable(t testing.TB, s *State, seed uint64, mixed bool) *State {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	s = s.Clone()
	r := rand.New(rand.NewPCG(seed, 13))
	var creatures, regular []string
	for _, id := range cat.IDs() {
		c := cat.Cards[id]
		switch {
		case c.Set != SetSwords:
		case c.Kind == KindCreature || c.Kind == KindAcolyte:
			creatures = append(creatures, id)
		case c.Kind == KindLocation && c.LocationKind == LocationRegular:
			regular = append(regular, id)
		case c.Kind == KindLocation:
			s.Unused = append(s.Unused, id)
		}
	}
	r.Shuffle(len(creatures), func(i, j int) { creatures[i], creatures[j] = creatures[j], creatures[i] })
	r.Shuffle(len(regular), func(i, j int) { regular[i], regular[j] = regular[j], regular[i] })
	k := 0
	for i, c := range s.Creatures {
		if cat.Cards[c].Kind == KindSummon || (mixed && i%2 == 0) || k == len(creatures) {
			continue
		}
		s.Box = append(s.Box, c)
		s.Creatures[i] = creatures[k]
		k++
	}
	for i := range min(len(regular), len(s.MapDeck)-1) {
		s.Box = append(s.Box, s.MapDeck[i])
		s.MapDeck[i] = regular[i]
	}
	switch {
	case slices.Contains(s.Unhallowed, "lich"):
		s.Unhallowed[slices.Index(s.Unhallowed, "lich")] = "swords-lich"
		s.Box = append(s.Box, "lich")
	case slices.Contains(s.Horde, "lich"):
		s.Horde[slices.Index(s.Horde, "lich")] = "swords-lich"
		s.Box = append(s.Box, "lich")
	default:
		s.Box = append(s.Box, s.Unhallowed[0])
		s.Unhallowed[0] = "swords-lich"
	}
	return s
}

// Random games with the Swords of the Coin creatures and locations in play, alone and mixed
// with the base ones, through Legal and Apply with every invariant checked after each move and
// save, load and replay along the way; Swords adventurers play two games out of three. Every Swords
// creature, location, ability card and camp action is met.
func TestSwordsRandomGames(t *testing.T) {
	n := swordsGames
	if testing.Short() {
		n = 100
	}
	seen := map[string]bool{}
	finals, wins, rounds := 0, 0, 0
	for seed := range uint64(n) {
		opts := randomOptions(seed)
		if seed%3 != 0 {
			// Two Swords adventurers join two base adventurers in two games out of three.
			k, n := int(seed)%6, len(swordsAdventurers)
			base := []string{"beastmaster", "cleric", "ranger", "rogue", "warrior", "wizard"}
			opts.Adventurers = []string{swordsAdventurers[int(seed)%n], swordsAdventurers[int(seed/3+1)%n], base[k], base[(k+2)%6]}
			if opts.Adventurers[0] == opts.Adventurers[1] {
				opts.Adventurers[1] = base[(k+4)%6]
			}
		}
		start, err := NewGame(opts)
		require.NoError(t, err)
		start = swordsTable(t, start, seed, seed%2 == 1)
		if seed%4 == 3 {
			start = lateGame(start)
		}
		require.Empty(t, Check(start), "seed %d", seed)
		rec := &Record{Format: RecordFormat, Scenario: scenarioOf(start)}
		s, err := rec.Start()
		require.NoError(t, err)
		rec, s = playRandomFrom(t, seed, rec, s, true, seen)
		rounds += s.Round
		if s.Round == 9 {
			finals++
		}
		if s.Result == "won" {
			wins++
		}
		if seed%100 == 0 {
			saveLoadReplay(t, rec, s)
		}
	}
	t.Logf("%d random Swords games: %d reached the final location, %d won, %.1f rounds on average", n, finals, wins, float64(rounds)/float64(n))
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	var never []string
	for _, id := range cat.IDs() {
		c := cat.Cards[id]
		if c.Set == SetSwords && (c.Kind == KindCreature || c.Kind == KindAbility || c.Kind == KindLocation && c.LocationKind == LocationRegular) && !seen[id] {
			never = append(never, id)
		}
	}
	for _, id := range cat.AdventurerIDs() {
		if k := cat.Adventurers[id].CampAction.Key; cat.Adventurers[id].Set == SetSwords && !seen["camp:"+k] {
			never = append(never, "camp:"+k)
		}
	}
	require.Empty(t, never, "Swords cards never met in %d random games", n)
}
