package ui

import (
	"bytes"
	"fmt"
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/assets"
	"setawatch/game"
	"setawatch/session"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// layoutSizes are the windows the table is checked in.
var layoutSizes = []fyne.Size{{Width: 1024, Height: 640}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}}

// scenarioSession is the rulebook's first-round table (scenarios/first-round.json), changed by
// edit, as a game in play.
func scenarioSession(t testing.TB, edit func(sc *game.Scenario)) *session.Session {
	t.Helper()
	data, err := os.ReadFile("../scenarios/first-round.json")
	require.NoError(t, err)
	sc, err := game.ParseScenario(data)
	require.NoError(t, err)
	edit(sc)
	sess, err := session.FromRecord(&game.Record{Format: game.RecordFormat, Scenario: sc})
	require.NoError(t, err)
	return sess
}

// finalLine is the final round's Watch with 13 creatures face up in the Line.
func finalLine(sc *game.Scenario) {
	sc.Round, sc.Phase, sc.Camper, sc.Firewood = 9, game.PhaseWatch, "rogue", 15
	sc.StartRules = false
	sc.Location = sc.Map[len(sc.Map)-1]
	sc.Unused = append(sc.Unused, sc.Map[:len(sc.Map)-1]...)
	sc.Map = nil
	for _, c := range sc.Creatures[:13] {
		sc.Line = append(sc.Line, game.ScenarioCard{Card: c, FaceUp: true})
	}
	sc.Creatures = sc.Creatures[13:]
}

// cardViews lists the cards drawn under o.
func cardViews(o fyne.CanvasObject) []*CardView {
	var out []*CardView
	for _, x := range test.LaidOutObjects(o) {
		if c, ok := x.(*CardView); ok && c.Visible() {
			out = append(out, c)
		}
	}
	return out
}

// lineCards lists the Line's cards.
func lineCards(tb *Table) []*CardView {
	var out []*CardView
	for _, c := range cardViews(tb.line) {
		for _, tg := range tb.hand.targets {
			if tg.obj == c && tg.kind == targetLine {
				out = append(out, c)
			}
		}
	}
	return out
}

// rectOf is where o is drawn in the window.
func rectOf(o fyne.CanvasObject) image.Rectangle {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s := o.Size()
	return image.Rect(int(p.X+0.5), int(p.Y+0.5), int(p.X+s.Width+0.5), int(p.Y+s.Height+0.5))
}

// assertShown checks that o is drawn whole inside the window and inside the viewport of every
// scroll it sits in.
func assertShown(t *testing.T, w fyne.Window, o fyne.CanvasObject, what string) {
	t.Helper()
	r := rectOf(o)
	win := image.Rect(0, 0, int(w.Canvas().Size().Width+0.5), int(w.Canvas().Size().Height+0.5))
	assert.True(t, r.In(win), "%s at %v is outside the window %v", what, r, win)
	for _, x := range test.LaidOutObjects(w.Content()) {
		sc, ok := x.(*container.Scroll)
		if !ok || !sc.Visible() || !contains(sc.Content, o) {
			continue
		}
		assert.True(t, r.In(rectOf(sc)), "%s at %v is hidden in a scroll at %v", what, r, rectOf(sc))
	}
}

// contains reports whether o is root or under it.
func contains(root, o fyne.CanvasObject) bool {
	for _, x := range test.LaidOutObjects(root) {
		if x == o {
			return true
		}
	}
	return false
}

// assertNotCut checks that every card has at least the room its text needs.
func assertNotCut(t *testing.T, root fyne.CanvasObject) {
	t.Helper()
	for _, c := range cardViews(root) {
		min, size := c.MinSize(), c.Size()
		assert.True(t, size.Width+0.5 >= min.Width && size.Height+0.5 >= min.Height,
			"card %q is %v but its text needs %v", c.Title, size, min)
	}
}

// Defect 9: the final round's Line of 13 cards showed 9 and hid the rest behind a scroll bar.
func TestFinalLineShowsEveryCard(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1280, Height: 800}, {Width: 1024, Height: 640}, {Width: 1920, Height: 1080}} {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			tb, w := tableFor(t, scenarioSession(t, finalLine))
			w.Resize(size)
			cards := lineCards(tb)
			require.Len(t, cards, 13)
			for i, c := range cards {
				assertShown(t, w, c, fmt.Sprintf("Line card %d", i+1))
			}
			assertNotCut(t, tb.line)
		})
	}
}

// Defect 2: the table had no minimum, broke at 1024x640 and 800x600, did not grow at 1920x1080,
// and the boards were cut at 1280x800 once runes were on the table.
func TestTableFitsEveryWindow(t *testing.T) {
	tb, w := watchTable(t)
	assert.LessOrEqual(t, tb.MinSize().Width, float32(800), "the table fits a window 800 wide")
	assert.LessOrEqual(t, tb.MinSize().Height, float32(570), "the table fits a window 600 high with its menu")

	sizes := []fyne.Size{{Width: 800, Height: 600}, {Width: 1024, Height: 640}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}}
	var widths []float32
	for _, size := range sizes {
		w.Resize(size)
		for i, c := range lineCards(tb) {
			assertShown(t, w, c, fmt.Sprintf("%v: Line card %d", size, i+1))
		}
		assertNotCut(t, tb)
		assertLaidOutWhole(t, w, w.Content(), fmt.Sprint(size))
		widths = append(widths, lineCards(tb)[0].Size().Width)
	}
	assert.Greater(t, widths[3], widths[2]*1.2, "cards grow with a large window")
	assert.Less(t, widths[0], widths[2], "cards shrink in a small window")
}

// runesCast is a camp where the camper has cast two runes.
func runesCast(t testing.TB) *session.Session {
	sess := scenarioSession(t, func(sc *game.Scenario) {
		sc.Phase, sc.Camper, sc.StartRules = game.PhaseCamp, "wizard", false
	})
	m, err := game.ParseMove("rune 4 vanquish bolster")
	require.NoError(t, err)
	_, err = sess.Play(m)
	require.NoError(t, err)
	return sess
}

func TestBoardsWholeWithRunesCast(t *testing.T) {
	for _, size := range layoutSizes {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			tb, w := tableFor(t, runesCast(t))
			w.Resize(size)
			require.Len(t, tb.party.Objects, 1)
			boards := tb.party.Objects[0].(*fyne.Container).Objects
			require.Len(t, boards, 4)
			for i, b := range boards {
				assertShown(t, w, b, fmt.Sprintf("board %d", i+1))
				assertWithin(t, b, fmt.Sprintf("board %d", i+1))
			}
			assertLaidOutWhole(t, w, w.Content(), "table with runes cast")
			assertNotCut(t, tb)
		})
	}
}

// Defect 7: symbols the game prints ("→", "…", "•") showed as empty boxes. Every rune of every
// translation string, card text and name, and string literal of the table must be in the font.
func TestFontHasEveryGlyphTheGamePrints(t *testing.T) {
	a := newTestApp(t)
	w := NewMainWindow(a, "test")
	defer w.Close()
	th := a.Settings().Theme()

	var texts []string
	entries, err := assets.Translations.ReadDir("translations")
	require.NoError(t, err)
	for _, e := range entries {
		data, err := assets.Translations.ReadFile("translations/" + e.Name())
		require.NoError(t, err)
		texts = append(texts, string(data))
	}
	for _, c := range catalog().Cards {
		texts = append(texts, c.Name.EN, c.Name.FR, c.Text.EN, c.Text.FR)
	}
	for _, a := range catalog().Adventurers {
		texts = append(texts, a.Name.EN, a.Name.FR, a.CampAction.Text.EN, a.CampAction.Text.FR)
	}
	// The sources of the ui package and of its own packages.
	err = filepath.WalkDir(".", func(path string, f fs.DirEntry, err error) error {
		if err != nil || f.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		data, err := os.ReadFile(path)
		texts = append(texts, string(data))
		return err
	})
	require.NoError(t, err)
	for _, style := range []fyne.TextStyle{{}, {Bold: true}, {Italic: true}} {
		face := loadFace(t, th.Font(style))
		missing := map[rune]bool{}
		for _, text := range texts {
			for _, r := range text {
				if unicode.IsPrint(r) && r != ' ' {
					if _, ok := face.NominalGlyph(r); !ok {
						missing[r] = true
					}
				}
			}
		}
		assert.Empty(t, missing, "glyphs missing from %s", th.Font(style).Name())
	}
}

func loadFace(t *testing.T, res fyne.Resource) *font.Face {
	t.Helper()
	faces, err := font.ParseTTC(bytes.NewReader(res.Content()))
	require.NoError(t, err)
	require.NotEmpty(t, faces)
	return faces[0]
}

// Defect 6: the table said Chop Wood gives +1 firewood (the engine gives 2) and that Seal puts a
// card out of the game (it goes back under the Unhallowed deck). Each rules text on the table is
// checked here against what the engine does.
func TestRulesTextsMatchTheEngine(t *testing.T) {
	newTestApp(t)
	camp := func(location string) *game.State {
		sess := scenarioSession(t, func(sc *game.Scenario) {
			sc.Phase, sc.Camper, sc.StartRules = game.PhaseCamp, "wizard", false
			if location != "" {
				sc.Unused = append(sc.Unused, sc.Location)
				sc.Location = location
				for i, u := range sc.Unused {
					if u == location {
						sc.Unused = append(sc.Unused[:i], sc.Unused[i+1:]...)
						break
					}
				}
			}
		})
		return sess.State()
	}
	apply := func(s *game.State, text string) *game.State {
		m, err := game.ParseMove(text)
		require.NoError(t, err)
		after, _, err := game.Apply(s, m)
		require.NoError(t, err, text)
		return after
	}
	number := func(text, pattern string) int {
		m := regexp.MustCompile(pattern).FindStringSubmatch(text)
		require.NotNil(t, m, "%q does not say %s", text, pattern)
		n, _ := strconv.Atoi(m[1])
		return n
	}

	t.Run("Chop Wood", func(t *testing.T) {
		for _, loc := range []string{"", "witchs-shack"} {
			s := camp(loc)
			_, rule := spaceRule(s, game.SpaceChop)
			each := number(rule, `\+(\d+) firewood each`)
			dice := number(rule, `Up to (\d+) dice`)
			for i, v := range []int{4, 4, 1}[:dice] {
				after := apply(s, fmt.Sprintf("place %d chop", v))
				assert.Equal(t, s.Firewood+each, after.Firewood, "die %d at %q", i+1, s.Location)
				s = after
			}
		}
	})
	t.Run("Check Map", func(t *testing.T) {
		s := camp("")
		_, rule := spaceRule(s, game.SpaceMap)
		least := number(rule, `One die of (\d)\+`)
		_, _, err := game.Apply(s, game.Move{Verb: game.VerbPlace, Value: least - 3, Space: game.SpaceMap})
		assert.Error(t, err, "a die under %d is refused", least)
		apply(s, fmt.Sprintf("place %d map", 4))
	})
	t.Run("Heal", func(t *testing.T) {
		s := camp("")
		_, rule := spaceRule(s, game.SpaceHeal)
		assert.Contains(t, rule, "One 6")
		_, _, err := game.Apply(s, game.Move{Verb: game.VerbPlace, Value: 4, Space: game.SpaceHeal})
		assert.Error(t, err, "Heal takes a 6 only")
	})
	t.Run("Scout Ahead", func(t *testing.T) {
		s := camp("")
		_, rule := spaceRule(s, game.SpaceScout)
		look := number(rule, `look at the next (\d+) creatures`)
		after := apply(s, "place 1 scout")
		require.NotEmpty(t, after.Tasks)
		assert.Equal(t, s.Creatures[:look], after.Tasks[len(after.Tasks)-1].Cards, "Scout Ahead looks at the next %d creatures", look)
	})
	t.Run("Seal", func(t *testing.T) {
		rule := runeRule(&game.State{}, game.RuneSeal)
		assert.NotContains(t, rule, "out of the game")
		assert.Contains(t, rule, "under the Unhallowed deck")
		sess := scenarioSession(t, func(sc *game.Scenario) {
			sc.Phase, sc.Camper, sc.StartRules = game.PhaseCamp, "wizard", false
			sc.Graveyard = []string{sc.Unhallowed[0]}
			sc.Unhallowed = sc.Unhallowed[1:]
		})
		s := apply(sess.State(), "rune 4 seal vanquish")
		card := sess.State().Graveyard[0]
		for game.PendingPrompt(s) != nil {
			s = apply(s, "choose "+card)
		}
		assert.Equal(t, card, s.Unhallowed[len(s.Unhallowed)-1], "a sealed card goes under the Unhallowed deck")
		assert.NotContains(t, s.Removed, card)
	})
	t.Run("Vanquish", func(t *testing.T) {
		assert.Contains(t, runeRule(&game.State{}, game.RuneVanquish), "top card of the Horde from the game")
		s := camp("")
		top := s.Horde[0]
		after := apply(s, "rune 4 vanquish bolster")
		assert.Contains(t, after.Removed, top)
	})
	t.Run("Bolster", func(t *testing.T) {
		assert.Contains(t, runeRule(&game.State{}, game.RuneBolster), "any of their unused dice")
		s := apply(camp(""), "rune 4 vanquish bolster")
		// The Beast Master (dice 8 6 3) may reroll two dice at once.
		found := false
		for _, m := range game.Legal(s) {
			if strings.Count(m.String(), "+") >= 1 {
				found = true
			}
		}
		assert.True(t, found, "Bolster lets an adventurer reroll several dice")
	})
	t.Run("Fire", func(t *testing.T) {
		tb, _ := watchTable(t)
		answerPrompt(t, tb, "Wound")
		s := tb.model.State()
		var fire game.Move
		for _, m := range game.Legal(s) {
			if m.Verb == game.VerbFire {
				fire = m
			}
		}
		require.NotEmpty(t, fire.Card)
		label := fireLabel(s)
		after, _, err := game.Apply(s, fire)
		require.NoError(t, err)
		assert.Equal(t, s.Firewood+number(label, `\+(\d+)`), after.Firewood, label)
		said := describeMoveOn(s, fire)
		assert.Equal(t, s.Firewood+number(said, `\+(\d+) firewood`), after.Firewood, said)
	})
	t.Run("Firewood dial", func(t *testing.T) {
		tip := NewFirewoodDial(5).ToolTip()
		assert.Contains(t, tip, fmt.Sprintf("of %d:", game.MaxFirewood))
		for _, z := range game.RevealLevels() {
			assert.Contains(t, tip, fmt.Sprintf("%d–%d reveal %d", z.From, z.To, z.Reveal))
		}
		assert.Contains(t, tip, fmt.Sprintf("reveals %d creature(s)", game.RevealLevel(5)))
	})
}

// The window's scale is the app theme's: text, padding and buttons in the side panel and in
// dialogs follow it, and choosing the light or dark look keeps it.
func TestScaleIsTheAppThemes(t *testing.T) {
	tb, w := watchTable(t)
	a := fyne.CurrentApp()
	w.Resize(fyne.NewSize(1920, 1080))
	require.Equal(t, float32(1.35), tb.scale)
	assert.Equal(t, tb.scale, look.Scale(a))
	assert.InDelta(t, 1.35*theme.DefaultTheme().Size(theme.SizeNameText), theme.TextSize(), 0.01)

	applyTheme(a, "light")
	assert.Equal(t, tb.scale, look.Scale(a), "a new look keeps the scale")
	th, ok := look.Unscaled(a.Settings().Theme()).(look.Theme)
	require.True(t, ok, "the app's theme is the table's look")
	v, fixed := th.Variant()
	assert.True(t, fixed)
	assert.Equal(t, theme.VariantLight, v)

	w.Resize(WindowSize)
	assert.Equal(t, float32(1), look.Scale(a))
	_, unscaled := a.Settings().Theme().(look.Theme)
	assert.True(t, unscaled, "at 1280x800 the theme is the look itself")
}

// A wounded Forest Giant with a changed health has three lines of text: its health and damage
// badges must still sit clear of them, on cards as small as the final round's two rows.
func TestBadgesKeepClearOfTheCardText(t *testing.T) {
	newTestApp(t)
	lines := []string{"1st · Giant", "Health 12 (base 10)", "Hit for 3 of 12", "Wounded: health halved"}
	for _, k := range []float32{0.8, 1, 1.5} {
		for _, size := range []fyne.Size{lineCardSize, fyne.NewSize(84, lineCardSize.Height*0.58)} {
			for n := 1; n <= len(lines); n++ {
				c := NewCardView("forest-giant-1", "Forest Giant", fyne.NewSize(size.Width*k, size.Height*k), lines[:n]...)
				c.Scale, c.Health, c.Damage, c.Picture = k, "9", "4", "creature.forest-giant"
				w := test.NewWindow(container.NewWithoutLayout(c))
				c.Resize(c.MinSize())
				r := test.WidgetRenderer(c).(*cardRenderer)
				textTop := r.lines.Position().Y
				for _, b := range []*widgets.Badge{r.health, r.damage} {
					bottom := b.Position().Y + b.Size().Height
					assert.LessOrEqual(t, bottom, textTop+0.01, "scale %v, %v, %d lines: a badge covers the text", k, size, n)
					assert.GreaterOrEqual(t, b.Position().Y, r.bandPos.Y+r.bandSize.Height, "scale %v, %v, %d lines: a badge covers the title", k, size, n)
				}
				w.Close()
			}
		}
	}
}

// At the smallest window, a Watch of seven to nine creatures shows every Line card whole,
// none of it under the side panel.
func TestSmallestWindowShowsLongLines(t *testing.T) {
	for n := 7; n <= 9; n++ {
		sess := scenarioSession(t, func(sc *game.Scenario) {
			sc.Phase, sc.Round, sc.StartRules, sc.Camper = game.PhaseWatch, 3, false, "rogue"
			for _, c := range sc.Creatures[:n] {
				sc.Line = append(sc.Line, game.ScenarioCard{Card: c, FaceUp: true})
			}
			sc.Creatures = sc.Creatures[n:]
		})
		tb, w := tableFor(t, sess)
		w.Resize(fyne.NewSize(800, 600))
		cards := lineCards(tb)
		require.Len(t, cards, n)
		side := w.Canvas().Size().Width - tb.side.root.Size().Width
		for i, c := range cards {
			assertShown(t, w, c, fmt.Sprintf("%d cards: Line card %d", n, i+1))
			right := fyne.CurrentApp().Driver().AbsolutePositionForObject(c).X + c.Size().Width
			assert.LessOrEqual(t, right, side, "%d cards: Line card %d reaches under the side panel", n, i+1)
		}
		closeWindow(w)
	}
}
