package game

import (
	"slices"

	"setawatch/internal/say"
)

// rollLocation rolls the d8 for a location not yet visited: an 8 (the final location) or a
// location already visited is rolled again.
func (g *game) rollLocation() string {
	s := g.s
	onCard := g.cat.LocationCard.Locations
	for range 1000 {
		v := s.RNG.Roll(pocketLocations)
		if v < pocketLocations && slices.Contains(s.Unused, onCard[v-1]) {
			s.Pocket.Roll = v
			g.emit(EventLocationRoll, onCard[v-1], "", v)
			return onCard[v-1]
		}
	}
	// Unreachable while a location is left: the die finds it long before.
	return s.Unused[0]
}

// pocketNewRound runs when a Pocket Watch round after the first begins: the next location is
// rolled unless a camp action chose it (or it is the final round), and every creature card
// (Graveyard included, but not those sitting out after Stay Dead) is shuffled into the deck.
func (g *game) pocketNewRound() {
	s := g.s
	if s.Pocket == nil {
		return
	}
	if s.Round < pocketRounds && g.card(s.MapDeck[0]).LocationKind == LocationFinal {
		next := g.rollLocation()
		s.Unused = g.without(s.Unused, next)
		s.MapDeck = slices.Insert(s.MapDeck, 0, next)
	}
	p := s.Pocket
	deck := concat(s.Creatures, s.Graveyard, s.Horde, p.SittingOut)
	for _, lc := range s.Line {
		deck = append(deck, lc.Card)
	}
	p.SittingOut, s.Removed = s.Removed, nil
	s.Graveyard, s.Horde, s.Line = nil, nil, nil
	for i, c := range deck {
		deck[i] = g.turnAtRandom(c)
	}
	s.RNG.Shuffle(deck)
	s.Creatures = deck
	s.Known.Horde = 0
	g.deckShuffled()
	p.Seal, p.Acolyte = false, false
	g.emit(EventCreaturesShuffled, "", "", len(deck))
}

// pocketWatch extends the final round's Line by the Horde counter, as far as the cards allow;
// what the cards cannot hold stays on the counter, to come back as creatures are defeated.
func (g *game) pocketWatch(final bool) {
	s := g.s
	if s.Pocket == nil || !final {
		return
	}
	for s.Pocket.Horde > 0 {
		c, ok := g.drawCreature()
		if !ok {
			break
		}
		s.Line = append(s.Line, LineCard{Card: c})
		s.Pocket.Horde--
	}
	g.emit(EventHordeJoins, "", "", s.Pocket.Horde)
}

// pocketEndRound runs at the end of a round survived: the Beast Master gives up his tamed
// creatures.
func (g *game) pocketEndRound() {
	s := g.s
	if s.Pocket == nil {
		return
	}
	for i := range s.Adventurers {
		a := &s.Adventurers[i]
		for _, c := range a.Tamed {
			s.Graveyard = slices.Insert(s.Graveyard, 0, c)
			g.emit(EventReleased, c, a.ID, 0)
		}
		a.Tamed = nil
	}
}

// skullMatches reports whether an Unhallowed with this skull number rises this round: its own
// round (Casual and Normal), this round's or the last one's (Hard), or any so far (Impossible).
func (g *game) skullMatches(skull int) bool {
	round := g.s.Round
	switch pocketDifficulty(g.s.Options) {
	case "hard":
		return skull == round || skull == round-1
	case "impossible":
		return skull >= 1 && skull <= round
	}
	return skull == round
}

// RisingSkulls lists the skull numbers whose Unhallowed rise this round (none outside Pocket
// Watch).
func RisingSkulls(s *State) []int {
	if s.Pocket == nil {
		return nil
	}
	g := &game{s: s}
	var out []int
	for n := 1; n <= maxSkull; n++ {
		if g.skullMatches(n) {
			out = append(out, n)
		}
	}
	return out
}

// pocketCheckMap decides whether Check Map may be used: not when the next round is the final
// one, nor when the next location is already chosen.
func (g *game) pocketCheckMap(what say.Msg) error {
	s := g.s
	if s.Round+1 >= pocketRounds {
		return say.Err("{{.What}}: the next round is at the final location, which cannot be swapped out", "What", what)
	}
	if g.card(s.MapDeck[0]).LocationKind != LocationFinal {
		return g.refuse(func() error {
			return say.Err("{{.What}}: the next location is already chosen ({{.Card}})", "What", what, "Card", say.Card(s.MapDeck[0]))
		})
	}
	return nil
}

// pocketMapRoll is Check Map: the d8 is rolled for two different locations not visited yet,
// and the camper keeps one of them.
func (g *game) pocketMapRoll() {
	s := g.s
	cards := make([]string, 0, 2)
	for range 2 {
		if len(s.Unused) == 0 {
			break
		}
		c := g.rollLocation()
		s.Unused = g.without(s.Unused, c)
		cards = append(cards, c)
	}
	g.pushTask(Task{Kind: TaskCheckMap, Cards: cards})
}

// neighbours are the unvisited locations next to the current one on the location card: one
// number down and one up, 7 and 1 being neighbours.
func (g *game) neighbours() []string { return g.neighboursTo(make([]string, 0, 2)) }

// neighboursTo is neighbours appended to out.
func (g *game) neighboursTo(out []string) []string {
	s := g.s
	onCard := g.cat.LocationCard.Locations
	n := pocketLocations - 1
	k := slices.Index(onCard, s.Location)
	if k < 0 || k >= n {
		return out
	}
	start := len(out)
	for _, j := range [...]int{(k + n - 1) % n, (k + 1) % n} {
		if slices.Contains(s.Unused, onCard[j]) && !slices.Contains(out[start:], onCard[j]) {
			out = append(out, onCard[j])
		}
	}
	return out
}

// pocketTeleport is the Wizard's Teleport on the location card: a neighbouring location
// becomes the next one.
func (g *game) pocketTeleportCheck() error {
	if err := g.pocketCheckMap(say.M("Teleport")); err != nil {
		return err
	}
	var buf [2]string
	if len(g.neighboursTo(buf[:0])) == 0 {
		return say.Err("Teleport: both neighbouring locations have been visited")
	}
	return nil
}

func (g *game) pocketTeleport() {
	cards := g.neighbours()
	for _, c := range cards {
		g.s.Unused = g.without(g.s.Unused, c)
	}
	g.pushTask(Task{Kind: TaskTeleport, Cards: cards})
}
