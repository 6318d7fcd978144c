package game

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"setawatch/internal/say"
)

// Task kinds. Each is a decision the party makes (or upkeep with no choice left).
const (
	TaskFireZero   = "fire-zero"   // firewood is 0: exhaust a card for +2
	TaskExhaust    = "exhaust"     // exhaust Count cards of the Watch (damage, Ember Drake...)
	TaskSummon     = "summon"      // a Summon was revealed: exhaust a card, then the Unhallowed comes
	TaskRefresh    = "refresh"     // Adventurer refreshes Count exhausted cards
	TaskScout      = "scout"       // Scout Ahead: put Cards back on top or bottom
	TaskElvenScout = "elven-scout" // put Cards back on top in any order
	TaskCheckMap   = "check-map"   // keep one of Cards as the next location
	TaskHeal       = "heal"        // refresh one exhausted card of anyone
	TaskEquip      = "equip"       // swap an equipped card with an unused one
	TaskSeal       = "seal"        // an Unhallowed from the Graveyard goes under the Unhallowed deck
	TaskBolster    = "bolster"     // Queue[0] rerolls any of their dice
	TaskSteal      = "steal"       // Card takes a die the party picks (Bandit)
	TaskVampire    = "vampire"     // Card takes the highest die (the party picks among equals)
	TaskLowestDie  = "lowest-die"  // Snowy Pass: the lowest die is set aside
	TaskBackstab   = "backstab"    // defeat one of Cards whose health is at most Value
)

// Answer words used by several prompts.
const (
	AnswerNone = "none"
	AnswerTop  = "top"
)

// options lists the legal answers to a task, in a stable order.
func (g *game) options(t *Task) []string {
	s := g.s
	switch t.Kind {
	case TaskFireZero:
		if s.Phase == PhaseWatch {
			return readyCards(g.watchers())
		}
		return readyCards(g.everyone())
	case TaskExhaust, TaskSummon:
		return readyCards(g.watchers())
	case TaskRefresh:
		return exhaustedCards([]*AdventurerState{s.Adventurer(t.Adventurer)})
	case TaskHeal:
		return exhaustedCards(g.everyone())
	case TaskScout:
		return scoutArrangements(t.Cards)
	case TaskElvenScout:
		return permutations(t.Cards)
	case TaskCheckMap:
		return cloneStrings(t.Cards)
	case TaskEquip:
		a := s.Adventurer(t.Adventurer)
		var out []string
		for _, sl := range a.Slots {
			for _, u := range a.Unused {
				out = append(out, sl.Card+">"+u)
			}
		}
		return out
	case TaskSeal:
		var out []string
		for _, c := range s.Graveyard {
			if g.card(c).Kind == KindUnhallowed {
				out = append(out, c)
			}
		}
		return out
	case TaskBolster:
		if len(t.Queue) == 0 {
			return nil
		}
		return rerollChoices(s.Adventurer(t.Queue[0]))
	case TaskSteal:
		return g.dieChoices(g.freeWatchDice())
	case TaskVampire:
		return g.dieChoices(extremeDice(g, g.freeWatchDice(), true))
	case TaskLowestDie:
		return g.dieChoices(extremeDice(g, g.freeDice(g.everyone()), false))
	case TaskCover:
		return g.coverOptions()
	case TaskBackstab:
		out := []string{}
		for _, c := range t.Cards {
			if i := g.linePos(c); i >= 0 && g.health(i) <= t.Value {
				out = append(out, c)
			}
		}
		return append(out, AnswerNone)
	}
	if opts, ok := g.cardTaskOptions(t); ok {
		return opts
	}
	return g.campTaskOptions(t)
}

// resolveEmpty handles a task that has no answer left.
func (g *game) resolveEmpty(t *Task) {
	if g.resolveEmptyCardTask(t) {
		return
	}
	switch t.Kind {
	case TaskFireZero:
		g.lose(reasonFireOut)
		return
	case TaskSummon:
		g.popTask()
		g.summon(t.Card)
		return
	case TaskBolster:
		if len(t.Queue) > 1 {
			t.Queue = t.Queue[1:]
			return
		}
	case TaskScout, TaskElvenScout:
		// Nothing was drawn.
	}
	g.popTask()
}

// resolve applies an answer to the front task. The answer is one of options(t).
func (g *game) resolve(t *Task, answer string) error {
	s := g.s
	task := *t
	switch t.Kind {
	case TaskFireZero:
		g.popTask()
		g.exhaustCard(answer)
		g.changeFirewood(g.fireFor(answer), "exhausted")
	case TaskExhaust:
		g.exhaustCard(answer)
		t.Count--
		if t.Count <= 0 {
			g.popTask()
		}
	case TaskSummon:
		g.popTask()
		g.exhaustCard(answer)
		g.summon(task.Card)
	case TaskRefresh, TaskHeal:
		g.refreshCard(answer)
		t.Count--
		if t.Count <= 0 {
			g.popTask()
		}
	case TaskScout:
		g.popTask()
		top, bottom, _ := strings.Cut(answer, "/")
		g.putOnCreatureDeck(splitList(top), splitList(bottom))
	case TaskElvenScout:
		g.popTask()
		g.putOnCreatureDeck(splitList(answer), nil)
	case TaskCheckMap:
		g.popTask()
		s.MapDeck = slices.Insert(s.MapDeck, 0, answer)
		for _, c := range task.Cards {
			if c != answer {
				s.Unused = append(s.Unused, c)
			}
		}
		g.emit("next-location", answer, "", 0)
	case TaskEquip:
		g.popTask()
		out, in, _ := strings.Cut(answer, ">")
		a := s.Adventurer(task.Adventurer)
		sl := a.Slot(out)
		a.Unused = cloneStrings(a.Unused) // shared with the table the move was made on
		a.Unused[slices.Index(a.Unused, in)] = out
		*sl = Slot{Card: in, Exhausted: sl.Exhausted}
		g.emit("equipped", in, a.ID, 0)
	case TaskSeal:
		g.popTask()
		s.Graveyard = removeString(s.Graveyard, answer)
		s.Unhallowed = append(s.Unhallowed, answer)
		g.emit("sealed", answer, "", 0)
	case TaskBolster:
		a := s.Adventurer(t.Queue[0])
		if answer != AnswerNone {
			// Pick every die first, then roll them, so a new value never matches a later pick.
			picked := map[int]bool{}
			for _, v := range strings.Split(answer, "+") {
				n, _ := strconv.Atoi(v)
				for i, d := range a.Dice {
					if d.State == DieFree && d.Value == n && !picked[i] {
						picked[i] = true
						break
					}
				}
			}
			for i := range a.Dice {
				if picked[i] {
					a.Dice[i].Value = s.RNG.Roll(a.Dice[i].Sides)
				}
			}
			g.emit("rerolled", "", a.ID, 0)
		}
		t.Queue = t.Queue[1:]
		if len(t.Queue) == 0 {
			g.popTask()
		}
	case TaskSteal, TaskVampire:
		g.popTask()
		ref, err := g.findDie(answer, g.freeWatchDice())
		if err != nil {
			return err
		}
		if i := g.linePos(task.Card); i >= 0 {
			s.Die(ref).State = DieStolen
			s.Line[i].Stolen = &ref
			g.emit("stole", task.Card, ref.Adventurer, s.Die(ref).Value)
		}
	case TaskLowestDie:
		g.popTask()
		ref, err := g.findDie(answer, g.freeDice(g.everyone()))
		if err != nil {
			return err
		}
		s.Die(ref).State = DieLocked
		g.emit("die-set-aside", s.Location, ref.Adventurer, s.Die(ref).Value)
	case TaskBackstab:
		g.popTask()
		if answer != AnswerNone {
			if i := g.linePos(answer); i >= 0 {
				g.defeat(i, task.Adventurer)
			}
		}
	case TaskSetTrap, TaskTeleport, TaskPrepared, TaskDefeatSlot:
		g.resolveCampTask(t, answer)
	case TaskCover:
		g.cover(t, answer)
	default:
		if ok, err := g.resolveCardTask(t, answer); ok {
			return err
		}
		return say.Err("unknown prompt {{.Kind}}", "Kind", say.Raw(fmt.Sprintf("%q", t.Kind)))
	}
	return nil
}

// describeTask says what the pending prompt asks, as a message.
func (g *game) describeTask(t *Task) say.Msg {
	who := t.Adventurer
	if len(t.Queue) > 0 {
		who = t.Queue[0]
	}
	card, adv, loc := say.Card(t.Card), say.Adv(who), say.Card(g.s.Location)
	switch t.Kind {
	case TaskFireZero:
		return say.M("The campfire is out: choose an ability card to exhaust for firewood.")
	case TaskCover:
		return say.M("Nothing was bought: {{.Card}}, drawn from the Item deck, covers a Market pile (choose 1 to 3).", "Card", say.Card(t.Cards[0]))
	case TaskExhaust:
		return say.M("{{.Card}}: the Watch must exhaust {{.N}} ability cards. Choose which, one at a time.", "Card", card, "N", t.Count)
	case TaskSummon:
		return say.M("A Summon! Choose an ability card of the Watch to exhaust; then the Unhallowed comes.")
	case TaskRefresh:
		return say.M("The {{.Adv}} refreshes an exhausted card: choose which.", "Adv", adv)
	case TaskHeal:
		return say.M("Heal: choose an exhausted card to refresh.")
	case TaskScout:
		return say.M("Scout Ahead: put each card back on top or at the bottom of the Creature deck.")
	case TaskElvenScout:
		return say.M("Elven Scout: put the cards back on top of the Creature deck in the order you choose. Drag them, or use the arrows; the first one is dealt first.")
	case TaskCheckMap:
		return say.M("Check Map: choose the next location; the other goes back among the unused ones.")
	case TaskEquip:
		return say.M("Equip: the {{.Adv}} swaps an equipped card for an unused one.", "Adv", adv)
	case TaskSeal:
		return say.M("Seal: choose an Unhallowed in the Graveyard.")
	case TaskBolster:
		what := say.M("Bolster")
		if t.Card != "" {
			what = say.M("{{.Card}}", "Card", card)
		}
		return say.M("{{.What}}: the {{.Adv}} may reroll dice.", "What", what, "Adv", adv)
	case TaskSteal:
		return say.M("{{.Card}} takes a die: choose which.", "Card", card)
	case TaskVampire:
		return say.M("{{.Card}} takes the highest die: choose which.", "Card", card)
	case TaskLowestDie:
		return say.M("{{.Location}}: choose the lowest die to set aside.", "Location", loc)
	case TaskBackstab:
		return say.M("Backstab: defeat a revealed creature of health {{.N}} or less, or none.", "N", t.Value)
	case TaskSetTrap:
		return say.M("Set Trap: strike {{.Card}} with the trap's {{.N}}?", "Card", card, "N", t.Value)
	case TaskTeleport:
		return say.M("Teleport: choose an unused location to become the next one, or none.")
	case TaskPrepared:
		return say.M("Prepared: choose an adventurer on Watch who may Equip too, or none.")
	}
	if msg, ok := g.describeCardTask(t); ok {
		return msg
	}
	return say.M("{{.Kind}}", "Kind", say.Raw(t.Kind))
}

// Prompt is a pending decision as the interface shows it.
type Prompt struct {
	Kind string `json:"kind"`
	// Text is the question in English; Msg is the same question as data, for any language.
	Text       string   `json:"text"`
	Msg        say.Msg  `json:"-"`
	Adventurer string   `json:"adventurer,omitempty"`
	Options    []string `json:"options"`
}

// PendingPrompt returns the decision the players must make now, or nil.
func PendingPrompt(s *State) *Prompt {
	cat, err := DefaultCatalog()
	t := s.Pending()
	if err != nil || t == nil || s.Over() {
		return nil
	}
	g := &game{s: s, cat: cat}
	msg := g.describeTask(t)
	return &Prompt{Kind: t.Kind, Text: msg.String(), Msg: msg, Adventurer: t.Adventurer, Options: g.options(t)}
}

func (g *game) name(id string) string {
	if c := g.card(id); c != nil {
		return c.Name.EN
	}
	return id
}

func (g *game) advName(id string) string {
	if a := g.cat.Adventurers[id]; a != nil {
		return a.Name.EN
	}
	return id
}

func (g *game) everyone() []*AdventurerState {
	out := make([]*AdventurerState, len(g.s.Adventurers))
	for i := range g.s.Adventurers {
		out[i] = &g.s.Adventurers[i]
	}
	return out
}

func exhaustedCards(advs []*AdventurerState) []string {
	var out []string
	for _, a := range advs {
		if a == nil {
			continue
		}
		for _, sl := range a.Slots {
			if sl.Exhausted {
				out = append(out, sl.Card)
			}
		}
	}
	return out
}

func (g *game) refreshCard(card string) {
	for i := range g.s.Adventurers {
		if sl := g.s.Adventurers[i].Slot(card); sl != nil && sl.Exhausted {
			sl.Exhausted = false
			g.emit("refreshed", card, g.s.Adventurers[i].ID, 0)
		}
	}
}

// scoutArrangements lists every way to put the cards back: "a,b/" is a then b on top,
// "a/b" is a on top and b at the bottom, "/a,b" is both at the bottom, a above b.
func scoutArrangements(cards []string) []string { return orderings(cards, true) }

// permutations lists every order of the cards, each joined by commas.
func permutations(cards []string) []string { return orderings(cards, false) }

// orderings lists every order of the cards ("a,b,c"), the first card chosen first, then the
// next...; with cuts, each order cut by "/" at every place in turn ("/a,b,c" to "a,b,c/").
func orderings(cards []string, cuts bool) []string {
	n := len(cards)
	count := 1
	for k := 2; k <= n; k++ {
		count *= k
	}
	if cuts {
		count *= n + 1
	}
	out := make([]string, 0, count)
	perm := make([]string, 0, n)
	used := make([]bool, n)
	var buf []byte
	write := func(cut int) {
		buf = buf[:0]
		for k, c := range perm {
			if k == cut {
				buf = append(buf, '/')
			} else if k > 0 {
				buf = append(buf, ',')
			}
			buf = append(buf, c...)
		}
		if cut == n {
			buf = append(buf, '/')
		}
		out = append(out, string(buf))
	}
	var walk func()
	walk = func() {
		if len(perm) == n {
			if !cuts {
				write(-1)
				return
			}
			for cut := 0; cut <= n; cut++ {
				write(cut)
			}
			return
		}
		for i, c := range cards {
			if !used[i] {
				used[i] = true
				perm = append(perm, c)
				walk()
				perm = perm[:len(perm)-1]
				used[i] = false
			}
		}
	}
	walk()
	return out
}

func splitList(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, ","), ",")
}

// rerollChoices lists which of an adventurer's free dice they may reroll: "none", or values
// joined by "+" ("3+5").
func rerollChoices(a *AdventurerState) []string {
	var values []int
	for _, d := range a.Dice {
		if d.State == DieFree {
			values = append(values, d.Value)
		}
	}
	sort.Ints(values)
	seen := map[string]bool{}
	out := []string{AnswerNone}
	for mask := 1; mask < 1<<len(values); mask++ {
		var parts []string
		for i, v := range values {
			if mask&(1<<i) != 0 {
				parts = append(parts, strconv.Itoa(v))
			}
		}
		k := strings.Join(parts, "+")
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// putOnCreatureDeck returns looked-at cards: top in order (first on top), bottom in order.
func (g *game) putOnCreatureDeck(top, bottom []string) {
	s := g.s
	s.Creatures = append(append(cloneStrings(top), s.Creatures...), bottom...)
	g.emit("scouted", "", "", len(top)+len(bottom))
}

func removeString(list []string, v string) []string {
	if i := slices.Index(list, v); i >= 0 {
		return append(list[:i:i], list[i+1:]...) // a new array: list may be shared with another table
	}
	return list
}
