package game

import (
	"encoding/json"
	"flag"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"
)

// randomGames is how many complete seeded random games TestRandomGames plays: 10,000 with the
// "long" tag, 2,000 in the everyday run, fewer with -short.
var randomGames = flag.Int("random-games", everydayOrLong(2000, 10000), "random games TestRandomGames plays")

// randomOptions are the options of random game number seed: one game in five with every extra
// (the Bard and the Knight may be drawn, the extra Unhallowed, all 31 locations, a balanced
// Creature deck), one in five with the 20 retail locations, the others as the first engine.
func randomOptions(seed uint64) Options {
	opts := Options{Seed: seed, Difficulty: Difficulties[seed%4], RandomFirewood: seed%3 == 0, Rules: RulesCurrent}
	if seed%8 == 6 {
		opts.Rules = RulesFirst // as older records replay (see playRandomSeen)
	}
	switch seed % 5 {
	case 1:
		opts.ExtraAdventurers, opts.ExtraUnhallowed = true, true
		opts.Locations, opts.CreatureDeck = LocationsAll, DeckBalanced
	case 3:
		opts.Locations = LocationsRetail
	}
	return opts
}

// playRandom plays one game to its end with uniformly random legal moves, checking the
// invariants after every move. It returns the record and the final state.
func playRandom(t testing.TB, seed uint64, check bool) (*Record, *State) {
	return playRandomSeen(t, seed, check, nil)
}

// playRandomSeen is playRandom that also notes in seen every card dealt to the table: the
// locations reached, the cards of the Line, the equipped ability cards, the tamed creatures
// and the camp actions used.
func playRandomSeen(t testing.TB, seed uint64, check bool, seen map[string]bool) (*Record, *State) {
	return playRandomOptions(t, randomOptions(seed), check, seen)
}

// playRandomOptions plays one random game from options (see playRandomSeen).
func playRandomOptions(t testing.TB, opts Options, check bool, seen map[string]bool) (*Record, *State) {
	seed := opts.Seed
	rec := &Record{Format: RecordFormat, Options: &opts}
	s, err := rec.Start() // NewGame would set up RulesFirst options by the current rules
	require.NoError(t, err)
	if seed%4 == 3 {
		s = lateGame(s)
		rec = &Record{Format: RecordFormat, Scenario: scenarioOf(s)}
		s, err = rec.Start()
		require.NoError(t, err)
	}
	return playRandomFrom(t, seed, rec, s, check, seen)
}

// playRandomFrom plays a game from a table its record starts.
func playRandomFrom(t testing.TB, seed uint64, rec *Record, s *State, check bool, seen map[string]bool) (*Record, *State) {
	pick := rand.New(rand.NewPCG(seed, 99))
	checkpoint := 5 + pick.IntN(150)
	for step := 0; !s.Over(); step++ {
		legal := Legal(s)
		if len(legal) == 0 {
			t.Fatalf("seed %d: dead end after %d moves: the game is not over and no move is legal\n%s", seed, step, s.Hash())
		}
		m := pickMove(pick, s, legal)
		text := m.String()
		if check {
			back, err := ParseMove(text)
			require.NoError(t, err, text)
			want := m
			if m.Verb == VerbChoose {
				// The answer's notation reads back as the same answer to the prompt.
				read, ok := ReadAnswer(s, back)
				require.True(t, ok && read.Equal(*m.Answer), "notation round trip: %q read as %#v", text, read)
				want.Answer, back.Answer = nil, nil
			}
			require.True(t, reflect.DeepEqual(want, back), "notation round trip: %q gave %#v", text, back)
		}
		next, _, err := Apply(s, m)
		if err != nil {
			t.Fatalf("seed %d: Legal offered %q but Apply refused it: %v", seed, text, err)
		}
		s = next
		rec.Moves = append(rec.Moves, text)
		if seen != nil {
			noteDealt(s, seen)
		}
		if check {
			if problems := Check(s); len(problems) > 0 {
				t.Fatalf("seed %d after %q: %v", seed, text, problems)
			}
			checkPendingAnswers(t, s)
		}
		if s.Round > 9 {
			t.Fatalf("seed %d: round %d", seed, s.Round)
		}
		if step == checkpoint {
			saveLoadReplay(t, rec, s)
		}
		if step > 20000 {
			t.Fatalf("seed %d: the game does not end", seed)
		}
	}
	return rec, s
}

// pickMove chooses a legal move for the random games: usually the best of a few sampled
// moves by a one-move look-ahead (so games reach the later rounds and the final location),
// sometimes any legal move at all (so odd moves are played too).
func pickMove(r *rand.Rand, s *State, legal []Move) Move {
	if s.Merchant != nil {
		// Swords of the Coin: buy and use Items often, so that every Item is played.
		if m, ok := pickItemMove(r, s, legal); ok {
			return m
		}
	}
	if r.IntN(10) == 0 {
		return legal[r.IntN(len(legal))]
	}
	best, bestScore := legal[0], math.Inf(-1)
	for k := 0; k < 12; k++ {
		m := legal[r.IntN(len(legal))]
		next, _, err := Apply(s, m)
		if err != nil {
			continue
		}
		if sc := partyScore(next); sc > bestScore {
			best, bestScore = m, sc
		}
	}
	return best
}

// partyScore is a rough measure of how well the party stands.
func partyScore(s *State) float64 {
	switch s.Result {
	case "won":
		return 1e6
	case "lost":
		return -1e6
	}
	score := float64(s.Firewood)/2 + 10*float64(s.Round) - 3*float64(len(s.Line)) - float64(len(s.Horde))
	for _, a := range s.Adventurers {
		for _, sl := range a.Slots {
			if !sl.Exhausted {
				score += 6
			}
		}
		score += 2 * float64(len(a.Tamed))
	}
	for _, lc := range s.Line {
		score += 0.2 * float64(lc.Damage)
		if s.WatchEnding {
			score -= 6 * float64(cardDamage(lc.Card))
		}
	}
	for _, t := range s.Tasks {
		switch t.Kind {
		case TaskExhaust:
			score -= 6 * float64(t.Count)
		case TaskSummon, TaskFireZero:
			score -= 6
		}
	}
	return score
}

// saveLoadReplay checks that a state survives JSON and that the record replays to it.
func saveLoadReplay(t testing.TB, rec *Record, s *State) {
	data, err := json.Marshal(s)
	require.NoError(t, err)
	back, err := UnmarshalState(data)
	require.NoError(t, err)
	require.Equal(t, s.Hash(), back.Hash(), "save and load")
	replayed, err := rec.Replay()
	require.NoError(t, err)
	require.Equal(t, s.Hash(), replayed.Hash(), "replay")
}

func TestRandomGames(t *testing.T) {
	n := *randomGames
	if testing.Short() {
		n = 300
	}
	wins, rounds, finals := 0, 0, 0
	seen := map[string]bool{}
	for seed := range uint64(n) {
		rec, s := playRandomSeen(t, seed, true, seen)
		if s.Result == "won" {
			wins++
		}
		rounds += s.Round
		if s.Round == 9 {
			finals++
		}
		if seed%1000 == 0 {
			saveLoadReplay(t, rec, s)
		}
	}
	t.Logf("%d random games: %d reached the final location, %d won, %.1f rounds on average", n, finals, wins, float64(rounds)/float64(n))
	require.Positive(t, finals, "some random games reach the final round")
	// Random play reaches the rarest locations (the extras' Hidden Temple, Wizard's Cottage,
	// Tranquil Village) only in the long run's 10,000 games.
	if n >= 10000 {
		cat, err := DefaultCatalog()
		require.NoError(t, err)
		var never []string
		for _, id := range cat.IDs() {
			if !seen[id] && cat.Cards[id].Set != SetSwords && cat.Cards[id].Set != SetPocket { // their own random games
				never = append(never, id)
			}
		}
		for _, id := range cat.AdventurerIDs() {
			if k := cat.Adventurers[id].CampAction.Key; !seen["camp:"+k] && cat.Adventurers[id].Set != SetSwords {
				never = append(never, "camp:"+k)
			}
		}
		require.Empty(t, never, "cards never dealt in %d random games", n)
	}
}

// noteDealt notes the cards on the table now.
func noteDealt(s *State, seen map[string]bool) {
	seen[s.Location] = true
	for _, lc := range s.Line {
		seen[lc.Card] = true
	}
	for _, a := range s.Adventurers {
		for _, sl := range a.Slots {
			seen[sl.Card] = true
		}
		for _, c := range a.Tamed {
			seen[c] = true
		}
		for _, it := range a.Items {
			seen[it.Card] = true
		}
	}
	if s.Merchant != nil {
		for _, p := range s.Merchant.Market {
			if len(p) > 0 {
				seen[p[0]] = true
			}
		}
	}
	if s.Camp.Action != 0 && s.Camper != "" {
		cat, _ := DefaultCatalog()
		seen["camp:"+cat.Adventurers[s.Camper].CampAction.Key] = true
	}
}

// The same seed and moves give the same game.
func TestDeterministic(t *testing.T) {
	a, sa := playRandom(t, 42, false)
	b, sb := playRandom(t, 42, false)
	require.Equal(t, a.Moves, b.Moves)
	require.Equal(t, sa.Hash(), sb.Hash())
}

func cardDamage(id string) int {
	cat, _ := DefaultCatalog()
	return cat.Cards[id].Damage
}

// lateGame turns a new table into round 8 of the same game: seven locations visited, the
// final location next, everybody but one adventurer rested twice.
func lateGame(s *State) *State {
	s = s.Clone()
	s.Visited = append(s.Visited, s.Location)
	s.Visited = append(s.Visited, s.MapDeck[:len(s.MapDeck)-2]...)
	s.Location = s.MapDeck[len(s.MapDeck)-2]
	s.MapDeck = s.MapDeck[len(s.MapDeck)-1:]
	s.Round = 8
	for i := range s.Adventurers {
		s.Adventurers[i].Rests = 2
	}
	s.Adventurers[s.RNG.IntN(len(s.Adventurers))].Rests = 1
	return s
}

// scenarioOf describes a table at the choice of the camper as a scenario.
func scenarioOf(s *State) *Scenario {
	sc := &Scenario{Format: ScenarioFormat, Seed: s.Options.Seed, Difficulty: s.Options.Difficulty, Rules: s.Options.Rules,
		Round: s.Round, Phase: PhaseCamper, Firewood: max(1, s.Firewood), Location: s.Location,
		Map: s.MapDeck, Unused: s.Unused, Visited: s.Visited, Creatures: s.Creatures,
		Graveyard: s.Graveyard, Horde: s.Horde, Unhallowed: s.Unhallowed, Removed: s.Removed,
		Game: s.Options.Game, Merchant: s.Merchant.clone()}
	for _, a := range s.Adventurers {
		var dice []int
		for _, d := range a.Dice {
			dice = append(dice, d.Value)
		}
		sc.Adventurers = append(sc.Adventurers, ScenarioAdventurer{ID: a.ID, Dice: dice, Slots: a.Slots,
			Unused: a.Unused, Rests: a.Rests, Tamed: a.Tamed, Items: a.Items})
	}
	return sc
}

// pickItemMove picks, most of the time, a buy in the Merchant phase or an Item used on Watch.
func pickItemMove(r *rand.Rand, s *State, legal []Move) (Move, bool) {
	var items []Move
	for _, m := range legal {
		if m.Verb == VerbBuy || ((m.Verb == VerbUse || m.Verb == VerbExhaust || m.Verb == VerbDiscard) && isItemID(m.Card)) {
			items = append(items, m)
		}
	}
	if len(items) == 0 || r.IntN(4) == 0 {
		return Move{}, false
	}
	return items[r.IntN(len(items))], true
}

// checkPendingAnswers checks that PendingAnswers says what PendingPrompt says, without the text.
func checkPendingAnswers(t testing.TB, s *State) {
	kind, answers := PendingAnswers(s)
	p := PendingPrompt(s)
	if p == nil {
		require.Empty(t, kind)
		require.Nil(t, answers)
		return
	}
	require.Equal(t, p.Kind, kind)
	if len(answers) == 0 {
		require.Empty(t, p.Options)
		return
	}
	require.Equal(t, p.Options, answerTexts(answers))
}
