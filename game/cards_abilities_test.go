package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every ability card of the six base adventurers: the actives used with a die and by exhausting
// them, the passives once (and refused a second time where they work once a round).

func TestBeastMasterCards(t *testing.T) {
	bm := func(line ...ScenarioCard) *Scenario {
		return seat(tbl(PhaseWatch, line...), 0, "beastmaster", []int{8, 5, 2},
			"beastmaster.tame-beast", "beastmaster.set-snares", "beastmaster.hunt")
	}
	t.Run("Tame Beast", func(t *testing.T) {
		sc := bm(up("bear-1"), up("treant-2"))
		bothWays(t, sc, "beastmaster.tame-beast", "beastmaster:2", "1", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"bear-1"}, s.Adventurer("beastmaster").Tamed)
			assert.Equal(t, []string{"treant-2"}, lineCards(s))
		})
		refused(t, build(t, sc), "exhaust beastmaster.tame-beast 2", "only a Forest Creature")
	})
	t.Run("Set Snares", func(t *testing.T) {
		bothWays(t, bm(up("treant-2"), up("bear-1")), "beastmaster.set-snares", "beastmaster:2", "1", func(t *testing.T, s *State) {
			assert.Equal(t, "treant-2", s.Creatures[0])
		})
	})
	t.Run("Hunt", func(t *testing.T) {
		sc := grave(bm(up("treant-2")), "eagle-2", "fae-1")
		bothWays(t, sc, "beastmaster.hunt", "beastmaster:2", "eagle-2", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"eagle-2"}, s.Adventurer("beastmaster").Tamed)
		})
		refused(t, build(t, sc), "exhaust beastmaster.hunt fae-1", "not one")
	})
	t.Run("Animal Sentry", func(t *testing.T) {
		sc := bm(up("treant-2"), down("wolf-2"))
		sc.Firewood = 1
		sc.Adventurers[0].Slots[2] = Slot{Card: "beastmaster.animal-sentry"}
		sc.Adventurers[0].Tamed = []string{"eagle-1"}
		sc.Creatures = removeString(sc.Creatures, "eagle-1")
		bothWays(t, sc, "beastmaster.animal-sentry", "beastmaster:2", "eagle-1", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"treant-2"}, lineCards(s), "the last creature, face down, is defeated")
			assert.Contains(t, s.Graveyard, "wolf-2")
			assert.Empty(t, s.Adventurer("beastmaster").Tamed)
		})
	})
	t.Run("Tracking", func(t *testing.T) {
		sc := bm(up("bear-1"), up("wolf-1"))
		sc.Adventurers[0].Slots[2] = Slot{Card: "beastmaster.tracking"}
		s := passiveOnce(t, build(t, sc), "use beastmaster.tracking")
		assert.Equal(t, []string{"bear-1"}, s.Adventurer("beastmaster").Tamed)
	})
}

func TestClericCards(t *testing.T) {
	cl := func(line ...ScenarioCard) *Scenario {
		return seat(tbl(PhaseWatch, line...), 1, "cleric", []int{6, 4, 1},
			"cleric.rebuke", "cleric.cleanse-undead", "cleric.banish")
	}
	t.Run("Rebuke", func(t *testing.T) {
		bothWays(t, cl(up("bear-1"), up("wolf-1"), up("treant-2")), "cleric.rebuke", "cleric:1", "1 3", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"wolf-1", "treant-2", "bear-1"}, lineCards(s))
		})
		bothWays(t, cl(up("skeletons-1"), up("treant-2")), "cleric.rebuke", "cleric:1", "1", func(t *testing.T, s *State) {
			assert.Equal(t, "skeletons-1", s.Graveyard[0], "an Undead in 1st position is defeated")
		})
		refused(t, build(t, cl(up("bear-1"), up("wolf-1"))), "exhaust cleric.rebuke 1", "only an Undead in 1st position")
	})
	t.Run("Cleanse Undead", func(t *testing.T) {
		bothWays(t, cl(up("skeletons-1"), up("treant-2"), up("zombie-horde-1")), "cleric.cleanse-undead", "cleric:1", "", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"treant-2"}, lineCards(s))
		})
	})
	t.Run("Banish", func(t *testing.T) {
		sc := cl(up("warlord"), up("bear-1"))
		bothWays(t, sc, "cleric.banish", "cleric:1", "1", func(t *testing.T, s *State) {
			assert.Equal(t, "warlord", s.Creatures[len(s.Creatures)-1])
		})
		refused(t, build(t, sc), "exhaust cleric.banish 2", "only an Undead or an Unhallowed")
	})
	t.Run("Blinding Light", func(t *testing.T) {
		sc := cl(up("treant-2"), down("goblins-1"), down("vampire-1"))
		sc.Firewood = 1
		sc.Adventurers[1].Slots[2] = Slot{Card: "cleric.blinding-light"}
		bothWays(t, sc, "cleric.blinding-light", "cleric:1", "2 3", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"treant-2", "goblins-1", "vampire-1"}, lineCards(s), "no Reveal power: the Goblins stay")
			assert.True(t, s.Line[2].FaceUp)
			assert.Nil(t, s.Line[2].Stolen, "the Vampire takes nothing")
		})
	})
	t.Run("Protective Ward", func(t *testing.T) {
		sc := cl(up("bear-1"), up("treant-2"))
		sc.Adventurers[1].Slots[2] = Slot{Card: "cleric.protective-ward"}
		s := passiveOnce(t, build(t, sc), "use cleric.protective-ward")
		assert.Equal(t, []string{"bear-1"}, s.Horde)
		assert.Nil(t, PendingPrompt(s), "no card is exhausted for its damage")
	})
}

func TestRangerCards(t *testing.T) {
	rg := func(line ...ScenarioCard) *Scenario {
		return seat(tbl(PhaseWatch, line...), 1, "ranger", []int{7, 4, 1},
			"ranger.elf-senses", "ranger.far-sight", "ranger.long-shot")
	}
	t.Run("Elf Senses", func(t *testing.T) {
		bothWays(t, rg(up("treant-2"), down("bear-1"), down("goblins-1")), "ranger.elf-senses", "ranger:1", "", func(t *testing.T, s *State) {
			assert.True(t, s.Line[2].FaceUp, "one more creature revealed")
			assert.Equal(t, "goblins-1", s.Line[2].Card, "the next Reveal power is cancelled")
		})
	})
	t.Run("Far Sight", func(t *testing.T) {
		bothWays(t, rg(up("treant-2")), "ranger.far-sight", "ranger:1", "", func(t *testing.T, s *State) {
			assert.Equal(t, 2, Reach(s, "warrior"))
			assert.Equal(t, 3, Reach(s, "ranger"))
		})
	})
	t.Run("Long Shot", func(t *testing.T) {
		sc := rg(up("treant-2"), down("bear-1"))
		sc.Firewood = 1
		bothWays(t, sc, "ranger.long-shot", "ranger:1", "2", func(t *testing.T, s *State) {
			assert.Equal(t, "bear-1", s.Graveyard[0])
		})
		refused(t, build(t, sc), "exhaust ranger.long-shot 1", "already revealed")
	})
	t.Run("Slumber", func(t *testing.T) {
		sc := rg(up("bandit-1"), up("treant-2"))
		sc.Adventurers[1].Slots[2] = Slot{Card: "ranger.slumber"}
		start := play(t, build(t, sc), "choose warrior:8")
		bothWaysFrom(t, start, "ranger.slumber", "ranger:1", "1", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"treant-2", "bandit-1"}, lineCards(s))
			assert.Nil(t, s.Line[1].Stolen)
			assert.Equal(t, DieFree, s.Adventurer("warrior").Dice[0].State, "the stolen die comes back")
		})
	})
	t.Run("Sharpshooter", func(t *testing.T) {
		sc := rg(up("treant-2"))
		sc.Adventurers[1].Slots[2] = Slot{Card: "ranger.sharpshooter"}
		s := play(t, build(t, sc), "attack 1 ranger:7")
		s = passiveOnce(t, s, "use ranger.sharpshooter ranger:7")
		assert.Equal(t, DieFree, s.Adventurer("ranger").Dice[0].State, "the die is rolled again and free")
	})
}

func TestRogueCards(t *testing.T) {
	rogue := func(dice []int, line ...ScenarioCard) *Scenario {
		sc := seat(tbl(PhaseWatch, line...), 3, "rogue", dice,
			"rogue.poison-blade", "rogue.throwing-daggers", "rogue.backstab")
		sc.Camper = "warrior"
		return sc
	}
	t.Run("Poison Blade", func(t *testing.T) {
		bothWays(t, rogue([]int{6, 3, 2}, up("treant-2"), up("bear-1")), "rogue.poison-blade", "rogue:2", "", func(t *testing.T, s *State) {
			s = play(t, s, "attack 1 rogue:6")
			require.NotEmpty(t, s.Graveyard)
			assert.Equal(t, "treant-2", s.Graveyard[0], "6 + 2 for each of the 2 revealed creatures beats 9")
			assert.Equal(t, 1, s.Effects.PoisonAttacks, "one poisoned attack left")
		})
	})
	t.Run("Throwing Daggers", func(t *testing.T) {
		sc := rogue([]int{6, 3, 2}, up("treant-2"), down("bear-1"))
		sc.Firewood = 1
		bothWays(t, sc, "rogue.throwing-daggers", "rogue:3", "rogue:2 2", func(t *testing.T, s *State) {
			assert.True(t, s.Line[1].FaceUp)
			assert.Equal(t, 6, s.Adventurer("rogue").Dice[2].Value, "the die is set to its highest face")
			assert.Equal(t, 2, Reach(s, "rogue"), "the Rogue's attacks are ranged this round")
		})
	})
	t.Run("Backstab", func(t *testing.T) {
		sc := rogue([]int{6, 6, 6}, up("treant-2"), down("bear-1"), down("wolf-1"))
		sc.Firewood = 1
		bothWays(t, sc, "rogue.backstab", "rogue:6", "2 3", func(t *testing.T, s *State) {
			p := prompt(t, s, TaskBackstab)
			assert.Equal(t, []string{"bear-1", "wolf-1", noneWord}, p.Options)
			s = play(t, s, "choose wolf-1")
			assert.Equal(t, "wolf-1", s.Graveyard[0])
		})
	})
	t.Run("Smoke Bomb", func(t *testing.T) {
		sc := rogue([]int{6, 3, 2}, up("warlord"), up("bear-1"))
		sc.Adventurers[3].Slots[2] = Slot{Card: "rogue.smoke-bomb"}
		bothWays(t, sc, "rogue.smoke-bomb", "rogue:2", "1", func(t *testing.T, s *State) {
			assert.True(t, s.Line[0].Blank)
			assert.Equal(t, 4, Health(s, 1), "the Warlord's text is ignored")
		})
	})
	t.Run("Stay Dead", func(t *testing.T) {
		sc := rogue([]int{6, 3, 2}, up("bear-1"), up("treant-2"))
		sc.Adventurers[3].Slots[2] = Slot{Card: "rogue.stay-dead"}
		s := build(t, sc)
		refused(t, s, "use rogue.stay-dead", "works by itself")
		s = play(t, s, "attack 1 rogue:6")
		assert.Equal(t, []string{"bear-1"}, s.Removed, "out of the game, not in the Graveyard")
	})
}

func TestWarriorCards(t *testing.T) {
	wr := func(line ...ScenarioCard) *Scenario {
		return seat(tbl(PhaseWatch, line...), 0, "warrior", []int{8, 5, 2},
			"warrior.wound", "warrior.throw-axe", "warrior.giants-bane")
	}
	t.Run("Wound", func(t *testing.T) {
		bothWays(t, wr(up("treant-2")), "warrior.wound", "warrior:2", "1", func(t *testing.T, s *State) {
			assert.Equal(t, 4, Health(s, 0))
		})
	})
	t.Run("Throw Axe", func(t *testing.T) {
		sc := wr(up("treant-2"), up("bear-1"))
		bothWays(t, sc, "warrior.throw-axe", "warrior:2", "2", func(t *testing.T, s *State) {
			assert.Equal(t, "bear-1", s.Graveyard[0])
		})
		refused(t, build(t, sc), "exhaust warrior.throw-axe 1", "only the creature in 2nd position")
	})
	t.Run("Giants Bane", func(t *testing.T) {
		bothWays(t, wr(up("lich"), up("bear-1")), "warrior.giants-bane", "warrior:2", "", func(t *testing.T, s *State) {
			s = play(t, s, "attack 1 warrior:8")
			require.NotEmpty(t, s.Graveyard)
			assert.Equal(t, "lich", s.Graveyard[0], "8 counts 16 on a creature of health 14")
		})
	})
	t.Run("Berserker", func(t *testing.T) {
		sc := wr(up("bear-1"), up("eagle-1"), up("treant-2"))
		sc.Adventurers[0].Slots[2] = Slot{Card: "warrior.berserker"}
		start := play(t, build(t, sc), "attack 1 warrior:5")
		bothWaysFrom(t, start, "warrior.berserker", "warrior:2", "1", func(t *testing.T, s *State) {
			assert.Equal(t, "eagle-1", s.Graveyard[0])
		})
		refused(t, start, "exhaust warrior.berserker 2", "next to the one the Warrior just defeated")
	})
	t.Run("Cleave", func(t *testing.T) {
		sc := wr(up("bear-1"), up("treant-2"))
		sc.Adventurers[0].Slots[2] = Slot{Card: "warrior.cleave"}
		s := play(t, build(t, sc), "attack 1 warrior:8")
		assert.Equal(t, Die{Sides: 8, Value: 4, State: DieFree}, s.Adventurer("warrior").Dice[0], "8 on a health of 4 keeps a 4")
		refused(t, s, "use warrior.cleave", "works by itself")
	})
}

func TestWizardCards(t *testing.T) {
	wz := func(line ...ScenarioCard) *Scenario {
		return seat(tbl(PhaseWatch, line...), 2, "wizard", []int{6, 3, 3},
			"wizard.curse", "wizard.chaos-blast", "wizard.polymorph")
	}
	t.Run("Curse", func(t *testing.T) {
		sc := wz(up("treant-2"), up("bear-1"))
		start := play(t, build(t, sc), "attack 1 warrior:2")
		bothWaysFrom(t, start, "wizard.curse", "wizard:3", "1", func(t *testing.T, s *State) {
			assert.Equal(t, "treant-2", s.Graveyard[0])
		})
		refused(t, start, "exhaust wizard.curse 2", "already has an attack die")
	})
	t.Run("Chaos Blast", func(t *testing.T) {
		bothWays(t, wz(up("bear-1"), up("wolf-1"), up("treant-2")), "wizard.chaos-blast", "wizard:3", "1 2", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"treant-2", "eagle-1"}, lineCards(s), "a new creature joins the end")
			assert.Equal(t, []string{"wolf-1", "bear-1"}, s.Graveyard)
		})
	})
	t.Run("Polymorph", func(t *testing.T) {
		bothWays(t, grave(wz(up("bear-1"), up("wolf-1")), "treant-2"), "wizard.polymorph", "wizard:3", "1 treant-2", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"treant-2", "wolf-1"}, lineCards(s))
			assert.Equal(t, []string{"bear-1"}, s.Graveyard)
		})
	})
	t.Run("Shockbolt", func(t *testing.T) {
		sc := wz(up("bear-1"), up("treant-2"))
		sc.Adventurers[2].Slots[2] = Slot{Card: "wizard.shockbolt"}
		bothWays(t, sc, "wizard.shockbolt", "wizard:3", "1", func(t *testing.T, s *State) {
			assert.Equal(t, "bear-1", s.Graveyard[0])
		})
		refused(t, build(t, sc), "exhaust wizard.shockbolt 2", "base health 8 or less (this one has 9)")
	})
	t.Run("Illuminate", func(t *testing.T) {
		sc := wz(up("treant-2"), down("bear-1"), down("wolf-1"))
		sc.Firewood = 5
		sc.Adventurers[2].Slots[2] = Slot{Card: "wizard.illuminate"}
		s := play(t, build(t, sc), "use wizard.illuminate", "use wizard.illuminate")
		assert.Equal(t, 3, s.Firewood, "1 firewood a reveal, as often as wanted")
		assert.True(t, s.Line[2].FaceUp)
		refused(t, s, "use wizard.illuminate", "every creature in the Line is revealed")
	})
}

// The six base camp actions.
func TestCampActionCards(t *testing.T) {
	camper := func(id string, dice []int, cards ...string) *Scenario {
		sc := tbl(PhaseCamp)
		i := map[string]int{"warrior": 0, "ranger": 1, "wizard": 2}[id]
		if id == "beastmaster" || id == "cleric" {
			i = 0
		}
		seat(sc, i, id, dice, cards...)
		sc.Camper = id
		sc.Adventurers[i].Rests = 1
		sc.Adventurers[3].Rests = 0
		return sc
	}
	t.Run("Set Trap", func(t *testing.T) {
		s := play(t, build(t, camper("beastmaster", []int{6, 3, 2}, "beastmaster.hunt")), "place 6 action", "end")
		p := prompt(t, s, TaskSetTrap)
		assert.Equal(t, []string{"bear-1", noneWord}, p.Options)
		s = play(t, s, "choose bear-1")
		assert.Equal(t, "bear-1", s.Graveyard[0], "6 damage on a health of 4")
	})
	t.Run("Heal 4+", func(t *testing.T) {
		s := build(t, camper("cleric", []int{4, 3, 1}, "cleric.banish"))
		refused(t, s, "place 3 action", "needs a die of 4 or more")
		s = play(t, s, "place 4 action")
		p := prompt(t, s, TaskHeal)
		assert.Contains(t, p.Options, "ranger.far-sight")
	})
	t.Run("Elven Scout", func(t *testing.T) {
		s := play(t, build(t, camper("ranger", []int{7, 4, 1}, "ranger.slumber")), "place 1 action")
		p := prompt(t, s, TaskElvenScout)
		assert.Len(t, p.Options, 24, "four cards in any order")
		s = play(t, s, "choose eagle-1,wolf-1,bear-1,bear-2")
		assert.Equal(t, []string{"eagle-1", "wolf-1", "bear-1", "bear-2"}, s.Creatures[:4])
	})
	t.Run("Prepared", func(t *testing.T) {
		s := play(t, build(t, tbl(PhaseCamp)), "place 6 action")
		prompt(t, s, TaskEquip)
		s = play(t, s, "choose rogue.poison-blade>rogue.stay-dead")
		p := prompt(t, s, TaskPrepared)
		assert.Equal(t, []string{"warrior", "ranger", "wizard", noneWord}, p.Options)
		s = play(t, s, "choose ranger", "choose ranger.long-shot>ranger.elf-senses")
		assert.NotNil(t, s.Adventurer("ranger").Slot("ranger.elf-senses"))
	})
	t.Run("Wood Axe", func(t *testing.T) {
		s := play(t, build(t, camper("warrior", []int{8, 5, 2}, "warrior.wound")), "place 2 action")
		assert.Equal(t, 11, s.Firewood)
	})
	t.Run("Teleport", func(t *testing.T) {
		s := play(t, build(t, camper("wizard", []int{6, 3, 3}, "wizard.curse")), "place 3 action")
		p := prompt(t, s, TaskTeleport)
		assert.Equal(t, []string{"barren-plains", "cliff-watch", noneWord}, p.Options)
		s = play(t, s, "choose cliff-watch")
		assert.Equal(t, "cliff-watch", s.MapDeck[0])
		assert.Contains(t, s.Unused, "dark-woods")
	})
}
