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
	// refusal says why its guard or shield refuses a direct attack (attack) or an ability
	// card, the card being in position pos (from 1).
	refusal func(pos int, attack bool) error
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

// creatureRules holds every creature card the engine implements, by key: each box's in its own
// file (creatures_base.go, creatures_swords.go, creatures_pocket.go).
var creatureRules = map[string]creatureRule{}

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

// resolveTakenDie is the effect of a prompt whose creature takes the die answered: the die is
// stolen, held by the card until it leaves the Line.
func resolveTakenDie(g *game, t *Task, answer Answer) error {
	s := g.s
	task := *t
	g.popTask()
	var buf partyDice
	ref, err := g.findDie(answer.Die(), g.freeWatchDiceTo(buf[:0]))
	if err != nil {
		return err
	}
	if i := g.linePos(task.Card); i >= 0 {
		s.Die(ref).State = DieStolen
		s.Line[i].Stolen = &ref
		g.emit(EventStole, task.Card, ref.Adventurer, s.Die(ref).Value)
	}
	return nil
}

// refusal is why the card at Line position i refuses a direct attack (attack) or an ability
// card, by its guard or its shield.
func (g *game) refusal(i int, attack bool) error {
	return g.lineRule(i).refusal(i+1, attack)
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
