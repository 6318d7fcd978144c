package session

import (
	"errors"
	"io"
	"io/fs"
	"strings"
	"time"

	"setawatch/game"
	"setawatch/internal/safefile"
	"setawatch/internal/say"
)

// Save writes a record atomically (see safefile.Write): whatever fails, a file already at path is
// left as it was. A record that does not replay is refused rather than written.
func Save(path string, r *game.Record) error {
	if r == nil {
		return say.Err("no game record to save")
	}
	data, err := r.Marshal()
	if err != nil {
		return err
	}
	return safefile.Write(path, data)
}

// Load reads a saved game, checks it (format, replay, hash) and returns it ready to play on.
func Load(path string) (*Session, error) {
	data, err := safefile.Read(path)
	if err != nil {
		return nil, err
	}
	return parse(data)
}

func parse(data []byte) (*Session, error) {
	if len(strings.TrimSpace(string(data))) == 0 {
		return nil, say.Err("the file is empty")
	}
	r, _, err := game.LoadRecord(data)
	if err != nil {
		return nil, err
	}
	return FromRecord(r)
}

// CorruptError says that an autosave could not be resumed and where the file was moved.
type CorruptError struct {
	Path        string  // where the autosave was
	Quarantined string  // where it is now ("" if it could not be moved)
	Reason      string  // what is wrong, for a player, in English
	ReasonMsg   say.Msg // the same, as a message for any language
	Err         error   // what is wrong, in detail
}

// Error explains the problem to a player; where the file went is Quarantined (and the path
// LoadAutosave returns), which the caller shows.
func (e *CorruptError) Error() string {
	msg := "The autosaved game could not be resumed: " + e.Reason + "."
	if e.Quarantined == "" {
		msg += " The file could not be moved aside and is still at " + e.Path + "."
	}
	if d := e.Err.Error(); d != e.Reason {
		msg += " (Details: " + d + ")"
	}
	return msg
}

func (e *CorruptError) Unwrap() error { return e.Err }

// reason says in a player's words why a saved game cannot be resumed.
func reason(err error, data []byte) say.Msg {
	var moveErr *game.MoveError
	switch {
	case errors.Is(err, safefile.ErrTooLarge):
		return say.M("the file is far larger than a saved game")
	case len(strings.TrimSpace(string(data))) == 0:
		return say.M("the file is empty")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return say.M("the file is cut short (perhaps the computer stopped while saving)")
	case strings.HasPrefix(err.Error(), "not a readable game record"):
		return say.M("the file is not a saved game, or it is damaged")
	case strings.HasPrefix(err.Error(), "not a game record of this version"):
		return say.M("the file is not a saved game of this version")
	case errors.As(err, &moveErr):
		return say.M("move {{.N}} of the saved game is not allowed by the rules, so the file was changed or damaged", "N", moveErr.Index+1)
	}
	return say.M("the file was changed or damaged since it was saved")
}

// now is the clock for quarantine names; tests fix it.
var now = time.Now

// LoadAutosave resumes the autosaved game at path. No file is not an error: (nil, "", nil).
// A file that cannot be resumed (empty, cut short, not a record, a move that does not replay, a
// wrong hash) is moved aside, never deleted, to "<name>.corrupt-<UTC time>.json" next to it, so
// that the next autosave does not overwrite it; the new path is returned with a *CorruptError.
//
// Temporary files that a save killed half-way left beside it are removed first.
func LoadAutosave(path string) (sess *Session, quarantined string, err error) {
	safefile.RemoveStale(path, now())
	data, err := safefile.Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, "", nil
	}
	if err != nil && !errors.Is(err, safefile.ErrTooLarge) {
		return nil, "", say.Wrap(err, "the autosaved game could not be read: {{.Err}}", "Err", err)
	}
	perr := err // a file too large to be a save is set aside like any damaged one
	if perr == nil {
		if sess, perr = parse(data); perr == nil {
			return sess, "", nil
		}
	}
	why := reason(perr, data)
	cerr := &CorruptError{Path: path, Reason: why.String(), ReasonMsg: why, Err: perr}
	moved, err := safefile.MoveAside(path, now())
	if err != nil {
		return nil, "", errors.Join(cerr, err)
	}
	cerr.Quarantined = moved
	return nil, moved, cerr
}
