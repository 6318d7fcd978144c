package ui

import (
	"slices"

	"setawatch/game"
)

// pocketFormOptions fits the New game dialog's options to Pocket Watch, which plays its own
// location card and twelve double creature cards: no location pool, final location, extra
// Unhallowed or deck building, and the dialog's four difficulties are Pocket Watch's four in
// the same order (named so by boxDifficultyLabels).
func pocketFormOptions(opts game.Options) game.Options {
	if opts.Game != game.GamePocket {
		return opts
	}
	if k := slices.Index(game.Difficulties, opts.Difficulty); k >= 0 {
		opts.Difficulty = game.PocketDifficulties[k]
	}
	opts.Locations, opts.FinalLocation, opts.ExtraUnhallowed, opts.CreatureDeck = "", "", false, ""
	return opts
}
