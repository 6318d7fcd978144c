package game

import (
	"slices"
	"strconv"
)

// listedTarget is one target a card lists: the args of a move, after a die the card acts on
// (none when its Adventurer is "").
type listedTarget struct {
	die  DieSpec
	args []Arg
}

// targetList collects the targets a card lists for Legal to try, in the order the card adds
// them. The engine owns it and hands it to the card's targets: the args are kept as long as the
// moves Legal makes of them, and the list's array is reused from card to card, so that listing
// allocates nothing.
type targetList struct {
	g       *game // whose kept args hold the targets
	targets []listedTarget
}

// add lists one target of these args; with none, the one use of a card that takes no target.
func (t *targetList) add(args ...Arg) {
	if len(args) == 0 {
		t.targets = append(t.targets, listedTarget{})
		return
	}
	t.targets = append(t.targets, listedTarget{args: t.g.keptArgsOf(args...)})
}

// addCard lists the card with that key as a target.
func (t *targetList) addCard(key string) { t.add(ArgCard(key)) }

// addDie lists one of a's dice showing v as the target (a die the card acts on).
func (t *targetList) addDie(a *AdventurerState, v int) {
	t.targets = append(t.targets, listedTarget{die: DieSpec{Adventurer: a.ID, Value: v}})
}

// addBefore lists one target: a's die showing v, then the args of target.
func (t *targetList) addBefore(a *AdventurerState, v int, target listedTarget) {
	t.targets = append(t.targets, listedTarget{die: DieSpec{Adventurer: a.ID, Value: v}, args: target.args})
}

// addPosition lists the creature at Line position i (from 0) as a target.
func (t *targetList) addPosition(i int) {
	t.targets = append(t.targets, listedTarget{args: positionTarget(i)})
}

// addPair lists the creatures at Line positions i and j (from 0) as one target.
func (t *targetList) addPair(i, j int) {
	t.targets = append(t.targets, listedTarget{args: pairTarget(i, j)})
}

// addValue lists a die value v as a target.
func (t *targetList) addValue(v int) {
	t.targets = append(t.targets, listedTarget{args: valueTarget(v)})
}

// empty tells that no target is listed yet.
func (t *targetList) empty() bool { return len(t.targets) == 0 }

// listed is the targets listed so far, to read while more are added.
func (t *targetList) listed() []listedTarget { return t.targets[:len(t.targets):len(t.targets)] }

// targetsOf is what a card's targets list for a. The list is the engine's, good until the next
// call: Legal reads each list before it asks for the next.
func (g *game) targetsOf(targets func(*game, *AdventurerState, *targetList), a *AdventurerState) []listedTarget {
	t := &g.targetList
	t.g, t.targets = g, t.targets[:0]
	targets(g, a, t)
	return t.targets
}

// keptArgsOf is a list of the args carved from the kept ones, capped so that appending copies:
// a target that lasts as long as the moves Legal makes of it, without an array of its own.
func (g *game) keptArgsOf(args ...Arg) []Arg {
	start := len(g.keptArgs)
	g.keptArgs = append(g.keptArgs, args...)
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

// positionArgs are the targets 1, 2... made once: moves list them again and again; and
// positionWords their notation.
var positionArgs, positionWords = func() ([]Arg, []string) {
	args, words := make([]Arg, 32), make([]string, 32)
	for i := range args {
		args[i], words[i] = ArgPosition(i+1), strconv.Itoa(i+1)
	}
	return args, words
}()

// positionTarget is the target naming Line position i+1, capped so that appending copies.
func positionTarget(i int) []Arg {
	if i >= 0 && i < len(positionArgs) {
		return positionArgs[i : i+1 : i+1]
	}
	return []Arg{ArgPosition(i + 1)}
}

// valueTarget is the target naming a die's value v.
func valueTarget(v int) []Arg { return positionTarget(v - 1) } // the same number as position v

// pairTargets[i][j] is the target pair naming positions i+1 and j+1, made once.
var pairTargets = func() (out [16][16][2]Arg) {
	for i := range out {
		for j := range out[i] {
			out[i][j] = [2]Arg{ArgPosition(i + 1), ArgPosition(j + 1)}
		}
	}
	return out
}()

// pairTarget is the target pair naming Line positions i+1 and j+1, capped so that appending
// copies.
func pairTarget(i, j int) []Arg {
	if i >= 0 && j >= 0 && i < len(pairTargets) && j < len(pairTargets) {
		return pairTargets[i][j][:2:2]
	}
	return []Arg{ArgPosition(i + 1), ArgPosition(j + 1)}
}
