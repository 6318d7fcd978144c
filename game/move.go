package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"setawatch/internal/say"
)

// Verb names what a Move does. It is a small number, so that a Move is small (Legal hands out
// many); String is its word in notation.
type Verb uint8

// Move verbs. Every move has a one-line text form, parsed by ParseMove and printed by Move.String:
//
//	camp ranger                   the Ranger rests in camp this round
//	place 6 heal                  the camper puts a 6 on a camp space (chop scout map heal equip action)
//	rune 4 seal vanquish          the camper puts matching 4s on two or three runes
//	end                           the camper is done, or the Watch stops and the Line goes to the Horde
//	attack 2 ranger:7 rogue:2     direct attack on the creature in 2nd position with those dice
//	use wizard.shockbolt wizard:3 2     place a die on an ability card (passives take no die)
//	exhaust rogue.backstab 5 6    use an ability card by exhausting it
//	fire rogue.smoke-bomb         exhaust a card for +2 firewood
//	horde                         (records of RulesFirst only) the creature in 1st position went to the Horde mid-Watch
//	choose wizard.curse           answer the pending prompt
//	buy crossbow ranger           Swords of the Coin, Merchant phase: buy a Market Item and give it
//	sell wolf-1                   Merchant phase: the camper sells one of their Trophies
//	use oil-flask rogue:3         activate an Item with a die of its owner (Activate Items)
//	exhaust torch                 exhaust an Item (Exhaust Items)
//	discard fire-bomb 2           use an Item once, then it goes under the Item deck (Discard Items)
//
// A die is written adventurer:value (any of that adventurer's free dice showing the value) or
// adventurer:card for a tamed creature used as a die. Other arguments are Line positions
// (1 is the first) or card ids.
const (
	VerbCamp Verb = iota + 1 // the zero Verb is no verb
	VerbPlace
	VerbRune
	VerbEnd
	VerbAttack
	VerbUse
	VerbExhaust
	VerbFire
	VerbHorde // read so that older records replay; refused by the current rules
	VerbChoose
	VerbBuy
	VerbSell    // Swords of the Coin: sell a Trophy at the Merchant (see TrophyValue)
	VerbDiscard // Swords of the Coin: use a Discard Item (see itemRule)
)

// verbWords are the verbs' words in notation, by Verb.
var verbWords = [...]string{VerbCamp: "camp", VerbPlace: "place", VerbRune: "rune", VerbEnd: "end",
	VerbAttack: "attack", VerbUse: "use", VerbExhaust: "exhaust", VerbFire: "fire", VerbHorde: "horde",
	VerbChoose: "choose", VerbBuy: "buy", VerbSell: "sell", VerbDiscard: "discard"}

// String is the verb's word in notation ("" for no verb).
func (v Verb) String() string {
	if int(v) < len(verbWords) {
		return verbWords[v]
	}
	return ""
}

// verbNamed is the verb with that word in notation, or no verb.
func verbNamed(word string) Verb {
	for v, w := range verbWords {
		if w == word && w != "" {
			return Verb(v)
		}
	}
	return 0
}

// Verbs lists every verb ParseMove reads.
var Verbs = []Verb{VerbCamp, VerbPlace, VerbRune, VerbEnd, VerbAttack, VerbUse, VerbExhaust, VerbFire,
	VerbHorde, VerbChoose, VerbBuy, VerbSell, VerbDiscard}

// Space is a camp space a die is placed on.
type Space string

// Rune is a rune on the Map deck's back that a die is cast on.
type Rune string

// Camp spaces and runes.
const (
	SpaceChop   Space = "chop"
	SpaceScout  Space = "scout"
	SpaceMap    Space = "map"
	SpaceHeal   Space = "heal"
	SpaceEquip  Space = "equip"
	SpaceAction Space = "action"

	RuneSeal     Rune = "seal"
	RuneVanquish Rune = "vanquish"
	RuneBolster  Rune = "bolster"
)

const (
	maxDieSides   = 12
	maxMoveTokens = 16
	maxMoveText   = 256 // far longer than any move; a message quotes at most this much of one
)

// DieSpec names a die in a move: one of the adventurer's dice showing Value, or a tamed creature.
type DieSpec struct {
	Adventurer string
	Value      int
	Tamed      string
}

func (d DieSpec) String() string {
	if d.Tamed != "" {
		return d.Adventurer + ":" + d.Tamed
	}
	return dieText(d.Adventurer, d.Value)
}

// Move is one validated step of play. Only the fields its verb uses are set.
type Move struct {
	Verb       Verb
	Adventurer string    // camp; buy: who gets the Item
	Value      int       // place, rune: the die value
	Space      Space     // place
	Runes      []Rune    // rune
	Pos        int       // attack: 1-based Line position
	Card       string    // use, exhaust, fire: the ability card or Item; buy, discard: the Item; sell: the Trophy
	Dice       []DieSpec // attack, use
	Args       []Arg     // use, exhaust, discard: the targets, after the dice
	Answer     *Answer   // choose: the answer to the pending prompt
}

// Own is m with lists of its own: a move a Lister or a Playout handed out shares their lists
// until their next call.
func (m Move) Own() Move {
	m.Runes, m.Dice, m.Args = slices.Clone(m.Runes), slices.Clone(m.Dice), slices.Clone(m.Args)
	if m.Answer != nil {
		a := m.Answer.own()
		m.Answer = &a
	}
	return m
}

// String prints the move in notation; ParseMove reads it back.
func (m Move) String() string {
	parts := []string{m.Verb.String()}
	switch m.Verb {
	case VerbCamp:
		parts = append(parts, m.Adventurer)
	case VerbPlace:
		parts = append(parts, strconv.Itoa(m.Value), string(m.Space))
	case VerbRune:
		parts = append(parts, strconv.Itoa(m.Value))
		for _, r := range m.Runes {
			parts = append(parts, string(r))
		}
	case VerbAttack:
		parts = append(parts, strconv.Itoa(m.Pos))
		for _, d := range m.Dice {
			parts = append(parts, d.String())
		}
	case VerbBuy:
		parts = append(parts, m.Card, m.Adventurer)
	case VerbSell:
		parts = append(parts, m.Card)
	case VerbUse, VerbExhaust, VerbFire, VerbDiscard:
		parts = append(parts, m.Card)
		for _, d := range m.Dice {
			parts = append(parts, d.String())
		}
		for _, a := range m.Args {
			parts = append(parts, a.String())
		}
	case VerbChoose:
		if m.Answer != nil {
			parts = append(parts, m.Answer.String())
		}
	}
	return strings.Join(parts, " ")
}

// ParseMove reads a move in notation. It checks the form only; Apply checks the rules.
func ParseMove(text string) (Move, error) {
	if len(text) > maxMoveText {
		return Move{}, say.Err("move {{.Text}} is too long ({{.N}} characters; a move has at most {{.N2}})", "Text", say.Raw(fmt.Sprintf("%q", Excerpt(text))), "N", len(text), "N2", maxMoveText)
	}
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return Move{}, say.Err("empty move")
	}
	if len(fields) > maxMoveTokens {
		return Move{}, say.Err("move {{.Text}} is too long", "Text", say.Raw(fmt.Sprintf("%q", text)))
	}
	m := Move{Verb: verbNamed(strings.ToLower(fields[0]))}
	args := fields[1:]
	need := func(n int, form string) error {
		if len(args) != n {
			return say.Err("{{.Text}}: expected {{.Form}}", "Text", say.Raw(fmt.Sprintf("%q", text)), "Form", say.Raw(fmt.Sprintf("%q", form)))
		}
		return nil
	}
	switch m.Verb {
	case VerbCamp:
		if err := need(1, "camp ADVENTURER"); err != nil {
			return Move{}, err
		}
		m.Adventurer = args[0]
	case VerbPlace:
		if err := need(2, "place VALUE SPACE"); err != nil {
			return Move{}, err
		}
		v, err := parseValue(args[0])
		if err != nil {
			return Move{}, say.Wrap(err, "{{.Text}}: {{.Err}}", "Text", say.Raw(fmt.Sprintf("%q", text)), "Err", err)
		}
		m.Value, m.Space = v, Space(args[1])
	case VerbRune:
		if len(args) < 3 {
			return Move{}, say.Err("{{.Text}}: expected \"rune VALUE RUNE RUNE [RUNE]\"", "Text", say.Raw(fmt.Sprintf("%q", text)))
		}
		v, err := parseValue(args[0])
		if err != nil {
			return Move{}, say.Wrap(err, "{{.Text}}: {{.Err}}", "Text", say.Raw(fmt.Sprintf("%q", text)), "Err", err)
		}
		m.Value = v
		for _, r := range args[1:] {
			m.Runes = append(m.Runes, Rune(r))
		}
	case VerbEnd, VerbHorde:
		if err := need(0, m.Verb.String()); err != nil {
			return Move{}, err
		}
	case VerbAttack:
		if len(args) < 2 {
			return Move{}, say.Err("{{.Text}}: expected \"attack POSITION DIE [DIE...]\"", "Text", say.Raw(fmt.Sprintf("%q", text)))
		}
		pos, err := strconv.Atoi(args[0])
		if err != nil || pos < 1 {
			return Move{}, say.Err("{{.Text}}: {{.X}} is not a Line position (1 is the first)", "Text", say.Raw(fmt.Sprintf("%q", text)), "X", say.Raw(fmt.Sprintf("%q", args[0])))
		}
		m.Pos = pos
		for _, a := range args[1:] {
			d, err := parseDie(a)
			if err != nil {
				return Move{}, say.Wrap(err, "{{.Text}}: {{.Err}}", "Text", say.Raw(fmt.Sprintf("%q", text)), "Err", err)
			}
			m.Dice = append(m.Dice, d)
		}
	case VerbBuy:
		if err := need(2, "buy ITEM ADVENTURER"); err != nil {
			return Move{}, err
		}
		m.Card, m.Adventurer = args[0], args[1]
	case VerbSell:
		if err := need(1, "sell TROPHY"); err != nil {
			return Move{}, err
		}
		m.Card = args[0]
	case VerbUse, VerbExhaust, VerbFire, VerbDiscard:
		if len(args) < 1 {
			return Move{}, say.Err("{{.Text}}: expected \"{{.Verb}} CARD ...\"", "Text", say.Raw(fmt.Sprintf("%q", text)), "Verb", say.Raw(fmt.Sprint(m.Verb)))
		}
		m.Card = args[0]
		if m.Verb == VerbFire && len(args) != 1 {
			return Move{}, say.Err("{{.Text}}: expected \"fire CARD\"", "Text", say.Raw(fmt.Sprintf("%q", text)))
		}
		for _, a := range args[1:] {
			if strings.Contains(a, ":") {
				d, err := parseDie(a)
				if err != nil {
					return Move{}, say.Wrap(err, "{{.Text}}: {{.Err}}", "Text", say.Raw(fmt.Sprintf("%q", text)), "Err", err)
				}
				if len(m.Args) > 0 {
					return Move{}, say.Err("{{.Text}}: dice come before the other arguments", "Text", say.Raw(fmt.Sprintf("%q", text)))
				}
				m.Dice = append(m.Dice, d)
				continue
			}
			m.Args = append(m.Args, parseArg(a))
		}
	case VerbChoose:
		if err := need(1, "choose OPTION"); err != nil {
			return Move{}, err
		}
		// Only the prompt it answers reads the answer (see readAnswer).
		m.Answer = &Answer{written: args[0]}
	default:
		return Move{}, say.Err("unknown move {{.Text}} (moves: camp, place, rune, end, attack, use, exhaust, fire, choose, buy, sell, discard)", "Text", say.Raw(fmt.Sprintf("%q", Excerpt(fields[0]))))
	}
	return m, nil
}

func parseValue(s string) (int, error) {
	v, err := strconv.Atoi(s)
	if err != nil || v < 1 || v > maxDieSides {
		return 0, say.Err("{{.X}} is not a die value", "X", say.Raw(fmt.Sprintf("%q", s)))
	}
	return v, nil
}

func parseDie(s string) (DieSpec, error) {
	adv, rest, ok := strings.Cut(s, ":")
	if !ok || adv == "" || rest == "" {
		return DieSpec{}, say.Err("{{.X}} is not a die (write adventurer:value)", "X", say.Raw(fmt.Sprintf("%q", s)))
	}
	if v, err := strconv.Atoi(rest); err == nil {
		if v < 1 || v > maxDieSides {
			return DieSpec{}, say.Err("{{.X}} is not a die value", "X", say.Raw(fmt.Sprintf("%q", s)))
		}
		return DieSpec{Adventurer: adv, Value: v}, nil
	}
	if rest[0] >= '0' && rest[0] <= '9' || rest[0] == '-' {
		return DieSpec{}, say.Err("{{.X}} is not a die value", "X", say.Raw(fmt.Sprintf("%q", s)))
	}
	return DieSpec{Adventurer: adv, Tamed: rest}, nil
}
