package i18nkeys

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestScan(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644))
	}
	write("a.go", `package p

import "fyne.io/fyne/v2/lang"

const help = "Line one.\n" + part
const part = `+"`Line two.`"+`

func f(s string) {
	_ = lang.L("Plain")
	_ = lang.L("Round {{.N}}", map[string]any{"N": 1})
	_ = lang.L(help)
	_ = lang.L(("Paren"))
	_ = lang.X("menu.open", "Open")
	_ = lang.N("{{.Count}} cards", 2)
	_ = lang.L(s)
	_ = other.L("Not lang")
}
`)
	write("b.go", `package p

import tr "fyne.io/fyne/v2/lang"

func g() { _ = tr.Localize("Aliased") }
`)
	write("b_test.go", `package p

import "fyne.io/fyne/v2/lang"

func h() { _ = lang.L("Only in a test") }
`)
	write("c.go", `package p

type x struct{ L func(string) string }

func k(lang x) { _ = lang.L("No import of lang here") }
`)

	r, err := Scan(dir)
	require.NoError(t, err)
	assert.Equal(t, []string{"Aliased", "Line one.\nLine two.", "Paren", "Plain", "Round {{.N}}", "menu.open", "{{.Count}} cards"}, r.Keys())
	assert.Equal(t, "Open", r.English["menu.open"])
	assert.Equal(t, "Plain", r.English["Plain"])
	assert.Equal(t, []string{"a.go:15"}, r.Dynamic)

	keys, err := Keys(dir)
	require.NoError(t, err)
	assert.Equal(t, r.Keys(), keys)
}

func TestScanFindsMessageKeys(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.go"), []byte(`package p

import "setawatch/internal/say"

func f(err error, k string) {
	_ = say.M("{{.Card}} is sealed.", "Card", say.Card("x"))
	_ = say.Err("there is no prompt to answer")
	_ = say.Wrap(err, "line {{.N}}: {{.Reason}}", "N", 1)
	_ = say.M(k)
	_ = say.Card("not a key")
}
`), 0o644))
	r, err := ScanAll([]string{dir})
	require.NoError(t, err)
	assert.Equal(t, []string{"line {{.N}}: {{.Reason}}", "there is no prompt to answer", "{{.Card}} is sealed."}, r.Keys())
	assert.Equal(t, []string{"a.go:9"}, r.Dynamic)
}

func TestFile(t *testing.T) {
	f, err := Parse([]byte(`{"a": "A", "b": {"one": "one B", "other": "{{.Count}} Bs"}, "old": "x"}`))
	require.NoError(t, err)
	s, ok := f.Text("b")
	assert.True(t, ok)
	assert.Equal(t, "{{.Count}} Bs", s)
	assert.Equal(t, []string{"c"}, f.Missing([]string{"a", "b", "c"}))
	assert.Equal(t, []string{"old"}, f.Stale([]string{"a", "b", "c"}))

	f.Set("c", "<C & D>")
	path := filepath.Join(t.TempDir(), "x.json")
	require.NoError(t, f.Save(path))
	g, err := Load(path)
	require.NoError(t, err)
	s, _ = g.Text("c")
	assert.Equal(t, "<C & D>", s)
	data, _ := os.ReadFile(path)
	assert.Contains(t, string(data), `"c": "<C & D>"`)
}

func TestPlaceholders(t *testing.T) {
	assert.Equal(t, []string{"Adv", "N"}, Placeholders("{{.N}}: {{ .Adv }} and {{.N}} again, {{- .N}}"))
	assert.Empty(t, Placeholders("no fields {here}"))
}
