package game

// cardIndex finds a card by id with one cheap hash and a short probe: the engine looks cards
// up many times a move, and a catalog never changes once parsed.
type cardIndex struct {
	mask  uint32
	cards []*Card // open addressing: a card sits at its hash or the first free slot after it
}

// idHash mixes the length and a few bytes of an id: enough to tell the catalog's ids apart.
func idHash(id string) uint32 {
	n := len(id)
	if n == 0 {
		return 0
	}
	h := uint32(n)*0x9e3779b1 ^ uint32(id[0]) ^ uint32(id[n-1])<<8 ^ uint32(id[n/2])<<16 ^ uint32(id[(n*3)/4])<<24
	if n > 6 {
		h ^= uint32(id[n-2])*0x85ebca6b ^ uint32(id[n-5])*0xc2b2ae35
	}
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	return h
}

func newCardIndex(list []*Card) cardIndex {
	size := 64
	for size < 4*len(list) {
		size *= 2
	}
	x := cardIndex{mask: uint32(size - 1), cards: make([]*Card, size)}
	for _, c := range list {
		k := idHash(c.ID) & x.mask
		for x.cards[k] != nil {
			k = (k + 1) & x.mask
		}
		x.cards[k] = c
	}
	return x
}

func (x *cardIndex) find(id string) *Card {
	for k := idHash(id) & x.mask; ; k = (k + 1) & x.mask {
		c := x.cards[k]
		if c == nil || c.ID == id {
			return c
		}
	}
}

// find returns the card with that id, or nil: the index when the catalog was parsed, else
// the map (a catalog built by hand).
func (c *Catalog) find(id string) *Card {
	if c.index.cards != nil {
		return c.index.find(id)
	}
	return c.Cards[id]
}

// linkRules points each card at the engine's rules for it, so that the engine reaches them
// without a lookup by key.
func (c *Catalog) linkRules() {
	for _, card := range c.list {
		card.implemented = implemented(card)
		if r, ok := abilityRules[card.Key]; ok {
			card.ability = &r
		}
	}
}

// abilityOf is the rules of an ability card by its id, as abilityRules holds them by key.
func (g *game) abilityOf(card string) (ability, bool) {
	c := g.card(card)
	switch {
	case c == nil:
		return ability{}, false
	case c.ability != nil:
		return *c.ability, true
	case g.cat.index.cards == nil: // a catalog built by hand: its cards are not linked
		r, ok := abilityRules[c.Key]
		return r, ok
	}
	return ability{}, false
}
