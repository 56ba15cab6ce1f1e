package nimber

import (
	"sync"

	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/par"
)

// The arithmetic of Big on word slices, in the field F_(2^(64n)) for n a
// power of two. Each recursion below, a method of wordTables, takes its
// result z, of exactly n words, operands of at most n words (missing high
// words are zero), and scratch space s; z shares no memory with the
// operands or with s. Splitting a value
// x of that field at P = 2^(32n) into halves x = xh*P + xl, with H = P/2 the
// top bit of the half field, the rules of the Fermat 2-power P are
//
//	P*P = P + H, and a*P is a shifted by 32n bits for a < P,
//
// from which every recursion follows; each bottoms out in the 64-bit
// functions Mul, Square, Sqrt and Inv of this package.

// hh64 is 2^63 * 2^63, the square of the top bit of F_(2^64); the tests check
// it against the slow reference.
const hh64 = 0xde4ae3a94a88a921

// A wordTables holds the tables at the bottom of the recursions below, which
// are its methods: the products by the top bit 2^63 of F_(2^64) and by its
// square. They are GF(2)-linear maps, and tabulated they cost a third of a
// general product.
type wordTables struct {
	mulH, mulHH kernel.LinearMap // x -> x*2^63, x -> x*2^63*2^63
}

// bigTables returns the wordTables, built on first use from Mul.
var bigTables = sync.OnceValue(func() *wordTables {
	return &wordTables{
		mulH:  kernel.NewLinearMap(func(x uint64) uint64 { return Mul(x, 1<<63) }),
		mulHH: kernel.NewLinearMap(func(x uint64) uint64 { return Mul(x, hh64) }),
	}
})

// scratchWords returns the scratch space, in words, that the recursions of
// this file need for n-word values. Each one's comment gives its own need;
// the largest are those of mulWords and invWords: mulWords uses 2n at its
// own level and then recurses at half the width, 2n + n + n/2 + ... < 4n in
// all, and invWords keeps the norm (0.5n) while normWords needs 3n, n at
// its own level and 2n for its half-width product: 3.5n in all.
func scratchWords(n int) int { return 4 * n }

// split returns the low and high halves of x, a value of 2h words at most;
// either may be shorter than h words, and the high half may be empty.
func split(x []uint64, h int) (lo, hi []uint64) {
	k := min(len(x), h)
	return x[:k], x[k:]
}

// word returns x[i], or 0 when x has no word i.
func word(x []uint64, i int) uint64 {
	if i < len(x) {
		return x[i]
	}
	return 0
}

// leaf ends the recursions below where their result needs no split: it
// clears z when x is 0, and sets z[0] = f(x[0]) in a field of one word. It
// returns x without its high zero words, and whether it has set z. Callers
// pass f as a function literal, which the compiler inlines together with
// leaf; a function value such as Square would be called indirectly.
func leaf(z, x []uint64, f func(uint64) uint64) ([]uint64, bool) {
	x = trim(x)
	switch {
	case len(x) == 0:
		clear(z)
		return x, true
	case len(z) == 1:
		z[0] = f(x[0])
		return x, true
	}
	return x, false
}

// xorWords sets t to a + b, each of len(t) words at most.
func xorWords(t, a, b []uint64) {
	copy(t, a)
	clear(t[len(a):])
	for i, v := range b {
		t[i] ^= v
	}
}

// mulWords sets z to x*y. It needs 4n words of scratch.
func (w *wordTables) mulWords(z, x, y, s []uint64) {
	x = trim(x)
	if len(x) < len(y) {
		x, y = y, x
	}
	// x is the longer operand: when y is nonzero, so is x.
	y, done := leaf(z, y, func(v uint64) uint64 { return Mul(x[0], v) })
	if done {
		return
	}
	n := len(z)
	if n == 2 {
		// The recursion below, unrolled at its last level.
		x0, x1 := word(x, 0), word(x, 1)
		y0, y1 := word(y, 0), word(y, 1)
		z0 := Mul(x0, y0)
		z[1] = z0 ^ Mul(x0^x1, y0^y1)
		z[0] = z0 ^ w.mulH.Apply(Mul(x1, y1))
		return
	}
	h := n / 2
	zl, zh := z[:h], z[h:]
	xl, xh := split(x, h)
	if par.Worth(n, bigParMin) {
		w.mulSplit(z, x, y, s)
		return
	}
	if len(y) <= h {
		// y lies in the half field: (xh*P + xl)*y = (xh*y)*P + xl*y.
		w.mulWords(zl, xl, y, s)
		w.mulWords(zh, xh, y, s)
		return
	}
	yl, yh := y[:h], y[h:]
	// (xh*P + xl)(yh*P + yl) = (z0 + z1)*P + z0 + z2*H, with the three
	// half-width products z0 = xl*yl, z1 = (xh+xl)(yh+yl), z2 = xh*yh.
	w.mulWords(zl, xl, yl, s) // z0
	w.mulWords(zh, xh, yh, s) // z2
	z2h := s[:h]
	w.mulHWords(z2h, zh, s[h:])
	xs, ys, z1 := s[h:2*h], s[2*h:3*h], s[3*h:4*h]
	xorWords(xs, xl, xh)
	xorWords(ys, yl, yh)
	w.mulWords(z1, xs, ys, s[4*h:])
	for i := range zh {
		zh[i] = zl[i] ^ z1[i]
		zl[i] ^= z2h[i]
	}
}

// bigParMin is the width in words from which mulWords and squareWords run
// their products of half the width on several cores (package
// internal/par), each part with scratch space of its own.
const bigParMin = 512

// bigSquareParMin is bigParMin for squareWords, whose work grows more
// slowly with the width.
const bigSquareParMin = 1024

// mulSplit is mulWords, for len(x) >= len(y) and a nonzero y, with the
// products of half the width, z0, z2 and z1 (or the two by y when y lies in
// the half field), run concurrently: each writes its own words, and their
// sums follow as in mulWords.
func (w *wordTables) mulSplit(z, x, y, s []uint64) {
	h := len(z) / 2
	zl, zh := z[:h], z[h:]
	xl, xh := split(x, h)
	// Each part that runs beside the caller's has scratch space of its own.
	tp := getWords(4 * h)
	defer putWords(tp)
	t := *tp
	if len(y) <= h {
		par.Run(true, func() { w.mulWords(zl, xl, y, s) }, func() { w.mulWords(zh, xh, y, t) })
		return
	}
	yl, yh := y[:h], y[h:]
	z2h, xs, ys, z1 := s[:h], s[h:2*h], s[2*h:3*h], s[3*h:4*h]
	xorWords(xs, xl, xh)
	xorWords(ys, yl, yh)
	up := getWords(4 * h)
	defer putWords(up)
	u := *up
	par.Run(true,
		func() { w.mulWords(zl, xl, yl, t) },
		func() {
			w.mulWords(zh, xh, yh, u)
			w.mulHWords(z2h, zh, u)
		},
		func() { w.mulWords(z1, xs, ys, s[4*h:]) })
	for i := range zh {
		zh[i] = zl[i] ^ z1[i]
		zl[i] ^= z2h[i]
	}
}

// mulHWords sets z to x*2^(64n-1), the product by the top bit of the field.
// That top bit is P*H, and with x = xh*P + xl,
//
//	x*P*H = ((xh + xl)*H)*P + xh*H*H,
//
// two products by constants of the half field, and no general product. It
// needs 1.5n words of scratch.
func (w *wordTables) mulHWords(z, x, s []uint64) {
	x, done := leaf(z, x, func(v uint64) uint64 { return w.mulH.Apply(v) })
	if done {
		return
	}
	if len(z) == 2 {
		x0, x1 := word(x, 0), word(x, 1)
		z[1] = w.mulH.Apply(x0 ^ x1)
		z[0] = w.mulHH.Apply(x1)
		return
	}
	h := len(z) / 2
	xl, xh := split(x, h)
	xs := s[:h]
	xorWords(xs, xl, xh)
	w.mulHWords(z[h:], xs, s[h:])
	w.mulHHWords(z[:h], xh, s[h:])
}

// mulHHWords sets z to x*(2^(64n-1))^2. Applying the rule of mulHWords twice:
// if x*P*H = u*P + v, with u = (xh + xl)*H and v = xh*H*H, then
//
//	x*(P*H)^2 = (u*P + v)*P*H = ((u + v)*H)*P + u*H*H.
//
// It needs 2n words of scratch.
func (w *wordTables) mulHHWords(z, x, s []uint64) {
	x, done := leaf(z, x, func(v uint64) uint64 { return w.mulHH.Apply(v) })
	if done {
		return
	}
	if len(z) == 2 {
		x0, x1 := word(x, 0), word(x, 1)
		u := w.mulH.Apply(x0 ^ x1)
		z[1] = w.mulH.Apply(u ^ w.mulHH.Apply(x1))
		z[0] = w.mulHH.Apply(u)
		return
	}
	h := len(z) / 2
	xl, xh := split(x, h)
	xs, u := s[:h], s[h:2*h]
	xorWords(xs, xl, xh)
	w.mulHWords(u, xs, s[2*h:])
	zl := z[:h]
	w.mulHHWords(zl, xh, s[2*h:]) // v
	for i := range zl {
		zl[i] ^= u[i] // u + v
	}
	w.mulHWords(z[h:], zl, s[2*h:])
	w.mulHHWords(zl, u, s[2*h:])
}

// squareWords sets z to x*x. Squaring is additive in characteristic 2, so
//
//	(xh*P + xl)^2 = xh^2*P*P + xl^2 = xh^2*P + xh^2*H + xl^2.
//
// It needs 1.25n words of scratch.
func (w *wordTables) squareWords(z, x, s []uint64) {
	x, done := leaf(z, x, func(v uint64) uint64 { return Square(v) })
	if done {
		return
	}
	h := len(z) / 2
	xl, xh := split(x, h)
	zl, zh := z[:h], z[h:]
	if par.Worth(len(z), bigSquareParMin) {
		u := getWords(5*h/4 + 1)
		par.Run(true, func() { w.squareWords(zh, xh, s) }, func() { w.squareWords(zl, xl, *u) })
		putWords(u)
	} else {
		w.squareWords(zh, xh, s)
		w.squareWords(zl, xl, s)
	}
	t := s[:h]
	w.mulHWords(t, zh, s[h:])
	for i := range zl {
		zl[i] ^= t[i]
	}
}

// sqrtWords sets z to the square root of x, inverting squareWords: if
// x = c*P + d is the square of a*P + b, then c = a^2 and d = c*H + b^2, so
// a = sqrt(c) and b = sqrt(d + c*H). It needs 1.25n words of scratch.
func (w *wordTables) sqrtWords(z, x, s []uint64) {
	x, done := leaf(z, x, func(v uint64) uint64 { return Sqrt(v) })
	if done {
		return
	}
	h := len(z) / 2
	d, c := split(x, h)
	t := s[:h]
	w.mulHWords(t, c, s[h:])
	for i, v := range d {
		t[i] ^= v
	}
	w.sqrtWords(z[:h], t, s[h:])
	w.sqrtWords(z[h:], c, s[h:])
}

// normWords sets d, of h words, to the norm of x over the half field of
// F_(2^(128h)): the product of x = xh*P + xl with its conjugate
// xh*P + (xh + xl), which is
//
//	d = (xh + xl)*xl + xh^2*H,
//
// and lies in the half field. The conjugate is x^(2^(64h)), the image of x
// under the automorphism that fixes the half field and sends P, a root of
// t*t + t = H, to the other root P + 1; so d = x^(2^(64h) + 1). It needs 6h
// words of scratch: 2h at its own level and 4h for its half-width product.
func (w *wordTables) normWords(d, x, s []uint64) {
	h := len(d)
	xl, xh := split(x, h)
	xs, t := s[:h], s[h:2*h]
	xorWords(xs, xl, xh)
	w.mulWords(d, xs, xl, s[2*h:])
	w.squareWords(t, xh, s[2*h:])
	w.mulHWords(xs, t, s[2*h:])
	for i := range d {
		d[i] ^= xs[i]
	}
}

// invWords sets z to the inverse of x != 0. With d the norm of x
// (normWords), 1/x is the conjugate divided by d,
//
//	1/x = (xh/d)*P + (xh + xl)/d,
//
// with one inverse of half the width. It needs 3.5n words of scratch.
func (w *wordTables) invWords(z, x, s []uint64) {
	x, done := leaf(z, x, func(v uint64) uint64 { return Inv(v) })
	if done {
		return
	}
	h := len(z) / 2
	xl, xh := split(x, h)
	zl, zh := z[:h], z[h:]
	if len(xh) == 0 {
		w.invWords(zl, xl, s)
		clear(zh)
		return
	}
	d, t, xs := s[:h], s[h:2*h], s[2*h:3*h]
	w.normWords(d, x, s[h:])
	w.invWords(t, d, s[2*h:])
	xorWords(xs, xl, xh)
	w.mulWords(zh, xh, t, s[3*h:])
	w.mulWords(zl, xs, t, s[3*h:])
}

// artinWords sets z to a root t of t*t + t = d, for d of trace 0 in the
// field, that is with bit 64n-1 clear (see Big.Trace); it ignores that bit,
// and for any d it solves the equation with the bit cleared. The other root
// is t + 1. Writing t = th*P + tl and d = dh*P + dl,
//
//	t*t + t = (th^2 + th)*P + th^2*H + tl^2 + tl,
//
// so th solves th^2 + th = dh and then tl solves tl^2 + tl = dl + th^2*H,
// two equations of half the width. The first is solvable, since the top bit
// of dh is that of d. Its other root th + 1 adds H to the right side of the
// second ((th + 1)^2 = th^2 + 1), which flips the top bit of that side, its
// trace; so exactly one of the two roots makes the second solvable, and
// artinWords takes that one. The top bit of d is that of dh, and so on down
// to the 64-bit table artinMap, which ignores it. It needs 2n words of
// scratch.
func (w *wordTables) artinWords(z, d, s []uint64) {
	d, done := leaf(z, d, func(v uint64) uint64 { return artinMap.Apply(v) })
	if done {
		return
	}
	h := len(z) / 2
	dl, dh := split(d, h)
	zl, zh := z[:h], z[h:]
	w.artinWords(zh, dh, s)
	sq, e := s[:h], s[h:2*h]
	w.squareWords(sq, zh, s[2*h:])
	w.mulHWords(e, sq, s[2*h:])
	for i, v := range dl {
		e[i] ^= v
	}
	if e[h-1]>>63 != 0 {
		zh[0] ^= 1 // th + 1 adds H to e, clearing the top bit that the call below ignores
	}
	w.artinWords(zl, e, s[2*h:])
}
