package kernel

import (
	"sync"
	"unsafe"
)

// AddMulMatrix adds the product of two matrices to a third. The m×k matrix
// a, the k×n matrix b and the m×n matrix c are stored row by row with the
// strides lda, ldb and ldc (element (i, j) of c is c[i*ldc+j]), and
// AddMulMatrix sets, for every i < m and j < n,
//
//	c[i*ldc+j] ^= Mul64(a[i*lda], b[j]) ^ Mul64(a[i*lda+1], b[ldb+j]) ^ ...
//	              ^ Mul64(a[i*lda+k-1], b[(k-1)*ldb+j])
//
// leaving every other word of c as it is. It is the inner step of matrix
// products and of blocked elimination (package matrix). A dimension of 0
// leaves c unchanged; so does k == 0, an empty sum. c may share its backing
// array with a or b, as the two halves of one matrix do, as long as no word
// of c is a word of a or b; a and b may overlap each other.
//
// On amd64 with AVX-512, GFNI and VPCLMULQDQ the sums are taken in the
// polynomial basis of Mul64: a and b change basis in blocks, each product
// is one lane of a VPCLMULQDQ, the 127-bit products are summed unreduced,
// and each sum is reduced and changed back once per block of 256 terms.
// Elsewhere, with the purego build tag, and for products of fewer than 32
// terms in all or with c of fewer than 4 elements, it adds a row of b at a
// time to a row of c with MulScalar.
//
// AddMulMatrix panics as AddMulSums does: if a dimension is negative, if a
// stride is less than the width of its matrix (lda < k, ldb < n or ldc <
// n), if a slice is too short for its matrix, or if the words of c overlap
// those of a or b, before writing anything.
func AddMulMatrix(m, k, n int, c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int) {
	AddMulSums(m, k, n, []Term{{c, ldc}}, []Term{{a, lda}}, []Term{{b, ldb}})
}

// A Term is a matrix stored row by row in S with stride LD: element (i, j)
// is S[i*LD+j].
type Term struct {
	S  []uint64
	LD int
}

// AddMulSums is AddMulMatrix for sums of matrices: with A the sum of the
// m×k matrices of a and B the sum of the k×n matrices of b, it adds the
// product A B to each m×n matrix of c. An empty a or b is a zero sum and
// leaves c unchanged. On the AVX-512 path the sums are taken as the kernel
// packs the blocks of its operands, before their change of basis, and each
// block of the product is changed back once and added to each matrix of
// c, so that a product of sums of two or four matrices costs little more
// than a product of matrices: the Strassen schedule of package matrix
// needs no pass over memory for its sums. The generic code sums the
// operands first. AddMulMatrix is AddMulSums with one matrix each.
//
// AddMulSums panics, before writing anything, if a dimension is negative,
// if a stride is less than the width of its matrix, if a slice is too
// short for its matrix, or if a word of a matrix of c is a word of a matrix
// of a or b or of another matrix of c.
func AddMulSums(m, k, n int, c, a, b []Term) {
	if m < 0 || k < 0 || n < 0 {
		panic("kernel: AddMulSums with a negative dimension")
	}
	checkTerms(c, m, n)
	checkTerms(a, m, k)
	checkTerms(b, k, n)
	for i, x := range c {
		g := region{x.S, m, n, x.LD}
		if g.overlapsAny(c[i+1:], m, n) || g.overlapsAny(a, m, k) || g.overlapsAny(b, k, n) {
			panic("kernel: AddMulSums with a matrix of c overlapping another matrix")
		}
	}
	if m == 0 || n == 0 || k == 0 || len(a) == 0 || len(b) == 0 || len(c) == 0 {
		return
	}
	addMulSums(m, k, n, c, a, b)
}

// checkTerms panics if a matrix of ts, of r rows and w columns, has a
// stride less than w or a slice too short for it.
func checkTerms(ts []Term, r, w int) {
	for _, t := range ts {
		if t.LD < w {
			panic("kernel: AddMulSums with a stride less than the width of its matrix")
		}
		region{t.S, r, w, t.LD}.check()
	}
}

// A region is the words of a matrix of r rows and w columns stored in s
// with stride ld: s[i*ld : i*ld+w] for each row i < r.
type region struct {
	s        []uint64
	r, w, ld int
}

// check panics if s is too short for the region.
func (g region) check() {
	if g.r > 0 && g.w > 0 && (len(g.s) < g.w || (len(g.s)-g.w)/g.ld < g.r-1) {
		panic("kernel: AddMulSums with a slice too short for its matrix")
	}
}

// overlapsAny reports whether g overlaps a matrix of ts, of r rows and w
// columns.
func (g region) overlapsAny(ts []Term, r, w int) bool {
	for _, t := range ts {
		if g.overlaps(region{t.S, r, w, t.LD}) {
			return true
		}
	}
	return false
}

// overlaps reports whether the regions g and h share a word. Their rows are
// two sorted lists of disjoint address ranges, merged in one pass.
func (g region) overlaps(h region) bool {
	if g.r == 0 || g.w == 0 || h.r == 0 || h.w == 0 {
		return false
	}
	const word = 8
	gp, hp := uintptr(unsafe.Pointer(&g.s[0])), uintptr(unsafe.Pointer(&h.s[0]))
	if gp+uintptr(((g.r-1)*g.ld+g.w)*word) <= hp || hp+uintptr(((h.r-1)*h.ld+h.w)*word) <= gp {
		return false // the first word of each comes after the last of the other
	}
	for i, j := 0, 0; i < g.r && j < h.r; {
		gs, hs := gp+uintptr(i*g.ld*word), hp+uintptr(j*h.ld*word)
		ge, he := gs+uintptr(g.w*word), hs+uintptr(h.w*word)
		switch {
		case ge <= hs:
			i++
		case he <= gs:
			j++
		default:
			return true
		}
	}
	return false
}

// addMulSumsGeneric is the portable AddMulSums, for nonempty matrices that
// pass its checks. It sums the matrices of a and of b first when there are
// several, and with several matrices in c computes the product apart and
// adds it to each.
func addMulSumsGeneric(m, k, n int, c, a, b []Term) {
	if len(a) == 1 && len(b) == 1 && len(c) == 1 {
		addMulRows(m, k, n, c[0].S, c[0].LD, a[0].S, a[0].LD, b[0].S, b[0].LD)
		return
	}
	buf := genericScratch.Get().(*[]uint64)
	defer genericScratch.Put(buf)
	if cap(*buf) < m*k+k*n+m*n {
		*buf = make([]uint64, m*k+k*n+m*n)
	}
	w := (*buf)[:m*k+k*n+m*n]
	as, lda := sumTerms(w[:m*k], a, m, k)
	bs, ldb := sumTerms(w[m*k:m*k+k*n], b, k, n)
	if len(c) == 1 {
		addMulRows(m, k, n, c[0].S, c[0].LD, as, lda, bs, ldb)
		return
	}
	p := w[m*k+k*n:]
	clear(p)
	addMulRows(m, k, n, p, n, as, lda, bs, ldb)
	for _, t := range c {
		for i := range m {
			xorInto(t.S[i*t.LD:i*t.LD+n], p[i*n:])
		}
	}
}

// sumTerms returns the sum of the r×w matrices ts and its stride: the one
// matrix if there is one, else their sum in dst, of r*w words.
func sumTerms(dst []uint64, ts []Term, r, w int) ([]uint64, int) {
	if len(ts) == 1 {
		return ts[0].S, ts[0].LD
	}
	for i := range r {
		sumRow(dst[i*w:(i+1)*w], ts, i, 0, xorInto)
	}
	return dst, w
}

// sumRow sets sum to the sum of the len(sum) words at row r and column j of
// the matrices ts, adding them with xor, and returns it.
func sumRow(sum []uint64, ts []Term, r, j int, xor func(dst, x []uint64)) []uint64 {
	copy(sum, ts[0].S[r*ts[0].LD+j:])
	for _, t := range ts[1:] {
		xor(sum, t.S[r*t.LD+j:][:len(sum)])
	}
	return sum
}

// addMulRows adds the product of the m×k matrix a and the k×n matrix b to
// the m×n matrix c, each with its stride: row i of c gains a[i][l] times
// row l of b for each l.
func addMulRows(m, k, n int, c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int) {
	for i := range m {
		ci := c[i*ldc : i*ldc+n]
		for l, x := range a[i*lda : i*lda+k] {
			if x != 0 {
				mulScalar(ci, b[l*ldb:l*ldb+n], x, true)
			}
		}
	}
}

// genericScratch holds addMulSumsGeneric's sums of a and b and its product
// between calls; they are written before they are read.
var genericScratch = sync.Pool{New: func() any { return new([]uint64) }}

// xorInto adds x to dst, word by word, for the length of dst.
func xorInto(dst, x []uint64) {
	x = x[:len(dst)]
	for j := range dst {
		dst[j] ^= x[j]
	}
}
