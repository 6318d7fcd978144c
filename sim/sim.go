// Package sim plays many complete games with a bot, in parallel, and sums them up: win rate
// with its 95% confidence interval, rounds survived, cards lost, and figures per adventurer
// and per location. The same configuration gives the same report whatever the parallelism.
package sim

import (
	"cmp"
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/internal/say"
)

// Config is what to simulate.
type Config struct {
	Games       int
	First       int      // the number of the run's first game: runs with the same seed and consecutive spans add up to one run
	Difficulty  string   // easy, normal, hard or insane
	Adventurers []string // four adventurers, or none for a random party each game
	Locations   string   // the location pool (game.Options.Locations)
	Bot         string   // see bot.Names
	Seed        uint64
	Game        string                // "" (the base box), "swords" (Swords of the Coin) or "pocket" (Pocket Watch)
	Mix         bool                  // Swords of the Coin mixed with the base box
	Jobs        int                   // games played at once; 0 means one per CPU
	Playouts    int                   // the expert bot's playouts a decision; 0 means bot.ExpertPlayouts
	Calibration bool                  // at each round's start, take the expert's estimate of the chance to win (bot.WinChance)
	Progress    func(done, total int) // called as games finish (from several goroutines, one at a time)
}

// maxGames and maxFirst bound a run's games and its first game's number, far beyond any run
// that ends: game numbers then stay far from overflowing.
const (
	maxGames = 1 << 31
	maxFirst = 1 << 40
)

// maxPlayouts bounds the expert's budget: beyond it a single decision takes minutes.
const maxPlayouts = 100000

// maxMoves stops a game that does not end (a bot that never ends a phase).
const maxMoves = 20000

// Check validates a configuration and returns a message a user can act on.
func (c Config) Check() error {
	if c.Games <= 0 {
		return say.Err("the number of games must be at least 1, not {{.N}}", "N", c.Games)
	}
	if c.Games > maxGames {
		return say.Err("the number of games must be at most {{.Max}}, not {{.N}}", "Max", maxGames, "N", c.Games)
	}
	if difficulties := c.difficulties(); !slices.Contains(difficulties, c.Difficulty) {
		return say.Err("unknown difficulty {{.X}} (choose {{.Choices}})", "X", say.Raw(fmt.Sprintf("%q", game.Excerpt(c.Difficulty))), "Choices", say.Raw(strings.Join(difficulties, ", ")))
	}
	if _, err := bot.New(c.Bot, 0); err != nil {
		return say.Wrap(err, "unknown bot {{.X}} (bots: {{.Bots}})", "X", say.Raw(fmt.Sprintf("%q", game.Excerpt(c.Bot))), "Bots", say.Raw(strings.Join(bot.Names(), ", ")))
	}
	if c.First < 0 || c.First > maxFirst {
		return say.Err("--first must be from 0 to {{.Max}}, not {{.N}}", "Max", maxFirst, "N", c.First)
	}
	if c.Jobs < 0 {
		return say.Err("--jobs must be positive, not {{.N}}", "N", c.Jobs)
	}
	if c.Playouts < 0 || c.Playouts > maxPlayouts {
		return say.Err("--playouts must be from 1 to {{.Max}}, not {{.N}}", "Max", maxPlayouts, "N", c.Playouts)
	}
	if c.Playouts > 0 && c.Bot != "expert" && c.Bot != "oracle" {
		return say.Err("--playouts is the expert bot's budget, not the {{.Bot}} bot's", "Bot", say.Raw(c.Bot))
	}
	if _, err := game.NewGame(c.options(0)); err != nil {
		return err
	}
	return nil
}

func (c Config) options(i int) game.Options {
	opts := game.Options{Seed: GameSeed(c.Seed, i), Difficulty: c.Difficulty, Adventurers: slices.Clone(c.Adventurers),
		Locations: c.Locations, Game: c.Game, Mix: c.Mix}
	if c.Game == game.GamePocket {
		opts.Locations = "" // Pocket Watch plays its own location card
	}
	return opts
}

// difficulties are the difficulties of the configuration's game.
func (c Config) difficulties() []string {
	if c.Game == game.GamePocket {
		return game.PocketDifficulties
	}
	return game.Difficulties
}

// GameSeed is the seed of game i of a run: the run's seed and the game's number mixed
// (SplitMix64), so that neighbouring games share nothing.
func GameSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Game is the outcome of one game.
type Game struct {
	Seed      uint64
	Party     []string
	Won       bool
	Round     int            // the round the game ended in (9 is the final location)
	Location  string         // where it ended
	Visited   []string       // every location reached, in order
	Reason    string         // why it ended
	CardsLost int            // ability cards exhausted over the game
	LostBy    map[string]int // of which, by adventurer
	Moves     int
	Err       string          // the bot or the engine failed
	Bought    []string        // Swords of the Coin: the Items bought, in order
	Used      map[string]int  // Swords of the Coin: how often each Item was used
	Decisions []time.Duration // how long the bot took over each move
	// DecisionsCPU is the CPU time the bot took over each move, where the system tells it.
	DecisionsCPU []time.Duration
	Estimates    []float64 // with Config.Calibration: bot.WinChance at each round's start
	// Final: the final Watch came to its end (or the party fell in it), and Shortfall is
	// game.Shortfall then (game.FinalShortfallAfter): how many cards the party fell short by
	// (below zero, won with some left).
	Final     bool
	Shortfall int
}

// Play plays game i of a configuration to its end.
func Play(c Config, i int) Game {
	// One thread plays the whole game, so that its CPU time is the bot's (threadCPU).
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	opts := c.options(i)
	g := Game{Seed: opts.Seed, LostBy: map[string]int{}}
	s, err := game.NewGame(opts)
	if err != nil {
		g.Err = err.Error()
		return g
	}
	// The bot gets no seed: what it does at random is seeded from the players' view alone.
	var b bot.Bot
	switch {
	case c.Bot == "expert" && c.Playouts > 0:
		b = bot.NewExpert(c.Playouts)
	case c.Bot == "oracle" && c.Playouts > 0:
		b = bot.NewOracle(c.Playouts)
	default:
		b, err = bot.New(c.Bot, 0)
	}
	if err != nil {
		g.Err = err.Error()
		return g
	}
	for _, a := range s.Adventurers {
		g.Party = append(g.Party, a.ID)
	}
	exhausted := exhaustedBy(s)
	estimated := 0 // the last round estimated
	for !s.Over() {
		if c.Calibration && s.Round != estimated {
			estimated = s.Round
			if chance, ok := bot.WinChance(s, bot.HintPlayouts); ok {
				g.Estimates = append(g.Estimates, chance)
			}
		}
		if g.Moves >= maxMoves {
			g.Err = fmt.Sprintf("no end after %d moves", maxMoves)
			break
		}
		start, startCPU := time.Now(), threadCPU()
		m, err := b.Choose(s)
		g.Decisions = append(g.Decisions, time.Since(start))
		if startCPU >= 0 {
			g.DecisionsCPU = append(g.DecisionsCPU, threadCPU()-startCPU)
		}
		if err != nil {
			g.Err = err.Error()
			break
		}
		next, events, err := game.Apply(s, m)
		if err != nil {
			g.Err = fmt.Sprintf("%s: %v", m, err)
			break
		}
		for _, e := range events {
			switch e.Kind {
			case game.EventBought:
				g.Bought = append(g.Bought, e.Card)
			case game.EventItem:
				if g.Used == nil {
					g.Used = map[string]int{}
				}
				g.Used[e.Card]++
			}
		}
		if !g.Final {
			g.Shortfall, g.Final = game.FinalShortfallAfter(s, next)
		}
		s = next
		g.Moves++
		now := exhaustedBy(s)
		for k, a := range s.Adventurers {
			if d := now[k] - exhausted[k]; d > 0 {
				g.CardsLost += d
				g.LostBy[a.ID] += d
			}
		}
		exhausted = now
	}
	g.Won, g.Round, g.Location, g.Reason = s.Result == "won", s.Round, s.Location, s.Reason
	g.Visited = append(slices.Clone(s.Visited), s.Location)
	return g
}

func exhaustedBy(s *game.State) [8]int {
	var out [8]int
	for k := range min(len(out), len(s.Adventurers)) {
		out[k] = s.Adventurers[k].ExhaustedCards()
	}
	return out
}

// Run plays every game of a configuration and sums them up.
func Run(c Config) (*Report, error) {
	if err := c.Check(); err != nil {
		return nil, err
	}
	jobs := c.Jobs
	if jobs == 0 {
		jobs = runtime.NumCPU()
	}
	jobs = min(jobs, c.Games)
	// Each game is added to the totals as it ends and then dropped, so a run keeps no per-game
	// data; the totals are sums of whole numbers (and the first error by game number), the same
	// in any order.
	t := newTally()
	var next, done atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range jobs {
		wg.Go(func() {
			for {
				i := c.First + int(next.Add(1)-1)
				if i >= c.First+c.Games {
					return
				}
				g := Play(c, i)
				mu.Lock()
				t.add(i-c.First, g)
				n := int(done.Add(1))
				if c.Progress != nil {
					c.Progress(n, c.Games)
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return t.report(c), nil
}

// Report sums up a run. Figures are means per game unless named otherwise.
type Report struct {
	Games       int      `json:"games"`
	Bot         string   `json:"bot"`
	Difficulty  string   `json:"difficulty"`
	Adventurers []string `json:"adventurers,omitempty"` // the fixed party, if any
	Locations   string   `json:"locations,omitempty"`   // the location pool, if one was chosen
	Seed        uint64   `json:"seed"`
	First       int      `json:"first,omitempty"` // the number of the run's first game
	Wins        int      `json:"wins"`
	WinRate     float64  `json:"winRate"`
	WinRateLow  float64  `json:"winRateLow"`  // 95% Wilson interval
	WinRateHigh float64  `json:"winRateHigh"` // 95% Wilson interval
	Rounds      float64  `json:"rounds"`      // mean round the game ended in (9 = the final location)
	RoundsSD    float64  `json:"roundsSD"`
	EndedIn     [10]int  `json:"endedIn"` // games that ended in each round (index 1-9)
	// Outcomes is each game's end, in the run's order, one character a game: 'w' won, '1' to
	// '9' lost in that round, 'x' stopped by an error. A run can so be checked game by game
	// (replaying one with --first) and runs with the same seed joined.
	Outcomes    string           `json:"outcomes"`
	CardsLost   float64          `json:"cardsLost"`
	Moves       float64          `json:"moves"`
	Reasons     map[string]int   `json:"reasons"`
	PerAdv      []AdventurerStat `json:"perAdventurer"`
	PerLocation []LocationStat   `json:"perLocation"`
	Game        string           `json:"game,omitempty"`    // "swords" for Swords of the Coin
	PerItem     []ItemStat       `json:"perItem,omitempty"` // Swords of the Coin
	// Finals is how many games fought their final Watch to its end, and Shortfall the mean of
	// their game.Shortfall then: how far the party was from winning them (below zero, won).
	Finals     int     `json:"finals"`
	Shortfall  float64 `json:"shortfall"`
	Errors     int     `json:"errors"`
	FirstError string  `json:"firstError,omitempty"`
	// The bot's time a decision, measured on this machine (the only figures a run does not
	// repeat exactly): the median and the 95th percentile, within 2%.
	DecisionMedian time.Duration `json:"decisionMedian"`
	DecisionP95    time.Duration `json:"decisionP95"`
	DecisionP99    time.Duration `json:"decisionP99"`
	// The same of the bot's CPU time a decision (on Linux), which the machine's other work
	// does not lengthen.
	DecisionCPUMedian time.Duration `json:"decisionCpuMedian,omitempty"`
	DecisionCPUP95    time.Duration `json:"decisionCpuP95,omitempty"`
	DecisionCPUP99    time.Duration `json:"decisionCpuP99,omitempty"`
	// With Config.Calibration: the expert's estimates of the chance to win at each round's
	// start against the games' results, by tenths of the estimate, and their Brier score (the
	// mean squared gap between estimate and result, 0 at best).
	Calibration []CalibrationBucket `json:"calibration,omitempty"`
	Brier       float64             `json:"brier,omitempty"`
	Estimates   int                 `json:"estimates,omitempty"`
}

// CalibrationBucket is the estimates from Low to Low+0.1 (1 included in the last): how many,
// their mean, and the share of their games that were won.
type CalibrationBucket struct {
	Low      float64 `json:"low"`
	Count    int     `json:"count"`
	Estimate float64 `json:"estimate"`
	WinRate  float64 `json:"winRate"`
}

// AdventurerStat is how games with one adventurer went.
type AdventurerStat struct {
	ID        string  `json:"id"`
	Games     int     `json:"games"`
	Wins      int     `json:"wins"`
	WinRate   float64 `json:"winRate"`
	CardsLost float64 `json:"cardsLost"` // that adventurer's cards exhausted, mean per game
	Rounds    float64 `json:"rounds"`    // mean round those games ended in: a measure while few games are won
}

// ItemStat is how a Swords of the Coin Item did: how often it was bought and used, and the win
// rate of the games in which the party owned it.
type ItemStat struct {
	ID      string  `json:"id"`
	Bought  int     `json:"bought"` // times bought, over every game
	Used    int     `json:"used"`   // times used, over every game
	Games   int     `json:"games"`  // games in which it was bought
	Wins    int     `json:"wins"`   // of which won
	WinRate float64 `json:"winRate"`
	Rounds  float64 `json:"rounds"` // mean round those games ended in
}

// LocationStat is how often a location was reached and how often the party fell there.
type LocationStat struct {
	ID       string  `json:"id"`
	Visits   int     `json:"visits"`
	Losses   int     `json:"losses"`
	LossRate float64 `json:"lossRate"` // losses per visit
}

// Summarise sums up games played from a configuration, in their order.
func Summarise(c Config, games []Game) *Report {
	t := newTally()
	for i, g := range games {
		t.add(i, g)
	}
	return t.report(c)
}

// tally is the running totals of a run.
type tally struct {
	r            Report
	firstError   int // game number of r.FirstError
	roundSq      float64
	adv          map[string]*AdventurerStat
	loc          map[string]*LocationStat
	item         map[string]*ItemStat
	decisions    timeHistogram
	decisionsCPU timeHistogram
	buckets      [10]CalibrationBucket // sums until report
	outcomes     []byte                // by game number less the run's first
}

func newTally() *tally {
	return &tally{r: Report{Reasons: map[string]int{}}, firstError: -1, adv: map[string]*AdventurerStat{},
		loc: map[string]*LocationStat{}, item: map[string]*ItemStat{}}
}

// add counts game number i.
func (t *tally) add(i int, g Game) {
	r := &t.r
	r.Games++
	t.outcome(i, g)
	for _, d := range g.Decisions {
		t.decisions.add(d)
	}
	for _, d := range g.DecisionsCPU {
		t.decisionsCPU.add(d)
	}
	if g.Err != "" {
		r.Errors++
		if t.firstError < 0 || i < t.firstError {
			t.firstError, r.FirstError = i, fmt.Sprintf("seed %d: %s", g.Seed, g.Err)
		}
		return
	}
	if g.Won {
		r.Wins++
	}
	won := 0.0
	if g.Won {
		won = 1
	}
	for _, e := range g.Estimates {
		b := &t.buckets[min(9, int(e*10))]
		b.Count++
		b.Estimate += e
		b.WinRate += won
		r.Estimates++
		r.Brier += (e - won) * (e - won)
	}
	r.Rounds += float64(g.Round)
	t.roundSq += float64(g.Round * g.Round)
	if g.Round >= 0 && g.Round < len(r.EndedIn) {
		r.EndedIn[g.Round]++
	}
	r.CardsLost += float64(g.CardsLost)
	r.Moves += float64(g.Moves)
	if g.Final {
		r.Finals++
		r.Shortfall += float64(g.Shortfall)
	}
	r.Reasons[g.Reason]++
	for _, id := range g.Party {
		a := entry(t.adv, id, func() *AdventurerStat { return &AdventurerStat{ID: id} })
		a.Games++
		if g.Won {
			a.Wins++
		}
		a.CardsLost += float64(g.LostBy[id])
		a.Rounds += float64(g.Round)
	}
	for k, id := range g.Visited {
		l := entry(t.loc, id, func() *LocationStat { return &LocationStat{ID: id} })
		l.Visits++
		if !g.Won && k == len(g.Visited)-1 {
			l.Losses++
		}
	}
	owned := map[string]bool{}
	for _, id := range g.Bought {
		it := entry(t.item, id, func() *ItemStat { return &ItemStat{ID: id} })
		it.Bought++
		if !owned[id] {
			owned[id] = true
			it.Games++
			it.Rounds += float64(g.Round)
			if g.Won {
				it.Wins++
			}
		}
	}
	for id, n := range g.Used {
		entry(t.item, id, func() *ItemStat { return &ItemStat{ID: id} }).Used += n
	}
}

// outcome notes game i's end in t.outcomes (see Report.Outcomes), i counted from 0.
func (t *tally) outcome(i int, g Game) {
	if i < 0 || i > maxGames {
		return
	}
	for len(t.outcomes) <= i {
		t.outcomes = append(t.outcomes, '?')
	}
	t.outcomes[i] = Outcome(g)
}

// Outcome is a game's character in Report.Outcomes.
func Outcome(g Game) byte {
	switch {
	case g.Err != "":
		return 'x'
	case g.Won:
		return 'w'
	case g.Round >= 1 && g.Round <= 9:
		return byte('0' + g.Round)
	}
	return 'x'
}

// report finishes the totals into a report.
func (t *tally) report(c Config) *Report {
	r := &t.r
	r.Outcomes = string(t.outcomes)
	r.Bot, r.Difficulty, r.Adventurers, r.Seed, r.First, r.Game, r.Locations = c.Bot, c.Difficulty, c.Adventurers, c.Seed, c.First, c.Game, c.Locations
	adv, loc, roundSq := t.adv, t.loc, t.roundSq
	r.DecisionMedian, r.DecisionP95, r.DecisionP99 = t.decisions.quantile(0.5), t.decisions.quantile(0.95), t.decisions.quantile(0.99)
	r.DecisionCPUMedian, r.DecisionCPUP95, r.DecisionCPUP99 = t.decisionsCPU.quantile(0.5), t.decisionsCPU.quantile(0.95), t.decisionsCPU.quantile(0.99)
	if r.Estimates > 0 {
		r.Brier /= float64(r.Estimates)
		for k, b := range t.buckets {
			if b.Count > 0 {
				b.Low, b.Estimate, b.WinRate = float64(k)/10, b.Estimate/float64(b.Count), b.WinRate/float64(b.Count)
				r.Calibration = append(r.Calibration, b)
			}
		}
	}
	played := r.Games - r.Errors
	if played > 0 {
		n := float64(played)
		r.WinRate = float64(r.Wins) / n
		r.WinRateLow, r.WinRateHigh = Wilson(r.Wins, played)
		r.Rounds /= n
		r.RoundsSD = math.Sqrt(max(0, roundSq/n-r.Rounds*r.Rounds))
		r.CardsLost /= n
		r.Moves /= n
	}
	if r.Finals > 0 {
		r.Shortfall /= float64(r.Finals)
	}
	for _, a := range adv {
		a.WinRate = float64(a.Wins) / float64(a.Games)
		a.CardsLost /= float64(a.Games)
		a.Rounds /= float64(a.Games)
		r.PerAdv = append(r.PerAdv, *a)
	}
	slices.SortFunc(r.PerAdv, func(a, b AdventurerStat) int { return strings.Compare(a.ID, b.ID) })
	for _, l := range loc {
		l.LossRate = float64(l.Losses) / float64(l.Visits)
		r.PerLocation = append(r.PerLocation, *l)
	}
	slices.SortFunc(r.PerLocation, func(a, b LocationStat) int { return strings.Compare(a.ID, b.ID) })
	for _, it := range t.item {
		if it.Games > 0 {
			it.WinRate = float64(it.Wins) / float64(it.Games)
			it.Rounds /= float64(it.Games)
		}
		r.PerItem = append(r.PerItem, *it)
	}
	slices.SortFunc(r.PerItem, func(a, b ItemStat) int { return strings.Compare(a.ID, b.ID) })
	return r
}

// entry returns m[id], made first if need be.
func entry[T any](m map[string]*T, id string, make func() *T) *T {
	if m[id] == nil {
		m[id] = make()
	}
	return m[id]
}

// Wilson is the 95% Wilson score interval of a proportion of wins in n games.
func Wilson(wins, n int) (low, high float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p, nf := float64(wins)/float64(n), float64(n)
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return max(0, centre-half), min(1, centre+half)
}

// Text prints a report for people.
func (r *Report) Text() string { return r.TextIn(say.English()) }

// TextIn is the report in a speaker's language.
func (r *Report) TextIn(sp *say.Speaker) string {
	var b strings.Builder
	put := func(m say.Msg) { b.WriteString(sp.Say(m)) }
	pct := func(x float64) say.Raw { return say.Raw(fmt.Sprintf("%.2f", 100*x)) }
	var party any = say.M("random parties")
	if len(r.Adventurers) > 0 {
		party = say.Raw(strings.Join(r.Adventurers, ","))
	}
	var pool any = say.Raw("")
	if r.Locations != "" {
		pool = say.M(", locations {{.Pool}}", "Pool", say.Raw(r.Locations))
	}
	var box any = say.Raw("")
	switch r.Game {
	case game.GameSwords:
		box = say.M("Swords of the Coin, ")
	case game.GamePocket:
		box = say.M("Pocket Watch, ")
	}
	var span any = say.Raw("")
	if r.First > 0 {
		span = say.M(" (games {{.First}} to {{.Last}})", "First", say.Raw(fmt.Sprint(r.First)), "Last", say.Raw(fmt.Sprint(r.First+r.Games-1)))
	}
	put(say.M("{{.N}} games, {{.Box}}bot {{.Bot}}, difficulty {{.Difficulty}}, {{.Party}}{{.Pool}}, seed {{.Seed}}{{.Span}}\n",
		"N", r.Games, "Box", box, "Bot", say.Raw(r.Bot), "Difficulty", say.Raw(r.Difficulty), "Party", party, "Pool", pool, "Seed", say.Raw(fmt.Sprint(r.Seed)), "Span", span))
	if r.Bot == "oracle" {
		put(say.M("CHEATS: the oracle bot's playouts see every hidden card where it lies; it measures what hidden cards are worth and never gives advice\n"))
	}
	put(say.M("win rate     {{.Rate}}% ({{.Wins}} won), 95% CI {{.Low}}% - {{.High}}%\n",
		"Rate", pct(r.WinRate), "Wins", r.Wins, "Low", pct(r.WinRateLow), "High", pct(r.WinRateHigh)))
	put(say.M("rounds       {{.Rounds}} on average (sd {{.SD}}); games ended in round 1-9: {{.Ended}}\n",
		"Rounds", say.Raw(fmt.Sprintf("%.2f", r.Rounds)), "SD", say.Raw(fmt.Sprintf("%.2f", r.RoundsSD)), "Ended", say.Raw(fmt.Sprint(r.EndedIn[1:]))))
	put(say.M("cards lost   {{.Lost}} ability cards exhausted per game\n", "Lost", say.Raw(fmt.Sprintf("%.2f", r.CardsLost))))
	if r.Finals > 0 {
		put(say.M("final Watch  {{.N}} games fought it; the Line left outweighed the ready cards by {{.Short}} on average\n",
			"N", r.Finals, "Short", say.Raw(fmt.Sprintf("%.2f", r.Shortfall))))
	}
	put(say.M("moves        {{.Moves}} per game\n", "Moves", say.Raw(fmt.Sprintf("%.1f", r.Moves))))
	put(say.M("decision     {{.Median}} median, {{.P95}} 95th percentile, {{.P99}} 99th percentile (the bot's time a move)\n",
		"Median", say.Raw(round(r.DecisionMedian).String()), "P95", say.Raw(round(r.DecisionP95).String()), "P99", say.Raw(round(r.DecisionP99).String())))
	if r.Estimates > 0 {
		put(say.M("calibration  the expert's chance to win at each round's start ({{.N}} estimates), Brier score {{.Brier}}:\n",
			"N", say.Raw(fmt.Sprint(r.Estimates)), "Brier", say.Raw(fmt.Sprintf("%.4f", r.Brier))))
		for _, b := range r.Calibration {
			put(say.M("  {{.Low}}-{{.High}}%: {{.Count}} estimates, mean {{.Estimate}}%, won {{.Won}}%\n",
				"Low", say.Raw(fmt.Sprint(int(math.Round(100*b.Low)))), "High", say.Raw(fmt.Sprint(int(math.Round(100*b.Low))+10)), "Count", say.Raw(fmt.Sprint(b.Count)),
				"Estimate", say.Raw(fmt.Sprintf("%.1f", 100*b.Estimate)), "Won", say.Raw(fmt.Sprintf("%.1f", 100*b.WinRate))))
		}
	}
	if r.Errors > 0 {
		put(say.M("errors       {{.N}} games failed (first: {{.First}})\n", "N", r.Errors, "First", say.Raw(r.FirstError)))
	}
	reasons := make([]string, 0, len(r.Reasons))
	for k := range r.Reasons {
		reasons = append(reasons, k)
	}
	// The most frequent first; reasons as frequent in their own order, so that the text, like
	// the report, is the same from run to run.
	slices.SortFunc(reasons, func(a, b string) int { return cmp.Or(r.Reasons[b]-r.Reasons[a], strings.Compare(a, b)) })
	put(say.M("\nhow games ended:\n"))
	for _, k := range reasons {
		fmt.Fprintf(&b, "  %7d  %s\n", r.Reasons[k], sp.Say(game.EndReason(&game.State{Reason: k})))
	}
	put(say.M("\nadventurer     games   win rate  cards lost  rounds\n"))
	for _, a := range r.PerAdv {
		fmt.Fprintf(&b, "  %-12s %6d   %6.2f%%   %6.2f     %5.2f\n", a.ID, a.Games, 100*a.WinRate, a.CardsLost, a.Rounds)
	}
	if r.Game == "swords" {
		put(say.M("\nitem              bought    used   games owned  win rate when owned  rounds when owned\n"))
		for _, it := range r.PerItem {
			fmt.Fprintf(&b, "  %-16s %6d  %6d   %6d       %6.2f%%              %5.2f\n", it.ID, it.Bought, it.Used, it.Games, 100*it.WinRate, it.Rounds)
		}
	}
	put(say.M("\nlocation              visits  losses  loss rate\n"))
	for _, l := range r.PerLocation {
		fmt.Fprintf(&b, "  %-20s %6d  %6d   %6.2f%%\n", l.ID, l.Visits, l.Losses, 100*l.LossRate)
	}
	return b.String()
}

// timeHistogram counts durations in buckets 2% wide, from a microsecond up: a run keeps its
// decision times in bounded memory, whatever its length.
type timeHistogram struct {
	counts [1024]int
	n      int
}

const bucketRatio = 1.02

func (h *timeHistogram) add(d time.Duration) {
	us := max(1, float64(d)/float64(time.Microsecond))
	i := min(len(h.counts)-1, int(math.Log(us)/math.Log(bucketRatio)))
	h.counts[i]++
	h.n++
}

// quantile returns the upper end of the bucket holding the q-th quantile, 0 when empty.
func (h *timeHistogram) quantile(q float64) time.Duration {
	if h.n == 0 {
		return 0
	}
	want, seen := int(math.Ceil(q*float64(h.n))), 0
	for i, c := range h.counts {
		seen += c
		if seen >= max(1, want) {
			return time.Duration(math.Pow(bucketRatio, float64(i+1)) * float64(time.Microsecond))
		}
	}
	return 0
}

// round shortens a duration for print: three significant figures are all a bucket holds.
func round(d time.Duration) time.Duration {
	switch {
	case d >= time.Second:
		return d.Round(10 * time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	}
	return d.Round(10 * time.Nanosecond)
}
