// Package i18nkeys finds the translation keys a package's code uses: the key argument of every
// call to Fyne's lang package (L, X, N, XN and their long names), read from the source with
// go/ast. Keys are string literals or package-level string constants (also concatenated with +);
// a call whose key is computed at run time cannot be known here and is reported as dynamic.
//
// The translation files and the code share the keys: ui/translations_test.go checks that the
// files have exactly the keys the code uses, and `go run ./tools/i18nkeys` lists or adds them.
package i18nkeys

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// LangPath is the import path of Fyne's translation package.
const LangPath = "fyne.io/fyne/v2/lang"

// keyFuncs are the lang functions whose first argument is a translation key, with the index of
// the argument that holds the English text (the key itself for L and N, the fallback for X).
var keyFuncs = map[string]int{
	"L": 0, "Localize": 0,
	"N": 0, "LocalizePlural": 0,
	"X": 1, "LocalizeKey": 1,
	"XN": 1, "LocalizePluralKey": 1,
}

// SayPath is the import path of the game's messages (internal/say), whose M, Err and Wrap take
// a translation key too.
const SayPath = "setawatch/internal/say"

// sayFuncs are the say functions with a key, and the index of the key argument.
var sayFuncs = map[string]int{"M": 0, "Err": 0, "Wrap": 1}

// Sources are the packages, from the module's root, whose code gives the translation keys: the
// window's words and the messages of the engine, the solver, the bots, the session, the
// command line and the tutorial.
var Sources = []string{"ui", "ui/dialogs", "game", "solver", "bot", "session", "story", "cli", "sim", "analysis", "tutorial", "internal/safefile"}

// ScanAll scans several package directories and merges what they use.
func ScanAll(dirs []string) (*Result, error) {
	all := &Result{English: map[string]string{}}
	for _, dir := range dirs {
		r, err := Scan(dir)
		if err != nil {
			return nil, err
		}
		for k, v := range r.English {
			all.English[k] = v
		}
		all.Dynamic = append(all.Dynamic, r.Dynamic...)
	}
	return all, nil
}

// Result is what Scan found in a directory.
type Result struct {
	// English maps each key to its English text: the key itself, or the fallback given to X.
	English map[string]string
	// Dynamic lists, as file:line, the calls whose key is not a constant.
	Dynamic []string
}

// Keys returns the sorted translation keys used by the non-test Go files of dir.
func Keys(dir string) ([]string, error) {
	r, err := Scan(dir)
	if err != nil {
		return nil, err
	}
	return r.Keys(), nil
}

// Keys returns the keys found, sorted.
func (r *Result) Keys() []string {
	keys := make([]string, 0, len(r.English))
	for k := range r.English {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Scan reads the non-test Go files of dir (one package, build tags ignored) and collects the
// keys of their lang calls.
func Scan(dir string) (*Result, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}

	// Package-level constants, for keys given by name.
	consts := map[string]ast.Expr{}
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, s := range gd.Specs {
				vs := s.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						consts[n.Name] = vs.Values[i]
					}
				}
			}
		}
	}

	r := &Result{English: map[string]string{}}
	var errs []string
	for _, f := range files {
		langName, sayName := importName(f, LangPath, "lang"), importName(f, SayPath, "say")
		if langName == "" && sayName == "" {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			pkg, ok := sel.X.(*ast.Ident)
			if !ok || pkg.Name == "" {
				return true
			}
			funcs, keyArg := keyFuncs, 0
			switch pkg.Name {
			case langName:
			case sayName:
				funcs = sayFuncs
				keyArg = sayFuncs[sel.Sel.Name]
			default:
				return true
			}
			textArg, ok := funcs[sel.Sel.Name]
			if !ok || len(call.Args) <= textArg {
				return true
			}
			pos := fset.Position(call.Pos())
			where := fmt.Sprintf("%s:%d", filepath.Base(pos.Filename), pos.Line)
			key, ok := constString(call.Args[keyArg], consts, 0)
			if !ok {
				r.Dynamic = append(r.Dynamic, where)
				return true
			}
			english, ok := constString(call.Args[textArg], consts, 0)
			if !ok {
				english = key
			}
			if prev, seen := r.English[key]; seen && prev != english {
				errs = append(errs, fmt.Sprintf("%s: key %q has two English texts", where, key))
			}
			r.English[key] = english
			return true
		})
	}
	if len(errs) > 0 {
		return r, fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return r, nil
}

// importName is the name under which f imports a package, or "" if it does not.
func importName(f *ast.File, path, name string) string {
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p != path {
			continue
		}
		if imp.Name != nil {
			if imp.Name.Name == "_" || imp.Name.Name == "." {
				return ""
			}
			return imp.Name.Name
		}
		return name
	}
	return ""
}

// constString evaluates e if it is a string constant: a literal, a package-level constant, or
// a + of those, possibly in parentheses.
func constString(e ast.Expr, consts map[string]ast.Expr, depth int) (string, bool) {
	if depth > 20 {
		return "", false
	}
	switch v := e.(type) {
	case *ast.BasicLit:
		if v.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(v.Value)
		return s, err == nil
	case *ast.ParenExpr:
		return constString(v.X, consts, depth+1)
	case *ast.Ident:
		if c, ok := consts[v.Name]; ok {
			return constString(c, consts, depth+1)
		}
	case *ast.BinaryExpr:
		if v.Op != token.ADD {
			return "", false
		}
		a, ok := constString(v.X, consts, depth+1)
		if !ok {
			return "", false
		}
		b, ok := constString(v.Y, consts, depth+1)
		return a + b, ok
	}
	return "", false
}
