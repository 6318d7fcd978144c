package i18nkeys

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"sort"
)

// File is a translation file in go-i18n's flat JSON form: key → translation. A value may also be
// an object of plural forms ("one", "other"...), kept as it is.
type File map[string]json.RawMessage

// Load reads a translation file.
func Load(path string) (File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(data)
}

// Parse decodes a translation file's content.
func Parse(data []byte) (File, error) {
	f := File{}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	return f, nil
}

// Text returns the translation of key: the string, or the "other" form of a plural object.
func (f File) Text(key string) (string, bool) {
	raw, ok := f[key]
	if !ok {
		return "", false
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, true
	}
	var forms map[string]string
	if json.Unmarshal(raw, &forms) == nil {
		s, ok := forms["other"]
		return s, ok
	}
	return "", false
}

// Set stores a plain string translation.
func (f File) Set(key, text string) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(text)
	f[key] = json.RawMessage(bytes.TrimSpace(b.Bytes()))
}

// Save writes f with sorted keys, one per line, indented by two spaces.
func (f File) Save(path string) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(map[string]json.RawMessage(f)); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// Missing returns the keys (sorted) that f lacks.
func (f File) Missing(keys []string) []string {
	var out []string
	for _, k := range keys {
		if _, ok := f[k]; !ok {
			out = append(out, k)
		}
	}
	return out
}

// Stale returns f's keys (sorted) that are not in keys.
func (f File) Stale(keys []string) []string {
	used := map[string]bool{}
	for _, k := range keys {
		used[k] = true
	}
	var out []string
	for k := range f {
		if !used[k] {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

var placeholderRE = regexp.MustCompile(`\{\{-?\s*\.([A-Za-z_][A-Za-z0-9_]*)`)

// Placeholders returns the template fields ({{.X}}) used in s, sorted and without repeats.
func Placeholders(s string) []string {
	seen := map[string]bool{}
	var out []string
	for _, m := range placeholderRE.FindAllStringSubmatch(s, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			out = append(out, m[1])
		}
	}
	sort.Strings(out)
	return out
}
