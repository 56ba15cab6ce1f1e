package octal

import "math/bits"

// A split is a choice of the sparse space: heap h >= 1 is rare when
//
//	parity(G(h) & mask) ^ (pos ? h&1 : 0) ^ off == 0
//
// and common otherwise. Two heaps split from one of s tokens are of
// different classes exactly when parity(x & mask) ^ (pos ? s&1 : 0) == 1,
// where x is the xor of their values: such an x, of common type, comes only
// from a split with one rare part, and every split with a rare part is
// enumerated through the list of rare heaps. The method is exact for every
// split; the split only decides the speed.
type split struct {
	mask uint16
	pos  bool
	off  uint8
}

func (p split) rare(h int, v uint16) bool {
	c := uint8(bits.OnesCount16(v&p.mask)) ^ p.off
	if p.pos {
		c ^= uint8(h)
	}
	return c&1 == 0
}

// bestSplit returns the split with the fewest rare heaps among heaps
// 1..n-1, given cnt[v<<1 | h&1], the number of those heaps h of value v, for
// values below 2^w, and that number of rare heaps. Only masks of the bits
// below w are candidates, since no value so far has another. pos is allowed
// when every split of the game takes tokens of one parity, kpar: then a
// heap h of value 0 with h&1 == kpar is rare, as heaps of value 0 are
// without pos. (Counting the other class as rare can make fewer rare
// heaps, but leaves most values below the candidate of rare type, each to
// be found among the splits: it is slower.)
//
// The number of heaps of class 0 under the mask m and position bit p is
// (total + W[m<<1|p]) / 2, where W is the Walsh-Hadamard transform of cnt:
// W[i] sums cnt[j] * (-1)^popcount(i&j), and popcount((v<<1|h&1) & (m<<1|p))
// has the parity of the class of heap h. One transform, in time of order
// w*2^w, so rates every split at once.
func bestSplit(cnt []int64, w int, pos bool, kpar int) (best split, rare int64) {
	h := make([]int64, 2<<w)
	copy(h, cnt)
	var total int64
	for _, c := range h {
		total += c
	}
	for half := 1; half < len(h); half <<= 1 {
		for i := 0; i < len(h); i += half << 1 {
			for j := i; j < i+half; j++ {
				a, b := h[j], h[j+half]
				h[j], h[j+half] = a+b, a-b
			}
		}
	}
	rare = total + 1
	for i := 2; i < len(h); i++ {
		p := i&1 != 0
		if p && !pos {
			continue
		}
		r := (total + h[i]) / 2 // the heaps of class 0 with off 0
		off := uint8(0)
		if p && kpar == 1 {
			r, off = total-r, 1
		}
		if r < rare {
			best, rare = split{mask: uint16(i >> 1), pos: p, off: off}, r
		}
	}
	return best, rare
}
