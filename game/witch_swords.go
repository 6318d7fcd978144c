package game

import (
	"fmt"
	"slices"
	"strings"

	"setawatch/internal/say"
)

// FamiliarDie is how a move names the Witch's Familiar in a direct attack: "witch:familiar".
const FamiliarDie = "familiar"

// familiar is one side of the Witch's Familiar card: the damage it adds to a direct attack and
// the positions it reaches.
type familiar struct {
	name          say.Msg
	damage, reach int
}

// familiars are the two sides of the card; the Crow is stated by the rulebook, the Toad is ours.
var familiars = map[string]familiar{
	"crow": {name: say.M("Crow Familiar"), damage: 3, reach: 2}, // peeks at the top 2 Map cards when it attacks
	"toad": {name: say.M("Toad Familiar"), damage: 4, reach: 1},
}

// startingFamiliar is the side the Witch's Familiar starts on: the one chosen at setup, the
// Crow when none was.
func startingFamiliar(adv *Adventurer, chosen string) string {
	if adv.CampAction.Key != "commune" {
		return ""
	}
	if chosen != "" {
		return chosen
	}
	return "crow"
}

// FamiliarSide is what a side of the Familiar card adds to a direct attack and how many
// positions it reaches (0, 0 for no such side).
func FamiliarSide(side string) (damage, reach int) {
	f := familiars[side]
	return f.damage, f.reach
}

// Familiars lists the sides Options.Familiar accepts.
var Familiars = []string{"crow", "toad"}

// checkFamiliarOption refuses a Familiar side that does not exist or a game without the Witch's
// box.
func checkFamiliarOption(opts Options) error {
	switch {
	case opts.Familiar == "":
		return nil
	case !slices.Contains(Familiars, opts.Familiar):
		return say.Err("unknown Familiar {{.Familiar}} (choose {{.X}})", "Familiar", quoted(opts.Familiar), "X", say.Raw(fmt.Sprint(strings.Join(Familiars, ", "))))
	case opts.Game != GameSwords:
		return say.Err("the Witch's Familiar comes with Swords of the Coin: choose that game to pick its side")
	}
	return nil
}

// checkFamiliar says whether an adventurer's Familiar may attack now.
func (g *game) checkFamiliar(a *AdventurerState) error {
	switch {
	case a.Familiar == "":
		return g.refuse(func() error { return say.Err("the {{.Adv}} has no Familiar", "Adv", say.Adv(a.ID)) })
	case g.s.Effects.FamiliarUsed:
		return g.refuse(func() error {
			return say.Err("the {{.Familiar}} has already attacked this Watch", "Familiar", familiars[a.Familiar].name)
		})
	}
	return nil
}

// familiarAttacks spends the Familiar's attack of this Watch and runs its side's power.
func (g *game) familiarAttacks(a *AdventurerState) {
	g.s.Effects.FamiliarUsed = true
	if a.Familiar == "crow" {
		for _, c := range g.s.MapDeck[:min(2, len(g.s.MapDeck))] {
			g.emit(EventPeeked, c, a.ID, 0)
		}
		g.s.Known.MapTop = max(g.s.Known.MapTop, min(2, len(g.s.MapDeck)))
	}
}

// hexed reports whether Hex negates a First-position power now, counting it down.
func (g *game) hexed(card string) bool {
	if g.s.Effects.Hex <= 0 {
		return false
	}
	g.s.Effects.Hex--
	g.emit(EventHexed, card, "", g.s.Effects.Hex)
	return true
}

// paidValue is the value of the die a use move pays for an ability (0 when it is exhausted).
func paidValue(g *game, m Move) int {
	if m.Verb == VerbUse && len(m.Dice) > 0 && m.Dice[0].Tamed == "" {
		return m.Dice[0].Value
	}
	return 0
}

// witchX is the X of a Witch's ability: the value of the die paid for it, or when it is
// exhausted, the value of one of her spent dice named in the move.
func (g *game) witchX(a *AdventurerState, dice []DieSpec) (int, error) {
	if g.paid > 0 {
		if len(dice) > 0 {
			return 0, g.refuse(func() error { return say.Err("X is the die paid for the card: it takes no other die") })
		}
		return g.paid, nil
	}
	if len(dice) != 1 || dice[0].Adventurer != a.ID || dice[0].Tamed != "" {
		return 0, g.refuse(func() error {
			return say.Err("exhausted, the card takes X from one of the {{.Adv}}'s spent dice", "Adv", say.Adv(a.ID))
		})
	}
	for _, d := range a.Dice {
		if d.State == DieSpent && d.Value == dice[0].Value {
			return d.Value, nil
		}
	}
	return 0, say.Err("the {{.Adv}} has no spent die showing {{.N}}", "Adv", say.Adv(a.ID), "N", dice[0].Value)
}

// withX lists a card's targets as they are (paid with a die) and with each spent die of the
// Witch in front (exhausted).
func withX(targets func(*game, *AdventurerState, *targetList)) func(*game, *AdventurerState, *targetList) {
	return func(g *game, a *AdventurerState, t *targetList) {
		targets(g, a, t)
		base := t.listed()
		for k, d := range a.Dice {
			if d.State != DieSpent || !firstShowing(a, k) {
				continue
			}
			for _, args := range base {
				t.addBefore(a, d.Value, args)
			}
		}
	}
}

// xCard builds a Witch card: its check and effect get X.
func xCard(targets func(*game, *AdventurerState, *targetList), lo, hi int,
	check func(g *game, a *AdventurerState, args []Arg, x int) error,
	do func(g *game, a *AdventurerState, args []Arg, x int)) ability {
	return ability{
		targets: withX(targets),
		check: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) error {
			x, err := g.witchX(a, dice)
			if err != nil {
				return err
			}
			if err := argCount(args, lo, hi); err != nil {
				return err
			}
			return check(g, a, args, x)
		},
		do: func(g *game, a *AdventurerState, args []Arg, dice []DieSpec) {
			x, _ := g.witchX(a, dice)
			do(g, a, args, x)
		},
	}
}

func init() {
	campActionRules["commune"] = campActionRule{
		do: func(g *game, a *AdventurerState, v int) {
			if a.Familiar == "crow" {
				a.Familiar = "toad"
			} else {
				a.Familiar = "crow"
			}
			g.emit(EventFamiliar, a.Familiar, a.ID, 0)
			if cards := g.drawCreatures(v); len(cards) > 0 {
				g.pushTask(Task{Kind: TaskElvenScout, Card: "commune", Adventurer: a.ID, Cards: cards})
			}
		},
	}
	revealedOne := func(g *game, a *AdventurerState, args []Arg, x int) (int, error) {
		return g.target(args, 0, true)
	}
	abilityRules["witch.hex"] = xCard(noTargets, 0, 0,
		func(g *game, a *AdventurerState, args []Arg, x int) error {
			if g.s.Effects.Hex > 0 {
				return g.refuse(func() error { return say.Err("Hex is already counting down ({{.N}} left)", "N", g.s.Effects.Hex) })
			}
			return nil
		},
		func(g *game, a *AdventurerState, args []Arg, x int) {
			g.s.Effects.Hex = x
			g.emit(EventHex, "witch.hex", a.ID, x)
		})
	abilityRules["witch.wither"] = xCard(revealedPositions, 1, 1,
		func(g *game, a *AdventurerState, args []Arg, x int) error {
			_, err := revealedOne(g, a, args, x)
			return err
		},
		func(g *game, a *AdventurerState, args []Arg, x int) {
			i := pos(args, 0)
			g.s.Line[i].Damage += 2 * x
			g.emit(EventDamaged, g.s.Line[i].Card, a.ID, 2*x)
		})
	abilityRules["witch.evil-eye"] = xCard(revealedPositions, 1, 1,
		func(g *game, a *AdventurerState, args []Arg, x int) error {
			i, err := revealedOne(g, a, args, x)
			if err != nil {
				return err
			}
			if h := g.health(i); h > 3*x {
				return g.refuse(func() error {
					return say.Err("Evil Eye negates a creature of health {{.N}} or less (3 x {{.N2}}); this one has {{.N3}}", "N", 3*x, "N2", x, "N3", h)
				})
			}
			if g.s.Line[i].Blank {
				return g.refuse(func() error { return say.Err("the creature in position {{.N}} is already negated", "N", i+1) })
			}
			return nil
		},
		func(g *game, a *AdventurerState, args []Arg, x int) {
			i := pos(args, 0)
			g.s.Line[i].Blank = true
			g.emit(EventNegated, g.s.Line[i].Card, a.ID, i+1)
		})
	abilityRules["witch.premonition"] = xCard(noTargets, 0, 0,
		func(g *game, a *AdventurerState, args []Arg, x int) error {
			if len(g.s.Creatures)+len(g.s.Graveyard) == 0 {
				return say.Err("there are no creatures to peek at")
			}
			return nil
		},
		func(g *game, a *AdventurerState, args []Arg, x int) {
			g.pushTask(Task{Kind: TaskScout, Card: "witch.premonition", Adventurer: a.ID, Cards: g.drawCreatures(x)})
		})
	abilityRules["witch.brew"] = xCard(noTargets, 0, 0,
		func(g *game, a *AdventurerState, args []Arg, x int) error { return nil },
		func(g *game, a *AdventurerState, args []Arg, x int) { g.changeFirewood(x, "witch.brew") })
}

// FamiliarName is the name of a side of the Witch's Familiar ("crow", "toad").
func FamiliarName(side string) say.Msg {
	if f, ok := familiars[side]; ok {
		return f.name
	}
	return say.M("{{.Kind}}", "Kind", say.Raw(side))
}
