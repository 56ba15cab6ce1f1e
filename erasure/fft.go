package erasure

import (
	"sync"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
)

// The additive FFT of Lin, Chung and Han on regions, as in package poly
// (see its fft.go): a polynomial of degree below 2^k in the novel basis,
// whose coefficients are regions (one symbol of each a polynomial), is
// evaluated on t + V_k, t a multiple of 2^k, by a layer of butterflies
// u += c v, v += u with c = s_(k-1)(t), then two transforms of half the
// size on t + V_(k-1) and t + 2^(k-1) + V_(k-1). The subspace polynomials
// s_i have coefficients 0 and 1, so their values at points of a subfield
// lie in it.

// subspace[i][b] = s_i(2^b): s_i(t) is the exclusive or of subspace[i][b]
// over the bits b of t.
var subspace = sync.OnceValue(func() *[32][32]uint32 {
	var s [32][32]uint32
	var v [32]uint64
	for b := range v {
		v[b] = 1 << b
	}
	for i := range s {
		for b := range v {
			s[i][b] = uint32(v[b])
			v[b] ^= nimber.Square(v[b]) // s_(i+1) = s_i^2 + s_i
		}
	}
	return &s
})

// twiddle returns s_i(t).
func twiddle(s *[32][32]uint32, i int, t uint64) uint32 {
	var c uint32
	for b := 0; t != 0; b, t = b+1, t>>1 {
		if t&1 != 0 {
			c ^= s[i][b]
		}
	}
	return c
}

// A transform holds what the transforms of one call share: the field's
// width, the table of twiddles and the goroutines it may use.
type transform struct {
	w   int
	s   *[32][32]uint32
	par int // goroutines for the transforms: 1, or more to split them
}

// parMin is the least number of regions of a transform whose halves are
// worth a goroutine each.
const parMin = 64

// fwd replaces f, the novel coefficients of a polynomial of degree below
// len(f) = 2^k, by its values at t, t+1, ..., t + 2^k - 1.
func (x *transform) fwd(f [][]byte, t uint64, par int) {
	if len(f) < 2 {
		return
	}
	h := len(f) / 2
	var k kernel.Coef
	k.Set(x.w, twiddle(x.s, log2(h), t))
	x.layer(f, h, &k, false, par)
	if par > 1 && len(f) >= parMin {
		var wg sync.WaitGroup
		wg.Go(func() { x.fwd(f[:h], t, par/2) })
		x.fwd(f[h:], t|uint64(h), par-par/2)
		wg.Wait()
		return
	}
	x.fwd(f[:h], t, 1)
	x.fwd(f[h:], t|uint64(h), 1)
}

// inv undoes fwd.
func (x *transform) inv(f [][]byte, t uint64, par int) {
	if len(f) < 2 {
		return
	}
	h := len(f) / 2
	if par > 1 && len(f) >= parMin {
		var wg sync.WaitGroup
		wg.Go(func() { x.inv(f[:h], t, par/2) })
		x.inv(f[h:], t|uint64(h), par-par/2)
		wg.Wait()
	} else {
		x.inv(f[:h], t, 1)
		x.inv(f[h:], t|uint64(h), 1)
	}
	var k kernel.Coef
	k.Set(x.w, twiddle(x.s, log2(h), t))
	x.layer(f, h, &k, true, par)
}

// layer does the butterflies of f[j], f[h+j] for j < h, on par goroutines.
func (x *transform) layer(f [][]byte, h int, k *kernel.Coef, inverse bool, par int) {
	parFor(par, h, parMin/2, func(lo, hi int) {
		for j := lo; j < hi; j++ {
			switch {
			case k.Value() == 0: // the block at 0, whose twiddle is s_i(0) = 0
				kernel.Xor(f[h+j], f[j])
			case inverse:
				kernel.Inv(f[j], f[h+j], k)
			default:
				kernel.Fwd(f[j], f[h+j], k)
			}
		}
	})
}

// parFor runs body on the ranges of [0, n) that it splits among at most par
// goroutines, each range at least least long, and waits for them.
func parFor(par, n, least int, body func(lo, hi int)) {
	parts := max(1, min(par, n/max(least, 1)))
	if parts == 1 {
		body(0, n)
		return
	}
	var wg sync.WaitGroup
	for p := range parts {
		lo, hi := n*p/parts, n*(p+1)/parts
		if p == parts-1 {
			body(lo, hi)
			continue
		}
		wg.Go(func() { body(lo, hi) })
	}
	wg.Wait()
}

// derivative replaces the novel coefficients a_j of g, j < n = len(f), by
// those of its formal derivative. Each s_i has derivative 1 (its only term
// of odd degree is x), so X_j' is the sum of X_(j - 2^i) over the bits i of
// j, and the coefficient of X_k in g' is the sum of a_(k + 2^i) over the
// bits i clear in k with k + 2^i < n. In increasing k it reads only
// coefficients not yet replaced.
func derivative(f [][]byte) {
	for k := range f {
		first := true
		for b := 1; k|b < len(f); b <<= 1 {
			if k&b != 0 {
				continue
			}
			if first {
				copy(f[k], f[k|b])
				first = false
			} else {
				kernel.Xor(f[k], f[k|b])
			}
		}
		if first {
			clear(f[k])
		}
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
