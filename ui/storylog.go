package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"setawatch/game"
	"setawatch/story"
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
	for i, e := range m.Session().History() {
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
			if ev.Kind == game.EventLocation {
				flush()
				rounds = append(rounds, storyRound{title: roundTitle(ev.Value, ev.Card)})
				continue
			}
			if text := eventText(ev); text != "" {
				parts = append(parts, text)
			}
		}
		if len(parts) == 0 && !slices.ContainsFunc(e.Events, func(ev game.Event) bool { return ev.Kind == game.EventLocation }) {
			parts = []string{quietMove(m.Session().Before(i), e.Move)}
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

// quietMove tells a move that caused no event worth a sentence of its own, with the table it
// was played on (before; nil when not known).
func quietMove(before *game.State, m game.Move) string {
	if m.Verb == game.VerbChoose {
		return lang.L("The party chooses: {{.Answer}}.", map[string]any{"Answer": describeMoveOn(before, m)})
	}
	return describeMoveOn(before, m) + "."
}

// roundTitle heads a round in the log.
func roundTitle(round int, location string) string {
	return lang.L("Round {{.N}} · {{.Location}}", map[string]any{"N": round, "Location": cardName(location)})
}

// eventText tells one event for the log, as a sentence; "" for events the log leaves out.
func eventText(e game.Event) string {
	if msg, ok := story.Event(e); ok {
		return speak(msg)
	}
	return ""
}
