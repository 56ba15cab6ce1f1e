package matrix

import (
	"fmt"

	"github.com/nimberdev/nimber"
)

// Add returns the sum a + b, a new matrix. In characteristic 2 it is also
// the difference a - b. Add panics if a and b differ in dimensions.
func Add(a, b *Dense) *Dense {
	if a.rows != b.rows || a.cols != b.cols {
		panic(fmt.Sprintf("matrix: Add of a %dx%d and a %dx%d matrix", a.rows, a.cols, b.rows, b.cols))
	}
	s := New(a.rows, a.cols, nil)
	for i, v := range a.data {
		s.data[i] = v ^ b.data[i]
	}
	return s
}

// Scale returns the matrix of the products c*a[i][j], a new matrix.
func Scale(c uint64, a *Dense) *Dense {
	s := New(a.rows, a.cols, nil)
	nimber.MulScalar(s.data, a.data, c)
	return s
}

// Mul returns the product a*b, a new matrix. It panics unless the number of
// columns of a is the number of rows of b.
//
// The products are summed by the machine layer's kernel (see the package
// comment), after a split by Strassen's schedule when every dimension is
// 512 or more (seven half-size products in place of eight, twice from
// 1024).
func Mul(a, b *Dense) *Dense {
	if a.cols != b.rows {
		panic(fmt.Sprintf("matrix: Mul of a %dx%d and a %dx%d matrix", a.rows, a.cols, b.rows, b.cols))
	}
	p := New(a.rows, b.cols, nil)
	addMulStrassen(p.data, p.cols, a.data, a.cols, b.data, b.cols, a.rows, a.cols, b.cols)
	return p
}

// MulVec returns the product m*x of m and the column vector x, a new slice
// of one element a row of m. It panics unless len(x) is the number of
// columns of m.
func (m *Dense) MulVec(x []uint64) []uint64 {
	if len(x) != m.cols {
		panic(fmt.Sprintf("matrix: MulVec of a %dx%d matrix and a vector of length %d", m.rows, m.cols, len(x)))
	}
	y := make([]uint64, m.rows)
	p := make([]uint64, m.cols)
	for i := range y {
		y[i] = dot(m.row(i), x, p)
	}
	return y
}

// dot returns the sum of the products x[i]*y[i], using p, of the length of
// x and y, as scratch.
func dot(x, y, p []uint64) uint64 {
	nimber.MulSlice(p, x, y)
	var s uint64
	for _, v := range p {
		s ^= v
	}
	return s
}

// Pow returns a to the power e, the product of e copies of a; a^0 is the
// identity. It panics unless a is square.
func Pow(a *Dense, e uint64) *Dense {
	a.checkSquare("Pow")
	p := Identity(a.rows)
	for sq := a; e != 0; e >>= 1 {
		if e&1 != 0 {
			p = Mul(p, sq)
		}
		if e > 1 {
			sq = Mul(sq, sq)
		}
	}
	return p
}
