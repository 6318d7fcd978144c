package dialogs

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// settingsFields are the Settings form's fields as the window shows them.
type settingsFields struct {
	language        *widget.Select
	look            *widget.RadioGroup
	confirm, motion *widget.Check
}

func shownSettings(t *testing.T, w fyne.Window) settingsFields {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top, "the form is shown over the window")
	var f settingsFields
	var checks []*widget.Check
	for _, o := range test.LaidOutObjects(top) {
		switch v := o.(type) {
		case *widget.Select:
			f.language = v
		case *widget.RadioGroup:
			f.look = v
		case *widget.Check:
			checks = append(checks, v)
		}
	}
	require.NotNil(t, f.language)
	require.NotNil(t, f.look)
	require.Len(t, checks, 2)
	f.confirm, f.motion = checks[0], checks[1]
	return f
}

// The form shows the choices it was given, and Apply hands back the ones the player made.
func TestSettingsShowsTheChoicesAndAppliesTheNewOnes(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(800, 600))
	var applied []Settings
	d := NewSettings(w, Settings{Language: "fr", Theme: "dark", Confirm: false, Motion: true}, func(s Settings) {
		applied = append(applied, s)
	})
	d.Show()
	f := shownSettings(t, w)
	assert.Equal(t, "Français", f.language.Selected)
	assert.Equal(t, "Dark", f.look.Selected)
	assert.False(t, f.confirm.Checked)
	assert.True(t, f.motion.Checked)

	f.language.SetSelected("As the system")
	f.look.SetSelected("Light")
	f.confirm.SetChecked(true)
	f.motion.SetChecked(false)
	d.Submit()
	assert.Equal(t, []Settings{{Language: "", Theme: "light", Confirm: true, Motion: false}}, applied)
}

// Cancel applies nothing, and a value the form does not know shows as following the system.
func TestSettingsCancelAppliesNothing(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(800, 600))
	applied := false
	d := NewSettings(w, Settings{Language: "de", Theme: "sepia", Confirm: true}, func(Settings) { applied = true })
	d.Show()
	f := shownSettings(t, w)
	assert.Equal(t, "As the system", f.language.Selected)
	assert.Equal(t, "As the system", f.look.Selected)
	f.look.SetSelected("Dark")
	d.Dismiss()
	assert.False(t, applied)
}
