package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
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
