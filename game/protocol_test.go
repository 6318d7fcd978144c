package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// declaredConstants reads the engine's source (tests aside) and returns, by name, the value of
// every string constant whose name starts with prefix and an upper-case letter, with the name
// of the type it is declared with ("" for an untyped constant).
func declaredConstants(t *testing.T, prefix string) map[string]struct{ value, typ string } {
	t.Helper()
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	out := map[string]struct{ value, typ string }{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		for _, decl := range f.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.CONST {
				continue
			}
			for _, spec := range gen.Specs {
				vs := spec.(*ast.ValueSpec)
				typ := ""
				if id, ok := vs.Type.(*ast.Ident); ok {
					typ = id.Name
				}
				for i, id := range vs.Names {
					rest, ok := strings.CutPrefix(id.Name, prefix)
					if !ok || rest == "" || !unicode.IsUpper(rune(rest[0])) || i >= len(vs.Values) {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					v, err := strconv.Unquote(lit.Value)
					require.NoError(t, err)
					out[id.Name] = struct{ value, typ string }{v, typ}
				}
			}
		}
	}
	return out
}

// checkListed fails unless every constant named with prefix is of type typ and in list, and
// list holds each value once.
func checkListed[T ~string](t *testing.T, prefix, typ string, list []T) {
	t.Helper()
	declared := declaredConstants(t, prefix)
	require.NotEmpty(t, declared, "constants %s... are found", prefix)
	for name, c := range declared {
		assert.Equal(t, typ, c.typ, "%s is declared as a %s", name, typ)
		assert.Contains(t, list, T(c.value), "%s is listed", name)
	}
	seen := map[T]bool{}
	for _, v := range list {
		assert.False(t, seen[v], "%q is listed twice", v)
		seen[v] = true
	}
	assert.Len(t, list, len(declared), "every listed %s has its constant", typ)
}

// Phases, die states, verbs and task kinds are typed constants, each in its list, so that what
// is checked against the lists (loading a table, reading a move) knows every one.
func TestProtocolConstantsAreTypedAndListed(t *testing.T) {
	checkListed(t, "Phase", "Phase", Phases)
	checkListed(t, "Die", "DieState", DieStates)
	checkVerbs(t)
	checkListed(t, "Task", "TaskKind", TaskKinds)
}

// checkVerbs fails unless every Verb constant (numbers, declared with iota) is listed once in
// Verbs and has its word, which ParseMove reads back.
func checkVerbs(t *testing.T) {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "move.go", nil, 0)
	require.NoError(t, err)
	declared := 0
	for _, decl := range f.Decls {
		if gen, ok := decl.(*ast.GenDecl); ok && gen.Tok == token.CONST {
			for _, spec := range gen.Specs {
				for _, id := range spec.(*ast.ValueSpec).Names {
					if strings.HasPrefix(id.Name, "Verb") {
						declared++
					}
				}
			}
		}
	}
	require.NotZero(t, declared)
	assert.Len(t, Verbs, declared, "every verb is listed")
	seen := map[Verb]bool{}
	for v := Verb(1); int(v) <= declared; v++ {
		assert.Contains(t, Verbs, v)
		assert.NotEmpty(t, v.String(), "verb %d has its word", v)
		assert.Equal(t, v, verbNamed(v.String()), "%q is read back", v)
		assert.False(t, seen[v])
		seen[v] = true
	}
	assert.Empty(t, Verb(0).String(), "the zero Verb is no verb")
}

// Every task kind is asked in a test through prompt, which checks that it asks in words and
// that the engine lists its answers, each with words.
func TestEveryTaskKindIsAskedInATest(t *testing.T) {
	files, err := filepath.Glob("*_test.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	asked := map[string]bool{}
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 3 {
				return true
			}
			if fn, ok := call.Fun.(*ast.Ident); ok && fn.Name == "prompt" {
				if id, ok := call.Args[2].(*ast.Ident); ok {
					asked[id.Name] = true
				}
			}
			return true
		})
	}
	for name, c := range declaredConstants(t, "Task") {
		assert.True(t, asked[name], "no test asks a %q prompt through prompt(t, s, %s)", c.value, name)
	}
}

// Prompts that the tables of other tests do not reach, pushed onto a table by hand; the first
// answer resolves each.
func TestPromptsPushedByHand(t *testing.T) {
	pushed := func(t *testing.T, sc *Scenario, task Task) *State {
		s := build(t, sc)
		require.Nil(t, s.Pending())
		s.Tasks = append(s.Tasks, task)
		return s
	}
	answered := func(t *testing.T, s *State, p *Prompt) {
		s = play(t, s, "choose "+p.Options[0])
		assert.Nil(t, s.Pending(), "the answer resolves the prompt")
	}
	t.Run("refresh", func(t *testing.T) {
		s := pushed(t, table(PhaseWatch, up("bear-1")), Task{Kind: TaskRefresh, Adventurer: "warrior", Count: 1})
		answered(t, s, prompt(t, s, TaskRefresh))
	})
	t.Run("seal", func(t *testing.T) {
		s := pushed(t, grave(table(PhaseWatch, up("bear-1")), "warlord"), Task{Kind: TaskSeal})
		answered(t, s, prompt(t, s, TaskSeal))
	})
	t.Run("vampire", func(t *testing.T) {
		s := pushed(t, table(PhaseWatch, up("vampire-1")), Task{Kind: TaskVampire, Card: "vampire-1"})
		answered(t, s, prompt(t, s, TaskVampire))
	})
	t.Run("defeat-slot", func(t *testing.T) {
		s := pushed(t, table(PhaseWatch, up("bear-1")), Task{Kind: TaskDefeatSlot, Adventurer: "wizard"})
		answered(t, s, prompt(t, s, TaskDefeatSlot))
	})
}

// A table whose prompt the engine does not know is refused when it is loaded, as an unknown
// phase or die state is.
func TestUnknownProtocolWordsAreProblems(t *testing.T) {
	s := build(t, table(PhaseWatch, up("bear-1")))
	require.Empty(t, Check(s))
	for _, c := range []struct {
		edit func(s *State)
		want string
	}{
		{func(s *State) { s.Phase = "dusk" }, `the phase "dusk" is not one of the game's`},
		{func(s *State) { s.Adventurers[0].Dice[0].State = "lost" }, `unknown state "lost"`},
		{func(s *State) { s.Tasks = append(s.Tasks, Task{Kind: "dance"}) }, `the prompt "dance" is not one of the game's`},
	} {
		bad := s.Clone()
		c.edit(bad)
		assert.Contains(t, strings.Join(Check(bad), "\n"), c.want)
	}
	// A saved game goes through the same check when it is read.
	bad := s.Clone()
	bad.Tasks = append(bad.Tasks, Task{Kind: "dance"})
	data, err := MarshalState(bad)
	require.NoError(t, err)
	_, err = UnmarshalState(data)
	require.ErrorContains(t, err, `the prompt "dance" is not one of the game's`)
	for _, phase := range Phases {
		ok := s.Clone()
		ok.Phase = phase
		if phase == PhaseOver {
			ok.Result = "won"
		}
		if phase == PhaseMerchant {
			continue // a Swords of the Coin game only; TestSwordsOrderOfPlay_RoundOverview meets it
		}
		assert.Empty(t, Check(ok), "phase %s", phase)
	}
	for _, state := range DieStates {
		if state == DieStolen {
			continue // stolen by a Line card: TestPromptsPushedByHand/vampire meets it
		}
		ok := s.Clone()
		ok.Adventurers[0].Dice[0].State = state
		assert.Empty(t, Check(ok), "die state %s", state)
	}
}

// Every verb has its notation and its words: a move of each reads back to the same move and
// text and is said in words, and a word that is not a verb is refused with the list of verbs.
func TestEveryVerbParsesBackFromItsNotation(t *testing.T) {
	examples := map[Verb]string{
		VerbCamp:    "camp ranger",
		VerbPlace:   "place 6 heal",
		VerbRune:    "rune 4 seal vanquish",
		VerbEnd:     "end",
		VerbAttack:  "attack 2 ranger:7 rogue:2",
		VerbUse:     "use wizard.shockbolt wizard:3 2",
		VerbExhaust: "exhaust rogue.backstab 5 6",
		VerbFire:    "fire rogue.smoke-bomb",
		VerbHorde:   "horde",
		VerbChoose:  "choose wizard.curse",
		VerbBuy:     "buy crossbow ranger",
		VerbSell:    "sell wolf-1",
		VerbDiscard: "discard fire-bomb 2",
	}
	for _, v := range Verbs {
		text, ok := examples[v]
		if !assert.True(t, ok, "verb %q has an example", v) {
			continue
		}
		m, err := ParseMove(text)
		require.NoError(t, err, text)
		assert.Equal(t, v, m.Verb)
		assert.Equal(t, text, m.String())
		again, err := ParseMove(m.String())
		require.NoError(t, err)
		assert.Equal(t, m, again)
		words := MoveWords(nil, m)
		assert.NotEqual(t, "{{.Move}}", words.Key, "verb %q has words", v)
		checkWords(t, text, words)
	}
	_, err := ParseMove("dance 3")
	require.ErrorContains(t, err, `unknown move "dance"`)
	_, listed, _ := strings.Cut(err.Error(), "(moves: ")
	listed, _, _ = strings.Cut(listed, ")")
	for _, v := range Verbs {
		if v != VerbHorde { // older records' only
			assert.Contains(t, strings.Split(listed, ", "), v.String(), "the refusal lists the verbs")
		}
	}
}
