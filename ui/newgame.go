package ui

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
)

// newGameForm holds the New game dialog's fields; Options reads them.
type newGameForm struct {
	party      []*widget.Select
	difficulty *widget.RadioGroup
	firewood   *widget.RadioGroup
	final      *widget.Select
	seed       *widget.Entry
	locations  *widget.RadioGroup
	unhallowed *widget.Check
	balanced   *widget.Check
	box        *widget.RadioGroup
	rates      *widget.Label // the expert bot's measured win rates for the box chosen
	items      []*widget.FormItem
}

// difficultyLabel names a difficulty in the interface's language.
func difficultyLabel(d string) string {
	switch d {
	case "easy":
		return lang.L("Easy")
	case "hard":
		return lang.L("Hard")
	case "insane":
		return lang.L("Insane")
	}
	return lang.L("Normal")
}

// boxDifficultyLabels names a box's four difficulties, easiest first: Pocket Watch's are its
// own (Casual, Normal, Hard, Impossible).
func boxDifficultyLabels(box string) []string {
	var out []string
	for k, d := range game.Difficulties {
		if box == game.GamePocket {
			out = append(out, pocketDifficultyName(game.PocketDifficulties[k]))
			continue
		}
		out = append(out, difficultyLabel(d))
	}
	return out
}

// difficultyIndex is a difficulty's place among the four, a box's own name or the base
// game's (Normal when unknown).
func difficultyIndex(d string) int {
	if k := slices.Index(game.PocketDifficulties, d); k >= 0 {
		return k
	}
	if k := slices.Index(game.Difficulties, d); k >= 0 {
		return k
	}
	return 1
}

// difficultyItem is the difficulty's row of the form, with the expert bot's measured win
// rate at each difficulty below it, for the box chosen (see ratesText).
func difficultyItem(choice *widget.RadioGroup, rates *widget.Label) *widget.FormItem {
	rates.SizeName = theme.SizeNameCaptionText
	rates.Wrapping = fyne.TextWrapWord
	return widget.NewFormItem(lang.L("Difficulty"), container.NewVBox(choice, rates))
}

// ratesText says the expert bot's measured win rate at each difficulty of a box (mixed or not
// with the base box), named as the form names it, or "" when none was measured.
func ratesText(box string, mix bool) string {
	measured := bot.WinRates(box, mix)
	names := game.Difficulties
	if box == game.GamePocket {
		names = game.PocketDifficulties
	}
	var rates []string
	for k, d := range names {
		if m, ok := measured[d]; ok {
			percent := strconv.FormatFloat(m.Percent(), 'f', 1, 64)
			if currentLanguage == "fr" {
				percent = strings.Replace(percent, ".", ",", 1)
			}
			rates = append(rates, lang.L("{{.Difficulty}} {{.Percent}}%", map[string]any{"Difficulty": boxDifficultyLabels(box)[k], "Percent": percent}))
		}
	}
	args := map[string]any{"Rates": strings.Join(rates, ", ")}
	switch {
	case len(rates) == 0:
		return ""
	case box == game.GamePocket:
		return lang.L("The expert bot wins (Pocket Watch): {{.Rates}}", args)
	case box == game.GameSwords && mix:
		return lang.L("The expert bot wins (Swords of the Coin mixed with the base game): {{.Rates}}", args)
	case box == game.GameSwords:
		return lang.L("The expert bot wins (Swords of the Coin): {{.Rates}}", args)
	}
	return lang.L("The expert bot wins (base game): {{.Rates}}", args)
}

// adventurerChoices lists the adventurers a party can hold, by name.
func adventurerChoices() (names []string, ids map[string]string) {
	ids = map[string]string{}
	for _, id := range catalog().AdventurerIDs() {
		name := advName(id)
		names = append(names, name)
		ids[name] = id
	}
	return names, ids
}

// finalChoices lists the final locations by name, after "Random".
func finalChoices() (names []string, ids map[string]string) {
	ids = map[string]string{}
	names = []string{lang.L("Random")}
	var finals []string
	for id, c := range catalog().Cards {
		if c.Kind == game.KindLocation && c.LocationKind == game.LocationFinal {
			finals = append(finals, id)
		}
	}
	slices.Sort(finals)
	for _, id := range finals {
		names = append(names, cardName(id))
		ids[cardName(id)] = id
	}
	return names, ids
}

// newNewGameForm fills the form from the options of the game on the table.
func newNewGameForm(prev game.Options) *newGameForm {
	f := &newGameForm{}
	names, _ := adventurerChoices()
	for i := range 4 {
		sel := widget.NewSelect(names, nil)
		switch {
		case i < len(prev.Adventurers):
			sel.SetSelected(advName(prev.Adventurers[i]))
		case i < len(names):
			sel.SetSelected(names[i])
		}
		f.party = append(f.party, sel)
	}
	var diffs []string
	for _, d := range game.Difficulties {
		diffs = append(diffs, difficultyLabel(d))
	}
	f.difficulty = widget.NewRadioGroup(diffs, nil)
	f.difficulty.Horizontal = true
	f.difficulty.SetSelected(difficultyLabel(game.Difficulties[difficultyIndex(prev.Difficulty)]))
	f.firewood = widget.NewRadioGroup([]string{lang.L("{{.N}}, as the rules say", map[string]any{"N": game.StartingFirewood}), lang.L("Roll a d8")}, nil)
	f.firewood.Horizontal = true
	f.firewood.SetSelected(f.firewood.Options[0])
	if prev.RandomFirewood {
		f.firewood.SetSelected(f.firewood.Options[1])
	}
	finals, _ := finalChoices()
	f.final = widget.NewSelect(finals, nil)
	f.final.SetSelected(finals[0])
	if prev.FinalLocation != "" {
		f.final.SetSelected(cardName(prev.FinalLocation))
	}
	f.seed = widget.NewEntry()
	f.seed.SetText(strconv.FormatUint(rand.Uint64()%1_000_000_000, 10))
	f.seed.Validator = func(s string) error {
		if _, err := strconv.ParseUint(s, 10, 64); err != nil {
			return errors.New(lang.L("a whole number"))
		}
		return nil
	}
	f.locations = widget.NewRadioGroup([]string{lang.L("The 20 of the retail box"), lang.L("All 31")}, nil)
	f.locations.Horizontal = true
	f.locations.SetSelected(f.locations.Options[0])
	if prev.Locations == game.LocationsAll {
		f.locations.SetSelected(f.locations.Options[1])
	}
	f.unhallowed = widget.NewCheck(lang.L("Add the 4 extra Unhallowed"), nil)
	f.unhallowed.SetChecked(prev.ExtraUnhallowed)
	f.balanced = widget.NewCheck(lang.L("Build it by the rulebook's guidelines"), nil)
	f.balanced.SetChecked(prev.CreatureDeck == game.DeckBalanced)
	reroll := widget.NewButton(lang.L("New seed"), func() { f.seed.SetText(strconv.FormatUint(rand.Uint64()%1_000_000_000, 10)) })
	partyBox := container.NewGridWithColumns(2)
	for _, s := range f.party {
		partyBox.Add(s)
	}
	f.box = newBoxChoice(prev)
	f.rates = widget.NewLabel("")
	boxChosen := func(string) {
		box, mix := boxOptions(f.box)
		// The difficulties are named as the box names them (Pocket Watch's Casual...), as
		// the Statistics name them too; the choice keeps its place.
		k := max(slices.Index(f.difficulty.Options, f.difficulty.Selected), 0)
		f.difficulty.Options = boxDifficultyLabels(box)
		f.difficulty.Selected = f.difficulty.Options[k]
		f.difficulty.Refresh()
		f.rates.SetText(ratesText(box, mix))
		if f.rates.Text == "" {
			f.rates.Hide()
		} else {
			f.rates.Show()
		}
		// Pocket Watch plays its own location card and double creature cards: the choices
		// of locations and of the deck do not apply (see pocketFormOptions).
		for _, w := range []fyne.Disableable{f.final, f.locations, f.unhallowed, f.balanced} {
			if box == game.GamePocket {
				w.Disable()
			} else {
				w.Enable()
			}
		}
	}
	boxChosen("")
	f.box.OnChanged = boxChosen
	f.items = []*widget.FormItem{
		widget.NewFormItem(lang.L("Box"), f.box),
		widget.NewFormItem(lang.L("Adventurers"), partyBox),
		difficultyItem(f.difficulty, f.rates),
		widget.NewFormItem(lang.L("Starting firewood"), f.firewood),
		widget.NewFormItem(lang.L("Final location"), f.final),
		widget.NewFormItem(lang.L("Locations"), f.locations),
		widget.NewFormItem(lang.L("Unhallowed"), f.unhallowed),
		widget.NewFormItem(lang.L("Creature deck"), f.balanced),
		widget.NewFormItem(lang.L("Seed"), container.NewBorder(nil, nil, nil, reroll, f.seed)),
	}
	return f
}

// Options reads the form; an error says what to fix.
func (f *newGameForm) Options() (game.Options, error) {
	var opts game.Options
	_, ids := adventurerChoices()
	for _, s := range f.party {
		id, ok := ids[s.Selected]
		if !ok {
			return opts, errors.New(lang.L("Choose four adventurers."))
		}
		if slices.Contains(opts.Adventurers, id) {
			return opts, fmt.Errorf("%s", lang.L("{{.Adv}} is chosen twice.", map[string]any{"Adv": s.Selected}))
		}
		opts.Adventurers = append(opts.Adventurers, id)
	}
	if k := slices.Index(f.difficulty.Options, f.difficulty.Selected); k >= 0 {
		opts.Difficulty = game.Difficulties[k] // Pocket Watch's in the same order (pocketFormOptions)
	}
	opts.RandomFirewood = f.firewood.Selected == f.firewood.Options[1]
	opts.Locations = game.LocationsRetail
	if f.locations.Selected == f.locations.Options[1] {
		opts.Locations = game.LocationsAll
	}
	opts.ExtraUnhallowed = f.unhallowed.Checked
	opts.Game, opts.Mix = boxOptions(f.box)
	opts = pocketFormOptions(opts)
	if f.balanced.Checked {
		opts.CreatureDeck = game.DeckBalanced
	}
	_, finals := finalChoices()
	opts.FinalLocation = finals[f.final.Selected]
	seed, err := strconv.ParseUint(f.seed.Text, 10, 64)
	if err != nil {
		return opts, errors.New(lang.L("The seed must be a whole number."))
	}
	opts.Seed = seed
	return opts, nil
}

// showNewGame opens the New game dialog; the game starts when its options are accepted.
func (t *Table) showNewGame() {
	if questionOpen(t.win) {
		return
	}
	t.showNewGameForm(newNewGameForm(t.model.State().Options))
}

// showNewGameForm opens the New game dialog on a form; Enter starts, Esc cancels.
func (t *Table) showNewGameForm(f *newGameForm) {
	if t.win == nil {
		return
	}
	d := dialog.NewForm(lang.L("New game"), lang.L("Start"), lang.L("Cancel"), f.items, func(ok bool) {
		if ok {
			t.startFromForm(f)
		}
	}, t.win)
	d.Resize(fyne.NewSize(600, 560))
	f.seed.OnSubmitted = func(string) { d.Submit() }
	showKeyed(t.win, d, d.Submit)
}

// startFromForm starts the game the form describes, or says why it cannot and opens the form
// again with every choice as the player left it. A game in progress is only given up once the
// player says so: it cannot be taken back.
func (t *Table) startFromForm(f *newGameForm) {
	opts, err := f.Options()
	if err == nil {
		var sess *session.Session
		if sess, err = session.New(opts); err == nil {
			start := func() { t.model.Replace(sess, func() string { return lang.L("A new game begins.") }) }
			if s := t.model.State(); t.confirm.askFirst && s.Moves > 0 && !s.Over() {
				t.confirm.ask(lang.L("Give up this game?"), lang.L("The game in progress ends here and cannot be taken back."), lang.L("Start the new game"), start)
				return
			}
			start()
			return
		}
	}
	showError(t.win, err, func() { t.showNewGameForm(f) })
}
