package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func bard(line ...ScenarioCard) *Scenario {
	return seat(tbl(PhaseWatch, line...), 0, "bard", []int{6, 4, 2},
		"bard.song-of-discord", "bard.siren-song", "bard.line-dance")
}

func knight(line ...ScenarioCard) *Scenario {
	return seat(tbl(PhaseWatch, line...), 0, "knight", []int{8, 5, 2},
		"knight.shield-bash", "knight.magic-sword", "knight.taunt")
}

func TestBardCards(t *testing.T) {
	t.Run("Song of Discord", func(t *testing.T) {
		sc := bard(up("treant-2"), up("bandit-2"), down("bear-1"))
		bothWays(t, sc, "bard.song-of-discord", "bard:2", "2", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"bandit-2"}, s.Horde, "into the Horde, no card exhausted")
			assert.Equal(t, "bear-1", s.Graveyard[0], "the Human's 7 health strikes the next creature revealed")
		})
		s := play(t, build(t, bard(up("treant-2"), up("wolf-1"), down("bear-1"))), "exhaust bard.song-of-discord 2")
		assert.Equal(t, []string{"treant-2", "bear-1"}, lineCards(s), "a creature that is not Human does no harm")
	})
	t.Run("Siren Song", func(t *testing.T) {
		sc := bard(up("goblins-1"), up("eagle-1"))
		bothWays(t, sc, "bard.siren-song", "bard:2", "1", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"goblins-1"}, s.Adventurer("bard").Tamed)
			assert.Equal(t, 6, DieValue(s, DieRef{Adventurer: "bard", Tamed: "goblins-1"}))
			s = play(t, s, "attack 1 bard:4")
			assert.Equal(t, "goblins-1", s.Graveyard[0], "unused at the end of the round, it goes to the Graveyard")
			assert.Empty(t, s.Adventurer("bard").Tamed)
		})
		refused(t, build(t, sc), "exhaust bard.siren-song 2", "only a Human or a Goblin")
	})
	t.Run("Line Dance", func(t *testing.T) {
		sc := bard(up("treant-2"), down("bear-1"), down("wolf-1"))
		sc.Firewood = 1
		bothWays(t, sc, "bard.line-dance", "bard:2", "1 3", func(t *testing.T, s *State) {
			p := prompt(t, s, TaskReroll)
			assert.Contains(t, p.Options, "ranger:7")
			s = play(t, s, "choose ranger:1")
			assert.Equal(t, []string{"wolf-1", "bear-1", "treant-2"}, lineCards(s))
			assert.True(t, s.Line[0].FaceUp, "the creature now in 1st position is revealed")
		})
		refused(t, build(t, sc), "exhaust bard.line-dance 2 2", "two different creatures")
	})
	t.Run("Harmonize", func(t *testing.T) {
		sc := bard(up("treant-2"), up("bear-1"))
		sc.Adventurers[0].Slots[2] = Slot{Card: "bard.harmonize"}
		s := passiveOnce(t, build(t, sc), "use bard.harmonize")
		s = play(t, s, "attack 1 wizard:6")
		assert.Equal(t, "treant-2", s.Graveyard[0], "6 doubled beats 9")
		s = play(t, s, "attack 1 ranger:4")
		assert.Equal(t, "bear-1", s.Graveyard[0])
	})
	t.Run("Song of Pain", func(t *testing.T) {
		sc := bard(up("metal-golem-1"), up("bear-1"), up("phantom-cat"), up("treant-2"))
		sc.Adventurers[0].Slots[2] = Slot{Card: "bard.song-of-pain"}
		s := build(t, sc)
		refused(t, s, "use bard.song-of-pain", "works by itself")
		refused(t, s, "attack 3 ranger:7", "Metal Golem")
		assert.False(t, Reaches(s, "ranger", 3))
		assert.True(t, Reaches(s, "bard", 3), "the Song of Pain: past the Golem and onto the Phantom Cat")
		assert.False(t, Reaches(s, "bard", 5), "no creature there")
		s = play(t, s, "attack 3 bard:6", "attack 4 bard:4")
		assert.Equal(t, 6, s.Line[2].Damage, "past the Golem and onto the Phantom Cat")
		assert.Equal(t, 4, s.Line[3].Damage, "a melee Bard reaches the 4th position")
	})
	t.Run("Multi-Talented", func(t *testing.T) {
		sc := seat(tbl(PhaseCamp), 3, "bard", []int{5, 4, 2}, "bard.song-of-discord", "bard.siren-song", "bard.line-dance")
		sc.Adventurers[3].Slots[2].Exhausted = true
		s := play(t, build(t, sc), "place 2 action")
		p := prompt(t, s, TaskMultiTalented)
		assert.Contains(t, p.Options, "bard.line-dance>cleric.banish")
		assert.NotContains(t, p.Options, "bard.line-dance>warrior.berserker", "the Warrior is playing")
		s = play(t, s, "choose bard.line-dance>cleric.banish")
		sl := s.Adventurer("bard").Slot("cleric.banish")
		require.NotNil(t, sl)
		assert.True(t, sl.Exhausted, "it arrives exhausted like the card given up")
		assert.Contains(t, s.Box, "bard.line-dance")
		// A traded card works for the Bard.
		w := bard(up("skeletons-1"), up("bear-1"))
		w.Adventurers[0].Slots[2] = Slot{Card: "cleric.banish"}
		s = play(t, build(t, w), "use cleric.banish bard:2 1")
		assert.Equal(t, "skeletons-1", s.Creatures[len(s.Creatures)-1])
	})
}

func TestKnightCards(t *testing.T) {
	t.Run("Shield Bash", func(t *testing.T) {
		bothWays(t, knight(up("treant-2"), up("bear-1")), "knight.shield-bash", "knight:2", "", func(t *testing.T, s *State) {
			assert.Equal(t, "bear-1", s.Graveyard[0], "9 damage on the 2nd creature")
		})
	})
	t.Run("Magic Sword", func(t *testing.T) {
		bothWays(t, knight(up("lich"), up("bear-1")), "knight.magic-sword", "knight:2", "", func(t *testing.T, s *State) {
			assert.Equal(t, "lich", s.Graveyard[0])
		})
	})
	t.Run("Taunt", func(t *testing.T) {
		sc := knight(up("bear-1"), up("treant-2"), up("fae-1"))
		bothWays(t, sc, "knight.taunt", "knight:2", "3", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"fae-1", "bear-1", "treant-2"}, lineCards(s))
			assert.Equal(t, 7, s.Firewood, "its First-position power does not happen")
		})
		refused(t, build(t, sc), "exhaust knight.taunt 1", "already in 1st position")
	})
	t.Run("Dragon Lance", func(t *testing.T) {
		sc := knight(up("treant-2"), up("wyvern-2"), up("bear-1"))
		sc.Adventurers[0].Slots[2] = Slot{Card: "knight.dragon-lance"}
		bothWays(t, sc, "knight.dragon-lance", "knight:2", "2", func(t *testing.T, s *State) {
			assert.Equal(t, "wyvern-2", s.Graveyard[0])
		})
		bothWays(t, sc, "knight.dragon-lance", "knight:2", "2 damage", func(t *testing.T, s *State) {
			assert.Equal(t, 6, s.Line[1].Damage)
		})
		refused(t, build(t, sc), "exhaust knight.dragon-lance 3", "defeats only a Dragon")
		refused(t, build(t, sc), "exhaust knight.dragon-lance 3 damage", "only to the creature in 2nd position")
	})
	t.Run("Inspire", func(t *testing.T) {
		sc := knight(up("treant-2"))
		sc.Adventurers[0].Slots[2] = Slot{Card: "knight.inspire"}
		s := passiveOnce(t, build(t, sc), "use knight.inspire ranger")
		assert.Equal(t, 8, s.Adventurer("ranger").Dice[2].Value, "the Ranger's 1 turns to 8")
		refused(t, build(t, sc), "use knight.inspire rogue", "not one")
	})
	t.Run("Assist", func(t *testing.T) {
		sc := seat(tbl(PhaseCamp), 3, "knight", []int{8, 5, 2}, "knight.taunt")
		s := play(t, build(t, sc), "place 8 action")
		p := prompt(t, s, TaskAssist)
		assert.Equal(t, []string{"warrior", "ranger", "wizard"}, p.Options)
		s = play(t, s, "choose wizard", "end")
		require.Equal(t, "bear-1", s.Line[0].Card)
		require.Nil(t, PendingPrompt(s))
		refused(t, s, "use wizard.shockbolt wizard:assist 1", "activated with one of the Wizard's dice")
		refused(t, s, "attack 1 ranger:assist", "no die from the Knight's Assist")
		s = play(t, s, "attack 1 wizard:assist")
		assert.Equal(t, "bear-1", s.Graveyard[0], "the Knight's 8 in the Wizard's hands")
		refused(t, s, "attack 1 wizard:assist", "no die from the Knight's Assist")
	})
}

// New-game options: extras, location pools and the balanced Creature deck.
func TestNewGameOptionsForExtras(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	s, err := NewGame(Options{Seed: 1, Adventurers: []string{"bard", "knight", "rogue", "wizard"}})
	require.NoError(t, err, "the Bard and the Knight can be chosen")
	assert.Len(t, s.Adventurer("bard").Slots, 3)
	extras := map[string]bool{}
	for seed := range uint64(40) {
		s, err := NewGame(Options{Seed: seed, ExtraAdventurers: true, ExtraUnhallowed: true, Locations: LocationsAll})
		require.NoError(t, err)
		require.Empty(t, Check(s))
		for _, a := range s.Adventurers {
			extras[a.ID] = true
		}
		for _, c := range append(append(cloneStrings(s.Unhallowed), s.Horde...), append(s.MapDeck, s.Location)...) {
			extras[c] = true
		}
	}
	for _, id := range []string{"bard", "knight", "phantom-cat", "corrupt-druid", "minotaur", "high-priestess", "cursed-cathedral", "catacombs", "lost-outpost"} {
		assert.True(t, extras[id], "%s is dealt with the extras on", id)
	}
	for seed := range uint64(40) {
		s, err := NewGame(Options{Seed: seed, Locations: LocationsRetail})
		require.NoError(t, err)
		for _, c := range append(append(cloneStrings(s.MapDeck), s.Unused...), s.Location) {
			assert.True(t, cat.Cards[c].Retail, "%s is in the retail box", c)
		}
		s, err = NewGame(Options{Seed: seed, Locations: LocationsFirst})
		require.NoError(t, err)
		for _, c := range append(append(cloneStrings(s.MapDeck), s.Unused...), s.Location) {
			assert.NotContains(t, firstEngineMissing, c, "the first pool deals what the first engine dealt")
		}
		for _, c := range s.Unhallowed {
			assert.Equal(t, SetBase, cat.Cards[c].Set)
		}
	}
}

func TestBalancedCreatureDeckFollowsTheGuidelines(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	for seed := range uint64(50) {
		s, err := NewGame(Options{Seed: seed, CreatureDeck: DeckBalanced})
		require.NoError(t, err)
		count := map[string]int{}
		n := 0
		for _, c := range s.Creatures {
			if k := cat.Cards[c].Kind; k == KindCreature || k == KindAcolyte {
				count[cat.Cards[c].Type]++
				n++
			}
		}
		assert.Equal(t, 30, n, "30 creatures with the Acolytes")
		for _, rule := range deckGuidelines {
			assert.GreaterOrEqual(t, count[rule.Type], rule.Min, "seed %d: %s", seed, rule.Type)
		}
	}
}
