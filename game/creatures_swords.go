package game

import (
	"slices"

	"setawatch/internal/say"
)

// The creatures of Swords of the Coin. Their keywords (Second Position, End of Line, Stun, Steal,
// the Riders) are written here once and used by the cards below.
var swordsCreatureRules = map[string]creatureRule{
	"wild-boar": {},
	// +1 health a location visited.
	"wandering-giant": {healthBonus: func(g *game, i int) int { return len(g.s.Visited) }},
	// Riders mount a creature of a type next to them (mountRiders), adding its health.
	"beast-rider":  {mounts: "forest"},
	"dragon-rider": {mounts: "dragon"},
	"hill-giant": {reveal: func(g *game, i int) {
		if g.endOfLine(i) {
			g.changeFirewood(-2, g.s.Line[i].Card)
		}
	}},
	"giant-spider": {reveal: func(g *game, i int) { g.stun(1, g.s.Line[i].Card) }},
	"wyrmling": {reveal: func(g *game, i int) {
		if i == 1 {
			g.changeFirewood(-2, g.s.Line[i].Card)
		}
	}},
	"storm-dragon": {reveal: func(g *game, i int) {
		g.changeFirewood(-2, g.s.Line[i].Card)
		g.stun(1, g.s.Line[i].Card)
	}},
	"ghoul": {reveal: func(g *game, i int) {
		s := g.s
		if !g.endOfLine(i) || len(s.Graveyard) == 0 || g.card(s.Graveyard[0]).Kind == KindSummon {
			return
		}
		c := s.Graveyard[0]
		s.Graveyard = s.Graveyard[1:]
		s.Line = slices.Insert(s.Line, i+1, LineCard{Card: c, Known: true}) // from the face-up Graveyard
		g.emit(EventFromGraveyard, c, "", i+2)
	}},
	"skeleton-archer": {reveal: func(g *game, i int) {
		if i == 1 {
			g.stun(1, g.s.Line[i].Card)
		}
	}},
	"cutpurse": {reveal: func(g *game, i int) {
		if i == 1 {
			g.pushTask(Task{Kind: TaskSteal, Card: g.s.Line[i].Card})
		}
	}},
	"smuggler": {reveal: func(g *game, i int) {
		s := g.s
		if !g.endOfLine(i) || g.finalRound() {
			return
		}
		lc := g.removeFromLine(i)
		s.Horde = slices.Insert(s.Horde, 0, lc.Card)
		g.hordeEntered(true)
		s.Effects.HordeEntered = true
		g.emit(EventToHorde, lc.Card, "", 0)
	}},
	"goblin-thief": {reveal: func(g *game, i int) { g.pushTask(Task{Kind: TaskVampire, Card: g.s.Line[i].Card}) }},
	"stone-golem":  {first: func(g *game, i int) { g.stun(2, g.s.Line[i].Card) }},
}

func init() {
	for k, r := range swordsCreatureRules {
		creatureRules[k] = r
	}
}

// endOfLine reports whether position i is the last of the Line (End of Line powers).
func (g *game) endOfLine(i int) bool { return i == len(g.s.Line)-1 }

// swordsHealth is what a Rider's mount and the Heretic's Apostasy add to a Line creature's
// health.
func (g *game) swordsHealth(i int) int {
	s := g.s
	lc := &s.Line[i]
	c := g.card(lc.Card)
	h := 0
	if lc.Mount != "" {
		h += g.printedHealth(lc.Mount)
	}
	return h + g.passiveHealth(c)
}

// mountRiders merges one revealed Rider with a revealed creature of its mount's type standing
// next to it (the one nearer the camp first); it reports whether it did. The mount leaves the
// Line and sits under the Rider, bringing the damage already dealt to it.
func (g *game) mountRiders() bool {
	s := g.s
	if g.loc().noMounts {
		return false
	}
	for i := range s.Line {
		lc := &s.Line[i]
		if !g.active(i) || lc.Mount != "" {
			continue // checked first: most of a long Line is face down
		}
		r := creatureRuleOf(g.card(lc.Card))
		if r == nil || r.mounts == "" {
			continue
		}
		typ := r.mounts
		for _, j := range []int{i - 1, i + 1} {
			if j < 0 || j >= len(s.Line) || !s.Line[j].FaceUp || s.Line[j].Mount != "" || !g.isType(j, typ) {
				continue
			}
			mount := s.Line[j]
			lc.Mount = mount.Card
			lc.Damage += mount.Damage
			lc.Dice = append(lc.Dice, mount.Dice...)
			s.Line = slices.Delete(s.Line, j, j+1)
			g.emit(EventMounted, mount.Card, "", min(i, j)+1)
			return true
		}
	}
	return false
}

// dismount sends the mount of a Rider leaving the Line to the Graveyard.
func (g *game) dismount(lc *LineCard) {
	if lc.Mount == "" {
		return
	}
	g.s.Graveyard = slices.Insert(g.s.Graveyard, 0, lc.Mount)
	g.emit(EventDismounted, lc.Mount, "", 0)
	lc.Mount = ""
}

// TaskStun is Stun X: the Watch puts Count unspent dice on ability cards of their owners,
// without effect (AnswerStun).
const TaskStun TaskKind = "stun"

// stun starts a Stun power of a creature.
func (g *game) stun(n int, card string) {
	n += g.loc().stun
	g.pushTask(Task{Kind: TaskStun, Count: n, Card: card})
}

// eachStun calls yield with each answer to Stun, until yield returns false.
func (g *game) eachStun(yield func(Answer) bool) {
	for i := range g.s.Adventurers {
		a := &g.s.Adventurers[i]
		if !a.OnWatch || a.SitsOut || !g.spendsDiceOnAbilities(a) {
			continue
		}
		// The distinct values of a's free dice, in the dice's order.
		var buf [dicePerAdventurer]int
		values := buf[:0]
		for _, d := range a.Dice {
			if d.State == DieFree && !slices.Contains(values, d.Value) {
				values = append(values, d.Value)
			}
		}
		for _, sl := range a.Slots {
			if sl.Exhausted || sl.UsedWithDie {
				continue
			}
			for _, v := range values {
				if !yield(AnswerStun(sl.Card, v)) {
					return
				}
			}
		}
	}
}

func init() {
	// Stun: a die showing a value is put on an ability card.
	taskRules[TaskStun] = pairAnswers(taskRule{
		resolve: func(g *game, t *Task, answer Answer) error {
			card, v := answer.Card, answer.Value
			a := g.ownerOf(card)
			var buf [dicePerAdventurer]DieRef
			ref, err := g.findDie(DieSpec{Adventurer: a.ID, Value: v}, freeDiceOf(buf[:0], a))
			if err != nil {
				return err
			}
			g.s.Die(ref).State = DieSpent
			a.Slot(card).UsedWithDie = true
			g.emit(EventStunned, card, a.ID, v)
			g.countDown(t)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("{{.Card}}: Stun {{.N}}: put an unspent die on an ability card of its owner, without effect.", "Card", say.Card(t.Card), "N", t.Count)
		},
		targets: func(w words, t *Task, answer Answer) ([]Target, bool) {
			c := w.cardTarget(answer.Card)
			return []Target{c, {Kind: TargetDie, Adventurer: c.Adventurer, Value: answer.Value}}, true
		},
		words: func(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
			die := targetAt(targets, 1)
			return say.M("Stun the {{.Adv}}'s die {{.N}} on {{.Card}}", "Adv", say.Adv(die.Adventurer), "N", die.Value, "Card", say.Card(targetAt(targets, 0).Card)), true
		},
		form: formStun,
	}, func(g *game, t *Task, yield func(Answer) bool) { g.eachStun(yield) })
}

// spendsDiceOnAbilities reports whether an adventurer may put dice on ability cards (the
// Barbarian may not).
func (g *game) spendsDiceOnAbilities(a *AdventurerState) bool { return a.ID != "barbarian" }
