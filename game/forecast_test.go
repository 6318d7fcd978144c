package game

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/internal/say"
)

// watchTable is a Watch at the Dark Woods with a Line and the Watch's equipped cards, those
// named in exhausted already spent.
func watchTable(t *testing.T, firewood int, line []ScenarioCard, exhausted map[string]bool) *State {
	t.Helper()
	slots := func(cards ...string) []Slot {
		var out []Slot
		for _, c := range cards {
			out = append(out, Slot{Card: c, Exhausted: exhausted[c]})
		}
		return out
	}
	sc := Scenario{Format: ScenarioFormat, Seed: 1, Round: 2, Phase: PhaseWatch, Firewood: firewood, Location: "dark-woods",
		Map:       []string{"cliff-watch", "goblin-caves", "frost-caverns", "sea-fortress", "mountain-keep", "fetid-swamp", "forbidden-tower"},
		Creatures: []string{"eagle-2", "zombie-horde-2", "vampire-1", "acolyte-2", "bear-2", "wolf-2"},
		Line:      line, Camper: "ranger",
		Adventurers: []ScenarioAdventurer{
			{ID: "ranger", Dice: []int{6, 3, 1}, Slots: slots("ranger.sharpshooter", "ranger.long-shot", "ranger.far-sight")},
			{ID: "wizard", Dice: []int{4, 4, 1}, Slots: slots("wizard.shockbolt", "wizard.curse", "wizard.polymorph")},
			{ID: "warrior", Dice: []int{8, 6, 3}, Slots: slots("warrior.cleave", "warrior.wound", "warrior.throw-axe")},
			{ID: "rogue", Dice: []int{4, 3, 1}, Slots: slots("rogue.backstab", "rogue.poison-blade", "rogue.smoke-bomb")},
		}}
	data, err := json.Marshal(sc)
	require.NoError(t, err)
	parsed, err := ParseScenario(data)
	require.NoError(t, err)
	s, err := parsed.Build()
	require.NoError(t, err)
	require.Equal(t, PhaseWatch, s.Phase)
	require.Nil(t, s.Pending())
	return s
}

// spent exhausts every card of the Watch but those kept.
func spent(keep ...string) map[string]bool {
	out := map[string]bool{}
	for _, c := range []string{"wizard.shockbolt", "wizard.curse", "wizard.polymorph", "warrior.cleave", "warrior.wound",
		"warrior.throw-axe", "rogue.backstab", "rogue.poison-blade", "rogue.smoke-bomb"} {
		out[c] = true
	}
	for _, c := range keep {
		delete(out, c)
	}
	return out
}

// endAndPay ends the Watch on the real table, answering every prompt with its first answer
// until the Watch is over.
func endAndPay(t *testing.T, s *State) *State {
	t.Helper()
	next, _, err := Apply(s, Move{Verb: VerbEnd})
	require.NoError(t, err)
	for next.Phase == PhaseWatch && next.Pending() != nil {
		_, answers := PendingAnswers(next)
		next, _, err = Apply(next, Choose(answers[0]))
		require.NoError(t, err)
	}
	return next
}

func TestForecastLosesWhenTheDamageTakesTheLastCards(t *testing.T) {
	line := []ScenarioCard{{Card: "wolf-1", FaceUp: true}, {Card: "fae-1", FaceUp: true}, {Card: "wyvern-1", FaceUp: true}, {Card: "bear-1"}}
	// Wolf 1 + Fae 1 + Wyvern 2: four ability cards. The Watch has four left: ending loses.
	s := watchTable(t, 6, line, spent("wizard.curse", "warrior.wound", "rogue.backstab", "rogue.poison-blade"))
	f := ForecastEndWatch(s)
	require.True(t, f.Valid)
	assert.Equal(t, 4, f.Damage)
	assert.Equal(t, 1, f.Unknown)
	assert.Equal(t, -4, f.Firewood, "the Fae takes 1, the Wyvern 3")
	assert.True(t, f.Loses)
	assert.Equal(t, 4, f.CardsLost)
	require.Len(t, f.Powers, 2)
	assert.Equal(t, ForecastPower{Pos: 2, Card: "fae-1", Firewood: -1}, f.Powers[0])
	assert.Equal(t, ForecastPower{Pos: 3, Card: "wyvern-1", Firewood: -3}, f.Powers[1])
	assert.Equal(t, []Intent{{Pos: 1, Card: "wolf-1", Damage: 1}, {Pos: 2, Card: "fae-1", Damage: 1, Power: true},
		{Pos: 3, Card: "wyvern-1", Damage: 2, Power: true}}, f.Creatures)
	assert.Equal(t, "lost", endAndPay(t, s).Result, "the real end of the Watch loses too")
	assert.Equal(t, "4 ability cards; 1 face-down creature, damage unknown; Fae takes 1 firewood; Wyvern takes 3 firewood; this loses the game",
		say.In("en").Say(f.Words()))

	// One card more and the party lives, with the same damage (without the face-down Bear,
	// whose 1 damage would take that card).
	s = watchTable(t, 6, line[:3], spent("wizard.curse", "warrior.wound", "rogue.backstab", "rogue.poison-blade", "wizard.shockbolt"))
	f = ForecastEndWatch(s)
	assert.Equal(t, 4, f.Damage)
	assert.False(t, f.Loses)
	assert.Equal(t, 5, f.CardsLeft)
	end := endAndPay(t, s)
	assert.Equal(t, "", end.Result, "the real end of the Watch does not lose: %s", end.Reason)
}

func TestForecastCountsDamageBeyondTheCardsLeft(t *testing.T) {
	line := []ScenarioCard{{Card: "wolf-1", FaceUp: true}, {Card: "ember-drake-1", FaceUp: true}, {Card: "fell-beast-2", FaceUp: true}}
	s := watchTable(t, 8, line, spent("wizard.curse"))
	f := ForecastEndWatch(s)
	// The Wolf's 1; the Ember Drake's power takes a card, then its 3 damage; the Fell Beast's
	// 2, and the creature its power draws is unknown.
	assert.Equal(t, 1+1+3+2, f.Damage)
	assert.Equal(t, 1, f.Unknown)
	assert.True(t, f.Loses)
	assert.Equal(t, f.CardsLeft, f.CardsLost)
	require.NotEmpty(t, f.Powers)
	assert.Equal(t, 1, f.Powers[0].Cards)
}

func TestForecastIsTheSameWhateverTheFaceDownCards(t *testing.T) {
	up := []ScenarioCard{{Card: "fae-1", FaceUp: true}}
	a := watchTable(t, 6, append(append([]ScenarioCard{}, up...), ScenarioCard{Card: "bear-1"}, ScenarioCard{Card: "wolf-1"}), spent())
	b := watchTable(t, 6, append(append([]ScenarioCard{}, up...), ScenarioCard{Card: "wyvern-2"}, ScenarioCard{Card: "fell-beast-1"}), spent())
	fa, fb := ForecastEndWatch(a), ForecastEndWatch(b)
	assert.Equal(t, fa, fb)
	assert.Equal(t, 2, fa.Unknown)
	assert.Equal(t, 1, fa.Damage)
}

func TestForecastIsNotValidOutsideTheWatch(t *testing.T) {
	s, err := NewGame(Options{Seed: 3})
	require.NoError(t, err)
	assert.False(t, ForecastEndWatch(s).Valid)
	assert.Empty(t, say.In("en").Say(ForecastEndWatch(s).Words()))
}

// On random Watches whose Line is all face up, the forecast says what ending the Watch does.
func TestForecastAgreesWithEndingTheWatch(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 6
	}
	if n := os.Getenv("FORECAST_GAMES"); n != "" {
		games, _ = strconv.Atoi(n)
	}
	checked, lost := 0, 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		for _, opts := range []Options{randomOptions(seed), swordsOptions(seed), pocketOptions(seed)} {
			s, err := NewGame(opts)
			require.NoError(t, err)
			pick := rand.New(rand.NewPCG(seed, 11))
			for step := 0; !s.Over() && step < 2000; step++ {
				if f := ForecastEndWatch(s); f.Valid && f.Unknown == 0 && allFaceUp(s) && s.Options.Rules >= RulesHordeEndsWatch {
					end := endAndPay(t, s)
					checked++
					if end.Result == "lost" {
						lost++
					}
					if !assert.Equal(t, end.Result == "lost", f.Loses, "seed %d step %d: forecast %+v, the end: %s %s", seed, step, f, end.Result, end.Reason) {
						t.FailNow()
					}
				}
				next, _, err := Apply(s, pickMove(pick, s, Legal(s)))
				require.NoError(t, err)
				s = next
			}
		}
	}
	t.Logf("%d Watches ended, %d lost", checked, lost)
	assert.Positive(t, lost)
	assert.Greater(t, checked, lost)
}

func allFaceUp(s *State) bool {
	for _, lc := range s.Line {
		if !lc.FaceUp {
			return false
		}
	}
	return true
}
