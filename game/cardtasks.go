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
var queueTasks = []TaskKind{TaskBolster, TaskOutpost, TaskMonolith, TaskCatacombs}

// cardTaskOptionsTo appends to out the answers to the prompts above (White Monolith's are its
// swaps, see eachSwap); ok is false for other kinds.
func (g *game) cardTaskOptionsTo(out []string, t *Task) (opts []string, ok bool) {
	if r, ok := taskRules[t.Kind]; ok {
		return r.options(g, t, out), true
	}
	s := g.s
	var a *AdventurerState
	if len(t.Queue) > 0 {
		a = s.Adventurer(t.Queue[0])
	}
	var buf partyDice // the dice looked at
	switch t.Kind {
	case TaskOutpost:
		low := extremeDice(g, freeDiceOf(buf[:0], a), false)
		if len(low) == 0 || s.Die(low[0]).Value >= s.Die(low[0]).Sides {
			return out, true
		}
		return append(g.dieChoices(out, low), AnswerNone), true
	case TaskSacredCity:
		return graveyardWhereTo(out, g, isUnhallowed), true
	case TaskCathedral:
		for i, lc := range s.Line {
			if lc.FaceUp && g.card(lc.Card).Kind != KindSummon {
				out = append(out, s.Line[i].Card)
			}
		}
		return out, true
	case TaskCatacombs:
		free := freeDiceOf(buf[:0], a)
		if len(free) == 0 {
			return out, true
		}
		return append(g.dieChoices(out, free), AnswerNone), true
	case TaskCrypt:
		return append(out, s.Unhallowed...), true
	case TaskReroll:
		free := g.freeWatchDiceTo(buf[:0])
		if len(free) == 0 {
			return out, true
		}
		return append(g.dieChoices(out, free), AnswerNone), true
	case TaskMultiTalented:
		a = s.Adventurer(t.Adventurer)
		for _, sl := range a.Slots {
			for _, c := range g.absentCards() {
				out = append(out, pairText(sl.Card, ">", c))
			}
		}
		return out, true
	case TaskAssist:
		for _, w := range g.watchers() {
			if w.Ready() {
				out = append(out, w.ID)
			}
		}
		return out, true
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
	s := g.s
	task := *t
	switch t.Kind {
	case TaskOutpost, TaskCatacombs, TaskReroll:
		if t.Kind == TaskReroll {
			g.popTask()
		} else {
			g.nextInQueue(t)
		}
		if answer == AnswerNone {
			return true, nil
		}
		var buf partyDice
		ref, err := g.findDie(answer, g.allFreeDiceTo(buf[:0]))
		if err != nil {
			return true, err
		}
		d := s.Die(ref)
		if task.Kind == TaskOutpost {
			d.Value++
		} else {
			d.Value = s.RNG.Roll(d.Sides)
		}
		g.emit(EventDieChanged, task.Card, ref.Adventurer, d.Value)
	case TaskMonolith:
		g.nextInQueue(t)
		in, out, _ := strings.Cut(answer, ">")
		g.refreshCard(in)
		g.exhaustCard(out)
	case TaskSacredCity:
		g.popTask()
		g.sealAndShuffle(answer)
	case TaskCathedral:
		g.popTask()
		if i := g.linePos(answer); i >= 0 {
			g.defeat(i, "")
		}
	case TaskCrypt:
		g.popTask()
		g.summonAs(task.Card, answer)
	case TaskMultiTalented:
		g.popTask()
		mine, theirs, _ := strings.Cut(answer, ">")
		a := s.Adventurer(task.Adventurer)
		sl := a.Slot(mine)
		s.Box = append(g.without(s.Box, theirs), mine)
		*sl = Slot{Card: theirs, Exhausted: sl.Exhausted}
		g.emit(EventTraded, theirs, a.ID, 0)
	case TaskAssist:
		g.popTask()
		s.Camp.Assist = answer
		g.emit(EventAssist, "", answer, s.Camp.Action)
	default:
		return false, nil
	}
	return true, nil
}

// resolveEmptyCardTask handles one of the prompts above when it has no answer left.
func (g *game) resolveEmptyCardTask(t *Task) bool {
	switch {
	case slices.Contains(queueTasks, t.Kind):
		g.nextInQueue(t)
	case t.Kind == TaskSacredCity:
		g.popTask()
		g.sealAndShuffle("")
	case t.Kind == TaskCrypt:
		g.popTask()
		g.summonAs(t.Card, "")
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
	who := ""
	if len(t.Queue) > 0 {
		who = t.Queue[0]
	}
	card, adv := say.Card(t.Card), say.Adv(who)
	switch t.Kind {
	case TaskOutpost:
		return say.M("{{.Card}}: the {{.Adv}} may turn their lowest die up by one.", "Card", card, "Adv", adv), true
	case TaskMonolith:
		return say.M("{{.Card}}: the {{.Adv}} refreshes an exhausted card and exhausts a ready one.", "Card", card, "Adv", adv), true
	case TaskSacredCity:
		return say.M("{{.Card}}: choose an Unhallowed in the Graveyard to seal.", "Card", card), true
	case TaskCathedral:
		return say.M("{{.Card}}: choose a revealed creature to defeat.", "Card", card), true
	case TaskCatacombs:
		return say.M("{{.Card}}: the {{.Adv}} may reroll one unspent die.", "Card", card, "Adv", adv), true
	case TaskCrypt:
		return say.M("{{.Location}}: choose the Unhallowed the Summon brings.", "Location", say.Card(g.s.Location)), true
	case TaskReroll:
		return say.M("{{.Card}}: reroll one unspent die, or none.", "Card", card), true
	case TaskMultiTalented:
		return say.M("Multi-Talented: trade one of your cards for a card of an adventurer not playing."), true
	case TaskAssist:
		return say.M("Assist: choose the adventurer on Watch who receives the die."), true
	}
	return say.Msg{}, false
}
