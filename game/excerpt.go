package game

import "setawatch/internal/say"

// excerptRunes is how much of a bad input a message quotes: enough to recognise it, never so
// much that a huge input makes a huge message.
const excerptRunes = 48

// maxErrorRunes is the longest error text passed on whole from a decoder or a file's checks.
const maxErrorRunes = 400

// Excerpt returns s, or its beginning with "…" when it is longer than a message should quote.
func Excerpt(s string) string { return clip(s, excerptRunes) }

// clip returns s, or its first n runes and "…".
func clip(s string, n int) string { return say.Clip(s, n) }

// shortError keeps an error's text short (a JSON decoder quotes the field names it meets, and a
// file's checks quote its values, which a damaged file can make as long as it likes) while
// errors.Is and errors.As still see the original.
func shortError(err error) error {
	if err == nil {
		return nil
	}
	if text := err.Error(); clip(text, maxErrorRunes) != text {
		return &shortened{text: clip(text, maxErrorRunes), err: err}
	}
	return err
}

type shortened struct {
	text string
	err  error
}

func (e *shortened) Error() string { return e.text }
func (e *shortened) Unwrap() error { return e.err }
