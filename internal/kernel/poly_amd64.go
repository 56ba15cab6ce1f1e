//go:build !purego && gc

package kernel

// The polynomial kernels of package poly: vectors of elements in the
// polynomial basis (ToPolyBasis), eight words at a time. Package poly calls
// them when PolyVec reports the path on, and only then.

// PolyVec reports whether the polyvec path, the kernels below, is on.
func PolyVec() bool { return usePolyVec }

// PolyXor sets dst[i] ^= src[i] for i < len(src) <= len(dst).
func PolyXor(dst, src []uint64) {
	if len(src) < polyXorMin {
		for i, v := range src {
			dst[i] ^= v
		}
		return
	}
	xorVec(dst, src)
}

// polyXorMin is the least length for which PolyXor takes xorVec rather than
// a loop of words (BenchmarkPolyXor).
const polyXorMin = 16

// PolyAddMul sets dst[i] ^= c*x[i] for i < len(x) <= len(dst).
func PolyAddMul(dst, x []uint64, c uint64) { addMulVec(dst, x, c) }

// PolyMul sets dst[i] = x[i]*y[i] for slices of one length; dst may be x
// or y.
func PolyMul(dst, x, y []uint64) { mulVec(dst, x, y) }

// PolyFwdLayer and PolyInvLayer are one layer of the additive FFT on the
// blocks of 2h words of f, h a positive multiple of 8, blocks of them: for
// each block, with u its first half and v its second, the forward
// butterflies u[j] += c*v[j], v[j] += u[j], or the inverse v[j] += u[j],
// u[j] += c*v[j]. Before block m > 0, c becomes c + d[tzcnt(m)].
func PolyFwdLayer(f []uint64, blocks, h int, c uint64, d *[64]uint64) {
	fwdLayer(f, blocks, h, c, d)
}

// PolyInvLayer is the inverse of PolyFwdLayer.
func PolyInvLayer(f []uint64, blocks, h int, c uint64, d *[64]uint64) {
	invLayer(f, blocks, h, c, d)
}

// PolyFwdLeaf and PolyInvLeaf do the layers h = 4, 2, 1 of the transform
// (PolyInvLeaf in reverse) on pairs of groups of 8 words of f, with the
// twiddles c of the first pair (for each word of the registers of the
// layers h = 4, 2, 1, the twiddle of its block) and their changes d[z] from
// pair p-1 to pair p with tzcnt(p) = z.
func PolyFwdLeaf(f []uint64, pairs int, c *[24]uint64, d *[64][3]uint64) {
	fwdLeaf(f, pairs, c, d)
}

// PolyInvLeaf is the inverse of PolyFwdLeaf.
func PolyInvLeaf(f []uint64, pairs int, c *[24]uint64, d *[64][3]uint64) {
	invLeaf(f, pairs, c, d)
}

// PolyBasecase sets dst to the product of the polynomials a and b, for b
// padded with 8 zero words on each side in bpad and
// len(dst) = len(a)+len(b)-1.
func PolyBasecase(dst, a, bpad []uint64) { basecaseVec(dst, a, bpad) }
