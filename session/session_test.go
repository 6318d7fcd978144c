package session

import (
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// newGame starts a seeded game with a fixed party.
func newGame(t *testing.T, seed uint64) *Session {
	t.Helper()
	s, err := New(game.Options{Seed: seed, Adventurers: []string{"cleric", "rogue", "warrior", "wizard"}})
	require.NoError(t, err)
	return s
}

// playRandom plays up to n random legal moves (fewer if the game ends) and returns the hash of
// the table after each, starting with the table before the first.
func playRandom(t *testing.T, s *Session, seed uint64, n int) []string {
	t.Helper()
	pick := rand.New(rand.NewPCG(seed, 7))
	hashes := []string{s.State().Hash()}
	for range n {
		legal := game.Legal(s.State())
		if len(legal) == 0 {
			break
		}
		_, err := s.Play(legal[pick.IntN(len(legal))])
		require.NoError(t, err)
		hashes = append(hashes, s.State().Hash())
	}
	return hashes
}

// playUntil plays random legal moves on seeded games until found accepts the entry just
// played, and returns that session (the entry is its last).
func playUntil(t *testing.T, found func(before, after *game.State, e Entry) bool) *Session {
	t.Helper()
	for seed := uint64(1); seed < 300; seed++ {
		s := newGame(t, seed)
		pick := rand.New(rand.NewPCG(seed, 11))
		for !s.State().Over() {
			legal := game.Legal(s.State())
			before := s.State()
			_, err := s.Play(legal[pick.IntN(len(legal))])
			require.NoError(t, err)
			h := s.History()
			if found(before, s.State(), h[len(h)-1]) {
				return s
			}
		}
	}
	t.Fatal("no seeded game played such a move")
	return nil
}

func hasEvent(e Entry, kind game.EventKind) bool {
	return slices.ContainsFunc(e.Events, func(ev game.Event) bool { return ev.Kind == kind })
}

func TestPlayUndoRedoRoundTrip(t *testing.T) {
	s := newGame(t, 4)
	start := s.State().Hash()
	assert.False(t, s.CanUndo())
	assert.ErrorIs(t, s.Undo(), ErrNothingToUndo)
	assert.ErrorIs(t, s.Redo(), ErrNothingToRedo)

	// Choosing the camper and chopping wood reveal nothing: they can be taken back one by one.
	var hashes []string
	for _, text := range []string{"camp cleric", "place " + freeValue(t, s.State(), "cleric") + " chop"} {
		m, err := game.ParseMove(text)
		require.NoError(t, err)
		_, err = s.Play(m)
		require.NoError(t, err, text)
		hashes = append(hashes, s.State().Hash())
		require.False(t, s.History()[len(s.History())-1].Barrier, text)
	}
	require.True(t, s.CanUndo())
	require.NoError(t, s.Undo())
	assert.Equal(t, hashes[0], s.State().Hash())
	assert.Len(t, s.History(), 1)
	require.NoError(t, s.Undo())
	assert.Equal(t, start, s.State().Hash())
	assert.Empty(t, s.History())
	assert.False(t, s.CanUndo())

	require.True(t, s.CanRedo())
	require.NoError(t, s.Redo())
	assert.Equal(t, hashes[0], s.State().Hash())
	require.NoError(t, s.Redo())
	assert.Equal(t, hashes[1], s.State().Hash())
	assert.False(t, s.CanRedo())
	assert.Equal(t, []string{"camp cleric", hashes[1]}, []string{s.History()[0].Move.String(), s.Record().Hash})

	// A new move after an undo drops the undone one.
	require.NoError(t, s.Undo())
	_, err := s.Play(game.Move{Verb: game.VerbEnd})
	require.NoError(t, err)
	assert.False(t, s.CanRedo())
	assert.Len(t, s.History(), 2)
}

// freeValue is the value of one of an adventurer's free dice, as move text.
func freeValue(t *testing.T, s *game.State, adv string) string {
	for _, d := range s.Adventurer(adv).Dice {
		if d.State == game.DieFree {
			return strconv.Itoa(d.Value)
		}
	}
	t.Fatalf("the %s has no free die", adv)
	return ""
}

// TestUndoEveryMove plays whole random games and checks every move against the undo rule:
// what the table shows decides whether it is a barrier, a barrier is never undone, and any other
// move undoes to the exact table before it and redoes to the one after.
func TestUndoEveryMove(t *testing.T) {
	seeds := 300
	if testing.Short() {
		seeds = 20
	}
	barriers, free := 0, 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		// Any party (chosen by the seed), so that every camp action comes up.
		s, err := New(game.Options{Seed: seed, Difficulty: game.Difficulties[seed%4]})
		require.NoError(t, err)
		pick := rand.New(rand.NewPCG(seed, 5))
		for !s.State().Over() {
			legal := game.Legal(s.State())
			require.NotEmpty(t, legal)
			before := s.State()
			_, err := s.Play(legal[pick.IntN(len(legal))])
			require.NoError(t, err)
			after := s.State()
			e := s.History()[len(s.History())-1]

			mustBar := after.RNG != before.RNG || after.Location != before.Location ||
				hasEvent(e, game.EventRevealed) || len(after.Creatures) < len(before.Creatures) ||
				newFaceUp(before, after) || newPromptCards(before, after)
			if mustBar {
				require.True(t, e.Barrier, "seed %d: %q should be a barrier (events %v)", seed, e.Move.String(), e.Events)
			}
			require.Equal(t, e.Barrier, e.Why != "")
			if e.Barrier {
				barriers++
				require.False(t, s.CanUndo())
				var be *BarrierError
				require.ErrorAs(t, s.Undo(), &be)
				require.Equal(t, after.Hash(), s.State().Hash())
				continue
			}
			free++
			require.True(t, s.CanUndo())
			require.NoError(t, s.Undo())
			require.Equal(t, before.Hash(), s.State().Hash(), "seed %d: undo %q", seed, e.Move.String())
			require.NoError(t, s.Redo())
			require.Equal(t, after.Hash(), s.State().Hash(), "seed %d: redo %q", seed, e.Move.String())
		}
	}
	t.Logf("%d barriers, %d moves undone and redone", barriers, free)
	require.Positive(t, barriers)
	require.Positive(t, free)
}

// newFaceUp reports whether a face-down Line card is face up now.
func newFaceUp(before, after *game.State) bool {
	for _, lc := range after.Line {
		if lc.FaceUp && slices.ContainsFunc(before.Line, func(b game.LineCard) bool { return b.Card == lc.Card && !b.FaceUp }) {
			return true
		}
	}
	return false
}

func newPromptCards(before, after *game.State) bool {
	var old []string
	for _, t := range before.Tasks {
		old = append(old, t.Cards...)
	}
	for _, t := range after.Tasks {
		for _, c := range t.Cards {
			if !slices.Contains(old, c) && t.Kind != game.TaskBackstab {
				return true
			}
		}
	}
	return false
}

func TestUndoRefusedAcrossReveal(t *testing.T) {
	s := newGame(t, 9)
	for _, text := range []string{"camp wizard", "end"} {
		m, err := game.ParseMove(text)
		require.NoError(t, err)
		_, err = s.Play(m)
		require.NoError(t, err, text)
	}
	e := s.History()[1]
	require.True(t, hasEvent(e, game.EventRevealed), "ending camp deals the Line and the campfire reveals it")
	assert.True(t, e.Barrier)
	assert.False(t, s.CanUndo())
	hash := s.State().Hash()
	err := s.Undo()
	var be *BarrierError
	require.ErrorAs(t, err, &be)
	assert.Contains(t, err.Error(), `"end" cannot be undone`)
	assert.Contains(t, err.Error(), "face up")
	assert.Equal(t, hash, s.State().Hash())
	assert.Len(t, s.History(), 2)
}

func TestUndoRefusedAcrossRoll(t *testing.T) {
	// A reroll (Bolster, Sharpshooter) moves the random generator and turns nothing over.
	s := playUntil(t, func(before, after *game.State, e Entry) bool {
		return hasEvent(e, game.EventRerolled) && !hasEvent(e, game.EventRevealed) && after.Location == before.Location
	})
	h := s.History()
	e := h[len(h)-1]
	assert.True(t, e.Barrier)
	assert.Equal(t, "it rolled dice or shuffled cards", e.Why)
	hash := s.State().Hash()
	assert.ErrorContains(t, s.Undo(), "rolled dice")
	assert.Equal(t, hash, s.State().Hash())
	assert.Len(t, s.History(), len(h))
}

func TestUndoRefusedAcrossShownCards(t *testing.T) {
	for _, space := range []game.Space{game.SpaceMap, game.SpaceScout} {
		s := playUntil(t, func(before, after *game.State, e Entry) bool {
			return e.Move.Verb == game.VerbPlace && e.Move.Space == space
		})
		e := s.History()[len(s.History())-1]
		assert.True(t, e.Barrier, space)
		assert.ErrorAs(t, s.Undo(), new(*BarrierError), space)
	}
	// The answer to Check Map shows nothing new: it can be taken back.
	s := playUntil(t, func(before, after *game.State, e Entry) bool {
		t := before.Pending()
		return t != nil && t.Kind == game.TaskCheckMap && after.Pending() == nil && after.Phase == game.PhaseCamp
	})
	before := s.History()
	require.False(t, before[len(before)-1].Barrier)
	require.NoError(t, s.Undo())
	require.NotNil(t, s.State().Pending())
	assert.Equal(t, game.TaskCheckMap, s.State().Pending().Kind)
}

func TestIllegalMoveChangesNothing(t *testing.T) {
	s := newGame(t, 4)
	playRandom(t, s, 4, 3)
	if s.CanUndo() {
		require.NoError(t, s.Undo())
	}
	hash, hist, redo := s.State().Hash(), s.History(), s.CanRedo()
	for _, m := range []game.Move{
		{Verb: game.VerbCamp, Adventurer: "nobody"},
		{Verb: game.VerbHorde},
		{Verb: game.Verb(200)}, // no verb of the game
		{Verb: game.VerbChoose},
		game.Choose(game.AnswerSwap("a", "b")),
	} {
		events, err := s.Play(m)
		require.Error(t, err, m.String())
		assert.Nil(t, events)
		assert.Equal(t, hash, s.State().Hash())
		assert.Equal(t, hist, s.History())
		assert.Equal(t, redo, s.CanRedo(), "a refused move keeps the redo moves")
	}
}

func TestRecordReplays(t *testing.T) {
	s := newGame(t, 12)
	playRandom(t, s, 12, 60)
	r := s.Record()
	assert.Equal(t, game.RecordFormat, r.Format)
	assert.Equal(t, game.RulesCurrent, r.Options.Rules, "a new game's record names the rules it is played by")
	assert.Equal(t, s.State().Hash(), r.Hash)
	require.Len(t, r.Moves, len(s.History()))
	final, err := r.Replay()
	require.NoError(t, err)
	assert.Equal(t, s.State().Hash(), final.Hash())

	back, err := FromRecord(r)
	require.NoError(t, err)
	assert.Equal(t, s.State().Hash(), back.State().Hash())
	assert.Equal(t, s.History(), back.History())
	assert.Equal(t, s.CanUndo(), back.CanUndo())
}

func TestFromRecordNamesTheBadMove(t *testing.T) {
	s := newGame(t, 2)
	playRandom(t, s, 2, 5)
	r := s.Record()
	r.Hash = ""
	r.Moves = append(r.Moves[:3], "camp nobody", "end")
	_, err := FromRecord(r)
	var me *game.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, 3, me.Index)
	assert.Contains(t, err.Error(), `move 4 "camp nobody"`)

	r = s.Record()
	r.Hash = "0123456789abcdef01234567"
	_, err = FromRecord(r)
	assert.ErrorContains(t, err, "damaged")

	_, err = FromRecord(&game.Record{Format: game.RecordFormat})
	assert.Error(t, err)
	_, err = FromRecord(nil)
	assert.Error(t, err)
}

func TestScenarioRecord(t *testing.T) {
	data, err := os.ReadFile("../scenarios/first-round.json")
	require.NoError(t, err)
	sc, err := game.ParseScenario(data)
	require.NoError(t, err)
	s, err := FromRecord(&game.Record{Format: game.RecordFormat, Scenario: sc})
	require.NoError(t, err)
	playRandom(t, s, 1, 20)
	path := t.TempDir() + "/scenario.json"
	require.NoError(t, Save(path, s.Record()))
	back, err := Load(path)
	require.NoError(t, err)
	assert.Equal(t, s.State().Hash(), back.State().Hash())
	assert.Nil(t, back.Record().Options)
	assert.NotNil(t, back.Record().Scenario)
}

func TestNewRefusesBadOptions(t *testing.T) {
	_, err := New(game.Options{Difficulty: "impossible"})
	assert.Error(t, err)
	_, err = New(game.Options{Adventurers: []string{"cleric"}})
	assert.Error(t, err)
}

func TestOptionsAreCopied(t *testing.T) {
	party := []string{"cleric", "rogue", "warrior", "wizard"}
	s, err := New(game.Options{Seed: 1, Adventurers: party})
	require.NoError(t, err)
	party[0] = "ranger"
	r := s.Record()
	assert.Equal(t, "cleric", r.Options.Adventurers[0])
	r.Options.Adventurers[1] = "ranger"
	assert.Equal(t, "rogue", s.Record().Options.Adventurers[1])
	assert.True(t, errors.Is(s.Redo(), ErrNothingToRedo))
}

// A game saved before the rules edition goes on by the rules it was played by, and its saves
// keep replaying.
func TestOlderSaveKeepsItsRules(t *testing.T) {
	data, err := os.ReadFile("../game/testdata/record-first-rules.json")
	require.NoError(t, err)
	path := t.TempDir() + "/autosave.json"
	require.NoError(t, os.WriteFile(path, data, 0o644))
	s, err := Load(path)
	require.NoError(t, err)
	assert.Equal(t, game.RulesFirst, s.State().Options.Rules)
	_, err = s.Play(game.Legal(s.State())[0])
	require.NoError(t, err)
	require.NoError(t, Save(path, s.Record()))
	back, err := Load(path)
	require.NoError(t, err)
	assert.Equal(t, s.State().Hash(), back.State().Hash())
	assert.Equal(t, game.RulesFirst, back.Record().Options.Rules)
}
