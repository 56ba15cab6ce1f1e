//go:build !purego

package nimber

import "sync"

// The AVX-512 AddMulMatrix works in blocks, as BLIS does: a block of kc
// rows and nc columns of b and one of mc rows and kc columns of a change to
// the polynomial basis (packB and packA), and mulTileAVX512 computes the
// product of those blocks one tile of tileRows×tileCols at a time, into a
// buffer that applyGFNI changes back and adds to c. A row of a tile and a
// row of b in it are three 512-bit registers.
const (
	tileRows = 4
	tileCols = 24
	kc       = 256
	mc       = 64
	nc       = 32 * tileCols
)

// AddMulMatrix takes the AVX-512 path unless m*k*n < matMulAVX512Min or
// m*n < 4: below, the generic code is faster (AMD EPYC, process CPU time:
// 2×2×2 in 0.09 µs against 0.14, 4×4×4 in 0.53 against 0.22, 1×100×1 in 1.0
// against 2.3, 3×100×3 in 7.2 against 2.4).
const matMulAVX512Min = 32

// mulTileAVX512 sets the tileRows×tileCols matrix at c, with stride ldc, to
// the product of the tileRows×k matrix at a, with stride lda, and the
// k×tileCols matrix at b, stored without gaps, all in the polynomial basis:
//
//	c[i*ldc+j] = sum over l < k of clmul(a[i*lda+l], b[l*tileCols+j]) mod m
//
// where m = x^64 + x^4 + x^3 + x + 1. It needs AVX-512F and VPCLMULQDQ.
//
//go:noescape
func mulTileAVX512(c *uint64, ldc int, a *uint64, lda int, b *uint64, k int)

func addMulMatrix(m, k, n int, c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int) {
	if !useAVX512 || m*k*n < matMulAVX512Min || m*n < 4 {
		addMulMatrixGeneric(m, k, n, c, ldc, a, lda, b, ldb)
		return
	}
	kb, mb, nb := min(k, kc), min(roundUp(m, tileRows), mc), min(roundUp(n, tileCols), nc)
	buf := scratch.Get().(*[]uint64)
	defer scratch.Put(buf)
	if cap(*buf) < kb*nb+mb*kb+mb*nb {
		*buf = make([]uint64, kb*nb+mb*kb+mb*nb)
	}
	bp := (*buf)[:kb*nb]
	ap := (*buf)[kb*nb : kb*nb+mb*kb]
	cp := (*buf)[kb*nb+mb*kb : kb*nb+mb*kb+mb*nb]
	for jc := 0; jc < n; jc += nc {
		nw := min(nc, n-jc)
		for pc := 0; pc < k; pc += kc {
			kw := min(kc, k-pc)
			packB(bp, b[pc*ldb+jc:], ldb, kw, nw)
			for ic := 0; ic < m; ic += mc {
				mw := min(mc, m-ic)
				packA(ap, a[ic*lda+pc:], lda, mw, kw)
				for p := 0; p*tileCols < nw; p++ {
					for t := 0; t*tileRows < mw; t++ {
						mulTileAVX512(&cp[t*tileRows*nb+p*tileCols], nb, &ap[t*tileRows*kw], kw, &bp[p*kw*tileCols], kw)
					}
				}
				for i := range mw {
					ci := c[(ic+i)*ldc+jc:]
					applyGFNI(ci[:nw], cp[i*nb:i*nb+nw], &fromPolyGFNI, &gfniPerms, true)
				}
			}
		}
	}
}

// scratch holds the buffers of addMulMatrix between calls: the packed
// blocks and the product block, which are written before they are read.
var scratch = sync.Pool{New: func() any { return new([]uint64) }}

func roundUp(x, m int) int { return (x + m - 1) / m * m }

// packB sets bp to the k×n matrix at b, with stride ldb, in the polynomial
// basis, as panels of tileCols columns (the last one padded with zeros),
// each stored row after row without gaps.
func packB(bp, b []uint64, ldb, k, n int) {
	for p := 0; p*tileCols < n; p++ {
		w := min(tileCols, n-p*tileCols)
		panel := bp[p*k*tileCols : (p+1)*k*tileCols]
		for l := range k {
			dst := panel[l*tileCols : (l+1)*tileCols]
			src := b[l*ldb+p*tileCols:]
			applyGFNI(dst[:w], src[:w], &toPolyGFNI, &gfniPerms, false)
			clear(dst[w:])
		}
	}
}

// packA sets ap to the m×k matrix at a, with stride lda, in the polynomial
// basis, stored with stride k, and pads it with zero rows to a whole number
// of tiles.
func packA(ap, a []uint64, lda, m, k int) {
	for i := range m {
		applyGFNI(ap[i*k:(i+1)*k], a[i*lda:i*lda+k], &toPolyGFNI, &gfniPerms, false)
	}
	clear(ap[m*k : roundUp(m, tileRows)*k])
}
