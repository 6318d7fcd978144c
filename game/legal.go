package game

import (
	"slices"
)

// Implemented reports whether the engine applies a card's rules. A card that is not
// implemented is never dealt.
func Implemented(cat *Catalog, id string) bool {
	c := cat.find(id)
	if c == nil {
		return false
	}
	return c.implemented || implemented(c) // worked out when the catalog was parsed, or now
}

func implemented(c *Card) bool {
	switch c.Kind {
	case KindCreature, KindAcolyte, KindUnhallowed:
		_, ok := creatureRules[c.Key]
		return ok
	case KindSummon:
		return true
	case KindLocation:
		return locationRules[c.Key] != nil
	case KindAbility:
		_, ok := abilityRules[c.Key]
		return ok
	case KindItem:
		_, ok := itemRules[c.Key]
		return ok
	}
	return false
}

var runeSets = [][]Rune{
	{RuneSeal, RuneVanquish}, {RuneSeal, RuneBolster}, {RuneVanquish, RuneBolster},
	{RuneSeal, RuneVanquish, RuneBolster},
}

// legalMoves appends to g.legal every move allowed now, in a fixed order: each candidate is
// checked as it is made (quietly: a refused candidate needs no reason a player reads).
func (g *game) legalMoves() {
	s := g.s
	switch s.Phase {
	case PhaseCamper:
		for _, a := range s.Adventurers {
			g.offer(Move{Verb: VerbCamp, Adventurer: a.ID})
		}
	case PhaseCamp:
		// The free values in the order of the dice, and how many dice show each.
		var orderBuf, countBuf [dicePerAdventurer]int
		order, count := orderBuf[:0], countBuf[:0]
		for _, d := range g.camper().Dice {
			if d.State != DieFree {
				continue
			}
			if k := slices.Index(order, d.Value); k >= 0 {
				count[k]++
			} else {
				order, count = append(order, d.Value), append(count, 1)
			}
		}
		for k, v := range order {
			for _, sp := range campSpaces {
				g.offer(Move{Verb: VerbPlace, Value: v, Space: sp})
			}
			for _, rs := range runeSets {
				if count[k] >= len(rs) {
					g.offer(Move{Verb: VerbRune, Value: v, Runes: rs})
				}
			}
		}
		g.offer(Move{Verb: VerbEnd})
	case PhaseMerchant:
		for _, pile := range s.Merchant.Market {
			if len(pile) == 0 {
				continue
			}
			for _, a := range s.Adventurers {
				g.offer(Move{Verb: VerbBuy, Card: pile[0], Adventurer: a.ID})
			}
		}
		if a := s.Adventurer(s.Camper); a != nil {
			for _, c := range a.Trophies {
				g.offer(Move{Verb: VerbSell, Card: c})
			}
		}
		g.offer(Move{Verb: VerbEnd})
	case PhaseWatch:
		g.offer(Move{Verb: VerbEnd})
		if s.Options.Rules == RulesFirst {
			g.offer(Move{Verb: VerbHorde})
		}
		dice := g.fightingDice()
		var buf [16]int
		reach := g.attackReach(buf[:0], dice)
		for i := range s.Line {
			if s.Line[i].FaceUp {
				for k := range dice {
					// Each move's die is a one-element piece of dice, capped so that appending
					// to it copies.
					if i < reach[k] {
						g.offer(Move{Verb: VerbAttack, Pos: i + 1, Dice: dice[k : k+1 : k+1]})
					}
				}
			}
		}
		for w := range s.Adventurers {
			a := &s.Adventurers[w]
			if !a.OnWatch {
				continue
			}
			for _, sl := range a.Slots {
				if sl.Exhausted {
					continue
				}
				g.offer(Move{Verb: VerbFire, Card: sl.Card})
				g.abilityMoves(a, sl.Card)
			}
			if !a.SitsOut {
				g.itemMoves(a)
			}
		}
	}
}

// campSpaces are the camp spaces in the order Legal lists them.
var campSpaces = [...]Space{SpaceChop, SpaceScout, SpaceMap, SpaceHeal, SpaceEquip, SpaceAction}

// offer keeps a candidate move if the rules allow it.
func (g *game) offer(m Move) {
	if g.check(m) == nil {
		g.legal = append(g.legal, m)
	}
}

// fightingDice lists each distinct die (adventurer and value) and tamed creature of the Watch,
// carved from the kept dice: the attacks are given pieces of it.
func (g *game) fightingDice() []DieSpec {
	out := g.keptDice
	start := len(out)
	for w := range g.s.Adventurers {
		a := &g.s.Adventurers[w]
		if !a.OnWatch || a.SitsOut {
			continue
		}
		out = ownDiceTo(out, a)
		for _, t := range a.Tamed {
			out = append(out, DieSpec{Adventurer: a.ID, Tamed: t})
		}
		if g.s.Camp.Assist == a.ID {
			out = append(out, DieSpec{Adventurer: a.ID, Tamed: AssistDie})
		}
		if g.checkFamiliar(a) == nil {
			out = append(out, DieSpec{Adventurer: a.ID, Tamed: FamiliarDie})
		}
	}
	g.keptDice = out
	return out[start:len(out):len(out)]
}

// attackReach appends to out how many Line positions each fighting die reaches, as
// checkAttack counts it, so that Legal does not check the attacks out of reach.
func (g *game) attackReach(out []int, dice []DieSpec) []int {
	_, bard := g.readyHolder(passiveHooks().reachesAll)
	painless := bard != ""
	for _, d := range dice {
		a := g.s.Adventurer(d.Adventurer)
		switch {
		case painless && d.Tamed == "" && d.Adventurer == bard:
			out = append(out, len(g.s.Line))
		case d.Tamed == FamiliarDie:
			out = append(out, familiars[a.Familiar].reach)
		default:
			out = append(out, g.reach(a))
		}
	}
	return out
}

// ownDiceTo appends to out each distinct value among an adventurer's free dice.
func ownDiceTo(out []DieSpec, a *AdventurerState) []DieSpec {
	start := len(out)
	for _, d := range a.Dice {
		if d.State == DieFree && !slices.ContainsFunc(out[start:], func(x DieSpec) bool { return x.Value == d.Value }) {
			out = append(out, DieSpec{Adventurer: a.ID, Value: d.Value})
		}
	}
	return out
}

// abilityMoves offers the moves of one ready ability card: exhausted, and with each of the
// owner's distinct free dice on it, for each target the card lists.
func (g *game) abilityMoves(a *AdventurerState, card string) {
	rule, ok := g.abilityOf(card)
	if !ok || rule.automatic || rule.targets == nil {
		return
	}
	if a.SitsOut {
		return // checkAbility refuses every candidate
	}
	// The card ready on the board of its owner on Watch, as checkAbility first checks: then
	// each candidate needs only the rest of the check (ready stays nil when not).
	var ready *Slot
	if sl := a.Slot(card); sl != nil && !sl.Exhausted && a.OnWatch && g.s.Phase == PhaseWatch &&
		g.s.Pending() == nil && g.ownerOf(card) == a && !g.isItem(card) {
		ready = sl
	}
	daggers := rule.raisesOwnDie
	var buf [dicePerAdventurer]DieSpec
	own := ownDiceTo(buf[:0], a)
	// The dice that may pay for the card: none when checkAbility refuses every die on it now.
	pay := own
	if sl := a.Slot(card); sl == nil || sl.UsedWithDie || !g.spendsDiceOnAbilities(a) {
		pay = nil
	}
	for _, target := range g.targetsOf(rule.targets, a) {
		var dice []DieSpec
		if target.die.Adventurer != "" {
			// The die the card acts on, carved from the kept dice, capped so that appending
			// copies.
			g.keptDice = append(g.keptDice, target.die)
			n := len(g.keptDice)
			dice = g.keptDice[n-1 : n : n]
		}
		plain := target.args
		g.abilityVariant(rule, a, ready, card, dice, plain, pay)
		if daggers {
			for _, d := range own {
				g.keptDice = append(g.keptDice, d)
				n := len(g.keptDice)
				g.abilityVariant(rule, a, ready, card, g.keptDice[n-1:n:n], plain, pay)
			}
		}
	}
}

// abilityVariant offers one target of an ability card: passive, exhausted, or paid with each
// of the owner's dice (put before the dice the target names).
func (g *game) abilityVariant(rule *ability, a *AdventurerState, ready *Slot, card string, extra []DieSpec, plain []Arg, pay []DieSpec) {
	if rule.passive {
		g.offerAbility(Move{Verb: VerbUse, Card: card, Dice: extra, Args: plain}, rule, a, ready)
		return
	}
	g.offerAbility(Move{Verb: VerbExhaust, Card: card, Dice: extra, Args: plain}, rule, a, ready)
	for _, d := range pay {
		// Checked with a scratch list; a list of its own only for a move that is kept.
		g.scratch = append(append(g.scratch[:0], d), extra...)
		m := Move{Verb: VerbUse, Card: card, Dice: g.scratch, Args: plain}
		if g.checkAbilityCandidate(m, rule, a, ready) == nil {
			// Kept moves' dice are carved from one list, each piece capped so that appending
			// to it copies.
			start := len(g.keptDice)
			g.keptDice = append(append(g.keptDice, d), extra...)
			m.Dice = g.keptDice[start:len(g.keptDice):len(g.keptDice)]
			g.legal = append(g.legal, m)
		}
	}
}

// offerAbility keeps a candidate move of an ability card if the rules allow it.
func (g *game) offerAbility(m Move, rule *ability, a *AdventurerState, ready *Slot) {
	if g.checkAbilityCandidate(m, rule, a, ready) == nil {
		g.legal = append(g.legal, m)
	}
}

// checkAbilityCandidate checks a candidate of a card abilityMoves found ready on a's board
// with the rest of checkAbility, or else in full.
func (g *game) checkAbilityCandidate(m Move, rule *ability, a *AdventurerState, ready *Slot) error {
	if ready == nil {
		return g.check(m)
	}
	return g.checkReadyAbility(m, rule, a, ready)
}
