package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// One scenario per Swords of the Coin creature and keyword. The test table burns 7 firewood, so
// the campfire reveals the first two cards.
func TestSwordsCreatureCards(t *testing.T) {
	t.Run("Wild Boar has no text: its printed health", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("wild-boar-1"), up("wild-boar-2")))
		assert.Equal(t, []int{5, 6}, []int{Health(s, 0), Health(s, 1)})
	})
	t.Run("Wandering Giant: +1 health for each location in the location discard", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("wandering-giant-1"))
		sc.Visited = []string{"fetid-swamp", "snowy-pass"}
		s := build(t, sc)
		assert.Equal(t, 8+2, Health(s, 0))
		assert.Equal(t, 8, BaseHealth(s, 0), "its base health stays printed")
	})
	t.Run("Hill Giant: End of Line, firewood -2; elsewhere nothing", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("bear-1"), down("hill-giant-1")))
		assert.Equal(t, 5, s.Firewood)
		s = build(t, tbl(PhaseWatch, down("hill-giant-1"), down("bear-1")))
		assert.Equal(t, 7, s.Firewood)
	})
	t.Run("Giant Spider: Reveal, Stun 1", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("giant-spider-1")))
		p := prompt(t, s, TaskStun)
		assert.Contains(t, p.Options, "warrior.wound:8")
		assert.NotContains(t, p.Options, "warrior.giants-bane:8", "an exhausted card takes no die")
		assert.NotContains(t, p.Options, "rogue.poison-blade:6", "the camper is not on Watch")
		s = play(t, s, "choose warrior.wound:8")
		assert.Nil(t, PendingPrompt(s))
		assert.Equal(t, DieSpent, s.Adventurer("warrior").Dice[0].State)
		assert.True(t, slotOf(s, "warrior.wound").UsedWithDie)
		refused(t, s, "use warrior.wound warrior:5 1", "already")
		play(t, s, "exhaust warrior.wound 1") // it can still be used by exhausting it
	})
	t.Run("Wyrmling: Second position, firewood -2; first position nothing", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("bear-1"), down("wyrmling-1")))
		assert.Equal(t, 5, s.Firewood)
		s = build(t, tbl(PhaseWatch, down("wyrmling-1"), down("bear-1")))
		assert.Equal(t, 7, s.Firewood)
	})
	t.Run("Storm Dragon: Reveal, firewood -2 then Stun 1", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("storm-dragon-1")))
		assert.Equal(t, 5, s.Firewood)
		prompt(t, s, TaskStun)
		assert.Equal(t, 1, s.Tasks[0].Count)
	})
	t.Run("Ghoul: End of Line, the Graveyard's top creature comes back behind it face down", func(t *testing.T) {
		s := build(t, grave(tbl(PhaseWatch, down("bear-1"), down("ghoul-1")), "treant-2", "wolf-2"))
		assert.Equal(t, []string{"bear-1", "ghoul-1", "treant-2"}, lineCards(s))
		assert.False(t, s.Line[2].FaceUp)
		assert.Equal(t, []string{"wolf-2"}, s.Graveyard)
		s = build(t, grave(tbl(PhaseWatch, down("bear-1"), down("ghoul-1")), "summon-1"))
		assert.Equal(t, []string{"bear-1", "ghoul-1"}, lineCards(s), "a Summon on top stays")
	})
	t.Run("Skeleton Archer: Second position, Stun 1", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("bear-1"), down("skeleton-archer-1")))
		prompt(t, s, TaskStun)
		s = build(t, tbl(PhaseWatch, down("skeleton-archer-1"), down("bear-1")))
		assert.Nil(t, PendingPrompt(s))
	})
	t.Run("Cutpurse: Second position, steals the die the party picks", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("bear-1"), down("cutpurse-1"), down("eagle-2")))
		prompt(t, s, TaskSteal)
		s = play(t, s, "choose ranger:7")
		assert.Equal(t, DieStolen, s.Adventurer("ranger").Dice[0].State)
		s = play(t, s, "attack 1 warrior:5", "attack 1 warrior:8")
		assert.Equal(t, DieSpent, s.Adventurer("ranger").Dice[0].State, "back to its owner, spent")
	})
	t.Run("Smuggler: End of Line, slips into the Horde without damage", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("bear-1"), down("smuggler-1")))
		assert.Equal(t, []string{"bear-1"}, lineCards(s))
		assert.Equal(t, "smuggler-1", s.Horde[0])
		assert.Nil(t, PendingPrompt(s), "no card is exhausted for it now")
		s = build(t, final(tbl(PhaseWatch, down("bear-1"), down("smuggler-1")), "forbidden-tower"))
		assert.Equal(t, []string{"bear-1", "smuggler-1"}, lineCards(s), "the final round: it stays")
	})
	t.Run("Goblin Thief: Reveal, steals the highest unspent die", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("goblin-thief-1")))
		assert.Equal(t, DieStolen, s.Adventurer("warrior").Dice[0].State)
		assert.Equal(t, 4, BaseHealth(s, 0), "unlike the Vampire, its health stays printed")
	})
	t.Run("Stone Golem: First position, Stun 2", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("stone-golem-1")))
		prompt(t, s, TaskStun)
		s = play(t, s, "choose ranger.long-shot:1")
		prompt(t, s, TaskStun)
		s = play(t, s, "choose wizard.curse:3")
		assert.Nil(t, PendingPrompt(s))
		assert.Equal(t, DieSpent, s.Adventurer("wizard").Dice[1].State)
	})
	t.Run("Stun does nothing when the Watch has no unspent die", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("stone-golem-1"))
		for i := 0; i < 3; i++ {
			sc.Adventurers[i].Spent = sc.Adventurers[i].Dice
		}
		s := build(t, sc)
		assert.Nil(t, PendingPrompt(s))
	})
	t.Run("Swords Acolyte, Summon and Lich are the base cards' behaviours", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("swords-lich"), up("bear-1")))
		refused(t, s, "use wizard.shockbolt wizard:3 2", "Lich in position 1")
		s = build(t, tbl(PhaseWatch, down("swords-summon-1")))
		prompt(t, s, TaskSummon)
		s = build(t, grave(tbl(PhaseWatch, down("swords-acolyte-1")), "swords-summon-2"))
		assert.Equal(t, []string{"bear-1"}, s.Horde)
		assert.Contains(t, s.Creatures, "swords-summon-2")
	})
}

// Beast Rider and Dragon Rider: merging, health, leaving the Line.
func TestSwordsRiders(t *testing.T) {
	t.Run("Beast Rider mounts a Forest Creature revealed beside it", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("beast-rider-1"), down("wolf-1")))
		require.Equal(t, []string{"beast-rider-1"}, lineCards(s))
		assert.Equal(t, "wolf-1", s.Line[0].Mount)
		assert.Equal(t, 3+4, Health(s, 0))
		s = play(t, s, "attack 1 warrior:5")
		assert.Equal(t, 5, s.Line[0].Damage)
		s = play(t, s, "attack 1 warrior:2")
		assert.Equal(t, []string{"beast-rider-1", "wolf-1"}, s.Graveyard, "both go to the Graveyard")
	})
	t.Run("Dragon Rider mounts a Dragon revealed in front of it; to the Horde the mount flees", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("wyrmling-1"), down("dragon-rider-1")))
		require.Equal(t, []string{"dragon-rider-1"}, lineCards(s))
		assert.Equal(t, "wyrmling-1", s.Line[0].Mount)
		assert.Equal(t, 4+5, Health(s, 0))
		s = play(t, s, "end")
		assert.Equal(t, []string{"dragon-rider-1"}, s.Horde)
		assert.Equal(t, []string{"wyrmling-1"}, s.Graveyard)
		assert.Equal(t, 2, s.Tasks[0].Count, "the Rider's damage")
	})
	t.Run("A Rider does not mount a creature of another type, nor a face-down one", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("dragon-rider-1"), down("wolf-1")))
		assert.Equal(t, []string{"dragon-rider-1", "wolf-1"}, lineCards(s))
		sc := tbl(PhaseWatch, down("beast-rider-1"), down("bear-1"))
		sc.Firewood = 3
		s = build(t, sc)
		assert.Equal(t, []string{"beast-rider-1", "bear-1"}, lineCards(s))
		assert.Empty(t, s.Line[0].Mount)
	})
	t.Run("Riders keep the damage already dealt to the mount", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("bear-1"), down("beast-rider-1"))
		sc.Firewood = 3
		s := build(t, sc)
		s = play(t, s, "attack 1 warrior:2", "fire warrior.throw-axe", "fire ranger.long-shot") // the fire reveals the Rider
		require.Equal(t, []string{"beast-rider-1"}, lineCards(s))
		assert.Equal(t, 2, s.Line[0].Damage)
		assert.Equal(t, 3+4, Health(s, 0))
	})
	t.Run("Mercenary Camp: Riders fight on foot", func(t *testing.T) {
		sc := tbl(PhaseWatch, down("beast-rider-1"), down("wolf-1"))
		sc.Location = "mercenary-camp"
		s := build(t, sc)
		assert.Equal(t, []string{"beast-rider-1", "wolf-1"}, lineCards(s))
	})
	t.Run("Slumber sends a Rider to the back with its mount", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("beast-rider-1"), down("wolf-1"), down("bear-2"), down("eagle-2")))
		s = play(t, s, "use ranger.slumber ranger:4 1")
		last := s.Line[len(s.Line)-1]
		assert.Equal(t, "beast-rider-1", last.Card)
		assert.Equal(t, "wolf-1", last.Mount)
		assert.False(t, last.FaceUp)
		v := PlayerView(s)
		assert.True(t, last.Known)
		assert.Equal(t, "beast-rider-1", v.Line[len(v.Line)-1].Card, "the players saw the Rider go to the back, face down")
		assert.Equal(t, "wolf-1", v.Line[len(v.Line)-1].Mount, "and its mount with it")
	})
	t.Run("A scenario places a mounted Rider", func(t *testing.T) {
		sc := tbl(PhaseWatch, ScenarioCard{Card: "dragon-rider-2", FaceUp: true, Mount: "storm-dragon-2"})
		s := build(t, sc)
		assert.Equal(t, 5+13, Health(s, 0))
		assert.Equal(t, -1, indexOf(s.Box, "storm-dragon-2"))
	})
}

func indexOf(zone []string, card string) int {
	for i, c := range zone {
		if c == card {
			return i
		}
	}
	return -1
}

// The Swords of the Coin locations.
func TestSwordsLocations(t *testing.T) {
	at := func(location string, line ...ScenarioCard) *Scenario {
		sc := tbl(PhaseWatch, line...)
		sc.Location = location
		return sc
	}
	t.Run("Smuggler's Harbor: Humans +2 health", func(t *testing.T) {
		s := build(t, at("smugglers-harbor", up("cutpurse-1"), up("bear-1")))
		assert.Equal(t, []int{5 + 2, 4}, []int{Health(s, 0), Health(s, 1)})
	})
	t.Run("Giants' Ford: Giants -2 health", func(t *testing.T) {
		s := build(t, at("giants-ford", up("hill-giant-1")))
		assert.Equal(t, 10-2, Health(s, 0))
	})
	t.Run("Thieves' Den: a creature holding a stolen die +3 health", func(t *testing.T) {
		s := build(t, at("thieves-den", down("goblin-thief-2")))
		require.NotNil(t, s.Line[0].Stolen)
		assert.Equal(t, 5+3, Health(s, 0))
	})
	t.Run("Stormy Peaks: Stun stuns one more die", func(t *testing.T) {
		s := build(t, at("stormy-peaks", down("giant-spider-1")))
		prompt(t, s, TaskStun)
		assert.Equal(t, 2, s.Tasks[0].Count)
	})
}

// Base games never deal a Swords of the Coin card, whatever their options, and their tables
// leave those cards out of the box too.
func TestBaseGamesDealNoSwordsCards(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	for seed := range uint64(200) {
		s, err := NewGame(Options{Seed: seed, ExtraAdventurers: true, ExtraUnhallowed: true, Locations: LocationsAll, CreatureDeck: DeckBalanced})
		require.NoError(t, err)
		require.Empty(t, Check(s))
		zones := [][]string{s.MapDeck, s.Unused, s.Visited, s.Creatures, s.Graveyard, s.Horde, s.Unhallowed, s.Removed, s.Box, {s.Location}}
		for _, a := range s.Adventurers {
			assert.NotEqual(t, SetSwords, cat.Adventurers[a.ID].Set, "seed %d", seed)
		}
		for _, z := range zones {
			for _, c := range z {
				require.NotEqual(t, SetSwords, cat.Cards[c].Set, "seed %d: %s", seed, c)
			}
		}
	}
}
