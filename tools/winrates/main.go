// Command winrates measures the expert bot's win rates with sim and keeps them in
// bot/measured.json, the table the New-game dialog shows, and writes docs/WINRATES.md from it.
//
//	go run ./tools/winrates add --box base --difficulty normal --games 250 [--bot oracle] [--calibration]
//	go run ./tools/winrates all --games 3000 [--piece 250]
//	go run ./tools/winrates docs
//
// add plays the next games of a run (the run's games so far are counted, so pieces join up:
// --first in sim's terms) and stores them with the command that replays them; all adds pieces
// in the plan's order (planned) until every row has its games; docs writes the page again.
// Every write is atomic: a run stopped midway loses only the piece it was playing.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"

	"setawatch/bot"
	"setawatch/internal/safefile"
	"setawatch/sim"
)

// Seed is the measured runs' seed: not 1, whose games the bot's settings were tried on.
const Seed = 2611

// row is one line of the plan: a box, a difficulty and a bot.
type row struct {
	box        string // "base", "swords" or "pocket"
	mix        bool
	difficulty string
	bot        string
	calibrate  bool
}

// planned is the order all measures in: the base box's Normal first with its oracle beside it
// and the Hint's calibration, then the other base difficulties, then the other boxes' Normal,
// then their other difficulties.
var planned = []row{
	{"base", false, "normal", "expert", true},
	{"base", false, "normal", "oracle", false},
	{"base", false, "easy", "expert", true},
	{"base", false, "hard", "expert", true},
	{"base", false, "insane", "expert", true},
	{"swords", false, "normal", "expert", false},
	{"pocket", false, "normal", "expert", false},
	{"swords", true, "normal", "expert", false},
	{"base", false, "easy", "oracle", false},
	{"base", false, "hard", "oracle", false},
	{"base", false, "insane", "oracle", false},
	{"swords", false, "easy", "expert", false},
	{"swords", false, "hard", "expert", false},
	{"swords", false, "insane", "expert", false},
	{"pocket", false, "casual", "expert", false},
	{"pocket", false, "hard", "expert", false},
	{"pocket", false, "impossible", "expert", false},
}

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "winrates:", err)
		os.Exit(2)
	}
}

func run(args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("usage: winrates add|all|docs [flags] (see the package comment)")
	}
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	file := fs.String("file", "bot/measured.json", "the runs")
	docs := fs.String("docs", "docs/WINRATES.md", "the page written from them")
	box := fs.String("box", "base", "base, swords or pocket")
	mix := fs.Bool("mix", false, "Swords of the Coin mixed with the base box")
	difficulty := fs.String("difficulty", "normal", "the difficulty")
	botName := fs.String("bot", "expert", "expert or oracle")
	games := fs.Int("games", 250, "add: the games to add; all: the games every row should have")
	piece := fs.Int("piece", 250, "all: the games a piece (each piece is saved as it ends)")
	jobs := fs.Int("jobs", 0, "games played at once (default: one per CPU)")
	calibrate := fs.Bool("calibration", false, "add: also measure the Hint's calibration")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	runs, err := load(*file)
	if err != nil {
		return err
	}
	switch args[0] {
	case "add":
		r := row{*box, *mix, *difficulty, *botName, *calibrate}
		if runs, err = add(runs, r, *games, *jobs); err != nil {
			return err
		}
		if err := save(*file, runs); err != nil {
			return err
		}
	case "all":
		for _, r := range planned {
			for have := played(runs, r); have < *games; have = played(runs, r) {
				n := min(*piece, *games-have)
				for _, edge := range []int{bot.TableGames, bot.TableGames + bot.FitGames} {
					if have < edge {
						n = min(n, edge-have) // the Hint's tables are made from whole pieces
					}
				}
				if runs, err = add(runs, r, n, *jobs); err != nil {
					return err
				}
				if err := save(*file, runs); err != nil {
					return err
				}
				if err := safefile.Write(*docs, []byte(page(runs))); err != nil {
					return err
				}
			}
		}
	case "docs":
	default:
		return fmt.Errorf("unknown command %q: add, all or docs", args[0])
	}
	return safefile.Write(*docs, []byte(page(runs)))
}

func load(file string) ([]bot.MeasuredRun, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return bot.DecodeRuns(data)
}

func save(file string, runs []bot.MeasuredRun) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(map[string]any{"runs": runs}); err != nil {
		return err
	}
	return safefile.Write(file, buf.Bytes())
}

// played is how many games of a row's run on Seed are stored.
func played(runs []bot.MeasuredRun, r row) int {
	n := 0
	for _, m := range runs {
		if matches(m, r) && m.Seed == Seed {
			n += m.Games
		}
	}
	return n
}

func matches(m bot.MeasuredRun, r row) bool {
	return m.Box == r.box && m.Mix == r.mix && m.Difficulty == r.difficulty && m.Bot == r.bot
}

// add plays the next games of a row's run and appends them.
func add(runs []bot.MeasuredRun, r row, games, jobs int) ([]bot.MeasuredRun, error) {
	bot.UseRuns(runs) // the Hint's estimates as the game would make them with the runs so far
	c := config(r, played(runs, r), games)
	c.Jobs = jobs
	fmt.Fprintf(os.Stderr, "winrates: %s\n", command(c))
	rep, err := sim.Run(c)
	if err != nil {
		return runs, err
	}
	if rep.Errors > 0 {
		return runs, fmt.Errorf("%s: %d games stopped on an error (first: %s)", command(c), rep.Errors, rep.FirstError)
	}
	m := bot.MeasuredRun{Box: r.box, Mix: r.mix, Difficulty: r.difficulty, Bot: r.bot, Seed: c.Seed, First: c.First,
		Games: rep.Games, Won: rep.Wins, Outcomes: rep.Outcomes, Command: command(c), Load: loadAverage(),
		Brier: rep.Brier, Estimates: rep.Estimates,
		DecisionMs:    [3]float64{ms(rep.DecisionMedian.Seconds()), ms(rep.DecisionP95.Seconds()), ms(rep.DecisionP99.Seconds())},
		DecisionCPUMs: [3]float64{ms(rep.DecisionCPUMedian.Seconds()), ms(rep.DecisionCPUP95.Seconds()), ms(rep.DecisionCPUP99.Seconds())}}
	for _, b := range rep.Calibration {
		m.Calibration = append(m.Calibration, bot.CalibrationBucket{Low: b.Low, Count: b.Count, Estimate: b.Estimate, WinRate: b.WinRate})
	}
	fmt.Fprintf(os.Stderr, "winrates: %d of %d won\n", m.Won, m.Games)
	return append(runs, m), nil
}

// config is sim's configuration of games first to first+games-1 of a row's run.
func config(r row, first, games int) sim.Config {
	c := sim.Config{Games: games, First: first, Difficulty: r.difficulty, Bot: r.bot, Seed: Seed, Mix: r.mix,
		Locations: "retail", Calibration: r.calibrate}
	if r.box != "base" {
		c.Game = r.box
	}
	return c
}

// command is the sim command that plays the same games.
func command(c sim.Config) string {
	game := c.Game
	if game == "" {
		game = "base"
	}
	parts := []string{"setawatch sim --game", game}
	if c.Mix {
		parts = append(parts, "--mix")
	}
	parts = append(parts, "--difficulty", c.Difficulty, "--bot", c.Bot, "--seed", fmt.Sprint(c.Seed),
		"--first", fmt.Sprint(c.First), "--games", fmt.Sprint(c.Games))
	if c.Calibration {
		parts = append(parts, "--calibration")
	}
	return strings.Join(append(parts, "--json"), " ")
}

func ms(seconds float64) float64 { return float64(int(seconds*10000+0.5)) / 10 }

func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}
