package game

import (
	"slices"
	"strconv"
	"strings"

	"setawatch/internal/say"
)

// What a player reads of a move or of an answer to a prompt, and what on the table it points
// at: the engine says it once, so the window and the command line never read the notation.

// Target is one thing on the table a move or an answer points at, for a table to frame the
// card and take a click on it as the answer.
type Target struct {
	Kind string `json:"kind"`
	// Pos is a card's 1-based Line position (TargetLine).
	Pos int `json:"pos,omitempty"`
	// Card is the card's key; never a face-down creature's.
	Card string `json:"card,omitempty"`
	// Adventurer is whose die, ability card, Item or Trophy; the adventurer of TargetAdventurer.
	Adventurer string `json:"adventurer,omitempty"`
	// Value is the value a die shows (TargetDie), or a Market pile's number (TargetPile).
	Value int `json:"value,omitempty"`
	// Tamed is the tamed creature used as a die (TargetDie).
	Tamed string `json:"tamed,omitempty"`
	// Where is where a creature goes back on the Creature deck: "top" or "bottom" (TargetDeck).
	Where string `json:"where,omitempty"`
	// Space is a camp space or rune (TargetSpace).
	Space string `json:"space,omitempty"`
}

// Target kinds.
const (
	TargetLine       = "line"       // a card in the Line, at Pos
	TargetAbility    = "ability"    // an ability card of Adventurer, equipped or beside the board
	TargetItem       = "item"       // an Item: of Adventurer, or in the Market
	TargetTrophy     = "trophy"     // a Trophy beside Adventurer's board
	TargetDie        = "die"        // a die of Adventurer showing Value, or a Tamed creature
	TargetAdventurer = "adventurer" // an adventurer's board
	TargetPile       = "pile"       // Market pile number Value
	TargetLocation   = "location"   // a location card
	TargetGraveyard  = "graveyard"  // a card of the Graveyard
	TargetHorde      = "horde"      // a card of the Horde
	TargetUnhallowed = "unhallowed" // a card of the Unhallowed deck
	TargetDeck       = "deck"       // a creature put back on the Creature deck (Where, in order)
	TargetSpace      = "space"      // a camp space or rune
	TargetCard       = "card"       // any other card
)

// ShownAnswer is one answer to the pending prompt as it is shown: in notation (as "choose"
// takes it), in words, and what it points at.
type ShownAnswer struct {
	Answer  Answer   `json:"-"`
	Text    string   `json:"text"`
	Words   say.Msg  `json:"-"`
	Targets []Target `json:"targets,omitempty"`
}

// PromptAnswers lists the answers to the pending prompt, in the order PendingPrompt gives its
// options, each with its words and targets; nil when nothing is pending.
func PromptAnswers(s *State) []ShownAnswer {
	_, answers := PendingAnswers(s)
	if len(answers) == 0 {
		return nil
	}
	out := make([]ShownAnswer, len(answers))
	for i, a := range answers {
		out[i] = ShownAnswer{Answer: a, Text: a.String(), Words: AnswerWords(s, a), Targets: AnswerTargets(s, a)}
	}
	return out
}

// words is a table and its catalog, to name what moves and answers point at.
type words struct {
	s   *State
	cat *Catalog
}

func wordsOn(s *State) words {
	cat, _ := DefaultCatalog()
	return words{s: s, cat: cat}
}

func (w words) card(id string) *Card {
	if w.cat == nil {
		return nil
	}
	return w.cat.find(id)
}

func (w words) isAdventurer(id string) bool {
	return w.cat != nil && w.cat.Adventurers[id] != nil
}

// pending is the pending prompt and its entry; nil when none.
func (w words) pending() (*Task, taskRule) {
	if w.s == nil {
		return nil, taskRule{}
	}
	t := w.s.Pending()
	if t == nil {
		return nil, taskRule{}
	}
	return t, taskRules[t.Kind]
}

// AnswerTargets is what an answer to the pending prompt points at on the table (none for
// none).
func AnswerTargets(s *State, answer Answer) []Target {
	w := wordsOn(s)
	t, r := w.pending()
	answer = readFor(t, r, answer)
	if r.targets != nil && answer.written == "" {
		if targets, ok := r.targets(w, t, answer); ok {
			return targets
		}
	}
	switch {
	case answer.None:
		return nil
	case answer.written != "": // not read as the prompt's answer (or none is pending): what it names
		if x, y, ok := strings.Cut(answer.written, ">"); ok {
			return []Target{w.argTarget("", x), w.argTarget("", y)}
		}
		return []Target{w.argTarget("", answer.written)}
	case answer.In != "":
		return []Target{w.argTarget("", answer.Card), w.argTarget("", answer.In)}
	case answer.Adventurer != "" && answer.Value != 0:
		return []Target{{Kind: TargetDie, Adventurer: answer.Adventurer, Value: answer.Value}}
	case answer.Adventurer != "":
		return []Target{{Kind: TargetAdventurer, Adventurer: answer.Adventurer}}
	case answer.Card == "":
		return nil
	}
	return []Target{w.argTarget("", answer.Card)}
}

// readFor is an answer to the prompt t read from its notation when it was written, as the
// prompt reads it; as it is when it was not, or when the prompt cannot read it.
func readFor(t *Task, r taskRule, a Answer) Answer {
	if a.written == "" || t == nil {
		return a
	}
	if read, err := readAnswerText(r.form, a.written); err == nil {
		return read
	}
	return a
}

// deckTargets are the creatures of a list put back on the Creature deck, in order.
func (w words) deckTargets(cards []string, where string) []Target {
	var out []Target
	for _, c := range cards {
		out = append(out, Target{Kind: TargetDeck, Card: c, Where: where})
	}
	return out
}

// rerollTargets are the dice of a Bolster answer: the rerolling adventurer's.
func (w words) rerollTargets(answer Answer) []Target {
	if answer.None {
		return nil
	}
	who := ""
	if t := w.s.Pending(); t != nil && len(t.Queue) > 0 {
		who = t.Queue[0]
	}
	var out []Target
	for _, n := range answer.Values {
		out = append(out, Target{Kind: TargetDie, Adventurer: who, Value: n})
	}
	return out
}

// argTarget is what one argument of a move or an answer points at. valueOf names the adventurer
// whose die a bare number is for the cards that take a die's value (Loaded Die, Hourglass); else
// a number is a Line position.
func (w words) argTarget(valueOf, arg string) Target {
	if adv, v, ok := strings.Cut(arg, ":"); ok {
		if n, err := strconv.Atoi(v); err == nil {
			return Target{Kind: TargetDie, Adventurer: adv, Value: n}
		}
		return Target{Kind: TargetDie, Adventurer: adv, Tamed: v}
	}
	if n, err := strconv.Atoi(arg); err == nil {
		if valueOf != "" {
			return Target{Kind: TargetDie, Adventurer: valueOf, Value: n}
		}
		return w.lineTarget(n - 1)
	}
	if w.isAdventurer(arg) {
		return Target{Kind: TargetAdventurer, Adventurer: arg}
	}
	if w.card(arg) != nil {
		return w.cardTarget(arg)
	}
	return Target{Kind: TargetSpace, Space: arg}
}

// moveArgTarget is what a move's arg names on the table: a number is a value among the dice of
// valueOf when given (an Item that takes one), else a Line position.
func (w words) moveArgTarget(valueOf string, a Arg) Target {
	if n, ok := a.Number(); ok {
		if valueOf != "" {
			return Target{Kind: TargetDie, Adventurer: valueOf, Value: n}
		}
		return w.lineTarget(n - 1)
	}
	return w.argTarget("", a.Key)
}

// lineTarget is the card at Line position i+1; a face-down card's key is not told.
func (w words) lineTarget(i int) Target {
	t := Target{Kind: TargetLine, Pos: i + 1}
	if w.s != nil && i >= 0 && i < len(w.s.Line) && w.s.Line[i].FaceUp {
		t.Card = w.s.Line[i].Card
	}
	return t
}

// cardTarget is where a card named by its key lies on the table.
func (w words) cardTarget(id string) Target {
	s := w.s
	if s != nil {
		for i := range s.Line {
			if s.Line[i].Card == id && s.Line[i].FaceUp {
				return Target{Kind: TargetLine, Pos: i + 1, Card: id}
			}
		}
		for i := range s.Adventurers {
			a := &s.Adventurers[i]
			if a.Slot(id) != nil || slices.Contains(a.Unused, id) {
				return Target{Kind: TargetAbility, Card: id, Adventurer: a.ID}
			}
			if slices.ContainsFunc(a.Items, func(it Item) bool { return it.Card == id }) {
				return Target{Kind: TargetItem, Card: id, Adventurer: a.ID}
			}
			if slices.Contains(a.Trophies, id) {
				return Target{Kind: TargetTrophy, Card: id, Adventurer: a.ID}
			}
		}
		for _, z := range []struct {
			kind string
			pile []string
		}{{TargetGraveyard, s.Graveyard}, {TargetHorde, s.Horde}, {TargetUnhallowed, s.Unhallowed}} {
			// In Pocket Watch a half lies there under its double card's other half.
			if slices.Contains(z.pile, id) || (w.cat != nil && slices.Contains(z.pile, w.cat.OtherHalf(id)) && w.cat.OtherHalf(id) != "") {
				return Target{Kind: z.kind, Card: id}
			}
		}
	}
	c := w.card(id)
	switch {
	case c == nil:
		return Target{Kind: TargetCard, Card: id}
	case c.Kind == KindLocation:
		return Target{Kind: TargetLocation, Card: id}
	case c.Kind == KindAbility:
		return Target{Kind: TargetAbility, Card: id, Adventurer: c.Adventurer}
	case c.Kind == KindItem:
		return Target{Kind: TargetItem, Card: id}
	}
	return Target{Kind: TargetCard, Card: id}
}

// targetWords names what a target points at, as a player reads it.
func (w words) targetWords(t Target) say.Msg {
	switch t.Kind {
	case TargetLine:
		if t.Card == "" && w.s == nil { // without the table, the card is not known
			return say.M("the {{.Pos}} card", "Pos", say.Ord(t.Pos))
		}
		if t.Card == "" {
			return say.M("the face-down card ({{.Pos}})", "Pos", say.Ord(t.Pos))
		}
		return say.M("{{.Card}} ({{.Pos}})", "Card", say.Card(t.Card), "Pos", say.Ord(t.Pos))
	case TargetDie:
		if t.Tamed != "" {
			return say.M("{{.Card}}, tamed by the {{.Adv}}", "Card", say.Card(t.Tamed), "Adv", say.Adv(t.Adventurer))
		}
		return say.M("the {{.Adv}}'s die {{.N}}", "Adv", say.Adv(t.Adventurer), "N", t.Value)
	case TargetAdventurer:
		return say.M("the {{.Adv}}", "Adv", say.Adv(t.Adventurer))
	case TargetPile:
		return say.M("Market pile {{.N}}", "N", t.Value)
	case TargetSpace:
		return PlaceWords(w.s, t.Space)
	}
	return say.M("{{.Card}}", "Card", say.Card(t.Card))
}

// AnswerWords is an answer to the pending prompt in words.
func AnswerWords(s *State, answer Answer) say.Msg {
	w := wordsOn(s)
	t, r := w.pending()
	answer = readFor(t, r, answer)
	targets := AnswerTargets(s, answer)
	if r.words != nil && answer.written == "" {
		if msg, ok := r.words(w, t, answer, targets); ok {
			return msg
		}
	}
	if answer.None {
		return say.M("None")
	}
	if len(targets) == 1 && targets[0].Kind == TargetDie {
		d := targets[0]
		return say.M("The {{.Adv}}'s {{.N}}", "Adv", say.Adv(d.Adventurer), "N", d.Value)
	}
	if len(targets) == 1 && targets[0].Kind == TargetAdventurer {
		return say.M("The {{.Adv}}", "Adv", say.Adv(targets[0].Adventurer))
	}
	var names say.List
	for i := range targets {
		names = append(names, w.named(targets, i))
	}
	return say.M("{{.Names}}", "Names", names)
}

// targetAt is targets[i], or no target.
func targetAt(targets []Target, i int) Target {
	if i < len(targets) {
		return targets[i]
	}
	return Target{}
}

// named names targets[i], or says none.
func (w words) named(targets []Target, i int) say.Msg {
	if i < len(targets) {
		return w.targetWords(targets[i])
	}
	return say.M("none")
}

// oneDie is the die an answer naming one die points at; ok false for any other answer.
func oneDie(targets []Target) (d Target, ok bool) {
	if len(targets) == 1 && targets[0].Kind == TargetDie {
		return targets[0], true
	}
	return Target{}, false
}

// cardListWords names the cards of a list in order, or says there are none.
func cardListWords(cards []string) say.Msg {
	if len(cards) == 0 {
		return say.M("none")
	}
	var names say.List
	for _, c := range cards {
		names = append(names, say.M("{{.Card}}", "Card", say.Card(c)))
	}
	return say.M("{{.Names}}", "Names", names)
}

// SpaceWords names a camp space or rune; the camper's own camp action by its card's name when
// the table is given.
func SpaceWords(s *State, space Space) say.Msg {
	switch space {
	case SpaceChop:
		return say.M("Chop Wood")
	case SpaceScout:
		return say.M("Scout Ahead")
	case SpaceMap:
		return say.M("Check Map")
	case SpaceHeal:
		return say.M("Heal")
	case SpaceEquip:
		return say.M("Equip")
	case SpaceAction:
		if s != nil {
			return CampActionWords(s.Camper)
		}
		return say.M("Camp action")
	}
	return say.M("{{.Kind}}", "Kind", say.Raw(string(space)))
}

// RuneWords names a rune.
func RuneWords(r Rune) say.Msg {
	switch r {
	case RuneSeal:
		return say.M("Seal")
	case RuneVanquish:
		return say.M("Vanquish")
	case RuneBolster:
		return say.M("Bolster")
	}
	return say.M("{{.Kind}}", "Kind", say.Raw(string(r)))
}

// PlaceWords names a camp space or a rune (a TargetSpace).
func PlaceWords(s *State, place string) say.Msg {
	if r := Rune(place); slices.Contains(runeNames, r) {
		return RuneWords(r)
	}
	return SpaceWords(s, Space(place))
}

// CampActionWords names an adventurer's camp action by its card ("Elven Scout"), or "Camp
// action" for an adventurer the box does not know.
func CampActionWords(adv string) say.Msg {
	if cat, err := DefaultCatalog(); err == nil {
		if a := cat.Adventurers[adv]; a != nil && a.CampAction.Name.EN != "" {
			return say.M("{{.Action}}", "Action", a.CampAction.Name)
		}
	}
	return say.M("Camp action")
}

// MoveTargets is what a move points at on the table: the cards, dice and places it acts on.
func MoveTargets(s *State, m Move) []Target {
	w := wordsOn(s)
	var out []Target
	switch m.Verb {
	case VerbChoose:
		if m.Answer != nil {
			return AnswerTargets(s, *m.Answer)
		}
	case VerbCamp:
		return []Target{{Kind: TargetAdventurer, Adventurer: m.Adventurer}}
	case VerbPlace:
		return []Target{{Kind: TargetDie, Adventurer: w.camper(), Value: m.Value}, {Kind: TargetSpace, Space: string(m.Space)}}
	case VerbRune:
		for range len(m.Runes) {
			out = append(out, Target{Kind: TargetDie, Adventurer: w.camper(), Value: m.Value})
		}
		for _, r := range m.Runes {
			out = append(out, Target{Kind: TargetSpace, Space: string(r)})
		}
		return out
	case VerbAttack:
		out = append(out, w.lineTarget(m.Pos-1))
	case VerbBuy:
		return []Target{{Kind: TargetItem, Card: m.Card}, {Kind: TargetAdventurer, Adventurer: m.Adventurer}}
	case VerbUse, VerbExhaust, VerbFire, VerbDiscard, VerbSell:
		out = append(out, w.cardTarget(m.Card))
	}
	for _, d := range m.Dice {
		out = append(out, w.argTarget("", d.String()))
	}
	valueOf := ""
	if dieValueArg(m.Card) {
		valueOf = w.cardTarget(m.Card).Adventurer
	}
	for _, a := range m.Args {
		if a != ArgDamage() {
			out = append(out, w.moveArgTarget(valueOf, a))
		}
	}
	return out
}

// dieValueArg reports whether a card's bare number names a value among its owner's dice, not a
// Line position.
func dieValueArg(card string) bool { return itemRules[card].dieValueArg }

func (w words) camper() string {
	if w.s == nil {
		return ""
	}
	return w.s.Camper
}

// MoveWords says what a move does, as a player reads it, on the table it would be played on.
func MoveWords(s *State, m Move) say.Msg {
	w := wordsOn(s)
	switch m.Verb {
	case VerbCamp:
		return say.M("The {{.Adv}} rests in camp", "Adv", say.Adv(m.Adventurer))
	case VerbPlace:
		return say.M("Place a {{.N}} on {{.Space}}", "N", m.Value, "Space", SpaceWords(s, m.Space))
	case VerbRune:
		var names say.List
		for _, r := range m.Runes {
			names = append(names, RuneWords(r))
		}
		return say.M("Cast {{.Runes}} with {{.N}}s", "Runes", names, "N", m.Value)
	case VerbEnd:
		switch {
		case s != nil && s.Phase == PhaseCamp && s.Merchant != nil:
			return say.M("End camp: the Merchant opens")
		case s != nil && s.Phase == PhaseCamp:
			return say.M("End camp: start the Watch")
		case s != nil && s.Phase == PhaseMerchant:
			return say.M("Leave the Merchant: start the Watch")
		}
		return say.M("End the Watch: the Line goes to the Horde")
	case VerbAttack:
		return say.M("Attack {{.Target}} with {{.Dice}}", "Target", w.targetWords(w.lineTarget(m.Pos-1)), "Dice", w.diceWords(m.Dice))
	case VerbFire:
		if s == nil {
			return say.M("Exhaust {{.Card}} for firewood", "Card", say.Card(m.Card))
		}
		return say.M("Exhaust {{.Card}} for +{{.N}} firewood", "Card", say.Card(m.Card), "N", FireFirewood(s))
	case VerbHorde:
		return say.M("Send the 1st creature to the Horde now")
	case VerbChoose:
		if s != nil && s.Pending() != nil && m.Answer != nil {
			return AnswerWords(s, *m.Answer)
		}
		var answers say.List
		if m.Answer != nil {
			answers = append(answers, w.plainAnswerWords(m.Answer.String()))
		}
		return say.M("Choose {{.Answer}}", "Answer", answers)
	case VerbBuy:
		return say.M("Buy {{.Card}} for the {{.Adv}} (cost {{.N}})", "Card", say.Card(m.Card), "Adv", say.Adv(m.Adventurer), "N", ItemCost(m.Card))
	case VerbSell:
		return say.M("Sell the Trophy {{.Card}}", "Card", say.Card(m.Card))
	case VerbUse, VerbExhaust, VerbDiscard:
		var text say.Msg
		switch m.Verb {
		case VerbExhaust:
			text = say.M("Exhaust {{.Card}}", "Card", say.Card(m.Card))
		case VerbDiscard:
			text = say.M("Discard {{.Card}}", "Card", say.Card(m.Card))
		default:
			text = say.M("Use {{.Card}}", "Card", say.Card(m.Card))
		}
		if len(m.Dice) > 0 {
			text = say.M("{{.Use}} with {{.Dice}}", "Use", text, "Dice", w.diceWords(m.Dice))
		}
		if len(m.Args) > 0 {
			valueOf := ""
			if dieValueArg(m.Card) {
				valueOf = w.cardTarget(m.Card).Adventurer
			}
			text = say.M("{{.Use}}, on {{.Targets}}", "Use", text, "Targets", w.argsWords(valueOf, m.Args))
		}
		return text
	}
	return say.M("{{.Move}}", "Move", say.Raw(m.String()))
}

// plainAnswerWords names an answer without the prompt it answers: the cards, dice and places
// it names.
func (w words) plainAnswerWords(answer string) say.Msg {
	if top, bottom, ok := strings.Cut(answer, "/"); ok {
		return say.M("On top: {{.Top}}; at the bottom: {{.Bottom}}", "Top", cardListWords(cardList(strings.TrimSuffix(top, ","))), "Bottom", cardListWords(cardList(strings.TrimSuffix(bottom, ","))))
	}
	if x, y, ok := strings.Cut(answer, ">"); ok {
		return say.M("{{.A}} swapped for {{.B}}", "A", w.plainAnswerWords(x), "B", w.plainAnswerWords(y))
	}
	if strings.Contains(answer, ",") {
		return cardListWords(cardList(strings.TrimSuffix(answer, ",")))
	}
	if card, value, ok := strings.Cut(answer, ":"); ok && w.card(card) != nil {
		n, _ := strconv.Atoi(value)
		return say.M("Stun the {{.Adv}}'s die {{.N}} on {{.Card}}", "Adv", say.Adv(w.cardTarget(card).Adventurer), "N", n, "Card", say.Card(card))
	}
	switch answer {
	case noneWord:
		return say.M("None")
	case "":
		return say.M("none")
	}
	return w.targetWords(w.argTarget("", answer))
}

func (w words) diceWords(dice []DieSpec) say.List {
	var out say.List
	for _, d := range dice {
		out = append(out, w.targetWords(w.argTarget("", d.String())))
	}
	return out
}

func (w words) argsWords(valueOf string, args []Arg) say.List {
	var out say.List
	for _, a := range args {
		if a == ArgDamage() {
			out = append(out, say.M("6 damage instead"))
			continue
		}
		out = append(out, w.targetWords(w.moveArgTarget(valueOf, a)))
	}
	return out
}

// The words of answers that several prompts share.

// exhaustsWords: the answer is an ability card its owner exhausts.
func exhaustsWords(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
	return say.M("The {{.Adv}} exhausts {{.Card}}", "Adv", say.Adv(targetAt(targets, 0).Adventurer), "Card", say.Card(answer.Card)), true
}

// refreshesWords: the answer is an exhausted ability card its owner refreshes.
func refreshesWords(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
	return say.M("The {{.Adv}} refreshes {{.Card}}", "Adv", say.Adv(targetAt(targets, 0).Adventurer), "Card", say.Card(answer.Card)), true
}

// defeatWords: the answer is a creature defeated, or none.
func defeatWords(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
	if answer.None {
		return say.Msg{}, false
	}
	return say.M("Defeat {{.Target}}", "Target", w.named(targets, 0)), true
}

// sealWords: the answer is an Unhallowed sealed, or none.
func sealWords(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
	if answer.None {
		return say.Msg{}, false
	}
	return say.M("Seal {{.Card}}", "Card", say.Card(answer.Card)), true
}

// nextLocationWords: the answer is the next location, or none.
func nextLocationWords(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
	if answer.None {
		return say.Msg{}, false
	}
	return say.M("Next location: {{.Card}}", "Card", say.Card(answer.Card)), true
}

// rerollDieWords: the answer is a die rerolled, or none.
func rerollDieWords(w words, t *Task, answer Answer, targets []Target) (say.Msg, bool) {
	if d, ok := oneDie(targets); ok {
		return say.M("Reroll the {{.Adv}}'s {{.N}}", "Adv", say.Adv(d.Adventurer), "N", d.Value), true
	}
	return say.Msg{}, false
}
