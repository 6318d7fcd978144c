package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Hint's dialog is as tall as its words need, within bounds: a short advice leaves no
// empty page, a long plan scrolls.
func TestHintSizeFollowsItsWords(t *testing.T) {
	newTestApp(t)
	short := widget.NewLabel("Next: End the Watch")
	short.Wrapping = fyne.TextWrapWord
	long := widget.NewLabel(strings.Repeat("The Wizard hits the Bear for 6 and defeats it. ", 60))
	long.Wrapping = fyne.TextWrapWord
	s, l := hintSize(short), hintSize(long)
	assert.Less(t, s.Height, l.Height)
	assert.LessOrEqual(t, l.Height, float32(360))
	assert.GreaterOrEqual(t, s.Height, float32(90))
}

// The enlarged view (right-click) is the card itself, large: its frame, title and picture, and
// its whole text, not a box of text.
func TestEnlargedViewIsTheCardLarge(t *testing.T) {
	tb, w := watchTable(t)
	answerPrompt(t, tb, "Wound")
	card := lineCardView(t, tb, 1)
	require.NotEmpty(t, card.Card)
	card.TappedSecondary(nil)
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "the enlarged view opens")
	var big *CardView
	for _, o := range test.LaidOutObjects(top) {
		if c, ok := o.(*CardView); ok {
			big = c
		}
	}
	require.NotNil(t, big, "the enlarged view holds the card")
	assert.Equal(t, card.Card, big.Card)
	assert.Equal(t, card.Frame, big.Frame)
	assert.GreaterOrEqual(t, big.Size().Width, 2*card.Size().Width, "large")
	r := test.WidgetRenderer(big).(*cardRenderer)
	require.NotNil(t, r.art.Image, "with its picture")
	assert.GreaterOrEqual(t, r.art.Size().Height, card.Size().Height/2, "a picture of a good size")
	shown := strings.Join(texts(big), " ")
	for _, line := range strings.Split(cardDetails(card.Card), "\n") {
		if line != "" {
			assert.Contains(t, shown, strings.Fields(line)[0], "its text: %q", line)
		}
	}
	assertShown(t, w, big, "the enlarged card")
}
