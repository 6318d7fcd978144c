// Command i18nkeys compares the translation files with the keys the game's code uses (the ui
// package's lang calls and the messages of internal/say, see i18nkeys.Sources).
//
//	go run ./tools/i18nkeys            list, per file, the keys missing and the keys no longer used
//	go run ./tools/i18nkeys -write     also add the missing keys to en.json (English = key)
//	go run ./tools/i18nkeys -prune     also remove the keys no longer used from every file
//	go run ./tools/i18nkeys -keys      print every key the code uses, one JSON string a line
//
// French is never written: the keys fr.json lacks are listed, to be translated by hand. Run it
// from the module's root. It exits with status 1 while any file is incomplete or has stale keys.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"setawatch/internal/i18nkeys"
)

func main() {
	src := flag.String("src", strings.Join(i18nkeys.Sources, ","), "directories (comma-separated) of the Go packages whose lang and say calls give the keys")
	dir := flag.String("dir", "assets/translations", "directory of the translation files")
	write := flag.Bool("write", false, "add the missing keys to en.json, with the English text")
	prune := flag.Bool("prune", false, "remove the keys the code no longer uses from every file")
	list := flag.Bool("keys", false, "print every key and exit")
	flag.Parse()

	res, err := i18nkeys.ScanAll(strings.Split(*src, ","))
	if err != nil {
		fail(err)
	}
	keys := res.Keys()
	if *list {
		for _, k := range keys {
			b, _ := json.Marshal(k)
			fmt.Println(string(b))
		}
		return
	}
	for _, d := range res.Dynamic {
		fmt.Printf("note: %s in %s: key computed at run time, not checked\n", *src, d)
	}

	files, err := filepath.Glob(filepath.Join(*dir, "*.json"))
	if err != nil || len(files) == 0 {
		fail(fmt.Errorf("no translation files in %s", *dir))
	}
	incomplete := false
	for _, path := range files {
		f, err := i18nkeys.Load(path)
		if err != nil {
			fail(fmt.Errorf("%s: %w", path, err))
		}
		missing, stale := f.Missing(keys), f.Stale(keys)
		english := filepath.Base(path) == "en.json"
		changed := false
		if *write && english {
			for _, k := range missing {
				f.Set(k, res.English[k])
			}
			if len(missing) > 0 {
				fmt.Printf("%s: added %d keys\n", path, len(missing))
				changed = true
			}
			missing = nil
		}
		if *prune {
			for _, k := range stale {
				delete(f, k)
			}
			if len(stale) > 0 {
				fmt.Printf("%s: removed %d stale keys\n", path, len(stale))
				changed = true
			}
			stale = nil
		}
		if changed {
			if err := f.Save(path); err != nil {
				fail(err)
			}
		}
		for _, k := range missing {
			fmt.Printf("%s: missing %q\n", path, k)
		}
		for _, k := range stale {
			fmt.Printf("%s: stale   %q\n", path, k)
		}
		if len(missing)+len(stale) > 0 {
			incomplete = true
		}
		fmt.Printf("%s: %d keys used, %d missing, %d stale\n", path, len(keys), len(missing), len(stale))
	}
	if incomplete {
		os.Exit(1)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "i18nkeys:", err)
	os.Exit(2)
}
