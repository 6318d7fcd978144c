package cli

import (
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/internal/say"
	"setawatch/sim"
)

// The command line's default language follows the environment; the tests speak English unless
// they ask for French.
func TestMain(m *testing.M) {
	os.Setenv("LC_ALL", "C")
	os.Exit(m.Run())
}

var (
	languageGames = flag.Int("language-games", everydayOrLong(250, 1000), "seeded games TestEveryTextSpeaksOneLanguage plays in each language")
	pocketGames   = flag.Int("pocket-language-games", everydayOrLong(50, 200), "seeded Pocket Watch games TestPocketWatchSpeaksOneLanguage plays in each language")
)

func TestLangFlagSpeaksFrench(t *testing.T) {
	code, out, _ := run(t, "camp knight\n", "new", "--seed", "5", "--adventurers", "knight,ranger,cleric,wizard", "--lang", "fr", "--moves", "-", "--log")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "Ce qui s'est passé :")
	assert.Contains(t, out, "Chevalier se repose au Campement.")
	assert.Contains(t, out, "Tour 1 sur 9 à ")
	assert.Contains(t, out, "Coups permis :")
	assert.NotContains(t, out, "Legal moves")

	code, _, errOut := run(t, "end\n", "new", "--seed", "5", "--lang", "fr", "--moves", "-")
	require.Equal(t, 1, code)
	assert.Contains(t, errOut, "ligne 1 : \"end\" : il n'y a rien à finir : le groupe choisit qui se repose")

	code, _, errOut = run(t, "", "new", "--lang", "de")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "the game speaks en or fr")
}

func TestLanguageComesFromTheEnvironment(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "fr_FR.UTF-8")
	_, out, _ := run(t, "", "new", "--seed", "2")
	assert.Contains(t, out, "Coups permis :")
	_, out, _ = run(t, "", "new", "--seed", "2", "--lang", "en")
	assert.Contains(t, out, "Legal moves:")
}

func TestHintSpeaksTheLanguage(t *testing.T) {
	s := watchTable(t)
	fr := HintText(s, say.In("fr"))
	en := HintText(s, say.In("en"))
	assert.Contains(t, fr, "Indice : le plan élimine")
	assert.Contains(t, en, "Hint: the plan defeats")
	assert.Equal(t, strings.Count(en, "\n"), strings.Count(fr, "\n"), "the same plan, step by step")
}

// Before the Watch the Hint is the expert bot's move, in either language, with the chance to
// win of a game at Normal, the difficulty a game names none plays at.
func TestHintBeforeTheWatch(t *testing.T) {
	s, err := game.NewGame(game.Options{Seed: 2})
	require.NoError(t, err)
	en, fr := HintText(s, say.In("en")), HintText(s, say.In("fr"))
	assert.Contains(t, en, "Hint: camp ")
	assert.Contains(t, en, "Chance to win the game from here: about ")
	assert.Contains(t, fr, "Indice : camp ")
	assert.Contains(t, fr, "Chances de gagner la partie d'ici : environ ")
}

// watchTable is a game at its first Watch with nothing to answer.
func watchTable(t *testing.T) *game.State {
	t.Helper()
	s, err := game.NewGame(game.Options{Seed: 11, Adventurers: []string{"knight", "ranger", "cleric", "wizard"}})
	require.NoError(t, err)
	b, err := bot.New("random", 11)
	require.NoError(t, err)
	for s.Phase != game.PhaseWatch || game.PendingPrompt(s) != nil {
		m, err := b.Choose(s)
		require.NoError(t, err)
		s, _, err = game.Apply(s, m)
		require.NoError(t, err)
	}
	return s
}

// englishWords are words of the game's English text that a French table must never show;
// frenchWords the other way round. Card names, ids and move notation are left aside.
var (
	englishWords = words(`the an and of with is are not there no to for your which what from
		creature creatures firewood watch health damage graveyard adventurer adventurers exhausted
		exhausts exhaust ready round rests resting defeats defeated reveals revealed card cards die
		dice ability deck hint prompt legal moves market purse bank coins item items trophy
		trophies staff familiar party choose answer nothing happened fire reach rested unused spent
		stolen locked merchant cost under empty down riding deals holds already only
		needs cannot must`)
	frenchWords = words(`le la les des une du au aux est sont pas aucun aucune avec pour sur dans
		créature créatures rangée cimetière garde campement carte cartes dé dés épuise épuisée
		vigueur dégâts tour aventurier aventuriers feu lieu damné damnés invocation objet objets
		trophée marché bourse banque indice question réponse choisissez élimine révélée inflige
		coups permis`)
)

func words(list string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(list) {
		out[w] = true
	}
	return out
}

var (
	notation = regexp.MustCompile(`"[^"]*"|\([a-z0-9-]+\)|[a-z0-9]+[.:][a-z0-9.:-]+|\b[a-z]+(-[a-z]+)+\b`)
	wordRE   = regexp.MustCompile(`[\pL']+`)
)

// foreignWords finds the words of another language in a text, leaving aside the notation (ids,
// moves) and the words of the names of the cards, which the card data gives in each language.
func foreignWords(text string, foreign, names map[string]bool) []string {
	var found []string
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "  ") && isNotation(line) {
			continue
		}
		shown := line
		if move, _, ok := strings.Cut(strings.TrimSpace(line), " - "); ok { // a Hint step: "2. attack 1 ranger:6 - ..."
			if _, num, ok := strings.Cut(move, ". "); ok && isNotation(num) {
				line = line[strings.Index(line, " - "):]
			}
		}
		line = notation.ReplaceAllString(line, " ")
		for _, w := range wordRE.FindAllString(line, -1) {
			w = strings.ToLower(strings.Trim(w, "'"))
			if i := strings.IndexByte(w, '\''); i >= 0 { // d'Acolyte, l'Archère
				w = w[i+1:]
			}
			if foreign[w] && !names[w] {
				found = append(found, fmt.Sprintf("%q in %q", w, strings.TrimSpace(shown)))
				return found
			}
		}
	}
	return found
}

// isNotation reports whether a listed line is a legal move in notation.
func isNotation(line string) bool {
	_, err := game.ParseMove(strings.TrimSpace(line))
	return err == nil
}

// nameWords are the words of every card, adventurer, type and camp action name in a language.
func nameWords(t *testing.T, lang string) map[string]bool {
	cat, err := game.DefaultCatalog()
	require.NoError(t, err)
	var names []string
	for _, c := range cat.Cards {
		names = append(names, c.Name.In(lang))
	}
	for _, a := range cat.Adventurers {
		names = append(names, a.Name.In(lang), a.CampAction.Name.In(lang))
	}
	for _, ty := range cat.Types {
		names = append(names, ty.In(lang))
	}
	out := map[string]bool{}
	for _, n := range names {
		for _, w := range wordRE.FindAllString(n, -1) {
			out[strings.ToLower(w)] = true
		}
	}
	return out
}

// probes are moves tried on every table: most are refused, and the refusal must speak the
// language too.
var probes = []string{"end", "camp knight", "attack 1 ranger:6", "choose 9", "place 6 heal", "place 1 map",
	"rune 3 seal vanquish", "use ranger.long-shot ranger:5", "exhaust cleric.rebuke", "fire wizard.curse",
	"buy swords.crossbow knight", "sell swords.crossbow", "attack 7 wizard:2", "place 2 scout", "horde",
	"choose 1"}

// Every text the command line prints about a game — the table, the prompt, the log, a refused
// move and the Hint — speaks only the language asked for: seeded games in French (base box,
// Swords of the Coin, and the two mixed; 250, or 1,000 with the "long" tag) find none of the
// English words above, and the same games in English none of the French ones. -language-games
// sets how many.
func TestEveryTextSpeaksOneLanguage(t *testing.T) {
	n := *languageGames
	if testing.Short() {
		n = 50
	}
	speakEachLanguage(t, n, func(i int) game.Options {
		opts := game.Options{Seed: sim.GameSeed(17, i), Locations: game.LocationsRetail}
		switch i % 4 {
		case 1:
			opts.Game = game.GameSwords
		case 2:
			opts.Game, opts.Mix = game.GameSwords, true
		case 3:
			opts.Locations = game.LocationsAll
		}
		return opts
	})
}

// The same for Pocket Watch: its location card, Horde counter, skull numbers and double cards,
// over its four difficulties: 50 games, 200 with the "long" tag; -pocket-language-games sets how
// many.
func TestPocketWatchSpeaksOneLanguage(t *testing.T) {
	n := *pocketGames
	if testing.Short() {
		n = 20
	}
	speakEachLanguage(t, n, func(i int) game.Options {
		return game.Options{Seed: sim.GameSeed(29, i), Game: game.GamePocket,
			Difficulty: game.PocketDifficulties[i%len(game.PocketDifficulties)]}
	})
}

// speakEachLanguage plays n games in French, then in English, checking every text against the
// other language's words.
func speakEachLanguage(t *testing.T, n int, options func(i int) game.Options) {
	for _, lang := range []string{"fr", "en"} {
		t.Run(lang, func(t *testing.T) {
			sp := say.In(lang)
			foreign, names := englishWords, nameWords(t, "fr")
			if lang == "en" {
				foreign, names = frenchWords, nameWords(t, "en")
			}
			texts, problems := 0, 0
			// The Hint's first move is notation, the commands' own language, after its words.
			first, _, _ := strings.Cut(sp.Say(say.M("Hint: first {{.Move}}", "Move", say.Raw("\x00"))), "\x00")
			check := func(what, text string) {
				texts++
				lines := strings.Split(text, "\n")
				for i, line := range lines {
					if move, ok := strings.CutPrefix(line, first); ok && isNotation(move) {
						lines[i] = first
					}
				}
				text = strings.Join(lines, "\n")
				if found := foreignWords(text, foreign, names); len(found) > 0 && problems < 10 {
					problems++
					t.Errorf("%s speaks another language: %s", what, found[0])
				}
			}
			for i := range n {
				playInLanguage(t, options(i), i, sp, check)
			}
			t.Logf("%d games, %d texts checked in %s", n, texts, lang)
		})
	}
}

// playInLanguage plays one game with the random bot and checks every text the command line
// would print about it.
func playInLanguage(t *testing.T, opts game.Options, i int, sp *say.Speaker, check func(what, text string)) {
	s, err := game.NewGame(opts)
	require.NoError(t, err)
	b, err := bot.New("random", opts.Seed)
	require.NoError(t, err)
	hinted := i%25 != 0 // one game in 25 asks for a Hint
	for step := 0; !s.Over() && step < 2000; step++ {
		where := fmt.Sprintf("game %d (seed %d) move %d", i, opts.Seed, step)
		check(where+" table", DescribeIn(s, sp))
		probe, err := game.ParseMove(probes[(i+step)%len(probes)])
		require.NoError(t, err)
		if _, _, err := game.Apply(s, probe); err != nil {
			check(where+" refusal", sp.Err(err))
		}
		if !hinted && s.Phase == game.PhaseWatch && game.PendingPrompt(s) == nil {
			hinted = true
			check(where+" hint", HintText(s, sp))
		}
		m, err := b.Choose(s)
		require.NoError(t, err)
		next, events, err := game.Apply(s, m)
		require.NoError(t, err, where)
		check(where+" log", LogText(Told(m, events), sp))
		s = next
	}
	check(fmt.Sprintf("game %d end", i), DescribeIn(s, sp))
}
