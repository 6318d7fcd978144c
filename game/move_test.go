package game

import (
	"reflect"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseMoveRoundTrip(t *testing.T) {
	for _, text := range []string{
		"camp ranger", "place 6 heal", "rune 4 seal vanquish", "rune 2 seal vanquish bolster", "end",
		"attack 2 ranger:7 rogue:2", "attack 1 beastmaster:eagle-2", "use wizard.shockbolt wizard:3 2",
		"use ranger.sharpshooter ranger:3", "exhaust rogue.backstab 5 6", "fire rogue.smoke-bomb",
		"horde", "choose wizard.curse", "choose a,b/c", "use wizard.polymorph wizard:1 2 bear-1",
	} {
		m, err := ParseMove(text)
		require.NoError(t, err, text)
		assert.Equal(t, text, m.String())
		back, err := ParseMove(m.String())
		require.NoError(t, err)
		assert.True(t, reflect.DeepEqual(m, back), text)
	}
}

func TestParseMoveRejectsMalformed(t *testing.T) {
	for text, want := range map[string]string{
		"":                   "empty move",
		"dance":              "unknown move",
		"camp":               "camp ADVENTURER",
		"place six heal":     "not a die value",
		"place 13 heal":      "not a die value",
		"attack 0 ranger:3":  "not a Line position",
		"attack 1":           "attack POSITION DIE",
		"attack 1 ranger":    "not a die",
		"attack 1 ranger:0":  "not a die value",
		"rune 4 seal":        "rune VALUE RUNE RUNE",
		"fire a b":           "fire CARD",
		"use x 2 ranger:3":   "dice come before",
		"end now":            "end",
		"choose":             "choose OPTION",
		"attack 1 ranger:-3": "not a die value",
	} {
		_, err := ParseMove(text)
		require.Error(t, err, text)
		assert.Contains(t, err.Error(), want, text)
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"camp ranger", "attack 2 ranger:7 rogue:2", "use a.b c:1 2", "choose x/y", "rune 3 seal bolster"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			return
		}
		back, err := ParseMove(m.String())
		if err != nil {
			t.Fatalf("%q printed as %q, which does not parse: %v", text, m.String(), err)
		}
		if !reflect.DeepEqual(m, back) {
			t.Fatalf("%q: %#v printed as %q reads back as %#v", text, m, m.String(), back)
		}
	})
}

// Legal hands out a Move for each move allowed, in memory of their own: a Move stays as small
// as before prompt answers were typed (its verb a byte, see Verb).
func TestMoveStaysSmall(t *testing.T) {
	assert.LessOrEqual(t, unsafe.Sizeof(Move{}), uintptr(152))
	assert.Equal(t, uintptr(1), unsafe.Sizeof(VerbCamp))
}
