package game

import (
	"fmt"
	"slices"

	"setawatch/internal/say"
)

// RevealLevel is how many creatures the campfire reveals at a firewood value: 1 up to 6, 2 from
// 7 to 11, 3 from 12 (RevealLevels).
func RevealLevel(firewood int) int {
	switch {
	case firewood >= revealThreeFrom:
		return 3
	case firewood >= revealTwoFrom:
		return 2
	default:
		return 1
	}
}

// revealCount is how many Line positions the campfire lights now, with this round's effects.
func (g *game) revealCount() int {
	n := RevealLevel(g.s.Firewood) + g.s.Effects.RevealBonus + g.loc().reveal
	for _, it := range passiveHooks().itemReveal {
		if g.anyItemActive(it.key) {
			n += it.hook.reveal
		}
	}
	return max(1, n)
}

// watchUpkeep does the next automatic step of the Watch, in the rulebook's order: creatures
// whose assigned dice now meet their health fall; pending Reveal powers resolve; the creature
// in 1st position uses its First-position power; the campfire reveals the next card; a cleared
// Line or the end of the Watch ends the round.
func (g *game) watchUpkeep() bool {
	s := g.s
	if s.WatchEnding {
		if len(s.Line) == 0 {
			g.endRound()
			return true
		}
		// One by one from the 1st position: the creature that comes to the front fires its
		// First-position power (if it has not yet), then goes to the Horde with its damage.
		if s.Options.Rules >= RulesHordeEndsWatch && s.Line[0].FaceUp && !s.Line[0].FirstDone {
			s.Line[0].FirstDone = true
			g.firstPositionPower(0)
			return true
		}
		g.toHorde(0)
		return true
	}
	for i := range s.Line {
		lc := &s.Line[i]
		if lc.FaceUp && lc.Damage > 0 && lc.Damage >= g.health(i) {
			by := ""
			if len(lc.Dice) > 0 {
				by = lc.Dice[len(lc.Dice)-1].Adventurer
			}
			g.defeat(i, by)
			return true
		}
	}
	for i := range s.Line {
		if s.Line[i].RevealPending {
			s.Line[i].RevealPending = false
			g.revealPower(i)
			return true
		}
	}
	if g.mountRiders() {
		return true
	}
	if len(s.Line) > 0 && s.Line[0].FaceUp && !s.Line[0].FirstDone {
		s.Line[0].FirstDone = true
		g.firstPositionPower(0)
		return true
	}
	for i := range s.Line {
		if r := g.lineRule(i); r != nil && r.revealsBehind && i+1 < len(s.Line) && !s.Line[i+1].FaceUp {
			g.reveal(i+1, true)
			return true
		}
	}
	for i := 0; i < len(s.Line) && i < g.revealCount(); i++ {
		if !s.Line[i].FaceUp {
			if i == g.revealCount()-1 {
				for _, it := range passiveHooks().itemReveal {
					if g.anyItemActive(it.key) {
						g.passiveItemUsed(nil, it.key) // the card only the Item lights
					}
				}
			}
			g.reveal(i, true)
			return true
		}
	}
	if g.locationRevealed() {
		return true
	}
	if len(s.Line) == 0 {
		g.endRound()
		return true
	}
	return false
}

// reveal turns a Line card face up. A Summon triggers at once; a creature's Reveal power
// resolves after whatever revealed it (withPower false: it never does).
func (g *game) reveal(i int, withPower bool) {
	s := g.s
	lc := &s.Line[i]
	if lc.FaceUp {
		return
	}
	lc.FaceUp = true
	g.pocketTurnUp(i)
	g.emit(EventRevealed, lc.Card, "", i+1)
	if g.card(lc.Card).Kind == KindSummon {
		if len(s.Unhallowed) == 0 {
			g.lose(reasonNoUnhallowed)
			return
		}
		g.urgentTask(Task{Kind: TaskSummon, Card: lc.Card})
		return
	}
	lc.RevealPending = withPower && !lc.NoReveal
	if s.Effects.Discord > 0 && !g.shielded(i) {
		// Song of Discord: the Human sent to the Horde hurts the next creature revealed.
		lc.Damage += s.Effects.Discord
		g.emit(EventDiscord, lc.Card, "", s.Effects.Discord)
		s.Effects.Discord = 0
	}
	if i == 0 && g.trapArmed() {
		g.urgentTask(Task{Kind: TaskSetTrap, Card: lc.Card, Value: s.Camp.Action})
	}
	if lc.RevealPending && s.Effects.SkipReveal && g.hasReveal(lc.Card) {
		s.Effects.SkipReveal = false
		lc.RevealPending = false
	}
}

// summon replaces a revealed Summon card with the top Unhallowed, face up.
func (g *game) summon(card string) {
	s := g.s
	i := g.linePos(card)
	if i < 0 {
		return
	}
	if len(s.Unhallowed) == 0 {
		g.lose(reasonNoUnhallowed)
		return
	}
	if g.loc().pickSummoned && len(s.Unhallowed) > 1 {
		g.urgentTask(Task{Kind: TaskCrypt, Card: card})
		return
	}
	g.summonAs(card, "")
}

// summonAs replaces a revealed Summon card with an Unhallowed from the deck (the top one when
// u is empty).
func (g *game) summonAs(card, u string) {
	s := g.s
	i := g.linePos(card)
	if i < 0 || len(s.Unhallowed) == 0 {
		return
	}
	if u == "" {
		u = s.Unhallowed[0]
	}
	s.Unhallowed = g.without(s.Unhallowed, u)
	old := s.Line[i]
	s.Line[i] = LineCard{Card: u, FaceUp: true, RevealPending: !old.NoReveal, FirstDone: old.FirstDone}
	if g.loc().summonsToDeck {
		s.Creatures = append(s.Creatures, card)
		s.Known.DeckBottom++
	} else {
		s.Graveyard = slices.Insert(s.Graveyard, 0, card)
	}
	g.emit(EventSummoned, u, "", i+1)
	g.locationSummon()
}

// linePos finds a card in the Line, or -1.
func (g *game) linePos(card string) int {
	for i := range g.s.Line {
		if g.s.Line[i].Card == card {
			return i
		}
	}
	return -1
}

// removeFromLine takes a card out of the Line; a die it stole goes back to its owner, spent.
func (g *game) removeFromLine(i int) LineCard {
	s := g.s
	lc := s.Line[i]
	s.Line = slices.Delete(s.Line, i, i+1)
	g.dismount(&lc)
	if lc.Stolen != nil {
		if d := s.Die(*lc.Stolen); d != nil && d.State == DieStolen {
			d.State = DieSpent
		}
	}
	return lc
}

// active reports whether a revealed creature's text is in force (not ignored by Smoke Bomb).
func (g *game) active(i int) bool { return g.s.Line[i].FaceUp && !g.s.Line[i].Blank }

// printedHealth is a card's health as printed (0 for "*").
func (g *game) printedHealth(card string) int {
	if c := g.card(card); c != nil {
		return c.Health
	}
	return 0
}

// baseHealth is a Line creature's base health: printed, or worked out from its text.
func (g *game) baseHealth(i int) int {
	s := g.s
	lc := &s.Line[i]
	c := g.card(lc.Card)
	if !lc.Blank {
		if r := creatureRuleOf(c); r != nil && r.starHealth != nil {
			return r.starHealth(g, c, lc)
		}
	}
	return c.Health
}

// graveyardBase is the base health of a card in the Graveyard (a Summon counts for nothing).
func (g *game) graveyardBase(card string) int {
	c := g.card(card)
	if c.Kind == KindSummon {
		return 0
	}
	if r := creatureRuleOf(c); r != nil && r.starHealth != nil {
		return r.starHealth(g, c, nil)
	}
	return c.Health
}

// health is a Line creature's health now, with every rule that changes it.
func (g *game) health(i int) int {
	s := g.s
	lc := &s.Line[i]
	c := g.card(lc.Card)
	if c.Kind == KindSummon {
		return 0
	}
	h := g.baseHealth(i)
	if !lc.Blank {
		if r := creatureRuleOf(c); r != nil && r.healthBonus != nil {
			h += r.healthBonus(g, i)
		}
	}
	h += g.auras(c)
	h += g.locationHealth(c, lc)
	h += g.swordsHealth(i)
	if lc.Wounded {
		h /= 2
	}
	return max(0, h)
}

// auras is what the Ongoing creatures active in the Line add to the health of the creature c,
// each key once.
func (g *game) auras(c *Card) int {
	s := g.s
	h := 0
	for j := range s.Line {
		r := g.lineRule(j)
		if r == nil || r.aura == nil {
			continue
		}
		v, ok := r.aura(g, s.Line[j].Card, c)
		if ok && !g.auraBefore(j, c) {
			h += v
		}
	}
	return h
}

// auraBefore reports whether a card of the same key as the one at Line position j, ahead of
// it, already adds its aura to c.
func (g *game) auraBefore(j int, c *Card) bool {
	key := g.key(g.s.Line[j].Card)
	for k := range j {
		if r := g.lineRule(k); r != nil && g.key(g.s.Line[k].Card) == key {
			if _, ok := r.aura(g, g.s.Line[k].Card, c); ok {
				return true
			}
		}
	}
	return false
}

// Health is the current health of the creature at a Line position (0-based), for display.
func Health(s *State, i int) int {
	cat, err := DefaultCatalog()
	if err != nil || i < 0 || i >= len(s.Line) {
		return 0
	}
	return (&game{s: s, cat: cat}).health(i)
}

// reach is how far down the Line (in positions) an adventurer's direct attacks go.
func (g *game) reach(a *AdventurerState) int {
	r := 1
	if g.ranged(a) {
		r = 2
	}
	r += g.s.Effects.RangeBonus
	if len(a.Items) > 0 {
		for _, it := range passiveHooks().itemReach {
			if g.itemActive(a, it.key) {
				r += it.hook.reach
			}
		}
	}
	return r + g.loc().reach
}

// Reach is how many Line positions an adventurer can attack, for display.
func Reach(s *State, adventurer string) int {
	cat, err := DefaultCatalog()
	a := s.Adventurer(adventurer)
	if err != nil || a == nil {
		return 0
	}
	return (&game{s: s, cat: cat}).reach(a)
}

// Reaches reports whether an adventurer's own dice could attack the creature in position pos
// (from 1) as the rules judge it, the dice aside: for display. It counts the adventurer's
// reach, the Song of Pain, an active Metal Golem in front of the creature and a Phantom Cat
// between two cards.
func Reaches(s *State, adventurer string, pos int) bool {
	cat, err := DefaultCatalog()
	a := s.Adventurer(adventurer)
	if err != nil || a == nil || pos < 1 || pos > len(s.Line) {
		return false
	}
	g := &game{s: s, cat: cat}
	i := pos - 1
	if _, bard := g.readyHolder(passiveHooks().reachesAll); bard != "" && bard == adventurer {
		return true // the Bard's own dice reach any creature, whatever a creature says
	}
	if g.firstGuard(guardAttacks, &g.firstGolem) < i || g.shielded(i) {
		return false
	}
	return pos <= g.reach(a)
}

func (g *game) checkWatchAction() error {
	if g.s.Phase != PhaseWatch {
		return say.Err("that is done during the Watch")
	}
	return nil
}

func (g *game) checkAttack(i int, specs []DieSpec) error {
	s := g.s
	if err := g.checkWatchAction(); err != nil {
		return err
	}
	if i < 0 || i >= len(s.Line) {
		return say.Err("there is no creature in position {{.N}}", "N", i+1)
	}
	lc := &s.Line[i]
	if !lc.FaceUp {
		return say.Err("the creature in position {{.N}} is not revealed", "N", i+1)
	}
	if len(specs) == 0 {
		return say.Err("an attack needs at least one die")
	}
	var buf [4]DieRef
	refs, err := g.resolveDiceTo(buf[:0], specs)
	if err != nil {
		return err
	}
	// Song of Pain: the Bard's own dice reach any revealed creature, whatever a creature says.
	_, bard := g.readyHolder(passiveHooks().reachesAll)
	painless := bard != ""
	bardOnly := true
	for _, r := range refs {
		if !painless || r.Tamed != "" || r.Adventurer != bard {
			bardOnly = false
		}
	}
	if !bardOnly {
		if j := g.firstGuard(guardAttacks, &g.firstGolem); j < i {
			return g.refuse(func() error { return g.refusal(j, true) })
		}
		if g.shielded(i) {
			return g.refuse(func() error { return g.refusal(i, true) })
		}
	}
	owners := map[string]bool{}
	for _, d := range lc.Dice {
		owners[d.Adventurer] = true
	}
	for _, r := range refs {
		a := s.Adventurer(r.Adventurer)
		if painless && r.Tamed == "" && r.Adventurer == bard {
			owners[r.Adventurer] = true
			continue
		}
		if reach := g.reach(a); r.Tamed == FamiliarDie && i+1 > familiars[a.Familiar].reach {
			return g.refuse(func() error {
				return say.Err("the {{.Familiar}} reaches only {{.X}}", "Familiar", familiars[a.Familiar].name, "X", positions(familiars[a.Familiar].reach))
			})
		} else if r.Tamed != FamiliarDie && i+1 > reach {
			return g.refuse(func() error {
				return say.Err("the {{.Adv}} reaches only {{.X}}", "Adv", say.Adv(a.ID), "X", positions(reach))
			})
		}
		owners[r.Adventurer] = true
	}
	if g.loc().noCombining && len(owners) > 1 {
		return g.refuse(func() error {
			return say.Err("{{.Card}}: adventurers cannot combine dice this round", "Card", say.Card(s.Location))
		})
	}
	return nil
}

func positions(reach int) say.Msg {
	if reach == 1 {
		return say.M("the creature in 1st position")
	}
	return say.M("the first {{.N}} positions", "N", reach)
}

func (g *game) attack(i int, specs []DieSpec) error {
	s := g.s
	var buf [dicePerAdventurer]DieRef // the dice, on the stack for most attacks
	refs, err := g.resolveDiceTo(buf[:0], specs)
	if err != nil {
		return err
	}
	lc := &s.Line[i]
	card := lc.Card
	lastValue := 0
	// Harmonize doubles the next direct attack of an adventurer other than its holder.
	harmonized := false
	harmonist := ""
	if s.Effects.Harmonize {
		for _, h := range passiveHooks().doublesOthers {
			harmonist = g.holder(h.card)
			break
		}
		for _, r := range refs {
			if r.Adventurer != harmonist {
				harmonized = true
			}
		}
		if harmonized {
			s.Effects.Harmonize = false
		}
	}
	for _, r := range refs {
		v := g.dieValue(r) + g.attackBonus(i, r)
		if s.Effects.GiantsBane && g.health(i) >= 10 {
			v *= 2
		}
		v += g.poisonBonus()
		if harmonized && r.Adventurer != harmonist {
			v *= 2
		}
		if a := s.Adventurer(r.Adventurer); r.Tamed == "" && len(a.Items) > 0 {
			for _, it := range passiveHooks().itemAttack {
				if g.itemActive(a, it.key) {
					v += it.hook.attack
					g.passiveItemUsed(a, it.key)
				}
			}
			for _, it := range passiveHooks().itemReach {
				if g.itemActive(a, it.key) && i+1 == g.reach(a) {
					g.passiveItemUsed(a, it.key) // the position only the Item reaches
				}
			}
		}
		lc.Damage += v
		lastValue = v
		lc.Dice = g.withDie(lc.Dice, r)
		if r.Tamed == AssistDie {
			s.Camp.Assist = ""
		} else if r.Tamed == FamiliarDie {
			g.familiarAttacks(s.Adventurer(r.Adventurer))
		} else if r.Tamed != "" {
			a := s.Adventurer(r.Adventurer)
			a.Tamed = removeString(a.Tamed, r.Tamed)
			s.Graveyard = slices.Insert(s.Graveyard, 0, r.Tamed)
		} else {
			d := s.Die(r)
			d.State, d.Attacked = DieSpent, true
		}
		g.emit(EventAttacked, card, r.Adventurer, v)
	}
	if s.Effects.PoisonAttacks > 0 {
		s.Effects.PoisonAttacks--
	}
	if h := g.health(i); lc.Damage >= h {
		last := refs[len(refs)-1]
		leftover := min(lc.Damage-h, lastValue)
		dice := lc.Dice[:len(lc.Dice):len(lc.Dice)] // the array stays as it is: the card leaves the Line
		g.defeat(i, last.Adventurer)
		g.defeatedByAttack(card, dice)
		// Cleave: the Warrior keeps a die whose value was not all needed.
		if h, ok := g.holdsReady(passiveHooks().keepsLeftover, last.Adventurer); ok && last.Tamed == "" && leftover > 0 {
			d := s.Die(last)
			d.Value, d.State, d.Attacked = min(leftover, d.Sides), DieFree, false
			g.emit(EventCleave, h.card, last.Adventurer, leftover)
		}
	}
	return nil
}

// PoisonBonus is what Poison Blade adds to each die of a direct attack now: 2 a revealed
// creature while its attacks last, else 0.
func PoisonBonus(s *State) int { return (&game{s: s}).poisonBonus() }

func (g *game) poisonBonus() int {
	if g.s.Effects.PoisonAttacks <= 0 {
		return 0
	}
	return 2 * g.revealedCount()
}

func (g *game) revealedCount() int {
	n := 0
	for _, lc := range g.s.Line {
		if lc.FaceUp {
			n++
		}
	}
	return n
}

// defeat sends the creature at position i to the Graveyard (or wherever a rule sends it) and
// resolves its Defeated power. by is the adventurer whose die or ability defeated it.
func (g *game) defeat(i int, by string) {
	s := g.s
	h := g.health(i)
	lc := g.removeFromLine(i)
	c := g.card(lc.Card)
	g.emit(EventDefeated, lc.Card, by, i+1)
	g.locationDefeat()
	if g.notesDefeat(by) {
		s.Effects.LastDefeated, s.Effects.LastDefeatedHealth = i+1, h
	}
	switch {
	case g.pocketRecycles():
		g.recycle(lc.Card)
	case by != "" && g.removesDefeated(by):
		s.Removed = append(s.Removed, lc.Card)
	case g.loc().defeatToDeck != nil && g.loc().defeatToDeck(c):
		s.Creatures = append(s.Creatures, lc.Card)
		s.Known.DeckBottom++
	default:
		s.Graveyard = slices.Insert(s.Graveyard, 0, lc.Card)
	}
	if !lc.Blank {
		g.defeatedPower(lc.Card, i)
	}
}

// removesDefeated reports whether the creatures the adventurer by defeats leave the game.
func (g *game) removesDefeated(by string) bool {
	_, ok := g.holdsReady(passiveHooks().removesDefeated, by)
	return ok
}

// notesDefeat reports whether a card notes the creatures the adventurer by defeats.
func (g *game) notesDefeat(by string) bool {
	if by == "" {
		return false
	}
	for _, h := range passiveHooks().notesDefeats {
		if by == h.adventurer || by == g.holder(h.card) {
			return true
		}
	}
	return false
}

// toHorde sends the creature at position i to the top of the Horde; the Watch takes its damage.
func (g *game) toHorde(i int) {
	s := g.s
	lc := g.removeFromLine(i)
	g.intoHorde(lc.Card)
	s.Effects.HordeEntered = true
	dmg := g.card(lc.Card).Damage
	g.emit(EventToHorde, lc.Card, "", dmg)
	if dmg > 0 {
		g.pushTask(Task{Kind: TaskExhaust, Count: dmg, Card: lc.Card})
	}
}

// checkHorde decides on the horde move. The rulebooks have no such move: the Watch goes on
// until the party stops (end), then the whole Line goes to the Horde. Records of RulesFirst
// replay it as it was played then: the creature in 1st position went to the Horde at once.
func (g *game) checkHorde() error {
	s := g.s
	if s.Options.Rules >= RulesHordeEndsWatch {
		return say.Err("no creature goes to the Horde while the Watch goes on: the party fights until it stops (end), and then every creature left in the Line goes to the Horde, one by one from the 1st position")
	}
	if s.Phase != PhaseWatch {
		return say.Err("creatures go to the Horde only during the Watch")
	}
	if len(s.Line) == 0 || !s.Line[0].FaceUp {
		return say.Err("there is no revealed creature in 1st position")
	}
	return nil
}

func (g *game) sendToHorde() { g.toHorde(0) }

// fireValue is the firewood one exhausted card gives.
func (g *game) fireValue() int {
	return 2 + g.loc().fire
}

func (g *game) chopValue() int {
	return 2 + g.loc().chop
}

func (g *game) checkFire(card string) error {
	if err := g.checkWatchAction(); err != nil {
		return err
	}
	a := g.ownerOf(card)
	if a == nil || a.Slot(card) == nil {
		return say.Err("{{.CardID}} is not an equipped ability card", "CardID", say.Raw(fmt.Sprintf("%q", card)))
	}
	if !a.OnWatch {
		return say.Err("only the adventurers on Watch exhaust cards for firewood")
	}
	if a.Slot(card).Exhausted {
		return say.Err("{{.Card}} is already exhausted", "Card", say.Card(card))
	}
	return nil
}

func (g *game) exhaustForFire(card string) {
	g.exhaustCard(card)
	g.changeFirewood(g.fireFor(card), card)
}

// fireFor is the firewood an ability card exhausted for the fire gives (its holder's Item may
// add to it).
func (g *game) fireFor(card string) int {
	if a := g.ownerOf(card); a != nil {
		for _, it := range passiveHooks().itemFirewood {
			if g.itemActive(a, it.key) {
				g.passiveItemUsed(a, it.key)
				return g.fireValue() + it.hook.firewood
			}
		}
	}
	return g.fireValue()
}
