package game

import (
	"slices"
	"strings"

	"setawatch/internal/say"
)

// maxPocketHorde is far above any Horde counter a game reaches (a round sends at most its Line
// to the Horde) and keeps a damaged file from setting up a final round of a billion creatures.
const maxPocketHorde = 1000

// belongs refuses a double card outside Pocket Watch, and in Pocket Watch a creature printed
// alone anywhere but in the box.
func belongs(opts Options, c *Card, z zone, p *problems) {
	pocket := opts.Game == GamePocket
	switch {
	case c.Double != "" && !pocket:
		p.add(say.M("{{.Card}} belongs to Pocket Watch games only", "Card", say.Card(c.ID)))
	case pocket && c.Double == "" && !z.box() &&
		(c.Kind == KindCreature || c.Kind == KindAcolyte || c.Kind == KindUnhallowed || c.Kind == KindSummon):
		p.add(say.M("{{.Card}}, in {{.Zone}}, is not one of Pocket Watch's double cards", "Card", say.Card(c.ID), "Zone", z.name))
	}
}

// checkPocket adds Pocket Watch's own soundness rules to Check.
func checkPocket(s *State, cat *Catalog, place func(zone, ...string), p *problems) {
	pw := s.Pocket
	if (pw != nil) != (s.Options.Game == GamePocket) {
		p.add(say.M("Pocket Watch's counters belong to Pocket Watch games only"))
	}
	if pw == nil {
		return
	}
	checkLocationCard(s, cat, p)
	place(zone{id: "sitting-out", name: say.M("the cards sitting out")}, pw.SittingOut...)
	if pw.Horde < 0 || pw.Horde > maxPocketHorde {
		p.add(say.M("the Horde counter shows {{.X}}, which must be from 0 to {{.N}}", "X", say.Raw(itoa(pw.Horde)), "N", maxPocketHorde))
	}
	if len(s.Horde) > 0 || len(s.Unhallowed) > 0 {
		p.add(say.M("Pocket Watch has no Horde pile and no Unhallowed deck"))
	}
	if s.Round > pocketRounds {
		p.add(say.M("round {{.N}} is past Pocket Watch's {{.N2}}", "N", s.Round, "N2", pocketRounds))
	}
	if pw.Roll < 0 || pw.Roll > pocketLocations {
		p.add(say.M("the location die shows {{.X}}, which must be from 0 to {{.N}}", "X", say.Raw(itoa(pw.Roll)), "N", pocketLocations))
	}
	// Each adventurer rests exactly once: as many have still to rest as rounds before the final
	// one still have to choose a camper.
	left := max(0, pocketRounds-s.Round)
	if s.Phase != PhaseCamper && left > 0 {
		left--
	}
	unrested := 0
	for _, a := range s.Adventurers {
		if a.Rests == 0 {
			unrested++
		}
	}
	if !s.Over() && unrested != left {
		p.add(say.M("{{.N}} adventurers have still to rest in round {{.Round}}, not {{.N2}}: each rests exactly once", "N", unrested, "Round", s.Round, "N2", left))
	}
}

// checkLocationCard checks the locations of a Pocket Watch table: those of the location card
// only, each here, visited, unused or next, and the final location last.
func checkLocationCard(s *State, cat *Catalog, p *problems) {
	if cat.LocationCard == nil {
		p.add(say.M("Pocket Watch needs its location card"))
		return
	}
	onCard := cat.LocationCard.Locations
	inPlay := append(append(append([]string{s.Location}, s.Visited...), s.Unused...), s.MapDeck...)
	for _, t := range s.Tasks {
		if taskRules[t.Kind].shows == showsLocations {
			inPlay = append(inPlay, t.Cards...)
		}
	}
	for _, id := range inPlay {
		if !slices.Contains(onCard, id) {
			p.add(say.M("{{.Card}} is not on Pocket Watch's location card", "Card", cardOrID(cat, id)))
		}
	}
	for _, id := range onCard {
		if !slices.Contains(inPlay, id) {
			p.add(say.M("{{.Card}}, on the location card, is out of play", "Card", say.Card(id)))
		}
	}
	final := onCard[pocketLocations-1]
	switch {
	case s.Location == final:
		if s.Round != pocketRounds {
			p.add(say.M("the final location is reached in round {{.N}}, not {{.N2}}", "N", s.Round, "N2", pocketRounds))
		}
	case len(s.MapDeck) == 0 || s.MapDeck[len(s.MapDeck)-1] != final || len(s.MapDeck) > 2:
		p.add(say.M("the next locations must be at most one chosen location and then the final location, {{.Card}}", "Card", say.Card(final)))
	case len(s.Unused)+len(s.MapDeck)-1 < pocketRounds-1-s.Round:
		p.add(say.M("{{.N}} unvisited locations are too few for the rounds to come", "N", len(s.Unused)))
	}
}

func itoa(n int) string { return strings.TrimSpace(thousands(n)) }
