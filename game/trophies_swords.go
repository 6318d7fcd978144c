package game

import (
	"fmt"
	"slices"

	"setawatch/internal/say"
)

// The Bounty Hunter's Trophies: creatures he helped defeat with direct attacks, kept beside his
// board instead of the Graveyard, at most maxTrophies of them.
const maxTrophies = 3

// TaskTrophy asks whether the Bounty Hunter keeps Card, just defeated, as a Trophy.
const TaskTrophy TaskKind = "trophy"

func init() {
	taskRules[TaskTrophy] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			a := g.s.Adventurer(t.Adventurer)
			if a == nil || len(a.Trophies) >= maxTrophies || !slices.Contains(g.s.Graveyard, t.Card) {
				return out
			}
			return append(out, AnswerCard(t.Card), AnswerNone())
		},
		resolve: func(g *game, t *Task, answer Answer) error {
			g.popTask()
			if !answer.None {
				g.takeTrophy(g.s.Adventurer(t.Adventurer), answer.Card)
			}
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("The {{.Adv}} may keep {{.Card}} as a Trophy.", "Adv", say.Adv(t.Adventurer), "Card", say.Card(t.Card))
		},
		words: func(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
			if answer.None {
				return say.Msg{}, false
			}
			return say.M("Keep {{.Card}} as a Trophy", "Card", say.Card(answer.Card)), true
		},
	}
	campActionRules["trophy-hunt"] = campActionRule{
		check: func(g *game, a *AdventurerState) error {
			if len(a.Trophies) >= maxTrophies {
				return g.refuse(func() error {
					return say.Err("the {{.Adv}} already holds {{.N}} Trophies", "Adv", say.Adv(a.ID), "N", maxTrophies)
				})
			}
			if len(g.s.Graveyard) == 0 || g.card(g.s.Graveyard[0]).Kind == KindSummon {
				return g.refuse(func() error { return say.Err("there is no creature on top of the Graveyard") })
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, v int) {
			if top := g.s.Graveyard[0]; g.graveyardBase(top) <= v {
				g.takeTrophy(a, top)
			} else {
				g.emit(EventTrophyMissed, top, a.ID, v)
			}
		},
	}
	for k, v := range bountyHunterAbilities() {
		abilityRules[k] = v
	}
}

// takeTrophy moves a creature from the Graveyard (or wherever it lies) beside an adventurer's
// board.
func (g *game) takeTrophy(a *AdventurerState, card string) {
	g.s.Graveyard = g.without(g.s.Graveyard, card)
	a.Trophies = append(a.Trophies, card)
	g.emit(EventTrophy, card, a.ID, len(a.Trophies))
}

// claimTrophy offers a creature just defeated by direct attacks to the Bounty Hunter when one of
// his own dice was on it.
func (g *game) claimTrophy(card string, dice []DieRef) {
	a := g.s.Adventurer("bountyhunter")
	if a == nil || len(a.Trophies) >= maxTrophies || len(g.s.Graveyard) == 0 || g.s.Graveyard[0] != card {
		return
	}
	for _, r := range dice {
		if r.Adventurer == a.ID && r.Tamed == "" {
			g.pushTask(Task{Kind: TaskTrophy, Card: card, Adventurer: a.ID})
			return
		}
	}
}

// TrophyValue is what a Trophy fetches at the Merchant: a coin for each 4 points of base
// health, rounded up, 1 to 4 coins.
func TrophyValue(c *Card) int { return max(1, min(4, (c.Health+3)/4)) }

// A sell move (VerbSell) sells a Trophy at the Merchant: "sell wolf-1". The rulebook lets the
// Bounty Hunter "cash them at the merchant when resting in Camp", so only the camper's Trophies
// are for sale.

// trophyOwner is the adventurer holding a Trophy, or nil.
func (g *game) trophyOwner(card string) *AdventurerState {
	for i := range g.s.Adventurers {
		if slices.Contains(g.s.Adventurers[i].Trophies, card) {
			return &g.s.Adventurers[i]
		}
	}
	return nil
}

// checkSell decides whether the camper may sell a Trophy now.
func (g *game) checkSell(card string) error {
	s := g.s
	if s.Phase != PhaseMerchant {
		return say.Err("Trophies are sold only in the Merchant phase, after Camp")
	}
	a := g.trophyOwner(card)
	if a == nil {
		return say.Err("{{.CardID}} is not a Trophy of anyone at the table", "CardID", say.Raw(fmt.Sprintf("%q", card)))
	}
	if a.ID != s.Camper {
		return say.Err("the {{.Adv}} sells Trophies only while resting in Camp", "Adv", say.Adv(a.ID))
	}
	if s.Merchant.Bank == 0 {
		return say.Err("the Bank has no coins left to pay for the {{.Card}}", "Card", say.Card(card))
	}
	return nil
}

// sell moves a Trophy to the Graveyard, where the creature would have gone had it not been
// kept, and pays its value from the Bank to the party's purse (what the Bank holds, at most).
func (g *game) sell(card string) {
	m := g.s.Merchant
	a := g.trophyOwner(card)
	a.Trophies = removeString(a.Trophies, card)
	g.s.Graveyard = slices.Insert(g.s.Graveyard, 0, card)
	coins := min(TrophyValue(g.card(card)), m.Bank)
	m.Bank -= coins
	m.Purse += coins
	g.emit(EventSold, card, a.ID, coins)
}

// expertiseBonus is what Expertise adds to one of the Bounty Hunter's dice.
func expertiseBonus(g *game, i int, r DieRef) int {
	typ := g.card(g.s.Line[i].Card).Type
	for _, c := range g.s.Adventurer(r.Adventurer).Trophies {
		if g.card(c).Type == typ {
			return 2
		}
	}
	return 0
}

// trophyTargets lists each Trophy with each revealed position.
func trophyTargets(g *game, a *AdventurerState, t *targetList) {
	for _, c := range a.Trophies {
		for i := range g.s.Line {
			if g.s.Line[i].FaceUp {
				t.add(ArgCard(c), ArgPosition(i+1))
			}
		}
	}
}

// checkTrophyAndTarget checks a card that takes one of the owner's Trophies and a revealed
// creature.
func checkTrophyAndTarget(ok func(g *game, trophy string, i int) error) func(*game, *AdventurerState, []Arg, []DieSpec) error {
	return func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
		if err := plainTargets(args, dice, 2, 2); err != nil {
			return err
		}
		if !slices.Contains(a.Trophies, args[0].Key) {
			return say.Err("{{.X}} is not one of the {{.Adv}}'s Trophies", "X", say.Raw(fmt.Sprintf("%q", args[0])), "Adv", say.Adv(a.ID))
		}
		i, err := g.target(args, 1, true)
		if err != nil {
			return err
		}
		if ok != nil {
			return ok(g, args[0].Key, i)
		}
		return nil
	}
}

func bountyHunterAbilities() map[string]ability {
	return map[string]ability{
		"bountyhunter.trophy-swap": {
			targets: trophyTargets,
			check:   checkTrophyAndTarget(nil),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				i := pos(args, 1)
				old := g.removeFromLine(i)
				g.s.Line = slices.Insert(g.s.Line, i, LineCard{Card: args[0].Key, FaceUp: true})
				a.Trophies[slices.Index(a.Trophies, args[0].Key)] = old.Card
				g.emit(EventTrophySwap, args[0].Key, a.ID, i+1)
			},
		},
		"bountyhunter.exploit": {
			targets: trophyTargets,
			check: checkTrophyAndTarget(func(g *game, trophy string, i int) error {
				if t := g.card(trophy).Type; !g.isType(i, t) {
					return g.refuse(func() error {
						return say.Err("Exploit defeats a creature of the Trophy's type ({{.T}})", "T", say.Raw(fmt.Sprint(t)))
					})
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				a.Trophies = removeString(a.Trophies, args[0].Key)
				g.s.Graveyard = slices.Insert(g.s.Graveyard, 0, args[0].Key)
				g.defeat(pos(args, 1), a.ID)
			},
		},
		"bountyhunter.expertise": {passive: true, automatic: true, attackBonus: expertiseBonus},
		"bountyhunter.collect-bounty": {
			targets: revealedPositions,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				return checkOneRevealed(func(g *game, i int) error {
					if limit := 4 * len(a.Trophies); g.health(i) > limit {
						return g.refuse(func() error {
							return say.Err("Collect Bounty defeats a creature of health {{.N}} or less (4 a Trophy); this one has {{.N2}}", "N", limit, "N2", g.health(i))
						})
					}
					return nil
				})(g, a, args, dice)
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) { g.defeat(pos(args, 0), a.ID) },
		},
		"bountyhunter.capture": {
			targets: revealedPositions,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				return checkOneRevealed(func(g *game, i int) error {
					if len(a.Trophies) >= maxTrophies {
						return g.refuse(func() error {
							return say.Err("the {{.Adv}} already holds {{.N}} Trophies", "Adv", say.Adv(a.ID), "N", maxTrophies)
						})
					}
					if h := g.health(i); h > 6 {
						return g.refuse(func() error {
							return say.Err("Capture takes a creature of health 6 or less (this one has {{.N}})", "N", h)
						})
					}
					return nil
				})(g, a, args, dice)
			},
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				lc := g.removeFromLine(pos(args, 0))
				a.Trophies = append(a.Trophies, lc.Card)
				g.emit(EventTrophy, lc.Card, a.ID, len(a.Trophies))
			},
		},
	}
}
