//go:build !purego && gc

package kernel

// The function of matmul_amd64.s.

// mulTileAVX512 sets the mmTileRows×mmTileCols matrix at c, with stride
// ldc, to the product of the mmTileRows×k matrix at a, with stride lda, and
// the k×mmTileCols matrix at b, stored without gaps, all in the polynomial
// basis:
//
//	c[i*ldc+j] = sum over l < k of clmul(a[i*lda+l], b[l*mmTileCols+j]) mod m
//
// where m = x^64 + x^4 + x^3 + x + 1. It needs AVX-512F and VPCLMULQDQ.
//
//go:noescape
func mulTileAVX512(c *uint64, ldc int, a *uint64, lda int, b *uint64, k int)
