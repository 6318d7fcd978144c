package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
)

// A board's head is drawn as one picture: its name, role and facts are printed into it, the
// name ending in "…" when the board is narrow, and the tooltip keeps the whole card.
func TestBoardHeadIsOnePicture(t *testing.T) {
	newTestApp(t)
	h := newBoardHead("ranger", "A Ranger of a very long name indeed", "On Watch", "d8 · ranged · 2/2 rests left", "the card", 26)
	w := test.NewWindow(h)
	defer w.Close()
	w.Resize(fyne.NewSize(220, h.MinSize().Height))

	var drawn, texts []string
	for _, o := range test.WidgetRenderer(h).Objects() {
		switch x := o.(type) {
		case *canvas.Image:
			if x.Visible() && x.Image != nil {
				drawn = append(drawn, "picture")
			}
		case *canvas.Text:
			texts = append(texts, x.Text)
			if x.Visible() {
				drawn = append(drawn, x.Text)
			}
		}
	}
	assert.Equal(t, []string{"picture"}, drawn, "the window draws the head as one picture")
	assert.True(t, strings.HasSuffix(texts[0], "…"), "a long name is cut: %q", texts[0])
	assert.Equal(t, []string{"On Watch", "d8 · ranged · 2/2 rests left"}, texts[1:])
	assert.Equal(t, "the card", h.ToolTip())
	assert.Less(t, h.MinSize().Width, float32(220), "a narrow board cuts the name rather than widen")
}
