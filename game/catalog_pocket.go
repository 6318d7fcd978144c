package game

import (
	"fmt"
	"slices"

	"setawatch/internal/say"
)

// LocationCard is Pocket Watch's location card: its locations by number (index 0 is number 1),
// the last one the final location.
type LocationCard struct {
	ID        string   `json:"id"`
	Origin    string   `json:"origin"`
	Name      Text     `json:"name"`
	Locations []string `json:"locations"`
}

// indexDoubles pairs the halves of the double cards and checks the location card; an error
// names the file (fileOf: each card's file; locationFile: the location card's).
func indexDoubles(cat *Catalog, fileOf map[string]string, locationFile string) error {
	cat.halves = map[string][2]string{}
	count := map[string]int{}
	for _, id := range cat.order {
		c := cat.Cards[id]
		if c.Double == "" {
			if c.Skull != 0 {
				return say.Err("card data {{.Name}}: card {{.ID}}: only a half of a double card has a skull number", "Name", say.Raw(fileOf[id]), "ID", say.Raw(fmt.Sprintf("%q", id)))
			}
			continue
		}
		switch c.Kind {
		case KindCreature, KindAcolyte, KindUnhallowed:
		default:
			return say.Err("card data {{.Name}}: card {{.ID}}: only creatures are printed on double cards", "Name", say.Raw(fileOf[id]), "ID", say.Raw(fmt.Sprintf("%q", id)))
		}
		if (c.Kind == KindUnhallowed) != (c.Skull != 0) || c.Skull < 0 || c.Skull > maxSkull {
			return say.Err("card data {{.Name}}: card {{.ID}}: an Unhallowed half needs a skull number 1-{{.Max}}, and only it has one (skull {{.N}})", "Name", say.Raw(fileOf[id]), "ID", say.Raw(fmt.Sprintf("%q", id)), "Max", maxSkull, "N", c.Skull)
		}
		h := cat.halves[c.Double]
		if count[c.Double] >= 2 {
			return say.Err("card data {{.Name}}: double card {{.ID}} has more than two halves", "Name", say.Raw(fileOf[id]), "ID", say.Raw(fmt.Sprintf("%q", c.Double)))
		}
		h[count[c.Double]] = id
		count[c.Double]++
		cat.halves[c.Double] = h
	}
	for d, h := range cat.halves {
		if count[d] != 2 {
			return say.Err("card data {{.Name}}: double card {{.ID}} has one half", "Name", say.Raw(fileOf[h[0]]), "ID", say.Raw(fmt.Sprintf("%q", d)))
		}
		if cat.Cards[h[0]].Kind == KindUnhallowed && cat.Cards[h[1]].Kind == KindUnhallowed {
			return say.Err("card data {{.Name}}: double card {{.ID}} has two Unhallowed halves", "Name", say.Raw(fileOf[h[0]]), "ID", say.Raw(fmt.Sprintf("%q", d)))
		}
	}
	if lc := cat.LocationCard; lc != nil {
		if err := validOrigin(SetPocket, lc.Origin); err != nil {
			return say.Wrap(err, "card data {{.Name}}: location card {{.ID}}: {{.Err}}", "Name", say.Raw(locationFile), "ID", say.Raw(fmt.Sprintf("%q", lc.ID)), "Err", err)
		}
		if len(lc.Locations) != pocketLocations {
			return say.Err("card data {{.Name}}: location card {{.ID}}: {{.N}} locations, not {{.Want}}", "Name", say.Raw(locationFile), "ID", say.Raw(fmt.Sprintf("%q", lc.ID)), "N", len(lc.Locations), "Want", pocketLocations)
		}
		for k, id := range lc.Locations {
			c := cat.Cards[id]
			if c == nil || c.Kind != KindLocation || (c.LocationKind == LocationFinal) != (k == pocketLocations-1) {
				return say.Err("card data {{.Name}}: location card {{.ID}}: number {{.N}}, {{.Card}}, is not a location of that kind (numbers 1-{{.Last}} regular, {{.Final}} final)", "Name", say.Raw(locationFile), "ID", say.Raw(fmt.Sprintf("%q", lc.ID)), "N", k+1, "Card", say.Raw(fmt.Sprintf("%q", id)), "Last", pocketLocations-1, "Final", pocketLocations)
			}
			if slices.Contains(lc.Locations[:k], id) {
				return say.Err("card data {{.Name}}: location card {{.ID}}: {{.Card}} is printed twice", "Name", say.Raw(locationFile), "ID", say.Raw(fmt.Sprintf("%q", lc.ID)), "Card", say.Raw(fmt.Sprintf("%q", id)))
			}
		}
	}
	return nil
}

// OtherHalf is the other half of a double card ("" for a card printed alone).
func (c *Catalog) OtherHalf(id string) string {
	card := c.find(id)
	if card == nil || card.Double == "" {
		return ""
	}
	h := c.halves[card.Double]
	if h[0] == id {
		return h[1]
	}
	return h[0]
}

// physical names the printed card a card id stands for: a double card for either half.
func physical(cat *Catalog, id string) string {
	if c := cat.Cards[id]; c != nil && c.Double != "" {
		return c.Double
	}
	return id
}

// LocationNumber is a location's number on Pocket Watch's location card (0 when not on it).
func LocationNumber(id string) int {
	cat, err := DefaultCatalog()
	if err != nil || cat.LocationCard == nil {
		return 0
	}
	return slices.Index(cat.LocationCard.Locations, id) + 1
}
