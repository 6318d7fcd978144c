package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"setawatch/internal/say"
)

// Text is a string in each language the game ships (English and French).
type Text struct {
	EN string `json:"en"`
	FR string `json:"fr"`
}

// In returns the text for a language code ("en", "fr", "fr-FR"...), falling back to English.
func (t Text) In(lang string) string {
	if strings.HasPrefix(lang, "fr") && t.FR != "" {
		return t.FR
	}
	return t.EN
}

// Card kinds.
const (
	KindCreature   = "creature"
	KindAcolyte    = "acolyte"
	KindSummon     = "summon"
	KindUnhallowed = "unhallowed"
	KindLocation   = "location"
	KindAbility    = "ability"
	KindItem       = "item" // Swords of the Coin: bought at the Merchant
)

// Item triggers (Swords of the Coin): how an Item is used.
const (
	TriggerPassive  = "passive"  // always on while its owner is on Watch
	TriggerActivate = "activate" // a die of its owner, once a round
	TriggerExhaust  = "exhaust"  // exhausted; refreshed when its owner rests
	TriggerDiscard  = "discard"  // used once, then under the Item deck
)

// ItemTriggers lists the Item triggers in the rulebook's order.
var ItemTriggers = []string{TriggerPassive, TriggerActivate, TriggerExhaust, TriggerDiscard}

// Location kinds.
const (
	LocationRegular = "regular"
	LocationRespite = "respite"
	LocationFinal   = "final"
)

// Card sets: the base box, the extras of the first print, and Swords of the Coin.
const (
	SetBase   = "base"
	SetExtra  = "extra"
	SetSwords = "swords"
	SetPocket = "pocket" // Pocket Watch: double creature cards and one location card
)

// knownSets are the sets a card data file may declare.
var knownSets = []string{SetBase, SetExtra, SetSwords, SetPocket}

// Origins of a card in a box whose rulebook does not print every card: stated by the rulebook,
// or designed for this edition. Cards of the printed base box and extras leave it empty.
const (
	OriginStated   = "stated"
	OriginDesigned = "designed"
)

// needsOrigin reports whether cards of a set must say where they come from.
func needsOrigin(set string) bool { return set != SetBase && set != SetExtra }

// validOrigin checks a card's or adventurer's origin against its set.
func validOrigin(set, origin string) error {
	switch {
	case origin == "" && needsOrigin(set):
		return say.Err("set {{.Set}} needs an origin ({{.OriginStated}} or {{.OriginDesigned}})", "Set", say.Raw(fmt.Sprintf("%q", set)), "OriginStated", say.Raw(fmt.Sprintf("%q", OriginStated)), "OriginDesigned", say.Raw(fmt.Sprintf("%q", OriginDesigned)))
	case origin != "" && origin != OriginStated && origin != OriginDesigned:
		return say.Err("unknown origin {{.Origin}} (want {{.OriginStated}} or {{.OriginDesigned}})", "Origin", say.Raw(fmt.Sprintf("%q", origin)), "OriginStated", say.Raw(fmt.Sprintf("%q", OriginStated)), "OriginDesigned", say.Raw(fmt.Sprintf("%q", OriginDesigned)))
	}
	return nil
}

// Card is one printed card. Copies of the same card share a Key (their behaviour) but each has
// its own ID, so every physical card can be tracked through the zones.
type Card struct {
	ID     string `json:"id"`
	Key    string `json:"key"`
	Kind   string `json:"kind"`
	Set    string `json:"set"`
	Origin string `json:"origin,omitempty"` // stated or designed; see OriginStated
	Name   Text   `json:"name"`
	Text   Text   `json:"text"`

	// Creatures, Acolytes, Summons and Unhallowed.
	Type           string   `json:"type,omitempty"` // creature type key, see Catalog.Types
	Damage         int      `json:"damage,omitempty"`
	Health         int      `json:"health,omitempty"`
	VariableHealth bool     `json:"variableHealth,omitempty"` // printed "*": worked out from the text
	Triggers       []string `json:"triggers,omitempty"`       // reveal, first, ongoing, defeated, static, end
	Double         string   `json:"double,omitempty"`         // Pocket Watch: the double card this is one half of
	Skull          int      `json:"skull,omitempty"`          // Pocket Watch: an Unhallowed half's skull number (1-5)

	// Locations.
	LocationKind    string `json:"locationKind,omitempty"`
	Firewood        int    `json:"firewood,omitempty"`
	FirewoodSpecial bool   `json:"firewoodSpecial,omitempty"` // printed "*": the text says what happens
	Creatures       int    `json:"creatures,omitempty"`
	Retail          bool   `json:"retail,omitempty"` // one of the 20 locations of the retail box

	// Ability cards.
	Adventurer string `json:"adventurer,omitempty"`
	Passive    bool   `json:"passive,omitempty"`

	// Items.
	Cost    int    `json:"cost,omitempty"`    // coins, 1 to 4
	Trigger string `json:"trigger,omitempty"` // see ItemTriggers

	ability     *ability      // the engine's rules of an ability card (see linkRules), nil if none
	creature    *creatureRule // the engine's rules of a creature card (see linkRules), nil if none
	implemented bool          // the engine applies its rules (see Implemented)
	linked      bool          // the rules above were linked: nil there means none
}

// Adventurer is one adventurer board.
type Adventurer struct {
	ID         string     `json:"id"`
	Set        string     `json:"set"`
	Origin     string     `json:"origin,omitempty"` // stated or designed; see OriginStated
	Name       Text       `json:"name"`
	Feminine   []string   `json:"feminine,omitempty"` // the languages whose name for it takes a feminine article
	Die        int        `json:"die"`                // sides: 4, 6, 8 or 12
	Ranged     bool       `json:"ranged"`
	CampAction CampAction `json:"campAction"`
	Summary    Text       `json:"summary"`
}

// CampAction is an adventurer's own camp action.
type CampAction struct {
	Key    string `json:"key"`
	Name   Text   `json:"name"`
	Text   Text   `json:"text"`
	MinDie int    `json:"minDie,omitempty"` // smallest die value it accepts (0: any)
}

// CardFile is the shape of one file in assets/cards.
type CardFile struct {
	Set         string          `json:"set"`
	Types       map[string]Text `json:"types,omitempty"`
	Triggers    map[string]Text `json:"triggers,omitempty"`
	Adventurers []Adventurer    `json:"adventurers,omitempty"`
	Cards       []Card          `json:"cards"`

	LocationCard *LocationCard `json:"locationCard,omitempty"` // Pocket Watch's location card
}

// Catalog is every card the game knows, indexed.
type Catalog struct {
	Cards       map[string]*Card
	Adventurers map[string]*Adventurer
	Types       map[string]Text
	Triggers    map[string]Text
	order       []string // card ids in file order, for stable iteration
	advOrder    []string

	LocationCard *LocationCard        // Pocket Watch's location card, nil without it
	halves       map[string][2]string // the two halves of each double card, by double card

	// Lists worked out once, as every new table asks for them.
	list      []*Card             // the cards in file order
	byKind    map[string][]string // card ids of each kind, in file order
	abilities map[string][]string // ability card ids of each adventurer, in file order
	index     cardIndex           // the cards by id, for the engine's lookups
}

// IDs returns every card id in the order of the data files.
func (c *Catalog) IDs() []string { return c.order }

// AdventurerIDs returns every adventurer id in the order of the data files.
func (c *Catalog) AdventurerIDs() []string { return c.advOrder }

// cards returns every card in the order of the data files, for callers that only read it.
func (c *Catalog) cards() []*Card {
	if c.list != nil {
		return c.list
	}
	list := make([]*Card, len(c.order))
	for i, id := range c.order {
		list[i] = c.Cards[id]
	}
	return list
}

// Card returns the card with that id, or nil.
func (c *Catalog) Card(id string) *Card { return c.Cards[id] }

// OfKind returns the ids of every card of a kind, in file order.
func (c *Catalog) OfKind(kind string) []string { return slices.Clone(c.ofKind(kind)) }

// ofKind is OfKind without the copy, for callers that only read it.
func (c *Catalog) ofKind(kind string) []string {
	if ids, ok := c.byKind[kind]; ok || c.byKind != nil {
		return ids[:len(ids):len(ids)]
	}
	var ids []string
	for _, id := range c.order {
		if c.Cards[id].Kind == kind {
			ids = append(ids, id)
		}
	}
	return ids
}

// AbilitiesOf returns the ability card ids of one adventurer, in file order.
func (c *Catalog) AbilitiesOf(adventurer string) []string {
	return slices.Clone(c.abilitiesOf(adventurer))
}

// abilitiesOf is AbilitiesOf without the copy, for callers that only read it.
func (c *Catalog) abilitiesOf(adventurer string) []string {
	if ids, ok := c.abilities[adventurer]; ok || c.abilities != nil {
		return ids[:len(ids):len(ids)]
	}
	var ids []string
	for _, id := range c.order {
		if card := c.Cards[id]; card.Kind == KindAbility && card.Adventurer == adventurer {
			ids = append(ids, id)
		}
	}
	return ids
}

// Item costs, in coins.
const (
	minItemCost = 1
	maxItemCost = 4
)

var validTriggers = map[string]bool{"reveal": true, "first": true, "ongoing": true, "defeated": true, "static": true, "end": true,
	"second": true, "last": true} // Second Position and End of Line (Swords of the Coin)

// ParseCatalog reads card files (JSON, see CardFile) into one catalog. Unknown fields, duplicate
// ids, unknown kinds or types and missing numbers are errors that name the file and the card.
func ParseCatalog(files map[string][]byte) (*Catalog, error) {
	cat := &Catalog{Cards: map[string]*Card{}, Adventurers: map[string]*Adventurer{}, Types: map[string]Text{}, Triggers: map[string]Text{}}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	var cards []struct {
		file string
		card *Card
	}
	locationFile := ""
	for _, name := range names {
		f, err := decodeCardFile(files[name])
		if err != nil {
			return nil, say.Wrap(err, "card data {{.Name}}: {{.Err}}", "Name", say.Raw(fmt.Sprint(name)), "Err", err)
		}
		if !slices.Contains(knownSets, f.Set) {
			return nil, say.Err("card data {{.Name}}: set {{.Set}} is not one of {{.X}}", "Name", say.Raw(fmt.Sprint(name)), "Set", say.Raw(fmt.Sprintf("%q", f.Set)), "X", say.Raw(fmt.Sprint(strings.Join(knownSets, ", "))))
		}
		for k, v := range f.Types {
			cat.Types[k] = v
		}
		for k, v := range f.Triggers {
			cat.Triggers[k] = v
		}
		if f.LocationCard != nil {
			if cat.LocationCard != nil {
				return nil, say.Err("card data {{.Name}}: a second location card", "Name", say.Raw(fmt.Sprint(name)))
			}
			cat.LocationCard, locationFile = f.LocationCard, name
		}
		for i := range f.Adventurers {
			a := &f.Adventurers[i]
			if a.ID == "" || cat.Adventurers[a.ID] != nil {
				return nil, say.Err("card data {{.Name}}: adventurer {{.N}}: id {{.ID}} is empty or used twice", "Name", say.Raw(fmt.Sprint(name)), "N", i+1, "ID", say.Raw(fmt.Sprintf("%q", a.ID)))
			}
			if !slices.Contains([]int{4, 6, 8, 12}, a.Die) {
				return nil, say.Err("card data {{.Name}}: adventurer {{.ID}}: die must be 4, 6, 8 or 12, not {{.N}}", "Name", say.Raw(fmt.Sprint(name)), "ID", say.Raw(fmt.Sprint(a.ID)), "N", a.Die)
			}
			if a.Name.EN == "" || a.Name.FR == "" || a.CampAction.Key == "" || a.CampAction.Text.EN == "" || a.CampAction.Text.FR == "" {
				return nil, say.Err("card data {{.Name}}: adventurer {{.ID}}: name and camp action need English and French text", "Name", say.Raw(fmt.Sprint(name)), "ID", say.Raw(fmt.Sprint(a.ID)))
			}
			if a.Set == "" {
				a.Set = f.Set
			}
			if err := validOrigin(a.Set, a.Origin); err != nil {
				return nil, say.Wrap(err, "card data {{.Name}}: adventurer {{.ID}}: {{.Err}}", "Name", say.Raw(fmt.Sprint(name)), "ID", say.Raw(fmt.Sprint(a.ID)), "Err", err)
			}
			cat.Adventurers[a.ID] = a
			cat.advOrder = append(cat.advOrder, a.ID)
		}
		for i := range f.Cards {
			c := &f.Cards[i]
			if c.ID == "" {
				return nil, say.Err("card data {{.Name}}: card {{.N}} has no id", "Name", say.Raw(fmt.Sprint(name)), "N", i+1)
			}
			if cat.Cards[c.ID] != nil {
				return nil, say.Err("card data {{.Name}}: card id {{.ID}} is used twice", "Name", say.Raw(fmt.Sprint(name)), "ID", say.Raw(fmt.Sprintf("%q", c.ID)))
			}
			if c.Set == "" {
				c.Set = f.Set
			}
			if c.Key == "" {
				c.Key = c.ID
			}
			cat.Cards[c.ID] = c
			cat.order = append(cat.order, c.ID)
			cards = append(cards, struct {
				file string
				card *Card
			}{name, c})
		}
	}
	for _, fc := range cards {
		if err := validateCard(cat, fc.card); err != nil {
			return nil, say.Wrap(err, "card data {{.File}}: card {{.ID}}: {{.Err}}", "File", say.Raw(fmt.Sprint(fc.file)), "ID", say.Raw(fmt.Sprintf("%q", fc.card.ID)), "Err", err)
		}
	}
	fileOf := map[string]string{}
	for _, fc := range cards {
		fileOf[fc.card.ID] = fc.file
	}
	if err := indexDoubles(cat, fileOf, locationFile); err != nil {
		return nil, err
	}
	cat.byKind, cat.abilities = map[string][]string{}, map[string][]string{}
	for _, id := range cat.order {
		c := cat.Cards[id]
		cat.list = append(cat.list, c)
		cat.byKind[c.Kind] = append(cat.byKind[c.Kind], id)
		if c.Kind == KindAbility {
			cat.abilities[c.Adventurer] = append(cat.abilities[c.Adventurer], id)
		}
	}
	cat.index = newCardIndex(cat.list)
	cat.linkRules()
	return cat, nil
}

// decodeCardFile reads one card file strictly: unknown fields and trailing data are errors, and
// an error inside a card names the card.
func decodeCardFile(data []byte) (CardFile, error) {
	var raw struct {
		CardFile
		Cards []json.RawMessage `json:"cards"`
	}
	if err := strictDecode(data, &raw); err != nil {
		return CardFile{}, err
	}
	f := raw.CardFile
	for i, msg := range raw.Cards {
		var c Card
		if err := strictDecode(msg, &c); err != nil {
			var id struct {
				ID string `json:"id"`
			}
			_ = json.Unmarshal(msg, &id)
			return CardFile{}, say.Wrap(err, "card {{.N}} ({{.ID}}): {{.Err}}", "N", i+1, "ID", say.Raw(fmt.Sprintf("%q", id.ID)), "Err", err)
		}
		f.Cards = append(f.Cards, c)
	}
	return f, nil
}

func strictDecode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(TrimBOM(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return decodeError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return say.Err("unexpected data after the end of the JSON value")
	}
	return nil
}

func validateCard(cat *Catalog, c *Card) error {
	if !slices.Contains(knownSets, c.Set) {
		return say.Err("set {{.Set}} is not one of {{.X}}", "Set", say.Raw(fmt.Sprintf("%q", c.Set)), "X", say.Raw(fmt.Sprint(strings.Join(knownSets, ", "))))
	}
	if err := validOrigin(c.Set, c.Origin); err != nil {
		return err
	}
	if c.Name.EN == "" || c.Name.FR == "" {
		return say.Err("needs an English and a French name")
	}
	for _, t := range c.Triggers {
		if !validTriggers[t] {
			return say.Err("unknown trigger {{.T}}", "T", say.Raw(fmt.Sprintf("%q", t)))
		}
	}
	switch c.Kind {
	case KindCreature, KindAcolyte, KindUnhallowed:
		if _, ok := cat.Types[c.Type]; !ok {
			return say.Err("unknown creature type {{.Type}}", "Type", say.Raw(fmt.Sprintf("%q", c.Type)))
		}
		if c.Damage < 1 || (c.Health < 1 && !c.VariableHealth) {
			return say.Err("needs damage and health of at least 1 (damage {{.N}}, health {{.N2}})", "N", c.Damage, "N2", c.Health)
		}
	case KindSummon:
	case KindLocation:
		switch c.LocationKind {
		case LocationRegular, LocationRespite, LocationFinal:
		default:
			return say.Err("unknown location kind {{.LocationKind}}", "LocationKind", say.Raw(fmt.Sprintf("%q", c.LocationKind)))
		}
		if c.Creatures < 1 {
			return say.Err("a location needs a creature count of at least 1")
		}
	case KindAbility:
		if cat.Adventurers[c.Adventurer] == nil {
			return say.Err("unknown adventurer {{.Adventurer}}", "Adventurer", say.Raw(fmt.Sprintf("%q", c.Adventurer)))
		}
	case KindItem:
		if c.Cost < minItemCost || c.Cost > maxItemCost {
			return say.Err("an Item needs a cost of {{.N}} to {{.N2}} coins, not {{.N3}}", "N", minItemCost, "N2", maxItemCost, "N3", c.Cost)
		}
		if c.Trigger == "" {
			return say.Err("an Item needs a trigger ({{.X}})", "X", say.Raw(fmt.Sprint(strings.Join(ItemTriggers, ", "))))
		}
		if !slices.Contains(ItemTriggers, c.Trigger) {
			return say.Err("unknown Item trigger {{.Trigger}} (triggers: {{.X}})", "Trigger", say.Raw(fmt.Sprintf("%q", c.Trigger)), "X", say.Raw(fmt.Sprint(strings.Join(ItemTriggers, ", "))))
		}
		if c.Text.EN == "" {
			return say.Err("an Item needs its text in English and French")
		}
	default:
		return say.Err("unknown kind {{.Kind}}", "Kind", say.Raw(fmt.Sprintf("%q", c.Kind)))
	}
	if c.Kind != KindItem && (c.Cost != 0 || c.Trigger != "") {
		return say.Err("only Items have a cost and an Item trigger")
	}
	if c.Kind != KindSummon && (c.Text.EN == "") != (c.Text.FR == "") {
		return say.Err("text must be given in both English and French")
	}
	return nil
}
