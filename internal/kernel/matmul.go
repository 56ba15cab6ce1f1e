package kernel

import "unsafe"

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
// AddMulMatrix panics if a dimension is negative, if a stride is less than
// the width of its matrix (lda < k, ldb < n or ldc < n), if a slice is too
// short for its matrix, or if the words of c overlap those of a or b,
// before writing anything.
func AddMulMatrix(m, k, n int, c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int) {
	if m < 0 || k < 0 || n < 0 {
		panic("kernel: AddMulMatrix with a negative dimension")
	}
	if lda < k || ldb < n || ldc < n {
		panic("kernel: AddMulMatrix with a stride less than the width of its matrix")
	}
	cr, ar, br := region{c, m, n, ldc}, region{a, m, k, lda}, region{b, k, n, ldb}
	cr.check()
	ar.check()
	br.check()
	if cr.overlaps(ar) || cr.overlaps(br) {
		panic("kernel: AddMulMatrix with c overlapping a or b")
	}
	if m == 0 || n == 0 || k == 0 {
		return
	}
	addMulMatrix(m, k, n, c, ldc, a, lda, b, ldb)
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
		panic("kernel: AddMulMatrix with a slice too short for its matrix")
	}
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

// addMulMatrixGeneric is the portable AddMulMatrix, for nonempty matrices
// that pass its checks: row i of c gains a[i][l] times row l of b for each
// l.
func addMulMatrixGeneric(m, k, n int, c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int) {
	for i := range m {
		ci := c[i*ldc : i*ldc+n]
		for l, x := range a[i*lda : i*lda+k] {
			if x != 0 {
				mulScalar(ci, b[l*ldb:l*ldb+n], x, true)
			}
		}
	}
}
