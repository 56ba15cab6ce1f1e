package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/matrix"
)

// randomMatrix returns a random r×c matrix, of full 64-bit values, of
// values of a subfield, or of low rank.
func randomMatrix(rng *rand.Rand, r, c int) [][]uint64 {
	m := make([][]uint64, r)
	for i := range m {
		m[i] = make([]uint64, c)
		for j := range m[i] {
			m[i][j], _ = randomOperand(rng)
			if rng.IntN(3) == 0 {
				m[i][j] &= 0xff
			}
		}
	}
	if r > 1 && rng.IntN(3) == 0 { // a row a multiple of another
		k, _ := randomOperand(rng)
		src, dst := rng.IntN(r), rng.IntN(r)
		for j := range m[dst] {
			m[dst][j] = nimber.Mul(k, m[src][j])
		}
	}
	return m
}

// writeMatrix writes m as a user might: numbers in every spelling,
// separated by spaces and tabs, with blank lines and CRLF line ends.
func writeMatrix(rng *rand.Rand, m [][]uint64) string {
	var b strings.Builder
	for _, row := range m {
		if rng.IntN(4) == 0 {
			b.WriteString(" \t\n")
		}
		for j, v := range row {
			if j > 0 || rng.IntN(4) == 0 {
				b.WriteString([]string{" ", "\t", "  "}[rng.IntN(3)])
			}
			fmt.Fprintf(&b, []string{"%d", "%#x", "%#X", "%#b", "00%d"}[rng.IntN(5)], v)
		}
		b.WriteString([]string{"\n", "\r\n", " \n"}[rng.IntN(3)])
	}
	return b.String()
}

// naiveMulVec returns m x, with nimber.Mul.
func naiveMulVec(m [][]uint64, x []uint64) []uint64 {
	y := make([]uint64, len(m))
	for i, row := range m {
		for j, v := range row {
			y[i] ^= nimber.Mul(v, x[j])
		}
	}
	return y
}

// naiveDet returns the determinant of m by cofactor expansion.
func naiveDet(m [][]uint64) uint64 {
	if len(m) == 0 {
		return 1
	}
	var d uint64
	for j := range m[0] {
		minor := make([][]uint64, len(m)-1)
		for i := range minor {
			minor[i] = append(append([]uint64(nil), m[i+1][:j]...), m[i+1][j+1:]...)
		}
		d ^= nimber.Mul(m[0][j], naiveDet(minor))
	}
	return d
}

// parseRows reads the output of a matrix operation, in decimal, as rows.
func parseRows(t *testing.T, out string) [][]uint64 {
	t.Helper()
	var rows [][]uint64
	for line := range strings.Lines(out) {
		var row []uint64
		for _, f := range strings.Fields(line) {
			v, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				t.Fatalf("output %q: %v", out, err)
			}
			row = append(row, v)
		}
		rows = append(rows, row)
	}
	return rows
}

func dense(m [][]uint64) *matrix.Dense {
	r, c := len(m), 0
	if r > 0 {
		c = len(m[0])
	}
	d := matrix.New(r, c, nil)
	for i, row := range m {
		for j, v := range row {
			d.Set(i, j, v)
		}
	}
	return d
}

// TestMatrixOps runs every operation of matrix on random matrices and
// checks the results: against naive code with nimber.Mul (cofactor
// expansion, products, A x = b, A v = 0), and against package matrix
// where the result is a canonical form (rank, rref, charpoly), in decimal
// and in hex.
func TestMatrixOps(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for range scale(150, 20) {
		r, c := 1+rng.IntN(6), 1+rng.IntN(6)
		if rng.IntN(2) == 0 {
			c = r
		}
		m := randomMatrix(rng, r, c)
		text := writeMatrix(rng, m)
		d := dense(m)
		run := func(op string) string { return runCommand(t, []string{"matrix", op}, text) }

		if got, want := run("rank"), fmt.Sprintln(d.Rank()); got != want {
			t.Fatalf("rank of\n%s: %q, want %q", text, got, want)
		}
		rref, _ := d.RREF()
		if got, want := run("rref"), rref.String()+"\n"; got != want {
			t.Fatalf("rref of\n%s: %q, want %q", text, got, want)
		}
		if hex := runCommand(t, []string{"matrix", "rref", "-x"}, text); hex != fmt.Sprintf("%#x\n", rref) {
			t.Fatalf("rref -x of\n%s: %q", text, hex)
		}
		kernel := parseRows(t, run("kernel"))
		if len(kernel) != c-d.Rank() {
			t.Fatalf("kernel of\n%s: %d vectors, want %d", text, len(kernel), c-d.Rank())
		}
		for _, v := range kernel {
			if y := naiveMulVec(m, v); strings.Trim(fmt.Sprint(y), "[0 ]") != "" || strings.Trim(fmt.Sprint(v), "[0 ]") == "" {
				t.Fatalf("kernel of\n%s: %v, whose product is %v", text, v, y)
			}
		}
		if c > 1 {
			got := run("solve")
			a := make([][]uint64, r)
			b := make([]uint64, r)
			for i := range m {
				a[i], b[i] = m[i][:c-1], m[i][c-1]
			}
			_, err := dense(a).Solve(b)
			switch {
			case errors.Is(err, matrix.ErrInconsistent):
				if got != "nimber: matrix solve: inconsistent system, no solution\n[exit 1]\n" {
					t.Fatalf("solve of\n%s: %q, want no solution", text, got)
				}
			case fmt.Sprint(naiveMulVec(a, parseRows(t, got)[0])) != fmt.Sprint(b):
				t.Fatalf("solve of\n%s: %q does not solve it", text, got)
			}
		}
		if r != c {
			if got := run("det"); got != fmt.Sprintf("nimber: matrix det: %d rows of %d numbers: det takes a square matrix\n[exit 1]\n", r, c) {
				t.Fatalf("det of\n%s: %q", text, got)
			}
			continue
		}
		det := naiveDet(m)
		if got := run("det"); got != fmt.Sprintln(det) {
			t.Fatalf("det of\n%s: %q, want %d", text, got, det)
		}
		if got := run("charpoly"); got != d.CharPoly().String()+"\n" {
			t.Fatalf("charpoly of\n%s: %q, want %v", text, got, d.CharPoly())
		}
		got := run("inv")
		if det == 0 {
			if got != "nimber: matrix inv: singular matrix (determinant 0), no inverse\n[exit 1]\n" {
				t.Fatalf("inv of\n%s: %q, want singular", text, got)
			}
			continue
		}
		inv := parseRows(t, got)
		for j := range c { // m times column j of the inverse is e_j
			col := make([]uint64, c)
			for i := range c {
				col[i] = inv[i][j]
			}
			for i, v := range naiveMulVec(m, col) {
				if v != uint64(boolInt(i == j)) {
					t.Fatalf("inv of\n%s: %q is no inverse", text, got)
				}
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestMatrixMul checks mul on files against naive products.
func TestMatrixMul(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	for range scale(50, 10) {
		n, k, l := 1+rng.IntN(5), 1+rng.IntN(5), 1+rng.IntN(5)
		ma, mb := randomMatrix(rng, n, k), randomMatrix(rng, k, l)
		if err := os.WriteFile(a, []byte(writeMatrix(rng, ma)), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(b, []byte(writeMatrix(rng, mb)), 0o644); err != nil {
			t.Fatal(err)
		}
		got := parseRows(t, runCommand(t, []string{"matrix", "mul", a, b}, ""))
		for j := range l {
			col := make([]uint64, k)
			for i := range k {
				col[i] = mb[i][j]
			}
			for i, v := range naiveMulVec(ma, col) {
				if got[i][j] != v {
					t.Fatalf("mul: element %d,%d is %d, want %d", i, j, got[i][j], v)
				}
			}
		}
		// And with one of them from standard input.
		if got2 := runCommand(t, []string{"matrix", "mul", "-", b}, writeMatrix(rng, ma)); fmt.Sprint(parseRows(t, got2)) != fmt.Sprint(got) {
			t.Fatalf("mul - b: %q", got2)
		}
	}
}

// TestMatrixReadError checks that a read that fails names the line it cut
// short, for every way the reader may split the input.
func TestMatrixReadError(t *testing.T) {
	for _, c := range []struct{ input, want string }{
		{"", "nimber: matrix det: line 1: read: disk gone\n[exit 1]\n"},
		{"1 2\n3 4\n", "nimber: matrix det: line 3: read: disk gone\n[exit 1]\n"},
		{"1 2\n3 4", "nimber: matrix det: line 2: read: disk gone\n[exit 1]\n"},
		{"1 2\n\n\n3", "nimber: matrix det: line 4: read: disk gone\n[exit 1]\n"},
	} {
		for _, oneByte := range []bool{false, true} {
			var r io.Reader = strings.NewReader(c.input)
			if oneByte {
				r = iotest.OneByteReader(r)
			}
			r = io.MultiReader(r, iotest.ErrReader(errors.New("disk gone")))
			var stdout, stderr bytes.Buffer
			status := run([]string{"matrix", "det"}, r, &stdout, &stderr)
			if got := fmt.Sprintf("%s%s[exit %d]\n", stdout.String(), stderr.String(), status); got != c.want {
				t.Errorf("matrix det of %q then a failed read (one byte a read: %v): %q, want %q", c.input, oneByte, got, c.want)
			}
		}
	}
}

// TestMatrixLongRow checks that reading a row of millions of numbers costs
// memory proportional to the row: the row and 8 bytes a number.
func TestMatrixLongRow(t *testing.T) {
	n := scale(1<<22, 1<<17)
	row := strings.Repeat("1 ", n)
	var stdout bytes.Buffer
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	status := run([]string{"matrix", "rank"}, strings.NewReader(row), &stdout, io.Discard)
	runtime.ReadMemStats(&after)
	// The row read (copies as the reader grows), the numbers, 8 bytes
	// each for 2 bytes of text, and their copy that rank eliminates.
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > uint64(12*len(row)+1<<20) {
		t.Errorf("matrix rank of a row of %d numbers allocated %d bytes, more than 12 times the row", n, alloc)
	}
	if status != 0 || stdout.String() != "1\n" {
		t.Errorf("matrix rank of a row of %d ones: status %d, %q", n, status, stdout.String())
	}
}

// TestMatrixKernelTooLarge checks that matrix kernel of a 1×100000 matrix,
// whose basis would take 80 GB, is refused at once with a message (the
// bound itself is tested in package matrix).
func TestMatrixKernelTooLarge(t *testing.T) {
	row := "1" + strings.Repeat(" 0", 99999) + "\n"
	got := runCommand(t, []string{"matrix", "kernel"}, row)
	want := "nimber: matrix kernel: result too large: the kernel basis has 99999 vectors of 100000 elements, more than 16777216 elements in all\n[exit 1]\n"
	if got != want {
		t.Errorf("matrix kernel of 1×100000: %q, want %q", got, want)
	}
}

// TestMatrixByteOrderMark checks that a byte order mark before the matrix
// is skipped, as before every other input of the command.
func TestMatrixByteOrderMark(t *testing.T) {
	if got := runCommand(t, []string{"matrix", "rank"}, "\ufeff1 2\r\n3 4\r\n"); got != "2\n" {
		t.Errorf("matrix rank of a matrix after a byte order mark: %q", got)
	}
}
