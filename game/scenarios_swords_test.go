package game

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Swords of the Coin scenario files under scenarios/, replayed with their moves.
func TestSwordsScenarioFiles(t *testing.T) {
	replay := func(t *testing.T, name string) *State {
		return play(t, loadScenario(t, name+".json"), readMoves(t, name+".moves")...)
	}
	t.Run("Riders and Stun", func(t *testing.T) {
		s := replay(t, "swords-riders-stun")
		assert.Equal(t, []string{"bear-1", "beast-rider-1", "wolf-1"}, s.Graveyard)
		assert.Equal(t, []string{"giant-spider-1"}, lineCards(s))
		assert.True(t, slotOf(s, "ranger.long-shot").UsedWithDie)
		assert.True(t, slotOf(s, "wizard.curse").UsedWithDie)
	})
	t.Run("Trophies", func(t *testing.T) {
		s := replay(t, "swords-trophies")
		assert.Equal(t, []string{"wolf-1"}, s.Adventurer("bountyhunter").Trophies)
		assert.Equal(t, []string{"storm-dragon-1", "wyrmling-2"}, s.Graveyard)
		assert.Equal(t, 8, s.Firewood, "Bloodlust")
	})
	t.Run("Witch", func(t *testing.T) {
		s := replay(t, "swords-witch")
		assert.Equal(t, 7, s.Firewood, "the Wyvern was hexed")
		assert.Equal(t, []string{"hill-giant-1", "bear-1"}, s.Graveyard)
		assert.Equal(t, 2, s.Line[0].Damage, "Wither with X = 1 on the Wyvern")
		assert.True(t, s.Effects.FamiliarUsed)
	})
	t.Run("Monk and staff", func(t *testing.T) {
		s := replay(t, "swords-monk-staff")
		assert.Equal(t, 12, s.Adventurer("monk").Dice[1].Sides)
		assert.Equal(t, 1, s.Adventurer("artificer").Charges)
	})
}

// scenarios/swords-tour.json with swords-tour.moves goes through a purchase, an Item of each
// trigger, a Trophy kept and sold, a Familiar attack, a Hex, a die upgrade and staff charges;
// each step is checked where it happens.
func TestSwordsTourScenario(t *testing.T) {
	s := loadScenario(t, "swords-tour.json")
	require.Empty(t, Check(s))
	type step struct {
		move   string
		events []Event
		after  *State
	}
	var steps []step
	for _, text := range readMoves(t, "swords-tour.moves") {
		m, err := ParseMove(text)
		require.NoError(t, err, text)
		next, events, err := Apply(s, m)
		require.NoError(t, err, text)
		require.Empty(t, Check(next), text)
		steps = append(steps, step{text, events, next})
		s = next
	}
	at := func(move string) step {
		for _, st := range steps {
			if st.move == move {
				return st
			}
		}
		t.Fatalf("the tour has no move %q", move)
		return step{}
	}
	has := func(st step, kind EventKind, card string) bool {
		return slices.ContainsFunc(st.events, func(e Event) bool { return e.Kind == kind && (card == "" || e.Card == card) })
	}

	st := at("place 2 action")
	assert.True(t, has(st, EventUpgraded, "meditate"), "Meditate")
	assert.Equal(t, 8, st.after.Adventurer("monk").Dice[1].Sides, "the Monk's d6 showing 2 is a d8")
	assert.Equal(t, 4, at("place 6 map").after.Merchant.Purse, "Check Map's two coins")

	st = at("buy crossbow bountyhunter")
	assert.True(t, has(st, EventBought, "crossbow"))
	assert.Equal(t, 2, st.after.Merchant.Purse)
	assert.Equal(t, []string{"fire-bomb", "oil-flask"}, itemsOf(at("buy oil-flask artificer").after, "artificer"))

	st = at("use witch.hex witch:1")
	assert.True(t, has(st, EventHex, "witch.hex"))
	assert.Positive(t, st.after.Effects.Hex, "Hex waits for First-position powers")

	st = at("attack 1 bountyhunter:6")
	assert.Equal(t, TaskTrophy, st.after.Pending().Kind)
	assert.Equal(t, []string{"bear-1"}, at("choose bear-1").after.Adventurer("bountyhunter").Trophies)

	st = at("discard fire-bomb 1")
	assert.True(t, has(st, EventItemDamage, "skeletons-2"), "Discard: the Fire Bomb")
	assert.Equal(t, []string{"oil-flask"}, itemsOf(st.after, "artificer"), "the Fire Bomb is used up")
	assert.Equal(t, "fire-bomb", st.after.Merchant.Deck[len(st.after.Merchant.Deck)-1], "under the Item deck")

	st = at("attack 1 witch:familiar witch:4")
	assert.True(t, st.after.Effects.FamiliarUsed)
	assert.True(t, has(st, EventPeeked, ""), "the Crow peeks at the Map")
	assert.Equal(t, "skeletons-2", st.after.Graveyard[0])

	st = at("use oil-flask artificer:3")
	assert.True(t, has(st, EventItem, "oil-flask"), "Activate: the Oil Flask")
	assert.True(t, st.after.Adventurer("artificer").Items[0].Used)
	st = at("exhaust torch")
	assert.True(t, has(st, EventItem, "torch"), "Exhaust: the Torch")
	assert.True(t, st.after.Adventurer("witch").Items[0].Exhausted)
	assert.Equal(t, 11, st.after.Firewood)

	st = at("use artificer.arc-bolt artificer:6 1")
	assert.Equal(t, 6, st.after.Adventurer("artificer").Charges, "two of the staff's 8 charges spent")
	assert.True(t, has(st, EventCharges, "artificer.arc-bolt"))

	// Passive: without the Crossbow the 3rd position is out of the Bounty Hunter's reach.
	before := at("fire witch.evil-eye").after.Clone()
	before.Adventurer("bountyhunter").Items = nil
	refused(t, before, "attack 3 bountyhunter:8", "")
	assert.Equal(t, []string{"bear-1", "wolf-2"}, at("choose wolf-2").after.Adventurer("bountyhunter").Trophies)

	st = at("sell wolf-2")
	assert.True(t, has(st, EventSold, "wolf-2"))
	assert.Equal(t, 2, st.after.Merchant.Purse)
	assert.Equal(t, "wolf-2", st.after.Graveyard[0])
	assert.Equal(t, []string{"bear-1"}, st.after.Adventurer("bountyhunter").Trophies)
	assert.Equal(t, []string{"torch", "whetstone"}, itemsOf(s, "witch"))
	assert.Equal(t, PhaseWatch, s.Phase)
	assert.Equal(t, 3, s.Round)
}
