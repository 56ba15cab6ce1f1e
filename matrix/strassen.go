package matrix

import (
	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/par"
)

// strassenMin is the least dimension that addMulStrassen splits: it splits
// again while every dimension of the products is at least strassenMin, so
// down to 256×256 products from 512 and from 1024. It was set by
// BenchmarkMul/n=1024 with -cpu 1 (bench_test.go; 179, 157 and 169 ms with
// strassenMin at 256, 512 and 1024, and 185 ms with no split): below 256
// the kernel's blocks (256 terms) are cut and the sums cost more than the
// eighth product saves. Tests lower it to reach the splits.
var strassenMin = 512

// A fused product is a product of two sums of matrices added to each of
// several, as kernel.AddMulSums computes it.
type fused struct{ c, a, b []kernel.Term }

// plain is the product of one matrix of each: c gains a b.
func plain(c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int) fused {
	return fused{[]kernel.Term{{S: c, LD: ldc}}, []kernel.Term{{S: a, LD: lda}}, []kernel.Term{{S: b, LD: ldb}}}
}

// addMulStrassen adds the product of the m×k matrix a and the k×n matrix b
// to the m×n matrix c, each stored with its own stride, as
// kernel.AddMulMatrix does, but with seven products of half the size in
// place of eight, as many times as every dimension is at least
// strassenMin. It uses Strassen's schedule (V. Strassen, "Gaussian
// elimination is not optimal", Numer. Math. 13, 1969), whose signs are all
// + in characteristic 2: each of its products is a sum of at most two
// quarters of a times a sum of at most two quarters of b, added to at most
// two quarters of c. After L splits, each of the 7^L products is a sum of
// up to 2^L blocks of a times one of up to 2^L blocks of b added to up to
// 2^L blocks of c, which kernel.AddMulSums computes with no pass over
// memory for the sums, as in the fused Strassen of J. Huang, T. M. Smith,
// G. M. Henry and R. A. van de Geijn, "Strassen's algorithm reloaded" (SC
// 2016). The rows and columns that the splits leave over (a dimension not
// a multiple of 2^L) are added by ordinary products.
func addMulStrassen(c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int, m, k, n int) {
	levels := 0
	for min(m, k, n)>>levels >= strassenMin {
		levels++
	}
	if levels == 0 {
		addMul(m, k, n, c, ldc, a, lda, b, ldb)
		return
	}
	h, g, f := m>>levels, k>>levels, n>>levels // the dimensions of the products
	ps := []fused{plain(c, ldc, a, lda, b, ldb)}
	for l := levels - 1; l >= 0; l-- {
		next := make([]fused, 0, 7*len(ps))
		for _, p := range ps {
			next = append(next, p.split(h<<l, g<<l, f<<l)...)
		}
		ps = next
	}
	mulFused(ps, h, g, f)
	mm, kk, nn := h<<levels, g<<levels, f<<levels
	if kk < k { // the last terms of the first mm rows and nn columns
		addMul(mm, k-kk, nn, c, ldc, a[kk:], lda, b[kk*ldb:], ldb)
	}
	if mm < m { // the last rows
		addMul(m-mm, k, n, c[mm*ldc:], ldc, a[mm*lda:], lda, b, ldb)
	}
	if nn < n { // the last columns of the first mm rows
		addMul(mm, k, n-nn, c[nn:], ldc, a, lda, b[nn:], ldb)
	}
}

// split returns the seven products of Strassen's schedule that make up p,
// whose quarters are h×g for a, g×f for b and h×f for c.
func (p fused) split(h, g, f int) []fused {
	a11, a12, a21, a22 := at(nil, p.a, 0, 0), at(nil, p.a, 0, g), at(nil, p.a, h, 0), at(nil, p.a, h, g)
	b11, b12, b21, b22 := at(nil, p.b, 0, 0), at(nil, p.b, 0, f), at(nil, p.b, g, 0), at(nil, p.b, g, f)
	c11, c12, c21, c22 := at(nil, p.c, 0, 0), at(nil, p.c, 0, f), at(nil, p.c, h, 0), at(nil, p.c, h, f)
	return []fused{
		{join(c11, c22), join(a11, a22), join(b11, b22)},
		{join(c21, c22), join(a21, a22), b11},
		{join(c12, c22), a11, join(b12, b22)},
		{join(c11, c21), a22, join(b21, b11)},
		{join(c11, c12), join(a11, a12), b22},
		{c22, join(a21, a11), join(b11, b12)},
		{c11, join(a12, a22), join(b21, b22)},
	}
}

// at sets dst to the blocks of the matrices ts that start at row i and
// column j, reusing dst's array (a new one for a nil dst), and returns it.
func at(dst, ts []kernel.Term, i, j int) []kernel.Term {
	dst = dst[:0]
	for _, t := range ts {
		dst = append(dst, kernel.Term{S: t.S[i*t.LD+j:], LD: t.LD})
	}
	return dst
}

// join returns the terms of x followed by those of y, in a new slice.
func join(x, y []kernel.Term) []kernel.Term { return append(x[:len(x):len(x)], y...) }

// mulFused computes the products ps, each of an h×g by a g×f matrix, split
// among the cores when large: each core takes a range of the rows of every
// product (or of the columns, when the products are wide), so that the
// parts write disjoint words.
func mulFused(ps []fused, h, g, f int) {
	if !par.Worth(len(ps)*h*g*f, parMin) {
		for _, p := range ps {
			kernel.AddMulSums(h, g, f, p.c, p.a, p.b)
		}
		return
	}
	byRows := h >= f
	n, per := f, h*g // columns: each costs h*g products a fused product
	if byRows {
		n, per = h, g*f
	}
	par.Do(n, max(parMin/2/max(len(ps)*per, 1), 1), func(lo, hi int) {
		var c, a, b []kernel.Term
		for _, p := range ps {
			if byRows {
				c, a, b = at(c, p.c, lo, 0), at(a, p.a, lo, 0), p.b
				kernel.AddMulSums(hi-lo, g, f, c, a, b)
			} else {
				c, a, b = at(c, p.c, 0, lo), p.a, at(b, p.b, 0, lo)
				kernel.AddMulSums(h, g, hi-lo, c, a, b)
			}
		}
	})
}
