package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// at moves a table to a location.
func at(sc *Scenario, location string) *Scenario {
	sc.Map = removeString(sc.Map, location)
	sc.Unused = removeString(sc.Unused, location)
	sc.Location = location
	return sc
}

// arriving is a table at the start of a round at a location, its start-of-round rules applied.
func arriving(location string) *Scenario {
	sc := at(tbl(PhaseCamper), location)
	sc.Camper, sc.StartRules = "", true
	return sc
}

// One scenario per location: the 22 regular, the 6 respite and the 3 final ones.
func TestLocationCards(t *testing.T) {
	t.Run("Forgotten Graveyard: defeated Undead go under the Creature deck", func(t *testing.T) {
		s := play(t, build(t, at(tbl(PhaseWatch, up("skeletons-1"), up("bear-1")), "forgotten-graveyard")), "attack 1 warrior:8")
		assert.Equal(t, "skeletons-1", s.Creatures[len(s.Creatures)-1])
		assert.NotContains(t, s.Graveyard, "skeletons-1")
	})
	t.Run("Barren Plains halves the firewood on arrival", func(t *testing.T) {
		sc := tbl(PhaseWatch, up("eagle-1"))
		sc.Firewood, sc.Map = 9, []string{"barren-plains", "forbidden-tower"}
		sc.Unused = []string{"cliff-watch"}
		s := play(t, build(t, sc), "attack 1 warrior:5")
		assert.Equal(t, "barren-plains", s.Location)
		assert.Equal(t, 4, s.Firewood)
	})
	t.Run("Dark Woods: Forest Creatures, tamed ones too, +1 health", func(t *testing.T) {
		sc := at(tbl(PhaseWatch, up("bear-1")), "dark-woods")
		seat(sc, 0, "beastmaster", []int{8, 5, 2}, "beastmaster.hunt")
		sc.Adventurers[0].Tamed = []string{"eagle-1"}
		sc.Creatures = removeString(sc.Creatures, "eagle-1")
		s := build(t, sc)
		assert.Equal(t, 5, Health(s, 0))
		assert.Equal(t, 4, DieValue(s, DieRef{Adventurer: "beastmaster", Tamed: "eagle-1"}))
	})
	t.Run("Ancient Crypt: the party chooses the Unhallowed a Summon brings", func(t *testing.T) {
		s := build(t, at(tbl(PhaseWatch, down("summon-1")), "ancient-crypt"))
		s = play(t, s, "choose warrior.wound")
		p := prompt(t, s, TaskCrypt)
		assert.Equal(t, []string{"warlord", "hydra"}, p.Options)
		s = play(t, s, "choose hydra")
		assert.Equal(t, "hydra", s.Line[0].Card)
		assert.Equal(t, []string{"warlord"}, s.Unhallowed)
	})
	t.Run("Goblin Caves: Goblins +3 health", func(t *testing.T) {
		s := build(t, at(tbl(PhaseWatch, up("goblins-1")), "goblin-caves"))
		assert.Equal(t, 9, Health(s, 0))
	})
	t.Run("Underground Tomb: the campfire reveals one creature fewer", func(t *testing.T) {
		s := build(t, at(tbl(PhaseWatch, down("bear-1"), down("wolf-1")), "underground-tomb"))
		assert.True(t, s.Line[0].FaceUp)
		assert.False(t, s.Line[1].FaceUp, "firewood 7 reveals 2, here 1")
	})
	t.Run("Witch's Shack: Chop Wood gives 3", func(t *testing.T) {
		s := play(t, build(t, at(tbl(PhaseCamp), "witchs-shack")), "place 6 chop")
		assert.Equal(t, 10, s.Firewood)
	})
	t.Run("Lost Outpost: each adventurer may turn their lowest die up by one", func(t *testing.T) {
		s := build(t, arriving("lost-outpost"))
		p := prompt(t, s, TaskOutpost)
		assert.Equal(t, []string{"warrior:2", noneWord}, p.Options)
		s = play(t, s, "choose warrior:2", "choose none")
		assert.Equal(t, 3, s.Adventurer("warrior").Dice[2].Value)
		assert.Equal(t, 1, s.Adventurer("ranger").Dice[2].Value)
	})
	t.Run("Fetid Swamp: each First-position power costs 1 firewood", func(t *testing.T) {
		s := build(t, at(tbl(PhaseWatch, up("fae-1")), "fetid-swamp"))
		assert.Equal(t, 5, s.Firewood)
	})
	t.Run("Snowy Pass: the lowest die is set aside", func(t *testing.T) {
		s := build(t, arriving("snowy-pass"))
		assert.Equal(t, DieLocked, s.Adventurer("ranger").Dice[2].State)
	})
	t.Run("Cliff Watch: +1 range", func(t *testing.T) {
		s := build(t, at(tbl(PhaseWatch, up("bear-1"), up("wolf-1")), "cliff-watch"))
		assert.Equal(t, 2, Reach(s, "warrior"))
		play(t, s, "attack 2 warrior:5")
	})
	t.Run("Sea Fortress: a Summon goes under the Creature deck", func(t *testing.T) {
		s := play(t, build(t, tbl(PhaseWatch, down("summon-2"))), "choose warrior.wound")
		assert.Equal(t, "summon-2", s.Creatures[len(s.Creatures)-1])
	})
	t.Run("Mountain Keep: the strongest creature of the Graveyard joins the Line, last", func(t *testing.T) {
		s := play(t, build(t, grave(at(tbl(PhaseCamp), "mountain-keep"), "fae-1", "treant-2")), "end")
		assert.Equal(t, "treant-2", s.Line[len(s.Line)-1].Card)
		assert.Equal(t, []string{"fae-1"}, s.Graveyard)
	})
	t.Run("Frost Caverns: Dragons -2 health", func(t *testing.T) {
		s := build(t, at(tbl(PhaseWatch, up("bear-1"), up("wyvern-2")), "frost-caverns"))
		assert.Equal(t, 5, Health(s, 1))
	})
	t.Run("The White Monolith: an exhausted card is refreshed and an active one exhausted", func(t *testing.T) {
		s := build(t, arriving("white-monolith"))
		p := prompt(t, s, TaskMonolith)
		assert.Equal(t, []string{"warrior.giants-bane>warrior.wound", "warrior.giants-bane>warrior.throw-axe"}, p.Options)
		s = play(t, s, "choose warrior.giants-bane>warrior.wound")
		assert.False(t, s.Adventurer("warrior").Slot("warrior.giants-bane").Exhausted)
		assert.True(t, s.Adventurer("warrior").Slot("warrior.wound").Exhausted)
		assert.Equal(t, "ranger", s.Tasks[0].Queue[0], "then the Ranger")
	})
	t.Run("Summoning Circle: the top Unhallowed joins the end of the Line", func(t *testing.T) {
		s := play(t, build(t, at(tbl(PhaseCamp), "summoning-circle")), "end")
		assert.Equal(t, "warlord", s.Line[len(s.Line)-1].Card)
	})
	t.Run("Haunted Manor: resting refreshes no card", func(t *testing.T) {
		s := play(t, build(t, at(tbl(PhaseCamper), "haunted-manor")), "camp ranger")
		assert.True(t, s.Adventurer("ranger").Slot("ranger.far-sight").Exhausted)
	})
	t.Run("Desert Ruins: a Summon exhausts one more card", func(t *testing.T) {
		s := play(t, build(t, at(tbl(PhaseWatch, down("summon-1")), "desert-ruins")), "choose warrior.wound")
		prompt(t, s, TaskExhaust)
	})
	t.Run("Ruined Gate: the highest roll that may rest must camp", func(t *testing.T) {
		s := build(t, at(tbl(PhaseCamper), "ruined-gate"))
		refused(t, s, "camp wizard", "highest roll must rest")
	})
	t.Run("Abandoned Village: every die one pip lower, 1 stays 1", func(t *testing.T) {
		s := build(t, arriving("abandoned-village"))
		assert.Equal(t, []int{7, 4, 1}, []int{s.Adventurers[0].Dice[0].Value, s.Adventurers[0].Dice[1].Value, s.Adventurers[0].Dice[2].Value})
		assert.Equal(t, 1, s.Adventurer("ranger").Dice[2].Value)
	})
	t.Run("The Long Road: no passive ability", func(t *testing.T) {
		sc := at(tbl(PhaseWatch, up("treant-2")), "long-road")
		sc.Adventurers[1].Slots[1] = Slot{Card: "ranger.sharpshooter"}
		sc.Adventurers[1].Unused = []string{"ranger.elf-senses", "ranger.slumber"}
		s := play(t, build(t, sc), "attack 1 ranger:7")
		refused(t, s, "use ranger.sharpshooter ranger:7", "no passive ability")
	})
	t.Run("The Grand Arena: no combining dice", func(t *testing.T) {
		s := build(t, at(tbl(PhaseWatch, up("treant-2")), "grand-arena"))
		refused(t, s, "attack 1 warrior:5 ranger:4", "cannot combine")
	})
	t.Run("Forbidden Tower: a card exhausted for firewood gives 3", func(t *testing.T) {
		s := play(t, build(t, final(tbl(PhaseWatch, up("treant-2")), "forbidden-tower")), "fire warrior.wound")
		assert.Equal(t, 10, s.Firewood)
	})
	t.Run("Cursed Cathedral: once revealed, one creature is defeated at once", func(t *testing.T) {
		s := build(t, final(tbl(PhaseWatch, down("treant-2"), down("bear-1"), down("wolf-1")), "cursed-cathedral"))
		p := prompt(t, s, TaskCathedral)
		assert.Equal(t, []string{"treant-2", "bear-1"}, p.Options, "the two the campfire revealed")
		s = play(t, s, "choose treant-2")
		assert.Equal(t, "treant-2", s.Graveyard[0])
		assert.Nil(t, PendingPrompt(s), "only once")
	})
	t.Run("The Catacombs: after the first defeat each adventurer may reroll a die", func(t *testing.T) {
		s := build(t, final(tbl(PhaseWatch, up("bear-1"), up("wolf-1")), "catacombs"))
		s = play(t, s, "attack 1 warrior:5")
		p := prompt(t, s, TaskCatacombs)
		assert.Equal(t, []string{"warrior:8", "warrior:2", noneWord}, p.Options)
		s = play(t, s, "choose none", "choose ranger:1", "choose none", "choose none")
		assert.Nil(t, PendingPrompt(s))
		s = play(t, s, "attack 1 warrior:8")
		assert.Nil(t, PendingPrompt(s), "only after the first defeat")
	})
	t.Run("Elven Grove: camp actions take any value", func(t *testing.T) {
		sc := at(tbl(PhaseCamp), "elven-grove")
		sc.Adventurers[3].Dice = []int{1, 2, 2}
		s := play(t, build(t, sc), "place 1 map", "choose dark-woods", "place 2 heal")
		prompt(t, s, TaskHeal)
	})
	t.Run("Hidden Temple: clear it with no creature in the Horde, refresh 2 cards", func(t *testing.T) {
		s := play(t, build(t, at(tbl(PhaseWatch, up("eagle-1")), "hidden-temple")), "attack 1 warrior:5")
		p := prompt(t, s, TaskHeal)
		assert.Len(t, p.Options, 4)
		assert.Equal(t, 2, s.Tasks[0].Count)
	})
	t.Run("Remote Tavern: resting refreshes 2 cards", func(t *testing.T) {
		sc := at(tbl(PhaseCamper), "remote-tavern")
		sc.Adventurers[0].Slots[0].Exhausted = true
		s := play(t, build(t, sc), "camp warrior", "choose warrior.wound")
		assert.True(t, s.Adventurer("warrior").Ready())
		assert.Equal(t, 3, readyCountOf(s.Adventurer("warrior")))
	})
	t.Run("Sacred City: seal an Unhallowed, then shuffle the Unhallowed deck", func(t *testing.T) {
		sc := grave(arriving("sacred-city"), "lich", "treant-2", "pyromancer")
		sc.Unhallowed = []string{"warlord", "hydra", "werewolf", "necromancer", "wyvern-rider"}
		s := build(t, sc)
		p := prompt(t, s, TaskSacredCity)
		assert.Equal(t, []string{"lich", "pyromancer"}, p.Options)
		s = play(t, s, "choose lich")
		assert.Contains(t, s.Unhallowed, "lich")
		assert.NotContains(t, s.Graveyard, "lich")
		assert.NotEqual(t, []string{"warlord", "hydra", "werewolf", "necromancer", "wyvern-rider", "lich"}, s.Unhallowed, "shuffled")
	})
	t.Run("Wizard's Cottage: the camper may reroll dice before camp actions", func(t *testing.T) {
		s := play(t, build(t, at(tbl(PhaseCamper), "wizards-cottage")), "camp ranger")
		p := prompt(t, s, TaskBolster)
		assert.Equal(t, "ranger", s.Tasks[0].Queue[0])
		assert.Contains(t, p.Options, "1+4+7")
		assert.Contains(t, p.Text, "Wizard's Cottage")
	})
	t.Run("Tranquil Village: an adventurer on Watch who rolled under 6 refreshes a card", func(t *testing.T) {
		sc := at(tbl(PhaseCamp), "tranquil-village")
		sc.Adventurers[0].Dice = []int{1, 2, 2}
		s := play(t, build(t, sc), "end")
		assert.False(t, s.Adventurer("warrior").Slot("warrior.giants-bane").Exhausted)
		assert.True(t, s.Adventurer("ranger").Slot("ranger.far-sight").Exhausted, "the Ranger rolled 12")
	})
}

func readyCountOf(a *AdventurerState) int {
	n := 0
	for _, sl := range a.Slots {
		if !sl.Exhausted {
			n++
		}
	}
	return n
}
