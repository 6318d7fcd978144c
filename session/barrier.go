package session

import (
	"slices"

	"setawatch/game"
)

// Undo follows Board Game Arena's rule: a move can be taken back unless it rolled dice or let the
// players see something they did not know, since taking it back would be a free second try.
// The engine runs upkeep inside Apply, so one move may do several of these; barrier looks at the
// tables before and after and at the events, and returns why the move is a barrier, or "".
//
// What counts, from the engine's code:
//   - the random generator moved: rolls at the start of a round, Bolster and Sharpshooter
//     rerolls, a Creature deck shuffled (Graveyard reshuffle, an Acolyte returning a Summon);
//   - the location changed: a new round's location is turned over;
//   - a Line card turned face up ("revealed": the campfire, Forest Giant, Far Sight, an ability
//     that defeats a face-down card, Elf Senses...), including one that left the Line in the same
//     move;
//   - a card left the Creature deck: dealing the Line, Fell Beast, an Acolyte's draw to the
//     Horde, Scout Ahead, Elven Scout;
//   - a card became visible that was not: the cards of a prompt (Check Map, Teleport, Scout
//     Ahead), a face-down card gone to the Graveyard, the top of the Horde vanquished;
//   - cards were looked at and put back within the move ("scouted" without answering the
//     Scout prompt: an Elven Scout with a single card resolves by itself).
func barrier(before, after *game.State, m game.Move, events []game.Event) string {
	if after.RNG != before.RNG {
		return "it rolled dice or shuffled cards"
	}
	if after.Location != before.Location {
		return "it revealed a new location"
	}
	for _, ev := range events {
		switch ev.Kind {
		case game.EventRevealed:
			return "it turned a card face up"
		case game.EventDrawnIntoLine:
			return "it drew from the Creature deck"
		case game.EventLocation:
			return "it revealed a new location"
		case game.EventRerolled, game.EventGraveyardShuffled, game.EventSummonReturns:
			return "it rolled dice or shuffled cards"
		case game.EventScouted:
			if t := before.Pending(); m.Verb != game.VerbChoose || t == nil || (t.Kind != game.TaskScout && t.Kind != game.TaskElvenScout) {
				return "it looked at the top of the Creature deck"
			}
		}
	}
	for _, lc := range after.Line {
		if lc.FaceUp && slices.ContainsFunc(before.Line, func(b game.LineCard) bool { return b.Card == lc.Card && !b.FaceUp }) {
			return "it turned a card face up"
		}
	}
	for _, c := range before.Creatures {
		if !slices.Contains(after.Creatures, c) {
			return "it drew from the Creature deck"
		}
	}
	seen := visible(before)
	for c := range visible(after) {
		if !seen[c] {
			return "it showed hidden cards"
		}
	}
	return ""
}

// visible is the set of cards the players can see: the location and the face-up piles
// (Visited, Graveyard, the Unhallowed deck, Removed), the face-up Line, tamed creatures and the
// cards a prompt shows; the same split as game.PlayerView. The Map deck, unused locations, the
// Creature deck, the Horde and face-down Line cards are hidden.
func visible(s *game.State) map[string]bool {
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
