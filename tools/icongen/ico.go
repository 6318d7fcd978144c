package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	"image/png"
	"io"
)

// EncodeICO writes a Windows .ico file holding every image (square, at most 256 px). Images up
// to 128 px are stored as 32-bit BMP (what every Windows version and NSIS read), 256 px as PNG.
func EncodeICO(w io.Writer, imgs []image.Image) error {
	var entries [][]byte
	for _, img := range imgs {
		b := img.Bounds()
		if b.Dx() != b.Dy() || b.Dx() < 1 || b.Dx() > 256 {
			return errors.New("ico: images must be square, 1 to 256 px")
		}
		var data []byte
		if b.Dx() == 256 {
			var buf bytes.Buffer
			if err := png.Encode(&buf, img); err != nil {
				return err
			}
			data = buf.Bytes()
		} else {
			data = bmpEntry(img)
		}
		entries = append(entries, data)
	}

	var out bytes.Buffer
	le := binary.LittleEndian
	// ICONDIR: reserved, type 1 (icon), count.
	_ = binary.Write(&out, le, [3]uint16{0, 1, uint16(len(imgs))})
	offset := 6 + 16*len(imgs)
	for i, img := range imgs {
		n := img.Bounds().Dx()
		dim := byte(n)
		if n == 256 {
			dim = 0 // 0 means 256
		}
		// ICONDIRENTRY: width, height, colours, reserved, planes, bit count, size, offset.
		out.Write([]byte{dim, dim, 0, 0})
		_ = binary.Write(&out, le, [2]uint16{1, 32})
		_ = binary.Write(&out, le, [2]uint32{uint32(len(entries[i])), uint32(offset)})
		offset += len(entries[i])
	}
	for _, e := range entries {
		out.Write(e)
	}
	_, err := w.Write(out.Bytes())
	return err
}

// bmpEntry is a BITMAPINFOHEADER, bottom-up BGRA pixels and the 1-bit AND mask.
func bmpEntry(img image.Image) []byte {
	b := img.Bounds()
	n := b.Dx()
	maskStride := ((n + 31) / 32) * 4
	var out bytes.Buffer
	le := binary.LittleEndian
	_ = binary.Write(&out, le, struct {
		Size                     uint32
		Width, Height            int32
		Planes, BitCount         uint16
		Compression, ImageSize   uint32
		XPerMeter, YPerMeter     int32
		ColorsUsed, ColorsImport uint32
	}{40, int32(n), int32(2 * n), 1, 32, 0, uint32(n*n*4 + maskStride*n), 0, 0, 0, 0})
	mask := make([]byte, maskStride*n)
	for y := n - 1; y >= 0; y-- {
		row := n - 1 - y
		for x := 0; x < n; x++ {
			r, g, bl, a := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
			// BMP wants straight (not premultiplied) alpha.
			if a > 0 {
				r, g, bl = r*0xffff/a, g*0xffff/a, bl*0xffff/a
			}
			out.Write([]byte{byte(bl >> 8), byte(g >> 8), byte(r >> 8), byte(a >> 8)})
			if a == 0 {
				mask[row*maskStride+x/8] |= 0x80 >> (x % 8)
			}
		}
	}
	out.Write(mask)
	return out.Bytes()
}
