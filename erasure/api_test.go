package erasure_test

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/erasure"
	"github.com/nimberdev/nimber/internal/par"
)

// TestNewErrors checks the counts New refuses, and the largest it takes.
func TestNewErrors(t *testing.T) {
	big := uint64(1) << 31 // 2^31, and 2^32 = 2 big, as variables for 32-bit ints
	for _, c := range []struct {
		data, parity uint64
		err          error
	}{
		{0, 1, erasure.ErrInvShardNum},
		{1, 0, erasure.ErrInvShardNum},
		{big + 1, big - 1, erasure.ErrMaxShardNum}, // 2^31 + 2^31 + 1 points
		{2 * big, 1, erasure.ErrMaxShardNum},
		{big + 1, big, erasure.ErrMaxShardNum},
		{big, big, nil},
		{2*big - 1, 1, nil},
	} {
		if (c.data > math.MaxInt || c.parity > math.MaxInt) && c.err == nil {
			continue // an int of 32 bits
		}
		data, parity := int(min(c.data, math.MaxInt)), int(min(c.parity, math.MaxInt))
		e, err := erasure.New(data, parity)
		if !errors.Is(err, c.err) || (err == nil) != (e != nil) {
			t.Errorf("New(%d, %d) = %v, %v; want error %v", data, parity, e, err, c.err)
		}
		if err != nil && c.err == erasure.ErrMaxShardNum && !strings.Contains(err.Error(), "more than 2^32") {
			t.Errorf("New(%d, %d): %v does not name the limit", data, parity, err)
		}
	}
	if _, err := erasure.New(-1, 4); !errors.Is(err, erasure.ErrInvShardNum) {
		t.Errorf("New(-1, 4): %v", err)
	}
}

// TestShardErrors checks the errors of shards of the wrong number or size.
func TestShardErrors(t *testing.T) {
	e, err := erasure.New(3, 2)
	if err != nil {
		t.Fatal(err)
	}
	good := func() [][]byte { return randomShards(rand.New(rand.NewPCG(1, 1)), 5, 128) }
	cases := []struct {
		name  string
		edit  func(s [][]byte) [][]byte
		err   error
		verb  string
		skipR bool // not an error for Reconstruct
	}{
		{"too few", func(s [][]byte) [][]byte { return s[:4] }, erasure.ErrTooFewShards, "4 shards for a code of 5", false},
		{"too many", func(s [][]byte) [][]byte { return append(s, s[0]) }, erasure.ErrTooFewShards, "6 shards for a code of 5", false},
		{"unequal", func(s [][]byte) [][]byte { s[2] = s[2][:64]; return s }, erasure.ErrShardSize, "shard 2 has 64 bytes, another 128", false},
		{"not 64", func(s [][]byte) [][]byte { s[1] = append(s[1], 0); return s }, erasure.ErrShardSize, "shard 1 has 129 bytes", false},
		{"empty", func(s [][]byte) [][]byte { s[4] = nil; return s }, erasure.ErrShardNoData, "shard 4 is empty", true},
	}
	for _, c := range cases {
		err := e.Encode(c.edit(good()))
		if !errors.Is(err, c.err) || !strings.Contains(err.Error(), c.verb) {
			t.Errorf("Encode, %s: %v, want %v saying %q", c.name, err, c.err, c.verb)
		}
		if _, err := e.Verify(c.edit(good())); !errors.Is(err, c.err) {
			t.Errorf("Verify, %s: %v, want %v", c.name, err, c.err)
		}
		s := c.edit(good())
		if len(s) == 5 {
			s[0] = nil // something to do
		}
		if err := e.Reconstruct(s); !c.skipR && !errors.Is(err, c.err) {
			t.Errorf("Reconstruct, %s: %v, want %v", c.name, err, c.err)
		}
	}
	all := make([][]byte, 5)
	if err := e.Reconstruct(all); !errors.Is(err, erasure.ErrTooFewShards) || !strings.Contains(err.Error(), "5 of 5 shards missing, at most 2 may be") {
		t.Errorf("Reconstruct of nothing: %v", err)
	}
}

// TestVerify checks that Verify accepts a code word and refuses it with
// any byte of any shard changed.
func TestVerify(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	e, shards := encoded(t, r, 5, 3, 128)
	if ok, err := e.Verify(shards); !ok || err != nil {
		t.Fatalf("Verify of a code word = %v, %v", ok, err)
	}
	for i := range shards {
		j := r.IntN(128)
		shards[i][j] ^= 1 << r.IntN(8)
		if ok, err := e.Verify(shards); ok || err != nil {
			t.Fatalf("Verify with shard %d changed = %v, %v", i, ok, err)
		}
		shards[i][j] = 0
		if err := e.Encode(shards); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSplitJoin splits data of many lengths, encodes, loses shards,
// reconstructs and joins it back.
func TestSplitJoin(t *testing.T) {
	r := rand.New(rand.NewPCG(10, 10))
	e, err := erasure.New(4, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{1, 63, 64, 255, 256, 257, 1000, 4096} {
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(r.Uint32())
		}
		shards, err := e.Split(data)
		if err != nil {
			t.Fatal(err)
		}
		want := (n + 3) / 4
		want = (want + 63) / 64 * 64
		if len(shards) != 6 || len(shards[0]) != want {
			t.Fatalf("Split(%d bytes): %d shards of %d bytes, want 6 of %d", n, len(shards), len(shards[0]), want)
		}
		if err := e.Encode(shards); err != nil {
			t.Fatal(err)
		}
		shards[0], shards[3] = nil, nil
		var buf bytes.Buffer
		if err := e.Join(&buf, shards, n); !errors.Is(err, erasure.ErrReconstructRequired) {
			t.Fatalf("Join with shards missing: %v", err)
		}
		if err := e.ReconstructData(shards); err != nil {
			t.Fatal(err)
		}
		if err := e.Join(&buf, shards, n); err != nil || !bytes.Equal(buf.Bytes(), data) {
			t.Fatalf("Join of %d bytes: %v, or other bytes", n, err)
		}
		if err := e.Join(&buf, shards, 4*want+1); !errors.Is(err, erasure.ErrShortData) {
			t.Fatalf("Join past the data: %v", err)
		}
		if err := e.Join(&buf, shards, -1); !errors.Is(err, erasure.ErrShortData) {
			t.Fatalf("Join of -1 bytes: %v", err)
		}
	}
	if _, err := e.Split(nil); !errors.Is(err, erasure.ErrShortData) {
		t.Fatalf("Split(nil): %v", err)
	}
}

// TestConcurrency checks that the goroutines, splitting bytes or
// transforms, change nothing: each code and loss is coded with 1 to 5
// goroutines, on shards large enough to be split by bytes and too small.
func TestConcurrency(t *testing.T) {
	defer par.SetMode(par.Parallel)()
	r := rand.New(rand.NewPCG(11, 11))
	for _, s := range [][3]int{{300, 200, 64}, {20, 12, 64 << 10}, {1000, 1000, 128}} {
		data, parity, size := s[0], s[1], s[2]
		_, want := encoded(t, r, data, parity, size, erasure.WithConcurrency(1))
		lost := r.Perm(data + parity)[:parity]
		for c := 0; c <= 5; c++ {
			e, err := erasure.New(data, parity, erasure.WithConcurrency(c))
			if err != nil {
				t.Fatal(err)
			}
			got := slices.Clone(want)
			for i := data; i < len(got); i++ {
				got[i] = make([]byte, size)
			}
			if err := e.Encode(got); err != nil {
				t.Fatal(err)
			}
			for i := range got {
				if !bytes.Equal(got[i], want[i]) {
					t.Fatalf("%d+%d with %d goroutines: parity %d differs", data, parity, c, i)
				}
			}
			for _, i := range lost {
				got[i] = nil
			}
			if err := e.Reconstruct(got); err != nil {
				t.Fatal(err)
			}
			for i := range got {
				if !bytes.Equal(got[i], want[i]) {
					t.Fatalf("%d+%d with %d goroutines: shard %d rebuilt wrong", data, parity, c, i)
				}
			}
		}
	}
}

// TestLogs checks the logarithms of the three fields with nimber.Pow and
// nimber.Log: the generator of F_(2^32)* and its powers g^65537, g^(65537*257)
// in the subfields.
func TestLogs(t *testing.T) {
	g := uint64(erasure.Generator())
	if nimber.Order(g) != 1<<32-1 || g >= 1<<32 {
		t.Fatalf("generator %#x has order %d", g, nimber.Order(g))
	}
	bases := map[int]uint64{1: nimber.Pow(g, 65537*257), 2: nimber.Pow(g, 65537), 4: g}
	r := rand.New(rand.NewPCG(12, 12))
	for w, base := range bases {
		for n := range 3000 {
			x := uint32(r.Uint64() & (1<<(8*w) - 1))
			if n < 300 {
				x = uint32(n+1) & (1<<(8*w) - 1)
			}
			if x == 0 {
				continue
			}
			l := erasure.LogOf(w, x)
			if want, ok := nimber.Log(base, uint64(x)); !ok || l != want {
				t.Fatalf("w=%d: log %#x = %d, want %d", w, x, l, want)
			}
			if got := erasure.ExpOf(w, l); got != x {
				t.Fatalf("w=%d: exp(log %#x) = %#x", w, x, got)
			}
		}
	}
}

// TestConcurrentCalls reconstructs on one Encoder from several goroutines
// at once, each its own losses (the race detector watches the tables and
// buffers the calls share).
func TestConcurrentCalls(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 13))
	e, want := encoded(t, r, 300, 100, 128)
	losses := make([][]int, 4)
	for g := range losses {
		losses[g] = r.Perm(400)[:100]
	}
	errs := make(chan error, len(losses))
	for _, lost := range losses {
		go func() {
			got := slices.Clone(want)
			for _, i := range lost {
				got[i] = nil
			}
			err := e.Reconstruct(got)
			for i := range got {
				if err == nil && !bytes.Equal(got[i], want[i]) {
					err = fmt.Errorf("shard %d rebuilt wrong", i)
				}
			}
			errs <- err
		}()
	}
	for range losses {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}

// TestOneProc checks that with GOMAXPROCS=1, or in par's mode Serial, no
// call starts a goroutine, whatever WithConcurrency asks.
func TestOneProc(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 12))
	for _, c := range []int{0, 4} {
		for _, sh := range [][3]int{{300, 200, 64}, {20, 12, 32 << 10}} {
			for _, one := range []func() func(){
				func() func() {
					p := runtime.GOMAXPROCS(1)
					return func() { runtime.GOMAXPROCS(p) }
				},
				func() func() { return par.SetMode(par.Serial) },
			} {
				restore := one()
				before := par.Started()
				_, shards := encoded(t, r, sh[0], sh[1], sh[2], erasure.WithConcurrency(c))
				e, err := erasure.New(sh[0], sh[1], erasure.WithConcurrency(c))
				if err != nil {
					t.Fatal(err)
				}
				for _, i := range r.Perm(sh[0] + sh[1])[:sh[1]] {
					shards[i] = nil
				}
				if err := e.Reconstruct(shards); err != nil {
					t.Fatal(err)
				}
				started := par.Started() - before
				restore()
				if started != 0 {
					t.Errorf("%d+%d, WithConcurrency(%d): %d goroutines started on one core", sh[0], sh[1], c, started)
				}
			}
		}
	}
}
