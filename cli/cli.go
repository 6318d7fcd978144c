// Package cli is the game's headless command line: it sets up or loads a game, applies moves
// from a file or standard input, and prints the table and the legal moves.
package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"setawatch/game"
	"setawatch/internal/safefile"
	"setawatch/internal/say"
)

// Usage is the command line's help text.
const Usage = `usage:
  setawatch                          open the game window
  setawatch --version                print the version
  setawatch new [options]            set up a new game, apply moves, print the table
  setawatch play FILE [options]      load a record or scenario (JSON), apply moves, print the table
  setawatch legal FILE               list the moves allowed now in a record or scenario
                                     (--words: each with its words, after a tab)
  setawatch sim [options]            play many games with a bot and sum them up (sim --help)
  setawatch analyze RECORD [options] weigh each decision of a record with the expert bot
                                     (analyze --help)

options:
  --seed N                 the random seed (new; default 1)
  --difficulty D           easy, normal, hard or insane; Pocket Watch: casual, normal, hard or
                           impossible (new; default normal)
  --adventurers a,b,c,d    four adventurers (new; default: four at random)
  --final ID               the final location (new; default: at random)
  --random-firewood        roll a d8 (Swords of the Coin: a d6) for the starting firewood (new)
  --locations POOL         retail (the 20 of the box), all (31) or first (23) (new; default retail)
  --game G                 base, swords (Swords of the Coin, with its Merchant and Items) or pocket
                           (Pocket Watch, the five-round game on one location card) (new)
  --mix                    Swords of the Coin with the base box's cards mixed in (new)
  --familiar SIDE          crow or toad: the side the Witch's Familiar starts on (new; default crow)
  --moves FILE             moves to apply, one a line (# comments); - reads standard input
  --out FILE               write the game record (options or scenario, and every move) to FILE
  --json                   print the table as JSON instead of text
  --log                    also print what each applied move did, in sentences
  --hint                   also print the Hint: the solver's plan for the Watch, or the
                           expert bot's move for any other decision
  --forecast               also print what ending the Watch now would do (with --json: the
                           table's "forecast" object)
  --words                  legal: print each move's words after it, in the --lang language
  --lang L                 en or fr: the language of the table, the refusals and the log
                           (default: the system's, from LC_ALL, LC_MESSAGES or LANG)

A move that cannot be read or is not allowed stops the command with its line number and the
reason (exit code 1). Bad arguments or files exit with code 2; nothing is written then.
`

// IsCommand reports whether a word is one of the command line's subcommands.
func IsCommand(word string) bool {
	switch word {
	case "new", "play", "legal", "sim", "analyze", "help", "--help", "-h":
		return true
	}
	return false
}

type options struct {
	seed        uint64
	difficulty  string
	adventurers string
	final       string
	randomFire  bool
	locations   string
	box         string
	mix         bool
	familiar    string
	moves       string
	out         string
	json        bool
	log         bool
	hint        bool
	forecast    bool
	words       bool
	lang        string
}

// Main runs a subcommand and returns the process exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	usage := say.In(langOf(args)).Say(say.M(Usage))
	if len(args) == 0 || args[0] == "help" || args[0] == "--help" || args[0] == "-h" {
		fmt.Fprint(stdout, usage)
		return 0
	}
	cmd := args[0]
	switch cmd {
	case "sim":
		return runSim(args[1:], stdout, stderr)
	case "analyze":
		return runAnalyze(args[1:], stdout, stderr)
	}
	fs := flag.NewFlagSet("setawatch "+cmd, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var o options
	fs.Uint64Var(&o.seed, "seed", 1, "")
	fs.StringVar(&o.difficulty, "difficulty", "normal", "")
	fs.StringVar(&o.adventurers, "adventurers", "", "")
	fs.StringVar(&o.final, "final", "", "")
	fs.BoolVar(&o.randomFire, "random-firewood", false, "")
	fs.StringVar(&o.locations, "locations", game.LocationsRetail, "")
	fs.StringVar(&o.box, "game", "base", "")
	fs.BoolVar(&o.mix, "mix", false, "")
	fs.StringVar(&o.familiar, "familiar", "", "")
	fs.StringVar(&o.moves, "moves", "", "")
	fs.StringVar(&o.out, "out", "", "")
	fs.BoolVar(&o.json, "json", false, "")
	fs.BoolVar(&o.log, "log", false, "")
	fs.BoolVar(&o.hint, "hint", false, "")
	fs.BoolVar(&o.forecast, "forecast", false, "")
	fs.BoolVar(&o.words, "words", false, "")
	fs.StringVar(&o.lang, "lang", say.FromEnv(os.Getenv), "")
	// Let the file name come before or after the options.
	var positional []string
	rest := args[1:]
	for len(rest) > 0 {
		if err := fs.Parse(rest); err != nil {
			if err == flag.ErrHelp {
				fmt.Fprint(stdout, usage)
				return 0
			}
			fmt.Fprintf(stderr, "setawatch %s: %s\n\n%s", cmd, say.In(langOf(args)).Say(flagError(err)), usage)
			return 2
		}
		rest = fs.Args()
		if len(rest) > 0 {
			positional = append(positional, rest[0])
			rest = rest[1:]
		}
	}
	if o.lang != "en" && o.lang != "fr" {
		fmt.Fprintf(stderr, "setawatch %s: %s\n\n%s", cmd, say.In(langOf(args)).Say(badLang(o.lang)), usage)
		return 2
	}
	sp := say.In(o.lang)
	if err := checkOut(o.out); err != nil {
		fmt.Fprintf(stderr, "setawatch %s: %s\n", cmd, sp.Err(err))
		return 2
	}
	rec, err := startRecord(cmd, o, positional)
	if err != nil {
		fmt.Fprintf(stderr, "setawatch %s: %s\n", cmd, sp.Err(err))
		return 2
	}
	s, err := rec.Replay()
	if err != nil { // the file's own moves or table are bad: a bad file
		fmt.Fprintf(stderr, "setawatch %s: %s\n", cmd, sp.Err(err))
		return 2
	}
	if cmd == "legal" {
		for _, m := range game.Legal(s) {
			if o.words {
				fmt.Fprintf(stdout, "%s\t%s\n", m, sp.Say(game.MoveWords(s, m)))
				continue
			}
			fmt.Fprintln(stdout, m.String())
		}
		return 0
	}
	code := 0
	if o.moves != "" {
		in := stdin
		if o.moves != "-" {
			f, err := os.Open(o.moves)
			if err != nil {
				fmt.Fprintf(stderr, "setawatch %s: %s\n", cmd, sp.Err(err))
				return 2
			}
			defer f.Close()
			in = f
		}
		var told []say.Msg
		s, told, err = applyMoves(rec, s, in)
		if err != nil {
			fmt.Fprintf(stderr, "setawatch %s: %s\n", cmd, sp.Err(err))
			code = 1
		}
		if o.log && !o.json {
			fmt.Fprint(stdout, LogText(told, sp))
		}
	}
	if o.out != "" && code == 0 { // a command that failed writes nothing
		if err := writeRecord(rec, o.out); err != nil {
			fmt.Fprintf(stderr, "setawatch %s: %s\n", cmd, sp.Err(err))
			return 1
		}
	}
	if o.json {
		fmt.Fprintln(stdout, string(tableJSON(s, o.forecast)))
	} else {
		fmt.Fprint(stdout, DescribeIn(s, sp))
		if o.forecast {
			fmt.Fprint(stdout, ForecastText(s, sp))
		}
		if o.hint {
			fmt.Fprint(stdout, HintText(s, sp))
		}
	}
	return code
}

// tableJSON is the table as JSON, with the forecast of ending the Watch when asked.
func tableJSON(s *game.State, forecast bool) []byte {
	if !forecast {
		data, _ := json.MarshalIndent(s, "", "  ")
		return data
	}
	data, _ := json.MarshalIndent(struct {
		*game.State
		Forecast game.Forecast `json:"forecast"`
	}{s, game.ForecastEndWatch(s)}, "", "  ")
	return data
}

// ForecastText says what ending the Watch now would do, or that the Watch cannot end now.
func ForecastText(s *game.State, sp *say.Speaker) string {
	f := game.ForecastEndWatch(s)
	if !f.Valid {
		return sp.Say(say.M("Forecast: the Watch cannot be ended now.")) + "\n"
	}
	return sp.Say(say.M("Forecast, if the Watch ends now: {{.Forecast}}", "Forecast", f.Words())) + "\n"
}

// startRecord builds the record the command starts from.
func startRecord(cmd string, o options, positional []string) (*game.Record, error) {
	switch cmd {
	case "new":
		if len(positional) > 0 {
			return nil, say.Err("unexpected argument {{.X}}", "X", say.Raw(fmt.Sprintf("%q", positional[0])))
		}
		opts := game.Options{Seed: o.seed, Difficulty: o.difficulty, FinalLocation: o.final, RandomFirewood: o.randomFire,
			Locations: o.locations, Rules: game.RulesCurrent, Mix: o.mix, Familiar: strings.ToLower(o.familiar)}
		if o.box != "base" {
			opts.Game = strings.ToLower(o.box)
		}
		if opts.Game == game.GamePocket {
			opts.Locations = "" // Pocket Watch plays its own location card
		}
		if o.adventurers != "" {
			opts.Adventurers = strings.Split(o.adventurers, ",")
		}
		if _, err := game.NewGame(opts); err != nil {
			return nil, err
		}
		return &game.Record{Format: game.RecordFormat, Options: &opts}, nil
	case "play", "legal":
		if len(positional) != 1 {
			return nil, say.Err("give one record or scenario file")
		}
		return loadFile(positional[0])
	}
	return nil, say.Err("unknown command {{.Cmd}}", "Cmd", say.Raw(fmt.Sprintf("%q", cmd)))
}

// loadFile reads a record or a scenario.
func loadFile(path string) (*game.Record, error) {
	data, err := safefile.Read(path)
	if err != nil {
		return nil, err
	}
	format, err := game.FileFormat(data)
	if err != nil {
		return nil, say.Wrap(err, "{{.Path}}: not a record or scenario: {{.Err}}", "Path", say.Raw(fmt.Sprint(path)), "Err", err)
	}
	switch format {
	case game.ScenarioFormat:
		sc, err := game.ParseScenario(data)
		if err != nil {
			return nil, say.Wrap(err, "{{.Path}}: {{.Err}}", "Path", say.Raw(fmt.Sprint(path)), "Err", err)
		}
		return &game.Record{Format: game.RecordFormat, Scenario: sc}, nil
	case game.RecordFormat:
		rec, _, err := game.LoadRecord(data)
		if err != nil {
			return nil, say.Wrap(err, "{{.Path}}: {{.Err}}", "Path", say.Raw(fmt.Sprint(path)), "Err", err)
		}
		return rec, nil
	}
	return nil, say.Err("{{.Path}}: format {{.X}} is neither {{.RecordFormat}} nor {{.ScenarioFormat}}", "Path", say.Raw(fmt.Sprint(path)), "X", say.Raw(fmt.Sprintf("%q", game.Excerpt(format))), "RecordFormat", say.Raw(fmt.Sprintf("%q", game.RecordFormat)), "ScenarioFormat", say.Raw(fmt.Sprintf("%q", game.ScenarioFormat)))
}

// maxMoveLine is the longest line a moves file may have: a move is a few words.
const maxMoveLine = 4096

// applyMoves reads moves one a line and applies them; the first bad one stops with its line.
// It returns what the moves did, for the log.
func applyMoves(rec *game.Record, s *game.State, in io.Reader) (*game.State, []say.Msg, error) {
	var told []say.Msg
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 256), maxMoveLine)
	line := 1
	for ; sc.Scan(); line++ {
		text := sc.Text()
		if line == 1 {
			text = strings.TrimPrefix(text, "\uFEFF") // a byte-order mark some editors write
		}
		text = strings.TrimSpace(text)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		m, err := game.ParseMove(text)
		if err == nil {
			var next *game.State
			var events []game.Event
			if next, events, err = game.Apply(s, m); err == nil {
				s = next
				rec.Moves = append(rec.Moves, m.String())
				told = append(told, Told(m, events)...)
				continue
			}
		}
		return s, told, say.Wrap(err, "line {{.N}}: {{.Text}}: {{.Err}}", "N", line, "Text", say.Raw(fmt.Sprintf("%q", game.Excerpt(text))), "Err", err)
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		return s, told, say.Err("line {{.N}}: longer than {{.Max}} characters, too long for a move", "N", line, "Max", maxMoveLine)
	}
	if err := sc.Err(); err != nil {
		return s, told, say.Wrap(err, "line {{.N}}: {{.Err}}", "N", line, "Err", err)
	}
	return s, told, nil
}

// checkOut refuses, before anything is done, an --out that is not a regular file (a folder, a
// pipe, a device: it is left as it is) or whose folder does not exist.
func checkOut(path string) error {
	if path == "" {
		return nil
	}
	target, _, err := safefile.Target(path)
	if err != nil {
		return err
	}
	dir := filepath.Dir(target)
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return say.Err("--out {{.File}}: there is no folder {{.Dir}}", "File", say.Raw(fmt.Sprintf("%q", game.Excerpt(path))), "Dir", say.Raw(fmt.Sprintf("%q", game.Excerpt(dir))))
	}
	return nil
}

// writeRecord saves a record atomically: a crash never leaves half a file.
func writeRecord(rec *game.Record, path string) error {
	data, err := rec.Marshal()
	if err != nil {
		return err
	}
	return safefile.Write(path, data)
}
