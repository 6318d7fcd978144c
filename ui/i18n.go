package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"setawatch/assets"
	"setawatch/game"
	"setawatch/internal/say"
)

// Languages the interface ships, besides following the system.
var Languages = []string{"en", "fr"}

// prefLanguage is the preference key of the chosen language: "" follows the system.
const prefLanguage = "language"

// currentLanguage is the language the interface shows now ("en" or "fr"); card texts follow it.
var currentLanguage = "en"

// applyLanguage makes the interface speak code ("en", "fr", or "" for the system's language).
// Fyne's lang package picks the system locale itself and has no call to choose another, so the
// chosen language's messages are loaded under every shipped language tag: whichever tag Fyne
// matches, it finds the chosen words.
func applyLanguage(code string) error {
	if code == "" {
		code = "en"
		if strings.HasPrefix(string(lang.SystemLocale()), "fr") {
			code = "fr"
		}
	}
	data, err := assets.Translations.ReadFile("translations/" + code + ".json")
	if err != nil {
		return fmt.Errorf("no translation for language %q", code)
	}
	for _, tag := range Languages {
		if err := lang.AddTranslationsForLocale(data, fyne.Locale(tag)); err != nil {
			return fmt.Errorf("translation %s: %w", code, err)
		}
	}
	currentLanguage = code
	return nil
}

// speak puts a message of the engine, the solver or the session into words in the interface's
// language, from the same translation files.
func speak(m say.Msg) string { return say.In(currentLanguage).Say(m) }

// speakErr is an error in the interface's language: a refusal of the engine in words, any other
// error as its own text.
func speakErr(err error) string { return say.In(currentLanguage).Err(err) }

// catalog returns the card catalog; it is embedded and checked by the engine's tests, so an
// error here means a broken build and the interface shows it instead of the table.
func catalog() *game.Catalog {
	cat, err := game.DefaultCatalog()
	if err != nil {
		fyne.LogError("card data", err)
		return &game.Catalog{Cards: map[string]*game.Card{}, Adventurers: map[string]*game.Adventurer{}}
	}
	return cat
}

// cardName is a card's name in the interface's language, or the id if the card is unknown.
func cardName(id string) string {
	if c := catalog().Cards[id]; c != nil {
		return c.Name.In(currentLanguage)
	}
	return id
}

// advName is an adventurer's name in the interface's language.
func advName(id string) string {
	if a := catalog().Adventurers[id]; a != nil {
		return a.Name.In(currentLanguage)
	}
	return id
}

// typeName is a creature type's name in the interface's language.
func typeName(key string) string {
	if t, ok := catalog().Types[key]; ok {
		return t.In(currentLanguage)
	}
	return key
}

// ordinal is a 1-based Line position in words: "1st", "2nd"...
func ordinal(pos int) string { return say.In(currentLanguage).Ordinal(pos) }

// cardDetails is a card's full text as tooltips and the card view show it: name, kind and
// numbers, then the rules text.
func cardDetails(id string) string {
	c := catalog().Cards[id]
	if c == nil {
		return id
	}
	var b strings.Builder
	b.WriteString(c.Name.In(currentLanguage))
	var facts []string
	switch c.Kind {
	case game.KindCreature, game.KindAcolyte, game.KindSummon, game.KindUnhallowed:
		if c.Type != "" {
			facts = append(facts, typeName(c.Type))
		}
		if c.Kind != game.KindSummon {
			health := fmt.Sprint(c.Health)
			if c.VariableHealth {
				health = "*"
			}
			facts = append(facts, lang.L("Health {{.N}}", map[string]any{"N": health}),
				lang.L("Damage {{.N}}", map[string]any{"N": c.Damage}))
		}
		for _, tr := range c.Triggers {
			if t, ok := catalog().Triggers[tr]; ok {
				facts = append(facts, t.In(currentLanguage))
			}
		}
	case game.KindLocation:
		facts = append(facts, locationKindLabel(c.LocationKind))
		fw := fmt.Sprintf("%+d", c.Firewood)
		if c.FirewoodSpecial {
			fw = "*"
		}
		facts = append(facts, lang.L("Firewood {{.N}}", map[string]any{"N": fw}),
			lang.L("Creatures {{.N}}", map[string]any{"N": c.Creatures}))
	case game.KindAbility:
		facts = append(facts, advName(c.Adventurer))
		if c.Passive {
			facts = append(facts, lang.L("Passive"))
		}
	case game.KindItem:
		facts = append(facts, lang.L("Item"), lang.L("Cost {{.N}}", map[string]any{"N": c.Cost}), triggerWord(id))
	}
	if len(facts) > 0 {
		b.WriteString("\n" + strings.Join(facts, " · "))
	}
	if t := c.Text.In(currentLanguage); t != "" {
		b.WriteString("\n\n" + t)
	}
	return b.String()
}

func locationKindLabel(kind string) string {
	switch kind {
	case game.LocationRespite:
		return lang.L("Respite location")
	case game.LocationFinal:
		return lang.L("Final location")
	}
	return lang.L("Location")
}

// adventurerDetails is an adventurer board's text: die, range and camp action.
func adventurerDetails(id string) string {
	a := catalog().Adventurers[id]
	if a == nil {
		return id
	}
	reach := lang.L("melee")
	if a.Ranged {
		reach = lang.L("ranged")
	}
	return fmt.Sprintf("%s\nd%d · %s\n\n%s\n\n%s: %s", a.Name.In(currentLanguage), a.Die, reach,
		a.Summary.In(currentLanguage), a.CampAction.Name.In(currentLanguage), a.CampAction.Text.In(currentLanguage))
}
