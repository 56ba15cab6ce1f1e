package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/nimberdev/nimber/internal/notation"
	"github.com/nimberdev/nimber/matrix"
)

// A matrixOp is an operation of the matrix command.
type matrixOp struct {
	name    string
	summary string
	// inputs is the number of matrices it reads: 1, or 2 for mul.
	inputs int
	square bool // it takes square matrices only
	apply  func(dst []byte, ms []*matrix.Dense, hex bool) ([]byte, error)
}

var matrixOps = []*matrixOp{
	{"det", "the determinant", 1, true, func(dst []byte, ms []*matrix.Dense, hex bool) ([]byte, error) {
		return notation.AppendNumber(dst, ms[0].Det(), hex), nil
	}},
	{"rank", "the rank, in decimal", 1, false, func(dst []byte, ms []*matrix.Dense, hex bool) ([]byte, error) {
		return strconv.AppendInt(dst, int64(ms[0].Rank()), 10), nil
	}},
	{"inv", "the inverse", 1, true, func(dst []byte, ms []*matrix.Dense, hex bool) ([]byte, error) {
		inv, err := ms[0].Inverse()
		if errors.Is(err, matrix.ErrSingular) {
			return dst, errors.New("singular matrix (determinant 0), no inverse")
		}
		return appendMatrix(dst, inv, hex), nil
	}},
	{"solve", "a solution x of A x = b, for A and then b the columns, on one line", 1, false, func(dst []byte, ms []*matrix.Dense, hex bool) ([]byte, error) {
		r, c := ms[0].Dims()
		if c < 2 {
			return dst, errors.New("one column: solve takes the columns of A and then b, two or more")
		}
		x, err := ms[0].Submatrix(0, r, 0, c-1).Solve(ms[0].Col(c - 1))
		if errors.Is(err, matrix.ErrInconsistent) {
			return dst, errors.New("inconsistent system, no solution")
		}
		return appendNumbers(dst, x, hex), nil
	}},
	{"kernel", "a basis of the kernel, the x with A x = 0, one vector a line", 1, false, func(dst []byte, ms []*matrix.Dense, hex bool) ([]byte, error) {
		ker, err := ms[0].Kernel()
		if errors.Is(err, matrix.ErrTooLarge) {
			return dst, errors.New(strings.TrimPrefix(err.Error(), "matrix: "))
		}
		return appendMatrix(dst, ker.Transpose(), hex), nil
	}},
	{"rref", "the reduced row echelon form", 1, false, func(dst []byte, ms []*matrix.Dense, hex bool) ([]byte, error) {
		r, _ := ms[0].RREF()
		return appendMatrix(dst, r, hex), nil
	}},
	{"charpoly", "the characteristic polynomial det(xI - A)", 1, true, func(dst []byte, ms []*matrix.Dense, hex bool) ([]byte, error) {
		return appendPoly(dst, ms[0].CharPoly(), hex), nil
	}},
	{"mul", "the product A*B of the matrices of the files A and B", 2, false, func(dst []byte, ms []*matrix.Dense, hex bool) ([]byte, error) {
		_, ca := ms[0].Dims()
		rb, _ := ms[1].Dims()
		if ca != rb {
			return dst, fmt.Errorf("%d columns in A and %d rows in B: the product needs as many", ca, rb)
		}
		return appendMatrix(dst, matrix.Mul(ms[0], ms[1]), hex), nil
	}},
}

// appendMatrix appends m to dst in the format matrix.Read reads, in
// decimal or in hex; a matrix without rows appends nothing.
func appendMatrix(dst []byte, m *matrix.Dense, hex bool) []byte {
	if hex {
		return fmt.Appendf(dst, "%#x", m)
	}
	return fmt.Append(dst, m)
}

const matrixIntro = `Matrix computes with a matrix of nimbers below 2^64: its determinant, rank,
inverse, kernel, echelon form and characteristic polynomial, and the
solutions of linear systems. The matrix is read from FILE, or from standard
input if FILE is - or not given: one row a line, its numbers separated by
spaces or tabs, written as operands are. Blank lines are skipped. Results
are written in the same format.

The operations:

`

const matrixOutro = `
Solve prints the solution whose unknowns are 0 where the kernel leaves
them free; every solution is it plus a combination of the vectors that
kernel prints, which are none when the kernel is {0}.

An error in the matrix names its line and token. A singular matrix for
inv and a system without a solution are errors too, with exit status 1.

The matrix is held in memory, 8 bytes a number; its lines may be of any
length. Kernel refuses a basis of more than 16777216 (2^24) numbers: an
r×n matrix of rank k has n - k kernel vectors of n numbers, so a 1×n
matrix has a basis up to n = 4096. For a random 1024×1024 matrix (21 MB of decimal text), reading
included, det, rank, solve, kernel and rref take about 0.15 seconds, inv
and mul 0.4 and charpoly 1.5, and each doubling of the size costs about
eight times as much.

Examples:

	$ printf '1 2\n3 4\n' | nimber matrix det
	5
	$ printf '1 2\n3 4\n' | nimber matrix inv
	13 4
	8 12
	$ printf '1 1 2\n1 2 3\n' | nimber matrix solve
	0 2
	$ printf '1 2 3\n4 5 6\n' | nimber matrix kernel
	5 13 1
	$ printf '1 2 3\n4 5 6\n7 8 9\n' | nimber matrix rank
	3
	$ printf '1 2\n3 4\n' | nimber matrix charpoly
	x^2 + 5x + 5
	$ printf '1 2\n2 3\n' | nimber matrix inv
	nimber: matrix inv: singular matrix (determinant 0), no inverse
	$ printf '1 2\n3 x\n' | nimber matrix rank
	nimber: matrix rank: line 2: "x": not a number (decimal, 0x hex or 0b binary)
`

// matrixHelp is the help of matrix, with its table of operations.
var matrixHelp = func() string {
	var b strings.Builder
	b.WriteString(matrixIntro)
	for _, o := range matrixOps {
		name := o.name
		if o.inputs == 2 {
			name += " A B"
		}
		fmt.Fprintf(&b, "\t%-9s  %s\n", name, o.summary)
	}
	b.WriteString(matrixOutro)
	return withHexFlag(b.String())
}()

func runMatrix(e *env, fs *flag.FlagSet, args []string) error {
	hex, name, files, err := parseOpCommand(fs, args)
	if err != nil {
		return err
	}
	var o *matrixOp
	for _, m := range matrixOps {
		if m.name == name {
			o = m
		}
	}
	if o == nil {
		return usagef("unknown operation %q", name)
	}
	switch {
	case o.inputs == 2 && len(files) != 2:
		return usagef("mul takes two files, got %d", len(files))
	case o.inputs == 2 && files[0] == "-" && files[1] == "-":
		return usagef("standard input holds one matrix: name a file for A or B")
	case o.inputs == 1 && len(files) > 1:
		return usagef("%s takes one file or none, got %d", o.name, len(files))
	case len(files) == 0:
		files = []string{"-"}
	}
	ms := make([]*matrix.Dense, len(files))
	for i, name := range files {
		m, err := readMatrix(e, name)
		if err == nil && o.square {
			if r, c := m.Dims(); r != c {
				err = fmt.Errorf("%d rows of %d numbers: %s takes a square matrix", r, c, o.name)
			}
		}
		var pe *os.PathError
		switch {
		case err == nil:
			ms[i] = m
			continue
		case errors.As(err, &pe): // it names the file
		case name != "-":
			err = fmt.Errorf("%s: %w", name, err)
		case len(files) > 1:
			err = fmt.Errorf("standard input: %w", err)
		}
		return fmt.Errorf("matrix %s: %w", o.name, err)
	}
	out, err := o.apply(nil, ms, hex)
	if err != nil {
		return fmt.Errorf("matrix %s: %w", o.name, err)
	}
	if len(out) > 0 {
		out = append(out, '\n')
	}
	_, err = e.stdout.Write(out)
	return writeError(err)
}

// readMatrix reads the matrix of the file called name, or of standard input
// for "-". Its errors name the line.
func readMatrix(e *env, name string) (*matrix.Dense, error) {
	r := e.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	lc := &lineCounter{r: r}
	m, err := matrix.Read(lc)
	var se *matrix.SyntaxError
	switch {
	case errors.As(err, &se):
		err = errors.New(strings.TrimPrefix(se.Error(), "matrix: "))
	case err != nil:
		// A failed read cuts short the line after the last whole one.
		err = fmt.Errorf("line %d: read: %w", lc.lines+1, err)
	}
	return m, err
}

// A lineCounter counts the line feeds read through it.
type lineCounter struct {
	r     io.Reader
	lines int
}

func (lc *lineCounter) Read(p []byte) (int, error) {
	n, err := lc.r.Read(p)
	for _, c := range p[:n] {
		if c == '\n' {
			lc.lines++
		}
	}
	return n, err
}
