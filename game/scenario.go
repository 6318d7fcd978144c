package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"setawatch/internal/say"
)

// ScenarioFormat names the scenario file format and its version.
const ScenarioFormat = "setawatch-scenario/1"

// Scenario sets a table up exactly, to reproduce any rules situation. It is JSON:
//
//	{
//	  "format": "setawatch-scenario/1",
//	  "title": "...", "description": "...",
//	  "seed": 7,                       // the random generator from here on
//	  "round": 1, "phase": "camper",   // camper, camp or watch
//	  "firewood": 4, "location": "snowy-pass",
//	  "map": [...], "unused": [...], "visited": [...],          // location ids, top first
//	  "creatures": [...], "graveyard": [...], "horde": [...],  // card ids, top first
//	  "unhallowed": [...], "removed": [...],
//	  "line": [{"card": "eagle-2", "faceUp": true}],          // 1st position first
//	  "camper": "wizard",              // with phase camp or watch
//	  "adventurers": [{
//	    "id": "ranger", "dice": [6, 3, 1], "locked": [1], "spent": [],
//	    "slots": [{"card": "ranger.sharpshooter"}, {"card": "ranger.long-shot", "exhausted": true}],
//	    "unused": ["ranger.slumber"], "rests": 0, "tamed": []
//	  }, ...],
//	  "startRules": true,              // run the location's start-of-round rules (phase camper)
//	  "rules": 1                       // the rules edition (Options.Rules); the current one when left out
//	  "game": "swords",                // Swords of the Coin (phase may then be merchant)
//	  "merchant": {"bank": 26, "purse": 4, "coins": [0, 0, 0, 0],   // coins on scout, map, heal, equip
//	               "deck": [...], "market": [["crossbow"], ["torch"], ["net"]]}
//	  "game": "pocket",                // Pocket Watch (rounds 1-5; difficulty casual to impossible)
//	  "pocket": {"horde": 2, "seal": true, "sittingOut": [...]}  // its Horde counter and round marks
//	}
//
// In a Pocket Watch scenario a double card is named by the half that faces up.
//
// An adventurer of a Swords of the Coin scenario may carry Items: "items": [{"card": "torch"}].
// A Swords of the Coin scenario without "merchant" gets the setup's: the Item deck shuffled,
// three Items in the Market, a coin on each coin-marked space.
//
// Every card not placed goes in the box. A card placed twice, an unknown id, a die value that
// the adventurer's die cannot show, or a missing adventurer is an error naming it.
type Scenario struct {
	Format      string               `json:"format"`
	Title       string               `json:"title,omitempty"`
	Description string               `json:"description,omitempty"`
	Seed        uint64               `json:"seed"`
	Difficulty  string               `json:"difficulty,omitempty"`
	Round       int                  `json:"round"`
	Phase       Phase                `json:"phase"`
	Firewood    int                  `json:"firewood"`
	Location    string               `json:"location"`
	Map         []string             `json:"map,omitempty"`
	Unused      []string             `json:"unused,omitempty"`
	Visited     []string             `json:"visited,omitempty"`
	Creatures   []string             `json:"creatures,omitempty"`
	Graveyard   []string             `json:"graveyard,omitempty"`
	Horde       []string             `json:"horde,omitempty"`
	Unhallowed  []string             `json:"unhallowed,omitempty"`
	Removed     []string             `json:"removed,omitempty"`
	Line        []ScenarioCard       `json:"line,omitempty"`
	Camper      string               `json:"camper,omitempty"`
	Adventurers []ScenarioAdventurer `json:"adventurers"`
	StartRules  bool                 `json:"startRules,omitempty"` // apply the location's start-of-round rules
	Rules       int                  `json:"rules,omitempty"`      // the rules edition; see Options.Rules
	Game        string               `json:"game,omitempty"`       // "" (base), "swords" or "pocket"
	Merchant    *MerchantState       `json:"merchant,omitempty"`   // Swords of the Coin's coins and Items
	Pocket      *PocketState         `json:"pocket,omitempty"`     // Pocket Watch's Horde counter and round marks
}

// ScenarioCard is a card in the Line.
type ScenarioCard struct {
	Card   string `json:"card"`
	FaceUp bool   `json:"faceUp,omitempty"`
	Mount  string `json:"mount,omitempty"` // the creature a Rider sits on
}

// ScenarioAdventurer is one adventurer's board.
type ScenarioAdventurer struct {
	ID     string   `json:"id"`
	Dice   []int    `json:"dice"`
	Locked []int    `json:"locked,omitempty"` // values of dice set aside (Snowy Pass)
	Spent  []int    `json:"spent,omitempty"`  // values of dice already spent
	Slots  []Slot   `json:"slots"`
	Unused []string `json:"unused,omitempty"`
	Rests  int      `json:"rests,omitempty"`
	Tamed  []string `json:"tamed,omitempty"`
	Items  []Item   `json:"items,omitempty"` // Swords of the Coin

	Trophies []string `json:"trophies,omitempty"` // the Bounty Hunter's Trophies
	Sides    []int    `json:"sides,omitempty"`    // each die's sides when not the board's (the Monk's upgrades)
	Charges  *int     `json:"charges,omitempty"`  // the Artificer's staff (full when left out)
	Familiar string   `json:"familiar,omitempty"` // the Witch's Familiar side (the Crow when left out)
}

// The longest title and description a scenario may have: a few lines are plenty.
const (
	maxTitle       = 200
	maxDescription = 4000
)

// ParseScenario reads a scenario file.
func ParseScenario(data []byte) (*Scenario, error) {
	var sc Scenario
	if err := strictDecode(data, &sc); err != nil {
		return nil, say.Wrap(err, "not a readable scenario: {{.Err}}", "Err", err)
	}
	if sc.Game == gameBaseName {
		sc.Game = GameBase
	}
	for _, f := range []struct {
		name, text string
		most       int
	}{{"title", sc.Title, maxTitle}, {"description", sc.Description, maxDescription}} {
		if n := utf8.RuneCountInString(f.text); n > f.most {
			return nil, say.Err("the field {{.Field}} is {{.X}} characters long, more than {{.N}}", "Field", quoted(f.name), "X", say.Raw(thousands(n)), "N", f.most)
		}
	}
	if sc.Format != ScenarioFormat {
		return nil, say.Err("not a scenario of this version (format {{.Text}}, expected {{.ScenarioFormat}})", "Text", say.Raw(fmt.Sprintf("%q", Excerpt(sc.Format))), "ScenarioFormat", say.Raw(fmt.Sprintf("%q", ScenarioFormat)))
	}
	// A scenario file is a table to play now: by the current rules unless it names an edition.
	// (A record keeps the scenario it started from as it was, edition and all.)
	if sc.Rules == RulesFirst {
		sc.Rules = RulesCurrent
	}
	return &sc, nil
}

// Build sets up the table the scenario describes and runs upkeep to the first decision. A
// scenario without Rules is played by the current rules. Its error quotes at most a short part
// of a damaged scenario.
func (sc *Scenario) Build() (*State, error) {
	rules := sc.Rules
	if rules == RulesFirst {
		rules = RulesCurrent
	}
	s, err := sc.build(rules)
	return s, shortError(err)
}

// build sets the table up under a rules edition.
func (sc *Scenario) build(rules int) (*State, error) {
	cat, err := DefaultCatalog()
	if err != nil {
		return nil, err
	}
	if sc.Game == GamePocket {
		if err := checkPocketOptions(Options{Difficulty: sc.Difficulty}); err != nil {
			return nil, err
		}
	} else if _, err := summonsFor(sc.Difficulty); err != nil {
		return nil, err
	}
	if err := checkRules(rules); err != nil {
		return nil, err
	}
	s := &State{
		Options: Options{Seed: sc.Seed, Difficulty: sc.Difficulty, Rules: rules, Game: sc.Game},
		RNG:     newRNG(sc.Seed), Round: sc.Round, Phase: sc.Phase, Firewood: sc.Firewood,
		Location: sc.Location, MapDeck: cloneStrings(sc.Map), Unused: cloneStrings(sc.Unused),
		Visited: cloneStrings(sc.Visited), Creatures: cloneStrings(sc.Creatures),
		Graveyard: cloneStrings(sc.Graveyard), Horde: cloneStrings(sc.Horde),
		Unhallowed: cloneStrings(sc.Unhallowed), Removed: cloneStrings(sc.Removed), Camper: sc.Camper,
	}
	switch sc.Game {
	case GameBase:
		if sc.Merchant != nil {
			return nil, say.Err("scenario: a Merchant needs \"game\": {{.GameSwords}}", "GameSwords", say.Raw(fmt.Sprintf("%q", GameSwords)))
		}
	case GameSwords:
		s.Merchant = sc.Merchant.clone()
	case GamePocket:
		s.Pocket = sc.Pocket.clone()
		if s.Pocket == nil {
			s.Pocket = &PocketState{}
		}
	default:
		return nil, say.Err("scenario: unknown game {{.Game}} (choose {{.X}})", "Game", quoted(sc.Game), "X", say.Raw(fmt.Sprint(strings.Join(Games, ", "))))
	}
	if sc.Round < 1 || sc.Round > 9 {
		return nil, say.Err("scenario: round {{.N}} is outside 1-9", "N", sc.Round)
	}
	if sc.Pocket != nil && sc.Game != GamePocket {
		return nil, say.Err("scenario: a Horde counter needs \"game\": {{.GamePocket}}", "GamePocket", say.Raw(strconv.Quote(GamePocket)))
	}
	if sc.Firewood < 1 || sc.Firewood > maxFirewood {
		return nil, say.Err("scenario: firewood {{.N}} is outside 1-{{.N2}}", "N", sc.Firewood, "N2", maxFirewood)
	}
	if c := cat.Cards[sc.Location]; c == nil || c.Kind != KindLocation {
		return nil, say.Err("scenario: {{.Text}} is not a location", "Text", say.Raw(fmt.Sprintf("%q", Excerpt(sc.Location))))
	}
	for _, lc := range sc.Line {
		s.Line = append(s.Line, LineCard{Card: lc.Card, FaceUp: lc.FaceUp, FirstDone: false, Mount: lc.Mount})
	}
	for _, sa := range sc.Adventurers {
		adv := cat.Adventurers[sa.ID]
		if adv == nil {
			return nil, say.Err("scenario: unknown adventurer {{.Text}}", "Text", say.Raw(fmt.Sprintf("%q", Excerpt(sa.ID))))
		}
		a := AdventurerState{ID: sa.ID, Slots: append([]Slot(nil), sa.Slots...), Unused: cloneStrings(sa.Unused),
			Rests: sa.Rests, Tamed: cloneStrings(sa.Tamed), Items: cloneItems(sa.Items), Trophies: cloneStrings(sa.Trophies),
			Charges: startingCharges(adv)}
		if len(sa.Items) > 0 && sc.Game != GameSwords {
			return nil, say.Err("scenario: {{.ID}} carries Items, which need \"game\": {{.GameSwords}}", "ID", say.Raw(fmt.Sprint(sa.ID)), "GameSwords", say.Raw(fmt.Sprintf("%q", GameSwords)))
		}
		if sa.Charges != nil {
			a.Charges = *sa.Charges
		}
		if a.Familiar = startingFamiliar(adv, ""); sa.Familiar != "" {
			a.Familiar = sa.Familiar
		}
		if len(sa.Dice) != dicePerAdventurer {
			return nil, say.Err("scenario: {{.ID}} needs {{.N}} dice values, not {{.N2}}", "ID", say.Raw(fmt.Sprint(sa.ID)), "N", dicePerAdventurer, "N2", len(sa.Dice))
		}
		locked, spent := cloneInts(sa.Locked), cloneInts(sa.Spent)
		for k, v := range sa.Dice {
			sides := adv.Die
			if k < len(sa.Sides) {
				sides = sa.Sides[k]
			}
			if !dieSidesAllowed(adv, sides) {
				return nil, say.Err("scenario: the {{.ID}} cannot hold a d{{.N}}", "ID", say.Raw(fmt.Sprint(sa.ID)), "N", sides)
			}
			if v < 1 || v > sides {
				return nil, say.Err("scenario: {{.ID}}'s d{{.N}} cannot show {{.N2}}", "ID", say.Raw(fmt.Sprint(sa.ID)), "N", sides, "N2", v)
			}
			d := Die{Sides: sides, Value: v, State: DieFree}
			if k := slices.Index(locked, v); k >= 0 {
				d.State, locked = DieLocked, slices.Delete(locked, k, k+1)
			} else if k := slices.Index(spent, v); k >= 0 {
				d.State, spent = DieSpent, slices.Delete(spent, k, k+1)
			}
			a.Dice = append(a.Dice, d)
		}
		if len(locked)+len(spent) > 0 {
			return nil, say.Err("scenario: {{.ID}}'s locked or spent values are not among its dice", "ID", say.Raw(fmt.Sprint(sa.ID)))
		}
		for _, sl := range a.Slots {
			// A card of an adventurer not at the table may be held (Multi-Talented).
			c := cat.Cards[sl.Card]
			if c == nil || c.Kind != KindAbility || (c.Adventurer != sa.ID && slices.ContainsFunc(sc.Adventurers, func(o ScenarioAdventurer) bool { return o.ID == c.Adventurer })) {
				return nil, say.Err("scenario: {{.Text}} is not one of the {{.ID}}'s ability cards", "Text", say.Raw(fmt.Sprintf("%q", Excerpt(sl.Card))), "ID", say.Raw(fmt.Sprint(sa.ID)))
			}
		}
		s.Adventurers = append(s.Adventurers, a)
		s.Options.Adventurers = append(s.Options.Adventurers, sa.ID)
	}
	if sc.Camper != "" && s.Adventurer(sc.Camper) == nil {
		return nil, say.Err("scenario: the camper {{.Text}} is not at the table", "Text", quoted(sc.Camper))
	}
	if len(s.Adventurers) != partySize {
		return nil, say.Err("scenario: the table needs {{.N}} adventurers, not {{.N2}}", "N", partySize, "N2", len(s.Adventurers))
	}
	// Everything not placed is in the box.
	placed := map[string]bool{}
	for _, z := range [][]string{s.MapDeck, s.Unused, s.Visited, s.Creatures, s.Graveyard, s.Horde, s.Unhallowed, s.Removed, {s.Location}} {
		for _, c := range z {
			placed[c] = true
		}
	}
	for _, lc := range s.Line {
		placed[lc.Card] = true
		if lc.Mount != "" {
			placed[lc.Mount] = true
		}
	}
	for _, a := range s.Adventurers {
		for _, sl := range a.Slots {
			placed[sl.Card] = true
		}
		for _, c := range append(append(cloneStrings(a.Unused), a.Tamed...), a.Trophies...) {
			placed[c] = true
		}
		for _, it := range a.Items {
			placed[it.Card] = true
		}
	}
	g := &game{s: s, cat: cat}
	if sc.Game == GameSwords && s.Merchant == nil {
		var items []string
		for _, id := range cat.OfKind(KindItem) {
			if !placed[id] {
				items = append(items, id)
			}
		}
		g.setupMerchant(items)
	}
	if m := s.Merchant; m != nil {
		for _, c := range m.Deck {
			placed[c] = true
		}
		for _, p := range m.Market {
			for _, c := range p {
				placed[c] = true
			}
		}
	}
	if p := s.Pocket; p != nil {
		for _, c := range p.SittingOut {
			placed[c] = true
		}
		for c := range placed {
			placed[cat.OtherHalf(c)] = true // the half facing down is on the same card
		}
	}
	for _, id := range cat.IDs() {
		if !placed[id] && inGame(s.Options, cat.Cards[id]) {
			s.Box = append(s.Box, id)
		}
	}
	switch sc.Phase {
	case PhaseCamper:
		if sc.StartRules {
			g.locationStart()
		}
		if g.finalRound() {
			g.beginWatch() // nobody rests at the final location
		}
	case PhaseCamp, PhaseWatch, PhaseMerchant:
		if sc.Phase == PhaseMerchant && s.Merchant == nil {
			return nil, say.Err("scenario: the merchant phase needs \"game\": {{.GameSwords}}", "GameSwords", say.Raw(fmt.Sprintf("%q", GameSwords)))
		}
		a := s.Adventurer(sc.Camper)
		if a == nil && !g.finalRound() {
			return nil, say.Err("scenario: phase {{.Phase}} needs a camper", "Phase", say.Raw(fmt.Sprint(sc.Phase)))
		}
		for i := range s.Adventurers {
			s.Adventurers[i].OnWatch = g.finalRound() || s.Adventurers[i].ID != sc.Camper
		}
		if sc.Phase == PhaseWatch {
			for i := range s.Adventurers {
				b := &s.Adventurers[i]
				b.SitsOut = b.OnWatch && !b.Ready()
			}
		}
	default:
		return nil, say.Err("scenario: phase {{.Phase}} is not camper, camp, merchant or watch", "Phase", quoted(string(sc.Phase)))
	}
	if problems := Problems(s); len(problems) > 0 {
		return nil, problemsError(say.M("scenario:"), problems)
	}
	g.advance()
	return s, nil
}

func cloneInts(v []int) []int { return append([]int(nil), v...) }
