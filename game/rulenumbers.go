package game

// The numbers the table prints in its rules texts, from the same functions the rules use, so the
// texts never say something the engine does not do.

// ChopFirewood is the firewood each die on Chop Wood gives at the table's location.
func ChopFirewood(s *State) int { return (&game{s: s}).chopValue() }

// FireFirewood is the firewood one card exhausted for fire gives at the table's location.
func FireFirewood(s *State) int { return (&game{s: s}).fireValue() }

// The firewood from which the campfire reveals two and three creatures.
const (
	revealTwoFrom   = 7
	revealThreeFrom = 12
)

// MaxFirewood is the top of the firewood track; its bottom is 0.
const MaxFirewood = maxFirewood

// StartingFirewood is the firewood a game starts with when the rules are followed.
const StartingFirewood = startingFirewood

// ItemSlots is how many Items an adventurer may carry in Swords of the Coin.
const ItemSlots = itemsPerAdventurer

// RevealZone is a stretch of the firewood track, From to To, where the fire reveals Reveal
// creatures.
type RevealZone struct{ From, To, Reveal int }

// RevealLevels are the zones of the firewood track, lowest first, as RevealLevel reads them.
func RevealLevels() []RevealZone {
	return []RevealZone{
		{0, revealTwoFrom - 1, 1},
		{revealTwoFrom, revealThreeFrom - 1, 2},
		{revealThreeFrom, maxFirewood, 3},
	}
}

// Rounds is how many rounds a game of a box (Options.Game) lasts at most: the Map's locations
// and the final one, or Pocket Watch's five.
func Rounds(box string) int {
	if box == GamePocket {
		return pocketRounds
	}
	return mapLocations + 1
}

// MostRounds is the most rounds a game of any box lasts.
func MostRounds() int { return max(Rounds(GameBase), Rounds(GameSwords), Rounds(GamePocket)) }

// LastRound is the round in which the table's game ends at the latest.
func LastRound(s *State) int {
	if s.PocketWatch() {
		return pocketRounds
	}
	return Rounds(GameBase)
}

// The camp spaces' numbers: the dice Chop Wood and Scout Ahead hold, the creatures Scout Ahead
// looks at, the least die Check Map takes and the die Heal takes (a location may lift the last
// two).
const (
	ChopDice  = 3
	ScoutDice = 3
	ScoutLook = 2
	MapLeast  = 4
	HealValue = 6
)
