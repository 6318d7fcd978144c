package cli

import (
	"slices"
	"strconv"
	"strings"

	"setawatch/game"
	"setawatch/internal/say"
)

// describePocket prints what a Pocket Watch table adds: the location card with its numbers, the
// d8 last rolled, the next location when a camp action chose it, the Horde counter and the
// round marks. It prints nothing for the other games.
func describePocket(s *game.State, sp *say.Speaker) string {
	p := s.Pocket
	cat, err := game.DefaultCatalog()
	if p == nil || err != nil || cat.LocationCard == nil {
		return ""
	}
	var b strings.Builder
	put := func(m say.Msg) { b.WriteString(sp.Say(m)) }
	put(say.M("Location card:"))
	for k, id := range cat.LocationCard.Locations {
		var mark any = say.Raw("")
		switch {
		case id == s.Location:
			mark = say.M(" (here)")
		case slices.Contains(s.Visited, id):
			mark = say.M(" (visited)")
		case len(s.MapDeck) > 1 && s.MapDeck[0] == id:
			mark = say.M(" (next)")
		}
		put(say.M(" {{.N}} {{.Card}}{{.Mark}};", "N", say.Raw(strconv.Itoa(k+1)), "Card", say.Card(id), "Mark", mark))
	}
	var skulls []string
	for _, n := range game.RisingSkulls(s) {
		skulls = append(skulls, strconv.Itoa(n))
	}
	b.WriteString("\n ")
	if p.Roll > 0 {
		put(say.M(" d8 rolled {{.N}}  ", "N", p.Roll))
	}
	put(say.M(" Horde counter {{.N}}   Unhallowed rise this round with skull {{.Skulls}}", "N", p.Horde,
		"Skulls", say.Raw(strings.Join(skulls, sp.Say(say.M(" or "))))))
	if p.Seal {
		put(say.M("   Seal cast"))
	}
	if p.Acolyte {
		put(say.M("   the Acolyte has turned the Unhallowed up"))
	}
	if len(p.SittingOut) > 0 {
		put(say.M("   sitting out: {{.Cards}}", "Cards", cardList(p.SittingOut)))
	}
	b.WriteString("\n")
	return b.String()
}

// otherHalf names the half of a double card that faces down, with its skull number.
func otherHalf(cat *game.Catalog, id string) say.Msg {
	other := cat.OtherHalf(id)
	if other == "" {
		return say.M("{{.Kind}}", "Kind", say.Raw(""))
	}
	if c := cat.Card(other); c.Skull > 0 {
		return say.M(" [other half: {{.Card}}, skull {{.N}}]", "Card", say.Card(other), "N", c.Skull)
	}
	return say.M(" [other half: {{.Card}}]", "Card", say.Card(other))
}
