package ui

import (
	"image/color"

	"fyne.io/fyne/v2/lang"

	"setawatch/game"
	"setawatch/ui/widgets"
)

// NewStaffDial makes the Artificer's staff a ring dial like the firewood's: one segment a
// charge, 1 to 8 clockwise from the bottom left, the charges from which its passive holds in a
// brighter shade, the charge in the middle and the passive printed in the gap.
func NewStaffDial(charges int) *widgets.RingDial {
	top, passive := game.StaffDial()
	d := widgets.NewRingDial(staffRing(), charges)
	d.SetToolTip(lang.L("Staff: {{.N}} of {{.Max}} charges. While it holds {{.P}} or more, each of the Artificer's dice deals 1 more damage in a direct attack.",
		map[string]any{"N": charges, "Max": top, "P": passive}))
	return d
}

// staffRing is the staff dial's spec, in the language of the moment.
func staffRing() *widgets.RingSpec {
	top, _ := game.StaffDial()
	title, passive := lang.L("Staff"), staffPassiveWords()
	return &widgets.RingSpec{
		Name: "staff", Side: staffDialSide, First: 1, Segments: top, Gap: 3,
		Colour:    staffColor,
		ValueSize: 1.4, MiddleSize: 0.8, BottomSize: 0.8, ValueY: -0.6, MiddleY: 0.3,
		Middle: func(int) string { return title },
		Bottom: func(int) string { return passive },
	}
}

// staffPassiveWords is the passive as printed on the dial.
func staffPassiveWords() string {
	_, passive := game.StaffDial()
	return lang.L("{{.P}}+: +1 a die", map[string]any{"P": passive})
}

// staffColor is a charge's segment: the passive's charges brighter, lit up to the value.
func staffColor(charge int, lit bool) color.NRGBA {
	_, passive := game.StaffDial()
	c := color.NRGBA{0x4a, 0x90, 0xc8, 0xff}
	if charge >= passive {
		c = color.NRGBA{0x7c, 0xd4, 0xf4, 0xff}
	}
	if !lit {
		c.A = 0x48
	}
	return c
}
