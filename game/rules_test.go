package game

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// table is a standard scenario for rules tests: Warrior (melee d8), Ranger (ranged d8) and
// Wizard (ranged d6) on Watch, the Rogue in camp, at the Sea Fortress (whose rule matters only
// when a Summon is revealed). Cards in the Line are taken out of the Creature deck.
func table(phase Phase, line ...ScenarioCard) *Scenario {
	sc := newTable(phase, line)
	for _, lc := range line {
		sc.Creatures = removeString(sc.Creatures, lc.Card)
	}
	return sc
}

func newTable(phase Phase, line []ScenarioCard) *Scenario {
	return &Scenario{
		Format: ScenarioFormat, Seed: 5, Round: 2, Phase: phase, Firewood: 7, Location: "sea-fortress",
		Map:        []string{"dark-woods", "goblin-caves", "frost-caverns", "forbidden-tower"},
		Unused:     []string{"barren-plains", "cliff-watch"},
		Creatures:  []string{"bear-1", "wolf-1", "eagle-1", "bear-2", "wolf-2", "eagle-2"},
		Unhallowed: []string{"warlord", "hydra"},
		Camper:     "rogue",
		Line:       line,
		Adventurers: []ScenarioAdventurer{
			{ID: "warrior", Dice: []int{8, 5, 2}, Slots: []Slot{{Card: "warrior.wound"}, {Card: "warrior.throw-axe"}, {Card: "warrior.giants-bane", Exhausted: true}}, Unused: []string{"warrior.berserker", "warrior.cleave"}},
			{ID: "ranger", Dice: []int{7, 4, 1}, Slots: []Slot{{Card: "ranger.long-shot"}, {Card: "ranger.slumber"}, {Card: "ranger.far-sight", Exhausted: true}}, Unused: []string{"ranger.elf-senses", "ranger.sharpshooter"}},
			{ID: "wizard", Dice: []int{6, 3, 3}, Slots: []Slot{{Card: "wizard.shockbolt"}, {Card: "wizard.curse"}, {Card: "wizard.polymorph", Exhausted: true}}, Unused: []string{"wizard.chaos-blast", "wizard.illuminate"}},
			{ID: "rogue", Dice: []int{6, 6, 6}, Slots: []Slot{{Card: "rogue.backstab", Exhausted: true}, {Card: "rogue.poison-blade"}, {Card: "rogue.smoke-bomb"}}, Unused: []string{"rogue.throwing-daggers", "rogue.stay-dead"}, Rests: 1},
		},
	}
}

// exhaustAll exhausts every equipped card of the first n adventurers of a table.
func exhaustAll(sc *Scenario, n int) {
	for i := range sc.Adventurers[:n] {
		for j := range sc.Adventurers[i].Slots {
			sc.Adventurers[i].Slots[j].Exhausted = true
		}
	}
}

func up(card string) ScenarioCard   { return ScenarioCard{Card: card, FaceUp: true} }
func down(card string) ScenarioCard { return ScenarioCard{Card: card} }

func build(t *testing.T, sc *Scenario) *State {
	t.Helper()
	s, err := sc.Build()
	require.NoError(t, err)
	return s
}

// refused checks that a move is refused with a message containing want, and changes nothing.
func refused(t *testing.T, s *State, move, want string) {
	t.Helper()
	m, err := ParseMove(move)
	require.NoError(t, err)
	before := s.Hash()
	_, _, err = Apply(s, m)
	require.Error(t, err, move)
	assert.Contains(t, err.Error(), want)
	assert.Equal(t, before, s.Hash(), "a refused move changes nothing")
}

func readyCount(s *State) int {
	n := 0
	for _, a := range s.Adventurers {
		for _, sl := range a.Slots {
			if !sl.Exhausted {
				n++
			}
		}
	}
	return n
}

func TestSetupFollowsTheRulebook(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	for i, diff := range Difficulties {
		s, err := NewGame(Options{Seed: uint64(10 + i), Difficulty: diff})
		require.NoError(t, err)
		require.Empty(t, Check(s))
		summons, acolytes := 0, 0
		var summonAt []int
		for k, c := range s.Creatures {
			switch cat.Cards[c].Kind {
			case KindSummon:
				summons++
				summonAt = append(summonAt, k)
			case KindAcolyte:
				acolytes++
			}
		}
		assert.Equal(t, i+1, summons, diff)
		assert.Equal(t, 2, acolytes, "both Acolytes are always in")
		assert.Len(t, s.Creatures, 30+i+1)
		// One Summon in each pile, the smaller piles at the bottom.
		size, rest := 30/(i+1), 30%(i+1)
		start := 0
		for p := range i + 1 {
			n := size + 1
			if p < rest {
				n++
			}
			assert.True(t, summonAt[p] >= start && summonAt[p] < start+n, "pile %d of %s holds its Summon", p, diff)
			start += n
		}
		assert.Len(t, s.Horde, 1, "one Unhallowed face down in the Horde")
		assert.Len(t, s.Unhallowed, 7)
		assert.Len(t, s.MapDeck, 8, "7 locations and the final one after the first")
		assert.Equal(t, LocationFinal, cat.Cards[s.MapDeck[7]].LocationKind)
		assert.Equal(t, LocationRegular, cat.Cards[s.Location].LocationKind)
		assert.Equal(t, 7, s.Firewood)
		assert.Len(t, s.Adventurers, 4)
		for _, a := range s.Adventurers {
			assert.Len(t, a.Slots, 3)
			assert.Len(t, a.Unused, 2)
			exhausted := 0
			for _, sl := range a.Slots {
				if sl.Exhausted {
					exhausted++
				}
			}
			assert.Equal(t, 1, exhausted, "one equipped card starts exhausted")
		}
		assert.Equal(t, PhaseCamper, s.Phase)
	}
	s, err := NewGame(Options{Seed: 3, RandomFirewood: true, Adventurers: []string{"cleric", "rogue", "warrior", "wizard"}, FinalLocation: "forbidden-tower"})
	require.NoError(t, err)
	assert.True(t, s.Firewood >= 1 && s.Firewood <= 8)
	assert.Equal(t, "forbidden-tower", s.MapDeck[7])
}

func TestSetupRejectsBadOptions(t *testing.T) {
	for want, opts := range map[string]Options{
		"unknown adventurer":      {Adventurers: []string{"ranger", "rogue", "warrior", "pirate"}},
		"exactly 4":               {Adventurers: []string{"ranger", "rogue", "warrior"}},
		"chosen twice":            {Adventurers: []string{"ranger", "rogue", "warrior", "rogue"}},
		"unknown difficulty":      {Difficulty: "nightmare"},
		"unknown location pool":   {Locations: "some"},
		"unknown creature deck":   {CreatureDeck: "themed"},
		"is not a final location": {FinalLocation: "dark-woods"},
	} {
		_, err := NewGame(opts)
		require.Error(t, err, want)
		assert.Contains(t, err.Error(), want)
	}
}

func TestEveryoneRestsTwice(t *testing.T) {
	sc := table(PhaseCamper)
	sc.Adventurers[0].Rests = 2
	s := build(t, sc)
	refused(t, s, "camp warrior", "already rested twice")
	s = play(t, s, "camp ranger")
	assert.Equal(t, 1, s.Adventurer("ranger").Rests)
	assert.False(t, s.Adventurer("ranger").Slot("ranger.far-sight").Exhausted, "the camper refreshes a card")
}

func TestChopWoodThreeTimes(t *testing.T) {
	s := build(t, table(PhaseCamp))
	s = play(t, s, "place 6 chop", "place 6 chop", "place 6 chop")
	assert.Equal(t, 13, s.Firewood)
	s = build(t, table(PhaseCamp))
	s.Camp.Chop = []int{1, 2, 3}
	refused(t, s, "place 6 chop", "room for three")
}

func TestScoutAheadNeedsRisingDice(t *testing.T) {
	sc := table(PhaseCamp)
	sc.Adventurers[3].Dice = []int{5, 3, 6}
	s := build(t, sc)
	s = play(t, s, "place 5 scout")
	p := PendingPrompt(s)
	require.NotNil(t, p)
	assert.Len(t, p.Options, 6, "two cards: both on top (2 orders), both at the bottom (2), one each (2)")
	refused(t, s, "choose wolf-1,bear-1", `is not an answer to: Scout Ahead: put each card back on top or at the bottom of the Creature deck. (write the cards for the top in order, one "/", then those for the bottom)`)
	refused(t, s, "choose wolf-1/eagle-1", `"eagle-1" is not one of the cards looked at`)
	refused(t, s, "choose wolf-1/wolf-1", "is named twice")
	refused(t, s, "choose /bear-1", "is left out")
	s = play(t, s, "choose wolf-1/bear-1")
	assert.Equal(t, "wolf-1", s.Creatures[0])
	assert.Equal(t, "bear-1", s.Creatures[len(s.Creatures)-1])
	refused(t, s, "place 3 scout", "must be higher than 5")
	play(t, s, "place 6 scout")
}

func TestCheckMapAndHeal(t *testing.T) {
	sc := table(PhaseCamp)
	sc.Adventurers[3].Dice = []int{3, 4, 6}
	s := build(t, sc)
	refused(t, s, "place 3 map", "4 or more")
	refused(t, s, "place 4 heal", "exactly 6")
	s = play(t, s, "place 4 map", "choose barren-plains")
	assert.Equal(t, "barren-plains", s.MapDeck[0])
	assert.Equal(t, "dark-woods", s.Unused[len(s.Unused)-1])
	s = play(t, s, "place 6 heal")
	require.NotNil(t, PendingPrompt(s))
	s = play(t, s, "choose ranger.far-sight")
	assert.False(t, s.Adventurer("ranger").Slot("ranger.far-sight").Exhausted)

	sc = table(PhaseCamp)
	sc.Map = []string{"forbidden-tower"}
	refused(t, build(t, sc), "place 6 map", "final location cannot be swapped")
}

func TestEquipKeepsExhaustion(t *testing.T) {
	s := build(t, table(PhaseCamp))
	s = play(t, s, "place 6 equip")
	s, events, err := Apply(s, mustParse(t, "choose rogue.backstab>rogue.stay-dead"))
	require.NoError(t, err)
	require.NotEmpty(t, events)
	assert.Equal(t, Event{Kind: EventEquipped, Card: "rogue.stay-dead", Adventurer: "rogue", Value: 1}, events[0], "the event says it comes in exhausted")
	sl := s.Adventurer("rogue").Slot("rogue.stay-dead")
	require.NotNil(t, sl)
	assert.True(t, sl.Exhausted, "swapped for an exhausted card, the new one is exhausted too")
	assert.Contains(t, s.Adventurer("rogue").Unused, "rogue.backstab")
}

func TestRunesNeedMatchingDice(t *testing.T) {
	sc := table(PhaseCamp)
	sc.Graveyard = []string{"lich"}
	sc.Horde = []string{"bear-1"}
	sc.Creatures = removeString(sc.Creatures, "bear-1")
	sc.Adventurers[3].Dice = []int{6, 6, 2}
	s := build(t, sc)
	refused(t, s, "rune 6 seal vanquish bolster", "3 unused dice showing 6")
	refused(t, s, "rune 2 seal vanquish", "2 unused dice showing 2")
	refused(t, s, "rune 6 seal seal", "cannot be chosen twice")
	s = play(t, s, "rune 6 seal vanquish")
	assert.Equal(t, "lich", s.Unhallowed[len(s.Unhallowed)-1], "Seal puts the Unhallowed under the deck")
	assert.Empty(t, s.Horde, "Vanquish removes the top of the Horde")
	assert.Contains(t, s.Removed, "bear-1")
	refused(t, s, "rune 6 bolster seal", "already been cast")
}

func TestRevealLevels(t *testing.T) {
	for fw, want := range map[int]int{1: 1, 6: 1, 7: 2, 11: 2, 12: 3, 15: 3} {
		assert.Equal(t, want, RevealLevel(fw), "firewood %d", fw)
	}
	sc := table(PhaseWatch, down("bear-1"), down("wolf-1"), down("eagle-1"), down("bear-2"))
	sc.Creatures = []string{"wolf-2", "eagle-2"}
	sc.Firewood = 12
	s := build(t, sc)
	assert.True(t, s.Line[2].FaceUp)
	assert.False(t, s.Line[3].FaceUp, "firewood 12 reveals three")
}

// A melee adventurer reaches the 1st position, a ranged one the 2nd; the Metal Golem shields
// what is behind it.
func TestRange(t *testing.T) {
	sc := table(PhaseWatch, up("bear-1"), up("wolf-1"), up("eagle-1"))
	sc.Creatures = []string{"wolf-2"}
	s := build(t, sc)
	refused(t, s, "attack 2 warrior:8", "reaches only the creature in 1st position")
	refused(t, s, "attack 3 ranger:7", "reaches only the first 2 positions")
	s = play(t, s, "attack 2 ranger:7")
	assert.Equal(t, []string{"bear-1", "eagle-1"}, lineCards(s))

	sc = table(PhaseWatch, up("metal-golem-1"), up("wolf-1"))
	sc.Creatures = []string{"wolf-2"}
	refused(t, build(t, sc), "attack 2 ranger:7", "Metal Golem")
}

func TestDirectAttacksCombineDice(t *testing.T) {
	sc := table(PhaseWatch, up("bear-2"), up("fell-beast-1"))
	sc.Creatures = []string{"wolf-2"}
	s := build(t, sc)
	s = play(t, s, "attack 1 warrior:2")
	assert.Equal(t, 2, s.Line[0].Damage, "dice stay on a creature until its health is met")
	s = play(t, s, "attack 1 ranger:4")
	assert.Equal(t, "bear-2", s.Graveyard[0], "2 + 4 meets the Bear's 5")
	refused(t, s, "attack 1 ranger:4", "no unused die showing 4")
	refused(t, s, "attack 1 rogue:6", "not on Watch")
}

func TestSummonBringsTheUnhallowed(t *testing.T) {
	sc := table(PhaseWatch, down("summon-1"), down("bear-1"))
	sc.Location = "dark-woods"
	sc.Map = []string{"sea-fortress", "goblin-caves", "frost-caverns", "forbidden-tower"}
	s := build(t, sc)
	p := PendingPrompt(s)
	require.NotNil(t, p)
	assert.Equal(t, TaskSummon, p.Kind)
	assert.ElementsMatch(t, []string{"warrior.wound", "warrior.throw-axe", "ranger.long-shot", "ranger.slumber", "wizard.shockbolt", "wizard.curse"}, p.Options,
		"any ready card of the Watch, never the camper's")
	s = play(t, s, "choose ranger.slumber")
	assert.Equal(t, "warlord", s.Line[0].Card)
	assert.True(t, s.Line[0].FaceUp)
	assert.Equal(t, "summon-1", s.Graveyard[0])
	assert.Equal(t, 4+2+1, Health(s, 1), "the Warlord gives +2; Dark Woods +1 to the Bear")

	sc = table(PhaseWatch, down("summon-1"), down("bear-1"))
	sc.Unhallowed = nil
	s = build(t, sc)
	assert.Equal(t, "lost", s.Result)
	assert.Contains(t, s.Reason, "Unhallowed deck is empty")
}

func TestFirewoodZeroMustBeFed(t *testing.T) {
	sc := table(PhaseWatch, down("wyvern-1"), down("bear-1"))
	sc.Firewood = 3
	s := build(t, sc)
	prompt(t, s, TaskFireZero)
	s = play(t, s, "choose warrior.wound")
	assert.Equal(t, 2, s.Firewood)

	sc = table(PhaseWatch, down("wyvern-1"))
	sc.Firewood = 2
	exhaustAll(sc, 3)
	sc.Adventurers[0].Slots[0].Exhausted = false
	s = build(t, sc)
	assert.Nil(t, PendingPrompt(s), "a prompt with one answer resolves itself")
	assert.Equal(t, 2, s.Firewood)
	assert.True(t, s.Adventurer("warrior").Slot("warrior.wound").Exhausted)
}

func TestFirewoodZeroWithNothingToExhaustLoses(t *testing.T) {
	sc := table(PhaseWatch, down("wyvern-1"))
	sc.Firewood = 3
	exhaustAll(sc, 3)
	s := build(t, sc)
	assert.Equal(t, "lost", s.Result)
	assert.Contains(t, s.Reason, "campfire went out")
}

// The Wyvern lowering the fire stops further reveals (French FAQ).
func TestWyvernStopsTheReveals(t *testing.T) {
	sc := table(PhaseWatch, down("wyvern-1"), down("bear-1"))
	sc.Firewood = 7
	s := build(t, sc)
	assert.Equal(t, 4, s.Firewood)
	assert.False(t, s.Line[1].FaceUp, "firewood 4 reveals only one")
}

func TestEndOfWatch(t *testing.T) {
	sc := table(PhaseWatch, up("eagle-1"), up("forest-giant-1"), down("wolf-1"))
	sc.Creatures = []string{"bear-1"}
	s := build(t, sc)
	s = play(t, s, "end")
	p := PendingPrompt(s)
	require.NotNil(t, p, "the Eagle deals 1: the party chooses which card")
	s = play(t, s, "choose wizard.curse", "choose warrior.throw-axe", "choose ranger.slumber", "choose wizard.shockbolt")
	assert.Equal(t, []string{"wolf-1", "forest-giant-1", "eagle-1"}, s.Horde[:3], "one by one from the 1st, face down on the Horde")
	assert.Equal(t, 2, readyCount(s)-2, "4 damage: the Watch's 6 ready cards become 2 (the Rogue in camp keeps her 2)")
	assert.Equal(t, 3, s.Round, "the Watch did not fall")
}

func TestRoundEndsWhenTheLineIsClear(t *testing.T) {
	sc := table(PhaseWatch, up("eagle-1"))
	sc.Creatures = []string{"bear-1"}
	s := build(t, sc)
	s = play(t, s, "attack 1 warrior:5")
	assert.Equal(t, 3, s.Round)
	assert.Equal(t, "dark-woods", s.Location)
	assert.Equal(t, 9, s.Firewood, "Dark Woods adds 2")
	assert.Equal(t, PhaseCamper, s.Phase)
	for _, a := range s.Adventurers {
		for _, d := range a.Dice {
			assert.Equal(t, DieFree, d.State, "every die is rolled again")
		}
	}
}

func TestWatchFallsWhenAllExhausted(t *testing.T) {
	sc := table(PhaseWatch, up("ember-drake-1"))
	for i := range sc.Adventurers[:3] {
		for j := range sc.Adventurers[i].Slots {
			sc.Adventurers[i].Slots[j].Exhausted = j > 0 || i > 0
		}
	}
	sc.Firewood = 12
	s := build(t, sc)
	assert.Equal(t, "", s.Result, "the Watch falls at the end of the round, not before")
	s = play(t, s, "end")
	assert.Equal(t, "lost", s.Result)
	assert.Contains(t, s.Reason, "party has fallen")
}

// Shortfall weighs the damage of the Line left, and of the creatures gone to the Horde whose
// damage is still to be taken, against the ready ability cards on Watch.
func TestShortfall(t *testing.T) {
	s := build(t, finalTable())
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	ready := 0
	for _, a := range s.Adventurers {
		if a.OnWatch {
			ready += len(a.Slots) - a.ExhaustedCards()
		}
	}
	bear, wolf := cat.Cards["bear-1"].Damage, cat.Cards["wolf-1"].Damage
	require.Positive(t, bear+wolf)
	assert.Equal(t, bear+wolf-ready, Shortfall(s))
	s = play(t, s, "attack 1 rogue:6")
	assert.Equal(t, wolf-ready, Shortfall(s), "a defeated creature deals nothing")
	s = play(t, s, "end")
	assert.Equal(t, wolf-ready, Shortfall(s), "the damage still to be taken counts until the cards are chosen")
}

// finalTable is the standard table at the Forbidden Tower in round 9, with a Wolf in the Horde
// and a Bear on the Creature deck.
func finalTable() *Scenario {
	sc := table(PhaseCamper)
	sc.Location, sc.Round, sc.Map, sc.Camper = "forbidden-tower", 9, nil, ""
	sc.Horde = []string{"wolf-1"}
	sc.Creatures = []string{"bear-1"}
	sc.Visited = []string{"dark-woods", "goblin-caves", "frost-caverns", "sea-fortress"}
	return sc
}

// The party fights in the Watch's phase while no prompt waits.
func TestFighting(t *testing.T) {
	s := build(t, table(PhaseWatch, ScenarioCard{Card: "bear-1", FaceUp: true}))
	assert.True(t, Fighting(s))
	assert.False(t, Fighting(build(t, table(PhaseCamper))))
	s.Tasks = append(s.Tasks, Task{Kind: TaskExhaust, Count: 1})
	require.NotNil(t, s.Pending())
	assert.False(t, Fighting(s), "a prompt waits")
}

func TestFinalRound(t *testing.T) {
	sc := finalTable()
	s := build(t, sc)
	assert.True(t, FinalRound(s))
	assert.False(t, FinalRound(build(t, table(PhaseCamper))), "a table at another location")
	assert.Equal(t, PhaseWatch, s.Phase, "nobody rests at the final location")
	assert.Equal(t, []string{"bear-1", "wolf-1"}, lineCards(s), "the Horde lines up behind the Line")
	assert.True(t, s.Adventurer("rogue").OnWatch, "everybody is on Watch")
	s = play(t, s, "attack 1 rogue:6")
	s = play(t, s, "fire warrior.wound")
	assert.Equal(t, 10, s.Firewood, "the Forbidden Tower: an exhausted card gives 3")
	s = play(t, s, "end", "choose wizard.curse")
	assert.Equal(t, "won", s.Result, "one ready card after the damage is enough")

	sc.Adventurers[3].Slots = []Slot{{Card: "rogue.poison-blade", Exhausted: true}}
	sc.Adventurers[3].Unused = nil
	for i := range sc.Adventurers[:3] {
		for j := range sc.Adventurers[i].Slots {
			sc.Adventurers[i].Slots[j].Exhausted = !(i == 0 && j == 0)
		}
	}
	s = build(t, sc)
	before := s
	s = play(t, s, "end")
	assert.Equal(t, "lost", s.Result, "the Bear takes the last card, the Wolf finds none")

	// The party fell on the move that ended the Watch: the Line it left is gone to the Horde,
	// and the shortfall is the one it stopped at.
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	short, ok := FinalShortfall(s)
	require.True(t, ok)
	assert.Equal(t, 0, short, "the table after the fall shows no Line and nothing owed")
	want := cat.Cards["bear-1"].Damage + cat.Cards["wolf-1"].Damage - 1
	require.Positive(t, want)
	require.Equal(t, want, Shortfall(before))
	short, ok = FinalShortfallAfter(before, s)
	require.True(t, ok)
	assert.Equal(t, want, short)
	short, ok = FinalShortfallFrom(FinalFightAt(before), s) // as a Playout takes it, before the move
	require.True(t, ok)
	assert.Equal(t, want, short)
	assert.Equal(t, FinalFight{}, FinalFightAt(s), "no fight once the game is over")
	_, ok = FinalShortfallAfter(build(t, table(PhaseWatch)), build(t, table(PhaseWatch)))
	assert.False(t, ok, "no final Watch has ended")

	// A party that clears the Line wins with its ready cards to spare: a shortfall below zero.
	s = build(t, finalTable())
	_, ok = FinalShortfall(s)
	require.False(t, ok, "the final Watch has not ended")
	s = play(t, s, "attack 1 rogue:6")
	s = play(t, s, "attack 1 warrior:8")
	require.Equal(t, "won", s.Result)
	require.Empty(t, s.Line)
	short, ok = FinalShortfall(s)
	require.True(t, ok, "a final Watch won by clearing the Line has ended too")
	assert.Equal(t, Shortfall(s), short)
	assert.Negative(t, short)
}

func TestStolenDieComesBackSpent(t *testing.T) {
	sc := table(PhaseWatch, down("bandit-1"), down("bear-1"))
	s := build(t, sc)
	p := PendingPrompt(s)
	require.NotNil(t, p)
	assert.Equal(t, TaskSteal, p.Kind)
	s = play(t, s, "choose ranger:7")
	assert.Equal(t, DieStolen, s.Adventurer("ranger").Dice[0].State)
	s = play(t, s, "attack 1 warrior:8")
	assert.Equal(t, DieSpent, s.Adventurer("ranger").Dice[0].State, "back to the Ranger, spent")
}

func TestAdventurerWithAllCardsExhaustedSitsOut(t *testing.T) {
	sc := table(PhaseWatch, up("bear-1"))
	exhaustAll(sc, 1)
	s := build(t, sc)
	assert.True(t, s.Adventurer("warrior").SitsOut)
	refused(t, s, "attack 1 warrior:8", "sits this Watch out")
}

func TestPromptAcceptsOnlyItsAnswers(t *testing.T) {
	s := build(t, table(PhaseWatch, down("bandit-1")))
	refused(t, s, "attack 1 warrior:8", "first answer the prompt")
	refused(t, s, "choose warrior:3", "is not an answer")
	assert.True(t, slices.Contains(PendingPrompt(s).Options, "warrior:8"))
}

func TestAbilitiesRefuseIllegalTargets(t *testing.T) {
	sc := table(PhaseWatch, up("treant-2"), up("bear-1"), down("wolf-1"))
	sc.Firewood = 8
	s := build(t, sc)
	refused(t, s, "use wizard.shockbolt wizard:3 1", "base health 8 or less (this one has 9)")
	refused(t, s, "exhaust ranger.long-shot 1", "already revealed")
	refused(t, s, "use ranger.long-shot warrior:8 3", "activated with one of the Ranger's dice")
	refused(t, s, "exhaust warrior.giants-bane", "is exhausted")
	refused(t, s, "use wizard.curse wizard:6 2", "already has an attack die")
	s = play(t, s, "use ranger.long-shot ranger:1 3")
	assert.Equal(t, "wolf-1", s.Graveyard[0], "Long Shot defeats a face-down creature")
	refused(t, s, "use ranger.long-shot ranger:4 3", "already has a die on it")
	s = play(t, s, "use wizard.shockbolt wizard:3 2")
	assert.Equal(t, "bear-1", s.Graveyard[0])
	assert.Equal(t, readyCount(build(t, sc)), readyCount(s), "using a card with a die does not exhaust it")
}

func TestRuinedGateSendsTheHighestRollToCamp(t *testing.T) {
	sc := table(PhaseCamper)
	sc.Location = "ruined-gate"
	sc.Adventurers[3].Rests = 2
	s := build(t, sc)
	refused(t, s, "camp ranger", "highest roll must rest")
	play(t, s, "camp warrior")
	sc.Adventurers[1].Dice = []int{8, 5, 2}
	s = build(t, sc)
	play(t, s, "camp ranger")
	play(t, s, "camp warrior")
	refused(t, s, "camp wizard", "Warrior or Ranger")
}
