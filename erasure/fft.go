package erasure

import (
	"math/bits"
	"sync"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
	parallel "github.com/nimberdev/nimber/internal/par"
)

// The additive FFT of Lin, Chung and Han on regions, as in package poly
// (see its fft.go): a polynomial of degree below 2^k in the novel basis,
// whose coefficients are regions (one symbol of each a polynomial), is
// evaluated on t + V_k, t a multiple of 2^k, by a layer of butterflies
// u += c v, v += u with c = s_(k-1)(t), then two transforms of half the
// size on t + V_(k-1) and t + 2^(k-1) + V_(k-1). The subspace polynomials
// s_i have coefficients 0 and 1, so their values at points of a subfield
// lie in it.

// twiddles holds the values of the subspace polynomials on the points
// below 2^32, by bytes: s_i is F_2-linear, so s_i(t) is the exclusive or of
// bytes[i][j][byte j of t] over j < 4.
type twiddles struct {
	bytes [32][4][256]uint32
}

var subspace = sync.OnceValue(func() *twiddles {
	tw := new(twiddles)
	var v [32]uint64 // v[b] = s_i(2^b)
	for b := range v {
		v[b] = 1 << b
	}
	for i := range tw.bytes {
		for j := range 4 {
			for x := 1; x < 256; x++ {
				low := x & -x
				tw.bytes[i][j][x] = tw.bytes[i][j][x&^low] ^ uint32(v[8*j+bits.TrailingZeros(uint(low))])
			}
		}
		for b := range v {
			v[b] ^= nimber.Square(v[b]) // s_(i+1) = s_i^2 + s_i
		}
	}
	return tw
})

// twiddle returns s_i(t).
func (tw *twiddles) twiddle(i int, t uint64) uint32 {
	b := &tw.bytes[i]
	return b[0][t&0xff] ^ b[1][t>>8&0xff] ^ b[2][t>>16&0xff] ^ b[3][t>>24&0xff]
}

// A transform holds what the transforms of one call share: the field's
// width and the table of twiddles.
type transform struct {
	w int
	s *twiddles
}

// parMin is the least number of regions of a transform whose halves are
// worth a goroutine each.
const parMin = 64

// chunkBytes is the size of the regions of a transform up to which it runs
// layer by layer (chunk); larger ones do their first layer (inverse: last)
// and recurse on the halves, so that the layers below run in cache.
const chunkBytes = 256 << 10

// small reports whether f is a transform for chunk.
func small(f [][]byte, par int) bool {
	return len(f) < 2 || len(f)*len(f[0]) <= chunkBytes && (par == 1 || len(f) < parMin)
}

// fwd replaces f, the novel coefficients of a polynomial of degree below
// len(f) = 2^k, by its values at t, t+1, ..., t + 2^k - 1.
func (x *transform) fwd(f [][]byte, t uint64, par int) {
	if small(f, par) {
		x.chunk(f, t, false)
		return
	}
	h := len(f) / 2
	var k kernel.Coef
	k.Set(x.w, x.s.twiddle(log2(h), t))
	x.layer(f, h, &k, false, par)
	if par > 1 && len(f) >= parMin {
		par2 := par - par/2
		parallel.Run(true, func() { x.fwd(f[:h], t, par/2) }, func() { x.fwd(f[h:], t|uint64(h), par2) })
		return
	}
	x.fwd(f[:h], t, 1)
	x.fwd(f[h:], t|uint64(h), 1)
}

// inv undoes fwd.
func (x *transform) inv(f [][]byte, t uint64, par int) {
	if small(f, par) {
		x.chunk(f, t, true)
		return
	}
	h := len(f) / 2
	if par > 1 && len(f) >= parMin {
		par2 := par - par/2
		parallel.Run(true, func() { x.inv(f[:h], t, par/2) }, func() { x.inv(f[h:], t|uint64(h), par2) })
	} else {
		x.inv(f[:h], t, 1)
		x.inv(f[h:], t|uint64(h), 1)
	}
	var k kernel.Coef
	k.Set(x.w, x.s.twiddle(log2(h), t))
	x.layer(f, h, &k, true, par)
}

// chunk is fwd (or, inverse, inv) on one goroutine, layer by layer, each
// layer one kernel.Layer: the twiddle of block m of layer i,
// s_i(t + 2^(i+1) m), is that of block m-1 plus s_i(2^(i+1) (2^(z+1) - 1)),
// z = tzcnt(m). The regions of f must lie end to end in memory, as cut
// makes them.
func (x *transform) chunk(f [][]byte, t uint64, inverse bool) {
	n := len(f)
	if n < 2 {
		return
	}
	size := len(f[0])
	buf := f[0][:n*size]
	var k kernel.Coef
	var d [32]kernel.Coef
	for step := 0; step < log2(n); step++ {
		h := n >> (step + 1) // the layers from the top
		if inverse {
			h = 1 << step // from the bottom
		}
		i, blocks := log2(h), n/(2*h)
		k.Set(x.w, x.s.twiddle(i, t))
		z := 0
		for ; 1<<z < blocks; z++ {
			d[z].Set(x.w, x.s.twiddle(i, uint64(2*h)*(1<<(z+1)-1)))
		}
		kernel.Layer(buf, size, h, &k, d[:z], inverse)
	}
}

// layer does the butterflies of f[j], f[h+j] for j < h, on par goroutines.
func (x *transform) layer(f [][]byte, h int, k *kernel.Coef, inverse bool, par int) {
	if par == 1 || h < parMin {
		butterflies(f, h, k, inverse, 0, h)
		return
	}
	kc := *k // a copy for the goroutines, so that k itself stays on the stack
	parallel.DoMax(par, h, parMin/2, func(lo, hi int) { butterflies(f, h, &kc, inverse, lo, hi) })
}

// butterflies does those of layer for lo <= j < hi, in one call of the
// kernel: the regions f[lo:hi] and f[h+lo:h+hi] lie end to end.
func butterflies(f [][]byte, h int, k *kernel.Coef, inverse bool, lo, hi int) {
	size := len(f[0])
	u, v := f[lo][:(hi-lo)*size], f[h+lo][:(hi-lo)*size]
	switch {
	case k.Value() == 0: // the block at 0, whose twiddle is s_i(0) = 0
		kernel.Xor(v, u)
	case inverse:
		kernel.Inv(u, v, k)
	default:
		kernel.Fwd(u, v, k)
	}
}

// derivative replaces the novel coefficients a_j of g, j < n = len(f), by
// those of g' + g, where g' is the formal derivative, as leopard does: the
// reconstruction evaluates the result at the erased points only, where g
// (which is l f) is zero. Each s_i has derivative 1 (its only term of odd
// degree is x), so X_j' is the sum of X_(j - 2^i) over the bits i of j,
// and the coefficient of X_k in g' is the sum of a_(k + 2^i) over the bits i
// clear in k. For each i from 1 to n-1, with w = lowbit(i), the w regions
// from i are added to the w below i: these are the pairs k, k + 2^b with bit
// b clear in k and k + 2^b in [i, i+w), each once, and every region is read
// before it is written.
func derivative(f [][]byte) {
	size := len(f[0])
	for i := 1; i < len(f); i++ {
		w := i & -i
		kernel.Xor(f[i-w][:w*size], f[i][:w*size])
	}
}

// log2 returns the exponent of the power of two n.
func log2(n int) int {
	k := 0
	for n > 1 {
		n >>= 1
		k++
	}
	return k
}
