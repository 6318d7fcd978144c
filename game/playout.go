package game

// Playout is a table that one caller owns and changes in place, for bots that play many games
// to their end and keep none of the tables on the way: Play changes the table instead of
// making a new one, and Legal lists the moves in lists the playout keeps, so that a move
// allocates next to nothing (README, "Benchmarks"). Play checks each move as Apply does, and a
// move refused changes nothing.
//
// What a playout hands out is the caller's to read until its next call: the table from State
// until the next Play or Reset, the moves until the next Legal, the events until the next
// call. A table made from State with Apply shares its piles, which Play may change: use it
// before the next Play, or Clone it.
type Playout struct {
	block cloneBlock // the room of the table
	s     *State
	work  game // the engine, with Legal's lists kept from call to call
}

// NewPlayout starts a playout on a copy of s.
func NewPlayout(s *State) *Playout {
	p := new(Playout)
	p.Reset(s)
	return p
}

// Reset puts a copy of s on the playout, in the room of its last table.
func (p *Playout) Reset(s *State) {
	if s != p.s {
		p.s = s.cloneInto(&p.block, true)
	}
}

// State is the playout's table, until the next Play or Reset.
func (p *Playout) State() *State { return p.s }

// Legal lists the moves allowed now, as the function Legal does; they are the caller's until
// the next call to Legal.
func (p *Playout) Legal() []Move {
	cat, err := DefaultCatalog()
	if err != nil || p.s.Over() {
		return nil
	}
	g := &p.work
	*g = game{s: p.s, cat: cat, quiet: true, legal: g.legal[:0], scratch: g.scratch[:0],
		keptDice: g.keptDice[:0], keptArgs: g.keptArgs[:0], events: g.events[:0]}
	g.listMoves()
	return g.legal
}

// Events are what the last Play told, until the next call.
func (p *Playout) Events() []Event { return p.work.events }

// Play applies a move to the table in place, after checking it against the rules as Apply
// does: a move refused returns the reason and changes nothing.
func (p *Playout) Play(m Move) error {
	cat, err := DefaultCatalog()
	if err != nil {
		return err
	}
	if p.s.Over() {
		return ErrGameOver
	}
	g := &p.work
	// The moves Legal handed out stay as they were: their lists are not touched here.
	*g = game{s: p.s, cat: cat, legal: g.legal, scratch: g.scratch[:0], keptDice: g.keptDice,
		keptArgs: g.keptArgs, events: g.events[:0]}
	if err := g.check(m); err != nil {
		return err
	}
	if err := g.apply(m); err != nil {
		return err
	}
	p.s.Moves++
	g.advance()
	return nil
}
