package session

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// Whatever mix of moves, undos and redos a player makes, the table in play is always the one its
// record replays to, so a save taken at any moment resumes exactly where the player was.
func TestUndoRedoAlwaysMatchesTheReplayOfTheRecord(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		s := newGame(t, seed)
		pick := rand.New(rand.NewPCG(seed, 11))
		for step := range 250 {
			switch r := pick.IntN(10); {
			case r < 2 && s.CanUndo():
				require.NoError(t, s.Undo())
			case r < 3 && s.CanRedo():
				require.NoError(t, s.Redo())
			default:
				legal := game.Legal(s.State())
				if len(legal) == 0 {
					continue
				}
				_, err := s.Play(legal[pick.IntN(len(legal))])
				require.NoError(t, err)
			}
			replayed, err := s.Record().Replay()
			require.NoError(t, err, "seed %d step %d", seed, step)
			require.Equal(t, replayed.Hash(), s.State().Hash(), "seed %d step %d", seed, step)
		}
	}
}

// The child side of TestAKilledSaveLeavesTheOldFileOrTheNew: save two games in turn, forever.
const saverEnv = "SETAWATCH_TEST_SAVER"

// savingLine is what the saver prints once its first save is on disk.
const savingLine = "saving"

func TestMain(m *testing.M) {
	if path := os.Getenv(saverEnv); path != "" {
		saveForever(path)
	}
	os.Exit(m.Run())
}

func saveForever(path string) {
	records := savedRecords()
	for i := 0; ; i++ {
		if err := Save(path, records[i%2]); err != nil {
			os.Exit(3)
		}
		if i == 0 {
			fmt.Println(savingLine) // the parent kills from now on, whatever the machine's load
		}
	}
}

// savedRecords are the two games the saver writes in turn: a short one and a longer one.
func savedRecords() []*game.Record {
	var out []*game.Record
	for _, n := range []int{3, 40} {
		s, err := New(game.Options{Seed: 5, Adventurers: []string{"cleric", "rogue", "warrior", "wizard"}})
		if err != nil {
			panic(err)
		}
		for range n {
			legal := game.Legal(s.State())
			if len(legal) == 0 {
				break
			}
			if _, err := s.Play(legal[len(s.History())%len(legal)]); err != nil {
				panic(err)
			}
		}
		r := s.Record()
		r.ID = "saver" // each new game has a random id; both processes must write the same bytes
		out = append(out, r)
	}
	return out
}

// A process killed at a random moment while saving leaves at path the old save or the new one,
// whole and loadable, never half of one.
func TestAKilledSaveLeavesTheOldFileOrTheNew(t *testing.T) {
	if testing.Short() {
		t.Skip("starts and kills processes")
	}
	exe, err := os.Executable()
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "autosave.json")
	var wanted []string
	for _, r := range savedRecords() {
		data, err := r.Marshal()
		require.NoError(t, err)
		wanted = append(wanted, string(data))
	}
	pick := rand.New(rand.NewPCG(1, 2))
	for kill := range 25 {
		cmd := exec.Command(exe, "-test.run=^$")
		cmd.Env = append(os.Environ(), saverEnv+"="+path)
		out, err := cmd.StdoutPipe()
		require.NoError(t, err)
		require.NoError(t, cmd.Start())
		line, err := bufio.NewReader(out).ReadString('\n')
		require.NoError(t, err, "kill %d: the saver saves once", kill)
		require.Equal(t, savingLine+"\n", line)
		time.Sleep(time.Duration(pick.IntN(20_000)) * time.Microsecond)
		require.NoError(t, cmd.Process.Kill())
		_ = cmd.Wait()

		data, err := os.ReadFile(path)
		require.NoError(t, err, "kill %d", kill)
		assert.Contains(t, wanted, string(data), "kill %d: the file is one whole save", kill)
		_, err = Load(path)
		require.NoError(t, err, "kill "+strconv.Itoa(kill))
	}
}
