package game

import (
	"slices"
	"strings"
)

// Implemented reports whether the engine applies a card's rules. A card that is not
// implemented is never dealt.
func Implemented(cat *Catalog, id string) bool {
	c := cat.Cards[id]
	if c == nil {
		return false
	}
	switch c.Kind {
	case KindCreature, KindAcolyte, KindUnhallowed:
		_, ok := creatureRules[c.Key]
		return ok
	case KindSummon:
		return true
	case KindLocation:
		return locationRules[c.Key]
	case KindAbility:
		_, ok := abilityRules[c.Key]
		return ok
	case KindItem:
		_, ok := itemRules[c.Key]
		return ok
	}
	return false
}

var runeSets = [][]string{
	{RuneSeal, RuneVanquish}, {RuneSeal, RuneBolster}, {RuneVanquish, RuneBolster},
	{RuneSeal, RuneVanquish, RuneBolster},
}

// candidates lists the moves worth checking now; Legal keeps those that pass check.
func (g *game) candidates() []Move {
	s := g.s
	var out []Move
	if t := s.Pending(); t != nil {
		for _, o := range g.options(t) {
			out = append(out, Move{Verb: VerbChoose, Args: []string{o}})
		}
		return out
	}
	switch s.Phase {
	case PhaseCamper:
		for _, a := range s.Adventurers {
			out = append(out, Move{Verb: VerbCamp, Adventurer: a.ID})
		}
	case PhaseCamp:
		// The free values in the order of the dice, and how many dice show each.
		var order, count []int
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
			for _, sp := range []string{SpaceChop, SpaceScout, SpaceMap, SpaceHeal, SpaceEquip, SpaceAction} {
				out = append(out, Move{Verb: VerbPlace, Value: v, Space: sp})
			}
			for _, rs := range runeSets {
				if count[k] >= len(rs) {
					out = append(out, Move{Verb: VerbRune, Value: v, Runes: rs})
				}
			}
		}
		out = append(out, Move{Verb: VerbEnd})
	case PhaseMerchant:
		for _, pile := range s.Merchant.Market {
			if len(pile) == 0 {
				continue
			}
			for _, a := range s.Adventurers {
				out = append(out, Move{Verb: VerbBuy, Card: pile[0], Adventurer: a.ID})
			}
		}
		if a := s.Adventurer(s.Camper); a != nil {
			for _, c := range a.Trophies {
				out = append(out, Move{Verb: VerbSell, Card: c})
			}
		}
		out = append(out, Move{Verb: VerbEnd})
	case PhaseWatch:
		out = append(out, Move{Verb: VerbEnd})
		if s.Options.Rules == RulesFirst {
			out = append(out, Move{Verb: VerbHorde})
		}
		dice := g.fightingDice()
		for i := range s.Line {
			if s.Line[i].FaceUp {
				for k := range dice {
					// Each move's die is a one-element piece of dice, capped so that appending
					// to it copies.
					out = append(out, Move{Verb: VerbAttack, Pos: i + 1, Dice: dice[k : k+1 : k+1]})
				}
			}
		}
		for _, a := range g.watchers() {
			for _, sl := range a.Slots {
				if sl.Exhausted {
					continue
				}
				out = append(out, Move{Verb: VerbFire, Card: sl.Card})
				out = append(out, g.abilityCandidates(a, sl.Card)...)
			}
			if !a.SitsOut {
				out = append(out, g.itemCandidates(a)...)
			}
		}
	}
	return out
}

// fightingDice lists each distinct die (adventurer and value) and tamed creature of the Watch.
func (g *game) fightingDice() []DieSpec {
	var out []DieSpec
	for _, a := range g.watchers() {
		if a.SitsOut {
			continue
		}
		out = append(out, ownDice(a)...)
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
	return out
}

func ownDice(a *AdventurerState) []DieSpec {
	var out []DieSpec
	for _, d := range a.Dice {
		if d.State == DieFree && !slices.ContainsFunc(out, func(x DieSpec) bool { return x.Value == d.Value }) {
			out = append(out, DieSpec{Adventurer: a.ID, Value: d.Value})
		}
	}
	return out
}

func (g *game) abilityCandidates(a *AdventurerState, card string) []Move {
	rule, ok := abilityRules[g.key(card)]
	if !ok || rule.automatic || rule.targets == nil {
		return nil
	}
	var out []Move
	own := ownDice(a)
	for _, args := range rule.targets(g, a) {
		var dice []DieSpec
		var plain []string
		for _, x := range args {
			if strings.Contains(x, ":") {
				d, _ := parseDie(x)
				dice = append(dice, d)
			} else {
				plain = append(plain, x)
			}
		}
		variants := [][]DieSpec{dice}
		if g.key(card) == "rogue.throwing-daggers" {
			for _, d := range own {
				variants = append(variants, []DieSpec{d})
			}
		}
		for _, extra := range variants {
			if rule.passive {
				out = append(out, Move{Verb: VerbUse, Card: card, Dice: extra, Args: plain})
				continue
			}
			out = append(out, Move{Verb: VerbExhaust, Card: card, Dice: extra, Args: plain})
			for _, d := range own {
				out = append(out, Move{Verb: VerbUse, Card: card, Dice: append([]DieSpec{d}, extra...), Args: plain})
			}
		}
	}
	return out
}
