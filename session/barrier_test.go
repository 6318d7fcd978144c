package session

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// barrier is why the move from before to after (with its events) cannot be undone, or "": the
// engine's report on a table changed by hand.
func barrier(before, after *game.State, m game.Move, events []game.Event) string {
	return barrierWhy[game.Revealed(before, after, m, events)]
}

// TestBarrierRules checks each rule on a table changed by hand, including cases random games
// rarely reach.
func TestBarrierRules(t *testing.T) {
	base, err := game.NewGame(game.Options{Seed: 5})
	require.NoError(t, err)
	base.Line = []game.LineCard{{Card: base.Creatures[0]}, {Card: base.Creatures[1], FaceUp: true}}
	base.Creatures = base.Creatures[2:]
	place := game.Move{Verb: game.VerbPlace, Value: 5, Space: game.SpaceAction}
	choose := game.Choose(game.AnswerCard("x"))

	cases := []struct {
		name   string
		change func(s *game.State) []game.Event
		move   game.Move
		why    string
	}{
		{"nothing", func(s *game.State) []game.Event { s.Firewood++; return nil }, place, ""},
		{"roll", func(s *game.State) []game.Event { s.RNG.Roll(6); return nil }, place, "it rolled dice or shuffled cards"},
		{"location", func(s *game.State) []game.Event {
			s.Location, s.MapDeck = s.MapDeck[0], s.MapDeck[1:]
			return nil
		}, place, "it revealed a new location"},
		{"face up", func(s *game.State) []game.Event { s.Line[0].FaceUp = true; return nil }, place, "it turned a card face up"},
		{"revealed and gone back to the deck", func(s *game.State) []game.Event {
			// Forgotten Graveyard: a face-down Undead defeated by an ability goes under the deck.
			s.Creatures = append(s.Creatures, s.Line[0].Card)
			s.Line = s.Line[1:]
			return []game.Event{{Kind: game.EventRevealed}, {Kind: game.EventDefeated}}
		}, place, "it turned a card face up"},
		{"face-down card to the Graveyard", func(s *game.State) []game.Event {
			s.Graveyard = append(s.Graveyard, s.Line[0].Card)
			s.Line = s.Line[1:]
			return nil
		}, place, "it showed hidden cards"},
		{"draw", func(s *game.State) []game.Event {
			s.Line = append(s.Line, game.LineCard{Card: s.Creatures[0]})
			s.Creatures = s.Creatures[1:]
			return nil
		}, place, "it drew from the Creature deck"},
		{"prompt shows map cards", func(s *game.State) []game.Event {
			s.Tasks = []game.Task{{Kind: game.TaskCheckMap, Cards: []string{s.MapDeck[0], s.Unused[0]}}}
			s.MapDeck, s.Unused = s.MapDeck[1:], s.Unused[1:]
			return nil
		}, place, "it showed hidden cards"},
		{"Unhallowed summoned from its face-up deck", func(s *game.State) []game.Event {
			s.Graveyard = append(s.Graveyard, s.Line[1].Card)
			s.Line[1] = game.LineCard{Card: s.Unhallowed[0], FaceUp: true}
			s.Unhallowed = s.Unhallowed[1:]
			return []game.Event{{Kind: game.EventSummoned}}
		}, choose, ""},
		{"looked at and put back", func(s *game.State) []game.Event {
			return []game.Event{{Kind: game.EventScouted, Value: 1}}
		}, place, "it looked at the top of the Creature deck"},
		{"face-up card to the Horde", func(s *game.State) []game.Event {
			s.Horde = append(s.Horde, s.Line[1].Card)
			s.Line = s.Line[:1]
			return nil
		}, place, ""},
	}
	for _, c := range cases {
		after := base.Clone()
		events := c.change(after)
		assert.Equal(t, c.why, barrier(base, after, c.move, events), c.name)
	}

	// Vanquish removes the face-down top of the Horde from the game, face up.
	before := base.Clone()
	before.Horde, before.Creatures = before.Creatures[:1], before.Creatures[1:]
	after := before.Clone()
	after.Removed, after.Horde = append(after.Removed, after.Horde[0]), nil
	assert.Equal(t, "it showed hidden cards", barrier(before, after, place, []game.Event{{Kind: game.EventVanquished}}))

	// Putting scouted cards back, in answer to the prompt, shows nothing new.
	before = base.Clone()
	before.Tasks = []game.Task{{Kind: game.TaskScout, Cards: before.Creatures[:2]}}
	after = before.Clone()
	after.Tasks = nil
	assert.Empty(t, barrier(before, after, choose, []game.Event{{Kind: game.EventScouted, Value: 2}}))
}

// Swords of the Coin: an Item bought can be taken back, but the end of the Merchant phase that
// refills the Market from the face-down Item deck cannot.
func TestBarrierSwordsMarketRefill(t *testing.T) {
	s, err := game.NewGame(game.Options{Seed: 2, Game: game.GameSwords})
	require.NoError(t, err)
	buy := game.Move{Verb: game.VerbBuy, Card: s.Merchant.Market[0][0], Adventurer: s.Adventurers[0].ID}
	before := s.Clone()
	before.Merchant.Purse, before.Merchant.Bank = 4, before.Merchant.Bank-4
	after := before.Clone()
	after.Merchant.Market[0] = nil
	after.Adventurers[0].Items = []game.Item{{Card: buy.Card}}
	assert.Empty(t, barrier(before, after, buy, nil), "a purchase shows nothing new")

	refilled := after.Clone()
	refilled.Merchant.Market[0], refilled.Merchant.Deck = refilled.Merchant.Deck[:1], refilled.Merchant.Deck[1:]
	assert.Equal(t, "it showed hidden cards", barrier(after, refilled, game.Move{Verb: game.VerbEnd}, nil))
}
