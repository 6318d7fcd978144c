package ui

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"setawatch/game"
	"setawatch/ui/widgets"
)

const dialSize = 150 // the firewood dial's side when the table is at its normal size

// NewFirewoodDial makes the campfire's firewood track, 0 to game.MaxFirewood, a ring dial:
// each value a segment, the reveal levels in their shades with their number on the ring and
// where each starts inside it, the value lit and marked, written in the middle with how many
// creatures the fire reveals.
func NewFirewoodDial(value int) *widgets.RingDial {
	d := widgets.NewRingDial(firewoodRing(), value)
	d.SetToolTip(firewoodTip(value))
	return d
}

// firewoodRing is the firewood dial's spec, in the language of the moment.
func firewoodRing() *widgets.RingSpec {
	title := lang.L("Firewood")
	spec := &widgets.RingSpec{
		Name: "firewood", Side: dialSize, Segments: game.MaxFirewood + 1, Gap: 1.6,
		Colour:    func(v int, lit bool) color.NRGBA { return levelColor(game.RevealLevel(v), lit) },
		MarkValue: true,
		ValueSize: 2.2, MiddleSize: 1, BottomSize: 1, ValueY: -0.75, MiddleY: 0.2,
		Middle: func(v int) string { return lang.L("reveals {{.N}}", map[string]any{"N": game.RevealLevel(v)}) },
		Bottom: func(int) string { return title },
	}
	// The scale's numbers: where each reveal level starts, and the top of the track.
	zones := game.RevealLevels()
	for _, v := range append(zoneStarts(zones), game.MaxFirewood) {
		spec.Labels = append(spec.Labels, widgets.RingLabel{Value: float64(v), Radius: widgets.DialInner - 0.07, Text: strconv.Itoa(v), Size: 0.9})
	}
	// The reveal level of each zone, on the ring in its middle.
	for _, z := range zones {
		spec.Labels = append(spec.Labels, widgets.RingLabel{Value: float64(z.From+z.To) / 2, Radius: (widgets.DialInner + widgets.DialOuter) / 2,
			Text: strconv.Itoa(z.Reveal), Bold: true, Ink: color.Black, Size: 1})
	}
	return spec
}

// firewoodTip says the firewood, what the fire reveals and the track's reveal levels.
func firewoodTip(value int) string {
	var levels []string
	for _, z := range game.RevealLevels() {
		levels = append(levels, lang.L("{{.From}}–{{.To}} reveal {{.R}}", map[string]any{"From": z.From, "To": z.To, "R": z.Reveal}))
	}
	return lang.L("Firewood {{.N}} of {{.Max}}: the fire reveals {{.R}} creature(s) at a time. Levels: {{.Levels}}.",
		map[string]any{"N": value, "Max": game.MaxFirewood, "R": game.RevealLevel(value), "Levels": strings.Join(levels, ", ")})
}

// zoneStarts is the firewood where each zone starts.
func zoneStarts(zones []game.RevealZone) []int {
	starts := make([]int, len(zones))
	for i, z := range zones {
		starts[i] = z.From
	}
	return starts
}

// levelColor is a reveal level's shade, lit or not.
func levelColor(level int, lit bool) color.NRGBA {
	c := [...]color.NRGBA{{0xd9, 0x53, 0x1e, 0xff}, {0xf0, 0x8c, 0x1a, 0xff}, {0xf8, 0xc9, 0x2a, 0xff}}[level-1]
	if !lit {
		c.A = 0x48
	}
	return c
}
