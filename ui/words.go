package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"setawatch/game"
	"setawatch/internal/say"
	"setawatch/story"
)

// Moves, prompt answers and events in words, for buttons, menus, the status line and the log.

// spaceName is a camp space or rune in words.
func spaceName(space string) string { return speak(story.Space(space)) }

// argLabel is a move argument in words: a Line position, a card, an adventurer or a die.
func argLabel(s *game.State, arg string) string {
	if pos, err := strconv.Atoi(arg); err == nil && s == nil {
		return lang.L("the {{.Pos}} card", map[string]any{"Pos": ordinal(pos)})
	}
	if pos, err := strconv.Atoi(arg); err == nil {
		if pos >= 1 && pos <= len(s.Line) {
			lc := s.Line[pos-1]
			if lc.FaceUp {
				return lang.L("{{.Card}} ({{.Pos}})", map[string]any{"Card": cardName(lc.Card), "Pos": ordinal(pos)})
			}
			return lang.L("the face-down card ({{.Pos}})", map[string]any{"Pos": ordinal(pos)})
		}
		return arg
	}
	if strings.Contains(arg, ":") {
		parts := strings.SplitN(arg, ":", 2)
		if v, err := strconv.Atoi(parts[1]); err == nil {
			return dieLabel(game.DieSpec{Adventurer: parts[0], Value: v})
		}
		return dieLabel(game.DieSpec{Adventurer: parts[0], Tamed: parts[1]})
	}
	if _, ok := catalog().Cards[arg]; ok {
		return cardName(arg)
	}
	if _, ok := catalog().Adventurers[arg]; ok {
		return advName(arg)
	}
	// Answers that name several cards: Scout Ahead's "top,top/bottom", a swap "out>in",
	// a list "a,b".
	if top, bottom, ok := strings.Cut(arg, "/"); ok {
		return lang.L("On top: {{.Top}}; at the bottom: {{.Bottom}}", map[string]any{"Top": cardList(top), "Bottom": cardList(bottom)})
	}
	if out, in, ok := strings.Cut(arg, ">"); ok {
		return lang.L("{{.A}} swapped for {{.B}}", map[string]any{"A": argLabel(s, out), "B": argLabel(s, in)})
	}
	if strings.Contains(arg, ",") {
		return cardList(arg)
	}
	switch arg {
	case "none":
		return lang.L("None")
	case "top":
		return lang.L("On top")
	case "bottom":
		return lang.L("At the bottom")
	case "yes":
		return lang.L("Yes")
	case "no":
		return lang.L("No")
	}
	return spaceName(arg)
}

func argsLabel(s *game.State, args []string) string {
	var out []string
	for _, a := range args {
		out = append(out, argLabel(s, a))
	}
	return strings.Join(out, ", ")
}

func diceLabel(dice []game.DieSpec) string {
	var out []string
	for _, d := range dice {
		out = append(out, dieLabel(d))
	}
	return strings.Join(out, " + ")
}

// describeMove says what a move does, with the table it would be played on.
func describeMoveOn(s *game.State, m game.Move) string {
	if text := swordsMoveText(s, m); text != "" {
		return text
	}
	switch m.Verb {
	case game.VerbCamp:
		return speak(say.M("The {{.Adv}} rests in camp", "Adv", say.Adv(m.Adventurer)))
	case game.VerbPlace:
		space := spaceName(m.Space)
		if s != nil && m.Space == game.SpaceAction {
			space, _ = spaceRule(s, m.Space) // the camper's own action, as its card is titled
		}
		return lang.L("Place a {{.N}} on {{.Space}}", map[string]any{"N": m.Value, "Space": space})
	case game.VerbRune:
		var names []string
		for _, r := range m.Runes {
			names = append(names, spaceName(r))
		}
		return lang.L("Cast {{.Runes}} with {{.N}}s", map[string]any{"Runes": strings.Join(names, ", "), "N": m.Value})
	case game.VerbEnd:
		if s != nil && s.Phase == game.PhaseCamp {
			return lang.L("End camp: start the Watch")
		}
		return lang.L("End the Watch: the Line goes to the Horde")
	case game.VerbAttack:
		target := lang.L("the {{.Pos}} card", map[string]any{"Pos": ordinal(m.Pos)})
		if s != nil {
			target = argLabel(s, strconv.Itoa(m.Pos))
		}
		return lang.L("Attack {{.Target}} with {{.Dice}}", map[string]any{"Target": target, "Dice": diceLabel(m.Dice)})
	case game.VerbUse, game.VerbExhaust:
		text := cardName(m.Card)
		if m.Verb == game.VerbExhaust {
			text = lang.L("Exhaust {{.Card}}", map[string]any{"Card": text})
		}
		if len(m.Dice) > 0 {
			text += " " + lang.L("with {{.Dice}}", map[string]any{"Dice": diceLabel(m.Dice)})
		}
		if len(m.Args) > 0 && s != nil {
			text = lang.L("{{.Use}}, on {{.Targets}}", map[string]any{"Use": text, "Targets": argsLabel(s, m.Args)})
		}
		return text
	case game.VerbFire:
		if s == nil { // without the table, the location's firewood is not known
			return lang.L("Exhaust {{.Card}} for firewood", map[string]any{"Card": cardName(m.Card)})
		}
		return lang.L("Exhaust {{.Card}} for +{{.N}} firewood", map[string]any{"Card": cardName(m.Card), "N": game.FireFirewood(s)})
	case game.VerbHorde:
		return lang.L("Send the 1st creature to the Horde now")
	case game.VerbChoose:
		if s != nil && s.Pending() != nil && len(m.Args) == 1 {
			return answerLabel(s, m.Args[0])
		}
		answer := argsLabel(s, m.Args)
		return lang.L("Choose {{.Answer}}", map[string]any{"Answer": answer})
	}
	return m.String()
}

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

// argLabelPlain names a card, adventurer or space without a table.
func argLabelPlain(arg string) string { return speak(story.Named(arg)) }

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
