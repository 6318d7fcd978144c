package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// barbarianAt puts the Barbarian in the Warrior's seat with those d12 values and all five cards
// he can hold on his board (the three first ready).
func barbarianAt(sc *Scenario, dice []int, cards ...string) *Scenario {
	return seat(sc, 0, "barbarian", dice, cards...)
}

// The Barbarian: exhaust-only abilities, his five cards and his camp action.
func TestBarbarian(t *testing.T) {
	t.Run("He never spends a die on an ability card; exhausting it works", func(t *testing.T) {
		s := build(t, barbarianAt(tbl(PhaseWatch, up("bear-1")), []int{12, 7, 2}, "barbarian.rampage", "barbarian.intimidate", "barbarian.bloodlust"))
		refused(t, s, "use barbarian.rampage barbarian:12 1", "never spends a die on an ability card")
		for _, m := range Legal(s) {
			assert.False(t, m.Verb == VerbUse && m.Card != "" && m.Card[:9] == "barbarian" && !abilityRules[m.Card].passive, "legal: %s", m)
		}
		s = play(t, s, "exhaust barbarian.rampage 1")
		assert.Equal(t, "bear-1", s.Graveyard[0])
		assert.True(t, slotOf(s, "barbarian.rampage").Exhausted)
	})
	t.Run("Rampage: 1st position only, health 12 or less", func(t *testing.T) {
		s := build(t, barbarianAt(tbl(PhaseWatch, up("storm-dragon-2"), up("bear-1")), []int{12, 7, 2}, "barbarian.rampage", "barbarian.intimidate", "barbarian.bloodlust"))
		refused(t, s, "exhaust barbarian.rampage 1", "health 12 or less (this one has 13)")
		refused(t, s, "exhaust barbarian.rampage 2", "1st position")
	})
	t.Run("Second Wind: dice spent on direct attacks come back rerolled", func(t *testing.T) {
		s := build(t, barbarianAt(tbl(PhaseWatch, up("wandering-giant-1"), up("bear-1")), []int{5, 7, 2}, "barbarian.second-wind", "barbarian.intimidate", "barbarian.rampage"))
		refused(t, s, "exhaust barbarian.second-wind", "has none")
		s = play(t, s, "attack 1 barbarian:5", "attack 1 barbarian:2")
		s = play(t, s, "exhaust barbarian.second-wind")
		for i, d := range s.Adventurer("barbarian").Dice {
			assert.Equal(t, DieFree, d.State, "die %d", i)
			assert.False(t, d.Attacked)
		}
		assert.Equal(t, 7, s.Line[0].Damage, "the damage stays on the creature")
	})
	t.Run("Bloodlust: +1 firewood for each creature he defeats by direct attack", func(t *testing.T) {
		s := build(t, barbarianAt(tbl(PhaseWatch, up("bear-1"), up("wolf-1"), down("eagle-2")), []int{12, 7, 2}, "barbarian.bloodlust", "barbarian.intimidate", "barbarian.rampage"))
		s = play(t, s, "attack 1 barbarian:12")
		assert.Equal(t, 8, s.Firewood)
		s = play(t, s, "exhaust barbarian.rampage 1")
		assert.Equal(t, 8, s.Firewood, "not for a defeat by an ability")
		refused(t, s, "use barbarian.bloodlust", "works by itself")
	})
	t.Run("Ground Slam: 3 damage to each revealed creature of the first two positions", func(t *testing.T) {
		s := build(t, barbarianAt(tbl(PhaseWatch, up("eagle-1"), up("wolf-1"), down("bear-1")), []int{12, 7, 2}, "barbarian.ground-slam", "barbarian.intimidate", "barbarian.rampage"))
		s = play(t, s, "exhaust barbarian.ground-slam")
		assert.Equal(t, "eagle-1", s.Graveyard[0], "the Eagle (3) falls")
		assert.Equal(t, "wolf-1", s.Line[0].Card)
		assert.Equal(t, 3, s.Line[0].Damage)
	})
	t.Run("Intimidate negates a creature: no First-position power", func(t *testing.T) {
		s := build(t, barbarianAt(tbl(PhaseWatch, up("bear-1"), up("wyvern-1")), []int{12, 7, 2}, "barbarian.intimidate", "barbarian.rampage", "barbarian.bloodlust"))
		s = play(t, s, "exhaust barbarian.intimidate 2")
		refused(t, s, "exhaust barbarian.rampage 2", "1st position")
		s = play(t, s, "attack 1 barbarian:7")
		assert.Equal(t, "wyvern-1", s.Line[0].Card)
		assert.Equal(t, 7+1, s.Firewood, "the Wyvern's -3 does not happen (Bloodlust +1)")
	})
	t.Run("Stun never puts a die on his cards", func(t *testing.T) {
		s := build(t, barbarianAt(tbl(PhaseWatch, down("giant-spider-1")), []int{12, 7, 2}, "barbarian.intimidate", "barbarian.rampage", "barbarian.bloodlust"))
		for _, o := range prompt(t, s, TaskStun).Options {
			assert.NotContains(t, o, "barbarian")
		}
	})
	t.Run("Feast: a 5 or more refreshes one of his exhausted cards", func(t *testing.T) {
		sc := seat(tbl(PhaseCamp), 3, "barbarian", []int{4, 9, 12}, "barbarian.intimidate", "barbarian.rampage", "barbarian.bloodlust")
		sc.Adventurers[3].Slots[1].Exhausted = true
		s := build(t, sc)
		require.Equal(t, "barbarian", s.Camper)
		refused(t, s, "place 4 action", "5 or more")
		s = play(t, s, "place 9 action")
		assert.False(t, slotOf(s, "barbarian.rampage").Exhausted)
		refused(t, s, "place 12 action", "")
	})
}

// hereticAt puts the Heretic in the Wizard's seat with those d8 values and cards.
func hereticAt(sc *Scenario, dice []int, cards ...string) *Scenario {
	return seat(sc, 2, "heretic", dice, cards...)
}

// The Heretic: the Graveyard and the Undead, each card with a die and by exhausting it, and the
// Seal Away camp action.
func TestHeretic(t *testing.T) {
	board := []string{"heretic.dark-rite", "heretic.bone-spear", "heretic.dark-bargain"}
	t.Run("Dark Rite defeats a revealed Undead of health 9 or less", func(t *testing.T) {
		sc := hereticAt(tbl(PhaseWatch, up("skeletons-2"), up("ghoul-1"), down("bear-1")), []int{6, 3, 3}, board...)
		bothWays(t, sc, "heretic.dark-rite", "heretic:6", "1", func(t *testing.T, s *State) {
			assert.Equal(t, "skeletons-2", s.Graveyard[0])
		})
		s := build(t, hereticAt(tbl(PhaseWatch, up("bear-1"), up("wandering-giant-1")), []int{6, 3, 3}, board...))
		refused(t, s, "exhaust heretic.dark-rite 1", "only an Undead")
	})
	t.Run("Bone Spear: damage of the Graveyard's top creature, which goes under the Creature deck", func(t *testing.T) {
		sc := grave(hereticAt(tbl(PhaseWatch, up("hill-giant-2"), up("bear-1")), []int{6, 3, 3}, board...), "treant-2", "wolf-2")
		bothWays(t, sc, "heretic.bone-spear", "heretic:3", "1", func(t *testing.T, s *State) {
			assert.Equal(t, 9, s.Line[0].Damage)
			assert.Equal(t, []string{"wolf-2"}, s.Graveyard)
			assert.Equal(t, "treant-2", s.Creatures[len(s.Creatures)-1])
		})
		s := build(t, hereticAt(tbl(PhaseWatch, up("bear-1")), []int{6, 3, 3}, board...))
		refused(t, s, "exhaust heretic.bone-spear 1", "needs a creature on top of the Graveyard")
	})
	t.Run("Forbidden Lore: peek at the top 2 creatures and order them", func(t *testing.T) {
		sc := hereticAt(tbl(PhaseWatch, up("bear-2")), []int{6, 3, 3}, "heretic.forbidden-lore", "heretic.bone-spear", "heretic.dark-bargain")
		bothWays(t, sc, "heretic.forbidden-lore", "heretic:6", "", func(t *testing.T, s *State) {
			p := prompt(t, s, TaskElvenScout)
			assert.Len(t, p.Options, 2)
			s = play(t, s, "choose "+p.Options[1])
			assert.Equal(t, []string{"wolf-1", "bear-1"}, s.Creatures[:2])
			assert.Equal(t, []string{"bear-2"}, lineCards(s), "nothing enters the Line")
		})
	})
	t.Run("Dark Bargain recovers a stolen die, unspent at its value", func(t *testing.T) {
		sc := hereticAt(tbl(PhaseWatch, down("goblin-thief-1"), up("bear-1")), []int{6, 3, 3}, board...)
		bothWays(t, sc, "heretic.dark-bargain", "heretic:3", "1", func(t *testing.T, s *State) {
			assert.Nil(t, s.Line[0].Stolen)
			d := s.Adventurer("warrior").Dice[0]
			assert.Equal(t, DieFree, d.State)
			assert.Equal(t, 8, d.Value)
		})
		s := build(t, hereticAt(tbl(PhaseWatch, up("bear-1")), []int{6, 3, 3}, board...))
		refused(t, s, "exhaust heretic.dark-bargain 1", "holds no die")
	})
	t.Run("Apostasy: Undead have 2 less health while the Heretic is on Watch", func(t *testing.T) {
		s := build(t, hereticAt(tbl(PhaseWatch, up("ghoul-1"), up("bear-1")), []int{6, 3, 3}, "heretic.apostasy", "heretic.bone-spear", "heretic.dark-bargain"))
		assert.Equal(t, []int{6 - 2, 4}, []int{Health(s, 0), Health(s, 1)})
		sc := hereticAt(tbl(PhaseWatch, up("ghoul-1")), []int{6, 3, 3}, "heretic.apostasy", "heretic.bone-spear", "heretic.dark-bargain")
		sc.Adventurers[2].Slots[0].Exhausted = true
		assert.Equal(t, 6, Health(build(t, sc), 0), "not while the card is exhausted")
	})
	t.Run("Seal Away: a 4 or more seals an Unhallowed of the Graveyard or the Horde", func(t *testing.T) {
		s := build(t, seat(tbl(PhaseCamp), 3, "heretic", []int{1, 5, 8}, board...))
		refused(t, s, "place 5 action", "no Unhallowed in the Graveyard or the Horde")
		sc := grave(seat(tbl(PhaseCamp), 3, "heretic", []int{1, 5, 8}, board...), "hydra", "bear-1")
		sc.Horde = []string{"eagle-2", "warlord"}
		sc.Unhallowed, sc.Creatures = []string{"lich"}, removeString(sc.Creatures, "eagle-2")
		s = build(t, sc)
		refused(t, s, "place 1 action", "4 or more")
		s = play(t, s, "place 5 action")
		assert.Equal(t, []string{"hydra", "warlord"}, prompt(t, s, TaskSealAway).Options)
		s = play(t, s, "choose warlord")
		assert.Equal(t, []string{"eagle-2"}, s.Horde)
		assert.Equal(t, []string{"lich", "warlord"}, s.Unhallowed)
	})
}

// hunterAt puts the Bounty Hunter in the Ranger's seat with those d8 values, cards and Trophies.
func hunterAt(sc *Scenario, dice []int, trophies []string, cards ...string) *Scenario {
	sc = seat(sc, 1, "bountyhunter", dice, cards...)
	sc.Adventurers[1].Trophies = trophies
	for _, c := range trophies {
		sc.Creatures = removeString(sc.Creatures, c)
	}
	return sc
}

// The Bounty Hunter: Trophies claimed from direct attacks, his five cards, his camp action and
// the sale of a Trophy.
func TestBountyHunter(t *testing.T) {
	board := []string{"bountyhunter.trophy-swap", "bountyhunter.exploit", "bountyhunter.collect-bounty"}
	t.Run("A creature his dice helped defeat may become a Trophy", func(t *testing.T) {
		s := build(t, hunterAt(tbl(PhaseWatch, up("bear-1"), up("wolf-1"), down("eagle-2")), []int{3, 2, 8}, nil, board...))
		s = play(t, s, "attack 1 bountyhunter:3 warrior:2")
		assert.Equal(t, []string{"bear-1", noneWord}, prompt(t, s, TaskTrophy).Options)
		kept := play(t, s, "choose bear-1")
		assert.Equal(t, []string{"bear-1"}, kept.Adventurer("bountyhunter").Trophies)
		assert.NotContains(t, kept.Graveyard, "bear-1")
		left := play(t, s, "choose none")
		assert.Equal(t, "bear-1", left.Graveyard[0])
		s = play(t, kept, "attack 1 warrior:8")
		assert.Nil(t, PendingPrompt(s), "not when his dice were not on it")
	})
	t.Run("No more than 3 Trophies", func(t *testing.T) {
		s := build(t, hunterAt(tbl(PhaseWatch, up("bear-1"), up("wolf-1")), []int{3, 2, 8}, []string{"eagle-1", "bear-2", "wolf-2"}, board...))
		s = play(t, s, "attack 1 bountyhunter:8")
		assert.Nil(t, PendingPrompt(s))
		assert.Len(t, s.Adventurer("bountyhunter").Trophies, 3)
	})
	t.Run("Trophy Swap: a Trophy and a revealed creature change places", func(t *testing.T) {
		sc := hunterAt(tbl(PhaseWatch, up("bear-1"), up("storm-dragon-1"), down("eagle-2")), []int{3, 2, 8}, []string{"wolf-2"}, board...)
		bothWays(t, sc, "bountyhunter.trophy-swap", "bountyhunter:2", "wolf-2 2", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"bear-1", "wolf-2", "eagle-2"}, lineCards(s))
			assert.True(t, s.Line[1].FaceUp)
			assert.Equal(t, []string{"storm-dragon-1"}, s.Adventurer("bountyhunter").Trophies)
		})
		refused(t, build(t, sc), "exhaust bountyhunter.trophy-swap eagle-1 2", "not one of the Bounty Hunter's Trophies")
	})
	t.Run("Exploit: a Trophy to the Graveyard defeats a creature of its type", func(t *testing.T) {
		sc := hunterAt(tbl(PhaseWatch, up("bear-1"), up("storm-dragon-1"), down("eagle-2")), []int{3, 2, 8}, []string{"wyrmling-2"}, board...)
		bothWays(t, sc, "bountyhunter.exploit", "bountyhunter:2", "wyrmling-2 2", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"storm-dragon-1", "wyrmling-2"}, s.Graveyard)
			assert.Empty(t, s.Adventurer("bountyhunter").Trophies)
		})
		refused(t, build(t, sc), "exhaust bountyhunter.exploit wyrmling-2 1", "of the Trophy's type (dragon)")
	})
	t.Run("Expertise: +2 a die against a creature of a Trophy's type", func(t *testing.T) {
		sc := hunterAt(tbl(PhaseWatch, up("wolf-1"), up("hill-giant-1"), down("eagle-2")), []int{3, 2, 8}, []string{"bear-2"}, "bountyhunter.expertise", "bountyhunter.exploit", "bountyhunter.capture")
		s := play(t, build(t, sc), "attack 2 bountyhunter:3")
		assert.Equal(t, 3, s.Line[1].Damage, "a Giant: no Trophy of its type")
		s = play(t, s, "attack 1 bountyhunter:2")
		assert.Equal(t, "wolf-1", s.Graveyard[0], "2 + 2 on the Wolf (4)")
	})
	t.Run("Collect Bounty: health up to 4 a Trophy", func(t *testing.T) {
		sc := hunterAt(tbl(PhaseWatch, up("wandering-giant-1"), up("bear-1"), down("eagle-2")), []int{3, 2, 8}, []string{"wolf-2", "eagle-1"}, board...)
		bothWays(t, sc, "bountyhunter.collect-bounty", "bountyhunter:8", "1", func(t *testing.T, s *State) {
			assert.Equal(t, "wandering-giant-1", s.Graveyard[0])
		})
		sc = hunterAt(tbl(PhaseWatch, up("hill-giant-1"), up("bear-1")), []int{3, 2, 8}, []string{"wolf-2"}, board...)
		refused(t, build(t, sc), "exhaust bountyhunter.collect-bounty 1", "health 4 or less")
	})
	t.Run("Capture: a creature of health 6 or less becomes a Trophy", func(t *testing.T) {
		sc := hunterAt(tbl(PhaseWatch, up("bear-1"), up("hill-giant-1"), down("eagle-2")), []int{3, 2, 8}, nil, "bountyhunter.capture", "bountyhunter.exploit", "bountyhunter.expertise")
		bothWays(t, sc, "bountyhunter.capture", "bountyhunter:3", "1", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"bear-1"}, s.Adventurer("bountyhunter").Trophies)
			assert.Empty(t, s.Graveyard)
		})
		refused(t, build(t, sc), "exhaust bountyhunter.capture 2", "health 6 or less")
	})
	t.Run("Trophy Hunt: the Graveyard's top creature, if the die reaches its base health", func(t *testing.T) {
		sc := grave(seat(tbl(PhaseCamp), 3, "bountyhunter", []int{3, 5, 8}, board...), "bear-2", "wolf-1")
		s := play(t, build(t, sc), "place 3 action")
		assert.Equal(t, "bear-2", s.Graveyard[0], "3 does not reach 5")
		s = play(t, build(t, sc), "place 5 action")
		assert.Equal(t, []string{"bear-2"}, s.Adventurer("bountyhunter").Trophies)
		assert.Equal(t, []string{"wolf-1"}, s.Graveyard)
	})
	t.Run("Trophies are cashed at the Merchant when resting in Camp", func(t *testing.T) {
		sc := swordsTable(PhaseMerchant, 1)
		sc = seat(sc, 3, "bountyhunter", []int{3, 2, 8}, board...)
		sc.Adventurers[3].Trophies = []string{"wolf-2", "storm-dragon-2"}
		sc.Creatures = removeString(sc.Creatures, "wolf-2")
		s := build(t, sc)
		assert.Equal(t, "bountyhunter", s.Camper)
		var sells []string
		for _, m := range Legal(s) {
			if m.Verb == VerbSell {
				sells = append(sells, m.String())
			}
		}
		assert.Equal(t, []string{"sell wolf-2", "sell storm-dragon-2"}, sells)
		refused(t, s, "sell bear-1", "not a Trophy")
		bank := s.Merchant.Bank
		s = play(t, s, "sell storm-dragon-2")
		assert.Equal(t, 1+4, s.Merchant.Purse, "health 13: 4 coins")
		assert.Equal(t, bank-4, s.Merchant.Bank, "paid by the Bank")
		assert.Equal(t, []string{"storm-dragon-2"}, s.Graveyard, "a sold Trophy goes where the creature would have gone")
		s = play(t, s, "sell wolf-2")
		assert.Equal(t, 5+2, s.Merchant.Purse, "health 5: 2 coins")
		assert.Equal(t, []string{"wolf-2", "storm-dragon-2"}, s.Graveyard)
		assert.Empty(t, s.Adventurer("bountyhunter").Trophies)
		assert.Empty(t, Check(s))
		s = play(t, s, "buy crossbow bountyhunter")
		assert.Equal(t, 4, s.Merchant.Purse, "the coins buy Items")

		poor := swordsTable(PhaseMerchant, 1)
		poor = seat(poor, 3, "bountyhunter", []int{3, 2, 8}, board...)
		poor.Adventurers[3].Trophies = []string{"wolf-2"}
		poor.Creatures = removeString(poor.Creatures, "wolf-2")
		poor.Merchant.Bank, poor.Merchant.Purse = 1, totalCoins-5
		s = play(t, build(t, poor), "sell wolf-2")
		assert.Equal(t, 0, s.Merchant.Bank, "the Bank pays what it holds")
		assert.Equal(t, totalCoins-4, s.Merchant.Purse)
		refused(t, s, "sell wolf-2", "not a Trophy")
		assert.Empty(t, Check(s))
	})
	t.Run("Only the camper sells, only at the Merchant, only while the Bank has coins", func(t *testing.T) {
		sc := hunterAt(swordsTable(PhaseMerchant, 1), []int{3, 2, 8}, []string{"wolf-2"}, board...)
		refused(t, build(t, sc), "sell wolf-2", "only while resting in Camp")
		sc = swordsTable(PhaseWatch, 1, up("bear-1"))
		sc = seat(sc, 3, "bountyhunter", []int{3, 2, 8}, board...)
		sc.Adventurers[3].Trophies = []string{"wolf-2"}
		sc.Creatures = removeString(sc.Creatures, "wolf-2")
		refused(t, build(t, sc), "sell wolf-2", "only in the Merchant phase")
		sc.Phase = PhaseMerchant
		sc.Merchant.Bank, sc.Merchant.Purse = 0, totalCoins-4
		refused(t, build(t, sc), "sell wolf-2", "the Bank has no coins left")
	})
	t.Run("Trophies survive save and load and are visible to the players", func(t *testing.T) {
		s := build(t, hunterAt(tbl(PhaseWatch, up("bear-1")), []int{3, 2, 8}, []string{"wolf-2"}, board...))
		data, err := MarshalState(s)
		require.NoError(t, err)
		back, err := UnmarshalState(data)
		require.NoError(t, err)
		assert.Equal(t, []string{"wolf-2"}, back.Adventurer("bountyhunter").Trophies)
		assert.Equal(t, []string{"wolf-2"}, PlayerView(s).Adventurer("bountyhunter").Trophies)
	})
}

// monkAt puts the Monk in the Warrior's seat with those dice and cards.
func monkAt(sc *Scenario, dice, sides []int, cards ...string) *Scenario {
	sc = seat(sc, 0, "monk", dice, cards...)
	sc.Adventurers[0].Sides = sides
	return sc
}

// The Monk: Meditate upgrades a die keeping its value; his five cards.
func TestMonk(t *testing.T) {
	board := []string{"monk.palm-strike", "monk.ki-burst", "monk.centered"}
	t.Run("Meditate: d6 to d8 to d12, the value kept, the die kept for the next rounds", func(t *testing.T) {
		sc := seat(tbl(PhaseCamp), 3, "monk", []int{5, 2, 6}, board...)
		sc.Adventurers[3].Sides = []int{6, 8, 6}
		s := play(t, build(t, sc), "place 2 action")
		d := s.Adventurer("monk").Dice[1]
		assert.Equal(t, 12, d.Sides)
		assert.Equal(t, 2, d.Value)
		s = play(t, s, "place 5 chop", "place 6 chop", "end")
		for s.Phase == PhaseWatch && !s.Over() {
			s = play(t, s, "end")
			for PendingPrompt(s) != nil {
				s = play(t, s, "choose "+PendingPrompt(s).Options[0])
			}
		}
		sides := []int{}
		for _, d := range s.Adventurer("monk").Dice {
			sides = append(sides, d.Sides)
		}
		assert.Equal(t, []int{6, 12, 6}, sides, "rolled again next round as a d12")
	})
	t.Run("Meditate refuses when no die is left to upgrade; a scenario refuses a die he cannot hold", func(t *testing.T) {
		sc := seat(tbl(PhaseCamp), 3, "monk", []int{5, 2, 6}, board...)
		sc.Adventurers[3].Sides = []int{12, 12, 12}
		refused(t, build(t, sc), "place 5 action", "no unused die left to upgrade")
		sc.Adventurers[3].Sides = []int{4, 6, 6}
		_, err := sc.Build()
		require.Error(t, err)
		assert.Contains(t, err.Error(), "cannot hold a d4")
	})
	t.Run("Palm Strike: 4 damage to a revealed creature", func(t *testing.T) {
		sc := monkAt(tbl(PhaseWatch, up("hill-giant-1"), up("bear-1"), down("eagle-2")), []int{5, 2, 6}, nil, board...)
		bothWays(t, sc, "monk.palm-strike", "monk:5", "2", func(t *testing.T, s *State) {
			assert.Equal(t, "bear-1", s.Graveyard[0])
		})
	})
	t.Run("Ki Burst: the size of his largest die to the creature in 1st position", func(t *testing.T) {
		sc := monkAt(tbl(PhaseWatch, up("hill-giant-1"), up("bear-1")), []int{5, 2, 6}, []int{6, 12, 8}, board...)
		bothWays(t, sc, "monk.ki-burst", "monk:5", "1", func(t *testing.T, s *State) {
			assert.Equal(t, "hill-giant-1", s.Graveyard[0], "12 on the Hill Giant (10)")
		})
		refused(t, build(t, sc), "exhaust monk.ki-burst 2", "1st position")
	})
	t.Run("Still Water: +2 for each of his dice showing 3 or less", func(t *testing.T) {
		sc := monkAt(tbl(PhaseWatch, up("wolf-1"), up("bear-1")), []int{5, 2, 6}, nil, "monk.still-water", "monk.ki-burst", "monk.centered")
		s := play(t, build(t, sc), "attack 1 monk:2")
		assert.Equal(t, "wolf-1", s.Graveyard[0], "2 + 2 on the Wolf (4)")
		s = play(t, s, "attack 1 monk:5")
		assert.Equal(t, "bear-1", s.Graveyard[0])
	})
	t.Run("Centered: he rerolls the unspent dice he picks", func(t *testing.T) {
		sc := monkAt(tbl(PhaseWatch, up("hill-giant-1")), []int{5, 2, 6}, nil, board...)
		s := play(t, build(t, sc), "use monk.centered monk:6")
		p := prompt(t, s, TaskBolster)
		assert.Contains(t, p.Options, "2+5")
		s = play(t, s, "choose 2+5")
		assert.Nil(t, PendingPrompt(s))
		assert.Equal(t, DieSpent, s.Adventurer("monk").Dice[2].State)
	})
	t.Run("Redirect: the creature in 1st position goes to the end, face up", func(t *testing.T) {
		sc := monkAt(tbl(PhaseWatch, up("hill-giant-1"), up("bear-1"), down("eagle-2")), []int{5, 2, 6}, nil, board[0], "monk.redirect", board[2])
		bothWays(t, sc, "monk.redirect", "monk:2", "1", func(t *testing.T, s *State) {
			assert.Equal(t, []string{"bear-1", "eagle-2", "hill-giant-1"}, lineCards(s))
			assert.True(t, s.Line[2].FaceUp)
		})
	})
}

// artificerAt puts the Artificer in the Wizard's seat with those d6 values, cards and charges.
func artificerAt(sc *Scenario, dice []int, charges int, cards ...string) *Scenario {
	sc = seat(sc, 2, "artificer", dice, cards...)
	sc.Adventurers[2].Charges = &charges
	return sc
}

// The Artificer: the staff dial (0-8, its passive at 4 or more), his five cards and Recharge.
func TestArtificer(t *testing.T) {
	board := []string{"artificer.arc-bolt", "artificer.overload", "artificer.ward"}
	t.Run("A new game starts the staff full; a scenario leaving it out too", func(t *testing.T) {
		s, err := NewGame(Options{Seed: 3, Game: GameSwords, Adventurers: []string{"artificer", "warrior", "ranger", "cleric"}})
		require.NoError(t, err)
		assert.Equal(t, 8, s.Adventurer("artificer").Charges)
		assert.Zero(t, s.Adventurer("warrior").Charges)
		s = build(t, seat(tbl(PhaseWatch, up("bear-1")), 2, "artificer", []int{6, 3, 3}, board...))
		assert.Equal(t, 8, s.Adventurer("artificer").Charges)
	})
	t.Run("The dial's passive: +1 a die while 4 or more charges", func(t *testing.T) {
		s := play(t, build(t, artificerAt(tbl(PhaseWatch, up("wolf-1"), up("bear-1"), down("eagle-2")), []int{6, 3, 3}, 4, board...)), "attack 1 artificer:3")
		assert.Equal(t, "wolf-1", s.Graveyard[0], "3 + 1 on the Wolf (4)")
		s = play(t, build(t, artificerAt(tbl(PhaseWatch, up("wolf-1"), up("bear-1")), []int{6, 3, 3}, 3, board...)), "attack 1 artificer:3")
		assert.Equal(t, 3, s.Line[0].Damage, "not with 3 charges")
	})
	t.Run("Arc Bolt: 2 charges, 6 damage", func(t *testing.T) {
		sc := artificerAt(tbl(PhaseWatch, up("hill-giant-1"), up("wild-boar-2"), down("eagle-2")), []int{6, 3, 3}, 5, board...)
		bothWays(t, sc, "artificer.arc-bolt", "artificer:3", "2", func(t *testing.T, s *State) {
			assert.Equal(t, "wild-boar-2", s.Graveyard[0])
			assert.Equal(t, 3, s.Adventurer("artificer").Charges)
		})
		refused(t, build(t, artificerAt(tbl(PhaseWatch, up("bear-1")), []int{6, 3, 3}, 1, board...)), "exhaust artificer.arc-bolt 1", "needs 2 charges; the staff holds 1")
	})
	t.Run("Siphon: +3 charges, never past 8", func(t *testing.T) {
		sc := artificerAt(tbl(PhaseWatch, up("bear-1")), []int{6, 3, 3}, 6, "artificer.siphon", "artificer.overload", "artificer.ward")
		bothWays(t, sc, "artificer.siphon", "artificer:3", "", func(t *testing.T, s *State) {
			assert.Equal(t, 8, s.Adventurer("artificer").Charges)
		})
		refused(t, build(t, artificerAt(tbl(PhaseWatch, up("bear-1")), []int{6, 3, 3}, 8, "artificer.siphon", "artificer.overload", "artificer.ward")), "exhaust artificer.siphon", "the staff is full")
	})
	t.Run("Overload: every charge, twice the damage, 1st position", func(t *testing.T) {
		sc := artificerAt(tbl(PhaseWatch, up("hill-giant-1"), up("bear-1"), down("eagle-2")), []int{6, 3, 3}, 5, board...)
		bothWays(t, sc, "artificer.overload", "artificer:6", "1", func(t *testing.T, s *State) {
			assert.Equal(t, "hill-giant-1", s.Graveyard[0], "10 damage")
			assert.Zero(t, s.Adventurer("artificer").Charges)
		})
		refused(t, build(t, artificerAt(tbl(PhaseWatch, up("bear-1")), []int{6, 3, 3}, 0, board...)), "exhaust artificer.overload 1", "the staff holds 0")
	})
	t.Run("Ward: 3 charges refresh an exhausted card", func(t *testing.T) {
		sc := artificerAt(tbl(PhaseWatch, up("bear-1")), []int{6, 3, 3}, 3, board...)
		s := play(t, build(t, sc), "use artificer.ward artificer:6")
		assert.Zero(t, s.Adventurer("artificer").Charges)
		prompt(t, s, TaskHeal)
		s = play(t, s, "choose warrior.giants-bane")
		assert.False(t, slotOf(s, "warrior.giants-bane").Exhausted)
	})
	t.Run("Soul Harvest: +1 charge when his dice help defeat a creature", func(t *testing.T) {
		sc := artificerAt(tbl(PhaseWatch, up("bear-1"), up("wolf-1"), down("eagle-2")), []int{6, 3, 3}, 2, "artificer.soul-harvest", "artificer.overload", "artificer.ward")
		s := play(t, build(t, sc), "attack 1 artificer:6")
		assert.Equal(t, 3, s.Adventurer("artificer").Charges)
		s = play(t, s, "attack 1 warrior:8")
		assert.Equal(t, 3, s.Adventurer("artificer").Charges, "not without his dice")
	})
	t.Run("Recharge: half the die, rounded up; refused when full", func(t *testing.T) {
		sc := seat(tbl(PhaseCamp), 3, "artificer", []int{5, 2, 6}, board...)
		two := 2
		sc.Adventurers[3].Charges = &two
		s := play(t, build(t, sc), "place 5 action")
		assert.Equal(t, 5, s.Adventurer("artificer").Charges)
		sc.Adventurers[3].Charges = nil
		refused(t, build(t, sc), "place 5 action", "the staff is full")
	})
	t.Run("The staff's charges are checked: 0 to 8, the Artificer's only", func(t *testing.T) {
		s := build(t, artificerAt(tbl(PhaseWatch, up("bear-1")), []int{6, 3, 3}, 4, board...))
		bad := s.Clone()
		bad.Adventurer("artificer").Charges = 9
		assert.NotEmpty(t, Check(bad))
		bad = s.Clone()
		bad.Adventurer("warrior").Charges = 1
		assert.NotEmpty(t, Check(bad))
	})
}

// witchAt puts the Witch in the Ranger's seat with those d4 values and cards; spent values
// are among them.
func witchAt(sc *Scenario, dice, spent []int, cards ...string) *Scenario {
	sc = seat(sc, 1, "witch", dice, cards...)
	sc.Adventurers[1].Spent = spent
	return sc
}

// The Witch: X from the die paid or from a spent die when exhausted, her Familiar, Hex, and
// Commune.
func TestWitch(t *testing.T) {
	board := []string{"witch.wither", "witch.hex", "witch.evil-eye"}
	t.Run("X: the die paid, or a spent die named when the card is exhausted", func(t *testing.T) {
		sc := witchAt(tbl(PhaseWatch, up("hill-giant-1"), up("bear-1"), down("eagle-2")), []int{3, 4, 1}, []int{4}, board...)
		s := play(t, build(t, sc), "use witch.wither witch:3 1")
		assert.Equal(t, 6, s.Line[0].Damage)
		s = play(t, build(t, sc), "exhaust witch.wither witch:4 1")
		assert.Equal(t, 8, s.Line[0].Damage)
		refused(t, build(t, sc), "exhaust witch.wither 1", "takes X from one of the Witch's spent dice")
		refused(t, build(t, sc), "exhaust witch.wither witch:3 1", "no spent die showing 3")
		refused(t, build(t, sc), "use witch.wither witch:3 witch:4 1", "takes no other die")
		var exhausts []string
		for _, m := range Legal(build(t, sc)) {
			if m.Verb == VerbExhaust && m.Card == "witch.wither" {
				exhausts = append(exhausts, m.String())
			}
		}
		assert.ElementsMatch(t, []string{"exhaust witch.wither witch:4 1", "exhaust witch.wither witch:4 2"}, exhausts)
	})
	t.Run("Evil Eye negates a creature of health up to 3X", func(t *testing.T) {
		sc := witchAt(tbl(PhaseWatch, up("bear-1"), up("wyvern-1"), down("eagle-2")), []int{3, 4, 1}, nil, board...)
		refused(t, build(t, sc), "use witch.evil-eye witch:1 2", "health 3 or less (3 x 1); this one has 6")
		s := play(t, build(t, sc), "use witch.evil-eye witch:3 2", "attack 1 warrior:5")
		assert.Equal(t, 7, s.Firewood, "the Wyvern's -3 does not happen")
	})
	t.Run("Hex negates the next X First-position powers, counting down", func(t *testing.T) {
		sc := witchAt(tbl(PhaseWatch, up("bear-1"), up("wyvern-1"), up("fae-1"), down("eagle-2")), []int{1, 4, 2}, nil, board...)
		s := play(t, build(t, sc), "use witch.hex witch:1")
		assert.Equal(t, 1, s.Effects.Hex)
		s = play(t, s, "attack 1 warrior:5")
		assert.Equal(t, 7, s.Firewood, "the Wyvern is hexed")
		assert.Zero(t, s.Effects.Hex)
		s = play(t, s, "attack 1 warrior:8")
		assert.Equal(t, 6, s.Firewood, "the Fae is not: the Hex is spent")
		refused(t, play(t, build(t, sc), "use witch.hex witch:2"), "exhaust witch.hex witch:2", "already counting down")
	})
	t.Run("Premonition and Bubbling Brew", func(t *testing.T) {
		sc := witchAt(tbl(PhaseWatch, up("hill-giant-1")), []int{3, 4, 1}, nil, "witch.premonition", "witch.brew", "witch.hex")
		s := play(t, build(t, sc), "use witch.premonition witch:3")
		p := prompt(t, s, TaskScout)
		assert.Contains(t, p.Options, "bear-1,wolf-1/eagle-1")
		s = play(t, s, "choose bear-1,wolf-1/eagle-1", "use witch.brew witch:4")
		assert.Equal(t, 11, s.Firewood)
		assert.Equal(t, "eagle-1", s.Creatures[len(s.Creatures)-1])
	})
	t.Run("The Crow joins a direct attack once a Watch: +3, 2nd position, peeks at the Map", func(t *testing.T) {
		sc := witchAt(tbl(PhaseWatch, up("bear-1"), up("hill-giant-1"), down("eagle-2")), []int{3, 4, 1}, nil, board...)
		s := build(t, sc)
		assert.Contains(t, Legal(s), Move{Verb: VerbAttack, Pos: 2, Dice: []DieSpec{{Adventurer: "witch", Tamed: FamiliarDie}}})
		next, events, err := Apply(s, mustParse(t, "attack 2 witch:familiar witch:4 wizard:3"))
		require.NoError(t, err)
		assert.Equal(t, "hill-giant-1", next.Graveyard[0], "3 + 4 + 3 = 10")
		var peeked []string
		for _, e := range events {
			if e.Kind == EventPeeked {
				peeked = append(peeked, e.Card)
			}
		}
		assert.Equal(t, []string{"dark-woods", "goblin-caves"}, peeked)
		refused(t, next, "attack 1 witch:familiar", "already attacked this Watch")
		refused(t, s, "attack 1 warrior:familiar", "has no Familiar")
	})
	t.Run("The Toad: +4, 1st position only", func(t *testing.T) {
		sc := witchAt(tbl(PhaseWatch, up("wild-boar-1"), up("hill-giant-1"), down("eagle-2")), []int{3, 4, 1}, nil, board...)
		sc.Adventurers[1].Familiar = "toad"
		s := build(t, sc)
		refused(t, s, "attack 2 witch:familiar", "Toad Familiar reaches only the creature in 1st position")
		s = play(t, s, "attack 1 witch:familiar witch:1")
		assert.Equal(t, "wild-boar-1", s.Graveyard[0], "4 + 1 on the Boar (5)")
	})
	t.Run("Commune turns the Familiar over and peeks at X creatures", func(t *testing.T) {
		s := build(t, seat(tbl(PhaseCamp), 3, "witch", []int{2, 4, 1}, board...))
		s = play(t, s, "place 2 action")
		assert.Equal(t, "toad", s.Adventurer("witch").Familiar)
		p := prompt(t, s, TaskElvenScout)
		assert.Len(t, p.Options, 2)
	})
}

func mustParse(t *testing.T, text string) Move {
	t.Helper()
	m, err := ParseMove(text)
	require.NoError(t, err)
	return m
}
