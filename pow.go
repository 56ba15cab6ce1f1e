package nimber

import "github.com/nimberdev/nimber/internal/kernel"

// Primitive is a primitive element of F_(2^64), 2^32 + 6: its powers run
// through every nonzero 64-bit nimber, so Order(Primitive) == 2^64 - 1.
const Primitive uint64 = 1<<32 + 6

// orderPrimes are the prime factors of 2^64 - 1, each of which divides it
// once: 2^(2^k) - 1 is the product of the Fermat numbers 2^(2^i) + 1 for
// i < k, which are 3, 5, 17, 257, 65537 and 2^32 + 1 = 641 * 6700417.
var orderPrimes = [...]uint64{3, 5, 17, 257, 641, 65537, 6700417}

// Pow returns x to the power e, an ordinary integer: the product of e copies
// of x. Pow(x, 0) == 1 for every x, Pow(0, 0) included, and Pow(0, e) == 0
// for e > 0.
//
// Where Mul has a carry-less path, Pow squares and multiplies in the
// polynomial basis from start to end, changing bases only twice.
func Pow(x, e uint64) uint64 { return kernel.Pow64(x, e) }

// FieldWidth returns the bit width w of the smallest subfield F_(2^w) that
// holds x: 1 for 0 and 1, 2 for x < 4, 4 for x < 16, 8 for x < 256, and so
// on up to 64 for x >= 2^32. The nimbers below 2^w are closed under every
// operation of this package when w is a power of two.
func FieldWidth(x uint64) int {
	w := 1
	for w < 64 && x>>w != 0 {
		w *= 2
	}
	return w
}

// Order returns the multiplicative order of x: the least e > 0 with
// Pow(x, e) == 1. It divides 2^w - 1, where w = FieldWidth(x); Order(1) == 1
// and Order(Primitive) == 2^64 - 1.
//
// Order panics if x == 0, which has no multiplicative order.
func Order(x uint64) uint64 {
	if x == 0 {
		panic("nimber: Order of zero")
	}
	w := FieldWidth(x)
	n := uint64(1)<<w - 1 // for w == 64 the shift wraps to give 2^64 - 1
	for _, p := range orderPrimes {
		if n%p == 0 && Pow(x, n/p) == 1 {
			n /= p
		}
	}
	return n
}
