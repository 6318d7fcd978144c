package cli

import (
	"fmt"
	"strings"

	"setawatch/game"
)

// Describe prints the table in readable text: what a player sees, the prompt and the legal moves.
func Describe(s *game.State) string {
	cat, err := game.DefaultCatalog()
	if err != nil {
		return err.Error() + "\n"
	}
	name := func(id string) string {
		if c := cat.Card(id); c != nil {
			return c.Name.EN
		}
		return id
	}
	var b strings.Builder
	loc := cat.Card(s.Location)
	rounds := 9
	if s.PocketWatch() {
		rounds = 5
	}
	fmt.Fprintf(&b, "Round %d of %d at %s (%s)   Firewood %d: the fire reveals %d\n", s.Round, rounds, name(s.Location), s.Location, s.Firewood, game.RevealLevel(s.Firewood))
	if loc != nil && loc.Text.EN != "" {
		fmt.Fprintf(&b, "  %s\n", loc.Text.EN)
	}
	fmt.Fprintf(&b, "Phase: %s", s.Phase)
	if s.Camper != "" {
		fmt.Fprintf(&b, "   resting in camp: %s", s.Camper)
	}
	fmt.Fprintf(&b, "\nPiles: map %d, unused %d, creatures %d, graveyard %d, horde %d, unhallowed %d\n",
		len(s.MapDeck), len(s.Unused), len(s.Creatures), len(s.Graveyard), len(s.Horde), len(s.Unhallowed))
	if len(s.Graveyard) > 0 {
		fmt.Fprintf(&b, "  graveyard top: %s\n", name(s.Graveyard[0]))
	}
	b.WriteString(describePocket(s))
	if m := s.Merchant; m != nil {
		fmt.Fprintf(&b, "Merchant: purse %d, bank %d, item deck %d; coins on camp spaces:", m.Purse, m.Bank, len(m.Deck))
		for _, sp := range game.CoinSpaces {
			fmt.Fprintf(&b, " %s %d", sp, m.CoinsOn(sp))
		}
		b.WriteString("\n  market:")
		for k, p := range m.Market {
			if len(p) == 0 {
				fmt.Fprintf(&b, "  %d. (empty)", k+1)
				continue
			}
			c := cat.Card(p[0])
			fmt.Fprintf(&b, "  %d. %s (%s, cost %d, %s; %d under it)", k+1, c.Name.EN, p[0], c.Cost, c.Trigger, len(p)-1)
		}
		b.WriteString("\n")
	}
	if len(s.Line) > 0 {
		b.WriteString("The Line:\n")
		for i, lc := range s.Line {
			if !lc.FaceUp {
				fmt.Fprintf(&b, "  %d. (face down)\n", i+1)
				continue
			}
			c := cat.Card(lc.Card)
			fmt.Fprintf(&b, "  %d. %s (%s): health %d", i+1, c.Name.EN, lc.Card, game.Health(s, i))
			if lc.Damage > 0 {
				fmt.Fprintf(&b, ", %d damage on it", lc.Damage)
			}
			fmt.Fprintf(&b, ", deals %d", c.Damage)
			if lc.Stolen != nil {
				fmt.Fprintf(&b, ", holds a die of the %s", lc.Stolen.Adventurer)
			}
			if lc.Mount != "" {
				fmt.Fprintf(&b, ", riding %s", lc.Mount)
			}
			b.WriteString(otherHalf(cat, lc.Card))
			b.WriteString("\n")
		}
	}
	b.WriteString("Adventurers:\n")
	for _, a := range s.Adventurers {
		adv := cat.Adventurers[a.ID]
		fmt.Fprintf(&b, "  %s (%s, d%d, reach %d, rested %d):", adv.Name.EN, a.ID, adv.Die, game.Reach(s, a.ID), a.Rests)
		for _, d := range a.Dice {
			fmt.Fprintf(&b, " %d", d.Value)
			if d.Sides != adv.Die {
				fmt.Fprintf(&b, "(d%d)", d.Sides)
			}
			if d.State != game.DieFree {
				fmt.Fprintf(&b, "(%s)", d.State)
			}
		}
		if a.SitsOut {
			b.WriteString("  sits out")
		}
		b.WriteString("\n")
		for _, sl := range a.Slots {
			state := "ready"
			if sl.Exhausted {
				state = "exhausted"
			}
			fmt.Fprintf(&b, "     %s [%s] %s\n", sl.Card, state, cat.Card(sl.Card).Name.EN)
		}
		if len(a.Tamed) > 0 {
			fmt.Fprintf(&b, "     tamed: %s\n", strings.Join(a.Tamed, ", "))
		}
		for _, it := range a.Items {
			c := cat.Card(it.Card)
			state := c.Trigger
			switch {
			case it.Exhausted:
				state += ", exhausted"
			case it.Used:
				state += ", used this round"
			}
			fmt.Fprintf(&b, "     item %s [%s] %s: %s\n", it.Card, state, c.Name.EN, c.Text.EN)
		}
		if len(a.Trophies) > 0 {
			fmt.Fprintf(&b, "     trophies: %s\n", strings.Join(a.Trophies, ", "))
		}
		if a.Charges > 0 || a.ID == "artificer" {
			fmt.Fprintf(&b, "     staff: %d charges\n", a.Charges)
		}
		if a.Familiar != "" {
			fmt.Fprintf(&b, "     familiar: %s\n", a.Familiar)
		}
	}
	if s.Over() {
		fmt.Fprintf(&b, "The game is %s: %s.\n", s.Result, s.Reason)
		return b.String()
	}
	if p := game.PendingPrompt(s); p != nil {
		fmt.Fprintf(&b, "Prompt: %s\n", p.Text)
	}
	b.WriteString("Legal moves:\n")
	for _, m := range game.Legal(s) {
		fmt.Fprintf(&b, "  %s\n", m.String())
	}
	return b.String()
}
