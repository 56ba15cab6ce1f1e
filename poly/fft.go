package poly

import (
	"fmt"
	"math/bits"
	"sync"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/par"
)

// The additive FFT evaluates a polynomial on the points 0, 1, ..., 2^k - 1,
// which form the F_2-subspace V_k of the nimbers spanned by 1, 2, 4, ...,
// 2^(k-1) (the nim-sum is the exclusive or). It follows Lin, Chung and Han
// (2014). The subspace polynomial
//
//	s_i(x) = product of (x - a) over a in V_i
//
// is F_2-linear in x, vanishes on V_i, and satisfies s_i(x + 2^i) =
// s_i(x) + s_i(2^i). In the nimbers s_i(2^i) = 1 for every i (the nimbers
// have a Cantor basis 1, 2, 4, 10, 20, 32, 76, ..., with one element in each
// [2^i, 2^(i+1))), so s_(i+1)(x) = s_i(x)^2 + s_i(x), and s_i(x) is the sum
// of x^(2^j) over the j whose bits are among those of i (Lucas' theorem):
// s_i has coefficients 0 and 1 and 2^popcount(i) terms.
//
// The novel polynomial basis is X_j = product of s_i over the bits i of j,
// for j < 2^k; X_j has degree j. Write f = f0 + s_(k-1) f1 with f0 and f1 of
// degree below 2^(k-1), in the basis X_j for j < 2^(k-1). On a coset
// t + V_(k-1), s_(k-1) takes the constant value c = s_(k-1)(t), and on
// t + 2^(k-1) + V_(k-1) the value c + 1, so the values of f there are
// f0 + c f1 and f0 + c f1 + f1: one butterfly u += c v, v += u per pair of
// coefficients, then two transforms of half the size. Each butterfly costs
// one product; the transform of size 2^k costs k 2^(k-1) products. Converting
// a polynomial from the monomial basis to the novel basis divides it by
// s_(k-1) recursively, which takes exclusive ors only, because the s_i have
// coefficients 0 and 1.

// fftTables holds the twiddles of the transform in rep: s[i][b] = s_i(2^b),
// so that s_i(t) is the exclusive or of the s[i][b] over the bits b of t, and
// d[i][z] = s_i(2^(i+1) (2^(z+1) - 1)), the change of the twiddle of layer i
// from block m-1 to block m, where z = tzcnt(m) (blocks of 2^(i+1) words).
type fftTables struct {
	s, d [64][64]uint64
}

// tables returns the fftTables for the vector kernels (vec) or the generic
// ones.
func tables(vec bool) *fftTables {
	if vec {
		return tablesVec()
	}
	return tablesNimber()
}

var tablesNimber = sync.OnceValue(func() *fftTables { return newTables(false) })
var tablesVec = sync.OnceValue(func() *fftTables { return newTables(true) })

func newTables(vec bool) *fftTables {
	t := new(fftTables)
	var v [64]uint64 // v[b] = s_i(2^b)
	for b := range v {
		v[b] = 1 << b
	}
	for i := range t.s {
		toRep(t.s[i][:], v[:], vec)
		for b := range v {
			v[b] ^= nimber.Square(v[b]) // s_(i+1) = s_i^2 + s_i
		}
	}
	for i := range t.d {
		var c uint64
		for z := 0; i+1+z < 64; z++ {
			c ^= t.s[i][i+1+z]
			t.d[i][z] = c
		}
	}
	return t
}

// twiddle returns s_i(t) from the table tw.
func twiddle(tw *[64][64]uint64, i int, t uint64) uint64 {
	var c uint64
	for t != 0 {
		c ^= tw[i][bits.TrailingZeros64(t)]
		t &= t - 1
	}
	return c
}

// toNovel converts f, the coefficients of a polynomial of degree below
// len(f) = 2^k in the monomial basis, to its coefficients in the novel
// basis, in place. The coefficients from m on must be zero: a polynomial of
// degree below 2^j has the same coefficients in both bases from 2^j on
// (zero), so only f[:2^j] is converted. It runs on up to procs cores.
func toNovel(f []uint64, m, procs int) {
	for len(f) > 1 && m <= len(f)/2 {
		f = f[:len(f)/2]
	}
	convert(f, false, procs)
}

// fromNovel undoes toNovel.
func fromNovel(f []uint64, procs int) { convert(f, true, procs) }

// convert is novel(f, 1), or with inverse monomial(f, 1), on up to procs
// cores when f is long, on one otherwise.
func convert(f []uint64, inverse bool, procs int) {
	if len(f) <= 16 || !par.Worth(len(f), parMin) {
		procs = 1
	}
	if inverse {
		monomial(f, 1, procs)
	} else {
		novel(f, 1, procs)
	}
}

// The conversion to the novel basis follows Gao and Mateer (2010). Let
// 2^tau be the largest power of two below k and T = 2^(2^tau). Then
// y = s_(2^tau)(x) = x^T + x, and s_(2^tau+i)(x) = s_i(y) for every i, so
// X_(j + T j') = X_j(x) X_j'(y) for j < T. Write f = sum of g_m(x) y^m
// with deg g_m < T (its Taylor expansion in y), and g_m in row m of a
// matrix: the conversion of each column, a polynomial in y, and then of each
// row, a polynomial in x, gives the novel coefficients, in place. The
// columns are converted all at once by the same algorithm on polynomials
// whose coefficients are whole rows. The Taylor expansion divides by
// y^M = x^(MT) + x^M recursively. Converting a polynomial of length n takes
// O(n log n log log n) exclusive ors, most of them of long rows.

// novel converts f from the monomial to the novel basis in place, where f
// holds 2^k coefficients of w words each (w = 1 for a polynomial), on up to
// procs cores. The parts of the recursion that write disjoint rows (the
// halves of the Taylor expansion, the blocks of rows) run on different
// cores, each with its share of them, so that a conversion starts a few
// goroutines a core, each for a large part, and procs == 1 starts none.
func novel(f []uint64, w, procs int) {
	n := len(f) / w
	if convertSmall(f, w, false) {
		return
	}
	k := bits.TrailingZeros(uint(n))
	t := 1 << (1 << (bits.Len(uint(k-1)) - 1)) // T, in coefficients
	taylor(f, n, t, w, procs)
	novel(f, t*w, procs)
	if !splitRows(len(f), w, t, procs) {
		for r := 0; r < len(f); r += t * w {
			novel(f[r:r+t*w], w, 1)
		}
		return
	}
	blocks := n / t
	par.Share(procs, blocks, 1, func(lo, hi int) {
		for b := lo; b < hi; b++ {
			novel(f[b*t*w:(b+1)*t*w], w, max(procs/blocks, 1))
		}
	})
}

// splitRows reports whether novel and monomial, on procs cores, convert
// the blocks of t rows of f, of the given length and w words a
// coefficient, on several: those of a polynomial (w == 1) from parMin
// words on, those of the deeper levels, whose rows are long, from deepMin,
// but for blocks of t == 2 rows, which are the same in both bases.
func splitRows(length, w, t, procs int) bool {
	return procs >= 2 && t > 2 && par.Worth(length, parMin) && (w == 1 || par.Worth(length, deepMin))
}

// monomial undoes novel.
func monomial(f []uint64, w, procs int) {
	n := len(f) / w
	if convertSmall(f, w, true) {
		return
	}
	k := bits.TrailingZeros(uint(n))
	t := 1 << (1 << (bits.Len(uint(k-1)) - 1))
	if !splitRows(len(f), w, t, procs) {
		for r := 0; r < len(f); r += t * w {
			monomial(f[r:r+t*w], w, 1)
		}
	} else {
		blocks := n / t
		par.Share(procs, blocks, 1, func(lo, hi int) {
			for b := lo; b < hi; b++ {
				monomial(f[b*t*w:(b+1)*t*w], w, max(procs/blocks, 1))
			}
		})
	}
	monomial(f, t*w, procs)
	untaylor(f, n, t, w, procs)
}

// The parts of the parallel paths are closures, built only on those
// paths: on the sequential ones, functions of this package do not
// allocate.

// parMin is the length of the transforms, and of the conversions to and
// from the novel basis, from which they split their work among the cores,
// and mapMin the length from which a pass of one operation a word (the
// exclusive ors of whole rows, the changes to and from rep, copies, the
// butterflies of one layer) does, in parts of mapMin/2 words or more. Both
// were set by BenchmarkEvalRange and BenchmarkMul (bench_test.go) with
// -cpu 1 and -cpu 2, so that each part takes far longer than starting a
// goroutine and waking a core, even on a virtual machine (docs/speed.md,
// "Two cores", gives both times).
//
// deepMin is the length from which the conversions split the rest of their
// recursion too (the halves of the Taylor expansions, the blocks of long
// rows); below it, each level is a pass or two over f too short for a
// goroutine of its own, and a conversion splits only its blocks of rows.
const (
	parMin  = 1 << 15
	mapMin  = 1 << 17
	deepMin = 1 << 20
)

// xorSplit is xorInto, split among up to procs cores when long: the
// exclusive ors of the conversions to and from the novel basis on whole
// rows. The length is compared first, so that the call inlines into the
// loops of taylor and untaylor, which make many short ones.
func xorSplit(dst, src []uint64, procs int) {
	if procs < 2 || len(src) < mapMin || !par.Worth(len(src), mapMin) {
		xorInto(dst, src)
		return
	}
	par.Share(procs, len(src), mapMin/2, func(lo, hi int) { xorInto(dst[lo:hi], src[lo:hi]) })
}

// toRepSplit, fromRepSplit, copySplit, clearSplit and mulSplit are toRep,
// fromRep, copy, clear and repMulSlice, split among the cores when long.
func toRepSplit(dst, src []uint64, vec bool) {
	if !par.Worth(len(src), mapMin) {
		toRep(dst, src, vec)
		return
	}
	par.Share(par.Procs(), len(src), mapMin/2, func(lo, hi int) { toRep(dst[lo:hi], src[lo:hi], vec) })
}

func fromRepSplit(dst, src []uint64, vec bool) {
	if !par.Worth(len(src), mapMin) {
		fromRep(dst, src, vec)
		return
	}
	par.Share(par.Procs(), len(src), mapMin/2, func(lo, hi int) { fromRep(dst[lo:hi], src[lo:hi], vec) })
}

func copySplit(dst, src []uint64) {
	if !par.Worth(len(src), mapMin) {
		copy(dst, src)
		return
	}
	par.Share(par.Procs(), len(src), mapMin/2, func(lo, hi int) { copy(dst[lo:hi], src[lo:hi]) })
}

func clearSplit(x []uint64) {
	if !par.Worth(len(x), mapMin) {
		clear(x)
		return
	}
	par.Share(par.Procs(), len(x), mapMin/2, func(lo, hi int) { clear(x[lo:hi]) })
}

func mulSplit(dst, x, y []uint64) {
	if !par.Worth(len(dst), mapMin) {
		repMulSlice(dst, x, y)
		return
	}
	par.Share(par.Procs(), len(dst), mapMin/2, func(lo, hi int) { repMulSlice(dst[lo:hi], x[lo:hi], y[lo:hi]) })
}

// convertSmall does novel(f, w) (or, with inverse, monomial) and reports
// true if f has at most 2 coefficients, or at most 16 of one word each;
// otherwise it reports false and does nothing.
func convertSmall(f []uint64, w int, inverse bool) bool {
	n := len(f) / w
	switch {
	case n <= 2:
	case w != 1 || n > 16:
		return false
	case n == 16 && !inverse:
		novel16((*[16]uint64)(f))
	case n == 16:
		monomial16((*[16]uint64)(f))
	case !inverse:
		ops := smallOps[bits.TrailingZeros(uint(n))]
		for i := 0; i < len(ops); i += 2 {
			f[ops[i]] ^= f[ops[i+1]]
		}
	default:
		ops := smallOps[bits.TrailingZeros(uint(n))]
		for i := len(ops) - 2; i >= 0; i -= 2 {
			f[ops[i]] ^= f[ops[i+1]]
		}
	}
	return true
}

// taylor replaces f, n coefficients of w words, by its Taylor expansion in
// y = x^t + x: the coefficients of g_m in f[m t w : (m+1) t w]. Dividing by
// y^M = x^(n/2) + x^M, for M = n/2/t, adds each coefficient from n/2 up,
// the top down, to the one n/2 - M below; the top M land in the upper half
// (and are added first), the others below it.
func taylor(f []uint64, n, t, w, procs int) {
	for n > t {
		h := n / 2
		m := h / t
		xorSplit(f[h*w:(h+m)*w], f[(n-m)*w:n*w], procs)
		xorSplit(f[m*w:h*w], f[h*w:(n-m)*w], procs)
		if h > t && procs >= 2 && par.Worth(n*w, deepMin) {
			// The upper half's expansion and the lower half's rest write
			// disjoint halves (at h == t, both are done).
			lower, upper := f[:h*w], f[h*w:n*w]
			par.Run(true,
				func() { taylor(upper, h, t, w, procs/2) },
				func() { taylor(lower, h, t, w, procs-procs/2) })
			return
		}
		taylor(f[h*w:n*w], h, t, w, procs)
		n = h
	}
}

// untaylor undoes taylor.
func untaylor(f []uint64, n, t, w, procs int) {
	if n <= t {
		return
	}
	h := n / 2
	m := h / t
	if h > t && procs >= 2 && par.Worth(n*w, deepMin) {
		par.Run(true,
			func() { untaylor(f[:h*w], h, t, w, procs/2) },
			func() { untaylor(f[h*w:n*w], h, t, w, procs-procs/2) })
	} else {
		untaylor(f[:h*w], h, t, w, procs)
		untaylor(f[h*w:n*w], h, t, w, procs)
	}
	xorSplit(f[m*w:h*w], f[h*w:(n-m)*w], procs)
	xorSplit(f[h*w:(h+m)*w], f[(n-m)*w:n*w], procs)
}

// lowTerms[i] lists the exponents 2^j of the terms of s_i below x^(2^i):
// j runs over the proper submasks of i, in decreasing order.
var lowTerms = func() (t [64][]int) {
	for i := 1; i < 64; i++ {
		for j := (i - 1) & i; ; j = (j - 1) & i {
			t[i] = append(t[i], 1<<j)
			if j == 0 {
				break
			}
		}
	}
	return t
}()

// smallOps[k] lists the exclusive ors that convert a polynomial of length
// 2^k <= 16 to the novel basis, as pairs (target, source) in order: the
// division by s_(k-1), which adds each coefficient of x^t, from the top down
// to x^(2^(k-1)), to those of x^(t-2^(k-1)+e) for the lower terms x^e of
// s_(k-1), and then the same on each half.
var smallOps = func() (ops [5][]uint8) {
	var div func(k, lo, n int)
	div = func(k, lo, n int) {
		if n <= 2 {
			return
		}
		h := n / 2
		for t := lo + n - 1; t >= lo+h; t-- {
			for _, e := range lowTerms[bits.TrailingZeros(uint(h))] {
				ops[k] = append(ops[k], uint8(t-h+e), uint8(t))
			}
		}
		div(k, lo, h)
		div(k, lo+h, h)
	}
	for k := range ops {
		div(k, 0, 1<<k)
	}
	return ops
}()

// novel16 is novel for 16 coefficients, the operations of smallOps[4]
// spelled out: the division by s_3 = x^8 + x^4 + x^2 + x, then by
// s_2 = x^4 + x and s_1 = x^2 + x on each half.
func novel16(f *[16]uint64) {
	for t := 15; t >= 8; t-- {
		c := f[t]
		f[t-4] ^= c
		f[t-6] ^= c
		f[t-7] ^= c
	}
	novel8((*[8]uint64)(f[:8]))
	novel8((*[8]uint64)(f[8:]))
}

func novel8(f *[8]uint64) {
	f[4] ^= f[7]
	f[3] ^= f[6]
	f[2] ^= f[5]
	f[1] ^= f[4]
	f[2] ^= f[3]
	f[1] ^= f[2]
	f[6] ^= f[7]
	f[5] ^= f[6]
}

// monomial16 undoes novel16.
func monomial16(f *[16]uint64) {
	monomial8((*[8]uint64)(f[:8]))
	monomial8((*[8]uint64)(f[8:]))
	for t := 8; t <= 15; t++ {
		c := f[t]
		f[t-7] ^= c
		f[t-6] ^= c
		f[t-4] ^= c
	}
}

func monomial8(f *[8]uint64) {
	f[5] ^= f[6]
	f[6] ^= f[7]
	f[1] ^= f[2]
	f[2] ^= f[3]
	f[1] ^= f[4]
	f[2] ^= f[5]
	f[3] ^= f[6]
	f[4] ^= f[7]
}

// fftChunkLen is the length up to which a transform runs layer by layer;
// longer ones do their first layer (or, inverse, their last) on the whole
// and recurse on the halves, so that the layers below run in cache.
const fftChunkLen = 1 << 12

// fwd is the additive FFT in rep (the vector kernels' if vec is set): it
// replaces f, the novel-basis coefficients of a polynomial of degree below
// len(f) = 2^k, by its values at t, t+1, ..., t + 2^k - 1, for t a multiple
// of 2^k. With vec, len(f) must be 16 or more.
func fwd(f []uint64, t uint64, vec bool) {
	tab := tables(vec)
	for len(f) > fftChunkLen {
		h := len(f) / 2
		i := bits.TrailingZeros(uint(h))
		layer(f, h, twiddle(&tab.s, i, t), &tab.d[i], false, vec)
		fwd(f[:h], t, vec)
		f, t = f[h:], t|uint64(h)
	}
	chunk(f, t, tab, false, vec)
}

// inv undoes fwd.
func inv(f []uint64, t uint64, vec bool) {
	tab := tables(vec)
	if len(f) <= fftChunkLen {
		chunk(f, t, tab, true, vec)
		return
	}
	h := len(f) / 2
	i := bits.TrailingZeros(uint(h))
	inv(f[:h], t, vec)
	inv(f[h:], t|uint64(h), vec)
	layer(f, h, twiddle(&tab.s, i, t), &tab.d[i], true, vec)
}

// transform is fwd (or, with inverse, inv) split among up to procs cores
// when f is long: its first layer, one block, by positions, and its two
// halves, each on half the cores, down to one core a part, so that a
// transform starts fewer goroutines than it has cores.
func transform(f []uint64, t uint64, vec, inverse bool, procs int) {
	if !par.Worth(len(f), parMin) {
		procs = 1
	}
	split(f, t, vec, inverse, procs)
}

func split(f []uint64, t uint64, vec, inverse bool, procs int) {
	if procs < 2 || len(f) <= fftChunkLen {
		if inverse {
			inv(f, t, vec)
		} else {
			fwd(f, t, vec)
		}
		return
	}
	h := len(f) / 2
	c := twiddle(&tables(vec).s, bits.TrailingZeros(uint(h)), t)
	if !inverse {
		butterflies(f, c, false, vec)
	}
	par.Run(true,
		func() { split(f[:h], t, vec, inverse, procs/2) },
		func() { split(f[h:], t|uint64(h), vec, inverse, procs-procs/2) })
	if inverse {
		butterflies(f, c, true, vec)
	}
}

// butterflies is layer on f as one block, with the twiddle c, split among
// the cores: each part does the butterflies of its range of positions.
func butterflies(f []uint64, c uint64, inverse, vec bool) {
	h := len(f) / 2
	par.Share(par.Procs(), h, mapMin/2, func(lo, hi int) {
		u, v := f[lo:hi], f[h+lo:h+hi]
		if inverse {
			xorInto(v, u)
		}
		if c != 0 {
			addMul(u, v, c, vec)
		}
		if !inverse {
			xorInto(v, u)
		}
	})
}

// fftMul sets dst to a*b for len(a) >= len(b) >= 1 and len(dst) ==
// len(a)+len(b)-1, by the additive FFT: both operands are evaluated on V_k,
// the values multiplied and the product interpolated. If a is much longer
// than b it is cut into pieces, each multiplied by the one transform of b.
// The operands and the result are nimbers if nimbers is set (converted to
// rep on the way into the transforms and back on the way out), in rep
// otherwise.
func fftMul(dst, a, b []uint64, nimbers bool) {
	// 2^k >= 16, the least length of the vector kernels' transforms.
	k := max(min(bits.Len(uint(len(a)+len(b)-2)), bits.Len(uint(len(b)-1))+1), 4)
	n := 1 << k
	piece := n - len(b) + 1
	procs, vec := par.Procs(), kernel.PolyVec()
	buf := getScratch(2 * n)
	fa, fb := (*buf)[:n], (*buf)[n:]
	// When a is one piece, the transforms of a and b are independent: each
	// runs on half the cores, which spares the forks of their passes.
	paired := len(a) <= piece && procs >= 2 && par.Worth(n, parMin)
	if paired {
		par.Run(true,
			func() { fftLoad(fb, b, nimbers, procs/2) },
			func() { fftLoad(fa, a, nimbers, procs-procs/2) })
	} else {
		fftLoad(fb, b, nimbers, procs)
	}
	for off := 0; off < len(a); off += piece {
		p := a[off:min(off+piece, len(a))]
		if !paired {
			fftLoad(fa, p, nimbers, procs)
		}
		mulSplit(fa, fa, fb)
		transform(fa, 0, vec, true, procs)
		fromNovel(fa, procs)
		out := fa[:len(p)+len(b)-1]
		switch {
		case off == 0 && nimbers:
			// The first piece goes from rep straight into dst: one pass
			// over the product, not a conversion and then a copy.
			fromRepSplit(dst[:len(out)], out, vec)
		case off == 0:
			copySplit(dst, out)
		case nimbers:
			fromRepSplit(out, out, vec)
		}
		if off == 0 {
			clearSplit(dst[len(out):])
		} else {
			xorInto(dst[off:], out)
		}
	}
	putScratch(buf)
}

// fftLoad sets f, of length 2^k >= 16, to the values on V_k of the
// polynomial p, of length at most 2^k, by the additive FFT, on up to procs
// cores: p is converted to rep if nimbers is set, and in rep otherwise.
//
// When p fits in the lower half g of a transform longer than fftChunkLen,
// the upper half is zero in the novel basis too, and the first layer of
// fwd, whose butterflies add to the lower half a multiple of the upper and
// then the lower half to the upper, copies g into it: the copy takes the
// place of clearing the upper half and of that layer, and each half is
// transformed as fwd would.
func fftLoad(f, p []uint64, nimbers bool, procs int) {
	vec := kernel.PolyVec()
	g := f
	if len(f) > fftChunkLen && len(p) <= len(f)/2 {
		g = f[:len(f)/2]
	}
	switch {
	case procs < 2 && nimbers:
		toRep(g[:len(p)], p, vec)
	case procs < 2:
		copy(g, p)
	case nimbers:
		toRepSplit(g[:len(p)], p, vec)
	default:
		copySplit(g, p)
	}
	if procs < 2 {
		clear(g[len(p):])
	} else {
		clearSplit(g[len(p):])
	}
	toNovel(g, len(p), procs)
	if len(g) == len(f) {
		transform(f, 0, vec, false, procs)
		return
	}
	h := len(g)
	if procs < 2 {
		copy(f[h:], g)
	} else {
		copySplit(f[h:], g)
	}
	if procs < 2 || !par.Worth(len(f), parMin) {
		fwd(g, 0, vec)
		fwd(f[h:], uint64(h), vec)
		return
	}
	par.Run(true,
		func() { transform(g, 0, vec, false, procs/2) },
		func() { transform(f[h:], uint64(h), vec, false, procs-procs/2) })
}

// EvalRange returns the values p(0), p(1), ..., p(2^k - 1), computed by the
// additive FFT in O(2^k k) operations (plus O(deg p) when deg p >= 2^k). It
// allocates 2^k words; 2^k words must fit in memory.
//
// EvalRange panics if k is negative or not below bits.UintSize - 3, when
// 2^k words cannot make a slice.
func EvalRange(p Poly, k int) []uint64 {
	if k < 0 || k >= bits.UintSize-3 {
		panic(fmt.Sprintf("poly: EvalRange with k = %d, negative or too large for a slice", k))
	}
	dst := make([]uint64, 1<<k)
	EvalRangeTo(dst, p)
	return dst
}

// EvalRangeTo sets dst[t] = p(t) for every t < len(dst), like EvalRange with
// 2^k = len(dst). It does not allocate once warm, but for a few small
// blocks when it runs on several cores (see the package documentation).
//
// EvalRangeTo panics if len(dst) is not a power of two.
func EvalRangeTo(dst []uint64, p Poly) {
	n := len(dst)
	if n == 0 || n&(n-1) != 0 {
		panic("poly: EvalRangeTo into a slice whose length is not a power of two")
	}
	p = norm(p)
	if len(p) <= n {
		copySplit(dst, p)
		clearSplit(dst[len(p):])
	} else {
		// p mod s_k has the same values on V_k.
		buf := getScratch(len(p))
		q := *buf
		copy(q, p)
		reduceSubspace(q, n)
		copy(dst, q[:n])
		putScratch(buf)
	}
	vec := kernel.PolyVec() && n >= 16
	toRepSplit(dst, dst, vec)
	toNovel(dst, min(len(p), n), par.Procs())
	transform(dst, 0, vec, false, par.Procs())
	fromRepSplit(dst, dst, vec)
}

// reduceSubspace reduces q modulo s_k for n = 2^k <= len(q), in place: the
// remainder is q[:n]. With s_k = x^n + the lower terms x^e, x^t for t >= n
// is x^(t-n) times the sum of the x^e.
func reduceSubspace(q []uint64, n int) {
	terms := lowTerms[bits.TrailingZeros(uint(n))]
	for t := len(q) - 1; t >= n; t-- {
		if c := q[t]; c != 0 {
			for _, e := range terms {
				q[t-n+e] ^= c
			}
		}
	}
}

// InterpolateRange returns the polynomial p of degree below n = len(ys) with
// p(t) = ys[t] for every t < n, the inverse of EvalRange, by the inverse
// additive FFT in O(n log n) operations.
//
// InterpolateRange panics if n is not a power of two (1 is; 0 is not), as
// EvalRangeTo does.
func InterpolateRange(ys []uint64) Poly { return InterpolateRangeTo(nil, ys) }

// InterpolateRangeTo is InterpolateRange into dst, with the conventions of
// MulTo; dst may be ys itself, whose values are then replaced by the
// coefficients. Once warm, it does not allocate when dst has the capacity,
// but as MulTo on several cores.
//
// InterpolateRangeTo panics if len(ys) is not a power of two.
func InterpolateRangeTo(dst Poly, ys []uint64) Poly {
	n := len(ys)
	if n == 0 || n&(n-1) != 0 {
		panic("poly: InterpolateRangeTo of a slice whose length is not a power of two")
	}
	if sameArray(dst, ys) && (cap(dst) < n || &dst[:1][0] != &ys[0]) {
		dst = nil
	}
	f := resize(dst, n)
	vec := kernel.PolyVec() && n >= 16
	toRepSplit(f, ys, vec)
	transform(f, 0, vec, true, par.Procs())
	fromNovel(f, par.Procs())
	fromRepSplit(f, f, vec)
	return norm(f)
}
