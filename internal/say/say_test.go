package say

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func french(words map[string]entry) *Speaker { return &Speaker{Lang: "fr", words: words} }

func TestFrenchElisionAndContraction(t *testing.T) {
	for in, want := range map[string]string{
		"la carte de Acolyte":         "la carte d'Acolyte",
		"la carte de Archère":         "la carte d'Archère",
		"le dé de le Chevalier":       "le dé du Chevalier",
		"Le Acolyte rejoint la Horde": "L'Acolyte rejoint la Horde",
		"la Élémentaire de Feu":       "l'Élémentaire de Feu",
		"pour que il parte":           "pour qu'il parte",
		"aller à le feu":              "aller au feu",
		"les dés de les Aventuriers":  "les dés des Aventuriers",
		"de 4 ou plus":                "de 4 ou plus",
		"la carte de Dompteuse":       "la carte de Dompteuse",
		"(de Ombre)":                  "(d'Ombre)",
		"que le Acolyte parte":        "que l'Acolyte parte",
	} {
		assert.Equal(t, want, elide(in), in)
	}
}

func TestPluralFormsFollowTheLanguage(t *testing.T) {
	words := map[string]entry{"{{.N}} cards": {forms: map[string]string{"one": "{{.N}} carte", "other": "{{.N}} cartes"}}}
	fr := french(words)
	assert.Equal(t, "0 carte", fr.Say(M("{{.N}} cards", "N", 0)))
	assert.Equal(t, "1 carte", fr.Say(M("{{.N}} cards", "N", 1)))
	assert.Equal(t, "2 cartes", fr.Say(M("{{.N}} cards", "N", 2)))
	en := &Speaker{Lang: "en", words: map[string]entry{"{{.N}} cards": {forms: map[string]string{"one": "{{.N}} card", "other": "{{.N}} cards"}}}}
	assert.Equal(t, "0 cards", en.Say(M("{{.N}} cards", "N", 0)))
	assert.Equal(t, "1 card", en.Say(M("{{.N}} cards", "N", 1)))
}

func TestArgumentsAreNamedInTheLanguage(t *testing.T) {
	old := Names
	t.Cleanup(func() { Names = old })
	Names = func(kind, id, lang string) string {
		if lang == "fr" {
			return map[string]string{"acolyte": "Acolyte", "knight": "Chevalier"}[id]
		}
		return map[string]string{"acolyte": "Acolyte", "knight": "Knight"}[id]
	}
	fr := french(map[string]entry{
		"{{.Card}} steals the {{.Adv}}'s {{.N}}.": {text: "{{.Card}} vole le {{.N}} de le {{.Adv}}."},
		"Not allowed: {{.Reason}}":                {text: "Interdit : {{.Reason}}"},
		"the {{.Pos}} card":                       {text: "la carte en {{.Pos}} position"},
	})
	m := M("{{.Card}} steals the {{.Adv}}'s {{.N}}.", "Card", Card("acolyte"), "Adv", Adv("knight"), "N", 5)
	assert.Equal(t, "Acolyte vole le 5 du Chevalier.", fr.Say(m))
	assert.Equal(t, "Acolyte steals the Knight's 5.", m.String())
	assert.Equal(t, "la carte en 1re position", fr.Say(M("the {{.Pos}} card", "Pos", Ord(1))))
	assert.Equal(t, "the 22nd card", M("the {{.Pos}} card", "Pos", Ord(22)).String())

	err := Wrap(Err("the {{.Pos}} card", "Pos", Ord(3)), "Not allowed: {{.Reason}}", "Reason", Err("the {{.Pos}} card", "Pos", Ord(3)))
	assert.Equal(t, "Not allowed: the 3rd card", err.Error())
	assert.Equal(t, "Interdit : la carte en 3e position", fr.Err(err))
	got, ok := MsgOf(err)
	require.True(t, ok)
	assert.Equal(t, []string{"Reason"}, got.Keys())
}

func TestLanguageFromTheEnvironment(t *testing.T) {
	env := func(vals map[string]string) func(string) string { return func(k string) string { return vals[k] } }
	assert.Equal(t, "fr", FromEnv(env(map[string]string{"LANG": "fr_FR.UTF-8"})))
	assert.Equal(t, "en", FromEnv(env(map[string]string{"LC_ALL": "C", "LANG": "fr_FR.UTF-8"})))
	assert.Equal(t, "fr", FromEnv(env(map[string]string{"LC_MESSAGES": "fr_CA", "LANG": "en_US"})))
	assert.Equal(t, "en", FromEnv(env(nil)))
}

func TestFrenchArticlesAgreeWithTheAdventurer(t *testing.T) {
	names, feminine := map[string]string{"rogue": "Voleuse", "knight": "Chevalier", "ranger": "Archère", "heretic": "Hérétique"},
		map[string]bool{"rogue": true, "ranger": true}
	old := Names
	t.Cleanup(func() { Names = old })
	Names = func(kind, id, lang string) string {
		if kind == "gender" {
			if feminine[id] {
				return "f"
			}
			return "m"
		}
		return names[id]
	}
	fr := french(map[string]entry{
		"the {{.Adv}} rests": {text: "le {{.Adv}} se repose"},
		"The {{.Adv}}'s die": {text: "Le dé de le {{.Adv}}"},
		"The {{.Adv}} rests": {text: "Le {{.Adv}} se repose"},
		"tamed by {{.Adv}}":  {text: "dressé par {{.Adv}}"},
	})
	for adv, want := range map[string][3]string{
		"rogue":   {"la Voleuse se repose", "Le dé de la Voleuse", "La Voleuse se repose"},
		"knight":  {"le Chevalier se repose", "Le dé du Chevalier", "Le Chevalier se repose"},
		"ranger":  {"l'Archère se repose", "Le dé de l'Archère", "L'Archère se repose"},
		"heretic": {"l'Hérétique se repose", "Le dé de l'Hérétique", "L'Hérétique se repose"},
	} {
		assert.Equal(t, want[0], fr.Say(M("the {{.Adv}} rests", "Adv", Adv(adv))))
		assert.Equal(t, want[1], fr.Say(M("The {{.Adv}}'s die", "Adv", Adv(adv))))
		assert.Equal(t, want[2], fr.Say(M("The {{.Adv}} rests", "Adv", Adv(adv))))
	}
	assert.Equal(t, "dressé par Voleuse", fr.Say(M("tamed by {{.Adv}}", "Adv", Adv("rogue"))), "no article where the text puts none")
}

// An error without arguments is made once for its key; one with arguments is its own.
func TestPlainErrorsAreShared(t *testing.T) {
	assert.Same(t, Err("there is no prompt to answer"), Err("there is no prompt to answer"))
	assert.NotSame(t, Err("line {{.N}}", "N", 1), Err("line {{.N}}", "N", 1))
	assert.Equal(t, "there is no prompt to answer", Err("there is no prompt to answer").Error())
}
