package octal

import "math/bits"

// A bitmap is a set of values, a []uint64: value x is bit x%64 of word
// x/64.

// set adds x to the bitmap b.
func set(b []uint64, x uint) { b[x>>6] |= 1 << (x & 63) }

// words returns the number of words of a bitmap of values below 2^w.
func words(w int) int { return max(1, 1<<w/64) }

// firstZero returns the least value that is neither in b nor in the
// complement of allowed, or -1 if there is none.
func firstZero(b, allowed []uint64) int {
	for i, w := range b {
		if z := ^w & allowed[i]; z != 0 {
			return i<<6 | bits.TrailingZeros64(z)
		}
	}
	return -1
}

// firstSet returns the least value in b, or -1 if b is empty.
func firstSet(b []uint64) int {
	for i, w := range b {
		if w != 0 {
			return i<<6 | bits.TrailingZeros64(w)
		}
	}
	return -1
}
