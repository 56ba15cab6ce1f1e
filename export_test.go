package nimber

import "math/big"

// The internals that the tests of package nimber_test reach: the tables,
// the word recursions of Big and the constants of Big.Order. The assembly
// paths are internal/kernel's, kernel.Paths.

// BuildTables rebuilds every table of the package, for BenchmarkBuildTables.
var BuildTables = buildTables

// The word-level recursions of Big, run in a field of n words (n a power of
// two) that may be wider than the operands need, so that tests reach the
// branches for operands in a subfield of the field they are computed in.

func wordsIn(n int, f func(w *wordTables, z, s []uint64)) []uint64 {
	z := make([]uint64, n)
	f(bigTables(), z, make([]uint64, scratchWords(n)))
	return z
}

// MulWords returns x*y computed in F_(2^(64n)).
func MulWords(x, y []uint64, n int) []uint64 {
	return wordsIn(n, func(w *wordTables, z, s []uint64) { w.mulWords(z, x, y, s) })
}

// SquareWords returns x*x computed in F_(2^(64n)).
func SquareWords(x []uint64, n int) []uint64 {
	return wordsIn(n, func(w *wordTables, z, s []uint64) { w.squareWords(z, x, s) })
}

// SqrtWords returns the square root of x computed in F_(2^(64n)).
func SqrtWords(x []uint64, n int) []uint64 {
	return wordsIn(n, func(w *wordTables, z, s []uint64) { w.sqrtWords(z, x, s) })
}

// InvWords returns the inverse of x != 0 computed in F_(2^(64n)).
func InvWords(x []uint64, n int) []uint64 {
	return wordsIn(n, func(w *wordTables, z, s []uint64) { w.invWords(z, x, s) })
}

// Words returns the words of x, least significant first, without high zero
// words.
func (x *Big) Words() []uint64 { return x.words }

// SetWords sets z to the value of w, least significant word first.
func (z *Big) SetWords(w []uint64) *Big {
	z.words = trim(append([]uint64(nil), w...))
	return z
}

// HH64 is the constant 2^63 * 2^63 of the product recursions.
const HH64 = hh64

// FermatPrimes returns the prime factors of the Fermat number F_k, for
// 6 <= k <= 11, in ascending order, as Big.Order uses them.
func FermatPrimes(k int) []*big.Int { return fermatPrimes()[k] }

// MaxOrderWidth is the width of the largest field in which Big.Order works.
const MaxOrderWidth = maxOrderWidth

// The widths in words from which Big's products and squares run on several
// cores.
const (
	BigParMin       = bigParMin
	BigSquareParMin = bigSquareParMin
)
