package ui

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/session"
)

// tourSession is scenarios/swords-tour.json after its moves up to the line until (not played).
func tourSession(t *testing.T, until string) *session.Session {
	t.Helper()
	sess := fileSession(t, "../scenarios/swords-tour.json")
	moves, err := os.ReadFile("../scenarios/swords-tour.moves")
	require.NoError(t, err)
	for _, line := range strings.Split(string(moves), "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if line == until {
			return sess
		}
		play(t, sess, line)
	}
	require.FailNow(t, "no such move in the tour", until)
	return nil
}

// boardOf is adventurer adv's board in s, with nothing chosen.
func boardOf(t *testing.T, s *game.State, adv string) boardZone {
	t.Helper()
	a := s.Adventurer(adv)
	require.NotNil(t, a, adv)
	return boardModel(s, a, game.Legal(s), nil, "")
}

// itemOf is the Item card carried on board z.
func itemOf(t *testing.T, z boardZone, card string) boardItem {
	t.Helper()
	for _, it := range z.Items {
		if it.Card == card {
			return it
		}
	}
	require.Failf(t, "no Item", "the %s carries no %s", z.ID, card)
	return boardItem{}
}

// A base game's board in words: name, facts, role, dice, equipped cards with their state and
// buttons, the unused cards; no Item slots and no system of its own.
func TestBoardModelSaysWhatPlayersRead(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	sess := fileSession(t, "../scenarios/first-round.json")
	s := sess.State()
	z := boardOf(t, s, "wizard")
	assert.Equal(t, "Wizard", z.Name)
	assert.Contains(t, z.Tip, "Teleport", "the whole adventurer card in the tooltip")
	assert.Equal(t, "d6 · ranged · 2/2 rests left", z.Facts)
	assert.Empty(t, z.Role)
	assert.Empty(t, z.Rest, "a prompt waits before the camper is chosen")
	assert.Len(t, z.Dice, len(s.Adventurer("wizard").Dice))
	require.NotEmpty(t, z.Slots)
	states := map[string]string{}
	for i, sl := range z.Slots {
		states[sl.Card] = sl.State
		assert.Equal(t, s.Adventurer("wizard").Slots[i].Exhausted, sl.Dimmed, sl.Card)
		assert.Equal(t, cardName(sl.Card), sl.Name)
		assert.Equal(t, "Exhaust", sl.UseWord)
		assert.Equal(t, "+2 fire", sl.FireWord)
		assert.Equal(t, "Exhaust this card for +2 firewood.", sl.FireTip)
		assert.Empty(t, sl.Use, "no card is used before the Watch")
		assert.False(t, sl.Marked)
	}
	assert.Equal(t, "Exhausted", states["wizard.curse"])
	assert.Equal(t, "Ready", states[z.Slots[0].Card])
	require.NotEmpty(t, z.Unused)
	assert.Equal(t, cardName(z.Unused[0].Card), z.Unused[0].Name)
	assert.Empty(t, z.Items, "no Item slots in a base game")
	assert.Nil(t, z.Trophies)
	assert.Nil(t, z.Familiar)
	assert.Nil(t, z.Staff)

	play(t, sess, "choose rogue:1")
	s = sess.State()
	rest := boardOf(t, s, "wizard").Rest
	require.NotEmpty(t, rest, "the camper is chosen now: the Wizard may rest")
	for _, m := range rest {
		assert.Equal(t, game.VerbCamp, m.Verb)
		assert.Equal(t, "wizard", m.Adventurer)
	}
	play(t, sess, "camp wizard")
	s = sess.State()
	assert.Equal(t, "In camp", boardOf(t, s, "wizard").Role)
	assert.Equal(t, "d6 · ranged · 1/2 rests left", boardOf(t, s, "wizard").Facts)
	assert.Equal(t, "On Watch", boardOf(t, s, "rogue").Role)
	assert.Empty(t, boardOf(t, s, "rogue").Rest)
}

// Swords of the Coin's boards: the Monk's upgraded die, the Items with their triggers and
// buttons, an empty Item slot, the staff's charges, the Familiar with Hex on it and a Trophy.
func TestBoardModelOfSwordsOfTheCoin(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	sess := tourSession(t, "attack 1 bountyhunter:6")
	s := sess.State()

	monk := boardOf(t, s, "monk")
	assert.Equal(t, "d6, upgraded: d8 · melee · 1/2 rests left", monk.Facts)
	var notes []string
	for _, d := range monk.Dice {
		if d.Note != "" {
			notes = append(notes, d.Note)
		}
	}
	assert.Equal(t, []string{"Upgraded by Meditate from a d6."}, notes)

	hunter := boardOf(t, s, "bountyhunter")
	require.Len(t, hunter.Items, game.ItemSlots)
	assert.Equal(t, boardItem{Card: "crossbow", Name: "Crossbow", State: "Passive", Trigger: game.TriggerPassive}, hunter.Items[0])
	assert.Empty(t, hunter.Items[1].Card, "the second slot is empty")
	assert.Equal(t, "No Item yet", hunter.Items[1].Name)
	assert.Contains(t, hunter.Items[1].Details, "drag an Item from the Market here")
	require.NotNil(t, hunter.Trophies)
	assert.Equal(t, "No Trophy yet", hunter.Trophies.None)

	artificer := boardOf(t, s, "artificer")
	require.NotNil(t, artificer.Staff)
	assert.Equal(t, s.Adventurer("artificer").Charges, *artificer.Staff)
	flask := itemOf(t, artificer, "oil-flask")
	assert.Equal(t, "Activate", flask.State)
	assert.False(t, flask.Button, "an Activate Item takes a die, not a button")

	witch := boardOf(t, s, "witch")
	require.NotNil(t, witch.Familiar)
	f := *witch.Familiar
	assert.Equal(t, "Crow Familiar", f.Name)
	assert.Equal(t, "3", f.Damage)
	assert.Equal(t, "reach 2", f.Line)
	assert.Equal(t, 1, f.Hex)
	assert.Contains(t, f.Details, "the next 1 First-position powers are negated")
	assert.False(t, f.Dimmed)

	// The Witch's Familiar is chosen as a die: the card is marked.
	familiar := game.DieSpec{Adventurer: "witch", Tamed: game.FamiliarDie}
	assert.True(t, boardModel(s, s.Adventurer("witch"), game.Legal(s), &familiar, "").Familiar.Marked)

	play(t, sess, "attack 1 bountyhunter:6", "choose bear-1")
	s = sess.State()
	hunter = boardOf(t, s, "bountyhunter")
	require.Len(t, hunter.Trophies.Cards, 1)
	bear := hunter.Trophies.Cards[0]
	assert.Equal(t, "bear-1", bear.Card)
	assert.Equal(t, "1", bear.Value, "its value in coins as its title")
	assert.Contains(t, bear.Tip, "sells for 1 coin at the Merchant")
	assert.NotContains(t, bear.Tip, "Tap to sell it now.", "sold only at the Merchant")
	assert.Empty(t, bear.Sell)

}

// A Discard Item has its button, enabled by the engine's moves, and a used card is dimmed.
func TestBoardModelItemButtonsAndCardStates(t *testing.T) {
	require.NoError(t, applyLanguage("en"))
	sess := tourSession(t, "discard fire-bomb 1")
	s := sess.State()
	var bomb *boardItem
	for _, a := range s.Adventurers {
		for _, it := range boardOf(t, s, a.ID).Items {
			if it.Card == "fire-bomb" {
				bomb = &it
			}
		}
	}
	require.NotNil(t, bomb, "someone carries the Fire Bomb")
	assert.True(t, bomb.Button)
	assert.Equal(t, "Discard: Fire Bomb", bomb.Tip)
	assert.NotEmpty(t, bomb.Uses)
	for _, m := range bomb.Uses {
		assert.Equal(t, game.VerbDiscard, m.Verb)
	}

	play(t, sess, "discard fire-bomb 1", "attack 1 witch:familiar witch:4", "use oil-flask artificer:3", "exhaust torch")
	s = sess.State()
	assert.True(t, boardOf(t, s, "witch").Familiar.Dimmed, "the Familiar attacked this Watch")
	assert.Contains(t, boardOf(t, s, "witch").Familiar.Details, "It has attacked this Watch.")
	flask := itemOf(t, boardOf(t, s, "artificer"), "oil-flask")
	assert.Equal(t, "Used this round", flask.State)
	assert.True(t, flask.Dimmed)
	var torches []boardItem
	for _, a := range s.Adventurers {
		for _, it := range boardOf(t, s, a.ID).Items {
			if it.Card == "torch" {
				torches = append(torches, it)
			}
		}
	}
	require.Len(t, torches, 1)
	assert.Equal(t, "Exhausted", torches[0].State)
	assert.True(t, torches[0].Dimmed)
	assert.True(t, torches[0].Button)
	assert.Empty(t, torches[0].Uses, "an exhausted Item's button does nothing")
}

// A die chosen marks the cards it can be used on, and itself.
func TestBoardModelMarksWhereTheChosenDieCanGo(t *testing.T) {
	sess := tourSession(t, "use oil-flask artificer:3")
	s := sess.State()
	three := game.DieSpec{Adventurer: "artificer", Value: 3}
	z := boardModel(s, s.Adventurer("artificer"), game.Legal(s), &three, "")
	assert.True(t, itemOf(t, z, "oil-flask").Marked, "the Oil Flask takes the 3")
	var chosen int
	for _, d := range z.Dice {
		if d.Selected {
			chosen++
			assert.Equal(t, 3, d.Die.Value, "a die of the value chosen")
		}
	}
	assert.Positive(t, chosen)
	assert.False(t, itemOf(t, boardOf(t, s, "artificer"), "oil-flask").Marked, "nothing marked without a die chosen")
}
