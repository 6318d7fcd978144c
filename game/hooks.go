package game

import (
	"slices"
	"sync"
	"sync/atomic"
)

// The ability cards and Items whose continuous effects the phase code asks, each list in the
// catalog's order (the order their effects take when several apply at once), worked out once
// every box has registered its cards.

// hookedAbility is an ability card with a continuous effect: its id (the key), the adventurer it
// belongs to, and its rule.
type hookedAbility struct {
	card, adventurer string
	rule             *ability
}

// hookedItem is a Passive Item with what it changes.
type hookedItem struct {
	key  string
	hook itemHook
}

type passiveLists struct {
	reachesAll, ranged, attackBonus, health, keepsLeftover []hookedAbility
	notesDefeats, removesDefeated, doublesOthers, onDefeat []hookedAbility

	itemReach, itemAttack, itemReveal, itemFirewood []hookedItem
}

var (
	passivesOnce  sync.Once
	builtPassives atomic.Pointer[passiveLists]
)

// passiveHooks are the lists, worked out on first use (small enough to inline where asked).
func passiveHooks() *passiveLists {
	if p := builtPassives.Load(); p != nil {
		return p
	}
	return firstPassiveHooks()
}

func firstPassiveHooks() *passiveLists {
	passivesOnce.Do(func() { builtPassives.Store(buildPassives()) })
	return builtPassives.Load()
}

func buildPassives() *passiveLists {
	p := &passiveLists{}
	var abilityKeys, itemKeys []string
	if cat, err := DefaultCatalog(); err == nil {
		for _, c := range cat.list {
			switch c.Kind {
			case KindAbility:
				abilityKeys = append(abilityKeys, c.Key)
			case KindItem:
				itemKeys = append(itemKeys, c.Key)
			}
		}
	}
	for _, k := range sortedKeys(abilityRules) { // and any rule without a card in the data
		if !slices.Contains(abilityKeys, k) {
			abilityKeys = append(abilityKeys, k)
		}
	}
	for _, k := range sortedKeys(itemRules) {
		if !slices.Contains(itemKeys, k) {
			itemKeys = append(itemKeys, k)
		}
	}
	cat, _ := DefaultCatalog()
	for _, k := range abilityKeys {
		r, ok := abilityRules[k]
		if !ok {
			continue
		}
		h := hookedAbility{card: k, rule: &r}
		if cat != nil && cat.Cards[k] != nil {
			h.adventurer = cat.Cards[k].Adventurer
		}
		add := func(list *[]hookedAbility, has bool) {
			if has {
				*list = append(*list, h)
			}
		}
		add(&p.reachesAll, r.reachesAll)
		add(&p.ranged, r.ranged != nil)
		add(&p.attackBonus, r.attackBonus != nil)
		add(&p.health, r.health != nil)
		add(&p.keepsLeftover, r.keepsLeftover)
		add(&p.notesDefeats, r.notesDefeats)
		add(&p.removesDefeated, r.removesDefeated)
		add(&p.doublesOthers, r.doublesOthers)
		add(&p.onDefeat, r.onDefeat != nil)
	}
	for _, k := range itemKeys {
		r, ok := itemRules[k]
		if !ok {
			continue
		}
		h := hookedItem{key: k, hook: r.hook}
		add := func(list *[]hookedItem, n int) {
			if n != 0 {
				*list = append(*list, h)
			}
		}
		add(&p.itemReach, r.hook.reach)
		add(&p.itemAttack, r.hook.attack)
		add(&p.itemReveal, r.hook.reveal)
		add(&p.itemFirewood, r.hook.firewood)
	}
	return p
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// readyHolder is the first card of list whose passive works now and the adventurer holding it,
// or "" and "".
func (g *game) readyHolder(list []hookedAbility) (card, holder string) {
	for _, h := range list {
		if g.passiveReady(h.card) {
			return h.card, g.holder(h.card)
		}
	}
	return "", ""
}

// holdsReady reports whether the adventurer holds a card of list whose passive works now,
// and which.
func (g *game) holdsReady(list []hookedAbility, adventurer string) (hookedAbility, bool) {
	for _, h := range list {
		if adventurer == g.holder(h.card) && g.passiveReady(h.card) {
			return h, true
		}
	}
	return hookedAbility{}, false
}

// ranged reports whether an adventurer's direct attacks are ranged: by the board, or by a card
// they hold.
func (g *game) ranged(a *AdventurerState) bool {
	if g.cat.Adventurers[a.ID].Ranged {
		return true
	}
	for _, h := range passiveHooks().ranged {
		if h.rule.ranged(g) && a.ID == g.holder(h.card) {
			return true
		}
	}
	return false
}

// attackBonus is what the passives of the die's owner add to one die of a direct attack on
// position i (besides the Artificer's staff).
func (g *game) attackBonus(i int, r DieRef) int {
	v := g.staffBonus(r)
	if r.Tamed != "" {
		return v
	}
	for _, h := range passiveHooks().attackBonus {
		if r.Adventurer == g.holder(h.card) && g.passiveReady(h.card) {
			v += h.rule.attackBonus(g, i, r)
		}
	}
	return v
}

// passiveHealth is what working passives add to the health of a Line creature.
func (g *game) passiveHealth(c *Card) int {
	h := 0
	for _, p := range passiveHooks().health {
		if v := p.rule.health(c); v != 0 && g.passiveReady(p.card) {
			h += v
		}
	}
	return h
}

// defeatedByAttack runs what happens when a direct attack defeated a creature: the passives
// of the holders of its dice, then the Bounty Hunter's trophy.
func (g *game) defeatedByAttack(card string, dice []DieRef) {
	for _, h := range passiveHooks().onDefeat {
		for _, r := range dice {
			if r.Tamed == "" && r.Adventurer == g.holder(h.card) && g.passiveReady(h.card) {
				h.rule.onDefeat(g, g.s.Adventurer(r.Adventurer))
				break
			}
		}
	}
	g.claimTrophy(card, dice)
}
