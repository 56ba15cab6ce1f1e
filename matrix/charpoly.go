package matrix

import (
	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/poly"
)

// CharPoly returns the characteristic polynomial det(xI - m) of m, monic of
// degree n for an n×n matrix, constant term first; that of the 0×0 matrix
// is 1. Its constant term is det(m) and its coefficient of x^(n-1) is the
// trace of m (in characteristic 2, -1 = 1). It panics unless m is square.
//
// CharPoly reduces m to upper Hessenberg form by similarity transforms and
// expands the determinant of that form along its last column, O(n^3)
// operations in all (H. Cohen, A Course in Computational Algebraic Number
// Theory, Springer 1993, chapter 2).
func (m *Dense) CharPoly() poly.Poly {
	m.checkSquare("CharPoly")
	n := m.rows
	h := m.workCopy()
	defer workPool.Put(h)
	hessenberg(*h, n)
	return hessenbergCharPoly(*h, n)
}

// hessenberg brings the n×n matrix h to upper Hessenberg form, zero below
// its first subdiagonal, by similarity transforms. For each column j it
// exchanges a nonzero element below the diagonal into row j+1 (exchanging
// the columns alike) and clears the rows below with it: adding c times row
// j+1 to row i is followed by adding c times column i to column j+1, which
// undoes it on the other side.
func hessenberg(h []uint64, n int) {
	row := func(i int) []uint64 { return h[i*n : (i+1)*n] }
	mult := make([]uint64, n)
	p := make([]uint64, n)
	for j := 0; j+2 < n; j++ {
		i := j + 1
		for i < n && h[i*n+j] == 0 {
			i++
		}
		if i == n {
			continue
		}
		if i != j+1 {
			a, b := row(i), row(j+1)
			for t := range a {
				a[t], b[t] = b[t], a[t]
			}
			for r := range n {
				h[r*n+i], h[r*n+j+1] = h[r*n+j+1], h[r*n+i]
			}
		}
		inv := nimber.Inv(h[(j+1)*n+j])
		for i := j + 2; i < n; i++ {
			mult[i] = nimber.Mul(h[i*n+j], inv)
			if mult[i] != 0 {
				nimber.AddMulScalar(row(i)[j:], row(j + 1)[j:], mult[i])
			}
		}
		for r := range n {
			h[r*n+j+1] ^= dot(row(r)[j+2:], mult[j+2:], p[j+2:])
		}
	}
}

// hessenbergCharPoly returns the characteristic polynomial of the n×n
// upper Hessenberg matrix h. With p_k that of the leading k×k block and
// H(i, j) the elements counted from 1, expanding along column k gives
//
//	p_k = (x + H(k,k)) p_(k-1) + sum over i < k of
//	      H(i,k) H(i+1,i) H(i+2,i+1) ... H(k,k-1) p_(i-1)
//
// with every sign + in characteristic 2.
func hessenbergCharPoly(h []uint64, n int) poly.Poly {
	ps := make([][]uint64, n+1)
	ps[0] = []uint64{1}
	for k := 1; k <= n; k++ {
		c := k - 1 // column k, counted from 0
		prev := ps[k-1]
		pk := make([]uint64, k+1)
		copy(pk[1:], prev)
		nimber.AddMulScalar(pk[:k], prev, h[c*n+c])
		t := uint64(1)
		for i := k - 1; i >= 1; i-- {
			t = nimber.Mul(t, h[i*n+i-1])
			if t == 0 {
				break
			}
			if coef := nimber.Mul(h[(i-1)*n+c], t); coef != 0 {
				nimber.AddMulScalar(pk[:i], ps[i-1], coef)
			}
		}
		ps[k] = pk
	}
	return poly.Poly(ps[n])
}
