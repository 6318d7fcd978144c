package say

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"setawatch/assets"
)

// Languages are the languages the translation files hold.
var Languages = []string{"en", "fr"}

// Speaker puts messages into words in one language.
type Speaker struct {
	Lang  string
	words map[string]entry
}

// entry is one key's translation: a plain text, or plural forms ("one", "other").
type entry struct {
	text  string
	forms map[string]string
}

var speakers sync.Map // language code → *Speaker

// In returns the speaker of a language ("en", "fr", "fr_FR.UTF-8"...); any language the game
// does not have speaks English.
func In(code string) *Speaker {
	code = Pick(code)
	if sp, ok := speakers.Load(code); ok {
		return sp.(*Speaker)
	}
	sp := &Speaker{Lang: code, words: load(code)}
	actual, _ := speakers.LoadOrStore(code, sp)
	return actual.(*Speaker)
}

// English is the English speaker, which error messages use.
func English() *Speaker { return In("en") }

// Pick returns the game's language for a language code or locale ("fr_CA.UTF-8" → "fr"),
// English when the game does not have it.
func Pick(code string) string {
	if strings.HasPrefix(strings.ToLower(code), "fr") {
		return "fr"
	}
	return "en"
}

// FromEnv picks the language from the environment's locale variables, as POSIX orders them:
// LC_ALL, then LC_MESSAGES, then LANG.
func FromEnv(getenv func(string) string) string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if val := getenv(v); val != "" {
			return Pick(val)
		}
	}
	return "en"
}

// load reads a language's translation file; a file that cannot be read gives no words, so the
// keys (the English text) show.
func load(code string) map[string]entry {
	out := map[string]entry{}
	data, err := assets.Translations.ReadFile("translations/" + code + ".json")
	if err != nil {
		return out
	}
	var raw map[string]json.RawMessage
	if json.Unmarshal(data, &raw) != nil {
		return out
	}
	for k, v := range raw {
		var e entry
		if json.Unmarshal(v, &e.text) != nil && json.Unmarshal(v, &e.forms) != nil {
			continue
		}
		out[k] = e
	}
	return out
}

// Say puts a message into words.
func (sp *Speaker) Say(m Msg) string {
	tmpl := sp.template(m)
	var b strings.Builder
	last := 0
	for _, loc := range placeholder.FindAllStringIndex(tmpl, -1) {
		b.WriteString(tmpl[last:loc[0]])
		last = loc[1]
		p := tmpl[loc[0]:loc[1]]
		v, ok := m.Args[p[3:len(p)-2]]
		if !ok {
			b.WriteString(p)
			continue
		}
		if adv, isAdv := v.(Adv); isAdv && sp.Lang == "fr" {
			writeWithArticle(&b, Names("adventurer", string(adv), "fr"), Names("gender", string(adv), "fr") == "f")
			continue
		}
		b.WriteString(sp.value(v))
	}
	b.WriteString(tmpl[last:])
	out := b.String()
	if sp.Lang == "fr" {
		out = elide(out)
	}
	return out
}

// articleBefore finds the article a French text puts before an adventurer's name: translations
// write "le {{.Adv}}" and the article agrees with the name ("la Voleuse", "l'Archère").
var articleBefore = regexp.MustCompile(`(^|[\s(«'])([Ll])[ea] $`)

// writeWithArticle writes a French adventurer's name after the text in b, making an article
// just before it agree in gender and elide before a vowel or a mute h.
func writeWithArticle(b *strings.Builder, name string, feminine bool) {
	text := b.String()
	loc := articleBefore.FindStringSubmatchIndex(text)
	if loc == nil {
		b.WriteString(name)
		return
	}
	l := text[loc[4]:loc[5]] // "l" or "L", keeping the capital of a sentence's start
	article := l + "e "
	first, _ := utf8.DecodeRuneInString(name)
	switch {
	case strings.ContainsRune("AEIOUYHÀÂÉÈÊÎÔaeiouyhàâéèêîô", first):
		article = l + "'"
	case feminine:
		article = l + "a "
	}
	b.Reset()
	b.WriteString(text[:loc[4]] + article + name)
}

// Err puts an error into words: a message error in the speaker's language, any other error as
// its own text.
func (sp *Speaker) Err(err error) string {
	if err == nil {
		return ""
	}
	// The outermost error that is a message; one wrapped in plain Go text is said alone, as
	// that text is not in the translation files.
	var m Messager
	if errors.As(err, &m) {
		return sp.Say(m.SayMsg())
	}
	return Clip(err.Error(), 2*maxRaw)
}

// maxRaw is the longest text a message shows as it is: a Raw is a piece of the player's input
// or a list of choices, and a damaged file can make the first as long as it likes, so a refusal
// quoting it stays short whatever the file.
const maxRaw = 200

// Clip returns s, or its first n runes and "…".
func Clip(s string, n int) string {
	count := 0
	for i := range s {
		if count == n {
			return s[:i] + "…"
		}
		count++
	}
	return s
}

var placeholder = regexp.MustCompile(`\{\{\.[A-Za-z0-9_]+\}\}`)

// template is the message's text in the speaker's language, the plural form chosen by its N.
func (sp *Speaker) template(m Msg) string {
	e, ok := sp.words[m.Key]
	if !ok && sp.Lang != "en" {
		e, ok = English().words[m.Key]
	}
	if !ok {
		return m.Key
	}
	if e.forms == nil {
		return e.text
	}
	n, _ := m.Args["N"].(int)
	if t, ok := e.forms[sp.plural(n)]; ok {
		return t
	}
	return e.forms["other"]
}

// plural is the CLDR plural category of n: French counts 0 and 1 as one.
func (sp *Speaker) plural(n int) string {
	if n == 1 || (sp.Lang == "fr" && n == 0) {
		return "one"
	}
	return "other"
}

func (sp *Speaker) value(v any) string {
	switch x := v.(type) {
	case Card:
		return Names("card", string(x), sp.Lang)
	case Adv:
		return Names("adventurer", string(x), sp.Lang)
	case Type:
		return Names("type", string(x), sp.Lang)
	case Ord:
		return sp.Ordinal(int(x))
	case Raw:
		return Clip(string(x), maxRaw)
	case Msg:
		return sp.Say(x)
	case List:
		items := make([]string, len(x))
		for i, m := range x {
			items[i] = sp.Say(m)
		}
		return join(items)
	case error:
		return sp.Err(x)
	case interface{ In(lang string) string }: // a text of the card data in both languages
		return x.In(sp.Lang)
	case string:
		return x
	}
	return fmt.Sprint(v)
}

// Ordinal is a 1-based position in words: "1st", "2nd"; "1re", "2e".
func (sp *Speaker) Ordinal(pos int) string {
	if sp.Lang == "fr" {
		if pos == 1 {
			return "1re"
		}
		return fmt.Sprintf("%de", pos)
	}
	suffix := "th"
	switch {
	case pos%100 >= 11 && pos%100 <= 13:
	case pos%10 == 1:
		suffix = "st"
	case pos%10 == 2:
		suffix = "nd"
	case pos%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", pos, suffix)
}

// elision finds the short French words that lose their vowel before one: "de Acolyte".
var elision = regexp.MustCompile(`(?i)(^|[\s(«])(de|le|la|que|ne|se)\s+([aeiouyàâäéèêëîïôöùûüœ])`)

// contraction finds "de" and "à" before "le" or "les": "de le Chevalier".
var contraction = regexp.MustCompile(`(?i)(^|[\s(«])(de|à)\s+(les?)\s`)

// elide applies French elision and contraction to a sentence whose names were put in places:
// "de Archère" → "d'Archère", "le Acolyte" → "l'Acolyte", "de le Chevalier" → "du Chevalier",
// "à le feu" → "au feu".
func elide(s string) string {
	s = elision.ReplaceAllStringFunc(s, func(match string) string {
		sub := elision.FindStringSubmatch(match)
		return sub[1] + sub[2][:len(sub[2])-1] + "'" + sub[3]
	})
	return contraction.ReplaceAllStringFunc(s, func(match string) string {
		sub := contraction.FindStringSubmatch(match)
		out := map[string]string{"de le": "du", "de les": "des", "à le": "au", "à les": "aux"}[strings.ToLower(sub[2]+" "+sub[3])]
		if r, _ := utf8.DecodeRuneInString(sub[2]); unicode.IsUpper(r) {
			out = strings.ToUpper(out[:1]) + out[1:]
		}
		return sub[1] + out + " "
	})
}
