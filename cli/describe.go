package cli

import (
	"fmt"
	"strings"

	"setawatch/game"
	"setawatch/internal/say"
	"setawatch/story"
)

// Describe prints the table in readable English text: what a player sees, the prompt and the
// legal moves.
func Describe(s *game.State) string { return DescribeIn(s, say.English()) }

// DescribeIn prints the table in a language. Ids (in brackets) and the legal moves are the
// game's notation, the same in every language.
func DescribeIn(s *game.State, sp *say.Speaker) string {
	cat, err := game.DefaultCatalog()
	if err != nil {
		return err.Error() + "\n"
	}
	var b strings.Builder
	put := func(m say.Msg) { b.WriteString(sp.Say(m)) }
	card := func(id string) say.Card { return say.Card(id) }
	loc := cat.Card(s.Location)
	put(say.M("Round {{.Round}} of {{.Rounds}} at {{.Location}} ({{.ID}})   Firewood {{.Firewood}}: the fire reveals {{.N}}\n",
		"Round", s.Round, "Rounds", game.LastRound(s), "Location", card(s.Location), "ID", say.Raw(s.Location), "Firewood", s.Firewood, "N", game.RevealLevel(s.Firewood)))
	if loc != nil && loc.Text.In(sp.Lang) != "" {
		fmt.Fprintf(&b, "  %s\n", loc.Text.In(sp.Lang))
	}
	put(say.M("Phase: {{.Phase}}", "Phase", phaseName(s.Phase)))
	if s.Camper != "" {
		put(say.M("   resting in camp: {{.Adv}} ({{.ID}})", "Adv", say.Adv(s.Camper), "ID", say.Raw(s.Camper)))
	}
	b.WriteString("\n")
	put(say.M("Piles: map {{.Map}}, unused {{.Unused}}, creatures {{.Creatures}}, graveyard {{.Graveyard}}, horde {{.Horde}}, unhallowed {{.Unhallowed}}\n",
		"Map", len(s.MapDeck), "Unused", len(s.Unused), "Creatures", len(s.Creatures), "Graveyard", len(s.Graveyard), "Horde", len(s.Horde), "Unhallowed", len(s.Unhallowed)))
	if len(s.Graveyard) > 0 {
		put(say.M("  graveyard top: {{.Card}}\n", "Card", card(s.Graveyard[0])))
	}
	b.WriteString(describePocket(s, sp))
	if m := s.Merchant; m != nil {
		put(say.M("Merchant: purse {{.Purse}}, bank {{.Bank}}, item deck {{.Deck}}; coins on camp spaces:", "Purse", m.Purse, "Bank", m.Bank, "Deck", len(m.Deck)))
		for _, sp2 := range game.CoinSpaces {
			fmt.Fprintf(&b, " %s %d", sp.Say(story.Space(string(sp2))), m.CoinsOn(sp2))
		}
		b.WriteString("\n")
		put(say.M("  market:"))
		for k, p := range m.Market {
			if len(p) == 0 {
				put(say.M("  {{.N}}. (empty)", "N", k+1))
				continue
			}
			c := cat.Card(p[0])
			put(say.M("  {{.Pile}}. {{.Card}} ({{.ID}}, cost {{.Cost}}, {{.Trigger}}; {{.N}} under it)",
				"Pile", k+1, "Card", card(p[0]), "ID", say.Raw(p[0]), "Cost", c.Cost, "Trigger", triggerName(c.Trigger), "N", len(p)-1))
		}
		b.WriteString("\n")
	}
	if len(s.Line) > 0 {
		put(say.M("The Line:\n"))
		for i, lc := range s.Line {
			if !lc.FaceUp {
				put(say.M("  {{.N}}. (face down)\n", "N", i+1))
				continue
			}
			c := cat.Card(lc.Card)
			put(say.M("  {{.Pos}}. {{.Card}} ({{.ID}}): health {{.Health}}", "Pos", i+1, "Card", card(lc.Card), "ID", say.Raw(lc.Card), "Health", game.Health(s, i)))
			if lc.Damage > 0 {
				put(say.M(", {{.N}} damage on it", "N", lc.Damage))
			}
			put(say.M(", deals {{.N}}", "N", c.Damage))
			if lc.Stolen != nil {
				put(say.M(", holds a die of the {{.Adv}}", "Adv", say.Adv(lc.Stolen.Adventurer)))
			}
			if lc.Mount != "" {
				put(say.M(", riding {{.Card}} ({{.ID}})", "Card", card(lc.Mount), "ID", say.Raw(lc.Mount)))
			}
			put(otherHalf(cat, lc.Card))
			b.WriteString("\n")
		}
	}
	put(say.M("Adventurers:\n"))
	for _, a := range s.Adventurers {
		adv := cat.Adventurers[a.ID]
		b.WriteString("  ")
		put(say.M("{{.Adv}} ({{.ID}}, d{{.Die}}, reach {{.Reach}}, rested {{.Rests}}):", "Adv", say.Adv(a.ID), "ID", say.Raw(a.ID), "Die", adv.Die, "Reach", game.Reach(s, a.ID), "Rests", a.Rests))
		for _, d := range a.Dice {
			fmt.Fprintf(&b, " %d", d.Value)
			if d.Sides != adv.Die {
				fmt.Fprintf(&b, "(d%d)", d.Sides)
			}
			if d.State != game.DieFree {
				fmt.Fprintf(&b, "(%s)", sp.Say(dieState(d.State)))
			}
		}
		if a.SitsOut {
			put(say.M("  sits out"))
		}
		b.WriteString("\n")
		for _, sl := range a.Slots {
			state := say.M("ready")
			if sl.Exhausted {
				state = say.M("exhausted")
			}
			fmt.Fprintf(&b, "     %s [%s] %s\n", sl.Card, sp.Say(state), sp.Say(say.M("{{.Card}}", "Card", card(sl.Card))))
		}
		if len(a.Tamed) > 0 {
			put(say.M("     tamed: {{.Cards}}\n", "Cards", cardList(a.Tamed)))
		}
		for _, it := range a.Items {
			c := cat.Card(it.Card)
			state := triggerName(c.Trigger)
			switch {
			case it.Exhausted:
				state = say.M("{{.Trigger}}, exhausted", "Trigger", state)
			case it.Used:
				state = say.M("{{.Trigger}}, used this round", "Trigger", state)
			}
			put(say.M("     item {{.ID}} [{{.State}}] {{.Card}}: {{.Text}}\n", "ID", say.Raw(it.Card), "State", state, "Card", card(it.Card), "Text", c.Text))
		}
		if len(a.Trophies) > 0 {
			put(say.M("     trophies: {{.Cards}}\n", "Cards", cardList(a.Trophies)))
		}
		if a.Charges > 0 || a.ID == "artificer" {
			put(say.M("     staff: {{.N}} charges\n", "N", a.Charges))
		}
		if a.Familiar != "" {
			put(say.M("     familiar: {{.Familiar}} ({{.ID}})\n", "Familiar", game.FamiliarName(a.Familiar), "ID", say.Raw(a.Familiar)))
		}
	}
	if s.Over() {
		if s.Result == "won" {
			put(say.M("The game is won: {{.Reason}}.\n", "Reason", game.EndReason(s)))
		} else {
			put(say.M("The game is lost: {{.Reason}}.\n", "Reason", game.EndReason(s)))
		}
		return b.String()
	}
	if p := game.PendingPrompt(s); p != nil {
		put(say.M("Prompt: {{.Prompt}}\n", "Prompt", p.Msg))
	}
	put(say.M("Legal moves:\n"))
	for _, m := range game.Legal(s) {
		fmt.Fprintf(&b, "  %s\n", m.String())
	}
	return b.String()
}

// cardList names cards with their ids, for a message.
func cardList(ids []string) say.List {
	out := make(say.List, len(ids))
	for i, id := range ids {
		out[i] = say.M("{{.Card}} ({{.ID}})", "Card", say.Card(id), "ID", say.Raw(id))
	}
	return out
}

// The words of the game's states: phases, dice and Item triggers.
var (
	phases = map[game.Phase]say.Msg{game.PhaseCamper: say.M("choosing who rests"), game.PhaseCamp: say.M("camp"),
		game.PhaseMerchant: say.M("merchant"), game.PhaseWatch: say.M("watch"), game.PhaseOver: say.M("over")}
	dieStates = map[game.DieState]say.Msg{game.DieSpent: say.M("spent"), game.DieStolen: say.M("stolen"),
		game.DieLocked: say.M("locked"), game.DieCamp: say.M("camp")}
	triggers = map[string]say.Msg{game.TriggerPassive: say.M("passive"), game.TriggerActivate: say.M("activate"),
		game.TriggerExhaust: say.M("exhaust"), game.TriggerDiscard: say.M("discard")}
)

// word is a state's word, or the state itself when it has none.
func word[K ~string](words map[K]say.Msg, key K) say.Msg {
	if m, ok := words[key]; ok {
		return m
	}
	return say.M("{{.Kind}}", "Kind", say.Raw(string(key)))
}

func phaseName(phase game.Phase) say.Msg { return word(phases, phase) }

func dieState(state game.DieState) say.Msg { return word(dieStates, state) }

func triggerName(trigger string) say.Msg { return word(triggers, trigger) }
