package game

import (
	"fmt"
	"slices"
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
				return fmt.Errorf("card data %s: card %q: only a half of a double card has a skull number", fileOf[id], id)
			}
			continue
		}
		switch c.Kind {
		case KindCreature, KindAcolyte, KindUnhallowed:
		default:
			return fmt.Errorf("card data %s: card %q: only creatures are printed on double cards", fileOf[id], id)
		}
		if (c.Kind == KindUnhallowed) != (c.Skull != 0) || c.Skull < 0 || c.Skull > maxSkull {
			return fmt.Errorf("card data %s: card %q: an Unhallowed half needs a skull number 1-%d, and only it has one (skull %d)", fileOf[id], id, maxSkull, c.Skull)
		}
		h := cat.halves[c.Double]
		if count[c.Double] >= 2 {
			return fmt.Errorf("card data %s: double card %q has more than two halves", fileOf[id], c.Double)
		}
		h[count[c.Double]] = id
		count[c.Double]++
		cat.halves[c.Double] = h
	}
	for d, h := range cat.halves {
		if count[d] != 2 {
			return fmt.Errorf("card data %s: double card %q has one half", fileOf[h[0]], d)
		}
		if cat.Cards[h[0]].Kind == KindUnhallowed && cat.Cards[h[1]].Kind == KindUnhallowed {
			return fmt.Errorf("card data %s: double card %q has two Unhallowed halves", fileOf[h[0]], d)
		}
	}
	if lc := cat.LocationCard; lc != nil {
		if err := validOrigin(SetPocket, lc.Origin); err != nil {
			return fmt.Errorf("card data %s: location card %q: %w", locationFile, lc.ID, err)
		}
		if len(lc.Locations) != pocketLocations {
			return fmt.Errorf("card data %s: location card %q: %d locations, not %d", locationFile, lc.ID, len(lc.Locations), pocketLocations)
		}
		for k, id := range lc.Locations {
			c := cat.Cards[id]
			if c == nil || c.Kind != KindLocation || (c.LocationKind == LocationFinal) != (k == pocketLocations-1) {
				return fmt.Errorf("card data %s: location card %q: number %d, %q, is not a location of that kind (numbers 1-%d regular, %d final)", locationFile, lc.ID, k+1, id, pocketLocations-1, pocketLocations)
			}
			if slices.Contains(lc.Locations[:k], id) {
				return fmt.Errorf("card data %s: location card %q: %q is printed twice", locationFile, lc.ID, id)
			}
		}
	}
	return nil
}

// OtherHalf is the other half of a double card ("" for a card printed alone).
func (c *Catalog) OtherHalf(id string) string {
	card := c.Cards[id]
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
