package erasurebench

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/nimberdev/nimber/erasure"
)

var huge = flag.Bool("huge", false, "run TestHuge: a code of 2^24 + 2^20 shards of 64 bytes (about 4 GB, minutes)")

// TestHuge encodes 2^24 data shards into 2^20 parity shards, in F_(2^32),
// loses 2^20 shards at random, data and parity, and checks that
// Reconstruct gives them back, then that Verify accepts the result and
// refuses it with one bit changed.
func TestHuge(t *testing.T) {
	if !*huge {
		t.Skip("-huge not set")
	}
	const data, parity, size = 1 << 24, 1 << 20, 64
	e, err := erasure.New(data, parity)
	if err != nil {
		t.Fatal(err)
	}
	s := shards(shape{data, parity, size, false})
	start := time.Now()
	if err := e.Encode(s); err != nil {
		t.Fatal(err)
	}
	t.Logf("Encode: %v", time.Since(start))
	r := rand.New(rand.NewPCG(5, 6))
	lost := r.Perm(data + parity)[:parity]
	saved := make([][]byte, len(lost))
	for n, i := range lost {
		saved[n], s[i] = s[i], nil
	}
	start = time.Now()
	if err := e.Reconstruct(s); err != nil {
		t.Fatal(err)
	}
	t.Logf("Reconstruct of %d lost shards: %v", len(lost), time.Since(start))
	for n, i := range lost {
		if !bytes.Equal(s[i], saved[n]) {
			t.Fatalf("shard %d rebuilt wrong", i)
		}
	}
	if ok, err := e.Verify(s); !ok || err != nil {
		t.Fatalf("Verify = %v, %v", ok, err)
	}
	s[data/2][7] ^= 1
	if ok, err := e.Verify(s); ok || err != nil {
		t.Fatalf("Verify with a bit changed = %v, %v", ok, err)
	}
}
