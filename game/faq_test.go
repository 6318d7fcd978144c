package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every FAQ answer of the rulebooks (the 2018 draft, 002, and the French edition, 004) as a
// scenario.
func TestFAQ(t *testing.T) {
	t.Run("a Wyvern lowering the fire mid-reveal stops further reveals", func(t *testing.T) {
		s := build(t, tbl(PhaseWatch, down("wyvern-1"), down("bear-1")))
		assert.Equal(t, 4, s.Firewood)
		assert.False(t, s.Line[1].FaceUp, "fire 7 would reveal 2, fire 4 reveals 1")
	})
	t.Run("Shockbolt looks at base health, not health lowered by Wound", func(t *testing.T) {
		s := play(t, build(t, tbl(PhaseWatch, up("treant-2"))), "exhaust warrior.wound 1")
		assert.Equal(t, 4, Health(s, 0))
		refused(t, s, "exhaust wizard.shockbolt 1", "base health 8 or less (this one has 9)")
	})
	t.Run("Polymorph is not a defeat: no Defeated power", func(t *testing.T) {
		sc := grave(tbl(PhaseWatch, up("treant-1"), up("bear-1")), "wolf-2")
		sc.Adventurers[2].Slots[2].Exhausted = false
		s := play(t, build(t, sc), "exhaust wizard.polymorph 1 wolf-2")
		assert.Equal(t, 7, s.Firewood, "the Treant gives no firewood")
		assert.Equal(t, "treant-1", s.Graveyard[0])
	})
	t.Run("Polymorph cannot bring a Summon card", func(t *testing.T) {
		sc := grave(tbl(PhaseWatch, up("bear-1")), "summon-1")
		sc.Adventurers[2].Slots[2].Exhausted = false
		refused(t, build(t, sc), "exhaust wizard.polymorph 1 summon-1", "not one")
	})
	t.Run("a creature brought by Polymorph triggers its Reveal and First-position powers", func(t *testing.T) {
		sc := grave(tbl(PhaseWatch, up("bear-1")), "fae-1")
		sc.Adventurers[2].Slots[2].Exhausted = false
		s := play(t, build(t, sc), "exhaust wizard.polymorph 1 fae-1")
		assert.Equal(t, 6, s.Firewood, "the Fae in 1st position costs 1 firewood")
	})
	t.Run("Chaos Blast must strike two creatures when two are revealed, one when only one is", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("bear-1"), up("wolf-1"))
		sc.Adventurers[2].Slots[0] = Slot{Card: "wizard.chaos-blast"}
		sc.Adventurers[2].Unused = []string{"wizard.shockbolt", "wizard.illuminate"}
		s := build(t, sc)
		refused(t, s, "exhaust wizard.chaos-blast 1", "must strike two creatures")
		play(t, s, "exhaust wizard.chaos-blast 1 2")
		sc.Line = []ScenarioCard{up("bear-1")}
		sc.Creatures = append(sc.Creatures, "wolf-1")
		s = play(t, build(t, sc), "exhaust wizard.chaos-blast 1")
		assert.Equal(t, "bear-1", s.Graveyard[0])
	})
	t.Run("Curse needs a die assigned by an adventurer: a stolen die does not count, a tamed creature does", func(t *testing.T) {
		s := play(t, build(t, tbl(PhaseWatch, up("bandit-1"))), "choose warrior:8")
		refused(t, s, "exhaust wizard.curse 1", "already has an attack die")
		sc := tbl(PhaseWatch, up("treant-2"))
		seat(sc, 0, "beastmaster", []int{8, 5, 2}, "beastmaster.hunt")
		sc.Adventurers[0].Tamed = []string{"eagle-1"}
		sc.Creatures = removeString(sc.Creatures, "eagle-1")
		s = play(t, build(t, sc), "attack 1 beastmaster:eagle-1", "exhaust wizard.curse 1")
		assert.Equal(t, "treant-2", s.Graveyard[0])
	})
	t.Run("Berserker may strike a creature just revealed next to the one defeated", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("bear-1"), down("eagle-1"), up("treant-2"))
		sc.Firewood = 1
		sc.Adventurers[0].Slots[2] = Slot{Card: "warrior.berserker"}
		sc.Adventurers[0].Unused = []string{"warrior.giants-bane", "warrior.cleave"}
		s := play(t, build(t, sc), "attack 1 warrior:5")
		require.True(t, s.Line[0].FaceUp, "the Eagle moved up and was revealed")
		s = play(t, s, "exhaust warrior.berserker 1")
		assert.Equal(t, "eagle-1", s.Graveyard[0])
	})
	t.Run("Smoke Bomb on the Fire Serpent or the Shade defeats it at once", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("fire-serpent-1"), up("shade-2"), up("treant-2"))
		sc.Camper = "warrior"
		s := play(t, build(t, sc), "use rogue.smoke-bomb rogue:6 1")
		assert.Equal(t, "fire-serpent-1", s.Graveyard[0])
		s = play(t, s, "exhaust rogue.smoke-bomb 1")
		assert.Equal(t, "shade-2", s.Graveyard[0])
	})
	t.Run("Backstab may reveal a single creature", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("treant-2"), down("bear-1"))
		sc.Firewood, sc.Camper = 1, "warrior"
		sc.Adventurers[3].Slots[0].Exhausted = false
		sc.Adventurers[3].Slots[2] = Slot{Card: "rogue.stay-dead"}
		sc.Adventurers[3].Unused = []string{"rogue.throwing-daggers", "rogue.smoke-bomb"}
		s := play(t, build(t, sc), "exhaust rogue.backstab 2", "choose bear-1")
		assert.Equal(t, []string{"bear-1"}, s.Removed, "and Stay Dead applies to abilities too")
	})
	t.Run("Stay Dead applies when the Rogue's die defeats a creature", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("bear-1"), up("treant-2"))
		sc.Camper = "warrior"
		sc.Adventurers[3].Slots[0] = Slot{Card: "rogue.stay-dead"}
		sc.Adventurers[3].Unused = []string{"rogue.throwing-daggers", "rogue.backstab"}
		s := play(t, build(t, sc), "attack 1 rogue:6")
		assert.Equal(t, []string{"bear-1"}, s.Removed)
	})
	t.Run("tamed creatures gain Dark Woods' +1, fight within range and go to the Graveyard once used", func(t *testing.T) {
		sc := at(tbl(PhaseWatch, up("treant-2"), up("bear-1"), up("wolf-1")), "dark-woods")
		seat(sc, 0, "beastmaster", []int{8, 5, 2}, "beastmaster.hunt")
		sc.Adventurers[0].Tamed = []string{"eagle-1", "bear-2"}
		sc.Creatures = removeString(removeString(sc.Creatures, "eagle-1"), "bear-2")
		s := build(t, sc)
		refused(t, s, "attack 3 beastmaster:eagle-1", "reaches only the first 2 positions")
		s = play(t, s, "attack 2 beastmaster:bear-2")
		assert.Equal(t, "bear-1", s.Graveyard[0], "the tamed Bear is worth 5+1")
		assert.Contains(t, s.Graveyard, "bear-2")
		assert.Equal(t, []string{"eagle-1"}, s.Adventurer("beastmaster").Tamed)
	})
	t.Run("the Beast Master keeps unused tamed creatures from round to round", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("eagle-2"))
		seat(sc, 0, "beastmaster", []int{8, 5, 2}, "beastmaster.hunt")
		sc.Adventurers[0].Tamed = []string{"eagle-1"}
		sc.Creatures = removeString(sc.Creatures, "eagle-1")
		s := play(t, build(t, sc), "attack 1 beastmaster:5")
		assert.Equal(t, 3, s.Round)
		assert.Equal(t, []string{"eagle-1"}, s.Adventurer("beastmaster").Tamed)
	})
	t.Run("a Graveshifter meeting the other Graveshifter on the Graveyard swaps once", func(t *testing.T) {
		sc := grave(tbl(PhaseWatch, down("graveshifter-1")), "graveshifter-2")
		sc.Firewood = 1
		s := build(t, sc)
		assert.Equal(t, []string{"graveshifter-2"}, lineCards(s))
		assert.Equal(t, []string{"graveshifter-1"}, s.Graveyard)
	})
	t.Run("a Summon on top of the Graveyard triggers nothing (Zombie Horde, Graveshifter)", func(t *testing.T) {
		s := build(t, grave(tbl(PhaseWatch, up("zombie-horde-1"), down("graveshifter-1")), "summon-1", "treant-2"))
		assert.Equal(t, 7, Health(s, 0))
		assert.Equal(t, "graveshifter-1", s.Line[1].Card)
	})
	t.Run("a stolen die comes back spent when its creature is defeated", func(t *testing.T) {
		s := play(t, build(t, tbl(PhaseWatch, up("bandit-1"), up("treant-2"))), "choose warrior:8", "attack 1 ranger:7")
		assert.Equal(t, DieSpent, s.Adventurer("warrior").Dice[0].State)
	})
	t.Run("Cleave's leftover may be more than the die showed, with Poison Blade", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("eagle-1"), up("treant-2"))
		sc.Camper = "wizard"
		sc.Adventurers[0].Slots[2] = Slot{Card: "warrior.cleave"}
		sc.Adventurers[0].Unused = []string{"warrior.giants-bane", "warrior.berserker"}
		s := play(t, build(t, sc), "exhaust rogue.poison-blade", "attack 1 warrior:2")
		assert.Equal(t, 3, s.Adventurer("warrior").Dice[2].Value, "2 + 4 poison on a health of 3 leaves 3")
		assert.Equal(t, DieFree, s.Adventurer("warrior").Dice[2].State)
	})
	t.Run("Wound cannot be used twice on the same creature", func(t *testing.T) {
		s := play(t, build(t, tbl(PhaseWatch, up("treant-2"))), "use warrior.wound warrior:2 1")
		refused(t, s, "exhaust warrior.wound 1", "already wounded")
	})
	t.Run("an ability card is used at most twice a location: once with a die, once exhausted", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("bear-1"), up("wolf-1"), up("treant-2"))
		s := play(t, build(t, sc), "use wizard.shockbolt wizard:3 1", "exhaust wizard.shockbolt 1")
		refused(t, s, "use wizard.shockbolt wizard:6 1", "is exhausted")
	})
	t.Run("Illuminate may be used again and again", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("treant-2"), down("bear-1"), down("wolf-1"), down("eagle-1"))
		sc.Firewood = 6
		sc.Adventurers[2].Slots[0] = Slot{Card: "wizard.illuminate"}
		sc.Adventurers[2].Unused = []string{"wizard.shockbolt", "wizard.chaos-blast"}
		s := play(t, build(t, sc), "use wizard.illuminate", "use wizard.illuminate", "use wizard.illuminate")
		assert.Equal(t, 3, s.Firewood)
	})
	t.Run("an exhausted adventurer may still attack with the dice left", func(t *testing.T) {
		s := play(t, build(t, tbl(PhaseWatch, up("treant-2"), up("bear-1"))), "fire warrior.wound", "fire warrior.throw-axe")
		assert.False(t, s.Adventurer("warrior").Ready())
		play(t, s, "attack 1 warrior:8")
	})
	t.Run("creatures cannot be attacked before they are revealed", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("treant-2"), down("bear-1"))
		sc.Firewood = 1
		refused(t, build(t, sc), "attack 2 ranger:7", "not revealed")
	})
	t.Run("a camp action is done more than once only where it has several spaces", func(t *testing.T) {
		sc := tbl(PhaseCamp)
		sc.Adventurers[3].Dice = []int{5, 5, 6}
		s := play(t, build(t, sc), "place 5 map", "choose dark-woods")
		refused(t, s, "place 5 map", "room for one die")
		play(t, s, "place 5 chop", "place 6 chop")
	})
	t.Run("an empty Creature deck is made again from the Graveyard, Unhallowed and Summons too", func(t *testing.T) {
		sc := tbl(PhaseCamp)
		sc.Creatures = nil
		sc.Graveyard = []string{"bear-1", "warlord", "wolf-1"}
		sc.Unhallowed = []string{"hydra"}
		s := play(t, build(t, sc), "end")
		assert.ElementsMatch(t, []string{"bear-1", "warlord", "wolf-1"}, lineCards(s))
		assert.Empty(t, s.Graveyard)
	})
	t.Run("cards added to the end of the Line come face down", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("bear-1"), up("wolf-1"), up("eagle-2"))
		sc.Adventurers[2].Slots[0] = Slot{Card: "wizard.chaos-blast"}
		sc.Adventurers[2].Unused = []string{"wizard.shockbolt", "wizard.illuminate"}
		s := play(t, build(t, sc), "exhaust wizard.chaos-blast 2 3")
		assert.Equal(t, []string{"bear-1", "eagle-1"}, lineCards(s))
		assert.True(t, s.Line[1].FaceUp, "face down, then revealed by the campfire as usual")
	})
}
