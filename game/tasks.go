package game

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
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
	options  func(g *game, t *Task, out []string) []string // appends the answers to out
	resolve  func(g *game, t *Task, answer string) error
	describe func(g *game, t *Task) say.Msg
	// empty is what happens when no answer is left (nil: the prompt ends, or asks the next
	// adventurer of its queue).
	empty func(g *game, t *Task)
	// queue marks a prompt that asks each adventurer of Queue in turn.
	queue bool

	// A prompt with many answers counts and checks them without writing out each (nil: by its
	// options); whyNot says why an answer is not one, when it can tell more than the list.
	count    func(g *game, t *Task) int
	isAnswer func(g *game, t *Task, answer string) bool
	whyNot   func(g *game, t *Task, answer string) error

	// targets is what an answer points at on the table, and words the answer in words, when the
	// prompt says it its own way; ok false: as any answer, from the names it holds (AnswerTargets,
	// AnswerWords).
	targets func(w words, t *Task, answer string) (targets []Target, ok bool)
	words   func(w words, t *Task, answer string, targets []Target) (msg say.Msg, ok bool)

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
	PicksDieToLose           // a die ("adventurer:value") the party gives up
	PicksDiceToReroll        // the values of dice rerolled ("3+5"), or none
	PicksOrderCut            // the cards looked at, in order, on top then at the bottom ("a,b/c")
	PicksOrderOnTop          // the cards looked at, all on top in order ("a,b,c")
	PicksPileToCover         // the Market pile the Item drawn (Cards[0]) covers ("2")
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

// pairAnswers is rule with the answers of a prompt whose answers join two names x and y with
// sep; each calls yield with the two names of each answer, until yield returns false. An answer
// is checked by comparing its two names as they come, instead of writing out each.
func pairAnswers(rule taskRule, sep string, each func(g *game, t *Task, yield func(x, y string) bool)) taskRule {
	rule.options = func(g *game, t *Task, out []string) []string {
		each(g, t, func(x, y string) bool {
			out = append(out, pairText(x, sep, y))
			return true
		})
		return out
	}
	rule.count = func(g *game, t *Task) int {
		n := 0
		each(g, t, func(string, string) bool {
			n++
			return true
		})
		return n
	}
	rule.isAnswer = func(g *game, t *Task, answer string) bool {
		found := false
		each(g, t, func(x, y string) bool {
			// answer == x+sep+y, without joining them
			found = len(answer) == len(x)+len(sep)+len(y) && answer[:len(x)] == x &&
				answer[len(x):len(x)+len(sep)] == sep && answer[len(x)+len(sep):] == y
			return !found
		})
		return found
	}
	return rule
}

// orderAnswers is rule with the answers of a scouting prompt: the orders of the cards it shows
// (see orderProblem), read instead of looked up among every order.
func orderAnswers(rule taskRule, cuts bool) taskRule {
	rule.options = func(g *game, t *Task, out []string) []string { return orderingsTo(out, t.Cards, cuts) }
	rule.count = func(g *game, t *Task) int { return orderingCount(len(t.Cards), cuts) }
	rule.isAnswer = func(g *game, t *Task, answer string) bool { return orderProblem(t.Cards, answer, cuts) == nil }
	rule.whyNot = func(g *game, t *Task, answer string) error { return orderProblem(t.Cards, answer, cuts) }
	rule.shows = showsCreatures
	rule.picks = PicksOrderOnTop
	if cuts {
		rule.picks = PicksOrderCut
	}
	return rule
}

// Answer words used by several prompts.
const (
	AnswerNone = "none"
	AnswerTop  = "top"
)

// options lists the legal answers to a task, in a stable order. The list lives in the engine's
// scratch room (optBuf) until the next call: a caller that keeps it copies it.
func (g *game) options(t *Task) []string { return g.answers(g.optBuf[:0], t) }

// answers appends the legal answers to a task to out, in a stable order. Like the lists it
// used to return, it appends nothing when there is no answer.
func (g *game) answers(out []string, t *Task) []string {
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
func (g *game) isOption(t *Task, answer string) bool {
	if r := taskRules[t.Kind]; r.isAnswer != nil {
		return r.isAnswer(g, t, answer)
	}
	return slices.Contains(g.options(t), answer)
}

// notAnswer is the refusal of answer, which is not one of g.options(t): why, when the prompt
// can tell, else the first few answers.
func (g *game) notAnswer(t *Task, answer string) error {
	quotedAnswer := say.Raw(fmt.Sprintf("%q", answer))
	if r := taskRules[t.Kind]; r.whyNot != nil {
		if err := r.whyNot(g, t, answer); err != nil {
			return say.Wrap(err, "{{.Answer}} is not an answer to: {{.Prompt}} ({{.Err}})", "Answer", quotedAnswer, "Prompt", g.describeTask(t), "Err", err)
		}
	}
	return say.Err("{{.Answer}} is not an answer to: {{.Prompt}} (answers: {{.Answers}})", "Answer", quotedAnswer, "Prompt", g.describeTask(t), "Answers", say.Raw(answerList(g.options(t))))
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
func (g *game) resolve(t *Task, answer string) error {
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
	Text       string   `json:"text"`
	Msg        say.Msg  `json:"-"`
	Adventurer string   `json:"adventurer,omitempty"`
	Options    []string `json:"options"`
}

// PendingAnswers returns the kind of the decision the players must make now and its answers,
// as PendingPrompt does but without the question's text: the bots' playouts answer many
// prompts and read none. kind is "" when nothing is pending.
func PendingAnswers(s *State) (kind TaskKind, answers []string) {
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
	// A list of its own (nil when there is no answer, as ever).
	var opts []string
	if o := g.options(t); len(o) > 0 {
		opts = slices.Clone(o)
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

// slotCards appends to out the equipped cards, exhausted or ready, of the adventurers on Watch
// (of everyone without watchOnly), in the party's order.
func (g *game) slotCards(out []string, watchOnly, exhausted bool) []string {
	for i := range g.s.Adventurers {
		if a := &g.s.Adventurers[i]; a.OnWatch || !watchOnly {
			out = slotCardsOf(out, a, exhausted)
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

func splitList(s string) []string { return splitListTo(nil, s) }

// splitListTo appends to out the items of a list joined by commas (a last comma ignored).
func splitListTo(out []string, s string) []string {
	if s == "" {
		return out
	}
	s = strings.TrimSuffix(s, ",")
	for {
		item, rest, more := strings.Cut(s, ",")
		out = append(out, item)
		if !more {
			return out
		}
		s = rest
	}
}

// rerollChoicesTo appends to out which of an adventurer's free dice they may reroll: "none",
// or values joined by "+" ("3+5").
func rerollChoicesTo(out []string, a *AdventurerState) []string {
	var valueBuf [dicePerAdventurer]int
	values := valueBuf[:0]
	for _, d := range a.Dice {
		if d.State == DieFree {
			values = append(values, d.Value)
		}
	}
	slices.Sort(values)
	out = append(out, AnswerNone)
	if len(values) > dicePerAdventurer {
		return writeRerollChoicesTo(out, values)
	}
	k := rerollKey{n: len(values)}
	copy(k.values[:], values)
	return append(out, rerollTexts.get(k, func() []string {
		return writeRerollChoicesTo(make([]string, 0, 1<<len(values)-1), values)
	})...)
}

// writeRerollChoicesTo appends the choices of dice showing values (sorted), made anew.
func writeRerollChoicesTo(out []string, values []int) []string {
	// Every choice is written into one text, then cut into strings that share it.
	var allBuf [128]byte
	var endBuf [1 << dicePerAdventurer]int
	all, ends := allBuf[:0], endBuf[:0]
	for mask := 1; mask < 1<<len(values); mask++ {
		start := len(all)
		for i, v := range values {
			if mask&(1<<i) != 0 {
				if len(all) > start {
					all = append(all, '+')
				}
				all = strconv.AppendInt(all, int64(v), 10)
			}
		}
		// Equal values give the same choice more than once: keep the first.
		text, seen, from := all[start:], false, 0
		for _, end := range ends {
			if bytes.Equal(all[from:end], text) {
				seen = true
				break
			}
			from = end
		}
		if seen {
			all = all[:start]
		} else {
			ends = append(ends, len(all))
		}
	}
	return appendCut(out, all, ends)
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
