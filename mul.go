package nimber

import "github.com/nimberdev/nimber/internal/kernel"

// Add returns the nim-sum of x and y, their bitwise exclusive or. Every
// nimber is its own negative, so Add is also subtraction.
func Add(x, y uint64) uint64 { return x ^ y }

// Mul returns the nim-product of x and y.
//
// The product of two values below 2^(2^k) is again below 2^(2^k), so Mul
// serves every subfield: 8-, 16- and 32-bit nimbers multiply with it as they
// are. Mul(x, 0) == 0 and Mul(x, 1) == x for every x.
//
// On amd64 with PCLMULQDQ and AVX, and on arm64 with PMULL, the product is
// taken in the polynomial field GF(2)[x]/(x^64 + x^4 + x^3 + x + 1), which
// is isomorphic to the nimbers: both operands are mapped there by table,
// multiplied carry-less, reduced and mapped back. Elsewhere, and with the
// purego build tag, it is the half-split of the package comment, twice,
// with the 16-bit products looked up through logarithms.
func Mul(x, y uint64) uint64 { return kernel.Mul64(x, y) }
