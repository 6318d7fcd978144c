package dialogs

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"setawatch/game"
	"setawatch/internal/say"
	"setawatch/stats"
	"setawatch/ui/look"
)

// Names give the dialogs what they need from the app, in the player's language.
type Names struct {
	Language      string // "en" or "fr": numbers and dates are written its way
	Adventurer    func(id string) string
	Card          func(id string) string
	Difficulty    func(key string) string // a base-game difficulty: "easy", "normal"...
	Finals        []string                // every final location of the card data
	AdventurerIDs []string                // every adventurer a party can hold, in the card data's order
	Say           func(say.Msg) string    // a message in the player's language
}

// Statistics is the Statistics window's body: tabs for the overview, each breakdown and
// the achievements.
func Statistics(b *stats.Book, n Names) fyne.CanvasObject {
	s := &b.Summary
	tabs := container.NewAppTabs(
		container.NewTabItem(lang.L("Overview"), n.overviewTab(b)),
		container.NewTabItem(lang.L("Boxes"), n.tallyTab(s.Box, stats.Boxes, boxName)),
		container.NewTabItem(lang.L("Difficulties"), n.tallyTab(s.Difficulty, stats.Difficulties(), n.difficultyName)),
		container.NewTabItem(lang.L("Adventurers"), n.tallyTab(s.Adventurer, stats.Adventurers(), n.Adventurer)),
		container.NewTabItem(lang.L("Final locations"), n.tallyTab(s.Final, n.finalLocations(s.Final), n.Card)),
		container.NewTabItem(lang.L("Achievements"), n.achievementsTab(b)),
	)
	return tabs
}

// boxName names a box of the statistics.
func boxName(box string) string {
	switch box {
	case stats.BoxSwords:
		return lang.L("Swords of the Coin")
	case stats.BoxPocket:
		return lang.L("Pocket Watch")
	}
	return lang.L("Base game")
}

// difficultyName names a difficulty of the statistics: Pocket Watch's with the box's name.
func (n Names) difficultyName(key string) string {
	d, pocket := strings.CutPrefix(key, stats.BoxPocket+"-")
	if !pocket {
		return n.Difficulty(d)
	}
	return lang.L("Pocket Watch, {{.Difficulty}}", map[string]any{"Difficulty": n.PocketDifficultyName(d)})
}

// PocketDifficultyName names one of Pocket Watch's difficulties.
func (n Names) PocketDifficultyName(d string) string {
	switch d {
	case "casual":
		return lang.L("Casual")
	case "impossible":
		return lang.L("Impossible")
	}
	return n.Difficulty(d)
}

// finalLocations lists every final location of the card data, and any other one played.
func (n Names) finalLocations(played map[string]stats.Tally) []string {
	ids := slices.Clone(n.Finals)
	for id := range played {
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	slices.SortFunc(ids, func(a, b string) int { return strings.Compare(n.Card(a), n.Card(b)) })
	return ids
}

// percent is a share as a whole percentage, French putting a space before the sign.
func (n Names) percent(x float64) string {
	if n.Language == "fr" {
		return fmt.Sprintf("%.0f\u00a0%%", 100*x)
	}
	return fmt.Sprintf("%.0f%%", 100*x)
}

// OneDecimal is a number with one decimal, with French's decimal comma.
func (n Names) OneDecimal(x float64) string {
	text := fmt.Sprintf("%.1f", x)
	if n.Language == "fr" {
		text = strings.Replace(text, ".", ",", 1)
	}
	return text
}

// overviewTab is every game in numbers, and the rounds the games reached as columns.
func (n Names) overviewTab(b *stats.Book) fyne.CanvasObject {
	s := &b.Summary
	reached := 0
	for _, a := range stats.Achievements() {
		if _, ok := b.Unlocked[a.ID]; ok {
			reached++
		}
	}
	all := len(stats.Achievements())
	tiles := container.NewGridWithColumns(4,
		statTile(fmt.Sprint(s.All.Games), lang.L("Games played")),
		statTile(fmt.Sprint(s.All.Wins), lang.L("Games won")),
		statTile(n.percent(s.All.WinRate()), lang.L("Win rate")),
		statTile(fmt.Sprintf("%d/%d", reached, all), lang.L("Achievements")),
		statTile(fmt.Sprint(s.Streak), lang.L("Wins in a row now")),
		statTile(fmt.Sprint(s.BestStreak), lang.L("Best run of wins")),
		statTile(n.OneDecimal(s.All.MeanRound()), lang.L("Mean round reached")),
		statTile(n.OneDecimal(s.All.MeanCardsLost()), lang.L("Ability cards lost a game")),
	)
	rounds := make([]int, game.MostRounds())
	for r, n := range s.RoundReached {
		if r >= 1 && r <= len(rounds) {
			rounds[r-1] += n
		}
	}
	head := sectionTitle(lang.L("Rounds reached"))
	note := widget.NewLabel(lang.L("How many games ended in each round (Pocket Watch's last round is {{.N}}).", map[string]any{"N": game.Rounds(game.GamePocket)}))
	note.Wrapping = fyne.TextWrapWord
	note.SizeName = theme.SizeNameCaptionText
	body := container.NewBorder(container.NewVBox(tiles, widget.NewSeparator(), head, note), nil, nil, nil, roundColumns(rounds))
	return container.NewPadded(body)
}

// sectionTitle is a section's title, a size above the text.
func sectionTitle(text string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}

// statTile is one number in large type over what it counts.
func statTile(value, what string) fyne.CanvasObject {
	v := canvas.NewText(value, theme.Color(theme.ColorNamePrimary))
	v.TextSize = theme.TextHeadingSize() * 1.4
	v.TextStyle = fyne.TextStyle{Bold: true}
	v.Alignment = fyne.TextAlignCenter
	l := widget.NewLabelWithStyle(what, fyne.TextAlignCenter, fyne.TextStyle{})
	l.Wrapping = fyne.TextWrapWord
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.InputRadiusSize()
	return container.NewStack(bg, container.NewVBox(v, l))
}

// roundColumns draws one column a round, as high as the games that ended in it, its count above
// and the round below.
func roundColumns(counts []int) fyne.CanvasObject {
	most := slices.Max(counts)
	cols := container.NewGridWithColumns(len(counts))
	for i, n := range counts {
		bar := canvas.NewRectangle(look.Color(look.Ability))
		bar.CornerRadius = 3
		share := float32(0)
		if most > 0 {
			share = float32(n) / float32(most)
		}
		count := widget.NewLabelWithStyle(fmt.Sprint(n), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		round := widget.NewLabelWithStyle(lang.L("Round {{.N}}", map[string]any{"N": i + 1}), fyne.TextAlignCenter, fyne.TextStyle{})
		cols.Add(container.NewBorder(nil, round, nil, nil, container.New(&columnLayout{share: share}, bar, count)))
	}
	return cols
}

// columnLayout stands a bar at the bottom of its space, share of its height high (a thin line
// for none), with its label just above it.
type columnLayout struct{ share float32 }

func (c *columnLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	bar, label := objs[0], objs[1]
	lh := label.MinSize().Height
	h := max(2, (size.Height-lh)*c.share)
	w := size.Width * 0.6
	bar.Resize(fyne.NewSize(w, h))
	bar.Move(fyne.NewPos((size.Width-w)/2, size.Height-h))
	label.Resize(fyne.NewSize(size.Width, lh))
	label.Move(fyne.NewPos(0, size.Height-h-lh))
}

func (c *columnLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	l := objs[1].MinSize()
	return fyne.NewSize(l.Width, l.Height+60)
}

// tallyTab is one breakdown: a row for each of keys, its games as a bar (won, then lost) and
// in numbers (games, won and the win rate, mean round reached, mean cards lost), under a header.
func (n Names) tallyTab(tallies map[string]stats.Tally, keys []string, name func(string) string) fyne.CanvasObject {
	most := 0
	for _, t := range tallies {
		most = max(most, t.Games)
	}
	figure := func(text string, bold bool) *widget.Label {
		return widget.NewLabelWithStyle(text, fyne.TextAlignTrailing, fyne.TextStyle{Bold: bold})
	}
	header := []fyne.CanvasObject{widget.NewLabel(""), container.NewHBox(legendKey(look.Color(look.Health), lang.L("won")), legendKey(lostColor(), lang.L("lost")))}
	for _, h := range []string{lang.L("Games"), lang.L("Won"), lang.L("Mean round"), lang.L("Cards lost a game")} {
		header = append(header, figure(h, true))
	}
	lines := [][]fyne.CanvasObject{header}
	for _, k := range keys {
		t := tallies[k]
		label := widget.NewLabel(name(k))
		label.Truncation = fyne.TextTruncateEllipsis
		line := []fyne.CanvasObject{label, newTallyBar(t, most)}
		values := []string{"0", "–", "–", "–"}
		if t.Games > 0 {
			values = []string{fmt.Sprint(t.Games), fmt.Sprintf("%d (%s)", t.Wins, n.percent(t.WinRate())), n.OneDecimal(t.MeanRound()), n.OneDecimal(t.MeanCardsLost())}
		}
		for _, v := range values {
			line = append(line, figure(v, false))
		}
		lines = append(lines, line)
	}
	// Every line shares the columns' widths: the names' as wide as the longest name (up to a
	// limit past which a name is cut), each figure's as wide as its widest cell.
	cols := &columnsLayout{widths: make([]float32, len(header))}
	for _, line := range lines {
		for i, o := range line {
			cols.widths[i] = max(cols.widths[i], o.MinSize().Width)
		}
	}
	for _, k := range keys {
		cols.widths[0] = max(cols.widths[0], widget.NewLabel(name(k)).MinSize().Width+2)
	}
	cols.widths[0] = min(cols.widths[0], 260)
	cols.widths[1] = max(cols.widths[1], 120)
	rows := container.NewVBox()
	for i, line := range lines {
		rows.Add(container.New(cols, line...))
		if i == 0 {
			rows.Add(widget.NewSeparator())
		}
	}
	return container.NewVScroll(container.NewPadded(rows))
}

// lostColor is the colour of the games lost in a bar: the damage red, lighter.
func lostColor() color.Color {
	r, g, b, _ := look.Color(look.Damage).RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0x90}
}

func legendKey(c color.Color, text string) fyne.CanvasObject {
	swatch := canvas.NewRectangle(c)
	swatch.SetMinSize(fyne.NewSize(14, 14))
	return container.NewHBox(container.NewCenter(swatch), widget.NewLabel(text))
}

// columnsLayout lays a line out in columns of the given widths, but for the second, the bar,
// which takes the width left (at least its own); a bar is drawn thinner than the line.
type columnsLayout struct{ widths []float32 }

func (c *columnsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	fixed := float32(0)
	for i, w := range c.widths {
		if i != 1 {
			fixed += w + pad
		}
	}
	x := float32(0)
	for i, o := range objs {
		w, h, y := c.widths[i], size.Height, float32(0)
		if i == 1 {
			w = max(c.widths[1], size.Width-fixed-pad)
			if c, ok := o.(*fyne.Container); ok {
				if _, isBar := c.Layout.(*tallyBarLayout); isBar {
					h = min(size.Height-2*pad, 18)
					y = (size.Height - h) / 2
				}
			}
		}
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos(x, y))
		x += w + pad
	}
}

func (c *columnsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w, h := float32(0), float32(0)
	for i, o := range objs {
		w += c.widths[i] + theme.Padding()
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(w, h)
}

// newTallyBar draws a tally as a bar as long as its games against the most games of its
// breakdown: its wins in green, then its losses in red, over a faint track.
func newTallyBar(t stats.Tally, most int) fyne.CanvasObject {
	track := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	won := canvas.NewRectangle(look.Color(look.Health))
	lost := canvas.NewRectangle(lostColor())
	return container.New(&tallyBarLayout{t: t, most: most}, track, won, lost)
}

type tallyBarLayout struct {
	t    stats.Tally
	most int
}

func (b *tallyBarLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	track, won, lost := objs[0], objs[1], objs[2]
	track.Resize(size)
	track.Move(fyne.NewPos(0, 0))
	unit := float32(0)
	if b.most > 0 {
		unit = size.Width / float32(b.most)
	}
	ww := unit * float32(b.t.Wins)
	lw := unit * float32(b.t.Games-b.t.Wins)
	won.Resize(fyne.NewSize(ww, size.Height))
	won.Move(fyne.NewPos(0, 0))
	lost.Resize(fyne.NewSize(lw, size.Height))
	lost.Move(fyne.NewPos(ww, 0))
}

func (b *tallyBarLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(60, 10) }

// achievementsTab lists every achievement, reached or not, two a row.
func (n Names) achievementsTab(b *stats.Book) fyne.CanvasObject {
	all := stats.Achievements()
	grid := container.NewGridWithColumns(2)
	reached := 0
	for _, a := range all {
		when, ok := b.Unlocked[a.ID]
		if ok {
			reached++
		}
		grid.Add(n.achievementCard(a, when, ok))
	}
	head := sectionTitle(lang.L("{{.N}} of {{.Total}} achievements reached", map[string]any{"N": reached, "Total": len(all)}))
	return container.NewBorder(container.NewPadded(head), nil, nil, nil, container.NewVScroll(container.NewPadded(grid)))
}

// achievementCard is one achievement: a tick or an empty circle, its name, what it asks and
// when it was reached.
func (n Names) achievementCard(a stats.Achievement, when time.Time, reached bool) fyne.CanvasObject {
	icon := widget.NewIcon(theme.NewColoredResource(theme.RadioButtonIcon(), theme.ColorNamePlaceHolder))
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	if reached {
		icon.SetResource(theme.NewColoredResource(theme.ConfirmIcon(), look.Health))
		r, g, bl, _ := look.Color(look.Health).RGBA()
		bg.FillColor = color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(bl >> 8), A: 0x30}
	}
	bg.CornerRadius = theme.InputRadiusSize()
	title, desc := n.achievementWords(a)
	name := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Truncation = fyne.TextTruncateEllipsis
	if reached {
		date := when.Local().Format("2006-01-02")
		if n.Language == "fr" {
			date = when.Local().Format("02/01/2006")
		}
		desc += " " + lang.L("Reached on {{.Date}}.", map[string]any{"Date": date})
	}
	text := widget.NewLabel(desc)
	text.Wrapping = fyne.TextWrapWord
	text.SizeName = theme.SizeNameCaptionText
	body := container.NewBorder(nil, nil, container.NewPadded(icon), nil, container.NewVBox(name, text))
	return container.NewStack(bg, body)
}

// AchievementName is an achievement's name in the interface's language.
func (n Names) AchievementName(a stats.Achievement) string {
	name, _ := n.achievementWords(a)
	return name
}

// achievementWords are an achievement's name and what it asks, in the interface's language.
func (n Names) achievementWords(a stats.Achievement) (name, asks string) {
	switch a.Kind {
	case stats.KindFirstWin:
		return lang.L("First Dawn"), lang.L("Win a game.")
	case stats.KindBox:
		box := map[string]any{"Box": boxName(a.Key)}
		asks = lang.L("Win a game of {{.Box}}.", box)
		if a.Key == stats.BoxBase {
			asks = lang.L("Win a game of the base game.")
		}
		return lang.L("Victory: {{.Box}}", box), asks
	case stats.KindDifficulty:
		name = lang.L("Victory: {{.Difficulty}}", map[string]any{"Difficulty": n.difficultyName(a.Key)})
		if d, pocket := strings.CutPrefix(a.Key, stats.BoxPocket+"-"); pocket {
			return name, lang.L("Win a game of Pocket Watch on {{.Difficulty}}.", map[string]any{"Difficulty": n.PocketDifficultyName(d)})
		}
		return name, lang.L("Win a game on {{.Difficulty}}, in the base game or Swords of the Coin.", map[string]any{"Difficulty": n.Difficulty(a.Key)})
	case stats.KindAdventurer:
		return lang.L("Victory with {{.Adventurer}}", map[string]any{"Adventurer": n.Adventurer(a.Key)}),
			n.Say(say.M("Win a game with the {{.Adv}} in the party.", "Adv", say.Adv(a.Key)))
	case stats.KindEveryone:
		return lang.L("The Whole Company"), lang.L("Win with each of the {{.N}} adventurers, in any games.", map[string]any{"N": a.N})
	case stats.KindFlawless:
		return lang.L("Not a Scratch"), lang.L("Win a game without losing a single ability card.")
	case stats.KindStreak:
		return lang.L("{{.N}} Nights in a Row", map[string]any{"N": a.N}), lang.L("Win {{.N}} games in a row.", map[string]any{"N": a.N})
	case stats.KindFinal:
		return lang.L("Last Stand"), lang.L("Reach the final round of a game.")
	case stats.KindGames:
		return lang.L("Veteran of {{.N}} Nights", map[string]any{"N": a.N}), lang.L("Finish {{.N}} games, won or lost.", map[string]any{"N": a.N})
	}
	return a.ID, ""
}
