package matrix

import (
	"fmt"
	"slices"

	"github.com/nimberdev/nimber"
)

// A Basis is an incremental basis of a space of vectors of length n over
// the nimbers, the "linear basis" that is built from a stream of vectors:
// Insert adds a vector when it is independent of those before it. The
// basis is kept in reduced row echelon form, so that Reduce gives each
// vector a canonical remainder.
type Basis struct {
	n      int
	rows   [][]uint64 // in reduced row echelon form, by increasing pivot
	pivots []int      // the pivot column of each row
}

// NewBasis returns a basis of the zero space of vectors of length n. It
// panics if n is negative.
func NewBasis(n int) *Basis {
	if n < 0 {
		panic(fmt.Sprintf("matrix: NewBasis of vectors of negative length %d", n))
	}
	return &Basis{n: n}
}

// Dim returns the dimension of the space b spans, the number of
// independent vectors inserted.
func (b *Basis) Dim() int { return len(b.rows) }

// Insert adds v to the space b spans and reports whether that changed it:
// true if v is independent of the vectors inserted before, false if it is
// a combination of them (the zero vector always is). b keeps no reference
// to v. Insert panics if len(v) is not the length of b's vectors.
func (b *Basis) Insert(v []uint64) bool {
	r := b.Reduce(v)
	pc := slices.IndexFunc(r, func(x uint64) bool { return x != 0 })
	if pc < 0 {
		return false
	}
	nimber.MulScalar(r[pc:], r[pc:], nimber.Inv(r[pc]))
	for _, row := range b.rows {
		if f := row[pc]; f != 0 {
			nimber.AddMulScalar(row, r, f)
		}
	}
	j, _ := slices.BinarySearch(b.pivots, pc)
	b.rows = slices.Insert(b.rows, j, r)
	b.pivots = slices.Insert(b.pivots, j, pc)
	return true
}

// Contains reports whether v lies in the space b spans. It panics if len(v)
// is not the length of b's vectors.
func (b *Basis) Contains(v []uint64) bool {
	return !slices.ContainsFunc(b.Reduce(v), func(x uint64) bool { return x != 0 })
}

// Reduce returns the remainder of v modulo the space b spans, a new slice:
// the one vector r such that v - r lies in the space and r is 0 in the
// pivot column of every row of Matrix(). Two vectors have the same
// remainder exactly when their difference lies in the space, and r is 0
// exactly when v does. Reduce panics if len(v) is not the length of b's
// vectors.
func (b *Basis) Reduce(v []uint64) []uint64 {
	if len(v) != b.n {
		panic(fmt.Sprintf("matrix: Basis of vectors of length %d given one of length %d", b.n, len(v)))
	}
	r := slices.Clone(v)
	for j, row := range b.rows {
		// The other rows are 0 in this pivot column, so r has kept the
		// element of v there.
		if f := r[b.pivots[j]]; f != 0 {
			nimber.AddMulScalar(r, row, f)
		}
	}
	return r
}

// Matrix returns the basis as the rows of a new Dim()×n matrix in reduced
// row echelon form: each row is 1 in its pivot column, 0 before it and in
// the pivot columns of the other rows, and the pivots increase from row to
// row.
func (b *Basis) Matrix() *Dense {
	return New(len(b.rows), b.n, slices.Concat(b.rows...))
}
