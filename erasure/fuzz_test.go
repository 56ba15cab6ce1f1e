package erasure_test

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/erasure"
)

// FuzzReconstruct codes the fuzzer's bytes with up to 300 data and 300
// parity shards, loses the shards the mask names (every shard past the
// mask's 64 bits when its top bit is set) and cuts one to a wrong size if
// asked: Reconstruct must rebuild the shards when at most parity are lost
// and all sizes agree, and otherwise return an error, never panic.
func FuzzReconstruct(f *testing.F) {
	f.Add([]byte("nimber"), uint16(3), uint16(2), uint64(0b101), uint8(0))
	f.Add([]byte{1, 2, 3}, uint16(1), uint16(1), uint64(1), uint8(0))
	f.Add([]byte{0xff}, uint16(200), uint16(56), uint64(1<<63|1<<5), uint8(0))
	f.Add([]byte{7}, uint16(4), uint16(4), uint64(0xf0), uint8(3))
	f.Fuzz(func(t *testing.T, seed []byte, d, p uint16, mask uint64, cut uint8) {
		data, parity := 1+int(d)%300, 1+int(p)%300
		e, err := erasure.New(data, parity)
		if err != nil {
			t.Fatal(err)
		}
		shards := make([][]byte, data+parity)
		for i := range shards {
			shards[i] = make([]byte, 64)
			for j := range shards[i] {
				if len(seed) > 0 {
					shards[i][j] = seed[(i*64+j)%len(seed)] ^ byte(i*7+j)
				}
			}
		}
		if err := e.Encode(shards); err != nil {
			t.Fatal(err)
		}
		got := slices.Clone(shards)
		lost := 0
		for i := range got {
			if i < 63 && mask>>i&1 != 0 || i >= 63 && mask>>63 != 0 {
				got[i] = nil
				lost++
			}
		}
		badSize := false
		if cut != 0 {
			i := int(cut) % len(got)
			if got[i] != nil {
				got[i] = got[i][:int(cut)%64] // empty (lost) or not a multiple of 64
				if len(got[i]) == 0 {
					lost++
				} else {
					badSize = true
				}
			}
		}
		err = e.Reconstruct(got)
		switch {
		case lost > parity:
			if !errors.Is(err, erasure.ErrTooFewShards) {
				t.Fatalf("%d+%d, %d lost: err = %v", data, parity, lost, err)
			}
		case badSize && lost > 0:
			if !errors.Is(err, erasure.ErrShardSize) {
				t.Fatalf("%d+%d, a shard cut: err = %v", data, parity, err)
			}
		case err != nil:
			t.Fatalf("%d+%d, %d lost: %v", data, parity, lost, err)
		case !badSize:
			for i := range got {
				if !bytes.Equal(got[i], shards[i]) {
					t.Fatalf("%d+%d, %d lost: shard %d differs", data, parity, lost, i)
				}
			}
		}
	})
}
