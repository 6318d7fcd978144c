package game

// cardIndex finds a card by id with one cheap hash and a short probe: the engine looks cards
// up many times a move, and a catalog never changes once parsed.
type cardIndex struct {
	shift uint32  // 32 minus the number of bits of a slot
	cards []*Card // open addressing: a card sits at its hash or the first free slot after it
}

// idHash mixes the length and a few bytes of an id, enough to tell the catalog's ids apart,
// and keeps the top bits of the product (Fibonacci hashing).
func idHash(id string, shift uint32) uint32 {
	n := len(id)
	if n < 2 {
		return 0
	}
	h := uint32(n) ^ uint32(id[0])<<6 ^ uint32(id[n-1])<<12 ^ uint32(id[n-2])<<18 ^ uint32(id[n/2])<<24
	return (h * 0x9e3779b1) >> shift
}

func newCardIndex(list []*Card) cardIndex {
	bits := uint32(6)
	for 1<<bits < 4*len(list) {
		bits++
	}
	x := cardIndex{shift: 32 - bits, cards: make([]*Card, 1<<bits)}
	mask := uint32(len(x.cards) - 1)
	for _, c := range list {
		k := idHash(c.ID, x.shift)
		for x.cards[k] != nil {
			k = (k + 1) & mask
		}
		x.cards[k] = c
	}
	return x
}

func (x *cardIndex) find(id string) *Card {
	mask := uint32(len(x.cards) - 1)
	for k := idHash(id, x.shift); ; k = (k + 1) & mask {
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

// linkRules points each card at the engine's rules for it (an ability's, a creature's), so that the engine reaches them
// without a lookup by key.
func (c *Catalog) linkRules() {
	for _, card := range c.list {
		card.implemented, card.linked = implemented(card), true
		if r, ok := abilityRules[card.Key]; ok {
			card.ability = &r
		}
		if r, ok := creatureRules[card.Key]; ok {
			card.creature = &r
		}
	}
}

// abilityOf is the rules of an ability card by its id, as abilityRules holds them by key
// (read there for a card not linked: a catalog built by hand, or parsed before every rule
// was registered).
func (g *game) abilityOf(card string) (*ability, bool) {
	c := g.card(card)
	switch {
	case c == nil:
		return &noAbility, false
	case c.ability != nil:
		return c.ability, true
	}
	if r, ok := abilityRules[c.Key]; ok {
		return &r, true
	}
	return &noAbility, false
}

// noAbility and noCreature are the rules of a card without any, never changed.
var (
	noAbility  ability
	noCreature creatureRule
)

// creatureOf is the rules of a creature card by its id, as creatureRules holds them by key
// (read there for a card not linked, as abilityOf does).
func (g *game) creatureOf(card string) (*creatureRule, bool) {
	c := g.card(card)
	switch {
	case c == nil:
		return &noCreature, false
	case c.creature != nil:
		return c.creature, true
	}
	if r, ok := creatureRules[c.Key]; ok {
		return &r, true
	}
	return &noCreature, false
}
