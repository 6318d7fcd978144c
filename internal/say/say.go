// Package say holds what the game tells a player as data: a message is a key (the English text,
// with {{.Name}} places as in the translation files) and its arguments (card and adventurer ids,
// numbers, other messages). The same message is put into words in English or French by a
// Speaker, from the translation files in assets/translations, so the engine, the solver, the
// command line and the window all say the same thing in the player's language.
package say

import (
	"errors"
	"sort"
	"strings"
	"sync"
)

// Msg is one thing to tell a player. Args maps each {{.Name}} of the key to its value: an int,
// a Card, an Adv, an Ord, a Raw text shown as it is, a nested Msg, or a List.
type Msg struct {
	Key  string
	Args map[string]any
}

// M builds a message from its key and name/value pairs: M("{{.Card}} is sealed.", "Card", Card(id)).
// The key must be a string constant: the translation files are checked against the keys the
// code gives (internal/i18nkeys).
func M(key string, pairs ...any) Msg {
	m := Msg{Key: key}
	if len(pairs) > 0 {
		m.Args = make(map[string]any, len(pairs)/2)
		for i := 0; i+1 < len(pairs); i += 2 {
			name, _ := pairs[i].(string)
			m.Args[name] = pairs[i+1]
		}
	}
	return m
}

// Card is a card id, shown as the card's name in the chosen language.
type Card string

// Adv is an adventurer id, shown as the adventurer's name.
type Adv string

// Type is a creature type key, shown as the type's name.
type Type string

// Ord is a 1-based Line position, shown as an ordinal: "2nd", "2e".
type Ord int

// Raw is text shown as it is, never translated: move notation, an excerpt of bad input.
type Raw string

// List is several messages shown one after another, separated by commas.
type List []Msg

// Error is a refusal or a problem told as a message. Error() gives the English sentence, so
// logs and callers that only know the error interface keep working.
type Error struct {
	Msg Msg
	// Err is a cause kept for errors.Is and errors.As; its text is not shown.
	Err error
}

// Err returns an error telling a message: Err("there is no prompt to answer"). An error with
// no arguments is made once for its key and shared (no one changes an Error): the rules engine
// refuses many candidate moves for the same reason, and a refusal then costs nothing.
func Err(key string, pairs ...any) error {
	if len(pairs) == 0 {
		if e, ok := plainErrors.Load(key); ok {
			return e.(*Error)
		}
		e, _ := plainErrors.LoadOrStore(key, &Error{Msg: Msg{Key: key}})
		return e.(*Error)
	}
	return &Error{Msg: M(key, pairs...)}
}

// plainErrors are the errors without arguments, by key. The keys are the code's constants
// (internal/i18nkeys checks it), so the map stays small.
var plainErrors sync.Map

// Wrap returns an error telling a message that keeps cause for errors.Is and errors.As. A
// cause that is itself a message can be shown through an argument of type error.
func Wrap(cause error, key string, pairs ...any) error {
	return &Error{Msg: M(key, pairs...), Err: cause}
}

func (e *Error) Error() string { return English().Say(e.Msg) }

// SayMsg is the message the error tells.
func (e *Error) SayMsg() Msg { return e.Msg }

// Messager is an error that can be told as a message (Error and the game's own error types).
type Messager interface {
	error
	SayMsg() Msg
}

func (e *Error) Unwrap() error { return e.Err }

// MsgOf returns the message an error tells, if it is one.
func MsgOf(err error) (Msg, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e.Msg, true
	}
	return Msg{}, false
}

// Names gives a card's or an adventurer's name in a language; the game package sets it from the
// card data. Until then ids are shown as they are.
var Names = func(kind, id, lang string) string { return id }

// Keys returns the argument names of a message, sorted (for tests and debugging).
func (m Msg) Keys() []string {
	out := make([]string, 0, len(m.Args))
	for k := range m.Args {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// String is the message in English.
func (m Msg) String() string { return English().Say(m) }

// join puts list items together the way the language does.
func join(items []string) string { return strings.Join(items, ", ") }
