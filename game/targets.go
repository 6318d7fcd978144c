package game

import (
	"slices"
	"strconv"
)

// targetList collects the targets a card lists for Legal to try, each a list of words (Line
// positions, cards, dice), in the order the card adds them. The engine owns it and hands it to
// the card's targets: the words are kept as long as the moves Legal makes of them, and the
// list's array is reused from card to card, so that listing allocates nothing.
type targetList struct {
	g       *game // whose kept answers hold the words
	targets [][]string
}

// add lists one target of these words; with none, the one use of a card that takes no target.
func (t *targetList) add(words ...string) {
	if len(words) == 0 {
		t.targets = append(t.targets, nil)
		return
	}
	t.targets = append(t.targets, t.g.keptWords(words...))
}

// addBefore lists one target: word, then the words of target.
func (t *targetList) addBefore(word string, target []string) {
	g := t.g
	start := len(g.keptArgs)
	g.keptArgs = append(append(g.keptArgs, word), target...)
	t.targets = append(t.targets, g.wordsSince(start))
}

// addPosition lists the creature at Line position i (from 0) as a target.
func (t *targetList) addPosition(i int) { t.targets = append(t.targets, positionTarget(i)) }

// addPair lists the creatures at Line positions i and j (from 0) as one target.
func (t *targetList) addPair(i, j int) { t.targets = append(t.targets, pairTarget(i, j)) }

// addValue lists a die value v as a target.
func (t *targetList) addValue(v int) { t.targets = append(t.targets, valueTarget(v)) }

// empty tells that no target is listed yet.
func (t *targetList) empty() bool { return len(t.targets) == 0 }

// listed is the targets listed so far, to read while more are added.
func (t *targetList) listed() [][]string { return t.targets[:len(t.targets):len(t.targets)] }

// targetsOf is what a card's targets list for a. The list is the engine's, good until the next
// call: Legal reads each list before it asks for the next.
func (g *game) targetsOf(targets func(*game, *AdventurerState, *targetList), a *AdventurerState) [][]string {
	t := &g.targetList
	t.g, t.targets = g, t.targets[:0]
	targets(g, a, t)
	return t.targets
}

// keptWords is a list of the words carved from the kept answers, capped so that appending
// copies: a target that lasts as long as the moves Legal makes of it, without an array of its
// own.
func (g *game) keptWords(words ...string) []string {
	start := len(g.keptArgs)
	g.keptArgs = append(g.keptArgs, words...)
	return g.wordsSince(start)
}

// wordsSince is the list of the kept answers written since start, capped so that appending
// copies.
func (g *game) wordsSince(start int) []string {
	n := len(g.keptArgs)
	return g.keptArgs[start:n:n]
}

// firstShowing tells whether a's die k is the first of its dice in its state to show its
// value: a card lists a value once however many dice show it.
func firstShowing(a *AdventurerState, k int) bool {
	d := a.Dice[k]
	return !slices.ContainsFunc(a.Dice[:k], func(e Die) bool { return e.State == d.State && e.Value == d.Value })
}

// noTargets lists the one use of a card that takes no target.
func noTargets(_ *game, _ *AdventurerState, t *targetList) { t.add() }

// revealedPositions lists the position of each revealed creature, as a target of its own.
func revealedPositions(g *game, _ *AdventurerState, t *targetList) { linePositions(g, true, t) }

// hiddenPositions lists the position of each face-down card, as a target of its own.
func hiddenPositions(g *game, _ *AdventurerState, t *targetList) { linePositions(g, false, t) }

// linePositions lists the Line positions whose card is face up (or face down).
func linePositions(g *game, faceUp bool, t *targetList) {
	for i := range g.s.Line {
		if g.s.Line[i].FaceUp == faceUp {
			t.addPosition(i)
		}
	}
}

// positionTargets are the targets "1", "2"... made once: moves list them again and again.
var positionTargets = func() [][]string {
	out := make([][]string, 32)
	for i := range out {
		out[i] = []string{strconv.Itoa(i + 1)}
	}
	return out
}()

// positionTarget is the target naming Line position i+1, capped so that appending copies.
func positionTarget(i int) []string {
	if i < len(positionTargets) {
		return positionTargets[i][:1:1]
	}
	return []string{strconv.Itoa(i + 1)}
}

// positionWord is the word naming Line position i+1.
func positionWord(i int) string { return positionTarget(i)[0] }

// valueTarget is the target naming a die's value v, made once for most values.
func valueTarget(v int) []string {
	if v >= 1 {
		return positionTarget(v - 1) // the same text as position v
	}
	return []string{strconv.Itoa(v)}
}

// pairTargets[i][j] is the target pair naming positions i+1 and j+1, made once.
var pairTargets = func() (out [16][16][]string) {
	for i := range out {
		for j := range out[i] {
			out[i][j] = []string{strconv.Itoa(i + 1), strconv.Itoa(j + 1)}
		}
	}
	return out
}()

// pairTarget is the target pair naming Line positions i+1 and j+1, capped so that appending
// copies.
func pairTarget(i, j int) []string {
	if i < len(pairTargets) && j < len(pairTargets) {
		return pairTargets[i][j][:2:2]
	}
	return []string{strconv.Itoa(i + 1), strconv.Itoa(j + 1)}
}
