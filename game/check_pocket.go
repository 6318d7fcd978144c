package game

import (
	"fmt"
	"slices"
)

// belongs refuses a double card outside Pocket Watch, and in Pocket Watch a creature printed
// alone anywhere but in the box.
func belongs(opts Options, c *Card, zone string) error {
	pocket := opts.Game == GamePocket
	switch {
	case c.Double != "" && !pocket:
		return fmt.Errorf("card %s belongs to Pocket Watch games only", c.ID)
	case pocket && c.Double == "" && zone != "the box" &&
		(c.Kind == KindCreature || c.Kind == KindAcolyte || c.Kind == KindUnhallowed || c.Kind == KindSummon):
		return fmt.Errorf("card %s is not one of Pocket Watch's double cards (in %s)", c.ID, zone)
	}
	return nil
}

// checkPocket adds Pocket Watch's own soundness rules to Check.
func checkPocket(s *State, place func(string, ...string), bad func(string, ...any)) {
	p := s.Pocket
	if (p != nil) != (s.Options.Game == GamePocket) {
		bad("Pocket Watch's counters belong to Pocket Watch games only (game %q)", s.Options.Game)
	}
	if p == nil {
		return
	}
	checkLocationCard(s, bad)
	place("the cards sitting out", p.SittingOut...)
	if p.Horde < 0 {
		bad("the Horde counter is %d", p.Horde)
	}
	if len(s.Horde) > 0 || len(s.Unhallowed) > 0 {
		bad("Pocket Watch has no Horde pile and no Unhallowed deck")
	}
	if s.Round > pocketRounds {
		bad("round %d is past Pocket Watch's %d", s.Round, pocketRounds)
	}
	if p.Roll < 0 || p.Roll > pocketLocations {
		bad("the location die shows %d", p.Roll)
	}
	// Each adventurer rests exactly once: as many have still to rest as rounds before the final
	// one still have to choose a camper.
	left := max(0, pocketRounds-s.Round)
	if s.Phase != PhaseCamper && left > 0 {
		left--
	}
	unrested := 0
	for _, a := range s.Adventurers {
		if a.Rests == 0 {
			unrested++
		}
	}
	if !s.Over() && unrested != left {
		bad("%d adventurers have still to rest in round %d (%s), not %d: each rests exactly once", unrested, s.Round, s.Phase, left)
	}
}

// checkLocationCard checks the locations of a Pocket Watch table: those of the location card
// only, each here, visited, unused or next, and the final location last.
func checkLocationCard(s *State, bad func(string, ...any)) {
	cat, err := DefaultCatalog()
	if err != nil || cat.LocationCard == nil {
		bad("Pocket Watch needs its location card")
		return
	}
	onCard := cat.LocationCard.Locations
	inPlay := append(append(append([]string{s.Location}, s.Visited...), s.Unused...), s.MapDeck...)
	for _, t := range s.Tasks {
		if t.Kind == TaskCheckMap || t.Kind == TaskTeleport {
			inPlay = append(inPlay, t.Cards...)
		}
	}
	for _, id := range inPlay {
		if !slices.Contains(onCard, id) {
			bad("%s is not on Pocket Watch's location card", id)
		}
	}
	for _, id := range onCard {
		if !slices.Contains(inPlay, id) {
			bad("%s, on the location card, is out of play", id)
		}
	}
	final := onCard[pocketLocations-1]
	switch {
	case s.Location == final:
		if s.Round != pocketRounds {
			bad("the final location is reached in round %d, not %d", s.Round, pocketRounds)
		}
	case len(s.MapDeck) == 0 || s.MapDeck[len(s.MapDeck)-1] != final || len(s.MapDeck) > 2:
		bad("the next locations must be at most one chosen location and then the final location, not %v", s.MapDeck)
	case len(s.Unused)+len(s.MapDeck)-1 < pocketRounds-1-s.Round:
		bad("%d unvisited locations are too few for the rounds to come", len(s.Unused))
	}
}
