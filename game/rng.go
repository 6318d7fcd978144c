package game

import (
	"encoding/base64"
	"encoding/json"
	"math/rand/v2"

	"setawatch/internal/say"
)

// RNG is the game's random generator. It lives in the state and serialises with it, so a saved
// game continues with exactly the rolls and shuffles it would have had.
type RNG struct {
	pcg rand.PCG
}

func newRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x5e7a3a7c4)}
}

// IntN returns a number in [0, n).
func (r *RNG) IntN(n int) int { return rand.New(&r.pcg).IntN(n) }

// Roll returns a die roll from 1 to sides.
func (r *RNG) Roll(sides int) int { return 1 + r.IntN(sides) }

// Shuffle shuffles cards in place.
func (r *RNG) Shuffle(cards []string) {
	rand.New(&r.pcg).Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
}

// MarshalJSON writes the generator's state as base64.
func (r RNG) MarshalJSON() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(base64.StdEncoding.EncodeToString(b))
}

// UnmarshalJSON reads a state written by MarshalJSON.
func (r *RNG) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return say.Wrap(err, "random generator: {{.Err}}", "Err", err)
	}
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return say.Wrap(err, "random generator: {{.Err}}", "Err", err)
	}
	if err := r.pcg.UnmarshalBinary(b); err != nil {
		return say.Wrap(err, "random generator: {{.Err}}", "Err", err)
	}
	return nil
}
