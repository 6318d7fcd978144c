// Package stats keeps the record of a player's finished games: games and wins by box, difficulty,
// adventurer and final location, streaks, rounds reached, cards lost and achievements. It is
// plain Go: the window counts a game here when a move ends it, and shows what Book holds.
package stats

import (
	"slices"
	"strings"
	"time"

	"setawatch/game"
)

// Boxes, as the statistics name them (game.Options.Game, with "" named).
const (
	BoxBase   = "base"
	BoxSwords = game.GameSwords
	BoxPocket = game.GamePocket
)

// Boxes lists the boxes in the order they are shown.
var Boxes = []string{BoxBase, BoxSwords, BoxPocket}

// Game is one finished game, as counted.
type Game struct {
	ID          string    `json:"id"`
	Box         string    `json:"box"`
	Difficulty  string    `json:"difficulty"` // see DifficultyKey
	Adventurers []string  `json:"adventurers"`
	Final       string    `json:"final,omitempty"` // the game's final location card
	Won         bool      `json:"won,omitempty"`
	Round       int       `json:"round"`     // the round the game ended in
	LastRound   int       `json:"lastRound"` // the box's final round: 9, or 5 in Pocket Watch
	CardsLost   int       `json:"cardsLost"` // ability cards exhausted over the game
	Ended       time.Time `json:"ended"`
}

// FromRecord replays a finished game's record and tells what the statistics count of it: the
// box, difficulty, party and final location, won or lost, the round reached and the ability
// cards exhausted over the game (a card refreshed and exhausted again counts twice). id names
// the game (session.Session.ID).
func FromRecord(id string, r *game.Record, ended time.Time) (Game, bool, error) {
	s, err := r.Start()
	if err != nil {
		return Game{}, false, err
	}
	g := Game{ID: id, Ended: ended, Box: BoxBase, LastRound: 9, Final: finalLocation(s)}
	if s.Options.Game != "" {
		g.Box = s.Options.Game
	}
	if g.Box == BoxPocket {
		g.LastRound = 5
	}
	g.Difficulty = DifficultyKey(g.Box, s.Options.Difficulty)
	for _, a := range s.Adventurers {
		g.Adventurers = append(g.Adventurers, a.ID)
	}
	before := exhausted(s)
	for _, text := range r.Moves {
		m, err := game.ParseMove(text)
		if err == nil {
			s, _, err = game.Apply(s, m)
		}
		if err != nil {
			return Game{}, false, err
		}
		now := exhausted(s)
		for id, n := range now {
			g.CardsLost += max(0, n-before[id])
		}
		before = now
	}
	if !s.Over() {
		return g, false, nil
	}
	g.Won, g.Round = s.Result == "won", s.Round
	return g, true, nil
}

// exhausted counts each adventurer's exhausted ability cards.
func exhausted(s *game.State) map[string]int {
	out := make(map[string]int, len(s.Adventurers))
	for _, a := range s.Adventurers {
		out[a.ID] = a.ExhaustedCards()
	}
	return out
}

// finalLocation is the final location card of a table at its start: the bottom of the Map deck.
func finalLocation(s *game.State) string {
	cat, err := game.DefaultCatalog()
	if err != nil {
		return ""
	}
	for _, id := range slices.Backward(s.MapDeck) {
		if c := cat.Cards[id]; c != nil && c.LocationKind == game.LocationFinal {
			return id
		}
	}
	if c := cat.Cards[s.Location]; c != nil && c.LocationKind == game.LocationFinal {
		return s.Location
	}
	return ""
}

// DifficultyKey names a difficulty in the statistics: the base game and Swords of the Coin share
// theirs (easy, normal, hard, insane); Pocket Watch's are its own ("pocket-casual"...).
func DifficultyKey(box, difficulty string) string {
	d := strings.ToLower(difficulty)
	if d == "" {
		d = "normal"
	}
	if box == BoxPocket {
		return BoxPocket + "-" + d
	}
	return d
}

// Difficulties lists the difficulty keys in the order they are shown.
func Difficulties() []string {
	out := slices.Clone(game.Difficulties)
	for _, d := range game.PocketDifficulties {
		out = append(out, DifficultyKey(BoxPocket, d))
	}
	return out
}

// Tally is a count of games.
type Tally struct {
	Games     int `json:"games"`
	Wins      int `json:"wins"`
	Rounds    int `json:"rounds"`    // rounds reached, summed
	CardsLost int `json:"cardsLost"` // summed
}

// WinRate is the share of games won, 0 when there is none.
func (t Tally) WinRate() float64 {
	if t.Games == 0 {
		return 0
	}
	return float64(t.Wins) / float64(t.Games)
}

// MeanRound is the mean round reached.
func (t Tally) MeanRound() float64 {
	if t.Games == 0 {
		return 0
	}
	return float64(t.Rounds) / float64(t.Games)
}

// MeanCardsLost is the mean number of cards lost a game.
func (t Tally) MeanCardsLost() float64 {
	if t.Games == 0 {
		return 0
	}
	return float64(t.CardsLost) / float64(t.Games)
}

func (t *Tally) add(g Game) {
	t.Games++
	t.Rounds += g.Round
	t.CardsLost += g.CardsLost
	if g.Won {
		t.Wins++
	}
}

// Summary is every game counted, added up.
type Summary struct {
	All          Tally            `json:"all"`
	Box          map[string]Tally `json:"box"`
	Difficulty   map[string]Tally `json:"difficulty"`
	Adventurer   map[string]Tally `json:"adventurer"`
	Final        map[string]Tally `json:"final"`
	RoundReached map[int]int      `json:"roundReached"` // games that ended in each round
	FinalReached int              `json:"finalReached"` // games that reached their box's final round
	Flawless     int              `json:"flawless"`     // wins without a card lost
	Streak       int              `json:"streak"`       // wins in a row, up to the last game
	BestStreak   int              `json:"bestStreak"`
}

func newSummary() Summary {
	return Summary{Box: map[string]Tally{}, Difficulty: map[string]Tally{}, Adventurer: map[string]Tally{},
		Final: map[string]Tally{}, RoundReached: map[int]int{}}
}

func (s *Summary) add(g Game) {
	bump := func(m map[string]Tally, key string) {
		t := m[key]
		t.add(g)
		m[key] = t
	}
	s.All.add(g)
	bump(s.Box, g.Box)
	bump(s.Difficulty, g.Difficulty)
	for _, a := range g.Adventurers {
		bump(s.Adventurer, a)
	}
	if g.Final != "" {
		bump(s.Final, g.Final)
	}
	s.RoundReached[g.Round]++
	if g.Round >= g.LastRound {
		s.FinalReached++
	}
	if !g.Won {
		s.Streak = 0
		return
	}
	if g.CardsLost == 0 {
		s.Flawless++
	}
	s.Streak++
	s.BestStreak = max(s.BestStreak, s.Streak)
}
