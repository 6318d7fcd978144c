package stats

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"time"

	"setawatch/internal/safefile"
)

// Format names the statistics file format and its version.
const Format = "setawatch-statistics/1"

// MaxFileSize is the largest statistics file read. The file holds sums, not games, so it stays a
// few hundred kilobytes at most (the ids of the last MaxCounted games are its largest part).
const MaxFileSize = 1 << 20

// MaxCounted is how many of the last games' ids are kept to refuse counting them again. A game
// comes back to its end (a reloaded save, an undo, a replay of its moves) soon after it ended,
// so this many is far more than needed and keeps the file small.
const MaxCounted = 10000

// Book is the record of every game counted.
type Book struct {
	Format   string               `json:"format"`
	Summary  Summary              `json:"summary"`
	Counted  []string             `json:"counted"`  // ids of the last games counted, oldest first
	Unlocked map[string]time.Time `json:"unlocked"` // achievement id: when it was reached
}

// NewBook is an empty record.
func NewBook() *Book {
	return &Book{Format: Format, Summary: newSummary(), Counted: []string{}, Unlocked: map[string]time.Time{}}
}

// Has reports whether the game with this id has been counted.
func (b *Book) Has(id string) bool { return slices.Contains(b.Counted, id) }

// Add counts a finished game, once: a game whose id is already counted changes nothing
// (added false). It returns the achievements the game reached.
func (b *Book) Add(g Game) (added bool, reached []Achievement) {
	if g.ID == "" || b.Has(g.ID) {
		return false, nil
	}
	b.Summary.add(g)
	b.Counted = append(b.Counted, g.ID)
	if extra := len(b.Counted) - MaxCounted; extra > 0 {
		b.Counted = slices.Delete(b.Counted, 0, extra)
	}
	for _, a := range Achievements() {
		if _, done := b.Unlocked[a.ID]; !done && a.Done(&b.Summary) {
			b.Unlocked[a.ID] = g.Ended
			reached = append(reached, a)
		}
	}
	return true, reached
}

// Save writes the record atomically: whatever fails, the file already at path is left whole.
func (b *Book) Save(path string) error {
	data, err := json.Marshal(b)
	if err != nil {
		return err
	}
	return safefile.Write(path, data)
}

// DamagedError says that the statistics file could not be read and where it was moved.
type DamagedError struct {
	Path  string // where it was
	Moved string // where it is now ("" if it could not be moved)
	Err   error  // what is wrong
}

func (e *DamagedError) Error() string {
	if e.Moved == "" {
		return fmt.Sprintf("the statistics file %s is damaged (%v) and could not be moved aside", e.Path, e.Err)
	}
	return fmt.Sprintf("the statistics file was damaged (%v); it was moved to %s", e.Err, e.Moved)
}

func (e *DamagedError) Unwrap() error { return e.Err }

// What can be wrong with a statistics file, for the notice to the player.
var (
	ErrTooLarge      = errors.New("the file is far larger than a statistics file")
	ErrCutShort      = errors.New("the file is cut short")
	ErrNotStatistics = errors.New("the file is not a statistics file of this version")
	ErrImpossible    = errors.New("the file holds numbers no games can give")
)

// Load reads the record at path. No file is an empty record. A file that is damaged (cut short,
// not a statistics file, numbers that cannot be, far too large) is moved aside to
// "<name>.corrupt-<UTC time>.json", never deleted, and an empty record is returned with a
// *DamagedError saying where it went. Another error (the file cannot be read) returns no record,
// so that the caller does not write over a file it could not read.
func Load(path string, now time.Time) (*Book, error) {
	safefile.RemoveStale(path, now) // what a save killed half-way left
	data, err := readAtMost(path, MaxFileSize)
	if errors.Is(err, fs.ErrNotExist) {
		return NewBook(), nil
	}
	if err != nil && !errors.Is(err, ErrTooLarge) {
		return nil, err
	}
	if err == nil {
		var b *Book
		if b, err = parse(data); err == nil {
			return b, nil
		}
	}
	damaged := &DamagedError{Path: path, Err: err}
	moved, merr := safefile.MoveAside(path, now)
	if merr != nil {
		return nil, errors.Join(damaged, merr)
	}
	damaged.Moved = moved
	return NewBook(), damaged
}

// readAtMost reads a whole file, refusing one larger than limit before reading it.
func readAtMost(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, ErrTooLarge
	}
	return data, nil
}

func parse(data []byte) (*Book, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	b := NewBook()
	if err := dec.Decode(b); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, fmt.Errorf("%w (%v)", ErrCutShort, err)
		}
		return nil, fmt.Errorf("%w (%v)", ErrNotStatistics, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w (data after its end)", ErrNotStatistics)
	}
	if b.Format != Format {
		return nil, fmt.Errorf("%w (format %.40q)", ErrNotStatistics, b.Format)
	}
	if err := b.check(); err != nil {
		return nil, err
	}
	return b, nil
}

// check refuses numbers no sequence of games can give.
func (b *Book) check() error {
	s := &b.Summary
	if s.Box == nil || s.Difficulty == nil || s.Adventurer == nil || s.Final == nil || s.RoundReached == nil || b.Unlocked == nil || b.Counted == nil {
		return fmt.Errorf("%w (a part is missing)", ErrNotStatistics)
	}
	bad := func(t Tally) bool {
		return t.Games < 0 || t.Wins < 0 || t.Wins > t.Games || t.Rounds < 0 || t.CardsLost < 0 || t.Games > s.All.Games
	}
	tallies := []Tally{s.All}
	for _, m := range []map[string]Tally{s.Box, s.Difficulty, s.Adventurer, s.Final} {
		for _, t := range m {
			tallies = append(tallies, t)
		}
	}
	if slices.ContainsFunc(tallies, bad) {
		return ErrImpossible
	}
	ended := 0
	for round, n := range s.RoundReached {
		if round < 0 || n < 0 {
			return ErrImpossible
		}
		ended += n
	}
	if ended != s.All.Games || s.Streak < 0 || s.Streak > s.BestStreak || s.BestStreak > s.All.Wins ||
		s.Flawless < 0 || s.Flawless > s.All.Wins || s.FinalReached < 0 || s.FinalReached > s.All.Games ||
		len(b.Counted) > MaxCounted || len(b.Counted) > s.All.Games {
		return ErrImpossible
	}
	return nil
}
