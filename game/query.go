package game

// Read-only questions about a table that the interface asks; the answers come from the same
// rules the engine applies.

// DieValue is what a die, or a tamed creature fighting as a die, is worth in an attack now.
func DieValue(s *State, r DieRef) int {
	cat, err := DefaultCatalog()
	if err != nil {
		return 0
	}
	if r.Tamed == "" && s.Die(r) == nil {
		return 0
	}
	g := &game{s: s, cat: cat}
	return g.dieValue(r)
}

// BaseHealth is the health of the creature in Line position i (0-based) before damage and
// wounds: its printed health, or what its text works it out to be.
func BaseHealth(s *State, i int) int {
	cat, err := DefaultCatalog()
	if err != nil || i < 0 || i >= len(s.Line) {
		return 0
	}
	return (&game{s: s, cat: cat}).baseHealth(i)
}

// FinalRound reports whether the table is at its final location, whose round ends the game.
func FinalRound(s *State) bool {
	cat, err := DefaultCatalog()
	if err != nil || cat.Cards[s.Location] == nil {
		return false
	}
	return (&game{s: s, cat: cat}).finalRound()
}

// Shortfall is the damage the creatures left in the Line (and the damage still to be taken
// from those gone to the Horde) would deal, less the ability cards ready on Watch. At the end
// of the final Watch the party wins only while it is below zero; above, it says by how many
// cards the party falls short.
func Shortfall(s *State) int {
	cat, err := DefaultCatalog()
	if err != nil {
		return 0
	}
	n := 0
	for _, lc := range s.Line {
		if c := cat.Cards[lc.Card]; c != nil {
			n += c.Damage
		}
	}
	for _, t := range s.Tasks {
		if t.Kind == TaskExhaust {
			n += t.Count
		}
	}
	for i := range s.Adventurers {
		if a := &s.Adventurers[i]; a.OnWatch {
			n -= len(a.Slots) - a.ExhaustedCards()
		}
	}
	return n
}

// Fighting reports whether the party is fighting the Watch: the Watch's phase, with no prompt
// waiting (the moves then are attacks, ability cards, Items, feeding the fire and ending it).
func Fighting(s *State) bool { return s.Phase == PhaseWatch && s.Pending() == nil }

// FinalShortfall is Shortfall on a table where the final Watch has come to its end: the party
// has stopped (the Line is going to the Horde), has fallen, or has won, the Line cleared. ok is
// false on any other table.
func FinalShortfall(s *State) (n int, ok bool) {
	if !s.WatchEnding && !s.Over() || !FinalRound(s) {
		return 0, false
	}
	return Shortfall(s), true
}

// FinalShortfallAfter is FinalShortfall of next, the table a move made from prev. When that
// move ended the final Watch with no ability card ready, every creature left went to the Horde
// at once and the party fell on the same move: next shows an empty Line and nothing owed, so
// the shortfall is the one prev shows (the Line's damage with no card to take it).
func FinalShortfallAfter(prev, next *State) (n int, ok bool) {
	return FinalShortfallFrom(FinalFightAt(prev), next)
}

// FinalFight is what FinalShortfallFrom needs to know of the table before a move: whether the
// party was fighting the final Watch there, and the shortfall it showed. A caller that changes
// the table in place (a Playout) takes it before the move.
type FinalFight struct {
	fighting  bool
	shortfall int
}

// FinalFightAt is the FinalFight of a table.
func FinalFightAt(s *State) FinalFight {
	if s.Phase != PhaseWatch || s.WatchEnding || s.Over() || !FinalRound(s) {
		return FinalFight{}
	}
	return FinalFight{fighting: true, shortfall: Shortfall(s)}
}

// FinalShortfallFrom is FinalShortfallAfter, with what it needs of the table before the move.
func FinalShortfallFrom(before FinalFight, next *State) (n int, ok bool) {
	n, ok = FinalShortfall(next)
	if ok && next.Result == "lost" && len(next.Line) == 0 && before.fighting {
		n = max(n, before.shortfall)
	}
	return n, ok
}
