package matrix

import "github.com/nimberdev/nimber"

// Gaussian elimination in blocks: the work of a step on many rows is one
// call of a batch kernel of package nimber rather than a loop over the
// elements, and most of it is one matrix product (nimber.AddMulMatrix).

// blockWidth is the number of columns that echelon factors before it
// updates the rest of the matrix, and the number of rows backSubst
// finishes before it updates the rows above them.
const blockWidth = 64

// echelon brings the rows×cols matrix w, stored with stride cols, to row
// echelon form by elementary row operations (exchanges, and additions of a
// multiple of one row to another, which keep the determinant of a square
// matrix), looking for pivots in the columns before limit only; the other
// columns change with the rows. It returns the columns of the pivots: row
// j < len(pivots) is zero before column pivots[j] and nonzero there, and the
// rows from len(pivots) on are zero in every column before limit.
//
// Each step factors a panel of blockWidth columns, stored transposed so
// that its columns are contiguous (panel.factor). The row operations of
// the panel then reach the columns to its right: its pivot rows by the
// unit lower triangular factor of the panel, row by row, and the rows
// below them by one matrix product, the product of the panel's multipliers
// and the pivot rows.
func echelon(w []uint64, rows, cols, limit int) []int {
	var pivots []int
	pw := min(blockWidth, limit)
	p := make([]uint64, pw*rows)    // the panel, transposed
	mult := make([]uint64, pw*rows) // its multipliers below the pivot rows
	r := 0                          // the rows with a pivot so far
	for c0 := 0; c0 < limit && r < rows; c0 += blockWidth {
		nw, h := min(blockWidth, limit-c0), rows-r
		pn := panel{p[:nw*h], h, nw}
		for i := range h {
			for t, v := range w[(r+i)*cols+c0 : (r+i)*cols+c0+nw] {
				pn.p[t*h+i] = v
			}
		}
		piv, swaps := pn.factor()
		k := len(piv)
		for i := range h {
			row := w[(r+i)*cols+c0 : (r+i)*cols+c0+nw]
			clear(row)
			if i < k {
				for t := piv[i]; t < nw; t++ {
					row[t] = pn.p[t*h+i]
				}
			}
		}
		// The columns right of the panel, from right to cols.
		right, rw := c0+nw, cols-c0-nw
		if rw > 0 && k > 0 {
			rowR := func(i int) []uint64 { return w[(r+i)*cols+right : (r+i+1)*cols] }
			for j, i := range swaps {
				if i != j {
					a, b := rowR(j), rowR(i)
					for t := range a {
						a[t], b[t] = b[t], a[t]
					}
				}
			}
			for j := range k {
				src := rowR(j)
				for i := j + 1; i < k; i++ {
					if f := pn.p[piv[j]*h+i]; f != 0 {
						nimber.AddMulScalar(rowR(i), src, f)
					}
				}
			}
			if h > k {
				m := mult[:(h-k)*k]
				for i := range h - k {
					for j, t := range piv {
						m[i*k+j] = pn.p[t*h+k+i]
					}
				}
				nimber.AddMulMatrix(h-k, k, rw, w[(r+k)*cols+right:], cols, m, k, w[r*cols+right:], cols)
			}
		}
		for _, t := range piv {
			pivots = append(pivots, c0+t)
		}
		r += k
	}
	return pivots
}

// A panel is an h×w matrix stored transposed: element (i, t) is p[t*h+i].
type panel struct {
	p    []uint64
	h, w int
}

// factor brings the panel to row echelon form as echelon does and returns
// the columns of its pivots and its row exchanges: at the step that found
// pivot j, rows j and swaps[j] were exchanged. It keeps the multipliers of
// the row operations where they made zeros: after factor, element (i, t)
// for t == piv[j] and i > j is the multiple of pivot row j that was added
// to row i, exchanged along with the rows. The elements (i, t) for
// t < piv[i] are left as they are, to be taken as zero.
func (pn panel) factor() (piv, swaps []int) {
	h := pn.h
	k := 0
	for t := 0; t < pn.w && k < h; t++ {
		col := pn.p[t*h : (t+1)*h]
		i := k
		for i < h && col[i] == 0 {
			i++
		}
		if i == h {
			continue
		}
		if i != k {
			for s := range pn.w {
				c := pn.p[s*h : (s+1)*h]
				c[i], c[k] = c[k], c[i]
			}
		}
		piv, swaps = append(piv, t), append(swaps, i)
		below := col[k+1:]
		nimber.MulScalar(below, below, nimber.Inv(col[k]))
		for s := t + 1; s < pn.w; s++ {
			cs := pn.p[s*h : (s+1)*h]
			if u := cs[k]; u != 0 {
				nimber.AddMulScalar(cs[k+1:], below, u)
			}
		}
		k++
	}
	return piv, swaps
}

// backSubst sets the k×n matrix x, stored with stride ldx, to u⁻¹x, where
// u is the k×k upper triangular matrix stored with stride ldu, whose
// diagonal must have no zero. Only the upper triangle of u is read, and
// the words of u and x may interleave (as the halves of [A | I] do) but not
// overlap.
//
// The rows of x are finished blockWidth at a time from the last: within a
// block by row operations, above it by one matrix product.
func backSubst(u []uint64, ldu int, x []uint64, ldx int, k, n int) {
	row := func(i int) []uint64 { return x[i*ldx : i*ldx+n] }
	for j1 := k; j1 > 0; j1 -= blockWidth {
		j0 := max(0, j1-blockWidth)
		for j := j1 - 1; j >= j0; j-- {
			xj := row(j)
			nimber.MulScalar(xj, xj, nimber.Inv(u[j*ldu+j]))
			for i := j0; i < j; i++ {
				if f := u[i*ldu+j]; f != 0 {
					nimber.AddMulScalar(row(i), xj, f)
				}
			}
		}
		if j0 > 0 {
			nimber.AddMulMatrix(j0, j1-j0, n, x, ldx, u[j0:], ldu, x[j0*ldx:], ldx)
		}
	}
}
