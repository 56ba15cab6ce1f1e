package erasure_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber/erasure"
)

// BenchmarkCodec measures Encode, and Reconstruct with as many shards lost
// as there is parity, in bytes of data. scripts/erasurebench compares them
// with klauspost/reedsolomon.
func BenchmarkCodec(b *testing.B) {
	for _, s := range [][3]int{{10, 4, 1 << 20}, {256, 256, 16 << 10}, {1024, 1024, 4 << 10}, {32768, 32768, 128}, {1 << 20, 1 << 20, 64}} {
		data, parity, size := s[0], s[1], s[2]
		var e *erasure.Encoder
		var shards [][]byte
		var lost []int
		setup := func(b *testing.B) {
			if e == nil {
				r := rand.New(rand.NewPCG(1, 2))
				e, shards = encoded(b, r, data, parity, size)
				lost = r.Perm(data + parity)[:parity]
			}
		}
		b.Run(fmt.Sprintf("shape=%d+%dx%d/op=encode", data, parity, size), func(b *testing.B) {
			setup(b)
			b.SetBytes(int64(data * size))
			for b.Loop() {
				if err := e.Encode(shards); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("shape=%d+%dx%d/op=reconstruct", data, parity, size), func(b *testing.B) {
			setup(b)
			for _, i := range lost { // a first call builds the locator's table
				shards[i] = shards[i][:0]
			}
			if err := e.Reconstruct(shards); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(data * size))
			for b.Loop() {
				for _, i := range lost {
					shards[i] = shards[i][:0]
				}
				if err := e.Reconstruct(shards); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
