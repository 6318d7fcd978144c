package game

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A die's text is "adventurer:value" whatever the value and however many adventurers were
// named before; values past a die's faces and adventurers past dieTexts.max() are written anew.
func TestDieText(t *testing.T) {
	for _, v := range []int{0, 1, 6, 20, 21, -1, 100} {
		assert.Equal(t, fmt.Sprintf("ranger:%d", v), dieText("ranger", v))
	}
	for k := range dieTexts.max() + 10 {
		id := fmt.Sprintf("someone-%d", k)
		assert.Equal(t, id+":4", dieText(id, 4))
	}
	assert.LessOrEqual(t, dieTexts.size(), dieTexts.max())
	assert.Equal(t, "wizard:3", DieSpec{Adventurer: "wizard", Value: 3}.String())
	assert.Equal(t, "wizard:wolf", DieSpec{Adventurer: "wizard", Tamed: "wolf"}.String())
}

// A reroll's choices name each set of free dice once, the lowest values first, after "none";
// spent dice are left out.
func TestRerollChoices(t *testing.T) {
	a := &AdventurerState{ID: "ranger", Dice: []Die{
		{Value: 5, State: DieFree}, {Value: 2, State: DieFree}, {Value: 6, State: DieSpent}, {Value: 2, State: DieFree},
	}}
	assert.Equal(t, []string{noneWord, "2", "2+2", "5", "2+5", "2+2+5"}, answerTexts(rerollChoicesTo(nil, a)))
	assert.Equal(t, []int{2, 2, 5}, rerollChoicesTo(nil, a)[5].Values)
	assert.Equal(t, []string{"x", noneWord}, answerTexts(rerollChoicesTo([]Answer{AnswerCard("x")}, &AdventurerState{ID: "ranger"})))
}

// A move's own lists are copies: changing the lists it was made from leaves it as it was.
func TestMoveOwn(t *testing.T) {
	dice, args := []DieSpec{{Adventurer: "ranger", Value: 4}}, []Arg{ArgPosition(2)}
	m := Move{Verb: VerbUse, Card: "ranger.long-shot", Dice: dice, Args: args}.Own()
	dice[0].Value, args[0] = 6, ArgPosition(3)
	assert.Equal(t, "ranger:4", m.Dice[0].String())
	assert.Equal(t, ArgPosition(2), m.Args[0])
	assert.Nil(t, Move{Verb: VerbEnd}.Own().Dice)

	top := []string{"wolf-1"}
	choose := Choose(AnswerTopBottom(top, nil))
	owned := choose.Own()
	top[0] = "bear-1"
	assert.Equal(t, "choose wolf-1/", owned.String())
	assert.NotSame(t, choose.Answer, owned.Answer)
}

// A cache shared by goroutines gives each key its own value, however many keys fall in the
// same slots, and never keeps more values than it has slots.
func TestTextCacheShared(t *testing.T) {
	c := newTextCache[int, string](8)
	done := make(chan bool)
	for w := range 4 {
		go func() {
			ok := true
			for k := range 2000 {
				key := (k*7 + w) % 50
				ok = ok && c.get(key, func() string { return fmt.Sprint(key) }) == fmt.Sprint(key)
			}
			done <- ok
		}()
	}
	for range 4 {
		assert.True(t, <-done)
	}
	assert.Equal(t, 8, c.max())
	assert.LessOrEqual(t, c.size(), c.max())
	made := 0
	for range 3 {
		c.get(1000, func() string { made++; return "kept" })
	}
	assert.Equal(t, 1, made, "a key just made is kept")
}
