package game

import (
	"slices"
	"sort"
)

// creatureRule is what a creature card does, all of it here: powers with a trigger, and the
// continuous effects of its Ongoing and static text as hooks that the phase code asks (see
// the methods in watch.go). A Blanked or face-down card's continuous effects are off.
type creatureRule struct {
	reveal   func(g *game, i int)
	first    func(g *game, i int)
	defeated func(g *game, card string, at int)

	// starHealth is the base health of a printed "*", worked out from the text; lc is the
	// card's place in the Line, nil in the Graveyard.
	starHealth func(g *game, c *Card, lc *LineCard) int
	// healthBonus is what the card adds to its own health at Line position i.
	healthBonus func(g *game, i int) int
	// aura is what the card, active in the Line as self, adds to the health of the creature c,
	// and whether it applies to c; a second card of the same key adds nothing more.
	aura func(g *game, self string, c *Card) (int, bool)
	// guards keeps what it names off the creatures behind it.
	guards guard
	// shielded reports whether the card at Line position i is out of reach of attacks and
	// ability cards now.
	shielded func(g *game, i int) bool
	// revealsBehind: the campfire-lit card reveals the face-down card right behind it.
	revealsBehind bool
	// anotherDefeated runs, for the first such card active in the Line (self), when another
	// creature has reached the Graveyard.
	anotherDefeated func(g *game, self string)
	// roundEndOnGraveyard runs at the end of a survived round when the card tops the Graveyard.
	roundEndOnGraveyard func(g *game)
	// mounts is the creature type the card mounts (a Rider), or "".
	mounts string
}

// guard is what a creature keeps off the creatures behind it.
type guard uint8

const (
	guardAttacks   guard = 1 << iota // direct attacks
	guardAbilities                   // ability cards
)

// creatureRules holds every creature card the engine implements, by key: the base box and its
// extras here, the other boxes in their own files.
var creatureRules = map[string]creatureRule{}

func init() {
	for k, r := range baseCreatures() {
		creatureRules[k] = r
	}
}

// baseCreatures are the creatures of the base box and its extras.
func baseCreatures() map[string]creatureRule {
	return map[string]creatureRule{
		// No text.
		"bear": {}, "eagle": {}, "wolf": {},
		// Ongoing: reveals the card behind it, and adds its base health to its own.
		"forest-giant": {revealsBehind: true, healthBonus: func(g *game, i int) int {
			s := g.s
			if i+1 < len(s.Line) && g.card(s.Line[i+1].Card).Kind != KindSummon {
				return g.baseHealth(i + 1)
			}
			return 0
		}},
		// Ongoing: adds the base health of the creature on top of the Graveyard.
		"zombie-horde": {healthBonus: func(g *game, i int) int {
			if len(g.s.Graveyard) > 0 {
				return g.graveyardBase(g.s.Graveyard[0])
			}
			return 0
		}},
		// Health *: the firewood, and 16 minus the firewood.
		"fire-serpent": {starHealth: func(g *game, c *Card, lc *LineCard) int { return g.s.Firewood }},
		"shade":        {starHealth: func(g *game, c *Card, lc *LineCard) int { return 16 - g.s.Firewood }},
		// Protects the creatures behind it from direct attacks.
		"metal-golem": {guards: guardAttacks},
		// End of round: on top of the Graveyard, rises to lead the next Line.
		"skeletons": {roundEndOnGraveyard: func(g *game) {
			s := g.s
			s.Creatures = slices.Insert(s.Creatures, 0, s.Graveyard[0])
			s.Known.DeckTop++
			s.Graveyard = s.Graveyard[1:]
			g.emit(EventSkeletonsRise, s.Creatures[0], "", 0)
		}},
		"fae":    {first: func(g *game, i int) { g.changeFirewood(-1, g.s.Line[i].Card) }},
		"wyvern": {first: func(g *game, i int) { g.changeFirewood(-3, g.s.Line[i].Card) }},
		"ember-drake": {first: func(g *game, i int) {
			g.pushTask(Task{Kind: TaskExhaust, Count: 1, Card: g.s.Line[i].Card})
			g.changeFirewood(-3, g.s.Line[i].Card)
		}},
		"fell-beast": {first: func(g *game, i int) {
			if c, ok := g.drawCreature(); ok {
				g.s.Line = slices.Insert(g.s.Line, i, LineCard{Card: c})
				g.emit(EventDrawnIntoLine, c, "", i+1)
			}
		}},
		"bandit": {first: func(g *game, i int) {
			// Once the Watch is ending no die is left to use, so there is none to take.
			if !g.s.WatchEnding {
				g.pushTask(Task{Kind: TaskSteal, Card: g.s.Line[i].Card})
			}
		}},
		// Health *: the value of the die it took.
		"vampire": {
			reveal: func(g *game, i int) { g.pushTask(Task{Kind: TaskVampire, Card: g.s.Line[i].Card}) },
			starHealth: func(g *game, c *Card, lc *LineCard) int {
				if lc != nil && lc.Stolen != nil {
					if d := g.s.Die(*lc.Stolen); d != nil {
						return d.Value
					}
				}
				return c.Health
			},
		},
		"goblins": {reveal: func(g *game, i int) { g.moveInLine(i, 0) }},
		"graveshifter": {reveal: func(g *game, i int) {
			s := g.s
			if len(s.Graveyard) == 0 || g.card(s.Graveyard[0]).Kind == KindSummon {
				return
			}
			top := s.Graveyard[0]
			s.Graveyard = g.own(s.Graveyard) // changed in place below
			s.Graveyard[0] = s.Line[i].Card
			// The creature from the Graveyard is placed face up, so it counts as revealed; a second
			// Graveshifter does not swap again.
			s.Line[i] = LineCard{Card: top, FaceUp: true, RevealPending: g.key(top) != "graveshifter"}
			g.emit(EventSwapped, top, "", i+1)
		}},
		"acolyte": {
			reveal: func(g *game, i int) {
				if c, ok := g.drawCreature(); ok {
					g.s.Horde = slices.Insert(g.s.Horde, 0, c)
					g.hordeEntered(false) // drawn into the Horde unseen
					g.emit(EventToHorde, c, "", 0)
				}
			},
			first: func(g *game, i int) {
				s := g.s
				for _, c := range s.Graveyard {
					if g.card(c).Kind == KindSummon {
						s.Graveyard = removeString(s.Graveyard, c)
						s.Creatures = append(cloneStrings(s.Creatures), c)
						s.RNG.Shuffle(s.Creatures)
						g.deckShuffled()
						g.emit(EventSummonReturns, c, "", 0)
						return
					}
				}
			},
		},
		"treant": {defeated: func(g *game, card string, at int) { g.changeFirewood(2, card) }},

		// The Unhallowed.
		"hydra": {defeated: func(g *game, card string, at int) {
			s := g.s
			if len(s.Line) > 0 && len(s.Graveyard) > 0 && s.Graveyard[0] == card {
				s.Graveyard = s.Graveyard[1:]
				s.Line = append(s.Line, LineCard{Card: card, Known: true}) // face down, as the players saw it go
				g.emit(EventReturns, card, "", len(s.Line))
			}
		}},
		// Ongoing: ability cards cannot target the creatures behind it.
		"lich": {guards: guardAbilities},
		// Ongoing: each other creature has +2 health.
		"warlord": {aura: func(g *game, self string, c *Card) (int, bool) { return 2, self != c.ID }},
		// Ongoing: the base health of each Forest creature is doubled.
		"werewolf": {aura: func(g *game, self string, c *Card) (int, bool) { return c.Health, c.Type == "forest" }},
		// Ongoing: each creature that reaches the Graveyard before it costs 1 firewood.
		"pyromancer": {
			reveal:          func(g *game, i int) { g.moveInLine(i, len(g.s.Line)-1) },
			anotherDefeated: func(g *game, self string) { g.changeFirewood(-1, self) },
		},
		"wraith-lord": {defeated: func(g *game, card string, at int) {
			g.pushTask(Task{Kind: TaskExhaust, Count: 1, Card: card})
		}},
		"wyvern-rider": {reveal: func(g *game, i int) {
			g.pullFromGraveyard(i+1, func(c *Card) bool { return c.Key == "wyvern" }, 0)
		}},
		"goblin-chief": {reveal: func(g *game, i int) {
			g.pullFromGraveyard(i, func(c *Card) bool { return c.Key == "goblins" }, -2)
		}},
		"necromancer": {reveal: func(g *game, i int) {
			g.pullFromGraveyard(i, func(c *Card) bool { return c.Type == "undead" }, 2)
		}},

		// The extra Unhallowed.
		// Takes no damage and cannot be targeted while cards sit on both sides of it.
		"phantom-cat": {shielded: func(g *game, i int) bool { return i > 0 && i < len(g.s.Line)-1 }},
		"corrupt-druid": {reveal: func(g *game, i int) {
			if g.finalRound() {
				return
			}
			s := g.s
			gone := []string{}
			for j := len(s.Line) - 1; j >= 0; j-- {
				if j != i && s.Line[j].FaceUp && g.isType(j, "forest") {
					gone = append(gone, s.Line[j].Card)
				}
			}
			for k := range s.Adventurers {
				a := &s.Adventurers[k]
				for _, c := range cloneStrings(a.Tamed) {
					if g.card(c).Type == "forest" {
						a.Tamed = removeString(a.Tamed, c)
						gone = append(gone, c)
					}
				}
			}
			gone = append(gone, s.Line[i].Card)
			for _, c := range gone {
				if j := g.linePos(c); j >= 0 {
					g.removeFromLine(j)
				}
				s.Horde = slices.Insert(s.Horde, 0, c)
				g.hordeEntered(true)
				g.emit(EventToHorde, c, "", 0)
			}
			s.Effects.HordeEntered = true
		}},
		"minotaur": {
			reveal: func(g *game, i int) { g.moveInLine(i, 0) },
			first: func(g *game, i int) {
				g.pushTask(Task{Kind: TaskExhaust, Count: 1, Card: g.s.Line[i].Card})
			},
		},
		"high-priestess": {reveal: func(g *game, i int) {
			g.pullFromGraveyard(i, func(c *Card) bool { return c.Kind == KindAcolyte }, 2)
		}},
	}
}

// creatureRuleOf is the rules of a creature card (see linkRules), nil for another card.
func creatureRuleOf(c *Card) *creatureRule {
	if c.linked {
		return c.creature
	}
	if r, ok := creatureRules[c.Key]; ok {
		return &r
	}
	return nil
}

// lineRule is the rules of the creature at Line position i if its text is in force, else nil.
func (g *game) lineRule(i int) *creatureRule {
	if !g.active(i) {
		return nil
	}
	return creatureRuleOf(g.card(g.s.Line[i].Card))
}

// shielded reports whether the creature at position i takes no damage and cannot be targeted
// now (the Phantom Cat between two cards).
func (g *game) shielded(i int) bool {
	r := g.lineRule(i)
	return r != nil && r.shielded != nil && r.shielded(g, i)
}

// pullFromGraveyard puts Graveyard creatures that match into the Line at position at (face
// down), weakest first. limit 0 takes them all (in Graveyard order); a positive limit the top
// limit of them (Necromancer: "top" Undead, strongest when tied), a negative one the strongest
// -limit of them (Goblin Chief).
func (g *game) pullFromGraveyard(at int, match func(*Card) bool, limit int) {
	s := g.s
	var picked []string
	for _, c := range s.Graveyard {
		if card := g.card(c); card.Kind != KindSummon && match(card) {
			picked = append(picked, c)
		}
	}
	if limit != 0 {
		if limit < 0 {
			limit = -limit
			sort.SliceStable(picked, func(a, b int) bool { return g.graveyardBase(picked[a]) > g.graveyardBase(picked[b]) })
		}
		picked = picked[:min(limit, len(picked))]
		sort.SliceStable(picked, func(a, b int) bool { return g.graveyardBase(picked[a]) < g.graveyardBase(picked[b]) })
	}
	for k, c := range picked {
		s.Graveyard = g.without(s.Graveyard, c)
		s.Line = slices.Insert(s.Line, at+k, LineCard{Card: c, Known: true}) // from the face-up Graveyard
		g.emit(EventFromGraveyard, c, "", at+k+1)
	}
}

// moveInLine moves a Line card from position i to position to.
func (g *game) moveInLine(i, to int) {
	s := g.s
	lc := s.Line[i]
	s.Line = slices.Delete(s.Line, i, i+1)
	s.Line = slices.Insert(s.Line, to, lc)
	g.emit(EventMoved, lc.Card, "", to+1)
}

func (g *game) hasReveal(card string) bool {
	r, ok := g.creatureOf(card)
	return ok && r.reveal != nil
}

func (g *game) revealPower(i int) {
	lc := g.s.Line[i]
	if lc.Blank {
		return
	}
	if r, _ := g.creatureOf(lc.Card); r.reveal != nil {
		r.reveal(g, i)
	}
}

func (g *game) firstPositionPower(i int) {
	lc := g.s.Line[i]
	if lc.Blank {
		return
	}
	if r, _ := g.creatureOf(lc.Card); r.first != nil {
		if g.hexed(lc.Card) {
			return
		}
		if n := g.loc().firstCost; n > 0 {
			g.changeFirewood(-n, g.s.Location)
		}
		r.first(g, i)
	}
}

func (g *game) defeatedPower(card string, at int) {
	s := g.s
	if r, _ := g.creatureOf(card); r.defeated != nil {
		r.defeated(g, card, at)
	}
	if len(s.Graveyard) > 0 && s.Graveyard[0] == card {
		for j := range s.Line {
			if r := g.lineRule(j); r != nil && r.anotherDefeated != nil {
				r.anotherDefeated(g, s.Line[j].Card)
				break
			}
		}
	}
}
