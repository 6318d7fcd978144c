package game

import (
	"fmt"
	"slices"
	"strings"
)

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
			if err := belongs(s.Options, cat.Cards[c], zone); err != nil {
				bad("%v", err)
			}
			if prev, ok := seen[physical(cat, c)]; ok {
				bad("card %s is both in %s and in %s", c, prev, zone)
				continue
			}
			seen[physical(cat, c)] = zone
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
		case TaskCover:
			place("the Item drawn to cover a pile", t.Cards...)
		}
	}
	checkPocket(s, place, bad)
	if (s.Merchant != nil) != s.swords() {
		bad("a Merchant board belongs to Swords of the Coin games only (game %q)", s.Options.Game)
	}
	if m := s.Merchant; m != nil {
		place("the Item deck", m.Deck...)
		for k, p := range m.Market {
			place(fmt.Sprintf("Market pile %d", k+1), p...)
		}
		if len(m.Market) != marketPiles {
			bad("the Market has %d piles, not %d", len(m.Market), marketPiles)
		}
		if len(m.Coins) != len(CoinSpaces) {
			bad("coins are counted on %d camp spaces, not %d", len(m.Coins), len(CoinSpaces))
		}
		if m.Bank < 0 || m.Purse < 0 || slices.ContainsFunc(m.Coins, func(c int) bool { return c < 0 }) {
			bad("a negative number of coins (bank %d, purse %d, spaces %v)", m.Bank, m.Purse, m.Coins)
		}
		if m.Total() != totalCoins {
			bad("%d coins in the game (bank %d + purse %d + spaces %v), not %d", m.Total(), m.Bank, m.Purse, m.Coins, totalCoins)
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
		for _, it := range a.Items {
			place(a.ID+"'s Items", it.Card)
			if c := cat.Cards[it.Card]; c != nil && c.Kind != KindItem {
				bad("%s carries %s, which is not an Item", a.ID, it.Card)
			}
		}
		if len(a.Items) > itemsPerAdventurer {
			bad("%s carries %d Items", a.ID, len(a.Items))
		}
		if len(a.Items) > 0 && s.Merchant == nil {
			bad("%s carries Items in a game without the Merchant", a.ID)
		}
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
		if a.Rests < 0 || a.Rests > MaxRests(s.Options) {
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
	// Items stay among the Items: the Item deck, the Market, the adventurers' Items, the box.
	itemZone := func(zone string) bool {
		return zone == "the box" || zone == "the Item deck" || strings.HasPrefix(zone, "Market pile") ||
			strings.HasSuffix(zone, "'s Items") || zone == "the Item drawn to cover a pile"
	}
	for _, id := range cat.IDs() {
		if zone, ok := seen[id]; ok && zone != "the box" && (cat.Cards[id].Kind == KindItem) != itemZone(zone) {
			bad("card %s cannot be in %s", id, zone)
		}
	}
	if len(seen) != len(cat.Cards) && len(problems) == 0 {
		for _, id := range cat.IDs() {
			if _, ok := seen[physical(cat, id)]; !ok && inGame(s.Options, cat.Cards[id]) {
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
	case PhaseMerchant:
		if s.Merchant == nil {
			bad("a Merchant phase in a game without the Merchant")
		}
	default:
		bad("unknown phase %q", s.Phase)
	}
	if (s.Phase == PhaseOver) != (s.Result != "") {
		bad("phase %q does not match result %q", s.Phase, s.Result)
	}
	return problems
}
