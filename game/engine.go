package game

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"setawatch/internal/say"
)

// Event is one thing that happened, for the log and the interface.
type Event struct {
	Kind       EventKind `json:"kind"`
	Card       string    `json:"card,omitempty"`
	Adventurer string    `json:"adventurer,omitempty"`
	Value      int       `json:"value,omitempty"`
	Text       string    `json:"text,omitempty"`
}

// ErrGameOver is returned for any move after the game has ended.
var ErrGameOver = say.Err("the game is over")

// game is the engine at work on one state: the state, the cards and the events so far.
type game struct {
	s      *State
	cat    *Catalog
	events []Event
	paid   int // the value of the die paid for the ability being checked or used (0: exhausted)

	// Legal's work: quiet refusals (no reason is built for a candidate it drops), the moves
	// kept so far, their dice and a prompt's answers (carved from chunks, see room), and a
	// scratch list of dice reused from call to call.
	quiet bool
	// ownPiles: the table's piles are its own, shared with no other table the engine keeps
	// as it is (a Playout's: see State.cloneInto), so they are changed in place.
	ownPiles            bool
	refs                []DieRef   // on a Playout's table, the chunk the dice on creatures are carved from (see withDie)
	targetList          targetList // the targets a card lists, its array kept (see targetsOf)
	legal               []Move
	scratch             []DieSpec
	keptDice            []DieSpec
	keptArgs            []Arg
	keptAnswers         []Answer
	lastMoves, lastDice int // how many the last call made

	optBuf []Answer // the answers options lists, its array kept from call to call
	// Worked out once by Legal, which does not change the table (see firstGuard).
	firstLich, firstGolem int

	placeKey  string        // the location whose rule placeRule is (see loc)
	placeRule *locationRule // nil until asked
}

// errRefused is what a check returns to Legal for a refused candidate: Legal only keeps the
// allowed moves, so it builds no reason a player reads. Apply always gets the reason.
var errRefused = errors.New("refused")

// legalGames are Legal's engines, reused from call to call with their lists: a call copies
// its moves out at the end.
var legalGames = sync.Pool{New: func() any { return new(game) }}

func (g *game) emit(kind EventKind, card, adv string, value int) {
	g.events = append(g.events, Event{Kind: kind, Card: card, Adventurer: adv, Value: value})
}

// Apply checks a move against the rules and, if it is allowed, returns the new state and what
// happened. A refused move returns an error a player can read, and s is left exactly as it was.
func Apply(s *State, m Move) (*State, []Event, error) {
	cat, err := DefaultCatalog()
	if err != nil {
		return s, nil, err
	}
	if s.Over() {
		return s, nil, ErrGameOver
	}
	b := new(applyBlock)
	g := &b.g
	*g = game{s: s.cloneInto(&b.table, sharePiles), cat: cat, events: b.events[:0:len(b.events)]}
	room := optionRooms.Get().(*[]Answer)
	g.optBuf = *room
	defer func() {
		*room, g.optBuf = g.optBuf[:0], nil // the table Apply returns keeps none of it
		optionRooms.Put(room)
	}()
	if err := g.check(m); err != nil {
		return s, nil, err
	}
	if err := g.apply(m); err != nil {
		return s, nil, err
	}
	g.s.Moves++
	g.advance()
	if len(g.events) == 0 {
		return g.s, nil, nil // as a move that told nothing always has
	}
	return g.s, g.events, nil
}

// optionRooms are the lists Apply makes a prompt's answers in, kept from call to call.
var optionRooms = sync.Pool{New: func() any { return new([]Answer) }}

// Legal lists every move allowed now. Direct attacks are listed one die at a time; an attack
// with several dice is the same as those attacks one after another.
func Legal(s *State) []Move {
	cat, err := DefaultCatalog()
	if err != nil || s.Over() {
		return nil
	}
	g := legalGames.Get().(*game)
	// Room for twice the last call's moves and dice: the tables met one after another are
	// alike, and a call that outgrows its chunk copies what it has made so far.
	moves, dice := 2*g.lastMoves, 2*g.lastDice
	g.reuse(s, cat)
	g.quiet = true
	g.legal = room(g.legal, max(minLegalRoom, moves), max(legalChunk, 2*moves))
	g.keptDice = room(g.keptDice, max(minDiceRoom, dice), max(diceChunk, 2*dice))
	g.keptArgs = room(g.keptArgs, minArgsRoom, argsChunk)
	g.keptAnswers = room(g.keptAnswers, minAnswersRoom, answersChunk)
	defer func() {
		// The pool keeps no table or card alive, and the rest of the chunks for the next call.
		clear(g.scratch)
		n, d := len(g.legal), len(g.keptDice)
		g.legal, g.keptDice, g.keptArgs = g.legal[n:n], g.keptDice[d:d], g.keptArgs[len(g.keptArgs):]
		g.keptAnswers = g.keptAnswers[len(g.keptAnswers):]
		g.reuse(nil, nil)
		g.lastMoves, g.lastDice = n, d
		legalGames.Put(g)
	}()
	g.listMoves()
	n := len(g.legal)
	if n == 0 {
		return nil
	}
	return g.legal[:n:n]
}

// reuse puts the engine on s, afresh but for its lists: emptied, they keep their arrays for
// the next call (and a Playout's chunk of dice keeps what its table holds, see withDie).
func (g *game) reuse(s *State, cat *Catalog) {
	*g = game{s: s, cat: cat, legal: g.legal[:0], scratch: g.scratch[:0], keptDice: g.keptDice[:0],
		keptArgs: g.keptArgs[:0], keptAnswers: g.keptAnswers[:0], optBuf: g.optBuf[:0], events: g.events[:0],
		refs: g.refs, targetList: g.targetList}
}

// listMoves appends to g.legal every move allowed now: a prompt's answers, or the moves of the
// phase.
func (g *game) listMoves() {
	t := g.s.Pending()
	if t == nil {
		g.legalMoves()
		return
	}
	// The prompt's answers, each one allowed, each move pointing at its answer among the
	// kept ones.
	start := len(g.keptAnswers)
	g.keptAnswers = g.answers(g.keptAnswers, t)
	for i := start; i < len(g.keptAnswers); i++ {
		g.legal = append(g.legal, Move{Verb: VerbChoose, Answer: &g.keptAnswers[i]})
	}
}

// Legal's moves and their dice are carved from chunks that each call continues: a call hands
// out the part it filled, capped so that appending copies, and leaves the rest (memory no move
// uses) to the next call. The engine never goes back over a part it has handed out.
const (
	legalChunk     = 64  // moves
	minLegalRoom   = 24  // a new chunk when less is left (a call needs 16 on average)
	diceChunk      = 128 // dice
	minDiceRoom    = 32
	argsChunk      = 256 // arguments of moves
	minArgsRoom    = 64
	answersChunk   = 32 // answers to prompts
	minAnswersRoom = 4
)

// room is what is left of a chunk, or a new chunk of size when less than least is left.
func room[T any](chunk []T, least, size int) []T {
	if cap(chunk)-len(chunk) < least {
		return make([]T, 0, size)
	}
	return chunk[len(chunk):]
}

// answerList quotes a prompt's answers for a refusal: the first few whole, so that the message
// stays short.
func answerList(answers []string) string {
	const shown = 6
	if len(answers) > shown {
		return fmt.Sprint(append(answers[:shown:shown], "…"))
	}
	return fmt.Sprint(answers)
}

// check decides whether a move is allowed, without changing anything.
func (g *game) check(m Move) error {
	s := g.s
	if t := s.Pending(); t != nil {
		if m.Verb != VerbChoose {
			return say.Err("first answer the prompt: {{.Prompt}}", "Prompt", g.describeTask(t))
		}
		return g.checkAnswer(t, m)
	}
	switch m.Verb {
	case VerbChoose:
		return say.Err("there is no prompt to answer")
	case VerbCamp:
		return g.checkCamper(m.Adventurer)
	case VerbPlace:
		return g.checkPlace(m.Value, m.Space)
	case VerbRune:
		return g.checkRune(m.Value, m.Runes)
	case VerbBuy:
		return g.checkBuy(m.Card, m.Adventurer)
	case VerbSell:
		return g.checkSell(m.Card)
	case VerbDiscard:
		if !g.isItem(m.Card) {
			return say.Err("{{.CardID}} is not an Item: only Items are discarded to be used", "CardID", say.Raw(fmt.Sprintf("%q", m.Card)))
		}
		return g.checkItem(m)
	case VerbEnd:
		if s.Phase != PhaseCamp && s.Phase != PhaseWatch && s.Phase != PhaseMerchant {
			return say.Err("there is nothing to end: the party is choosing who rests")
		}
		return nil
	case VerbAttack:
		return g.checkAttack(m.Pos-1, m.Dice)
	case VerbUse, VerbExhaust:
		if g.isItem(m.Card) {
			return g.checkItem(m)
		}
		return g.checkAbility(m)
	case VerbFire:
		return g.checkFire(m.Card)
	case VerbHorde:
		return g.checkHorde()
	}
	return say.Err("unknown move {{.Verb}}", "Verb", say.Raw(fmt.Sprintf("%q", m.Verb)))
}

// apply carries out a checked move.
func (g *game) apply(m Move) error {
	s := g.s
	if t := s.Pending(); t != nil {
		answer, err := g.readAnswer(t, m)
		if err != nil {
			return err
		}
		return g.resolve(t, answer)
	}
	switch m.Verb {
	case VerbCamp:
		g.chooseCamper(m.Adventurer)
	case VerbPlace:
		return g.place(m.Value, m.Space)
	case VerbRune:
		g.castRunes(m.Value, m.Runes)
	case VerbBuy:
		g.buy(m.Card, m.Adventurer)
	case VerbSell:
		g.sell(m.Card)
	case VerbDiscard:
		return g.useItem(m)
	case VerbEnd:
		switch {
		case s.Phase == PhaseCamp && s.swords():
			g.beginMerchant()
		case s.Phase == PhaseMerchant:
			g.endMerchant()
		case s.Phase == PhaseCamp:
			g.beginWatch()
		default:
			s.WatchEnding = true
			g.emit(EventWatchEnds, "", "", len(s.Line))
		}
	case VerbAttack:
		return g.attack(m.Pos-1, m.Dice)
	case VerbUse, VerbExhaust:
		if g.isItem(m.Card) {
			return g.useItem(m)
		}
		return g.useAbility(m)
	case VerbFire:
		g.exhaustForFire(m.Card)
	case VerbHorde:
		g.sendToHorde()
	}
	return nil
}

// advance runs upkeep until the players must decide something or the game ends.
func (g *game) advance() {
	for i := 0; i < 10000 && g.step(); i++ {
	}
}

// step does one piece of upkeep and reports whether there may be more to do.
func (g *game) step() bool {
	s := g.s
	if s.Over() {
		s.Phase = PhaseOver
		g.dropTasks()
		return false
	}
	if s.Firewood <= 0 && (len(s.Tasks) == 0 || s.Tasks[0].Kind != TaskFireZero) && s.Phase != PhaseOver {
		s.Firewood = 0
		s.Tasks = slices.Insert(s.Tasks, 0, Task{Kind: TaskFireZero})
	}
	if t := s.Pending(); t != nil {
		switch g.optionCount(t) {
		case 0:
			g.resolveEmpty(t)
			return true
		case 1:
			if err := g.resolve(t, g.options(t)[0]); err != nil {
				// An option the engine offered must resolve; drop the task rather than loop.
				s.Tasks = s.Tasks[1:]
			}
			return true
		}
		return false
	}
	if s.Phase == PhaseWatch {
		return g.watchUpkeep()
	}
	return false
}

// popTask removes the front task.
func (g *game) popTask() {
	switch len(g.s.Tasks) {
	case 0: // a loss clears the queue
	case 1:
		g.s.Tasks = g.s.Tasks[:0] // the queue's array keeps its room for the next task
	default:
		g.s.Tasks = g.s.Tasks[1:]
	}
}

// The room the dice on a creature get on a Playout's table, and the chunk they are carved from.
const (
	cardDiceRoom = 4
	refChunk     = 256
)

// withDie is a creature's dice with r put after them. On a Playout's table (see ownPiles) a list
// without room moves to the playout's chunk, with room for the next dice: a Watch's attacks
// then make no array each.
func (g *game) withDie(dice []DieRef, r DieRef) []DieRef {
	if !g.ownPiles || len(dice) < cap(dice) {
		return append(dice, r)
	}
	n := len(dice) + 1 + cardDiceRoom
	if cap(g.refs)-len(g.refs) < n {
		g.refs = make([]DieRef, 0, max(refChunk, n))
	}
	start := len(g.refs)
	g.refs = append(append(g.refs, dice...), r)
	end := len(g.refs)
	g.refs = g.refs[:start+n]
	return g.refs[start : end : start+n]
}

// pushTask queues a task after the others.
func (g *game) pushTask(t Task) { g.s.Tasks = append(g.s.Tasks, t) }

// urgentTask puts a task before all others (a Summon always triggers first).
func (g *game) urgentTask(t Task) { g.s.Tasks = slices.Insert(g.s.Tasks, 0, t) }

// Why a game ends; State.Reason holds one of these.
const (
	reasonLastCard     = "the adventurers on Watch exhausted their last ability card"
	reasonHeld         = "the party held the final location"
	reasonFinalRound   = "every ability card was exhausted in the final round"
	reasonAllExhausted = "every adventurer on Watch is exhausted: the party has fallen"
	reasonFireOut      = "the campfire went out and nobody could exhaust a card to feed it"
	reasonNoUnhallowed = "a Summon was revealed and the Unhallowed deck is empty"
)

// endReasons are the reasons as messages.
var endReasons = map[string]say.Msg{reasonLastCard: say.M(reasonLastCard), reasonHeld: say.M(reasonHeld),
	reasonFinalRound: say.M(reasonFinalRound), reasonAllExhausted: say.M(reasonAllExhausted),
	reasonFireOut: say.M(reasonFireOut), reasonNoUnhallowed: say.M(reasonNoUnhallowed)}

// EndReason is why the game ended, as a message.
func EndReason(s *State) say.Msg {
	if m, ok := endReasons[s.Reason]; ok {
		return m
	}
	return say.M("{{.Reason}}", "Reason", say.Raw(s.Reason))
}

func (g *game) lose(reason string) {
	if g.s.Result == "" {
		g.s.Result, g.s.Reason, g.s.Phase = "lost", reason, PhaseOver
		g.dropTasks()
		g.emit(EventLost, "", "", 0)
	}
}

// dropTasks clears the queue when the game ends, first putting back the cards a prompt was
// showing, so that every card stays somewhere (a Swords of the Coin game can be lost in the
// middle of a card's effect).
func (g *game) dropTasks() {
	s := g.s
	for _, t := range s.Tasks {
		switch taskRules[t.Kind].shows {
		case showsCreatures:
			s.Creatures = concat(t.Cards, s.Creatures)
		case showsLocations:
			s.Unused = append(s.Unused, t.Cards...)
			s.Known.UnusedBottom += len(t.Cards)
		case showsItem:
			if s.Merchant != nil {
				s.Merchant.Deck = append(s.Merchant.Deck, t.Cards...)
			}
		}
	}
	s.Tasks = nil
}

func (g *game) win(reason string) {
	if g.s.Result == "" {
		g.s.Result, g.s.Reason, g.s.Phase = "won", reason, PhaseOver
		g.dropTasks()
		g.emit(EventWon, "", "", 0)
	}
}

func (g *game) card(id string) *Card { return g.cat.find(id) }

func (g *game) key(id string) string {
	if c := g.card(id); c != nil {
		return c.Key
	}
	return ""
}

// changeFirewood moves the campfire, kept within 0..15. Reaching 0 is handled by upkeep.
func (g *game) changeFirewood(delta int, why string) {
	s := g.s
	before := s.Firewood
	s.Firewood = max(0, min(maxFirewood, s.Firewood+delta))
	if s.Firewood != before {
		g.emit(EventFirewood, why, "", s.Firewood-before)
	}
}

// watchers are the adventurers on Watch this round.
func (g *game) watchers() []*AdventurerState {
	n := 0
	for i := range g.s.Adventurers {
		if g.s.Adventurers[i].OnWatch {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]*AdventurerState, 0, n)
	for i := range g.s.Adventurers {
		if g.s.Adventurers[i].OnWatch {
			out = append(out, &g.s.Adventurers[i])
		}
	}
	return out
}

// exhaustCard flips an equipped card to its exhausted side.
func (g *game) exhaustCard(card string) bool {
	for i := range g.s.Adventurers {
		a := &g.s.Adventurers[i]
		if sl := a.Slot(card); sl != nil && !sl.Exhausted {
			sl.Exhausted = true
			g.emit(EventExhausted, card, a.ID, 0)
			if a.OnWatch {
				g.checkWatchFallen()
			}
			return true
		}
	}
	return false
}

// ownerOf is the adventurer holding an equipped card (the Bard may hold another adventurer's
// card after Multi-Talented), or else the adventurer the card belongs to.
func (g *game) ownerOf(card string) *AdventurerState {
	c := g.card(card)
	var own *AdventurerState
	if c != nil {
		own = g.s.Adventurer(c.Adventurer)
	}
	if own != nil && own.Slot(card) != nil {
		return own // an equipped card is on one board only: no need to look at the others
	}
	for i := range g.s.Adventurers {
		if g.s.Adventurers[i].Slot(card) != nil {
			return &g.s.Adventurers[i]
		}
	}
	return own
}

// checkWatchFallen applies Swords of the Coin's loss timing: "the moment the Adventurers on
// Watch exhaust their last unexhausted Ability card, the game is lost" (Out of Actions), even
// with creatures left in the Line. The base box looks only at the end of the round (endRound).
func (g *game) checkWatchFallen() {
	s := g.s
	if !s.swords() || (s.Phase != PhaseWatch && s.Phase != PhaseCamp && s.Phase != PhaseMerchant) {
		return
	}
	for _, a := range g.watchers() {
		if a.Ready() {
			return
		}
	}
	g.lose(reasonLastCard)
}

// refuse returns a refusal, building its reason only when someone may read it: Legal drops a
// refused candidate without looking at why.
func (g *game) refuse(reason func() error) error {
	if g.quiet {
		return errRefused
	}
	return reason()
}

// firstGuard is the position of the first active creature in the Line that guards the ones
// behind it against what, or the Line's length when there is none. Legal, whose table does not change, keeps it in memo
// (position+1; 0 until worked out).
func (g *game) firstGuard(what guard, memo *int) int {
	if g.quiet && *memo > 0 {
		return *memo - 1
	}
	n := len(g.s.Line)
	for j := range g.s.Line {
		if r := g.lineRule(j); r != nil && r.guards&what != 0 {
			n = j
			break
		}
	}
	if g.quiet {
		*memo = n + 1
	}
	return n
}
