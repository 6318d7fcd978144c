package ui

import (
	"bytes"
	"errors"
	"io"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage/repository"

	"setawatch/internal/safefile"
	"setawatch/session"
)

// Fyne's file dialogs open the file the player picks before they call back: Save as with a writer
// that has already emptied the file, Open with a reader that waits for ever on a pipe. The game
// writes and reads through safefile instead, so the "file" repository is wrapped: its writer
// touches nothing until it is closed with data (then it writes atomically), and its reader opens
// nothing until it is read (then it refuses what is not a regular file).

// fileRepository is what Fyne's own file repository does.
type fileRepository interface {
	repository.Repository
	repository.WritableRepository
	repository.AppendableRepository
	repository.ListableRepository
	repository.HierarchicalRepository
	repository.CopyableRepository
	repository.MovableRepository
	repository.DeleteAllRepository
}

// safeFiles is Fyne's file repository with a writer and a reader that never touch a file early.
type safeFiles struct{ fileRepository }

// useSafeFiles puts safeFiles in place of the driver's file repository (once).
func useSafeFiles() {
	repo, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := repo.(safeFiles); done {
		return
	}
	if files, ok := repo.(fileRepository); ok {
		repository.Register("file", safeFiles{files})
	}
}

// Writer writes nothing until Close: what was written then replaces the file atomically, and a
// writer closed without data leaves the file as it was.
func (r safeFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &atomicWriter{uri: u}, nil
}

// Reader opens the file at the first read, and refuses a folder, a pipe or a device then.
func (r safeFiles) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	return &lazyReader{uri: u}, nil
}

// Destroy is not passed on: registering safeFiles destroys the repository it wraps, which Fyne's
// file repository ignores, and safeFiles must not be left without it.
func (r safeFiles) Destroy(string) {}

type atomicWriter struct {
	uri   fyne.URI
	data  bytes.Buffer
	wrote bool
}

func (w *atomicWriter) URI() fyne.URI { return w.uri }

func (w *atomicWriter) Write(p []byte) (int, error) {
	w.wrote = true
	return w.data.Write(p)
}

func (w *atomicWriter) Close() error {
	if !w.wrote {
		return nil
	}
	w.wrote = false
	return safefile.Write(w.uri.Path(), w.data.Bytes())
}

type lazyReader struct {
	uri fyne.URI
	f   *os.File
	err error
}

func (r *lazyReader) URI() fyne.URI { return r.uri }

func (r *lazyReader) Read(p []byte) (int, error) {
	if r.f == nil && r.err == nil {
		r.f, r.err = openRegular(r.uri.Path())
	}
	if r.err != nil {
		return 0, r.err
	}
	return r.f.Read(p)
}

func (r *lazyReader) Close() error {
	if r.f == nil {
		return nil
	}
	return r.f.Close()
}

// openRegular opens a regular file, and refuses anything else before opening it.
func openRegular(path string) (*os.File, error) {
	info, err := os.Stat(path)
	if err == nil && !info.Mode().IsRegular() {
		err = safefile.ErrNotRegular
	}
	if err != nil {
		return nil, err
	}
	return os.Open(path)
}

var _ io.ReadCloser = (*lazyReader)(nil)

// saveTo is Save as's answer: the dialog's writer is closed unused (see safeFiles) and the game is
// saved atomically at its path. A failed save leaves the file there as it was and says why.
func (w *MainWindow) saveTo(uc fyne.URIWriteCloser, err error) {
	if err != nil {
		showError(w, errors.New(speakErr(err)), nil)
		return
	}
	if uc == nil {
		return // cancelled
	}
	path := uc.URI().Path()
	_ = uc.Close()
	if err := session.Save(path, w.Table.model.Session().Record()); err != nil {
		showError(w, errors.New(lang.L("The game could not be saved:")+"\n"+speakErr(err)), nil)
		return
	}
	w.Table.model.SetNoticeWords(func() string { return lang.L("Saved to {{.File}}", map[string]any{"File": path}) }, false)
}

// openFrom is Open's answer: the dialog's reader is closed unread and the file is read by
// OpenFile, which refuses what is not a game and says why.
func (w *MainWindow) openFrom(rc fyne.URIReadCloser, err error) {
	if err != nil {
		w.refuseFile(err)
		return
	}
	if rc == nil {
		return // cancelled
	}
	path := rc.URI().Path()
	_ = rc.Close()
	w.OpenFile(path)
}

// refuseFile says why a file cannot be opened as a game; the table stays as it was.
func (w *MainWindow) refuseFile(err error) {
	showError(w, errors.New(lang.L("This file cannot be opened as a game:")+"\n"+speakErr(err)), nil)
}
