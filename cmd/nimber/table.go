package main

import (
	"bufio"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math/bits"
	"os"
	"strconv"

	"github.com/nimberdev/nimber"
)

const tableHelp = `Table prints the nim-multiplication table of the nimbers 0 to N-1 as
aligned text: row X, column Y holds X*Y. With -op add it prints the
nim-addition table instead. With -x the entries are in hex, without the 0x
prefix.

With -png FILE it draws the table as a PNG picture instead of text (FILE "-"
is standard output): each cell is a square of max(1, 512/N) pixels, coloured
by its value, with the hue running from red through yellow, green, cyan and
blue to magenta as the value rises from 0 to the bound B of the table: the
values of the multiplication table lie below B = 2^w, where F_(2^w) is the
smallest subfield holding N-1, and those of the addition table below the
least power of two B >= N. The picture of N = 256 shows the field F_256.

The flags are:

	-n N       the size of the table, 1 <= N <= 4096 (default 16)
	-op OP     mul or add (default mul)
	-png FILE  draw a PNG picture into FILE
	-x         print the text table in hex

Examples:

	$ nimber table -n 4
	*| 0 1 2 3
	-+--------
	0| 0 0 0 0
	1| 0 1 2 3
	2| 0 2 3 1
	3| 0 3 1 2
	$ nimber table -n 4 -op add
	+| 0 1 2 3
	-+--------
	0| 0 1 2 3
	1| 1 0 3 2
	2| 2 3 0 1
	3| 3 2 1 0
	$ nimber table -n 1024 -png mul1024.png
`

const maxTableSize = 4096

func runTable(e *env, fs *flag.FlagSet, args []string) error {
	n := fs.Int("n", 16, "the size of the table")
	opName := fs.String("op", "mul", "the operation: mul or add")
	pngFile := fs.String("png", "", "draw a PNG picture into the file")
	hex := fs.Bool("x", false, "print in hex")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case fs.NArg() != 0:
		return usagef("unexpected argument %q", fs.Arg(0))
	case *n < 1 || *n > maxTableSize:
		return usagef("-n %d: the size must be 1 to %d", *n, maxTableSize)
	case *opName != "mul" && *opName != "add":
		return usagef("-op %q: the operation must be mul or add", *opName)
	case *hex && *pngFile != "":
		return usagef("-x is for the text table, not for -png")
	}
	t := newTable(*opName, *n)
	if *pngFile == "" {
		return t.writeText(e.stdout, *hex)
	}
	if *pngFile == "-" {
		return t.writePNG(e.stdout)
	}
	f, err := os.Create(*pngFile)
	if err != nil {
		return fmt.Errorf("table: %w", err)
	}
	if err := t.writePNG(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// A table is the addition or multiplication table of the nimbers below n.
type table struct {
	symbol byte // + or *
	f      func(x, y uint64) uint64
	n      int
	bound  uint64 // a power of two above every entry
}

func newTable(opName string, n int) *table {
	last := uint64(n - 1)
	if opName == "add" {
		// The nim-sum of values below 2^k, exclusive or, is below 2^k.
		return &table{'+', nimber.Add, n, 1 << bits.Len64(last)}
	}
	// The values below 2^w form a subfield for w = FieldWidth(n-1).
	return &table{'*', nimber.Mul, n, 1 << nimber.FieldWidth(last)}
}

// writeText writes the table with a header row and column, each entry
// right-aligned in the width of the largest.
func (t *table) writeText(w io.Writer, hex bool) error {
	base := 10
	if hex {
		base = 16
	}
	n := uint64(t.n)
	largest := n - 1 // the headers are entries too
	for x := range n {
		for y := range n {
			largest = max(largest, t.f(x, y))
		}
	}
	labelWidth := len(strconv.FormatUint(n-1, base))
	width := len(strconv.FormatUint(largest, base))
	out := newOutput(w)
	pad := func(v uint64, width int) {
		var digits [64]byte
		d := strconv.AppendUint(digits[:0], v, base)
		for range width - len(d) {
			out.buf = append(out.buf, ' ')
		}
		out.buf = append(out.buf, d...)
	}
	out.buf = append(out.buf, fmt.Sprintf("%*c|", labelWidth, t.symbol)...)
	for y := range n {
		out.buf = append(out.buf, ' ')
		pad(y, width)
	}
	if err := out.endLine(); err != nil {
		return err
	}
	for range labelWidth {
		out.buf = append(out.buf, '-')
	}
	out.buf = append(out.buf, '+')
	for range n * uint64(width+1) {
		out.buf = append(out.buf, '-')
	}
	if err := out.endLine(); err != nil {
		return err
	}
	for x := range n {
		pad(x, labelWidth)
		out.buf = append(out.buf, '|')
		for y := range n {
			out.buf = append(out.buf, ' ')
			pad(t.f(x, y), width)
		}
		if err := out.endLine(); err != nil {
			return err
		}
	}
	return out.flush()
}

// cellPixels returns the side of the square drawn for each cell, so that
// small tables make pictures of about 512 pixels.
func (t *table) cellPixels() int { return max(1, 512/t.n) }

// writePNG draws the table as a PNG picture, each cell coloured by its value.
func (t *table) writePNG(w io.Writer) error {
	s := t.cellPixels()
	img := image.NewNRGBA(image.Rect(0, 0, t.n*s, t.n*s))
	for x := range t.n {
		for y := range t.n {
			c := hue(t.f(uint64(x), uint64(y)), t.bound)
			// Row x, column y: the picture reads like the text table.
			for i := range s {
				for j := range s {
					img.SetNRGBA(y*s+j, x*s+i, c)
				}
			}
		}
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	err := png.Encode(bw, img)
	if err == nil {
		err = bw.Flush()
	}
	return writeError(err)
}

// hue returns the colour of the value v < bound: fully saturated, with the
// hue 300° * v / bound, which runs from red (0) through yellow, green, cyan
// and blue towards magenta.
func hue(v, bound uint64) color.NRGBA {
	h := 5 * float64(v) / float64(bound) // in sextants of the colour circle
	i := int(h)
	up := uint8(255*(h-float64(i)) + 0.5)
	down := 255 - up
	switch i {
	case 0:
		return color.NRGBA{255, up, 0, 255}
	case 1:
		return color.NRGBA{down, 255, 0, 255}
	case 2:
		return color.NRGBA{0, 255, up, 255}
	case 3:
		return color.NRGBA{0, down, 255, 255}
	}
	return color.NRGBA{up, 0, 255, 255}
}
