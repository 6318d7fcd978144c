package cli

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = Main(args, nil, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestSimCommand(t *testing.T) {
	require.True(t, IsCommand("sim"))
	code, out, errOut := runCLI("sim", "--games", "20", "--bot", "random", "--seed", "4", "--jobs", "2",
		"--adventurers", "cleric,rogue,warrior,wizard", "--difficulty", "Hard")
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "20 games, bot random, difficulty hard, cleric,rogue,warrior,wizard, locations retail, seed 4")
	require.Contains(t, out, "95% CI")
	require.Empty(t, errOut, "no progress bar when standard error is not a terminal")

	code, out, _ = runCLI("sim", "--games", "5", "--bot", "random", "--json", "--locations", "all")
	require.Equal(t, 0, code)
	var report struct {
		Games     int     `json:"games"`
		WinRate   float64 `json:"winRate"`
		Locations string  `json:"locations"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &report))
	require.Equal(t, 5, report.Games)
	require.Equal(t, "all", report.Locations)
}

func TestSimBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--games", "0"}, "at least 1"},
		{[]string{"--games", "-3"}, "at least 1"},
		{[]string{"--games", "ten"}, "is not a valid value for -games"},
		{[]string{"--difficulty", "brutal"}, `unknown difficulty "brutal"`},
		{[]string{"--adventurers", "cleric,rogue,warrior,bard-x"}, `unknown adventurer "bard-x"`},
		{[]string{"--adventurers", "cleric,rogue"}, "exactly 4"},
		{[]string{"--bot", "alphago"}, `unknown bot "alphago"`},
		{[]string{"--locations", "box"}, `unknown location pool "box"`},
		{[]string{"--frobnicate"}, "unknown option -frobnicate"},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		code, out, errOut := runCLI(append([]string{"sim"}, tc.args...)...)
		require.Equal(t, 2, code, "%v", tc.args)
		require.Empty(t, out, "%v", tc.args)
		require.Contains(t, errOut, tc.want, "%v", tc.args)
	}
}

// sim --game swords adds the per-Item table to the report.
func TestSimSwordsOfTheCoin(t *testing.T) {
	code, out, errOut := runCLI("sim", "--games", "6", "--game", "swords", "--seed", "2", "--jobs", "2")
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "6 games, Swords of the Coin, bot solver")
	require.Contains(t, out, "win rate when owned")
	require.Contains(t, out, "adventurer     games")
	code, _, errOut = runCLI("sim", "--games", "2", "--game", "pockets")
	require.Equal(t, 2, code)
	require.Contains(t, errOut, "unknown game")
}

func TestSimSpeaksFrench(t *testing.T) {
	code, out, errOut := runCLI("sim", "--games", "3", "--bot", "random", "--jobs", "1", "--lang", "fr")
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "3 parties, robot random, difficulté normal, groupes au hasard")
	require.Contains(t, out, "comment les parties ont fini :")
	require.NotContains(t, out, "win rate")

	code, _, errOut = runCLI("sim", "--lang=fr", "--frobnicate")
	require.Equal(t, 2, code)
	require.Contains(t, errOut, "setawatch sim: option inconnue -frobnicate")
	require.Contains(t, errOut, "usage : setawatch sim [options]")

	code, _, errOut = runCLI("sim", "--lang", "fr", "--games", "0")
	require.Equal(t, 2, code)
	require.Contains(t, errOut, "le nombre de parties doit être au moins 1, pas 0")

	code, out, _ = runCLI("--help", "--lang", "fr")
	require.Equal(t, 0, code)
	require.Contains(t, out, "afficher la version")
	code, _, errOut = runCLI("new", "--lang", "fr", "--seed", "x")
	require.Equal(t, 2, code)
	require.Contains(t, errOut, `"x" n'est pas une valeur valable pour -seed`)
}
