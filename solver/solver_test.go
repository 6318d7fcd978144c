package solver

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// watch builds a table in the Watch at the Haunted Manor (a location with no rule for the
// Watch): the Line given (face-up cards first), the Cleric resting in camp, and the adventurers
// given on Watch; an adventurer not given sits the Watch out with every card exhausted.
func watch(t testing.TB, firewood int, line []game.ScenarioCard, deck []string, watchers ...game.ScenarioAdventurer) *game.State {
	t.Helper()
	sc := &game.Scenario{Format: game.ScenarioFormat, Seed: 3, Round: 2, Phase: game.PhaseWatch,
		Firewood: firewood, Location: "haunted-manor", Camper: "cleric",
		Map:       []string{"long-road", "dark-woods", "forbidden-tower"},
		Line:      line,
		Creatures: deck,
	}
	given := map[string]game.ScenarioAdventurer{}
	for _, w := range watchers {
		given[w.ID] = w
	}
	for _, id := range []string{"cleric", "rogue", "warrior", "wizard"} {
		a, ok := given[id]
		if !ok {
			a = game.ScenarioAdventurer{ID: id, Dice: []int{1, 1, 1}, Slots: exhaustedSlots(id)}
		}
		sc.Adventurers = append(sc.Adventurers, a)
	}
	s, err := sc.Build()
	require.NoError(t, err)
	require.Equal(t, game.PhaseWatch, s.Phase)
	return s
}

func exhaustedSlots(id string) []game.Slot {
	cards := map[string][]string{
		"cleric":  {"cleric.banish", "cleric.rebuke", "cleric.blinding-light"},
		"rogue":   {"rogue.backstab", "rogue.poison-blade", "rogue.smoke-bomb"},
		"warrior": {"warrior.wound", "warrior.throw-axe", "warrior.cleave"},
		"wizard":  {"wizard.curse", "wizard.chaos-blast", "wizard.shockbolt"},
	}[id]
	var out []game.Slot
	for _, c := range cards {
		out = append(out, game.Slot{Card: c, Exhausted: true})
	}
	return out
}

// ready gives an adventurer those dice and those ready cards; the other slots hold exhausted
// cards of theirs.
func ready(id string, dice []int, cards ...string) game.ScenarioAdventurer {
	var slots []game.Slot
	for _, c := range cards {
		slots = append(slots, game.Slot{Card: c})
	}
	for _, sl := range exhaustedSlots(id) {
		if len(slots) < 3 && !slices.Contains(cards, sl.Card) {
			slots = append(slots, sl)
		}
	}
	return game.ScenarioAdventurer{ID: id, Dice: dice, Slots: slots}
}

func up(cards ...string) []game.ScenarioCard {
	var out []game.ScenarioCard
	for _, c := range cards {
		out = append(out, game.ScenarioCard{Card: c, FaceUp: true})
	}
	return out
}

// follow applies a plan to the real table: every move must be allowed.
func follow(t *testing.T, s *game.State, p Plan) *game.State {
	t.Helper()
	require.Len(t, p.Explanation, len(p.Moves))
	for _, m := range p.Moves {
		next, _, err := game.Apply(s, m)
		require.NoError(t, err, m.String())
		s = next
	}
	return s
}

func cardsInLine(s *game.State) []string {
	var out []string
	for _, lc := range s.Line {
		out = append(out, lc.Card)
	}
	return out
}

// Three small creatures and dice that defeat all three only if shared out well.
func TestSolveSharesDiceOut(t *testing.T) {
	s := watch(t, 4, up("bear-1", "eagle-1", "wolf-2"), nil,
		ready("rogue", []int{3, 1, 1}, "rogue.backstab"),
		ready("wizard", []int{5, 4, 2}, "wizard.illuminate"))
	p, err := Solve(s)
	require.NoError(t, err)
	require.Equal(t, 3, p.Defeated, "%v", p.Explanation)
	require.Zero(t, p.CardsExhausted)
	end := follow(t, s, p)
	require.Empty(t, end.Line)
	for _, m := range p.Moves {
		require.Equal(t, game.VerbAttack, m.Verb, "dice alone do it: %v", p.Explanation)
	}
}

// Each of the Wizard's dice defeats one of the first three creatures exactly; the fourth falls
// only to Shockbolt, and placing a die on it would leave another creature standing: exhausting
// the card is best.
func TestSolveExhaustBeatsDie(t *testing.T) {
	s := watch(t, 4, up("bear-1", "wolf-2", "eagle-2", "wolf-1"), nil,
		ready("wizard", []int{4, 5, 4}, "wizard.shockbolt"))
	p, err := Solve(s)
	require.NoError(t, err)
	require.Equal(t, 4, p.Defeated, "%v", p.Explanation)
	require.Equal(t, 1, p.CardsExhausted, "%v", p.Explanation)
	var cards []string
	for _, m := range p.Moves {
		if m.Verb == game.VerbExhaust {
			cards = append(cards, m.Card)
		}
		require.NotEqual(t, game.VerbUse, m.Verb, "a die placed on a card leaves a creature standing: %v", p.Explanation)
	}
	require.Equal(t, []string{"wizard.shockbolt"}, cards)
	before := exhausted(s)
	end := follow(t, s, p)
	require.Empty(t, end.Line)
	require.Equal(t, before+1, exhausted(end))
}

// With a spare die, placing it on Shockbolt is better than exhausting the card.
func TestSolveDieBeatsExhaust(t *testing.T) {
	s := watch(t, 4, up("bear-1", "wolf-2", "eagle-2"), nil,
		ready("wizard", []int{4, 4, 1}, "wizard.shockbolt"),
		ready("rogue", []int{2, 1, 1}, "rogue.smoke-bomb"))
	p, err := Solve(s)
	require.NoError(t, err)
	require.Equal(t, 3, p.Defeated, "%v", p.Explanation)
	require.Zero(t, p.CardsExhausted, "%v", p.Explanation)
	require.Empty(t, follow(t, s, p).Line)
}

// The Skeletons (health 9) are beyond the Wizard's 4+2+1; the Wolf behind them is not. The best
// plan defeats the Wolf with the least it can (the Wizard's 1 on Shockbolt) and leaves the
// Skeletons for the Horde.
func TestSolveLeavesCreatureForHorde(t *testing.T) {
	s := watch(t, 4, up("skeletons-2", "wolf-1"), nil,
		ready("wizard", []int{4, 2, 1}, "wizard.shockbolt"))
	p, err := Solve(s)
	require.NoError(t, err)
	require.Equal(t, 1, p.Defeated, "%v", p.Explanation)
	require.Zero(t, p.CardsExhausted)
	require.Len(t, p.Moves, 1, "%v", p.Explanation)
	require.Equal(t, "use wizard.shockbolt wizard:1 2", p.Moves[0].String())
	require.Equal(t, []string{"skeletons-2"}, cardsInLine(follow(t, s, p)))
}

// The Warrior's melee dice reach only the creature in front: the front one must fall first.
func TestSolveRespectsReach(t *testing.T) {
	s := watch(t, 4, up("bear-2", "wolf-2"), nil,
		ready("warrior", []int{5, 5, 1}, "warrior.wound"))
	p, err := Solve(s)
	require.NoError(t, err)
	require.Equal(t, 2, p.Defeated, "%v", p.Explanation)
	require.Equal(t, 1, p.Moves[0].Pos)
	require.Empty(t, follow(t, s, p).Line)
}

// Nothing can be done: an empty plan, not an error.
func TestSolveNothingHelps(t *testing.T) {
	s := watch(t, 4, up("skeletons-2"), nil, ready("rogue", []int{1, 1, 2}, "rogue.backstab"))
	p, err := Solve(s)
	require.NoError(t, err)
	require.Empty(t, p.Moves)
	require.Zero(t, p.Defeated)
}

// The plan never depends on what the players cannot see: the same table with other face-down
// cards and another deck gets the same plan, move for move.
func TestSolveDoesNotPeek(t *testing.T) {
	line := func(hidden ...string) []game.ScenarioCard {
		out := up("bear-1", "wolf-2")
		for _, c := range hidden {
			out = append(out, game.ScenarioCard{Card: c})
		}
		return out
	}
	party := []game.ScenarioAdventurer{
		ready("wizard", []int{4, 6, 1}, "wizard.shockbolt", "wizard.chaos-blast"),
		ready("rogue", []int{3, 2, 1}, "rogue.smoke-bomb"),
	}
	a := watch(t, 4, line("treant-1", "summon-1"), []string{"eagle-1", "fae-1"}, party...)
	b := watch(t, 4, line("eagle-1", "wraith-lord"), []string{"treant-2", "summon-1", "bear-2"}, party...)
	pa, err := Solve(a)
	require.NoError(t, err)
	pb, err := Solve(b)
	require.NoError(t, err)
	require.Equal(t, pa.Explanation, pb.Explanation)
	require.Equal(t, pa.Moves, pb.Moves)
	require.Positive(t, pa.Defeated)
}

func TestSolveOutsideTheWatch(t *testing.T) {
	s, err := game.NewGame(game.Options{Seed: 1})
	require.NoError(t, err)
	require.Equal(t, game.PhaseCamper, s.Phase)
	_, err = Solve(s)
	require.ErrorIs(t, err, ErrNotWatch)
}

// Solving twice gives the same plan, and the table is left as it was.
func TestSolveDeterministic(t *testing.T) {
	s := worstWatch(t)
	hash := s.Hash()
	p1, err := Solve(s)
	require.NoError(t, err)
	p2, err := Solve(s)
	require.NoError(t, err)
	require.Equal(t, p1, p2)
	require.Equal(t, hash, s.Hash())
	require.GreaterOrEqual(t, p1.Defeated, 4, "%v", p1.Explanation)
	follow(t, s, p1)
}

// worstWatch is the worst realistic Watch: nine revealed creatures, three adventurers with
// nine dice and eight ready cards.
func worstWatch(t testing.TB) *game.State {
	line := up("bear-2", "zombie-horde-1", "wolf-2", "goblins-1", "skeletons-1", "treant-1", "bandit-1", "forest-giant-1", "eagle-1")
	sc := &game.Scenario{Format: game.ScenarioFormat, Seed: 3, Round: 5, Phase: game.PhaseWatch,
		Firewood: 12, Location: "haunted-manor", Camper: "cleric",
		Map: []string{"long-road", "forbidden-tower"}, Line: line,
		Graveyard: []string{"wyvern-1"}, Creatures: []string{"fae-1", "acolyte-1", "metal-golem-1"},
		Adventurers: []game.ScenarioAdventurer{
			{ID: "cleric", Dice: []int{1, 2, 3}, Slots: exhaustedSlots("cleric")},
			ready("rogue", []int{6, 4, 2}, "rogue.smoke-bomb", "rogue.poison-blade"),
			ready("warrior", []int{8, 7, 3}, "warrior.wound", "warrior.throw-axe", "warrior.cleave"),
			ready("wizard", []int{5, 3, 1}, "wizard.curse", "wizard.chaos-blast", "wizard.shockbolt"),
		}}
	s, err := sc.Build()
	require.NoError(t, err)
	require.Equal(t, game.PhaseWatch, s.Phase)
	require.Len(t, s.Line, 9)
	return s
}

// "Ajoutez une par une toutes les Créatures invaincues à la Horde, en déclenchant leurs
// Pouvoirs si besoin" (004, Fin de tour): where a plan stops, the creatures left go to the Horde
// one by one, and those whose First-position power has not fired fire it as they come to the
// front. The plan's score counts it.
func TestSolveCountsThePowersOfTheLineGoingToTheHorde(t *testing.T) {
	cat, err := game.DefaultCatalog()
	require.NoError(t, err)
	sv := &search{cat: cat}
	for _, tc := range []struct {
		firewood int
		line     []string
		loss     int
		why      string
	}{
		{4, []string{"skeletons-2", "wolf-1"}, 2, "no power: the damage"},
		{4, []string{"skeletons-2", "ember-drake-1"}, 1 + 3 + 1, "the Drake's card, and 4 - 3 firewood leaves the fire lit"},
		{1, []string{"skeletons-2", "fae-1"}, 1 + 1 + 1, "the Fae puts the fire out: a card to light it"},
		{3, []string{"skeletons-2", "wyvern-1", "fae-1"}, 1 + 2 + 1 + 1, "the Wyvern puts the fire out, the Fae does not (0 + 2 - 1)"},
		{4, []string{"wyvern-1", "bear-1"}, 2 + 1, "the Wyvern in front fired when it came there"},
	} {
		s := watch(t, tc.firewood, up(tc.line...), nil, ready("wizard", []int{1, 1, 1}, "wizard.shockbolt"))
		require.Equal(t, tc.line, cardsInLine(s), tc.why)
		require.Equal(t, 10*tc.loss, sv.leaf(game.PlayerView(s)).horde, tc.why)
	}
}

// What comes out of the dark is unknown whatever the view dealt in its place: defeating the
// creature in front is worth it even when the stand-in behind it is a harsh creature (here
// every plain stand-in is out of the game, so a Forest Giant stands in for the card behind).
func TestSolveDefeatsTheFrontWhateverStandsInBehind(t *testing.T) {
	plain := []string{"bear-1", "bear-2", "eagle-1", "eagle-2", "wolf-1", "wolf-2", "pocket-bear", "pocket-wolf", "pocket-eagle", "wild-boar-1", "wild-boar-2"}
	line := append(up("treant-1"), game.ScenarioCard{Card: "skeletons-1"})
	s := watch(t, 5, line, []string{"treant-2"}, ready("warrior", []int{6, 4, 1}, "warrior.throw-axe"))
	s.Removed = append(s.Removed, plain...)
	view := game.PlayerView(s)
	require.NotContains(t, plain, view.Line[1].Card, "the stand-in behind is not a plain creature")
	p, err := SolveWith(s, Settings{Budget: Budget, LossFirst: true})
	require.NoError(t, err)
	require.NotEmpty(t, p.Moves)
	require.Equal(t, 1, p.Defeated, p.Moves)
	require.Equal(t, []string{"skeletons-1"}, cardsInLine(follow(t, s, p)))
}

// With HordeLater, every creature left to the Horde before the final round costs that much
// more (it comes back in the final round's Line); in the final round it costs nothing more.
func TestLeafCountsTheHordeLater(t *testing.T) {
	cat, err := game.DefaultCatalog()
	require.NoError(t, err)
	s := watch(t, 4, up("skeletons-2", "wolf-1"), nil, ready("wizard", []int{1, 1, 1}, "wizard.shockbolt"))
	view := game.PlayerView(s)
	now := newSearch(cat, Settings{}, view).leaf(view).horde
	later := newSearch(cat, Settings{HordeLater: 5}, view).leaf(view).horde
	require.Equal(t, now+2*5, later)

	final := view.Clone()
	final.Location = "forbidden-tower"
	require.True(t, game.FinalRound(final))
	require.Equal(t, newSearch(cat, Settings{}, final).leaf(final).horde, newSearch(cat, Settings{HordeLater: 5}, final).leaf(final).horde)
}
