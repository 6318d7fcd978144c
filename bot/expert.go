package bot

import (
	"cmp"
	"math"
	"math/bits"
	"slices"
	"sync"

	"setawatch/game"
	"setawatch/solver"
)

// ExpertPlayouts is the expert bot's default budget: playouts a decision, shared among the
// moves it weighs. On the same 150 Normal games 384 won 58 against 41 with 128, at 50 ms of
// CPU a decision at the median and 381 ms at the 95th percentile (docs/BOTS.md).
const ExpertPlayouts = 384

// Expert sees only what the players see (game.PlayerView). For every choice outside the
// Watch's own fighting (the camper, the camp dice and runes, the Merchant, every prompt,
// including which card to exhaust as damage) it deals tables consistent with that view
// (game.Determinize), plays the moves out on the same tables with a cheap policy until the
// next round has begun, or the one after for the camp's choices (see horizon; through the
// final round to the game's end), and leaves the solver bot's choice for a move only when
// that move's tables fared better by more than their noise.
// A playout lost in the final Watch scores less the further the party fell short (see score),
// so that the final round, seldom won, still tells a better move from a worse.
// The policy's Watch attacks directly and, when its dice can defeat nothing more, plays the
// ability card that most lightens the Line before letting it go to the Horde (cardRescue).
// In the Watch it weighs the same way the solver's next move against every other move
// allowed (see watchMove). Its budget is a count of playouts, not a clock, and its
// randomness is seeded from the players' view alone (game.ViewSeed): a game replays the same
// anywhere, and two tables the players cannot tell apart get the same choices.
type Expert struct {
	playouts int
	// finalPlayouts is the budget a decision of the final round, where the game is won or lost:
	// on the same 150 Normal games (seed 5001), alike until their final round, eight times the
	// budget there won 41 against 34 (docs/BOTS.md).
	finalPlayouts int
	watch         Solver
	oracle        bool        // it cheats: its playouts are played on the true table (see NewOracle)
	truth         *game.State // the true table of the decision being made, for an oracle
}

// NewOracle makes the oracle: the expert's search, but its playouts are played on the true
// table, every hidden card where it lies (only the future's rolls are drawn anew for each).
// It cheats, so it only measures what hidden cards are worth and how far the expert is from
// that ceiling; the Hint never uses it. (The solver's plans in the Watch are made on the
// players' view as the expert's are: they stop at the first card face down either way.)
func NewOracle(playouts int) *Expert {
	b := NewExpert(playouts)
	b.oracle = true
	return b
}

// deal is the table playout k of a decision is played on: one dealt from the view, or for an
// oracle the true table with a future of its own.
func (b *Expert) deal(view *game.State, seed uint64) *game.State {
	if b.truth != nil {
		return game.Reseed(b.truth, seed)
	}
	return game.Determinize(view, seed)
}

// NewExpert makes an expert bot with a budget of playouts a decision.
func NewExpert(playouts int) *Expert {
	return newExpert(playouts, expertWatchBudget)
}

// newExpert is NewExpert with the solver's budget for each Watch plan.
func newExpert(playouts, watchBudget int) *Expert {
	return &Expert{playouts: max(1, playouts), finalPlayouts: max(1, playouts) * finalFactor, watch: Solver{budget: watchBudget, horde: hordeLater}}
}

// finalFactor is how many times its budget the expert bot spends on a decision of the final
// round (see Expert.finalPlayouts).
const finalFactor = 8

// Name is "expert", or "oracle" for the oracle, which cheats.
func (b *Expert) Name() string {
	if b.oracle {
		return "oracle"
	}
	return "expert"
}

const (
	maxPlayoutMoves = 2000 // a playout that does not reach its end is cut there
)

// expertWatchBudget is the solver's budget for each of the expert's Watch plans, in engine
// calls: sixteen times a Hint's. A plan is followed move by move and made again only when a
// hidden card turns up or the expert leaves it, so the budget costs little a decision; on the
// same 300 Normal games the expert won 7 with it against 4 with the solver bot's budget, a
// tenth of a Hint's (docs/BOTS.md).
const expertWatchBudget = solver.Budget * 16

// What a creature gone to the Horde before the final round costs, besides its damage: every
// one of them joins the final round's Line. hordeLater is the solver's measure for the Watch
// (tenths of a card, see solver.Settings.HordeLater); hordeWeight is value's, where a ready
// card is worth 20.
const (
	hordeLater  = 5
	hordeWeight = 10
)

// Choose picks the next move from the players' view of s.
func (b *Expert) Choose(s *game.State) (game.Move, error) {
	if s.Over() {
		return game.Move{}, ErrNoMove
	}
	view := game.PlayerView(s)
	seed := game.ViewSeed(view)
	if b.oracle {
		b.truth = s
		defer func() { b.truth = nil }()
	}
	var m game.Move
	var err error
	withFewerCollections(func() { m, err = b.choose(view, seed) })
	if err != nil {
		return m, err
	}
	if _, _, err := game.Apply(s, m); err == nil {
		return m, nil
	}
	// The table refused a move the view allows: a creature's health can hang on a face-down
	// card (a Forest Giant's on the one behind it). Told so, as a player would be, the bot
	// takes the first of the view's moves the table allows, ending a phase last, and plans the
	// Watch again.
	b.watch.plan = nil
	alts := distinct(game.Legal(view))
	slices.SortStableFunc(alts, func(x, y game.Move) int { return cmp.Compare(endsLast(x), endsLast(y)) })
	for _, alt := range alts {
		if _, _, err := game.Apply(s, alt); err == nil {
			return alt, nil
		}
	}
	return game.Move{}, ErrNoMove
}

func endsLast(m game.Move) int {
	if m.Verb == game.VerbEnd {
		return 1
	}
	return 0
}

// choose picks the next move from the players' view.
func (b *Expert) choose(view *game.State, seed uint64) (game.Move, error) {
	if game.Fighting(view) {
		return b.watchMove(view, seed)
	}
	moves := candidates(view)
	if len(moves) == 0 {
		return game.Move{}, ErrNoMove
	}
	if len(moves) == 1 {
		return moves[0], nil
	}
	return moves[b.best(view, moves, seed)], nil
}

// watchMove weighs the solver's next move in the Watch against the other moves allowed (see
// watchCandidates). Tables are dealt from the view as for any other choice.
func (b *Expert) watchMove(view *game.State, seed uint64) (game.Move, error) {
	planned, err := b.watch.Choose(view)
	if err != nil {
		return planned, err
	}
	moves := watchCandidates(view, planned)
	if len(moves) == 1 {
		return planned, nil
	}
	k := b.best(view, moves, seed)
	if k != 0 {
		b.watch.plan = nil // the solver plans again from the table the chosen move leaves
	}
	return moves[k], nil
}

// Advice is the expert's next move, with how its playouts fared.
type Advice struct {
	Move game.Move
	// Watch is true for a move of the Watch's fighting, where the solver plans; Planned, that
	// the move is the next of the solver's plan. Plan is that plan (in the Watch only): no
	// moves when nothing helps, and the move is then to end the Watch.
	Watch, Planned bool
	Plan           solver.Plan
	// Weighed is how many different moves the playouts compared (1 when only one is allowed).
	Weighed int
	// Rounds is how many rounds' starts the playouts ran to: 1 for this round's end, 2 for
	// the camp's choices, which also weigh the next round.
	Rounds int
	// Through is the share of the dealt tables on which the party, after Move, got through
	// those rounds (or won); Tables is how many tables were dealt for it. Ended is true when
	// the game ended on every table (the final round is played to its end): Won is then the
	// share of tables won, the expert's chance to win from here.
	Through float64
	Tables  int
	Ended   bool
	Won     float64
	// WinChance is the Hint's figure, the chance to win the game from here: the playouts won
	// count 1, those lost 0, and those still in play the share of the expert bot's measured
	// games that won once they had reached the same round (ExpertFromRound); WinLow and
	// WinHigh bound it (see winChance). Measured is that share's games at the playouts'
	// horizon. All are zero when the box and difficulty were not measured.
	WinChance, WinLow, WinHigh float64
	Measured                   Measured
	// HeldOut is how such figures fared on the measured games they were not made from (zero
	// when none were).
	HeldOut HeldOut
}

// Advise weighs the next move from the players' view of s, as the expert bot would with a
// budget of playouts (planning the Watch with a Hint's budget), and says how the playouts of
// that move fared. The move is one the table allows. Its randomness is seeded from the view.
func Advise(s *game.State, playouts int) (Advice, error) {
	if s.Over() {
		return Advice{}, ErrNoMove
	}
	// The Hint's plan has the solver's own budget, like the plan the Hint shows: the expert's,
	// sixteen times as much, could make a Hint on a long Line sixteen times as slow.
	b := newExpert(playouts, solver.Budget)
	b.finalPlayouts = b.playouts // a Hint keeps its budget: it must answer at once
	view := game.PlayerView(s)
	seed := game.ViewSeed(view)
	watch := game.Fighting(view)
	var moves []game.Move
	if watch {
		planned, err := b.watch.Choose(view)
		if err != nil {
			return Advice{}, err
		}
		moves = watchCandidates(view, planned)
	} else if moves = candidates(view); len(moves) == 0 {
		return Advice{}, ErrNoMove
	}
	var k int
	var outs []outcome
	if len(moves) > 1 {
		k, outs = b.weigh(view, moves, seed)
	}
	if _, _, err := game.Apply(s, moves[k]); err != nil {
		return Advice{}, ErrNoMove // a move the view allows, refused on a hidden card: no advice
	}
	// The chosen move is played on new tables until it has had the whole budget's worth.
	until := horizon(view)
	for t := len(outs); t < b.playouts; t++ {
		outs = append(outs, playoutScore(game.Determinize(view, mix(seed^0x5eed, t)), moves[k], until))
	}
	a := Advice{Move: moves[k], Watch: watch, Planned: watch && k == 0, Weighed: len(moves), Rounds: until - view.Round, Tables: len(outs), Ended: true}
	if watch {
		a.Plan = b.watch.made
	}
	through, won := 0, 0
	for _, o := range outs {
		if o.score >= 500 { // a round got through is worth 1000, less at most a few hundred for what is left
			through++
		}
		if o.won {
			won++
		}
		a.Ended = a.Ended && o.over
	}
	a.Through = float64(through) / float64(max(1, len(outs)))
	a.Won = float64(won) / float64(max(1, len(outs)))
	if scale, ok := measuredScale(view.Options); ok {
		a.WinChance, a.WinLow, a.WinHigh = scale.chance(outs)
		a.Measured = scale.fromRound[min(until, 9)]
		a.HeldOut = ExpertHeldOut[view.Options.DifficultyName()]
	}
	return a, nil
}

// winChance is the chance to win from playouts' outcomes: 1 for a playout won, 0 for one lost,
// and for one still in play the share of the expert bot's measured games that won once they
// had reached its round (fromRound). low and high bound it with the 95% Wilson interval of
// the playouts still in play or won, times the same share.
func winChance(outs []outcome, fromRound [10]Measured) (chance, low, high float64) {
	if len(outs) == 0 {
		return 0, 0, 1
	}
	alive, share := 0, 0.0
	for _, o := range outs {
		switch {
		case o.won:
			chance++
		case !o.over:
			alive++
			m := fromRound[min(max(o.round, 1), 9)]
			chance += float64(m.Won) / float64(max(1, m.Games))
			share += float64(m.Won) / float64(max(1, m.Games))
		}
	}
	n := float64(len(outs))
	chance /= n
	l, h := wilson(alive, len(outs))
	if alive > 0 {
		share /= float64(alive)
	}
	won := chance - share*float64(alive)/n // the playouts won outright
	return chance, won + l*share, min(1, won+h*share)
}

// WinChance estimates the party's chance to win the game from the players' view of s, as the
// Hint does (see Advice.WinChance) but before any move: n tables dealt from the view are
// played with the playouts' policy to the start of the round after next (through the final
// round to the game's end), seeded from the view alone. ok is false when the expert bot's
// games were not measured on that box and difficulty. It is what sim's calibration measures.
func WinChance(s *game.State, n int) (chance float64, ok bool) {
	scale, ok := measuredScale(s.Options)
	if !ok {
		return 0, false
	}
	if s.Over() {
		if s.Result == "won" {
			return 1, true
		}
		return 0, true
	}
	view := game.PlayerView(s)
	seed := game.ViewSeed(view)
	outs := make([]outcome, 0, n)
	withFewerCollections(func() {
		p := playouts.Get().(*game.Playout)
		defer playouts.Put(p)
		until := horizon(view)
		for t := range n {
			p.Reset(game.Determinize(view, mix(seed^0x3a11, t)))
			e := playOut(p, until)
			outs = append(outs, outcome{over: e.s.Over(), won: e.s.Result == "won", round: e.s.Round})
		}
	})
	chance, _, _ = scale.chance(outs)
	return chance, true
}

// wilson is the 95% Wilson score interval of a share of wins out of n.
func wilson(wins, n int) (low, high float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	p, nf := float64(wins)/float64(n), float64(n)
	centre := (p + z*z/(2*nf)) / (1 + z*z/nf)
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / (1 + z*z/nf)
	return max(0, centre-half), min(1, centre+half)
}

// candidates are the different moves allowed on the view, the playouts' own choice first:
// the playouts must show a better move to leave it.
func candidates(view *game.State) []game.Move {
	moves := distinct(game.Legal(view))
	if base, err := policyMove(view); err == nil {
		if k := slices.IndexFunc(moves, func(m game.Move) bool { return m.String() == base.String() }); k > 0 {
			moves[0], moves[k] = moves[k], moves[0]
		}
	}
	return moves
}

// watchCandidates lists the planned move first, then every other move allowed in the Watch,
// one a move that prints differently, with the owner's lowest die on a card (see
// lowestDiceOnly): the playouts judge them on tables where the creatures still face down are
// dealt, which the plan, stopping at the first of them, cannot. Ending the Watch and feeding
// the fire are left to the plan. The expert so won 165 of 1,000 Normal games against 30
// weighing only the cards the plan never makes (docs/BOTS.md).
func watchCandidates(view *game.State, planned game.Move) []game.Move {
	moves := []game.Move{planned}
	for _, m := range lowestDiceOnly(view, game.Legal(view)) {
		if m.Verb != game.VerbEnd && m.Verb != game.VerbFire {
			moves = append(moves, m)
		}
	}
	return distinct(moves) // keeps the first of each, the planned move among them
}

// cardKey is the behaviour key of a card id.
func cardKey(card string) string {
	cat, err := game.DefaultCatalog()
	if err != nil {
		return ""
	}
	if c := cat.Cards[card]; c != nil {
		return c.Key
	}
	return ""
}

// lowestDiceOnly keeps, of the moves placing one die on a card, those placing the owner's
// lowest free die: a higher one would do the same and leave less for attacks. It filters moves
// in place.
func lowestDiceOnly(s *game.State, moves []game.Move) []game.Move {
	out := moves[:0]
	for _, m := range moves {
		if m.Verb == game.VerbUse && len(m.Dice) == 1 && m.Dice[0].Tamed == "" {
			if a := s.Adventurer(m.Dice[0].Adventurer); a != nil && slices.ContainsFunc(a.Dice, func(d game.Die) bool {
				return d.State == game.DieFree && d.Value < m.Dice[0].Value
			}) {
				continue
			}
		}
		out = append(out, m)
	}
	return out
}

// best weighs the moves by sequential halving: every move still in the race is played out on
// the same new tables, then the worse half drops out, until the budget is spent. The first
// move (the solver bot's) stays in the race, and another move replaces it only when it did
// better on the same tables by more than their noise.
func (b *Expert) best(view *game.State, moves []game.Move, seed uint64) int {
	k, _ := b.weigh(view, moves, seed)
	return k
}

// weigh is best, with the outcomes of the chosen move on the tables it was played on.
func (b *Expert) weigh(view *game.State, moves []game.Move, seed uint64) (int, []outcome) {
	alive := make([]int, len(moves))
	for i := range alive {
		alive[i] = i
	}
	outs := make([][]outcome, len(moves)) // by move, then by table
	stages := bits.Len(uint(len(moves) - 1))
	tables := 0
	budget := b.playouts
	if game.FinalRound(view) {
		budget = b.finalPlayouts
	}
	for stage := 0; stage < stages || stage == 0; stage++ {
		n := max(1, budget/stages/len(alive))
		for k := tables; k < tables+n; k++ {
			det := b.deal(view, mix(seed, k))
			for _, i := range alive {
				outs[i] = append(outs[i], playoutScore(det, moves[i], horizon(view)))
			}
		}
		tables += n
		if len(alive) <= 2 {
			break
		}
		slices.SortStableFunc(alive[1:], func(x, y int) int { return cmp.Compare(meanScore(outs[y]), meanScore(outs[x])) })
		alive = alive[:max(2, (len(alive)+1)/2)]
	}
	best, bestGain := 0, 0.0
	for _, i := range alive[1:] {
		// Paired differences with the first move over the tables both were played on.
		diff := make([]float64, len(outs[i]))
		for k := range diff {
			diff[k] = outs[i][k].score - outs[0][len(outs[0])-len(diff)+k].score
		}
		if g := mean(diff); g > bestGain && g > stderr(diff) {
			best, bestGain = i, g
		}
	}
	return best, outs[best]
}

// outcome is how a playout fared: its score, and whether the game ended in it, won.
type outcome struct {
	score     float64
	over, won bool
	round     int // the round the playout got to
}

// playoutScore plays a move on a dealt table and out from there.
func playoutScore(det *game.State, m game.Move, untilRound int) outcome {
	p := playouts.Get().(*game.Playout)
	defer playouts.Put(p)
	p.Reset(det)
	if err := p.Play(m); err != nil {
		return outcome{score: -1e6} // legal on the view yet refused on a dealt table: never seen, never chosen
	}
	e := playOut(p, untilRound)
	return outcome{score: score(e, untilRound-1), over: e.s.Over(), won: e.s.Result == "won", round: e.s.Round}
}

// playouts are the tables the playouts change in place, reused from playout to playout.
var playouts = sync.Pool{New: func() any { return new(game.Playout) }}

// meanScore is the mean score of outcomes.
func meanScore(outs []outcome) float64 {
	return meanOf(outs, func(o outcome) float64 { return o.score })
}

func mean(xs []float64) float64 { return meanOf(xs, func(x float64) float64 { return x }) }

// meanOf is the mean of a value of each of xs, 0 for none.
func meanOf[T any](xs []T, value func(T) float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sum := 0.0
	for _, x := range xs {
		sum += value(x)
	}
	return sum / float64(len(xs))
}

// stderr is the standard error of the mean of xs.
func stderr(xs []float64) float64 {
	if len(xs) < 2 {
		return math.Inf(1)
	}
	m, ss := mean(xs), 0.0
	for _, x := range xs {
		ss += (x - m) * (x - m)
	}
	return math.Sqrt(ss / float64(len(xs)-1) / float64(len(xs)))
}

// ending is where a playout got: its table and, when it played the final Watch to its end,
// by how many cards the Line left there outweighed the party's ready cards (game.Shortfall).
type ending struct {
	s         *game.State
	shortfall int
	final     bool // the final Watch ended in the playout
}

// shortfallWeight is what a card of shortfall costs a game lost in its final Watch: as much
// as a ready card in value, so that a near miss ranks above a rout (a final round is seldom
// won, and without this every loss there would look the same), and at most maxShortfall of
// them, so that a lost final never ranks below getting to it.
const (
	shortfallWeight = 20
	maxShortfall    = 20
)

// score is value, less for a game lost in its final Watch the further it fell short.
func score(e ending, from int) float64 {
	v := value(e.s, from)
	if e.s.Result == "lost" && game.FinalRound(e.s) {
		short := maxShortfall
		if e.final {
			short = min(max(e.shortfall+1, 1), maxShortfall)
		}
		v -= shortfallWeight * float64(short)
	}
	return v
}

// playOut plays a dealt table with the playout policy until round untilRound has begun and
// its first prompts are answered (the cards the new location's firewood costs are counted),
// or the game ends, and returns the table it got to (the playout's, until it plays on). A
// final round is always played to the end: the Horde's fight there decides the game.
func playOut(p *game.Playout, untilRound int) ending {
	e := ending{}
	s := p.State()
	e.shortfall, e.final = game.FinalShortfall(s)
	for n := 0; n < maxPlayoutMoves && !s.Over(); n++ {
		if s.Round >= untilRound && s.Pending() == nil && !game.FinalRound(s) {
			break
		}
		var fight game.FinalFight
		if !e.final {
			fight = game.FinalFightAt(s)
		}
		if game.Fighting(s) {
			if !greedyAttack(p) {
				break
			}
		} else if m, err := policyMove(s); err == nil {
			_ = p.Play(m) // a move refused leaves the table as it was, as Apply does
		} else {
			break
		}
		s = p.State()
		if !e.final {
			e.shortfall, e.final = game.FinalShortfallFrom(fight, s)
		}
	}
	e.s = s
	return e
}

// policyMove is the playouts' move outside their Watch: the solver bot's, but for Scout Ahead,
// answered as scoutAnswer says.
func policyMove(s *game.State) (game.Move, error) {
	if m, ok := scoutAnswer(s); ok {
		return m, nil
	}
	if m, ok := mapAnswer(s); ok {
		return m, nil
	}
	return (&Solver{}).Choose(s)
}

// mapAnswer answers Check Map and the Wizard's Teleport with the easiest location offered (see
// locationEase), Teleport only when it is easier than the top of the Map deck (on a dealt
// table the card dealt there; the players' view lists the deck in no telling order, so there
// it is only a first guess, which the expert's playouts then weigh). ok is false when neither
// is pending.
func mapAnswer(s *game.State) (game.Move, bool) {
	if t := s.Pending(); t == nil || t.Kind.Picks() != game.PicksNextLocation {
		return game.Move{}, false
	}
	_, opts := game.PendingAnswers(s)
	cat, err := game.DefaultCatalog()
	if err != nil {
		return game.Move{}, false
	}
	best, bestEase := game.Answer{}, math.MinInt
	if len(s.MapDeck) > 0 && slices.ContainsFunc(opts, func(a game.Answer) bool { return a.None }) {
		// Teleport may keep the top of the Map deck as the next location.
		best, bestEase = game.AnswerNone(), locationEase(cat.Cards[s.MapDeck[0]])
	}
	for _, o := range opts {
		if e := locationEase(cat.Cards[o.Card]); !o.None && e > bestEase {
			best, bestEase = o, e
		}
	}
	if !slices.ContainsFunc(opts, best.Equal) {
		return game.Move{}, false
	}
	return game.Choose(best), true
}

// locationEase is how kind a location is to the party: three for each firewood it adds, ten
// less for each creature it brings (a halving of the fire counts as losing two).
func locationEase(c *game.Card) int {
	if c == nil {
		return math.MinInt / 2
	}
	fire := c.Firewood
	if c.FirewoodSpecial {
		fire = -2
	}
	return 3*fire - 10*c.Creatures
}

// scoutKeep is the most threat (see threat) a creature seen by Scout Ahead may carry to stay on
// top of the Creature deck: a creature drawn unseen carries about 10.
const scoutKeep = 9

// scoutAnswer answers a pending Scout Ahead: the creatures seen that are easier than one drawn
// unseen stay on top, the easiest first; the others, Summons first of all, go under the deck.
// ok is false when no Scout Ahead is pending.
func scoutAnswer(s *game.State) (game.Move, bool) {
	if t := s.Pending(); t == nil || t.Kind.Picks() != game.PicksOrderCut {
		return game.Move{}, false
	}
	_, opts := game.PendingAnswers(s)
	cat, err := game.DefaultCatalog()
	if err != nil {
		return game.Move{}, false
	}
	var top, bottom []string
	for _, c := range s.Pending().Cards {
		if threat(cat.Cards[c]) <= scoutKeep {
			top = append(top, c)
		} else {
			bottom = append(bottom, c)
		}
	}
	slices.SortStableFunc(top, func(a, b string) int { return cmp.Compare(threat(cat.Cards[a]), threat(cat.Cards[b])) })
	answer := game.AnswerTopBottom(top, bottom)
	if !slices.ContainsFunc(opts, answer.Equal) {
		return game.Move{}, false
	}
	return game.Choose(answer), true
}

// threat is a rough measure of how hard a creature is on the Watch: its health and three times
// the cards it costs if it reaches the Horde; a Summon (a card at once, then an Unhallowed) is
// the worst, an Acolyte adds to the Horde, and a creature whose health is worked out at the
// table counts as an average one.
func threat(c *game.Card) int {
	switch {
	case c == nil:
		return 10
	case c.Kind == game.KindSummon:
		return 30
	case c.VariableHealth || c.Health <= 1:
		return 10
	case c.Kind == game.KindAcolyte:
		return c.Health + 3*c.Damage + 3
	}
	return c.Health + 3*c.Damage
}

// attackOption is one die an adventurer can put on a creature.
type attackOption struct {
	die   game.DieSpec
	value int
}

// greedyAttack is the playouts' Watch, cheaper than any plan (no Legal call): it attacks the
// first revealed creature the Watch's dice can defeat, with the smallest die that finishes it,
// else with the largest; with none, the Watch ends. It plays its move on the playout, and
// returns false if even ending the Watch is refused.
// The solver bot's answers take the prompts, and its rules the camp.
func greedyAttack(p *game.Playout) bool {
	s := p.State()
	var optBuf [16]attackOption
	for pos := 1; pos <= len(s.Line); pos++ {
		if !s.Line[pos-1].FaceUp {
			continue
		}
		opts := attackOptions(optBuf[:0], s, pos)
		need := game.Health(s, pos-1) - s.Line[pos-1].Damage
		for len(opts) > 0 {
			total, finisher, largest := 0, -1, 0
			for k, o := range opts {
				total += o.value
				if o.value >= need && (finisher < 0 || o.value < opts[finisher].value) {
					finisher = k
				}
				if o.value > opts[largest].value {
					largest = k
				}
			}
			k := finisher
			if k < 0 {
				if total < need {
					break
				}
				k = largest
			}
			if p.Play(game.Move{Verb: game.VerbAttack, Pos: pos, Dice: []game.DieSpec{opts[k].die}}) == nil {
				return true
			}
			opts = slices.Delete(opts, k, k+1) // a rule forbids that die here: try the others
		}
	}
	return cardRescue(p) || p.Play(game.Move{Verb: game.VerbEnd}) == nil
}

// exhaustCost is what exhausting an ability card costs in lineWeight's measure: a card is
// spent only to defeat a creature, whose damage would cost a card anyway, and a die does the
// same job more cheaply.
const exhaustCost = 60

// cardRescue is the playouts' last resort before their Watch ends with creatures left: of the
// moves putting a die on an ability card or exhausting one (one Legal call), it plays the one
// that most lightens the Line (see lineWeight), a die before a card, and answers the prompts
// it raises with the solver's answers. It returns false, the playout as it was, when no card
// helps.
func cardRescue(p *game.Playout) bool {
	return bestRescue(p, rescueCandidates(cardMoves(p.State(), p.Legal())))
}

// bestRescue is cardRescue's choice among moves: each is tried on a table of its own, and the
// best one's table is put on the playout.
func bestRescue(p *game.Playout, moves []game.Move) bool {
	s := p.State()
	before := lineWeight(s)
	room := rescueRooms.Get().(*rescueRoom)
	defer rescueRooms.Put(room)
	trial, best := &room.trial, &room.best
	found, bestGain := false, 0
	for _, m := range moves {
		trial.Reset(s)
		err := trial.Play(m)
		for n := 0; err == nil && n < 8 && !trial.State().Over() && trial.State().Pending() != nil; n++ {
			a, ok := solver.Answer(trial.State())
			if !ok {
				break
			}
			err = trial.Play(a)
		}
		next := trial.State()
		if err != nil || next.Over() && next.Result != "won" {
			continue
		}
		gain := before - lineWeight(next)
		if m.Verb == game.VerbExhaust {
			gain -= exhaustCost
		}
		if gain > bestGain {
			trial, best = best, trial // kept: the next move is tried on the other table
			found, bestGain = true, gain
		}
	}
	if found {
		p.Reset(best.State())
	}
	return found
}

// rescueRoom is bestRescue's two tables, reused from call to call: the move being tried, and
// the best one so far.
type rescueRoom struct{ trial, best game.Playout }

var rescueRooms = sync.Pool{New: func() any { return new(rescueRoom) }}

// rescueCandidates are the moves cardRescue tries, of cardMoves' (filtered in place). Left out,
// as they could never be its choice:
//   - an exhaust where a die can pay for the same card on the same targets: the card does the
//     same either way, and the die costs exhaustCost less;
//   - Blinding Light, which only turns creatures face up, adding their health to lineWeight
//     (only a Swords of the Coin rider, mounting a creature it uncovers, would shorten the
//     Line), and whose every pair of face-down creatures would cost more than the rest.
func rescueCandidates(moves []game.Move) []game.Move {
	// The moves paying with a die, by index: each exhaust is checked against these only.
	var buf [32]int
	uses := buf[:0]
	for i := range moves {
		if moves[i].Verb == game.VerbUse && len(moves[i].Dice) > 0 {
			uses = append(uses, i)
		}
	}
	var skipBuf [64]bool
	skip := skipBuf[:0]
	for _, m := range moves {
		skip = append(skip, m.Verb == game.VerbExhaust && slices.ContainsFunc(uses, func(i int) bool { return paysFor(&moves[i], &m) }) ||
			cardKey(m.Card) == "cleric.blinding-light")
	}
	// Only now is the list filtered in place: the exhausts were checked against it whole.
	out := moves[:0]
	for i, m := range moves {
		if !skip[i] {
			out = append(out, m)
		}
	}
	return out
}

// paysFor reports whether use, a move paying with a die, puts it on the card exhaust exhausts,
// with the same targets.
func paysFor(use, exhaust *game.Move) bool {
	return use.Card == exhaust.Card && slices.Equal(use.Dice[1:], exhaust.Dice) && slices.Equal(use.Args, exhaust.Args)
}

// cardMoves keeps, of the moves allowed on s, those putting the owner's lowest die on an
// ability card or exhausting one. It filters moves in place.
func cardMoves(s *game.State, moves []game.Move) []game.Move {
	moves = lowestDiceOnly(s, moves)
	out := moves[:0]
	for _, m := range moves {
		if m.Verb == game.VerbUse || m.Verb == game.VerbExhaust {
			out = append(out, m)
		}
	}
	return out
}

// lineWeight measures what is left to fight in the Line: 100 a card, plus the health still to
// take from each creature face up.
func lineWeight(s *game.State) int {
	w := 0
	for i, lc := range s.Line {
		w += 100
		if lc.FaceUp {
			w += max(0, game.Health(s, i)-lc.Damage)
		}
	}
	return w
}

// attackOptions appends to opts the free dice and tamed creatures of the adventurers on Watch
// that reach Line position pos, one a value an adventurer.
func attackOptions(opts []attackOption, s *game.State, pos int) []attackOption {
	for i := range s.Adventurers {
		a := &s.Adventurers[i]
		if a.ID == s.Camper || game.Reach(s, a.ID) < pos {
			continue
		}
		var seen [16]bool
		for k, d := range a.Dice {
			if d.State != game.DieFree {
				continue
			}
			v := game.DieValue(s, game.DieRef{Adventurer: a.ID, Index: k})
			if v < len(seen) && seen[v] {
				continue
			}
			if v < len(seen) {
				seen[v] = true
			}
			opts = append(opts, attackOption{game.DieSpec{Adventurer: a.ID, Value: d.Value}, v})
		}
		for _, c := range a.Tamed {
			opts = append(opts, attackOption{game.DieSpec{Adventurer: a.ID, Tamed: c}, game.DieValue(s, game.DieRef{Adventurer: a.ID, Tamed: c})})
		}
	}
	return opts
}

// value scores where a playout that began in round from got: 1000 for each round it got
// through, a win counting as one more, and on a table still in play, what keeps the party
// alive — ready ability cards, adventurers with one, the fire — less the Horde the final
// location will add and the creatures the new location brings.
func value(s *game.State, from int) float64 {
	v := 1000 * float64(s.Round-from)
	switch s.Result {
	case "won":
		return v + 1000 // what is left at the table no longer matters
	case "lost":
		return v
	}
	for i := range s.Adventurers {
		a := &s.Adventurers[i]
		if a.Ready() {
			v += 40
		}
		for _, sl := range a.Slots {
			if !sl.Exhausted {
				v += 20
			}
		}
	}
	return v + 3*float64(min(s.Firewood, 12)) - hordeWeight*float64(hordeSize(s)) - 5*float64(locationCreatures(s))
}

// hordeSize is how many creatures the Horde holds: its pile, or Pocket Watch's counter.
func hordeSize(s *game.State) int {
	if s.Pocket != nil {
		return len(s.Horde) + s.Pocket.Horde
	}
	return len(s.Horde)
}

// locationCreatures is how many creatures the table's location brings to the Line.
func locationCreatures(s *game.State) int {
	cat, err := game.DefaultCatalog()
	if err != nil {
		return 0
	}
	if c := cat.Cards[s.Location]; c != nil {
		return c.Creatures
	}
	return 0
}

// distinct drops moves that print the same: the engine lists one move per die, and dice of
// the same value make the same move.
func distinct(moves []game.Move) []game.Move {
	seen := map[string]bool{}
	out := moves[:0:0]
	for _, m := range moves {
		if k := m.String(); !seen[k] {
			seen[k] = true
			out = append(out, m)
		}
	}
	return out
}

// mix derives the seed of table k of a decision (SplitMix64).
func mix(seed uint64, k int) uint64 {
	z := seed + uint64(k+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// horizon is the round whose start ends the playouts of a choice made at the table view: for
// the camper and the camp's dice, the round after next, as their worth shows in the next camp
// and Watch too (who is left to rest, the fire the next location finds); for the rest, the
// next round. On the same 300 Normal games the camp's longer horizon won 10 against 7 and
// survived 6.36 rounds against 6.09; one round more again gave nothing (docs/BOTS.md).
func horizon(view *game.State) int {
	if view.Phase == game.PhaseCamper || view.Phase == game.PhaseCamp {
		return view.Round + 2
	}
	return view.Round + 1
}
