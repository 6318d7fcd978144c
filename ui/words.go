package ui

import (
	"strconv"

	"fyne.io/fyne/v2/lang"

	"setawatch/game"
	"setawatch/internal/say"
	"setawatch/story"
)

// Moves, prompt answers and events in words, for buttons, menus, the status line and the log.

// spaceName is a camp space or rune in words.
func spaceName(space string) string { return speak(story.Space(space)) }

// describeMoveOn says what a move does, with the table it would be played on: the engine's
// words (game.MoveWords).
func describeMoveOn(s *game.State, m game.Move) string { return speak(game.MoveWords(s, m)) }

// describeMove says what a move does, without a table to name its targets.
func describeMove(m game.Move) string { return describeMoveOn(nil, m) }

// statusLine says what happens next.
func statusLine(s *game.State) string {
	prompt := game.PendingPrompt(s)
	switch {
	case s.Over():
		if s.Result == "won" {
			return lang.L("The party survived the night: you won!")
		}
		return lang.L("The party has fallen: {{.Reason}}", map[string]any{"Reason": reasonText(s.Reason)})
	case prompt != nil:
		if a := prompt.Adventurer; a != "" {
			return speak(say.M("Round {{.Round}}: a decision for the {{.Adv}}.", "Round", s.Round, "Adv", say.Adv(a)))
		}
		return lang.L("Round {{.Round}}: a decision for the party.", map[string]any{"Round": s.Round})
	}
	round := map[string]any{"Round": s.Round, "Location": cardName(s.Location)}
	switch s.Phase {
	case game.PhaseCamper:
		return lang.L("Round {{.Round}} at {{.Location}}: choose who rests in camp.", round)
	case game.PhaseCamp:
		return speak(say.M("Round {{.Round}}: the {{.Adv}} is in camp. Drag the camper's dice onto camp spaces or runes, then End camp.",
			"Round", s.Round, "Adv", say.Adv(s.Camper)))
	case game.PhaseMerchant:
		return lang.L("Round {{.Round}}, the Merchant: drag an Item from the Market onto an adventurer's Item slot (or tap the Item, then the slot) to buy it; then press To the Watch.", round)
	case game.PhaseWatch:
		return lang.L("Round {{.Round}}, the Watch: drag dice onto revealed creatures or ability cards. End the Watch when done.", round)
	}
	return ""
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
