package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
)

// The pending decision in words: its question, and each answer as a sentence a player reads.

// promptText is the question the pending task asks, in the interface's language; a kind this
// list does not know keeps the engine's own text.
func promptText(s *game.State, pr *game.Prompt) string {
	t := s.Pending()
	if t == nil {
		return pr.Text
	}
	who := advName(t.Adventurer)
	if len(t.Queue) > 0 {
		who = advName(t.Queue[0])
	}
	d := map[string]any{"Card": cardName(t.Card), "Adv": who, "N": t.Count, "Location": cardName(s.Location)}
	switch t.Kind {
	case game.TaskFireZero:
		return lang.L("The campfire is out: choose an ability card to exhaust for firewood.")
	case game.TaskExhaust:
		return lang.N("{{.Card}}: the Watch must exhaust {{.N}} ability cards. Choose which, one at a time.", t.Count, d)
	case game.TaskSummon:
		return lang.L("A Summon! Choose an ability card of the Watch to exhaust; then the Unhallowed comes.")
	case game.TaskRefresh:
		return lang.L("The {{.Adv}} refreshes an exhausted card: choose which.", d)
	case game.TaskHeal:
		return lang.L("Heal: choose an exhausted card to refresh.")
	case game.TaskScout:
		return lang.L("Scout Ahead: put each card back on top or at the bottom of the Creature deck.")
	case game.TaskElvenScout:
		return lang.L("Elven Scout: put the cards back on top of the Creature deck in the order you choose. Drag them, or use the arrows; the first one is dealt first.")
	case game.TaskCheckMap:
		return lang.L("Check Map: choose the next location; the other goes back among the unused ones.")
	case game.TaskEquip:
		return lang.L("Equip: the {{.Adv}} swaps an equipped card for an unused one.", d)
	case game.TaskSeal:
		return lang.L("Seal: choose an Unhallowed in the Graveyard.")
	case game.TaskBolster:
		what := lang.L("Bolster")
		if t.Card != "" {
			what = cardName(t.Card)
		}
		return lang.L("{{.What}}: the {{.Adv}} may reroll dice.", map[string]any{"What": what, "Adv": who})
	case game.TaskSteal:
		return lang.L("{{.Card}} takes a die: choose which.", d)
	case game.TaskVampire:
		return lang.L("{{.Card}} takes the highest die: choose which.", d)
	case game.TaskLowestDie:
		return lang.L("{{.Location}}: choose the lowest die to set aside.", d)
	case game.TaskBackstab:
		return lang.L("Backstab: defeat a revealed creature of health {{.N}} or less, or none.", map[string]any{"N": t.Value})
	case game.TaskSetTrap:
		return lang.L("Set Trap: strike {{.Card}} with the trap's {{.N}}?", map[string]any{"Card": cardName(t.Card), "N": t.Value})
	case game.TaskTeleport:
		return lang.L("Teleport: choose an unused location to become the next one, or none.")
	case game.TaskPrepared:
		return lang.L("Prepared: choose an adventurer on Watch who may Equip too, or none.")
	case game.TaskOutpost:
		return lang.L("{{.Card}}: the {{.Adv}} may turn their lowest die up by one.", d)
	case game.TaskMonolith:
		return lang.L("{{.Card}}: the {{.Adv}} refreshes an exhausted card and exhausts a ready one.", d)
	case game.TaskSacredCity:
		return lang.L("{{.Card}}: choose an Unhallowed in the Graveyard to seal.", d)
	case game.TaskCathedral:
		return lang.L("{{.Card}}: choose a revealed creature to defeat.", d)
	case game.TaskCatacombs:
		return lang.L("{{.Card}}: the {{.Adv}} may reroll one unspent die.", d)
	case game.TaskCrypt:
		return lang.L("{{.Location}}: choose the Unhallowed the Summon brings.", d)
	case game.TaskReroll:
		return lang.L("{{.Card}}: reroll one unspent die, or none.", d)
	case game.TaskMultiTalented:
		return lang.L("Multi-Talented: trade one of your cards for a card of an adventurer not playing.")
	case game.TaskAssist:
		return lang.L("Assist: choose the adventurer on Watch who receives the die.")
	}
	return pr.Text
}

// answerLabel is one answer to the pending task in words.
func answerLabel(s *game.State, answer string) string {
	t := s.Pending()
	kind := ""
	if t != nil {
		kind = t.Kind
	}
	switch kind {
	case game.TaskFireZero, game.TaskExhaust, game.TaskSummon:
		return lang.L("The {{.Adv}} exhausts {{.Card}}", map[string]any{"Adv": advName(cardOwner(answer)), "Card": cardName(answer)})
	case game.TaskRefresh, game.TaskHeal:
		return lang.L("The {{.Adv}} refreshes {{.Card}}", map[string]any{"Adv": advName(cardOwner(answer)), "Card": cardName(answer)})
	case game.TaskScout:
		top, bottom, _ := strings.Cut(answer, "/")
		return lang.L("On top: {{.Top}}; at the bottom: {{.Bottom}}", map[string]any{"Top": cardList(top), "Bottom": cardList(bottom)})
	case game.TaskEquip, game.TaskMonolith, game.TaskMultiTalented:
		out, in, _ := strings.Cut(answer, ">")
		d := map[string]any{"A": cardName(out), "B": cardName(in)}
		switch kind {
		case game.TaskEquip:
			return lang.L("Put away {{.A}}, equip {{.B}}", d)
		case game.TaskMonolith:
			return lang.L("Refresh {{.A}}, exhaust {{.B}}", d)
		}
		return lang.L("Give {{.A}}, take {{.B}}", d)
	case game.TaskBolster:
		if answer == game.AnswerNone {
			return lang.L("Reroll nothing")
		}
		return lang.L("Reroll {{.Dice}}", map[string]any{"Dice": strings.ReplaceAll(answer, "+", ", ")})
	case game.TaskSetTrap:
		if answer == game.AnswerNone {
			return lang.L("No, keep the trap")
		}
		return lang.L("Yes, strike {{.Card}}", map[string]any{"Card": cardName(answer)})
	}
	if answer == game.AnswerNone {
		return lang.L("None")
	}
	if adv, value, ok := strings.Cut(answer, ":"); ok {
		if n, err := strconv.Atoi(value); err == nil {
			d := map[string]any{"Adv": advName(adv), "N": n, "M": n + 1}
			switch kind {
			case game.TaskOutpost:
				return lang.L("Turn the {{.Adv}}'s {{.N}} into a {{.M}}", d)
			case game.TaskCatacombs, game.TaskReroll:
				return lang.L("Reroll the {{.Adv}}'s {{.N}}", d)
			}
			return lang.L("The {{.Adv}}'s {{.N}}", d)
		}
	}
	if _, ok := catalog().Adventurers[answer]; ok {
		return lang.L("The {{.Adv}}", map[string]any{"Adv": advName(answer)})
	}
	return argLabel(s, answer)
}

// cardList names cards given as "a,b" in order, or says there are none.
func cardList(list string) string {
	if list == "" {
		return lang.L("none")
	}
	var names []string
	for _, c := range strings.Split(list, ",") {
		names = append(names, cardName(c))
	}
	return strings.Join(names, ", ")
}

// locationFacts is a location's numbers and text in one block, for choosing between locations.
func locationFacts(id string) string {
	c := catalog().Cards[id]
	if c == nil || c.Kind != game.KindLocation {
		return ""
	}
	fw := signed(c.Firewood)
	if c.FirewoodSpecial {
		fw = "*"
	}
	facts := locationKindLabel(c.LocationKind) + " · " + lang.L("Firewood {{.N}}", map[string]any{"N": fw}) +
		" · " + lang.L("Creatures {{.N}}", map[string]any{"N": strconv.Itoa(c.Creatures)})
	if text := c.Text.In(currentLanguage); text != "" {
		facts += "\n" + text
	}
	return facts
}

// answerWidget is the control for one answer: a button, with the location's details above it
// when the answer is a location.
func (t *Table) answerWidget(s *game.State, i int, m game.Move) fyne.CanvasObject {
	answer := strings.Join(m.Args, " ")
	label := answerLabel(s, answer)
	if text := swordsMoveText(s, m); text != "" {
		label = text
	}
	b := newEnterButton(label, func() { t.submit(m) })
	b.Alignment = widget.ButtonAlignLeading
	t.focus.keep("answer/"+strconv.Itoa(i), b)
	facts := locationFacts(answer)
	if facts == "" {
		return b
	}
	l := widget.NewLabel(facts)
	l.Wrapping = fyne.TextWrapWord
	return container.NewVBox(b, l)
}
