package ui

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"setawatch/game"
)

// lineZone is what the Line shows, in words and plain values: its cards from 1st position or,
// when it has none, what to say instead. lineModel makes it; lineView only draws it.
type lineZone struct {
	Empty string // said in place of the cards when the Line is empty
	Cards []lineCardModel
}

// lineCardModel is one Line card as the players see it.
type lineCardModel struct {
	Pos    int    // its position, from 1
	Card   string // its key: its picture and text when face up, and what motion follows
	FaceUp bool
	Name   string   // its title: the creature's name, or "Face down"
	Lines  []string // the lines under its picture
	Health string   // the badges: health left and damage dealt; "" for a Summon or face down
	Damage string
	Intent string // what its intent badge says, "" for none
	Tip    string // its tooltip
	// Details is its larger view's text when that is not the card's own (a double card's two
	// halves); Double is the half that lies upside down beneath it.
	Details, Double string
	Dice            []cardDie // the dice spent on it, then the die it stole
	Reach           []string  // the adventurers on Watch whose direct attacks reach it
	Marked          bool      // a legal target for the selected die
	Pocket          bool      // a Pocket Watch card: a tap opens it as drawn, with its other half
}

// cardDie is a die lying on a card: a plain die as it is shown there, or a tamed creature's.
type cardDie struct {
	Adventurer string
	Tamed      string    // a tamed creature's card, whose die this is
	Value      int       // a tamed creature's die's value
	Die        *game.Die // a plain die, in the state it is shown in; nil if it is not found
}

// dieOnCard is the die ref points to, shown in state on a card.
func dieOnCard(s *game.State, ref game.DieRef, state game.DieState) cardDie {
	if ref.Tamed != "" {
		return cardDie{Adventurer: ref.Adventurer, Tamed: ref.Tamed, Value: game.DieValue(s, ref)}
	}
	d := s.Die(ref)
	if d == nil {
		return cardDie{Adventurer: ref.Adventurer}
	}
	shown := *d
	shown.State = state
	return cardDie{Adventurer: ref.Adventurer, Die: &shown}
}

// attacksWith is whether m is die d's direct attack on the creature at pos.
func attacksWith(m game.Move, pos int, d game.DieSpec) bool {
	return m.Verb == game.VerbAttack && m.Pos == pos && len(m.Dice) == 1 && m.Dice[0] == d
}

// lineModel is the Line of s as the table shows it. legal are the moves allowed now and
// selected the die the player has chosen, if any: the cards it can attack are marked. Compact
// cards (the final round's two rows of small cards) leave room for their position alone: their
// type and wounds go to the tooltip.
func lineModel(s *game.State, legal []game.Move, selected *game.DieSpec, compact bool) lineZone {
	if len(s.Line) == 0 {
		msg := lang.L("The Line is empty.")
		// Before the Watch (the Merchant's phase included), tell what will come to it.
		if s.Phase == game.PhaseCamper || s.Phase == game.PhaseCamp || s.Phase == game.PhaseMerchant {
			if loc := catalog().Cards[s.Location]; loc != nil {
				msg = lang.L("At the Watch, {{.N}} creatures come to the Line.", map[string]any{"N": loc.Creatures})
			}
		}
		return lineZone{Empty: msg}
	}
	intents := intentsOf(game.ForecastEndWatch(s))
	cards := make([]lineCardModel, len(s.Line))
	for i := range s.Line {
		cards[i] = lineCard(s, i, intents, compact)
		cards[i].Marked = selected != nil && slices.ContainsFunc(legal, func(m game.Move) bool {
			return attacksWith(m, i+1, *selected)
		})
	}
	return lineZone{Cards: cards}
}

// lineCard is the card at index i, with its creature's intent if the Watch ended now.
func lineCard(s *game.State, i int, intents map[int]game.Intent, compact bool) lineCardModel {
	lc := s.Line[i]
	pos := i + 1
	m := lineCardModel{Pos: pos, Card: lc.Card, FaceUp: lc.FaceUp, Pocket: s.PocketWatch()}
	for _, ref := range lc.Dice {
		m.Dice = append(m.Dice, dieOnCard(s, ref, game.DieSpent))
	}
	if lc.Stolen != nil {
		m.Dice = append(m.Dice, dieOnCard(s, *lc.Stolen, game.DieStolen))
	}
	if s.Phase == game.PhaseWatch {
		for _, a := range s.Adventurers {
			if a.OnWatch && !a.SitsOut && game.Reaches(s, a.ID, pos) {
				m.Reach = append(m.Reach, a.ID)
			}
		}
	}
	if !lc.FaceUp {
		m.Name = lang.L("Face down")
		m.Lines = []string{ordinal(pos)}
		m.Tip = lang.L("A face-down card: the fire has not revealed it yet.")
		return m
	}
	c := catalog().Cards[lc.Card]
	m.Name = cardName(lc.Card)
	m.Lines = []string{ordinal(pos)}
	if c.Type != "" && !compact {
		m.Lines[0] += " · " + typeName(c.Type)
	}
	m.Tip = cardDetails(lc.Card)
	if c.Kind != game.KindSummon {
		health, base := game.Health(s, i), game.BaseHealth(s, i)
		var hurt []string // what the health badge sums up
		if health != base {
			hurt = append(hurt, lang.L("Health {{.N}}", map[string]any{"N": health})+" "+lang.L("(base {{.N}})", map[string]any{"N": base}))
		}
		if lc.Damage > 0 {
			hurt = append(hurt, lang.L("Hit for {{.N}} of {{.H}}", map[string]any{"N": lc.Damage, "H": health}))
		}
		if !compact {
			m.Lines = append(m.Lines, hurt...)
		}
		m.Health = strconv.Itoa(health - lc.Damage)
		m.Damage = strconv.Itoa(c.Damage)
		// What the badge says, when it is not the printed health; then the card as printed.
		var live []string
		if lc.Damage > 0 || health != c.Health {
			live = append(live, lang.L("{{.Left}} health left of {{.N}}", map[string]any{"Left": health - lc.Damage, "N": health}))
		}
		if compact {
			live = append(live, strings.Join(append([]string{ordinal(pos) + " · " + typeName(c.Type)}, hurt...), " · "))
		}
		if in, ok := intents[pos]; ok {
			m.Intent = intentBadge(in)
			live = append(live, intentWords(in))
		}
		if len(live) > 0 {
			m.Tip = strings.Join(live, "\n") + "\n\n" + m.Tip
		}
	}
	if lc.Wounded {
		m.Lines = append(m.Lines, lang.L("Wounded: health halved"))
	}
	if lc.Blank {
		m.Lines = append(m.Lines, lang.L("Its text is ignored"))
	}
	if m.Pocket {
		if m.Double = catalog().OtherHalf(lc.Card); m.Double != "" {
			if s := skullLine(lc.Card); s != "" {
				m.Lines = append(m.Lines, s)
			}
			m.Tip += "\n\n" + lang.L("Upside down beneath it:") + "\n" + cardDetails(m.Double)
			m.Details = doubleText(lc.Card)
		}
	}
	return m
}

// intentsOf are the face-up creatures' intents by Line position, when the Watch can end now.
func intentsOf(f game.Forecast) map[int]game.Intent {
	out := map[int]game.Intent{}
	for _, in := range f.Creatures {
		out[in.Pos] = in
	}
	return out
}

// intentBadge is what a creature's intent badge says: the cards it takes if the Watch ends
// now, ⚡ when its First-position power fires on the way.
func intentBadge(in game.Intent) string {
	text := strconv.Itoa(in.Damage)
	if in.Power {
		text += "⚡"
	}
	return text
}

// intentWords tells the intent in the card's tooltip.
func intentWords(in game.Intent) string {
	text := lang.N("If the Watch ends now, it takes {{.N}} ability cards.", in.Damage, map[string]any{"N": in.Damage})
	if in.Power {
		text += " " + lang.L("Its First-position power fires on the way to the Horde.")
	}
	return text
}
