package game

import (
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/internal/say"
)

// notation finds what a player must never read: a card key ("ranger.far-sight"), a pair of
// notation ("card:value", "ranger:7"), a placeholder left unfilled.
var notation = regexp.MustCompile(`[a-z]+\.[a-z][a-z-]*|[a-z][a-z-]*:[a-z0-9]|\{\{`)

// englishWords are words of the English messages that a French sentence never holds.
var englishWords = regexp.MustCompile(`\b(the|with|and|on|of|Attack|Exhaust|Use|Place|Cast|End|Choose|Reroll|Refresh|Give|take|die|None|none|Defeat|Seal|Keep|top|bottom|Market pile|rests|firewood|card)\b`)

// checkWords fails when words said in English or French hold notation, or French holds an
// English word or an English card name.
func checkWords(t testing.TB, what string, m say.Msg) {
	t.Helper()
	en, fr := say.In("en").Say(m), say.In("fr").Say(m)
	for _, text := range []string{en, fr} {
		if bad := notation.FindString(text); bad != "" {
			t.Fatalf("%s: %q holds notation %q", what, text, bad)
		}
	}
	if bad := englishWords.FindString(fr); bad != "" {
		t.Fatalf("%s: the French %q holds the English %q", what, fr, bad)
	}
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	for _, c := range cat.Cards {
		if c.Name.EN != c.Name.FR && len(c.Name.EN) > 4 && strings.Contains(fr, c.Name.EN) && !strings.Contains(fr, c.Name.FR) {
			t.Fatalf("%s: the French %q holds the English name %q", what, fr, c.Name.EN)
		}
	}
}

// wordsGames plays seeded random games of every box and calls check on every table reached.
func wordsGames(t *testing.T, games int, check func(s *State)) {
	for seed := uint64(1); seed <= uint64(games); seed++ {
		for _, opts := range []Options{randomOptions(seed), swordsOptions(seed), pocketOptions(seed)} {
			s, err := NewGame(opts)
			require.NoError(t, err)
			pick := rand.New(rand.NewPCG(seed, 7))
			for step := 0; !s.Over() && step < 2000; step++ {
				check(s)
				legal := Legal(s)
				require.NotEmpty(t, legal)
				next, _, err := Apply(s, pickMove(pick, s, legal))
				require.NoError(t, err)
				s = next
			}
		}
	}
}

func TestMoveAndAnswerWords(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 3
	}
	kinds := map[TaskKind]bool{}
	wordsGames(t, games, func(s *State) {
		for _, m := range Legal(s) {
			checkWords(t, m.String(), MoveWords(s, m))
		}
		answers := PromptAnswers(s)
		if p := PendingPrompt(s); p != nil {
			kinds[p.Kind] = true
			checkWords(t, "prompt "+string(p.Kind), p.Msg)
			require.Len(t, answers, len(p.Options))
			for i, a := range answers {
				assert.Equal(t, p.Options[i], a.Text)
				checkWords(t, string(p.Kind)+" "+a.Text, a.Words)
				checkTargets(t, s, string(p.Kind)+" "+a.Text, a.Targets)
			}
		}
	})
	for _, k := range []TaskKind{TaskExhaust, TaskScout, TaskSteal} {
		assert.True(t, kinds[k], "no %s prompt was met", k)
	}

}

// checkTargets fails when a target points outside the table or tells a face-down card.
func checkTargets(t testing.TB, s *State, what string, targets []Target) {
	t.Helper()
	for _, tg := range targets {
		switch tg.Kind {
		case TargetLine:
			require.True(t, tg.Pos >= 1 && tg.Pos <= len(s.Line), "%s: position %d", what, tg.Pos)
			if !s.Line[tg.Pos-1].FaceUp {
				require.Empty(t, tg.Card, "%s: a face-down card told", what)
			} else {
				require.Equal(t, s.Line[tg.Pos-1].Card, tg.Card, what)
			}
		case TargetDie:
			a := s.Adventurer(tg.Adventurer)
			require.NotNil(t, a, "%s: die of %q", what, tg.Adventurer)
			if tg.Tamed == "" {
				require.Condition(t, func() bool {
					for _, d := range a.Dice {
						if d.Value == tg.Value {
							return true
						}
					}
					return false
				}, "%s: the %s shows no %d", what, tg.Adventurer, tg.Value)
			}
		case TargetAbility:
			require.NotEmpty(t, tg.Adventurer, what)
		case TargetSpace, TargetCard:
			if tg.Kind == TargetCard {
				t.Fatalf("%s: %q lies nowhere on the table", what, tg.Card)
			}
		}
	}
}

func TestStunAnswerWordsAndTargets(t *testing.T) {
	s := loadScenario(t, "swords-riders-stun.json")
	moves := readMoves(t, "swords-riders-stun.moves")
	for _, mv := range moves {
		if p := PendingPrompt(s); p != nil && p.Kind == TaskStun {
			break
		}
		s = play(t, s, mv)
	}
	p := PendingPrompt(s)
	require.NotNil(t, p)
	require.Equal(t, TaskStun, p.Kind)
	a := PromptAnswers(s)[0]
	card, value, _ := strings.Cut(a.Text, ":")
	require.Len(t, a.Targets, 2)
	assert.Equal(t, TargetAbility, a.Targets[0].Kind)
	assert.Equal(t, card, a.Targets[0].Card)
	assert.Equal(t, TargetDie, a.Targets[1].Kind)
	assert.Equal(t, value, strconv.Itoa(a.Targets[1].Value))
	en := say.In("en").Say(a.Words)
	assert.Contains(t, en, "die "+value)
	assert.NotContains(t, say.In("en").Say(p.Msg), "card:value")
}

// gestureMoves are the moves a table's gestures ask for on s: each free die dropped on each
// Line card, ability card, Item, camp space and rune, and each card exhausted or burnt.
func gestureMoves(s *State) []Move {
	var out []Move
	for _, a := range s.Adventurers {
		for _, d := range a.Dice {
			if d.State != DieFree {
				continue
			}
			die := []DieSpec{{Adventurer: a.ID, Value: d.Value}}
			for p := 1; p <= len(s.Line); p++ {
				out = append(out, Move{Verb: VerbAttack, Pos: p, Dice: die})
			}
			for _, b := range s.Adventurers {
				for _, sl := range b.Slots {
					out = append(out, Move{Verb: VerbUse, Card: sl.Card, Dice: die})
				}
				for _, it := range b.Items {
					out = append(out, Move{Verb: VerbUse, Card: it.Card, Dice: die})
				}
			}
			for _, sp := range []Space{SpaceChop, SpaceScout, SpaceMap, SpaceHeal, SpaceEquip, SpaceAction} {
				out = append(out, Move{Verb: VerbPlace, Value: d.Value, Space: sp})
			}
			for _, r := range []Rune{RuneSeal, RuneVanquish, RuneBolster} {
				out = append(out, Move{Verb: VerbRune, Value: d.Value, Runes: []Rune{r}})
			}
		}
		for _, sl := range a.Slots {
			out = append(out, Move{Verb: VerbExhaust, Card: sl.Card}, Move{Verb: VerbFire, Card: sl.Card})
		}
	}
	return out
}

// A refused gesture is explained in words: the rule, never the notation to type.
func TestGestureRefusalsAreWords(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	refusals := 0
	wordsGames(t, games, func(s *State) {
		if s.Pending() != nil {
			return
		}
		for _, m := range gestureMoves(s) {
			_, _, err := Apply(s, m)
			if err == nil {
				continue
			}
			refusals++
			for _, lang := range say.Languages {
				text := say.In(lang).Err(err)
				require.NotRegexp(t, notation, text, "%s refused: %q", m, text)
			}
		}
	})
	assert.Greater(t, refusals, 1000)
}

// The Loaded Die names one of its owner's dice by its value: its words say "the Warrior's die
// 3", never a Line position ("the face-down card (3rd)").
func TestLoadedDieNamesADie(t *testing.T) {
	data, err := os.ReadFile("../scenarios/merchant.json")
	require.NoError(t, err)
	sc, err := ParseScenario(data)
	require.NoError(t, err)
	sc.Merchant.Deck = slices.DeleteFunc(sc.Merchant.Deck, func(c string) bool { return c == "loaded-die" })
	for i := range sc.Adventurers {
		if sc.Adventurers[i].ID == "warrior" {
			sc.Adventurers[i].Items = []Item{{Card: "loaded-die"}}
		}
	}
	s, err := sc.Build()
	require.NoError(t, err)
	s = play(t, s, "end", "end", "choose 1") // the camp, the Merchant, its drawn Item: the Watch
	var words []string
	for _, m := range Legal(s) {
		if m.Card == "loaded-die" && len(m.Args) == 1 {
			en := say.In("en").Say(MoveWords(s, m))
			words = append(words, en)
			assert.Contains(t, en, "the Warrior's die "+m.Args[0].String())
			assert.NotContains(t, en, "face-down")
			assert.Equal(t, []Target{{Kind: TargetItem, Card: "loaded-die", Adventurer: "warrior"},
				{Kind: TargetDie, Adventurer: "warrior", Value: m.Args[0].N}}, MoveTargets(s, m))
		}
	}
	require.NotEmpty(t, words, "the Loaded Die is offered")
}
