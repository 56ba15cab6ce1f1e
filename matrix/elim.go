package matrix

import (
	"slices"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/par"
)

// Gaussian elimination in blocks, so that almost all of its work is matrix
// products (kernel.AddMulMatrix), as in LAPACK's getrf and Toledo's
// recursive LU (S. Toledo, "Locality of reference in LU decomposition with
// partial pivoting", SIAM J. Matrix Anal. Appl. 18, 1997).

const (
	// blockWidth is the number of columns that echelon factors before it
	// updates the rest of the matrix. 32 and 128 were measured as fast
	// within the noise of the machine (10%) at n = 256 to 1024.
	blockWidth = 64

	// leafWidth is the number of columns up to which panel.factor works
	// column by column rather than halving, and trsmLeaf the number of
	// rows up to which trsmLower and trsmUpper work row by row. 4, 8 and
	// 16 were measured as fast within the noise for each.
	leafWidth = 8
	trsmLeaf  = 8

	// aheadCost is the work of updating and factoring a column of the
	// next panel in the look-ahead of echelon, in updates of a column
	// right of it: in a profile of Det of 1024 on one core, the panels'
	// factoring took 16% of the elimination and the updates of their
	// columns 8%, against 79% for all the updates.
	aheadCost = 3
)

// echelon brings the rows×cols matrix w, stored with stride cols, to row
// echelon form by elementary row operations (exchanges, and additions of a
// multiple of one row to another, which keep the determinant of a square
// matrix), looking for pivots in the columns before limit only; the other
// columns change with the rows. It returns the columns of the pivots: row
// j < len(pivots) is zero before column pivots[j] and nonzero there, and the
// rows from len(pivots) on are zero in every column before limit. At the
// step that found pivot j, rows j and swaps[j] were exchanged.
//
// With ident, the columns from limit on must hold the identity matrix
// (rows == cols-limit), and echelon leaves there the inverse of the unit
// lower triangular factor L of the elimination instead of the product of
// the row operations, which is that inverse times the row exchanges: the
// exchanges are made in the rows and columns of the identity alike, which
// keeps it lower triangular, so only the columns left of the diagonal need
// updating (see Inverse).
//
// Each step factors a panel of blockWidth columns, stored transposed so
// that its columns are contiguous (panel.factor). Its row operations then
// reach the columns to its right: the pivot rows are multiplied by the
// inverse of the unit lower triangular factor of the panel, and the rows
// below them gain the product of the panel's multipliers and the pivot
// rows: a triangular solve and a matrix product. When that product is
// worth splitting among the cores, both are split by columns in one fork,
// the columns of the next panel are solved and updated first, and the next
// panel is factored while the rest are (look-ahead), so that the
// factoring, which runs on one core, leaves the others busy.
func echelon(w []uint64, rows, cols, limit int, ident bool) (pivots, swaps []int) {
	pw := min(blockWidth, limit)
	buf := getWork(2*pw*rows + pw*pw)
	defer workPool.Put(buf)
	p := (*buf)[:pw*rows]                      // the panel, transposed
	mult := (*buf)[pw*rows : 2*pw*rows]        // its multipliers below the pivot rows
	l11 := (*buf)[2*pw*rows : 2*pw*rows+pw*pw] // their unit lower triangle
	r := 0                                     // the rows with a pivot so far
	var pn panel
	ahead := false // whether pn holds this block's panel, factored
	for c0 := 0; c0 < limit && r < rows; c0 += blockWidth {
		nw, h := min(blockWidth, limit-c0), rows-r
		if !ahead {
			pn.load(p, w, cols, r, c0, nw, h)
		}
		ahead = false
		k := len(pn.piv)
		for j, t := range pn.piv {
			pivots = append(pivots, c0+t)
			swaps = append(swaps, r+pn.swaps[j])
		}
		right, end, swapEnd := c0+nw, cols, cols
		if ident {
			end, swapEnd = limit+r+k, limit+r
		}
		if rw := end - right; rw > 0 && k > 0 {
			row := func(i int) []uint64 { return w[(r+i)*cols+right : (r+i)*cols+end] }
			for j, i := range pn.swaps {
				if i != j {
					a, b := row(j)[:swapEnd-right], row(i)[:swapEnd-right]
					for t := range a {
						a[t], b[t] = b[t], a[t]
					}
				}
			}
			// The pivot rows become L11⁻¹ times themselves, then the rows
			// below gain the multipliers times them.
			l := l11[:k*k]
			pn.lower(l, 0, k)
			top := w[r*cols+right:]
			if next := min(blockWidth, limit-right); h > k && next > 0 && par.Worth((h-k)*k*rw, parMin) {
				// Look ahead: the columns right of the next panel are
				// split among the cores in one fork, each part solving
				// its columns of the pivot rows and updating them below,
				// the first part counting aheadCost columns a column of
				// the next panel, which it solves, updates and factors
				// first.
				m, below := pn.multipliers(mult), w[(r+k)*cols+right:]
				update := func(c, n int) { // the n columns from c
					trsmLower(l, k, top[c:], cols, k, n)
					kernel.AddMulMatrix(h-k, k, n, below[c:], cols, m, k, top[c:], cols)
				}
				r1, extra := r+k, aheadCost*next
				par.Do(extra+rw-next, max(parMin/2/((h-k)*k), 1), func(lo, hi int) {
					if lo == 0 {
						update(0, next)
						pn.load(p, w, cols, r1, right, next, h-k)
					}
					if lo = max(lo, extra); lo < hi {
						update(next+lo-extra, hi-lo)
					}
				})
				ahead = true
			} else {
				solveLower(l, k, top, cols, k, rw)
				if h > k {
					addMul(h-k, k, rw, w[(r+k)*cols+right:], cols, pn.multipliers(mult), k, top, cols)
				}
			}
		}
		r += k
	}
	return pivots, swaps
}

// multipliers sets m to the (h-k)×k matrix of the multipliers of the row
// operations of the panel below its k pivot rows, row after row, and
// returns it.
func (pn *panel) multipliers(m []uint64) []uint64 {
	k := len(pn.piv)
	m = m[:(pn.h-k)*k]
	for i := range pn.h - k {
		for j, t := range pn.piv {
			m[i*k+j] = pn.p[t*pn.h+k+i]
		}
	}
	return m
}

// A panel is an h×w matrix stored transposed: element (i, t) is p[t*h+i].
// factor records in piv the columns of the pivots it finds and in swaps its
// row exchanges.
type panel struct {
	p          []uint64
	h, w       int
	piv, swaps []int
	scratch    []uint64
}

func (pn *panel) col(t int) []uint64 { return pn.p[t*pn.h : (t+1)*pn.h] }

// load makes pn the panel of the h rows from r and the nw columns from c0
// of w, stored with stride cols, in p, factors it, and writes back into w
// the part of U it holds: the pivot rows from their pivots on, and zeros
// elsewhere.
func (pn *panel) load(p, w []uint64, cols, r, c0, nw, h int) {
	*pn = panel{p[:nw*h], h, nw, pn.piv[:0], pn.swaps[:0], pn.scratch}
	for i := range h {
		for t, v := range w[(r+i)*cols+c0 : (r+i)*cols+c0+nw] {
			pn.p[t*h+i] = v
		}
	}
	pn.factor(0, nw, 0)
	k := len(pn.piv)
	for i := range h {
		row := w[(r+i)*cols+c0 : (r+i)*cols+c0+nw]
		clear(row)
		if i < k {
			for t := pn.piv[i]; t < nw; t++ {
				row[t] = pn.p[t*h+i]
			}
		}
	}
}

// factor brings the columns t0 to t1-1 of the panel to row echelon form,
// given that rows 0 to k0-1 hold the pivots found left of t0 and that those
// columns have been updated for them. It appends their pivots to pn.piv:
// row j < len(pn.piv) is the pivot row of column pn.piv[j]. At the step
// that found pivot j, rows j and pn.swaps[j] were exchanged in every column
// of the panel. It keeps the multipliers of the row operations where they
// made zeros: element (i, pn.piv[j]) for i > j is the multiple of pivot row
// j that was added to row i. The elements (i, t) for t < pn.piv[i] are left
// as they are, to be taken as zero.
//
// Up to leafWidth columns it works column by column. Beyond, it factors the
// left half, brings the right half up to date with two products, as
// echelon does with the columns right of a panel, and factors the right
// half.
func (pn *panel) factor(t0, t1, k0 int) {
	if t1-t0 <= leafWidth {
		pn.factorLeaf(t0, t1)
		return
	}
	mid := (t0 + t1) / 2
	pn.factor(t0, mid, k0)
	k1 := len(pn.piv)
	kk := k1 - k0
	if kk == 0 {
		pn.factor(mid, t1, k0)
		return
	}
	// In the right half, rows k0 to k1-1 become L11⁻¹ times themselves:
	// the elements of U, gathered row by row into u. Then rows k1 on gain
	// the multipliers times U, a product (t1-mid)×kk×(h-k1) in the
	// transposed layout, with ut the transpose of u.
	h, ns, nr := pn.h, t1-mid, pn.h-k1
	pn.scratch = slices.Grow(pn.scratch[:0], kk*kk+2*kk*ns+kk*nr)[:kk*kk+2*kk*ns+kk*nr]
	l11, u, ut, lt := pn.scratch[:kk*kk], pn.scratch[kk*kk:kk*kk+kk*ns],
		pn.scratch[kk*kk+kk*ns:kk*kk+2*kk*ns], pn.scratch[kk*kk+2*kk*ns:]
	pn.lower(l11, k0, kk)
	for s := range ns {
		for j, v := range pn.col(mid + s)[k0:k1] {
			u[j*ns+s] = v
		}
	}
	trsmLower(l11, kk, u, ns, kk, ns)
	for s := range ns {
		c := pn.col(mid + s)[k0:k1]
		for j := range kk {
			c[j] = u[j*ns+s]
			ut[s*kk+j] = u[j*ns+s]
		}
	}
	if nr > 0 {
		for j := range kk {
			copy(lt[j*nr:(j+1)*nr], pn.col(pn.piv[k0+j])[k1:])
		}
		addMul(ns, kk, nr, pn.p[mid*h+k1:], h, ut, kk, lt, nr)
	}
	pn.factor(mid, t1, k1)
}

// factorLeaf is factor column by column: each pivot's multipliers are
// found by one MulScalar and the columns right of it up to t1 updated by
// one AddMulScalar each.
func (pn *panel) factorLeaf(t0, t1 int) {
	h := pn.h
	for t := t0; t < t1; t++ {
		k := len(pn.piv)
		col := pn.col(t)
		i := k
		for i < h && col[i] == 0 {
			i++
		}
		if i == h {
			continue
		}
		if i != k {
			for s := range pn.w {
				c := pn.col(s)
				c[i], c[k] = c[k], c[i]
			}
		}
		pn.piv, pn.swaps = append(pn.piv, t), append(pn.swaps, i)
		below := col[k+1:]
		nimber.MulScalar(below, below, nimber.Inv(col[k]))
		for s := t + 1; s < t1; s++ {
			cs := pn.col(s)
			if u := cs[k]; u != 0 {
				nimber.AddMulScalar(cs[k+1:], below, u)
			}
		}
	}
}

// lower sets l, k×k with stride k, to the unit lower triangular matrix of
// the multipliers among pivot rows j0 to j0+k-1: its element (i, j) for
// i > j is element (j0+i, pn.piv[j0+j]) of the panel. The rest of l is not
// set: trsmLower does not read it.
func (pn *panel) lower(l []uint64, j0, k int) {
	for j := range k {
		c := pn.col(pn.piv[j0+j])
		for i := j + 1; i < k; i++ {
			l[i*k+j] = c[j0+i]
		}
	}
}

// trsmLower sets the k×n matrix b, stored with stride ldb, to l⁻¹b for the
// unit lower triangular k×k matrix l, stored with stride ldl, of which only
// the elements below the diagonal are read. It halves l, solves for the top
// rows of b, subtracts their part from the bottom rows with a product, and
// solves for the bottom rows.
func trsmLower(l []uint64, ldl int, b []uint64, ldb, k, n int) {
	if k <= trsmLeaf {
		for j := range k {
			bj := b[j*ldb : j*ldb+n]
			for i := j + 1; i < k; i++ {
				if f := l[i*ldl+j]; f != 0 {
					nimber.AddMulScalar(b[i*ldb:i*ldb+n], bj, f)
				}
			}
		}
		return
	}
	h := k / 2
	trsmLower(l, ldl, b, ldb, h, n)
	kernel.AddMulMatrix(k-h, h, n, b[h*ldb:], ldb, l[h*ldl:], ldl, b, ldb)
	trsmLower(l[h*ldl+h:], ldl, b[h*ldb:], ldb, k-h, n)
}

// trsmUpper sets the k×n matrix b, stored with stride ldb, to u⁻¹b for the
// upper triangular k×k matrix u, stored with stride ldu, whose diagonal
// must have no zero; the elements below the diagonal are not read. u and b
// may interleave (as the halves of [A | I] do) but not overlap. It works as
// trsmLower does, from the bottom rows up.
func trsmUpper(u []uint64, ldu int, b []uint64, ldb, k, n int) {
	if k <= trsmLeaf {
		for j := k - 1; j >= 0; j-- {
			bj := b[j*ldb : j*ldb+n]
			nimber.MulScalar(bj, bj, nimber.Inv(u[j*ldu+j]))
			for i := range j {
				if f := u[i*ldu+j]; f != 0 {
					nimber.AddMulScalar(b[i*ldb:i*ldb+n], bj, f)
				}
			}
		}
		return
	}
	h := k / 2
	trsmUpper(u[h*ldu+h:], ldu, b[h*ldb:], ldb, k-h, n)
	kernel.AddMulMatrix(h, k-h, n, b, ldb, u[h:], ldu, b[h*ldb:], ldb)
	trsmUpper(u, ldu, b, ldb, h, n)
}
