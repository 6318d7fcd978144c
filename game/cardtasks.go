package game

import "setawatch/internal/say"

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

// rerollOne is the effect of the prompts that change one unspent die (none: no die): up turns
// it up by one (Lost Outpost), else it is rerolled.
func (g *game) rerollOne(task Task, answer Answer, up bool) error {
	if answer.None {
		return nil
	}
	s := g.s
	var buf partyDice
	ref, err := g.findDie(answer.Die(), g.allFreeDiceTo(buf[:0]))
	if err != nil {
		return err
	}
	d := s.Die(ref)
	if up {
		d.Value++
	} else {
		d.Value = s.RNG.Roll(d.Sides)
	}
	g.emit(EventDieChanged, task.Card, ref.Adventurer, d.Value)
	return nil
}

// resolveQueuedDie is the effect of a queue prompt that changes one unspent die (up: turns it
// up by one, see rerollOne): the next adventurer is asked, and the die changes.
func resolveQueuedDie(up bool) func(g *game, t *Task, answer Answer) error {
	return func(g *game, t *Task, answer Answer) error {
		task := *t
		g.nextInQueue(t)
		return g.rerollOne(task, answer, up)
	}
}

// dieOrNone appends to out the answers naming each of the dice, and none; nothing without dice.
func (g *game) dieOrNone(out []Answer, refs []DieRef) []Answer {
	if len(refs) == 0 {
		return out
	}
	return append(g.dieChoices(out, refs), AnswerNone())
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

// askedAdv is the adventurer a prompt asks, for its words: the one a queue prompt asks now,
// else the prompt's Adventurer.
func askedAdv(t *Task) say.Adv {
	if len(t.Queue) > 0 {
		return say.Adv(t.Queue[0])
	}
	return say.Adv(t.Adventurer)
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
