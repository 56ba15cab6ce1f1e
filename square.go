package nimber

import "github.com/nimberdev/nimber/internal/kernel"

// Square returns x*x.
//
// Squaring is the Frobenius map of F_(2^64): it is GF(2)-linear, so it is
// computed as the nim-sum of eight table entries, one for each byte of x.
// Square(0) == 0 and Square(1) == 1.
func Square(x uint64) uint64 { return kernel.SquareMap.Apply(x) }

// Sqrt returns the square root of x: the unique y with Mul(y, y) == x.
//
// Every nimber has exactly one square root, in the smallest subfield that
// holds x: Sqrt(2) == 3 and Sqrt(4) == 7. Like Square, Sqrt is GF(2)-linear
// and table-driven. Sqrt(0) == 0 and Sqrt(1) == 1.
func Sqrt(x uint64) uint64 { return sqrtMap.Apply(x) }
