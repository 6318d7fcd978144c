package stats

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

// Any bytes read as a statistics file give a record whose numbers can be, which saves and reads
// back the same, or one of the errors the player is told about; never a panic.
func FuzzParse(f *testing.F) {
	b := NewBook()
	b.Add(Game{ID: "a", Box: BoxPocket, Difficulty: "pocket-casual", Adventurers: []string{"rogue"}, Final: "forbidden-tower", Won: true, Round: 5, LastRound: 5, CardsLost: 3})
	b.Add(Game{ID: "b", Box: BoxBase, Difficulty: "hard", Adventurers: []string{"cleric"}, Round: 2, LastRound: 9, CardsLost: 9})
	good, err := json.Marshal(b)
	require.NoError(f, err)
	f.Add(good)
	f.Add(good[:len(good)/3])
	f.Add([]byte(`{"format":"setawatch-statistics/1"}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		read, err := parse(data)
		if err != nil {
			if !errors.Is(err, ErrCutShort) && !errors.Is(err, ErrNotStatistics) && !errors.Is(err, ErrImpossible) {
				t.Fatalf("an error the player is not told about: %v", err)
			}
			return
		}
		again, err := json.Marshal(read)
		require.NoError(t, err)
		back, err := parse(again)
		require.NoError(t, err, "a record read is saved whole")
		require.Equal(t, read, back)
	})
}
