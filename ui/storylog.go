package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"setawatch/game"
)

// logLine is one line of the game log: a round's title, or what one move did.
type logLine struct {
	text   string
	header bool
}

// storyRound is one round of the story: its title and its entries, oldest first.
type storyRound struct {
	title   string
	entries []string
}

// storyLines is the game's story for the log, newest first: a title per round, then what each
// move did, in sentences.
func storyLines(m *Model) []logLine {
	s := m.State()
	first := s.Location
	if len(s.Visited) > 0 {
		first = s.Visited[0]
	}
	rounds := []storyRound{{title: roundTitle(1, first)}}
	var merchant merchantLog
	for _, e := range m.Session().History() {
		var parts []string
		if text := merchant.endText(e); text != "" {
			parts = append(parts, text+".")
		}
		flush := func() {
			if len(parts) > 0 {
				r := &rounds[len(rounds)-1]
				r.entries = append(r.entries, strings.Join(parts, " "))
			}
			parts = nil
		}
		for _, ev := range e.Events {
			if ev.Kind == "location" {
				flush()
				rounds = append(rounds, storyRound{title: roundTitle(ev.Value, ev.Card)})
				continue
			}
			if text := eventText(ev); text != "" {
				parts = append(parts, text)
			}
		}
		if len(parts) == 0 && !slices.ContainsFunc(e.Events, func(ev game.Event) bool { return ev.Kind == "location" }) {
			parts = []string{quietMove(e.Move)}
		}
		flush()
	}
	var out []logLine
	for i := len(rounds) - 1; i >= 0; i-- {
		out = append(out, logLine{text: rounds[i].title, header: true})
		for j := len(rounds[i].entries) - 1; j >= 0; j-- {
			out = append(out, logLine{text: rounds[i].entries[j]})
		}
	}
	return out
}

// quietMove tells a move that caused no event worth a sentence of its own.
func quietMove(m game.Move) string {
	if m.Verb == game.VerbChoose {
		return lang.L("The party chooses: {{.Answer}}.", map[string]any{"Answer": argsLabel(nil, m.Args)})
	}
	return describeMove(m) + "."
}

// roundTitle heads a round in the log.
func roundTitle(round int, location string) string {
	return lang.L("Round {{.N}} · {{.Location}}", map[string]any{"N": round, "Location": cardName(location)})
}

// eventText tells one event for the log, as a sentence; "" for events the log leaves out.
func eventText(e game.Event) string {
	d := map[string]any{"Card": cardName(e.Card), "Adv": advName(e.Adventurer), "N": e.Value, "Pos": ordinal(e.Value)}
	switch e.Kind {
	case "rests":
		return lang.L("The {{.Adv}} rests in camp.", d)
	case "revealed":
		return lang.L("{{.Card}} is revealed in {{.Pos}} position.", d)
	case "defeated":
		if e.Adventurer != "" {
			return lang.L("The {{.Adv}} defeats {{.Card}}.", d)
		}
		return lang.L("{{.Card}} is defeated.", d)
	case "attacked":
		return lang.L("The {{.Adv}} hits {{.Card}} for {{.N}}.", d)
	case "exhausted":
		return lang.L("The {{.Adv}} exhausts {{.Card}}.", d)
	case "refreshed":
		return lang.L("The {{.Adv}} refreshes {{.Card}}.", d)
	case "ability":
		return lang.L("The {{.Adv}} uses {{.Card}}.", d)
	case "firewood":
		if e.Value < 0 {
			return lang.N("The fire loses {{.N}} firewood ({{.Card}}).", -e.Value, map[string]any{"N": -e.Value, "Card": firewoodCause(e.Card)})
		}
		return lang.N("The fire gains {{.N}} firewood ({{.Card}}).", e.Value, map[string]any{"N": e.Value, "Card": firewoodCause(e.Card)})
	case "summoned":
		return lang.L("{{.Card}} is summoned into {{.Pos}} position.", d)
	case "to-horde":
		if e.Value > 0 {
			return lang.N("{{.Card}} joins the Horde and deals {{.N}} damage.", e.Value, d)
		}
		return lang.L("{{.Card}} joins the Horde.", d)
	case "stole":
		return lang.L("{{.Card}} steals the {{.Adv}}'s {{.N}}.", d)
	case "placed":
		return lang.L("The {{.Adv}} places a {{.N}} on {{.Space}}.", map[string]any{"Adv": advName(e.Adventurer), "N": e.Value, "Space": spaceName(e.Card)})
	case "rune":
		return lang.L("The {{.Rune}} rune is cast.", map[string]any{"Rune": spaceName(e.Card)})
	case "watch":
		return lang.N("The Watch begins with {{.N}} cards in the Line.", e.Value, d)
	case "watch-ends":
		return lang.N("The party ends the Watch: {{.N}} cards go to the Horde.", e.Value, d)
	case "round-end":
		return lang.L("Round {{.N}} ends.", d)
	case "won":
		return lang.L("The party survived the night!")
	case "lost":
		return lang.L("The party has fallen.")
	case "vanquished":
		return lang.L("The top card of the Horde is removed from the game.")
	case "sealed":
		return lang.L("{{.Card}} is sealed away.", d)
	case "tamed":
		return lang.L("The {{.Adv}} tames {{.Card}}.", d)
	case "wounded":
		return lang.L("{{.Card}} is wounded: its health is now {{.N}}.", d)
	case "rerolled":
		if e.Value > 0 {
			return lang.L("The {{.Adv}} rerolls a die: it shows {{.N}}.", d)
		}
		return lang.L("The {{.Adv}} rerolls dice.", d)
	case "sits-out":
		return lang.L("The {{.Adv}} sits out the Watch: every card is exhausted.", d)
	case "skeletons-rise":
		return lang.L("The Skeletons rise again.")
	case "scouted":
		return lang.N("{{.N}} creature cards were scouted.", e.Value, d)
	case "equipped":
		return lang.L("The {{.Adv}} equips {{.Card}}.", d)
	case "next-location":
		return lang.L("The next location will be {{.Card}}.", d)
	case "graveyard-shuffled":
		return lang.L("The Graveyard is shuffled into a new Creature deck.")
	case "moved":
		return lang.L("{{.Card}} moves to {{.Pos}} position.", d)
	case "cleave":
		return lang.L("Cleave carries {{.N}} damage on.", d)
	case "die-set-aside":
		return lang.L("{{.Card}} sets the {{.Adv}}'s {{.N}} aside.", d)
	case "die-changed":
		return lang.L("The {{.Adv}}'s die now shows {{.N}}.", d)
	case "trap-set":
		return lang.L("The {{.Adv}} sets a trap of {{.N}}.", d)
	case "trap":
		return lang.L("The trap strikes {{.Card}} for {{.N}}.", d)
	case "snared", "banished", "blank", "slumber", "axe", "polymorph", "swapped", "shield-bash", "lance", "inspired", "traded":
		if e.Adventurer == "" {
			return lang.L("{{.Card}} changes place in the Line.", d)
		}
		return lang.L("The {{.Adv}}'s card acts on {{.Card}}.", d)
	case "from-graveyard", "returns", "summon-returns":
		return lang.L("{{.Card}} comes back to the Line.", d)
	case "drawn-into-line":
		return ""
	}
	if text := swordsEventText(e, d); text != "" {
		return text
	}
	// Rarer events are told plainly, by their kind.
	text := strings.ReplaceAll(e.Kind, "-", " ")
	if e.Card != "" {
		text += ": " + argLabelPlain(e.Card)
	}
	if e.Adventurer != "" {
		text += " (" + advName(e.Adventurer) + ")"
	}
	return text
}

// firewoodCause names why the firewood changed: a card, a camp space or a rule.
func firewoodCause(cause string) string {
	switch cause {
	case "exhausted":
		return lang.L("an ability card exhausted")
	case "wood-axe":
		return lang.L("a camp action")
	}
	return argLabelPlain(cause)
}
