package game

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"
)

// randomGames is how many complete seeded random games TestRandomGames plays (fewer with -short).
const randomGames = 10000

// playRandom plays one game to its end with uniformly random legal moves, checking the
// invariants after every move. It returns the record and the final state.
func playRandom(t testing.TB, seed uint64, check bool) (*Record, *State) {
	opts := Options{Seed: seed, Difficulty: Difficulties[seed%4], RandomFirewood: seed%3 == 0}
	s, err := NewGame(opts)
	require.NoError(t, err)
	rec := &Record{Format: RecordFormat, Options: &opts}
	pick := rand.New(rand.NewPCG(seed, 99))
	checkpoint := 5 + pick.IntN(150)
	for step := 0; !s.Over(); step++ {
		legal := Legal(s)
		if len(legal) == 0 {
			t.Fatalf("seed %d: dead end after %d moves: the game is not over and no move is legal\n%s", seed, step, s.Hash())
		}
		m := legal[pick.IntN(len(legal))]
		text := m.String()
		if check {
			back, err := ParseMove(text)
			require.NoError(t, err, text)
			require.True(t, reflect.DeepEqual(m, back), "notation round trip: %q gave %#v", text, back)
		}
		next, _, err := Apply(s, m)
		if err != nil {
			t.Fatalf("seed %d: Legal offered %q but Apply refused it: %v", seed, text, err)
		}
		s = next
		rec.Moves = append(rec.Moves, text)
		if check {
			if problems := Check(s); len(problems) > 0 {
				t.Fatalf("seed %d after %q: %v", seed, text, problems)
			}
		}
		if s.Round > 9 {
			t.Fatalf("seed %d: round %d", seed, s.Round)
		}
		if step == checkpoint {
			saveLoadReplay(t, rec, s)
		}
		if step > 20000 {
			t.Fatalf("seed %d: the game does not end", seed)
		}
	}
	return rec, s
}

// saveLoadReplay checks that a state survives JSON and that the record replays to it.
func saveLoadReplay(t testing.TB, rec *Record, s *State) {
	data, err := json.Marshal(s)
	require.NoError(t, err)
	back, err := UnmarshalState(data)
	require.NoError(t, err)
	require.Equal(t, s.Hash(), back.Hash(), "save and load")
	replayed, err := rec.Replay()
	require.NoError(t, err)
	require.Equal(t, s.Hash(), replayed.Hash(), "replay")
}

func TestRandomGames(t *testing.T) {
	n := randomGames
	if testing.Short() {
		n = 300
	}
	wins, rounds := 0, 0
	for seed := range uint64(n) {
		rec, s := playRandom(t, seed, true)
		if s.Result == "won" {
			wins++
		}
		rounds += s.Round
		if seed%1000 == 0 {
			saveLoadReplay(t, rec, s)
		}
	}
	t.Logf("%d random games: %d won, %.1f rounds on average", n, wins, float64(rounds)/float64(n))
}

// The same seed and moves give the same game.
func TestDeterministic(t *testing.T) {
	a, sa := playRandom(t, 42, false)
	b, sb := playRandom(t, 42, false)
	require.Equal(t, a.Moves, b.Moves)
	require.Equal(t, sa.Hash(), sb.Hash())
}
