package analysis

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"setawatch/game"
	"setawatch/internal/safefile"
)

// Where analyses are kept: beside a record's file (BesidePath) when it has one, or else in a
// Store, a folder of the app's own. Neither grows without bound: a Store keeps one analysis a
// game and the most recent StoreKeep of them, and an analysis beside a file goes when its
// record does (RemoveOrphans).

// StoreKeep is how many analyses a Store keeps, the most recently written: a whole game's
// takes about 40 kB.
const StoreKeep = 32

// besideSuffix ends the name of an analysis kept beside its record.
const besideSuffix = ".analysis.json"

// BesidePath is where the analysis of the record saved at file is kept: name.analysis.json
// for name.json.
func BesidePath(file string) string {
	return strings.TrimSuffix(file, filepath.Ext(file)) + besideSuffix
}

// Store is a folder of analyses.
type Store struct {
	Dir  string
	Keep int // how many it keeps; StoreKeep when 0
}

// Path is where the store keeps the analysis of rec, whose Key is given: one file a game when
// the record names it (Record.ID), so that a game looked back over again later replaces its
// earlier analysis; else one a record.
func (st Store) Path(rec *game.Record, hash string, moves int) string {
	name := rec.ID
	if !plainName(name) {
		name = hash + "-" + strconv.Itoa(moves)
	}
	return filepath.Join(st.Dir, name+".json")
}

// Save writes an analysis at path, in the store's folder, whole or not at all, then removes
// the analyses beyond the most recent Keep.
func (st Store) Save(path string, r *Report) error {
	if err := write(path, r); err != nil {
		return err
	}
	st.Prune()
	return nil
}

// SaveBeside writes an analysis at path, beside its record (BesidePath), whole or not at all,
// then removes the analyses in that folder whose record is gone (RemoveOrphans).
func SaveBeside(path string, r *Report) error {
	if err := write(path, r); err != nil {
		return err
	}
	RemoveOrphans(filepath.Dir(path))
	return nil
}

// write writes an analysis at path atomically, making its folder if need be.
func write(path string, r *Report) error {
	data, err := json.MarshalIndent(r, "", " ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	return safefile.Write(path, data)
}

// Prune removes the store's analyses beyond the most recent Keep (by the time each was
// written) and returns how many it removed. Only plain files named like the store's are
// touched; each goes whole, so a reader finds an analysis or none.
func (st Store) Prune() int {
	keep := st.Keep
	if keep <= 0 {
		keep = StoreKeep
	}
	entries, err := os.ReadDir(st.Dir)
	if err != nil {
		return 0
	}
	type kept struct {
		name string
		at   time.Time
	}
	var files []kept
	for _, e := range entries {
		if !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), ".json") || !plainName(strings.TrimSuffix(e.Name(), ".json")) {
			continue
		}
		if info, err := e.Info(); err == nil {
			files = append(files, kept{e.Name(), info.ModTime()})
		}
	}
	if len(files) <= keep {
		return 0
	}
	slices.SortFunc(files, func(a, b kept) int {
		if c := b.at.Compare(a.at); c != 0 {
			return c
		}
		return strings.Compare(a.name, b.name)
	})
	removed := 0
	for _, f := range files[keep:] {
		if os.Remove(filepath.Join(st.Dir, f.name)) == nil {
			removed++
		}
	}
	return removed
}

// RemoveOrphans removes, in a folder, the analyses kept beside a record (BesidePath) whose
// record is gone: name.analysis.json when no other file is named name or name.something. Only
// files that are this package's analyses are removed. It returns how many.
func RemoveOrphans(dir string) int {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	stems := map[string]bool{}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), besideSuffix) {
			stems[strings.TrimSuffix(e.Name(), filepath.Ext(e.Name()))] = true
		}
	}
	removed := 0
	for _, e := range entries {
		name := e.Name()
		stem := strings.TrimSuffix(name, besideSuffix)
		if !e.Type().IsRegular() || stem == name || stems[stem] {
			continue
		}
		path := filepath.Join(dir, name)
		if isAnalysis(path) && os.Remove(path) == nil {
			removed++
		}
	}
	return removed
}

// isAnalysis reports whether the file at path is an analysis this package wrote.
func isAnalysis(path string) bool {
	data, err := safefile.Read(path)
	if err != nil {
		return false
	}
	var head struct {
		Format string `json:"format"`
	}
	return json.Unmarshal(data, &head) == nil && head.Format == Format
}

// plainName reports whether name is letters, digits and dashes only, as record IDs and keys
// are: nothing that could lead out of the folder.
func plainName(name string) bool {
	return name != "" && len(name) <= 128 && strings.Trim(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") == ""
}
