package game

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Swords of the Coin moves are written in the existing notation and survive a round trip.
func TestSwordsMovesRoundTrip(t *testing.T) {
	for text, want := range map[string]Move{
		"attack 2 witch:familiar witch:4": {Verb: VerbAttack, Pos: 2, Dice: []DieSpec{{Adventurer: "witch", Tamed: FamiliarDie}, {Adventurer: "witch", Value: 4}}},
		"exhaust witch.wither witch:4 1":  {Verb: VerbExhaust, Card: "witch.wither", Dice: []DieSpec{{Adventurer: "witch", Value: 4}}, Args: []Arg{ArgPosition(1)}},
		"choose warrior.wound:8":          {Verb: VerbChoose, Answer: &Answer{written: "warrior.wound:8"}},
		"use bountyhunter.exploit bountyhunter:2 wyrmling-2 1": {Verb: VerbUse, Card: "bountyhunter.exploit",
			Dice: []DieSpec{{Adventurer: "bountyhunter", Value: 2}}, Args: []Arg{ArgCard("wyrmling-2"), ArgPosition(1)}},
		"attack 1 barbarian:12": {Verb: VerbAttack, Pos: 1, Dice: []DieSpec{{Adventurer: "barbarian", Value: 12}}},
		"sell wolf-1":           {Verb: VerbSell, Card: "wolf-1"},
	} {
		m, err := ParseMove(text)
		require.NoError(t, err, text)
		assert.True(t, reflect.DeepEqual(want, m), "%s: %#v", text, m)
		assert.Equal(t, text, m.String())
	}
	for _, bad := range []string{"sell", "sell wolf-1 wolf-2"} {
		_, err := ParseMove(bad)
		assert.ErrorContains(t, err, "sell TROPHY", bad)
	}
}
