//go:build (amd64 || arm64) && !purego

package nimber

func mul(x, y uint64) uint64 {
	if useCLMUL {
		return mulCLMUL(x, y)
	}
	return mulGeneric(x, y)
}

func pow(x, e uint64) uint64 {
	if useCLMUL {
		return powCLMUL(x, e)
	}
	return powGeneric(x, e)
}

// mulCLMUL returns the nim-product of x and y as
//
//	fromPoly.apply(clmul(toPoly.apply(x), toPoly.apply(y)) mod m)
//
// with m = x^64 + x^4 + x^3 + x + 1. It needs PCLMULQDQ and AVX on amd64,
// PMULL on arm64 (clmul_amd64.s, clmul_arm64.s).
//
//go:noescape
func mulCLMUL(x, y uint64) uint64

// powCLMUL returns x to the power e as
//
//	fromPoly.apply(p^e mod m), p = toPoly.apply(x),
//
// by square and multiply on the polynomials, with the CPU features of
// mulCLMUL.
//
//go:noescape
func powCLMUL(x, e uint64) uint64
