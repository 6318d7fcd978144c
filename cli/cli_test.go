package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Main(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestPlayTheRulebookRound(t *testing.T) {
	record := filepath.Join(t.TempDir(), "game.json")
	code, out, errOut := run(t, "", "play", "../scenarios/first-round.json", "--moves", "../scenarios/first-round.moves", "--out", record)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Round 2 of 9 at Dark Woods")
	assert.Contains(t, out, "tamed: Eagle (eagle-2)")
	assert.Contains(t, out, "Legal moves:")

	// The saved record replays; more moves come from standard input.
	code, out, errOut = run(t, "camp rogue\n", "play", record, "--moves", "-")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "resting in camp: Rogue (rogue)")
}

func TestNewGameAsJSON(t *testing.T) {
	code, out, errOut := run(t, "", "new", "--seed", "4", "--difficulty", "hard", "--adventurers", "cleric,rogue,warrior,wizard", "--json")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, `"phase": "camper"`)
	assert.Contains(t, out, `"difficulty": "hard"`)
}

func TestLegalListsMoves(t *testing.T) {
	code, out, _ := run(t, "", "legal", "../scenarios/first-round.json")
	require.Equal(t, 0, code)
	assert.Equal(t, "choose wizard:1\nchoose ranger:1\nchoose rogue:1\n", out, "in the order of the table")
}

func TestBadMoveStopsWithItsLine(t *testing.T) {
	code, out, errOut := run(t, "choose rogue:1\n# a comment\ncamp wizard\nattack 1 ranger:6\n", "play", "../scenarios/first-round.json", "--moves", "-")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, `line 4: "attack 1 ranger:6"`)
	assert.Contains(t, errOut, "during the Watch")
	assert.Contains(t, out, "resting in camp: Wizard (wizard)", "the table is printed as it stood")
}

func TestBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"new", "--difficulty", "nightmare"},
		{"new", "--adventurers", "ranger,rogue"},
		{"new", "--seed", "many"},
		{"play"},
		{"play", "missing-file.json"},
		{"legal", "cli.go"},
	} {
		code, _, errOut := run(t, "", args...)
		assert.Equal(t, 2, code, args)
		assert.NotEmpty(t, errOut, args)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"format":"setawatch-record/1","options":{"seed":1},"moves":["camp nobody"]}`), 0o644))
	code, _, errOut := run(t, "", "play", bad)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `move 1 "camp nobody"`)
}

func TestHelp(t *testing.T) {
	code, out, _ := run(t, "", "help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "setawatch play FILE")
}

// "If Adventurers run out of actions and there are still Creatures in the Line, add that
// Creature card to the top of the Horde" (002, Combat): the horde move of older records is
// refused in a new game, with the reason in words.
func TestHordeMoveIsRefusedWithTheReason(t *testing.T) {
	code, out, errOut := run(t, "choose rogue:1\ncamp wizard\nend\nhorde\n", "play", "../scenarios/first-round.json", "--moves", "-")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, `line 4: "horde": no creature goes to the Horde while the Watch goes on: the party fights until it stops (end), and then every creature left in the Line goes to the Horde, one by one from the 1st position`)
	assert.NotContains(t, out[strings.Index(out, "Legal moves:"):], "horde", "it is not among the legal moves")

	// A record saved before the rules changed keeps its horde move and replays.
	code, out, errOut = run(t, "", "play", "../game/testdata/record-first-rules.json")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Round 2 of 9")
}

// "20 Location Cards" (001): new games deal the retail box unless --locations says otherwise.
func TestNewGameChoosesTheLocationPool(t *testing.T) {
	code, out, errOut := run(t, "", "new", "--seed", "4", "--json")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, `"locations": "retail"`)
	assert.Contains(t, out, `"rules": 1`)

	record := filepath.Join(t.TempDir(), "game.json")
	code, out, errOut = run(t, "", "new", "--seed", "4", "--locations", "all", "--json", "--out", record)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, `"locations": "all"`)
	data, err := os.ReadFile(record)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"rules": 1`, "the record keeps the rules it is played by")
	code, again, errOut := run(t, "", "play", record, "--json")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, out, again, "the record replays to the same table")

	code, _, errOut = run(t, "", "new", "--locations", "box")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown location pool "box" (choose retail, all, first)`)
}

// new --game swords deals a Swords of the Coin table; in the Merchant phase legal lists the
// purchases; a record of that game replays.
func TestSwordsOfTheCoinGame(t *testing.T) {
	code, out, errOut := run(t, "", "new", "--game", "swords", "--seed", "7")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Merchant: purse 0, bank 26")
	assert.Contains(t, out, "market:")

	record := filepath.Join(t.TempDir(), "merchant.json")
	code, _, errOut = run(t, "place 6 equip\nchoose rogue.backstab>rogue.stay-dead\nplace 6 map\nchoose dark-woods\nplace 2 chop\nend\n",
		"play", "../scenarios/merchant.json", "--moves", "-", "--out", record)
	require.Equal(t, 0, code, errOut)
	code, out, _ = run(t, "", "legal", record)
	require.Equal(t, 0, code)
	assert.Contains(t, out, "buy crossbow warrior\n")
	assert.Contains(t, out, "buy oil-flask rogue\n")

	code, _, errOut = run(t, "buy crossbow wizard\nbuy net warrior\nbuy oil-flask warrior\n", "play", record, "--moves", "-")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "line 3")
	assert.Contains(t, errOut, "the Warrior already carries two Items")
	code, _, errOut = run(t, "buy crossbow wizard\nbuy oil-flask ranger\nbuy net ranger\n", "play", record, "--moves", "-")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "the Net costs 2 coins; the party has 0")

	code, _, errOut = run(t, "", "new", "--game", "pockets")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "unknown game")
}
