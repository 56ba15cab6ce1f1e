package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// TestColour checks the colour map: each subfield level, the values from
// 2^(w/2) to 2^w - 1 (0 and 1 the first), runs from the first colour of
// viridis at its least value to the last at its largest, with the
// lightness rising all the way (but for rounding); no value is white, the colour of the
// lines.
func TestColour(t *testing.T) {
	first := color.NRGBA{0x44, 0x01, 0x54, 255}
	last := color.NRGBA{0xfd, 0xe7, 0x25, 255}
	levels := [][2]uint64{{0, 1}, {2, 3}, {4, 15}, {16, 255}, {256, 65535}, {1 << 16, 1<<32 - 1}, {1 << 32, math.MaxUint64}}
	// luma is the lightness of c as Rec. 601 weighs its components.
	luma := func(c color.NRGBA) int { return 299*int(c.R) + 587*int(c.G) + 114*int(c.B) }
	for _, l := range levels {
		lo, hi := l[0], l[1]
		if got := colour(lo); got != first {
			t.Errorf("colour(%d) = %v, want %v", lo, got, first)
		}
		if got := colour(hi); got != last {
			t.Errorf("colour(%d) = %v, want %v", hi, got, last)
		}
		// Every value of small levels, 4097 evenly spaced ones of large.
		step := max(1, (hi-lo)/4096)
		prev := colour(lo)
		for v := lo + step; v <= hi && v >= lo+step; v += step {
			c := colour(v)
			// Rounding each component may darken a colour by one unit.
			if luma(c) < luma(prev)-1000 || c == lineColour {
				t.Fatalf("colour(%d) = %v, after %v: darker, or white", v, c, prev)
			}
			prev = c
		}
	}
}

// cellsOf returns, for each pixel of a row of the picture of n cells of
// side s, the cell it shows, or -1 for a pixel of a subfield line: there
// is one before each of the cells 2, 4, 16 and 256, the sizes of the
// subfields F_2 to F_256.
func cellsOf(n, s int) []int {
	var cells []int
	for i := range n {
		if i == 2 || i == 4 || i == 16 || i == 256 {
			cells = append(cells, -1)
		}
		for range s {
			cells = append(cells, i)
		}
	}
	return cells
}

// checkPicture decodes a picture of a table of n cells and checks that
// every pixel has the colour of its cell, whose value want gives, or is
// the white of a subfield line where one belongs.
func checkPicture(t *testing.T, data []byte, n int, want func(x, y int) uint64) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	cells := cellsOf(n, max(1, 512/n))
	if b := img.Bounds(); b != image.Rect(0, 0, len(cells), len(cells)) {
		t.Fatalf("picture of %d cells has bounds %v, want %d pixels a side", n, b, len(cells))
	}
	for py, x := range cells {
		for px, y := range cells {
			got := color.NRGBAModel.Convert(img.At(px, py)).(color.NRGBA)
			c := color.NRGBA{255, 255, 255, 255}
			if x >= 0 && y >= 0 {
				c = colour(want(x, y))
			}
			if got != c {
				t.Fatalf("pixel (%d, %d), of cell %d, %d (-1: a line), is %v, want %v", px, py, x, y, got, c)
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
		checkPicture(t, stdout.Bytes(), n, func(x, y int) uint64 { return mex.Mul(x, y) })

		stdout.Reset()
		if status := run([]string{"table", "-op", "add", "-n", itoa(n), "-png", "-"}, nil, &stdout, os.Stderr); status != 0 {
			t.Fatalf("exit status %d", status)
		}
		checkPicture(t, stdout.Bytes(), n, func(x, y int) uint64 { return uint64(x ^ y) })
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
		checkPicture(t, data, n, func(x, y int) uint64 { return nimber.Mul(uint64(x), uint64(y)) })
	}
}

// TestREADMEPicture checks that docs/table.png, the picture in the README,
// is the one the command draws for N = 512; go generate draws it again.
func TestREADMEPicture(t *testing.T) {
	file, err := os.ReadFile("../../docs/table.png")
	if err != nil {
		t.Fatal(err)
	}
	got, err := png.Decode(bytes.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	var stdout bytes.Buffer
	if status := run([]string{"table", "-n", "512", "-png", "-"}, nil, &stdout, os.Stderr); status != 0 {
		t.Fatalf("exit status %d", status)
	}
	want, err := png.Decode(&stdout)
	if err != nil {
		t.Fatal(err)
	}
	if got.Bounds() != want.Bounds() {
		t.Fatalf("docs/table.png has bounds %v, the command draws %v: run go generate ./cmd/nimber", got.Bounds(), want.Bounds())
	}
	for y := range want.Bounds().Dy() {
		for x := range want.Bounds().Dx() {
			if g, w := color.NRGBAModel.Convert(got.At(x, y)), color.NRGBAModel.Convert(want.At(x, y)); g != w {
				t.Fatalf("docs/table.png at (%d, %d) is %v, the command draws %v: run go generate ./cmd/nimber", x, y, g, w)
			}
		}
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
