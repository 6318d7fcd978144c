package game

import (
	"slices"

	"setawatch/internal/say"
)

// pocketTurnUp turns a double card just revealed at position i: its Unhallowed half up when the
// skull number matches (the Watch then exhausts an ability card), otherwise its creature half.
// A card of two creatures stays as it was dealt.
func (g *game) pocketTurnUp(i int) {
	s := g.s
	if s.Pocket == nil {
		return
	}
	lc := &s.Line[i]
	u, other := lc.Card, g.cat.OtherHalf(lc.Card)
	if other == "" {
		return
	}
	if g.card(other).Kind == KindUnhallowed {
		u, other = other, u
	}
	if g.card(u).Kind != KindUnhallowed {
		return
	}
	if !g.skullMatches(g.card(u).Skull) {
		lc.Card = other
		return
	}
	lc.Card = u
	g.emit(EventUnhallowedRises, u, "", g.card(u).Skull)
	g.pushTask(Task{Kind: TaskExhaust, Count: 1, Card: u})
	g.offerSeal(u)
}

// acolyteTurnsUp is the Pocket Watch Acolyte's First-position power: once a round, every
// revealed card whose other half is an Unhallowed turns it up, with no card exhausted.
func (g *game) acolyteTurnsUp() {
	s := g.s
	if s.Pocket == nil || s.Pocket.Acolyte {
		return
	}
	s.Pocket.Acolyte = true
	for j := range s.Line {
		lc := &s.Line[j]
		other := g.cat.OtherHalf(lc.Card)
		if !lc.FaceUp || other == "" || g.card(other).Kind != KindUnhallowed {
			continue
		}
		lc.Card = other
		lc.RevealPending = !lc.NoReveal
		g.emit(EventUnhallowedRises, other, "", 0)
		g.offerSeal(other)
	}
}

// TaskPocketSeal: the Seal rune was cast and Card, an Unhallowed, has just risen: the party may
// swap it for an Unhallowed half of a card in the Graveyard (or none).
const TaskPocketSeal TaskKind = "pocket-seal"

func (g *game) offerSeal(u string) {
	if g.s.Pocket.Seal && g.anySealChoice() {
		g.pushTask(Task{Kind: TaskPocketSeal, Card: u})
	}
}

// anySealChoice reports whether there is an Unhallowed to seal.
func (g *game) anySealChoice() bool {
	found := false
	g.eachSealChoice(func(string) { found = true })
	return found
}

// sealChoicesTo appends to out an answer choosing each Unhallowed half of the cards in the
// Graveyard, whichever way they lie.
func (g *game) sealChoicesTo(out []Answer) []Answer {
	g.eachSealChoice(func(h string) { out = append(out, AnswerCard(h)) })
	return out
}

// eachSealChoice calls yield with each Unhallowed half of the cards in the Graveyard.
func (g *game) eachSealChoice(yield func(half string)) {
	for _, c := range g.s.Graveyard {
		for _, h := range [...]string{c, g.cat.OtherHalf(c)} {
			if h != "" && g.card(h).Kind == KindUnhallowed {
				yield(h)
			}
		}
	}
}

func init() {
	creatureRules["pocket-acolyte"] = creatureRule{first: func(g *game, i int) { g.acolyteTurnsUp() }}
	taskRules[TaskPocketSeal] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer {
			if g.linePos(t.Card) < 0 {
				return out
			}
			return append(g.sealChoicesTo(out), AnswerNone())
		},
		resolve: func(g *game, t *Task, answer Answer) error {
			s := g.s
			card := t.Card
			g.popTask()
			i := g.linePos(card)
			if answer.None || i < 0 {
				return nil
			}
			s.Graveyard = g.without(s.Graveyard, g.graveyardHalf(answer.Card))
			s.Graveyard = slices.Insert(s.Graveyard, 0, card)
			s.Line[i].Card = answer.Card
			g.emit(EventSealed, answer.Card, "", i+1)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Seal: swap {{.Card}} for an Unhallowed from the Graveyard, or none", "Card", say.Card(t.Card))
		},
		words: sealWords,
	}
}

// graveyardHalf is the id under which a card lies in the Graveyard: the id itself, or in
// Pocket Watch its other half ("" when the card is not there).
func (g *game) graveyardHalf(id string) string {
	for _, c := range []string{id, g.cat.OtherHalf(id)} {
		if c != "" && slices.Contains(g.s.Graveyard, c) && (c == id || g.s.Pocket != nil) {
			return c
		}
	}
	return ""
}

// polymorphHalf is the other half of a Graveyard card that Polymorph may bring instead: in
// Pocket Watch either half comes; else none ("").
func (g *game) polymorphHalf(c string) string {
	if g.s.Pocket == nil {
		return ""
	}
	return g.cat.OtherHalf(c)
}

func isUnhallowed(c *Card) bool { return c.Kind == KindUnhallowed }

// intoHorde sends a card to the Horde. In Pocket Watch the card goes to the Graveyard and the
// Horde counter goes up, except in the final round, whose new Horde is never fought.
func (g *game) intoHorde(card string) {
	s := g.s
	if s.Pocket == nil {
		s.Horde = slices.Insert(s.Horde, 0, card)
		g.hordeEntered(true) // a creature of the Line, seen going
		return
	}
	s.Graveyard = slices.Insert(s.Graveyard, 0, card)
	if !g.finalRound() {
		s.Pocket.Horde++
	}
}

// pocketVanquish is the Vanquish rune: the Horde counter goes down by one.
func (g *game) pocketVanquish() {
	if p := g.s.Pocket; p.Horde > 0 {
		p.Horde--
		g.emit(EventVanquished, "", "", p.Horde)
	}
}

// pocketRecycles reports whether a creature defeated now goes back, face down, to the end of
// the Line: in the final round, while the Horde counter still holds creatures the cards could
// not.
func (g *game) pocketRecycles() bool {
	s := g.s
	return s.Pocket != nil && s.Pocket.Horde > 0 && g.finalRound() && s.Phase == PhaseWatch
}

func (g *game) recycle(card string) {
	s := g.s
	s.Line = append(s.Line, LineCard{Card: g.turnAtRandom(card)})
	s.Pocket.Horde--
	g.emit(EventHordeReturns, "", "", s.Pocket.Horde)
}
