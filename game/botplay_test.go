package game_test

import (
	"cmp"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
)

var botGames = flag.Int("bot-games", 400, "games played by TestBotDrivenGamesMeetEveryPhase")

// Random play loses in the first rounds, so it rarely meets late rounds, the final location or
// the Horde coming back into the Line. These games are driven mostly by the solver bot (which
// survives far longer) with some random moves mixed in, and every table on the way is checked.
// Even the solver seldom reaches the final location, so half of the games branch off a late
// round another game reached: the same table played on with other random moves, which meets the
// late rounds, the final locations and the Horde's return as often as the early ones.
//
// The coverage it reports (every card kind: how many were met and the least-met ones) comes
// from the default run; go test -tags ci -run TestBotDrivenGamesMeetEveryPhase -v ./game/ -args
// -bot-games=10000 meets every card thousands of times.
func TestBotDrivenGamesMeetEveryPhase(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games with the solver bot")
	}
	cat, err := game.DefaultCatalog()
	require.NoError(t, err)
	cov := newCoverage(cat)
	pool := &branchPool{}
	finalRounds, hordeInFinal, fresh := 0, 0, 0
	for i := range *botGames {
		seed := uint64(i + 1)
		pick := rand.New(rand.NewPCG(seed, 5))
		start := branchPoint{}
		if i%2 == 1 && len(pool.points) > 0 {
			if i%4 == 1 {
				start = pool.late(pick)
			} else {
				start = pool.rarest(cov)
			}
		} else {
			opts := botGameOptions(fresh, seed)
			fresh++
			s, err := game.NewGame(opts)
			require.NoError(t, err)
			start = branchPoint{state: s, opts: opts}
		}
		s := start.state
		rec := &game.Record{Format: game.RecordFormat, Options: &start.opts, Moves: slices.Clone(start.moves)}
		solver, err := bot.New("solver", seed)
		require.NoError(t, err)
		cov.table(nil, s)
		for n := 0; !s.Over(); n++ {
			require.Less(t, n, 5000, "seed %d: the game ends", seed)
			var m game.Move
			if pick.IntN(randomShare(s)) == 0 {
				legal := game.Legal(s)
				require.NotEmpty(t, legal, "seed %d: dead end", seed)
				m = cov.explore(legal, pick)
			} else if m, err = solver.Choose(s); err != nil {
				t.Fatalf("seed %d: the bot found no move: %v", seed, err)
			}
			next, _, err := game.Apply(s, m)
			require.NoError(t, err, "seed %d: %q", seed, m)
			if problems := game.Check(next); len(problems) > 0 {
				t.Fatalf("seed %d after %q: %v", seed, m, problems)
			}
			cov.move(s, m)
			cov.table(s, next)
			rec.Moves = append(rec.Moves, m.String())
			if next.Round != s.Round {
				if next.Round == 9 {
					finalRounds++
					if len(s.Horde) > 0 {
						hordeInFinal++
					}
				}
				if !next.Over() {
					pool.add(branchPoint{state: next, opts: start.opts, moves: slices.Clone(rec.Moves)}, cov, pick)
				}
			}
			s = next
		}
		replayed, err := rec.Replay()
		require.NoError(t, err, "seed %d", seed)
		require.Equal(t, s.Hash(), replayed.Hash(), "seed %d: the record replays to the same table", seed)
	}
	t.Logf("%d games: moves by round 1-9 %v; final rounds %d (with a Horde to come back: %d); moves by phase %v",
		*botGames, cov.rounds[1:], finalRounds, hordeInFinal, cov.phases)
	for _, kind := range coverageKinds {
		t.Log(cov.report(kind))
	}
	t.Logf("camp spaces: %v", cov.campSpaces())
	for _, phase := range []game.Phase{game.PhaseCamper, game.PhaseCamp, game.PhaseWatch, game.PhaseMerchant} {
		assert.Positive(t, cov.phases[phase], "phase %s is met", phase)
	}
	for round := 1; round <= 9; round++ {
		assert.Greater(t, cov.rounds[round], cov.rounds[1]/20, "round %d is played", round)
	}
	assert.Greater(t, hordeInFinal, *botGames/20, "final rounds with the Horde coming back into the Line are met")
	for _, kind := range coverageKinds {
		met, all := cov.met(kind)
		assert.GreaterOrEqual(t, met, all*9/10, "most %s cards are met", kind)
	}
}

// branchPoint is a table a game reached, with the moves that led there.
type branchPoint struct {
	state *game.State
	opts  game.Options
	moves []string
}

// randomShare is one in how many moves is random: often in camp, where a random choice
// scouts, checks the map and takes camp actions the solver leaves alone, and seldom elsewhere,
// where it would lose the game early.
func randomShare(s *game.State) int {
	switch {
	case s.Phase == game.PhaseCamp && len(s.Tasks) > 0:
		return 2 // a camp prompt: the next location, the creature to scout, the card to equip
	case s.Phase == game.PhaseCamp:
		return 6
	}
	return 30
}

// branchPool keeps tables at the start of a round, to play on from with other moves: a late
// round (the final location and the Horde's return are met that way), or the round whose cards
// (its location, its Line, the abilities and Items ready) were met least so far.
type branchPool struct{ points []branchPoint }

const branchPoolSize = 1000

// add keeps the table; a full pool gives up the commonest of a few tables drawn at random, so
// that the rare tables stay.
func (p *branchPool) add(b branchPoint, cov *coverage, pick *rand.Rand) {
	if len(p.points) < branchPoolSize {
		p.points = append(p.points, b)
		return
	}
	commonest, most := 0, -1
	for range 8 {
		i := pick.IntN(branchPoolSize)
		if n := cov.rarity(p.points[i].state); n > most {
			commonest, most = i, n
		}
	}
	p.points[commonest] = b
}

// late returns a table from round 6 on, or any table when none has got that far.
func (p *branchPool) late(pick *rand.Rand) branchPoint {
	var late []branchPoint
	for _, b := range p.points {
		if b.state.Round >= 6 {
			late = append(late, b)
		}
	}
	if len(late) == 0 {
		return p.points[pick.IntN(len(p.points))]
	}
	return late[pick.IntN(len(late))]
}

// rarest returns the table holding the card met least so far.
func (p *branchPool) rarest(cov *coverage) branchPoint {
	best, fewest := p.points[0], -1
	for _, b := range p.points {
		if n := cov.rarity(b.state); fewest < 0 || n < fewest {
			best, fewest = b, n
		}
	}
	return best
}

// botGameOptions varies the box, the decks and the parties so that every card can turn up:
// a third of the games are Swords of the Coin, the extras are dealt in turn, and half
// of the games deal every location.
func botGameOptions(i int, seed uint64) game.Options {
	opts := game.Options{Seed: seed, Difficulty: "easy", Rules: game.RulesCurrent}
	switch i % 6 {
	case 2:
		opts.Game = game.GameSwords
	case 4:
		opts.Game, opts.Mix = game.GameSwords, true
	case 5:
		opts.ExtraAdventurers = true
	}
	opts.ExtraUnhallowed = i%3 == 1
	if i%2 == 1 {
		opts.Locations = "all"
	}
	return opts
}

var coverageKinds = []string{game.KindCreature, game.KindAcolyte, game.KindSummon, game.KindUnhallowed,
	game.KindLocation, game.KindAbility, game.KindItem}

// coverage counts how often each card (by behaviour, so copies count together) is met: a
// creature turned face up in the Line, a location played, an ability card or Item used (a
// passive one: a Watch with it ready), an Item bought; and for how many moves it was in play.
// It also counts moves by phase and round, and dice placed on each camp space.
type coverage struct {
	cat    *game.Catalog
	counts map[string]int
	inPlay map[string]int // moves made with the card in play (see inPlayCards)
	phases map[game.Phase]int
	rounds [10]int
}

func newCoverage(cat *game.Catalog) *coverage {
	return &coverage{cat: cat, counts: map[string]int{}, inPlay: map[string]int{}, phases: map[game.Phase]int{}}
}

func (c *coverage) meet(id string) {
	if card := c.cat.Card(id); card != nil {
		c.counts[card.Key]++
	}
}

func (c *coverage) move(s *game.State, m game.Move) {
	c.phases[s.Phase]++
	c.rounds[s.Round]++
	c.counts[actionKey(m)]++
	for _, id := range inPlayCards(s) {
		if card := c.cat.Card(id); card != nil {
			c.inPlay[card.Key]++
		}
	}
	switch m.Verb {
	case game.VerbUse, game.VerbExhaust, game.VerbFire, game.VerbBuy:
		c.meet(m.Card)
	}
}

// actionKey names what a move does apart from its card: its verb, and for a die placed in
// camp the space (chop wood, scout, check the map...), so that camp actions are met too.
func actionKey(m game.Move) string {
	if m.Verb == game.VerbPlace {
		return "place " + string(m.Space)
	}
	return m.Verb.String()
}

// table counts what changed from before (nil at the start of a game) to after.
func (c *coverage) table(before, after *game.State) {
	faceUp := map[string]bool{}
	if before != nil {
		for _, lc := range before.Line {
			faceUp[lc.Card] = lc.FaceUp
		}
	}
	for _, lc := range after.Line {
		if lc.FaceUp && !faceUp[lc.Card] {
			c.meet(lc.Card)
		}
	}
	if before == nil || before.Location != after.Location {
		c.meet(after.Location)
	}
	if before != nil && before.Phase != game.PhaseWatch && after.Phase == game.PhaseWatch {
		for _, a := range after.Adventurers {
			for _, slot := range a.Slots {
				if card := c.cat.Card(slot.Card); card != nil && card.Passive && !slot.Exhausted {
					c.meet(slot.Card)
				}
			}
		}
	}
}

// explore picks a move off the bot's path: half the time any legal move, otherwise the one that
// names the card met least so far (an ability card or Item to use, an Item to buy, a location to
// scout), so that rare cards are met too.
func (c *coverage) explore(legal []game.Move, pick *rand.Rand) game.Move {
	if pick.IntN(2) == 0 {
		return legal[pick.IntN(len(legal))]
	}
	best, fewest := legal[pick.IntN(len(legal))], -1
	for _, m := range legal {
		keys := []string{actionKey(m)}
		ids := []string{m.Card}
		for _, a := range m.Args {
			ids = append(ids, a.String())
		}
		for _, id := range ids {
			if card := c.cat.Card(id); card != nil {
				keys = append(keys, card.Key)
			}
		}
		for _, key := range keys {
			if n := c.counts[key]; fewest < 0 || n < fewest {
				best, fewest = m, n
			}
		}
	}
	return best
}

// rarity is how often the least-met card of a table has been met: its location, its Line, the
// ready ability cards and the Items.
func (c *coverage) rarity(s *game.State) int {
	fewest := -1
	for _, id := range inPlayCards(s) {
		if card := c.cat.Card(id); card != nil && (fewest < 0 || c.counts[card.Key] < fewest) {
			fewest = c.counts[card.Key]
		}
	}
	return fewest
}

// inPlayCards are the cards whose text can act on the next move: the location, the Line, the
// ready ability cards and the Items.
func inPlayCards(s *game.State) []string {
	ids := []string{s.Location}
	for _, lc := range s.Line {
		ids = append(ids, lc.Card)
	}
	for _, a := range s.Adventurers {
		for _, slot := range a.Slots {
			if !slot.Exhausted {
				ids = append(ids, slot.Card)
			}
		}
		for _, item := range a.Items {
			ids = append(ids, item.Card)
		}
	}
	return ids
}

// campSpaces says how many dice were placed on each camp space.
func (c *coverage) campSpaces() map[string]int {
	spaces := map[string]int{}
	for _, space := range []game.Space{game.SpaceChop, game.SpaceScout, game.SpaceMap, game.SpaceHeal, game.SpaceEquip, game.SpaceAction} {
		spaces[string(space)] = c.counts[actionKey(game.Move{Verb: game.VerbPlace, Space: space})]
	}
	return spaces
}

// met returns how many behaviours of a kind were met, and how many there are.
func (c *coverage) met(kind string) (met, all int) {
	for _, key := range c.keys(kind) {
		all++
		if c.counts[key] > 0 {
			met++
		}
	}
	return met, all
}

func (c *coverage) keys(kind string) []string {
	var keys []string
	for _, id := range c.cat.OfKind(kind) {
		if c.cat.Card(id).Set == game.SetPocket {
			continue // Pocket Watch has its own random games (TestRandomPocketGames)
		}
		if key := c.cat.Card(id).Key; !slices.Contains(keys, key) {
			keys = append(keys, key)
		}
	}
	return keys
}

// report says, for one kind, how many were met, the fewest times one was met and the least met.
func (c *coverage) report(kind string) string {
	keys := c.keys(kind)
	slices.SortStableFunc(keys, func(a, b string) int { return cmp.Compare(c.counts[a], c.counts[b]) })
	met, all := c.met(kind)
	var least []string
	for _, key := range keys[:min(10, len(keys))] {
		least = append(least, fmt.Sprintf("%s %d", key, c.counts[key]))
	}
	fewestMoves := -1
	for _, key := range keys {
		if n := c.inPlay[key]; fewestMoves < 0 || n < fewestMoves {
			fewestMoves = n
		}
	}
	return fmt.Sprintf("%s: %d of %d met; least met: %s; every one in play for at least %d moves",
		kind, met, all, strings.Join(least, ", "), fewestMoves)
}
