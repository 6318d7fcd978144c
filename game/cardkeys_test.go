package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// boxFile tells the files that register a box's cards (creatures_base.go, items_swords.go...):
// the only files of the engine that may name a card.
var boxFile = regexp.MustCompile(`_(base|extras|swords|pocket)\.go$`)

// cardLiterals lists the string literals of a Go file that are a card's key or id, as
// "file:line: key", leaving out constants (a task kind may share a card's name).
func cardLiterals(t *testing.T, path string, cards map[string]bool) []string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	require.NoError(t, err)
	var found []string
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GenDecl:
			return n.Tok != token.CONST
		case *ast.Field:
			return true // a struct tag is a literal too, but names no card
		case *ast.BasicLit:
			if n.Kind != token.STRING {
				return false
			}
			if v, err := strconv.Unquote(n.Value); err == nil && cards[v] {
				found = append(found, fset.Position(n.Pos()).String()+": "+v)
			}
		}
		return true
	})
	return found
}

// Phase code names no card: what a card does lives in its box's registrations, as hooks the
// phase code asks.
func TestPhaseCodeNamesNoCard(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	cards := map[string]bool{}
	for _, c := range cat.list {
		cards[c.Key], cards[c.ID] = true, true
	}
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	var named, registered []string
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		if boxFile.MatchString(path) {
			registered = append(registered, cardLiterals(t, path, cards)...)
			continue
		}
		named = append(named, cardLiterals(t, path, cards)...)
	}
	assert.Empty(t, named, "card keys in phase code: give the card's entry a hook and ask it")
	// The scan sees the cards where they belong.
	assert.Contains(t, strings.Join(registered, "\n"), ": forest-giant")
	assert.Contains(t, strings.Join(registered, "\n"), ": dark-woods")
}
