// Package erasurebench compares package erasure with
// github.com/klauspost/reedsolomon on the shapes of issue 24, side by side
// in one run. It is a module of its own so that the main module does not
// depend on klauspost's; run.sh runs it.
package erasurebench

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/klauspost/reedsolomon"
	"github.com/nimberdev/nimber/erasure"
)

// codec is what the benchmarks use of both packages.
type codec interface {
	Encode(shards [][]byte) error
	Reconstruct(shards [][]byte) error
}

type shape struct {
	data, parity, size int
	klauspost          bool // whether klauspost's codec takes it
}

var shapes = []shape{
	{10, 4, 1 << 20, true},
	{256, 256, 16 << 10, true},
	{1024, 1024, 4 << 10, true},
	{32768, 32768, 128, true},
	{1 << 20, 1 << 20, 64, false},
}

func newCodec(impl string, s shape) (codec, error) {
	if impl == "klauspost" {
		return reedsolomon.New(s.data, s.parity)
	}
	return erasure.New(s.data, s.parity)
}

func shards(s shape) [][]byte {
	r := rand.New(rand.NewPCG(1, 2))
	buf := make([]byte, (s.data+s.parity)*s.size)
	for i := range buf[:s.data*s.size] {
		buf[i] = byte(r.Uint32())
	}
	out := make([][]byte, s.data+s.parity)
	for i := range out {
		out[i] = buf[i*s.size : (i+1)*s.size : (i+1)*s.size]
	}
	return out
}

// BenchmarkCodec measures Encode, and Reconstruct with as many shards lost
// as there is parity (the same random ones for both), in bytes of data.
func BenchmarkCodec(b *testing.B) {
	for _, s := range shapes {
		for _, op := range []string{"encode", "reconstruct"} {
			for _, impl := range []string{"nimber", "klauspost"} {
				if impl == "klauspost" && !s.klauspost {
					continue
				}
				name := fmt.Sprintf("shape=%d+%dx%d/op=%s/impl=%s", s.data, s.parity, s.size, op, impl)
				b.Run(name, func(b *testing.B) {
					c, err := newCodec(impl, s)
					if err != nil {
						b.Fatal(err)
					}
					sh := shards(s)
					if err := c.Encode(sh); err != nil {
						b.Fatal(err)
					}
					lost := rand.New(rand.NewPCG(3, 4)).Perm(len(sh))[:s.parity]
					// One reconstruction first, for the tables each codec
					// builds on its first (ours: the transform of the
					// logarithms of its points).
					for _, i := range lost {
						sh[i] = sh[i][:0]
					}
					if err := c.Reconstruct(sh); err != nil {
						b.Fatal(err)
					}
					b.SetBytes(int64(s.data * s.size))
					for b.Loop() {
						if op == "encode" {
							if err := c.Encode(sh); err != nil {
								b.Fatal(err)
							}
							continue
						}
						for _, i := range lost {
							sh[i] = sh[i][:0]
						}
						if err := c.Reconstruct(sh); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}
