package solver

import (
	"fmt"
	"strings"

	"setawatch/game"
)

// explain says in one line what a step of the plan does and why.
func (sv *search) explain(st *step) string {
	s, m := st.before, st.move
	var what string
	switch m.Verb {
	case game.VerbAttack:
		i := m.Pos - 1
		total := 0
		for _, e := range st.events {
			if e.Kind == "attacked" {
				total += e.Value
			}
		}
		what = fmt.Sprintf("%d damage to the %s (health %d", total, sv.name(s.Line[i].Card), game.Health(s, i))
		if d := s.Line[i].Damage; d > 0 {
			what += fmt.Sprintf(", %d damage already", d)
		}
		what += ")"
	case game.VerbUse:
		what = fmt.Sprintf("%s, with a die placed on it", sv.name(m.Card))
	case game.VerbExhaust:
		what = fmt.Sprintf("%s, exhausting the card", sv.name(m.Card))
	case game.VerbChoose:
		what = "answer: " + strings.Join(m.Args, " ")
	default:
		what = m.Verb
	}
	var effects []string
	for _, e := range st.events {
		switch e.Kind {
		case "defeated":
			name := sv.name(e.Card)
			if sv.hidden[e.Card] {
				name = "face-down card"
			}
			effects = append(effects, "defeats the "+name)
		case "exhausted":
			effects = append(effects, "exhausts "+sv.name(e.Card))
		case "wounded":
			effects = append(effects, fmt.Sprintf("halves the %s's health to %d", sv.name(e.Card), e.Value))
		case "tamed", "snared", "banished", "slumber", "to-horde", "moved", "polymorph", "blank":
			effects = append(effects, fmt.Sprintf("%s: %s", e.Kind, sv.name(e.Card)))
		case "firewood":
			effects = append(effects, fmt.Sprintf("firewood %+d", e.Value))
		}
	}
	line := m.String() + " - " + what
	if len(effects) > 0 {
		line += ": " + strings.Join(effects, ", ")
	}
	return line
}

func (sv *search) name(id string) string {
	if c := sv.cat.Cards[id]; c != nil {
		return c.Name.EN
	}
	return id
}
