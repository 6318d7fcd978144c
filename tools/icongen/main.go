// Command icongen draws the Set a Watch application icon: a campfire under a night sky, a
// watchtower beside it and a crescent moon. It is our own design, drawn from simple shapes, and
// deterministic: the same program always produces the same pixels.
//
//	go run ./tools/icongen                      # writes Icon.png (1024x1024) in the current folder
//	go run ./tools/icongen -o Icon.png -size 1024
//	go run ./tools/icongen -dir build/icons     # every size the packages need, plus icon.ico
//
// With -dir it writes hicolor/<N>x<N>/apps/icon.png for N in 16..512 (Linux), icon.ico (16 to
// 256 px, for Windows and the installer) and Icon.png at 1024 px.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
)

// LinuxSizes are the hicolor icon theme sizes written with -dir.
var LinuxSizes = []int{16, 24, 32, 48, 64, 128, 256, 512}

// ICOSizes are the sizes stored in icon.ico.
var ICOSizes = []int{16, 24, 32, 48, 64, 128, 256}

func main() {
	out := flag.String("o", "Icon.png", "output PNG file")
	size := flag.Int("size", 1024, "width and height of the PNG, in pixels")
	dir := flag.String("dir", "", "write every packaging size into this folder instead")
	flag.Parse()

	var err error
	if *dir != "" {
		err = writeSet(*dir)
	} else {
		err = writePNG(*out, Render(*size))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "icongen:", err)
		os.Exit(1)
	}
}

func writeSet(dir string) error {
	for _, n := range LinuxSizes {
		p := filepath.Join(dir, "hicolor", fmt.Sprintf("%dx%d", n, n), "apps", "icon.png")
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := writePNG(p, Render(n)); err != nil {
			return err
		}
	}
	var imgs []image.Image
	for _, n := range ICOSizes {
		imgs = append(imgs, Render(n))
	}
	f, err := os.Create(filepath.Join(dir, "icon.ico"))
	if err != nil {
		return err
	}
	if err := EncodeICO(f, imgs); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return writePNG(filepath.Join(dir, "Icon.png"), Render(1024))
}

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
