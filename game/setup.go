package game

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"setawatch/internal/say"
)

// Difficulties, by the number of Summon cards shuffled into the Creature deck.
var Difficulties = []string{"easy", "normal", "hard", "insane"}

// Options set up a new game. The zero value of each field means the rulebook's default.
type Options struct {
	Seed           uint64   `json:"seed"`
	Adventurers    []string `json:"adventurers,omitempty"`    // 4 ids; chosen at random when empty
	Difficulty     string   `json:"difficulty,omitempty"`     // easy, normal (default), hard, insane
	FinalLocation  string   `json:"finalLocation,omitempty"`  // a final location id; random when empty
	RandomFirewood bool     `json:"randomFirewood,omitempty"` // roll a d8 (Swords of the Coin: a d6) for the starting firewood instead of 7

	// The box: "" the base game, "swords" Swords of the Coin (its Merchant, coins, Items and
	// rules). Mix deals the expansion's adventurers, creatures and locations together with the
	// base ones, as its rulebook allows.
	Game string `json:"game,omitempty"`
	Mix  bool   `json:"mix,omitempty"`
	// Familiar is the side the Witch's Familiar starts on ("crow" or "toad"): the rulebook lets
	// her choose at setup. Empty is the Crow, as every game set up before the option.
	Familiar string `json:"familiar,omitempty"`

	// The extras and the deck builder. Their zero values deal what the engine dealt before
	// they existed, so that older records replay to the same table.
	ExtraAdventurers bool   `json:"extraAdventurers,omitempty"` // a random party may include the Bard and the Knight
	ExtraUnhallowed  bool   `json:"extraUnhallowed,omitempty"`  // the 4 extra Unhallowed join the Unhallowed pool
	Locations        string `json:"locations,omitempty"`        // "" (the rules' default, see Rules), "retail" (20), "all" (31), "first" (23)
	CreatureDeck     string `json:"creatureDeck,omitempty"`     // "" (28 at random) or "balanced" (the rulebook's guidelines)

	// Rules is the edition of the rules the game is played by. NewGame writes the current one
	// into every new game; a record replays by the edition it recorded (none: RulesFirst).
	Rules int `json:"rules,omitempty"`
}

// Rules editions. Records store their options, so a game keeps the edition it was set up
// under and an older record replays to the very table it recorded.
const (
	// RulesFirst is how the first engine played (records without "rules"): a horde move sent
	// the creature in 1st position to the Horde in the middle of the Watch, the Line went to the
	// Horde with no power firing, and Locations "" dealt the 23 of LocationsFirst.
	RulesFirst = 0
	// RulesHordeEndsWatch follows the rulebooks: creatures go to the Horde only when the Watch
	// ends, one by one from the 1st position, each firing its First-position power as it comes
	// to the front; Locations "" deals the retail box.
	RulesHordeEndsWatch = 1
	// RulesCurrent is the edition new games are played by.
	RulesCurrent = RulesHordeEndsWatch
)

// Location pools and creature decks for Options.
const (
	LocationsRetail = "retail"
	LocationsAll    = "all"
	LocationsFirst  = "first" // the 23 locations dealt before the retail box was the default
	DeckBalanced    = "balanced"
)

// LocationPools are the values of Options.Locations a new game may choose.
var LocationPools = []string{LocationsRetail, LocationsAll, LocationsFirst}

// inLocationPool reports whether the options deal a location.
func inLocationPool(opts Options, c *Card) bool {
	if c.Set == SetSwords {
		return true // the pools choose among the base box's locations; the expansion's come whole
	}
	pool := opts.Locations
	if pool == "" && opts.Rules >= RulesHordeEndsWatch {
		pool = LocationsRetail // the published rules: the 20 Location cards of the box
	}
	switch pool {
	case LocationsRetail:
		return c.Retail
	case LocationsAll:
		return true
	}
	// LocationsFirst (and "" under RulesFirst) still leaves out what the first engine did not deal.
	return !slices.Contains(firstEngineMissing, c.Key)
}

// deckGuidelines are the rulebook's deckbuilding guidelines for a balanced Creature deck of
// 30 cards (the Acolytes count): at least so many creatures of each type.
var deckGuidelines = []struct {
	Type string
	Min  int
}{{"forest", 4}, {"undead", 4}, {"dragon", 4}, {"human", 1}, {"goblin", 1}, {"golem", 1}}

// balancedCreatures reorders the shuffled creatures so that the first n follow the guidelines,
// counting the Acolytes already in the deck.
func balancedCreatures(cat *Catalog, creatures, acolytes []string, n int) []string {
	count := map[string]int{}
	for _, c := range acolytes {
		count[cat.Cards[c].Type]++
	}
	picked := map[string]bool{}
	var out []string
	for _, rule := range deckGuidelines {
		for _, c := range creatures {
			if count[rule.Type] >= rule.Min || len(out) >= n {
				break
			}
			if t := cat.Cards[c].Type; t == rule.Type && !picked[c] {
				picked[c] = true
				count[t]++
				out = append(out, c)
			}
		}
	}
	for _, c := range creatures {
		if !picked[c] {
			out = append(out, c)
		}
	}
	return out
}

const (
	partySize         = 4
	creaturesInDeck   = 28
	mapLocations      = 8
	unhallowedInPlay  = 7
	startingFirewood  = 7
	maxFirewood       = 15
	equippedSlots     = 3
	dicePerAdventurer = 3
	restsPerGame      = 2
)

// NewGame sets up a table from options, following the rulebook's setup. Only cards whose
// behaviour the engine implements are dealt (see Implemented). Options without Rules get the
// current edition, written into the state's options.
func NewGame(opts Options) (*State, error) {
	cat, err := DefaultCatalog()
	if err != nil {
		return nil, err
	}
	if opts.Rules == RulesFirst {
		opts.Rules = RulesCurrent
	}
	return newGame(cat, opts)
}

func checkRules(rules int) error {
	if rules < RulesFirst || rules > RulesCurrent {
		return say.Err("rules edition {{.N}} is unknown to this version of the game (it knows {{.N2}} to {{.N3}})", "N", rules, "N2", RulesFirst, "N3", RulesCurrent)
	}
	return nil
}

// DifficultyName is the options' difficulty as the rules name it: lower case, "normal" when
// none was given, as a new game reads it.
func (o Options) DifficultyName() string {
	if o.Difficulty == "" {
		return "normal"
	}
	return strings.ToLower(o.Difficulty)
}

func summonsFor(difficulty string) (int, error) {
	i := slices.Index(Difficulties, Options{Difficulty: difficulty}.DifficultyName())
	if i < 0 {
		return 0, say.Err("unknown difficulty {{.Difficulty}} (choose {{.X}})", "Difficulty", say.Raw(fmt.Sprintf("%q", difficulty)), "X", say.Raw(fmt.Sprint(strings.Join(Difficulties, ", "))))
	}
	return i + 1, nil
}

func newGame(cat *Catalog, opts Options) (*State, error) {
	if (opts.Game == GameSwords || opts.Game == GamePocket) && opts.Rules == RulesFirst {
		// Swords of the Coin and Pocket Watch came after the first engine: their games are always
		// played by the rulebooks, whatever a record says.
		opts.Rules = RulesCurrent
	}
	summons, err := summonsFor(opts.Difficulty)
	if opts.Game == GamePocket {
		summons, err = 0, checkPocketOptions(opts)
	}
	if err != nil {
		return nil, err
	}
	s := &State{Options: opts, RNG: newRNG(opts.Seed), Round: 1, Box: make([]string, 0, len(cat.order))}
	s.Options.Adventurers = cloneStrings(opts.Adventurers)
	r := &s.RNG

	// Adventurers: any four of the base six, chosen at random when not given.
	if err := checkRules(opts.Rules); err != nil {
		return nil, err
	}
	if opts.Locations != "" && !slices.Contains(LocationPools, opts.Locations) {
		return nil, say.Err("unknown location pool {{.Locations}} (choose {{.X}})", "Locations", say.Raw(fmt.Sprintf("%q", opts.Locations)), "X", say.Raw(fmt.Sprint(strings.Join(LocationPools, ", "))))
	}
	if opts.CreatureDeck != "" && opts.CreatureDeck != DeckBalanced {
		return nil, say.Err("unknown creature deck {{.CreatureDeck}} (choose {{.DeckBalanced}}, or leave it empty for a random one)", "CreatureDeck", say.Raw(fmt.Sprintf("%q", opts.CreatureDeck)), "DeckBalanced", say.Raw(fmt.Sprint(DeckBalanced)))
	}
	switch opts.Game {
	case GameBase, GameSwords, GamePocket:
	default:
		return nil, say.Err("unknown game {{.Game}} (choose {{.X}})", "Game", quoted(opts.Game), "X", say.Raw(fmt.Sprint(strings.Join(Games, ", "))))
	}
	if opts.Mix && opts.Game != GameSwords {
		return nil, say.Err("mixing boxes needs the Swords of the Coin game")
	}
	if err := checkFamiliarOption(opts); err != nil {
		return nil, err
	}
	party := s.Options.Adventurers
	if len(party) == 0 {
		pool := baseAdventurers(cat)
		if opts.ExtraAdventurers {
			pool = cloneStrings(cat.AdventurerIDs())
			pool = slices.DeleteFunc(pool, func(id string) bool { return cat.Adventurers[id].Set == SetSwords })
		}
		if opts.Game == GameSwords {
			pool = swordsAdventurers(cat, opts, pool)
		}
		if len(pool) < partySize {
			return nil, say.Err("only {{.N}} adventurers can be dealt, {{.N2}} are needed", "N", len(pool), "N2", partySize)
		}
		r.Shuffle(pool)
		party = pool[:partySize]
	}
	if len(party) != partySize {
		return nil, say.Err("choose exactly {{.N}} adventurers, not {{.N2}}", "N", partySize, "N2", len(party))
	}
	for i, id := range party {
		if cat.Adventurers[id] == nil {
			return nil, say.Err("unknown adventurer {{.Id}} (choose from {{.X}})", "Id", say.Raw(fmt.Sprintf("%q", id)), "X", say.Raw(fmt.Sprint(strings.Join(cat.AdventurerIDs(), ", "))))
		}
		if slices.Contains(party[:i], id) {
			return nil, say.Err("adventurer {{.Id}} is chosen twice", "Id", say.Raw(fmt.Sprintf("%q", id)))
		}
		if cat.Adventurers[id].Set == SetExtra && opts.Game == GamePocket {
			return nil, fmt.Errorf("the %s is not played in Pocket Watch: choose among the six base adventurers", cat.Adventurers[id].Name.EN)
		}
		if cat.Adventurers[id].Set == SetSwords && opts.Game != GameSwords {
			return nil, say.Err("the {{.Name}} comes with Swords of the Coin: choose that game to play them", "Name", cat.Adventurers[id].Name)
		}
	}
	for _, id := range cat.AdventurerIDs() {
		if !slices.Contains(party, id) && (cat.Adventurers[id].Set != SetSwords || opts.Game == GameSwords) {
			s.Box = append(s.Box, cat.abilitiesOf(id)...)
		}
	}
	// The party's dice and cards, each list carved from one array for the party.
	dice := make([]Die, 0, partySize*dicePerAdventurer)
	slots := make([]Slot, 0, partySize*equippedSlots)
	s.Adventurers = make([]AdventurerState, 0, partySize)
	for _, id := range party {
		adv := cat.Adventurers[id]
		a := AdventurerState{ID: id, Charges: startingCharges(adv), Familiar: startingFamiliar(adv, opts.Familiar)}
		cards := make([]string, 0, len(cat.abilitiesOf(id)))
		for _, c := range cat.abilitiesOf(id) {
			if Implemented(cat, c) {
				cards = append(cards, c)
			} else {
				s.Box = append(s.Box, c)
			}
		}
		if len(cards) < equippedSlots+2 {
			return nil, say.Err("the {{.Name}} cannot be played yet: the engine applies {{.N}} of their ability cards", "Name", adv.Name, "N", len(cards))
		}
		r.Shuffle(cards)
		n := min(equippedSlots, len(cards))
		for _, c := range cards[:n] {
			slots = append(slots, Slot{Card: c})
		}
		a.Slots = slots[len(slots)-n : len(slots) : len(slots)]
		if n > 0 && (opts.Game != GamePocket || pocketDifficulty(opts) != "casual") {
			a.Slots[r.IntN(n)].Exhausted = true
		}
		a.Unused = cards[n:len(cards):len(cards)] // at least two: see the check above
		for range dicePerAdventurer {
			dice = append(dice, Die{Sides: adv.Die, State: DieFree})
		}
		a.Dice = dice[len(dice)-dicePerAdventurer : len(dice) : len(dice)]
		s.Adventurers = append(s.Adventurers, a)
	}
	s.Options.Adventurers = cloneStrings(party)
	if opts.Game == GamePocket {
		g := &game{s: s, cat: cat}
		g.setupPocket()
		g.beginRound()
		g.advance()
		return s, nil
	}

	// Creature deck: 28 random creatures and both Acolytes, in as many near-equal piles as
	// Summons, one Summon shuffled into each, the smaller piles at the bottom.
	creatures := make([]string, 0, len(cat.ofKind(KindCreature)))
	var acolytes, summonCards []string
	sets := hiddenSets(cat, opts, summons)
	creatureSet, acolyteSet, summonSet := sets.creature, sets.acolyte, sets.summon
	for _, c := range cat.cards() {
		id := c.ID
		var dealt bool
		switch c.Kind {
		case KindCreature:
			dealt = creatureSet(c)
		case KindAcolyte:
			dealt = acolyteSet(c)
		case KindSummon:
			dealt = summonSet(c)
		default:
			continue
		}
		if !dealt {
			s.Box = append(s.Box, id)
			continue
		}
		switch {
		case c.Kind == KindCreature && Implemented(cat, id):
			creatures = append(creatures, id)
		case c.Kind == KindAcolyte && Implemented(cat, id):
			acolytes = append(acolytes, id)
		case c.Kind == KindSummon:
			summonCards = append(summonCards, id)
		case c.Kind == KindCreature || c.Kind == KindAcolyte:
			s.Box = append(s.Box, id)
		}
	}
	if len(summonCards) < summons {
		return nil, say.Err("the card data has {{.N}} Summon cards, {{.N2}} are needed", "N", len(summonCards), "N2", summons)
	}
	r.Shuffle(creatures)
	n := min(creaturesInDeck, len(creatures))
	if opts.CreatureDeck == DeckBalanced {
		creatures = balancedCreatures(cat, creatures, acolytes, n)
	}
	s.Box = append(s.Box, creatures[n:]...)
	pool := concat(creatures[:n], acolytes)
	r.Shuffle(pool)
	s.Box = append(s.Box, summonCards[summons:]...)
	total := len(pool)
	s.Creatures = make([]string, 0, total+summons)
	var pile []string // each pile in turn, shuffled then dealt onto the deck
	for i := range summons {
		// Pile i holds its share; the remainder goes to the first (top) piles.
		size := total / summons
		if i < total%summons {
			size++
		}
		pile = append(append(pile[:0], pool[:size]...), summonCards[i])
		pool = pool[size:]
		r.Shuffle(pile)
		s.Creatures = append(s.Creatures, pile...)
	}

	// Unhallowed: one face down into the Horde, seven face up as the deck, the rest out.
	var unhallowed []string
	unhallowedSet := sets.unhallowed
	for _, id := range cat.ofKind(KindUnhallowed) {
		c := cat.Cards[id]
		if unhallowedSet(c) && (c.Set != SetExtra || opts.ExtraUnhallowed) && Implemented(cat, id) {
			unhallowed = append(unhallowed, id)
		} else {
			s.Box = append(s.Box, id)
		}
	}
	r.Shuffle(unhallowed)
	if len(unhallowed) > 0 {
		s.Horde = []string{unhallowed[0]}
		unhallowed = unhallowed[1:]
	}
	k := min(unhallowedInPlay, len(unhallowed))
	s.Unhallowed = cloneStrings(unhallowed[:k])
	s.Box = append(s.Box, unhallowed[k:]...)

	// Map: 8 random regular locations, a final location at the bottom; the rest are unused.
	regular := make([]string, 0, len(cat.ofKind(KindLocation)))
	var respite, finals []string
	locationSet := dealtSet(cat, opts, func(c *Card) bool {
		return c.Kind == KindLocation && c.LocationKind == LocationRegular
	}, mapLocations)
	for _, id := range cat.ofKind(KindLocation) {
		c := cat.Cards[id]
		if !Implemented(cat, id) || !locationSet(c) || !inLocationPool(opts, c) {
			s.Box = append(s.Box, id)
			continue
		}
		switch c.LocationKind {
		case LocationRegular:
			regular = append(regular, id)
		case LocationRespite:
			respite = append(respite, id)
		case LocationFinal:
			finals = append(finals, id)
		}
	}
	if len(regular) < mapLocations || len(finals) == 0 {
		return nil, say.Err("not enough playable locations ({{.N}} regular, {{.N2}} final)", "N", len(regular), "N2", len(finals))
	}
	final := opts.FinalLocation
	if final == "" {
		final = finals[r.IntN(len(finals))]
	} else if !slices.Contains(finals, final) {
		return nil, say.Err("{{.Final}} is not a final location (choose from {{.X}})", "Final", say.Raw(fmt.Sprintf("%q", final)), "X", say.Raw(fmt.Sprint(strings.Join(finals, ", "))))
	}
	for _, f := range finals {
		if f != final {
			s.Box = append(s.Box, f)
		}
	}
	r.Shuffle(regular)
	s.MapDeck = concat(regular[:mapLocations], []string{final})
	s.Unused = concat(regular[mapLocations:], respite)
	r.Shuffle(s.Unused)

	// Light the fire: the first location, no firewood change in round 1.
	s.Firewood = startingFirewood
	if opts.RandomFirewood {
		// The base rules roll a d8; Swords of the Coin's "Light the Fire!" rolls a d6.
		sides := 8
		if opts.Game == GameSwords {
			sides = 6
		}
		s.Firewood = r.Roll(sides)
	}
	var items []string
	for _, id := range cat.ofKind(KindItem) {
		if opts.Game == GameSwords && Implemented(cat, id) {
			items = append(items, id)
		} else {
			s.Box = append(s.Box, id)
		}
	}
	s.Location = s.MapDeck[0]
	s.MapDeck = s.MapDeck[1:]
	g := &game{s: s, cat: cat}
	if opts.Game == GameSwords {
		g.setupMerchant(items)
	}
	s.Box = outOfGame(cat, s.Options, s.Box)
	g.beginRound()
	g.advance()
	return s, nil
}

// outOfGame drops from the box of a base game the cards of Swords of the Coin, which are not
// part of that game at all: a base table stays exactly what it was before the expansion existed,
// so older records replay to the same fingerprint.
func outOfGame(cat *Catalog, opts Options, box []string) []string {
	return slices.DeleteFunc(box, func(id string) bool { return !inGame(opts, cat.find(id)) })
}

// inGame reports whether a card belongs to a game's boxes: Swords of the Coin's and Pocket
// Watch's own cards belong to their games only.
func inGame(opts Options, c *Card) bool {
	return (c.Set != SetSwords || opts.Game == GameSwords) && (c.Set != SetPocket || opts.Game == GamePocket)
}

// dealtSet says which sets a kind of card is dealt from. The base game deals the base box
// (and the extras, by their own options) and never a Swords of the Coin card. A Swords of the
// Coin game deals the expansion's cards, with the base box's too when the options mix them or
// when the expansion has fewer than need implemented cards of that kind (enough counts the
// kind's cards).
func dealtSet(cat *Catalog, opts Options, enough func(*Card) bool, need int) func(*Card) bool {
	if opts.Game != GameSwords {
		return func(c *Card) bool { return c.Set != SetSwords && c.Set != SetPocket }
	}
	n := 0
	for _, c := range cat.cards() {
		if c.Set == SetSwords && enough(c) && Implemented(cat, c.ID) {
			n++
		}
	}
	if opts.Mix || n < need {
		return func(c *Card) bool { return c.Set != SetPocket }
	}
	return func(c *Card) bool { return c.Set == SetSwords }
}

// hiddenSets are the sets each kind of card dealt face down (creatures, Acolytes, Summons,
// Unhallowed) is dealt from with these options and this many Summons (see dealtSet). They are
// worked out once for each catalog and the options they depend on: Determinize needs them for
// every table it deals.
func hiddenSets(cat *Catalog, opts Options, summons int) *dealtSets {
	key := hiddenSetsKey{cat, opts.Game, opts.Mix, summons}
	if sets, ok := hiddenSetsMemo.Load(key); ok {
		return sets.(*dealtSets)
	}
	kind := func(k string) func(*Card) bool { return func(c *Card) bool { return c.Kind == k } }
	sets := &dealtSets{
		creature:   dealtSet(cat, opts, kind(KindCreature), creaturesInDeck),
		acolyte:    dealtSet(cat, opts, kind(KindAcolyte), 2),
		summon:     dealtSet(cat, opts, kind(KindSummon), summons),
		unhallowed: dealtSet(cat, opts, kind(KindUnhallowed), unhallowedInPlay+1),
	}
	hiddenSetsMemo.Store(key, sets)
	return sets
}

// dealtSets are hiddenSets' sets, one a kind of card.
type dealtSets struct {
	creature, acolyte, summon, unhallowed func(*Card) bool
}

// dealt reports whether a card is of a kind dealt face down, from the set it is dealt from.
func (d *dealtSets) dealt(c *Card) bool {
	switch c.Kind {
	case KindCreature:
		return d.creature(c)
	case KindAcolyte:
		return d.acolyte(c)
	case KindSummon:
		return d.summon(c)
	case KindUnhallowed:
		return d.unhallowed(c)
	}
	return false
}

// hiddenSetsKey is what hiddenSets depend on.
type hiddenSetsKey struct {
	cat     *Catalog
	game    string
	mix     bool
	summons int
}

var hiddenSetsMemo sync.Map // hiddenSetsKey → *dealtSets

// swordsAdventurers is the pool a Swords of the Coin party is drawn from: the expansion's
// adventurers whose ability cards the engine applies, with the others of pool when mixed or
// when fewer than four can be played.
func swordsAdventurers(cat *Catalog, opts Options, pool []string) []string {
	var own []string
	for _, id := range cat.AdventurerIDs() {
		n := 0
		for _, c := range cat.abilitiesOf(id) {
			if Implemented(cat, c) {
				n++
			}
		}
		if cat.Adventurers[id].Set == SetSwords && n >= equippedSlots+2 {
			own = append(own, id)
		}
	}
	if opts.Mix || len(own) < partySize {
		return append(own, pool...)
	}
	return own
}

func baseAdventurers(cat *Catalog) []string {
	ids := make([]string, 0, len(cat.advOrder))
	for _, id := range cat.AdventurerIDs() {
		if cat.Adventurers[id].Set == SetBase {
			ids = append(ids, id)
		}
	}
	return ids
}
