package game

// locationRules lists the locations whose rules the engine applies. Most are read where they
// matter (firewood, health, range, attacks, camp); the functions below hold the rest.
var locationRules = map[string]bool{
	"forgotten-graveyard": true, "barren-plains": true, "dark-woods": true, "ancient-crypt": true,
	"goblin-caves": true, "underground-tomb": true, "witchs-shack": true, "lost-outpost": true,
	"fetid-swamp": true, "snowy-pass": true, "cliff-watch": true, "sea-fortress": true,
	"mountain-keep": true, "frost-caverns": true, "white-monolith": true, "summoning-circle": true,
	"haunted-manor": true, "desert-ruins": true, "ruined-gate": true, "abandoned-village": true,
	"long-road": true, "grand-arena": true,
	"forbidden-tower": true, "cursed-cathedral": true, "catacombs": true,
	"elven-grove": true, "hidden-temple": true, "remote-tavern": true, "sacred-city": true,
	"wizards-cottage": true, "tranquil-village": true,
}

// locationFirewood applies a location whose firewood change is written in its text.
func (g *game) locationFirewood() {
	if g.s.Location == "barren-plains" {
		g.changeFirewood(g.s.Firewood/2-g.s.Firewood, g.s.Location)
	}
}

// locationStart runs after the dice are rolled.
func (g *game) locationStart() {
	s := g.s
	switch s.Location {
	case "snowy-pass":
		g.pushTask(Task{Kind: TaskLowestDie})
	case "abandoned-village":
		for i := range s.Adventurers {
			for j := range s.Adventurers[i].Dice {
				if d := &s.Adventurers[i].Dice[j]; d.Value > 1 {
					d.Value--
				}
			}
		}
	case "lost-outpost":
		g.pushTask(Task{Kind: TaskOutpost, Card: s.Location, Queue: g.ids(g.everyone())})
	case "white-monolith":
		g.pushTask(Task{Kind: TaskMonolith, Card: s.Location, Queue: g.ids(g.everyone())})
	case "sacred-city":
		g.pushTask(Task{Kind: TaskSacredCity, Card: s.Location})
	}
}

// locationCamper runs when the camper has been chosen.
func (g *game) locationCamper() {
	if g.s.Location == "wizards-cottage" {
		g.pushTask(Task{Kind: TaskBolster, Card: g.s.Location, Queue: []string{g.s.Camper}})
	}
}

// locationRevealed runs when the campfire has revealed what it can and nothing else is
// pending; it reports whether it did something.
func (g *game) locationRevealed() bool {
	s := g.s
	if s.Location != "cursed-cathedral" || s.Effects.Cathedral || len(s.Line) == 0 {
		return false
	}
	s.Effects.Cathedral = true
	g.pushTask(Task{Kind: TaskCathedral, Card: s.Location})
	return true
}

// locationDefeat runs after a creature has been defeated.
func (g *game) locationDefeat() {
	s := g.s
	if s.Location == "catacombs" && !s.Effects.FirstDefeat {
		s.Effects.FirstDefeat = true
		g.pushTask(Task{Kind: TaskCatacombs, Card: s.Location, Queue: g.ids(g.watchers())})
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
	s := g.s
	switch s.Location {
	case "mountain-keep":
		best := -1
		for j, c := range s.Graveyard {
			if g.card(c).Kind != KindSummon && (best < 0 || g.graveyardBase(c) > g.graveyardBase(s.Graveyard[best])) {
				best = j
			}
		}
		if best >= 0 {
			c := s.Graveyard[best]
			s.Graveyard = g.without(s.Graveyard, c)
			s.Line = append(s.Line, LineCard{Card: c, Known: true}) // face down, from the face-up Graveyard
			g.emit(EventFromGraveyard, c, "", len(s.Line))
		}
	case "summoning-circle":
		if len(s.Unhallowed) > 0 {
			s.Line = append(s.Line, LineCard{Card: s.Unhallowed[0], Known: true}) // the face-up deck's top
			s.Unhallowed = s.Unhallowed[1:]
		}
	case "tranquil-village":
		for _, a := range g.watchers() {
			if g.totalRoll(a) < 6 && a.ExhaustedCards() > 0 {
				g.pushTask(Task{Kind: TaskRefresh, Card: s.Location, Adventurer: a.ID, Count: 1})
			}
		}
	}
}

// locationSummon runs after an Unhallowed has been summoned.
func (g *game) locationSummon() {
	if g.s.Location == "desert-ruins" {
		g.pushTask(Task{Kind: TaskExhaust, Count: 1, Card: g.s.Location})
	}
}

// locationEnd runs at the end of a round that the party survived.
func (g *game) locationEnd() {
	s := g.s
	if s.Location == "hidden-temple" && !s.Effects.HordeEntered {
		g.pushTask(Task{Kind: TaskHeal, Count: 2})
	}
}

// locationHealth is what the location adds to a creature's health.
func (g *game) locationHealth(c *Card) int {
	s := g.s
	h := 0
	switch {
	case s.Location == "dark-woods" && c.Type == "forest":
		h++
	case s.Location == "goblin-caves" && c.Type == "goblin":
		h += 3
	case s.Location == "frost-caverns" && c.Type == "dragon":
		h -= 2
	}
	return h
}

// campRefreshes is how many cards the camper refreshes on arriving.
func (g *game) campRefreshes() int {
	switch g.s.Location {
	case "haunted-manor":
		return 0
	case "remote-tavern":
		return 2
	}
	return 1
}

// mustCamp lists the adventurers a location forces into camp (any one of them), or nil.
func (g *game) mustCamp() []string {
	s := g.s
	if s.Location != "ruined-gate" {
		return nil
	}
	var best []string
	bestTotal := -1
	for i := range s.Adventurers {
		a := &s.Adventurers[i]
		if a.Rests >= MaxRests(s.Options) {
			continue
		}
		switch total := g.totalRoll(a); {
		case total > bestTotal:
			best, bestTotal = []string{a.ID}, total
		case total == bestTotal:
			best = append(best, a.ID)
		}
	}
	return best
}

// passivesOff reports whether passive abilities are switched off this round.
func (g *game) passivesOff() bool { return g.s.Location == "long-road" }
