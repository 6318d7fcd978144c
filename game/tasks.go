package game

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"setawatch/internal/say"
)

// TaskKind names a Task: what the party has to decide (the answers, effect and words of each
// are its taskRules entry).
type TaskKind string

// Task kinds. Each is a decision the party makes (or upkeep with no choice left).
const (
	TaskFireZero   TaskKind = "fire-zero"   // firewood is 0: exhaust a card for +2
	TaskExhaust    TaskKind = "exhaust"     // exhaust Count cards of the Watch (damage, Ember Drake...)
	TaskSummon     TaskKind = "summon"      // a Summon was revealed: exhaust a card, then the Unhallowed comes
	TaskRefresh    TaskKind = "refresh"     // Adventurer refreshes Count exhausted cards
	TaskScout      TaskKind = "scout"       // Scout Ahead: put Cards back on top or bottom
	TaskElvenScout TaskKind = "elven-scout" // put Cards back on top in any order
	TaskCheckMap   TaskKind = "check-map"   // keep one of Cards as the next location
	TaskHeal       TaskKind = "heal"        // refresh one exhausted card of anyone
	TaskEquip      TaskKind = "equip"       // swap an equipped card with an unused one
	TaskSeal       TaskKind = "seal"        // an Unhallowed from the Graveyard goes under the Unhallowed deck
	TaskBolster    TaskKind = "bolster"     // Queue[0] rerolls any of their dice
	TaskSteal      TaskKind = "steal"       // Card takes a die the party picks (Bandit)
	TaskVampire    TaskKind = "vampire"     // Card takes the highest die (the party picks among equals)
	TaskLowestDie  TaskKind = "lowest-die"  // Snowy Pass: the lowest die is set aside
	TaskBackstab   TaskKind = "backstab"    // defeat one of Cards whose health is at most Value
)

// taskRule is a prompt kind whose answers, effect and wording live in one entry, beside the
// cards or the rules that ask it.
type taskRule struct {
	options  func(g *game, t *Task, out []Answer) []Answer // appends the answers to out
	resolve  func(g *game, t *Task, answer Answer) error
	describe func(g *game, t *Task) say.Msg
	// empty is what happens when no answer is left (nil: the prompt ends, or asks the next
	// adventurer of its queue).
	empty func(g *game, t *Task)
	// queue marks a prompt that asks each adventurer of Queue in turn.
	queue bool
	// form is what its answers are, which says how their notation reads.
	form answerForm

	// A prompt with many answers counts and checks them without writing out each (nil: by its
	// options); whyNot says why an answer is not one, when it can tell more than the list.
	count    func(g *game, t *Task) int
	isAnswer func(g *game, t *Task, answer Answer) bool
	whyNot   func(g *game, t *Task, answer Answer) error

	// targets is what an answer points at on the table, and words the answer in words, when the
	// prompt says it its own way; ok false: as any answer, from the names it holds (AnswerTargets,
	// AnswerWords).
	targets func(w words, t *Task, answer Answer) (targets []Target, ok bool)
	words   func(w words, t *Task, answer Answer, targets []Target) (msg say.Msg, ok bool)

	// shows is where the cards the prompt shows (Task.Cards) were taken from.
	shows shownPile
	// picks is what its answers pick, for those who choose among them.
	picks Picks
}

// Picks says what the answers to a kind of prompt pick, for a player or a bot choosing among
// them without knowing the prompt.
type Picks int

// What answers pick.
const (
	PicksOther         Picks = iota
	PicksCardToExhaust       // a ready ability card, which its owner exhausts
	PicksCardToRefresh       // an exhausted ability card, which its owner refreshes
	PicksDieToLose           // a die (Answer.Die) the party gives up
	PicksDiceToReroll        // the values of dice rerolled (Answer.Values), or none
	PicksOrderCut            // the cards looked at, in order, on top then at the bottom (Top, Bottom)
	PicksOrderOnTop          // the cards looked at, all on top in order (Top)
	PicksPileToCover         // the Market pile the Item drawn (Cards[0]) covers (Pile)
	PicksNextLocation        // the location that comes next (Card), or none: the Map deck's top stays
)

// Picks says what the answers to a prompt of this kind pick.
func (k TaskKind) Picks() Picks { return taskRules[k].picks }

// shownPile is where the cards a prompt shows were taken from, and go back to when the game
// ends before they are answered for.
type shownPile int

const (
	showsNothing   shownPile = iota
	showsCreatures           // the top of the Creature deck (the scouting prompts)
	showsLocations           // the unused locations (Check Map, Teleport)
	showsItem                // the Item deck (Cover)
)

// taskRules holds every prompt kind's entry, each registered by its box.
var taskRules = map[TaskKind]taskRule{}

// TaskKinds lists every task kind, of every box.
var TaskKinds = []TaskKind{
	TaskFireZero, TaskExhaust, TaskSummon, TaskRefresh, TaskScout, TaskElvenScout, TaskCheckMap,
	TaskHeal, TaskEquip, TaskSeal, TaskBolster, TaskSteal, TaskVampire, TaskLowestDie, TaskBackstab,
	TaskSetTrap, TaskTeleport, TaskPrepared, TaskDefeatSlot,
	TaskOutpost, TaskMonolith, TaskSacredCity, TaskCathedral, TaskCatacombs, TaskCrypt, TaskReroll,
	TaskMultiTalented, TaskAssist,
	TaskSealAway, TaskStun, TaskCover, TaskTrophy, TaskPocketSeal,
}

// pairAnswers is rule with the answers of a prompt whose answers pair two things: each calls
// yield with each answer, until yield returns false. An answer is checked by comparing it with
// each as they come, instead of listing them.
func pairAnswers(rule taskRule, each func(g *game, t *Task, yield func(a Answer) bool)) taskRule {
	rule.options = func(g *game, t *Task, out []Answer) []Answer {
		each(g, t, func(a Answer) bool {
			out = append(out, a)
			return true
		})
		return out
	}
	rule.count = func(g *game, t *Task) int {
		n := 0
		each(g, t, func(Answer) bool {
			n++
			return true
		})
		return n
	}
	rule.isAnswer = func(g *game, t *Task, answer Answer) bool {
		found := false
		each(g, t, func(a Answer) bool {
			found = a.Equal(answer)
			return !found
		})
		return found
	}
	return rule
}

// orderAnswers is rule with the answers of a scouting prompt: the orders of the cards it shows
// (see orderProblem), checked as they come instead of looked up among every order.
func orderAnswers(rule taskRule, cuts bool) taskRule {
	rule.options = func(g *game, t *Task, out []Answer) []Answer { return orderingsTo(out, t.Cards, cuts) }
	rule.count = func(g *game, t *Task) int { return orderingCount(len(t.Cards), cuts) }
	rule.isAnswer = func(g *game, t *Task, answer Answer) bool { return orderProblem(t.Cards, answer, cuts) == nil }
	rule.whyNot = func(g *game, t *Task, answer Answer) error { return orderProblem(t.Cards, answer, cuts) }
	rule.shows = showsCreatures
	rule.picks, rule.form = PicksOrderOnTop, formOnTop
	if cuts {
		rule.picks, rule.form = PicksOrderCut, formTopBottom
	}
	return rule
}

// AnswerTop is where a Target of a card put back on top of the Creature deck lies.
const AnswerTop = "top"

// options lists the legal answers to a task, in a stable order. The list lives in the engine's
// scratch room (optBuf) until the next call: a caller that keeps it copies it.
func (g *game) options(t *Task) []Answer {
	g.optBuf = g.answers(g.optBuf[:0], t)
	return g.optBuf
}

// answers appends the legal answers to a task to out, in a stable order. Like the lists it
// used to return, it appends nothing when there is no answer.
func (g *game) answers(out []Answer, t *Task) []Answer {
	if r, ok := taskRules[t.Kind]; ok {
		return r.options(g, t, out)
	}
	return out
}

// optionCount is len(g.options(t)), without writing out every answer of a prompt that has many.
func (g *game) optionCount(t *Task) int {
	if r := taskRules[t.Kind]; r.count != nil {
		return r.count(g, t)
	}
	return len(g.options(t))
}

// isOption reports whether answer is one of g.options(t), checked by the prompt's own rule when
// it has many answers.
func (g *game) isOption(t *Task, answer Answer) bool {
	if r := taskRules[t.Kind]; r.isAnswer != nil {
		return r.isAnswer(g, t, answer)
	}
	return slices.ContainsFunc(g.options(t), answer.Equal)
}

// checkAnswer refuses a move that does not answer the prompt t with one of its answers.
func (g *game) checkAnswer(t *Task, m Move) error {
	answer, err := g.readAnswer(t, m)
	switch {
	case err != nil && taskRules[t.Kind].whyNot != nil && !errors.Is(err, errUnread):
		return g.notAnswerBecause(t, m, err) // the notation of an order, read as far as it goes
	case err != nil:
		return g.notAnswer(t, m, answer)
	case !g.isOption(t, answer):
		return g.notAnswer(t, m, answer)
	}
	return nil
}

// notAnswer is the refusal of a move whose answer is not one of g.options(t): why, when the
// prompt can tell, else the first few answers.
func (g *game) notAnswer(t *Task, m Move, answer Answer) error {
	if r := taskRules[t.Kind]; r.whyNot != nil {
		if err := r.whyNot(g, t, answer); err != nil {
			return g.notAnswerBecause(t, m, err)
		}
	}
	return say.Err("{{.Answer}} is not an answer to: {{.Prompt}} (answers: {{.Answers}})", "Answer", quotedMoveAnswer(m), "Prompt", g.describeTask(t), "Answers", say.Raw(answerList(answerTexts(g.options(t)))))
}

// notAnswerBecause is the refusal of a move's answer to the prompt t, for the reason err.
func (g *game) notAnswerBecause(t *Task, m Move, err error) error {
	return say.Wrap(err, "{{.Answer}} is not an answer to: {{.Prompt}} ({{.Err}})", "Answer", quotedMoveAnswer(m), "Prompt", g.describeTask(t), "Err", err)
}

// quotedMoveAnswer quotes a choose move's answer as written, for a refusal.
func quotedMoveAnswer(m Move) say.Raw {
	if m.Answer == nil {
		return say.Raw(`""`)
	}
	return say.Raw(fmt.Sprintf("%q", m.Answer.String()))
}

// resolveEmpty handles a task that has no answer left.
func (g *game) resolveEmpty(t *Task) {
	switch r := taskRules[t.Kind]; {
	case r.empty != nil:
		r.empty(g, t)
	case r.queue:
		g.nextInQueue(t)
	default:
		g.popTask()
	}
}

// resolve applies an answer to the front task. The answer is one of options(t).
func (g *game) resolve(t *Task, answer Answer) error {
	if r, ok := taskRules[t.Kind]; ok {
		return r.resolve(g, t, answer)
	}
	return say.Err("unknown prompt {{.Kind}}", "Kind", say.Raw(fmt.Sprintf("%q", t.Kind)))
}

// describeTask says what the pending prompt asks, as a message.
func (g *game) describeTask(t *Task) say.Msg {
	if r, ok := taskRules[t.Kind]; ok {
		return r.describe(g, t)
	}
	return say.M("{{.Kind}}", "Kind", say.Raw(string(t.Kind)))
}

// Prompt is a pending decision as the interface shows it.
type Prompt struct {
	Kind TaskKind `json:"kind"`
	// Text is the question in English; Msg is the same question as data, for any language.
	Text       string  `json:"text"`
	Msg        say.Msg `json:"-"`
	Adventurer string  `json:"adventurer,omitempty"`
	// Options are its answers in notation (a list of its own; nil when there is none).
	Options []string `json:"options"`
}

// PendingAnswers returns the kind of the decision the players must make now and its answers,
// as PendingPrompt does but without the question's text: the bots' playouts answer many
// prompts and read none. kind is "" when nothing is pending.
func PendingAnswers(s *State) (kind TaskKind, answers []Answer) {
	cat, t := pendingOn(s)
	if t == nil {
		return "", nil
	}
	g := answerGames.Get().(*game)
	*g = game{s: s, cat: cat}
	answers = g.answers(nil, t)
	*g = game{} // the pool keeps no table alive
	answerGames.Put(g)
	return t.Kind, answers
}

// answerGames are PendingAnswers' engines, reused from call to call.
var answerGames = sync.Pool{New: func() any { return new(game) }}

// pendingOn is the catalog and the prompt waiting on a table; no prompt when none waits or the
// game is over.
func pendingOn(s *State) (*Catalog, *Task) {
	cat, err := DefaultCatalog()
	t := s.Pending()
	if err != nil || t == nil || s.Over() {
		return nil, nil
	}
	return cat, t
}

// PendingPrompt returns the decision the players must make now, or nil.
func PendingPrompt(s *State) *Prompt {
	cat, t := pendingOn(s)
	if t == nil {
		return nil
	}
	g := &game{s: s, cat: cat}
	msg := g.describeTask(t)
	var opts []string
	if o := g.options(t); len(o) > 0 {
		opts = answerTexts(o)
	}
	return &Prompt{Kind: t.Kind, Text: msg.String(), Msg: msg, Adventurer: t.Adventurer, Options: opts}
}

func (g *game) advName(id string) string {
	if a := g.cat.Adventurers[id]; a != nil {
		return a.Name.EN
	}
	return id
}

func (g *game) everyone() []*AdventurerState {
	out := make([]*AdventurerState, len(g.s.Adventurers))
	for i := range g.s.Adventurers {
		out[i] = &g.s.Adventurers[i]
	}
	return out
}

func exhaustedCards(advs []*AdventurerState) []string {
	var out []string
	for _, a := range advs {
		if a != nil {
			out = slotCardsOf(out, a, true)
		}
	}
	return out
}

// anyExhausted reports whether an adventurer at the table has an exhausted equipped card.
func (g *game) anyExhausted() bool {
	for i := range g.s.Adventurers {
		if g.s.Adventurers[i].ExhaustedCards() > 0 {
			return true
		}
	}
	return false
}

// slotCards appends to out an answer choosing each equipped card, exhausted or ready, of the
// adventurers on Watch (of everyone without watchOnly), in the party's order.
func (g *game) slotCards(out []Answer, watchOnly, exhausted bool) []Answer {
	for i := range g.s.Adventurers {
		if a := &g.s.Adventurers[i]; a.OnWatch || !watchOnly {
			out = slotAnswersOf(out, a, exhausted)
		}
	}
	return out
}

// slotAnswersOf appends to out an answer choosing each of an adventurer's equipped cards,
// exhausted or ready.
func slotAnswersOf(out []Answer, a *AdventurerState, exhausted bool) []Answer {
	for _, sl := range a.Slots {
		if sl.Exhausted == exhausted {
			out = append(out, AnswerCard(sl.Card))
		}
	}
	return out
}

// slotCardsOf appends to out an adventurer's equipped cards, exhausted or ready.
func slotCardsOf(out []string, a *AdventurerState, exhausted bool) []string {
	for _, sl := range a.Slots {
		if sl.Exhausted == exhausted {
			out = append(out, sl.Card)
		}
	}
	return out
}

func (g *game) refreshCard(card string) {
	for i := range g.s.Adventurers {
		if sl := g.s.Adventurers[i].Slot(card); sl != nil && sl.Exhausted {
			sl.Exhausted = false
			g.emit(EventRefreshed, card, g.s.Adventurers[i].ID, 0)
		}
	}
}

// rerollChoicesTo appends to out which of an adventurer's free dice they may reroll: none, or
// the values of some (AnswerReroll), lowest first.
func rerollChoicesTo(out []Answer, a *AdventurerState) []Answer {
	var valueBuf [dicePerAdventurer]int
	values := valueBuf[:0]
	for _, d := range a.Dice {
		if d.State == DieFree {
			values = append(values, d.Value)
		}
	}
	slices.Sort(values)
	out = append(out, AnswerNone())
	if len(values) > dicePerAdventurer {
		return writeRerollChoicesTo(out, values)
	}
	k := rerollKey{n: len(values)}
	copy(k.values[:], values)
	return append(out, rerollLists.get(k, func() []Answer {
		return writeRerollChoicesTo(make([]Answer, 0, 1<<len(values)-1), values)
	})...)
}

// writeRerollChoicesTo appends the choices of dice showing values (sorted), made anew: each
// set of dice in turn, as a mask counts, once (equal values make the same choice more than
// once: the first is kept). Their lists of values share one array.
func writeRerollChoicesTo(out []Answer, values []int) []Answer {
	first := len(out)
	all := make([]int, 0, len(values)<<len(values))
	for mask := 1; mask < 1<<len(values); mask++ {
		start := len(all)
		for i, v := range values {
			if mask&(1<<i) != 0 {
				all = append(all, v)
			}
		}
		choice := all[start:len(all):len(all)]
		if slices.ContainsFunc(out[first:], func(a Answer) bool { return slices.Equal(a.Values, choice) }) {
			all = all[:start]
			continue
		}
		out = append(out, Answer{Values: choice})
	}
	return out
}

// putOnCreatureDeck returns looked-at cards: top in order (first on top), bottom in order.
func (g *game) putOnCreatureDeck(top, bottom []string) {
	s := g.s
	if g.ownPiles {
		s.Creatures = append(slices.Insert(s.Creatures, 0, top...), bottom...)
	} else {
		s.Creatures = concat(top, s.Creatures, bottom)
	}
	s.Known.DeckTop += len(top)
	s.Known.DeckBottom += len(bottom)
	g.emit(EventScouted, "", "", len(top)+len(bottom))
}

// without is removeString on one of the table's piles: on a table whose piles are its own (see
// ownPiles) the item is taken out in place. (A caller ranging over the pile must not use it.)
func (g *game) without(pile []string, v string) []string {
	if !g.ownPiles {
		return removeString(pile, v)
	}
	if i := slices.Index(pile, v); i >= 0 {
		return slices.Delete(pile, i, i+1)
	}
	return pile
}

// own is a pile of the table that the engine may change in place: the pile itself on a table
// whose piles are its own, else a copy (the pile may be shared with another table).
func (g *game) own(pile []string) []string {
	if g.ownPiles {
		return pile
	}
	return cloneStrings(pile)
}

func removeString(list []string, v string) []string {
	if i := slices.Index(list, v); i >= 0 {
		return append(list[:i:i], list[i+1:]...) // a new array: list may be shared with another table
	}
	return list
}
