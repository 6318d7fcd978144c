package dialogs

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// How to play shows its guide over the window, and Close takes it away.
func TestHowToShowsTheGuide(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(800, 600))
	d := NewHowTo(w)
	d.Show()
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "the guide is shown over the window")
	var guide *widget.RichText
	for _, o := range test.LaidOutObjects(top) {
		if r, ok := o.(*widget.RichText); ok && (guide == nil || len(r.String()) > len(guide.String())) {
			guide = r
		}
	}
	require.NotNil(t, guide)
	assert.Contains(t, guide.String(), "Each round")
	assert.Contains(t, guide.String(), "Without dragging")
	d.Hide()
	assert.Nil(t, w.Canvas().Overlays().Top())
}
