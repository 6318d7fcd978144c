package game

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// loadScenario builds a scenario file from the repository's scenarios folder.
func loadScenario(t testing.TB, name string) *State {
	t.Helper()
	data, err := os.ReadFile("../scenarios/" + name)
	require.NoError(t, err)
	sc, err := ParseScenario(data)
	require.NoError(t, err)
	s, err := sc.Build()
	require.NoError(t, err)
	return s
}

// readMoves reads a moves file: one move a line, # comments and blank lines skipped.
func readMoves(t testing.TB, name string) []string {
	t.Helper()
	f, err := os.Open("../scenarios/" + name)
	require.NoError(t, err)
	defer f.Close()
	var moves []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line != "" && !strings.HasPrefix(line, "#") {
			moves = append(moves, line)
		}
	}
	return moves
}

// play applies moves in notation, failing the test on the first refused one.
func play(t testing.TB, s *State, moves ...string) *State {
	t.Helper()
	for _, text := range moves {
		m, err := ParseMove(text)
		require.NoError(t, err, text)
		next, _, err := Apply(s, m)
		require.NoError(t, err, "move %q refused; legal: %v", text, Legal(s))
		require.Empty(t, Check(next), "after %q", text)
		s = next
	}
	return s
}

// lineCards lists the Line's card ids.
func lineCards(s *State) []string {
	var out []string
	for _, lc := range s.Line {
		out = append(out, lc.Card)
	}
	return out
}
