package ui

import (
	"image"
	"image/color"
	"slices"
	"strconv"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"

	"setawatch/game"
	"setawatch/ui/look"
	"setawatch/ui/widgets"
)

// Pocket Watch on the table: its double creature cards, its location card and its Horde counter.

// roundLine is the round and how many the game has.
func roundLine(s *game.State) string {
	return lang.L("Round {{.N}} of {{.Last}}", map[string]any{"N": s.Round, "Last": game.LastRound(s)})
}

// skullLine names an Unhallowed half's skull number ("" for a half without one).
func skullLine(id string) string {
	if c := catalog().Cards[id]; c != nil && c.Skull > 0 {
		return lang.L("Skull {{.N}}", map[string]any{"N": c.Skull})
	}
	return ""
}

// doubleText is the full text of a double card: the half facing up, then the half beneath it.
func doubleText(id string) string {
	text := cardDetails(id)
	if s := skullLine(id); s != "" {
		text += "\n" + s
	}
	other := catalog().OtherHalf(id)
	if other == "" {
		return text
	}
	text += "\n\n" + lang.L("Upside down beneath it:") + "\n" + cardDetails(other)
	if s := skullLine(other); s != "" {
		text += "\n" + s
	}
	return text
}

// otherHalf is the half of a double card that lies beneath: its name and skull number on a
// dimmed band, over its picture upside down.
func (z *zoneKit) otherHalf(id string) fyne.CanvasObject {
	c := catalog().Cards[id]
	k := z.scale
	if k <= 0 {
		k = 1
	}
	band := canvas.NewRectangle(color.NRGBA{R: 0x30, G: 0x28, B: 0x20, A: 0x30})
	band.CornerRadius = 4 * k
	layers := []fyne.CanvasObject{band}
	if img := widgets.Picture(cardPictureKey(id), look.Color(look.KindColor(c))); img != nil {
		pic := canvas.NewImageFromImage(upsideDown(img))
		pic.FillMode = canvas.ImageFillContain
		pic.Translucency = 0.6 // behind the name, which must stay readable
		layers = append(layers, pic)
	}
	name := widgets.NewCompactText(cardName(id), look.BaseSize(theme.SizeNameCaptionText)*k, fyne.TextStyle{Italic: true})
	name.Color = look.Color(look.CardInk)
	var skull fyne.CanvasObject
	if c != nil && c.Skull > 0 {
		skull = widgets.Chip("☠"+strconv.Itoa(c.Skull), look.Color(look.Unhallowed), k)
	}
	return container.NewStack(append(layers, container.NewBorder(nil, nil, nil, skull, name))...)
}

// flipped keeps the pictures already turned: the table is drawn again after every move.
var (
	flippedMu sync.Mutex
	flipped   = map[image.Image]image.Image{}
)

// upsideDown turns a picture half a turn, as the lower half of a double card is printed.
func upsideDown(img image.Image) image.Image {
	flippedMu.Lock()
	defer flippedMu.Unlock()
	if out, ok := flipped[img]; ok {
		return out
	}
	out := turned(img)
	flipped[img] = out
	return out
}

func turned(img image.Image) image.Image {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			out.Set(b.Max.X-1-x, b.Max.Y-1-y, img.At(x, y))
		}
	}
	return out
}

// How a location of the location card stands.
const (
	markHere    = "here"
	markVisited = "visited"
	markNext    = "next" // chosen by Check Map or Teleport
)

// locationMark is how a location of the location card stands, or "".
func locationMark(s *game.State, id string) string {
	switch {
	case id == s.Location:
		return markHere
	case slices.Contains(s.Visited, id):
		return markVisited
	case len(s.MapDeck) > 1 && s.MapDeck[0] == id:
		return markNext
	}
	return ""
}

// markName is a location mark in words.
func markName(mark string) string {
	switch mark {
	case markHere:
		return lang.L("here")
	case markVisited:
		return lang.L("visited")
	}
	return lang.L("next")
}

// locationCardView is Pocket Watch's location card: its eight numbered locations with the
// current, visited and chosen next ones marked, the last d8 rolled and the round's skull numbers.
func (z campBuilder) locationCardView(s *game.State) fyne.CanvasObject {
	lc := catalog().LocationCard
	if lc == nil || s.Pocket == nil {
		return nil
	}
	k := z.scale
	if k <= 0 {
		k = 1
	}
	rows := container.NewGridWithColumns(2)
	for n, id := range lc.Locations {
		rows.Add(z.locationEntry(s, n+1, id))
	}
	var facts []string
	if s.Pocket.Roll > 0 {
		facts = append(facts, lang.L("d8 rolled {{.N}}", map[string]any{"N": s.Pocket.Roll}))
	}
	var skulls string
	for i, n := range game.RisingSkulls(s) {
		if i > 0 {
			skulls += ", "
		}
		skulls += "☠" + strconv.Itoa(n) // as the chips on the Unhallowed halves show it
	}
	if skulls != "" {
		facts = append(facts, lang.L("Unhallowed marked {{.N}} rise this round", map[string]any{"N": skulls}))
	}
	card := NewCardView("", lc.Name.In(currentLanguage), z.sized(fyne.NewSize(100, 150)), facts...)
	card.Small = true
	card.Scale = k
	card.Frame = look.Location
	card.Extra = rows
	card.Details = locationCardText(s)
	card.SetToolTip(card.Details)
	card.OnTapped = func() { showCardView(card) }
	return card
}

// locationEntry is one numbered location on the location card: its number with its mark as a
// sign and a colour (the names are in the card's tooltip and larger view).
func (z campBuilder) locationEntry(s *game.State, n int, id string) fyne.CanvasObject {
	k := z.scale
	if k <= 0 {
		k = 1
	}
	text := strconv.Itoa(n)
	fill := color.NRGBA{R: 0xf4, G: 0xec, B: 0xdc, A: 0xff}
	switch locationMark(s, id) {
	case markHere:
		text, fill = "▶"+text, color.NRGBA{R: 0xf0, G: 0xc0, B: 0x40, A: 0xff}
	case markVisited:
		text, fill = "✓"+text, color.NRGBA{R: 0xa8, G: 0xa0, B: 0x98, A: 0xff}
	case markNext:
		text, fill = "→"+text, color.NRGBA{R: 0xa0, G: 0xc8, B: 0xf0, A: 0xff}
	}
	return widgets.Chip(text, fill, k)
}

// locationCardText is the location card in words, for its tooltip and larger view.
func locationCardText(s *game.State) string {
	lc := catalog().LocationCard
	text := ""
	for n, id := range lc.Locations {
		text += strconv.Itoa(n+1) + ". " + cardName(id)
		if m := locationMark(s, id); m != "" {
			text += " (" + markName(m) + ")"
		}
		text += "\n"
	}
	return text + "\n" + lang.L("Each round's location is rolled on a d8: an 8 or a visited location is rolled again; round {{.N}} is at the Forbidden Tower.", map[string]any{"N": game.LastRound(s)})
}

// hordeCounter is Pocket Watch's Horde: a number, not a pile.
func hordeCounter(s *game.State) fyne.CanvasObject {
	l := ttwidget.NewLabel(countLabel(lang.L("Horde counter"), s.Pocket.Horde))
	l.SetToolTip(lang.L("Creatures that got past the Watch are counted, not kept: in the final round the Line is extended by the counter."))
	return l
}
