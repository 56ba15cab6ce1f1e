//go:build !purego && gc

package kernel_test

import (
	"fmt"
	"testing"

	"github.com/nimberdev/nimber/internal/kernel"
)

// BenchmarkPolyXor measures xorVec against a loop of words on short slices,
// for the threshold of PolyXor: benchstat -col /impl.
func BenchmarkPolyXor(b *testing.B) {
	for _, n := range []int{4, 8, 16, 32, 64} {
		dst, src := make([]uint64, n), make([]uint64, n)
		b.Run(fmt.Sprintf("n=%d/impl=loop", n), func(b *testing.B) {
			for b.Loop() {
				for i, v := range src {
					dst[i] ^= v
				}
			}
		})
		b.Run(fmt.Sprintf("n=%d/impl=vec", n), func(b *testing.B) {
			if !kernel.PolyVec() {
				b.Skip("no polyvec path here")
			}
			for b.Loop() {
				kernel.XorVec(dst, src)
			}
		})
	}
}
