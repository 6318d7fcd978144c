//go:build unix

// Command fillrate measures what the window's GL library spends a frame to draw one kind of
// object: it opens a 1280x800 window covered by sixty 100x160 objects of the kind named
// (plain, border, rounded, picture, or none), keeps it painting with a small moving dot, and
// prints the median processor time of a frame (all threads) over 150 frames. Run it under Xvfb
// to see what software GL costs a pixel:
//
//	go run -tags migrated_fynedo ./tools/fillrate rounded
package main

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"slices"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

const (
	columns, rows = 12, 5
	tileW, tileH  = 100, 160
	warmUp        = 50
	measured      = 150
)

func main() {
	kind := "none"
	if len(os.Args) > 1 {
		kind = os.Args[1]
	}
	tile, ok := tileMaker(kind)
	if !ok {
		fmt.Fprintln(os.Stderr, "fillrate: the kind is one of plain, border, rounded, picture, none")
		os.Exit(2)
	}
	a := app.NewWithID("io.github.setawatch.FillRate")
	w := a.NewWindow("Fill rate")
	var objs []fyne.CanvasObject
	for y := range rows {
		for x := range columns {
			o := tile()
			o.Move(fyne.NewPos(float32(x*(tileW+5)), float32(y*tileH)))
			o.Resize(fyne.NewSize(tileW, tileH))
			objs = append(objs, o)
		}
	}
	dot := canvas.NewCircle(color.White)
	dot.Resize(fyne.NewSquareSize(4))
	objs = append(objs, dot)
	w.SetContent(container.NewWithoutLayout(objs...))
	w.SetPadded(false)
	w.Resize(fyne.NewSize(1280, 800))

	var frames []time.Duration
	var last time.Duration
	tick := fyne.NewAnimation(time.Hour, func(float32) {
		dot.Move(fyne.NewPos(float32(len(frames)%100), 0))
		now := processCPU()
		if last > 0 {
			frames = append(frames, now-last)
		}
		last = now
		if len(frames) == warmUp+measured {
			kept := frames[warmUp:]
			slices.Sort(kept)
			px := columns * rows * tileW * tileH
			fmt.Printf("%s: %.1f ms a frame for %d pixels of it\n", kind, float64(kept[len(kept)/2].Microseconds())/1000, px)
			a.Quit()
		}
	})
	a.Lifecycle().SetOnStarted(func() {
		go func() {
			time.Sleep(time.Second) // the window is up and has painted once
			fyne.Do(tick.Start)
		}()
	})
	w.ShowAndRun()
}

// tileMaker makes the objects of a kind.
func tileMaker(kind string) (func() fyne.CanvasObject, bool) {
	fill := color.NRGBA{R: 200, G: 180, B: 150, A: 255}
	switch kind {
	case "none":
		return func() fyne.CanvasObject { return canvas.NewRectangle(color.Transparent) }, true
	case "plain":
		return func() fyne.CanvasObject { return canvas.NewRectangle(fill) }, true
	case "border":
		return func() fyne.CanvasObject {
			r := canvas.NewRectangle(fill)
			r.StrokeColor, r.StrokeWidth = color.Black, 2
			return r
		}, true
	case "rounded":
		return func() fyne.CanvasObject {
			r := canvas.NewRectangle(fill)
			r.StrokeColor, r.StrokeWidth, r.CornerRadius = color.Black, 2, 7
			return r
		}, true
	case "picture":
		pic := image.NewNRGBA(image.Rect(0, 0, tileW, tileH))
		for i := 0; i < len(pic.Pix); i += 4 {
			pic.Pix[i], pic.Pix[i+1], pic.Pix[i+2], pic.Pix[i+3] = fill.R, fill.G, fill.B, fill.A
		}
		return func() fyne.CanvasObject {
			img := canvas.NewImageFromImage(pic)
			img.ScaleMode = canvas.ImageScalePixels
			return img
		}, true
	}
	return nil, false
}

// processCPU is the processor time used so far by every thread of the process.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
