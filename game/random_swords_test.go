package game

import (
	"flag"
	"testing"

	"github.com/stretchr/testify/require"
)

// swordsGames is how many random Swords of the Coin games TestRandomSwordsGames plays. The
// default run keeps it small; the full check is
// go test -tags ci -run TestRandomSwordsGames ./game/ -args -swords-games=10000
var swordsGames = flag.Int("swords-games", 200, "random Swords of the Coin games to play")

// swordsOptions are the options of random Swords of the Coin game number seed: one game in
// three mixed with the base box, one in three with a rolled starting firewood.
func swordsOptions(seed uint64) Options {
	return Options{Seed: seed, Game: GameSwords, Difficulty: Difficulties[seed%4], RandomFirewood: seed%3 == 0,
		Mix: seed%3 == 1}
}

// Random Swords of the Coin games keep the base game's invariants (Check after every move)
// and the expansion's: coins conserved, every Item in exactly one zone, at most two Items an
// adventurer (all in Check), no dead end, save/load and replay along the way.
func TestRandomSwordsGames(t *testing.T) {
	n := *swordsGames
	if testing.Short() {
		n = min(n, 40)
	}
	seen := map[string]bool{}
	wins, finals, bought, sold, used := 0, 0, 0, 0, map[string]bool{}
	for seed := range uint64(n) {
		rec, s := playRandomOptions(t, swordsOptions(seed), true, seen)
		require.NotNil(t, s.Merchant)
		if s.Result == "won" {
			wins++
		}
		if s.Round == 9 {
			finals++
		}
		if seed%50 == 0 {
			saveLoadReplay(t, rec, s)
		}
		replayed, err := rec.Replay()
		require.NoError(t, err)
		for _, mv := range rec.Moves {
			m, _ := ParseMove(mv)
			switch m.Verb {
			case VerbBuy:
				bought++
			case VerbSell:
				sold++
			case VerbUse, VerbExhaust, VerbDiscard:
				if replayed.Merchant != nil && isItemID(m.Card) {
					used[m.Card] = true
				}
			}
		}
	}
	t.Logf("%d random Swords of the Coin games: %d reached the final location, %d won, %d Items bought, %d Trophies sold, %d different Items used by a move (Passive Items need none)",
		n, finals, wins, bought, sold, len(used))
	require.Positive(t, bought, "random games buy Items")
	if n >= 200 {
		cat, err := DefaultCatalog()
		require.NoError(t, err)
		var never []string
		for _, id := range cat.OfKind(KindItem) {
			if !seen[id] {
				never = append(never, id)
			}
		}
		require.Empty(t, never, "Items never offered in the Market in %d random games", n)
	}
}

func isItemID(id string) bool {
	cat, _ := DefaultCatalog()
	c := cat.Cards[id]
	return c != nil && c.Kind == KindItem
}
