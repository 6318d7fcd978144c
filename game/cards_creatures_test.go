package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// One scenario per creature card of the Creature deck, the Acolyte and the Summon.
func TestCreatureCards(t *testing.T) {
	t.Run("Bear, Eagle and Wolf have no text: their printed health", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("bear-2"), up("eagle-1"), up("wolf-1")))
		assert.Equal(t, []int{5, 3, 4}, []int{Health(s, 0), Health(s, 1), Health(s, 2)})
		s = play(t, s, "attack 1 warrior:5")
		assert.Equal(t, "bear-2", s.Graveyard[0])
	})
	t.Run("Forest Giant adds the base health of the creature behind it and turns it up", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("forest-giant-1"), down("zombie-horde-2"))
		sc.Firewood = 1
		s := build(t, sc)
		assert.True(t, s.Line[1].FaceUp, "the creature behind the Giant is revealed")
		assert.Equal(t, 7+8, Health(s, 0))
	})
	t.Run("Fae: First position, firewood -1", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("fae-1")))
		assert.Equal(t, 6, s.Firewood)
	})
	t.Run("Ember Drake: First position, exhaust a card and firewood -3", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("ember-drake-1")))
		assert.Equal(t, 4, s.Firewood)
		p := prompt(t, s, TaskExhaust)
		assert.ElementsMatch(t, []string{"warrior.wound", "warrior.throw-axe", "ranger.long-shot", "ranger.slumber", "wizard.shockbolt", "wizard.curse"}, p.Options)
		s = play(t, s, "choose ranger.slumber")
		assert.True(t, s.Adventurer("ranger").Slot("ranger.slumber").Exhausted)
	})
	t.Run("Fell Beast draws a creature in front of it, once", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("fell-beast-1")))
		assert.Equal(t, []string{"bear-1", "fell-beast-1"}, lineCards(s))
		s = play(t, s, "attack 1 warrior:5")
		assert.Equal(t, []string{"fell-beast-1"}, lineCards(s), "it does not draw again")
	})
	t.Run("Goblins jump to first position when revealed", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("bear-1"), down("goblins-1")))
		assert.Equal(t, []string{"goblins-1", "bear-1"}, lineCards(s))
	})
	t.Run("Wyvern: First position, firewood -3", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("wyvern-1")))
		assert.Equal(t, 4, s.Firewood)
	})
	t.Run("Bandit takes the die the party picks", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("bandit-1")))
		p := prompt(t, s, TaskSteal)
		assert.Contains(t, p.Options, "wizard:3")
		s = play(t, s, "choose warrior:8")
		assert.Equal(t, DieStolen, s.Adventurer("warrior").Dice[0].State)
		refused(t, s, "attack 1 warrior:8", "no unused die showing 8")
	})
	t.Run("Metal Golem protects the creatures behind it from direct attacks", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("metal-golem-1"), up("bear-1")))
		refused(t, s, "attack 2 ranger:7", "Metal Golem in position 1")
		assert.True(t, Reaches(s, "ranger", 1), "the Golem itself")
		assert.False(t, Reaches(s, "ranger", 2), "what the Line shows agrees with the refusal")
		play(t, s, "exhaust warrior.throw-axe 2") // abilities are not direct attacks
	})
	t.Run("Skeletons on top of the Graveyard lead the next Line", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("skeletons-1")))
		s = play(t, s, "attack 1 warrior:8")
		assert.Equal(t, 3, s.Round)
		assert.Equal(t, "skeletons-1", s.Creatures[0])
	})
	t.Run("Vampire takes the highest die and its value is its base health", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("vampire-1")))
		assert.Equal(t, DieStolen, s.Adventurer("warrior").Dice[0].State)
		assert.Equal(t, 8, BaseHealth(s, 0))
	})
	t.Run("Zombie Horde adds the base health of the Graveyard's top creature", func(t *testing.T) {
		s := build(t, grave(tbl(PhaseWatch, up("zombie-horde-2")), "fell-beast-2"))
		assert.Equal(t, 8+11, Health(s, 0))
	})
	t.Run("Treant: Defeated, firewood +2", func(t *testing.T) {
		s := play(t, build(t, tbl(PhaseWatch, up("treant-1"), up("bear-1"))), "attack 1 warrior:8")
		assert.Equal(t, 9, s.Firewood)
	})
	t.Run("Fire Serpent has the firewood as health, Shade 16 minus it", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("fire-serpent-1"), up("shade-1")))
		assert.Equal(t, 7, Health(s, 0))
		assert.Equal(t, 9, Health(s, 1))
	})
	t.Run("Graveshifter trades places with the Graveyard's top creature", func(t *testing.T) {
		s := build(t, grave(tbl(PhaseWatch, down("graveshifter-1")), "treant-2"))
		assert.Equal(t, "treant-2", s.Line[0].Card)
		assert.True(t, s.Line[0].FaceUp)
		assert.Equal(t, "graveshifter-1", s.Graveyard[0])
	})
	t.Run("Acolyte sends a creature to the Horde and brings back a Summon", func(t *testing.T) {
		s := build(t, grave(tbl(PhaseWatch, down("acolyte-1")), "summon-1"))
		assert.Equal(t, []string{"bear-1"}, s.Horde, "Reveal: the top creature goes to the Horde")
		assert.NotContains(t, s.Graveyard, "summon-1")
		assert.Contains(t, s.Creatures, "summon-1", "First position: the Summon is shuffled back")
	})
	t.Run("Summon exhausts a card and brings the top Unhallowed", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("summon-1")))
		prompt(t, s, TaskSummon)
		s = play(t, s, "choose warrior.wound")
		assert.Equal(t, "warlord", s.Line[0].Card)
		assert.True(t, s.Line[0].FaceUp)
		assert.Equal(t, "summon-1", s.Creatures[len(s.Creatures)-1], "Sea Fortress: under the Creature deck")
	})
}

// One scenario per Unhallowed, the 9 of the base game and the 4 extras.
func TestUnhallowedCards(t *testing.T) {
	t.Run("Hydra comes back at the end of the Line while creatures remain", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("hydra"), up("bear-1"))
		sc.Firewood = 1
		s := play(t, build(t, sc), "attack 1 warrior:8", "exhaust wizard.curse 1")
		assert.Equal(t, []string{"bear-1", "hydra"}, lineCards(s))
		assert.False(t, s.Line[1].FaceUp)
	})
	t.Run("Lich shields the creatures behind it from ability cards", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("lich"), up("bear-1")))
		refused(t, s, "use wizard.shockbolt wizard:3 2", "Lich in position 1")
		play(t, s, "attack 2 ranger:7")
	})
	t.Run("Warlord gives every other creature +2 health", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("warlord"), up("bear-1")))
		assert.Equal(t, 11, Health(s, 0))
		assert.Equal(t, 6, Health(s, 1))
	})
	t.Run("Pyromancer moves to the end; creatures defeated before it cost firewood", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("pyromancer"), down("bear-1")))
		assert.Equal(t, []string{"bear-1", "pyromancer"}, lineCards(s))
		s = play(t, s, "attack 1 warrior:5")
		assert.Equal(t, 6, s.Firewood)
	})
	t.Run("Wraith Lord: Defeated, exhaust a card", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("wraith-lord"), up("bear-1")))
		s = play(t, s, "attack 1 warrior:8", "exhaust wizard.curse 1")
		prompt(t, s, TaskExhaust)
	})
	t.Run("Wyvern Rider brings every Wyvern of the Graveyard behind it", func(t *testing.T) {
		s := build(t, grave(tbl(PhaseWatch, down("wyvern-rider")), "wyvern-1", "treant-2", "wyvern-2"))
		assert.Equal(t, []string{"wyvern-rider", "wyvern-1", "wyvern-2"}, lineCards(s)[:3])
		assert.Equal(t, []string{"treant-2"}, s.Graveyard)
	})
	t.Run("Werewolf doubles the base health of Forest Creatures", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("werewolf"), up("bear-1")))
		assert.Equal(t, 8, Health(s, 1))
	})
	t.Run("Goblin Chief brings the two strongest Goblins in front of it, weaker first", func(t *testing.T) {
		sc := grave(tbl(PhaseWatch, down("goblin-chief")), "goblins-2", "treant-2", "goblins-1")
		sc.Firewood = 1
		s := build(t, sc)
		assert.Equal(t, []string{"goblins-1", "goblins-2", "goblin-chief"}, lineCards(s)[:3])
	})
	t.Run("Necromancer brings the top two Undead in front of it, weaker first", func(t *testing.T) {
		s := build(t, grave(tbl(PhaseWatch, down("necromancer")), "skeletons-2", "treant-2", "zombie-horde-1", "vampire-1"))
		assert.Equal(t, []string{"zombie-horde-1", "skeletons-2", "necromancer"}, lineCards(s)[:3])
		assert.Equal(t, []string{"treant-2", "vampire-1"}, s.Graveyard)
	})
	t.Run("Phantom Cat between two cards takes no damage and no ability", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("bear-1"), up("phantom-cat"), up("wolf-1")))
		refused(t, s, "attack 2 ranger:7", "Phantom Cat in position 2 takes no damage")
		refused(t, s, "exhaust warrior.throw-axe 2", "Phantom Cat in position 2 cannot be targeted")
		s = play(t, s, "attack 1 warrior:5", "attack 1 ranger:7")
		assert.Equal(t, 7, s.Line[0].Damage, "in first position it can be struck")
	})
	t.Run("Corrupt Druid takes itself and every revealed Forest Creature, tamed too, to the Horde", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("bear-1"), down("corrupt-druid"), up("wolf-1"))
		seat(sc, 0, "beastmaster", []int{8, 5, 2}, "beastmaster.hunt", "beastmaster.tracking")
		sc.Adventurers[0].Tamed = []string{"eagle-1"}
		sc.Creatures = removeString(sc.Creatures, "eagle-1")
		s := build(t, sc)
		assert.Empty(t, s.Line)
		assert.ElementsMatch(t, []string{"bear-1", "wolf-1", "eagle-1", "corrupt-druid"}, s.Horde)
		assert.Empty(t, s.Adventurer("beastmaster").Tamed)
		s = build(t, final(tbl(PhaseWatch, up("bear-1"), down("corrupt-druid")), "forbidden-tower"))
		assert.Equal(t, []string{"bear-1", "corrupt-druid"}, lineCards(s), "not in the final round")
	})
	t.Run("Minotaur charges to first position and exhausts a card", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, up("bear-1"), down("minotaur")))
		assert.Equal(t, []string{"minotaur", "bear-1"}, lineCards(s))
		p := prompt(t, s, TaskExhaust)
		assert.Contains(t, p.Options, "wizard.curse")
	})
	t.Run("High Priestess brings the top two Acolytes in front of her, weaker first", func(t *testing.T) {
		sc := grave(tbl(PhaseWatch, down("high-priestess")), "acolyte-2", "treant-2", "acolyte-1")
		sc.Firewood = 1
		s := build(t, sc)
		require.GreaterOrEqual(t, len(s.Line), 3)
		assert.Equal(t, []string{"acolyte-1", "acolyte-2", "high-priestess"}, lineCards(s)[:3])
		assert.Equal(t, []string{"treant-2"}, s.Graveyard)
	})
}
