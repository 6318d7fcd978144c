// Package safefile is the one way the game reads and writes its files: a write never leaves half
// a file (temporary file in the same folder, synced, renamed, folder synced) and a read never
// takes more than a set size, so a damaged or hostile file costs bounded time and memory.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"setawatch/internal/say"
)

// MaxSize is the largest game file read: a whole game's record is a few kilobytes, so this is
// far above any real save and small enough to refuse a huge file at once.
const MaxSize = 4 << 20

// tempMarker is in the name of every temporary file Write makes (".NAME.setawatch-tmp-DIGITS"),
// so RemoveStale knows its own and nothing else.
const tempMarker = ".setawatch-tmp-"

// oldTempMarker is the marker of earlier versions (".NAME.tmp-DIGITS"): too common a pattern to
// clear for any name, so only those of the file being read or written are cleared.
const oldTempMarker = ".tmp-"

// staleAfter is how old a temporary file must be before RemoveStale takes it for a leftover of a
// write that was killed, and not the file of a write still running.
const staleAfter = 5 * time.Minute

// writeData writes the data to the open temporary file; tests replace it to fail half-way.
var writeData = func(f *os.File, data []byte) error {
	_, err := f.Write(data)
	return err
}

// Write replaces path with data atomically: the data goes to a temporary file with a unique name
// in the same folder, is flushed to disk, then renamed over path, and the folder is flushed so the
// rename survives a crash. Whatever fails, the temporary file is removed and a file already at
// path is left as it was.
//
// A symbolic link is followed: the file it points to is replaced and the link stays. Only a
// regular file is replaced, keeping its permissions; a folder, a pipe or a device is refused
// untouched. Leftover temporary files of killed writes in the folder are removed first.
func Write(path string, data []byte) error {
	target, info, err := Target(path)
	if err != nil {
		return err
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	RemoveStale(target, time.Now())
	f, err := os.CreateTemp(dir, "."+base+tempMarker+"*")
	if err != nil {
		return explain(path, err)
	}
	tmp := f.Name()
	if info != nil {
		err = f.Chmod(info.Mode().Perm())
	}
	if err == nil {
		err = writeData(f, data)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, target)
	}
	if err != nil {
		os.Remove(tmp)
		return explain(path, err)
	}
	return syncDir(dir)
}

// syncDir flushes a folder's entries to disk. Windows cannot open a folder for that, and its
// rename is already durable once it returns.
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// RemoveStale removes the temporary files that writes killed half-way left in path's folder:
// only files named like Write's (of any file in the folder, and those of path's own name from
// earlier versions) and older than a running write could be. Nothing else is touched. It returns
// how many it removed.
func RemoveStale(path string, now time.Time) int {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	removed := 0
	for _, e := range entries {
		if !e.Type().IsRegular() || !(isTemp(e.Name(), tempMarker, "") || isTemp(e.Name(), oldTempMarker, base)) {
			continue
		}
		info, err := e.Info()
		if err != nil || now.Sub(info.ModTime()) < staleAfter {
			continue
		}
		if os.Remove(filepath.Join(dir, e.Name())) == nil {
			removed++
		}
	}
	return removed
}

// isTemp reports whether name is ".NAME" + marker + digits, as os.CreateTemp makes them, for
// the file base (any name when base is "").
func isTemp(name, marker, base string) bool {
	k := strings.LastIndex(name, marker)
	if k < 2 || name[0] != '.' || (base != "" && name[1:k] != base) {
		return false
	}
	digits := name[k+len(marker):]
	return digits != "" && strings.Trim(digits, "0123456789") == ""
}

// ErrTooLarge is returned for a file or input larger than MaxSize.
var ErrTooLarge = errors.New("too large")

// ErrNotRegular is returned for a folder, a pipe, a device: what is not a plain file is neither
// read (a pipe would wait for ever) nor replaced.
var ErrNotRegular = errors.New("not a regular file")

// Target is the file a write to path replaces: path itself, or the file its symbolic link points
// to (followed to the end, even to a file that does not exist yet). info describes it, nil when
// it does not exist; anything but a regular file is refused with ErrNotRegular.
func Target(path string) (target string, info fs.FileInfo, err error) {
	target = path
	for range 40 { // the limit of links the system follows
		info, err = os.Lstat(target)
		if errors.Is(err, fs.ErrNotExist) {
			return target, nil, nil
		}
		if err != nil {
			return "", nil, explain(path, err)
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			return target, info, notRegular(path, info)
		}
		link, err := os.Readlink(target)
		if err != nil {
			return "", nil, explain(path, err)
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(target), link)
		}
		target = link
	}
	return "", nil, say.Wrap(ErrNotRegular, "{{.File}} is a link that leads to itself", "File", quote(path))
}

// notRegular refuses a folder, a pipe, a device, naming what it is.
func notRegular(path string, info fs.FileInfo) error {
	switch {
	case info.Mode().IsRegular():
		return nil
	case info.IsDir():
		return say.Wrap(ErrNotRegular, "{{.File}} is a folder, not a file", "File", quote(path))
	}
	return say.Wrap(ErrNotRegular, "{{.File}} is not a plain file (a pipe, a device or the like), so it is left alone", "File", quote(path))
}

// Read reads a whole file of at most MaxSize bytes; a larger one is refused before it is read,
// with its size named, and so is what is not a regular file. Leftover temporary files of killed
// writes in the folder are removed first.
func Read(path string) ([]byte, error) {
	RemoveStale(path, time.Now())
	info, err := os.Stat(path)
	if err != nil {
		return nil, explain(path, err)
	}
	if err := notRegular(path, info); err != nil {
		return nil, err
	}
	if info.Size() > MaxSize {
		return nil, tooLarge(info.Size())
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, explain(path, err)
	}
	defer f.Close()
	data, err := ReadAll(f)
	if err != nil && !errors.Is(err, ErrTooLarge) {
		return nil, explain(path, err)
	}
	return data, err
}

// ReadAll reads at most MaxSize bytes from r (a pipe, say, whose size is not known in advance)
// and refuses more.
func ReadAll(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSize {
		return nil, say.Wrap(ErrTooLarge, "more than {{.Size}}: far larger than a game file", "Size", sizeText(MaxSize))
	}
	return data, nil
}

func tooLarge(size int64) error {
	return say.Wrap(ErrTooLarge, "the file is {{.Size}}, more than a game file can be ({{.Max}})", "Size", sizeText(size), "Max", sizeText(MaxSize))
}

// sizeText is a size in bytes, KB or MB, as a message.
func sizeText(n int64) say.Msg {
	switch {
	case n >= 1<<20:
		return say.M("{{.X}} MB", "X", say.Raw(fmt.Sprintf("%.2f", float64(n)/(1<<20))))
	case n >= 1<<10:
		return say.M("{{.X}} KB", "X", say.Raw(fmt.Sprintf("%.1f", float64(n)/(1<<10))))
	}
	return say.M("{{.N}} bytes", "N", int(n))
}

// quote is a file name as a message quotes it: in quotes, and cut short if it is long.
func quote(path string) say.Raw {
	return say.Raw(strconv.Quote(say.Clip(path, 80)))
}

// explain turns what the system says about a file into a message for a player.
func explain(path string, err error) error {
	var errno syscall.Errno
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return say.Wrap(err, "there is no file {{.File}}", "File", quote(path))
	case errors.Is(err, fs.ErrPermission):
		return say.Wrap(err, "{{.File}} may not be read or written here (permission denied)", "File", quote(path))
	case errors.As(err, &errno):
		switch errno {
		case syscall.EROFS:
			return say.Wrap(err, "{{.File}} is on a disk that is read-only", "File", quote(path))
		case syscall.ENOSPC:
			return say.Wrap(err, "the disk of {{.File}} is full", "File", quote(path))
		case syscall.ENOTDIR:
			return say.Wrap(err, "{{.File}}: part of the path is a file, not a folder", "File", quote(path))
		case syscall.ENAMETOOLONG:
			return say.Wrap(err, "the file name {{.File}} is too long", "File", quote(path))
		case syscall.EISDIR:
			return say.Wrap(err, "{{.File}} is a folder, not a file", "File", quote(path))
		}
	}
	detail := err
	for {
		next := errors.Unwrap(detail)
		if next == nil {
			break
		}
		detail = next
	}
	return say.Wrap(err, "{{.File}} could not be used ({{.Reason}})", "File", quote(path), "Reason", say.Raw(say.Clip(detail.Error(), 80)))
}

// MoveAside renames a damaged file to a free "<name>.corrupt-<UTC time>[-n]<ext>" next to it, so
// that the next write does not overwrite it and nothing is lost, and returns the new path.
func MoveAside(path string, now time.Time) (string, error) {
	ext := filepath.Ext(path)
	stem := strings.TrimSuffix(path, ext)
	stamp := now.UTC().Format("20060102T150405Z")
	for n := 1; n < 1000; n++ {
		dest := stem + ".corrupt-" + stamp
		if n > 1 {
			dest += "-" + strconv.Itoa(n)
		}
		dest += ext
		if _, err := os.Lstat(dest); !errors.Is(err, fs.ErrNotExist) {
			continue // never overwrite an earlier file moved aside
		}
		if err := os.Rename(path, dest); err != nil {
			return "", err
		}
		return dest, nil
	}
	return "", errors.New("too many damaged files with the same time")
}
