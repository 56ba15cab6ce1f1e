//go:build !purego && gc

package kernel

import "sync"

// The AVX-512 AddMulMatrix works in blocks, as BLIS does: a block of
// mmBlockK rows and mmBlockN columns of b and one of mmBlockM rows and
// mmBlockK columns of a change to the polynomial basis (mmPackB, mmPackA),
// and mulTileAVX512 computes the product of the blocks a tile of
// mmTileRows×mmTileCols at a time, into a buffer that applyGFNI changes
// back and adds to c. A row of a tile is three 512-bit registers. The
// block sizes matter little: halving or doubling mmBlockK or mmBlockM
// changed BenchmarkAddMulMatrix, products from 64×64×64 to
// 1024×1024×1024, by less than its noise.
const (
	mmTileRows = 4
	mmTileCols = 24
	mmBlockK   = 256
	mmBlockM   = 64
	mmBlockN   = 32 * mmTileCols
)

// AddMulMatrix takes the AVX-512 path unless m*k*n < matMulAVX512Min or
// m*n < 4: below, the generic code is faster (BenchmarkAddMulMatrixSmall,
// products 2×2×2 to 3×100×3).
const matMulAVX512Min = 32

func addMulSums(m, k, n int, c, a, b []Term) {
	if !useAVX512 || m*k*n < matMulAVX512Min || m*n < 4 {
		addMulSumsGeneric(m, k, n, c, a, b)
		return
	}
	kb := min(k, mmBlockK)
	mb := min(mmRoundUp(m, mmTileRows), mmBlockM)
	nb := min(mmRoundUp(n, mmTileCols), mmBlockN)
	buf := mmScratch.Get().(*[]uint64)
	defer mmScratch.Put(buf)
	size := kb*nb + mb*kb + mb*nb + max(kb, nb) + nb
	if cap(*buf) < size {
		*buf = make([]uint64, size)
	}
	w := (*buf)[:size]
	bp, w := w[:kb*nb], w[kb*nb:]
	ap, w := w[:mb*kb], w[mb*kb:]
	cp, w := w[:mb*nb], w[mb*nb:]
	sum, row := w[:max(kb, nb)], w[max(kb, nb):]
	for jc := 0; jc < n; jc += mmBlockN {
		nw := min(mmBlockN, n-jc)
		for pc := 0; pc < k; pc += mmBlockK {
			kw := min(mmBlockK, k-pc)
			mmPackB(bp, sum, b, pc, jc, kw, nw)
			for ic := 0; ic < m; ic += mmBlockM {
				mw := min(mmBlockM, m-ic)
				mmPackA(ap, sum, a, ic, pc, mw, kw)
				for p := 0; p*mmTileCols < nw; p++ {
					for t := 0; t*mmTileRows < mw; t++ {
						mulTileAVX512(&cp[t*mmTileRows*nb+p*mmTileCols], nb, &ap[t*mmTileRows*kw], kw, &bp[p*kw*mmTileCols], kw)
					}
				}
				for i := range mw {
					if len(c) == 1 {
						ci := c[0].S[(ic+i)*c[0].LD+jc:]
						applyGFNI(ci[:nw], cp[i*nb:i*nb+nw], &fromPolyGFNI, &gfniPerms, true)
						continue
					}
					applyGFNI(row[:nw], cp[i*nb:i*nb+nw], &fromPolyGFNI, &gfniPerms, false)
					for _, t := range c {
						PolyXor(t.S[(ic+i)*t.LD+jc:][:nw], row[:nw])
					}
				}
			}
		}
	}
}

// mmScratch holds the buffers of addMulMatrix between calls: the packed
// blocks and the product block, which are written before they are read.
var mmScratch = sync.Pool{New: func() any { return new([]uint64) }}

func mmRoundUp(x, m int) int { return (x + m - 1) / m * m }

// mmPackB sets bp to the sum of the k×n blocks of the matrices of b at row
// r and column j, in the polynomial basis, as panels of mmTileCols columns
// (the last one padded with zeros), each stored row after row without gaps.
// With several matrices each row is summed in sum first (sumRow), so that
// each word changes basis once: the change costs several times an
// exclusive or.
func mmPackB(bp, sum []uint64, b []Term, r, j, k, n int) {
	for l := range k {
		src := b[0].S[(r+l)*b[0].LD+j:][:n]
		if len(b) > 1 {
			src = sumRow(sum[:n], b, r+l, j, PolyXor)
		}
		for p := 0; p*mmTileCols < n; p++ {
			w := min(mmTileCols, n-p*mmTileCols)
			dst := bp[(p*k+l)*mmTileCols : (p*k+l+1)*mmTileCols]
			applyGFNI(dst[:w], src[p*mmTileCols:p*mmTileCols+w], &toPolyGFNI, &gfniPerms, false)
			clear(dst[w:])
		}
	}
}

// mmPackA sets ap to the sum of the m×k blocks of the matrices of a at row
// r and column j, in the polynomial basis, stored with stride k, and pads
// it with zero rows to a whole number of tiles.
func mmPackA(ap, sum []uint64, a []Term, r, j, m, k int) {
	for i := range m {
		src := a[0].S[(r+i)*a[0].LD+j:][:k]
		if len(a) > 1 {
			src = sumRow(sum[:k], a, r+i, j, PolyXor)
		}
		applyGFNI(ap[i*k:(i+1)*k], src, &toPolyGFNI, &gfniPerms, false)
	}
	clear(ap[m*k : mmRoundUp(m, mmTileRows)*k])
}
