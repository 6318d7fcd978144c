package game

import (
	"fmt"
	"slices"
	"strings"
)

// Pocket Watch (Options.Game "pocket") is the five-round micro variant: twelve double creature
// cards shuffled anew every round, one location card whose next location is rolled on a d8, a
// Horde that is only a counter, and Unhallowed that rise when their skull number matches the
// round instead of from Summon cards. docs/pocket-watch.md says how each rule is read.
const GamePocket = "pocket"

// PocketDifficulties are the difficulties of Pocket Watch, easiest first.
var PocketDifficulties = []string{"casual", "normal", "hard", "impossible"}

const (
	pocketRounds    = 5 // round 5 is always at the final location
	pocketRests     = 1 // each adventurer rests exactly once
	pocketLocations = 8 // numbers 1-8 on the location card; 8 is the final location
	maxSkull        = 5
)

// PocketState is what a Pocket Watch table tracks beyond the base game's zones.
type PocketState struct {
	Horde      int      `json:"horde"`                // the Horde counter
	Roll       int      `json:"roll,omitempty"`       // the last d8 rolled for a location
	Seal       bool     `json:"seal,omitempty"`       // the Seal rune was cast this round
	Acolyte    bool     `json:"acolyte,omitempty"`    // the Acolyte has turned the Unhallowed up this round
	SittingOut []string `json:"sittingOut,omitempty"` // cards defeated with Stay Dead last round, out this round
}

func (p *PocketState) clone() *PocketState {
	if p == nil {
		return nil
	}
	c := *p
	c.SittingOut = cloneStrings(p.SittingOut)
	return &c
}

// LocationCard is Pocket Watch's location card: its locations by number (index 0 is number 1),
// the last one the final location.
type LocationCard struct {
	ID        string   `json:"id"`
	Origin    string   `json:"origin"`
	Name      Text     `json:"name"`
	Locations []string `json:"locations"`
}

// PocketWatch reports whether the table plays Pocket Watch.
func (s *State) PocketWatch() bool { return s.Pocket != nil }

// indexDoubles pairs the halves of the double cards and checks the location card.
func indexDoubles(cat *Catalog) error {
	cat.halves = map[string][2]string{}
	count := map[string]int{}
	for _, id := range cat.order {
		c := cat.Cards[id]
		if c.Double == "" {
			if c.Skull != 0 {
				return fmt.Errorf("card %q: only a half of a double card has a skull number", id)
			}
			continue
		}
		switch c.Kind {
		case KindCreature, KindAcolyte, KindUnhallowed:
		default:
			return fmt.Errorf("card %q: only creatures are printed on double cards", id)
		}
		if (c.Kind == KindUnhallowed) != (c.Skull != 0) || c.Skull < 0 || c.Skull > maxSkull {
			return fmt.Errorf("card %q: an Unhallowed half needs a skull number 1-%d, and only it has one (skull %d)", id, maxSkull, c.Skull)
		}
		h := cat.halves[c.Double]
		if count[c.Double] >= 2 {
			return fmt.Errorf("double card %q has more than two halves", c.Double)
		}
		h[count[c.Double]] = id
		count[c.Double]++
		cat.halves[c.Double] = h
	}
	for d, h := range cat.halves {
		if count[d] != 2 {
			return fmt.Errorf("double card %q has one half", d)
		}
		if cat.Cards[h[0]].Kind == KindUnhallowed && cat.Cards[h[1]].Kind == KindUnhallowed {
			return fmt.Errorf("double card %q has two Unhallowed halves", d)
		}
	}
	if lc := cat.LocationCard; lc != nil {
		if err := validOrigin(SetPocket, lc.Origin); err != nil {
			return fmt.Errorf("location card %q: %w", lc.ID, err)
		}
		if len(lc.Locations) != pocketLocations {
			return fmt.Errorf("location card %q: %d locations, not %d", lc.ID, len(lc.Locations), pocketLocations)
		}
		for k, id := range lc.Locations {
			c := cat.Cards[id]
			if c == nil || c.Kind != KindLocation || (c.LocationKind == LocationFinal) != (k == pocketLocations-1) {
				return fmt.Errorf("location card %q: number %d, %q, is not a location of that kind (numbers 1-%d regular, %d final)", lc.ID, k+1, id, pocketLocations-1, pocketLocations)
			}
			if slices.Contains(lc.Locations[:k], id) {
				return fmt.Errorf("location card %q: %q is printed twice", lc.ID, id)
			}
		}
	}
	return nil
}

// OtherHalf is the other half of a double card ("" for a card printed alone).
func (c *Catalog) OtherHalf(id string) string {
	card := c.Cards[id]
	if card == nil || card.Double == "" {
		return ""
	}
	h := c.halves[card.Double]
	if h[0] == id {
		return h[1]
	}
	return h[0]
}

// physical names the printed card a card id stands for: a double card for either half.
func physical(cat *Catalog, id string) string {
	if c := cat.Cards[id]; c != nil && c.Double != "" {
		return c.Double
	}
	return id
}

// LocationNumber is a location's number on Pocket Watch's location card (0 when not on it).
func LocationNumber(id string) int {
	cat, err := DefaultCatalog()
	if err != nil || cat.LocationCard == nil {
		return 0
	}
	return slices.Index(cat.LocationCard.Locations, id) + 1
}

// checkPocketOptions refuses what Pocket Watch does not play with.
func checkPocketOptions(opts Options) error {
	if opts.Difficulty != "" && !slices.Contains(PocketDifficulties, strings.ToLower(opts.Difficulty)) {
		return fmt.Errorf("unknown Pocket Watch difficulty %q (choose %s)", opts.Difficulty, strings.Join(PocketDifficulties, ", "))
	}
	switch {
	case opts.Mix:
		return fmt.Errorf("mixing boxes needs the Swords of the Coin game")
	case opts.ExtraAdventurers || opts.ExtraUnhallowed:
		return fmt.Errorf("Pocket Watch is played with its own cards and the six base adventurers, without the extras")
	case opts.Locations != "" || opts.FinalLocation != "":
		return fmt.Errorf("Pocket Watch is played on its own location card: no location pool or final location to choose")
	case opts.CreatureDeck != "":
		return fmt.Errorf("Pocket Watch is played with its own twelve creature cards: no creature deck to build")
	}
	return nil
}

// pocketDifficulty is the options' difficulty, "normal" when empty.
func pocketDifficulty(opts Options) string {
	if opts.Difficulty == "" {
		return "normal"
	}
	return strings.ToLower(opts.Difficulty)
}

// setupPocket deals a Pocket Watch table once the adventurers are seated: the twelve double
// cards, each turned at random, shuffled; the first location rolled; the fire lit.
func (g *game) setupPocket() {
	s, cat := g.s, g.cat
	s.Pocket = &PocketState{}
	r := &s.RNG
	onCard := cat.LocationCard.Locations
	doubles := map[string]bool{}
	for _, id := range cat.IDs() {
		c := cat.Cards[id]
		switch {
		case c.Kind == KindAbility || c.Kind == KindItem:
			if !slices.Contains(s.Box, id) && s.Adventurer(c.Adventurer) == nil {
				s.Box = append(s.Box, id)
			}
		case c.Double != "":
			if !doubles[c.Double] {
				doubles[c.Double] = true
				s.Creatures = append(s.Creatures, g.turnAtRandom(id))
			}
		case c.Kind == KindLocation && slices.Contains(onCard, id):
		default:
			s.Box = append(s.Box, id)
		}
	}
	r.Shuffle(s.Creatures)
	s.Unused = cloneStrings(onCard[:pocketLocations-1])
	s.MapDeck = []string{onCard[pocketLocations-1]}
	s.Firewood = startingFirewood
	if s.Options.RandomFirewood {
		s.Firewood = r.Roll(8)
	}
	s.Location = g.rollLocation()
	s.Unused = removeString(s.Unused, s.Location)
	s.Box = outOfGame(cat, s.Options, s.Box)
}

// turnAtRandom turns a double card either way up, as a shuffle does.
func (g *game) turnAtRandom(id string) string {
	if other := g.cat.OtherHalf(id); other != "" && g.s.RNG.IntN(2) == 1 {
		return other
	}
	return id
}

// rollLocation rolls the d8 for a location not yet visited: an 8 (the final location) or a
// location already visited is rolled again.
func (g *game) rollLocation() string {
	s := g.s
	onCard := g.cat.LocationCard.Locations
	for range 1000 {
		v := s.RNG.Roll(pocketLocations)
		if v < pocketLocations && slices.Contains(s.Unused, onCard[v-1]) {
			s.Pocket.Roll = v
			g.emit("location-roll", onCard[v-1], "", v)
			return onCard[v-1]
		}
	}
	// Unreachable while a location is left: the die finds it long before.
	return s.Unused[0]
}

// pocketNewRound runs when a Pocket Watch round after the first begins: the next location is
// rolled unless a camp action chose it (or it is the final round), and every creature card
// (Graveyard included, but not those sitting out after Stay Dead) is shuffled into the deck.
func (g *game) pocketNewRound() {
	s := g.s
	if s.Pocket == nil {
		return
	}
	if s.Round < pocketRounds && g.card(s.MapDeck[0]).LocationKind == LocationFinal {
		next := g.rollLocation()
		s.Unused = removeString(s.Unused, next)
		s.MapDeck = slices.Insert(s.MapDeck, 0, next)
	}
	p := s.Pocket
	deck := append(append(append(cloneStrings(s.Creatures), s.Graveyard...), s.Horde...), p.SittingOut...)
	for _, lc := range s.Line {
		deck = append(deck, lc.Card)
	}
	p.SittingOut, s.Removed = s.Removed, nil
	s.Graveyard, s.Horde, s.Line = nil, nil, nil
	for i, c := range deck {
		deck[i] = g.turnAtRandom(c)
	}
	s.RNG.Shuffle(deck)
	s.Creatures = deck
	p.Seal, p.Acolyte = false, false
	g.emit("creatures-shuffled", "", "", len(deck))
}

// pocketWatch extends the final round's Line by the Horde counter, as far as the cards allow;
// what the cards cannot hold stays on the counter, to come back as creatures are defeated.
func (g *game) pocketWatch(final bool) {
	s := g.s
	if s.Pocket == nil || !final {
		return
	}
	for s.Pocket.Horde > 0 {
		c, ok := g.drawCreature()
		if !ok {
			break
		}
		s.Line = append(s.Line, LineCard{Card: c})
		s.Pocket.Horde--
	}
	g.emit("horde-joins", "", "", s.Pocket.Horde)
}

// pocketEndRound runs at the end of a round survived: the Beast Master gives up his tamed
// creatures.
func (g *game) pocketEndRound() {
	s := g.s
	if s.Pocket == nil {
		return
	}
	for i := range s.Adventurers {
		a := &s.Adventurers[i]
		for _, c := range a.Tamed {
			s.Graveyard = slices.Insert(s.Graveyard, 0, c)
			g.emit("released", c, a.ID, 0)
		}
		a.Tamed = nil
	}
}

// skullMatches reports whether an Unhallowed with this skull number rises this round: its own
// round (Casual and Normal), this round's or the last one's (Hard), or any so far (Impossible).
func (g *game) skullMatches(skull int) bool {
	round := g.s.Round
	switch pocketDifficulty(g.s.Options) {
	case "hard":
		return skull == round || skull == round-1
	case "impossible":
		return skull >= 1 && skull <= round
	}
	return skull == round
}

// RisingSkulls lists the skull numbers whose Unhallowed rise this round (none outside Pocket
// Watch).
func RisingSkulls(s *State) []int {
	if s.Pocket == nil {
		return nil
	}
	g := &game{s: s}
	var out []int
	for n := 1; n <= maxSkull; n++ {
		if g.skullMatches(n) {
			out = append(out, n)
		}
	}
	return out
}

// pocketTurnUp turns a double card just revealed at position i: its Unhallowed half up when the
// skull number matches (the Watch then exhausts an ability card), otherwise its creature half.
// A card of two creatures stays as it was dealt.
func (g *game) pocketTurnUp(i int) {
	s := g.s
	if s.Pocket == nil {
		return
	}
	lc := &s.Line[i]
	u, other := lc.Card, g.cat.OtherHalf(lc.Card)
	if other == "" {
		return
	}
	if g.card(other).Kind == KindUnhallowed {
		u, other = other, u
	}
	if g.card(u).Kind != KindUnhallowed {
		return
	}
	if !g.skullMatches(g.card(u).Skull) {
		lc.Card = other
		return
	}
	lc.Card = u
	g.emit("unhallowed-rises", u, "", g.card(u).Skull)
	g.pushTask(Task{Kind: TaskExhaust, Count: 1, Card: u})
	g.offerSeal(u)
}

// acolyteTurnsUp is the Pocket Watch Acolyte's First-position power: once a round, every
// revealed card whose other half is an Unhallowed turns it up, with no card exhausted.
func (g *game) acolyteTurnsUp() {
	s := g.s
	if s.Pocket == nil || s.Pocket.Acolyte {
		return
	}
	s.Pocket.Acolyte = true
	for j := range s.Line {
		lc := &s.Line[j]
		other := g.cat.OtherHalf(lc.Card)
		if !lc.FaceUp || other == "" || g.card(other).Kind != KindUnhallowed {
			continue
		}
		lc.Card = other
		lc.RevealPending = !lc.NoReveal
		g.emit("unhallowed-rises", other, "", 0)
		g.offerSeal(other)
	}
}

// TaskPocketSeal: the Seal rune was cast and Card, an Unhallowed, has just risen: the party may
// swap it for an Unhallowed half of a card in the Graveyard (or none).
const TaskPocketSeal = "pocket-seal"

func (g *game) offerSeal(u string) {
	if g.s.Pocket.Seal && len(g.sealChoices()) > 0 {
		g.pushTask(Task{Kind: TaskPocketSeal, Card: u})
	}
}

// sealChoices are the Unhallowed halves of the cards in the Graveyard, whichever way they lie.
func (g *game) sealChoices() []string {
	var out []string
	for _, c := range g.s.Graveyard {
		for _, h := range []string{c, g.cat.OtherHalf(c)} {
			if h != "" && g.card(h).Kind == KindUnhallowed {
				out = append(out, h)
			}
		}
	}
	return out
}

func init() {
	creatureRules["pocket-acolyte"] = creatureRule{first: func(g *game, i int) { g.acolyteTurnsUp() }}
	taskRules[TaskPocketSeal] = taskRule{
		options: func(g *game, t *Task) []string {
			if g.linePos(t.Card) < 0 {
				return nil
			}
			return append(g.sealChoices(), AnswerNone)
		},
		resolve: func(g *game, t *Task, answer string) error {
			s := g.s
			card := t.Card
			g.popTask()
			i := g.linePos(card)
			if answer == AnswerNone || i < 0 {
				return nil
			}
			s.Graveyard = removeString(s.Graveyard, g.graveyardHalf(answer))
			s.Graveyard = slices.Insert(s.Graveyard, 0, card)
			s.Line[i].Card = answer
			g.emit("sealed", answer, "", i+1)
			return nil
		},
		describe: func(g *game, t *Task) string {
			return fmt.Sprintf("Seal: swap the %s for an Unhallowed from the Graveyard, or none", g.name(t.Card))
		},
	}
}

// graveyardHalf is the id under which a card lies in the Graveyard: the id itself, or in
// Pocket Watch its other half ("" when the card is not there).
func (g *game) graveyardHalf(id string) string {
	for _, c := range []string{id, g.cat.OtherHalf(id)} {
		if c != "" && slices.Contains(g.s.Graveyard, c) && (c == id || g.s.Pocket != nil) {
			return c
		}
	}
	return ""
}

// polymorphChoices are the Graveyard cards Polymorph may bring: in Pocket Watch either half.
func (g *game) polymorphChoices() []string {
	grave := graveyardWhere(g, func(*Card) bool { return true })
	if g.s.Pocket == nil {
		return grave
	}
	var out []string
	for _, c := range grave {
		out = append(out, c)
		if h := g.cat.OtherHalf(c); h != "" {
			out = append(out, h)
		}
	}
	return out
}

// intoHorde sends a card to the Horde. In Pocket Watch the card goes to the Graveyard and the
// Horde counter goes up, except in the final round, whose new Horde is never fought.
func (g *game) intoHorde(card string) {
	s := g.s
	if s.Pocket == nil {
		s.Horde = slices.Insert(s.Horde, 0, card)
		return
	}
	s.Graveyard = slices.Insert(s.Graveyard, 0, card)
	if !g.finalRound() {
		s.Pocket.Horde++
	}
}

// pocketVanquish is the Vanquish rune: the Horde counter goes down by one.
func (g *game) pocketVanquish() {
	if p := g.s.Pocket; p.Horde > 0 {
		p.Horde--
		g.emit("vanquished", "", "", p.Horde)
	}
}

// pocketRecycles reports whether a creature defeated now goes back, face down, to the end of
// the Line: in the final round, while the Horde counter still holds creatures the cards could
// not.
func (g *game) pocketRecycles() bool {
	s := g.s
	return s.Pocket != nil && s.Pocket.Horde > 0 && g.finalRound() && s.Phase == PhaseWatch
}

func (g *game) recycle(card string) {
	s := g.s
	s.Line = append(s.Line, LineCard{Card: g.turnAtRandom(card)})
	s.Pocket.Horde--
	g.emit("horde-returns", "", "", s.Pocket.Horde)
}

// pocketCheckMap decides whether Check Map may be used: not when the next round is the final
// one, nor when the next location is already chosen.
func (g *game) pocketCheckMap(what string) error {
	s := g.s
	if s.Round+1 >= pocketRounds {
		return fmt.Errorf("%s: the next round is at the final location, which cannot be swapped out", what)
	}
	if g.card(s.MapDeck[0]).LocationKind != LocationFinal {
		return fmt.Errorf("%s: the next location is already chosen (%s)", what, g.name(s.MapDeck[0]))
	}
	return nil
}

// pocketMapRoll is Check Map: the d8 is rolled for two different locations not visited yet,
// and the camper keeps one of them.
func (g *game) pocketMapRoll() {
	s := g.s
	var cards []string
	for range 2 {
		if len(s.Unused) == 0 {
			break
		}
		c := g.rollLocation()
		s.Unused = removeString(s.Unused, c)
		cards = append(cards, c)
	}
	g.pushTask(Task{Kind: TaskCheckMap, Cards: cards})
}

// neighbours are the unvisited locations next to the current one on the location card: one
// number down and one up, 7 and 1 being neighbours.
func (g *game) neighbours() []string {
	s := g.s
	onCard := g.cat.LocationCard.Locations
	n := pocketLocations - 1
	k := slices.Index(onCard, s.Location)
	var out []string
	if k < 0 || k >= n {
		return nil
	}
	for _, j := range []int{(k + n - 1) % n, (k + 1) % n} {
		if slices.Contains(s.Unused, onCard[j]) && !slices.Contains(out, onCard[j]) {
			out = append(out, onCard[j])
		}
	}
	return out
}

// pocketTeleport is the Wizard's Teleport on the location card: a neighbouring location
// becomes the next one.
func (g *game) pocketTeleportCheck() error {
	if err := g.pocketCheckMap("Teleport"); err != nil {
		return err
	}
	if len(g.neighbours()) == 0 {
		return fmt.Errorf("Teleport: both neighbouring locations have been visited")
	}
	return nil
}

func (g *game) pocketTeleport() {
	cards := g.neighbours()
	for _, c := range cards {
		g.s.Unused = removeString(g.s.Unused, c)
	}
	g.pushTask(Task{Kind: TaskTeleport, Cards: cards})
}

// checkLocationCard checks the locations of a Pocket Watch table: those of the location card
// only, each here, visited, unused or next, and the final location last.
func checkLocationCard(s *State, bad func(string, ...any)) {
	cat, err := DefaultCatalog()
	if err != nil || cat.LocationCard == nil {
		bad("Pocket Watch needs its location card")
		return
	}
	onCard := cat.LocationCard.Locations
	inPlay := append(append(append([]string{s.Location}, s.Visited...), s.Unused...), s.MapDeck...)
	for _, t := range s.Tasks {
		if t.Kind == TaskCheckMap || t.Kind == TaskTeleport {
			inPlay = append(inPlay, t.Cards...)
		}
	}
	for _, id := range inPlay {
		if !slices.Contains(onCard, id) {
			bad("%s is not on Pocket Watch's location card", id)
		}
	}
	for _, id := range onCard {
		if !slices.Contains(inPlay, id) {
			bad("%s, on the location card, is out of play", id)
		}
	}
	final := onCard[pocketLocations-1]
	switch {
	case s.Location == final:
		if s.Round != pocketRounds {
			bad("the final location is reached in round %d, not %d", s.Round, pocketRounds)
		}
	case len(s.MapDeck) == 0 || s.MapDeck[len(s.MapDeck)-1] != final || len(s.MapDeck) > 2:
		bad("the next locations must be at most one chosen location and then the final location, not %v", s.MapDeck)
	case len(s.Unused)+len(s.MapDeck)-1 < pocketRounds-1-s.Round:
		bad("%d unvisited locations are too few for the rounds to come", len(s.Unused))
	}
}

// maxRests is how many times each adventurer rests in a game.
func maxRests(opts Options) int {
	if opts.Game == GamePocket {
		return pocketRests
	}
	return restsPerGame
}

// belongs refuses a double card outside Pocket Watch, and in Pocket Watch a creature printed
// alone anywhere but in the box.
func belongs(opts Options, c *Card, zone string) error {
	pocket := opts.Game == GamePocket
	switch {
	case c.Double != "" && !pocket:
		return fmt.Errorf("card %s belongs to Pocket Watch games only", c.ID)
	case pocket && c.Double == "" && zone != "the box" &&
		(c.Kind == KindCreature || c.Kind == KindAcolyte || c.Kind == KindUnhallowed || c.Kind == KindSummon):
		return fmt.Errorf("card %s is not one of Pocket Watch's double cards (in %s)", c.ID, zone)
	}
	return nil
}

// checkPocket adds Pocket Watch's own soundness rules to Check.
func checkPocket(s *State, place func(string, ...string), bad func(string, ...any)) {
	p := s.Pocket
	if (p != nil) != (s.Options.Game == GamePocket) {
		bad("Pocket Watch's counters belong to Pocket Watch games only (game %q)", s.Options.Game)
	}
	if p == nil {
		return
	}
	checkLocationCard(s, bad)
	place("the cards sitting out", p.SittingOut...)
	if p.Horde < 0 {
		bad("the Horde counter is %d", p.Horde)
	}
	if len(s.Horde) > 0 || len(s.Unhallowed) > 0 {
		bad("Pocket Watch has no Horde pile and no Unhallowed deck")
	}
	if s.Round > pocketRounds {
		bad("round %d is past Pocket Watch's %d", s.Round, pocketRounds)
	}
	if p.Roll < 0 || p.Roll > pocketLocations {
		bad("the location die shows %d", p.Roll)
	}
}
