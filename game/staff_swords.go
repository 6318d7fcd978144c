package game

import "setawatch/internal/say"

// The Artificer's staff dial: 0 to maxCharges charges, full at the start. While it holds
// staffPassiveCharges or more, each of the Artificer's dice deals 1 more damage in a direct
// attack (the passive printed on the dial).
const (
	maxCharges          = 8
	staffPassiveCharges = 4
)

// StaffDial is the dial's top and the charge from which its passive holds.
func StaffDial() (top, passive int) { return maxCharges, staffPassiveCharges }

// startingCharges is the staff's charge at setup: full for the adventurer who recharges it.
func startingCharges(adv *Adventurer) int {
	if adv.CampAction.Key == "recharge" {
		return maxCharges
	}
	return 0
}

// gainCharges moves the staff dial up, never past its limit.
func (g *game) gainCharges(a *AdventurerState, n int, why string) {
	before := a.Charges
	a.Charges = min(maxCharges, a.Charges+n)
	if a.Charges != before {
		g.emit(EventCharges, why, a.ID, a.Charges-before)
	}
}

// checkCharges checks that the staff holds n charges.
func (g *game) checkCharges(a *AdventurerState, n int, card string) error {
	if a.Charges < n {
		return g.refuse(func() error {
			return say.Err("{{.Card}} needs {{.N}} charges; the staff holds {{.N2}}", "Card", say.Card(card), "N", n, "N2", a.Charges)
		})
	}
	return nil
}

// spendCharges moves the staff dial down by n.
func (g *game) spendCharges(a *AdventurerState, n int, why string) {
	a.Charges -= n
	g.emit(EventCharges, why, a.ID, -n)
}

// staffBonus is the dial's passive on one of the Artificer's dice in a direct attack.
func (g *game) staffBonus(r DieRef) int {
	a := g.s.Adventurer(r.Adventurer)
	if r.Tamed != "" || a == nil || g.cat.Adventurers[a.ID].CampAction.Key != "recharge" || a.Charges < staffPassiveCharges {
		return 0
	}
	return 1
}

func init() {
	campActionRules["recharge"] = campActionRule{
		check: func(g *game, a *AdventurerState) error {
			if a.Charges >= maxCharges {
				return g.refuse(func() error { return say.Err("the staff is full ({{.N}} charges)", "N", maxCharges) })
			}
			return nil
		},
		do: func(g *game, a *AdventurerState, v int) { g.gainCharges(a, (v+1)/2, "recharge") },
	}
	for k, v := range artificerAbilities() {
		abilityRules[k] = v
	}
}

// withCharges wraps a check with the staff's cost.
func withCharges(card string, n int, check func(*game, *AdventurerState, []Arg, []DieSpec) error) func(*game, *AdventurerState, []Arg, []DieSpec) error {
	return func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
		if err := g.checkCharges(a, n, card); err != nil {
			return err
		}
		return check(g, a, args, dice)
	}
}

func artificerAbilities() map[string]ability {
	return map[string]ability{
		"artificer.arc-bolt": {
			targets: revealedPositions,
			check:   withCharges("artificer.arc-bolt", 2, checkOneRevealed(nil)),
			do: func(g *game, a *AdventurerState, args []Arg, _ []DieSpec) {
				g.spendCharges(a, 2, "artificer.arc-bolt")
				i := pos(args, 0)
				g.s.Line[i].Damage += 6
				g.emit(EventDamaged, g.s.Line[i].Card, a.ID, 6)
			},
		},
		"artificer.siphon": {
			targets: noTargets,
			check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := plainTargets(args, dice, 0, 0); err != nil {
					return err
				}
				if a.Charges >= maxCharges {
					return g.refuse(func() error { return say.Err("the staff is full ({{.N}} charges)", "N", maxCharges) })
				}
				return nil
			},
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) { g.gainCharges(a, 3, "artificer.siphon") },
		},
		"artificer.overload": {
			targets: revealedPositions,
			check: withCharges("artificer.overload", 1, checkOneRevealed(func(g *game, i int) error {
				if i != 0 {
					return g.refuse(func() error { return say.Err("Overload strikes the creature in 1st position") })
				}
				return nil
			})),
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) {
				n := a.Charges
				g.spendCharges(a, n, "artificer.overload")
				g.s.Line[0].Damage += 2 * n
				g.emit(EventDamaged, g.s.Line[0].Card, a.ID, 2*n)
			},
		},
		"artificer.ward": {
			targets: noTargets,
			check: withCharges("artificer.ward", 3, func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
				if err := plainTargets(args, dice, 0, 0); err != nil {
					return err
				}
				if !g.anyExhausted() && !a.Slot("artificer.ward").Exhausted {
					return say.Err("no ability card is exhausted")
				}
				return nil
			}),
			do: func(g *game, a *AdventurerState, _ []Arg, _ []DieSpec) {
				g.spendCharges(a, 3, "artificer.ward")
				g.pushTask(Task{Kind: TaskHeal, Count: 1, Card: "artificer.ward"})
			},
		},
		// Charges the staff when one of the Artificer's dice helped defeat a creature.
		"artificer.soul-harvest": {passive: true, automatic: true, onDefeat: func(g *game, a *AdventurerState) {
			g.gainCharges(a, 1, "artificer.soul-harvest")
		}},
	}
}
