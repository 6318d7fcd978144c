package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docs/ARCHITECTURE.md draws the packages in floors. Every package of the module is on one,
// and each imports only packages on lower floors, so the drawing cannot go stale silently.
func TestArchitectureDrawsEveryPackage(t *testing.T) {
	doc, err := os.ReadFile("docs/ARCHITECTURE.md")
	require.NoError(t, err)
	floors := map[string]int{}
	for _, m := range regexp.MustCompile(`(?m)^floor (\d+) +(.+)$`).FindAllStringSubmatch(string(doc), -1) {
		n, err := strconv.Atoi(m[1])
		require.NoError(t, err)
		for _, pkg := range strings.Fields(m[2]) {
			floors[pkg] = n
		}
	}
	require.NotEmpty(t, floors, "docs/ARCHITECTURE.md draws the floors as lines \"floor N  pkg pkg\"")

	imports := moduleImports(t)
	require.Contains(t, imports, "setawatch")
	for pkg, deps := range imports {
		floor, drawn := floors[pkg]
		if !assert.True(t, drawn, "package %s: add it to the floors of docs/ARCHITECTURE.md", pkg) {
			continue
		}
		for _, dep := range deps {
			if below, ok := floors[dep]; ok {
				assert.Less(t, below, floor, "%s (floor %d) imports %s (floor %d): it must stand lower", pkg, floor, dep, below)
			}
		}
	}
	for pkg := range floors {
		assert.Contains(t, imports, pkg, "docs/ARCHITECTURE.md draws %s, which is no package", pkg)
	}
}

// moduleImports is, for each package of the module (named as in the drawing: "setawatch" for
// the root, else its folder), the module's packages its non-test files import.
func moduleImports(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != "." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "build" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg := "setawatch"
		if dir := filepath.ToSlash(filepath.Dir(path)); dir != "." {
			pkg = dir
		}
		if _, ok := out[pkg]; !ok {
			out[pkg] = nil
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if dep, ok := strings.CutPrefix(p, "setawatch/"); ok && !slices.Contains(out[pkg], dep) {
				out[pkg] = append(out[pkg], dep)
			}
		}
		return nil
	})
	require.NoError(t, err)
	return out
}
