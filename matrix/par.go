package matrix

import (
	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/par"
)

// The products, the triangular solves and the passes over memory of this
// package are split among the cores (package internal/par) when they are
// large: a product by rows of its result, or by columns when it has few
// rows (the products of Strassen's schedule all at once, each core taking
// the same rows of each), a solve by columns of its right side, a pass by
// rows. The parts write disjoint words and each word is computed as it
// would be in one piece, so the results do not depend on the number of
// cores.

// parMin is the number of products of elements (m×k×n for a product of an
// m×k and a k×n matrix) from which the work is split, in parts of parMin/2
// or more. It was set by BenchmarkMul and BenchmarkDet (bench_test.go),
// run with -cpu 1 and with -cpu 2 (scripts/coresbench.go), so that a part
// takes far longer than starting a goroutine and waking a core; at 128 to
// 512, 2^22 was no faster on two cores (docs/speed.md, "Two cores").
const parMin = 1 << 20

// addMul is kernel.AddMulMatrix, split among the cores when large as
// mulFused splits products; a small product builds no terms.
func addMul(m, k, n int, c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int) {
	if !par.Worth(m*k*n, parMin) {
		kernel.AddMulMatrix(m, k, n, c, ldc, a, lda, b, ldb)
		return
	}
	mulFused([]fused{plain(c, ldc, a, lda, b, ldb)}, m, k, n)
}

// passMin is the number of words of a pass over memory (a copy) from which
// its rows are split among the cores: the copies in and out of Inverse, a
// tenth of its time at 512×512 on one core, are bound by memory, which one
// core does not saturate (BenchmarkInverse with -cpu 1 and -cpu 2).
const passMin = 1 << 18

// rows calls f on ranges [lo, hi) that cover the r rows of a pass over
// r×c words, split among the cores when large.
func rows(r, c int, f func(lo, hi int)) {
	if !par.Worth(r*c, passMin) {
		f(0, r)
		return
	}
	par.Do(r, max(passMin/2/max(c, 1), 1), f)
}

// solveLower is trsmLower, and solveUpper trsmUpper, split among the cores
// by columns of b when large: the columns are solved independently.
func solveLower(l []uint64, ldl int, b []uint64, ldb, k, n int) {
	if !par.Worth(k*k/2*n, parMin) {
		trsmLower(l, ldl, b, ldb, k, n)
		return
	}
	par.Do(n, max(parMin/max(k*k, 1), 1), func(lo, hi int) { trsmLower(l, ldl, b[lo:], ldb, k, hi-lo) })
}

func solveUpper(u []uint64, ldu int, b []uint64, ldb, k, n int) {
	if !par.Worth(k*k/2*n, parMin) {
		trsmUpper(u, ldu, b, ldb, k, n)
		return
	}
	par.Do(n, max(parMin/max(k*k, 1), 1), func(lo, hi int) { trsmUpper(u, ldu, b[lo:], ldb, k, hi-lo) })
}
