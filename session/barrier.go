package session

import "setawatch/game"

// Undo follows Board Game Arena's rule: a move can be taken back unless it rolled dice or let the
// players see something they did not know, since taking it back would be a free second try.
// The engine reports what a move revealed (game.Play); barrierWhy says it in words.

// barrierWhy says why a move that revealed something cannot be undone.
var barrierWhy = map[game.Reveal]string{
	game.RevealedRoll:     "it rolled dice or shuffled cards",
	game.RevealedLocation: "it revealed a new location",
	game.RevealedFaceUp:   "it turned a card face up",
	game.RevealedDraw:     "it drew from the Creature deck",
	game.RevealedCards:    "it showed hidden cards",
	game.RevealedDeckTop:  "it looked at the top of the Creature deck",
}
