package game

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// swordsTable is the rules tests' table (see table) in a Swords of the Coin game: the party
// holds purse coins, a coin lies on each coin-marked space, the Market shows the Crossbow, the
// Torch and the Net, and the rest of the Items are the Item deck in data order.
func swordsTable(phase Phase, purse int, line ...ScenarioCard) *Scenario {
	sc := table(phase, line...)
	sc.Game = GameSwords
	cat, _ := DefaultCatalog()
	market := [][]string{{"crossbow"}, {"torch"}, {"net"}}
	var deck []string
	for _, id := range cat.OfKind(KindItem) {
		if !slices.Contains([]string{"crossbow", "torch", "net"}, id) {
			deck = append(deck, id)
		}
	}
	sc.Merchant = &MerchantState{Bank: totalCoins - purse - 4, Purse: purse, Coins: []int{1, 1, 1, 1}, Deck: deck, Market: market}
	return sc
}

// carry gives an adventurer of a scenario Items (taking them out of the Item deck).
func carry(sc *Scenario, adv string, items ...string) {
	for i := range sc.Adventurers {
		if sc.Adventurers[i].ID == adv {
			for _, it := range items {
				sc.Adventurers[i].Items = append(sc.Adventurers[i].Items, Item{Card: it})
				sc.Merchant.Deck = removeString(sc.Merchant.Deck, it)
				for k, p := range sc.Merchant.Market {
					if slices.Contains(p, it) {
						sc.Merchant.Market[k] = []string{sc.Merchant.Deck[0]}
						sc.Merchant.Deck = sc.Merchant.Deck[1:]
					}
				}
			}
		}
	}
}

func itemsOf(s *State, adv string) []string {
	var out []string
	for _, it := range s.Adventurer(adv).Items {
		out = append(out, it.Card)
	}
	return out
}

// "7. Prepare the Merchant: ... Take all the coins and place them off to the side of Merchant
// board to represent the Bank. Place a coin on each Camp board action space marked with the coin
// symbol. 8. Prepare the Market: ... Draw 3 Items from the Item deck and place them faceup."
func TestSwordsSetup_PrepareTheMerchantAndTheMarket(t *testing.T) {
	s, err := NewGame(Options{Seed: 7, Game: GameSwords})
	require.NoError(t, err)
	m := s.Merchant
	require.NotNil(t, m)
	assert.Equal(t, totalCoins-len(CoinSpaces), m.Bank)
	assert.Zero(t, m.Purse)
	assert.Equal(t, []int{1, 1, 1, 1}, m.Coins)
	require.Len(t, m.Market, 3)
	for _, p := range m.Market {
		assert.Len(t, p, 1)
	}
	cat, _ := DefaultCatalog()
	assert.Len(t, m.Deck, len(cat.OfKind(KindItem))-3)
	assert.Empty(t, Check(s))

	base, err := NewGame(Options{Seed: 7})
	require.NoError(t, err)
	assert.Nil(t, base.Merchant, "the base box has no Merchant")
	for _, id := range cat.OfKind(KindItem) {
		assert.NotContains(t, base.Box, id, "the Items are not part of a base game")
	}
}

// A base table names no Swords of the Coin card anywhere, so it is the very table the engine
// dealt before the expansion existed and older records keep their fingerprint.
func TestSwordsSetup_BaseTablesAreUnchanged(t *testing.T) {
	cat, _ := DefaultCatalog()
	s, err := NewGame(Options{Seed: 11, ExtraAdventurers: true, ExtraUnhallowed: true, Locations: LocationsAll})
	require.NoError(t, err)
	data, err := MarshalState(s)
	require.NoError(t, err)
	for _, id := range cat.IDs() {
		if cat.Cards[id].Set == SetSwords {
			assert.NotContains(t, string(data), `"`+id+`"`)
		}
	}
	assert.NotContains(t, string(data), `"merchant"`)
	assert.NotContains(t, string(data), `"game"`)
	assert.Empty(t, Check(s))
}

// A base game never deals a Swords of the Coin card, whatever its pools ("all" locations, every
// extra); a Swords game deals its Items.
func TestSwordsSetup_BaseGamesNeverDealSwordsCards(t *testing.T) {
	cat, _ := DefaultCatalog()
	for seed := range uint64(30) {
		opts := Options{Seed: seed, ExtraAdventurers: true, ExtraUnhallowed: true, Locations: LocationsAll, CreatureDeck: DeckBalanced}
		if seed%2 == 1 {
			opts = Options{Seed: seed, Locations: LocationsRetail}
		}
		s, err := NewGame(opts)
		require.NoError(t, err)
		for _, id := range cat.IDs() {
			if cat.Cards[id].Set == SetSwords {
				assert.NotContains(t, lineCards(s), id, "seed %d", seed)
				assert.NotContains(t, s.Box, id, "seed %d", seed)
			}
		}
		for _, a := range s.Adventurers {
			assert.NotEqual(t, SetSwords, cat.Adventurers[a.ID].Set)
		}
	}
	_, err := NewGame(Options{Seed: 1, Mix: true})
	require.ErrorContains(t, err, "Swords of the Coin")
	_, err = NewGame(Options{Seed: 1, Game: "pockets"})
	require.ErrorContains(t, err, "unknown game")
}

// "Whenever a die is placed on an action space with a coin on it, move the coin to the bottom
// of the Merchant board."
func TestSwordsCamp_DiePlacedOnACoinSpaceTakesTheCoins(t *testing.T) {
	sc := swordsTable(PhaseCamp, 0)
	sc.Merchant.Coins = []int{1, 1, 3, 1}
	sc.Merchant.Bank -= 2
	s := build(t, sc)
	s = play(t, s, "place 6 heal")
	assert.Equal(t, 3, s.Merchant.Purse, "the stacked coins of Heal go to the party")
	assert.Zero(t, s.Merchant.CoinsOn(SpaceHeal))
	s = play(t, s, "choose "+exhaustedCards([]*AdventurerState{s.Adventurer("warrior")})[0], "place 6 chop")
	assert.Equal(t, 3, s.Merchant.Purse, "Chop Wood carries no coin")
	s = play(t, s, "place 6 equip")
	assert.Equal(t, 4, s.Merchant.Purse)
}

// "Merchant Phase ... The Adventurer resting in Camp may spend coin to acquire Item cards (there
// is no purchase limit). When an Item is purchased, discard coins equal to the Item's cost back
// to the Bank. Then, the resting Adventurer gives the Item to any Adventurer."
func TestSwordsMerchant_PurchaseItemsAndGiveThem(t *testing.T) {
	s := build(t, swordsTable(PhaseCamp, 5))
	s = play(t, s, "end")
	require.Equal(t, PhaseMerchant, s.Phase, "the Merchant phase comes after Camp")
	var buys []string
	for _, m := range Legal(s) {
		if m.Verb == VerbBuy {
			buys = append(buys, m.String())
		}
	}
	assert.Contains(t, buys, "buy crossbow warrior")
	assert.Contains(t, buys, "buy torch rogue", "the camper may keep an Item")
	bank := s.Merchant.Bank
	s = play(t, s, "buy crossbow ranger", "buy torch rogue")
	assert.Equal(t, []string{"crossbow"}, itemsOf(s, "ranger"))
	assert.Equal(t, []string{"torch"}, itemsOf(s, "rogue"))
	assert.Equal(t, 1, s.Merchant.Purse)
	assert.Equal(t, bank+4, s.Merchant.Bank)
	assert.Empty(t, s.Merchant.Market[0], "the pile is empty until the Market is refreshed")
}

// "Each Adventurer can have up to 2 equipped Items"; the cost is paid in full; only the top of a
// pile is for sale. A refused purchase says why and changes nothing.
func TestSwordsMerchant_RefusedPurchases(t *testing.T) {
	sc := swordsTable(PhaseMerchant, 2)
	carry(sc, "warrior", "whetstone", "lantern")
	sc.Merchant.Market[1] = []string{"torch", "fire-bomb"}
	sc.Merchant.Deck = removeString(sc.Merchant.Deck, "fire-bomb")
	s := build(t, sc)
	refused(t, s, "buy crossbow ranger", "the Crossbow costs 3 coins; the party has 2")
	refused(t, s, "buy torch warrior", "the Warrior already carries two Items")
	refused(t, s, "buy fire-bomb ranger", "only the top Item of a pile can be bought")
	refused(t, s, "buy torch nobody", "no adventurer")
	refused(t, s, "buy goblin-1 ranger", "not an Item")
	camp := build(t, swordsTable(PhaseCamp, 5))
	refused(t, camp, "buy crossbow ranger", "only in the Merchant phase")
}

// "Refresh Market: After purchasing is completed, draw Item cards to fill in any empty spots in
// the Market. If no Item was purchased this round, draw 1 Item and place it faceup covering
// another Item of your choice in the Market." Then "Add Coins to Camp: Add a coin on each Camp
// action space that is marked with the coin symbol that does not have a die assigned. Stack
// coins as necessary."
func TestSwordsMerchant_RefreshMarketAndAddCoins(t *testing.T) {
	sc := swordsTable(PhaseCamp, 0)
	s := build(t, sc)
	s = play(t, s, "place 6 heal")
	s = play(t, s, "choose "+exhaustedCards(s.watchersForTest())[0], "end")
	top := s.Merchant.Deck[0]
	s = play(t, s, "end")
	p := PendingPrompt(s)
	require.NotNil(t, p, "nothing was bought: an Item covers a pile")
	assert.Equal(t, []string{"1", "2", "3"}, p.Options)
	s = play(t, s, "choose 2")
	assert.Equal(t, []string{top, "torch"}, s.Merchant.Market[1], "the drawn Item covers the Torch")
	assert.Equal(t, PhaseWatch, s.Phase)
	assert.Equal(t, []int{2, 2, 0, 2}, s.Merchant.Coins, "a coin on each marked space without a die, stacking")
	assert.Equal(t, 1, s.Merchant.Purse)

	// Something bought: the empty pile is filled from the deck and nothing covers a pile.
	s = build(t, swordsTable(PhaseMerchant, 3))
	top = s.Merchant.Deck[0]
	s = play(t, s, "buy crossbow wizard", "end")
	assert.Equal(t, []string{top}, s.Merchant.Market[0])
	assert.Equal(t, PhaseWatch, s.Phase)
}

func (s *State) watchersForTest() []*AdventurerState {
	var out []*AdventurerState
	for i := range s.Adventurers {
		out = append(out, &s.Adventurers[i])
	}
	return out
}

// "Items with the Passive trigger ... are active as long as the Item is not exhausted or
// canceled": the Crossbow, "Passive: You gain +1 Range."
func TestSwordsItems_PassiveCrossbowGivesRange(t *testing.T) {
	sc := swordsTable(PhaseWatch, 0, up("bear-1"), up("wolf-1"), down("eagle-1"))
	without := build(t, sc)
	refused(t, without, "attack 2 warrior:8", "reaches only the creature in 1st position")
	carry(sc, "warrior", "crossbow")
	s := build(t, sc)
	s = play(t, s, "attack 2 warrior:8")
	assert.NotContains(t, lineCards(s), "wolf-1")
	refused(t, s, "use crossbow warrior:5", "passive and works by itself")
}

// "Items with the Activate trigger can only be used by spending a die to activate them. They
// cannot be exhausted and can only be activated once per round."
func TestSwordsItems_ActivateSpendsADieOnceARound(t *testing.T) {
	sc := swordsTable(PhaseWatch, 0, up("bear-1"), down("wolf-1"))
	carry(sc, "warrior", "oil-flask")
	s := build(t, sc)
	refused(t, s, "exhaust oil-flask", `used with "use"`)
	refused(t, s, "use oil-flask ranger:7", "activated with one of the Warrior's dice")
	fire := s.Firewood
	s = play(t, s, "use oil-flask warrior:2")
	assert.Equal(t, fire+2, s.Firewood)
	assert.Equal(t, DieSpent, s.Adventurer("warrior").Dice[2].State)
	refused(t, s, "use oil-flask warrior:5", "already been activated this round")
}

// "Items with the Exhaust trigger can only be used by exhausting the Item. Exhausted Items are
// only refreshed when you rest in Camp." and "The Adventurer who rests in Camp ... refreshes
// all of their exhausted Items".
func TestSwordsItems_ExhaustRefreshedOnlyByResting(t *testing.T) {
	sc := swordsTable(PhaseWatch, 0, up("bear-1"), down("wolf-1"))
	carry(sc, "ranger", "torch", "lucky-charm")
	s := build(t, sc)
	fire := s.Firewood
	s = play(t, s, "exhaust torch", "exhaust lucky-charm")
	assert.Equal(t, fire+2, s.Firewood)
	refused(t, s, "exhaust torch", "exhausted until the Ranger rests")
	// The round ends: the Items stay exhausted.
	s = play(t, s, "end")
	for PendingPrompt(s) != nil {
		s = play(t, s, "choose "+PendingPrompt(s).Options[0])
	}
	require.Equal(t, PhaseCamper, s.Phase)
	assert.True(t, s.Adventurer("ranger").Items[0].Exhausted, "a new round does not refresh an Exhaust Item")
	s = play(t, s, "camp ranger")
	for _, it := range s.Adventurer("ranger").Items {
		assert.False(t, it.Exhausted, "resting refreshes all of the camper's Items")
	}
}

// "Items with the Discard trigger are one-time use Items that are activated by discarding and
// placing them on the bottom of the Item deck."
func TestSwordsItems_DiscardGoesUnderTheItemDeck(t *testing.T) {
	sc := swordsTable(PhaseWatch, 0, up("bear-1"), up("skeletons-2"))
	carry(sc, "wizard", "fire-bomb")
	s := build(t, sc)
	refused(t, s, "discard fire-bomb 3", "not a position")
	s = play(t, s, "discard fire-bomb 2")
	assert.Empty(t, s.Adventurer("wizard").Items)
	assert.Equal(t, "fire-bomb", s.Merchant.Deck[len(s.Merchant.Deck)-1])
	assert.Equal(t, 5, s.Line[1].Damage)
}

// "Items are similar to Ability cards and can only be used by Adventurers on Watch during the
// Watch phase."
func TestSwordsItems_OnlyOnWatch(t *testing.T) {
	sc := swordsTable(PhaseWatch, 0, up("bear-1"))
	carry(sc, "rogue", "torch")
	refused(t, build(t, sc), "exhaust torch", "resting in camp")
	sc = swordsTable(PhaseCamp, 0)
	carry(sc, "warrior", "torch")
	refused(t, build(t, sc), "exhaust torch", "only during the Watch")
}

// "Adventurers can potentially trigger an Ability twice in the same round: once by spending a
// die on it, and a second time by exhausting it."
func TestSwordsAbilities_UsableTwiceARound(t *testing.T) {
	s := build(t, swordsTable(PhaseWatch, 0, up("bear-1"), up("wolf-1"), up("eagle-1")))
	s = play(t, s, "use wizard.shockbolt wizard:3 1")
	s = play(t, s, "exhaust wizard.shockbolt 1")
	assert.True(t, s.Adventurer("wizard").Slot("wizard.shockbolt").Exhausted)
}

// "Each Adventurer MUST go to Camp exactly twice during the first 8 rounds of the game."
func TestSwordsCamp_RestExactlyTwiceInTheFirstEightRounds(t *testing.T) {
	sc := swordsTable(PhaseCamper, 0)
	sc.Round = 7
	for i := range sc.Adventurers {
		sc.Adventurers[i].Rests = 2
	}
	sc.Adventurers[1].Rests = 1 // the Ranger
	sc.Adventurers[3].Rests = 1 // the Rogue
	s := build(t, sc)
	refused(t, s, "camp warrior", "already rested twice")
	s = play(t, s, "camp ranger")
	assert.Equal(t, 2, s.Adventurer("ranger").Rests)
}

// "each green banner represents a d12 and each purple banner represents a d4": dice keep their
// sides when rolled, and notation reads values up to 12.
func TestSwordsDice_D4AndD12(t *testing.T) {
	s := build(t, swordsTable(PhaseCamper, 0))
	s.Adventurers[0].Dice[0].Sides = 12
	s.Adventurers[0].Dice[1].Sides = 4
	cat, _ := DefaultCatalog()
	hits := map[int]map[int]bool{12: {}, 4: {}}
	for range 400 {
		g := &game{s: s, cat: cat}
		g.rollAll()
		for _, d := range s.Adventurers[0].Dice[:2] {
			require.True(t, d.Value >= 1 && d.Value <= d.Sides, "a d%d shows %d", d.Sides, d.Value)
			hits[d.Sides][d.Value] = true
		}
	}
	assert.Len(t, hits[12], 12, "a d12 shows every face")
	assert.Len(t, hits[4], 4, "a d4 shows every face")
	m, err := ParseMove("attack 1 barbarian:12")
	require.NoError(t, err)
	assert.Equal(t, 12, m.Dice[0].Value)
	// "each spent combat die is to be placed on a different, empty banner space": a spent die
	// is its own banner, so an adventurer never has more spent dice than banners.
	assert.Len(t, s.Adventurers[0].Dice, dicePerAdventurer)
}

// "1-6 reveals 1 Creature, 7-11 reveals 2 Creatures, and 12+ reveals 3 Creatures".
func TestSwordsWatch_RevealLevels(t *testing.T) {
	for fire, want := range map[int]int{1: 1, 6: 1, 7: 2, 11: 2, 12: 3, 15: 3} {
		assert.Equal(t, want, RevealLevel(fire), "firewood %d", fire)
	}
}

// "Place the fire token to 7 firewood on the Camp Board. Alternatively ... you may roll a d6 to
// randomly set the starting firewood." (The base rules roll a d8.)
func TestSwordsSetup_LightTheFireSevenOrAD6(t *testing.T) {
	s, err := NewGame(Options{Seed: 3, Game: GameSwords})
	require.NoError(t, err)
	assert.Equal(t, startingFirewood, s.Firewood)
	base := map[int]bool{}
	for seed := range uint64(200) {
		s, err := NewGame(Options{Seed: seed, Game: GameSwords, RandomFirewood: true})
		require.NoError(t, err)
		require.True(t, s.Firewood >= 1 && s.Firewood <= 6, "a d6 shows %d", s.Firewood)
		b, err := NewGame(Options{Seed: seed, RandomFirewood: true})
		require.NoError(t, err)
		base[b.Firewood] = true
	}
	assert.True(t, base[7] || base[8], "the base box still rolls a d8")
}

// The back cover's round: "1. Roll Dice 2. Camp Phase 3. Merchant Phase (Purchase Items,
// Refresh the Market, Add Coins to the Camp) 3. Watch Phase ... 5. Reveal the next Location".
func TestSwordsOrderOfPlay_RoundOverview(t *testing.T) {
	s, err := NewGame(Options{Seed: 7, Game: GameSwords, Adventurers: []string{"warrior", "ranger", "wizard", "rogue"}})
	require.NoError(t, err)
	var phases []Phase
	note := func() {
		if len(phases) == 0 || phases[len(phases)-1] != s.Phase {
			phases = append(phases, s.Phase)
		}
	}
	note()
	for s.Round == 1 && !s.Over() {
		var m Move
		switch {
		case PendingPrompt(s) != nil:
			_, answers := PendingAnswers(s)
			m = Choose(answers[0])
		case s.Phase == PhaseCamper:
			m = Move{Verb: VerbCamp, Adventurer: "rogue"}
		default:
			m = Move{Verb: VerbEnd}
		}
		next, _, err := Apply(s, m)
		require.NoError(t, err, m.String())
		s = next
		note()
	}
	assert.Equal(t, []Phase{PhaseCamper, PhaseCamp, PhaseMerchant, PhaseWatch}, phases[:4])
	if !s.Over() {
		assert.Equal(t, PhaseCamper, s.Phase, "the next location is revealed and a new round begins")
		assert.Equal(t, 2, s.Round)
	}
}

// Issue 12, item 4 — "The moment the Adventurers on Watch exhaust their last unexhausted Ability
// card, the game is lost" (Swords of the Coin, Out of Actions), even with creatures left in the
// Line; the base box keeps "by the end of a round".
func TestSwordsOutOfActions_LostTheMomentTheLastCardIsExhausted(t *testing.T) {
	for _, box := range []string{GameBase, GameSwords} {
		sc := swordsTable(PhaseWatch, 0, up("bear-1"), down("wolf-1"))
		if box == GameBase {
			sc.Game, sc.Merchant = "", nil
		}
		exhaustAll(sc, 2)
		sc.Adventurers[2].Slots[0].Exhausted = true
		sc.Adventurers[2].Slots[1].Exhausted = true // the Wizard keeps only Polymorph...
		sc.Adventurers[2].Slots[2].Exhausted = false
		s := build(t, sc)
		s = play(t, s, "fire wizard.polymorph")
		if box == GameSwords {
			assert.Equal(t, "lost", s.Result, "Swords of the Coin: lost at once")
			assert.Len(t, s.Line, 2, "the creatures stay in the Line")
		} else {
			assert.False(t, s.Over(), "the base box waits for the end of the round")
		}
	}
}

// Card data: an Item without a cost or a trigger, or with an unknown trigger, is refused with
// the file and the card named.
func TestSwordsItems_CardDataIsStrict(t *testing.T) {
	for _, tc := range []struct{ card, want string }{
		{`{"id": "rope", "kind": "item", "origin": "designed", "name": {"en": "Rope", "fr": "Corde"}, "text": {"en": "x", "fr": "x"}, "cost": 2}`, "needs a trigger"},
		{`{"id": "rope", "kind": "item", "origin": "designed", "name": {"en": "Rope", "fr": "Corde"}, "text": {"en": "x", "fr": "x"}, "trigger": "passive"}`, "cost of 1 to 4"},
		{`{"id": "rope", "kind": "item", "origin": "designed", "name": {"en": "Rope", "fr": "Corde"}, "text": {"en": "x", "fr": "x"}, "cost": 2, "trigger": "sometimes"}`, `unknown Item trigger "sometimes"`},
		{`{"id": "rope", "kind": "item", "name": {"en": "Rope", "fr": "Corde"}, "text": {"en": "x", "fr": "x"}, "cost": 2, "trigger": "passive"}`, "origin"},
	} {
		_, err := ParseCatalog(map[string][]byte{"swords-items.json": []byte(`{"set": "swords", "cards": [` + tc.card + `]}`)})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "swords-items.json")
		assert.Contains(t, err.Error(), `"rope"`)
		assert.Contains(t, err.Error(), tc.want)
	}
}

// Every Item has one registered behaviour matching its trigger, and about twenty Items cost 1
// to 4 coins with each trigger represented.
func TestSwordsItems_EveryItemHasABehaviour(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	triggers := map[string]int{}
	ids := cat.OfKind(KindItem)
	assert.GreaterOrEqual(t, len(ids), 18)
	for _, id := range ids {
		c := cat.Cards[id]
		rule, ok := itemRules[c.Key]
		require.True(t, ok, "the %s has no behaviour", id)
		triggers[c.Trigger]++
		if c.Trigger == TriggerPassive {
			assert.NotEmpty(t, rule.hook, "the passive %s names what it changes", id)
			assert.Nil(t, rule.do, id)
		} else {
			assert.NotNil(t, rule.do, "the %s does something", id)
			assert.NotNil(t, rule.check, id)
			assert.NotNil(t, rule.targets, id)
		}
		assert.Contains(t, []string{OriginStated, OriginDesigned}, c.Origin)
	}
	for _, tr := range ItemTriggers {
		assert.Positive(t, triggers[tr], "no Item with the %s trigger", tr)
	}
	for key := range itemRules {
		assert.NotNil(t, cat.Cards[key], "a behaviour for an Item that is not in the data: %s", key)
	}
}

// The new moves print and read back.
func TestSwordsNotation_RoundTrip(t *testing.T) {
	for _, text := range []string{"buy crossbow ranger", "discard fire-bomb 2", "use oil-flask rogue:3", "exhaust torch", "discard loaded-die 3"} {
		m, err := ParseMove(text)
		require.NoError(t, err, text)
		assert.Equal(t, text, m.String())
	}
	_, err := ParseMove("buy crossbow")
	assert.ErrorContains(t, err, "buy ITEM ADVENTURER")
}

// The other Passive Items: the Whetstone adds 1 to each die of a direct attack, the Lantern
// lights one more Line card, the Tinderbox adds 1 to each card exhausted for firewood. Each
// reports its use as an "item" event.
func TestSwordsItems_OtherPassives(t *testing.T) {
	sc := swordsTable(PhaseWatch, 0, up("skeletons-2"), down("wolf-1"), down("eagle-1"))
	carry(sc, "warrior", "whetstone", "tinderbox")
	s := build(t, sc)
	next, events, err := Apply(s, Move{Verb: VerbAttack, Pos: 1, Dice: []DieSpec{{Adventurer: "warrior", Value: 8}}})
	require.NoError(t, err)
	assert.Contains(t, next.Graveyard, "skeletons-2", "8 + 1 meets the Skeletons' 9")
	assert.Contains(t, events, Event{Kind: EventItem, Card: "whetstone", Adventurer: "warrior"})
	fire := next.Firewood
	next = play(t, next, "fire warrior.wound")
	assert.Equal(t, fire+3, next.Firewood)

	sc = swordsTable(PhaseWatch, 0, down("bear-1"), down("wolf-1"), down("eagle-1"))
	plain := build(t, sc)
	carry(sc, "ranger", "lantern")
	lit := build(t, sc)
	assert.Equal(t, 2, plain.revealedForTest())
	assert.Equal(t, 3, lit.revealedForTest(), "the Lantern lights a third card at firewood 7")
}

func (s *State) revealedForTest() int {
	n := 0
	for _, lc := range s.Line {
		if lc.FaceUp {
			n++
		}
	}
	return n
}

// Every Item that is used by a move changes the table beyond itself: no Item is silently a
// no-op. Each is tried from a table where it has something to work on.
func TestSwordsItems_EachUseChangesTheTable(t *testing.T) {
	cat, _ := DefaultCatalog()
	fingerprint := func(s *State, skip DieRef) string {
		c := s.Clone()
		for i := range c.Adventurers {
			c.Adventurers[i].Items = nil
			for j := range c.Adventurers[i].Dice {
				if (DieRef{Adventurer: c.Adventurers[i].ID, Index: j}) == skip {
					c.Adventurers[i].Dice[j] = Die{}
				}
			}
		}
		c.Merchant, c.Moves, c.RNG = nil, 0, RNG{}
		return c.Hash()
	}
	for _, id := range cat.OfKind(KindItem) {
		c := cat.Cards[id]
		if c.Trigger == TriggerPassive {
			continue
		}
		t.Run(id, func(t *testing.T) {
			sc := swordsTable(PhaseWatch, 0, up("skeletons-2"), up("zombie-horde-2"), down("wolf-1"))
			sc.Adventurers[0].Spent = []int{5}
			sc.Seed = 11 // a seed whose rerolls show new values
			carry(sc, "warrior", id)
			s := build(t, sc)
			var use *Move
			for _, m := range Legal(s) {
				if m.Card == id {
					use = &m
					break
				}
			}
			require.NotNil(t, use, "no legal use of the %s", id)
			skip := DieRef{Adventurer: "nobody"}
			if c.Trigger == TriggerActivate {
				for j, d := range s.Adventurer("warrior").Dice {
					if d.State == DieFree && d.Value == use.Dice[0].Value {
						skip = DieRef{Adventurer: "warrior", Index: j}
						break
					}
				}
			}
			next, _, err := Apply(s, *use)
			require.NoError(t, err, use.String())
			assert.NotEqual(t, fingerprint(s, skip), fingerprint(next, skip), "%s changed nothing but itself", use)
		})
	}
}

// A scenario says which box it plays: a Merchant or Items without "game": "swords" are refused
// with the reason, and so are coins that do not add up.
func TestSwordsScenario_BadMerchantsAreRefused(t *testing.T) {
	sc := swordsTable(PhaseCamp, 0)
	sc.Game = ""
	_, err := sc.Build()
	assert.ErrorContains(t, err, `a Merchant needs "game": "swords"`)

	sc = swordsTable(PhaseCamp, 0)
	carry(sc, "warrior", "torch")
	sc.Game, sc.Merchant = "", nil
	_, err = sc.Build()
	assert.ErrorContains(t, err, "carries Items")

	sc = swordsTable(PhaseCamp, 0)
	sc.Merchant.Bank += 5
	_, err = sc.Build()
	assert.ErrorContains(t, err, "the coins add up to 35")

	sc = swordsTable(PhaseCamp, 0)
	carry(sc, "warrior", "torch", "net", "lantern")
	_, err = sc.Build()
	assert.ErrorContains(t, err, "the Warrior carries 3 Items")

	sc = swordsTable(PhaseMerchant, 0)
	sc.Game, sc.Merchant = "", nil
	_, err = sc.Build()
	assert.ErrorContains(t, err, "merchant phase needs")

	// Without "merchant", a Swords of the Coin scenario gets the setup's.
	sc = swordsTable(PhaseCamp, 0)
	sc.Merchant = nil
	s := build(t, sc)
	assert.Equal(t, []int{1, 1, 1, 1}, s.Merchant.Coins)
	assert.Len(t, s.Merchant.Market, 3)
}

// The players' view hides the order of the Item deck, not the Market.
func TestSwordsView_ItemDeckIsFaceDown(t *testing.T) {
	s, err := NewGame(Options{Seed: 5, Game: GameSwords})
	require.NoError(t, err)
	v := PlayerView(s)
	assert.ElementsMatch(t, s.Merchant.Deck, v.Merchant.Deck)
	assert.True(t, slices.IsSorted(v.Merchant.Deck))
	assert.Equal(t, s.Merchant.Market, v.Merchant.Market)
	assert.NotEqual(t, s.Merchant.Deck, v.Merchant.Deck, "the real deck is shuffled")
}

// Items and creatures keep to their own piles: a scenario putting one among the other is refused.
func TestSwordsScenario_ItemsStayAmongItems(t *testing.T) {
	sc := swordsTable(PhaseCamp, 0)
	sc.Creatures = append(sc.Creatures, "torch")
	sc.Merchant.Deck = removeString(sc.Merchant.Deck, "torch")
	_, err := sc.Build()
	assert.ErrorContains(t, err, "Torch cannot be in the Creature deck")
	sc = swordsTable(PhaseCamp, 0)
	sc.Merchant.Deck = append(sc.Merchant.Deck, "goblins-2")
	_, err = sc.Build()
	assert.ErrorContains(t, err, "Goblins cannot be in the Item deck")
}

// The players saw the discarded Item go under the Item deck: the view, the bots' dealt tables
// and a twin table keep it there, and shuffle only the Items above it.
func TestSwordsItems_DiscardedItemStaysKnownUnderTheDeck(t *testing.T) {
	sc := swordsTable(PhaseWatch, 0, up("bear-1"), up("skeletons-2"))
	carry(sc, "wizard", "fire-bomb")
	s := play(t, build(t, sc), "discard fire-bomb 2")
	require.Equal(t, 1, s.Known.ItemBottom)
	last := func(st *State) string { return st.Merchant.Deck[len(st.Merchant.Deck)-1] }
	view := PlayerView(s)
	assert.Equal(t, "fire-bomb", last(view))
	orders := map[string]bool{}
	for seed := range uint64(20) {
		d := Determinize(view, seed)
		assert.Equal(t, "fire-bomb", last(d), "dealt table %d", seed)
		assert.Equal(t, "fire-bomb", last(Twin(s, seed)), "twin %d", seed)
		orders[strings.Join(d.Merchant.Deck, ",")] = true
	}
	assert.Greater(t, len(orders), 1, "the Items above it are still shuffled")
}
