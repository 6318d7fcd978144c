package game

import "math/rand/v2"

// Twin returns a table the players cannot tell from s, its hidden elements dealt otherwise
// from seed: the game's seed and random generator, the unseen cards of the Line, the Horde
// (but the setup's Unhallowed at its bottom) and the Creature deck shuffled together (each
// Summon keeping its place, which the setup's piles make known; the cards the players saw
// go face down keep theirs), which unseen locations lie in the Map deck and which in the
// Unused deck, and the Item deck's order. A bot or a Hint that sees only what the players see must choose
// the same on both.
func Twin(s *State, seed uint64) *State {
	o := s.Clone()
	cat, err := DefaultCatalog()
	if err != nil {
		return o
	}
	rng := rand.New(rand.NewPCG(seed, 0x7a1))
	shuffle := func(cards []string) {
		rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	}
	o.Options.Seed = rng.Uint64()
	o.RNG = newRNG(o.Options.Seed)
	// The face-down creatures and the deck's, Summons left where they are.
	var places []*string
	for i := range o.Line {
		if !o.Line[i].FaceUp && !o.Line[i].Known && o.Line[i].Mount == "" {
			places = append(places, &o.Line[i].Card)
		}
	}
	for i := range len(o.Horde) - 1 {
		if !o.Known.hordeSeen(i) {
			places = append(places, &o.Horde[i])
		}
	}
	top := min(o.Known.DeckTop, len(o.Creatures))
	for i := top; i < len(o.Creatures)-min(o.Known.DeckBottom, len(o.Creatures)-top); i++ {
		if c := cat.find(o.Creatures[i]); c != nil && c.Kind != KindSummon {
			places = append(places, &o.Creatures[i])
		}
	}
	if o.Pocket != nil {
		places = places[:0] // a Pocket Watch card's side tells what it is: left as they are
	}
	hidden := make([]string, len(places))
	for i, p := range places {
		hidden[i] = *p
	}
	shuffle(hidden)
	for i, p := range places {
		*p = hidden[i]
	}
	if o.Pocket == nil {
		dealLocations(cat, o, rng)
	}
	if o.Merchant != nil {
		shuffle(o.Merchant.Deck[:unseenItems(o)])
	}
	return o
}

// Reseed returns a copy of the table whose future rolls and shuffles come from seed. Only the
// oracle bot, which cheats to measure, plays on the true table so.
func Reseed(s *State, seed uint64) *State {
	o := s.Clone()
	o.RNG = newRNG(seed)
	return o
}
