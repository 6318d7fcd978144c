package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A move's targets are read from notation as numbers and names, and written back as they came.
func TestArgsReadAndWrittenBack(t *testing.T) {
	cases := map[string][]Arg{
		"exhaust wizard.polymorph 1 pocket-lich": {ArgPosition(1), ArgCard("pocket-lich")},
		"exhaust knight.dragon-lance 2 damage":   {ArgPosition(2), ArgDamage()},
		"use knight.inspire knight:3 ranger":     {ArgAdventurer("ranger")},
		"discard hourglass 5":                    {ArgValue(5)},
		"exhaust rogue.backstab 02 -1 0":         {ArgCard("02"), ArgPosition(-1), ArgPosition(0)},
		"exhaust cleric.rebuke 1 40":             {ArgPosition(1), ArgPosition(40)},
	}
	for text, args := range cases {
		m, err := ParseMove(text)
		require.NoError(t, err, text)
		assert.Equal(t, args, m.Args, text)
		assert.Equal(t, text, m.String())
	}
	n, ok := ArgPosition(3).Number()
	assert.True(t, ok)
	assert.Equal(t, 3, n)
	_, ok = ArgCard("wolf-1").Number()
	assert.False(t, ok)
}

// A number written otherwise than as a number is written is no position.
func TestArgWrittenOddlyIsNoPosition(t *testing.T) {
	g := &game{s: &State{Line: []LineCard{{Card: "wolf-1", FaceUp: true}, {Card: "wolf-2", FaceUp: true}}}}
	_, err := g.linePosition([]Arg{parseArg("02")}, 0)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"02" is not a position in the Line (1 to 2)`)
	i, err := g.linePosition([]Arg{parseArg("2")}, 0)
	require.NoError(t, err)
	assert.Equal(t, 1, i)
}
