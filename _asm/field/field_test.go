package field

import (
	"math/rand/v2"
	"testing"
)

// reduceSlow returns l + h*x^64 modulo m by long division, bit by bit from
// the top: the definition, sharing nothing with Reduce.
func reduceSlow(l, h uint64) uint64 {
	for i := 63; i >= 0; i-- {
		if h>>i&1 != 0 {
			// x^(64+i) = x^i * (x^4 + x^3 + x + 1): clear the bit and add
			// the low terms, whose part past x^63 lands in h below bit i.
			h ^= 1 << i
			l ^= ModulusLow << i
			if i > 59 {
				h ^= ModulusLow >> (64 - i)
			}
		}
	}
	return l
}

// reduceFast is what Reduce emits, in Go: l + h + (h << 1) + (h << 3) +
// (h << 4) + reduceTable[h>>60].
func reduceFast(l, h uint64) uint64 {
	tab := reduceTable()
	return l ^ h ^ h<<1 ^ h<<3 ^ h<<4 ^ uint64(tab[h>>60])
}

// TestReduce checks the sequence of Reduce against long division for every
// top nibble of h, the index of the table (products have h < 2^63, but
// Reduce takes any h), and random words.
func TestReduce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for q := range uint64(16) {
		for range 1000 {
			l, h := r.Uint64(), q<<60|r.Uint64()>>4
			if got, want := reduceFast(l, h), reduceSlow(l, h); got != want {
				t.Fatalf("l=%#x h=%#x: got %#x, want %#x", l, h, got, want)
			}
		}
	}
}
