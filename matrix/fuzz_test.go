package matrix_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/matrix"
)

// fuzzMatrix cuts an r×c matrix from the fuzzer's bytes: each element is
// the next byte, widened by the bits of the bytes after it as far as the
// byte says, so that zeros, small values and full words all occur, and
// dependent rows are likely.
func fuzzMatrix(data []byte, r, c int) *matrix.Dense {
	m := matrix.New(r, c, nil)
	if len(data) == 0 {
		return m
	}
	pos := 0
	next := func() byte { b := data[pos%len(data)]; pos++; return b }
	for i := range r {
		for j := range c {
			b := next()
			v := uint64(b)
			for range b % 9 {
				v = v<<8 | uint64(next())
			}
			m.Set(i, j, v)
		}
	}
	return m
}

// FuzzDet compares Det with cofactor expansion (n <= 6) and with the naive
// elimination, on matrices cut from the fuzzer's bytes.
func FuzzDet(f *testing.F) {
	f.Add(uint8(3), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint8(5), []byte{0, 0, 1, 0, 255, 8, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint8(70), []byte("nimbers are the values of impartial games"))
	f.Fuzz(func(t *testing.T, n uint8, data []byte) {
		size := int(n % 80)
		m := fuzzMatrix(data, size, size)
		a := toNaive(m)
		want := naiveDet(a)
		if size <= 6 {
			if c := cofactorDet(a); c != want {
				t.Fatalf("the naive determinants differ: %#x and %#x", c, want)
			}
		}
		if got := m.Det(); got != want {
			t.Fatalf("Det of\n%v\n= %#x, want %#x", m, got, want)
		}
	})
}

// FuzzSolve compares Solve with the naive elimination on systems cut from
// the fuzzer's bytes, of any shape, consistent or not.
func FuzzSolve(f *testing.F) {
	f.Add(uint8(3), uint8(3), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add(uint8(2), uint8(5), []byte{0, 1, 0, 1, 3})
	f.Add(uint8(70), uint8(66), []byte("nimbers are the values of impartial games"))
	f.Fuzz(func(t *testing.T, r, c uint8, data []byte) {
		rows, cols := int(r%80), int(c%80)
		aug := fuzzMatrix(data, rows, cols+1)
		m, b := aug.Submatrix(0, rows, 0, cols), aug.Col(cols)
		x, err := m.Solve(b)
		want, ok := naiveSolve(toNaive(m), cols, b)
		switch {
		case !ok && !errors.Is(err, matrix.ErrInconsistent):
			t.Fatalf("Solve of\n%v\n= %v, %v; want ErrInconsistent", aug, x, err)
		case ok && (err != nil || !slices.Equal(x, want)):
			t.Fatalf("Solve of\n%v\n= %v, %v; want %v", aug, x, err, want)
		case ok && !slices.Equal(m.MulVec(x), b):
			t.Fatalf("Solve of\n%v\n= %v, which is no solution", aug, x)
		}
	})
}

// FuzzRead checks Read on any text: an error is a *SyntaxError whose token
// stands on the line it names, and a matrix reads back from what String
// and %#x write.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"1 2\n3 4\n", "0x1f 0b1\r\n\n7 8", "1 2\n3\n", "1\n2 3", "", " \n\t", "1\v2", "-1", "1\x002"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := matrix.Read(strings.NewReader(s))
		if err != nil {
			var se *matrix.SyntaxError
			lines := strings.Split(s, "\n")
			if !errors.As(err, &se) || m != nil || se.Line < 0 || se.Line > len(lines) ||
				se.Line > 0 && !strings.Contains(lines[se.Line-1], se.Token) {
				t.Fatalf("Read(%q) = %v, %#v", s, m, err)
			}
			return
		}
		for _, format := range []string{"%v", "%#x"} {
			back, err := matrix.Read(strings.NewReader(fmt.Sprintf(format, m)))
			if err != nil || !matrix.Equal(back, m) {
				t.Fatalf("Read(%q) = %v, which reads back from %s as %v, %v", s, m, format, back, err)
			}
		}
	})
}
