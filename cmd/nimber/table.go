package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"

	"github.com/nimberdev/nimber"
)

const tableHelp = `Table prints the nim-multiplication table of the nimbers 0 to N-1 as
aligned text: row X, column Y holds X*Y. With -op add it prints the
nim-addition table instead. With -x the entries are in hex, without the 0x
prefix.

With -png FILE it draws the table as a PNG picture instead of text (FILE "-"
is standard output). Each cell is a square of max(1, 512/N) pixels, and
white lines one pixel wide, before the cells 2, 4, 16 and 256, mark off the
subfields F_2, F_4, F_16 and F_256: the square each closes in the corner is
the table of a subfield. The colour of a cell shows where its value v lies
in its level, the values from 2^(w/2) to 2^w - 1 with F_(2^w) the smallest
subfield holding v (0 and 1 form the first level, then 2 and 3, 4 to 15, 16
to 255 and 256 to 65535): dark violet for the least, then blue and green,
yellow for the largest (the viridis colour map). The picture of N = 256
shows the field F_256, larger ones how F_65536 is built on it.

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

// The picture of the README, which TestREADMEPicture checks.
//go:generate go run . table -n 512 -png ../../docs/table.png

func runTable(e *env, fs *flag.FlagSet, args []string) error {
	n := sizeVar(fs, "n", 16, 1, maxTableSize, "the size of the table")
	opName := fs.String("op", "mul", "the operation: mul or add")
	pngFile := fs.String("png", "", "draw a PNG picture into the file")
	hex := fs.Bool("x", false, "print in hex")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case fs.NArg() != 0:
		return usagef("unexpected argument %q", fs.Arg(0))
	case *pngFile == "" && flagSet(fs, "png"):
		return usagef("-png needs a file name, or - for standard output")
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
	return writeFile(*pngFile, t.writePNG)
}

// writeFile writes a file called name with write, whole or not at all: it
// writes a new file beside it, in the same directory, and renames that to
// name once it is complete, so that a failed write (a full disk, a limit on
// file sizes) leaves no truncated file and any file called name as it was.
// The new file has the permissions of os.Create.
func writeFile(name string, write func(io.Writer) error) error {
	dir, base := filepath.Split(name)
	var f *os.File
	var err error
	for range 100 { // until a name is free
		tmp := filepath.Join(dir, fmt.Sprintf(".%s.%d.tmp", base, rand.Uint32()))
		f, err = os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
		if !errors.Is(err, fs.ErrExist) {
			break
		}
	}
	if err != nil {
		return fileError("create", name, err)
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		err = fileError("write", name, err)
	} else if err = os.Rename(f.Name(), name); err != nil {
		err = fileError("rename to", name, err)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// fileError reports the failure of op on the file called name, with the
// cause of err but not the name of the new file that writeFile used.
func fileError(op, name string, err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return fmt.Errorf("table: %s %s: %w", op, name, err)
}

// A table is the addition or multiplication table of the nimbers below n.
type table struct {
	symbol byte // + or *
	f      func(x, y uint64) uint64
	n      int
}

func newTable(opName string, n int) *table {
	if opName == "add" {
		return &table{'+', nimber.Add, n}
	}
	return &table{'*', nimber.Mul, n}
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

// lineColour is the colour of the lines that mark the subfields; the
// colour map never reaches it.
var lineColour = color.NRGBA{255, 255, 255, 255}

// pixelCells returns, for each pixel of a row or column of the picture,
// the cell it shows, or -1 for a pixel of a line that marks a subfield:
// before the cells 2, 4, 16 and 256 (the sizes 2^(2^k) of the subfields
// F_4 to F_256, and F_2 = {0, 1}) there is a line one pixel wide.
func (t *table) pixelCells() []int {
	s := t.cellPixels()
	var cells []int
	for i := range t.n {
		if i >= 2 && i == 1<<nimber.FieldWidth(uint64(i-1)) {
			cells = append(cells, -1)
		}
		for range s {
			cells = append(cells, i)
		}
	}
	return cells
}

// writePNG draws the table as a PNG picture, each cell coloured by its
// value, with lines between the subfields.
func (t *table) writePNG(w io.Writer) error {
	cells := t.pixelCells()
	img := image.NewNRGBA(image.Rect(0, 0, len(cells), len(cells)))
	for py, x := range cells {
		for px, y := range cells {
			// Row x, column y: the picture reads like the text table.
			c := lineColour
			if x >= 0 && y >= 0 {
				c = colour(t.f(uint64(x), uint64(y)))
			}
			img.SetNRGBA(px, py, c)
		}
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	err := png.Encode(bw, img)
	if err == nil {
		err = bw.Flush()
	}
	return writeError(err)
}

// viridis is the colour map viridis of matplotlib (S. van der Walt and
// N. Smith, 2015), sampled at ten evenly spaced points, as R's
// viridisLite::viridis(10) gives it: dark violet to yellow, with the
// lightness rising evenly, readable in grey and by most colour-blind eyes.
var viridis = [10][3]uint8{
	{0x44, 0x01, 0x54}, {0x48, 0x28, 0x78}, {0x3e, 0x4a, 0x89}, {0x31, 0x68, 0x8e}, {0x26, 0x82, 0x8e},
	{0x1f, 0x9e, 0x89}, {0x35, 0xb7, 0x79}, {0x6d, 0xcd, 0x59}, {0xb4, 0xde, 0x2c}, {0xfd, 0xe7, 0x25},
}

// colour returns the colour of the value v: its place within its subfield
// level, the values from 2^(w/2) to 2^w - 1 with w = FieldWidth(v) (0 and 1
// for w = 1), from the first colour of viridis for the least to the last
// for the largest, interpolated linearly between the points.
func colour(v uint64) color.NRGBA {
	w := nimber.FieldWidth(v)
	lo, hi := uint64(0), uint64(1)
	if w > 1 {
		lo, hi = 1<<(w/2), 1<<w-1 // 1<<64 - 1 wraps to the largest uint64
	}
	pos := float64(v-lo) / float64(hi-lo) * float64(len(viridis)-1)
	i := min(int(pos), len(viridis)-2)
	f := pos - float64(i)
	var c [3]uint8
	for k := range c {
		c[k] = uint8(float64(viridis[i][k])*(1-f) + float64(viridis[i+1][k])*f + 0.5)
	}
	return color.NRGBA{c[0], c[1], c[2], 255}
}
