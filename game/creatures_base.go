package game

import (
	"slices"

	"setawatch/internal/say"
)

func init() {
	for k, r := range baseCreatures() {
		creatureRules[k] = r
	}
	// The Bandit takes a die the party picks.
	taskRules[TaskSteal] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			var buf partyDice
			return g.dieChoices(out, g.freeWatchDiceTo(buf[:0]))
		},
		resolve: resolveTakenDie,
		describe: func(g *game, t *Task) say.Msg {
			return say.M("{{.Card}} takes a die: choose which.", "Card", say.Card(t.Card))
		},
		form:  formDie,
		picks: PicksDieToLose,
	}
	// The Vampire takes the highest die; the party picks among equals.
	taskRules[TaskVampire] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			var buf partyDice
			return g.dieChoices(out, extremeDice(g, g.freeWatchDiceTo(buf[:0]), true))
		},
		resolve: resolveTakenDie,
		describe: func(g *game, t *Task) say.Msg {
			return say.M("{{.Card}} takes the highest die: choose which.", "Card", say.Card(t.Card))
		},
		form:  formDie,
		picks: PicksDieToLose,
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
		"metal-golem": {guards: guardAttacks, refusal: func(pos int, attack bool) error {
			return say.Err("the Metal Golem in position {{.N}} protects the creatures behind it from direct attacks", "N", pos)
		}},
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
		"lich": {guards: guardAbilities, refusal: func(pos int, attack bool) error {
			return say.Err("the Lich in position {{.N}} shields the creatures behind it from ability cards", "N", pos)
		}},
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
		"phantom-cat": {
			shielded: func(g *game, i int) bool { return i > 0 && i < len(g.s.Line)-1 },
			refusal: func(pos int, attack bool) error {
				if attack {
					return say.Err("the Phantom Cat in position {{.N}} takes no damage while cards sit on both sides of it", "N", pos)
				}
				return say.Err("the Phantom Cat in position {{.N}} cannot be targeted while cards sit on both sides of it", "N", pos)
			},
		},
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
