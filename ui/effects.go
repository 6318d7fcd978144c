package ui

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"setawatch/game"
)

// roundEffects says in words the effects that last until the end of the round and change what
// a die does or what the fire reveals, one line each: a player who played Poison Blade sees why
// an attack hits harder. Hex has its own counter on the Witch's board.
func roundEffects(s *game.State) string {
	e := s.Effects
	var out []string
	if e.PoisonAttacks > 0 {
		out = append(out, lang.N("Poison Blade: each die of the next {{.N}} direct attacks adds {{.Bonus}} (2 a revealed creature).",
			e.PoisonAttacks, map[string]any{"N": e.PoisonAttacks, "Bonus": game.PoisonBonus(s)}))
	}
	if e.GiantsBane {
		out = append(out, lang.L("Giants Bane: dice on a creature of health 10 or more count double."))
	}
	if e.Harmonize {
		out = append(out, lang.L("Harmonize: another adventurer's next direct attack counts double."))
	}
	if e.RangeBonus > 0 {
		out = append(out, lang.L("Far Sight: every adventurer reaches {{.N}} more.", map[string]any{"N": e.RangeBonus}))
	}
	if e.RangedRogue {
		out = append(out, lang.L("Throwing Daggers: the Rogue attacks as a ranged adventurer."))
	}
	if e.RevealBonus > 0 {
		out = append(out, lang.L("Elf Senses: the fire reveals {{.N}} more.", map[string]any{"N": e.RevealBonus}))
	}
	if e.Discord > 0 {
		out = append(out, lang.L("Song of Discord: the next creature revealed takes {{.N}} damage.", map[string]any{"N": e.Discord}))
	}
	return strings.Join(out, "\n")
}
