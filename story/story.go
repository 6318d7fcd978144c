// Package story tells what happens in a game as messages (internal/say): each event of the
// engine as a sentence for the log, the camp spaces and runes by name. The window and the
// command line put them into words in the player's language.
package story

import (
	"strings"

	"setawatch/game"
	"setawatch/internal/say"
)

// Event tells one event for the log, as a sentence; ok is false for events the log leaves out.
func Event(e game.Event) (msg say.Msg, ok bool) {
	d := []any{"Card", say.Card(e.Card), "Adv", say.Adv(e.Adventurer), "N", e.Value, "Pos", say.Ord(e.Value)}
	switch e.Kind {
	case "rests":
		return say.M("The {{.Adv}} rests in camp.", d...), true
	case "revealed":
		return say.M("{{.Card}} is revealed in {{.Pos}} position.", d...), true
	case "defeated":
		if e.Adventurer != "" {
			return say.M("The {{.Adv}} defeats {{.Card}}.", d...), true
		}
		return say.M("{{.Card}} is defeated.", d...), true
	case "attacked":
		return say.M("The {{.Adv}} hits {{.Card}} for {{.N}}.", d...), true
	case "exhausted":
		return say.M("The {{.Adv}} exhausts {{.Card}}.", d...), true
	case "refreshed":
		return say.M("The {{.Adv}} refreshes {{.Card}}.", d...), true
	case "ability":
		return say.M("The {{.Adv}} uses {{.Card}}.", d...), true
	case "firewood":
		if e.Value < 0 {
			return say.M("The fire loses {{.N}} firewood ({{.Card}}).", "N", -e.Value, "Card", FirewoodCause(e.Card)), true
		}
		return say.M("The fire gains {{.N}} firewood ({{.Card}}).", "N", e.Value, "Card", FirewoodCause(e.Card)), true
	case "summoned":
		return say.M("{{.Card}} is summoned into {{.Pos}} position.", d...), true
	case "to-horde":
		if e.Value > 0 {
			return say.M("{{.Card}} joins the Horde and deals {{.N}} damage.", d...), true
		}
		return say.M("{{.Card}} joins the Horde.", d...), true
	case "stole":
		return say.M("{{.Card}} steals the {{.Adv}}'s {{.N}}.", d...), true
	case "placed":
		space := Space(e.Card)
		if e.Card == game.SpaceAction {
			space = game.CampActionWords(e.Adventurer) // "Elven Scout", not "Camp action"
		}
		return say.M("The {{.Adv}} places a {{.N}} on {{.Space}}.", "Adv", say.Adv(e.Adventurer), "N", e.Value, "Space", space), true
	case "rune":
		return say.M("The {{.Rune}} rune is cast.", "Rune", Space(e.Card)), true
	case "watch":
		return say.M("The Watch begins with {{.N}} cards in the Line.", d...), true
	case "watch-ends":
		return say.M("The party ends the Watch: {{.N}} cards go to the Horde.", d...), true
	case "round-end":
		return say.M("Round {{.N}} ends.", d...), true
	case "won":
		return say.M("The party survived the night!"), true
	case "lost":
		return say.M("The party has fallen."), true
	case "vanquished":
		return say.M("The top card of the Horde is removed from the game."), true
	case "sealed":
		return say.M("{{.Card}} is sealed away.", d...), true
	case "tamed":
		return say.M("The {{.Adv}} tames {{.Card}}.", d...), true
	case "wounded":
		return say.M("{{.Card}} is wounded: its health is now {{.N}}.", d...), true
	case "rerolled":
		if e.Value > 0 {
			return say.M("The {{.Adv}} rerolls a die: it shows {{.N}}.", d...), true
		}
		return say.M("The {{.Adv}} rerolls dice.", d...), true
	case "sits-out":
		return say.M("The {{.Adv}} sits out the Watch: every card is exhausted.", d...), true
	case "skeletons-rise":
		return say.M("The Skeletons rise again."), true
	case "scouted":
		return say.M("{{.N}} creature cards were scouted.", d...), true
	case "equipped":
		if e.Value > 0 {
			return say.M("The {{.Adv}} equips {{.Card}}, exhausted as the card it replaces was.", d...), true
		}
		return say.M("The {{.Adv}} equips {{.Card}}.", d...), true
	case "next-location":
		return say.M("The next location will be {{.Card}}.", d...), true
	case "graveyard-shuffled":
		return say.M("The Graveyard is shuffled into a new Creature deck."), true
	case "moved":
		return say.M("{{.Card}} moves to {{.Pos}} position.", d...), true
	case "cleave":
		return say.M("Cleave carries {{.N}} damage on.", d...), true
	case "die-set-aside":
		return say.M("{{.Card}} sets the {{.Adv}}'s {{.N}} aside.", d...), true
	case "die-changed":
		return say.M("The {{.Adv}}'s die now shows {{.N}}.", d...), true
	case "trap-set":
		return say.M("The {{.Adv}} sets a trap of {{.N}}.", d...), true
	case "trap":
		return say.M("The trap strikes {{.Card}} for {{.N}}.", d...), true
	case "snared", "banished", "blank", "slumber", "axe", "polymorph", "swapped", "shield-bash", "lance", "inspired", "traded":
		if e.Adventurer == "" {
			return say.M("{{.Card}} changes place in the Line.", d...), true
		}
		return say.M("The {{.Adv}}'s card acts on {{.Card}}.", d...), true
	case "from-graveyard", "returns", "summon-returns":
		return say.M("{{.Card}} comes back to the Line.", d...), true
	case "drawn-into-line":
		return say.Msg{}, false
	case "location":
		return say.M("Round {{.N}}: the party reaches {{.Card}}.", d...), true
	case "assist":
		return say.M("The {{.Adv}} receives the Knight's die.", d...), true
	case "charges":
		if e.Value > 0 {
			return say.M("The {{.Adv}}'s staff gains {{.Charges}} charges.", "Adv", say.Adv(e.Adventurer), "Charges", e.Value, "N", e.Value), true
		}
		return say.M("The {{.Adv}}'s staff spends {{.Charges}} charges.", "Adv", say.Adv(e.Adventurer), "Charges", -e.Value, "N", -e.Value), true
	case "charm-ends":
		return say.M("{{.Card}} is no longer charmed: it goes to the Graveyard.", d...), true
	case "damaged", "discord":
		return say.M("{{.Card}} takes {{.N}} damage.", d...), true
	case "dismounted":
		return say.M("{{.Card}} loses its rider and goes to the Graveyard.", d...), true
	case "familiar":
		return say.M("The {{.Adv}}'s Familiar turns to its {{.Familiar}} side.", "Adv", say.Adv(e.Adventurer), "Familiar", game.FamiliarName(e.Card)), true
	case "hex":
		return say.M("The {{.Adv}} casts a Hex of {{.N}}.", d...), true
	case "hexed":
		return say.M("Hex negates the power of {{.Card}} ({{.N}} left).", d...), true
	case "mounted":
		return say.M("{{.Card}} mounts the creature in {{.Pos}} position.", d...), true
	case "negated":
		return say.M("The text of {{.Card}} is negated.", d...), true
	case "peeked":
		return say.M("The {{.Adv}}'s Familiar peeks at {{.Card}}.", d...), true
	case "recovered":
		return say.M("The {{.Adv}} takes back a {{.N}} from {{.Card}}.", d...), true
	case "sold":
		return say.M("The {{.Adv}} sells {{.Card}} for {{.N}} coins.", d...), true
	case "stunned":
		return say.M("{{.Card}} stuns the {{.Adv}}'s {{.N}}.", d...), true
	case "trophy":
		return say.M("The {{.Adv}} keeps {{.Card}} as a Trophy.", d...), true
	case "trophy-missed":
		return say.M("{{.Card}} is too strong for a Trophy Hunt of {{.N}}.", d...), true
	case "trophy-swap":
		return say.M("The {{.Adv}} swaps a Trophy into {{.Pos}} position: {{.Card}}.", d...), true
	case "under-deck":
		return say.M("{{.Card}} goes under the Creature deck.", d...), true
	case "unhallowed-shuffled":
		return say.M("The Unhallowed deck is shuffled.", d...), true
	case "upgraded":
		return say.M("The {{.Adv}} meditates: a die becomes a d{{.N}}.", d...), true
	}
	if msg, ok := swordsEvent(e, d); ok {
		return msg, true
	}
	if msg, ok := pocketEvent(e, d); ok {
		return msg, true
	}
	// Rarer events are told plainly, by their kind and what they act on.
	kind := say.Raw(strings.ReplaceAll(e.Kind, "-", " "))
	switch {
	case e.Card != "" && e.Adventurer != "":
		return say.M("{{.Kind}}: {{.What}} ({{.Adv}})", "Kind", kind, "What", Named(e.Card), "Adv", say.Adv(e.Adventurer)), true
	case e.Card != "":
		return say.M("{{.Kind}}: {{.What}}", "Kind", kind, "What", Named(e.Card)), true
	case e.Adventurer != "":
		return say.M("{{.Kind}} ({{.Adv}})", "Kind", kind, "Adv", say.Adv(e.Adventurer)), true
	}
	return say.M("{{.Kind}}", "Kind", kind), true
}

// swordsEvent tells the events of Swords of the Coin.
func swordsEvent(e game.Event, d []any) (say.Msg, bool) {
	switch e.Kind {
	case "coins":
		return say.M("The purse takes the coins on {{.Space}}: {{.N}}.", "N", e.Value, "Space", Space(e.Card)), true
	case "merchant":
		return say.M("The Merchant opens. Coins in the purse: {{.N}}.", d...), true
	case "bought":
		return say.M("The {{.Adv}} buys {{.Card}} (cost {{.N}}).", d...), true
	case "covered":
		return say.M("{{.Card}} covers Market pile {{.N}}.", d...), true
	case "item":
		return say.M("{{.Adv}} uses {{.Card}}.", d...), true
	case "item-damage":
		return say.M("{{.Card}} takes {{.N}} damage from an Item.", d...), true
	case "item-refreshed":
		return say.M("{{.Adv}}'s {{.Card}} is ready again.", d...), true
	case "blanked":
		return say.M("The text of {{.Card}} is ignored.", d...), true
	}
	return say.Msg{}, false
}

// FirewoodCause names why the firewood changed: a card, a camp space or a rule.
func FirewoodCause(cause string) say.Msg {
	switch cause {
	case "exhausted":
		return say.M("an ability card exhausted")
	case "wood-axe":
		return say.M("a camp action")
	}
	return Named(cause)
}

// Named is a card, an adventurer or a camp space by its name.
func Named(id string) say.Msg {
	cat, err := game.DefaultCatalog()
	if err == nil {
		if _, ok := cat.Cards[id]; ok {
			return say.M("{{.Card}}", "Card", say.Card(id))
		}
		if _, ok := cat.Adventurers[id]; ok {
			return say.M("{{.Adv}}", "Adv", say.Adv(id))
		}
	}
	return Space(id)
}

// Space is a camp space or rune by its name; anything else as it is.
func Space(space string) say.Msg { return game.SpaceWords(nil, space) }
