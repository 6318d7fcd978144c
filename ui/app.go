// Package ui is the game's Fyne interface: the main window, its menu and dialogs.
package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

const (
	// AppID is the application id; it must equal [Details] ID in FyneApp.toml (a test in package
	// main checks it). Fyne keeps preferences and storage under it.
	AppID = "io.github.setawatch.SetAWatch"
	// AppName is the name shown in the window title and the About dialog.
	AppName = "Set a Watch"

	// Description is the one-line summary shown in the About dialog.
	Description = "A cooperative card-and-dice game: keep the campfire burning and survive the night."
	// LicenseLine is the licence statement shown in the About dialog.
	LicenseLine = "© 2026 the Set a Watch desktop authors. All rights reserved; no licence granted yet."
)

// WindowSize is the main window's initial size.
var WindowSize = fyne.NewSize(1280, 800)

// Run opens the main window and runs the app until the window is closed. version is shown in
// the About dialog.
func Run(version string) {
	a := app.NewWithID(AppID)
	w := NewMainWindow(a, version)
	w.ShowAndRun()
}

// NewMainWindow builds the main window (title, size, menu, content) without showing it.
func NewMainWindow(a fyne.App, version string) fyne.Window {
	w := a.NewWindow(AppName)
	w.SetMainMenu(mainMenu(w, version))
	w.SetContent(welcomeView(a))
	w.Resize(WindowSize)
	w.CenterOnScreen()
	return w
}

func mainMenu(w fyne.Window, version string) *fyne.MainMenu {
	about := fyne.NewMenuItem(lang.L("About"), func() { ShowAbout(w, version) })
	return fyne.NewMainMenu(
		fyne.NewMenu(lang.L("Game")),
		fyne.NewMenu(lang.L("Help"), about),
	)
}

// ShowAbout opens the About dialog over w.
func ShowAbout(w fyne.Window, version string) {
	d := dialog.NewCustom(lang.L("About")+" "+AppName, lang.L("Close"), AboutContent(version), w)
	d.Show()
}

// AboutContent is the body of the About dialog: icon, name, version, description and licence.
func AboutContent(version string) fyne.CanvasObject {
	name := widget.NewLabelWithStyle(AppName, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	name.SizeName = theme.SizeNameHeadingText
	ver := widget.NewLabelWithStyle(lang.L("Version")+" "+version, fyne.TextAlignCenter, fyne.TextStyle{})
	desc := widget.NewLabelWithStyle(lang.L(Description), fyne.TextAlignCenter, fyne.TextStyle{})
	lic := widget.NewLabelWithStyle(lang.L(LicenseLine), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	lic.SizeName = theme.SizeNameCaptionText
	return container.NewVBox(appIcon(fyne.CurrentApp(), 96), name, ver, desc, lic)
}

// appIcon returns the app's icon at size x size, centred. A packaged build carries Icon.png in
// its metadata; a plain `go build` shows Fyne's default icon.
func appIcon(a fyne.App, size float32) fyne.CanvasObject {
	res := a.Icon()
	if res == nil {
		return layout.NewSpacer()
	}
	img := canvas.NewImageFromResource(res)
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(size, size))
	return container.NewCenter(img)
}

// welcomeView is the window's content until the game table exists.
func welcomeView(a fyne.App) fyne.CanvasObject {
	title := canvas.NewText(AppName, color.NRGBA{R: 0xf5, G: 0xa6, B: 0x23, A: 0xff})
	title.TextSize = 48
	title.TextStyle = fyne.TextStyle{Bold: true}
	title.Alignment = fyne.TextAlignCenter
	sub := widget.NewLabelWithStyle(lang.L("The game table is coming soon."), fyne.TextAlignCenter, fyne.TextStyle{})
	return container.NewCenter(container.NewVBox(appIcon(a, 128), title, sub))
}
