package bot

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"setawatch/game"
)

func TestNew(t *testing.T) {
	for _, name := range Names() {
		b, err := New(name, 1)
		require.NoError(t, err)
		require.Equal(t, name, b.Name())
	}
	_, err := New("nobody", 1)
	require.ErrorContains(t, err, `unknown bot "nobody"`)
}

// play plays one game with a bot; every move it chooses must be legal.
func play(t *testing.T, name string, seed uint64) *game.State {
	return playWith(t, name, game.Options{Seed: seed, Difficulty: "normal"})
}

func playWith(t *testing.T, name string, opts game.Options) *game.State {
	seed := opts.Seed
	s, err := game.NewGame(opts)
	require.NoError(t, err)
	b, err := New(name, seed)
	require.NoError(t, err)
	for n := 0; !s.Over(); n++ {
		require.Less(t, n, 5000, "the game ends")
		m, err := b.Choose(s)
		require.NoError(t, err)
		next, _, err := game.Apply(s, m)
		require.NoError(t, err, "%s chose %q", name, m)
		s = next
	}
	_, err = b.Choose(s)
	require.ErrorIs(t, err, ErrNoMove)
	return s
}

// The random bot is seeded: the same seed plays the same game.
func TestRandomSeeded(t *testing.T) {
	a, b := play(t, "random", 5), play(t, "random", 5)
	require.Equal(t, a.Hash(), b.Hash())
}

// The solver bot survives far longer than the random bot on Normal. (The win rates over many
// games are in docs/BOTS.md; sim's tests check the simulator itself.)
func TestSolverBotBeatsRandom(t *testing.T) {
	n := 24
	if testing.Short() {
		n = 8
	}
	rounds := map[string]int{}
	for _, name := range []string{"random", "solver"} {
		for seed := range uint64(n) {
			rounds[name] += play(t, name, 100+seed).Round
		}
	}
	t.Logf("rounds over %d games: %v", n, rounds)
	require.Greater(t, rounds["solver"], 2*rounds["random"])
}

// The solver bot rests the adventurer with the most exhausted cards.
func TestSolverBotCamper(t *testing.T) {
	s, err := game.NewGame(game.Options{Seed: 4, Adventurers: []string{"cleric", "rogue", "warrior", "wizard"}})
	require.NoError(t, err)
	require.Equal(t, game.PhaseCamper, s.Phase)
	for k := range s.Adventurers[2].Slots {
		s.Adventurers[2].Slots[k].Exhausted = true
	}
	m, err := (&Solver{}).Choose(s)
	require.NoError(t, err)
	require.Equal(t, "camp warrior", m.String())
}

// Both bots play the extras too: the Bard and the Knight, the extra Unhallowed, every location.
func TestBotsPlayExtras(t *testing.T) {
	for _, name := range []string{"random", "solver"} { // the expert's own test plays the extras too
		for seed := range uint64(4) {
			opts := game.Options{Seed: seed, Difficulty: game.Difficulties[seed%4], ExtraAdventurers: true,
				ExtraUnhallowed: true, Locations: "all", CreatureDeck: "balanced",
				Adventurers: []string{"bard", "knight", []string{"cleric", "ranger", "beastmaster", "rogue"}[seed], "wizard"}}
			playWith(t, name, opts)
		}
	}
}

// "until all Creatures have been defeated or all Adventurers run out of useful actions" (002,
// Combat): with nothing left to do against the Lich and a face-down card behind it, the solver
// bot stops, and the whole Line goes to the Horde (the bot once sent the Lich alone to the
// Horde and fought on).
func TestSolverBotEndsTheWatchWhenNothingHelps(t *testing.T) {
	slots := func(cards ...string) []game.Slot {
		var out []game.Slot
		for _, c := range cards {
			out = append(out, game.Slot{Card: c})
		}
		return out
	}
	sc := &game.Scenario{Format: game.ScenarioFormat, Seed: 1, Round: 2, Phase: game.PhaseWatch, Firewood: 4,
		Location: "sea-fortress", Map: []string{"dark-woods", "goblin-caves", "forbidden-tower"},
		Creatures: []string{"wolf-1", "eagle-1"}, Unhallowed: []string{"warlord", "hydra"}, Camper: "rogue",
		Line: []game.ScenarioCard{{Card: "lich", FaceUp: true}, {Card: "bear-1"}},
		Adventurers: []game.ScenarioAdventurer{
			{ID: "warrior", Dice: []int{1, 1, 1}, Slots: slots("warrior.cleave", "warrior.berserker", "warrior.throw-axe")},
			{ID: "ranger", Dice: []int{1, 1, 1}, Slots: slots("ranger.far-sight", "ranger.elf-senses", "ranger.sharpshooter")},
			{ID: "wizard", Dice: []int{1, 1, 1}, Slots: slots("wizard.illuminate", "wizard.shockbolt", "wizard.polymorph")},
			{ID: "rogue", Dice: []int{6, 6, 6}, Slots: slots("rogue.backstab", "rogue.poison-blade", "rogue.smoke-bomb"), Rests: 1},
		}}
	s, err := sc.Build()
	require.NoError(t, err)
	b := &Solver{}
	var moves []string
	for s.Round == 2 && !s.Over() {
		m, err := b.Choose(s)
		require.NoError(t, err)
		next, _, err := game.Apply(s, m)
		require.NoError(t, err, "the bot chose %q", m)
		moves = append(moves, m.String())
		s = next
	}
	require.NotContains(t, moves, "horde")
	require.Contains(t, moves, "end")
	require.Equal(t, []string{"bear-1", "lich"}, s.Horde[:2], "the whole Line went to the Horde, one by one from the 1st")
}

// Both bots play Swords of the Coin games to the end through the Merchant phase; the solver
// bot buys Items with the party's coins.
func TestBotsPlaySwordsOfTheCoin(t *testing.T) {
	for _, name := range []string{"random", "solver"} { // the expert's own test plays Swords too
		bought, merchant := 0, 0
		for seed := range uint64(8) {
			s, err := game.NewGame(game.Options{Seed: seed, Game: game.GameSwords})
			require.NoError(t, err)
			b, err := New(name, seed)
			require.NoError(t, err)
			for n := 0; !s.Over(); n++ {
				require.Less(t, n, 5000, "the game ends")
				if s.Phase == game.PhaseMerchant {
					merchant++
				}
				m, err := b.Choose(s)
				require.NoError(t, err)
				if m.Verb == game.VerbBuy {
					bought++
				}
				next, _, err := game.Apply(s, m)
				require.NoError(t, err, "%s chose %q", name, m)
				s = next
			}
		}
		require.Positive(t, merchant, "%s: Swords games have a Merchant phase", name)
		if name == "solver" {
			require.Positive(t, bought, "the solver bot buys Items")
		}
	}
}

// The table behind the Hint's chance to win is sound: every difficulty's row names the run it
// comes from, fewer games reach each later round, and no round has more wins than games.
func TestExpertFromRoundIsSourced(t *testing.T) {
	require.NotEmpty(t, ExpertFromRound)
	for difficulty, rounds := range ExpertFromRound {
		require.NotEmpty(t, FromRoundSources[difficulty], difficulty)
		for _, source := range FromRoundSources[difficulty] {
			require.Contains(t, source, "--difficulty "+difficulty, difficulty)
			require.NotContains(t, source, "--seed 1 ", "held-out seeds, not the first ones")
		}
		require.Equal(t, TableGames, rounds[1].Games, "%s: every game reaches round 1", difficulty)
		for k := 1; k <= 9; k++ {
			require.LessOrEqual(t, rounds[k].Won, rounds[k].Games, "%s round %d", difficulty, k)
			if k > 1 {
				require.LessOrEqual(t, rounds[k].Games, rounds[k-1].Games, "%s round %d", difficulty, k)
			}
		}
		require.Positive(t, rounds[1].Games)
	}
	// A recalibration keeps estimates within 0 and 1, in their order, and only for a
	// difficulty measured.
	for difficulty, fit := range ExpertRecalibration {
		require.Contains(t, ExpertFromRound, difficulty)
		require.Positive(t, fit.B, "a higher estimate stays higher")
		prev := -1.0
		for p := 0.0; p <= 1; p += 0.05 {
			q := fit.apply(p)
			require.True(t, q >= 0 && q <= 1 && q >= prev, "%s: %v gives %v", difficulty, p, q)
			prev = q
		}
	}
	require.Equal(t, 0.3, Recalibration{}.apply(0.3), "the zero value changes nothing")
}

// Every run behind the New-game dialog's win rates is sourced and whole: its games' ends add
// up to its wins, its command plays the same games, the pieces of a run join up from its first
// game without a gap or an overlap, no run is on the seeds the bot was tried on, and the
// dialog's figures are the runs' sums.
func TestMeasuredRunsAreSourced(t *testing.T) {
	require.NotEmpty(t, MeasuredRuns)
	next := map[string]int{} // the next game of each run
	for _, r := range MeasuredRuns {
		name := r.Command
		require.Positive(t, r.Games, name)
		require.LessOrEqual(t, r.Won, r.Games, name)
		require.Len(t, r.Outcomes, r.Games, name)
		require.Equal(t, r.Won, strings.Count(r.Outcomes, "w"), name)
		require.NotContains(t, r.Outcomes, "x", "%s: a game stopped on an error", name)
		for _, part := range []string{"--game " + r.Box, "--difficulty " + r.Difficulty, "--bot " + r.Bot,
			fmt.Sprintf("--seed %d ", r.Seed), fmt.Sprintf("--first %d ", r.First), fmt.Sprintf("--games %d ", r.Games)} {
			require.Contains(t, r.Command, part, name)
		}
		require.Equal(t, r.Mix, strings.Contains(r.Command, "--mix"), name)
		require.NotEqual(t, uint64(1), r.Seed, "%s: seed 1's games were used to try the bot's settings", name)
		require.Contains(t, []string{"expert", "oracle"}, r.Bot, name)
		key := fmt.Sprint(r.Box, r.Mix, r.Difficulty, r.Bot, r.Seed)
		require.Equal(t, next[key], r.First, "%s: the pieces of a run join up", name)
		next[key] += r.Games
	}
	for _, box := range []struct {
		box string
		mix bool
	}{{game.GameBase, false}, {game.GameSwords, false}, {game.GameSwords, true}, {game.GamePocket, false}} {
		require.Equal(t, SumRuns(MeasuredRuns, "expert", box.box, box.mix), WinRates(box.box, box.mix), box)
	}
	require.Contains(t, ExpertWinRates, "normal", "the base box's Normal is measured")
}
