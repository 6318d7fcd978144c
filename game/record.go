package game

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"

	"setawatch/internal/say"
)

// RecordFormat names the record file format and its version.
const RecordFormat = "setawatch-record/1"

// Record is a whole game: how it was set up and every move since. Replaying it gives the
// identical table, so it is what saves, bug reports and golden tests store.
type Record struct {
	Format   string    `json:"format"`
	Options  *Options  `json:"options,omitempty"`  // a new game from options...
	Scenario *Scenario `json:"scenario,omitempty"` // ...or from a scenario
	Moves    []string  `json:"moves"`
	Hash     string    `json:"hash,omitempty"` // the state hash after the moves, to detect damage
	// ID names the game as played: a new game gets its own, and a save, a continued game and a
	// replay of its moves keep it, so the statistics know a game they have already counted.
	ID string `json:"id,omitempty"`
}

// Start returns the table before any move of the record. The record is set up by the rules
// edition it recorded: a record without one was played by RulesFirst and replays so.
func (r *Record) Start() (*State, error) {
	switch {
	case r.Options != nil && r.Scenario != nil:
		return nil, say.Err("a record starts from options or from a scenario, not both")
	case r.Options != nil:
		cat, err := DefaultCatalog()
		if err != nil {
			return nil, err
		}
		opts := *r.Options
		if opts.Game == gameBaseName {
			opts.Game = GameBase
		}
		return newGame(cat, opts)
	case r.Scenario != nil:
		return r.Scenario.build(r.Scenario.Rules)
	}
	return nil, say.Err("the record has neither options nor a scenario to start from")
}

// MoveError is a move of a record that could not be read or applied.
type MoveError struct {
	Index int    // 0-based
	Move  string // its text
	Err   error
}

func (e *MoveError) Error() string { return e.SayMsg().String() }

// SayMsg is the error as a message, for any language.
func (e *MoveError) SayMsg() say.Msg {
	return say.M("move {{.N}} {{.Move}}: {{.Err}}", "N", e.Index+1, "Move", say.Raw(fmt.Sprintf("%q", Excerpt(e.Move))), "Err", e.Err)
}

func (e *MoveError) Unwrap() error { return e.Err }

// Replay plays a record from its start and returns the final state. Its error quotes at most a
// short part of a damaged record.
func (r *Record) Replay() (*State, error) {
	s, err := r.replay()
	return s, shortError(err)
}

func (r *Record) replay() (*State, error) {
	s, err := r.Start()
	if err != nil {
		return nil, err
	}
	for i, text := range r.Moves {
		m, err := ParseMove(text)
		if err != nil {
			return s, &MoveError{Index: i, Move: text, Err: err}
		}
		if s, _, err = Apply(s, m); err != nil {
			return s, &MoveError{Index: i, Move: text, Err: err}
		}
	}
	return s, nil
}

// Marshal writes the record as indented JSON with the final state's hash.
func (r *Record) Marshal() ([]byte, error) {
	s, err := r.Replay()
	if err != nil {
		return nil, err
	}
	out := *r
	out.Format = RecordFormat
	out.Hash = s.Hash()
	return json.MarshalIndent(out, "", "  ")
}

// LoadRecord reads a record written by Marshal, replays it and checks its hash. Any damage
// (truncation, a changed move, an unknown field) is an error that says what is wrong.
func LoadRecord(data []byte) (*Record, *State, error) {
	r, s, err := loadRecord(data)
	return r, s, shortError(err)
}

func loadRecord(data []byte) (*Record, *State, error) {
	var r Record
	if err := strictDecode(data, &r); err != nil {
		return nil, nil, say.Wrap(err, "not a readable game record: {{.Err}}", "Err", err)
	}
	if r.Format != RecordFormat {
		return nil, nil, say.Err("not a game record of this version (format {{.Text}}, expected {{.RecordFormat}})", "Text", say.Raw(fmt.Sprintf("%q", Excerpt(r.Format))), "RecordFormat", say.Raw(fmt.Sprintf("%q", RecordFormat)))
	}
	s, err := r.Replay()
	if err != nil {
		return nil, nil, say.Wrap(err, "the record does not replay: {{.Err}}", "Err", err)
	}
	if r.Hash != "" && r.Hash != s.Hash() {
		return nil, nil, say.Err("the record is damaged: it replays to a different table than the one saved")
	}
	return &r, s, nil
}

// Hash is a fingerprint of the whole table (every zone, die, effect and the random generator).
func (s *State) Hash() string {
	c := *s
	c.Known = Knowledge{} // what the players know is no part of the table
	if slices.ContainsFunc(s.Line, func(lc LineCard) bool { return lc.Known }) {
		c.Line = slices.Clone(s.Line)
		for i := range c.Line {
			c.Line[i].Known = false
		}
	}
	data, err := json.Marshal(&c)
	if err != nil {
		return "unhashable: " + err.Error()
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:12])
}

// MarshalState writes a state as JSON.
func MarshalState(s *State) ([]byte, error) { return json.MarshalIndent(s, "", "  ") }

// UnmarshalState reads a state written by MarshalState and checks that it is a sound table.
func UnmarshalState(data []byte) (*State, error) {
	var s State
	if err := strictDecode(data, &s); err != nil {
		return nil, say.Wrap(err, "not a readable game state: {{.Err}}", "Err", err)
	}
	if problems := Problems(&s); len(problems) > 0 {
		return nil, problemsError(say.M("the game state is not sound:"), problems)
	}
	return &s, nil
}
