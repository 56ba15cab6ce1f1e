package poly

import (
	"math/bits"
	"sync"
)

// scratchPools hold buffers for the temporaries of products, so that MulTo
// and the other functions with a dst argument do not allocate once warm:
// scratchPools[c] holds buffers of 2^c words.
var scratchPools [bits.UintSize]sync.Pool // of *[]uint64

// getScratch returns a buffer of n words, of unspecified contents. Give it
// back with putScratch.
func getScratch(n int) *[]uint64 {
	c := bits.Len(uint(max(n, 1) - 1))
	if p, _ := scratchPools[c].Get().(*[]uint64); p != nil {
		*p = (*p)[:n]
		return p
	}
	s := make([]uint64, n, 1<<c)
	return &s
}

func putScratch(p *[]uint64) {
	scratchPools[bits.Len(uint(cap(*p)-1))].Put(p)
}

// sameArray reports whether x and y share their underlying array, as
// math/big's alias does: then a result written into x could overwrite y.
func sameArray(x, y []uint64) bool {
	return cap(x) > 0 && cap(y) > 0 && &x[:cap(x)][cap(x)-1] == &y[:cap(y)][cap(y)-1]
}

// resize returns a slice of n words, x[:n] when x has the capacity and a new
// slice otherwise.
func resize(x []uint64, n int) []uint64 {
	if cap(x) >= n {
		return x[:n]
	}
	return make([]uint64, n)
}
