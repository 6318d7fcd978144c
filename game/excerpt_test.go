package game

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExcerptQuotesTheBeginningOfALongInput(t *testing.T) {
	assert.Equal(t, "camp ranger", Excerpt("camp ranger"))
	long := strings.Repeat("é", 1000)
	got := Excerpt(long)
	assert.Equal(t, excerptRunes+1, utf8.RuneCountInString(got))
	assert.True(t, strings.HasSuffix(got, "…"))
	assert.True(t, utf8.ValidString(got))
}

func TestShortErrorClipsTheTextAndKeepsTheCause(t *testing.T) {
	cause := errors.New(strings.Repeat("x", 10000))
	err := shortError(cause)
	assert.LessOrEqual(t, utf8.RuneCountInString(err.Error()), maxErrorRunes+1)
	assert.ErrorIs(t, err, cause)
	short := errors.New("short")
	assert.Same(t, short, shortError(short))
	assert.NoError(t, shortError(nil))
}

func TestALongMoveIsRefusedWithAnExcerpt(t *testing.T) {
	_, err := ParseMove("camp " + strings.Repeat("w", 1<<20))
	require.Error(t, err)
	assert.Less(t, len(err.Error()), 200)
	assert.Contains(t, err.Error(), "too long")
}

func TestADamagedRecordsMessageIsShort(t *testing.T) {
	data := `{"format": "setawatch-record/1", "options": {"seed": 1, "` + strings.Repeat("k", 1<<20) + `": 2}, "moves": []}`
	_, _, err := LoadRecord([]byte(data))
	require.Error(t, err)
	assert.Less(t, len(err.Error()), 2*maxErrorRunes)
}
