// Package scenarios holds tables set up exactly (see README.md); the ones the game itself needs
// are embedded here.
package scenarios

import _ "embed"

// FirstRound is the rulebook's worked first round at the Snowy Pass, as a scenario.
//
//go:embed first-round.json
var FirstRound []byte

// FirstRoundMoves are the rulebook's moves of that round, one a line, with # comments.
//
//go:embed first-round.moves
var FirstRoundMoves string
