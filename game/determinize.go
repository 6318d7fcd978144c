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
	seen := map[string]bool{}
	for _, zone := range [][]string{d.Visited, d.Graveyard, d.Unhallowed, d.Removed} {
		for _, c := range zone {
			seen[c] = true
		}
	}
	faceDown := 0
	for _, lc := range d.Line {
		if lc.FaceUp {
			seen[lc.Card] = true
			if lc.Mount != "" {
				seen[lc.Mount] = true
			}
		} else {
			faceDown++
		}
	}
	for _, a := range d.Adventurers {
		for _, c := range slices.Concat(a.Tamed, a.Trophies) {
			seen[c] = true
		}
	}
	for _, t := range d.Tasks {
		for _, c := range t.Cards {
			seen[c] = true
		}
	}
	var creatures, unhallowed []string
	summons, seenSummons := 0, 0
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
			}
		case KindCreature, KindAcolyte:
			if !seen[id] {
				creatures = append(creatures, id)
			}
		case KindUnhallowed:
			if !seen[id] && (c.Set != SetExtra || d.Options.ExtraUnhallowed) {
				unhallowed = append(unhallowed, id)
			}
		}
	}
	shuffle(creatures)
	shuffle(unhallowed)
	draw := func() string {
		if len(creatures) == 0 {
			return ""
		}
		c := creatures[0]
		creatures = creatures[1:]
		return c
	}
	// The Horde began with one face-down Unhallowed: while an Unhallowed of the game is unseen,
	// it is there.
	horde := make([]string, 0, len(d.Horde))
	for i := range d.Horde {
		if i == len(d.Horde)-1 && len(unhallowed) > 0 && len(d.Unhallowed)+countKind(cat, d, KindUnhallowed) < unhallowedInPlay+1 {
			horde = append(horde, unhallowed[0])
		} else if c := draw(); c != "" {
			horde = append(horde, c)
		}
	}
	d.Horde = horde
	for i := range d.Line {
		if !d.Line[i].FaceUp {
			if c := draw(); c != "" {
				d.Line[i].Card = c
			}
		}
	}
	deck := make([]string, 0, len(d.Creatures))
	for range d.Creatures {
		if c := draw(); c != "" {
			deck = append(deck, c)
		}
	}
	// When every creature left went into the deck (a Swords of the Coin deck holds all of the
	// expansion's), the places left are the Summons'.
	missing := len(d.Creatures) - len(deck)
	d.Creatures = spreadSummons(cat, deck, max(0, summons-seenSummons), missing, seen, dealt.summon, rng)
	if d.Pocket == nil {
		dealLocations(cat, d, rng)
	}
	if d.Merchant != nil {
		shuffle(d.Merchant.Deck)
	}
	d.RNG = newRNG(rng.Uint64())
	return d
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

// countKind counts the cards of a kind the players can see outside the Unhallowed deck.
func countKind(cat *Catalog, s *State, kind string) int {
	n := 0
	count := func(c string) {
		if card := cat.Cards[c]; card != nil && card.Kind == kind {
			n++
		}
	}
	for _, zone := range [][]string{s.Graveyard, s.Removed} {
		for _, c := range zone {
			count(c)
		}
	}
	for _, lc := range s.Line {
		if lc.FaceUp {
			count(lc.Card)
		}
	}
	return n
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
