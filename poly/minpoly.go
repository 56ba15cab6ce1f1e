package poly

import (
	"fmt"

	"github.com/nimberdev/nimber"
)

// MinPoly returns the minimal polynomial of x over the subfield F_(2^w) of
// the nimbers (the values below 2^w), for w = 1, 2, 4, 8, 16, 32 or 64: the
// monic polynomial of least degree with coefficients in F_(2^w) that has x
// as a root. Its roots are the conjugates of x over F_(2^w), x, x^(2^w),
// x^(2^(2w)), ..., its orbit under the Frobenius map of F_(2^64) over
// F_(2^w), so its degree is the size of that orbit, which divides 64/w:
// MinPoly(x, 64) is Poly{x, 1}, the polynomial X - x, and MinPoly(x, w) has
// degree 1 exactly when x lies in F_(2^w).
//
// MinPoly panics if w is not one of those widths (a negative w among them).
func MinPoly(x uint64, w int) Poly {
	switch w {
	case 1, 2, 4, 8, 16, 32, 64:
	default:
		panic(fmt.Sprintf("poly: MinPoly over F_(2^%d): the subfields have widths 1, 2, 4, 8, 16, 32 and 64", w))
	}
	orbit := []uint64{x}
	for y := frobeniusOf(x, w); y != x; y = frobeniusOf(y, w) {
		orbit = append(orbit, y)
	}
	return FromRoots(orbit)
}

// frobeniusOf returns y^(2^w), w squarings (none for w = 64: y^(2^64) = y).
func frobeniusOf(y uint64, w int) uint64 {
	for range w % 64 {
		y = nimber.Square(y)
	}
	return y
}
