package tutorial

import (
	"fmt"
	"slices"
	"strings"

	"setawatch/game"
	"setawatch/internal/say"
	"setawatch/scenarios"
)

// Start is the tutorial's table: the rulebook's first round, before its first move.
func Start() (*game.Scenario, error) {
	return game.ParseScenario(scenarios.FirstRound)
}

// Guide follows the player through Steps. Where the player is comes from the moves played
// (Sync), so an undo takes the tutorial back with the table, plus the steps that only tell and
// were read (Next).
type Guide struct {
	Steps []Step
	read  map[int]bool // steps without moves that the player has read

	cur  int      // the step now; len(Steps) when the tutorial is done
	done []string // the current step's moves already played
	lost bool     // a move outside the steps was played: the Watch ended too soon
}

// NewGuide starts at the first step.
func NewGuide() *Guide { return &Guide{Steps: Steps, read: map[int]bool{}} }

// LostMsg says why the tutorial is lost.
var LostMsg = say.M("The Watch ended with creatures still in the Line: each goes to the Horde and exhausts as many of your cards as its damage. The tutorial is lost; restart it to try again.")

// Verdict is what the tutorial makes of a move the player asks for.
type Verdict int

const (
	// Accept: the move is the step's (or as good), or the tutorial is over and the table free.
	Accept Verdict = iota
	// Refuse: not the move now; Why says why, and the move is not played.
	Refuse
	// Lose: the move is played and loses the tutorial (the Watch ends with creatures left).
	Lose
)

// Check judges a move asked for on state s; why explains a refusal or a loss.
func (g *Guide) Check(s *game.State, m game.Move) (v Verdict, why say.Msg) {
	if g.lost || g.Done() {
		return Accept, say.Msg{}
	}
	st := g.Steps[g.cur]
	if st.Losable && m.Verb == game.VerbEnd && s.Phase == game.PhaseWatch && len(s.Line) > 0 {
		return Lose, LostMsg
	}
	if len(st.Moves) == 0 {
		return Refuse, say.M("Not yet: read this step, then press Next.")
	}
	if _, ok := g.stepMove(m); ok {
		return Accept, say.Msg{}
	}
	return Refuse, say.M("Not yet: {{.Why}}", "Why", st.NotYet)
}

// stepMove is the current step's move that m plays (itself, or the one it stands for), if it
// is still to play.
func (g *Guide) stepMove(m game.Move) (string, bool) {
	if g.Done() {
		return "", false
	}
	st := g.Steps[g.cur]
	text := Normal(m)
	if to, ok := st.Also[text]; ok {
		text = to
	}
	left := g.Left()
	if slices.Contains(left, text) {
		return text, true
	}
	return "", false
}

// Normal is a move in the engine's notation, so that two ways of writing it compare equal.
func Normal(m game.Move) string { return m.String() }

// Sync puts the guide where the moves played from the start take it.
func (g *Guide) Sync(played []game.Move) {
	g.cur, g.done, g.lost = 0, nil, false
	p := 0
	for g.cur < len(g.Steps) {
		st := g.Steps[g.cur]
		if len(st.Moves) == 0 {
			if !g.read[g.cur] {
				break
			}
			g.cur++
			continue
		}
		for p < len(played) && len(g.done) < len(st.Moves) {
			text, ok := g.stepMove(played[p])
			if !ok {
				break
			}
			g.done = append(g.done, text)
			p++
		}
		if len(g.done) < len(st.Moves) {
			break
		}
		g.cur, g.done = g.cur+1, nil
	}
	g.lost = p < len(played)
}

// Next goes on from a step that only tells something; it reports whether it did.
func (g *Guide) Next() bool {
	if g.Done() || len(g.Steps[g.cur].Moves) > 0 || g.lost {
		return false
	}
	g.read[g.cur] = true
	g.cur++
	return true
}

// Restart forgets what was read: the tutorial starts again (with the table set up again).
func (g *Guide) Restart() {
	g.read = map[int]bool{}
	g.cur, g.done, g.lost = 0, nil, false
}

// Index is the current step's number from 0; len(Steps) when done.
func (g *Guide) Index() int { return g.cur }

// Step is the current step, or nil when done.
func (g *Guide) Step() *Step {
	if g.Done() {
		return nil
	}
	return &g.Steps[g.cur]
}

// Done reports whether every step was played and read.
func (g *Guide) Done() bool { return g.cur >= len(g.Steps) }

// Lost reports whether the tutorial was lost.
func (g *Guide) Lost() bool { return g.lost }

// Left is the current step's moves not yet played.
func (g *Guide) Left() []string {
	if g.Done() {
		return nil
	}
	left := slices.Clone(g.Steps[g.cur].Moves)
	for _, d := range g.done {
		if i := slices.Index(left, d); i >= 0 {
			left = slices.Delete(left, i, i+1)
		}
	}
	return left
}

// Targets are the highlight ids of the current step on state s: the places of its moves still
// to play, or what it shows. A die id comes once for each move left that spends such a die (two
// 4s to place: two "die:wizard:4"); the others come once. The ids:
//
//	die:ADV:VALUE  a free die (die:ADV:CARD a tamed creature)   line:N     a Line position
//	space:SPACE    a camp space            rune:RUNE   a rune    card:CARD  an ability card
//	button:CARD    the card's Exhaust (or Use) button            rest:ADV   Rest in camp
//	fire:CARD      the card's +2 fire button
//	answer:ANSWER  an answer to the question                     end        End camp / the Watch
//	firewood, location, horde, map: the dial, the location card, the Horde pile, the Map deck
func (g *Guide) Targets(s *game.State) []string {
	st := g.Step()
	if st == nil || g.lost {
		return nil
	}
	if len(st.Moves) == 0 {
		return slices.Clone(st.Show)
	}
	var out []string
	for _, text := range g.Left() {
		m, err := game.ParseMove(text)
		if err != nil {
			continue // the steps' test parses every move
		}
		for _, id := range MoveTargets(s, m) {
			if strings.HasPrefix(id, "die:") || !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// MoveTargets are the places on the table where move m is played on state s.
func MoveTargets(s *game.State, m game.Move) []string {
	die := func(d game.DieSpec) string {
		if d.Tamed != "" {
			return "die:" + d.Adventurer + ":" + d.Tamed
		}
		return fmt.Sprintf("die:%s:%d", d.Adventurer, d.Value)
	}
	switch m.Verb {
	case game.VerbChoose:
		answer := ""
		if m.Answer != nil {
			answer = m.Answer.String()
		}
		return []string{"answer:" + answer}
	case game.VerbCamp:
		return []string{"rest:" + m.Adventurer}
	case game.VerbPlace:
		return []string{fmt.Sprintf("die:%s:%d", s.Camper, m.Value), "space:" + string(m.Space)}
	case game.VerbEnd:
		return []string{"end"}
	case game.VerbAttack:
		out := []string{}
		for _, d := range m.Dice {
			out = append(out, die(d))
		}
		return append(out, fmt.Sprintf("line:%d", m.Pos))
	case game.VerbUse:
		if len(m.Dice) > 0 && freeDie(s, m.Dice[0]) {
			return []string{die(m.Dice[0]), "card:" + m.Card}
		}
		return []string{"button:" + m.Card, "card:" + m.Card}
	case game.VerbExhaust, game.VerbFire:
		return []string{"button:" + m.Card, "card:" + m.Card}
	}
	return nil
}

// freeDie reports whether d is a die its owner can still move.
func freeDie(s *game.State, d game.DieSpec) bool {
	a := s.Adventurer(d.Adventurer)
	if a == nil {
		return false
	}
	if d.Tamed != "" {
		return slices.Contains(a.Tamed, d.Tamed)
	}
	for _, x := range a.Dice {
		if x.State == game.DieFree && x.Value == d.Value {
			return true
		}
	}
	return false
}
