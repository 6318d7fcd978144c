package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The allocations Legal and Apply make on the tables met in random games, with some room over
// what they make now (Legal 0.18 a call: its moves' chunk, now and then a prompt's answers;
// Apply 2.34: the new table and a few lists it grows; 3.76 a move of a random game, setup
// included), and a move of the same games on one Playout, setup left out (0.10: a pile growing
// past its room, a prompt's cards). They were 1.38, 2.83, 5.63 and 2.6 before the cards'
// targets, the dice's names, Scout's orders and the prompts' answers were made without new
// lists, and the piles, Items and camp dice of a Playout's table got room to grow. A bound
// that breaks means something on the hot path allocates again.
const (
	maxLegalAllocs   = 0.3 // a call, on average
	maxApplyAllocs   = 2.6
	maxMoveAllocs    = 4.1
	maxPlayoutAllocs = 0.2
)

func TestHotPathAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceDetector {
		t.Skip("coverage counters and the race detector change what allocates")
	}
	states := benchStates(t)
	moves := make([]Move, len(states))
	for i, s := range states {
		moves[i] = Legal(s)[0]
	}
	n := float64(len(states))
	legal := testing.AllocsPerRun(1, func() {
		for _, s := range states {
			Legal(s)
		}
	}) / n
	apply := testing.AllocsPerRun(1, func() {
		for i, s := range states {
			if _, _, err := Apply(s, moves[i]); err != nil {
				t.Fatal(err)
			}
		}
	}) / n
	played := 0
	for seed := range uint64(200) {
		played += playUniform(t, seed)
	}
	game := testing.AllocsPerRun(1, func() {
		for seed := range uint64(200) {
			playUniform(t, seed)
		}
	}) / float64(played)
	play := playoutPlayer()
	onPlayout := testing.AllocsPerRun(1, func() {
		for seed := range uint64(200) {
			play(t, seed, GameBase)
		}
	}) / float64(played)
	setup := testing.AllocsPerRun(1, func() {
		for seed := range uint64(200) {
			if _, err := NewGame(uniformOptions(seed, GameBase)); err != nil {
				t.Fatal(err)
			}
		}
	}) / float64(played)
	onPlayout -= setup
	t.Logf("allocations: Legal %.2f a call, Apply %.2f a call, %.2f a move of a random game, %.2f on a Playout (setup left out)", legal, apply, game, onPlayout)
	assert.LessOrEqual(t, legal, maxLegalAllocs, "Legal's allocations a call")
	assert.LessOrEqual(t, apply, maxApplyAllocs, "Apply's allocations a call")
	assert.LessOrEqual(t, game, maxMoveAllocs, "allocations a move of a random game")
	assert.LessOrEqual(t, onPlayout, maxPlayoutAllocs, "allocations a move of a random game on a Playout")
}
