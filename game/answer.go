package game

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"setawatch/internal/say"
)

// Answer is the answer to a prompt, which a choose move carries. Which fields it sets depends
// on what the prompt's answers are (its form): make one with the constructors below. Its
// notation (String) is read back against the prompt it answers, never alone: "3" is a pile to
// the Market's cover and a die's value to Bolster.
type Answer struct {
	Card       string   // the card chosen by its key; a swap's card given up ("out>in"); Stun's card
	In         string   // a swap: the card taken in Card's place
	Adventurer string   // the adventurer chosen (Assist, Prepared), or whose die is chosen (with Value)
	Value      int      // the value of the die chosen, the Adventurer's ("ranger:3") or put on Card (Stun: "card:3")
	Pile       int      // the Market pile covered, 1 to 3
	Values     []int    // Bolster: the values of the dice rerolled, lowest first ("3+5")
	Top        []string // scouting: the cards put back on top, the first dealt first ("a,b,c")
	Bottom     []string // Scout Ahead: the cards put at the bottom, the first nearest the top
	Cut        bool     // Scout Ahead: the cards are parted between Top and Bottom ("a,b/c")
	None       bool     // the prompt is declined ("none")

	// written is the notation of an answer read by ParseMove, which only the prompt it answers
	// reads (see readAnswer); the other fields are then unset.
	written string
}

// Constructors of answers, one for each form a prompt's answers take.

// AnswerNone declines the prompt.
func AnswerNone() Answer { return Answer{None: true} }

// AnswerCard chooses a card (a creature, location, Unhallowed, ability card...) by its key.
func AnswerCard(card string) Answer { return Answer{Card: card} }

// AnswerAdventurer chooses an adventurer.
func AnswerAdventurer(id string) Answer { return Answer{Adventurer: id} }

// AnswerDie chooses an adventurer's die showing value.
func AnswerDie(adventurer string, value int) Answer {
	return Answer{Adventurer: adventurer, Value: value}
}

// Die is the die an answer chooses (AnswerDie).
func (a Answer) Die() DieSpec { return DieSpec{Adventurer: a.Adventurer, Value: a.Value} }

// AnswerSwap gives up the card out for the card in (Equip, Multi-Talented; White Monolith
// refreshes out and exhausts in).
func AnswerSwap(out, in string) Answer { return Answer{Card: out, In: in} }

// AnswerStun puts a die showing value on an ability card, without effect.
func AnswerStun(card string, value int) Answer { return Answer{Card: card, Value: value} }

// AnswerReroll rerolls the dice showing values (lowest first); none is AnswerNone.
func AnswerReroll(values ...int) Answer { return Answer{Values: values} }

// AnswerPile covers Market pile k (1 to 3).
func AnswerPile(k int) Answer { return Answer{Pile: k} }

// AnswerOnTop puts the cards looked at back on top, the first dealt first (the Elven Scout).
func AnswerOnTop(cards ...string) Answer { return Answer{Top: cards} }

// AnswerTopBottom puts the cards looked at back on top and at the bottom, each in order
// (Scout Ahead).
func AnswerTopBottom(top, bottom []string) Answer { return Answer{Top: top, Bottom: bottom, Cut: true} }

// Choose is the move that answers the pending prompt with a.
func Choose(a Answer) Move { return Move{Verb: VerbChoose, Answer: &a} }

// Equal reports whether two answers say the same (a list left empty or nil alike).
func (a Answer) Equal(b Answer) bool {
	return a.None == b.None && a.Card == b.Card && a.In == b.In && a.Adventurer == b.Adventurer &&
		a.Value == b.Value && a.Pile == b.Pile && a.Cut == b.Cut &&
		slices.Equal(a.Values, b.Values) && slices.Equal(a.Top, b.Top) && slices.Equal(a.Bottom, b.Bottom) &&
		a.written == b.written
}

// own is a with lists of its own.
func (a Answer) own() Answer {
	a.Values, a.Top, a.Bottom = slices.Clone(a.Values), slices.Clone(a.Top), slices.Clone(a.Bottom)
	return a
}

// String is the answer in notation, as a choose move writes it.
func (a Answer) String() string {
	switch {
	case a.written != "":
		return a.written
	case a.None:
		return noneWord
	case a.Cut:
		return strings.Join(a.Top, ",") + "/" + strings.Join(a.Bottom, ",")
	case a.Top != nil:
		return strings.Join(a.Top, ",")
	case a.In != "":
		return a.Card + ">" + a.In
	case a.Values != nil:
		return valuesText(a.Values, "+")
	case a.Pile != 0:
		return strconv.Itoa(a.Pile)
	case a.Adventurer != "" && a.Value != 0:
		return a.Die().String()
	case a.Value != 0:
		return a.Card + ":" + strconv.Itoa(a.Value)
	case a.Adventurer != "":
		return a.Adventurer
	}
	return a.Card
}

// noneWord declines a prompt in notation.
const noneWord = "none"

// answerForm is what the answers to a kind of prompt are, which says how its answers are read
// from notation.
type answerForm int

const (
	formCard       answerForm = iota // a card's key, or none
	formAdventurer                   // an adventurer's id, or none
	formDie                          // a die, "adventurer:value", or none
	formStun                         // a die's value on an ability card, "card:value"
	formSwap                         // two cards, "out>in"
	formReroll                       // the values of dice, "3+5", or none
	formPile                         // a Market pile, "2"
	formOnTop                        // the cards looked at in order, "a,b,c"
	formTopBottom                    // the cards looked at on top, then at the bottom, "a,b/c"
)

// readAnswer is the answer a move gives to the prompt t: its own, or its notation read as the
// prompt's answers are written.
func (g *game) readAnswer(t *Task, m Move) (Answer, error) {
	if m.Answer == nil {
		return Answer{}, errUnread
	}
	if m.Answer.written == "" {
		return *m.Answer, nil
	}
	return readAnswerText(taskRules[t.Kind].form, m.Answer.written)
}

// ReadAnswer is the answer a choose move gives to the prompt pending on s, its notation read as
// that prompt's answers are written when the move was read from text (ParseMove); ok is false
// when nothing is pending or the move does not read as an answer to it.
func ReadAnswer(s *State, m Move) (answer Answer, ok bool) {
	t := s.Pending()
	if t == nil || m.Verb != VerbChoose {
		return Answer{}, false
	}
	answer, err := (&game{s: s}).readAnswer(t, m)
	return answer, err == nil
}

// readAnswerText reads an answer written in the notation of form. The numbers are read as the
// engine writes them ("3", never "03"), as the texts of the answers were once compared whole.
func readAnswerText(form answerForm, text string) (Answer, error) {
	if text == noneWord && form != formStun && form != formSwap && form != formPile && form != formOnTop && form != formTopBottom {
		return AnswerNone(), nil
	}
	switch form {
	case formAdventurer:
		return AnswerAdventurer(text), nil
	case formDie, formStun:
		x, v, ok := strings.Cut(text, ":")
		n, err := number(v)
		if !ok || x == "" || err != nil {
			return Answer{}, errUnread
		}
		if form == formStun {
			return AnswerStun(x, n), nil
		}
		return AnswerDie(x, n), nil
	case formSwap:
		out, in, ok := strings.Cut(text, ">")
		if !ok {
			return Answer{}, errUnread
		}
		return AnswerSwap(out, in), nil
	case formReroll:
		var values []int
		for v := range strings.SplitSeq(text, "+") {
			n, err := number(v)
			if err != nil {
				return Answer{}, err
			}
			values = append(values, n)
		}
		return AnswerReroll(values...), nil
	case formPile:
		n, err := number(text)
		if err != nil {
			return Answer{}, err
		}
		return AnswerPile(n), nil
	case formOnTop:
		if strings.Contains(text, "/") {
			return Answer{}, say.Err(`the cards all go back on top, in order: no "/"`)
		}
		return AnswerOnTop(cardList(text)...), nil
	case formTopBottom:
		top, bottom, cut := strings.Cut(text, "/")
		if !cut || strings.Contains(bottom, "/") {
			return Answer{}, say.Err(`write the cards for the top in order, one "/", then those for the bottom`)
		}
		return AnswerTopBottom(cardList(top), cardList(bottom)), nil
	}
	return AnswerCard(text), nil
}

// number reads a number as the engine writes it.
func number(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || strconv.Itoa(n) != s {
		return 0, errUnread
	}
	return n, nil
}

// errUnread is an answer that is not written as the prompt's answers are: the refusal lists
// those (see notAnswer).
var errUnread = errors.New("not written as an answer")

// cardList is the cards of a list joined by commas: none for "", and an empty name between
// two commas, which the prompt then refuses.
func cardList(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

// answerTexts writes answers in notation, for a refusal or a prompt shown as text.
func answerTexts(answers []Answer) []string {
	out := make([]string, len(answers))
	for i, a := range answers {
		out[i] = a.String()
	}
	return out
}

// cardAnswers appends to out an answer choosing each card.
func cardAnswers(out []Answer, cards ...string) []Answer {
	for _, c := range cards {
		out = append(out, AnswerCard(c))
	}
	return out
}

// valuesText writes numbers joined by sep.
func valuesText(values []int, sep string) string {
	var b []byte
	for i, v := range values {
		if i > 0 {
			b = append(b, sep...)
		}
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return string(b)
}
