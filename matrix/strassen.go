package matrix

import "github.com/nimberdev/nimber/internal/kernel"

// strassenMin is the least dimension for which addMulStrassen splits its
// operands rather than multiplying them with one AddMulMatrix. It was set by
// BenchmarkMul/n=1024 (bench_test.go, the cpu-ns/op column) with
// strassenMin at 1024, 512 and 256: one split was the fastest, and a
// second no faster than none, as the products of 256×256 blocks lose more
// to the sums than they save. Tests lower it to reach the split.
var strassenMin = 512

// addMulStrassen adds the product of the m×k matrix a and the k×n matrix b
// to the m×n matrix c, each stored with its own stride, as
// kernel.AddMulMatrix does, but with seven products of half the size in
// place of eight while every dimension is at least strassenMin: the
// Strassen–Winograd schedule, which needs no signs and so holds unchanged
// in characteristic 2 (S. Winograd, "On multiplication of 2×2 matrices",
// Linear Algebra Appl. 4, 1971; the schedule of M. Bodrato, "A
// Strassen-like matrix multiplication suited for squaring and higher
// power computation", ISSAC 2010). An odd dimension leaves a last row,
// column or term, added by AddMulMatrix.
func addMulStrassen(c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int, m, k, n int) {
	if min(m, k, n) < strassenMin {
		addMul(m, k, n, c, ldc, a, lda, b, ldb)
		return
	}
	h, g, f := m/2, k/2, n/2 // the halves of m, k and n
	a11, a12, a21, a22 := a, a[g:], a[h*lda:], a[h*lda+g:]
	b11, b12, b21, b22 := b, b[f:], b[g*ldb:], b[g*ldb+f:]
	c11, c12, c21, c22 := c, c[f:], c[h*ldc:], c[h*ldc+f:]

	buf := getWork(2*h*f + h*g + g*f)
	defer workPool.Put(buf)
	w := *buf
	p, q, s, t := w[:h*f], w[h*f:2*h*f], w[2*h*f:2*h*f+h*g], w[2*h*f+h*g:]
	mul := func(c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int) {
		addMulStrassen(c, ldc, a, lda, b, ldb, h, g, f)
	}

	// sumsProduct sets s = a1 + a2 and t = b1 + b2 and adds s t to c1 and
	// C22.
	sumsProduct := func(a1, a2, b1, b2, c1 []uint64) {
		sum(s, g, a1, lda, a2, lda, h, g)
		sum(t, f, b1, ldb, b2, ldb, g, f)
		clear(q)
		mul(q, f, s, g, t, f)
		addTo(q, f, h, f, ldc, c1, c22)
	}

	// M5 = S1 T1 with S1 = A21 + A22, T1 = B12 + B11; into C12 and C22.
	sumsProduct(a21, a22, b12, b11, c12)
	// M1 = A11 B11 into P; C11 gains M1 + M2, M2 = A12 B21.
	clear(p)
	mul(p, f, a11, lda, b11, ldb)
	addTo(p, f, h, f, ldc, c11)
	mul(c11, ldc, a12, lda, b21, ldb)
	// P = M1 + M6, M6 = S2 T2 with S2 = S1 + A11, T2 = T1 + B22; into
	// C12, C21 and C22.
	addTo(a11, lda, h, g, g, s)
	addTo(b22, ldb, g, f, f, t)
	mul(p, f, s, g, t, f)
	addTo(p, f, h, f, ldc, c12, c21, c22)
	// M3 = S4 B22 into C12 and M4 = A22 T4 into C21, with S4 = S2 + A12
	// and T4 = T2 + B21.
	addTo(a12, lda, h, g, g, s)
	addTo(b21, ldb, g, f, f, t)
	mul(c12, ldc, s, g, b22, ldb)
	mul(c21, ldc, a22, lda, t, f)
	// M7 = S3 T3 with S3 = A11 + A21, T3 = B22 + B12; into C21 and C22.
	sumsProduct(a11, a21, b22, b12, c21)

	if k%2 != 0 { // the last term of the first 2h rows and 2f columns
		kernel.AddMulMatrix(2*h, 1, 2*f, c, ldc, a[k-1:], lda, b[(k-1)*ldb:], ldb)
	}
	if m%2 != 0 { // the last row, but for a last column
		kernel.AddMulMatrix(1, k, 2*f, c[(m-1)*ldc:], ldc, a[(m-1)*lda:], lda, b, ldb)
	}
	if n%2 != 0 { // the last column
		kernel.AddMulMatrix(m, k, 1, c[n-1:], ldc, a, lda, b[n-1:], ldb)
	}
}

// sum sets the r×c matrix z to x + y, each stored with its own stride.
func sum(z []uint64, ldz int, x []uint64, ldx int, y []uint64, ldy int, r, c int) {
	rows(r, c, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			zi, xi, yi := z[i*ldz:i*ldz+c], x[i*ldx:i*ldx+c], y[i*ldy:i*ldy+c]
			for j := range zi {
				zi[j] = xi[j] ^ yi[j]
			}
		}
	})
}

// addTo adds the r×c matrix x, stored with stride ldx, to each of zs,
// stored with stride ldz, in one pass over x.
func addTo(x []uint64, ldx, r, c, ldz int, zs ...[]uint64) {
	rows(r, c, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			xi := x[i*ldx : i*ldx+c]
			for _, z := range zs {
				zi := z[i*ldz : i*ldz+c]
				for j := range zi {
					zi[j] ^= xi[j]
				}
			}
		}
	})
}
