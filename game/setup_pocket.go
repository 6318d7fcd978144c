package game

import (
	"fmt"
	"slices"
	"strings"

	"setawatch/internal/say"
)

// Pocket Watch (Options.Game "pocket") is the five-round micro variant: twelve double creature
// cards shuffled anew every round, one location card whose next location is rolled on a d8, a
// Horde that is only a counter, and Unhallowed that rise when their skull number matches the
// round instead of from Summon cards. docs/pocket-watch.md says how each rule is read.
const GamePocket = "pocket"

// PocketDifficulties are the difficulties of Pocket Watch, easiest first.
var PocketDifficulties = []string{"casual", "normal", "hard", "impossible"}

const (
	pocketRounds    = 5 // round 5 is always at the final location
	pocketRests     = 1 // each adventurer rests exactly once
	pocketLocations = 8 // numbers 1-8 on the location card; 8 is the final location
	maxSkull        = 5
)

// PocketState is what a Pocket Watch table tracks beyond the base game's zones.
type PocketState struct {
	Horde      int      `json:"horde"`                // the Horde counter
	Roll       int      `json:"roll,omitempty"`       // the last d8 rolled for a location
	Seal       bool     `json:"seal,omitempty"`       // the Seal rune was cast this round
	Acolyte    bool     `json:"acolyte,omitempty"`    // the Acolyte has turned the Unhallowed up this round
	SittingOut []string `json:"sittingOut,omitempty"` // cards defeated with Stay Dead last round, out this round
}

func (p *PocketState) clone() *PocketState {
	if p == nil {
		return nil
	}
	c := *p
	c.SittingOut = cloneStrings(p.SittingOut)
	return &c
}

// PocketWatch reports whether the table plays Pocket Watch.
func (s *State) PocketWatch() bool { return s.Pocket != nil }

// checkPocketOptions refuses what Pocket Watch does not play with.
func checkPocketOptions(opts Options) error {
	if opts.Difficulty != "" && !slices.Contains(PocketDifficulties, strings.ToLower(opts.Difficulty)) {
		return say.Err("unknown Pocket Watch difficulty {{.Difficulty}} (choose {{.X}})", "Difficulty", say.Raw(fmt.Sprintf("%q", opts.Difficulty)), "X", say.Raw(strings.Join(PocketDifficulties, ", ")))
	}
	switch {
	case opts.Mix:
		return say.Err("mixing boxes needs the Swords of the Coin game")
	case opts.ExtraAdventurers || opts.ExtraUnhallowed:
		return say.Err("Pocket Watch is played with its own cards and the six base adventurers, without the extras")
	case opts.Locations != "" || opts.FinalLocation != "":
		return say.Err("Pocket Watch is played on its own location card: no location pool or final location to choose")
	case opts.CreatureDeck != "":
		return say.Err("Pocket Watch is played with its own twelve creature cards: no creature deck to build")
	}
	return nil
}

// pocketDifficulty is the options' difficulty, "normal" when empty.
func pocketDifficulty(opts Options) string { return opts.DifficultyName() }

// setupPocket deals a Pocket Watch table once the adventurers are seated: the twelve double
// cards, each turned at random, shuffled; the first location rolled; the fire lit.
func (g *game) setupPocket() {
	s, cat := g.s, g.cat
	s.Pocket = &PocketState{}
	r := &s.RNG
	onCard := cat.LocationCard.Locations
	doubles := map[string]bool{}
	for _, c := range cat.cards() {
		id := c.ID
		switch {
		case c.Kind == KindAbility || c.Kind == KindItem:
			if !slices.Contains(s.Box, id) && s.Adventurer(c.Adventurer) == nil {
				s.Box = append(s.Box, id)
			}
		case c.Double != "":
			if !doubles[c.Double] {
				doubles[c.Double] = true
				s.Creatures = append(s.Creatures, g.turnAtRandom(id))
			}
		case c.Kind == KindLocation && slices.Contains(onCard, id):
		default:
			s.Box = append(s.Box, id)
		}
	}
	r.Shuffle(s.Creatures)
	s.Unused = cloneStrings(onCard[:pocketLocations-1])
	s.MapDeck = []string{onCard[pocketLocations-1]}
	s.Firewood = startingFirewood
	if s.Options.RandomFirewood {
		s.Firewood = r.Roll(8)
	}
	s.Location = g.rollLocation()
	s.Unused = removeString(s.Unused, s.Location)
	s.Box = outOfGame(cat, s.Options, s.Box)
}

// turnAtRandom turns a double card either way up, as a shuffle does.
func (g *game) turnAtRandom(id string) string {
	if other := g.cat.OtherHalf(id); other != "" && g.s.RNG.IntN(2) == 1 {
		return other
	}
	return id
}

// MaxRests is how many times each adventurer rests in a game: twice, once in Pocket Watch.
func MaxRests(opts Options) int {
	if opts.Game == GamePocket {
		return pocketRests
	}
	return restsPerGame
}
