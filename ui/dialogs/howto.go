package dialogs

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// NewHowTo is a short guide to the table's controls, over parent; the caller shows it.
func NewHowTo(parent fyne.Window) dialog.Dialog {
	text := widget.NewRichTextFromMarkdown(lang.L(howToText))
	text.Wrapping = fyne.TextWrapWord
	pad := canvas.NewRectangle(color.Transparent)
	pad.SetMinSize(fyne.NewSize(560, 420))
	return dialog.NewCustom(lang.L("How to play"), lang.L("Close"), container.NewStack(pad, container.NewVScroll(text)), parent)
}

const howToText = `**Each round**, choose who rests in camp (the *Rest in camp* button on an adventurer's board). The others stand Watch.

**In camp**, drag the camper's dice onto camp spaces (Chop Wood, Scout Ahead, Check Map, Heal, Equip, the camp action) or onto the runes of the Map deck. Then press *End camp*.

**On Watch**, the fire reveals creatures in the Line. Drag a die onto a revealed creature to attack it (dice of several adventurers add up), or onto an ability card to use it. *Exhaust* uses a card without a die; *+2 fire* exhausts it for firewood. Press *End the Watch* when done: what is left goes to the Horde.

**Without dragging**: click a die, then click where it goes. With the keyboard: Tab to a die, Space to pick it, Tab to the target, Space. You can also type any move in the box on the right, in the game's notation (for example *attack 1 ranger:7*).

**Cards**: hover to read a card; click it (or right-click) for a larger view. *Hint* suggests the best plan for the Watch. *Undo* goes back, but never past a roll or a revealed card.`
