package game

import "setawatch/internal/say"

// Forecast is what ending the Watch now would do, worked out from what the players can see:
// the face-down creatures are counted, never looked at.
type Forecast struct {
	// Valid is false when the Watch cannot be ended now (another phase, a prompt waiting).
	Valid bool `json:"valid"`
	// Damage is the ability cards the face-up creatures would take on their way to the Horde,
	// their First-position powers included, even beyond the cards the Watch has left.
	Damage int `json:"damage"`
	// Unknown is how many face-down creatures would go to the Horde too, their damage unknown.
	Unknown int `json:"unknown"`
	// Loses is true when the known damage alone loses the game.
	Loses bool `json:"loses"`
	// CardsLost is how many ready ability cards of the Watch would be exhausted (at most those
	// it has); CardsLeft is how many it has now.
	CardsLost int `json:"cardsLost"`
	CardsLeft int `json:"cardsLeft"`
	// Firewood is the change of the campfire on the way (the Fae's, a Fetid Swamp's...).
	Firewood int `json:"firewood"`
	// Powers are the First-position powers that would fire, in order.
	Powers []ForecastPower `json:"powers,omitempty"`
	// Creatures are the face-up creatures' intents, in Line order.
	Creatures []Intent `json:"creatures,omitempty"`
}

// ForecastPower is one First-position power that would fire as the Line goes to the Horde.
type ForecastPower struct {
	Pos      int    `json:"pos"` // the creature's Line position now
	Card     string `json:"card"`
	Cards    int    `json:"cards,omitempty"`    // the ability cards it makes the Watch exhaust
	Firewood int    `json:"firewood,omitempty"` // its change of the campfire
}

// Intent is what a face-up creature would do if the Watch ended now: its damage, and whether
// its First-position power would fire.
type Intent struct {
	Pos    int    `json:"pos"`
	Card   string `json:"card"`
	Damage int    `json:"damage"`
	Power  bool   `json:"power,omitempty"`
}

// ForecastEndWatch works out what ending the Watch now would do, by running the engine's own
// end of the Watch on the player view with the face-down creatures taken out: the damage is
// counted rather than paid, and any other prompt on the way takes its first answer.
func ForecastEndWatch(s *State) Forecast {
	cat, err := DefaultCatalog()
	if err != nil || s.Over() || s.Phase != PhaseWatch || s.Pending() != nil {
		return Forecast{}
	}
	f := Forecast{Valid: true}
	v := PlayerView(s)
	posOf := map[string]int{}
	line := v.Line[:0]
	for i, lc := range v.Line {
		if !lc.FaceUp {
			f.Unknown++
			continue
		}
		posOf[lc.Card] = i + 1
		line = append(line, lc)
	}
	v.Line = line
	f.CardsLeft = readyWatchCards(v)
	g := &game{s: v, cat: cat}
	v.WatchEnding = true
	drawn := map[string]bool{}
	for guard := 0; guard < 10000 && !v.Over(); guard++ {
		if t := v.Pending(); t != nil {
			if t.Kind == TaskExhaust {
				if _, known := posOf[t.Card]; known || !isCreatureKind(g.card(t.Card)) {
					f.Damage += t.Count // counted, not paid: the damage beyond the cards shows too
				} else if !drawn[t.Card] {
					drawn[t.Card] = true // a creature drawn on the way (Fell Beast): unknown
					f.Unknown++
				}
				g.popTask()
				continue
			}
			if opts := g.options(t); len(opts) > 1 {
				if g.resolve(t, opts[0]) != nil {
					g.popTask()
				}
				continue
			}
		}
		if v.Phase != PhaseWatch || (len(v.Line) == 0 && len(v.Tasks) == 0) {
			break // the Line is gone: the round's end is not part of the forecast
		}
		// The step that fires the front creature's First-position power (see watchUpkeep).
		front := ""
		if len(v.Line) > 0 && v.Line[0].FaceUp && !v.Line[0].FirstDone && !v.Line[0].Blank && len(v.Tasks) == 0 && v.Firewood > 0 &&
			v.Options.Rules >= RulesHordeEndsWatch {
			front = v.Line[0].Card
		}
		tasks, events := len(v.Tasks), len(g.events)
		if !g.step() && v.Pending() == nil {
			break
		}
		if _, known := posOf[front]; known {
			if p, fired := g.firedPower(front, posOf[front], tasks, events); fired {
				f.Powers = append(f.Powers, p)
			}
		}
	}
	damageOf := map[string]int{}
	for _, e := range g.events {
		if e.Kind == EventToHorde {
			damageOf[e.Card] = e.Value
		}
	}
	f.Firewood = v.Firewood - s.Firewood
	left := readyWatchCards(v)
	f.CardsLost = f.CardsLeft - left + min(f.Damage, left)
	f.Loses = v.Result == "lost" || f.Damage >= left && !f.heldByOthers(g)
	for i, lc := range s.Line {
		if !lc.FaceUp {
			continue
		}
		in := Intent{Pos: i + 1, Card: lc.Card, Damage: damageOf[lc.Card]}
		for k, p := range f.Powers {
			if p.Card == lc.Card {
				in.Power = true
				f.Powers[k].Pos = i + 1
			}
		}
		f.Creatures = append(f.Creatures, in)
	}
	return f
}

// firedPower tells what a creature's First-position power did in the step just taken, from the
// tasks and events it added; fired is false when it had no such power or Hex negated it.
func (g *game) firedPower(card string, pos, tasks, events int) (p ForecastPower, fired bool) {
	r, _ := g.creatureOf(card)
	if r.first == nil {
		return p, false
	}
	p = ForecastPower{Pos: pos, Card: card}
	for _, e := range g.events[events:] {
		switch {
		case e.Kind == EventHexed && e.Card == card:
			return p, false
		case e.Kind == EventFirewood:
			p.Firewood += e.Value
		}
	}
	if tasks <= len(g.s.Tasks) {
		for _, t := range g.s.Tasks[tasks:] {
			if t.Kind == TaskExhaust {
				p.Cards += t.Count
			}
		}
	}
	return p, true
}

// heldByOthers reports whether the final round is won anyway by an adventurer not on Watch
// with a ready card (the end of the final round looks at everyone).
func (f Forecast) heldByOthers(g *game) bool {
	if !g.finalRound() {
		return false
	}
	for _, a := range g.everyone() {
		if !a.OnWatch && a.Ready() {
			return true
		}
	}
	return false
}

// readyWatchCards counts the ready ability cards of the adventurers on Watch.
func readyWatchCards(s *State) int {
	n := 0
	for _, a := range s.Adventurers {
		if !a.OnWatch {
			continue
		}
		for _, sl := range a.Slots {
			if !sl.Exhausted {
				n++
			}
		}
	}
	return n
}

// Words says the forecast as the End-the-Watch button and its confirmation tell it: "3 ability
// cards; the Fae takes 1 firewood; this loses the game".
func (f Forecast) Words() say.Msg {
	if !f.Valid {
		return say.Msg{}
	}
	parts := say.List{say.M("{{.N}} ability cards", "N", f.Damage)}
	if f.Unknown > 0 {
		parts = append(parts, say.M("{{.N}} face-down creatures, damage unknown", "N", f.Unknown))
	}
	for _, p := range f.Powers {
		parts = append(parts, p.Words())
	}
	if f.Loses {
		parts = append(parts, say.M("this loses the game"))
	}
	return say.M("{{.Parts}}", "Parts", semicolons(parts))
}

// Short is the forecast for a button: the ability cards the known damage takes, and whether
// it loses the game.
func (f Forecast) Short() say.Msg {
	if !f.Valid {
		return say.Msg{}
	}
	parts := say.List{say.M("{{.N}} ability cards", "N", f.Damage)}
	if f.Unknown > 0 {
		parts = append(parts, say.M("+{{.N}} unknown", "N", f.Unknown))
	}
	if f.Loses {
		parts = append(parts, say.M("this loses the game"))
	}
	return semicolons(parts)
}

// Words says what a First-position power does on the way: "the Fae takes 1 firewood".
func (p ForecastPower) Words() say.Msg {
	card := say.Card(p.Card)
	switch {
	case p.Firewood < 0 && p.Cards > 0:
		return say.M("{{.Card}} takes {{.N}} firewood and {{.M}} ability cards", "Card", card, "N", -p.Firewood, "M", p.Cards)
	case p.Firewood < 0:
		return say.M("{{.Card}} takes {{.N}} firewood", "Card", card, "N", -p.Firewood)
	case p.Firewood > 0:
		return say.M("{{.Card}} gives {{.N}} firewood", "Card", card, "N", p.Firewood)
	case p.Cards > 0:
		return say.M("{{.Card}} takes {{.N}} ability cards", "Card", card, "N", p.Cards)
	}
	return say.M("{{.Card}}'s First-position power fires", "Card", card)
}

// semicolons joins messages with "; ".
func semicolons(parts say.List) say.Msg {
	if len(parts) == 0 {
		return say.Msg{}
	}
	out := parts[0]
	for _, p := range parts[1:] {
		out = say.M("{{.A}}; {{.B}}", "A", out, "B", p)
	}
	return out
}

// isCreatureKind reports whether a card is one of the Line's creatures.
func isCreatureKind(c *Card) bool {
	return c != nil && (c.Kind == KindCreature || c.Kind == KindAcolyte || c.Kind == KindSummon || c.Kind == KindUnhallowed)
}
