package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every prompt kind is one taskRules entry, which holds its answers, its effect and its words;
// and every entry is a listed kind.
func TestEveryPromptKindHasOneEntry(t *testing.T) {
	for _, kind := range TaskKinds {
		r, ok := taskRules[kind]
		if !assert.True(t, ok, "prompt %q has no taskRules entry", kind) {
			continue
		}
		assert.NotNil(t, r.options, "%q lists its answers", kind)
		assert.NotNil(t, r.resolve, "%q has its effect", kind)
		assert.NotNil(t, r.describe, "%q says what it asks", kind)
		assert.Equal(t, r.count != nil, r.isAnswer != nil, "%q counts its answers its own way only if it checks them its own way", kind)
	}
	for kind := range taskRules {
		assert.Contains(t, TaskKinds, kind, "entry %q is a listed kind", kind)
	}
}

// kindSwitches lists, as "file:line", the switch statements of a Go source whose cases name a
// prompt kind: kinds holds the names of the TaskKind constants, named bare in package game and
// as game.Name elsewhere.
func kindSwitches(fset *token.FileSet, f *ast.File, kinds map[string]bool) []string {
	namesKind := func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.Ident:
			return f.Name.Name == "game" && kinds[e.Name]
		case *ast.SelectorExpr:
			x, ok := e.X.(*ast.Ident)
			return ok && x.Name == "game" && kinds[e.Sel.Name]
		}
		return false
	}
	var found []string
	ast.Inspect(f, func(n ast.Node) bool {
		sw, ok := n.(*ast.SwitchStmt)
		if !ok {
			return true
		}
		for _, stmt := range sw.Body.List {
			if cc, ok := stmt.(*ast.CaseClause); ok && len(cc.List) > 0 {
				for _, e := range cc.List {
					if namesKind(e) {
						found = append(found, fset.Position(sw.Pos()).String())
						return true
					}
				}
			}
		}
		return true
	})
	return found
}

// What a prompt kind means is its entry's: no code of the project switches over prompt kinds
// (it asks the entry: its answers, effect, words, the cards it shows).
func TestNoSwitchOverPromptKinds(t *testing.T) {
	kinds := map[string]bool{}
	for name, c := range declaredConstants(t, "Task") {
		if c.typ == "TaskKind" {
			kinds[name] = true
		}
	}
	require.NotEmpty(t, kinds)

	// The scan finds such a switch, in the engine and in its clients.
	fset := token.NewFileSet()
	for _, src := range []string{
		"package game\nfunc f(t *Task) { switch t.Kind { case TaskScout: } }",
		"package ui\nfunc f(k game.TaskKind) int { switch { case k == game.TaskHeal: return 1 }; switch k { case game.TaskEquip, game.TaskHeal: }; return 0 }",
	} {
		f, err := parser.ParseFile(fset, "example.go", src, 0)
		require.NoError(t, err)
		assert.NotEmpty(t, kindSwitches(fset, f, kinds), src)
	}

	var found []string
	files := 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != ".." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		files++
		found = append(found, kindSwitches(fset, f, kinds)...)
		return nil
	})
	require.NoError(t, err)
	assert.Greater(t, files, 100, "the whole project is read")
	assert.Empty(t, found, "switches over prompt kinds: give the kinds' taskRules entries what the switch knows, and ask them")
}

// Each thing an answer may pick is what some prompt's answers pick, and the scouting prompts'
// answers pick orders of the cards they show.
func TestPromptPicks(t *testing.T) {
	picked := map[Picks]bool{}
	for _, kind := range TaskKinds {
		picked[kind.Picks()] = true
	}
	for p := PicksOther; p <= PicksNextLocation; p++ {
		assert.True(t, picked[p], "some prompt picks %d", p)
	}
	assert.Equal(t, PicksOrderCut, TaskScout.Picks())
	assert.Equal(t, PicksOrderOnTop, TaskElvenScout.Picks())
	assert.Equal(t, PicksCardToExhaust, TaskSummon.Picks())
	assert.Equal(t, PicksPileToCover, TaskCover.Picks())
	assert.Equal(t, PicksNextLocation, TaskCheckMap.Picks())
	assert.Equal(t, PicksNextLocation, TaskTeleport.Picks())
	assert.Equal(t, PicksOther, TaskKind("no-such-prompt").Picks())
}
