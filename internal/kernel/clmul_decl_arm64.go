//go:build !purego && gc

package kernel

// Mul and Pow are the nim-product x*y and the power x^e, in assembly
// (clmul_amd64.s, clmul_arm64.s) so that a call of nimber.Mul, which the
// compiler inlines, is one call: with useCLMUL they take the carry-less
// path, and without it they jump to mulGeneric and powGeneric. (A Go
// function choosing between the two cannot be inlined, and was a second
// call on every product.) The jump costs the generic path about half a
// nanosecond a product, for its passage through the assembly and the ABI
// wrapper of mulGeneric.
//
// The carry-less path of mul computes
//
//	fromPoly.Apply(clmul(toPoly.Apply(x), toPoly.Apply(y)) mod m)
//
// with m = x^64 + x^4 + x^3 + x + 1, and that of pow
//
//	fromPoly.Apply(p^e mod m), p = toPoly.Apply(x),
//
// by square and multiply on the polynomials. They need PCLMULQDQ and AVX
// on amd64, PMULL on arm64.

//go:noescape
func mul(x, y uint64) uint64

//go:noescape
func pow(x, e uint64) uint64
