package game

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"slices"
	"sort"
	"strings"
)

// PlayerView returns a copy of the table as the players see it: every card they cannot see
// (face-down Line cards, the Creature deck, the Horde, the box) is replaced by a stand-in
// creature that tells nothing, which unseen locations lie in the Map deck and which in the
// Unused deck is forgotten, and the random generator and the seed are replaced, so that
// nothing computed from the view can depend on a hidden card or a future roll. What the
// players saw go face down stays (see Knowledge): the cards Scout Ahead put on the Creature
// deck's top and bottom, the creatures of the Line that went to the Horde, Check Map's choice. Face-down Line cards become plain creatures (no text) when there are
// enough of them. Moves that are legal on the view and do not reveal a card are legal on the
// table with the same effect.
func PlayerView(s *State) *State {
	v := s.Clone()
	cat, err := DefaultCatalog()
	if err != nil {
		return v
	}
	visible := seenCards(v)
	visible[v.Location] = true
	for i, lc := range v.Line {
		if !lc.FaceUp && !lc.Known {
			v.Line[i].Mount = "" // a face-down Rider's mount is hidden with it
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
		if !v.Line[i].FaceUp && !v.Line[i].Known {
			v.Line[i].Card = next()
		}
	}
	// The Creature deck's cards seen on its top and bottom stay; the others are stand-ins.
	top := min(v.Known.DeckTop, len(v.Creatures))
	bottom := min(v.Known.DeckBottom, len(v.Creatures)-top)
	deck := slices.Clone(v.Creatures[:top])
	for range len(v.Creatures) - top - bottom {
		if c := next(); c != "" {
			deck = append(deck, c)
		}
	}
	v.Creatures = append(deck, v.Creatures[len(v.Creatures)-bottom:]...)
	horde := v.Horde[:0]
	for i, c := range v.Horde {
		if !v.Known.hordeSeen(i) {
			c = next()
		}
		if c != "" {
			horde = append(horde, c)
		}
	}
	v.Horde = horde
	v.Box = nil
	if v.Pocket == nil {
		hideLocations(cat, v)
	} else {
		sort.Strings(v.Unused) // Pocket Watch's locations are all printed on its card
	}
	if v.Merchant != nil {
		sort.Strings(v.Merchant.Deck[:unseenItems(v)]) // the Item deck is face down
	}
	v.RNG = newRNG(0)
	v.Options.Seed = 0 // the setup would deal the hidden cards again from it
	return v
}

// unseenLocations returns the places in the Map deck and the Unused deck whose cards the
// players have not seen put there (the final location at the Map deck's bottom is known), as
// two lists of indexes into each.
func unseenLocations(cat *Catalog, s *State) (inMap, inUnused []int) {
	end := len(s.MapDeck)
	if end > 0 && cat.find(s.MapDeck[end-1]) != nil && cat.find(s.MapDeck[end-1]).LocationKind == LocationFinal {
		end--
	}
	for i := min(s.Known.MapTop, end); i < end; i++ {
		inMap = append(inMap, i)
	}
	for i := range max(0, len(s.Unused)-s.Known.UnusedBottom) {
		inUnused = append(inUnused, i)
	}
	return inMap, inUnused
}

// hideLocations forgets which of the locations the players have not seen lie in the Map deck
// and which in the Unused deck: they are laid out again in a fixed order, the regular
// locations first into the Map deck's unseen places (a respite location is never dealt into
// the Map deck), so that the view depends only on which locations are unseen.
func hideLocations(cat *Catalog, v *State) {
	inMap, inUnused := unseenLocations(cat, v)
	v.MapDeck, v.Unused = cloneStrings(v.MapDeck), cloneStrings(v.Unused)
	var unseen []string
	for _, i := range inMap {
		unseen = append(unseen, v.MapDeck[i])
	}
	for _, i := range inUnused {
		unseen = append(unseen, v.Unused[i])
	}
	slices.SortFunc(unseen, func(a, b string) int {
		ra, rb := regularLocation(cat, a), regularLocation(cat, b)
		if ra != rb {
			if ra {
				return -1
			}
			return 1
		}
		return strings.Compare(a, b)
	})
	for k, i := range inMap {
		v.MapDeck[i] = unseen[k]
	}
	for k, i := range inUnused {
		v.Unused[i] = unseen[len(inMap)+k]
	}
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

// mapTopTaken counts down what the players know of the Map deck when its top card is taken.
func (g *game) mapTopTaken() { g.s.Known.MapTop = max(0, g.s.Known.MapTop-1) }

// unusedTopTaken keeps what the players know of the Unused deck's bottom within the deck when
// cards are taken from its top.
func (g *game) unusedTopTaken() {
	g.s.Known.UnusedBottom = min(g.s.Known.UnusedBottom, len(g.s.Unused))
}

// ViewSeed is a seed made from a players' view (see PlayerView) and nothing else, what the
// players know included: the bots and the Hint draw their randomness from it, so that two
// tables the players cannot tell apart get the same choices, word for word.
func ViewSeed(view *State) uint64 {
	data, err := json.Marshal(view)
	if err != nil {
		return 0
	}
	sum := sha256.Sum256(data)
	return binary.LittleEndian.Uint64(sum[:8])
}

// deckTopTaken counts down what the players know of the Creature deck when n cards are
// drawn from its top.
func (g *game) deckTopTaken(n int) {
	k := &g.s.Known
	k.DeckTop = max(0, k.DeckTop-n)
	k.DeckBottom = min(k.DeckBottom, len(g.s.Creatures))
}

// itemTopTaken keeps what the players know of the Item deck's bottom within the deck when
// Items are drawn from its top.
func (g *game) itemTopTaken() {
	g.s.Known.ItemBottom = min(g.s.Known.ItemBottom, len(g.s.Merchant.Deck))
}

// unseenItems is how many of the Item deck's cards, from its top, lie where the players do not
// know: all but the discarded Items they saw put at its bottom.
func unseenItems(s *State) int {
	return len(s.Merchant.Deck) - min(s.Known.ItemBottom, len(s.Merchant.Deck))
}

// deckShuffled forgets where the Creature deck's cards lie.
func (g *game) deckShuffled() { g.s.Known.DeckTop, g.s.Known.DeckBottom = 0, 0 }

// hordeEntered records a card put on top of the Horde, seen or not.
func (g *game) hordeEntered(seen bool) {
	k := &g.s.Known
	k.Horde <<= 1
	if seen {
		k.Horde |= 1
	}
}

// hordeTaken records that Horde[i] left the Horde.
func (g *game) hordeTaken(i int) {
	if i >= 64 {
		return
	}
	k := &g.s.Known
	low := k.Horde & (1<<i - 1)
	k.Horde = k.Horde>>(i+1)<<i | low
}

// hordeSeen reports whether the players saw Horde[i] go there.
func (g *game) hordeSeen(i int) bool { return g.s.Known.hordeSeen(i) }

func (k *Knowledge) hordeSeen(i int) bool { return i < 64 && k.Horde&(1<<i) != 0 }
