// Package game is the Set a Watch rules engine: the whole table as plain data (State), the moves
// that change it (Move), and the one gate through which they pass (Legal and Apply). It has no
// user interface, reads no files and keeps its random generator inside the state, so that a game
// record (options, seed, moves) replays to the identical table.
package game

import "slices"

// Phase is the step of a round the table is in.
type Phase string

// Phases of a round. Upkeep between them (revealing the location, rolling, dealing the Line,
// reveals, the end of the Watch) runs inside the engine.
const (
	PhaseCamper   Phase = "camper"   // the party chooses who rests in camp
	PhaseCamp     Phase = "camp"     // the camper places dice on camp spaces
	PhaseMerchant Phase = "merchant" // Swords of the Coin: the camper buys Items
	PhaseWatch    Phase = "watch"    // the Watch fights the Line
	PhaseOver     Phase = "over"     // the game has ended: see State.Result
)

// Phases lists every phase, in the order of a round (the end last).
var Phases = []Phase{PhaseCamper, PhaseCamp, PhaseMerchant, PhaseWatch, PhaseOver}

// DieState says where a die is and whether it can still be used.
type DieState string

// Die states.
const (
	DieFree   DieState = "free"   // rolled and not yet used
	DieSpent  DieState = "spent"  // used for an attack or an ability
	DieStolen DieState = "stolen" // sitting on a creature (Bandit, Vampire)
	DieLocked DieState = "locked" // set aside by a location (Snowy Pass)
	DieCamp   DieState = "camp"   // placed on a camp space
)

// DieStates lists every die state.
var DieStates = []DieState{DieFree, DieSpent, DieStolen, DieLocked, DieCamp}

// State is the whole table. It is plain data: copy it with Clone, serialise it with JSON.
type State struct {
	Options Options `json:"options"`
	RNG     RNG     `json:"rng"`

	Round    int    `json:"round"` // 1..9; round 9 is the final location
	Phase    Phase  `json:"phase"`
	Firewood int    `json:"firewood"`
	Location string `json:"location"` // the current location card

	// Piles: index 0 is the top card.
	MapDeck    []string `json:"mapDeck"`
	Unused     []string `json:"unused"`     // unused locations
	Visited    []string `json:"visited"`    // locations of past rounds
	Creatures  []string `json:"creatures"`  // the Creature deck
	Graveyard  []string `json:"graveyard"`  // face up
	Horde      []string `json:"horde"`      // face down
	Unhallowed []string `json:"unhallowed"` // the Unhallowed deck, face up
	Removed    []string `json:"removed"`    // out of the game (Vanquish, Stay Dead...)
	Box        []string `json:"box"`        // never used in this game

	Line        []LineCard        `json:"line"` // index 0 is the first position
	Adventurers []AdventurerState `json:"adventurers"`
	Camper      string            `json:"camper,omitempty"` // who rests this round
	Camp        CampState         `json:"camp"`
	Effects     RoundEffects      `json:"effects"`
	Merchant    *MerchantState    `json:"merchant,omitempty"` // Swords of the Coin only
	Pocket      *PocketState      `json:"pocket,omitempty"`   // Pocket Watch only

	// Tasks is the queue of upkeep still to resolve, front first. A task that needs a decision
	// is the pending prompt: only its answers are legal until it is resolved.
	Tasks []Task `json:"tasks,omitempty"`

	// Known is what the players have seen of the face-down piles, kept as it happens so that
	// the players' view (PlayerView) can keep it and hide the rest.
	Known Knowledge `json:"known,omitzero"`

	WatchEnding bool   `json:"watchEnding,omitempty"` // the Line is going to the Horde
	Result      string `json:"result,omitempty"`      // "won" or "lost" when the game is over
	Reason      string `json:"reason,omitempty"`      // why the game ended
	Moves       int    `json:"moves"`                 // moves applied so far
}

// Knowledge is what the players know of face-down piles beyond their sizes: which of their
// cards they have seen put where. It is counted in cards from a pile's end, as the rules put
// seen cards back at an end, so it costs no copying. It is left out of a table's Hash, which
// records keep from before it was kept.
type Knowledge struct {
	MapTop       int `json:"mapTop,omitempty"`       // the Map deck's top cards they saw put there (Check Map, Teleport, the Crow)
	UnusedBottom int `json:"unusedBottom,omitempty"` // the Unused deck's bottom cards they saw put there
	// The Creature deck's top and bottom cards they saw put there (Scout Ahead, Set Snares,
	// Banish, the Skeletons...), counted until a draw or a shuffle takes them.
	DeckTop    int `json:"deckTop,omitempty"`
	DeckBottom int `json:"deckBottom,omitempty"`
	// Horde: bit i is set when the players saw Horde[i] go there (a creature of the Line; not
	// the setup's Unhallowed, nor an Acolyte's draw), for the Horde's first 64 cards.
	Horde uint64 `json:"horde,omitempty"`
	// ItemBottom is how many of the Item deck's bottom cards they saw put there (a discarded
	// Item), until draws from the top reach them.
	ItemBottom int `json:"itemBottom,omitempty"`
}

// LineCard is one card in the Line.
type LineCard struct {
	Card          string   `json:"card"`
	FaceUp        bool     `json:"faceUp,omitempty"`
	RevealPending bool     `json:"revealPending,omitempty"` // its Reveal power is still to resolve
	NoReveal      bool     `json:"noReveal,omitempty"`      // its Reveal power will not resolve
	FirstDone     bool     `json:"firstDone,omitempty"`     // its First-position power has resolved
	Damage        int      `json:"damage,omitempty"`        // damage assigned by direct attacks
	Dice          []DieRef `json:"dice,omitempty"`          // the dice assigned to it
	Stolen        *DieRef  `json:"stolen,omitempty"`        // a die it has taken
	Wounded       bool     `json:"wounded,omitempty"`       // health halved (Wound)
	Blank         bool     `json:"blank,omitempty"`         // its text is ignored (Smoke Bomb)
	Mount         string   `json:"mount,omitempty"`         // the creature a Rider sits on (Beast and Dragon Riders)
	Known         bool     `json:"known,omitempty"`         // face down, but the players saw it go there (from the Horde, Slumber)
}

// AdventurerState is one adventurer at the table.
type AdventurerState struct {
	ID      string   `json:"id"`
	Dice    []Die    `json:"dice"`
	Slots   []Slot   `json:"slots"`  // the three equipped ability cards
	Unused  []string `json:"unused"` // ability cards beside the board
	Rests   int      `json:"rests"`
	Tamed   []string `json:"tamed,omitempty"` // tamed Forest Creatures (Beast Master)
	SitsOut bool     `json:"sitsOut,omitempty"`
	OnWatch bool     `json:"onWatch,omitempty"`
	Items   []Item   `json:"items,omitempty"` // Swords of the Coin: at most two equipped Items

	Trophies []string `json:"trophies,omitempty"` // creatures the Bounty Hunter keeps beside his board (up to 3)
	Charges  int      `json:"charges,omitempty"`  // the Artificer's staff dial, 0-8
	Familiar string   `json:"familiar,omitempty"` // the face-up side of the Witch's Familiar
}

// Slot is an equipped ability card.
type Slot struct {
	Card        string `json:"card"`
	Exhausted   bool   `json:"exhausted,omitempty"`
	UsedWithDie bool   `json:"usedWithDie,omitempty"` // a die was placed on it this round
	UsedPassive bool   `json:"usedPassive,omitempty"` // its once-a-round passive was used
}

// Die is one of an adventurer's three dice.
type Die struct {
	Sides    int      `json:"sides"`
	Value    int      `json:"value"`
	State    DieState `json:"state"`
	Attacked bool     `json:"attacked,omitempty"` // spent on a direct attack this round
}

// DieRef names one die: an adventurer's die by index, or a tamed creature used as a die.
type DieRef struct {
	Adventurer string `json:"adventurer"`
	Index      int    `json:"index"`           // 0..2 for a die
	Tamed      string `json:"tamed,omitempty"` // a tamed creature's card id instead of a die
}

// CampState is what the camper has placed this round.
type CampState struct {
	Chop     []int  `json:"chop,omitempty"`
	Scout    []int  `json:"scout,omitempty"`
	CheckMap int    `json:"checkMap,omitempty"`
	Heal     int    `json:"heal,omitempty"`
	Equip    int    `json:"equip,omitempty"`
	Action   int    `json:"action,omitempty"`
	Runes    []Rune `json:"runes,omitempty"`
	RuneDie  int    `json:"runeDie,omitempty"`
	Assist   string `json:"assist,omitempty"` // Assist: the adventurer on Watch holding the Knight's camp die
}

// RoundEffects are effects that last until the end of the round.
type RoundEffects struct {
	RangeBonus         int  `json:"rangeBonus,omitempty"`         // Far Sight
	RevealBonus        int  `json:"revealBonus,omitempty"`        // Elf Senses
	SkipReveal         bool `json:"skipReveal,omitempty"`         // Elf Senses: the next Reveal power does not happen
	GiantsBane         bool `json:"giantsBane,omitempty"`         // dice on creatures of health 10+ count double
	PoisonAttacks      int  `json:"poisonAttacks,omitempty"`      // direct attacks still poisoned
	RangedRogue        bool `json:"rangedRogue,omitempty"`        // Throwing Daggers
	LastDefeated       int  `json:"lastDefeated,omitempty"`       // position (1-based) of the Warrior's last defeat, for Berserker
	LastDefeatedHealth int  `json:"lastDefeatedHealth,omitempty"` // that creature's health then
	HordeEntered       bool `json:"hordeEntered,omitempty"`       // a creature went to the Horde this round
	Cathedral          bool `json:"cathedral,omitempty"`          // Cursed Cathedral has struck this round
	FirstDefeat        bool `json:"firstDefeat,omitempty"`        // a creature has been defeated this round (Catacombs)
	Discord            int  `json:"discord,omitempty"`            // Song of Discord: damage for the next creature revealed
	Harmonize          bool `json:"harmonize,omitempty"`          // Harmonize: another adventurer's next direct attack is doubled
	FamiliarUsed       bool `json:"familiarUsed,omitempty"`       // the Witch's Familiar has attacked this Watch
	Hex                int  `json:"hex,omitempty"`                // Hex: First-position powers still to negate
}

// Task is one piece of upkeep still to resolve. Kind says what; the other fields are its data.
type Task struct {
	Kind       TaskKind `json:"kind"`
	Count      int      `json:"count,omitempty"`
	Card       string   `json:"card,omitempty"`       // the card that caused it
	Adventurer string   `json:"adventurer,omitempty"` // who decides, or whose effect it is
	Cards      []string `json:"cards,omitempty"`      // cards it shows or offers
	Pos        int      `json:"pos,omitempty"`        // a Line position (0-based)
	Value      int      `json:"value,omitempty"`
	Queue      []string `json:"queue,omitempty"` // adventurers still to decide (Bolster)
}

// Adventurer returns the adventurer with that id, or nil.
func (s *State) Adventurer(id string) *AdventurerState {
	for i := range s.Adventurers {
		if s.Adventurers[i].ID == id {
			return &s.Adventurers[i]
		}
	}
	return nil
}

// Die returns the die a reference names, or nil.
func (s *State) Die(r DieRef) *Die {
	a := s.Adventurer(r.Adventurer)
	if a == nil || r.Tamed != "" || r.Index < 0 || r.Index >= len(a.Dice) {
		return nil
	}
	return &a.Dice[r.Index]
}

// Ready reports whether the adventurer has at least one unexhausted ability card.
func (a *AdventurerState) Ready() bool {
	for _, sl := range a.Slots {
		if !sl.Exhausted {
			return true
		}
	}
	return false
}

// Slot returns the equipped slot holding a card, or nil.
func (a *AdventurerState) Slot(card string) *Slot {
	for i := range a.Slots {
		if a.Slots[i].Card == card {
			return &a.Slots[i]
		}
	}
	return nil
}

// Pending returns the task waiting for a decision, or nil.
func (s *State) Pending() *Task {
	if len(s.Tasks) == 0 {
		return nil
	}
	return &s.Tasks[0]
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.Result != "" }

// Clone returns a deep copy. Lists are carved out of a few shared arrays (each piece capped to
// its length, so appending to one list never writes into another): a handful of allocations
// instead of one per list.
func (s *State) Clone() *State { return s.clone(copyPiles) }

// applyBlock is the table Apply makes, the engine at work on it and room for the events it
// tells, allocated as one piece.
type applyBlock struct {
	table  cloneBlock
	g      game
	events [4]Event // most moves tell a few events
}

// cloneBlock is a table with room for the party, their dice and cards, the Line, the tasks and
// the short lists of a table in play, allocated as one piece. Longer lists get arrays of their
// own.
type cloneBlock struct {
	state State
	party [partySize]AdventurerState
	dice  [partySize * dicePerAdventurer]Die
	slots [partySize * equippedSlots]Slot
	line  [blockLine]LineCard
	tasks [blockTasks]Task
	refs  [blockRefs]DieRef
	ids   [blockIDs]string
	ints  [blockInts]int
	items [partySize * itemsPerAdventurer]Item
	// The boards of Swords of the Coin and Pocket Watch (unused by the other boxes).
	merchant merchantBlock
	pocket   PocketState
	// A block reused from table to table (a Playout's) keeps the arrays its longer lists got:
	// a longer Line's, the queue's (with room to grow), and its own piles' (see ownRoom).
	longLine  []LineCard
	longTasks []Task
	own       *ownRoom
}

// ownRoom is the room of a block whose tables are changed in place (ownPiles): its piles' (two
// arrays, used in turn, so that a table whose piles share one of them is copied into the
// other) and the camp's dice's, each list with room to grow. It is kept apart so that the
// blocks Apply makes stay small.
type ownRoom struct {
	piles    [2][]string
	turn     int
	campDice []int
}

// The room a cloneBlock keeps for each kind of list: enough for nearly every table met in
// random games (the Line holds at most 8 cards in all but 1 in 2,500 of them).
const (
	blockLine  = 8
	blockTasks = 2
	blockRefs  = 4
	blockIDs   = 8
	blockInts  = 4
)

// fit is buf's array when n items fit in it, else a new array for n.
func fit[T any](buf []T, n int) []T {
	if n <= len(buf) {
		return buf[:0]
	}
	return make([]T, 0, n)
}

// taskRoom is the queue's array for n tasks in a block that is reused: the block keeps one
// with room for the tasks a move queues.
func (b *cloneBlock) taskRoom(n int) []Task {
	if cap(b.longTasks) < n+blockTasks {
		b.longTasks = make([]Task, 2*(n+blockTasks))
	}
	return b.longTasks[:n]
}

// lineRoom is an array for a Line of n cards in the block; with room, the rest of the array is
// left for the creatures a move deals (in place), else appending copies.
func (b *cloneBlock) lineRoom(n int, room bool) []LineCard {
	line := b.line[:]
	if n > blockLine {
		if cap(b.longLine) < n {
			b.longLine = make([]LineCard, 2*n)
		}
		line = b.longLine
	}
	if !room {
		return line[:n:n]
	}
	return line[:n]
}

// pileCopy says how cloneInto copies the piles: the decks, the Graveyard, the Horde, the box,
// each adventurer's unused cards and the party's list.
type pileCopy int

const (
	// sharePiles makes the copy Apply changes: the piles share their arrays with s, capped so
	// that appending copies. The engine never changes a shared pile in place without first
	// giving it an array of its own (game.own), and game.without copies, so s stays as it was.
	sharePiles pileCopy = iota
	// copyPiles copies every pile (Clone).
	copyPiles
	// ownPiles copies the piles into the block's own arrays, each with room to grow, for a
	// table the engine changes in place (a Playout's): see game.ownPiles.
	ownPiles
)

// pileRoom is the room each pile gets to grow in place in a block of ownPiles.
const pileRoom = 8

// campRoom is the room the camp's lists of dice (chop, scout) get on a table of ownPiles: a
// camper has three dice.
const campRoom = dicePerAdventurer

func (s *State) clone(piles pileCopy) *State { return s.cloneInto(new(cloneBlock), piles) }

// cloneInto copies s into block, its piles as piles says.
func (s *State) cloneInto(block *cloneBlock, piles pileCopy) *State {
	block.state = *s
	c := &block.state
	shared := piles == sharePiles
	n := len(s.Camp.Runes)
	if !shared {
		n += len(s.MapDeck) + len(s.Unused) + len(s.Visited) + len(s.Creatures) + len(s.Graveyard) +
			len(s.Horde) + len(s.Unhallowed) + len(s.Removed) + len(s.Box) + len(s.Options.Adventurers)
	}
	refs, dice, slots := 0, 0, 0
	for i := range s.Line {
		refs += len(s.Line[i].Dice)
	}
	for i := range s.Adventurers {
		a := &s.Adventurers[i]
		n += len(a.Tamed) + len(a.Trophies)
		if !shared {
			n += len(a.Unused)
		}
		dice += len(a.Dice)
		slots += len(a.Slots)
	}
	for _, t := range s.Tasks {
		n += len(t.Cards) + len(t.Queue)
	}
	items := 0
	for i := range s.Adventurers {
		items += len(s.Adventurers[i].Items)
	}
	if s.Pocket != nil {
		n += len(s.Pocket.SittingOut)
	}
	var ids arena[string]
	pile := ids.copy
	switch piles {
	case sharePiles, copyPiles:
		ids.buf = fit(block.ids[:], n)
		if shared {
			pile = capped
		}
	case ownPiles:
		// Every list of ids, and the piles' room, in the block's array that s does not use.
		count := 10 + len(s.Adventurers)
		if m := s.Merchant; m != nil {
			count += 1 + len(m.Market)
			n += len(m.Deck)
			for _, p := range m.Market {
				n += len(p)
			}
		}
		if block.own == nil {
			block.own = new(ownRoom)
		}
		block.own.turn = 1 - block.own.turn
		room := &block.own.piles[block.own.turn]
		if need := n + count*pileRoom; cap(*room) < need {
			*room = make([]string, 0, 2*need)
		}
		ids.buf = (*room)[:0]
		pile = ids.withRoom
	}
	c.MapDeck = pile(s.MapDeck)
	c.Unused = pile(s.Unused)
	c.Visited = pile(s.Visited)
	c.Creatures = pile(s.Creatures)
	c.Graveyard = pile(s.Graveyard)
	c.Horde = pile(s.Horde)
	c.Unhallowed = pile(s.Unhallowed)
	c.Removed = pile(s.Removed)
	c.Box = pile(s.Box)
	c.Options.Adventurers = pile(s.Options.Adventurers)
	refArena := arena[DieRef]{buf: fit(block.refs[:], refs)}
	c.Line = block.lineRoom(len(s.Line), piles == ownPiles)
	copy(c.Line, s.Line)
	for i := range c.Line {
		lc := &c.Line[i]
		lc.Dice = refArena.copy(lc.Dice)
		if lc.Stolen != nil {
			d := *lc.Stolen
			lc.Stolen = &d
		}
	}
	dieArena := arena[Die]{buf: fit(block.dice[:], dice)}
	slotArena := arena[Slot]{buf: fit(block.slots[:], slots)}
	itemArena := arena[Item]{buf: fit(block.items[:], items)}
	if n := len(s.Adventurers); n <= len(block.party) {
		c.Adventurers = block.party[:n:n]
	} else {
		c.Adventurers = make([]AdventurerState, n)
	}
	copy(c.Adventurers, s.Adventurers)
	for i := range c.Adventurers {
		a := &c.Adventurers[i]
		a.Dice = dieArena.copy(a.Dice)
		a.Slots = slotArena.copy(a.Slots)
		a.Unused = pile(a.Unused)
		a.Tamed, a.Trophies = ids.copy(a.Tamed), ids.copy(a.Trophies)
		if piles == ownPiles {
			a.Items = itemArena.withRoomOf(a.Items, max(0, itemsPerAdventurer-len(a.Items)))
		} else {
			a.Items = itemArena.keep(a.Items)
		}
	}
	if piles == ownPiles {
		// (A table made from this one by Apply or Clone copies its camp: s never holds these.)
		need := len(s.Camp.Chop) + len(s.Camp.Scout) + 2*campRoom
		if cap(block.own.campDice) < need {
			block.own.campDice = make([]int, 0, 2*need)
		}
		ints := arena[int]{buf: block.own.campDice[:0]}
		c.Camp.Chop, c.Camp.Scout = ints.withRoomOf(s.Camp.Chop, campRoom), ints.withRoomOf(s.Camp.Scout, campRoom)
	} else {
		ints := arena[int]{buf: fit(block.ints[:], len(s.Camp.Chop)+len(s.Camp.Scout))}
		c.Camp.Chop, c.Camp.Scout = ints.copy(s.Camp.Chop), ints.copy(s.Camp.Scout)
	}
	c.Camp.Runes = keptRunes(s.Camp.Runes)
	merchantPile := pile
	if piles == copyPiles {
		merchantPile = cloneStrings // a copy keeps an empty Market pile empty, not nil, as saved
	}
	c.Merchant = s.Merchant.copyInto(&block.merchant, merchantPile)
	if s.Pocket != nil {
		block.pocket = *s.Pocket
		c.Pocket = &block.pocket
		c.Pocket.SittingOut = ids.copy(s.Pocket.SittingOut)
	}
	// The queue keeps the rest of its room in the block, which is this table's own: a task the
	// move queues goes there without a new array. (No code holds a pointer to a task across
	// queueing another, which may now move the tasks within this array.)
	if piles == ownPiles {
		c.Tasks = block.taskRoom(len(s.Tasks))
	} else {
		c.Tasks = fit(block.tasks[:], len(s.Tasks))[:len(s.Tasks)]
	}
	copy(c.Tasks, s.Tasks)
	for i := range c.Tasks {
		t := &c.Tasks[i]
		t.Cards = ids.copy(t.Cards)
		t.Queue = ids.copy(t.Queue)
	}
	return c
}

// arena hands out copies of lists from one array. Like append to a nil list, it copies an
// empty list as nil.
type arena[T any] struct{ buf []T }

func (a *arena[T]) copy(src []T) []T {
	if len(src) == 0 {
		return nil
	}
	start := len(a.buf)
	a.buf = append(a.buf, src...)
	return a.buf[start:len(a.buf):len(a.buf)]
}

// withRoom is copy, with room for pileRoom more items after the list's end, in the arena: a
// copy to be changed in place. An empty list gets its room too (it is not nil).
func (a *arena[T]) withRoom(src []T) []T { return a.withRoomOf(src, pileRoom) }

// withRoomOf is withRoom with room for that many more items.
func (a *arena[T]) withRoomOf(src []T, room int) []T {
	a.buf = slices.Grow(a.buf, len(src)+room)
	start := len(a.buf)
	a.buf = append(a.buf, src...)
	end := len(a.buf)
	a.buf = a.buf[:end+room]
	return a.buf[start : end : end+room]
}

// keep is copy, except that it copies an empty list that is not nil as an empty list (as
// slices.Clone does).
func (a *arena[T]) keep(src []T) []T {
	if src == nil {
		return nil
	}
	start := len(a.buf)
	a.buf = append(a.buf, src...)
	return a.buf[start:len(a.buf):len(a.buf)]
}

// capped is a list sharing its array, without room to append in place. Like a copy, an empty
// list is nil.
func capped[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s[:len(s):len(s)]
}

// concat is a new list of the lists' items in order, made in one piece (nil when they are all
// empty, as appending them to a copy of the first).
func concat(lists ...[]string) []string {
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	if n == 0 {
		return nil
	}
	out := make([]string, 0, n)
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

func cloneStrings(s []string) []string {
	if s == nil {
		return nil
	}
	return append([]string(nil), s...)
}
