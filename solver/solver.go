// Package solver plans the Watch: from what the players can see (revealed creatures, dice,
// ready ability cards; never a face-down card, a deck or a future roll) it finds the direct
// attacks, ability uses and exhausts that defeat the most creatures for the fewest ability
// cards, and explains them as moves in notation. It drives the engine itself (game.Legal and
// game.Apply on game.PlayerView), so every rule the engine knows is taken into account.
package solver

import (
	"cmp"
	"slices"
	"strconv"
	"sync"

	"setawatch/game"
	"setawatch/internal/say"
)

// Plan is the solver's advice for the rest of the Watch, as far as the players can see it.
type Plan struct {
	Moves          []game.Move // in order; the first is the hint
	Defeated       int         // creatures the moves defeat
	CardsExhausted int         // ability cards the moves exhaust (including cards a creature makes the party exhaust)
	Explanation    []say.Msg   // one line per move, as a message for either language
}

// Errors of Solve.
var (
	ErrNotWatch = say.Err("there is no Watch to plan now")
	ErrPrompt   = say.Err("first answer the pending prompt")
)

// Budget is how much work one Solve may do, in engine calls (a Legal call counts as
// legalCost). It bounds the time (about 40 ms for the worst realistic Watch) and keeps the
// result the same on every machine, unlike a clock.
const Budget = 2500

const legalCost = 3

// kept is how many ways of defeating one creature with dice are tried, the least wasteful.
const kept = 3

// Solve plans the Watch from the players' view of s. It returns ErrNotWatch outside the Watch
// and ErrPrompt while a prompt waits; a plan with no moves means nothing helps now.
func Solve(s *game.State) (Plan, error) { return SolveWith(s, Settings{Budget: Budget}) }

// Settings change how Solve searches.
type Settings struct {
	Budget int // in engine calls, see Budget: less for a bot that plans thousands of Watches
	// LossFirst ranks plans by the cards they lose (exhausted, plus the damage of the revealed
	// creatures left for the Horde) before the creatures they defeat: a bot plays better so.
	LossFirst bool
	// HordeLater is what each creature left to the Horde before the final round costs later,
	// in tenths of a card, on top of its damage now: the Horde joins the final round's Line.
	HordeLater int
}

// SolveWith is Solve with other settings.
func SolveWith(s *game.State, set Settings) (Plan, error) {
	switch {
	case s.Over() || s.Phase != game.PhaseWatch || s.WatchEnding:
		return Plan{}, ErrNotWatch
	case s.Pending() != nil:
		return Plan{}, ErrPrompt
	}
	cat, err := game.DefaultCatalog()
	if err != nil {
		return Plan{}, err
	}
	view := game.PlayerView(s)
	sv := newSearch(cat, set, view)
	for _, lc := range view.Line {
		if !lc.FaceUp {
			sv.hidden[lc.Card] = true
		}
	}
	for _, zone := range [][]string{view.Creatures, view.Horde} {
		for _, c := range zone {
			sv.hidden[c] = true
		}
	}
	best := sv.best(view, 0)
	sv.release()
	plan := Plan{}
	// The plan's path is played again, on tables kept this time, to say what each step does.
	p := game.NewPlayout(view)
	for o := best; o != nil && o.moves > 0; o = o.then {
		st := o.first
		before := p.State().Clone()
		events, _ := sv.playOn(p, st.move, nil)
		plan.Moves = append(plan.Moves, st.move)
		plan.Explanation = append(plan.Explanation, sv.explain(before, st.move, events))
		plan.Defeated += st.defeated
		plan.CardsExhausted += st.exhausted
	}
	return plan, nil
}

// step is one move of a plan with what it did.
type step struct {
	move      game.Move
	defeated  int
	exhausted int
	settled   bool // the search stops after it (see settled)
}

// outcome is the best continuation found from a table: its first step, then the best
// continuation from there (the plan stops where moves is 0).
type outcome struct {
	defeated  int // creatures defeated by the steps
	exhausted int // cards exhausted by the steps
	horde     int // tenths of the cards the Line left would cost (see leaf)
	dice      int // total of the free dice left
	moves     int // the steps
	first     step
	then      *outcome
}

// better orders outcomes: more creatures defeated, then fewer cards lost (exhausted now or to
// the Horde later), then fewer exhausted now, then more dice left, then fewer moves. With
// lossFirst, fewer cards lost comes first.
func better(a, b *outcome, lossFirst bool) bool {
	if lossFirst {
		if ca, cb := a.loss(), b.loss(); ca != cb {
			return ca < cb
		}
	}
	if a.defeated != b.defeated {
		return a.defeated > b.defeated
	}
	if ca, cb := a.loss(), b.loss(); ca != cb {
		return ca < cb
	}
	if a.exhausted != b.exhausted {
		return a.exhausted < b.exhausted
	}
	if a.dice != b.dice {
		return a.dice > b.dice
	}
	return a.moves < b.moves
}

// loss is the outcome's cards lost, in tenths: exhausted by the steps, and to come from the
// Line left.
func (o *outcome) loss() int { return 10*o.exhausted + o.horde }

type search struct {
	cat        *game.Catalog
	hidden     map[string]bool                           // the stand-ins of the view's hidden cards
	memo       map[game.RoundEffects]map[string]*outcome // by the round's effects, then tableKey
	key        []byte                                    // tableKey's room
	work       int
	hordeLater int // Settings.HordeLater where it applies: not in the final round, nor in Pocket Watch
	Settings
	// The levels of the path searched, one a depth, and the events of the step being played.
	levels []*level
	events []game.Event
}

// level is what the search keeps at one depth: the table each move tried there is played on,
// changed in place (see best), and the lists of the moves allowed there.
type level struct {
	table game.Playout
	moves game.Lister
	// candidates' lists, kept for the next table at this depth: the moves worth trying (the
	// list it returns), the ability moves and finishing attacks among them, the dice allowed
	// on each position.
	candidates, abilities, tags []game.Move
	allowed                     [][]game.DieSpec
}

// levels are the searches' levels by depth, reused from search to search.
var levels = sync.Pool{New: func() any { return new(level) }}

// level is the search's level at a depth.
func (sv *search) level(depth int) *level {
	for len(sv.levels) <= depth {
		sv.levels = append(sv.levels, levels.Get().(*level))
	}
	return sv.levels[depth]
}

// release gives the search's levels back for the next search.
func (sv *search) release() {
	for _, l := range sv.levels {
		levels.Put(l)
	}
	sv.levels = nil
}

// newSearch makes a search of the Watch at the table view with settings set. The location does
// not change within a Watch, so whether the Horde costs later is settled once here.
func newSearch(cat *game.Catalog, set Settings, view *game.State) *search {
	sv := &search{cat: cat, Settings: set, hidden: map[string]bool{}, memo: map[game.RoundEffects]map[string]*outcome{}}
	if view.Pocket == nil && !game.FinalRound(view) {
		sv.hordeLater = set.HordeLater
	}
	return sv
}

// best finds the best continuation from a table, depth first, remembering tables already seen.
// The table after each move tried is the search's table one deeper, changed in place: s stays
// as it is while its moves are tried.
func (sv *search) best(s *game.State, depth int) *outcome {
	sv.key = tableKey(sv.key[:0], s)
	seen := sv.memo[s.Effects]
	if o, ok := seen[string(sv.key)]; ok {
		return o
	}
	key := string(sv.key) // sv.key is written again deeper in the search
	leaf := sv.leaf(s)
	best := &leaf // the best so far, kept in the memo
	if sv.work < sv.Budget {
		lv := sv.level(depth)
		for _, m := range sv.candidates(s, lv) {
			if sv.work >= sv.Budget {
				break
			}
			st, next, ok := sv.play(s, m, &lv.table)
			if !ok {
				continue
			}
			o := outcome{defeated: st.defeated, exhausted: st.exhausted, moves: 1, first: st}
			if st.settled {
				l := sv.leaf(next)
				o.horde, o.dice = l.horde, l.dice
			} else {
				sub := sv.best(next, depth+1)
				o.defeated += sub.defeated
				o.exhausted += sub.exhausted
				o.horde, o.dice = sub.horde, sub.dice
				o.moves += sub.moves
				o.then = sub
			}
			if better(&o, best, sv.LossFirst) {
				kept := o // o itself stays on the stack
				best = &kept
			}
		}
	}
	seen = sv.memo[s.Effects] // the search deeper may have made it
	if seen == nil {
		seen = map[string]*outcome{}
		sv.memo[s.Effects] = seen
	}
	seen[key] = best
	return best
}

// play puts s on the table t and plays a move there (see playOn); ok is false if the engine
// refuses the move.
func (sv *search) play(s *game.State, m game.Move, t *game.Playout) (_ step, _ *game.State, ok bool) {
	t.Reset(s)
	events, ok := sv.playOn(t, m, sv.events[:0])
	if !ok {
		return step{}, nil, false
	}
	sv.events = events
	next := t.State()
	st := step{move: m, settled: sv.settled(next, sv.events)}
	for _, e := range sv.events {
		if e.Kind == game.EventDefeated {
			st.defeated++
		}
	}
	st.exhausted = exhausted(next) - exhausted(s)
	return st, next, true
}

// playOn plays a move on a table, then answers the prompts it raises the way Answer does,
// and appends to events what happened in the Watch; ok is false if the engine refuses the move.
func (sv *search) playOn(t *game.Playout, m game.Move, events []game.Event) (_ []game.Event, ok bool) {
	sv.work++
	if err := t.Play(m); err != nil {
		return events, false
	}
	events = append(events, t.Events()...)
	for range 8 {
		next := t.State()
		if next.Pending() == nil || next.Phase != game.PhaseWatch || sv.revealed(next, events) {
			break
		}
		a, ok := Answer(next)
		if !ok {
			break
		}
		sv.work++
		if t.Play(a) != nil {
			break
		}
		events = append(events, t.Events()...)
	}
	// What happens once the Watch is over is no part of the plan.
	for k, e := range events {
		if e.Kind == game.EventRoundEnd || e.Kind == game.EventWon || e.Kind == game.EventLost {
			return events[:k], true
		}
	}
	return events, true
}

// settled reports whether the search stops after a step that told events: the Watch is over,
// a prompt waits, or a card the players could not see has been turned up (what comes next is
// unknown).
func (sv *search) settled(s *game.State, events []game.Event) bool {
	return s.Over() || s.Phase != game.PhaseWatch || s.WatchEnding || s.Pending() != nil || sv.revealed(s, events)
}

func (sv *search) revealed(s *game.State, events []game.Event) bool {
	for _, e := range events {
		if (e.Kind == game.EventRevealed || e.Kind == game.EventDefeated) && sv.hidden[e.Card] {
			return true
		}
	}
	for _, lc := range s.Line {
		if lc.FaceUp && sv.hidden[lc.Card] {
			return true
		}
	}
	return false
}

// frontPowers is what a revealed creature's First-position power costs when the creature comes
// to the front as the Line goes to the Horde at the end of the Watch (see game's creature
// rules): cards exhausted (the Fell Beast's is the creature it draws, which deals its damage
// too) and firewood lost.
var frontPowers = map[string]struct{ cards, fire int }{
	"ember-drake": {1, 3}, "minotaur": {1, 0}, "fell-beast": {1, 0}, "fae": {0, 1}, "wyvern": {0, 3},
}

// unknownDamage is what a creature the players have not seen is expected to cost when it
// reaches the Horde, in tenths of a card: the base creatures deal 1.3 on average, and a Summon
// costs a card and brings an Unhallowed.
const unknownDamage = 14

// leaf scores a table where the plan stops: when the party stops there, the cards left in the
// Line go to the Horde one by one and deal their damage, and those whose First-position power
// has not fired fire it as they come to the front (a fire brought to 0 costs a card for 2).
// A card the players have not seen (face down, or a stand-in just turned up) counts as an
// average creature: the stand-in the view dealt tells nothing, and counting its damage would
// make defeating the creature in front look worse whenever a harsher stand-in comes next.
func (sv *search) leaf(s *game.State) outcome {
	o := outcome{}
	fire := s.Firewood
	o.horde += sv.hordeLater * len(s.Line)
	for _, lc := range s.Line {
		if !lc.FaceUp || sv.hidden[lc.Card] {
			o.horde += unknownDamage
			continue
		}
		c := sv.cat.Cards[lc.Card]
		if c == nil {
			continue
		}
		o.horde += 10 * c.Damage
		if p, ok := frontPowers[c.Key]; ok && !lc.FirstDone && !lc.Blank && s.Options.Rules >= game.RulesHordeEndsWatch {
			o.horde += 10 * p.cards
			for fire -= p.fire; fire <= 0; fire += 2 {
				o.horde += 10
			}
		}
	}
	for _, a := range s.Adventurers {
		if !a.OnWatch || a.SitsOut {
			continue
		}
		for _, d := range a.Dice {
			if d.State == game.DieFree {
				o.dice += d.Value
			}
		}
	}
	return o
}

// Cards whose use only reveals or rerolls: what they bring cannot be planned.
var unplannable = map[string]bool{
	"ranger.elf-senses": true, "wizard.illuminate": true, "cleric.blinding-light": true,
	"rogue.backstab": true, "rogue.throwing-daggers": true, "ranger.sharpshooter": true,
}

// Cards that only make a direct attack that did not defeat its creature worth it.
var finishers = []string{"wizard.curse", "warrior.wound", "warrior.throw-axe", "rogue.smoke-bomb"}

// candidates lists the moves worth trying from a table, the most promising first: direct
// attacks that defeat a creature with the least waste, then ability cards (placing a die
// before exhausting), then single dice on creatures a finisher card could then defeat.
func (sv *search) candidates(s *game.State, lv *level) []game.Move {
	sv.work += legalCost
	legal := lv.moves.Legal(s)
	// Dice allowed on each position (from 1), one attack at a time.
	allowed := slices.Grow(lv.allowed[:0], len(s.Line)+1)[:len(s.Line)+1]
	abilities := lv.abilities[:0]
	finisher := false
	for _, m := range legal {
		switch m.Verb {
		case game.VerbAttack:
			if m.Pos < len(allowed) {
				allowed[m.Pos] = append(allowed[m.Pos], m.Dice[0])
			}
		case game.VerbUse, game.VerbExhaust, game.VerbDiscard:
			c := sv.cat.Cards[m.Card]
			if c == nil || unplannable[c.Key] || !sv.worthTrying(s, c.Key, m) {
				continue
			}
			if slices.Contains(finishers, c.Key) {
				finisher = true
			}
			abilities = append(abilities, m.Own()) // the plan keeps its moves
		}
	}
	out, tags := lv.candidates[:0], lv.tags[:0]
	for i := range s.Line {
		dice := allowed[i+1]
		if len(dice) == 0 {
			continue
		}
		out = sv.kills(out, s, i, dice)
		if finisher {
			tags = append(tags, game.Move{Verb: game.VerbAttack, Pos: i + 1, Dice: []game.DieSpec{lowest(dice)}})
		}
	}
	slices.SortStableFunc(abilities, func(a, b game.Move) int {
		return cmp.Compare(b.Verb.String(), a.Verb.String()) // use before exhaust
	})
	out = append(append(out, abilities...), tags...)
	// The level keeps its lists for the next table at this depth (each die list emptied).
	for i := range allowed {
		allowed[i] = allowed[i][:0]
	}
	lv.allowed, lv.abilities, lv.candidates, lv.tags = allowed, abilities, out, tags
	return out
}

// worthTrying drops ability moves that cannot be better than a sibling: a die placed on a card
// is the owner's lowest one, and Polymorph brings in only the weakest creature of the Graveyard.
func (sv *search) worthTrying(s *game.State, key string, m game.Move) bool {
	if m.Verb == game.VerbUse && len(m.Dice) > 0 {
		a := s.Adventurer(m.Dice[0].Adventurer)
		for _, d := range a.Dice {
			if d.State == game.DieFree && d.Value < m.Dice[0].Value {
				return false
			}
		}
	}
	switch key {
	case "wizard.polymorph":
		weakest := ""
		for _, c := range s.Graveyard {
			card := sv.cat.Cards[c]
			if card.Kind == game.KindSummon {
				continue
			}
			if weakest == "" || card.Health < sv.cat.Cards[weakest].Health {
				weakest = c
			}
		}
		return len(m.Args) == 2 && m.Args[1] == game.ArgCard(weakest)
	case "cleric.rebuke":
		// Defeat the Undead in front, or send the creature in front to the back.
		return len(m.Args) == 1 || (m.Args[0] == game.ArgPosition(1) && m.Args[1] == game.ArgPosition(len(s.Line)))
	}
	return true
}

// kills lists the attacks that defeat the creature at position i with the fewest dice
// possible and the least value wasted: every die is needed, and no two use the same dice.
func (sv *search) kills(out []game.Move, s *game.State, i int, allowed []game.DieSpec) []game.Move {
	lc := s.Line[i]
	if sv.cat.Cards[lc.Card].Kind == game.KindSummon {
		return out
	}
	health := game.Health(s, i)
	need := health - lc.Damage
	// Each physical die (adventurer's dice of equal value are the same for a move).
	type die struct {
		spec  game.DieSpec
		value int
	}
	var diceRoom [16]die
	dice := diceRoom[:0]
	for _, spec := range allowed {
		a := s.Adventurer(spec.Adventurer)
		v := 0
		n := 1
		if spec.Tamed != "" {
			v = game.DieValue(s, game.DieRef{Adventurer: spec.Adventurer, Tamed: spec.Tamed})
		} else {
			n = 0
			for _, d := range a.Dice {
				if d.State == game.DieFree && d.Value == spec.Value {
					n++
				}
			}
			v = spec.Value
		}
		if s.Effects.GiantsBane && health >= 10 {
			v *= 2
		}
		if s.Effects.PoisonAttacks > 0 {
			v += 2 * revealedCount(s)
		}
		for range n {
			dice = append(dice, die{spec, v})
		}
	}
	if len(dice) > 12 {
		dice = dice[:12]
	}
	type option struct {
		specs []game.DieSpec
		waste int
	}
	var optRoom [16]option
	opts := optRoom[:0]
	var specRoom []game.DieSpec // the options' dice, in one array the moves keep
	for mask := 1; mask < 1<<len(dice); mask++ {
		sum, low := 0, 1<<30
		for k, d := range dice {
			if mask&(1<<k) != 0 {
				sum += d.value
				low = min(low, d.value)
			}
		}
		if sum < need || sum-low >= need {
			continue // not enough, or a die is not needed
		}
		start := len(specRoom)
		for k, d := range dice {
			if mask&(1<<k) != 0 {
				specRoom = append(specRoom, d.spec)
			}
		}
		specs := specRoom[start:len(specRoom):len(specRoom)]
		if slices.ContainsFunc(opts, func(o option) bool { return slices.Equal(o.specs, specs) }) {
			specRoom = specRoom[:start] // the same dice as an option kept
			continue
		}
		opts = append(opts, option{specs, sum - need})
	}
	slices.SortStableFunc(opts, func(a, b option) int {
		if a.waste != b.waste {
			return a.waste - b.waste
		}
		return len(a.specs) - len(b.specs)
	})
	for _, o := range opts[:min(kept, len(opts))] {
		out = append(out, game.Move{Verb: game.VerbAttack, Pos: i + 1, Dice: o.specs})
	}
	return out
}

func lowest(dice []game.DieSpec) game.DieSpec {
	best := dice[0]
	for _, d := range dice[1:] {
		if best.Tamed != "" || (d.Tamed == "" && d.Value < best.Value) {
			best = d
		}
	}
	return best
}

// exhausted counts the exhausted ability cards at the table.
func exhausted(s *game.State) int {
	n := 0
	for i := range s.Adventurers {
		n += s.Adventurers[i].ExhaustedCards()
	}
	return n
}

func revealedCount(s *game.State) int {
	n := 0
	for _, lc := range s.Line {
		if lc.FaceUp {
			n++
		}
	}
	return n
}

// tableKey appends to b what matters to the rest of a Watch, but for the round's effects (the
// memo is kept by them first), to recognise a table reached by two orders of the same moves.
func tableKey(b []byte, s *game.State) []byte {
	num := func(n int) { b = strconv.AppendInt(b, int64(n), 10); b = append(b, ',') }
	flag := func(f bool) {
		if f {
			b = append(b, '1')
		} else {
			b = append(b, '0')
		}
	}
	b = append(b, s.Phase...)
	num(s.Firewood)
	num(len(s.Tasks))
	if len(s.Graveyard) > 0 {
		b = append(b, s.Graveyard[0]...)
	}
	num(len(s.Graveyard))
	num(len(s.Creatures))
	num(len(s.Horde))
	for _, lc := range s.Line {
		b = append(b, lc.Card...)
		flag(lc.FaceUp)
		flag(lc.FirstDone)
		flag(lc.RevealPending)
		flag(lc.Wounded)
		flag(lc.Blank)
		num(lc.Damage)
		for _, d := range lc.Dice {
			b = append(b, d.Adventurer...)
		}
		if lc.Stolen != nil {
			b = append(b, lc.Stolen.Adventurer...)
			num(lc.Stolen.Index)
		}
		b = append(b, ';')
	}
	for _, a := range s.Adventurers {
		b = append(b, '|')
		flag(a.OnWatch)
		flag(a.SitsOut)
		for _, d := range a.Dice {
			num(d.Value)
			b = append(b, d.State[:2]...)
			flag(d.Attacked)
		}
		for _, sl := range a.Slots {
			b = append(b, sl.Card...)
			flag(sl.Exhausted)
			flag(sl.UsedWithDie)
			flag(sl.UsedPassive)
		}
		for _, t := range a.Tamed {
			b = append(b, t...)
			b = append(b, ',')
		}
	}
	return b
}
