package erasure

// The internals that the tests reach: the logarithms of the field of w
// bytes and their generator.

// LogOf returns the logarithm of x != 0 in the field of w bytes.
func LogOf(w int, x uint32) uint64 { return logOf(logs(), w, x) }

// ExpOf returns g^e in the field of w bytes.
func ExpOf(w int, e uint64) uint32 { return expOf(logs(), w, e) }

// Generator returns the generator g of F_(2^32)* of the logarithms.
func Generator() uint32 { return logs().g32 }

// ModQ returns v mod the order of the group of the field of w bytes.
func ModQ(v int64, w int) int64 { return modQ(v, order(w)) }

// WHT is wht mod the order of the group of the field of w bytes, on par
// goroutines.
func WHT(a []int64, w int, bound int64, par int) { wht(a, order(w), bound, par) }
