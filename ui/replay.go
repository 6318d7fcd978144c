package ui

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"

	"setawatch/analysis"
	"setawatch/bot"
	"setawatch/game"
	"setawatch/internal/safefile"
	"setawatch/session"
	"setawatch/ui/widgets"
)

// replayWindowSize is a replay window's first size.
var replayWindowSize = fyne.NewSize(1280, 800)

// costliestListed is how many of the costliest decisions the replay lists.
const costliestListed = 5

// Replay is a window that steps through a game record: the table as it was after each move,
// drawn by the game's own table but read-only (it plays no move), the log beside it, and the
// expert bot's analysis of the decisions, worked out in the background and kept with the
// record.
type Replay struct {
	win   fyne.Window
	rec   *game.Record
	start *game.State   // the table before the first move
	moves []game.Move   // the record's moves
	after []*game.State // after[i] is the table after move i
	at    int           // how many moves are played on the table shown
	over  bool          // the game ended: its hidden cards may be shown

	model    *Model
	table    *Table
	slider   *widget.Slider
	where    *widget.Label
	reveal   *widget.Check
	tabs     *container.AppTabs
	moving   bool // the slider is being set by show
	revealed bool

	// The analysis: kept in keep (and read back from it), worked out with jobs goroutines;
	// post runs its news on the window's thread (fyne.Do; tests run it their own way).
	keep     []string       // where the analysis is looked for, the first where it is written
	store    analysis.Store // the app's analyses, the last of keep when it has a folder
	jobs     int
	playouts int // tables for each estimate; the analysis's default when 0
	post     func(func())
	report   *analysis.Report
	cancel   context.CancelFunc
	running  bool
	status   *widget.Label
	progress *widget.ProgressBar
	run      *widget.Button
	stop     *widget.Button
	chart    *chanceChart
	help     *widget.Label // says what the chart's figures are
	costly   *fyne.Container
}

// replayKeep is where the analysis of a record is kept: beside its file (name.analysis.json)
// when it has one, and in the app's storage (analysis.Store), by the game or the record's
// final table.
func replayKeep(a fyne.App, rec *game.Record, file string, final *game.State) ([]string, analysis.Store) {
	var out []string
	if file != "" {
		out = append(out, analysis.BesidePath(file))
	}
	var store analysis.Store
	if root := a.Storage().RootURI(); root != nil {
		store.Dir = filepath.Join(root.Path(), "analyses")
		out = append(out, store.Path(rec, final.Hash(), len(rec.Moves)))
	}
	return out, store
}

// openReplay opens a replay window on a record, with its analysis: kept, or worked out now;
// file is the record's file, if it has one.
func openReplay(a fyne.App, rec *game.Record, file string) (*Replay, error) {
	r, err := newReplay(a, rec, file)
	if err != nil {
		return nil, err
	}
	r.analyse()
	return r, nil
}

// analyse shows the analysis kept with the record, or starts working it out.
func (r *Replay) analyse() {
	if len(r.moves) > 0 && !r.loadAnalysis() {
		r.startAnalysis()
	}
}

// newReplay builds a replay window on a record, at its last move, without its analysis.
func newReplay(a fyne.App, rec *game.Record, file string) (*Replay, error) {
	s, err := rec.Start()
	if err != nil {
		return nil, err
	}
	r := &Replay{rec: rec, start: s, jobs: max(1, runtime.NumCPU()-1), post: fyne.Do}
	for i, text := range rec.Moves {
		m, err := game.ParseMove(text)
		if err == nil {
			s, _, err = game.Apply(s, m)
		}
		if err != nil {
			return nil, &game.MoveError{Index: i, Move: text, Err: err}
		}
		r.moves = append(r.moves, m)
		r.after = append(r.after, s)
	}
	r.over = s.Over()
	r.keep, r.store = replayKeep(a, rec, file, s)

	title := lang.L("Looking back over the game")
	if file != "" {
		title += " — " + filepath.Base(file)
	}
	r.win = a.NewWindow(title)
	sess, err := r.session(len(r.moves))
	if err != nil {
		return nil, err
	}
	r.model = newReplayModel(sess)
	r.table = NewTable(r.model, r.win)
	r.build()
	r.win.Canvas().SetOnTypedKey(r.typedKey)
	r.win.SetOnClosed(r.cancelAnalysis)
	r.win.Resize(replayWindowSize)
	r.show(len(r.moves))
	return r, nil
}

// session is the record's first n moves, played.
func (r *Replay) session(n int) (*session.Session, error) {
	part := *r.rec
	part.Moves = r.rec.Moves[:n]
	part.Hash = ""
	return session.FromRecord(&part)
}

// build lays the window out: the timeline above, the table and the analysis in tabs.
func (r *Replay) build() {
	r.slider = widget.NewSlider(0, float64(max(1, len(r.moves))))
	r.slider.Step = 1
	r.slider.OnChanged = func(v float64) {
		if !r.moving {
			r.show(int(v + 0.5))
		}
	}
	r.where = widget.NewLabel("")
	r.where.Wrapping = fyne.TextWrapWord
	first := ttwidget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { r.show(0) })
	first.SetToolTip(lang.L("The start of the game (Home)"))
	back := ttwidget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { r.show(r.at - 1) })
	back.SetToolTip(lang.L("The move before (Left arrow; Page Up: a round)"))
	next := ttwidget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { r.show(r.at + 1) })
	next.SetToolTip(lang.L("The move after (Right arrow; Page Down: a round)"))
	last := ttwidget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { r.show(len(r.moves)) })
	last.SetToolTip(lang.L("The end of the game (End)"))
	r.reveal = widget.NewCheck(lang.L("Show the hidden cards"), func(on bool) {
		r.revealed = on
		r.show(r.at)
	})
	if !r.over {
		r.reveal.Disable() // only once the game is over
	}
	steps := container.NewHBox(first, back, next, last)
	top := container.NewVBox(container.NewBorder(nil, nil, steps, r.reveal, r.slider), r.where)
	if len(r.moves) == 0 { // nothing to step through: the label, in the slider's place, says so
		r.slider.Hide()
		top = container.NewBorder(nil, nil, nil, r.reveal, r.where)
	}

	r.status = widget.NewLabel("")
	r.status.Wrapping = fyne.TextWrapWord
	r.progress = widget.NewProgressBar()
	r.run = widget.NewButton(lang.L("Analyse"), r.startAnalysis)
	r.stop = widget.NewButton(lang.L("Cancel"), r.cancelAnalysis)
	r.chart = newChanceChart(r)
	r.costly = container.NewVBox()
	bar := container.NewBorder(nil, nil, nil, container.NewHBox(r.run, r.stop), r.progress)
	r.help = widget.NewLabel(lang.L("The expert bot's estimate of the party's chance to win, before each decision; the rounds are marked. Click the chart to go to a move."))
	r.help.Wrapping = fyne.TextWrapWord
	costlyScroll := container.NewVScroll(r.costly)
	costlyScroll.SetMinSize(fyne.NewSize(100, 120))
	panel := container.NewBorder(container.NewVBox(r.status, bar, r.help), nil, nil, nil,
		container.NewVSplit(r.chart, container.NewBorder(heading(lang.L("The costliest decisions")), nil, nil, nil, costlyScroll)))

	if len(r.moves) == 0 {
		none := widget.NewLabel(lang.L("The record has no move: there is no decision to weigh."))
		none.Wrapping = fyne.TextWrapWord
		panel = container.NewVBox(none)
	}
	r.tabs = container.NewAppTabs(
		// The table scrolls in a window too low for it under the timeline (1024x640).
		container.NewTabItem(lang.L("Table"), container.NewVScroll(r.table)),
		container.NewTabItem(lang.L("Analysis"), panel),
	)
	r.win.SetContent(widgets.WithToolTipLayer(container.NewBorder(top, nil, nil, nil, r.tabs), r.win.Canvas()))
}

// typedKey steps through the game: the arrows a move, Page Up and Down a round, Home and End
// to the start and the end. Esc closes the window.
func (r *Replay) typedKey(e *fyne.KeyEvent) {
	if r.win != nil && dialogKey(r.win.Canvas(), e) {
		return
	}
	switch e.Name {
	case fyne.KeyLeft:
		r.show(r.at - 1)
	case fyne.KeyRight:
		r.show(r.at + 1)
	case fyne.KeyHome:
		r.show(0)
	case fyne.KeyEnd:
		r.show(len(r.moves))
	case fyne.KeyPageUp:
		r.show(r.roundStart(r.at - 1))
	case fyne.KeyPageDown:
		r.show(r.roundStart(r.roundEnd(r.at) + 1))
	case fyne.KeyEscape:
		r.win.Close()
	}
}

// tableAt is the table after n moves.
func (r *Replay) tableAt(n int) *game.State {
	if n == 0 {
		return r.start
	}
	return r.after[n-1]
}

// roundStart is the first place of the round the table after n moves is in.
func (r *Replay) roundStart(n int) int {
	n = max(0, min(n, len(r.moves)))
	round := r.tableAt(n).Round
	for n > 0 && r.tableAt(n-1).Round == round {
		n--
	}
	return n
}

// roundEnd is the last place of the round the table after n moves is in.
func (r *Replay) roundEnd(n int) int {
	round := r.tableAt(n).Round
	for n < len(r.moves) && r.tableAt(n+1).Round == round {
		n++
	}
	return n
}

// show puts the table after n moves on: the players' view, or with the hidden cards when
// asked (once the game is over).
func (r *Replay) show(n int) {
	n = max(0, min(n, len(r.moves)))
	sess, err := r.session(n)
	if err != nil { // the record replayed when opened: never
		fyne.LogError("replay", err)
		return
	}
	var shown *game.State
	if r.revealed && r.over {
		shown = withHiddenShown(sess.State())
	}
	r.at = n
	r.model.show(sess, shown)
	r.moving = true
	r.slider.SetValue(float64(n))
	r.moving = false
	r.where.SetText(r.placeWords(n))
	r.chart.Refresh()
}

// placeWords says where in the game the table shown is, and the move that made it.
func (r *Replay) placeWords(n int) string {
	if len(r.moves) == 0 {
		return lang.L("The start of the game: the record has no move, so there is nothing to step through.")
	}
	if n == 0 {
		return lang.L("The start of the game: {{.Moves}} moves follow.", map[string]any{"Moves": len(r.moves)}) + r.costlyNext(n)
	}
	s := r.tableAt(n - 1)
	text := lang.L("Move {{.N}} of {{.Total}}, round {{.Round}}: {{.Move}}", map[string]any{
		"N": n, "Total": len(r.moves), "Round": s.Round, "Move": describeMoveOn(s, r.moves[n-1])})
	return text + r.costlyNext(n)
}

// costlyNext says, when the move after the table shown was a costly decision, what was played
// and what the expert bot would rather have played, on a line of its own.
func (r *Replay) costlyNext(n int) string {
	d := r.decisionAt(n)
	if d == nil || d.Loss() <= r.report.Margin() {
		return ""
	}
	args := map[string]any{"Played": describeMoveOn(r.tableAt(n), r.moves[n]), "Best": r.bestWords(d), "Points": percentPoints(d.Loss())}
	if r.report.Figure == bot.FigureThrough {
		return "\n" + lang.L("Next, “{{.Played}}” was played; the expert bot would rather: {{.Best}} ({{.Points}} points more of the tables got through).", args)
	}
	return "\n" + lang.L("Next, “{{.Played}}” was played; the expert bot would rather: {{.Best}} ({{.Points}} points more of the chance to win).", args)
}

// withHiddenShown is a table with every card of the Line face up: what the players could not
// see, shown once the game is over.
func withHiddenShown(s *game.State) *game.State {
	c := s.Clone()
	for i := range c.Line {
		c.Line[i].FaceUp = true
	}
	return c
}

// decisionAt is the analysis of move i, if it was a decision analysed.
func (r *Replay) decisionAt(i int) *analysis.Decision {
	if r.report == nil {
		return nil
	}
	for k := range r.report.Decisions {
		if r.report.Decisions[k].Index == i {
			return &r.report.Decisions[k]
		}
	}
	return nil
}

// bestWords says the expert's move at a decision.
func (r *Replay) bestWords(d *analysis.Decision) string {
	m, err := game.ParseMove(d.Best)
	if err != nil {
		return ""
	}
	return describeMoveOn(r.tableAt(d.Index), m)
}

func percentPoints(share float64) int { return int(100*share + 0.5) }

// loadAnalysis reads the analysis kept with the record, if it is there and is this record's.
func (r *Replay) loadAnalysis() bool {
	for _, path := range r.keep {
		data, err := safefile.Read(path)
		if err != nil {
			continue
		}
		var rep analysis.Report
		if json.Unmarshal(data, &rep) != nil || rep.Format != analysis.Format || rep.Moves != len(r.moves) ||
			rep.Record != r.tableAt(len(r.moves)).Hash() {
			continue
		}
		r.showAnalysis(&rep)
		return true
	}
	return false
}

// saveAnalysis keeps an analysis with the record, atomically: beside its file, or else in the
// app's storage; either way, the analyses kept there stay bounded (see analysis.Store).
func (r *Replay) saveAnalysis(rep *analysis.Report) {
	for _, path := range r.keep {
		save := analysis.SaveBeside
		if r.store.Dir != "" && filepath.Dir(path) == r.store.Dir {
			save = r.store.Save
		}
		if save(path, rep) == nil {
			return
		}
	}
}

// startAnalysis works the analysis out in the background; the table stays in the player's
// hands meanwhile.
func (r *Replay) startAnalysis() {
	if r.running || len(r.moves) == 0 {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel, r.running = cancel, true
	r.run.Disable()
	r.stop.Enable()
	r.progress.SetValue(0)
	r.status.SetText(lang.L("The expert bot weighs each decision of the game…"))
	rec := *r.rec
	go func() {
		rep, err := analysis.Analyse(ctx, &rec, analysis.Options{Jobs: r.jobs, Playouts: r.playouts, Progress: func(done, total int) {
			r.post(func() { r.progress.SetValue(float64(done) / float64(max(1, total))) })
		}})
		if err == nil {
			r.saveAnalysis(rep)
		}
		r.post(func() { r.analysisDone(rep, err) })
	}()
}

// analysisDone shows an analysis finished, cancelled or refused.
func (r *Replay) analysisDone(rep *analysis.Report, err error) {
	r.running = false
	r.cancel = nil
	r.stop.Disable()
	switch {
	case errors.Is(err, context.Canceled):
		r.run.Enable()
		r.status.SetText(lang.L("Analysis cancelled."))
	case err != nil:
		r.run.Disable()
		r.status.SetText(speakErr(err))
	default:
		r.showAnalysis(rep)
	}
}

// cancelAnalysis stops the analysis going on, if any.
func (r *Replay) cancelAnalysis() {
	if r.cancel != nil {
		r.cancel()
	}
}

// showAnalysis shows an analysis: its chart, the costliest decisions, the status.
func (r *Replay) showAnalysis(rep *analysis.Report) {
	r.report = rep
	r.run.Disable()
	r.stop.Disable()
	r.progress.SetValue(1)
	var summary []string
	for _, m := range analysis.Summary(rep) {
		summary = append(summary, speak(m))
	}
	r.status.SetText(strings.Join(summary, "\n"))
	if rep.Figure == bot.FigureThrough {
		r.help.SetText(lang.L("The share of tables on which the party got through the round after next, before each decision; the rounds are marked. Click the chart to go to a move."))
	}
	r.costly.Objects = nil
	costly, err := analysis.Costliest(r.rec, rep, rep.Margin(), costliestListed)
	if err == nil {
		for _, c := range costly {
			i := c.Decision.Index
			words := widget.NewLabel(speak(c.Words))
			words.Wrapping = fyne.TextWrapWord
			see := widget.NewButton(lang.L("See the table"), func() {
				r.show(i)
				r.tabs.SelectIndex(0)
			})
			r.costly.Add(container.NewBorder(nil, nil, nil, container.NewCenter(see), words))
		}
	}
	if len(r.costly.Objects) == 0 {
		l := widget.NewLabel(speak(analysis.NoneCostly(rep)))
		l.Wrapping = fyne.TextWrapWord
		r.costly.Add(l)
	}
	r.costly.Refresh()
	r.where.SetText(r.placeWords(r.at))
	r.chart.Refresh()
}

// ReviewGame opens a replay of the game on the table.
func (w *MainWindow) ReviewGame() {
	w.review(w.Table.model.Session().Record(), "")
}

// review opens a replay window, or says why it cannot.
func (w *MainWindow) review(rec *game.Record, file string) {
	r, err := openReplay(w.app, rec, file)
	if err != nil {
		showError(w, errors.New(lang.L("This game cannot be replayed:")+"\n"+speakErr(err)), nil)
		return
	}
	if size := w.Canvas().Size(); !size.IsZero() {
		r.win.Resize(size) // as large as the game's window: the screen may be small
	}
	r.win.Show()
}

// reviewFile asks for a record and opens its replay.
func (w *MainWindow) reviewFile() {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil {
			w.refuseFile(err)
			return
		}
		if rc == nil {
			return
		}
		path := rc.URI().Path()
		_ = rc.Close()
		w.ReviewFile(path)
	}, w)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// ReviewFile opens a replay of the game saved at path, or says why it cannot.
func (w *MainWindow) ReviewFile(path string) {
	sess, err := session.Load(path)
	if err != nil {
		w.refuseFile(err)
		return
	}
	w.review(sess.Record(), path)
}
