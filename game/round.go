package game

import (
	"fmt"
	"slices"
	"strings"

	"setawatch/internal/say"
)

// beginRound reveals the location (its firewood change from round 2 on), rolls every die and
// runs the location's start-of-round rules; then the party chooses who rests, or in the final
// round everybody goes on Watch.
func (g *game) beginRound() {
	s := g.s
	if s.Round > 1 {
		g.pocketNewRound()
		s.Visited = append(s.Visited, s.Location)
		s.Location, s.MapDeck = s.MapDeck[0], s.MapDeck[1:]
		g.mapTopTaken()
		loc := g.card(s.Location)
		g.emit(EventLocation, s.Location, "", s.Round)
		if loc.FirewoodSpecial {
			g.locationFirewood()
		} else {
			g.changeFirewood(loc.Firewood, s.Location)
		}
	}
	g.rollAll()
	g.locationStart()
	if g.finalRound() {
		g.beginWatch()
		return
	}
	s.Phase = PhaseCamper
}

func (g *game) finalRound() bool {
	return g.card(g.s.Location).LocationKind == LocationFinal
}

func (g *game) checkCamper(id string) error {
	s := g.s
	if s.Phase != PhaseCamper {
		return say.Err("the camper is chosen at the start of a round, before camp")
	}
	a := s.Adventurer(id)
	if a == nil {
		return say.Err("there is no adventurer {{.Id}} at the table", "Id", say.Raw(fmt.Sprintf("%q", id)))
	}
	if s.Pocket != nil && a.Rests >= pocketRests {
		return fmt.Errorf("the %s has already rested: in Pocket Watch each adventurer rests once", g.advName(id))
	}
	if a.Rests >= restsPerGame {
		return say.Err("the {{.Adv}} has already rested twice", "Adv", say.Adv(id))
	}
	// Everyone rests exactly twice in rounds 1-8: with 8 rounds and 4 adventurers every choice
	// of someone who has rested less than twice keeps that possible.
	if must := g.mustCamp(); len(must) > 0 && !slices.Contains(must, id) {
		return say.Err("{{.Card}}: the adventurer with the highest roll must rest this round ({{.Who}})", "Card", say.Card(s.Location), "Who", advList(must))
	}
	return nil
}

func (g *game) chooseCamper(id string) {
	s := g.s
	a := s.Adventurer(id)
	s.Camper = id
	a.Rests++
	for i := range s.Adventurers {
		s.Adventurers[i].OnWatch = s.Adventurers[i].ID != id
	}
	g.emit(EventRests, "", id, a.Rests)
	g.refreshItems(a)
	if n := g.campRefreshes(); n > 0 && a.ExhaustedCards() > 0 {
		g.pushTask(Task{Kind: TaskRefresh, Adventurer: id, Count: n})
	}
	g.locationCamper()
	s.Phase = PhaseCamp
}

func (g *game) camper() *AdventurerState { return g.s.Adventurer(g.s.Camper) }

// checkPlace decides whether the camper may put a die of that value on a camp space.
func (g *game) checkPlace(v int, space Space) error {
	s := g.s
	if s.Phase != PhaseCamp {
		return say.Err("dice go on camp spaces only during camp")
	}
	a := g.camper()
	if !g.hasFreeDie(a, v, 1) {
		return say.Err("the {{.Adv}} has no unused die showing {{.N}}", "Adv", say.Adv(a.ID), "N", v)
	}
	anyValue := g.loc().anyCampValue
	c := &s.Camp
	switch space {
	case SpaceChop:
		if len(c.Chop) >= ChopDice {
			return say.Err("Chop Wood has room for three dice")
		}
	case SpaceScout:
		if len(c.Scout) >= ScoutDice {
			return say.Err("Scout Ahead has room for three dice")
		}
		if len(c.Scout) > 0 && v <= c.Scout[len(c.Scout)-1] && !anyValue {
			return g.refuse(func() error {
				return say.Err("Scout Ahead: each further die must be higher than {{.N}}", "N", c.Scout[len(c.Scout)-1])
			})
		}
		if len(s.Creatures)+len(s.Graveyard) == 0 {
			return say.Err("Scout Ahead: there are no creatures to look at")
		}
	case SpaceMap:
		if c.CheckMap > 0 {
			return g.refuse(func() error { return say.Err("Check Map has room for one die") })
		}
		if v < MapLeast && !anyValue {
			return g.refuse(func() error { return say.Err("Check Map needs a die of 4 or more") })
		}
		if s.Pocket != nil {
			return g.pocketCheckMap(say.M("Check Map"))
		}
		if len(s.MapDeck) == 0 || g.card(s.MapDeck[0]).LocationKind == LocationFinal {
			return say.Err("Check Map: the final location cannot be swapped out")
		}
		if len(s.Unused) == 0 {
			return say.Err("Check Map: there are no unused locations")
		}
	case SpaceHeal:
		if c.Heal > 0 {
			return g.refuse(func() error { return say.Err("Heal has room for one die") })
		}
		if v != HealValue && !anyValue {
			return g.refuse(func() error { return say.Err("Heal needs a die showing exactly 6") })
		}
		if !g.anyExhausted() {
			return say.Err("Heal: no ability card is exhausted")
		}
	case SpaceEquip:
		if c.Equip > 0 {
			return g.refuse(func() error { return say.Err("Equip has room for one die") })
		}
		if len(a.Unused) == 0 {
			return say.Err("Equip: the {{.Adv}} has no unused card", "Adv", say.Adv(a.ID))
		}
	case SpaceAction:
		if c.Action != 0 {
			return g.refuse(func() error { return say.Err("the camp action is used once a round") })
		}
		act := g.cat.Adventurers[a.ID].CampAction
		if v < act.MinDie && !anyValue {
			return g.refuse(func() error {
				return say.Err("{{.Name}} needs a die of {{.N}} or more", "Name", act.Name, "N", act.MinDie)
			})
		}
		if err := g.checkCampAction(a); err != nil {
			return err
		}
	default:
		return say.Err("unknown camp space {{.Space}} (spaces: chop, scout, map, heal, equip, action)", "Space", say.Raw(fmt.Sprintf("%q", space)))
	}
	return nil
}

func (g *game) hasFreeDie(a *AdventurerState, v, n int) bool {
	for _, d := range a.Dice {
		if d.State == DieFree && d.Value == v {
			n--
		}
	}
	return n <= 0
}

// takeCampDie moves one of the camper's free dice showing v onto a camp space.
func (g *game) takeCampDie(v int) {
	a := g.camper()
	for i := range a.Dice {
		if a.Dice[i].State == DieFree && a.Dice[i].Value == v {
			a.Dice[i].State = DieCamp
			return
		}
	}
}

func (g *game) place(v int, space Space) error {
	s := g.s
	a := g.camper()
	g.takeCampDie(v)
	c := &s.Camp
	g.emit(EventPlaced, string(space), a.ID, v)
	g.takeCoins(space)
	switch space {
	case SpaceChop:
		c.Chop = append(c.Chop, v)
		g.changeFirewood(g.chopValue(), "chop")
	case SpaceScout:
		c.Scout = append(c.Scout, v)
		g.pushTask(Task{Kind: TaskScout, Cards: g.drawCreatures(ScoutLook)})
	case SpaceMap:
		c.CheckMap = v
		if s.Pocket != nil {
			g.pocketMapRoll()
			break
		}
		cards := []string{s.MapDeck[0], s.Unused[0]}
		s.MapDeck, s.Unused = s.MapDeck[1:], s.Unused[1:]
		g.mapTopTaken()
		g.unusedTopTaken()
		g.pushTask(Task{Kind: TaskCheckMap, Cards: cards})
	case SpaceHeal:
		c.Heal = v
		g.pushTask(Task{Kind: TaskHeal, Count: 1})
	case SpaceEquip:
		c.Equip = v
		g.pushTask(Task{Kind: TaskEquip, Adventurer: a.ID})
	case SpaceAction:
		c.Action = v
		return g.campAction(a, v)
	}
	return nil
}

var runeNames = []Rune{RuneSeal, RuneVanquish, RuneBolster}

// runeList is the runes' names for a refusal's text.
func runeList() string {
	names := make([]string, len(runeNames))
	for i, r := range runeNames {
		names[i] = string(r)
	}
	return strings.Join(names, ", ")
}

func (g *game) checkRune(v int, runes []Rune) error {
	s := g.s
	if s.Phase != PhaseCamp {
		return say.Err("runes are cast only during camp")
	}
	if len(s.Camp.Runes) > 0 {
		return say.Err("the runes have already been cast this round")
	}
	if len(runes) < 2 || len(runes) > 3 {
		return say.Err("runes need matching dice on two or three different runes: choose a pair")
	}
	for i, r := range runes {
		if !slices.Contains(runeNames, r) {
			return say.Err("unknown rune {{.R}} (runes: {{.X}})", "R", say.Raw(fmt.Sprintf("%q", r)), "X", say.Raw(fmt.Sprint(runeList())))
		}
		if slices.Contains(runes[:i], r) {
			return say.Err("the {{.R}} rune cannot be chosen twice", "R", say.Raw(fmt.Sprint(r)))
		}
	}
	if !g.hasFreeDie(g.camper(), v, len(runes)) {
		return say.Err("runes need {{.N}} unused dice showing {{.N2}}", "N", len(runes), "N2", v)
	}
	return nil
}

// keptRunes is the list of runeSets equal to runes, shared (no table changes its runes in
// place), or else a copy of runes.
func keptRunes(runes []Rune) []Rune {
	for _, rs := range runeSets {
		if slices.Equal(rs, runes) {
			return rs[:len(rs):len(rs)]
		}
	}
	return slices.Clone(runes)
}

func (g *game) castRunes(v int, runes []Rune) {
	s := g.s
	for range runes {
		g.takeCampDie(v)
	}
	s.Camp.Runes, s.Camp.RuneDie = keptRunes(runes), v
	for _, r := range runes {
		g.emit(EventRune, string(r), s.Camper, v)
		switch r {
		case RuneSeal:
			if s.Pocket != nil {
				s.Pocket.Seal = true // swaps wait for an Unhallowed to rise this round
				break
			}
			g.pushTask(Task{Kind: TaskSeal})
		case RuneVanquish:
			if s.Pocket != nil {
				g.pocketVanquish()
			} else if len(s.Horde) > 0 {
				s.Removed = append(s.Removed, s.Horde[0])
				g.emit(EventVanquished, "", "", 0)
				s.Horde = s.Horde[1:]
				s.Known.Horde >>= 1
			}
		case RuneBolster:
			queue := make([]string, 0, len(s.Adventurers))
			for _, a := range g.watchers() {
				queue = append(queue, a.ID)
			}
			g.pushTask(Task{Kind: TaskBolster, Queue: queue})
		}
	}
}

// beginWatch deals the Line and lets the campfire reveal it.
func (g *game) beginWatch() {
	s := g.s
	s.Phase = PhaseWatch
	final := g.finalRound()
	for i := range s.Adventurers {
		a := &s.Adventurers[i]
		a.OnWatch = final || a.ID != s.Camper
		a.SitsOut = a.OnWatch && !a.Ready()
		if a.SitsOut {
			g.emit(EventSitsOut, "", a.ID, 0)
		}
	}
	for range g.card(s.Location).Creatures {
		c, ok := g.drawCreature()
		if !ok {
			break
		}
		s.Line = append(s.Line, LineCard{Card: c})
	}
	if final {
		for k, c := range s.Horde {
			s.Line = append(s.Line, LineCard{Card: c, Known: g.hordeSeen(k)})
		}
		s.Horde = nil
		s.Known.Horde = 0
	}
	g.pocketWatch(final)
	g.locationWatch()
	g.emit(EventWatch, s.Location, "", len(s.Line))
	g.checkWatchFallen()
}

// drawCreature takes the top card of the Creature deck, shuffling the Graveyard into a new
// deck when it is empty.
func (g *game) drawCreature() (string, bool) {
	s := g.s
	if len(s.Creatures) == 0 {
		if len(s.Graveyard) == 0 {
			return "", false
		}
		s.Creatures, s.Graveyard = cloneStrings(s.Graveyard), nil
		s.RNG.Shuffle(s.Creatures)
		g.deckShuffled()
		g.emit(EventGraveyardShuffled, "", "", len(s.Creatures))
	}
	c := s.Creatures[0]
	s.Creatures = s.Creatures[1:]
	g.deckTopTaken(1)
	return c, true
}

func (g *game) drawCreatures(n int) []string {
	if s := g.s; n > 0 && n <= len(s.Creatures) {
		// The cards drawn, read where they lay: the pile no longer reaches them.
		out := s.Creatures[:n:n]
		s.Creatures = s.Creatures[n:]
		g.deckTopTaken(n)
		return out
	}
	var out []string
	for range n {
		c, ok := g.drawCreature()
		if !ok {
			break
		}
		out = append(out, c)
	}
	return out
}

// endRound checks the Watch, then tidies up and starts the next round.
func (g *game) endRound() {
	s := g.s
	if g.finalRound() {
		for _, a := range g.everyone() {
			if a.Ready() {
				g.win(reasonHeld)
				return
			}
		}
		g.lose(reasonFinalRound)
		return
	}
	fallen := true
	for _, a := range g.watchers() {
		if a.Ready() {
			fallen = false
		}
	}
	if fallen {
		g.lose(reasonAllExhausted)
		return
	}
	g.emit(EventRoundEnd, s.Location, "", s.Round)
	if len(s.Graveyard) > 0 {
		if r := creatureRuleOf(g.card(s.Graveyard[0])); r != nil && r.roundEndOnGraveyard != nil {
			r.roundEndOnGraveyard(g)
		}
	}
	g.locationEnd()
	g.pocketEndRound()
	for i := range s.Adventurers {
		a := &s.Adventurers[i]
		// Siren Song: a charmed Human or Goblin still unused leaves at the end of the round.
		for _, c := range cloneStrings(a.Tamed) {
			if t := g.card(c).Type; t == "human" || t == "goblin" {
				a.Tamed = removeString(a.Tamed, c)
				s.Graveyard = slices.Insert(s.Graveyard, 0, c)
				g.emit(EventCharmEnds, c, a.ID, 0)
			}
		}
		a.OnWatch, a.SitsOut = false, false
		for j := range a.Slots {
			a.Slots[j].UsedWithDie, a.Slots[j].UsedPassive = false, false
		}
		for j := range a.Items {
			a.Items[j].Used = false
		}
	}
	s.Camper, s.Camp, s.Effects, s.WatchEnding = "", CampState{}, RoundEffects{}, false
	s.Round++
	g.beginRound()
}

// advList names adventurers, for a message: "Warrior or Ranger".
func advList(ids []string) say.Msg {
	var out say.Msg
	for i, id := range ids {
		name := say.M("{{.Adv}}", "Adv", say.Adv(id))
		if i == 0 {
			out = name
			continue
		}
		out = say.M("{{.A}} or {{.B}}", "A", out, "B", name)
	}
	return out
}

// The prompts of the Camp board's spaces.
func init() {
	// Check Map: the location kept becomes the next one; the other goes back among the unused.
	taskRules[TaskCheckMap] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer { return cardAnswers(out, t.Cards...) },
		resolve: func(g *game, t *Task, answer Answer) error {
			s := g.s
			task := *t
			g.popTask()
			kept := answer.Card
			s.MapDeck = slices.Insert(s.MapDeck, 0, kept)
			s.Known.MapTop++
			for _, c := range task.Cards {
				if c != kept {
					s.Unused = append(s.Unused, c)
					s.Known.UnusedBottom++
				}
			}
			g.emit(EventNextLocation, kept, "", 0)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg {
			return say.M("Check Map: choose the next location; the other goes back among the unused ones.")
		},
		words: nextLocationWords,
		shows: showsLocations,
		picks: PicksNextLocation,
	}
	// Seal (a rune): an Unhallowed of the Graveyard goes under the Unhallowed deck.
	taskRules[TaskSeal] = taskRule{
		options: func(g *game, t *Task, out []Answer) []Answer { return graveyardWhereTo(out, g, isUnhallowed) },
		resolve: func(g *game, t *Task, answer Answer) error {
			s := g.s
			g.popTask()
			s.Graveyard = g.without(s.Graveyard, answer.Card)
			s.Unhallowed = append(s.Unhallowed, answer.Card)
			g.emit(EventSealed, answer.Card, "", 0)
			return nil
		},
		describe: func(g *game, t *Task) say.Msg { return say.M("Seal: choose an Unhallowed in the Graveyard.") },
		words:    sealWords,
	}
}
