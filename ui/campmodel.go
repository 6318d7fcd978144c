package ui

import (
	"slices"

	"fyne.io/fyne/v2/lang"

	"setawatch/game"
)

// campZone is what the camp board shows, in words and plain values: the firewood, the
// location card, the runes on the Map deck's back and the camp spaces. campModel makes it;
// campBoard only draws it.
type campZone struct {
	Firewood int
	Camper   string        // whose dice are on the spaces
	Location *campLocation // nil when the location is not in the catalog
	MapTitle string        // the runes' heading: the Map deck's count, or "Runes"
	Runes    []campSpot
	Spaces   []campSpot
}

// campLocation is the location card: its name and lines.
type campLocation struct {
	Card, Name string
	Lines      []string
}

// campSpot is a rune or a camp space: what it says and the dice on it.
type campSpot struct {
	Key   string // the rune or space, for its picture and as a drop target
	Title string
	Rule  string // its larger view's text
	Tip   string
	Short string     // a space's text on the card when no die is on it
	Dice  []game.Die // the camper's dice placed on a space
	// Marked: the chosen die can go there.
	Marked bool
	// Idle: no die goes to camp now (outside the camp phase), so the keyboard passes it by.
	Idle bool
}

// campsWith is whether die d is the camper's own, of m's value: the die a camp move takes.
func campsWith(m game.Move, d game.DieSpec, camper string) bool {
	return d.Tamed == "" && m.Value == d.Value && d.Adventurer == camper
}

// placesOn is whether m places die d on camp space space.
func placesOn(m game.Move, space string, d game.DieSpec, camper string) bool {
	return m.Verb == game.VerbPlace && string(m.Space) == space && campsWith(m, d, camper)
}

// castsOn is whether m casts rune r with die d.
func castsOn(m game.Move, r string, d game.DieSpec, camper string) bool {
	return m.Verb == game.VerbRune && slices.Contains(m.Runes, game.Rune(r)) && campsWith(m, d, camper)
}

// campModel is the camp of s as the table shows it. legal are the moves allowed now and
// selected the die the player has chosen, if any: the runes and spaces it can go on are marked.
func campModel(s *game.State, legal []game.Move, selected *game.DieSpec) campZone {
	z := campZone{Firewood: s.Firewood, Camper: s.Camper}
	canGo := func(on func(game.Move, string, game.DieSpec, string) bool, key string) bool {
		return selected != nil && slices.ContainsFunc(legal, func(m game.Move) bool { return on(m, key, *selected, s.Camper) })
	}
	if loc := catalog().Cards[s.Location]; loc != nil {
		fw := signed(loc.Firewood)
		if loc.FirewoodSpecial {
			fw = "*"
		}
		z.Location = &campLocation{Card: s.Location, Name: loc.Name.In(currentLanguage), Lines: []string{
			roundLine(s), locationKindLabel(loc.LocationKind),
			lang.L("Firewood {{.N}}", map[string]any{"N": fw}), lang.L("Creatures {{.N}}", map[string]any{"N": loc.Creatures}),
		}}
	}
	idle := s.Phase != game.PhaseCamp
	z.MapTitle = lang.L("Map: {{.N}} left", map[string]any{"N": len(s.MapDeck)})
	if s.PocketWatch() {
		z.MapTitle = lang.L("Runes") // the location card replaces the Map deck
	}
	for _, cast := range []game.Rune{game.RuneSeal, game.RuneVanquish, game.RuneBolster} {
		r := string(cast)
		// A cast rune says so in its title, so the camp never grows taller.
		title := spaceName(r)
		if slices.Contains(s.Camp.Runes, cast) {
			title += " · " + lang.L("Cast with {{.N}}s", map[string]any{"N": s.Camp.RuneDie})
		}
		rule := runeRule(s, cast) + "\n\n" + lang.L("Runes take matching dice on two or three different runes.")
		z.Runes = append(z.Runes, campSpot{Key: r, Title: title, Rule: rule, Tip: rule, Marked: canGo(castsOn, r), Idle: idle})
	}
	sides := 6
	if a := s.Adventurer(s.Camper); a != nil && len(a.Dice) > 0 {
		sides = a.Dice[0].Sides
	}
	for _, space := range []game.Space{game.SpaceChop, game.SpaceScout, game.SpaceMap, game.SpaceHeal, game.SpaceEquip, game.SpaceAction} {
		sp := string(space)
		title, rule := spaceRule(s, space)
		spot := campSpot{Key: sp, Title: title, Rule: rule, Tip: title + "\n\n" + rule, Short: rule, Marked: canGo(placesOn, sp), Idle: idle}
		if space == game.SpaceAction {
			spot.Short = actionSummary(s)
		}
		for _, v := range placedDice(s.Camp, space) {
			spot.Dice = append(spot.Dice, game.Die{Sides: sides, Value: v, State: game.DieCamp})
		}
		z.Spaces = append(z.Spaces, spot)
	}
	return z
}

// spaceRule is what a camp space asks for and does, in words.
func spaceRule(s *game.State, space game.Space) (title, rule string) {
	switch space {
	case game.SpaceChop:
		return spaceName(string(space)), lang.L("Up to {{.Dice}} dice, any value: +{{.N}} firewood each.", map[string]any{"Dice": game.ChopDice, "N": game.ChopFirewood(s)})
	case game.SpaceScout:
		return spaceName(string(space)), lang.L("Up to {{.Dice}} dice, each higher than the last: look at the next {{.N}} creatures; top or bottom.", map[string]any{"Dice": game.ScoutDice, "N": game.ScoutLook})
	case game.SpaceMap:
		return spaceName(string(space)), lang.L("One die of {{.N}}+: swap the next location for an unused one.", map[string]any{"N": game.MapLeast})
	case game.SpaceHeal:
		return spaceName(string(space)), lang.L("One {{.N}}: refresh an exhausted ability card.", map[string]any{"N": game.HealValue})
	case game.SpaceEquip:
		return spaceName(string(space)), lang.L("One die: the camper swaps an equipped card for an unused one.")
	}
	if a := catalog().Adventurers[s.Camper]; a != nil {
		rule := a.CampAction.Text.In(currentLanguage)
		if a.CampAction.MinDie > 0 {
			rule = lang.L("One die of {{.N}}+:", map[string]any{"N": a.CampAction.MinDie}) + " " + rule
		}
		return a.CampAction.Name.In(currentLanguage), rule
	}
	return spaceName(string(space)), lang.L("The camper's own camp action.")
}

// placedDice lists the values on a camp space.
func placedDice(c game.CampState, space game.Space) []int {
	switch space {
	case game.SpaceChop:
		return c.Chop
	case game.SpaceScout:
		return c.Scout
	}
	v := map[game.Space]int{game.SpaceMap: c.CheckMap, game.SpaceHeal: c.Heal, game.SpaceEquip: c.Equip, game.SpaceAction: c.Action}[space]
	if v != 0 {
		return []int{v}
	}
	return nil
}

// actionSummary is the camper's camp action on its space: what die it needs; its full text is
// in the tooltip and the larger view.
func actionSummary(s *game.State) string {
	a := catalog().Adventurers[s.Camper]
	if a == nil {
		return lang.L("The camper's own camp action.")
	}
	need := lang.L("Any die.")
	if a.CampAction.MinDie > 0 {
		need = lang.L("One die of {{.N}}+.", map[string]any{"N": a.CampAction.MinDie})
	}
	return need + " " + lang.L("Hover or right-click to read.")
}

// runeRule says what a rune does (Pocket Watch changes Seal and Vanquish).
func runeRule(s *game.State, r game.Rune) string {
	if s.PocketWatch() {
		switch r {
		case game.RuneSeal:
			return lang.L("Seal: this round, each Unhallowed that turns up may be swapped for one from the Graveyard.")
		case game.RuneVanquish:
			return lang.L("Vanquish: the Horde counter goes down by 1.")
		}
	}
	switch r {
	case game.RuneSeal:
		return lang.L("Seal: put an Unhallowed from the Graveyard back under the Unhallowed deck.")
	case game.RuneVanquish:
		return lang.L("Vanquish: remove the top card of the Horde from the game.")
	}
	return lang.L("Bolster: each adventurer on Watch may reroll any of their unused dice.")
}
