package nimber

import "math/bits"

// An XORBasis is a basis of a space of 64-bit values under nim-sum, the
// exclusive or: a vector space over F_2, of 64-bit vectors, whose elements
// are the XORs of subsets of the values inserted (the empty subset gives 0).
// It is what competitive programmers call a "linear basis" or "XOR basis",
// and answers the questions asked of it: whether a value is the XOR of some
// of the values, the largest and least such XORs, the k-th smallest.
//
// The name says which field the scalars come from: here F_2, the bits, so
// that the span of 5, 3, 6, 12 and 10 has dimension 3 (5 XOR 3 is 6 and
// 6 XOR 12 is 10). matrix.Basis is a basis of vectors of nimbers with
// scalars from the whole field F_(2^64): there the span of the same five
// values, vectors of length 1, is all of F_(2^64), of dimension 1.
//
// The zero value is the basis of the space {0}, ready to use; an XORBasis is
// a value of 520 bytes, which an assignment copies. The basis is kept in
// reduced row echelon form: each basis vector has its own leading bit,
// which no other basis vector has.
type XORBasis struct {
	v      [64]uint64 // v[i] is 0, or the basis vector with leading bit i
	pivots uint64     // bit i is set when v[i] != 0
}

// Insert adds x to the space b spans and reports whether that changed it:
// true if x is not the XOR of values inserted before, false if it is (0
// always is). Insert takes time proportional to the rank, at most 64 steps.
func (b *XORBasis) Insert(x uint64) bool {
	x = b.Reduce(x)
	if x == 0 {
		return false
	}
	h := 63 - bits.LeadingZeros64(x)
	// x has none of the leading bits of the basis; removing its own leading
	// bit from the vectors that have it keeps the form reduced. Only the
	// vectors with a higher leading bit can have bit h.
	for m := b.pivots &^ (1<<h - 1); m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		b.v[i] ^= x & -(b.v[i] >> h & 1)
	}
	b.v[h] = x
	b.pivots |= 1 << h
	return true
}

// Reduce returns the least value of the coset x + S, S the space b spans:
// x XOR the one element of S that clears every leading bit of the basis.
// Reduce(x) is 0 exactly when b contains x, and Reduce(x) == Reduce(y)
// exactly when x XOR y is in the space.
func (b *XORBasis) Reduce(x uint64) uint64 {
	// In reduced form, adding the basis vector of leading bit i changes no
	// other leading bit of the basis, so the vectors to add are those of
	// the leading bits x has, in any order.
	for m := x & b.pivots; m != 0; m &= m - 1 {
		x ^= b.v[bits.TrailingZeros64(m)]
	}
	return x
}

// Contains reports whether x is in the space b spans: the XOR of a subset
// of the values inserted. Contains(0) is true.
func (b *XORBasis) Contains(x uint64) bool { return b.Reduce(x) == 0 }

// Rank returns the dimension of the space b spans, from 0 to 64: the
// number of Insert calls that returned true.
func (b *XORBasis) Rank() int { return bits.OnesCount64(b.pivots) }

// Size returns the number of values in the space b spans, 2^Rank(). ok is
// false, and n is 0, when the rank is 64 and the size, 2^64, does not fit.
func (b *XORBasis) Size() (n uint64, ok bool) {
	r := b.Rank()
	if r == 64 {
		return 0, false
	}
	return 1 << r, true
}

// Basis returns the reduced basis, largest first: Rank() values whose
// leading bits are distinct and appear in no other value of the basis. It
// is the one such basis of the space, whatever the values inserted and
// their order.
func (b *XORBasis) Basis() []uint64 {
	vs := make([]uint64, 0, b.Rank())
	for m := b.pivots; m != 0; {
		i := 63 - bits.LeadingZeros64(m)
		vs = append(vs, b.v[i])
		m &^= 1 << i
	}
	return vs
}

// Max returns the largest XOR of a subset of the values inserted, the
// largest value of the space; 0 for the space {0}.
func (b *XORBasis) Max() uint64 {
	// The XOR of the whole reduced basis has every leading bit, and any
	// other element of the space lacks the highest leading bit where it
	// differs from it.
	var x uint64
	for m := b.pivots; m != 0; m &= m - 1 {
		x ^= b.v[bits.TrailingZeros64(m)]
	}
	return x
}

// Min returns the least nonzero value of the space b spans, the basis
// vector with the lowest leading bit; ok is false, and x is 0, for the
// space {0}.
//
// This is not always the least XOR of a nonempty subset of the values
// inserted: that is 0 when one of them is the XOR of others, or is 0 itself
// (an Insert returned false), and Min otherwise.
func (b *XORBasis) Min() (x uint64, ok bool) {
	if b.pivots == 0 {
		return 0, false
	}
	return b.v[bits.TrailingZeros64(b.pivots)], true
}

// Kth returns the k-th smallest value of the space b spans, counting from
// 0: Kth(0) is 0, Kth(1) is Min and Kth(Size()-1) is Max. ok is false, and
// x is 0, when k is not below Size() (it always is at rank 64).
//
// The values of the space, in increasing order, are the XORs of the
// reduced basis vectors selected by the bits of k: its bit j selects the
// vector with the j-th lowest leading bit.
func (b *XORBasis) Kth(k uint64) (x uint64, ok bool) {
	if n, fits := b.Size(); fits && k >= n {
		return 0, false
	}
	for m := b.pivots; k != 0; m &= m - 1 {
		if k&1 != 0 {
			x ^= b.v[bits.TrailingZeros64(m)]
		}
		k >>= 1
	}
	return x, true
}
