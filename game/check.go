package game

import (
	"slices"
	"strconv"
	"strings"

	"setawatch/internal/say"
)

// Check lists what is wrong with a table, in English: a card missing or in two places, firewood
// out of range, a die unaccounted for, an unknown card. A sound table gives nothing.
func Check(s *State) []string {
	var out []string
	for _, m := range Problems(s) {
		out = append(out, m.String())
	}
	return out
}

// maxProblems is how many problems a refusal names; the others are only counted, so that a file
// repeating a bad list a million times costs a short message.
const maxProblems = 5

// Problems lists what is wrong with a table as messages for any language: the first few, then
// how many more ("…and 2,599 more"). A sound table gives nothing.
func Problems(s *State) []say.Msg {
	p := &problems{}
	check(s, p)
	if p.more > 0 {
		p.msgs = append(p.msgs, say.M("…and {{.X}} more", "X", say.Raw(thousands(p.more))))
	}
	return p.msgs
}

// problemsError is a refusal naming a table's problems after what (a message that ends with a
// colon, "the scenario's table is not sound:").
func problemsError(what say.Msg, list []say.Msg) error {
	all := list[0]
	for _, m := range list[1:] {
		all = say.M("{{.A}}; {{.B}}", "A", all, "B", m)
	}
	return say.Err("{{.What}} {{.Problems}}", "What", what, "Problems", all)
}

type problems struct {
	msgs []say.Msg
	more int
}

// room reports whether another problem is named; when not, it is counted.
func (p *problems) room() bool {
	if len(p.msgs) < maxProblems {
		return true
	}
	p.more++
	return false
}

func (p *problems) add(m say.Msg) {
	if p.room() {
		p.msgs = append(p.msgs, m)
	}
}

// thousands writes n with its thousands apart: 2,599.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// zone is a place a card can be: id tells two places apart, name says it to a player.
type zone struct {
	id   string
	name say.Msg
	item bool // a place of Items: the Item deck, the Market, an adventurer's Items
}

func (z zone) box() bool { return z.id == "box" }

// quoted is a value of a file, quoted and cut short, as a refusal shows it.
func quoted(v string) say.Raw { return say.Raw(strconv.Quote(Excerpt(v))) }

// cardOrID shows a known card by its name and anything else as quoted text.
func cardOrID(cat *Catalog, id string) any {
	if cat.Cards[id] != nil {
		return say.Card(id)
	}
	return quoted(id)
}

func check(s *State, p *problems) {
	cat, err := DefaultCatalog()
	if err != nil {
		p.add(say.M("the card data cannot be read: {{.Err}}", "Err", err))
		return
	}
	seen := map[string]zone{}
	place := func(z zone, cards ...string) {
		for _, c := range cards {
			if cat.Cards[c] == nil {
				if p.room() {
					p.add(say.M("{{.Card}} in {{.Zone}} is not a card of the game", "Card", quoted(c), "Zone", z.name))
				}
				continue
			}
			belongs(s.Options, cat.Cards[c], z, p)
			key := physical(cat, c)
			if prev, ok := seen[key]; ok {
				if !p.room() {
					continue
				}
				if prev.id == z.id {
					p.add(say.M("{{.Card}} is twice in {{.Zone}}", "Card", say.Card(c), "Zone", z.name))
				} else {
					p.add(say.M("{{.Card}} is both in {{.Zone}} and in {{.Zone2}}", "Card", say.Card(c), "Zone", prev.name, "Zone2", z.name))
				}
				continue
			}
			seen[key] = z
		}
	}
	named := func(id string, name say.Msg) zone { return zone{id: id, name: name} }
	place(named("map", say.M("the Map deck")), s.MapDeck...)
	place(named("unused", say.M("the unused locations")), s.Unused...)
	place(named("visited", say.M("the visited locations")), s.Visited...)
	place(named("creatures", say.M("the Creature deck")), s.Creatures...)
	place(named("graveyard", say.M("the Graveyard")), s.Graveyard...)
	place(named("horde", say.M("the Horde")), s.Horde...)
	place(named("unhallowed", say.M("the Unhallowed deck")), s.Unhallowed...)
	place(named("removed", say.M("the removed cards")), s.Removed...)
	place(named("box", say.M("the box")), s.Box...)
	if s.Location != "" {
		place(named("location", say.M("the current location")), s.Location)
	}
	for _, lc := range s.Line {
		place(named("line", say.M("the Line")), lc.Card)
		if lc.Mount != "" {
			place(named("mount", say.M("the Line (a Rider's mount)")), lc.Mount)
		}
	}
	for _, t := range s.Tasks {
		switch taskRules[t.Kind].shows {
		case showsCreatures, showsLocations:
			place(named("looked-at", say.M("the cards being looked at")), t.Cards...)
		case showsItem:
			place(zone{id: "cover", name: say.M("the Item drawn to cover a pile"), item: true}, t.Cards...)
		}
	}
	checkPocket(s, cat, place, p)
	if (s.Merchant != nil) != s.swords() {
		p.add(say.M("a Merchant board belongs to Swords of the Coin games only"))
	}
	if m := s.Merchant; m != nil {
		place(zone{id: "item-deck", name: say.M("the Item deck"), item: true}, m.Deck...)
		for k, pile := range m.Market {
			place(zone{id: "market-" + strconv.Itoa(k), name: say.M("Market pile {{.N}}", "N", k+1), item: true}, pile...)
		}
		if len(m.Market) != marketPiles {
			p.add(say.M("the Market has {{.N}} piles, not {{.N2}}", "N", len(m.Market), "N2", marketPiles))
		}
		if len(m.Coins) != len(CoinSpaces) {
			p.add(say.M("coins are counted on {{.N}} camp spaces, not {{.N2}}", "N", len(m.Coins), "N2", len(CoinSpaces)))
		}
		if m.Bank < 0 || m.Purse < 0 || slices.ContainsFunc(m.Coins, func(c int) bool { return c < 0 }) {
			p.add(say.M("a number of coins is below zero (bank {{.Bank}}, purse {{.Purse}}, camp spaces {{.Spaces}})", "Bank", m.Bank, "Purse", m.Purse, "Spaces", say.Raw(numbers(m.Coins))))
		}
		if m.Total() != totalCoins {
			p.add(say.M("the coins add up to {{.N}} (bank {{.Bank}}, purse {{.Purse}}, camp spaces {{.Spaces}}), not {{.N2}}", "N", m.Total(), "Bank", m.Bank, "Purse", m.Purse, "Spaces", say.Raw(numbers(m.Coins)), "N2", totalCoins))
		}
	}
	if len(s.Adventurers) != partySize {
		p.add(say.M("{{.N}} adventurers are at the table, not {{.N2}}", "N", len(s.Adventurers), "N2", partySize))
	}
	for _, a := range s.Adventurers {
		checkAdventurer(s, cat, a, place, p)
	}
	for _, lc := range s.Line {
		if lc.Stolen != nil {
			if d := s.Die(*lc.Stolen); d == nil || d.State != DieStolen {
				p.add(say.M("{{.Card}} holds a die that is not marked stolen", "Card", cardOrID(cat, lc.Card)))
			}
		}
	}
	// Items stay among the Items: the Item deck, the Market, the adventurers' Items, the box.
	for _, id := range cat.IDs() {
		if z, ok := seen[id]; ok && !z.box() && (cat.Cards[id].Kind == KindItem) != z.item {
			p.add(say.M("{{.Card}} cannot be in {{.Zone}}", "Card", say.Card(id), "Zone", z.name))
		}
	}
	if len(seen) != len(cat.Cards) && len(p.msgs) == 0 {
		for _, id := range cat.IDs() {
			if _, ok := seen[physical(cat, id)]; !ok && inGame(s.Options, cat.Cards[id]) {
				p.add(say.M("{{.Card}} is nowhere on the table", "Card", say.Card(id)))
			}
		}
	}
	if s.Firewood < 0 || s.Firewood > maxFirewood {
		p.add(say.M("the firewood, {{.N}}, is outside 0 to {{.N2}}", "N", s.Firewood, "N2", maxFirewood))
	}
	if s.Round < 1 || s.Round > 9 {
		p.add(say.M("round {{.N}} is outside 1 to 9", "N", s.Round))
	}
	switch s.Phase {
	case PhaseCamper, PhaseCamp, PhaseWatch, PhaseOver:
	case PhaseMerchant:
		if s.Merchant == nil {
			p.add(say.M("a Merchant phase in a game without the Merchant"))
		}
	default:
		p.add(say.M("the phase {{.Phase}} is not one of the game's", "Phase", quoted(string(s.Phase))))
	}
	for _, t := range s.Tasks {
		if !slices.Contains(TaskKinds, t.Kind) {
			p.add(say.M("the prompt {{.Kind}} is not one of the game's", "Kind", quoted(string(t.Kind))))
		}
	}
	if (s.Phase == PhaseOver) != (s.Result != "") {
		p.add(say.M("the phase {{.Phase}} does not go with the result {{.Result}}", "Phase", quoted(string(s.Phase)), "Result", quoted(s.Result)))
	}
}

// checkAdventurer checks one adventurer's board, cards and dice.
func checkAdventurer(s *State, cat *Catalog, a AdventurerState, place func(zone, ...string), p *problems) {
	adv := cat.Adventurers[a.ID]
	if adv == nil {
		p.add(say.M("{{.Adv}} is not an adventurer of the game", "Adv", quoted(a.ID)))
		return
	}
	who := say.Adv(a.ID)
	own := func(what string, name say.Msg) zone { return zone{id: a.ID + ":" + what, name: name} }
	for _, sl := range a.Slots {
		place(own("board", say.M("the {{.Adv}}'s board", "Adv", who)), sl.Card)
	}
	place(own("unused", say.M("the {{.Adv}}'s unused cards", "Adv", who)), a.Unused...)
	place(own("tamed", say.M("the {{.Adv}}'s tamed creatures", "Adv", who)), a.Tamed...)
	for _, it := range a.Items {
		place(zone{id: a.ID + ":items", name: say.M("the {{.Adv}}'s Items", "Adv", who), item: true}, it.Card)
		if c := cat.Cards[it.Card]; c != nil && c.Kind != KindItem {
			p.add(say.M("the {{.Adv}} carries {{.Card}}, which is not an Item", "Adv", who, "Card", say.Card(it.Card)))
		}
	}
	if len(a.Items) > itemsPerAdventurer {
		p.add(say.M("the {{.Adv}} carries {{.N}} Items, more than {{.N2}}", "Adv", who, "N", len(a.Items), "N2", itemsPerAdventurer))
	}
	if len(a.Items) > 0 && s.Merchant == nil {
		p.add(say.M("the {{.Adv}} carries Items in a game without the Merchant", "Adv", who))
	}
	place(own("trophies", say.M("the {{.Adv}}'s Trophies", "Adv", who)), a.Trophies...)
	if a.Charges < 0 || a.Charges > maxCharges || (a.Charges > 0 && adv.CampAction.Key != "recharge") {
		p.add(say.M("the {{.Adv}}'s staff cannot hold {{.N}} charges", "Adv", who, "N", a.Charges))
	}
	if _, ok := familiars[a.Familiar]; (a.Familiar != "" || adv.CampAction.Key == "commune") && (!ok || adv.CampAction.Key != "commune") {
		if adv.CampAction.Key == "commune" {
			p.add(say.M("the {{.Adv}}'s Familiar cannot be on the side {{.Side}}", "Adv", who, "Side", quoted(a.Familiar)))
		} else {
			p.add(say.M("the {{.Adv}} has no Familiar", "Adv", who))
		}
	}
	if len(a.Trophies) > maxTrophies {
		p.add(say.M("the {{.Adv}} holds {{.N}} Trophies, more than {{.N2}}", "Adv", who, "N", len(a.Trophies), "N2", maxTrophies))
	}
	if len(a.Slots) > equippedSlots {
		p.add(say.M("the {{.Adv}} has {{.N}} cards on the board, more than {{.N2}}", "Adv", who, "N", len(a.Slots), "N2", equippedSlots))
	}
	if len(a.Tamed) > 2 {
		p.add(say.M("the {{.Adv}} has {{.N}} tamed creatures, more than 2", "Adv", who, "N", len(a.Tamed)))
	}
	if most := MaxRests(s.Options); a.Rests < 0 || a.Rests > most {
		p.add(say.M("the {{.Adv}} has rested {{.X}} times, which must be from 0 to {{.N}}", "Adv", who, "X", say.Raw(strconv.Itoa(a.Rests)), "N", most))
	}
	if len(a.Dice) != dicePerAdventurer {
		p.add(say.M("the {{.Adv}} has {{.N}} dice, not {{.N2}}", "Adv", who, "N", len(a.Dice), "N2", dicePerAdventurer))
	}
	for i, d := range a.Dice {
		if !dieSidesAllowed(adv, d.Sides) || d.Value < 1 || d.Value > d.Sides {
			p.add(say.M("the {{.Adv}}'s die {{.N}} shows {{.X}} on a d{{.Sides}}", "N", i+1, "Adv", who, "X", say.Raw(strconv.Itoa(d.Value)), "Sides", say.Raw(strconv.Itoa(d.Sides))))
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
				p.add(say.M("the {{.Adv}}'s die {{.N}} is stolen, but {{.X}} creatures hold it", "N", i+1, "Adv", who, "X", say.Raw(strconv.Itoa(holders))))
			}
		default:
			p.add(say.M("the {{.Adv}}'s die {{.N}} is in an unknown state {{.State}}", "N", i+1, "Adv", who, "State", quoted(string(d.State))))
		}
	}
}

// numbers writes a few numbers apart: "0, 2, 0, 1".
func numbers(v []int) string {
	var parts []string
	for i, n := range v {
		if i == maxProblems {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, strconv.Itoa(n))
	}
	return strings.Join(parts, ", ")
}
