package game

// EventKind names what an Event tells. Every kind the engine emits is one of the constants
// below (TestEveryEmittedKindIsListed plays games to check it); the log, the session and the
// table match on them. The comment of each says what the event's Card, Adventurer and Value
// carry, when they are set; a position is 1 for the front of the Line.
type EventKind string

// The kinds of event, of every box.
const (
	EventAbility            EventKind = "ability"             // an ability card is used: Card, Adventurer
	EventAssist             EventKind = "assist"              // an Adventurer helps with the camp action: Adventurer, Value the camp action's die
	EventAttacked           EventKind = "attacked"            // a Line card is hit: Card, Adventurer, Value the damage
	EventAxe                EventKind = "axe"                 // the axe hits the second card: Card, Adventurer, Value the damage
	EventBanished           EventKind = "banished"            // a Line card goes under the Creature deck: Card, Adventurer
	EventBlank              EventKind = "blank"               // a Line card's text is ignored by an ability: Card, Adventurer
	EventBlanked            EventKind = "blanked"             // an Item makes the text of the first Line card ignored: Card, Value its position
	EventBought             EventKind = "bought"              // an Item is bought: Card, Adventurer, Value its cost
	EventCharges            EventKind = "charges"             // the staff gains charges: Card the cause, Adventurer, Value the gain
	EventCharmEnds          EventKind = "charm-ends"          // a charmed creature leaves for the Graveyard at the end of the round: Card, Adventurer
	EventCleave             EventKind = "cleave"              // leftover damage goes to the next card: Card the ability, Adventurer, Value the damage
	EventCoins              EventKind = "coins"               // the purse takes a space's coins: Card the space, Adventurer the camper, Value the coins
	EventCovered            EventKind = "covered"             // an Item covers a Market pile: Card, Value the pile
	EventCreaturesShuffled  EventKind = "creatures-shuffled"  // the Creature deck is shuffled: Value its cards
	EventDamaged            EventKind = "damaged"             // an ability damages a Line card: Card, Adventurer, Value the damage
	EventDefeated           EventKind = "defeated"            // a Line card is defeated: Card, Adventurer (if one did it), Value its position
	EventDieChanged         EventKind = "die-changed"         // a card sets a die's value: Card, Adventurer, Value the new value
	EventDieSetAside        EventKind = "die-set-aside"       // the location takes a die: Card the location, Adventurer, Value the die's value
	EventDiscord            EventKind = "discord"             // Discord grows: Card, Value the Discord now
	EventDismounted         EventKind = "dismounted"          // a rider loses its mount: Card the mount
	EventDrawnIntoLine      EventKind = "drawn-into-line"     // a card is drawn from the Creature deck into the Line: Card, Value its position
	EventEquipped           EventKind = "equipped"            // a card from the box replaces an ability card: Card, Adventurer, Value 1 if it comes in exhausted
	EventExhausted          EventKind = "exhausted"           // an ability card is exhausted: Card, Adventurer
	EventFamiliar           EventKind = "familiar"            // the Witch's familiar changes: Card the familiar now, Adventurer
	EventFirewood           EventKind = "firewood"            // the fire gains or loses firewood: Card the cause, Value the change
	EventFromGraveyard      EventKind = "from-graveyard"      // a card comes back from the Graveyard into the Line: Card, Value its position
	EventGraveyardShuffled  EventKind = "graveyard-shuffled"  // the Graveyard is shuffled into the Creature deck: Value the deck's cards
	EventHex                EventKind = "hex"                 // the Witch casts a hex: Card the ability, Adventurer, Value the hex
	EventHexed              EventKind = "hexed"               // a card is hexed: Card, Value the hex now
	EventHordeJoins         EventKind = "horde-joins"         // cards join the Horde: Value the Horde now
	EventHordeReturns       EventKind = "horde-returns"       // cards come back from the Horde: Value the Horde now
	EventInspired           EventKind = "inspired"            // the Knight inspires a die: Card the ability, Adventurer, Value the die
	EventItem               EventKind = "item"                // an Item is used: Card, Adventurer
	EventItemDamage         EventKind = "item-damage"         // an Item damages a Line card: Card, Adventurer, Value the damage
	EventItemRefreshed      EventKind = "item-refreshed"      // an Item is ready again: Card, Adventurer
	EventLance              EventKind = "lance"               // the lance hits a card: Card, Adventurer, Value the damage
	EventLocation           EventKind = "location"            // a new round's location is turned over: Card, Value the round
	EventLocationRoll       EventKind = "location-roll"       // the location's die picks a card: Card, Value the roll
	EventLost               EventKind = "lost"                // the party loses
	EventMerchant           EventKind = "merchant"            // the Merchant opens: Adventurer the camper, Value the purse
	EventMounted            EventKind = "mounted"             // a creature takes a mount: Card the mount, Value the rider's position
	EventMoved              EventKind = "moved"               // a Line card changes place: Card, Value its new position
	EventNegated            EventKind = "negated"             // a Line card's power is negated: Card, Adventurer, Value its position
	EventNextLocation       EventKind = "next-location"       // the next location is chosen: Card
	EventPeeked             EventKind = "peeked"              // an Adventurer looks at a hidden card: Card, Adventurer
	EventPlaced             EventKind = "placed"              // a die is placed in camp: Card the space, Adventurer, Value the die
	EventPolymorph          EventKind = "polymorph"           // a Line card is swapped for one from the Graveyard: Card the new one, Adventurer, Value its position
	EventRecovered          EventKind = "recovered"           // a stolen die comes back: Card the thief, Adventurer, Value the die
	EventRefreshed          EventKind = "refreshed"           // an ability card is refreshed: Card, Adventurer
	EventReleased           EventKind = "released"            // a creature is released: Card, Adventurer
	EventRerolled           EventKind = "rerolled"            // a die is rolled again: Card the cause, Adventurer, Value the new value
	EventRests              EventKind = "rests"               // an Adventurer rests in camp: Adventurer, Value their rests so far
	EventReturns            EventKind = "returns"             // a card comes back to the end of the Line: Card, Value its position
	EventRevealed           EventKind = "revealed"            // a face-down Line card is turned face up: Card, Value its position
	EventRoundEnd           EventKind = "round-end"           // a round ends: Card the location, Value the round
	EventRune               EventKind = "rune"                // a rune is cast: Card the rune, Adventurer the camper, Value the die
	EventScouted            EventKind = "scouted"             // the top of the Creature deck is looked at and put back: Value the cards
	EventSealed             EventKind = "sealed"              // a card is sealed away: Card, Adventurer
	EventShieldBash         EventKind = "shield-bash"         // the shield hits the second card: Card, Adventurer, Value the damage
	EventSitsOut            EventKind = "sits-out"            // an Adventurer sits out the Watch: Adventurer
	EventSkeletonsRise      EventKind = "skeletons-rise"      // Skeletons on top of the Graveyard go on the Creature deck: Card
	EventSlumber            EventKind = "slumber"             // a Line card goes face down to the end of the Line: Card, Adventurer, Value its position
	EventSnared             EventKind = "snared"              // a creature is snared: Card, Adventurer
	EventSold               EventKind = "sold"                // a trophy is sold: Card, Adventurer, Value the coins
	EventStole              EventKind = "stole"               // a creature steals a die: Card, Adventurer, Value the die
	EventStunned            EventKind = "stunned"             // a die is spent to stun: Card the ability, Adventurer, Value the die
	EventSummonReturns      EventKind = "summon-returns"      // a Summon goes back into the Creature deck: Card
	EventSummoned           EventKind = "summoned"            // a Summon enters the Line: Card, Value its position
	EventSwapped            EventKind = "swapped"             // two Line cards change places: Card, Adventurer, Value its new position
	EventTamed              EventKind = "tamed"               // a creature is tamed: Card, Adventurer
	EventToHorde            EventKind = "to-horde"            // a card joins the Horde: Card, Adventurer (if one sent it), Value the damage it deals
	EventTraded             EventKind = "traded"              // a card from the box replaces an ability card: Card the new one, Adventurer
	EventTrap               EventKind = "trap"                // a trap goes off: Card, Adventurer the camper, Value the trap's die
	EventTrapSet            EventKind = "trap-set"            // a trap is set: Adventurer, Value the die
	EventTrophy             EventKind = "trophy"              // a trophy is taken: Card, Adventurer, Value the trophies now
	EventTrophyMissed       EventKind = "trophy-missed"       // a trophy is missed: Card the top of the Graveyard, Adventurer, Value the die
	EventTrophySwap         EventKind = "trophy-swap"         // a trophy is swapped into the Line: Card, Adventurer, Value its position
	EventUnderDeck          EventKind = "under-deck"          // a card goes under the Creature deck: Card, Adventurer
	EventUnhallowedRises    EventKind = "unhallowed-rises"    // an Unhallowed card enters the Line: Card, Value its skull
	EventUnhallowedShuffled EventKind = "unhallowed-shuffled" // the Unhallowed deck is shuffled: Card the location, Value its cards
	EventUpgraded           EventKind = "upgraded"            // a die is upgraded: Card the cause, Adventurer, Value its sides
	EventVanquished         EventKind = "vanquished"          // the top of the Horde is vanquished: Value the Horde now
	EventWatch              EventKind = "watch"               // the Watch begins: Card the location, Value the Line's cards
	EventWatchEnds          EventKind = "watch-ends"          // the party ends the Watch: Value the cards that go to the Horde
	EventWon                EventKind = "won"                 // the party wins
	EventWounded            EventKind = "wounded"             // a Line card is wounded: Card, Adventurer, Value its health now
)

// EventKinds lists every kind of event.
var EventKinds = []EventKind{
	EventAbility, EventAssist, EventAttacked, EventAxe, EventBanished, EventBlank, EventBlanked,
	EventBought, EventCharges, EventCharmEnds, EventCleave, EventCoins, EventCovered,
	EventCreaturesShuffled, EventDamaged, EventDefeated, EventDieChanged, EventDieSetAside,
	EventDiscord, EventDismounted, EventDrawnIntoLine, EventEquipped, EventExhausted, EventFamiliar,
	EventFirewood, EventFromGraveyard, EventGraveyardShuffled, EventHex, EventHexed, EventHordeJoins,
	EventHordeReturns, EventInspired, EventItem, EventItemDamage, EventItemRefreshed, EventLance,
	EventLocation, EventLocationRoll, EventLost, EventMerchant, EventMounted, EventMoved,
	EventNegated, EventNextLocation, EventPeeked, EventPlaced, EventPolymorph, EventRecovered,
	EventRefreshed, EventReleased, EventRerolled, EventRests, EventReturns, EventRevealed,
	EventRoundEnd, EventRune, EventScouted, EventSealed, EventShieldBash, EventSitsOut,
	EventSkeletonsRise, EventSlumber, EventSnared, EventSold, EventStole, EventStunned,
	EventSummonReturns, EventSummoned, EventSwapped, EventTamed, EventToHorde, EventTraded, EventTrap,
	EventTrapSet, EventTrophy, EventTrophyMissed, EventTrophySwap, EventUnderDeck,
	EventUnhallowedRises, EventUnhallowedShuffled, EventUpgraded, EventVanquished, EventWatch,
	EventWatchEnds, EventWon, EventWounded,
}
