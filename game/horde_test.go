package game

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// firstRules sets a scenario up as a record of RulesFirst replays it.
func firstRules(t *testing.T, sc *Scenario) *State {
	t.Helper()
	s, err := (&Record{Format: RecordFormat, Scenario: sc}).Start()
	require.NoError(t, err)
	require.Equal(t, RulesFirst, s.Options.Rules)
	return s
}

// chooseAll answers every pending prompt with its first answer.
func chooseAll(t *testing.T, s *State) *State {
	t.Helper()
	for s.Pending() != nil && !s.Over() {
		s = play(t, s, "choose "+PendingPrompt(s).Options[0])
	}
	return s
}

// "Players can activate and assign dice in whatever order they see fit (there is no turn
// order) until all Creatures have been defeated or all Adventurers run out of useful actions.
// [...] If Adventurers run out of actions and there are still Creatures in the Line, add that
// Creature card to the top of the Horde and exhaust cards based on that Creature's damage."
// (001 and 002, Combat; 004, Fin de tour)
func TestTheHordeIsWhereTheWatchEndsNotAMoveInTheMiddleOfIt(t *testing.T) {
	s := build(t, table(PhaseWatch, up("metal-golem-1"), up("bear-1")))
	assert.NotContains(t, Legal(s), Move{Verb: VerbHorde}, "no move sends one creature to the Horde")
	refused(t, s, "horde", "no creature goes to the Horde while the Watch goes on: the party fights until it stops (end)")
	refused(t, s, "attack 2 ranger:7", "the Metal Golem in position 1 protects the creatures behind it")

	// When the party stops, the Watch is over for every creature left in the Line: one by one
	// from the 1st position, each dealing its damage as it goes.
	s = play(t, s, "end")
	require.Equal(t, TaskExhaust, s.Pending().Kind)
	assert.Equal(t, "metal-golem-1", s.Pending().Card, "the Golem in 1st position goes first")
	assert.Equal(t, 2, s.Pending().Count, "the Golem's damage")
	assert.Equal(t, []string{"bear-1"}, lineCards(s), "the Bear waits its turn")
	assert.Equal(t, "metal-golem-1", s.Horde[0])
	refused(t, s, "attack 1 warrior:8", "first answer the prompt")
	s = play(t, s, "choose warrior.wound", "choose warrior.throw-axe")
	require.NotNil(t, s.Pending(), "then the Bear's damage")
	assert.Equal(t, "bear-1", s.Pending().Card)
	s = play(t, s, "choose ranger.long-shot")
	assert.Equal(t, []string{"bear-1", "metal-golem-1"}, s.Horde[:2])
	assert.Equal(t, 3, s.Round, "the round is over")

	// The command line and the window show the reason in words.
	m, err := ParseMove("horde")
	require.NoError(t, err, "older records hold the move: it is still read")
	_, _, err = Apply(build(t, table(PhaseWatch, up("bear-1"))), m)
	assert.EqualError(t, err, "no creature goes to the Horde while the Watch goes on: the party fights until it stops (end), and then every creature left in the Line goes to the Horde, one by one from the 1st position")
}

// Records made before the rules edition replay by the rules they were played by: the horde
// move sent the creature in 1st position to the Horde and the party fought on.
func TestRecordsOfTheFirstRulesKeepTheirHordeMove(t *testing.T) {
	s := firstRules(t, table(PhaseWatch, up("metal-golem-1"), up("bear-1")))
	assert.Contains(t, Legal(s), Move{Verb: VerbHorde})
	s = play(t, s, "horde", "choose warrior.wound", "choose warrior.throw-axe")
	assert.Equal(t, []string{"metal-golem-1"}, s.Horde[:1])
	s = play(t, s, "attack 1 ranger:7")
	assert.Equal(t, "bear-1", s.Graveyard[0])
	refused(t, firstRules(t, table(PhaseCamp)), "horde", "creatures go to the Horde only during the Watch")

	// A record saved by the first rules' engine: the horde move, the Watch's end, the 23
	// locations of Options.Locations "". It replays to the very table it saved (LoadRecord
	// checks the hash of the whole table).
	data, err := os.ReadFile("testdata/record-first-rules.json")
	require.NoError(t, err)
	rec, s, err := LoadRecord(data)
	require.NoError(t, err)
	assert.Contains(t, rec.Moves, "horde")
	assert.Equal(t, RulesFirst, s.Options.Rules)
	assert.Equal(t, rec.Hash, s.Hash())
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	start, err := rec.Start()
	require.NoError(t, err)
	dealt := append(append(cloneStrings(start.MapDeck), start.Unused...), start.Location)
	assert.Len(t, dealt, 23, "the first engine's pool")
	assert.Contains(t, dealt, "forbidden-tower")
	retail := 0
	for _, c := range dealt {
		if cat.Cards[c].Retail {
			retail++
		}
	}
	assert.Less(t, retail, len(dealt), "locations outside the retail box are dealt")
}

// "Ajoutez une par une toutes les Créatures invaincues à la Horde, en déclenchant leurs
// Pouvoirs si besoin." (004, Fin de tour) "Déplacez ces cartes sur le sommet de la pile Horde
// une par une. Résolvez leurs éventuels Pouvoirs (Première position...) si nécessaire" (004,
// Fin de tour): a creature that comes to the 1st position as the ones in front of it leave
// fires its First-position power before it goes.
func TestCreaturesGoingToTheHordeOneByOneTriggerTheirPowers(t *testing.T) {
	// endWatch ends the Watch of a table by the current rules and by the first rules (where no
	// power fired), answering every prompt, so that the difference is what the powers did.
	endWatch := func(t *testing.T, sc *Scenario) (now, then *State) {
		t.Helper()
		now = chooseAll(t, play(t, build(t, sc), "end"))
		then = chooseAll(t, play(t, firstRules(t, sc), "end"))
		return now, then
	}
	t.Run("Fae: firewood -1", func(t *testing.T) {
		s, then := endWatch(t, table(PhaseWatch, up("bear-1"), up("fae-1")))
		assert.Equal(t, then.Firewood-1, s.Firewood)
		assert.Equal(t, []string{"fae-1", "bear-1"}, s.Horde[:2])
	})
	t.Run("Wyvern: firewood -3", func(t *testing.T) {
		s, then := endWatch(t, table(PhaseWatch, up("bear-1"), up("wyvern-1")))
		assert.Equal(t, then.Firewood-3, s.Firewood)
	})
	t.Run("Ember Drake: exhaust a card and firewood -3, then its damage", func(t *testing.T) {
		s, then := endWatch(t, table(PhaseWatch, up("bear-1"), up("ember-drake-1")))
		assert.Equal(t, then.Firewood-3, s.Firewood)
		assert.Equal(t, readyCount(then)-1, readyCount(s), "one card more than the damage of the Bear (1) and the Drake (3)")
	})
	t.Run("Fell Beast: a creature drawn in front of it goes to the Horde too", func(t *testing.T) {
		s, then := endWatch(t, table(PhaseWatch, up("bear-1"), up("fell-beast-1")))
		assert.Equal(t, []string{"fell-beast-1", "wolf-1", "bear-1"}, s.Horde[:3], "the Wolf from the top of the Creature deck")
		assert.Equal(t, []string{"fell-beast-1", "bear-1"}, then.Horde[:2])
		assert.Equal(t, readyCount(then)-1, readyCount(s), "the Wolf's damage too")
	})
	t.Run("Acolyte: a Summon in the Graveyard goes back into the Creature deck", func(t *testing.T) {
		sc := table(PhaseWatch, up("bear-1"), up("acolyte-1"))
		sc.Graveyard = []string{"summon-1"}
		s, then := endWatch(t, sc)
		assert.Contains(t, s.Creatures, "summon-1")
		assert.NotContains(t, s.Graveyard, "summon-1")
		assert.Contains(t, then.Graveyard, "summon-1")
	})
	t.Run("Bandit: its power fires (the Fetid Swamp costs 1 firewood) but no die is left to take", func(t *testing.T) {
		sc := at(table(PhaseWatch, up("bear-1"), up("bandit-1")), "fetid-swamp")
		s := play(t, build(t, sc), "end", "choose warrior.wound")
		require.NotNil(t, s.Pending())
		assert.Equal(t, TaskExhaust, s.Pending().Kind, "no die to choose: the Bandit's damage comes next")
		assert.Equal(t, "bandit-1", s.Pending().Card)
		assert.Equal(t, sc.Firewood-1, s.Firewood)
	})
	t.Run("Minotaur: exhaust a card", func(t *testing.T) {
		s, then := endWatch(t, table(PhaseWatch, up("bear-1"), up("minotaur")))
		assert.Equal(t, readyCount(then)-1, readyCount(s))
	})
	t.Run("a power that has fired does not fire again", func(t *testing.T) {
		sc := table(PhaseWatch, up("fae-1"), up("bear-1"))
		assert.Equal(t, sc.Firewood-1, build(t, sc).Firewood, "the Fae fired when the Watch began")
		s, then := endWatch(t, sc)
		assert.Equal(t, then.Firewood, s.Firewood)
	})
	t.Run("a face-down creature is not revealed and fires nothing", func(t *testing.T) {
		sc := table(PhaseWatch, up("bear-1"), down("wyvern-1"))
		sc.Firewood = 4
		s, then := endWatch(t, sc)
		assert.Equal(t, then.Firewood, s.Firewood)
		assert.Equal(t, []string{"wyvern-1", "bear-1"}, s.Horde[:2])
	})
	t.Run("records of the first rules: no power fires", func(t *testing.T) {
		sc := table(PhaseWatch, up("bear-1"), up("wyvern-1"))
		s := play(t, firstRules(t, sc), "end", "choose warrior.wound")
		assert.Equal(t, sc.Firewood, s.Firewood)
		s = play(t, build(t, sc), "end", "choose warrior.wound")
		assert.Equal(t, sc.Firewood-3, s.Firewood, "the current rules, before the Wyvern leaves")
	})
}

// "20 Location Cards" (001, Components): a new game deals the retail box's locations unless
// asked for another pool; an older record keeps the pool it recorded.
func TestTheBoxsLocationsByDefault(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	dealt := func(s *State) []string {
		return append(append(cloneStrings(s.MapDeck), s.Unused...), s.Location)
	}
	for seed := range uint64(20) {
		s, err := NewGame(Options{Seed: seed})
		require.NoError(t, err)
		assert.Equal(t, RulesCurrent, s.Options.Rules, "a new game records its rules")
		assert.Len(t, dealt(s), 20)
		for _, c := range dealt(s) {
			assert.True(t, cat.Cards[c].Retail, "%s is in the retail box", c)
		}
		first, err := NewGame(Options{Seed: seed, Locations: LocationsFirst})
		require.NoError(t, err)
		assert.Len(t, dealt(first), 23)
		for _, c := range dealt(first) {
			assert.NotContains(t, firstEngineMissing, c)
		}
		old, err := (&Record{Format: RecordFormat, Options: &Options{Seed: seed}}).Start()
		require.NoError(t, err)
		assert.Equal(t, dealt(first), dealt(old), "a record without rules deals what it dealt then")
	}
	_, err = NewGame(Options{Seed: 1, Locations: "box"})
	assert.EqualError(t, err, `unknown location pool "box" (choose retail, all, first)`)
	_, err = NewGame(Options{Seed: 1, Rules: RulesCurrent + 1})
	assert.ErrorContains(t, err, "rules edition 2 is unknown to this version of the game")
}
