package matrix

import (
	"fmt"
	"math"
	"slices"
)

// A Dense is a matrix of 64-bit nimbers, stored row after row in one
// slice. The zero value is the 0×0 matrix.
type Dense struct {
	rows, cols int
	data       []uint64 // element (i, j) is data[i*cols+j]
}

// New returns the r×c matrix whose rows are data[0:c], data[c:2c], and so
// on. The matrix uses data itself as its storage, without copying it, as
// gonum's mat.NewDense does: a change to data changes the matrix, and the
// reverse. If data is nil, New allocates the zero matrix.
//
// New panics if r or c is negative, if r*c overflows an int, or if data is
// not nil and its length is not r*c.
func New(r, c int, data []uint64) *Dense {
	if r < 0 || c < 0 {
		panic(fmt.Sprintf("matrix: New with negative dimensions %dx%d", r, c))
	}
	if c != 0 && r > math.MaxInt/c {
		panic(fmt.Sprintf("matrix: New with dimensions %dx%d too large", r, c))
	}
	if data == nil {
		data = make([]uint64, r*c)
	}
	if len(data) != r*c {
		panic(fmt.Sprintf("matrix: New of a %dx%d matrix with %d elements", r, c, len(data)))
	}
	return &Dense{r, c, data}
}

// Identity returns the n×n identity matrix. It panics if n is negative.
func Identity(n int) *Dense {
	if n < 0 {
		panic(fmt.Sprintf("matrix: Identity of negative size %d", n))
	}
	m := New(n, n, nil)
	for i := range n {
		m.data[i*n+i] = 1
	}
	return m
}

// Dims returns the number of rows and of columns of m.
func (m *Dense) Dims() (r, c int) { return m.rows, m.cols }

// At returns the element in row i and column j of m, both counted from 0.
// It panics if i or j is out of range.
func (m *Dense) At(i, j int) uint64 {
	m.checkIndex("At", i, j)
	return m.data[i*m.cols+j]
}

// Set sets the element in row i and column j of m to v. It panics if i or
// j is out of range.
func (m *Dense) Set(i, j int, v uint64) {
	m.checkIndex("Set", i, j)
	m.data[i*m.cols+j] = v
}

func (m *Dense) checkIndex(op string, i, j int) {
	if uint(i) >= uint(m.rows) || uint(j) >= uint(m.cols) {
		panic(fmt.Sprintf("matrix: %s(%d, %d) out of range for a %dx%d matrix", op, i, j, m.rows, m.cols))
	}
}

// Row returns row i of m as a view: the slice shares m's storage, so a
// change to one is a change to the other. Its capacity is its length, so
// appending to it never overwrites the next row. Row panics if i is out of
// range.
func (m *Dense) Row(i int) []uint64 {
	if uint(i) >= uint(m.rows) {
		panic(fmt.Sprintf("matrix: Row(%d) out of range for a %dx%d matrix", i, m.rows, m.cols))
	}
	return m.row(i)
}

func (m *Dense) row(i int) []uint64 { return m.data[i*m.cols : (i+1)*m.cols : (i+1)*m.cols] }

// Col returns a copy of column j of m. It panics if j is out of range.
func (m *Dense) Col(j int) []uint64 {
	if uint(j) >= uint(m.cols) {
		panic(fmt.Sprintf("matrix: Col(%d) out of range for a %dx%d matrix", j, m.rows, m.cols))
	}
	col := make([]uint64, m.rows)
	for i := range col {
		col[i] = m.data[i*m.cols+j]
	}
	return col
}

// Clone returns a copy of m that shares no storage with it.
func (m *Dense) Clone() *Dense { return &Dense{m.rows, m.cols, slices.Clone(m.data)} }

// Submatrix returns a copy of the rows i to k-1 and the columns j to l-1
// of m, a new (k-i)×(l-j) matrix. It is a copy, not a view as gonum's
// Slice with the same arguments (a Dense has no gaps between its rows),
// hence its other name. It panics unless 0 <= i <= k <= r and
// 0 <= j <= l <= c for the r×c matrix m.
func (m *Dense) Submatrix(i, k, j, l int) *Dense {
	if i < 0 || i > k || k > m.rows || j < 0 || j > l || l > m.cols {
		panic(fmt.Sprintf("matrix: Submatrix(%d, %d, %d, %d) out of range for a %dx%d matrix", i, k, j, l, m.rows, m.cols))
	}
	s := New(k-i, l-j, nil)
	for r := range s.rows {
		copy(s.row(r), m.data[(i+r)*m.cols+j:])
	}
	return s
}

// Augment returns the matrix [a b] of the columns of a followed by those of
// b. It panics if a and b differ in the number of rows.
func Augment(a, b *Dense) *Dense {
	if a.rows != b.rows {
		panic(fmt.Sprintf("matrix: Augment of a %dx%d and a %dx%d matrix", a.rows, a.cols, b.rows, b.cols))
	}
	m := New(a.rows, a.cols+b.cols, nil)
	for i := range m.rows {
		copy(m.row(i), a.row(i))
		copy(m.row(i)[a.cols:], b.row(i))
	}
	return m
}

// Stack returns the matrix of the rows of a followed by those of b. It
// panics if a and b differ in the number of columns.
func Stack(a, b *Dense) *Dense {
	if a.cols != b.cols {
		panic(fmt.Sprintf("matrix: Stack of a %dx%d and a %dx%d matrix", a.rows, a.cols, b.rows, b.cols))
	}
	return New(a.rows+b.rows, a.cols, slices.Concat(a.data, b.data))
}

// Equal reports whether a and b have the same dimensions and elements.
func Equal(a, b *Dense) bool {
	return a.rows == b.rows && a.cols == b.cols && slices.Equal(a.data, b.data)
}

// Transpose returns the transpose of m, a new matrix: a copy, not a view as
// gonum's T, hence its other name.
func (m *Dense) Transpose() *Dense {
	t := New(m.cols, m.rows, nil)
	// Blocks of 32×32 keep the rows read and written in the cache.
	const block = 32
	for i0 := 0; i0 < m.rows; i0 += block {
		for j0 := 0; j0 < m.cols; j0 += block {
			for i := i0; i < min(i0+block, m.rows); i++ {
				for j := j0; j < min(j0+block, m.cols); j++ {
					t.data[j*t.cols+i] = m.data[i*m.cols+j]
				}
			}
		}
	}
	return t
}

// Trace returns the sum of the diagonal elements of m. It panics unless m
// is square.
func (m *Dense) Trace() uint64 {
	m.checkSquare("Trace")
	var t uint64
	for i := range m.rows {
		t ^= m.data[i*m.cols+i]
	}
	return t
}

func (m *Dense) checkSquare(op string) {
	if m.rows != m.cols {
		panic(fmt.Sprintf("matrix: %s of a non-square %dx%d matrix", op, m.rows, m.cols))
	}
}
