package dialogs

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Settings are the player's choices the Settings form shows and changes.
type Settings struct {
	Language string // "", "en" or "fr": "" follows the system
	Theme    string // "", "light" or "dark": "" follows the system
	Confirm  bool   // ask before a move that loses a card or the game
	Motion   bool   // animate cards, dice and firewood
}

// NewSettings is the Settings form over parent, showing current: apply gets the choices when
// the player presses Apply, and nothing happens on Cancel. The caller shows it.
func NewSettings(parent fyne.Window, current Settings, apply func(Settings)) *dialog.FormDialog {
	langs, looks := languageChoices(), themeChoices()
	langSel := widget.NewSelect(langs.labels, nil)
	langSel.SetSelected(langs.label(current.Language))
	lookSel := widget.NewRadioGroup(looks.labels, nil)
	lookSel.Horizontal = true
	lookSel.SetSelected(looks.label(current.Theme))
	ask := widget.NewCheck(lang.L("Ask before a move that loses a card or the game"), nil)
	ask.SetChecked(current.Confirm)
	motion := widget.NewCheck(lang.L("Animate cards, dice and firewood"), nil)
	motion.SetChecked(current.Motion)
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Language"), langSel),
		widget.NewFormItem(lang.L("Look"), lookSel),
		widget.NewFormItem(lang.L("Confirmations"), ask),
		widget.NewFormItem(lang.L("Motion"), motion),
	}
	return dialog.NewForm(lang.L("Settings"), lang.L("Apply"), lang.L("Cancel"), items, func(ok bool) {
		if ok {
			apply(Settings{
				Language: langs.value(langSel.Selected),
				Theme:    looks.value(lookSel.Selected),
				Confirm:  ask.Checked,
				Motion:   motion.Checked,
			})
		}
	}, parent)
}

// settingsChoices pairs each stored value with its label.
type settingsChoices struct {
	values, labels []string
}

func (c settingsChoices) label(value string) string {
	for i, v := range c.values {
		if v == value {
			return c.labels[i]
		}
	}
	return c.labels[0]
}

func (c settingsChoices) value(label string) string {
	for i, l := range c.labels {
		if l == label {
			return c.values[i]
		}
	}
	return c.values[0]
}

func languageChoices() settingsChoices {
	return settingsChoices{values: []string{"", "en", "fr"}, labels: []string{lang.L("As the system"), "English", "Français"}}
}

func themeChoices() settingsChoices {
	return settingsChoices{values: []string{"", "light", "dark"}, labels: []string{lang.L("As the system"), lang.L("Light"), lang.L("Dark")}}
}
