package ui

import (
	"fyne.io/fyne/v2/lang"

	"setawatch/game"
)

// merchantZone is what the Merchant board shows, in words and plain values: the Item deck,
// the Bank and the purse, the Market's piles and the Item drawn to cover one. merchantModel
// makes it; merchantBoard only draws it.
type merchantZone struct {
	Title string
	Coins []coinCount // the Item deck, the Bank and the party's purse
	Piles []marketPileModel
	Drawn string // the Item drawn when nothing was bought, which covers a pile; "" for none
}

// coinCount is a count drawn as a stack of coins, or of cards for the Item deck.
type coinCount struct {
	N          int
	Label, Tip string
	Cards      bool
}

// marketPileModel is a Market pile: its top Item face up with its cost, or empty.
type marketPileModel struct {
	Name  string // "Pile 1"
	Item  string // the top Item's card, "" when the pile is empty
	Title string // the Item's name, or the pile's when it is empty
	Lines []string
	Tip   string
	Cost  int
	// WhyNot is the engine's reason no one may buy the Item now, while Items are bought.
	WhyNot string
	Dimmed bool
	Marked bool       // chosen for click-then-click, or a pile the drawn Item may cover
	Cover  *game.Move // the move that covers this pile with the drawn Item, or nil
	Buying bool       // tapping the Item chooses it to buy
}

// merchantModel is the Merchant board of s, or nil in a game without one. legal are the moves
// allowed now and chosen the Market Item chosen to buy, if any.
func merchantModel(s *game.State, legal []game.Move, chosen string) *merchantZone {
	m := s.Merchant
	if m == nil {
		return nil
	}
	z := &merchantZone{Title: lang.L("Merchant"), Coins: []coinCount{
		{N: len(m.Deck), Label: lang.L("Item deck"), Tip: lang.L("Face down: Items drawn to refill the Market."), Cards: true},
		{N: m.Bank, Label: lang.L("Bank"), Tip: lang.L("Coins paid for Items go here; each round one comes back to every coin space without a die.")},
		{N: m.Purse, Label: lang.L("Purse"), Tip: lang.L("The party's coins: they buy Items in the Merchant phase.")},
	}}
	if task := pendingCover(s); task != nil {
		z.Drawn = lang.L("Drawn: {{.Card}}", map[string]any{"Card": cardName(task.Cards[0])})
	}
	buying := s.Phase == game.PhaseMerchant && s.Pending() == nil
	for k, pile := range m.Market {
		p := marketPileModel{Name: lang.L("Pile {{.N}}", map[string]any{"N": k + 1}), Cover: coverMove(s, legal, k)}
		if len(pile) == 0 {
			p.Title, p.Lines, p.Dimmed, p.Marked = p.Name, []string{lang.L("Empty")}, true, p.Cover != nil
			z.Piles = append(z.Piles, p)
			continue
		}
		item := pile[0]
		p.Item, p.Title, p.Tip, p.Cost, p.Buying = item, cardName(item), cardDetails(item), game.ItemCost(item), buying
		p.Lines = []string{p.Name + " · " + lang.L("{{.N}} under it", map[string]any{"N": len(pile) - 1}), triggerWord(item)}
		if buying {
			if why := game.WhyNoBuy(s, item); why != nil {
				p.WhyNot, p.Dimmed = speak(*why), true
				p.Lines = append(p.Lines, p.WhyNot)
			}
		}
		p.Marked = chosen == item || p.Cover != nil
		z.Piles = append(z.Piles, p)
	}
	return z
}
