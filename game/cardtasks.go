package game

import (
	"slices"
	"strings"

	"setawatch/internal/say"
)

// Prompts of the locations, extra Unhallowed and extra adventurers added with the full card set.
const (
	TaskOutpost       TaskKind = "outpost"        // Lost Outpost: Queue[0] may turn their lowest die up by one
	TaskMonolith      TaskKind = "monolith"       // White Monolith: Queue[0] refreshes a card and exhausts another
	TaskSacredCity    TaskKind = "sacred-city"    // Sacred City: seal an Unhallowed, then shuffle the deck
	TaskCathedral     TaskKind = "cathedral"      // Cursed Cathedral: defeat one revealed creature
	TaskCatacombs     TaskKind = "catacombs"      // The Catacombs: Queue[0] may reroll one unspent die
	TaskCrypt         TaskKind = "crypt"          // Ancient Crypt: choose the Unhallowed that Card (a Summon) brings
	TaskReroll        TaskKind = "reroll"         // Line Dance: one unspent die of any adventurer may be rerolled
	TaskMultiTalented TaskKind = "multi-talented" // the Bard trades a card with an adventurer not playing
	TaskAssist        TaskKind = "assist"         // the Knight hands his camp die to an adventurer on Watch
)

// AssistDie is how a move names the Knight's Assist die: "ranger:assist".
const AssistDie = "assist"

// queueTasks are prompts that ask each adventurer of Queue in turn.
var queueTasks = []TaskKind{TaskBolster, TaskMonolith}

// cardTaskOptionsTo appends to out the answers to the prompts that have a taskRules entry; ok
// is false for other kinds.
func (g *game) cardTaskOptionsTo(out []string, t *Task) (opts []string, ok bool) {
	if r, ok := taskRules[t.Kind]; ok {
		return r.options(g, t, out), true
	}
	return out, false
}

// absentCards lists the ability cards in the box that belong to adventurers not at the table.
func (g *game) absentCards() []string {
	var out []string
	for _, c := range g.s.Box {
		if card := g.card(c); card.Kind == KindAbility && g.s.Adventurer(card.Adventurer) == nil {
			out = append(out, c)
		}
	}
	return out
}

// nextInQueue moves a queue prompt on to the next adventurer, or ends it.
func (g *game) nextInQueue(t *Task) {
	if len(t.Queue) > 1 {
		t.Queue = t.Queue[1:]
		return
	}
	g.popTask()
}

// resolveCardTask applies an answer to one of the prompts above; ok is false for other kinds.
func (g *game) resolveCardTask(t *Task, answer string) (ok bool, err error) {
	if r, ok := taskRules[t.Kind]; ok {
		return true, r.resolve(g, t, answer)
	}
	if t.Kind == TaskMonolith { // its answers are pairs (see eachPair)
		g.nextInQueue(t)
		in, out, _ := strings.Cut(answer, ">")
		g.refreshCard(in)
		g.exhaustCard(out)
		return true, nil
	}
	return false, nil
}

// rerollOne is the effect of the prompts that change one unspent die (none: no die): Lost
// Outpost turns it up by one, the others reroll it.
func (g *game) rerollOne(task Task, answer string) error {
	if answer == AnswerNone {
		return nil
	}
	s := g.s
	var buf partyDice
	ref, err := g.findDie(answer, g.allFreeDiceTo(buf[:0]))
	if err != nil {
		return err
	}
	d := s.Die(ref)
	if task.Kind == TaskOutpost {
		d.Value++
	} else {
		d.Value = s.RNG.Roll(d.Sides)
	}
	g.emit(EventDieChanged, task.Card, ref.Adventurer, d.Value)
	return nil
}

// resolveQueuedDie is the effect of a queue prompt that changes one unspent die: the next
// adventurer is asked, and the die changes.
func resolveQueuedDie(g *game, t *Task, answer string) error {
	task := *t
	g.nextInQueue(t)
	return g.rerollOne(task, answer)
}

// dieOrNone appends to out the answers naming each of the dice, and none; nothing without dice.
func (g *game) dieOrNone(out []string, refs []DieRef) []string {
	if len(refs) == 0 {
		return out
	}
	return append(g.dieChoices(out, refs), AnswerNone)
}

// queueAdventurer is the adventurer a queue prompt asks now, or nil.
func (g *game) queueAdventurer(t *Task) *AdventurerState {
	if len(t.Queue) > 0 {
		return g.s.Adventurer(t.Queue[0])
	}
	return nil
}

// queueAdv is the adventurer a queue prompt asks now, for its words.
func queueAdv(t *Task) say.Adv {
	if len(t.Queue) > 0 {
		return say.Adv(t.Queue[0])
	}
	return say.Adv("")
}

// resolveEmptyCardTask handles one of the prompts above when it has no answer left.
func (g *game) resolveEmptyCardTask(t *Task) bool {
	switch r, ok := taskRules[t.Kind]; {
	case ok && r.empty != nil:
		r.empty(g, t)
	case slices.Contains(queueTasks, t.Kind):
		g.nextInQueue(t)
	default:
		return false
	}
	return true
}

// sealAndShuffle puts an Unhallowed from the Graveyard under the Unhallowed deck (none when
// card is empty), then shuffles the deck (Sacred City).
func (g *game) sealAndShuffle(card string) {
	s := g.s
	if card != "" {
		s.Graveyard = g.without(s.Graveyard, card)
		s.Unhallowed = append(s.Unhallowed, card)
		g.emit(EventSealed, card, "", 0)
	}
	s.Unhallowed = g.own(s.Unhallowed) // shuffled in place
	s.RNG.Shuffle(s.Unhallowed)
	g.emit(EventUnhallowedShuffled, s.Location, "", len(s.Unhallowed))
}

// describeCardTask says what one of the prompts above asks.
func (g *game) describeCardTask(t *Task) (say.Msg, bool) {
	if r, ok := taskRules[t.Kind]; ok {
		return r.describe(g, t), true
	}
	if t.Kind == TaskMonolith {
		return say.M("{{.Card}}: the {{.Adv}} refreshes an exhausted card and exhausts a ready one.", "Card", say.Card(t.Card), "Adv", queueAdv(t)), true
	}
	return say.Msg{}, false
}
