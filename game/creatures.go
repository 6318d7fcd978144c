package game

import (
	"slices"
	"sort"
)

// creatureRule is what a creature card does. Powers with a trigger are functions; Ongoing and
// static rules are read where they apply (health, attacks, abilities), and are marked here so
// that every creature card has exactly one entry.
type creatureRule struct {
	reveal      func(g *game, i int)
	first       func(g *game, i int)
	defeated    func(g *game, card string, at int)
	readByRules bool // its Ongoing or static rule is applied where it matters (see the comment)
}

var creatureRules = map[string]creatureRule{
	// No text.
	"bear": {}, "eagle": {}, "wolf": {},
	// Health: read by health().
	"forest-giant": {readByRules: true}, "zombie-horde": {readByRules: true},
	"fire-serpent": {readByRules: true}, "shade": {readByRules: true},
	// Direct attacks: read by checkAttack().
	"metal-golem": {readByRules: true},
	// End of round: read by endRound().
	"skeletons": {readByRules: true},
	"fae":       {first: func(g *game, i int) { g.changeFirewood(-1, g.s.Line[i].Card) }},
	"wyvern":    {first: func(g *game, i int) { g.changeFirewood(-3, g.s.Line[i].Card) }},
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
	"vampire": {reveal: func(g *game, i int) { g.pushTask(Task{Kind: TaskVampire, Card: g.s.Line[i].Card}) }},
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
	"lich":       {readByRules: true},                                                 // abilities: checkAbilityTarget()
	"warlord":    {readByRules: true},                                                 // health()
	"werewolf":   {readByRules: true},                                                 // baseHealth()
	"pyromancer": {reveal: func(g *game, i int) { g.moveInLine(i, len(g.s.Line)-1) }}, // its Ongoing rule: defeat()
	"wraith-lord": {defeated: func(g *game, card string, at int) {
		g.pushTask(Task{Kind: TaskExhaust, Count: 1, Card: card})
	}},
	"wyvern-rider": {reveal: func(g *game, i int) {
		g.pullFromGraveyard(i+1, func(c *Card) bool { return c.Key == "wyvern" }, 0)
	}},
	"goblin-chief": {reveal: func(g *game, i int) {
		g.pullFromGraveyard(i, func(c *Card) bool { return c.Key == "goblins" }, 2)
	}},
	"necromancer": {reveal: func(g *game, i int) {
		g.pullFromGraveyard(i, func(c *Card) bool { return c.Type == "undead" }, 2)
	}},

	// The extra Unhallowed.
	"phantom-cat": {readByRules: true}, // shielded(): checkAttack() and target()
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

// shielded reports whether the creature at position i is the Phantom Cat with cards on both
// sides: it takes no damage and ability cards cannot target it.
func (g *game) shielded(i int) bool {
	return i > 0 && i < len(g.s.Line)-1 && g.active(i) && g.key(g.s.Line[i].Card) == "phantom-cat"
}

// pullFromGraveyard puts Graveyard creatures that match into the Line at position at (face
// down), weakest first. limit 0 takes them all (in Graveyard order); otherwise the strongest
// limit of them (Goblin Chief) or the top limit (Necromancer: "top" Undead, strongest when tied).
func (g *game) pullFromGraveyard(at int, match func(*Card) bool, limit int) {
	s := g.s
	var picked []string
	for _, c := range s.Graveyard {
		if card := g.card(c); card.Kind != KindSummon && match(card) {
			picked = append(picked, c)
		}
	}
	if limit > 0 {
		if g.key(s.Line[min(at, len(s.Line)-1)].Card) == "goblin-chief" {
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
		if g.s.Location == "fetid-swamp" {
			g.changeFirewood(-1, g.s.Location)
		}
		r.first(g, i)
	}
}

func (g *game) defeatedPower(card string, at int) {
	s := g.s
	if r, _ := g.creatureOf(card); r.defeated != nil {
		r.defeated(g, card, at)
	}
	// Pyromancer (Ongoing): each creature that reaches the Graveyard before it costs 1 firewood.
	if len(s.Graveyard) > 0 && s.Graveyard[0] == card {
		for j := range s.Line {
			if g.active(j) && g.key(s.Line[j].Card) == "pyromancer" {
				g.changeFirewood(-1, s.Line[j].Card)
				break
			}
		}
	}
}
