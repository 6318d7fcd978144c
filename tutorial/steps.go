// Package tutorial is the guided first game as data: the rulebook's worked first round at the
// Snowy Pass (scenarios/first-round.json), cut into steps. Each step says what to do and why,
// names the moves that do it (in the engine's notation), the places to highlight, and why any
// other move is not the one now. The window plays the steps on its real table; this package
// knows nothing of Fyne.
package tutorial

import (
	"setawatch/internal/say"
)

// Step is one thing the player does (or reads) in the tutorial.
type Step struct {
	// Name is the step's stable name, for tests and logs.
	Name string
	// Say is what to do and why, in one or two sentences.
	Say say.Msg
	// Moves are the moves the step asks for, all of them, in any order. None: the step only
	// tells something, and the player goes on with Next.
	Moves []string
	// Also maps a move that is as good as one of Moves to the move it stands for.
	Also map[string]string
	// Show are highlight ids for a step that only tells (see Targets for the ids); a step with
	// moves highlights the places of the moves still to play.
	Show []string
	// NotYet says why another move is not the one now.
	NotYet say.Msg
	// Losable lets the Watch be ended here, with creatures left: the tutorial is then lost.
	Losable bool
}

// Steps is the tutorial: the rulebook's words and order (seed 002's "first round example",
// the French edition's "exemple de premier tour"), then what the round did not reach.
var Steps = []Step{
	{
		Name: "welcome",
		Say:  say.M("Welcome to the Snowy Pass, the rulebook's first round. The Beast Master, the Wizard, the Ranger and the Rogue have rolled; the firewood is only 4. Your ability cards are your powers and your health: every creature that gets past you exhausts some of them."),
		Show: []string{"firewood", "location"},
	},
	{
		Name:   "snowy-pass",
		Say:    say.M("The Snowy Pass takes the party's lowest die for this round. Give up the Rogue's 1: tap her answer on the right."),
		Moves:  []string{"choose rogue:1"},
		Also:   map[string]string{"choose ranger:1": "choose rogue:1"},
		NotYet: say.M("The Snowy Pass takes a lowest die first, and the Wizard needs his 1 to chop wood."),
	},
	{
		Name:   "rest",
		Say:    say.M("Each round one adventurer rests in camp and the others stand Watch. Everyone must rest twice in the game, and a rest refreshes one exhausted card: press Rest in camp on the Wizard's board."),
		Moves:  []string{"camp wizard"},
		NotYet: say.M("The Wizard goes to camp: his exhausted Curse comes back, and his dice serve the camp best."),
	},
	{
		Name: "runes",
		Say:  say.M("In camp, the Wizard puts his dice on camp spaces or on the runes of the Map deck. Runes take matching dice: his pair of 4s could cast two of Seal, Vanquish and Bolster."),
		Show: []string{"rune:seal", "rune:vanquish", "rune:bolster"},
	},
	{
		Name:   "chop",
		Say:    say.M("But a fire of 4 reveals only one creature at a time. Drag all three of the Wizard's dice onto Chop Wood: each die adds 2 firewood."),
		Moves:  []string{"place 4 chop", "place 4 chop", "place 1 chop"},
		NotYet: say.M("The fire matters more than the runes now: at 10 firewood it reveals two creatures instead of one."),
	},
	{
		Name:   "end-camp",
		Say:    say.M("Firewood 10 reveals two creatures at a time. Press End camp: six creatures are dealt face down into the Line, and the fire reveals the first two."),
		Moves:  []string{"end"},
		NotYet: say.M("The Wizard's dice are all placed: the camp is over."),
	},
	{
		Name: "watch",
		Say:  say.M("The Eagle (health 4) and the Fell Beast (health 11) are revealed. Dice whose total reaches a creature's health defeat it; face-down creatures cannot be attacked."),
		Show: []string{"line:1", "line:2", "firewood"},
	},
	{
		Name:    "backstab",
		Say:     say.M("Ability cards take a die. Drag the Rogue's 3 onto {{.Card}} and pick positions 5 and 6: she reveals the last two creatures and may defeat one.", "Card", say.Card("rogue.backstab")),
		Moves:   []string{"use rogue.backstab rogue:3 5 6"},
		NotYet:  say.M("In the rulebook the Rogue acts first: her Backstab looks at the end of the Line before anyone spends a die."),
		Losable: true,
	},
	{
		Name:    "vampire",
		Say:     say.M("The Vampire (1) and the Acolyte (7) are there. Defeat the Vampire now, before its reveal power steals the Beast Master's 8."),
		Moves:   []string{"choose vampire-1"},
		NotYet:  say.M("The Rogue's dice add up to 8, so either could go; but the Vampire, once revealed, would steal the Beast Master's 8."),
		Losable: true,
	},
	{
		Name:    "range",
		Say:     say.M("The Acolyte sent a creature to the Horde. The Ranger and the Beast Master are ranged: they reach the 2nd position. Drag the Ranger's 3 and the Beast Master's 8 onto the Fell Beast: 3 + 8 = 11."),
		Moves:   []string{"attack 2 ranger:3", "attack 2 beastmaster:8"},
		NotYet:  say.M("Direct attacks now: the Fell Beast in 2nd position takes the Ranger's 3 and the Beast Master's 8."),
		Losable: true,
	},
	{
		Name:    "giant",
		Say:     say.M("The Forest Giant (7) adds the health of the creature behind it, and the Zombie Horde (8) the health of the Graveyard's top card, the Fell Beast: 15 and 19!"),
		Show:    []string{"line:2", "line:3"},
		Losable: true,
	},
	{
		Name:    "sharpshooter",
		Say:     say.M("{{.Card}} is passive: it needs no die. Press Use on it to roll the Ranger's spent 3 again.", "Card", say.Card("ranger.sharpshooter")),
		Moves:   []string{"use ranger.sharpshooter ranger:3"},
		NotYet:  say.M("First the Ranger rolls her spent 3 again with Sharpshooter: she will need a bigger die."),
		Losable: true,
	},
	{
		Name:    "tame",
		Say:     say.M("Exhausting a card uses it without a die. Press Exhaust on {{.Card}} to tame the Eagle, a die of 4 for later; but an exhausted card is lost until it is refreshed: your cards are your health.", "Card", say.Card("beastmaster.tame-beast")),
		Moves:   []string{"exhaust beastmaster.tame-beast 1"},
		NotYet:  say.M("The Beast Master tames the Eagle first, by exhausting Tame Beast: her dice stay free."),
		Losable: true,
	},
	{
		Name:    "snares",
		Say:     say.M("Drag the Beast Master's 3 onto {{.Card}} and pick the Zombie Horde in 2nd position: it goes back on top of the Creature deck, for the next round.", "Card", say.Card("beastmaster.set-snares")),
		Moves:   []string{"use beastmaster.set-snares beastmaster:3 2"},
		NotYet:  say.M("The Zombie Horde's 19 is too much tonight: Set Snares puts it back on the Creature deck."),
		Losable: true,
	},
	{
		Name:    "acolyte",
		Say:     say.M("The Giant now has 7 + 7, the Acolyte's health behind it. Drag the Ranger's 7 onto the Acolyte in 2nd position."),
		Moves:   []string{"attack 2 ranger:7"},
		NotYet:  say.M("Defeat the Acolyte first: while it stands behind the Giant, the Giant has 14 health."),
		Losable: true,
	},
	{
		Name:    "giant-falls",
		Say:     say.M("With nothing behind it, the Giant is back to 7. Drag the Rogue's 4 and the Ranger's 6 onto it: dice of several adventurers add up."),
		Moves:   []string{"attack 1 rogue:4", "attack 1 ranger:6"},
		NotYet:  say.M("The Rogue's 4 and the Ranger's 6 finish the Giant; the Beast Master keeps her Eagle for a later round."),
		Losable: true,
	},
	{
		Name: "round-won",
		Say:  say.M("The Line is clear: the round is won. The next location changes the firewood, everyone rolls again, and the Beast Master, with two exhausted cards, should rest soon."),
		Show: []string{"location", "firewood"},
	},
	{
		Name: "fire",
		Say:  say.M("On Watch, +2 fire exhausts a card for 2 firewood, to reveal more creatures; if the fire ever falls to 0, a card must be exhausted to feed it."),
		Show: []string{"fire:ranger.long-shot", "fire:rogue.poison-blade", "firewood"},
	},
	{
		Name: "damage",
		Say:  say.M("When the Watch ends with creatures in the Line, each goes to the Horde and exhausts as many ability cards of the Watch as its damage. When everyone on Watch is exhausted, the party falls: your cards are your health."),
		Show: []string{"card:beastmaster.tame-beast", "card:beastmaster.hunt"},
	},
	{
		Name: "horde",
		Say:  say.M("The Horde keeps, face down, every creature that got past the Watch, and those the Acolyte sent there. They all come back at the end of the final round's Line."),
		Show: []string{"horde"},
	},
	{
		Name: "final",
		Say:  say.M("After eight locations the final location, under the Map deck, comes: everyone stands Watch, the Horde joins the Line, and the party wins if a card is still ready at the end. That is the whole game: good luck!"),
		Show: []string{"map"},
	},
}
