package tutorial

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/scenarios"
)

func start(t *testing.T) *game.State {
	t.Helper()
	sc, err := Start()
	require.NoError(t, err)
	s, err := sc.Build()
	require.NoError(t, err)
	return s
}

func apply(t *testing.T, s *game.State, text string) *game.State {
	t.Helper()
	m, err := game.ParseMove(text)
	require.NoError(t, err, text)
	next, _, err := game.Apply(s, m)
	require.NoError(t, err, text)
	return next
}

// rulebookMoves are the moves of scenarios/first-round.moves.
func rulebookMoves() []string {
	var out []string
	for _, line := range strings.Split(scenarios.FirstRoundMoves, "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out
}

// table fingerprints a state, leaving out how many moves it took (a step plays a combined
// attack one die at a time) and the order of the dice on Chop Wood (they all count the same).
func table(s *game.State) string {
	c := *s
	c.Moves = 0
	c.Camp.Chop = slices.Clone(c.Camp.Chop)
	slices.Sort(c.Camp.Chop)
	return c.Hash()
}

// The steps play the rulebook's round: the same table, move after move, as the scenario's
// moves, so the tutorial cannot drift from the rules or from the worked example.
func TestStepsReplayTheRulebookRound(t *testing.T) {
	want := start(t)
	for _, text := range rulebookMoves() {
		want = apply(t, want, text)
	}
	got := start(t)
	var played []string
	for _, st := range Steps {
		for _, text := range st.Moves {
			got = apply(t, got, text)
			played = append(played, text)
		}
	}
	assert.Equal(t, table(want), table(got), "the steps reach the rulebook round's table")
	assert.Equal(t, 2, want.Round, "the round was won: round 2 begins")
	assert.GreaterOrEqual(t, len(played), len(rulebookMoves()))
}

// A step's moves may be played in any order, and an equivalent move in place of one: the table
// is the same at the end of the step.
func TestStepMovesInAnyOrderGiveTheSameTable(t *testing.T) {
	s := start(t)
	for _, st := range Steps {
		if len(st.Moves) > 1 {
			forward := s
			for _, text := range st.Moves {
				forward = apply(t, forward, text)
			}
			backward := s
			for i := len(st.Moves) - 1; i >= 0; i-- {
				backward = apply(t, backward, st.Moves[i])
			}
			assert.Equal(t, table(forward), table(backward), "step %s in reverse order", st.Name)
		}
		for alt := range st.Also {
			_ = apply(t, s, alt) // legal where the step is
		}
		for _, text := range st.Moves {
			s = apply(t, s, text)
		}
	}
}

func TestEveryStepSaysSomethingAndExplainsRefusals(t *testing.T) {
	names := map[string]bool{}
	for _, st := range Steps {
		assert.False(t, names[st.Name], "step names are unique: %s", st.Name)
		names[st.Name] = true
		assert.NotEmpty(t, st.Say.Key, st.Name)
		if len(st.Moves) > 0 {
			assert.NotEmpty(t, st.NotYet.Key, "step %s explains a wrong move", st.Name)
			assert.Empty(t, st.Show, "step %s highlights its moves' places", st.Name)
		} else {
			assert.NotEmpty(t, st.Show, "step %s shows where to look", st.Name)
		}
	}
}

// playThrough plays the guide to its end on the scenario, reading the text steps.
func TestGuideFollowsTheMovesPlayed(t *testing.T) {
	g := NewGuide()
	s := start(t)
	var played []game.Move
	for !g.Done() {
		st := g.Step()
		if len(st.Moves) == 0 {
			assert.Equal(t, st.Show, g.Targets(s))
			v, _ := g.Check(s, game.Move{Verb: game.VerbEnd})
			if st.Losable && s.Phase == game.PhaseWatch {
				assert.Equal(t, Lose, v)
			} else {
				assert.Equal(t, Refuse, v, "step %s only tells", st.Name)
			}
			require.True(t, g.Next())
			continue
		}
		left := g.Left()
		require.NotEmpty(t, left)
		// The last of the moves left, to play them out of order.
		m, err := game.ParseMove(left[len(left)-1])
		require.NoError(t, err)
		assert.Subset(t, g.Targets(s), MoveTargets(s, m), "step %s highlights the move's places", st.Name)
		v, _ := g.Check(s, m)
		require.Equal(t, Accept, v, "step %s accepts %s", st.Name, m)
		s = apply(t, s, m.String())
		played = append(played, m)
		g.Sync(played)
		assert.False(t, g.Lost())
	}
	assert.Nil(t, g.Targets(s))
}

func TestWrongMoveIsRefusedWithTheStepsReason(t *testing.T) {
	g := NewGuide()
	s := start(t)
	require.True(t, g.Next()) // welcome
	assert.Equal(t, "snowy-pass", g.Step().Name)
	m, err := game.ParseMove("choose wizard:1")
	require.NoError(t, err)
	v, why := g.Check(s, m)
	assert.Equal(t, Refuse, v)
	assert.Equal(t, "Not yet: {{.Why}}", why.Key)
	assert.Equal(t, g.Step().NotYet, why.Args["Why"])

	// The Ranger's 1 is as good as the Rogue's: neither is used this round.
	alt, err := game.ParseMove("choose ranger:1")
	require.NoError(t, err)
	v, _ = g.Check(s, alt)
	assert.Equal(t, Accept, v)
	g.Sync([]game.Move{alt})
	assert.Equal(t, "rest", g.Step().Name)
}

func TestEndingTheWatchEarlyLosesTheTutorial(t *testing.T) {
	g := NewGuide()
	s := start(t)
	var played []game.Move
	for g.Step().Name != "backstab" {
		if len(g.Step().Moves) == 0 {
			g.Next()
			continue
		}
		m, err := game.ParseMove(g.Left()[0])
		require.NoError(t, err)
		s = apply(t, s, m.String())
		played = append(played, m)
		g.Sync(played)
	}
	end := game.Move{Verb: game.VerbEnd}
	v, why := g.Check(s, end)
	require.Equal(t, Lose, v)
	assert.Contains(t, why.Key, "The tutorial is lost")
	g.Sync(append(played, end))
	assert.True(t, g.Lost())
	assert.Nil(t, g.Targets(s))
	v, _ = g.Check(s, end)
	assert.Equal(t, Accept, v, "a lost tutorial leaves the table free")

	// Taking the move back (undo) finds the step again.
	g.Sync(played)
	assert.False(t, g.Lost())
	assert.Equal(t, "backstab", g.Step().Name)

	g.Restart()
	assert.Equal(t, 0, g.Index())
}
