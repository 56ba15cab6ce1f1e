package poly

import "github.com/nimberdev/nimber/internal/kernel"

// Mul returns the product a*b, a new Poly.
//
// Mul picks its method by the length of the shorter operand: the schoolbook
// method for short ones, Karatsuba's for medium ones and the additive FFT
// (see the package documentation) for long ones, with thresholds measured on
// each kind of machine; an operand much longer than the other is cut into
// pieces of the length of the shorter. A polynomial times itself is its
// square, which takes no products of coefficients (see Square).
func Mul(a, b Poly) Poly { return MulTo(nil, a, b) }

// MulTo sets dst to a*b and returns it, with the conventions of math/big: the
// result is written into dst's storage when its capacity suffices, and
// allocated otherwise, and dst may share storage with a or b (then the
// result is computed in new storage). Once warm, MulTo does not allocate when
// dst has the capacity and shares no storage with a or b, but for a few
// small blocks when the product is long enough to run on several cores
// (see the package documentation).
func MulTo(dst, a, b Poly) Poly {
	a, b = norm(a), norm(b)
	if len(a) == 0 || len(b) == 0 {
		return dst[:0]
	}
	if &a[0] == &b[0] && len(a) == len(b) {
		return SquareTo(dst, a)
	}
	n := len(a) + len(b) - 1
	if sameArray(dst, a) || sameArray(dst, b) {
		dst = nil
	}
	dst = resize(dst, n)
	mulInto(dst, a, b)
	return dst
}

// mulInto sets dst to a*b for nonempty a and b and len(dst) ==
// len(a)+len(b)-1; dst must not overlap a or b.
func mulInto(dst, a, b []uint64) {
	switch n := min(len(a), len(b)); {
	case n < repMulMin:
		basecaseGeneric(dst, a, b)
		return
	case n >= tuned().fft:
		if len(a) < len(b) {
			a, b = b, a
		}
		fftMul(dst, a, b, true)
		return
	}
	buf := getScratch(len(a) + len(b) + len(dst))
	ra, rest := (*buf)[:len(a)], (*buf)[len(a):]
	rb, rd := rest[:len(b)], rest[len(b):]
	toRep(ra, a, kernel.PolyVec())
	toRep(rb, b, kernel.PolyVec())
	repMul(rd, ra, rb)
	fromRep(dst, rd, kernel.PolyVec())
	putScratch(buf)
}

// repMulMin is the length of the shorter operand from which mulInto changes
// to rep and back rather than multiplying the nimbers directly.
const repMulMin = 4

// repMul sets dst to a*b in rep, for nonempty a and b and len(dst) ==
// len(a)+len(b)-1; dst must not overlap a or b.
func repMul(dst, a, b []uint64) {
	if len(a) < len(b) {
		a, b = b, a
	}
	switch n := len(b); {
	case n < tuned().karatsuba:
		basecase(dst, a, b)
	case n >= tuned().fft:
		fftMul(dst, a, b, false)
	case len(a) == n:
		buf := getScratch(karatsubaScratch(n))
		karatsuba(dst, a, b, *buf)
		putScratch(buf)
	default:
		// Cut a into pieces of the length of b.
		buf := getScratch(2 * n)
		tmp := (*buf)[:2*n-1]
		clear(dst)
		for off := 0; off < len(a); off += n {
			piece := a[off:min(off+n, len(a))]
			t := tmp[:len(piece)+n-1]
			repMul(t, piece, b)
			xorInto(dst[off:], t)
		}
		putScratch(buf)
	}
}

// karatsubaScratch returns the scratch space karatsuba needs for operands
// of length n: 4h words at each level for h = ceil(n/2), or 4n+O(log n) in
// all.
func karatsubaScratch(n int) int { return 4*n + 64 }

// karatsuba sets dst to a*b in rep for len(a) == len(b) == n and len(dst) ==
// 2n-1, by Karatsuba's method: with a = a0 + x^h a1 and b = b0 + x^h b1,
//
//	a*b = z0 + x^h (z1 - z0 - z2) + x^2h z2,
//	z0 = a0*b0, z1 = (a0+a1)(b0+b1), z2 = a1*b1.
//
// scratch must hold karatsubaScratch(n) words.
func karatsuba(dst, a, b, scratch []uint64) {
	n := len(a)
	if n < tuned().karatsuba {
		basecase(dst, a, b)
		return
	}
	h := (n + 1) / 2
	a0, a1, b0, b1 := a[:h], a[h:], b[:h], b[h:]
	z0, z2 := dst[:2*h-1], dst[2*h:]
	dst[2*h-1] = 0
	karatsuba(z0, a0, b0, scratch)
	karatsuba(z2, a1, b1, scratch)
	sa, sb, z1, rest := scratch[:h], scratch[h:2*h], scratch[2*h:4*h-1], scratch[4*h:]
	copy(sa, a0)
	xorInto(sa, a1)
	copy(sb, b0)
	xorInto(sb, b1)
	karatsuba(z1, sa, sb, rest)
	xorInto(z1, z0)
	xorInto(z1, z2)
	xorInto(dst[h:], z1)
}
