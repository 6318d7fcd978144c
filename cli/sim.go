package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"setawatch/game"
	"setawatch/internal/say"
	"setawatch/sim"
)

// SimUsage is the help text of the sim command.
const SimUsage = `usage: setawatch sim [options]

Plays complete games with a bot, in parallel, and prints the win rate (with its 95% confidence
interval), rounds survived, cards lost and figures per adventurer and per location. The same
seed and number of games give the same result whatever --jobs is.

  --games N                the number of games (default 1000)
  --first N                the number of the first game (default 0): with the same seed, runs of
                           consecutive games add up to one run (--first 1000 --games 1000 plays
                           games 1000 to 1999 of a --games 3000 run)
  --difficulty D           easy, normal, hard or insane; Pocket Watch: casual, normal, hard or
                           impossible (default normal)
  --adventurers a,b,c,d    the party (default: four at random each game)
  --locations POOL         retail (the 20 of the box), all (31) or first (23) (default retail)
  --bot NAME               random, solver, expert or oracle (the expert's search on the true
                           table: it cheats, to measure) (default solver)
  --playouts N             the expert bot's playouts a decision (default 384)
  --calibration            also report how well the expert's chance to win, estimated at each
                           round's start, matches the games' results (slower)
  --game G                 base, swords (Swords of the Coin: adds the per-Item table) or pocket
                           (Pocket Watch)
  --mix                    Swords of the Coin mixed with the base box
  --seed S                 the run's seed (default 1)
  --jobs J                 games played at once (default: one per CPU)
  --json                   print the report as JSON
  --lang L                 en or fr: the language of the report and the messages (default: the
                           system's, from LC_ALL, LC_MESSAGES or LANG)
`

// simGCPercent is the garbage collector's setting while sim plays (see debug.SetGCPercent): the
// bots allocate a table a move and keep almost none, so collecting less often than Go's default
// saves time. simMemoryLimit bounds what that costs: near it the collector runs as often as it
// must, so a run's memory stays flat however many games it plays (docs/CLI.md, "Simulator").
const (
	simGCPercent   = 200
	simMemoryLimit = 40 << 20
)

// runSim is the sim command: exit code 0, or 2 for bad arguments.
func runSim(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("setawatch sim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var c sim.Config
	var adventurers, lang string
	var asJSON bool
	fs.IntVar(&c.Games, "games", 1000, "")
	fs.IntVar(&c.First, "first", 0, "")
	fs.StringVar(&c.Difficulty, "difficulty", "normal", "")
	fs.StringVar(&adventurers, "adventurers", "", "")
	fs.StringVar(&c.Locations, "locations", game.LocationsRetail, "")
	fs.StringVar(&c.Bot, "bot", "solver", "")
	fs.StringVar(&c.Game, "game", "base", "")
	fs.BoolVar(&c.Mix, "mix", false, "")
	fs.Uint64Var(&c.Seed, "seed", 1, "")
	fs.IntVar(&c.Jobs, "jobs", 0, "")
	fs.IntVar(&c.Playouts, "playouts", 0, "")
	fs.BoolVar(&c.Calibration, "calibration", false, "")
	fs.BoolVar(&asJSON, "json", false, "")
	fs.StringVar(&lang, "lang", say.FromEnv(os.Getenv), "")
	sp := say.In(langOf(args))
	usage := sp.Say(say.M(SimUsage))
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fmt.Fprint(stdout, usage)
			return 0
		}
		fmt.Fprintf(stderr, "setawatch sim: %s\n\n%s", sp.Say(flagError(err)), usage)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "setawatch sim: %s\n\n%s", sp.Say(say.M("unexpected argument {{.X}}", "X", say.Raw(fmt.Sprintf("%q", game.Excerpt(fs.Arg(0)))))), usage)
		return 2
	}
	if lang != "en" && lang != "fr" {
		fmt.Fprintf(stderr, "setawatch sim: %s\n\n%s", sp.Say(badLang(lang)), usage)
		return 2
	}
	c.Difficulty = strings.ToLower(c.Difficulty)
	if c.Game = strings.ToLower(c.Game); c.Game == "base" {
		c.Game = ""
	}
	if c.Game == game.GamePocket {
		c.Locations = "" // Pocket Watch plays its own location card
	}
	if adventurers != "" {
		c.Adventurers = strings.Split(adventurers, ",")
	}
	if err := c.Check(); err != nil {
		fmt.Fprintf(stderr, "setawatch sim: %s\n", sp.Err(err))
		return 2
	}
	if f, ok := stderr.(*os.File); ok && isTerminal(f) {
		bar := &progressBar{out: f, start: time.Now()}
		c.Progress = bar.update
		defer bar.finish()
	}
	if os.Getenv("GOGC") == "" {
		// The bots allocate a table a move and keep almost none: with Go's default the small
		// live heap is collected so often that collecting takes half the time.
		defer debug.SetGCPercent(debug.SetGCPercent(simGCPercent))
		if os.Getenv("GOMEMLIMIT") == "" {
			defer debug.SetMemoryLimit(debug.SetMemoryLimit(simMemoryLimit))
		}
	}
	report, err := sim.Run(c)
	if err != nil {
		fmt.Fprintf(stderr, "setawatch sim: %s\n", sp.Err(err))
		return 2
	}
	if asJSON {
		data, _ := json.MarshalIndent(report, "", "  ")
		fmt.Fprintln(stdout, string(data))
	} else {
		fmt.Fprint(stdout, report.TextIn(sp))
	}
	return 0
}

// isTerminal reports whether a file is a terminal (a character device).
func isTerminal(f *os.File) bool {
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// progressBar draws one line on a terminal, redrawn at most ten times a second.
type progressBar struct {
	out   io.Writer
	start time.Time
	last  time.Time
	drawn bool
}

func (p *progressBar) update(done, total int) {
	now := time.Now()
	if done < total && now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last, p.drawn = now, true
	const width = 30
	filled := width * done / total
	elapsed := now.Sub(p.start).Seconds()
	rate := float64(done) / max(elapsed, 1e-9)
	fmt.Fprintf(p.out, "\r[%s%s] %d/%d games  %.0f games/s ", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total, rate)
}

func (p *progressBar) finish() {
	if p.drawn {
		fmt.Fprint(p.out, "\n")
	}
}
