package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// TestHue checks the palette at the corners of the colour circle, worked
// out by hand: 0 is red, and each fifth of the bound turns the hue by 60°.
func TestHue(t *testing.T) {
	tests := []struct {
		v, bound uint64
		want     color.NRGBA
	}{
		{0, 10, color.NRGBA{255, 0, 0, 255}},   // red
		{2, 10, color.NRGBA{255, 255, 0, 255}}, // yellow
		{4, 10, color.NRGBA{0, 255, 0, 255}},   // green
		{6, 10, color.NRGBA{0, 255, 255, 255}}, // cyan
		{8, 10, color.NRGBA{0, 0, 255, 255}},   // blue
		{9, 10, color.NRGBA{128, 0, 255, 255}}, // half way to magenta
		{1, 10, color.NRGBA{255, 128, 0, 255}}, // orange
		{65535, 65536, color.NRGBA{255, 0, 255, 255}},
	}
	for _, tt := range tests {
		if got := hue(tt.v, tt.bound); got != tt.want {
			t.Errorf("hue(%d, %d) = %v, want %v", tt.v, tt.bound, got, tt.want)
		}
	}
}

// checkPicture decodes a picture of the table of op below n and checks that
// every pixel has the colour of its cell, whose value want gives.
func checkPicture(t *testing.T, data []byte, n int, bound uint64, want func(x, y int) uint64) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	s := max(1, 512/n)
	if b := img.Bounds(); b != image.Rect(0, 0, n*s, n*s) {
		t.Fatalf("picture of %d cells of %d pixels has bounds %v", n, s, b)
	}
	for py := range n * s {
		for px := range n * s {
			x, y := py/s, px/s // row x, column y
			got := color.NRGBAModel.Convert(img.At(px, py)).(color.NRGBA)
			if c := hue(want(x, y), bound); got != c {
				t.Fatalf("pixel (%d, %d) of cell %d*%d is %v, want %v", px, py, x, y, got, c)
			}
		}
	}
}

// TestPNGMex checks pictures of small tables against products computed by
// the mex rule and sums computed as exclusive or.
func TestPNGMex(t *testing.T) {
	mex := ref.NewMexTable(32)
	for _, n := range []int{1, 2, 3, 16, 17, 32} {
		var stdout bytes.Buffer
		if status := run([]string{"table", "-n", itoa(n), "-png", "-"}, nil, &stdout, os.Stderr); status != 0 {
			t.Fatalf("exit status %d", status)
		}
		// The products of values below n lie in the smallest subfield
		// holding n-1: below 2, 4, 16 or 256.
		bound := map[int]uint64{1: 2, 2: 2, 3: 4, 16: 16, 17: 256, 32: 256}[n]
		checkPicture(t, stdout.Bytes(), n, bound, func(x, y int) uint64 { return mex.Mul(x, y) })

		stdout.Reset()
		if status := run([]string{"table", "-op", "add", "-n", itoa(n), "-png", "-"}, nil, &stdout, os.Stderr); status != 0 {
			t.Fatalf("exit status %d", status)
		}
		bound = map[int]uint64{1: 1, 2: 2, 3: 4, 16: 16, 17: 32, 32: 32}[n]
		checkPicture(t, stdout.Bytes(), n, bound, func(x, y int) uint64 { return uint64(x ^ y) })
	}
}

// TestPNGLarge draws the table of N = 1024 into a file, as the help's
// example does, and checks every pixel; N = 256 is F_256 itself.
func TestPNGLarge(t *testing.T) {
	sizes := []int{256, 1024}
	if testing.Short() {
		sizes = sizes[:1]
	}
	for _, n := range sizes {
		file := filepath.Join(t.TempDir(), "table.png")
		if status := run([]string{"table", "-n", itoa(n), "-png", file}, nil, os.Stdout, os.Stderr); status != 0 {
			t.Fatalf("exit status %d", status)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		bound := map[int]uint64{256: 256, 1024: 65536}[n]
		checkPicture(t, data, n, bound, func(x, y int) uint64 { return nimber.Mul(uint64(x), uint64(y)) })
	}
}

// TestPNGUnwritable checks that a file that cannot be created is an error.
func TestPNGUnwritable(t *testing.T) {
	var stderr bytes.Buffer
	file := filepath.Join(t.TempDir(), "no", "such", "dir.png")
	if status := run([]string{"table", "-png", file}, nil, os.Stdout, &stderr); status != 1 || stderr.Len() == 0 {
		t.Errorf("exit status %d, stderr %q", status, stderr.String())
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
