// Command emptywindow opens an empty Fyne window of the game's size: the baseline that
// scripts/bench-ui.sh compares the game's memory with.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("io.github.setawatch.EmptyWindow")
	w := a.NewWindow("Empty window")
	w.SetContent(widget.NewLabel(""))
	w.Resize(fyne.NewSize(1280, 800))
	w.ShowAndRun()
}
