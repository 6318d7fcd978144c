package game

import (
	"flag"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// pocketGames is how many random Pocket Watch games TestRandomPocketGames plays. The default
// run keeps it to a few seconds; the full check is
// go test -tags ci -run TestRandomPocketGames ./game/ -args -pocket-games=10000
var pocketGames = flag.Int("pocket-games", 150, "random Pocket Watch games to play")

// pocketOptions are the options of random Pocket Watch game number seed: each difficulty in
// turn, one game in three with a rolled starting firewood.
func pocketOptions(seed uint64) Options {
	return Options{Seed: seed, Game: GamePocket, Difficulty: PocketDifficulties[seed%4], RandomFirewood: seed%3 == 0}
}

// Random Pocket Watch games keep the invariants after every move (Check: every card, a double
// card counting once, in exactly one zone; the Horde counter never below 0; 5 rounds at most;
// nobody resting twice), never reach a dead end, replay, and a game that reaches the final
// round has had each adventurer rest exactly once.
func TestRandomPocketGames(t *testing.T) {
	n := *pocketGames
	if testing.Short() {
		n = min(n, 40)
	}
	wins, finals, horde := 0, 0, 0
	for seed := range uint64(n) {
		opts := pocketOptions(seed)
		rec := &Record{Format: RecordFormat, Options: &opts}
		s, err := rec.Start()
		require.NoError(t, err)
		if seed%3 == 2 {
			rec = &Record{Format: RecordFormat, Scenario: pocketLateGame(s, seed)}
			s, err = rec.Start()
			require.NoError(t, err)
		}
		rec, s = playRandomFrom(t, seed, rec, s, true, nil)
		require.NotNil(t, s.Pocket)
		require.LessOrEqual(t, s.Round, pocketRounds)
		if s.Result == "won" {
			wins++
		}
		places := append(cloneStrings(s.Visited), s.Location)
		slices.Sort(places)
		require.Len(t, slices.Compact(places), s.Round, "seed %d: a location visited twice: %v", seed, places)
		if s.Round == pocketRounds {
			require.Equal(t, "forbidden-tower", s.Location)
			finals++
			for _, a := range s.Adventurers {
				require.Equal(t, 1, a.Rests, "seed %d: the %s rested %d times by the final round", seed, a.ID, a.Rests)
			}
		}
		horde += s.Pocket.Horde
		if seed%25 == 0 {
			saveLoadReplay(t, rec, s)
		}
		replayed, err := rec.Replay()
		require.NoError(t, err)
		require.Equal(t, s.Hash(), replayed.Hash())
	}
	t.Logf("%d random Pocket Watch games (one in three from round 4 or 5): %d reached the final round, %d won, %.2f on the Horde counter at the end on average", n, finals, wins, float64(horde)/float64(n))
	require.Positive(t, finals, "random games reach the final round")
}

// pocketLateGame turns a new Pocket Watch table into a scenario of round 4 (one adventurer still
// to rest) or of the final round, with a Horde counter of 0 to 7: long enough, with the final
// location's 9 creatures, for defeated creatures to come back at the end of the Line.
func pocketLateGame(s *State, seed uint64) *Scenario {
	s = s.Clone()
	round := 4 + int(seed/3)%2
	for s.Round < pocketRounds-1 {
		s.Visited = append(s.Visited, s.Location)
		s.Location, s.Unused = s.Unused[0], s.Unused[1:]
		s.Round++
	}
	if round == pocketRounds {
		s.Visited = append(s.Visited, s.Location)
		s.Location, s.MapDeck = s.MapDeck[0], nil
		s.Round++
	}
	for i := range s.Adventurers {
		s.Adventurers[i].Rests = 1
	}
	if round < pocketRounds {
		s.Adventurers[seed%4].Rests = 0
	}
	sc := scenarioOf(s)
	sc.Pocket = &PocketState{Horde: int(seed % 8)}
	return sc
}
