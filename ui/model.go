package ui

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"setawatch/game"
	"setawatch/session"
)

// Model is the observable game: it wraps the session (the game in play and its history) and
// tells its listeners after every change. Widgets read State and Legal and change the game only
// through Submit, Undo, Redo and Replace; every rule lives in the engine.
type Model struct {
	sess      *session.Session
	legal     []game.Move // Legal(State()), computed once per state
	listeners []func()

	// Notice is the last message for the status line: a refused move's reason, a save error.
	Notice      string
	NoticeError bool
	noticeWords func() string // says Notice again in the language now chosen

	// AutosavePath is where the game is saved after every change; "" saves nothing.
	AutosavePath string

	// OnGameEnd, if set, is told of a game a move or a redo has just ended (not of a game put
	// on the table already over); what it returns, if not nil, words the status line.
	OnGameEnd func(sess *session.Session) func() string
	// endWords is what OnGameEnd said of the game that has just ended, for the Game-over screen.
	endWords func() string
	// Guard, when set, sees every move before the engine: it returns the words of a refusal
	// (the move is then not played), or nil. The tutorial guards its table with it.
	Guard func(game.Move) func() string

	// readOnly is a replay's model: it plays, takes back and lists no move; shown, when set,
	// is the table drawn instead of the session's (the replay with its hidden cards shown).
	readOnly bool
	shown    *game.State
}

// errNotNow is a move the Guard refused.
var errNotNow = errors.New("not the move now")

// NewModel wraps a session.
func NewModel(sess *session.Session) *Model {
	m := &Model{sess: sess}
	m.legal = game.Legal(sess.State())
	return m
}

// AddListener registers fn to run after every change of the game or its notice.
func (m *Model) AddListener(fn func()) { m.listeners = append(m.listeners, fn) }

func (m *Model) changed() {
	for _, fn := range m.listeners {
		fn()
	}
}

// Session is the game in play.
func (m *Model) Session() *session.Session { return m.sess }

// State is the table now. Treat it as read-only.
func (m *Model) State() *game.State {
	if m.shown != nil {
		return m.shown
	}
	return m.sess.State()
}

// errReadOnly is a move asked of a replay.
var errReadOnly = errors.New("a replay plays no move")

// newReplayModel is a read-only model: a replay's table, which moves only by show.
func newReplayModel(sess *session.Session) *Model {
	return &Model{sess: sess, readOnly: true}
}

// show puts a table of a replay on: the session's last table, or shown when not nil.
func (m *Model) show(sess *session.Session, shown *game.State) {
	m.sess, m.shown = sess, shown
	m.Notice, m.NoticeError, m.noticeWords = "", false, nil
	m.changed()
}

// refuseReadOnly says, in the status line, that a replay plays no move.
func (m *Model) refuseReadOnly() error {
	m.SetNoticeWords(func() string { return lang.L("This is a replay: moves are not played here.") }, true)
	return errReadOnly
}

// Legal lists the moves allowed now.
func (m *Model) Legal() []game.Move { return m.legal }

// Submit plays a move. A refused move changes nothing; its reason becomes the notice.
func (m *Model) Submit(mv game.Move) error {
	if m.readOnly {
		return m.refuseReadOnly()
	}
	if m.Guard != nil {
		if words := m.Guard(mv); words != nil {
			m.SetNoticeWords(words, true)
			return errNotNow
		}
	}
	wasOver := m.State().Over()
	before := m.State()
	if _, err := m.sess.Play(mv); err != nil {
		m.SetNoticeWords(func() string { return refusal(before, mv, err) }, true)
		return err
	}
	m.afterChange(m.ended(wasOver))
	return nil
}

// ended tells OnGameEnd of a game that was not over and is now.
func (m *Model) ended(wasOver bool) func() string {
	if wasOver || !m.State().Over() || m.OnGameEnd == nil {
		return nil
	}
	m.endWords = m.OnGameEnd(m.sess)
	return m.endWords
}

// refusal words a refused move for the status line, named on the table it was asked on.
func refusal(s *game.State, mv game.Move, err error) string {
	return lang.L("Not allowed: {{.Reason}}", map[string]any{"Reason": speakErr(err)}) + " (" + describeMoveOn(s, mv) + ")"
}

// Undo takes back the last move, if the undo rule allows it.
func (m *Model) Undo() error {
	if m.readOnly {
		return m.refuseReadOnly()
	}
	if m.State().Over() {
		err := errors.New("the game is over")
		m.SetNoticeWords(func() string {
			return lang.L("The game is over: a finished game cannot be taken back. Start a new game or replay it.")
		}, true)
		return err
	}
	if err := m.sess.Undo(); err != nil {
		m.SetNoticeWords(func() string { return undoRefusal(err) }, true)
		return err
	}
	m.afterChange(func() string { return lang.L("Move taken back.") })
	return nil
}

func undoRefusal(err error) string {
	var b *session.BarrierError
	if errors.As(err, &b) {
		return lang.L("Cannot undo past dice that were rolled or cards that were revealed.")
	}
	return lang.L("Nothing to undo.")
}

// Redo plays again the last move taken back.
func (m *Model) Redo() error {
	if m.readOnly {
		return m.refuseReadOnly()
	}
	wasOver := m.State().Over()
	if err := m.sess.Redo(); err != nil {
		m.SetNoticeWords(func() string { return lang.L("Nothing to redo.") }, true)
		return err
	}
	m.afterChange(m.ended(wasOver))
	return nil
}

// Replace puts another game on the table (new game, opened file); notice, if not nil, words
// the status line in the language chosen when it is called, so a language switch rewords it.
func (m *Model) Replace(sess *session.Session, notice func() string) {
	m.sess = sess
	m.endWords = nil
	m.afterChange(notice)
}

// SetNotice shows a message in the status line.
func (m *Model) SetNotice(text string, isError bool) { m.setNotice(text, isError) }

func (m *Model) setNotice(text string, isError bool) {
	m.SetNoticeWords(func() string { return text }, isError)
}

// SetNoticeWords shows a message in the status line that is said again in the new language
// when the language changes (see Reword).
func (m *Model) SetNoticeWords(words func() string, isError bool) {
	m.noticeWords = words
	m.Notice, m.NoticeError = words(), isError
	m.changed()
}

// Reword says the notice again, in the language chosen now.
func (m *Model) Reword() {
	if m.noticeWords != nil {
		m.Notice = m.noticeWords()
	}
	m.changed()
}

func (m *Model) afterChange(notice func() string) {
	if notice == nil {
		notice = func() string { return "" }
	}
	m.legal = game.Legal(m.sess.State())
	m.Notice, m.NoticeError = notice(), false
	m.noticeWords = notice
	m.autosave()
	m.changed()
}

func (m *Model) autosave() {
	if m.AutosavePath == "" {
		return
	}
	if err := session.Save(m.AutosavePath, m.sess.Record()); err != nil {
		m.noticeWords = func() string { return fmt.Sprintf("%s %s", lang.L("The game could not be saved:"), speakErr(err)) }
		m.Notice, m.NoticeError = m.noticeWords(), true
	}
}
