package ui

import (
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/session"
)

// savedGame is a save file's bytes of a game other than the window's.
func savedGame(t *testing.T) []byte {
	t.Helper()
	sess, err := session.New(game.Options{Seed: 9, Adventurers: []string{"cleric", "ranger", "wizard", "warrior"}})
	require.NoError(t, err)
	_, err = sess.Play(game.Move{Verb: game.VerbCamp, Adventurer: "cleric"})
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "old.json")
	require.NoError(t, session.Save(path, sess.Record()))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return data
}

// saveAsOnto does what Save as's dialog does once the player confirms path: it asks Fyne's
// storage for a writer (the dialog's storage.Writer) and calls the window back with it. The
// file must be untouched by the writer, checked before the callback runs.
func saveAsOnto(t *testing.T, w *MainWindow, path string, old []byte) {
	t.Helper()
	uc, err := storage.Writer(storage.NewFileURI(path))
	require.NoError(t, err)
	assertFile(t, path, old, "the dialog's writer leaves the file whole")
	w.saveTo(uc, err)
}

func assertFile(t *testing.T, path string, want []byte, why string) {
	t.Helper()
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, want, got, why)
}

func assertNoTemporaryFiles(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		assert.NotContains(t, e.Name(), "tmp-", "a temporary file left in %s", dir)
	}
}

// Saving as onto an existing save, directly or through a symbolic link, replaces the file only
// once the new one is whole; the link stays a link.
func TestSaveAsOntoASaveReplacesItWholeAndKeepsALink(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	old := savedGame(t)
	want := w.Table.model.State().Hash()

	dir := t.TempDir()
	plain := filepath.Join(dir, "plain.json")
	require.NoError(t, os.WriteFile(plain, old, 0o644))
	saveAsOnto(t, w, plain, old)
	loaded, err := session.Load(plain)
	require.NoError(t, err)
	assert.Equal(t, want, loaded.State().Hash(), "the window's game is saved")
	info, err := os.Stat(plain)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), info.Mode().Perm(), "the file keeps its permissions")
	assertNoTemporaryFiles(t, dir)

	elsewhere := filepath.Join(t.TempDir(), "real.json")
	require.NoError(t, os.WriteFile(elsewhere, old, 0o600))
	link := filepath.Join(dir, "link.json")
	require.NoError(t, os.Symlink(elsewhere, link))
	saveAsOnto(t, w, link, old)
	info, err = os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&os.ModeSymlink, "the link is still a link")
	loaded, err = session.Load(elsewhere)
	require.NoError(t, err, "the file the link points to holds the save")
	assert.Equal(t, want, loaded.State().Hash())
	assertNoTemporaryFiles(t, filepath.Dir(elsewhere))
	assert.Nil(t, w.Canvas().Overlays().Top(), "no error shown")
}

// Saving as into a folder the player may not write in fails with the reason, and the save there
// stays byte for byte as it was.
func TestSaveAsIntoAReadOnlyFolderFailsAndKeepsTheOldSave(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	old := savedGame(t)
	dir := readOnlyFolder(t)
	path := filepath.Join(dir, "save.json")
	require.NoError(t, os.WriteFile(path, old, 0o644))
	require.NoError(t, os.Chmod(dir, 0o555))
	t.Cleanup(func() { _ = os.Chmod(dir, 0o755) })

	asUnprivileged(t, func() { saveAsOnto(t, w, path, old) })
	assertFile(t, path, old, "a failed save leaves the old one as it was")
	assertNoTemporaryFiles(t, dir)
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "the failure is said")
	assert.Contains(t, shownText(top), "could not be saved")
	assert.Contains(t, shownText(top), "permission denied")
}

// Open refuses a pipe at once (reading it would wait for a writer for ever), a folder, and a
// file it may not read, each with its reason, and the table stays as it was.
func TestOpenRefusesAPipeAFolderAndAnUnreadableFileWithTheReason(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	before := w.Table.model.State().Hash()
	dir := readOnlyFolder(t)
	pipe := filepath.Join(dir, "pipe.json")
	require.NoError(t, syscall.Mkfifo(pipe, 0o644))
	folder := filepath.Join(dir, "folder.json")
	require.NoError(t, os.Mkdir(folder, 0o755))
	secret := filepath.Join(dir, "secret.json")
	require.NoError(t, os.WriteFile(secret, savedGame(t), 0o600))

	for path, reason := range map[string]string{pipe: "not a plain file", folder: "is a folder", secret: "permission denied"} {
		done := make(chan struct{})
		go func() {
			defer close(done)
			asUnprivileged(t, func() {
				rc, err := storage.Reader(storage.NewFileURI(path))
				w.openFrom(rc, err)
			})
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("opening %s blocked", path)
		}
		top := w.Canvas().Overlays().Top()
		require.NotNil(t, top, path)
		assert.Contains(t, shownText(top), "cannot be opened", path)
		assert.Contains(t, shownText(top), reason, path)
		assert.Equal(t, before, w.Table.model.State().Hash(), "the table stays as it was")
		top.Hide()
		w.Canvas().Overlays().Remove(top)
	}
}

// readOnlyFolder is a fresh folder whose parents others may pass through, so that a write in it
// by an unprivileged user fails on the folder's own permissions.
func readOnlyFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for d := dir; d != "/"; d = filepath.Dir(d) {
		info, err := os.Stat(d)
		require.NoError(t, err)
		if info.Mode()&os.ModeSticky != 0 {
			break // the shared temporary folder: others may pass from here up
		}
		if info.Mode().Perm()&0o001 == 0 {
			require.NoError(t, os.Chmod(d, info.Mode().Perm()|0o055))
		}
	}
	return dir
}

// asUnprivileged runs f with the file permissions of an ordinary user. The superuser ignores
// them, so f runs on a thread of its own whose filesystem user is "nobody" (which also drops the
// power to override permissions); the thread is thrown away after.
func asUnprivileged(t *testing.T, f func()) {
	t.Helper()
	if os.Geteuid() != 0 {
		f()
		return
	}
	done := make(chan bool)
	go func() {
		ran := false
		defer func() { done <- ran }() // also when f stops the test
		runtime.LockOSThread()         // never unlocked: the thread ends with the goroutine
		const nobody = 65534
		_ = syscall.Setfsuid(nobody)
		probe, err := os.CreateTemp(os.TempDir(), "root-probe-*")
		if err == nil { // still privileged: the kernel did not take the change
			probe.Close()
			os.Remove(probe.Name())
			return
		}
		ran = true
		f()
	}()
	if !<-done {
		t.Skip("cannot act as an ordinary user here, so a permission cannot be refused")
	}
}

var _ fyne.URIWriteCloser = (*atomicWriter)(nil)
