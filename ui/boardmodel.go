package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"setawatch/game"
)

// boardZone is what an adventurer's board shows, in words and plain values: the name and
// facts, the dice, the equipped cards, the Items, the unused cards and the adventurer's own
// system (Trophies, the Familiar or the staff). boardModel makes it; adventurerBoard only
// draws it.
type boardZone struct {
	ID    string
	Name  string
	Tip   string // the name's tooltip: the whole adventurer card
	Facts string // die, reach and rests left
	Role  string // where the adventurer is this round, "" for nowhere in particular
	Rest  []game.Move
	Sides int // the adventurer's own die, before Meditate
	Dice  []boardDie
	Slots []boardSlot
	// Items are the Item slots, game.ItemSlots of them, or none in a base game.
	Items  []boardItem
	Unused []boardCard

	// At most one of these: the adventurer's own system beside the top of the board.
	Trophies *trophyRow
	Familiar *familiarCard
	Staff    *int // the staff's charges
}

// boardDie is a die on a board: one of the adventurer's own or a tamed creature's.
type boardDie struct {
	Die      game.Die
	Tamed    string // a tamed creature's card; then Value is its die's value
	Value    int
	Selected bool
	Note     string // what the die's tooltip adds: Meditate upgraded it
}

// boardCard is a card named on a board, with its tooltip.
type boardCard struct{ Card, Name, Tip string }

// boardSlot is an equipped ability card: its state in words and its two buttons.
type boardSlot struct {
	Card, Name, State string
	Dimmed            bool // exhausted
	Marked            bool // the chosen die can be used on it
	// Use is what the first button plays: the card's passive use, then its exhaustion.
	UseWord, UseTip string
	Use             []game.Move
	FireWord        string
	FireTip         string
	Fire            []game.Move
}

// boardItem is an Item slot: a carried Item, or an empty slot (Card "") that takes one bought.
type boardItem struct {
	Card, Name, State string
	Details           string // an empty slot's text
	Dimmed            bool
	Marked            bool // the chosen die or Market Item can go there
	Trigger           string
	// Button is an Exhaust or Discard Item's button: its tooltip and moves.
	Button bool
	Tip    string
	Uses   []game.Move
}

// trophyRow is the Bounty Hunter's Trophies, or what he says without one.
type trophyRow struct {
	None  string
	Cards []trophyCard
}

// trophyCard is a Trophy: its value in coins as its title, and its sale in the Merchant phase.
type trophyCard struct {
	Card, Value, Tip string
	Sell             []game.Move
}

// familiarCard is the Witch's Familiar as its card shows it.
type familiarCard struct {
	Side, Name, Line, Damage string
	Attack                   int // what it adds to an attack, the value of the die it fights as
	Hex                      int
	Details                  string
	Dimmed, Marked           bool
}

// boardModel is adventurer a's board in s. legal are the moves allowed now, selected the die
// the player has chosen and item the Market Item, if any: where they can go is marked.
func boardModel(s *game.State, a *game.AdventurerState, legal []game.Move, selected *game.DieSpec, item string) boardZone {
	where := func(keep func(game.Move) bool) []game.Move {
		var out []game.Move
		for _, m := range legal {
			if keep(m) {
				out = append(out, m)
			}
		}
		return out
	}
	usesWithDie := func(card string) bool {
		return selected != nil && slices.ContainsFunc(legal, func(m game.Move) bool {
			return m.Verb == game.VerbUse && m.Card == card && len(m.Dice) > 0 && m.Dice[0] == *selected
		})
	}
	info := catalog().Adventurers[a.ID]
	reach, sides := lang.L("melee"), 6
	if info != nil {
		sides = info.Die
		if info.Ranged {
			reach = lang.L("ranged")
		}
	}
	z := boardZone{ID: a.ID, Name: advName(a.ID), Tip: adventurerDetails(a.ID), Role: role(s, a), Sides: sides,
		Facts: fmt.Sprintf("%s · %s · %s", dieFacts(sides, a), reach,
			lang.L("{{.N}}/{{.Max}} rests left", map[string]any{"N": game.MaxRests(s.Options) - a.Rests, "Max": game.MaxRests(s.Options)})),
		Rest: where(func(m game.Move) bool { return m.Verb == game.VerbCamp && m.Adventurer == a.ID }),
	}
	chosen := func(d game.DieSpec) bool { return selected != nil && *selected == d }
	for _, d := range a.Dice {
		bd := boardDie{Die: d, Selected: chosen(game.DieSpec{Adventurer: a.ID, Value: d.Value})}
		if d.Sides != sides && d.Sides > 0 && sides > 0 {
			bd.Note = lang.L("Upgraded by Meditate from a d{{.N}}.", map[string]any{"N": sides})
		}
		z.Dice = append(z.Dice, bd)
	}
	for _, c := range a.Tamed {
		z.Dice = append(z.Dice, boardDie{Tamed: c, Value: game.DieValue(s, game.DieRef{Adventurer: a.ID, Tamed: c}),
			Selected: chosen(game.DieSpec{Adventurer: a.ID, Tamed: c})})
	}
	free := freeDice(s)
	for _, sl := range a.Slots {
		z.Slots = append(z.Slots, slotModel(s, sl, where, usesWithDie(sl.Card), free))
	}
	if s.Merchant != nil {
		for k := range game.ItemSlots {
			if k < len(a.Items) {
				z.Items = append(z.Items, itemModel(a.Items[k], where, usesWithDie(a.Items[k].Card)))
				continue
			}
			details := lang.L("In the Merchant phase, drag an Item from the Market here, or tap the Item and then this slot, to buy it for this adventurer.")
			z.Items = append(z.Items, boardItem{Name: lang.L("No Item yet"), Details: details, Marked: item != "" &&
				len(where(func(m game.Move) bool { return m.Verb == game.VerbBuy && m.Card == item && m.Adventurer == a.ID })) > 0})
		}
	}
	for _, c := range a.Unused {
		z.Unused = append(z.Unused, boardCard{Card: c, Name: cardName(c), Tip: cardDetails(c)})
	}
	action := ""
	if info != nil {
		action = info.CampAction.Key
	}
	switch {
	case action == "trophy-hunt" || len(a.Trophies) > 0:
		z.Trophies = trophyModel(a, where)
	case a.Familiar != "":
		z.Familiar = familiarModel(s, a, chosen(game.DieSpec{Adventurer: a.ID, Tamed: game.FamiliarDie}))
	case action == "recharge":
		z.Staff = &a.Charges
	}
	return z
}

// slotModel is an equipped card: a passive card takes no die, or one already spent
// (Sharpshooter), and its first button then uses it.
func slotModel(s *game.State, sl game.Slot, where func(func(game.Move) bool) []game.Move, marked bool, free []game.DieSpec) boardSlot {
	state := lang.L("Ready")
	switch {
	case sl.Exhausted:
		state = lang.L("Exhausted")
	case sl.UsedWithDie:
		state = lang.L("Die used this round")
	case sl.UsedPassive:
		state = lang.L("Used this round")
	}
	exhaust := where(func(m game.Move) bool { return m.Verb == game.VerbExhaust && m.Card == sl.Card })
	passive := where(func(m game.Move) bool {
		return m.Verb == game.VerbUse && m.Card == sl.Card && (len(m.Dice) == 0 || !slices.Contains(free, m.Dice[0]))
	})
	b := boardSlot{Card: sl.Card, Name: cardName(sl.Card), State: state, Dimmed: sl.Exhausted, Marked: marked,
		UseWord: lang.L("Exhaust"), UseTip: lang.L("Use this card by exhausting it."), Use: exhaust,
		FireWord: fireLabel(s), FireTip: lang.L("Exhaust this card for +{{.N}} firewood.", map[string]any{"N": game.FireFirewood(s)}),
		Fire: where(func(m game.Move) bool { return m.Verb == game.VerbFire && m.Card == sl.Card }),
	}
	if len(passive) > 0 {
		b.UseWord, b.Use = lang.L("Use"), append(passive, exhaust...)
	}
	return b
}

// itemModel is a carried Item: its trigger in words, or that it is used; an Exhaust or
// Discard Item has a button.
func itemModel(it game.Item, where func(func(game.Move) bool) []game.Move, marked bool) boardItem {
	state := triggerWord(it.Card)
	switch {
	case it.Exhausted:
		state = lang.L("Exhausted")
	case it.Used:
		state = lang.L("Used this round")
	}
	b := boardItem{Card: it.Card, Name: cardName(it.Card), State: state, Dimmed: it.Exhausted || it.Used, Marked: marked}
	if c := catalog().Cards[it.Card]; c != nil {
		b.Trigger = c.Trigger
	}
	if b.Trigger == game.TriggerExhaust || b.Trigger == game.TriggerDiscard {
		b.Button = true
		b.Tip = map[string]string{game.TriggerExhaust: lang.L("Exhaust"), game.TriggerDiscard: lang.L("Discard")}[b.Trigger] + ": " + b.Name
		b.Uses = where(func(m game.Move) bool {
			return (m.Verb == game.VerbExhaust || m.Verb == game.VerbDiscard) && m.Card == it.Card
		})
	}
	return b
}

// trophyModel is the Bounty Hunter's Trophies: the camper's can be sold in the Merchant phase.
func trophyModel(a *game.AdventurerState, where func(func(game.Move) bool) []game.Move) *trophyRow {
	if len(a.Trophies) == 0 {
		return &trophyRow{None: lang.L("No Trophy yet")}
	}
	row := &trophyRow{}
	for _, c := range a.Trophies {
		value := game.TrophyValue(catalog().Cards[c])
		sell := where(func(m game.Move) bool { return m.Verb == game.VerbSell && m.Card == c })
		tip := cardDetails(c) + "\n\n" + lang.N("Trophy of the {{.Adv}}: sells for {{.N}} coins at the Merchant, while he rests in camp.",
			value, map[string]any{"Adv": advName(a.ID), "N": value})
		if len(sell) > 0 {
			tip += "\n" + lang.L("Tap to sell it now.")
		}
		row.Cards = append(row.Cards, trophyCard{Card: c, Value: strconv.Itoa(value), Tip: tip, Sell: sell})
	}
	return row
}

// familiarModel is the Witch's Familiar on the side it shows, and Hex counting down on it.
func familiarModel(s *game.State, a *game.AdventurerState, marked bool) *familiarCard {
	dmg, reach := game.FamiliarSide(a.Familiar)
	f := &familiarCard{Side: a.Familiar, Name: familiarName(a.Familiar), Line: lang.L("reach {{.N}}", map[string]any{"N": reach}),
		Damage: strconv.Itoa(dmg), Attack: dmg, Hex: s.Effects.Hex, Dimmed: s.Effects.FamiliarUsed, Marked: marked}
	tip := []string{familiarText(a.Familiar)}
	if s.Effects.FamiliarUsed {
		tip = append(tip, lang.L("It has attacked this Watch."))
	}
	if s.Effects.Hex > 0 {
		tip = append(tip, hexText(s.Effects.Hex))
	}
	f.Details = strings.Join(tip, "\n\n")
	return f
}

// freeDice lists the dice (and tamed creatures) of s that a move may name now.
func freeDice(s *game.State) []game.DieSpec {
	var out []game.DieSpec
	for _, a := range s.Adventurers {
		for _, d := range a.Dice {
			if d.State == game.DieFree {
				out = append(out, game.DieSpec{Adventurer: a.ID, Value: d.Value})
			}
		}
		for _, c := range a.Tamed {
			out = append(out, game.DieSpec{Adventurer: a.ID, Tamed: c})
		}
		if a.Familiar != "" && !s.Effects.FamiliarUsed {
			out = append(out, game.DieSpec{Adventurer: a.ID, Tamed: game.FamiliarDie})
		}
	}
	return out
}
