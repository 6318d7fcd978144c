package stats

import (
	"cmp"
	"slices"
	"strconv"

	"setawatch/game"
)

// Kinds of achievement; the window words each kind, with its Key or N.
const (
	KindFirstWin   = "first-win"  // win a game
	KindDifficulty = "difficulty" // win on the difficulty Key (a DifficultyKey)
	KindBox        = "box"        // win a game of the box Key
	KindAdventurer = "adventurer" // win with the adventurer Key in the party
	KindEveryone   = "everyone"   // win with every adventurer
	KindFlawless   = "flawless"   // win without losing an ability card
	KindStreak     = "streak"     // win N games in a row
	KindFinal      = "final"      // reach the final round
	KindGames      = "games"      // finish N games
)

// Achievement is a goal a player can aim for; it is reached when done holds for the games counted.
type Achievement struct {
	ID   string
	Kind string
	Key  string // the difficulty, box or adventurer it names
	N    int    // the number it asks for
	done func(s *Summary) bool
}

// Done reports whether the games counted reach it.
func (a Achievement) Done(s *Summary) bool { return a.done(s) }

// Achievements lists every achievement, in the order they are shown.
func Achievements() []Achievement {
	won := func(m func(*Summary) map[string]Tally, key string) func(*Summary) bool {
		return func(s *Summary) bool { return m(s)[key].Wins > 0 }
	}
	byDifficulty := func(s *Summary) map[string]Tally { return s.Difficulty }
	byBox := func(s *Summary) map[string]Tally { return s.Box }
	byAdventurer := func(s *Summary) map[string]Tally { return s.Adventurer }

	out := []Achievement{{ID: KindFirstWin, Kind: KindFirstWin, done: func(s *Summary) bool { return s.All.Wins > 0 }}}
	for _, box := range Boxes {
		out = append(out, Achievement{ID: "win-" + box, Kind: KindBox, Key: box, done: won(byBox, box)})
	}
	for _, d := range Difficulties() {
		out = append(out, Achievement{ID: "win-" + d, Kind: KindDifficulty, Key: d, done: won(byDifficulty, d)})
	}
	out = append(out,
		Achievement{ID: KindFlawless, Kind: KindFlawless, done: func(s *Summary) bool { return s.Flawless > 0 }},
		Achievement{ID: KindFinal, Kind: KindFinal, done: func(s *Summary) bool { return s.FinalReached > 0 }},
	)
	for _, n := range []int{3, 5} {
		out = append(out, Achievement{ID: "streak-" + strconv.Itoa(n), Kind: KindStreak, N: n,
			done: func(s *Summary) bool { return s.BestStreak >= n }})
	}
	for _, n := range []int{10, 50, 100} {
		out = append(out, Achievement{ID: "games-" + strconv.Itoa(n), Kind: KindGames, N: n,
			done: func(s *Summary) bool { return s.All.Games >= n }})
	}
	party := Adventurers()
	for _, id := range party {
		out = append(out, Achievement{ID: "win-with-" + id, Kind: KindAdventurer, Key: id, done: won(byAdventurer, id)})
	}
	out = append(out, Achievement{ID: KindEveryone, Kind: KindEveryone, N: len(party), done: func(s *Summary) bool {
		return !slices.ContainsFunc(party, func(id string) bool { return s.Adventurer[id].Wins == 0 })
	}})
	return out
}

// Adventurers lists every adventurer of the card data: the base box's, the extras, then Swords
// of the Coin's, each set by id.
func Adventurers() []string {
	cat, err := game.DefaultCatalog()
	if err != nil {
		return nil
	}
	sets := []string{game.SetBase, game.SetExtra, game.SetSwords}
	var ids []string
	for id, a := range cat.Adventurers {
		if slices.Contains(sets, a.Set) {
			ids = append(ids, id)
		}
	}
	slices.SortFunc(ids, func(a, b string) int {
		sa, sb := slices.Index(sets, cat.Adventurers[a].Set), slices.Index(sets, cat.Adventurers[b].Set)
		return cmp.Or(cmp.Compare(sa, sb), cmp.Compare(a, b))
	})
	return ids
}
