package solver

import (
	"fmt"

	"setawatch/game"
	"setawatch/internal/say"
)

// explain says in one line what a step of the plan does and why: the move in notation, then
// its words, as a message for either language.
func (sv *search) explain(s *game.State, m game.Move, events []game.Event) say.Msg {
	var what say.Msg
	switch m.Verb {
	case game.VerbAttack:
		i := m.Pos - 1
		total := 0
		for _, e := range events {
			if e.Kind == game.EventAttacked {
				total += e.Value
			}
		}
		card := say.Card(s.Line[i].Card)
		if d := s.Line[i].Damage; d > 0 {
			what = say.M("{{.N}} damage to {{.Card}} (health {{.Health}}, {{.Damage}} damage already)", "N", total, "Card", card, "Health", game.Health(s, i), "Damage", d)
		} else {
			what = say.M("{{.N}} damage to {{.Card}} (health {{.Health}})", "N", total, "Card", card, "Health", game.Health(s, i))
		}
	case game.VerbUse:
		what = say.M("{{.Card}}, with a die placed on it", "Card", say.Card(m.Card))
	case game.VerbExhaust:
		what = say.M("{{.Card}}, exhausting the card", "Card", say.Card(m.Card))
	case game.VerbChoose:
		what = say.M("answer: {{.Answer}}", "Answer", say.Raw(answerText(m)))
	default:
		what = say.M("{{.Verb}}", "Verb", say.Raw(m.Verb.String()))
	}
	var effects say.List
	for _, e := range events {
		card := say.Card(e.Card)
		switch e.Kind {
		case game.EventDefeated:
			if sv.hidden[e.Card] {
				effects = append(effects, say.M("defeats a face-down card"))
			} else {
				effects = append(effects, say.M("defeats {{.Card}}", "Card", card))
			}
		case game.EventExhausted:
			effects = append(effects, say.M("exhausts {{.Card}}", "Card", card))
		case game.EventWounded:
			effects = append(effects, say.M("halves the health of {{.Card}} to {{.N}}", "Card", card, "N", e.Value))
		case game.EventTamed:
			effects = append(effects, say.M("tames {{.Card}}", "Card", card))
		case game.EventSnared:
			effects = append(effects, say.M("snares {{.Card}}", "Card", card))
		case game.EventBanished:
			effects = append(effects, say.M("banishes {{.Card}}", "Card", card))
		case game.EventSlumber:
			effects = append(effects, say.M("puts {{.Card}} to sleep", "Card", card))
		case game.EventToHorde:
			effects = append(effects, say.M("sends {{.Card}} to the Horde", "Card", card))
		case game.EventMoved:
			effects = append(effects, say.M("moves {{.Card}}", "Card", card))
		case game.EventPolymorph:
			effects = append(effects, say.M("swaps {{.Card}} with the Graveyard", "Card", card))
		case game.EventBlank:
			effects = append(effects, say.M("ignores the text of {{.Card}}", "Card", card))
		case game.EventFirewood:
			effects = append(effects, say.M("firewood {{.Delta}}", "Delta", say.Raw(fmt.Sprintf("%+d", e.Value))))
		}
	}
	move := say.Raw(m.String())
	if len(effects) > 0 {
		return say.M("{{.Move}} - {{.What}}: {{.Effects}}", "Move", move, "What", what, "Effects", effects)
	}
	return say.M("{{.Move}} - {{.What}}", "Move", move, "What", what)
}

// answerText is a choose move's answer in notation.
func answerText(m game.Move) string {
	if m.Answer == nil {
		return ""
	}
	return m.Answer.String()
}
