//go:build !purego && gc

package nimber

import "sync"

// The AVX-512 AddMulMatrix works in blocks, as BLIS does: a block of
// mmBlockK rows and mmBlockN columns of b and one of mmBlockM rows and
// mmBlockK columns of a change to the polynomial basis (mmPackB, mmPackA),
// and mulTileAVX512 computes the product of the blocks a tile of
// mmTileRows×mmTileCols at a time, into a buffer that applyGFNI changes
// back and adds to c. A row of a tile is three 512-bit registers. The
// block sizes matter little: halving or doubling mmBlockK or mmBlockM
// changed the time of products from 64×64×64 to 1024×1024×1024 by less than
// the noise of the machine, 3%.
const (
	mmTileRows = 4
	mmTileCols = 24
	mmBlockK   = 256
	mmBlockM   = 64
	mmBlockN   = 32 * mmTileCols
)

// AddMulMatrix takes the AVX-512 path unless m*k*n < matMulAVX512Min or
// m*n < 4: below, the generic code is faster (AMD EPYC, process CPU time:
// 2×2×2 in 0.09 µs against 0.14, 4×4×4 in 0.53 against 0.22, 1×100×1 in 1.0
// against 2.3, 3×100×3 in 7.2 against 2.4).
const matMulAVX512Min = 32

func addMulMatrix(m, k, n int, c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int) {
	if !useAVX512 || m*k*n < matMulAVX512Min || m*n < 4 {
		addMulMatrixGeneric(m, k, n, c, ldc, a, lda, b, ldb)
		return
	}
	kb := min(k, mmBlockK)
	mb := min(mmRoundUp(m, mmTileRows), mmBlockM)
	nb := min(mmRoundUp(n, mmTileCols), mmBlockN)
	buf := mmScratch.Get().(*[]uint64)
	defer mmScratch.Put(buf)
	if cap(*buf) < kb*nb+mb*kb+mb*nb {
		*buf = make([]uint64, kb*nb+mb*kb+mb*nb)
	}
	bp := (*buf)[:kb*nb]
	ap := (*buf)[kb*nb : kb*nb+mb*kb]
	cp := (*buf)[kb*nb+mb*kb : kb*nb+mb*kb+mb*nb]
	for jc := 0; jc < n; jc += mmBlockN {
		nw := min(mmBlockN, n-jc)
		for pc := 0; pc < k; pc += mmBlockK {
			kw := min(mmBlockK, k-pc)
			mmPackB(bp, b[pc*ldb+jc:], ldb, kw, nw)
			for ic := 0; ic < m; ic += mmBlockM {
				mw := min(mmBlockM, m-ic)
				mmPackA(ap, a[ic*lda+pc:], lda, mw, kw)
				for p := 0; p*mmTileCols < nw; p++ {
					for t := 0; t*mmTileRows < mw; t++ {
						mulTileAVX512(&cp[t*mmTileRows*nb+p*mmTileCols], nb, &ap[t*mmTileRows*kw], kw, &bp[p*kw*mmTileCols], kw)
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

// mmScratch holds the buffers of addMulMatrix between calls: the packed
// blocks and the product block, which are written before they are read.
var mmScratch = sync.Pool{New: func() any { return new([]uint64) }}

func mmRoundUp(x, m int) int { return (x + m - 1) / m * m }

// mmPackB sets bp to the k×n matrix at b, with stride ldb, in the polynomial
// basis, as panels of mmTileCols columns (the last one padded with zeros),
// each stored row after row without gaps.
func mmPackB(bp, b []uint64, ldb, k, n int) {
	for p := 0; p*mmTileCols < n; p++ {
		w := min(mmTileCols, n-p*mmTileCols)
		panel := bp[p*k*mmTileCols : (p+1)*k*mmTileCols]
		for l := range k {
			dst := panel[l*mmTileCols : (l+1)*mmTileCols]
			src := b[l*ldb+p*mmTileCols:]
			applyGFNI(dst[:w], src[:w], &toPolyGFNI, &gfniPerms, false)
			clear(dst[w:])
		}
	}
}

// mmPackA sets ap to the m×k matrix at a, with stride lda, in the polynomial
// basis, stored with stride k, and pads it with zero rows to a whole number
// of tiles.
func mmPackA(ap, a []uint64, lda, m, k int) {
	for i := range m {
		applyGFNI(ap[i*k:(i+1)*k], a[i*lda:i*lda+k], &toPolyGFNI, &gfniPerms, false)
	}
	clear(ap[m*k : mmRoundUp(m, mmTileRows)*k])
}
