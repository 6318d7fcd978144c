package game

import (
	"math/rand/v2"
	"slices"
)

// Determinize deals a player's view (see PlayerView) one complete table the players cannot
// tell from the real one: every hidden card (face-down Line cards, the Creature deck, the
// Horde) is drawn from the creatures no one has seen, the Summons still unseen are spread
// through the Creature deck as its piles spread them, one unseen Unhallowed lies in the Horde,
// the face-down Map and Item decks are shuffled and the random generator is seeded from seed.
// It reads nothing but the view, so the same view and seed always give the same table, and
// a bot that plans on it can learn no hidden card. Playing it out is a guess at the future,
// not the future.
func Determinize(view *State, seed uint64) *State {
	d := view.Clone()
	cat, err := DefaultCatalog()
	if err != nil {
		return d
	}
	rng := rand.New(rand.NewPCG(seed, seed^0xde7e))
	shuffle := func(cards []string) {
		rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	}
	seen := seenCards(d)
	known := &d.Known
	deckTop := min(known.DeckTop, len(d.Creatures))
	deckBottom := min(known.DeckBottom, len(d.Creatures)-deckTop)
	var creatures, unhallowed, acolytes []string
	summons, seenSummons, seenUnhallowed, unseenSummons := 0, 0, 0, 0
	if n, err := summonsFor(d.Options.Difficulty); err == nil && d.Pocket == nil {
		summons = n
	}
	// The hidden cards come from the sets the setup deals them from (a Swords of the Coin game
	// deals the expansion's creatures only, unless it mixes the boxes).
	dealt := hiddenSets(cat, d.Options, summons)
	if d.Pocket != nil {
		creatures = pocketHidden(cat, seen, rng)
	}
	for _, id := range cat.IDs() {
		c := cat.Cards[id]
		if d.Pocket != nil || !dealt.dealt(c) || !Implemented(cat, id) {
			continue
		}
		switch c.Kind {
		case KindSummon:
			if seen[id] {
				seenSummons++
			} else {
				unseenSummons++
			}
		case KindCreature:
			if !seen[id] {
				creatures = append(creatures, id)
			}
		case KindAcolyte:
			if !seen[id] {
				acolytes = append(acolytes, id) // both are among the deck's 30: never in the box
			}
		case KindUnhallowed:
			if c.Set != SetExtra || d.Options.ExtraUnhallowed {
				if seen[id] {
					seenUnhallowed++
				} else {
					unhallowed = append(unhallowed, id)
				}
			}
		}
	}
	shuffle(creatures)
	shuffle(unhallowed)
	// The Horde began with one face-down Unhallowed at its bottom: while an Unhallowed of the
	// game is unseen, it is there.
	hordeUnhallowed := -1
	if n := len(d.Horde); n > 0 && !known.hordeSeen(n-1) && len(unhallowed) > 0 && seenUnhallowed < unhallowedInPlay+1 {
		hordeUnhallowed = n - 1
	}
	// The places each hidden card goes to: the Horde's unseen ones, the Line's face-down
	// unseen ones, and the Creature deck's between the cards seen on its top and bottom, less
	// a place for each unseen Summon.
	placeSummons := min(max(0, summons-seenSummons), unseenSummons)
	middle := len(d.Creatures) - deckTop - deckBottom
	placeSummons = min(placeSummons, middle)
	places := middle - placeSummons
	for i := range d.Horde {
		if !known.hordeSeen(i) && i != hordeUnhallowed {
			places++
		}
	}
	for _, lc := range d.Line {
		if !lc.FaceUp && !lc.Known {
			places++
		}
	}
	creatures = withAcolytes(creatures, acolytes, places, rng)
	draw := func() string {
		if len(creatures) == 0 {
			return ""
		}
		c := creatures[0]
		creatures = creatures[1:]
		return c
	}
	horde := make([]string, 0, len(d.Horde))
	for i, c := range d.Horde {
		switch {
		case known.hordeSeen(i):
			horde = append(horde, c)
		case i == hordeUnhallowed:
			horde = append(horde, unhallowed[0])
		default:
			if c := draw(); c != "" {
				horde = append(horde, c)
			}
		}
	}
	d.Horde = horde
	for i := range d.Line {
		if !d.Line[i].FaceUp && !d.Line[i].Known {
			if c := draw(); c != "" {
				d.Line[i].Card = c
			}
		}
	}
	deck := make([]string, 0, middle)
	for range middle - placeSummons {
		if c := draw(); c != "" {
			deck = append(deck, c)
		}
	}
	// The unseen Summons go in as the setup's piles spread them; when every creature left went
	// into the deck (a Swords of the Coin deck holds all of the expansion's), the Summons take
	// the places left.
	deck = spreadSummons(cat, deck, placeSummons, middle-len(deck), seen, dealt.summon, rng)
	d.Creatures = slices.Concat(d.Creatures[:deckTop], deck, d.Creatures[len(d.Creatures)-deckBottom:])
	if d.Pocket == nil {
		dealLocations(cat, d, rng)
	}
	if d.Merchant != nil {
		shuffle(d.Merchant.Deck[:unseenItems(d)])
	}
	d.RNG = newRNG(rng.Uint64())
	return d
}

// withAcolytes returns the unseen creatures, shuffled, to be drawn in order into places hidden
// places, with the unseen Acolytes among the first places of them: the setup deals both
// Acolytes into the game, so an unseen one lies in a hidden place, never in the box.
func withAcolytes(creatures, acolytes []string, places int, rng *rand.Rand) []string {
	if len(acolytes) == 0 {
		return creatures
	}
	n := max(0, min(places-len(acolytes), len(creatures)))
	first := slices.Concat(acolytes, creatures[:n])
	rng.Shuffle(len(first), func(i, j int) { first[i], first[j] = first[j], first[i] })
	return append(first, creatures[n:]...)
}

// seenCards are the cards the players know the places of: every card face up, and those they
// saw go face down (see Knowledge).
func seenCards(s *State) map[string]bool {
	seen := map[string]bool{}
	for _, zone := range [][]string{s.Visited, s.Graveyard, s.Unhallowed, s.Removed} {
		for _, c := range zone {
			seen[c] = true
		}
	}
	if s.Pocket != nil {
		for _, c := range s.Pocket.SittingOut {
			seen[c] = true
		}
	}
	for _, lc := range s.Line {
		if lc.FaceUp || lc.Known {
			seen[lc.Card] = true
			if lc.Mount != "" {
				seen[lc.Mount] = true
			}
		}
	}
	for _, a := range s.Adventurers {
		for _, c := range slices.Concat(a.Tamed, a.Trophies) {
			seen[c] = true
		}
	}
	for _, t := range s.Tasks {
		for _, c := range t.Cards {
			seen[c] = true
		}
	}
	top := min(s.Known.DeckTop, len(s.Creatures))
	bottom := min(s.Known.DeckBottom, len(s.Creatures)-top)
	for _, c := range slices.Concat(s.Creatures[:top], s.Creatures[len(s.Creatures)-bottom:]) {
		seen[c] = true
	}
	for i, c := range s.Horde {
		if s.Known.hordeSeen(i) {
			seen[c] = true
		}
	}
	return seen
}

// dealLocations deals the locations the players have not seen between the unseen places of
// the Map deck and the Unused deck, at random: the Map deck's from the regular locations, as
// the setup dealt them, the Unused deck's from the rest and the respite locations.
func dealLocations(cat *Catalog, d *State, rng *rand.Rand) {
	inMap, inUnused := unseenLocations(cat, d)
	var regular, other []string
	sortOut := func(c string) {
		if regularLocation(cat, c) {
			regular = append(regular, c)
		} else {
			other = append(other, c)
		}
	}
	for _, i := range inMap {
		sortOut(d.MapDeck[i])
	}
	for _, i := range inUnused {
		sortOut(d.Unused[i])
	}
	shuffle := func(cards []string) {
		rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	}
	shuffle(regular)
	shuffle(other)
	// Only a scenario can leave fewer regular locations than unseen Map places: the others
	// fill the rest.
	unseen := slices.Concat(regular, other)
	for k, i := range inMap {
		d.MapDeck[i] = unseen[k]
	}
	rest := unseen[len(inMap):]
	shuffle(rest)
	for k, i := range inUnused {
		d.Unused[i] = rest[k]
	}
}

// regularLocation reports whether a card is a regular location (not a respite or final one).
func regularLocation(cat *Catalog, id string) bool {
	c := cat.find(id)
	return c != nil && c.LocationKind == LocationRegular
}

// pocketHidden are the cards a Pocket Watch table may hide: each double creature card of which
// neither side is seen, once, on a side chosen at random (the deck is shuffled anew every
// round, each card falling on either side). It holds no Summon: Pocket Watch has none.
func pocketHidden(cat *Catalog, seen map[string]bool, rng *rand.Rand) []string {
	var out []string
	doubles := map[string]bool{}
	for _, id := range cat.IDs() {
		c := cat.Cards[id]
		other := cat.OtherHalf(id)
		if c.Double == "" || doubles[c.Double] || seen[id] || seen[other] || !Implemented(cat, id) {
			continue
		}
		doubles[c.Double] = true
		if other != "" && rng.IntN(2) == 1 {
			id = other
		}
		out = append(out, id)
	}
	return out
}

// spreadSummons puts n unseen Summons of the dealt set into the Creature deck, one in each of
// as many near-equal piles, at a random place in its pile, as the setup does. The first
// missing of them are put in, the others take a card's place: the deck grows by missing.
func spreadSummons(cat *Catalog, deck []string, n, missing int, seen map[string]bool, dealt func(*Card) bool, rng *rand.Rand) []string {
	var ids []string
	for _, id := range cat.OfKind(KindSummon) {
		if !seen[id] && dealt(cat.Cards[id]) {
			ids = append(ids, id)
		}
	}
	n = min(n, len(ids), len(deck)) // so that no pile is empty
	if n == 0 {
		return deck
	}
	out, total := make([]string, 0, len(deck)), len(deck)
	for i := range n {
		size := total / n
		if i < total%n {
			size++
		}
		pile := slices.Clone(deck[:size])
		deck = deck[size:]
		if i < missing {
			pile = slices.Insert(pile, rng.IntN(len(pile)+1), ids[i])
		} else {
			pile[rng.IntN(len(pile))] = ids[i]
		}
		out = append(out, pile...)
	}
	return out
}
