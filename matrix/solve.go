package matrix

import (
	"fmt"

	"github.com/nimberdev/nimber"
)

// MaxKernelElements bounds the basis that Kernel returns: 2^24 elements,
// 128 MiB. The basis of the kernel of an r×n matrix of rank k has n - k
// vectors of length n, so that of a 1×n matrix has n(n - 1) elements: the
// bound admits it up to n = 4096, and a wide matrix without rows of a rank
// near its width, such as 1×100000, is refused.
const MaxKernelElements = 1 << 24

// Rank returns the rank of m: the dimension of the space its rows span,
// which is that of the space its columns span.
func (m *Dense) Rank() int {
	w := m.workCopy()
	defer workPool.Put(w)
	pivots, _ := echelon(*w, m.rows, m.cols, m.cols, false)
	return len(pivots)
}

// Det returns the determinant of m; the determinant of the 0×0 matrix is
// 1. It panics unless m is square.
func (m *Dense) Det() uint64 {
	m.checkSquare("Det")
	n := m.rows
	buf := m.workCopy()
	defer workPool.Put(buf)
	w := *buf
	if pivots, _ := echelon(w, n, n, n, false); len(pivots) < n {
		return 0
	}
	// Exchanging rows changes the sign of the determinant, which is no
	// change in characteristic 2; adding a multiple of a row to another is
	// none either. So det(m) is the product of the diagonal of the
	// triangular echelon form.
	d := uint64(1)
	for i := range n {
		d = nimber.Mul(d, w[i*n+i])
	}
	return d
}

// Inverse returns the inverse of m, a new matrix, or ErrSingular if m has
// none. It panics unless m is square.
//
// Elimination on [m | I] makes it [U | L⁻¹] for the factors of P m = L U
// (echelon with ident), P the row exchanges; back substitution (trsmUpper)
// makes it
// [I | U⁻¹L⁻¹], and m⁻¹ = U⁻¹L⁻¹P. About n^3 multiplications in all: n^3/3
// for U, n^3/6 for L⁻¹, which is triangular, and n^3/2 for U⁻¹L⁻¹.
func (m *Dense) Inverse() (*Dense, error) {
	m.checkSquare("Inverse")
	n := m.rows
	buf := getWork(n * 2 * n)
	defer workPool.Put(buf)
	w := *buf
	rows(n, 2*n, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			wi := w[i*2*n : (i+1)*2*n]
			copy(wi, m.row(i))
			clear(wi[n:])
			wi[n+i] = 1
		}
	})
	pivots, swaps := echelon(w, n, 2*n, n, true)
	if len(pivots) < n {
		return nil, ErrSingular
	}
	solveUpper(w, 2*n, w[n:], 2*n, n, n)
	// Times P: P is the product of the exchanges, the first rightmost,
	// and exchanging rows i and j on the right exchanges columns i and j,
	// so column x of m⁻¹ is column perm[x] of U⁻¹L⁻¹.
	perm := make([]int, n)
	for x := range perm {
		perm[x] = x
	}
	for j := n - 1; j >= 0; j-- {
		i := swaps[j]
		perm[i], perm[j] = perm[j], perm[i]
	}
	inv := New(n, n, nil)
	rows(n, n, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			src, dst := w[i*2*n+n:(i+1)*2*n], inv.row(i)
			for x, p := range perm {
				dst[x] = src[p]
			}
		}
	})
	return inv, nil
}

// Solve returns a solution x of the linear system m x = b, or
// ErrInconsistent if there is none. When there are many solutions (m has a
// kernel), x is the one whose elements are 0 in the free columns, those
// without a pivot in RREF(m); every solution is x plus a combination of
// the columns of Kernel(m). Solve panics unless len(b) is the number of
// rows of m.
func (m *Dense) Solve(b []uint64) (x []uint64, err error) {
	if len(b) != m.rows {
		panic(fmt.Sprintf("matrix: Solve of a %dx%d system with %d right-hand sides", m.rows, m.cols, len(b)))
	}
	c := m.cols + 1
	buf := getWork(m.rows * c)
	defer workPool.Put(buf)
	w := *buf
	for i := range m.rows {
		copy(w[i*c:], m.row(i))
		w[i*c+m.cols] = b[i]
	}
	pivots, _ := echelon(w, m.rows, c, m.cols, false)
	for i := len(pivots); i < m.rows; i++ {
		if w[i*c+m.cols] != 0 {
			return nil, ErrInconsistent
		}
	}
	// Back substitution: x[pivots[j]] follows from row j once the elements
	// of x right of it are known, and the free ones are 0.
	x = make([]uint64, m.cols)
	p := make([]uint64, m.cols)
	for j := len(pivots) - 1; j >= 0; j-- {
		pc, row := pivots[j], w[j*c:(j+1)*c]
		s := row[m.cols] ^ dot(row[pc+1:m.cols], x[pc+1:], p[pc+1:])
		x[pc] = nimber.Div(s, row[pc])
	}
	return x, nil
}

// reduced returns the pivot columns of the reduced row echelon form of m
// and, for its free columns (the others, in increasing order), the
// elements of its pivot rows there: x[j*len(free)+f] is element
// (j, free[f]) of RREF(m).
func (m *Dense) reduced() (pivots, free []int, x []uint64) {
	buf := m.workCopy()
	defer workPool.Put(buf)
	w := *buf
	pivots, _ = echelon(w, m.rows, m.cols, m.cols, false)
	k := len(pivots)
	for j, pj := 0, 0; j < m.cols; j++ {
		if pj < k && pivots[pj] == j {
			pj++
		} else {
			free = append(free, j)
		}
	}
	// The pivot columns of the echelon form make an upper triangular
	// matrix u; RREF(m) is u⁻¹ times the pivot rows.
	nf := len(free)
	u := make([]uint64, k*k)
	x = make([]uint64, k*nf)
	for j := range k {
		row := w[j*m.cols : (j+1)*m.cols]
		for i, pc := range pivots {
			u[j*k+i] = row[pc]
		}
		for f, fc := range free {
			x[j*nf+f] = row[fc]
		}
	}
	solveUpper(u, k, x, nf, k, nf)
	return pivots, free, x
}

// RREF returns the reduced row echelon form of m, a new matrix, and the
// columns of its pivots: row j < len(pivots) of r is 0 before column
// pivots[j], 1 there, and 0 in the columns of the other pivots; the rows
// from len(pivots) on are 0. The rows of r span the space the rows of m
// do, and len(pivots) is the rank of m.
func (m *Dense) RREF() (r *Dense, pivots []int) {
	pivots, free, x := m.reduced()
	r = New(m.rows, m.cols, nil)
	for j, pc := range pivots {
		row := r.row(j)
		row[pc] = 1
		for f, fc := range free {
			row[fc] = x[j*len(free)+f]
		}
	}
	return r, pivots
}

// Kernel returns a basis of the kernel (null space) of m, the vectors x
// with m x = 0, as the columns of a new matrix with one row a column of m.
// Column f of it is 1 in the f-th free column of RREF(m) (one without a
// pivot) and 0 in the other free columns, so the basis is in reduced
// column echelon form. When m has full column rank the kernel is {0} and
// the matrix has no columns.
//
// Kernel returns an error wrapping ErrTooLarge, and allocates no basis,
// when the basis would have more than MaxKernelElements elements: when m
// has n columns and rank k with n(n - k) > MaxKernelElements. It refuses
// before the elimination when n(n - r) does, for m of r rows.
func (m *Dense) Kernel() (*Dense, error) {
	if err := checkKernelSize(m.cols, m.cols-min(m.rows, m.cols)); err != nil {
		return nil, err
	}
	pivots, free, x := m.reduced()
	nf := len(free)
	if err := checkKernelSize(m.cols, nf); err != nil {
		return nil, err
	}
	ker := New(m.cols, nf, nil)
	for f, fc := range free {
		ker.data[fc*nf+f] = 1
	}
	// Row j of RREF(m) says x[pivots[j]] = sum over f of element
	// (j, free[f]) times x[free[f]]: in characteristic 2, minus is plus.
	for j, pc := range pivots {
		copy(ker.row(pc), x[j*nf:(j+1)*nf])
	}
	return ker, nil
}

// checkKernelSize returns the error of Kernel for a basis of nf vectors of
// length n if it has more than MaxKernelElements elements, or nil.
func checkKernelSize(n, nf int) error {
	if nf != 0 && n > MaxKernelElements/nf {
		return fmt.Errorf("%w: the kernel basis has %d vectors of %d elements, more than %d elements in all", ErrTooLarge, nf, n, MaxKernelElements)
	}
	return nil
}
