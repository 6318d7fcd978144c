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
	case game.EventRests:
		return say.M("The {{.Adv}} rests in camp.", d...), true
	case game.EventRevealed:
		return say.M("{{.Card}} is revealed in {{.Pos}} position.", d...), true
	case game.EventDefeated:
		if e.Adventurer != "" {
			return say.M("The {{.Adv}} defeats {{.Card}}.", d...), true
		}
		return say.M("{{.Card}} is defeated.", d...), true
	case game.EventAttacked:
		return say.M("The {{.Adv}} hits {{.Card}} for {{.N}}.", d...), true
	case game.EventExhausted:
		return say.M("The {{.Adv}} exhausts {{.Card}}.", d...), true
	case game.EventRefreshed:
		return say.M("The {{.Adv}} refreshes {{.Card}}.", d...), true
	case game.EventAbility:
		return say.M("The {{.Adv}} uses {{.Card}}.", d...), true
	case game.EventFirewood:
		if e.Value < 0 {
			return say.M("The fire loses {{.N}} firewood ({{.Card}}).", "N", -e.Value, "Card", FirewoodCause(e.Card)), true
		}
		return say.M("The fire gains {{.N}} firewood ({{.Card}}).", "N", e.Value, "Card", FirewoodCause(e.Card)), true
	case game.EventSummoned:
		return say.M("{{.Card}} is summoned into {{.Pos}} position.", d...), true
	case game.EventToHorde:
		if e.Value > 0 {
			return say.M("{{.Card}} joins the Horde and deals {{.N}} damage.", d...), true
		}
		return say.M("{{.Card}} joins the Horde.", d...), true
	case game.EventStole:
		return say.M("{{.Card}} steals the {{.Adv}}'s {{.N}}.", d...), true
	case game.EventPlaced:
		space := Space(e.Card)
		if game.Space(e.Card) == game.SpaceAction {
			space = game.CampActionWords(e.Adventurer) // "Elven Scout", not "Camp action"
		}
		return say.M("The {{.Adv}} places a {{.N}} on {{.Space}}.", "Adv", say.Adv(e.Adventurer), "N", e.Value, "Space", space), true
	case game.EventRune:
		return say.M("The {{.Rune}} rune is cast.", "Rune", Space(e.Card)), true
	case game.EventWatch:
		return say.M("The Watch begins with {{.N}} cards in the Line.", d...), true
	case game.EventWatchEnds:
		return say.M("The party ends the Watch: {{.N}} cards go to the Horde.", d...), true
	case game.EventRoundEnd:
		return say.M("Round {{.N}} ends.", d...), true
	case game.EventWon:
		return say.M("The party survived the night!"), true
	case game.EventLost:
		return say.M("The party has fallen."), true
	case game.EventVanquished:
		return say.M("The top card of the Horde is removed from the game."), true
	case game.EventSealed:
		return say.M("{{.Card}} is sealed away.", d...), true
	case game.EventTamed:
		return say.M("The {{.Adv}} tames {{.Card}}.", d...), true
	case game.EventWounded:
		return say.M("{{.Card}} is wounded: its health is now {{.N}}.", d...), true
	case game.EventRerolled:
		if e.Value > 0 {
			return say.M("The {{.Adv}} rerolls a die: it shows {{.N}}.", d...), true
		}
		return say.M("The {{.Adv}} rerolls dice.", d...), true
	case game.EventSitsOut:
		return say.M("The {{.Adv}} sits out the Watch: every card is exhausted.", d...), true
	case game.EventSkeletonsRise:
		return say.M("The Skeletons rise again."), true
	case game.EventScouted:
		return say.M("{{.N}} creature cards were scouted.", d...), true
	case game.EventEquipped:
		if e.Value > 0 {
			return say.M("The {{.Adv}} equips {{.Card}}, exhausted as the card it replaces was.", d...), true
		}
		return say.M("The {{.Adv}} equips {{.Card}}.", d...), true
	case game.EventNextLocation:
		return say.M("The next location will be {{.Card}}.", d...), true
	case game.EventGraveyardShuffled:
		return say.M("The Graveyard is shuffled into a new Creature deck."), true
	case game.EventMoved:
		return say.M("{{.Card}} moves to {{.Pos}} position.", d...), true
	case game.EventCleave:
		return say.M("Cleave carries {{.N}} damage on.", d...), true
	case game.EventDieSetAside:
		return say.M("{{.Card}} sets the {{.Adv}}'s {{.N}} aside.", d...), true
	case game.EventDieChanged:
		return say.M("The {{.Adv}}'s die now shows {{.N}}.", d...), true
	case game.EventTrapSet:
		return say.M("The {{.Adv}} sets a trap of {{.N}}.", d...), true
	case game.EventTrap:
		return say.M("The trap strikes {{.Card}} for {{.N}}.", d...), true
	case game.EventSnared, game.EventBanished, game.EventBlank, game.EventSlumber, game.EventAxe, game.EventPolymorph, game.EventSwapped, game.EventShieldBash, game.EventLance, game.EventInspired, game.EventTraded:
		if e.Adventurer == "" {
			return say.M("{{.Card}} changes place in the Line.", d...), true
		}
		return say.M("The {{.Adv}}'s card acts on {{.Card}}.", d...), true
	case game.EventFromGraveyard, game.EventReturns, game.EventSummonReturns:
		return say.M("{{.Card}} comes back to the Line.", d...), true
	case game.EventDrawnIntoLine:
		return say.Msg{}, false
	case game.EventLocation:
		return say.M("Round {{.N}}: the party reaches {{.Card}}.", d...), true
	case game.EventAssist:
		return say.M("The {{.Adv}} receives the Knight's die.", d...), true
	case game.EventCharges:
		if e.Value > 0 {
			return say.M("The {{.Adv}}'s staff gains {{.Charges}} charges.", "Adv", say.Adv(e.Adventurer), "Charges", e.Value, "N", e.Value), true
		}
		return say.M("The {{.Adv}}'s staff spends {{.Charges}} charges.", "Adv", say.Adv(e.Adventurer), "Charges", -e.Value, "N", -e.Value), true
	case game.EventCharmEnds:
		return say.M("{{.Card}} is no longer charmed: it goes to the Graveyard.", d...), true
	case game.EventDamaged, game.EventDiscord:
		return say.M("{{.Card}} takes {{.N}} damage.", d...), true
	case game.EventDismounted:
		return say.M("{{.Card}} loses its rider and goes to the Graveyard.", d...), true
	case game.EventFamiliar:
		return say.M("The {{.Adv}}'s Familiar turns to its {{.Familiar}} side.", "Adv", say.Adv(e.Adventurer), "Familiar", game.FamiliarName(e.Card)), true
	case game.EventHex:
		return say.M("The {{.Adv}} casts a Hex of {{.N}}.", d...), true
	case game.EventHexed:
		return say.M("Hex negates the power of {{.Card}} ({{.N}} left).", d...), true
	case game.EventMounted:
		return say.M("{{.Card}} mounts the creature in {{.Pos}} position.", d...), true
	case game.EventNegated:
		return say.M("The text of {{.Card}} is negated.", d...), true
	case game.EventPeeked:
		return say.M("The {{.Adv}}'s Familiar peeks at {{.Card}}.", d...), true
	case game.EventRecovered:
		return say.M("The {{.Adv}} takes back a {{.N}} from {{.Card}}.", d...), true
	case game.EventSold:
		return say.M("The {{.Adv}} sells {{.Card}} for {{.N}} coins.", d...), true
	case game.EventStunned:
		return say.M("{{.Card}} stuns the {{.Adv}}'s {{.N}}.", d...), true
	case game.EventTrophy:
		return say.M("The {{.Adv}} keeps {{.Card}} as a Trophy.", d...), true
	case game.EventTrophyMissed:
		return say.M("{{.Card}} is too strong for a Trophy Hunt of {{.N}}.", d...), true
	case game.EventTrophySwap:
		return say.M("The {{.Adv}} swaps a Trophy into {{.Pos}} position: {{.Card}}.", d...), true
	case game.EventUnderDeck:
		return say.M("{{.Card}} goes under the Creature deck.", d...), true
	case game.EventUnhallowedShuffled:
		return say.M("The Unhallowed deck is shuffled.", d...), true
	case game.EventUpgraded:
		return say.M("The {{.Adv}} meditates: a die becomes a d{{.N}}.", d...), true
	}
	if msg, ok := swordsEvent(e, d); ok {
		return msg, true
	}
	if msg, ok := pocketEvent(e, d); ok {
		return msg, true
	}
	// Rarer events are told plainly, by their kind and what they act on.
	kind := say.Raw(strings.ReplaceAll(string(e.Kind), "-", " "))
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
	case game.EventCoins:
		return say.M("The purse takes the coins on {{.Space}}: {{.N}}.", "N", e.Value, "Space", Space(e.Card)), true
	case game.EventMerchant:
		return say.M("The Merchant opens. Coins in the purse: {{.N}}.", d...), true
	case game.EventBought:
		return say.M("The {{.Adv}} buys {{.Card}} (cost {{.N}}).", d...), true
	case game.EventCovered:
		return say.M("{{.Card}} covers Market pile {{.N}}.", d...), true
	case game.EventItem:
		return say.M("{{.Adv}} uses {{.Card}}.", d...), true
	case game.EventItemDamage:
		return say.M("{{.Card}} takes {{.N}} damage from an Item.", d...), true
	case game.EventItemRefreshed:
		return say.M("{{.Adv}}'s {{.Card}} is ready again.", d...), true
	case game.EventBlanked:
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
func Space(space string) say.Msg { return game.PlaceWords(nil, space) }
