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
	"time"
)

// MaxSize is the largest game file read: a whole game's record is a few kilobytes, so this is
// far above any real save and small enough to refuse a huge file at once.
const MaxSize = 4 << 20

// tempMarker is in the name of every temporary file Write makes, so RemoveStale knows its own.
const tempMarker = ".tmp-"

// staleAfter is how old a temporary file must be before RemoveStale takes it for a leftover of a
// write that was killed, and not the file of a write still running.
const staleAfter = 10 * time.Minute

// writeData writes the data to the open temporary file; tests replace it to fail half-way.
var writeData = func(f *os.File, data []byte) error {
	_, err := f.Write(data)
	return err
}

// Write replaces path with data atomically: the data goes to a temporary file with a unique name
// in the same folder, is flushed to disk, then renamed over path, and the folder is flushed so the
// rename survives a crash. Whatever fails, the temporary file is removed and a file already at
// path is left as it was.
func Write(path string, data []byte) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+tempMarker+"*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = writeData(f, data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
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

// RemoveStale removes the temporary files Write left next to path when the program was killed
// while writing: only files named like Write's and older than a running write could be. It
// returns how many it removed.
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
		if e.IsDir() || !strings.HasPrefix(e.Name(), "."+base+tempMarker) {
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

// ErrTooLarge is returned for a file or input larger than MaxSize.
var ErrTooLarge = errors.New("too large")

// Read reads a whole file of at most MaxSize bytes; a larger one is refused before it is read,
// with its size named.
func Read(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil {
		if info.IsDir() {
			return nil, &fs.PathError{Op: "read", Path: path, Err: errors.New("is a folder, not a file")}
		}
		if info.Mode().IsRegular() && info.Size() > MaxSize {
			return nil, tooLarge(info.Size())
		}
	}
	return ReadAll(f)
}

// ReadAll reads at most MaxSize bytes from r (a pipe, say, whose size is not known in advance)
// and refuses more.
func ReadAll(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("more than %s: %w", sizeText(MaxSize), ErrTooLarge)
	}
	return data, nil
}

func tooLarge(size int64) error {
	return fmt.Errorf("the file is %s, more than a game file can be (%s): %w", sizeText(size), sizeText(MaxSize), ErrTooLarge)
}

// sizeText prints a size in bytes, KB or MB.
func sizeText(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
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
