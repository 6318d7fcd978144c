package game

// locationRule is what a location card does, all of it in its entry (locations_base.go,
// locations_swords.go): steps that run at their moment of the round, and continuous effects
// that the phase code asks while the location is in play. The zero rule changes nothing.
type locationRule struct {
	// Steps of the round, each at its moment.
	firewood func(g *game)      // the firewood change written in its text, at the round's start
	start    func(g *game)      // after the dice are rolled
	camper   func(g *game)      // when the camper has been chosen
	watch    func(g *game)      // when the Line has been dealt
	revealed func(g *game) bool // when the campfire has revealed what it can; reports whether it did something
	summon   func(g *game)      // after an Unhallowed has been summoned
	defeat   func(g *game)      // after a creature has been defeated
	end      func(g *game)      // at the end of a round the party survived

	// Continuous effects.
	health        func(c *Card, lc *LineCard) int // added to the health of a Line creature
	tamedValue    func(c *Card) int               // added to the die of a tamed creature
	reveal        int                             // added to the campfire's reveal count
	reach         int                             // added to every adventurer's reach
	fire          int                             // added to the firewood of a card exhausted for the fire
	chop          int                             // added to the firewood of Chop Wood
	stun          int                             // added to each Stun
	firstCost     int                             // firewood each First-position power costs
	campRefreshes int                             // cards the camper refreshes on arriving, with noRefresh (0: one)
	noRefresh     bool                            // the camper refreshes no card
	mustCamp      func(g *game) []string          // the adventurers it forces into camp (any one of them)
	passivesOff   bool                            // no passive ability works
	noCombining   bool                            // adventurers cannot combine dice on a creature
	anyCampValue  bool                            // camp spaces take a die of any value
	pickSummoned  bool                            // the party picks the Unhallowed a Summon brings
	summonsToDeck bool                            // a Summon card goes under the creature deck, not to the Graveyard
	defeatToDeck  func(c *Card) bool              // which defeated creatures go under the creature deck
	noMounts      bool                            // Riders do not mount
	lateEngine    bool                            // not dealt by the first engine (LocationsFirst)
}

// locationRules holds every location the engine applies, by key, each box's in its own file.
var locationRules = map[string]*locationRule{}

// noLocation is the rule of a table without a location in play.
var noLocation locationRule

// loc is the rule of the location in play (kept while the location stays the same).
func (g *game) loc() *locationRule {
	if g.placeRule == nil || g.placeKey != g.s.Location {
		g.placeKey, g.placeRule = g.s.Location, &noLocation
		if r := locationRules[g.s.Location]; r != nil {
			g.placeRule = r
		}
	}
	return g.placeRule
}

// locationFirewood applies a location whose firewood change is written in its text.
func (g *game) locationFirewood() {
	if r := g.loc(); r.firewood != nil {
		r.firewood(g)
	}
}

// locationStart runs after the dice are rolled.
func (g *game) locationStart() {
	if r := g.loc(); r.start != nil {
		r.start(g)
	}
}

// locationCamper runs when the camper has been chosen.
func (g *game) locationCamper() {
	if r := g.loc(); r.camper != nil {
		r.camper(g)
	}
}

// locationRevealed runs when the campfire has revealed what it can and nothing else is
// pending; it reports whether it did something.
func (g *game) locationRevealed() bool {
	r := g.loc()
	return r.revealed != nil && r.revealed(g)
}

// locationDefeat runs after a creature has been defeated.
func (g *game) locationDefeat() {
	if r := g.loc(); r.defeat != nil {
		r.defeat(g)
	}
}

func (g *game) ids(advs []*AdventurerState) []string {
	var out []string
	for _, a := range advs {
		out = append(out, a.ID)
	}
	return out
}

// locationWatch runs when the Line has been dealt.
func (g *game) locationWatch() {
	if r := g.loc(); r.watch != nil {
		r.watch(g)
	}
}

// locationSummon runs after an Unhallowed has been summoned.
func (g *game) locationSummon() {
	if r := g.loc(); r.summon != nil {
		r.summon(g)
	}
}

// locationEnd runs at the end of a round that the party survived.
func (g *game) locationEnd() {
	if r := g.loc(); r.end != nil {
		r.end(g)
	}
}

// locationHealth is what the location adds to the health of the Line creature c at lc.
func (g *game) locationHealth(c *Card, lc *LineCard) int {
	if r := g.loc(); r.health != nil {
		return r.health(c, lc)
	}
	return 0
}

// campRefreshes is how many cards the camper refreshes on arriving.
func (g *game) campRefreshes() int {
	switch r := g.loc(); {
	case r.noRefresh:
		return 0
	case r.campRefreshes > 0:
		return r.campRefreshes
	}
	return 1
}

// mustCamp lists the adventurers a location forces into camp (any one of them), or nil.
func (g *game) mustCamp() []string {
	if r := g.loc(); r.mustCamp != nil {
		return r.mustCamp(g)
	}
	return nil
}

// passivesOff reports whether passive abilities are switched off this round.
func (g *game) passivesOff() bool { return g.loc().passivesOff }
