package game

import "fmt"

// Check lists what is wrong with a table: a card missing or in two places, firewood out of
// range, a die unaccounted for, an unknown card. A sound table gives nothing.
func Check(s *State) []string {
	cat, err := DefaultCatalog()
	if err != nil {
		return []string{err.Error()}
	}
	var problems []string
	bad := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }
	seen := map[string]string{}
	place := func(zone string, cards ...string) {
		for _, c := range cards {
			if cat.Cards[c] == nil {
				bad("unknown card %q in %s", c, zone)
				continue
			}
			if prev, ok := seen[c]; ok {
				bad("card %s is both in %s and in %s", c, prev, zone)
				continue
			}
			seen[c] = zone
		}
	}
	place("the Map deck", s.MapDeck...)
	place("the unused locations", s.Unused...)
	place("the visited locations", s.Visited...)
	place("the Creature deck", s.Creatures...)
	place("the Graveyard", s.Graveyard...)
	place("the Horde", s.Horde...)
	place("the Unhallowed deck", s.Unhallowed...)
	place("the removed cards", s.Removed...)
	place("the box", s.Box...)
	if s.Location != "" {
		place("the current location", s.Location)
	}
	for _, lc := range s.Line {
		place("the Line", lc.Card)
		if lc.Mount != "" {
			place("the Line (a Rider's mount)", lc.Mount)
		}
	}
	for _, t := range s.Tasks {
		switch t.Kind {
		case TaskScout, TaskElvenScout, TaskCheckMap, TaskTeleport:
			place("a card being looked at", t.Cards...)
		}
	}
	if len(s.Adventurers) != partySize {
		bad("%d adventurers at the table, not %d", len(s.Adventurers), partySize)
	}
	for _, a := range s.Adventurers {
		adv := cat.Adventurers[a.ID]
		if adv == nil {
			bad("unknown adventurer %q", a.ID)
			continue
		}
		for _, sl := range a.Slots {
			place(a.ID+"'s board", sl.Card)
		}
		place(a.ID+"'s unused cards", a.Unused...)
		place(a.ID+"'s tamed creatures", a.Tamed...)
		place(a.ID+"'s trophies", a.Trophies...)
		if a.Charges < 0 || a.Charges > maxCharges || (a.Charges > 0 && adv.CampAction.Key != "recharge") {
			bad("%s's staff holds %d charges", a.ID, a.Charges)
		}
		if _, ok := familiars[a.Familiar]; (a.Familiar != "" || adv.CampAction.Key == "commune") && (!ok || adv.CampAction.Key != "commune") {
			bad("%s has a Familiar %q", a.ID, a.Familiar)
		}
		if len(a.Trophies) > maxTrophies {
			bad("%s holds %d trophies", a.ID, len(a.Trophies))
		}
		if len(a.Slots) > equippedSlots {
			bad("%s has %d equipped cards", a.ID, len(a.Slots))
		}
		if len(a.Tamed) > 2 {
			bad("%s has %d tamed creatures", a.ID, len(a.Tamed))
		}
		if a.Rests < 0 || a.Rests > restsPerGame {
			bad("%s has rested %d times", a.ID, a.Rests)
		}
		if len(a.Dice) != dicePerAdventurer {
			bad("%s has %d dice", a.ID, len(a.Dice))
		}
		for i, d := range a.Dice {
			if !dieSidesAllowed(adv, d.Sides) || d.Value < 1 || d.Value > d.Sides {
				bad("%s's die %d shows %d on a d%d", a.ID, i+1, d.Value, d.Sides)
			}
			switch d.State {
			case DieFree, DieSpent, DieLocked, DieCamp:
			case DieStolen:
				holders := 0
				for _, lc := range s.Line {
					if lc.Stolen != nil && *lc.Stolen == (DieRef{Adventurer: a.ID, Index: i}) {
						holders++
					}
				}
				if holders != 1 {
					bad("%s's die %d is stolen but %d creatures hold it", a.ID, i+1, holders)
				}
			default:
				bad("%s's die %d is in an unknown state %q", a.ID, i+1, d.State)
			}
		}
	}
	for _, lc := range s.Line {
		if lc.Stolen != nil {
			if d := s.Die(*lc.Stolen); d == nil || d.State != DieStolen {
				bad("%s holds a die that is not marked stolen", lc.Card)
			}
		}
	}
	if len(seen) != len(cat.Cards) && len(problems) == 0 {
		for _, id := range cat.IDs() {
			if _, ok := seen[id]; !ok && !outOfGame(cat.Cards[id]) {
				bad("card %s is nowhere", id)
			}
		}
	}
	if s.Firewood < 0 || s.Firewood > maxFirewood {
		bad("firewood %d is outside 0-%d", s.Firewood, maxFirewood)
	}
	if s.Round < 1 || s.Round > 9 {
		bad("round %d is outside 1-9", s.Round)
	}
	switch s.Phase {
	case PhaseCamper, PhaseCamp, PhaseWatch, PhaseOver:
	default:
		bad("unknown phase %q", s.Phase)
	}
	if (s.Phase == PhaseOver) != (s.Result != "") {
		bad("phase %q does not match result %q", s.Phase, s.Result)
	}
	return problems
}
