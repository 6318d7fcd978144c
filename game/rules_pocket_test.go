package game

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pocketTable builds scenarios/pocket-watch.json (round 4 at Cliff Watch, the Wizard in camp
// with 3, 3 and 6) changed by edit.
func pocketTable(t *testing.T, edit func(sc *Scenario)) *State {
	t.Helper()
	data, err := os.ReadFile("../scenarios/pocket-watch.json")
	require.NoError(t, err)
	sc, err := ParseScenario(data)
	require.NoError(t, err)
	edit(sc)
	s, err := sc.Build()
	require.NoError(t, err)
	return s
}

// inRound2 puts the table in round 2 at a location, Dark Woods visited, the Wizard in camp with
// the dice given.
func inRound2(location string, dice ...int) func(sc *Scenario) {
	return func(sc *Scenario) {
		sc.Round, sc.Location, sc.Visited = 2, location, []string{"dark-woods"}
		sc.Unused = nil
		for _, id := range []string{"cliff-watch", "goblin-caves", "barren-plains", "snowy-pass", "frost-caverns", "fetid-swamp"} {
			if id != location {
				sc.Unused = append(sc.Unused, id)
			}
		}
		sc.Adventurers[0].Dice = dice
		for i := 2; i < 4; i++ {
			sc.Adventurers[i].Rests = 0 // the Wizard rests now, the Ranger rested in round 1
		}
	}
}

// promptAfter builds a table, plays one move and returns the prompt it raises.
func promptAfter(t *testing.T, edit func(sc *Scenario), move string) (*State, *Prompt) {
	t.Helper()
	s := play(t, pocketTable(t, edit), move)
	p := PendingPrompt(s)
	require.NotNil(t, p, "a prompt after %q", move)
	return s, p
}

func TestPocketSkullNumbersByDifficulty(t *testing.T) {
	for _, c := range []struct {
		difficulty string
		round      int
		want       []int
	}{
		{"casual", 1, []int{1}}, {"normal", 3, []int{3}}, {"hard", 3, []int{2, 3}}, {"hard", 1, []int{1}},
		{"impossible", 3, []int{1, 2, 3}}, {"impossible", 5, []int{1, 2, 3, 4, 5}}, {"hard", 5, []int{4, 5}},
	} {
		s := pocketTable(t, func(sc *Scenario) {
			sc.Difficulty, sc.Round = c.difficulty, c.round
			for i := range sc.Adventurers {
				sc.Adventurers[i].Rests = min(1, max(0, c.round-i)) // one rest a round so far, the Wizard's now
			}
		})
		assert.Equal(t, c.want, RisingSkulls(s), "%s, round %d", c.difficulty, c.round)
	}
	base, err := NewGame(Options{Seed: 1})
	require.NoError(t, err)
	assert.Empty(t, RisingSkulls(base))
}

// Casual starts with the three equipped cards ready; the others with one exhausted each. The
// first location is never the Forbidden Tower, and the d8 shown is its number.
func TestPocketSetup(t *testing.T) {
	for seed := range uint64(60) {
		for _, d := range PocketDifficulties {
			s, err := NewGame(Options{Seed: seed, Game: GamePocket, Difficulty: d})
			require.NoError(t, err)
			require.Empty(t, Check(s))
			for _, a := range s.Adventurers {
				want := 1
				if d == "casual" {
					want = 0
				}
				assert.Equal(t, want, a.ExhaustedCards(), "%s, seed %d", d, seed)
				assert.Len(t, a.Slots, 3)
				assert.Len(t, a.Unused, 2)
			}
			assert.Len(t, s.Creatures, 12)
			assert.NotEqual(t, "forbidden-tower", s.Location)
			assert.Equal(t, LocationNumber(s.Location), s.Pocket.Roll)
			assert.Equal(t, []string{"forbidden-tower"}, s.MapDeck)
		}
	}
	_, err := NewGame(Options{Seed: 1, Game: GamePocket, Difficulty: "insane"})
	assert.ErrorContains(t, err, "casual, normal, hard, impossible")
	_, err = NewGame(Options{Seed: 1, Game: GamePocket, Adventurers: []string{"bard", "rogue", "ranger", "wizard"}})
	assert.ErrorContains(t, err, "not played in Pocket Watch")
}

// Check Map rolls two different unvisited locations and the camper keeps one; the next round
// is there. The next location cannot be chosen twice, nor in round 4.
func TestPocketCheckMap(t *testing.T) {
	s, _ := promptAfter(t, inRound2("snowy-pass", 5, 5, 2), "place 5 map")
	p := prompt(t, s, TaskCheckMap)
	require.Len(t, p.Options, 2)
	assert.NotEqual(t, p.Options[0], p.Options[1])
	for _, o := range p.Options {
		assert.Contains(t, []string{"cliff-watch", "goblin-caves", "barren-plains", "frost-caverns", "fetid-swamp"}, o, "unvisited, not the Tower")
	}
	kept := p.Options[1]
	s = play(t, s, "choose "+kept)
	assert.Equal(t, []string{kept, "forbidden-tower"}, s.MapDeck)
	assert.Contains(t, s.Unused, p.Options[0])
	_, _, err := Apply(s, Move{Verb: VerbPlace, Value: 5, Space: SpaceMap})
	assert.ErrorContains(t, err, "Check Map has room for one die")

	late := pocketTable(t, func(sc *Scenario) { sc.Adventurers[0].Dice = []int{5, 5, 2} })
	_, _, err = Apply(late, Move{Verb: VerbPlace, Value: 5, Space: SpaceMap})
	assert.ErrorContains(t, err, "final location")
}

// Teleport offers the neighbouring numbers not yet visited: from 7 (Fetid Swamp), 6 and 1; Dark
// Woods (1) is visited, so only Frost Caverns (6).
func TestPocketTeleport(t *testing.T) {
	s, p := promptAfter(t, inRound2("fetid-swamp", 4, 2, 1), "place 4 action")
	assert.Equal(t, []string{"frost-caverns", noneWord}, p.Options)
	s = play(t, s, "choose frost-caverns")
	assert.Equal(t, []string{"frost-caverns", "forbidden-tower"}, s.MapDeck)

	_, p = promptAfter(t, inRound2("cliff-watch", 4, 2, 1), "place 4 action") // 2: neighbours 1 (visited) and 3
	assert.Equal(t, []string{"goblin-caves", noneWord}, p.Options)
	_, p = promptAfter(t, inRound2("snowy-pass", 4, 2, 1), "place 4 action") // 5: neighbours 4 and 6
	assert.Equal(t, []string{"barren-plains", "frost-caverns", noneWord}, p.Options)
}

// Nobody rests twice; an adventurer who has rested is refused with the reason.
func TestPocketRestsOnce(t *testing.T) {
	s := pocketTable(t, func(sc *Scenario) {
		inRound2("snowy-pass", 1, 2, 3)(sc)
		sc.Phase, sc.Camper = PhaseCamper, ""
		sc.Adventurers[0].Rests, sc.Adventurers[1].Rests = 1, 0 // the Wizard rested in round 1
	})
	_, _, err := Apply(s, Move{Verb: VerbCamp, Adventurer: "wizard"})
	assert.ErrorContains(t, err, "rests once")
	var campers []string
	for _, m := range Legal(s) {
		campers = append(campers, m.Adventurer)
	}
	assert.Equal(t, []string{"ranger", "warrior", "rogue"}, campers)
}

// Polymorph takes either half of a Graveyard card: the Lich of a card lying Fell Beast up.
func TestPocketPolymorphEitherHalf(t *testing.T) {
	s := pocketTable(t, func(sc *Scenario) {
		sc.Phase = PhaseWatch
		sc.Graveyard = []string{"pocket-fell-beast"}
		sc.Creatures = removeString(sc.Creatures, "pocket-fell-beast")
		sc.Creatures = removeString(sc.Creatures, "pocket-eagle")
		sc.Line = []ScenarioCard{{Card: "pocket-eagle", FaceUp: true}}
		sc.Adventurers[0].Slots = []Slot{{Card: "wizard.polymorph"}, {Card: "wizard.shockbolt"}, {Card: "wizard.curse"}}
		sc.Camper = "ranger"
	})
	var targets []string
	for _, m := range Legal(s) {
		if m.Card == "wizard.polymorph" && m.Verb == VerbExhaust {
			targets = append(targets, m.Args[1].Key)
		}
	}
	assert.ElementsMatch(t, []string{"pocket-fell-beast", "pocket-lich"}, targets)
	s = play(t, s, "exhaust wizard.polymorph 1 pocket-lich")
	assert.Equal(t, "pocket-lich", s.Line[0].Card)
	assert.Equal(t, []string{"pocket-eagle"}, s.Graveyard)
}

// The Beast Master gives up his tamed creatures at the end of the round; they are shuffled into
// the next round's deck with every other card, and the sitting-out cards come back a round later.
func TestPocketRoundEnd(t *testing.T) {
	s := pocketTable(t, func(sc *Scenario) {
		sc.Phase = PhaseWatch
		sc.Creatures = slices.DeleteFunc(sc.Creatures, func(c string) bool {
			return c == "pocket-eagle" || c == "pocket-wolf" || c == "pocket-fae" || c == "pocket-bear"
		})
		sc.Line = []ScenarioCard{{Card: "pocket-eagle", FaceUp: true}}
		sc.Removed = []string{"pocket-fae"}
		sc.Pocket = &PocketState{Horde: 1, SittingOut: []string{"pocket-bear"}}
		sc.Adventurers[1] = ScenarioAdventurer{ID: "beastmaster", Dice: []int{8, 8, 8}, Rests: 1, Tamed: []string{"pocket-wolf"},
			Slots:  []Slot{{Card: "beastmaster.tame-beast"}, {Card: "beastmaster.set-snares"}, {Card: "beastmaster.tracking"}},
			Unused: []string{"beastmaster.animal-sentry", "beastmaster.hunt"}}
	})
	s = play(t, s, "attack 1 beastmaster:8")
	require.Equal(t, 5, s.Round)
	assert.Empty(t, s.Adventurer("beastmaster").Tamed)
	assert.Equal(t, []string{"pocket-fae"}, s.Pocket.SittingOut, "Stay Dead's card sits out the next round")
	assert.Empty(t, s.Removed)
	cards := append(lineCards(s), s.Creatures...)
	cat, _ := DefaultCatalog()
	for _, c := range []string{"pocket-wolf", "pocket-bear", "pocket-eagle"} {
		assert.True(t, slices.Contains(cards, c) || slices.Contains(cards, cat.OtherHalf(c)), "%s is back in play", c)
	}
	assert.Len(t, s.Line, 10, "the Tower's 9 and the Horde's 1")
	assert.Zero(t, s.Pocket.Horde)
}

// Card data with a broken double card or location card is refused with the file and the card.
func TestPocketCardDataErrors(t *testing.T) {
	half := strings.Replace(wolfCard, `"health":4`, `"health":4,"double":"d-1"`, 1)
	for _, c := range []struct {
		data []byte
		want string
	}{
		{fixture(half), `card data f.json: double card "d-1" has one half`},
		{fixture(strings.Replace(wolfCard, `"health":4`, `"health":4,"skull":2`, 1)), `card "wolf-1": only a half of a double card has a skull number`},
		{fixture(half, strings.Replace(half, `"wolf-1"`, `"wolf-2"`, 1), strings.Replace(half, `"wolf-1"`, `"wolf-3"`, 1)), `double card "d-1" has more than two halves`},
		{[]byte(`{"set":"pocket","locationCard":{"id":"lc","origin":"designed","name":{"en":"L","fr":"L"},"locations":["a"]},"cards":[]}`), `card data f.json: location card "lc": 1 locations, not 8`},
	} {
		_, err := parseNoPanic(t, map[string][]byte{"f.json": c.data})
		require.Error(t, err)
		assert.Contains(t, err.Error(), c.want)
		assert.True(t, strings.HasPrefix(err.Error(), "card data f.json"), err.Error())
	}
}
