package game

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/assets"
)

func defaultCatalogForTest(t *testing.T) *Catalog {
	t.Helper()
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	require.NotNil(t, cat)
	return cat
}

// baseCatalogForTest is the catalog of the base box and its extras only: the tests that count
// and spot-check the printed cards read it (the Swords of the Coin cards: catalog_swords_test.go).
func baseCatalogForTest(t *testing.T) *Catalog {
	t.Helper()
	files := cardFilesForTest(t)
	cat, err := ParseCatalog(map[string][]byte{"base.json": files["base.json"], "extras.json": files["extras.json"]})
	require.NoError(t, err)
	return cat
}

func cardFilesForTest(t testing.TB) map[string][]byte {
	t.Helper()
	files, err := assets.CardFiles()
	require.NoError(t, err)
	return files
}

// The 18 creature names of the base deck, two copies each.
var creatureKeys = []string{
	"bear", "eagle", "wolf", "forest-giant", "fae", "ember-drake", "fell-beast", "goblins", "wyvern",
	"bandit", "metal-golem", "skeletons", "vampire", "zombie-horde", "treant", "fire-serpent", "shade",
	"graveshifter",
}

var (
	baseUnhallowed  = []string{"hydra", "lich", "warlord", "pyromancer", "wraith-lord", "wyvern-rider", "werewolf", "goblin-chief", "necromancer"}
	extraUnhallowed = []string{"phantom-cat", "corrupt-druid", "minotaur", "high-priestess"}
)

var locationsByKind = map[string][]string{
	LocationRegular: {
		"forgotten-graveyard", "barren-plains", "dark-woods", "ancient-crypt", "goblin-caves",
		"underground-tomb", "witchs-shack", "lost-outpost", "fetid-swamp", "snowy-pass", "cliff-watch",
		"sea-fortress", "mountain-keep", "frost-caverns", "white-monolith", "summoning-circle",
		"haunted-manor", "desert-ruins", "ruined-gate", "abandoned-village", "long-road", "grand-arena",
	},
	LocationFinal:   {"forbidden-tower", "cursed-cathedral", "catacombs"},
	LocationRespite: {"elven-grove", "hidden-temple", "remote-tavern", "sacred-city", "wizards-cottage", "tranquil-village"},
}

// The 20 locations of the retail box.
var retailLocations = []string{
	"forgotten-graveyard", "barren-plains", "dark-woods", "ancient-crypt", "goblin-caves",
	"underground-tomb", "witchs-shack", "lost-outpost", "fetid-swamp", "snowy-pass", "cliff-watch",
	"sea-fortress", "mountain-keep", "frost-caverns", "white-monolith", "forbidden-tower",
	"elven-grove", "hidden-temple", "remote-tavern", "sacred-city",
}

var abilitiesByAdventurer = map[string][]string{
	"beastmaster": {"beastmaster.tame-beast", "beastmaster.set-snares", "beastmaster.hunt", "beastmaster.animal-sentry", "beastmaster.tracking"},
	"cleric":      {"cleric.rebuke", "cleric.cleanse-undead", "cleric.banish", "cleric.blinding-light", "cleric.protective-ward"},
	"ranger":      {"ranger.elf-senses", "ranger.far-sight", "ranger.long-shot", "ranger.slumber", "ranger.sharpshooter"},
	"rogue":       {"rogue.poison-blade", "rogue.throwing-daggers", "rogue.backstab", "rogue.smoke-bomb", "rogue.stay-dead"},
	"warrior":     {"warrior.wound", "warrior.throw-axe", "warrior.giants-bane", "warrior.berserker", "warrior.cleave"},
	"wizard":      {"wizard.curse", "wizard.chaos-blast", "wizard.polymorph", "wizard.shockbolt", "wizard.illuminate"},
	"bard":        {"bard.song-of-discord", "bard.siren-song", "bard.line-dance", "bard.harmonize", "bard.song-of-pain"},
	"knight":      {"knight.shield-bash", "knight.magic-sword", "knight.taunt", "knight.dragon-lance", "knight.inspire"},
}

var passiveAbilities = []string{
	"beastmaster.tracking", "cleric.protective-ward", "ranger.sharpshooter", "rogue.stay-dead",
	"warrior.cleave", "wizard.illuminate", "bard.harmonize", "bard.song-of-pain", "knight.inspire",
}

func TestCatalogDefaultParses(t *testing.T) {
	files := cardFilesForTest(t)
	assert.Contains(t, files, "base.json")
	assert.Contains(t, files, "extras.json")

	cat := baseCatalogForTest(t)
	assert.Len(t, cat.IDs(), len(cat.Cards))
	// The base box and the extras; Swords of the Coin's cards are counted by their own tests.
	notSwords := func(ids []string, set func(string) string) (out []string) {
		for _, id := range ids {
			if set(id) != SetSwords {
				out = append(out, id)
			}
		}
		return out
	}
	assert.Len(t, notSwords(cat.IDs(), func(id string) string { return cat.Cards[id].Set }), 36+2+4+9+4+31+8*5)
	assert.Len(t, notSwords(cat.AdventurerIDs(), func(id string) string { return cat.Adventurers[id].Set }), 8)
	for _, id := range cat.IDs() {
		c := cat.Card(id)
		require.NotNil(t, c, id)
		assert.Equal(t, id, c.ID)
	}
}

func TestCatalogCreatures(t *testing.T) {
	cat := baseCatalogForTest(t)

	ids := cat.OfKind(KindCreature)
	assert.Len(t, ids, 36)
	perKey := map[string][]string{}
	for _, id := range ids {
		c := cat.Card(id)
		perKey[c.Key] = append(perKey[c.Key], id)
		assert.Equal(t, SetBase, c.Set, id)
	}
	assert.Len(t, perKey, 18)
	for _, key := range creatureKeys {
		assert.Equal(t, []string{key + "-1", key + "-2"}, perKey[key], key)
	}

	assert.Equal(t, []string{"acolyte-1", "acolyte-2"}, cat.OfKind(KindAcolyte))
	for i, id := range cat.OfKind(KindAcolyte) {
		c := cat.Card(id)
		assert.Equal(t, "acolyte", c.Key)
		assert.Equal(t, "human", c.Type)
		assert.Equal(t, 1, c.Damage)
		assert.Equal(t, 6+i, c.Health)
		assert.Equal(t, []string{"reveal", "first"}, c.Triggers)
		assert.Equal(t, SetBase, c.Set)
	}

	assert.Equal(t, []string{"summon-1", "summon-2", "summon-3", "summon-4"}, cat.OfKind(KindSummon))
	for _, id := range cat.OfKind(KindSummon) {
		c := cat.Card(id)
		assert.Equal(t, "summon", c.Key)
		assert.Empty(t, c.Type, id)
		assert.Zero(t, c.Damage, id)
		assert.Zero(t, c.Health, id)
		assert.Equal(t, SetBase, c.Set)
	}
}

func TestCatalogUnhallowed(t *testing.T) {
	cat := baseCatalogForTest(t)
	assert.Equal(t, append(append([]string{}, baseUnhallowed...), extraUnhallowed...), cat.OfKind(KindUnhallowed))
	for _, id := range cat.OfKind(KindUnhallowed) {
		c := cat.Card(id)
		assert.Equal(t, id, c.Key)
		assert.Equal(t, "unhallowed", c.Type, id)
	}
	for _, id := range baseUnhallowed {
		assert.Equal(t, SetBase, cat.Card(id).Set, id)
	}
	for _, id := range extraUnhallowed {
		assert.Equal(t, SetExtra, cat.Card(id).Set, id)
	}
}

func TestCatalogLocations(t *testing.T) {
	cat := baseCatalogForTest(t)
	ids := cat.OfKind(KindLocation)
	assert.Len(t, ids, 31)

	byKind := map[string][]string{}
	var retail []string
	for _, id := range ids {
		c := cat.Card(id)
		assert.Equal(t, id, c.Key)
		assert.Equal(t, SetBase, c.Set, id)
		byKind[c.LocationKind] = append(byKind[c.LocationKind], id)
		if c.Retail {
			retail = append(retail, id)
		}
	}
	assert.Len(t, byKind[LocationRegular], 22)
	assert.Len(t, byKind[LocationRespite], 6)
	assert.Len(t, byKind[LocationFinal], 3)
	for kind, want := range locationsByKind {
		assert.ElementsMatch(t, want, byKind[kind], kind)
	}
	assert.Len(t, retail, 20)
	assert.ElementsMatch(t, retailLocations, retail)
}

func TestCatalogAdventurersAndAbilities(t *testing.T) {
	cat := baseCatalogForTest(t)
	assert.Equal(t, []string{"beastmaster", "cleric", "ranger", "rogue", "warrior", "wizard", "bard", "knight"}, cat.AdventurerIDs())
	for _, id := range cat.AdventurerIDs() {
		want := SetBase
		if id == "bard" || id == "knight" {
			want = SetExtra
		}
		assert.Equal(t, want, cat.Adventurers[id].Set, id)
	}

	assert.Len(t, cat.OfKind(KindAbility), 40)
	var passives []string
	for adv, want := range abilitiesByAdventurer {
		got := cat.AbilitiesOf(adv)
		assert.Equal(t, want, got, adv)
		for _, id := range got {
			c := cat.Card(id)
			assert.Equal(t, id, c.Key)
			assert.Equal(t, cat.Adventurers[adv].Set, c.Set, id)
			if c.Passive {
				passives = append(passives, id)
			}
		}
	}
	assert.ElementsMatch(t, passiveAbilities, passives)
	assert.Len(t, cat.AbilitiesOf("nobody"), 0)
}

// Every number below is the retail print's (../shared/cards/base-game.md) or, for the extras, the
// first print's (first-print-and-extras.md).
func TestCatalogCreatureNumbers(t *testing.T) {
	cat := baseCatalogForTest(t)
	type row struct {
		typ      string
		damage   int
		health   [2]int // 0, 0: variable
		triggers []string
	}
	want := map[string]row{
		"bear":         {"forest", 1, [2]int{4, 5}, nil},
		"eagle":        {"forest", 1, [2]int{3, 4}, nil},
		"wolf":         {"forest", 1, [2]int{4, 5}, nil},
		"forest-giant": {"giant", 2, [2]int{7, 8}, []string{"ongoing"}},
		"fae":          {"fairy", 1, [2]int{5, 6}, []string{"first"}},
		"ember-drake":  {"dragon", 3, [2]int{11, 12}, []string{"first"}},
		"fell-beast":   {"fire-demon", 2, [2]int{10, 11}, []string{"first"}},
		"goblins":      {"goblin", 1, [2]int{6, 7}, []string{"reveal"}},
		"wyvern":       {"dragon", 2, [2]int{6, 7}, []string{"first"}},
		"bandit":       {"human", 1, [2]int{7, 7}, []string{"first"}},
		"metal-golem":  {"golem", 2, [2]int{8, 8}, []string{"static"}},
		"skeletons":    {"undead", 1, [2]int{8, 9}, []string{"end"}},
		"vampire":      {"undead", 1, [2]int{1, 1}, []string{"reveal"}},
		"zombie-horde": {"undead", 1, [2]int{7, 8}, []string{"ongoing"}},
		"treant":       {"earth-elemental", 1, [2]int{8, 9}, []string{"defeated"}},
		"fire-serpent": {"fire-elemental", 1, [2]int{0, 0}, []string{"ongoing"}},
		"shade":        {"shadow-elemental", 1, [2]int{0, 0}, []string{"ongoing"}},
		"graveshifter": {"undead", 1, [2]int{2, 3}, []string{"reveal"}},
	}
	require.Len(t, want, len(creatureKeys))
	for key, w := range want {
		for copyNo, suffix := range []string{"-1", "-2"} {
			id := key + suffix
			c := cat.Card(id)
			require.NotNil(t, c, id)
			assert.Equal(t, w.typ, c.Type, id)
			assert.Equal(t, w.damage, c.Damage, id)
			assert.Equal(t, w.health[copyNo], c.Health, id)
			assert.Equal(t, w.health[copyNo] == 0, c.VariableHealth, id)
			assert.Equal(t, w.triggers, c.Triggers, id)
		}
	}

	unhallowed := map[string]struct {
		damage, health int
		triggers       []string
	}{
		"hydra":          {3, 9, []string{"defeated"}},
		"lich":           {3, 14, []string{"static"}},
		"warlord":        {3, 11, []string{"ongoing"}},
		"pyromancer":     {1, 9, []string{"reveal", "ongoing"}},
		"wraith-lord":    {2, 12, []string{"defeated"}},
		"wyvern-rider":   {2, 12, []string{"reveal"}},
		"werewolf":       {3, 11, []string{"ongoing"}},
		"goblin-chief":   {2, 8, []string{"reveal"}},
		"necromancer":    {2, 9, []string{"reveal"}},
		"phantom-cat":    {2, 10, []string{"ongoing"}},
		"corrupt-druid":  {2, 11, []string{"reveal"}},
		"minotaur":       {2, 10, []string{"reveal", "first"}},
		"high-priestess": {2, 9, []string{"reveal"}},
	}
	require.Len(t, unhallowed, 13)
	for id, w := range unhallowed {
		c := cat.Card(id)
		require.NotNil(t, c, id)
		assert.Equal(t, w.damage, c.Damage, id)
		assert.Equal(t, w.health, c.Health, id)
		assert.False(t, c.VariableHealth, id)
		assert.Equal(t, w.triggers, c.Triggers, id)
	}
}

func TestCatalogLocationNumbers(t *testing.T) {
	cat := baseCatalogForTest(t)
	want := map[string]struct{ firewood, creatures int }{
		"forgotten-graveyard": {-2, 6}, "barren-plains": {0, 6}, "dark-woods": {2, 7},
		"ancient-crypt": {-3, 7}, "goblin-caves": {-3, 8}, "underground-tomb": {-3, 6},
		"witchs-shack": {-6, 7}, "lost-outpost": {0, 8}, "fetid-swamp": {-3, 6}, "snowy-pass": {-3, 6},
		"cliff-watch": {-4, 7}, "sea-fortress": {-4, 7}, "mountain-keep": {-2, 5},
		"frost-caverns": {-2, 7}, "white-monolith": {-3, 6}, "summoning-circle": {-1, 5},
		"haunted-manor": {2, 6}, "desert-ruins": {-4, 7}, "ruined-gate": {-2, 6},
		"abandoned-village": {-2, 6}, "long-road": {3, 7}, "grand-arena": {-4, 6},
		"forbidden-tower": {-2, 9}, "cursed-cathedral": {-2, 12}, "catacombs": {-4, 10},
		"elven-grove": {-1, 7}, "hidden-temple": {-4, 7}, "remote-tavern": {0, 5},
		"sacred-city": {-3, 6}, "wizards-cottage": {1, 6}, "tranquil-village": {0, 6},
	}
	require.Len(t, want, 31)
	for id, w := range want {
		c := cat.Card(id)
		require.NotNil(t, c, id)
		assert.Equal(t, KindLocation, c.Kind, id)
		assert.Equal(t, w.firewood, c.Firewood, id)
		assert.Equal(t, w.creatures, c.Creatures, id)
		assert.Equal(t, id == "barren-plains", c.FirewoodSpecial, id)
	}
}

func TestCatalogAdventurerBoards(t *testing.T) {
	cat := baseCatalogForTest(t)
	want := map[string]struct {
		die     int
		ranged  bool
		camp    string
		minDie  int
		setName string
	}{
		"beastmaster": {8, true, "set-trap", 0, SetBase},
		"cleric":      {6, true, "heal", 4, SetBase},
		"ranger":      {8, true, "elven-scout", 0, SetBase},
		"rogue":       {6, false, "prepared", 0, SetBase},
		"warrior":     {8, false, "wood-axe", 0, SetBase},
		"wizard":      {6, true, "teleport", 0, SetBase},
		"bard":        {6, false, "multi-talented", 0, SetExtra},
		"knight":      {8, false, "assist", 0, SetExtra},
	}
	require.Len(t, cat.Adventurers, len(want))
	for id, w := range want {
		a := cat.Adventurers[id]
		require.NotNil(t, a, id)
		assert.Equal(t, w.die, a.Die, id)
		assert.Equal(t, w.ranged, a.Ranged, id)
		assert.Equal(t, w.camp, a.CampAction.Key, id)
		assert.Equal(t, w.minDie, a.CampAction.MinDie, id)
		assert.Equal(t, w.setName, a.Set, id)
	}
}

// A few numbers checked one by one, as printed.
func TestCatalogSpotChecks(t *testing.T) {
	cat := baseCatalogForTest(t)
	fb := cat.Card("fell-beast-2")
	require.NotNil(t, fb)
	assert.Equal(t, 11, fb.Health)
	assert.Equal(t, 2, fb.Damage)
	assert.Equal(t, 8, cat.Card("zombie-horde-2").Health)
	assert.Equal(t, 4, cat.Card("bear-1").Health)
	assert.Equal(t, 5, cat.Card("bear-2").Health)
	assert.Equal(t, 3, cat.Card("eagle-1").Health)
	assert.Equal(t, 9, cat.Card("treant-2").Health)
	assert.Equal(t, 3, cat.Card("graveshifter-2").Health)
	assert.Equal(t, 3, cat.Card("ember-drake-1").Damage)
	sp := cat.Card("snowy-pass")
	require.NotNil(t, sp)
	assert.Equal(t, -3, sp.Firewood)
	assert.Equal(t, 6, sp.Creatures)
	assert.Equal(t, 4, cat.Adventurers["cleric"].CampAction.MinDie)
	assert.Equal(t, 0, cat.Card("shade-1").Health)
	assert.True(t, cat.Card("shade-1").VariableHealth)
	assert.True(t, cat.Card("fire-serpent-2").VariableHealth)
}

func TestCatalogTexts(t *testing.T) {
	cat := defaultCatalogForTest(t)

	for _, key := range []string{"reveal", "first", "ongoing", "defeated", "static", "end"} {
		tr := cat.Triggers[key]
		assert.NotEmpty(t, tr.EN, key)
		assert.NotEmpty(t, tr.FR, key)
	}

	var vanilla []string
	for _, id := range cat.IDs() {
		c := cat.Card(id)
		assert.NotEmpty(t, strings.TrimSpace(c.Name.EN), id)
		assert.NotEmpty(t, strings.TrimSpace(c.Name.FR), id)
		switch c.Kind {
		case KindCreature, KindAcolyte, KindUnhallowed:
			ty, ok := cat.Types[c.Type]
			assert.True(t, ok && ty.EN != "" && ty.FR != "", "%s: type %q needs English and French names", id, c.Type)
			for _, tr := range c.Triggers {
				assert.Contains(t, cat.Triggers, tr, id)
			}
		}
		// Only the creatures with no power at all may have no text.
		if c.Kind == KindCreature && len(c.Triggers) == 0 {
			vanilla = append(vanilla, c.Key)
			assert.Empty(t, c.Text.EN, id)
			assert.Empty(t, c.Text.FR, id)
			continue
		}
		checkText(t, id, c.Text)
		// A power's text names its trigger, in each language, the way the triggers map does.
		for _, tr := range c.Triggers {
			if tr == "static" || tr == "end" {
				continue
			}
			assert.Contains(t, c.Text.EN, cat.Triggers[tr].EN+":", id)
			assert.Contains(t, c.Text.FR, cat.Triggers[tr].FR+" :", id)
		}
	}
	assert.ElementsMatch(t, []string{"bear", "bear", "eagle", "eagle", "wolf", "wolf", "wild-boar", "wild-boar",
		"bear", "eagle", "wolf"}, vanilla) // the last three: halves of Pocket Watch's double cards

	for _, id := range cat.AdventurerIDs() {
		a := cat.Adventurers[id]
		assert.NotEmpty(t, a.Name.EN, id)
		assert.NotEmpty(t, a.Name.FR, id)
		assert.NotEmpty(t, a.CampAction.Name.EN, id)
		assert.NotEmpty(t, a.CampAction.Name.FR, id)
		checkText(t, id+" camp action", a.CampAction.Text)
		checkText(t, id+" summary", a.Summary)
	}
}

func checkText(t *testing.T, what string, text Text) {
	t.Helper()
	for lang, s := range map[string]string{"en": text.EN, "fr": text.FR} {
		if !assert.NotEmpty(t, s, "%s (%s)", what, lang) {
			continue
		}
		assert.Equal(t, strings.TrimSpace(s), s, "%s (%s): stray spaces", what, lang)
		assert.NotContains(t, s, "  ", "%s (%s)", what, lang)
		assert.True(t, strings.HasSuffix(s, "."), "%s (%s) should end with a full stop: %q", what, lang, s)
	}
	assert.NotEqual(t, text.EN, text.FR, "%s: the French text is not translated", what)
}

// The texts state the numbers and the decisions recorded in ../shared/cards/README.md.
func TestCatalogTextsStateTheRules(t *testing.T) {
	cat := defaultCatalogForTest(t)
	// Numbers must appear in both languages; words are looked for in the English text.
	want := map[string][]string{
		"fae-1":                  {"1"},
		"ember-drake-1":          {"1", "3"},
		"wyvern-2":               {"3"},
		"treant-1":               {"2"},
		"shade-1":                {"16", "firewood"},
		"fire-serpent-1":         {"firewood"},
		"forest-giant-1":         {"base health", "behind", "face down"},
		"zombie-horde-1":         {"base health", "top of the graveyard", "summon"},
		"fell-beast-1":           {"only once"},
		"graveshifter-1":         {"summon"},
		"acolyte-1":              {"summon", "horde"},
		"summon-1":               {"1", "unhallowed", "graveyard"},
		"warlord":                {"2"},
		"witchs-shack":           {"3", "2"},
		"goblin-caves":           {"3"},
		"frost-caverns":          {"2"},
		"remote-tavern":          {"2"},
		"hidden-temple":          {"2"},
		"forbidden-tower":        {"3", "2"},
		"tranquil-village":       {"6"},
		"underground-tomb":       {"1"},
		"desert-ruins":           {"1"},
		"elven-grove":            {"4+", "6"},
		"barren-plains":          {"half"},
		"warrior.throw-axe":      {"8", "second position"},
		"warrior.giants-bane":    {"10"},
		"warrior.wound":          {"2", "once"},
		"wizard.shockbolt":       {"8", "base health"},
		"rogue.poison-blade":     {"2"},
		"rogue.backstab":         {"2"},
		"beastmaster.tame-beast": {"2"},
		"beastmaster.hunt":       {"2"},
		"beastmaster.tracking":   {"once each round", "first position"},
		"cleric.blinding-light":  {"2"},
		"cleric.protective-ward": {"once each round", "horde"},
		"ranger.elf-senses":      {"1"},
		"ranger.far-sight":       {"1"},
		"ranger.sharpshooter":    {"once each round"},
		"wizard.illuminate":      {"1"},
		"knight.dragon-lance":    {"6"},
		"knight.inspire":         {"once each round"},
		"bard.harmonize":         {"once each round"},
	}
	for id, subs := range want {
		c := cat.Card(id)
		if !assert.NotNil(t, c, id) {
			continue
		}
		for _, s := range subs {
			assert.Contains(t, strings.ToLower(c.Text.EN), s, id)
			if strings.Trim(s, "0123456789+") == "" {
				assert.Contains(t, c.Text.FR, s, id)
			}
		}
	}
	assert.Contains(t, cat.Card("fell-beast-1").Text.FR, "une seule fois")
	camp := map[string]string{"heal": "4", "wood-axe": "4", "elven-scout": "4", "teleport": "4"}
	for _, id := range cat.AdventurerIDs() {
		a := cat.Adventurers[id]
		if n, ok := camp[a.CampAction.Key]; ok {
			assert.Contains(t, a.CampAction.Text.EN, n, id)
			assert.Contains(t, a.CampAction.Text.FR, n, id)
		}
	}
}

// A small file that parses: every bad-input case below changes one thing in it.
const (
	fixtureHead = `{"set":"base","types":{"beast":{"en":"Beast","fr":"Bête"}},` +
		`"adventurers":[{"id":"hero","name":{"en":"Hero","fr":"Héros"},"die":6,"ranged":false,` +
		`"campAction":{"key":"rest","name":{"en":"Rest","fr":"Repos"},"text":{"en":"Rest.","fr":"Repos."}},` +
		`"summary":{"en":"A hero.","fr":"Un héros."}}],"cards":[`
	wolfCard  = `{"id":"wolf-1","key":"wolf","kind":"creature","name":{"en":"Wolf","fr":"Loup"},"type":"beast","damage":1,"health":4}`
	skillCard = `{"id":"hero.strike","kind":"ability","name":{"en":"Strike","fr":"Frappe"},"text":{"en":"Hit.","fr":"Frappez."},"adventurer":"hero"}`
)

func fixture(cards ...string) []byte {
	return []byte(fixtureHead + strings.Join(cards, ",") + "]}")
}

func parseNoPanic(t *testing.T, files map[string][]byte) (cat *Catalog, err error) {
	t.Helper()
	require.NotPanics(t, func() { cat, err = ParseCatalog(files) })
	return cat, err
}

func TestCatalogFixtureParses(t *testing.T) {
	cat, err := parseNoPanic(t, map[string][]byte{"good.json": fixture(wolfCard, skillCard)})
	require.NoError(t, err)
	assert.Equal(t, []string{"wolf-1", "hero.strike"}, cat.IDs())
	assert.Equal(t, []string{"hero.strike"}, cat.AbilitiesOf("hero"))
	assert.Equal(t, SetBase, cat.Card("wolf-1").Set)
}

func TestCatalogBadInput(t *testing.T) {
	cases := []struct {
		name  string
		files map[string][]byte
		want  []string // the error names the file, the card (when there is one) and the fault
	}{
		{
			name:  "misspelt field",
			files: map[string][]byte{"bad.json": fixture(strings.Replace(wolfCard, `"health"`, `"helth"`, 1))},
			want:  []string{"bad.json", `"helth"`},
		},
		{
			name:  "value of the wrong type",
			files: map[string][]byte{"bad.json": fixture(strings.Replace(wolfCard, `"health":4`, `"health":"4"`, 1))},
			want:  []string{"bad.json", "health"},
		},
		{
			name:  "duplicate id",
			files: map[string][]byte{"bad.json": fixture(wolfCard, skillCard, wolfCard)},
			want:  []string{"bad.json", `"wolf-1"`, "twice"},
		},
		{
			name: "duplicate id across files",
			files: map[string][]byte{
				"a.json": fixture(wolfCard),
				"b.json": []byte(`{"set":"extra","cards":[` + wolfCard + `]}`),
			},
			want: []string{"b.json", `"wolf-1"`, "twice"},
		},
		{
			name:  "unknown creature type",
			files: map[string][]byte{"bad.json": fixture(strings.Replace(wolfCard, `"type":"beast"`, `"type":"dragon"`, 1))},
			want:  []string{"bad.json", `"wolf-1"`, `"dragon"`},
		},
		{
			name:  "unknown kind",
			files: map[string][]byte{"bad.json": fixture(strings.Replace(wolfCard, `"kind":"creature"`, `"kind":"monster"`, 1))},
			want:  []string{"bad.json", `"wolf-1"`, `"monster"`},
		},
		{
			name:  "truncated file",
			files: map[string][]byte{"bad.json": fixture(wolfCard, skillCard)[:len(fixtureHead)+40]},
			want:  []string{"bad.json"},
		},
		{
			name:  "ability of an unknown adventurer",
			files: map[string][]byte{"bad.json": fixture(wolfCard, strings.Replace(skillCard, `"adventurer":"hero"`, `"adventurer":"paladin"`, 1))},
			want:  []string{"bad.json", `"hero.strike"`, `"paladin"`},
		},
		{
			name:  "unknown set",
			files: map[string][]byte{"bad.json": bytes.Replace(fixture(wolfCard), []byte(`"set":"base"`), []byte(`"set":"promo"`), 1)},
			want:  []string{"bad.json", `"promo"`},
		},
		{
			name:  "creature without health",
			files: map[string][]byte{"bad.json": fixture(strings.Replace(wolfCard, `,"health":4`, ``, 1))},
			want:  []string{"bad.json", `"wolf-1"`, "health"},
		},
		{
			name:  "card without an id",
			files: map[string][]byte{"bad.json": fixture(wolfCard, strings.Replace(wolfCard, `"id":"wolf-1",`, ``, 1))},
			want:  []string{"bad.json", "card 2"},
		},
		{
			name:  "empty file",
			files: map[string][]byte{"bad.json": {}},
			want:  []string{"bad.json"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cat, err := parseNoPanic(t, tc.files)
			require.Error(t, err)
			assert.Nil(t, cat)
			for _, w := range tc.want {
				assert.Contains(t, err.Error(), w)
			}
		})
	}
}

// Cutting the shipped files anywhere gives an error naming the file, never a panic.
func TestCatalogTruncatedDataFiles(t *testing.T) {
	files := cardFilesForTest(t)
	for name, data := range files {
		end := bytes.LastIndexByte(data, '}')
		require.Positive(t, end, name)
		step := end/97 + 1
		for cut := 0; cut < end; cut += step {
			others := map[string][]byte{}
			for n, d := range files {
				others[n] = d
			}
			others[name] = data[:cut]
			_, err := parseNoPanic(t, others)
			if assert.Error(t, err, "%s cut at %d", name, cut) {
				assert.Contains(t, err.Error(), name)
			}
		}
	}
}

// A card id used by the shipped data, repeated in another file, is reported with that file.
func TestCatalogDuplicateOfShippedCard(t *testing.T) {
	files := cardFilesForTest(t)
	files["zz-more.json"] = []byte(`{"set":"extra","cards":[{"id":"bear-1","kind":"creature","name":{"en":"Bear","fr":"Ours"},"type":"forest","damage":1,"health":4}]}`)
	_, err := parseNoPanic(t, files)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "zz-more.json")
	assert.Contains(t, err.Error(), `"bear-1"`)
}

func FuzzCatalogParse(f *testing.F) {
	f.Add(fixture(wolfCard, skillCard))
	f.Add(fixture(strings.Replace(wolfCard, `"health"`, `"helth"`, 1)))
	f.Add(fixture(wolfCard, wolfCard))
	f.Add(fixture(strings.Replace(skillCard, `"hero"`, `"nobody"`, 1)))
	f.Add([]byte(`{"set":"base","cards":[null],"adventurers":[null]}`))
	f.Add([]byte(`{"set":"extra","types":{"x":{"en":"X","fr":"X"}},"cards":[{"id":"l","kind":"location","locationKind":"respite","creatures":5,"firewood":-1,"retail":true,"name":{"en":"L","fr":"L"}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		cat, err := parseNoPanic(t, map[string][]byte{"fuzz.json": data})
		if err != nil {
			assert.True(t, strings.HasPrefix(err.Error(), "card data fuzz.json"), err.Error())
			return
		}
		for _, id := range cat.IDs() {
			require.NotNil(t, cat.Card(id), id)
		}
	})
}
