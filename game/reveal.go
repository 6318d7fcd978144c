package game

import "slices"

// Reveal is what hidden information a move let the players learn: a move that reveals
// something cannot be taken back, since taking it back would be a free second try.
type Reveal int

// The kinds of hidden information a move can reveal, the first that applies.
const (
	RevealedNothing  Reveal = iota
	RevealedRoll            // the random generator moved: dice rolled or cards shuffled
	RevealedLocation        // a new location was turned over
	RevealedFaceUp          // a Line card turned face up
	RevealedDraw            // a card left the Creature deck
	RevealedCards           // cards were shown that were hidden
	RevealedDeckTop         // the top of the Creature deck was looked at and put back
)

// Outcome is what an applied move did: the table after it, what happened, and the hidden
// information it let the players learn (RevealedNothing when it can be taken back).
type Outcome struct {
	State  *State
	Events []Event
	Reveal Reveal
}

// Play applies a move as Apply does and reports what it revealed. Bots and playouts, which
// take nothing back, call Apply and skip the report's cost.
func Play(s *State, m Move) (Outcome, error) {
	after, events, err := Apply(s, m)
	if err != nil {
		return Outcome{State: s}, err
	}
	return Outcome{State: after, Events: events, Reveal: Revealed(s, after, m, events)}, nil
}

// Revealed tells what a move (m, taking before to after with events, as Apply returned them)
// revealed. Upkeep runs inside Apply, so one move may reveal several things: the first is
// told. What counts, from the engine's code:
//   - the random generator moved: rolls at the start of a round, Bolster and Sharpshooter
//     rerolls, a Creature deck shuffled (Graveyard reshuffle, an Acolyte returning a Summon);
//   - the location changed: a new round's location is turned over;
//   - a Line card turned face up (the campfire, Forest Giant, Far Sight, an ability that
//     defeats a face-down card, Elf Senses...), including one that left the Line in the same
//     move;
//   - a card left the Creature deck: dealing the Line, Fell Beast, an Acolyte's draw to the
//     Horde, Scout Ahead, Elven Scout;
//   - a card became visible that was not: the cards of a prompt (Check Map, Teleport, Scout
//     Ahead), a face-down card gone to the Graveyard, the top of the Horde vanquished;
//   - cards were looked at and put back within the move (scouted without answering the Scout
//     prompt: an Elven Scout with a single card resolves by itself).
func Revealed(before, after *State, m Move, events []Event) Reveal {
	if after.RNG != before.RNG {
		return RevealedRoll
	}
	if after.Location != before.Location {
		return RevealedLocation
	}
	for _, ev := range events {
		switch ev.Kind {
		case EventRevealed:
			return RevealedFaceUp
		case EventDrawnIntoLine:
			return RevealedDraw
		case EventLocation:
			return RevealedLocation
		case EventRerolled, EventGraveyardShuffled, EventSummonReturns:
			return RevealedRoll
		case EventScouted:
			if t := before.Pending(); m.Verb != VerbChoose || t == nil || taskRules[t.Kind].shows != showsCreatures {
				return RevealedDeckTop
			}
		}
	}
	for _, lc := range after.Line {
		if lc.FaceUp && slices.ContainsFunc(before.Line, func(b LineCard) bool { return b.Card == lc.Card && !b.FaceUp }) {
			return RevealedFaceUp
		}
	}
	for _, c := range before.Creatures {
		if !slices.Contains(after.Creatures, c) {
			return RevealedDraw
		}
	}
	seen := visibleCards(before)
	for c := range visibleCards(after) {
		if !seen[c] {
			return RevealedCards
		}
	}
	return RevealedNothing
}

// visibleCards is the set of cards the players can see: the location and the face-up piles
// (Visited, Graveyard, the Unhallowed deck, Removed), the face-up Line, tamed creatures, Items
// and the cards a prompt shows; the same split as PlayerView. The Map deck, unused locations,
// the Creature deck, the Horde and face-down Line cards are hidden.
func visibleCards(s *State) map[string]bool {
	v := map[string]bool{s.Location: true}
	add := func(cards []string) {
		for _, c := range cards {
			v[c] = true
		}
	}
	for _, zone := range [][]string{s.Visited, s.Graveyard, s.Unhallowed, s.Removed} {
		add(zone)
	}
	for _, lc := range s.Line {
		if lc.FaceUp {
			v[lc.Card] = true
		}
	}
	for _, a := range s.Adventurers {
		add(a.Tamed)
		for _, it := range a.Items {
			v[it.Card] = true
		}
	}
	for _, t := range s.Tasks {
		add(t.Cards)
	}
	if m := s.Merchant; m != nil {
		// Swords of the Coin: the Market's piles are face up (an Item drawn to refill one was
		// hidden in the Item deck).
		for _, p := range m.Market {
			add(p)
		}
	}
	return v
}
