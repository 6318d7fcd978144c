package cli

import (
	"os"
	"regexp"
	"strings"

	"setawatch/game"
	"setawatch/internal/say"
)

// langOf finds the --lang option among the arguments before they are parsed, so that the
// usage text and the errors of the parse itself are in the chosen language; the system's
// language otherwise. A language the game does not have speaks English.
func langOf(args []string) string {
	for i, a := range args {
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "lang" {
			continue
		}
		if !hasValue && i+1 < len(args) {
			value = args[i+1]
		}
		return say.Pick(value)
	}
	return say.FromEnv(os.Getenv)
}

// badLang tells that a --lang value is not one of the game's languages.
func badLang(lang string) say.Msg {
	return say.M("--lang {{.X}}: the game speaks en or fr", "X", say.Raw(quote(lang)))
}

// The errors of Go's flag package, as they are worded there.
var (
	flagUndefined = regexp.MustCompile(`^flag provided but not defined: (.*)$`)
	flagNoValue   = regexp.MustCompile(`^flag needs an argument: (.*)$`)
	flagBadValue  = regexp.MustCompile(`^invalid (?:boolean )?value "(.*)" for flag (\S+?):`)
	flagSyntax    = regexp.MustCompile(`^bad flag syntax: (.*)$`)
)

// flagError puts an error of the flag package into a message; one it does not know is shown
// as it is.
func flagError(err error) say.Msg {
	text := err.Error()
	if m := flagUndefined.FindStringSubmatch(text); m != nil {
		return say.M("unknown option {{.X}}", "X", say.Raw(game.Excerpt(m[1])))
	}
	if m := flagNoValue.FindStringSubmatch(text); m != nil {
		return say.M("the option {{.X}} needs a value", "X", say.Raw(game.Excerpt(m[1])))
	}
	if m := flagBadValue.FindStringSubmatch(text); m != nil {
		return say.M("{{.X}} is not a valid value for {{.Flag}}", "X", say.Raw(quote(m[1])), "Flag", say.Raw(m[2]))
	}
	if m := flagSyntax.FindStringSubmatch(text); m != nil {
		return say.M("bad option syntax: {{.X}}", "X", say.Raw(game.Excerpt(m[1])))
	}
	return say.M("{{.Kind}}", "Kind", say.Raw(text))
}

func quote(s string) string { return `"` + game.Excerpt(s) + `"` }
