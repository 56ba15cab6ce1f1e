package matrix_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/matrix"
)

// mustPanic runs f and fails unless it panics with a message containing
// want.
func mustPanic(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		t.Helper()
		r := recover()
		if r == nil {
			t.Errorf("no panic, want one mentioning %q", want)
			return
		}
		if msg, _ := r.(string); !strings.Contains(msg, want) {
			t.Errorf("panic %v, want one mentioning %q", r, want)
		}
	}()
	f()
}

func TestNew(t *testing.T) {
	data := []uint64{1, 2, 3, 4, 5, 6}
	m := matrix.New(2, 3, data)
	if r, c := m.Dims(); r != 2 || c != 3 {
		t.Fatalf("Dims = %d, %d, want 2, 3", r, c)
	}
	if m.At(1, 0) != 4 || m.At(0, 2) != 3 {
		t.Fatalf("At(1, 0), At(0, 2) = %d, %d, want 4, 3", m.At(1, 0), m.At(0, 2))
	}
	// New uses data without copying it.
	data[5] = 60
	if m.At(1, 2) != 60 {
		t.Errorf("At(1, 2) = %d after data[5] = 60: New copied data", m.At(1, 2))
	}
	m.Set(0, 0, 10)
	if data[0] != 10 {
		t.Errorf("data[0] = %d after Set(0, 0, 10)", data[0])
	}
	z := matrix.New(3, 2, nil)
	for i := range 3 {
		for j := range 2 {
			if z.At(i, j) != 0 {
				t.Fatalf("New(3, 2, nil).At(%d, %d) = %d", i, j, z.At(i, j))
			}
		}
	}
	for _, d := range [][2]int{{0, 0}, {0, 5}, {5, 0}} {
		e := matrix.New(d[0], d[1], nil)
		if r, c := e.Dims(); r != d[0] || c != d[1] || e.String() != strings.Repeat("\n", max(d[0]-1, 0)) {
			t.Errorf("New(%d, %d, nil): Dims %d, %d, String %q", d[0], d[1], r, c, e.String())
		}
	}
	var zero matrix.Dense
	if r, c := zero.Dims(); r != 0 || c != 0 || zero.Rank() != 0 || zero.Det() != 1 {
		t.Errorf("the zero Dense: Dims %d, %d, Rank %d, Det %d; want a 0x0 matrix", r, c, zero.Rank(), zero.Det())
	}
	mustPanic(t, "matrix: New of a 2x3 matrix with 5 elements", func() { matrix.New(2, 3, make([]uint64, 5)) })
	mustPanic(t, "matrix: New of a 2x3 matrix with 7 elements", func() { matrix.New(2, 3, make([]uint64, 7)) })
	mustPanic(t, "negative", func() { matrix.New(-1, 3, nil) })
	mustPanic(t, "negative", func() { matrix.New(1, -3, nil) })
	huge := math.MaxInt/2 + 1
	mustPanic(t, "too large", func() { matrix.New(huge, 2, nil) })
}

func TestIndexPanics(t *testing.T) {
	m := matrix.New(2, 3, nil)
	for _, ij := range [][2]int{{-1, 0}, {2, 0}, {0, -1}, {0, 3}} {
		i, j := ij[0], ij[1]
		mustPanic(t, "matrix: At", func() { m.At(i, j) })
		mustPanic(t, "matrix: Set", func() { m.Set(i, j, 1) })
	}
	mustPanic(t, "matrix: Row(2) out of range for a 2x3 matrix", func() { m.Row(2) })
	mustPanic(t, "matrix: Row(-1)", func() { m.Row(-1) })
	mustPanic(t, "matrix: Col(3) out of range", func() { m.Col(3) })
	mustPanic(t, "matrix: Identity", func() { matrix.Identity(-1) })
}

func TestRowColClone(t *testing.T) {
	m := matrix.New(3, 2, []uint64{1, 2, 3, 4, 5, 6})
	row := m.Row(1)
	if !slices.Equal(row, []uint64{3, 4}) || cap(row) != 2 {
		t.Fatalf("Row(1) = %v with cap %d, want [3 4] with cap 2", row, cap(row))
	}
	row[0] = 30 // a view
	if m.At(1, 0) != 30 {
		t.Errorf("At(1, 0) = %d after Row(1)[0] = 30: Row is not a view", m.At(1, 0))
	}
	_ = append(row, 99) // must not overwrite row 2
	if m.At(2, 0) != 5 {
		t.Errorf("append to Row(1) overwrote At(2, 0) = %d", m.At(2, 0))
	}
	col := m.Col(1)
	if !slices.Equal(col, []uint64{2, 4, 6}) {
		t.Fatalf("Col(1) = %v, want [2 4 6]", col)
	}
	col[0] = 20 // a copy
	if m.At(0, 1) != 2 {
		t.Errorf("Col is not a copy")
	}
	c := m.Clone()
	c.Set(0, 0, 100)
	if m.At(0, 0) != 1 || !matrix.Equal(m, m.Clone()) || matrix.Equal(m, c) {
		t.Errorf("Clone shares storage or Equal is wrong")
	}
}

func TestShapes(t *testing.T) {
	m := matrix.New(3, 4, []uint64{
		1, 2, 3, 4,
		5, 6, 7, 8,
		9, 10, 11, 12,
	})
	s := m.Submatrix(1, 3, 1, 3)
	if !matrix.Equal(s, matrix.New(2, 2, []uint64{6, 7, 10, 11})) {
		t.Errorf("Submatrix(1, 3, 1, 3) =\n%v", s)
	}
	s.Set(0, 0, 0)
	if m.At(1, 1) != 6 {
		t.Errorf("Submatrix is not a copy")
	}
	if e := m.Submatrix(2, 2, 0, 4); !matrix.Equal(e, matrix.New(0, 4, nil)) {
		t.Errorf("empty Submatrix = %v", e)
	}
	mustPanic(t, "matrix: Submatrix(0, 4, 0, 1) out of range for a 3x4 matrix", func() { m.Submatrix(0, 4, 0, 1) })
	mustPanic(t, "matrix: Submatrix(2, 1, 0, 1)", func() { m.Submatrix(2, 1, 0, 1) })
	mustPanic(t, "matrix: Submatrix(0, 1, -1, 1)", func() { m.Submatrix(0, 1, -1, 1) })

	tr := m.Transpose()
	want := matrix.New(4, 3, []uint64{1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12})
	if !matrix.Equal(tr, want) || !matrix.Equal(tr.Transpose(), m) {
		t.Errorf("Transpose =\n%v", tr)
	}
	if tr.Set(0, 0, 99); m.At(0, 0) != 1 {
		t.Errorf("Transpose is not a copy")
	}
	aug := matrix.Augment(m, matrix.New(3, 1, []uint64{0, 1, 2}))
	if !matrix.Equal(aug.Submatrix(0, 3, 0, 4), m) || !slices.Equal(aug.Col(4), []uint64{0, 1, 2}) {
		t.Errorf("Augment =\n%v", aug)
	}
	st := matrix.Stack(m, matrix.New(1, 4, []uint64{7, 7, 7, 7}))
	if !matrix.Equal(st.Submatrix(0, 3, 0, 4), m) || !slices.Equal(st.Row(3), []uint64{7, 7, 7, 7}) {
		t.Errorf("Stack =\n%v", st)
	}
	mustPanic(t, "matrix: Augment of a 3x4 and a 2x1 matrix", func() { matrix.Augment(m, matrix.New(2, 1, nil)) })
	mustPanic(t, "matrix: Stack of a 3x4 and a 1x3 matrix", func() { matrix.Stack(m, matrix.New(1, 3, nil)) })

	// The big transpose crosses the blocks of Transpose.
	big := matrix.New(70, 45, nil)
	for i := range 70 {
		for j := range 45 {
			big.Set(i, j, uint64(i*1000+j))
		}
	}
	bt := big.Transpose()
	for i := range 70 {
		for j := range 45 {
			if bt.At(j, i) != uint64(i*1000+j) {
				t.Fatalf("Transpose of 70x45: (%d, %d) = %d", j, i, bt.At(j, i))
			}
		}
	}

	sq := matrix.New(3, 3, []uint64{1, 0, 0, 0, 2, 0, 9, 9, 7})
	if tr := sq.Trace(); tr != 1^2^7 {
		t.Errorf("Trace = %d, want %d", tr, 1^2^7)
	}
	mustPanic(t, "matrix: Trace of a non-square 3x4 matrix", func() { m.Trace() })
}
