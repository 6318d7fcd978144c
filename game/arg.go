package game

import "strconv"

// Arg is one target of a use, exhaust or discard move, after its dice: a number (a Line
// position, or the value of one of the owner's dice for an Item that takes one) or a name (a
// card's key, an adventurer, or a word of the card's such as Dragon Lance's "damage"). Which one
// a card takes, and what its number means, is the card's rule. Make one with the constructors;
// its notation is String, read back by ParseMove.
type Arg struct {
	N   int    // the number, when Key is ""
	Key string // the name, or "" for a number
}

// ArgPosition targets the creature at Line position p (1 is the first).
func ArgPosition(p int) Arg { return Arg{N: p} }

// ArgValue targets the owner's die showing v (an Item that takes a die's value).
func ArgValue(v int) Arg { return Arg{N: v} }

// ArgCard targets a card by its key: a creature in the Graveyard, a tamed creature, a Trophy,
// an ability card.
func ArgCard(key string) Arg { return Arg{Key: key} }

// ArgAdventurer targets an adventurer.
func ArgAdventurer(id string) Arg { return Arg{Key: id} }

// ArgDamage is Dragon Lance's second use, after the position: 6 damage in 2nd position.
func ArgDamage() Arg { return Arg{Key: dragonLanceDamage} }

// Number is the arg's number (a position or a die's value), and whether it is one.
func (a Arg) Number() (int, bool) { return a.N, a.Key == "" }

// Position is the 0-based Line index of a position arg.
func (a Arg) Position() int { return a.N - 1 }

// String is the arg in notation.
func (a Arg) String() string {
	if a.Key != "" {
		return a.Key
	}
	if a.N >= 1 && a.N <= len(positionArgs) {
		return positionWords[a.N-1]
	}
	return strconv.Itoa(a.N)
}

// parseArg reads an arg from notation: a number written as String writes it, else a name
// (so that "02" is written back as it came, and refused as a position).
func parseArg(word string) Arg {
	if n, err := strconv.Atoi(word); err == nil && strconv.Itoa(n) == word {
		return Arg{N: n}
	}
	return Arg{Key: word}
}
