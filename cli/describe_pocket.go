package cli

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"setawatch/game"
)

// describePocket prints what a Pocket Watch table adds: the location card with its numbers, the
// d8 last rolled, the next location when a camp action chose it, the Horde counter and the
// round marks. It prints nothing for the other games.
func describePocket(s *game.State) string {
	p := s.Pocket
	cat, err := game.DefaultCatalog()
	if p == nil || err != nil || cat.LocationCard == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString("Location card:")
	for k, id := range cat.LocationCard.Locations {
		mark := ""
		switch {
		case id == s.Location:
			mark = " (here)"
		case slices.Contains(s.Visited, id):
			mark = " (visited)"
		case len(s.MapDeck) > 1 && s.MapDeck[0] == id:
			mark = " (next)"
		}
		fmt.Fprintf(&b, " %d %s%s;", k+1, cat.Card(id).Name.EN, mark)
	}
	var skulls []string
	for _, n := range game.RisingSkulls(s) {
		skulls = append(skulls, strconv.Itoa(n))
	}
	b.WriteString("\n ")
	if p.Roll > 0 {
		fmt.Fprintf(&b, " d8 rolled %d  ", p.Roll)
	}
	fmt.Fprintf(&b, " Horde counter %d   Unhallowed rise this round with skull %s", p.Horde, strings.Join(skulls, " or "))
	if p.Seal {
		b.WriteString("   Seal cast")
	}
	if p.Acolyte {
		b.WriteString("   the Acolyte has turned the Unhallowed up")
	}
	if len(p.SittingOut) > 0 {
		fmt.Fprintf(&b, "   sitting out: %s", strings.Join(p.SittingOut, ", "))
	}
	b.WriteString("\n")
	return b.String()
}

// otherHalf names the half of a double card that faces down, with its skull number.
func otherHalf(cat *game.Catalog, id string) string {
	other := cat.OtherHalf(id)
	if other == "" {
		return ""
	}
	c := cat.Card(other)
	if c.Skull > 0 {
		return fmt.Sprintf(" [other half: %s, skull %d]", c.Name.EN, c.Skull)
	}
	return fmt.Sprintf(" [other half: %s]", c.Name.EN)
}
