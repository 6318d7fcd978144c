// Package session holds one game in play: the current table, the moves that led to it with
// what they did, undo and redo within the rules of fair play, and safe saving and loading.
// It is plain Go so that the window, the command line and tests share it.
package session

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"

	"setawatch/game"
	"setawatch/internal/say"
)

// Entry is one applied move and what it did.
type Entry struct {
	Move    game.Move
	Events  []game.Event
	Barrier bool   // the move rolled dice or showed hidden cards: it cannot be undone
	Why     string // for a barrier, what it revealed, in words ("it rolled dice")
}

// Session is one game in play with its history. It is not safe for concurrent use.
type Session struct {
	options  *game.Options  // the game started from options...
	scenario *game.Scenario // ...or from a scenario
	id       string         // the game's identity, kept in its record (see ID)

	// states[i] is the table before entries[i]; entries[cur:] are the moves Redo can replay.
	states  []*game.State
	entries []Entry
	cur     int
}

// ErrNothingToUndo and ErrNothingToRedo are returned when the history has no move to step over.
var (
	ErrNothingToUndo = say.Err("there is no move to undo")
	ErrNothingToRedo = say.Err("there is no move to redo")
)

// BarrierError is Undo's refusal to step back over a move that revealed something.
type BarrierError struct {
	Move game.Move
	Why  string
}

func (e *BarrierError) Error() string {
	return fmt.Sprintf("%q cannot be undone: %s, and undoing it would give a second chance at luck", e.Move.String(), e.Why)
}

// New starts a new game.
func New(opts game.Options) (*Session, error) {
	s, err := game.NewGame(opts)
	if err != nil {
		return nil, err
	}
	opts.Adventurers = slices.Clone(opts.Adventurers)
	opts.Rules = s.Options.Rules // the record replays by the rules the game is played by
	return &Session{options: &opts, states: []*game.State{s}, id: NewID()}, nil
}

// NewID is a fresh identity for a game: 16 random letters and digits.
func NewID() string { return rand.Text()[:16] }

// ID names this game as played. A new game has its own; a game continued from a save or a
// record keeps the one the record holds; a record without one (made by the command line, or
// before games had one) is named by its start, options or scenario, so opening it again gives
// the same name.
func (s *Session) ID() string {
	if s.id != "" {
		return s.id
	}
	start, _ := json.Marshal(struct {
		Options  *game.Options  `json:"options,omitempty"`
		Scenario *game.Scenario `json:"scenario,omitempty"`
	}{s.options, s.scenario})
	sum := sha256.Sum256(start)
	return "start-" + hex.EncodeToString(sum[:8])
}

// FromScenario reports whether the game was set up from a scenario rather than from options.
func (s *Session) FromScenario() bool { return s.scenario != nil }

// FromRecord replays a record into a session, with the history of every move. A move that does
// not replay is named in the error; a record whose hash does not match its moves is refused.
func FromRecord(r *game.Record) (*Session, error) {
	if r == nil {
		return nil, say.Err("no game record")
	}
	s, err := r.Start()
	if err != nil {
		return nil, err
	}
	sess := &Session{scenario: r.Scenario, states: []*game.State{s}, id: r.ID}
	if r.Options != nil {
		opts := *r.Options
		opts.Adventurers = slices.Clone(opts.Adventurers)
		sess.options = &opts
	}
	for i, text := range r.Moves {
		m, err := game.ParseMove(text)
		if err == nil {
			_, err = sess.Play(m)
		}
		if err != nil {
			return nil, &game.MoveError{Index: i, Move: text, Err: err}
		}
	}
	if r.Hash != "" && r.Hash != sess.State().Hash() {
		return nil, say.Err("the record is damaged: it replays to a different table than the one saved")
	}
	return sess, nil
}

// State is the current table. Treat it as read-only: the history shares it.
func (s *Session) State() *game.State { return s.states[s.cur] }

// Play applies a move. A refused move changes nothing; an applied one clears the redo moves.
// The move is applied in its notation form (as a record stores it), so the session and its
// saved record can never disagree.
func (s *Session) Play(m game.Move) ([]game.Event, error) {
	before := s.State()
	canonical, err := game.ParseMove(m.String())
	if err != nil {
		// A move made by a gesture (one rune alone) is told by the rules, not the notation.
		if _, _, refused := game.Apply(before, m); refused != nil {
			return nil, refused
		}
		return nil, err
	}
	out, err := game.Play(before, canonical)
	if err != nil {
		return nil, err
	}
	e := Entry{Move: canonical, Events: out.Events, Why: barrierWhy[out.Reveal]}
	e.Barrier = e.Why != ""
	s.states = append(s.states[:s.cur+1], out.State)
	s.entries = append(s.entries[:s.cur], e)
	s.cur++
	return out.Events, nil
}

// CanUndo reports whether Undo would step back a move.
func (s *Session) CanUndo() bool { return s.cur > 0 && !s.entries[s.cur-1].Barrier }

// Undo steps back the last move, restoring the exact table before it. It refuses to step back
// over a move that rolled dice or revealed hidden cards (a *BarrierError).
func (s *Session) Undo() error {
	if s.cur == 0 {
		return ErrNothingToUndo
	}
	if e := s.entries[s.cur-1]; e.Barrier {
		return &BarrierError{Move: e.Move, Why: e.Why}
	}
	s.cur--
	return nil
}

// CanRedo reports whether Redo would replay an undone move.
func (s *Session) CanRedo() bool { return s.cur < len(s.entries) }

// Redo replays the last undone move. The engine is deterministic, so it leads to the very table
// it led to before, which the history kept.
func (s *Session) Redo() error {
	if !s.CanRedo() {
		return ErrNothingToRedo
	}
	s.cur++
	return nil
}

// History lists the applied moves, oldest first (not the undone ones).
func (s *Session) History() []Entry { return slices.Clone(s.entries[:s.cur]) }

// Before is the table the history's move i was played on (nil out of the history), so that
// a move is told with the cards it named.
func (s *Session) Before(i int) *game.State {
	if i < 0 || i >= s.cur {
		return nil
	}
	return s.states[i]
}

// Record is the game so far as a record: its start, the applied moves and the current hash.
// A scenario start is shared with the session: do not change it.
func (s *Session) Record() *game.Record {
	r := &game.Record{Format: game.RecordFormat, Scenario: s.scenario, Moves: []string{}, Hash: s.State().Hash(), ID: s.id}
	if s.options != nil {
		opts := *s.options
		opts.Adventurers = slices.Clone(opts.Adventurers)
		r.Options = &opts
	}
	for _, e := range s.entries[:s.cur] {
		r.Moves = append(r.Moves, e.Move.String())
	}
	return r
}
