package game

import (
	"fmt"
	"slices"

	"setawatch/internal/say"
)

// Boxes a game is played with (Options.Game).
const (
	GameBase   = ""       // the base box
	GameSwords = "swords" // Swords of the Coin
)

// Games lists the names Options.Game accepts, for messages ("" is written "base").
var Games = []string{gameBaseName, GameSwords, GamePocket}

// gameBaseName is how a file or a command line may name the base box, which Options.Game holds
// as "".
const gameBaseName = "base"

// swords reports whether the table plays Swords of the Coin's rules.
func (s *State) swords() bool { return s.Options.Game == GameSwords }

// Swords reports whether the table plays Swords of the Coin's rules.
func (s *State) Swords() bool { return s.swords() }

const (
	// totalCoins is how many coins the box holds (the rulebook does not print it): enough that the
	// Bank never runs dry in a normal game, with four spaces gaining one coin a round.
	totalCoins = 30
	// marketPiles is the number of face-up piles of the Market.
	marketPiles = 3
	// itemsPerAdventurer is how many Items an adventurer may carry.
	itemsPerAdventurer = 2
)

// CoinSpaces are the camp spaces marked with the coin symbol. The rulebook does not say which
// they are. These are the four spaces a camper often leaves empty (Scout Ahead, Check Map, Heal
// with its exact 6, Equip), so that coins pile up on them and a camper weighs taking a weaker
// action for the coins against Chop Wood, which is left unmarked: marking it would hand out a
// coin almost every round and make buying no choice at all.
var CoinSpaces = []Space{SpaceScout, SpaceMap, SpaceHeal, SpaceEquip}

// TaskCover: nothing was bought, so one Item drawn from the deck (Cards) covers a Market pile
// chosen by the players (the answer is the pile's number, 1 to 3).
const TaskCover TaskKind = "cover"

// MerchantState is the Merchant board of Swords of the Coin: the coins and the Items.
type MerchantState struct {
	Bank   int        `json:"bank"`             // coins in the Bank
	Purse  int        `json:"purse"`            // the party's coins
	Coins  []int      `json:"coins"`            // coins on each of CoinSpaces
	Deck   []string   `json:"deck"`             // the Item deck, top first
	Market [][]string `json:"market"`           // the Market's piles, top first
	Bought int        `json:"bought,omitempty"` // Items bought in this Merchant phase
}

// Item is an Item an adventurer carries.
type Item struct {
	Card      string `json:"card"`
	Exhausted bool   `json:"exhausted,omitempty"` // an Exhaust Item used since its owner last rested
	Used      bool   `json:"used,omitempty"`      // an Activate Item used this round
}

func (m *MerchantState) clone() *MerchantState { return m.copyInto(new(merchantBlock), cloneStrings) }

// merchantBlock is a Merchant board with room for its coins and Market piles, allocated as one
// piece (or inside the table's cloneBlock).
type merchantBlock struct {
	board  MerchantState
	coins  [blockCoins]int
	market [marketPiles][]string
}

// blockCoins is the room a merchantBlock keeps for the coins, one for each of CoinSpaces.
const blockCoins = 4

// copyInto is copy into block, each pile copied by pile (capped shares them).
func (m *MerchantState) copyInto(block *merchantBlock, pile func([]string) []string) *MerchantState {
	if m == nil {
		return nil
	}
	block.board = *m
	c := &block.board
	coins := arena[int]{buf: fit(block.coins[:], len(m.Coins))}
	c.Coins = coins.keep(m.Coins)
	c.Market = fit(block.market[:], len(m.Market))[:len(m.Market):len(m.Market)]
	for i, p := range m.Market {
		c.Market[i] = pile(p)
	}
	c.Deck = pile(m.Deck)
	return c
}

func cloneItems(items []Item) []Item {
	if items == nil {
		return nil
	}
	return slices.Clone(items)
}

// Total is every coin of the game: Bank, purse and camp spaces.
func (m *MerchantState) Total() int {
	n := m.Bank + m.Purse
	for _, c := range m.Coins {
		n += c
	}
	return n
}

// CoinsOn is how many coins lie on a camp space.
func (m *MerchantState) CoinsOn(space Space) int {
	if k := slices.Index(CoinSpaces, space); m != nil && k >= 0 && k < len(m.Coins) {
		return m.Coins[k]
	}
	return 0
}

// setupMerchant prepares the Merchant (rulebook, setup 7 and 8): the coins in the Bank, one on
// each coin-marked space, the Item deck shuffled and three Items face up as the Market.
func (g *game) setupMerchant(items []string) {
	s := g.s
	m := &MerchantState{Bank: totalCoins, Coins: make([]int, len(CoinSpaces)), Deck: cloneStrings(items)}
	for k := range m.Coins {
		m.Coins[k]++
		m.Bank--
	}
	s.RNG.Shuffle(m.Deck)
	m.Market = make([][]string, marketPiles)
	for k := range m.Market {
		if len(m.Deck) > 0 {
			m.Market[k] = []string{m.Deck[0]}
			m.Deck = m.Deck[1:]
		}
	}
	s.Merchant = m
}

// takeCoins moves the coins of a camp space to the party's purse when a die is placed on it.
func (g *game) takeCoins(space Space) {
	m := g.s.Merchant
	k := slices.Index(CoinSpaces, space)
	if m == nil || k < 0 || m.Coins[k] == 0 {
		return
	}
	m.Purse += m.Coins[k]
	g.emit(EventCoins, string(space), g.s.Camper, m.Coins[k])
	m.Coins[k] = 0
}

// spaceHasDie reports whether a camp space holds a die this round.
func (g *game) spaceHasDie(space Space) bool {
	c := &g.s.Camp
	switch space {
	case SpaceChop:
		return len(c.Chop) > 0
	case SpaceScout:
		return len(c.Scout) > 0
	case SpaceMap:
		return c.CheckMap > 0
	case SpaceHeal:
		return c.Heal > 0
	case SpaceEquip:
		return c.Equip > 0
	}
	return false
}

// beginMerchant starts the Merchant phase, after Camp.
func (g *game) beginMerchant() {
	g.s.Phase = PhaseMerchant
	g.s.Merchant.Bought = 0
	g.emit(EventMerchant, "", g.s.Camper, g.s.Merchant.Purse)
}

// ItemCost is the cost of an Item card, or 0.
func ItemCost(id string) int {
	cat, err := DefaultCatalog()
	if err != nil || cat.Cards[id] == nil {
		return 0
	}
	return cat.Cards[id].Cost
}

// checkBuy decides whether the camper may buy an Item of the Market for an adventurer.
func (g *game) checkBuy(item, adv string) error {
	s := g.s
	if s.Phase != PhaseMerchant {
		return say.Err("Items are bought only in the Merchant phase, after Camp")
	}
	c := g.card(item)
	if c == nil || c.Kind != KindItem {
		return say.Err("{{.Item}} is not an Item", "Item", say.Raw(fmt.Sprintf("%q", item)))
	}
	if g.marketPile(item) < 0 {
		return say.Err("the {{.Card}} is not on top of a Market pile: only the top Item of a pile can be bought", "Card", say.Card(item))
	}
	a := s.Adventurer(adv)
	if a == nil {
		return say.Err("there is no adventurer {{.AdvID}} at the table", "AdvID", say.Raw(fmt.Sprintf("%q", adv)))
	}
	if len(a.Items) >= itemsPerAdventurer {
		return g.refuse(func() error { return say.Err("the {{.Adv}} already carries two Items", "Adv", say.Adv(adv)) })
	}
	if m := s.Merchant; m.Purse < c.Cost {
		return g.refuse(func() error {
			return say.Err("the {{.Card}} costs {{.N}} coins; the party has {{.Purse}}", "Card", say.Card(item), "N", c.Cost, "Purse", m.Purse)
		})
	}
	return nil
}

// WhyNoBuy says in a few words why no adventurer may buy an Item of the Market now, or nil when
// one may: exactly when Legal offers no buy of it. The reason is the party's before any one
// adventurer's: the prompt, the phase, the pile, the purse, then the Item slots.
func WhyNoBuy(s *State, item string) *say.Msg {
	cat, err := DefaultCatalog()
	if err != nil {
		return nil
	}
	g := &game{s: s, cat: cat, quiet: true}
	if !s.Over() {
		for _, a := range s.Adventurers {
			if g.check(Move{Verb: VerbBuy, Card: item, Adventurer: a.ID}) == nil {
				return nil
			}
		}
	}
	var why say.Msg
	switch {
	case s.Over():
		why = say.M("The game is over")
	case s.Pending() != nil:
		why = say.M("Answer the prompt first")
	case s.Phase != PhaseMerchant:
		why = say.M("Bought only in the Merchant phase")
	case g.marketPile(item) < 0:
		why = say.M("Not on top of a pile")
	case ItemCost(item) > s.Merchant.Purse:
		why = say.M("Too expensive")
	default:
		why = say.M("Every Item slot is full")
	}
	return &why
}

// marketPile is the Market pile with that Item on top, or -1.
func (g *game) marketPile(item string) int {
	for k, p := range g.s.Merchant.Market {
		if len(p) > 0 && p[0] == item {
			return k
		}
	}
	return -1
}

// buy pays an Item's cost to the Bank and gives the Item to an adventurer.
func (g *game) buy(item, adv string) {
	m := g.s.Merchant
	k := g.marketPile(item)
	cost := g.card(item).Cost
	m.Purse -= cost
	m.Bank += cost
	m.Market[k] = m.Market[k][1:]
	m.Bought++
	a := g.s.Adventurer(adv)
	a.Items = append(a.Items, Item{Card: item})
	g.emit(EventBought, item, adv, cost)
}

// endMerchant refreshes the Market: empty piles are filled from the Item deck and, when
// nothing was bought, one Item drawn covers a pile of the players' choice. Then coins come
// back to the camp and the Watch begins (finishMerchant).
func (g *game) endMerchant() {
	m := g.s.Merchant
	for k := range m.Market {
		if len(m.Market[k]) == 0 && len(m.Deck) > 0 {
			m.Market[k] = m.Deck[0:1:1] // the deck's card, capped: the pile never changes it in place
			m.Deck = m.Deck[1:]
		}
	}
	g.itemTopTaken()
	if m.Bought == 0 && len(m.Deck) > 0 {
		drawn := m.Deck[0:1:1]
		m.Deck = m.Deck[1:]
		g.itemTopTaken()
		g.pushTask(Task{Kind: TaskCover, Cards: drawn})
		return
	}
	g.finishMerchant()
}

// coverOptions are the piles an Item may cover: those with an Item on them (any pile when all
// are empty).
func (g *game) coverOptionsTo(out []Answer) []Answer {
	start := len(out)
	for k, p := range g.s.Merchant.Market {
		if len(p) > 0 {
			out = append(out, AnswerPile(k+1))
		}
	}
	if len(out) == start {
		out = append(out, AnswerPile(1))
	}
	return out
}

// cover puts the drawn Item face up on pile k, then ends the Merchant phase.
func (g *game) cover(t *Task, k int) {
	m := g.s.Merchant
	g.popTask()
	m.Market[k-1] = slices.Insert(m.Market[k-1], 0, t.Cards[0]) // a pile shared with another table has no room: Insert copies it
	g.emit(EventCovered, t.Cards[0], "", k)
	g.finishMerchant()
}

// finishMerchant adds a coin from the Bank on every coin-marked space without a die (coins
// stack), then the Watch begins.
func (g *game) finishMerchant() {
	m := g.s.Merchant
	for k, sp := range CoinSpaces {
		if !g.spaceHasDie(sp) && m.Bank > 0 {
			m.Bank--
			m.Coins[k]++
		}
	}
	g.beginWatch()
}

func init() {
	taskRules[TaskCover] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer { return g.coverOptionsTo(out) },
		resolve: func(g *game, t *Task, answer Answer) error {
			g.cover(t, answer.Pile)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Nothing was bought: {{.Card}}, drawn from the Item deck, covers a Market pile (choose 1 to 3).", "Card", say.Card(t.Cards[0]))
		},
		targets: func(w words, t *Task, answer Answer) ([]Target, bool) {
			return []Target{{Kind: TargetPile, Value: answer.Pile}}, true
		},
		words: func(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
			if len(t.Cards) == 0 {
				return say.Msg{}, false
			}
			return say.M("{{.Card}} covers pile {{.N}}", "Card", say.Card(t.Cards[0]), "N", targetAt(targets, 0).Value), true
		},
		shows: showsItem,
		form:  formPile,
		picks: PicksPileToCover,
	}
}
