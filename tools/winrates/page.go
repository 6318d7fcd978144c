package main

import (
	"fmt"
	"math"
	"strings"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/sim"
)

// page is docs/WINRATES.md: the table of win rates, the Hint's calibration, the decision
// times and every run's command.
func page(runs []bot.MeasuredRun) string {
	var b strings.Builder
	b.WriteString(`# Measured win rates

The expert bot's win rates, as the New-game dialog shows them, beside the oracle's (the same
search playing on the true table: it cheats, and only measures what the hidden cards are worth).
Every figure is a sum of ` + "`sim`" + ` runs kept in ` + "`bot/measured.json`" + `, each with its games' ends and
the command that plays them again (below). Random parties, the retail locations, the default
budget, seed ` + fmt.Sprint(Seed) + ` (the bot's settings were tried on other seeds).

This page is written by ` + "`go run ./tools/winrates docs`" + `; ` + "`go run ./tools/winrates all --games 3000`" + `
plays what is missing, in pieces saved as they end (see tools/winrates). ` + "`TestMeasuredRunsReplay`" + `
(sim) plays a sample of the stored games again and checks they end the same way.

| Box | Difficulty | Expert: won of games | Win rate (95% interval) | Oracle: won of games | Oracle's rate |
| --- | --- | --- | --- | --- | --- |
`)
	for _, r := range planned {
		if r.bot != "expert" {
			continue
		}
		e := sum(runs, r)
		if e.Games == 0 {
			continue
		}
		o := sum(runs, row{r.box, r.mix, r.difficulty, "oracle", false})
		fmt.Fprintf(&b, "| %s | %s | %d of %d | %s | %s | %s |\n", boxLabel(r), r.difficulty, e.Won, e.Games, rate(e),
			ofGames(o), rate(o))
	}
	var missing []string
	for _, r := range planned {
		if r.bot == "expert" && sum(runs, r).Games == 0 {
			missing = append(missing, boxLabel(r)+" "+r.difficulty)
		}
	}
	if len(missing) > 0 {
		fmt.Fprintf(&b, "\nNot measured yet, so the dialog shows no figure for them: %s.\n", strings.Join(missing, ", "))
	}
	calibration(&b, runs)
	b.WriteString(`
## Decision time

The bot's time a move, at the median and the 95th and 99th percentiles, on the machine that
ran the piece: its CPU time (the thread's own, which other work does not lengthen; "-" where a
piece did not measure it) and the wall time, with the machine's load average as the piece
ended (a busy machine's wall times are upper bounds). The budget: 95% of decisions under a
second of one core's CPU.

| Run | CPU: median, 95th, 99th | Wall: median, 95th, 99th | Load |
| --- | --- | --- | --- |
`)
	for _, m := range runs {
		cpu := "-"
		if m.DecisionCPUMs[0] > 0 {
			cpu = fmt.Sprintf("%.1f, %.1f, %.1f ms", m.DecisionCPUMs[0], m.DecisionCPUMs[1], m.DecisionCPUMs[2])
		}
		fmt.Fprintf(&b, "| `%s` | %s | %.1f, %.1f, %.1f ms | %s |\n", m.Command, cpu, m.DecisionMs[0], m.DecisionMs[1], m.DecisionMs[2], m.Load)
	}
	b.WriteString("\n## Runs\n\n")
	for _, m := range runs {
		fmt.Fprintf(&b, "- `%s`: %d of %d won\n", m.Command, m.Won, m.Games)
	}
	return b.String()
}

// calibration writes the Hint's table and calibration for each base run that has them.
func calibration(b *strings.Builder, runs []bot.MeasuredRun) {
	for _, r := range planned {
		if r.box != "base" || r.bot != "expert" || bot.ExpertFromRound[r.difficulty][1].Games == 0 {
			continue
		}
		key := bot.RunKey(bot.MeasuredRun{Box: r.box, Mix: r.mix, Bot: r.bot, Difficulty: r.difficulty, Seed: Seed})
		fmt.Fprintf(b, "\n## The Hint, %s\n\n", r.difficulty)
		fmt.Fprintf(b, "The Hint's chance to win (bot.WinChance) counts a playout still in play at its horizon as the\n"+
			"share of the expert's games that won from the round it reached: games 0 to %d of the run\n"+
			"above, by round reached:\n\n| Round | Reached | Won |\n| --- | --- | --- |\n", bot.TableGames-1)
		for k := 1; k <= 9; k++ {
			m := bot.ExpertFromRound[r.difficulty][k]
			fmt.Fprintf(b, "| %d | %d | %d (%.1f%%) |\n", k, m.Games, m.Won, 100*float64(m.Won)/float64(max(1, m.Games)))
		}
		fit, ok := bot.ExpertRecalibration[r.difficulty]
		fitGames := bot.TableGames + bot.FitGames
		buckets, games := bot.CalibrationWindow(runs, key, bot.TableGames, fitGames)
		table(b, fmt.Sprintf("Games %d to %d, the raw estimate at each round's start against how often those games were won", bot.TableGames, fitGames-1), buckets, games)
		if !ok {
			fmt.Fprintf(b, "\nThe recalibration is made once games %d to %d are measured with --calibration.\n", bot.TableGames, fitGames-1)
			continue
		}
		fmt.Fprintf(b, "\nThe line through those buckets (least squares, weighted by count) is the recalibration: the\n"+
			"Hint shows %.3f + %.3f times the raw estimate.\n", fit.A, fit.B)
		buckets, games = bot.CalibrationWindow(runs, key, fitGames, math.MaxInt)
		table(b, fmt.Sprintf("Held out, games %d on: the Hint's figure against how often those games were won", fitGames), buckets, games)
		if brier, n := brierFrom(runs, key, fitGames); n > 0 {
			fmt.Fprintf(b, "\nTheir Brier score: %.3f over %d estimates (0 is perfect; always saying the win rate would score about %.3f).\n",
				brier, n, baseline(buckets))
		}
	}
}

// brierFrom is the Brier score of the estimates of run key's pieces from game first on, and
// their count.
func brierFrom(runs []bot.MeasuredRun, key string, first int) (float64, int) {
	sum, n := 0.0, 0
	for _, m := range runs {
		if bot.RunKey(m) == key && m.First >= first {
			sum += m.Brier * float64(m.Estimates)
			n += m.Estimates
		}
	}
	if n == 0 {
		return 0, 0
	}
	return sum / float64(n), n
}

// baseline is the Brier score of always estimating the share won over the buckets: p(1-p).
func baseline(buckets []bot.CalibrationBucket) float64 {
	won, n := 0.0, 0
	for _, c := range buckets {
		won += c.WinRate * float64(c.Count)
		n += c.Count
	}
	p := won / float64(max(1, n))
	return p * (1 - p)
}

// table writes a calibration table, or says it has no games yet.
func table(b *strings.Builder, title string, buckets []bot.CalibrationBucket, games int) {
	fmt.Fprintf(b, "\n%s (%d games", title, games)
	if games == 0 {
		b.WriteString(": none measured yet).\n")
		return
	}
	worst, estimates := bot.CalibrationGap(buckets)
	fmt.Fprintf(b, ", %d estimates; in the buckets of %d or more, the estimate and the share won differ by at most %.3f):\n\n", estimates, bot.GapBucket, worst)
	b.WriteString("| Estimate | Count | Mean estimate | Won | Difference |\n| --- | --- | --- | --- | --- |\n")
	for _, c := range buckets {
		fmt.Fprintf(b, "| %.1f-%.1f | %d | %.3f | %.3f | %+.3f |\n", c.Low, c.Low+0.1, c.Count, c.Estimate, c.WinRate, c.WinRate-c.Estimate)
	}
}

// sum is a row's games and wins, as the dialog sums them (bot.SumRuns).
func sum(runs []bot.MeasuredRun, r row) bot.Measured {
	box := r.box
	if box == "base" {
		box = game.GameBase
	}
	return bot.SumRuns(runs, r.bot, box, r.mix)[r.difficulty]
}

func boxLabel(r row) string {
	switch {
	case r.box == "swords" && r.mix:
		return "Swords of the Coin, mixed"
	case r.box == "swords":
		return "Swords of the Coin"
	case r.box == "pocket":
		return "Pocket Watch"
	}
	return "Base"
}

func ofGames(m bot.Measured) string {
	if m.Games == 0 {
		return "not measured"
	}
	return fmt.Sprintf("%d of %d", m.Won, m.Games)
}

func rate(m bot.Measured) string {
	if m.Games == 0 {
		return ""
	}
	low, high := sim.Wilson(m.Won, m.Games)
	return fmt.Sprintf("%.1f%% (%.1f-%.1f)", 100*float64(m.Won)/float64(m.Games), 100*low, 100*high)
}
