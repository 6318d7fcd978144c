package ui

import (
	"math"

	"fyne.io/fyne/v2"

	"setawatch/assets"
	"setawatch/game"
	"setawatch/ui/widgets"
)

// IconCredit is the licence line of the pictures, shown in the About dialog.
const IconCredit = "Pictures: game-icons.net by Lorc, Delapouite and contributors, CC BY 3.0."

// FontCredit is the licence line of the font, shown in the About dialog.
const FontCredit = "Font: DejaVu Sans, © Bitstream, Inc.; DejaVu changes in the public domain."

// cardPictureKey is the picture of a card: its own, else its creature type's, else its kind's.
func cardPictureKey(id string) string {
	c := catalog().Cards[id]
	if c == nil {
		return "misc.card-back"
	}
	switch c.Kind {
	case game.KindLocation:
		if assets.Icon("location."+id) != nil {
			return "location." + id
		}
		return "location." + c.LocationKind
	case game.KindItem:
		if assets.Icon("item."+id) != nil {
			return "item." + id
		}
		return "misc.ability"
	case game.KindAbility:
		if c.Adventurer != "" && assets.Icon("adventurer."+c.Adventurer) != nil {
			return "adventurer." + c.Adventurer
		}
		return "misc.ability" // an adventurer without a picture of their own (Barbarian, Heretic)
	}
	if assets.Icon("creature."+c.Key) != nil {
		return "creature." + c.Key
	}
	if c.Type != "" && assets.Icon("type."+c.Type) != nil {
		return "type." + c.Type
	}
	return "type.unhallowed"
}

// pixels is how many of the screen's pixels a length of the canvas covers.
func pixels(o fyne.CanvasObject, v float32) int {
	return int(math.Round(float64(v * widgets.CanvasScale(o))))
}
