package ui

import (
	"strings"
	"testing"
	"text/template"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/assets"
	"setawatch/game"
	"setawatch/internal/i18nkeys"
	"setawatch/internal/say"
)

// The translation files must hold exactly the keys the code passes to lang (see
// internal/i18nkeys); `go run ./tools/i18nkeys` lists what to add or remove.

func loadTranslation(t *testing.T, code string) i18nkeys.File {
	t.Helper()
	data, err := assets.Translations.ReadFile("translations/" + code + ".json")
	require.NoError(t, err)
	f, err := i18nkeys.Parse(data)
	require.NoError(t, err, "%s.json is not a flat JSON object", code)
	return f
}

func TestTranslationFilesMatchTheCode(t *testing.T) {
	var dirs []string
	for _, d := range i18nkeys.Sources {
		dirs = append(dirs, "../"+d)
	}
	res, err := i18nkeys.ScanAll(dirs)
	require.NoError(t, err)
	keys := res.Keys()
	require.Contains(t, keys, "Game log", "the key scan found nothing")
	require.Contains(t, keys, Description, "keys given by a constant are scanned")

	for _, code := range Languages {
		f := loadTranslation(t, code)
		assert.Empty(t, f.Missing(keys), "%s.json lacks these keys: run go run ./tools/i18nkeys", code)
		assert.Empty(t, f.Stale(keys), "%s.json has keys the code no longer uses: run go run ./tools/i18nkeys -prune", code)
	}

	en := loadTranslation(t, "en")
	for _, k := range keys {
		if v, ok := en.Text(k); ok {
			assert.Equal(t, res.English[k], v, "en.json must give the English text the code has")
		}
	}
}

func TestFrenchTranslationsAreComplete(t *testing.T) {
	fr := loadTranslation(t, "fr")
	for key := range fr {
		v, ok := fr.Text(key)
		if !assert.True(t, ok, "fr.json: %q has no text", key) {
			continue
		}
		assert.NotEmpty(t, v, "fr.json: %q is translated as nothing", key)
		assert.Equal(t, i18nkeys.Placeholders(key), i18nkeys.Placeholders(v),
			"fr.json: the translation of %q must use the same {{.X}} fields: %q", key, v)
		_, err := template.New("").Parse(v)
		assert.NoError(t, err, "fr.json: the translation of %q is not a valid template", key)
	}
}

func TestApplyLanguageSwitchesTheInterface(t *testing.T) {
	fr := loadTranslation(t, "fr")
	gameLog, _ := fr.Text("Game log")
	require.NotEqual(t, "Game log", gameLog, "fr.json translates \"Game log\"")
	t.Cleanup(func() { require.NoError(t, applyLanguage("en")) })

	require.NoError(t, applyLanguage("fr"))
	assert.Equal(t, "fr", currentLanguage)
	assert.Equal(t, gameLog, lang.L("Game log"))
	round, _ := fr.Text("Round {{.N}} of {{.Last}}")
	var want strings.Builder
	require.NoError(t, template.Must(template.New("").Parse(round)).Execute(&want, map[string]any{"N": 4, "Last": 9}))
	assert.Equal(t, want.String(), lang.L("Round {{.N}} of {{.Last}}", map[string]any{"N": 4, "Last": 9}))
	assert.Equal(t, "1re", ordinal(1))

	require.NoError(t, applyLanguage("en"))
	assert.Equal(t, "en", currentLanguage)
	assert.Equal(t, "Game log", lang.L("Game log"))
	assert.Equal(t, "Round 4 of 9", lang.L("Round {{.N}} of {{.Last}}", map[string]any{"N": 4, "Last": 9}))
	assert.Equal(t, "1st", ordinal(1))

	assert.Error(t, applyLanguage("xx"), "an unknown language is refused")
}

func TestLanguageSwitchRewordsNoticeAndOpenPrompt(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	t.Cleanup(func() { require.NoError(t, applyLanguage("en")) })
	model := w.Table.model
	model.Replace(watchSession(t), nil)
	pr := game.PendingPrompt(model.State())
	require.NotNil(t, pr, "the Watch opens with a question")
	require.Error(t, model.Submit(game.Move{Verb: game.VerbEnd}))
	assert.Contains(t, model.Notice, "first answer the prompt")
	assert.Contains(t, shownText(w.Table.side.root), say.In("en").Say(pr.Msg))

	w.ApplySettings("fr", "")
	assert.Contains(t, model.Notice, "Interdit : répondez d'abord à la question")
	assert.NotContains(t, model.Notice, "first answer")
	french := say.In("fr").Say(pr.Msg)
	assert.NotEqual(t, say.In("en").Say(pr.Msg), french)
	assert.Contains(t, shownText(w.Table.side.root), strings.Join(strings.Fields(french), " "), "the open prompt speaks French")
}

func TestLanguageSwitchRewordsTheNoticeOfANewGame(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	t.Cleanup(func() { require.NoError(t, applyLanguage("en")) })
	model := w.Table.model
	model.Replace(watchSession(t), func() string { return lang.L("A new game begins.") })
	assert.Equal(t, "A new game begins.", model.Notice)

	w.ApplySettings("fr", "")
	assert.Equal(t, "Une nouvelle partie commence.", model.Notice)
	w.ApplySettings("en", "")
	assert.Equal(t, "A new game begins.", model.Notice)
}

// In French the article before an adventurer agrees with the name, in the prompts' answers,
// the Merchant's moves and the questions a move asks first: "la Voleuse", "l'Archère", "du
// Guerrier".
func TestFrenchArticlesAgreeWithTheAdventurer(t *testing.T) {
	newTestApp(t)
	t.Cleanup(func() { require.NoError(t, applyLanguage("en")) })
	require.NoError(t, applyLanguage("fr"))
	s, err := game.NewGame(game.Options{Seed: 1, Adventurers: []string{"rogue", "ranger", "warrior", "wizard"}})
	require.NoError(t, err)
	s.Tasks = []game.Task{{Kind: game.TaskExhaust}}
	assert.True(t, strings.HasPrefix(answerLabel(s, game.AnswerCard("rogue.backstab")), "La Voleuse "), answerLabel(s, game.AnswerCard("rogue.backstab")))
	s.Tasks = []game.Task{{Kind: game.TaskReroll}}
	assert.Contains(t, answerLabel(s, game.AnswerDie("warrior", 4)), "du Guerrier")
	assert.Contains(t, answerLabel(s, game.AnswerDie("ranger", 4)), "de l'Archère")
	assert.NotContains(t, answerLabel(s, game.AnswerDie("rogue", 4)), "de le")
}
