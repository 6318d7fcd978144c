package dialogs

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
)

// NewGameForm holds the New game dialog's fields; Options reads them.
type NewGameForm struct {
	Party      []*widget.Select
	Difficulty *widget.RadioGroup
	Firewood   *widget.RadioGroup
	Final      *widget.Select
	Seed       *widget.Entry
	Locations  *widget.RadioGroup
	Unhallowed *widget.Check
	Balanced   *widget.Check
	Box        *widget.RadioGroup
	Rates      *widget.Label // the expert bot's measured win rates for the box chosen
	names      Names
	items      []*widget.FormItem
}

// boxDifficultyLabels names a box's four difficulties, easiest first: Pocket Watch's are its
// own (Casual, Normal, Hard, Impossible).
func (n Names) boxDifficultyLabels(box string) []string {
	var out []string
	for k, d := range game.Difficulties {
		if box == game.GamePocket {
			out = append(out, n.PocketDifficultyName(game.PocketDifficulties[k]))
			continue
		}
		out = append(out, n.Difficulty(d))
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
func (n Names) ratesText(box string, mix bool) string {
	measured := bot.WinRates(box, mix)
	names := game.Difficulties
	if box == game.GamePocket {
		names = game.PocketDifficulties
	}
	var rates []string
	for k, d := range names {
		if m, ok := measured[d]; ok {
			percent := strconv.FormatFloat(m.Percent(), 'f', 1, 64)
			if n.Language == "fr" {
				percent = strings.Replace(percent, ".", ",", 1)
			}
			rates = append(rates, lang.L("{{.Difficulty}} {{.Percent}}%", map[string]any{"Difficulty": n.boxDifficultyLabels(box)[k], "Percent": percent}))
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
func (n Names) adventurerChoices() (names []string, ids map[string]string) {
	ids = map[string]string{}
	for _, id := range n.AdventurerIDs {
		name := n.Adventurer(id)
		names = append(names, name)
		ids[name] = id
	}
	return names, ids
}

// finalChoices lists the final locations by name, after "Random".
func (n Names) finalChoices() (names []string, ids map[string]string) {
	ids = map[string]string{}
	names = []string{lang.L("Random")}
	finals := slices.Sorted(slices.Values(n.Finals))
	for _, id := range finals {
		names = append(names, n.Card(id))
		ids[n.Card(id)] = id
	}
	return names, ids
}

// NewNewGameForm fills the form from the options of the game on the table.
func NewNewGameForm(prev game.Options, n Names) *NewGameForm {
	f := &NewGameForm{names: n}
	names, _ := n.adventurerChoices()
	for i := range 4 {
		sel := widget.NewSelect(names, nil)
		switch {
		case i < len(prev.Adventurers):
			sel.SetSelected(n.Adventurer(prev.Adventurers[i]))
		case i < len(names):
			sel.SetSelected(names[i])
		}
		f.Party = append(f.Party, sel)
	}
	var diffs []string
	for _, d := range game.Difficulties {
		diffs = append(diffs, n.Difficulty(d))
	}
	f.Difficulty = widget.NewRadioGroup(diffs, nil)
	f.Difficulty.Horizontal = true
	f.Difficulty.SetSelected(n.Difficulty(game.Difficulties[difficultyIndex(prev.Difficulty)]))
	f.Firewood = widget.NewRadioGroup([]string{lang.L("{{.N}}, as the rules say", map[string]any{"N": game.StartingFirewood}), lang.L("Roll a d8")}, nil)
	f.Firewood.Horizontal = true
	f.Firewood.SetSelected(f.Firewood.Options[0])
	if prev.RandomFirewood {
		f.Firewood.SetSelected(f.Firewood.Options[1])
	}
	finals, _ := n.finalChoices()
	f.Final = widget.NewSelect(finals, nil)
	f.Final.SetSelected(finals[0])
	if prev.FinalLocation != "" {
		f.Final.SetSelected(n.Card(prev.FinalLocation))
	}
	f.Seed = widget.NewEntry()
	f.Seed.SetText(strconv.FormatUint(rand.Uint64()%1_000_000_000, 10))
	f.Seed.Validator = func(s string) error {
		if _, err := strconv.ParseUint(s, 10, 64); err != nil {
			return errors.New(lang.L("a whole number"))
		}
		return nil
	}
	f.Locations = widget.NewRadioGroup([]string{lang.L("The 20 of the retail box"), lang.L("All 31")}, nil)
	f.Locations.Horizontal = true
	f.Locations.SetSelected(f.Locations.Options[0])
	if prev.Locations == game.LocationsAll {
		f.Locations.SetSelected(f.Locations.Options[1])
	}
	f.Unhallowed = widget.NewCheck(lang.L("Add the 4 extra Unhallowed"), nil)
	f.Unhallowed.SetChecked(prev.ExtraUnhallowed)
	f.Balanced = widget.NewCheck(lang.L("Build it by the rulebook's guidelines"), nil)
	f.Balanced.SetChecked(prev.CreatureDeck == game.DeckBalanced)
	reroll := widget.NewButton(lang.L("New seed"), func() { f.Seed.SetText(strconv.FormatUint(rand.Uint64()%1_000_000_000, 10)) })
	partyBox := container.NewGridWithColumns(2)
	for _, s := range f.Party {
		partyBox.Add(s)
	}
	f.Box = newBoxChoice(prev)
	f.Rates = widget.NewLabel("")
	boxChosen := func(string) {
		box, mix := boxOptions(f.Box)
		// The difficulties are named as the box names them (Pocket Watch's Casual...), as
		// the Statistics name them too; the choice keeps its place.
		k := max(slices.Index(f.Difficulty.Options, f.Difficulty.Selected), 0)
		f.Difficulty.Options = n.boxDifficultyLabels(box)
		f.Difficulty.Selected = f.Difficulty.Options[k]
		f.Difficulty.Refresh()
		f.Rates.SetText(n.ratesText(box, mix))
		if f.Rates.Text == "" {
			f.Rates.Hide()
		} else {
			f.Rates.Show()
		}
		// Pocket Watch plays its own location card and double creature cards: the choices
		// of locations and of the deck do not apply (see pocketFormOptions).
		for _, w := range []fyne.Disableable{f.Final, f.Locations, f.Unhallowed, f.Balanced} {
			if box == game.GamePocket {
				w.Disable()
			} else {
				w.Enable()
			}
		}
	}
	boxChosen("")
	f.Box.OnChanged = boxChosen
	f.items = []*widget.FormItem{
		widget.NewFormItem(lang.L("Box"), f.Box),
		widget.NewFormItem(lang.L("Adventurers"), partyBox),
		difficultyItem(f.Difficulty, f.Rates),
		widget.NewFormItem(lang.L("Starting firewood"), f.Firewood),
		widget.NewFormItem(lang.L("Final location"), f.Final),
		widget.NewFormItem(lang.L("Locations"), f.Locations),
		widget.NewFormItem(lang.L("Unhallowed"), f.Unhallowed),
		widget.NewFormItem(lang.L("Creature deck"), f.Balanced),
		widget.NewFormItem(lang.L("Seed"), container.NewBorder(nil, nil, nil, reroll, f.Seed)),
	}
	return f
}

// Options reads the form; an error says what to fix.
func (f *NewGameForm) Options() (game.Options, error) {
	var opts game.Options
	_, ids := f.names.adventurerChoices()
	for _, s := range f.Party {
		id, ok := ids[s.Selected]
		if !ok {
			return opts, errors.New(lang.L("Choose four adventurers."))
		}
		if slices.Contains(opts.Adventurers, id) {
			return opts, fmt.Errorf("%s", lang.L("{{.Adv}} is chosen twice.", map[string]any{"Adv": s.Selected}))
		}
		opts.Adventurers = append(opts.Adventurers, id)
	}
	if k := slices.Index(f.Difficulty.Options, f.Difficulty.Selected); k >= 0 {
		opts.Difficulty = game.Difficulties[k] // Pocket Watch's in the same order (pocketFormOptions)
	}
	opts.RandomFirewood = f.Firewood.Selected == f.Firewood.Options[1]
	opts.Locations = game.LocationsRetail
	if f.Locations.Selected == f.Locations.Options[1] {
		opts.Locations = game.LocationsAll
	}
	opts.ExtraUnhallowed = f.Unhallowed.Checked
	if f.Balanced.Checked {
		opts.CreatureDeck = game.DeckBalanced
	}
	_, finals := f.names.finalChoices()
	opts.FinalLocation = finals[f.Final.Selected]
	opts.Game, opts.Mix = boxOptions(f.Box)
	// Last: Pocket Watch leaves out the choices above it does not play with, which its form
	// greys out but still shows as the previous game left them.
	opts = pocketFormOptions(opts)
	seed, err := strconv.ParseUint(f.Seed.Text, 10, 64)
	if err != nil {
		return opts, errors.New(lang.L("The seed must be a whole number."))
	}
	opts.Seed = seed
	return opts, nil
}

// Dialog is the New game dialog over parent on the form: Start, or Enter in the seed, calls
// start, Cancel nothing. The caller shows it.
func (f *NewGameForm) Dialog(parent fyne.Window, start func()) *dialog.FormDialog {
	d := dialog.NewForm(lang.L("New game"), lang.L("Start"), lang.L("Cancel"), f.items, func(ok bool) {
		if ok {
			start()
		}
	}, parent)
	d.Resize(fyne.NewSize(600, 560))
	f.Seed.OnSubmitted = func(string) { d.Submit() }
	return d
}

// boxLabels are the New game dialog's boxes: the base game, Swords of the Coin, Swords of the
// Coin with the base adventurers, creatures and locations mixed in, and Pocket Watch.
func boxLabels() []string {
	return []string{lang.L("Base game"), lang.L("Swords of the Coin"), lang.L("Swords of the Coin, mixed with the base game"),
		lang.L("Pocket Watch")}
}

// newBoxChoice is the New game dialog's choice of box, set to the previous game's.
func newBoxChoice(prev game.Options) *widget.RadioGroup {
	labels := boxLabels()
	r := widget.NewRadioGroup(labels, nil)
	r.Required = true
	switch {
	case prev.Game == game.GameSwords && prev.Mix:
		r.SetSelected(labels[2])
	case prev.Game == game.GameSwords:
		r.SetSelected(labels[1])
	case prev.Game == game.GamePocket:
		r.SetSelected(labels[3])
	default:
		r.SetSelected(labels[0])
	}
	return r
}

// boxOptions reads the box choice as the game's options.
func boxOptions(r *widget.RadioGroup) (box string, mix bool) {
	switch slices.Index(boxLabels(), r.Selected) {
	case 1:
		return game.GameSwords, false
	case 2:
		return game.GameSwords, true
	case 3:
		return game.GamePocket, false
	}
	return game.GameBase, false
}

// pocketFormOptions fits the New game dialog's options to Pocket Watch, which plays its own
// location card and twelve double creature cards: no location pool, final location, extra
// Unhallowed or deck building, and the dialog's four difficulties are Pocket Watch's four in
// the same order (named so by boxDifficultyLabels).
func pocketFormOptions(opts game.Options) game.Options {
	if opts.Game != game.GamePocket {
		return opts
	}
	if k := slices.Index(game.Difficulties, opts.Difficulty); k >= 0 {
		opts.Difficulty = game.PocketDifficulties[k]
	}
	opts.Locations, opts.FinalLocation, opts.ExtraUnhallowed, opts.CreatureDeck = "", "", false, ""
	return opts
}
