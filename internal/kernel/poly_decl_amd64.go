//go:build !purego && gc

package kernel

// The functions of poly_amd64.s. They need AVX-512 (F) and VPCLMULQDQ, and
// work in the polynomial basis.

// xorVec sets dst[i] ^= src[i] for i < len(src) <= len(dst).
//
//go:noescape
func xorVec(dst, src []uint64)

// addMulVec sets dst[i] ^= c*x[i] for i < len(x) <= len(dst).
//
//go:noescape
func addMulVec(dst, x []uint64, c uint64)

// mulVec sets dst[i] = x[i]*y[i] for slices of one length.
//
//go:noescape
func mulVec(dst, x, y []uint64)

// fwdLayer and invLayer are one layer of the additive FFT on blocks of 2h
// words, h a positive multiple of 8 (PolyFwdLayer, PolyInvLayer).
//
//go:noescape
func fwdLayer(f []uint64, blocks, h int, c uint64, d *[64]uint64)

//go:noescape
func invLayer(f []uint64, blocks, h int, c uint64, d *[64]uint64)

// fwdLeaf and invLeaf do the layers h = 4, 2, 1 of the transform (invLeaf
// in reverse) on pairs of groups of 8 words (PolyFwdLeaf, PolyInvLeaf).
//
//go:noescape
func fwdLeaf(f []uint64, pairs int, c *[24]uint64, d *[64][3]uint64)

//go:noescape
func invLeaf(f []uint64, pairs int, c *[24]uint64, d *[64][3]uint64)

// basecaseVec sets dst to a*b, for b padded with 8 zero words on each side
// in bpad and len(dst) = len(a)+len(b)-1.
//
//go:noescape
func basecaseVec(dst, a, bpad []uint64)
