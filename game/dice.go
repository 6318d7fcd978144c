package game

import (
	"fmt"
	"slices"

	"setawatch/internal/say"
)

// freeDiceOf appends an adventurer's free dice to out.
func freeDiceOf(out []DieRef, a *AdventurerState) []DieRef {
	for i, d := range a.Dice {
		if d.State == DieFree {
			out = append(out, DieRef{Adventurer: a.ID, Index: i})
		}
	}
	return out
}

// freeWatchDiceTo appends the free dice of the adventurers fighting this Watch to out.
func (g *game) freeWatchDiceTo(out []DieRef) []DieRef {
	for i := range g.s.Adventurers {
		if a := &g.s.Adventurers[i]; a.OnWatch && !a.SitsOut {
			out = freeDiceOf(out, a)
		}
	}
	return out
}

// allFreeDiceTo appends the free dice of the whole party to out.
func (g *game) allFreeDiceTo(out []DieRef) []DieRef {
	for i := range g.s.Adventurers {
		out = freeDiceOf(out, &g.s.Adventurers[i])
	}
	return out
}

// partyDice is room for the dice of a whole party, for lists a function keeps on its stack.
type partyDice [partySize * dicePerAdventurer]DieRef

// dieChoices appends to out an answer choosing each of the dice (AnswerDie), one per adventurer and
// value.
func (g *game) dieChoices(out []Answer, refs []DieRef) []Answer {
	for k, r := range refs {
		v := g.s.Die(r).Value
		if !slices.ContainsFunc(refs[:k], func(x DieRef) bool { return x.Adventurer == r.Adventurer && g.s.Die(x).Value == v }) {
			out = append(out, AnswerDie(r.Adventurer, v))
		}
	}
	return out
}

// extremeDice keeps the dice showing the highest (or lowest) value, in refs' own array.
func extremeDice(g *game, refs []DieRef, highest bool) []DieRef {
	best := 0
	for i, r := range refs {
		v := g.s.Die(r).Value
		if i == 0 || (highest && v > best) || (!highest && v < best) {
			best = v
		}
	}
	out := refs[:0]
	for _, r := range refs {
		if g.s.Die(r).Value == best {
			out = append(out, r)
		}
	}
	return out
}

// findDie picks, among refs, a die matching an answer such as "rogue:1".
func (g *game) findDie(spec DieSpec, refs []DieRef) (DieRef, error) {
	for _, r := range refs {
		if r.Adventurer == spec.Adventurer && g.s.Die(r).Value == spec.Value {
			return r, nil
		}
	}
	return DieRef{}, say.Err("{{.Adventurer}} has no die showing {{.N}} that can be chosen", "Adventurer", say.Raw(fmt.Sprint(spec.Adventurer)), "N", spec.Value)
}

// resolveDice finds the dice a move names: each a distinct free die (or tamed creature) of a
// fighting adventurer.
func (g *game) resolveDice(specs []DieSpec) ([]DieRef, error) {
	return g.resolveDiceTo(make([]DieRef, 0, len(specs)), specs)
}

// resolveDiceTo is resolveDice appending to refs: a check passes a list of its own on the
// stack, as it only looks at the dice.
func (g *game) resolveDiceTo(refs []DieRef, specs []DieSpec) ([]DieRef, error) {
	for _, spec := range specs {
		a := g.s.Adventurer(spec.Adventurer)
		if a == nil {
			return nil, say.Err("there is no adventurer {{.Adventurer}} at the table", "Adventurer", say.Raw(fmt.Sprintf("%q", spec.Adventurer)))
		}
		if !a.OnWatch {
			return nil, say.Err("the {{.Adv}} is not on Watch", "Adv", say.Adv(a.ID))
		}
		if a.SitsOut {
			return nil, say.Err("the {{.Adv}} sits this Watch out: all their cards were exhausted when it began", "Adv", say.Adv(a.ID))
		}
		if spec.Tamed == AssistDie {
			ref := DieRef{Adventurer: a.ID, Tamed: AssistDie}
			if g.s.Camp.Assist != a.ID || slices.Contains(refs, ref) {
				return nil, say.Err("the {{.Adv}} holds no die from the Knight's Assist", "Adv", say.Adv(a.ID))
			}
			refs = append(refs, ref)
			continue
		}
		if spec.Tamed == FamiliarDie {
			if err := g.checkFamiliar(a); err != nil {
				return nil, err
			}
			refs = append(refs, DieRef{Adventurer: a.ID, Tamed: FamiliarDie})
			continue
		}
		if spec.Tamed != "" {
			ref := DieRef{Adventurer: a.ID, Tamed: spec.Tamed}
			if !contains(a.Tamed, spec.Tamed) || slices.Contains(refs, ref) {
				return nil, say.Err("the {{.Adv}} has no tamed {{.Tamed}} to use", "Adv", say.Adv(a.ID), "Tamed", say.Raw(fmt.Sprint(spec.Tamed)))
			}
			refs = append(refs, ref)
			continue
		}
		found := false
		for i, d := range a.Dice {
			ref := DieRef{Adventurer: a.ID, Index: i}
			if d.State == DieFree && d.Value == spec.Value && !slices.Contains(refs, ref) {
				refs = append(refs, ref)
				found = true
				break
			}
		}
		if !found {
			return nil, say.Err("the {{.Adv}} has no unused die showing {{.N}}", "Adv", say.Adv(a.ID), "N", spec.Value)
		}
	}
	return refs, nil
}

// dieValue is what a die (or tamed creature) is worth in an attack.
func (g *game) dieValue(r DieRef) int {
	if r.Tamed == AssistDie {
		return g.s.Camp.Action
	}
	if r.Tamed == FamiliarDie {
		if a := g.s.Adventurer(r.Adventurer); a != nil {
			return familiars[a.Familiar].damage
		}
		return 0
	}
	if r.Tamed != "" {
		v := g.printedHealth(r.Tamed)
		if loc := g.loc(); loc.tamedValue != nil {
			v += loc.tamedValue(g.card(r.Tamed))
		}
		return v
	}
	return g.s.Die(r).Value
}

func (g *game) rollAll() {
	for i := range g.s.Adventurers {
		a := &g.s.Adventurers[i]
		for j := range a.Dice {
			a.Dice[j] = Die{Sides: a.Dice[j].Sides, Value: g.s.RNG.Roll(a.Dice[j].Sides), State: DieFree}
		}
	}
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
