package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every event of seeded random games of each box, played through Legal and Apply, has a kind
// listed in EventKinds.
func TestEveryEmittedKindIsListed(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	seen := map[EventKind]bool{}
	for seed := range uint64(games) {
		for _, opts := range []Options{randomOptions(seed), swordsOptions(seed), pocketOptions(seed)} {
			s, err := NewGame(opts)
			require.NoError(t, err)
			pick := rand.New(rand.NewPCG(seed, 7))
			for step := 0; !s.Over() && step < 5000; step++ {
				legal := Legal(s)
				require.NotEmpty(t, legal)
				m := pickMove(pick, s, legal)
				next, events, err := Apply(s, m)
				require.NoError(t, err, m.String())
				for _, e := range events {
					require.Contains(t, EventKinds, e.Kind, "seed %d, box %q, move %q: the kind has no constant", seed, opts.Game, m.String())
					seen[e.Kind] = true
				}
				s = next
			}
		}
	}
	t.Logf("%d of %d kinds seen in %d games of each box", len(seen), len(EventKinds), games)
	assert.Greater(t, len(seen), len(EventKinds)/2, "the games tell most kinds of event")
}

// The engine names every kind it emits by a constant, so a kind no random game reaches has
// one too: no call of emit in the engine passes a bare string.
func TestEmitTakesConstants(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	calls := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "emit" {
				calls++
				id, ok := call.Args[0].(*ast.Ident)
				assert.True(t, ok, "%s: emit takes an EventKind constant", fset.Position(call.Pos()))
				if ok {
					assert.True(t, slices.ContainsFunc(EventKinds, func(k EventKind) bool { return "Event"+kindName(k) == id.Name }),
						"%s: %s is not in EventKinds", fset.Position(call.Pos()), id.Name)
				}
			}
			return true
		})
	}
	assert.Greater(t, calls, 80, "the engine's calls of emit are found")
}

// The constants are named for their kinds, and each kind is listed once.
func TestEventKindsAreListedOnce(t *testing.T) {
	seen := map[EventKind]bool{}
	for _, k := range EventKinds {
		assert.False(t, seen[k], "%s listed twice", k)
		seen[k] = true
	}
}

// kindName is a kind in camel case: "drawn-into-line" is DrawnIntoLine.
func kindName(k EventKind) string {
	var b strings.Builder
	for w := range strings.SplitSeq(string(k), "-") {
		b.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	return b.String()
}
