package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"setawatch/analysis"
	"setawatch/internal/say"
)

// AnalyzeUsage is the help text of the analyze command.
const AnalyzeUsage = `usage: setawatch analyze RECORD [options]

Looks back over a game record with the expert bot: at each decision (a move where the party had
a choice), its estimate of the chance to win after the move played and after its own choice
there, and the decisions that cost the most, in words. The estimates are seeded from what the
players saw: the same record gives the same analysis. Where the expert bot's games were not
measured (another box or difficulty), the figures are the share of tables the party got
through the round after next on, not a chance to win ("figure": "through" in JSON).

  --json                   print every decision as JSON: index (the move's place in the
                           record, from 0), move, chance, after, best, bestAfter
  --playouts N             tables dealt for each estimate (default 128)
  --jobs J                 decisions weighed at once (default: one per CPU)
  --lang L                 en or fr (default: the system's, from LC_ALL, LC_MESSAGES or LANG)
`

// costliestShown is how many of the costliest decisions the text names.
const costliestShown = 5

// runAnalyze is the analyze command: exit code 0, or 2 for bad arguments or files.
func runAnalyze(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("setawatch analyze", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var o analysis.Options
	var asJSON bool
	var lang string
	fs.BoolVar(&asJSON, "json", false, "")
	fs.IntVar(&o.Playouts, "playouts", analysis.DefaultPlayouts, "")
	fs.IntVar(&o.Jobs, "jobs", 0, "")
	fs.StringVar(&lang, "lang", say.FromEnv(os.Getenv), "")
	sp := say.In(langOf(args))
	usage := sp.Say(say.M(AnalyzeUsage))
	var positional []string
	for rest := args; len(rest) > 0; {
		if err := fs.Parse(rest); err != nil {
			if err == flag.ErrHelp {
				fmt.Fprint(stdout, usage)
				return 0
			}
			fmt.Fprintf(stderr, "setawatch analyze: %s\n\n%s", sp.Say(flagError(err)), usage)
			return 2
		}
		if rest = fs.Args(); len(rest) > 0 {
			positional = append(positional, rest[0])
			rest = rest[1:]
		}
	}
	if lang != "en" && lang != "fr" {
		fmt.Fprintf(stderr, "setawatch analyze: %s\n\n%s", sp.Say(badLang(lang)), usage)
		return 2
	}
	sp = say.In(lang)
	if len(positional) != 1 {
		fmt.Fprintf(stderr, "setawatch analyze: %s\n\n%s", sp.Say(say.M("give one record file")), usage)
		return 2
	}
	if o.Playouts < 1 || o.Playouts > maxAnalyzePlayouts {
		fmt.Fprintf(stderr, "setawatch analyze: %s\n", sp.Say(say.M("--playouts must be between 1 and {{.Max}}", "Max", maxAnalyzePlayouts)))
		return 2
	}
	rec, err := loadFile(positional[0])
	if err == nil && rec.Scenario == nil && rec.Options == nil {
		err = say.Err("the record has neither options nor a scenario to start from")
	}
	var report *analysis.Report
	if err == nil {
		report, err = analysis.Analyse(context.Background(), rec, o)
	}
	if err != nil {
		fmt.Fprintf(stderr, "setawatch analyze: %s\n", sp.Err(err))
		return 2
	}
	if asJSON {
		data, _ := json.MarshalIndent(report, "", "  ")
		fmt.Fprintln(stdout, string(data))
		return 0
	}
	costly, err := analysis.Costliest(rec, report, report.Margin(), costliestShown)
	if err != nil {
		fmt.Fprintf(stderr, "setawatch analyze: %s\n", sp.Err(err))
		return 2
	}
	fmt.Fprint(stdout, AnalysisText(report, costly, sp))
	return 0
}

// maxAnalyzePlayouts bounds --playouts: an analysis's time grows with it.
const maxAnalyzePlayouts = 4096

// AnalysisText says an analysis in words: how many decisions were weighed, then the costliest.
func AnalysisText(r *analysis.Report, costly []analysis.Costly, sp *say.Speaker) string {
	margin := int(100*r.Margin() + 0.5)
	var out string
	for _, m := range analysis.Summary(r) {
		out += sp.Say(m) + "\n"
	}
	if len(costly) == 0 {
		return out + sp.Say(analysis.NoneCostly(r)) + "\n"
	}
	out += sp.Say(say.M("The costliest decisions (a loss under {{.Points}} points can be the playouts' luck):", "Points", margin)) + "\n"
	for _, c := range costly {
		out += "  " + sp.Say(c.Words) + "\n"
	}
	return out
}
