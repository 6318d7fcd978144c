package game

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// tablesMidGame plays random games and returns tables met along the way, in all phases.
func tablesMidGame(t *testing.T, opts Options, every int) []*State {
	s, err := NewGame(opts)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(opts.Seed, 7))
	var out []*State
	for n := 0; !s.Over(); n++ {
		if n%every == 0 {
			out = append(out, s)
		}
		legal := Legal(s)
		require.NotEmpty(t, legal)
		s, _, err = Apply(s, legal[rng.IntN(len(legal))])
		require.NoError(t, err)
	}
	return out
}

// Two tables that differ only in what the players cannot see deal the same tables: a
// determinization tells nothing about the real hidden cards.
func TestDeterminizeSeesNothingHidden(t *testing.T) {
	differed := 0
	for seed := uint64(1); seed <= 6; seed++ {
		opts := Options{Seed: seed, Difficulty: Difficulties[seed%4]}
		if seed%2 == 0 {
			opts.Game = GameSwords
		}
		for _, s := range tablesMidGame(t, opts, 9) {
			o := Twin(s, seed)
			if o.Hash() != s.Hash() {
				differed++
			}
			require.Equal(t, PlayerView(s).Hash(), PlayerView(o).Hash())
			require.Equal(t, ViewSeed(PlayerView(s)), ViewSeed(PlayerView(o)))
			for k := range uint64(3) {
				a, b := Determinize(PlayerView(s), k), Determinize(PlayerView(o), k)
				require.Equal(t, a.Hash(), b.Hash())
			}
		}
	}
	require.Positive(t, differed, "the test changed some hidden cards")
}

// A dealt table keeps everything the players see, holds every card once, offers the same
// moves as the view and plays on to the end.
func TestDeterminizeConsistent(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	knew := map[string]int{}
	for seed := uint64(11); seed <= 18; seed++ {
		opts := Options{Seed: seed, Difficulty: Difficulties[seed%4]}
		if seed%2 == 0 {
			opts.Game = GameSwords
		}
		start, err := NewGame(opts)
		require.NoError(t, err)
		var acolytes []string
		for _, c := range start.Creatures {
			if cat.Cards[c].Kind == KindAcolyte {
				acolytes = append(acolytes, c)
			}
		}
		for _, s := range tablesMidGame(t, opts, 3) {
			view := PlayerView(s)
			d := Determinize(view, seed)
			// What the players saw go face down is dealt where it is.
			top := min(s.Known.DeckTop, len(s.Creatures))
			bottom := min(s.Known.DeckBottom, len(s.Creatures)-top)
			require.Equal(t, s.Creatures[:top], d.Creatures[:top], "the Creature deck's top seen")
			require.Equal(t, s.Creatures[len(s.Creatures)-bottom:], d.Creatures[len(d.Creatures)-bottom:], "the Creature deck's bottom seen")
			for i, c := range s.Horde {
				if s.Known.hordeSeen(i) {
					require.Equal(t, c, d.Horde[i], "Horde card %d seen", i)
					knew["horde"]++
				}
			}
			for i, lc := range s.Line {
				if lc.Known {
					require.Equal(t, lc.Card, d.Line[i].Card, "Line card %d seen", i)
					knew["line"]++
				}
			}
			if top+bottom > 0 {
				knew["deck"]++
			}
			require.Equal(t, len(view.Creatures), len(d.Creatures), "seed %d round %d phase %s line %d horde %d grave %d removed %d", seed, s.Round, s.Phase, len(s.Line), len(s.Horde), len(s.Graveyard), len(s.Removed))
			require.Equal(t, len(view.Horde), len(d.Horde))
			require.Equal(t, view.MapDeck[len(view.MapDeck)-1:], d.MapDeck[len(d.MapDeck)-1:], "the final location is known")
			require.ElementsMatch(t, slices.Concat(view.MapDeck, view.Unused), slices.Concat(d.MapDeck, d.Unused), "the unseen locations are dealt between the decks")
			require.Equal(t, view.MapDeck[:s.Known.MapTop], d.MapDeck[:s.Known.MapTop], "the top of the Map deck seen")
			require.Equal(t, view.Unused[len(view.Unused)-s.Known.UnusedBottom:], d.Unused[len(d.Unused)-s.Known.UnusedBottom:], "the bottom of the Unused deck seen")
			for _, c := range d.MapDeck[:len(d.MapDeck)-1] {
				require.True(t, regularLocation(cat, c), "%s in the Map deck: only regular locations are dealt there", c)
			}
			for i, lc := range view.Line {
				if lc.FaceUp {
					require.Equal(t, lc, d.Line[i])
				}
			}
			cards := slices.Concat(d.MapDeck, d.Unused, d.Visited, []string{d.Location}, d.Creatures, d.Graveyard,
				d.Horde, d.Unhallowed, d.Removed)
			for _, lc := range d.Line {
				cards = append(cards, lc.Card)
				if lc.Mount != "" {
					cards = append(cards, lc.Mount)
				}
			}
			for _, a := range d.Adventurers {
				cards = append(append(cards, a.Tamed...), a.Trophies...)
			}
			require.Len(t, cards, len(uniq(cards)), "every card once")
			if opts.Game == "" {
				require.Subset(t, cards, acolytes, "both Acolytes are in the game")
			}
			require.Equal(t, moveTexts(Legal(view)), moveTexts(Legal(d)))
			rng := rand.New(rand.NewPCG(seed, 3))
			for n := 0; !d.Over(); n++ {
				require.Less(t, n, 5000)
				legal := Legal(d)
				require.NotEmpty(t, legal)
				var err error
				d, _, err = Apply(d, legal[rng.IntN(len(legal))])
				require.NoError(t, err)
			}
		}
	}
	require.Positive(t, knew["horde"], "some tables knew Horde cards")
	require.Positive(t, knew["deck"], "some tables knew Creature deck cards")
	t.Logf("known: %v", knew)
}

// Summons still unseen are dealt into the Creature deck, one a pile.
func TestDeterminizeSpreadsSummons(t *testing.T) {
	s, err := NewGame(Options{Seed: 5, Difficulty: "insane"})
	require.NoError(t, err)
	d := Determinize(PlayerView(s), 1)
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	var at []int
	for i, c := range d.Creatures {
		if cat.Cards[c].Kind == KindSummon {
			at = append(at, i)
		}
	}
	require.Len(t, at, 4, "insane deals four Summons")
	start := 0
	for k, i := range at {
		size := len(d.Creatures) / 4
		if k < len(d.Creatures)%4 {
			size++
		}
		require.GreaterOrEqual(t, i, start)
		require.Less(t, i, start+size)
		start += size
	}
}

// A dealt table hides only cards of the sets its game deals them from: a Swords of the Coin
// game the expansion's creatures, a Pocket Watch game its double cards (each once, on one
// side) and never a Summon. Its playouts then play the game at the table.
func TestDeterminizeDealsTheGamesOwnCards(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	for _, opts := range []Options{
		{Seed: 21, Game: GameSwords, Difficulty: "normal"},
		{Seed: 22, Game: GamePocket, Difficulty: "normal"},
		{Seed: 23, Game: GamePocket, Difficulty: "hard"},
	} {
		// The sets each kind of hidden card is dealt from, as the setup dealt them in games of
		// these options (the Unhallowed deck is dealt from the Horde's set).
		sets := map[string]map[string]bool{}
		for k := range uint64(20) {
			o := opts
			o.Seed += 1000 * k
			start, err := NewGame(o)
			require.NoError(t, err)
			for _, c := range slices.Concat(hiddenCards(start), start.Unhallowed) {
				card := cat.Cards[c]
				if sets[card.Kind] == nil {
					sets[card.Kind] = map[string]bool{}
				}
				sets[card.Kind][card.Set] = true
			}
		}
		for _, s := range tablesMidGame(t, opts, 5) {
			d := Determinize(PlayerView(s), opts.Seed)
			hidden := hiddenCards(d)
			require.Len(t, hidden, len(hiddenCards(s)))
			doubles := map[string]bool{}
			for _, lc := range d.Line {
				if lc.FaceUp && cat.Cards[lc.Card].Double != "" {
					doubles[cat.Cards[lc.Card].Double] = true
				}
			}
			for _, c := range hidden {
				card := cat.Cards[c]
				if opts.Game != GamePocket {
					require.True(t, sets[card.Kind][card.Set], "%s game, round %d: %s (%s, %s set) is never dealt", opts.Game, s.Round, c, card.Kind, card.Set)
					continue
				}
				// Either side of a double card may be dealt, whatever side the setup dealt.
				require.NotEmpty(t, card.Double, "round %d: %s is not a Pocket Watch card", s.Round, c)
				require.False(t, doubles[card.Double], "%s: one side of a double card at a time", c)
				doubles[card.Double] = true
			}
		}
	}
}

// hiddenCards are the cards of a table the players cannot see: the Creature deck, the Horde
// and the face-down Line cards.
func hiddenCards(s *State) []string {
	out := slices.Concat(s.Creatures, s.Horde)
	for _, lc := range s.Line {
		if !lc.FaceUp {
			out = append(out, lc.Card)
		}
	}
	return out
}

func uniq(cards []string) []string {
	out := slices.Clone(cards)
	slices.Sort(out)
	return slices.Compact(out)
}

func moveTexts(moves []Move) []string {
	var out []string
	for _, m := range moves {
		out = append(out, m.String())
	}
	return out
}

// The players' view hides which unseen locations lie in the Map deck and which in the Unused
// deck, and the game's seed; dealt tables place the unseen ones both ways.
func TestViewHidesTheMapDeck(t *testing.T) {
	s, err := NewGame(Options{Seed: 31, Difficulty: "normal"})
	require.NoError(t, err)
	view := PlayerView(s)
	require.Zero(t, view.Options.Seed)
	o := s.Clone()
	// Swap the Map deck's top card with a regular location of the Unused deck.
	k := slices.IndexFunc(o.Unused, func(c string) bool { return regularLocation(mustCatalog(t), c) })
	require.GreaterOrEqual(t, k, 0)
	o.MapDeck[0], o.Unused[k] = o.Unused[k], o.MapDeck[0]
	require.Equal(t, view.Hash(), PlayerView(o).Hash(), "the view does not tell the decks apart")
	top := map[string]bool{}
	for seed := range uint64(40) {
		top[Determinize(view, seed).MapDeck[0]] = true
	}
	require.Greater(t, len(top), 4, "dealt tables put different locations on top of the Map deck")
	require.Contains(t, top, o.MapDeck[0], "a location of the Unused deck can be dealt into the Map deck")
}

// Check Map's choice is known on top of the Map deck, the other location at the bottom of
// the Unused deck, until they are drawn.
func TestViewKeepsCheckMapsChoice(t *testing.T) {
	for seed := uint64(1); seed < 400; seed++ {
		s, err := NewGame(Options{Seed: seed, Difficulty: "easy"})
		require.NoError(t, err)
		var m Move
		for s.Phase == PhaseCamper || s.Pending() != nil {
			s, _, err = Apply(s, Legal(s)[0])
			require.NoError(t, err)
		}
		legal := Legal(s)
		i := slices.IndexFunc(legal, func(m Move) bool { return m.Verb == VerbPlace && m.Space == SpaceMap })
		if i < 0 {
			continue
		}
		m = legal[i]
		s, _, err = Apply(s, m)
		require.NoError(t, err)
		offered := s.Pending().Cards
		s, _, err = Apply(s, Choose(AnswerCard(offered[1])))
		require.NoError(t, err)
		require.Equal(t, Knowledge{MapTop: 1, UnusedBottom: 1}, s.Known)
		view := PlayerView(s)
		require.Equal(t, offered[1], view.MapDeck[0])
		require.Equal(t, offered[0], view.Unused[len(view.Unused)-1])
		for k := range uint64(5) {
			d := Determinize(view, k)
			require.Equal(t, offered[1], d.MapDeck[0])
			require.Equal(t, offered[0], d.Unused[len(d.Unused)-1])
		}
		require.Equal(t, s.Hash(), func() string { c := *s; c.Known = Knowledge{}; return c.Hash() }(), "what the players know is no part of the hash")
		return
	}
	t.Fatal("no game offered Check Map")
}

func mustCatalog(t *testing.T) *Catalog {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	return cat
}

// Scout Ahead's cards are known where they went, until drawn; a twin table keeps them there.
func TestViewKeepsScoutAheadsCards(t *testing.T) {
	for seed := uint64(1); seed < 400; seed++ {
		s, err := NewGame(Options{Seed: seed, Difficulty: "easy"})
		require.NoError(t, err)
		for s.Phase == PhaseCamper || s.Pending() != nil {
			s, _, err = Apply(s, Legal(s)[0])
			require.NoError(t, err)
		}
		legal := Legal(s)
		i := slices.IndexFunc(legal, func(m Move) bool { return m.Verb == VerbPlace && m.Space == SpaceScout })
		if i < 0 {
			continue
		}
		s, _, err = Apply(s, legal[i])
		require.NoError(t, err)
		shown := s.Pending().Cards
		require.Len(t, shown, 2)
		s, _, err = Apply(s, Choose(AnswerTopBottom([]string{shown[1]}, []string{shown[0]})))
		require.NoError(t, err)
		require.Equal(t, 1, s.Known.DeckTop)
		require.Equal(t, 1, s.Known.DeckBottom)
		last := len(s.Creatures) - 1
		for _, table := range []*State{PlayerView(s), Determinize(PlayerView(s), seed), Twin(s, seed)} {
			require.Equal(t, shown[1], table.Creatures[0])
			require.Equal(t, shown[0], table.Creatures[last])
		}
		require.NotContains(t, PlayerView(s).Creatures[1:last], shown[0], "a card seen is not dealt twice")
		return
	}
	t.Fatal("no game offered Scout Ahead")
}

// The creatures of the Line seen going to the Horde are known there (the final round's Line,
// where they join it face down: TestFinalLineKeepsTheHordeSeen).
func TestViewKeepsTheHordeSeen(t *testing.T) {
	s, err := NewGame(Options{Seed: 3, Difficulty: "normal"})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(3, 9))
	sawHorde := false
	for !s.Over() {
		if s.Known.Horde != 0 {
			sawHorde = true
			view := PlayerView(s)
			for i, c := range s.Horde {
				if s.Known.hordeSeen(i) {
					require.Equal(t, c, view.Horde[i])
				}
			}
			require.False(t, s.Known.hordeSeen(len(s.Horde)-1) && s.Round == 1, "the setup's Unhallowed is never seen")
		}
		// A party that ends every Watch at once sends the whole Line to the Horde.
		legal := Legal(s)
		k := slices.IndexFunc(legal, func(m Move) bool { return m.Verb == VerbEnd })
		if k < 0 || s.Phase != PhaseWatch {
			k = rng.IntN(len(legal))
		}
		s, _, err = Apply(s, legal[k])
		require.NoError(t, err)
	}
	require.True(t, sawHorde, "creatures went to the Horde")
}
