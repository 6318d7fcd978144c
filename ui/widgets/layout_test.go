package widgets

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
)

// The tight stack puts its objects one under the other without padding, trims the labels'
// inner padding and leaves hidden objects out.
func TestTightVBoxStacksWithoutPadding(t *testing.T) {
	test.NewTempApp(t)
	a, b := canvas.NewRectangle(color.Black), canvas.NewRectangle(color.Black)
	a.SetMinSize(fyne.NewSize(30, 10))
	b.SetMinSize(fyne.NewSize(20, 15))
	hidden := canvas.NewRectangle(color.Black)
	hidden.SetMinSize(fyne.NewSize(50, 50))
	hidden.Hide()
	box := container.New(&TightVBox{}, a, hidden, b)
	assert.Equal(t, fyne.NewSize(30, 25), box.MinSize())
	box.Resize(fyne.NewSize(40, 25))
	assert.Equal(t, fyne.NewPos(0, 10), b.Position(), "right under the first")
	assert.Equal(t, fyne.NewSize(40, 15), b.Size(), "as wide as the stack")

	label := widget.NewLabel("Bear")
	withLabel := container.New(&TightVBox{}, a, label)
	assert.Equal(t, 10+label.MinSize().Height-theme.InnerPadding(), withLabel.MinSize().Height)
}

// A chip is its text with a little room around it.
func TestChipFitsItsText(t *testing.T) {
	test.NewTempApp(t)
	c := Chip("Ranger", color.White, 1)
	text := canvas.NewText("Ranger", color.Black)
	text.TextSize = theme.CaptionTextSize()
	assert.Equal(t, text.MinSize().AddWidthHeight(8, 2), c.MinSize())
}
