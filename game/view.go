package game

import (
	"slices"
	"sort"
)

// PlayerView returns a copy of the table as the players see it: every card they cannot see
// (face-down Line cards, the Creature deck, the Horde, the box) is replaced by a stand-in
// creature that tells nothing, the order of the face-down location piles is forgotten, and the
// random generator is replaced, so that nothing computed from the view can depend on a hidden
// card or a future roll. Face-down Line cards become plain creatures (no text) when there are
// enough of them. Moves that are legal on the view and do not reveal a card are legal on the
// table with the same effect.
func PlayerView(s *State) *State {
	v := s.Clone()
	cat, err := DefaultCatalog()
	if err != nil {
		return v
	}
	visible := map[string]bool{v.Location: true}
	var out []string
	if v.Pocket != nil {
		out = v.Pocket.SittingOut
	}
	for _, zone := range [][]string{v.Visited, v.Graveyard, v.Unhallowed, v.Removed, out} {
		for _, c := range zone {
			visible[c] = true
		}
	}
	for i, lc := range v.Line {
		if lc.FaceUp {
			visible[lc.Card] = true
			if lc.Mount != "" {
				visible[lc.Mount] = true
			}
		} else {
			v.Line[i].Mount = "" // a face-down Rider's mount is hidden with it
		}
	}
	for _, a := range v.Adventurers {
		for _, c := range append(cloneStrings(a.Tamed), a.Trophies...) {
			visible[c] = true
		}
	}
	for _, t := range v.Tasks {
		for _, c := range t.Cards {
			visible[c] = true
		}
	}
	pool := standIns(cat, visible)
	next := func() string {
		if len(pool) == 0 {
			return ""
		}
		c := pool[0]
		pool = pool[1:]
		return c
	}
	for i := range v.Line {
		if !v.Line[i].FaceUp {
			v.Line[i].Card = next()
		}
	}
	mask := func(zone []string) []string {
		out := zone[:0]
		for range zone {
			if c := next(); c != "" {
				out = append(out, c)
			}
		}
		return out
	}
	v.Creatures = mask(v.Creatures)
	v.Horde = mask(v.Horde)
	v.Box = nil
	// The Map deck's order is hidden, but not its bottom card: the final location.
	if n := len(v.MapDeck); n > 1 {
		sort.Strings(v.MapDeck[:n-1])
	}
	sort.Strings(v.Unused)
	if v.Merchant != nil {
		sort.Strings(v.Merchant.Deck) // the Item deck is face down
	}
	v.RNG = newRNG(0)
	return v
}

// standIns lists the creature cards a view may use in place of hidden ones, none of them
// visible: creatures without text first, then the others (Summons never: they trigger).
func standIns(cat *Catalog, visible map[string]bool) []string {
	var plain, other []string
	for _, id := range cat.IDs() {
		c := cat.Cards[id]
		if visible[id] || visible[cat.OtherHalf(id)] || (c.Kind != KindCreature && c.Kind != KindAcolyte && c.Kind != KindUnhallowed) {
			continue
		}
		if len(c.Triggers) == 0 && !c.VariableHealth {
			plain = append(plain, id)
		} else {
			other = append(other, id)
		}
	}
	return slices.Concat(plain, other)
}

// ExhaustedCards counts an adventurer's equipped cards on their exhausted side.
func (a *AdventurerState) ExhaustedCards() int {
	n := 0
	for _, sl := range a.Slots {
		if sl.Exhausted {
			n++
		}
	}
	return n
}
