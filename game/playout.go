package game

// Playout is a table that one caller owns and changes in place, for bots that play many games
// to their end and keep none of the tables on the way: Play changes the table instead of
// making a new one, and Legal lists the moves in lists the playout keeps, so that a move
// allocates next to nothing (docs/PERFORMANCE.md). Play checks each move as Apply does, and a
// move refused changes nothing.
//
// What a playout hands out is the caller's to read until its next call: the table from State
// until the next Play or Reset, the moves until the next Legal, the events until the next
// call. A table made from State with Apply shares its piles, which Play may change: use it
// before the next Play, or Clone it.
type Playout struct {
	block cloneBlock // the room of the table
	s     *State
	moves Lister // Legal's lists, kept from call to call
	work  game   // the engine Play runs, with its lists kept from call to call
}

// Lister lists the moves allowed on any table, as the function Legal does, in lists it keeps
// from call to call: a caller that is done with each list before asking for the next (a
// search, one Lister a depth) lists moves without allocating.
type Lister struct {
	work game
}

// Legal lists the moves allowed on s; they are the caller's until the next call.
func (l *Lister) Legal(s *State) []Move {
	cat, err := DefaultCatalog()
	if err != nil || s.Over() {
		return nil
	}
	g := &l.work
	g.reuse(s, cat)
	g.quiet = true
	g.listMoves()
	g.s = nil // the Lister keeps no table alive
	return g.legal
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
		p.s = s.cloneInto(&p.block, ownPiles)
		p.work.refs = p.work.refs[:0] // the last table's dice on creatures are not needed
	}
}

// State is the playout's table, until the next Play or Reset.
func (p *Playout) State() *State { return p.s }

// Legal lists the moves allowed now, as the function Legal does; they are the caller's until
// the next call to Legal.
func (p *Playout) Legal() []Move { return p.moves.Legal(p.s) }

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
	g.reuse(p.s, cat)
	g.ownPiles = true
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
