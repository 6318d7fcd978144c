package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
	"setawatch/solver"
)

// testPlayouts keeps the expert's tests quick; its choices are still made by playouts.
const testPlayouts = 6

// playExpert plays one game with an expert bot; every move it chooses must be legal.
func playExpert(t testing.TB, opts game.Options, playouts int) *game.State {
	s, err := game.NewGame(opts)
	require.NoError(t, err)
	b := NewExpert(playouts)
	for n := 0; !s.Over(); n++ {
		require.Less(t, n, 5000, "the game ends")
		m, err := b.Choose(s)
		require.NoError(t, err)
		next, _, err := game.Apply(s, m)
		require.NoError(t, err, "the expert chose %q", m)
		s = next
	}
	_, err = b.Choose(s)
	require.ErrorIs(t, err, ErrNoMove)
	return s
}

// The expert plays whole base, extras and Swords of the Coin games legally, and the same seed
// and budget replay the same game.
func TestExpertPlaysWholeGames(t *testing.T) {
	for k, opts := range []game.Options{
		{Seed: 3, Difficulty: "easy"},
		{Seed: 4, Difficulty: "normal", Game: game.GameSwords},
		{Seed: 2, Difficulty: "hard", ExtraAdventurers: true, ExtraUnhallowed: true, Locations: "all",
			Adventurers: []string{"bard", "knight", "cleric", "wizard"}},
	} {
		a := playExpert(t, opts, testPlayouts)
		require.Positive(t, a.Round)
		if k == 0 {
			require.Equal(t, a.Hash(), playExpert(t, opts, testPlayouts).Hash())
		}
	}
}

// The expert never peeks: two tables that differ only in what the players cannot see (see
// game.Twin: the seed, the Creature deck, the face-down Line cards, which unseen locations lie
// in the Map deck, the Item deck's order) get the same choices from two experts, at every kind
// of decision of a game, and the same Hint.
func TestExpertNeverPeeks(t *testing.T) {
	for _, opts := range []game.Options{{Seed: 8, Difficulty: "normal"}, {Seed: 9, Difficulty: "normal", Game: game.GameSwords}} {
		expertNeverPeeks(t, opts)
	}
}

func expertNeverPeeks(t *testing.T, opts game.Options) {
	s, err := game.NewGame(opts)
	require.NoError(t, err)
	a, b := NewExpert(testPlayouts), NewExpert(testPlayouts)
	differed, phases := 0, map[game.Phase]bool{}
	for n := 0; !s.Over() && n < 400; n++ {
		o := game.Twin(s, uint64(n))
		if n%25 == 0 {
			hs, err := Advise(s, testPlayouts)
			require.NoError(t, err)
			ho, err := Advise(o, testPlayouts)
			require.NoError(t, err)
			require.Equal(t, hs, ho, "move %d: the same Hint", n)
		}
		if o.Hash() != s.Hash() {
			differed++
		}
		m, err := a.Choose(s)
		require.NoError(t, err)
		mo, err := b.Choose(o)
		require.NoError(t, err)
		require.Equal(t, m.String(), mo.String(), "move %d, %s phase", n, s.Phase)
		phases[s.Phase] = true
		s, _, err = game.Apply(s, m)
		require.NoError(t, err)
	}
	require.Positive(t, differed)
	require.True(t, phases[game.PhaseCamper] && phases[game.PhaseCamp] && phases[game.PhaseWatch], "phases met: %v", phases)
}

// With one adventurer worn out and the others fresh, the expert rests the worn-out one: the
// camp refreshes the cards the Watch would otherwise lose with them.
func TestExpertRestsTheWornOut(t *testing.T) {
	s, err := game.NewGame(game.Options{Seed: 4, Difficulty: "normal", Adventurers: []string{"cleric", "rogue", "warrior", "wizard"}})
	require.NoError(t, err)
	require.Equal(t, game.PhaseCamper, s.Phase)
	for i := range s.Adventurers {
		for k := range s.Adventurers[i].Slots {
			s.Adventurers[i].Slots[k].Exhausted = i == 2 && k > 0
		}
	}
	m, err := NewExpert(24).Choose(s)
	require.NoError(t, err)
	require.Equal(t, "camp warrior", m.String())
}

// BenchmarkExpertGame plays a whole Normal game with the expert bot's default budget.
func BenchmarkExpertGame(b *testing.B) {
	for i := 0; i < b.N; i++ {
		playExpert(b, game.Options{Seed: uint64(i + 1), Difficulty: "normal"}, ExpertPlayouts)
	}
}

// watchTable plays a game with the solver bot up to its first Watch decision with no prompt
// waiting, at least two creatures face down and the watcher on Watch.
func watchTable(t testing.TB, opts game.Options, watcher string) *game.State {
	return solverWatchTable(t, opts, func(s *game.State) bool {
		hidden := 0
		for _, lc := range s.Line {
			if !lc.FaceUp {
				hidden++
			}
		}
		return hidden >= 2 && s.Camper != watcher
	})
}

// solverWatchTable plays a game with the solver bot up to its first Watch decision with no
// prompt waiting where want holds.
func solverWatchTable(t testing.TB, opts game.Options, want func(*game.State) bool) *game.State {
	return solverTable(t, opts, func(s *game.State) bool {
		return game.Fighting(s) && want(s)
	})
}

// solverTable plays a game with the solver bot up to the first table where want holds.
func solverTable(t testing.TB, opts game.Options, want func(*game.State) bool) *game.State {
	s, err := game.NewGame(opts)
	require.NoError(t, err)
	b := &Solver{}
	for n := 0; n < 500 && !s.Over(); n++ {
		if want(s) {
			return s
		}
		m, err := b.Choose(s)
		require.NoError(t, err)
		s, _, err = game.Apply(s, m)
		require.NoError(t, err)
	}
	t.Fatal("the game has no such table")
	return nil
}

// In the Watch the expert weighs every move allowed beside the solver's, each once: Backstab,
// with two creatures face down, and the attacks among them; ending the Watch is left to the
// plan.
func TestExpertWeighsEveryWatchMove(t *testing.T) {
	s := watchTable(t, game.Options{Seed: 8, Difficulty: "normal", Adventurers: []string{"rogue", "warrior", "wizard", "cleric"}}, "rogue")
	rogue := s.Adventurer("rogue")
	require.NotNil(t, rogue)
	rogue.Slots[0] = game.Slot{Card: "rogue.backstab"}
	view := game.PlayerView(s)
	planned, err := (&Solver{}).Choose(view)
	require.NoError(t, err)
	moves := watchCandidates(view, planned)
	require.Equal(t, planned.String(), moves[0].String())
	verbs := map[game.Verb]int{}
	backstabs := 0
	for _, m := range moves[1:] {
		verbs[m.Verb]++
		if m.Card == "rogue.backstab" {
			backstabs++
		}
	}
	require.Positive(t, backstabs)
	require.Positive(t, verbs[game.VerbAttack], "the attacks the plan does not make first are weighed too")
	require.Zero(t, verbs[game.VerbEnd]+verbs[game.VerbFire])
	seen := map[string]bool{}
	for _, m := range moves {
		require.False(t, seen[m.String()], "%s twice", m)
		seen[m.String()] = true
		_, _, err := game.Apply(view, m)
		require.NoError(t, err, "%s", m)
	}
}

// roundEightTable is a fresh game moved on to round 8, its camper still to choose, with the
// final location next on the Map deck or, if final is false, a regular location then the final.
func roundEightTable(t *testing.T, final bool) *game.State {
	s, err := game.NewGame(game.Options{Seed: 5, Difficulty: "easy", Adventurers: []string{"cleric", "ranger", "warrior", "wizard"}})
	require.NoError(t, err)
	require.Equal(t, game.PhaseCamper, s.Phase)
	s.Round = 8
	s.Firewood = 12
	last := s.MapDeck[len(s.MapDeck)-1]
	s.MapDeck = []string{last}
	if !final {
		s.MapDeck = []string{"lost-outpost", last}
	}
	for i := range s.Adventurers {
		s.Adventurers[i].Rests = 1 // everyone may still rest once
		for k := range s.Adventurers[i].Slots {
			s.Adventurers[i].Slots[k].Exhausted = false
		}
	}
	return s
}

// The playouts never stop at the start of the final round: its fight decides the game, so a
// playout from round 8 with the final location next is played to the game's end, and one with
// a regular location next stops when round 9 begins.
func TestPlayoutsPlayTheFinalRound(t *testing.T) {
	for seed := range uint64(4) {
		e := playOut(game.NewPlayout(game.Determinize(game.PlayerView(roundEightTable(t, true)), seed)), 9)
		end := e.s
		require.True(t, end.Over(), "seed %d: round %d, phase %s", seed, end.Round, end.Phase)
		v := value(end, 8)
		if end.Result == "won" {
			require.GreaterOrEqual(t, v, 2000.0)
		} else {
			require.Contains(t, []float64{0, 1000}, v, "a loss counts only the rounds got through")
			if end.Round == 9 {
				require.True(t, e.final, "seed %d: a loss in the final round says by how much", seed)
				require.Less(t, score(e, 8), v)
			}
		}

		end = playOut(game.NewPlayout(game.Determinize(game.PlayerView(roundEightTable(t, false)), seed)), 9).s
		if !end.Over() {
			require.Equal(t, 9, end.Round)
			require.GreaterOrEqual(t, value(end, 8), 1000.0)
		}
	}
}

// The playouts of a camp choice play the next round through and stop when the one after
// begins; those of a prompt in the Watch stop when the next round begins.
func TestPlayoutsOfCampChoicesPlayTheNextRound(t *testing.T) {
	s, err := game.NewGame(game.Options{Seed: 3, Difficulty: "easy", Adventurers: []string{"cleric", "ranger", "warrior", "wizard"}})
	require.NoError(t, err)
	require.Equal(t, game.PhaseCamper, s.Phase)
	require.Equal(t, 1, s.Round)
	require.Equal(t, 3, horizon(s))
	reached := 0
	for seed := range uint64(12) {
		end := playOut(game.NewPlayout(game.Determinize(game.PlayerView(s), seed)), horizon(s)).s
		if !end.Over() {
			require.Equal(t, 3, end.Round, "seed %d", seed)
			reached++
		}
	}
	require.Positive(t, reached, "no playout got through two rounds")
	watch := watchTable(t, game.Options{Seed: 8, Difficulty: "normal", Adventurers: []string{"rogue", "warrior", "wizard", "cleric"}}, "wizard")
	require.Equal(t, watch.Round+1, horizon(watch))
}

// A table is worth more for each round got through, a win most, and among tables of the same
// round more for each ready card and each adventurer still able to fight.
func TestValueRanksTables(t *testing.T) {
	s := roundEightTable(t, true)
	fresh := value(s, 7)
	require.GreaterOrEqual(t, fresh, 1000.0)
	require.Less(t, fresh, 2000.0)

	worn := s.Clone()
	worn.Adventurers[0].Slots[0].Exhausted = true
	require.Less(t, value(worn, 7), fresh)
	out := worn.Clone()
	for k := range out.Adventurers[0].Slots {
		out.Adventurers[0].Slots[k].Exhausted = true
	}
	require.Less(t, value(out, 7)+20, value(worn, 7), "an adventurer who can no longer fight costs more than a card")

	// A creature in the Horde costs less than a ready card (it may be beaten in the final
	// round, and the game may end before), yet a good deal: it joins the final round's Line.
	horde := s.Clone()
	horde.Horde = append(horde.Horde, "wolf-1")
	require.Less(t, value(horde, 7), fresh-5)
	require.Greater(t, value(horde, 7), value(worn, 7))

	lost, won := s.Clone(), s.Clone()
	lost.Result, won.Result = "lost", "won"
	require.Equal(t, 1000.0, value(lost, 7))
	require.Equal(t, 0.0, value(lost, 8))
	require.Greater(t, value(won, 8), value(s, 8))
}

// A game lost in its final Watch scores less the further the party fell short, and never
// below a game lost before it got there.
func TestScoreRanksLostFinals(t *testing.T) {
	s := roundEightTable(t, true)
	s.Round = 9
	s.Location = s.MapDeck[0]
	s.Result = "lost"
	require.True(t, game.FinalRound(s))
	near := score(ending{s: s, shortfall: 0, final: true}, 8)
	far := score(ending{s: s, shortfall: 6, final: true}, 8)
	unknown := score(ending{s: s}, 8)
	require.Greater(t, near, far)
	require.Greater(t, far, unknown)
	require.Greater(t, unknown, value(s, 9), "a lost final still counts the round got through")

	earlier := s.Clone()
	earlier.Round, earlier.Location = 8, "lost-outpost"
	require.Equal(t, value(earlier, 8), score(ending{s: earlier, shortfall: 6, final: true}, 8), "only a final is scored by its shortfall")
}

// When the Watch's dice can no longer defeat the creature in front but an ability card can,
// the playouts' Watch plays the card (Shockbolt here) instead of sending the Line to the Horde.
func TestPlayoutsUseCardsWhenDiceFail(t *testing.T) {
	s := watchTable(t, game.Options{Seed: 8, Difficulty: "normal", Adventurers: []string{"rogue", "warrior", "wizard", "cleric"}}, "wizard")
	for i := range s.Adventurers {
		a := &s.Adventurers[i]
		for k := range a.Dice {
			a.Dice[k].Value = 1
			if a.ID != "wizard" {
				a.Dice[k].State = game.DieSpent
			} else {
				a.Dice[k].State = game.DieFree
			}
		}
		if a.ID == "wizard" {
			a.Slots = []game.Slot{{Card: "wizard.shockbolt"}, {Card: "wizard.polymorph", Exhausted: true}, {Card: "wizard.illuminate", Exhausted: true}}
		}
	}
	s.Line = []game.LineCard{{Card: "bear-2", FaceUp: true, FirstDone: true}}
	require.Less(t, 3, game.Health(s, 0), "the wizard's dice alone cannot defeat the Bear")
	require.Equal(t, game.PhaseWatch, s.Phase)
	require.Nil(t, s.Pending())

	p := game.NewPlayout(s)
	require.True(t, greedyAttack(p))
	next := p.State()
	require.NotContains(t, next.Horde, "bear-2")
	require.Contains(t, next.Graveyard, "bear-2")

	// Without the card, the Watch ends and the Bear goes to the Horde.
	s.Adventurer("wizard").Slots[0].Exhausted = true
	p.Reset(s)
	require.True(t, greedyAttack(p))
	next = p.State()
	require.NotContains(t, next.Graveyard, "bear-2")
	require.Contains(t, next.Horde, "bear-2")
}

// The moves cardRescue leaves out are never its choice: on the Watches of whole games, dealt
// from the players' view and played by the playouts' own Watch, it picks what trying every
// card move would pick; and Blinding Light (a card of the Cleric, in every party here) is
// among the moves it leaves out.
func TestCardRescueSkipsOnlyMovesItWouldNotChoose(t *testing.T) {
	tables, skippedLight := 0, false
	for seed := uint64(1); seed <= 12; seed++ {
		s, err := game.NewGame(game.Options{Seed: seed, Difficulty: "easy", Adventurers: []string{"cleric", "rogue", "warrior", "wizard"}})
		require.NoError(t, err)
		for n := 0; n < 400 && !s.Over(); n++ {
			if game.Fighting(s) {
				det := game.Determinize(game.PlayerView(s), seed)
				every := cardMoves(det, game.Legal(det))
				for _, m := range every {
					skippedLight = skippedLight || cardKey(m.Card) == "cleric.blinding-light"
				}
				all, skipping := game.NewPlayout(det), game.NewPlayout(det)
				require.Equal(t, bestRescue(all, every), cardRescue(skipping), "seed %d, move %d", seed, n)
				require.Equal(t, all.State().Hash(), skipping.State().Hash(), "seed %d, move %d", seed, n)
				tables++
				p := game.NewPlayout(s)
				require.True(t, greedyAttack(p))
				s = p.State()
				continue
			}
			m, err := policyMove(s)
			require.NoError(t, err)
			s, _, err = game.Apply(s, m)
			require.NoError(t, err)
		}
	}
	assert.Greater(t, tables, 150)
	assert.True(t, skippedLight, "no table offered Blinding Light")
}

// campPrompt is a camp with the prompt of a camp space waiting for its answer, showing the
// cards given.
func campPrompt(t *testing.T, space game.Space, cards ...string) *game.State {
	s, err := game.NewGame(game.Options{Seed: 6, Difficulty: "normal", Adventurers: []string{"cleric", "ranger", "warrior", "wizard"}})
	require.NoError(t, err)
	s, _, err = game.Apply(s, game.Move{Verb: game.VerbCamp, Adventurer: "ranger"})
	require.NoError(t, err)
	for s.Pending() != nil { // the camper's free refresh
		a, ok := solver.Answer(s)
		require.True(t, ok)
		s, _, err = game.Apply(s, a)
		require.NoError(t, err)
	}
	s.Adventurer("ranger").Dice[0].Value = 6
	s, _, err = game.Apply(s, game.Move{Verb: game.VerbPlace, Value: 6, Space: space})
	require.NoError(t, err)
	require.NotNil(t, s.Pending())
	s.Tasks[0].Cards = cards
	return s
}

// Scout Ahead keeps the easy creatures on top, easiest first, and sends a Summon and a dragon
// under the deck; the expert's playouts answer so, and so does the expert unless its playouts
// show better.
func TestScoutBuriesTheHardCreatures(t *testing.T) {
	for _, c := range []struct {
		cards []string
		want  string
	}{
		{[]string{"summon-1", "eagle-1"}, "eagle-1/summon-1"},
		{[]string{"bear-2", "eagle-1"}, "eagle-1,bear-2/"},
		{[]string{"ember-drake-1", "summon-2"}, "/ember-drake-1,summon-2"},
	} {
		s := campPrompt(t, game.SpaceScout, c.cards...)
		m, ok := scoutAnswer(s)
		require.True(t, ok)
		require.Equal(t, "choose "+c.want, m.String())
		_, _, err := game.Apply(s, m)
		require.NoError(t, err)
	}
	_, ok := scoutAnswer(roundEightTable(t, true))
	require.False(t, ok, "no Scout Ahead is pending")
}

// Check Map keeps the kinder location: fewer creatures, more firewood.
func TestCheckMapKeepsTheKinderLocation(t *testing.T) {
	s := campPrompt(t, game.SpaceMap, "goblin-caves", "remote-tavern")
	require.Equal(t, game.TaskCheckMap, s.Pending().Kind)
	m, ok := mapAnswer(s)
	require.True(t, ok)
	require.Equal(t, "choose remote-tavern", m.String())
	s = campPrompt(t, game.SpaceMap, "dark-woods", "goblin-caves")
	m, ok = mapAnswer(s)
	require.True(t, ok)
	require.Equal(t, "choose dark-woods", m.String())
	next, _, err := game.Apply(s, m)
	require.NoError(t, err)
	require.Equal(t, "dark-woods", next.MapDeck[0])
}

// The view can allow what the table refuses: here a Forest Giant's health hangs on the
// face-down Shade behind it, which the view deals as a weak creature, so Backstab seems able
// to defeat the Giant. The expert, told no, takes a move the table allows.
func TestExpertTakesAnotherMoveWhenTheTableRefuses(t *testing.T) {
	opts := game.Options{Seed: 16462000697783136304, Difficulty: "easy", Locations: "retail"}
	s := playExpert(t, opts, 4)
	require.True(t, s.Over())
}

// The oracle plays whole games legally with the expert's search, and it cheats: on a table and
// its twin (see game.Twin), where the expert chooses the same, it does not always.
func TestOracleSeesTheHiddenCards(t *testing.T) {
	opts := game.Options{Seed: 8, Difficulty: "normal"}
	s, err := game.NewGame(opts)
	require.NoError(t, err)
	oracle, twin := NewOracle(testPlayouts), NewOracle(testPlayouts)
	require.Equal(t, "oracle", oracle.Name())
	differed := 0
	for n := 0; !s.Over(); n++ {
		require.Less(t, n, 5000)
		m, err := oracle.Choose(s)
		require.NoError(t, err)
		if mt, err := twin.Choose(game.Twin(s, uint64(n))); err == nil && mt.String() != m.String() {
			differed++
		}
		s, _, err = game.Apply(s, m)
		require.NoError(t, err, "the oracle chose %q", m)
	}
	require.Positive(t, differed, "the oracle's choices hang on the hidden cards")
	b, err := New("oracle", 0)
	require.NoError(t, err)
	require.Equal(t, "oracle", b.Name())
}
