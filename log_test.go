package nimber_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// TestLogSmall compares Log with a search for the least exponent, for every
// base and value of F_256.
func TestLogSmall(t *testing.T) {
	for g := range uint64(256) {
		first := map[uint64]uint64{}
		p := uint64(1)
		for e := range uint64(256) {
			if _, seen := first[p]; !seen {
				first[p] = e
			}
			p = nimber.Mul(p, g)
		}
		for x := range uint64(256) {
			want, wantOK := first[x]
			if got, ok := nimber.Log(g, x); ok != wantOK || got != want {
				t.Fatalf("Log(%d, %d) = %d, %v; search gives %d, %v", g, x, got, ok, want, wantOK)
			}
		}
	}
}

func TestLog(t *testing.T) {
	if e, ok := nimber.Log(2, 5); ok || e != 0 {
		// 2 has order 3: its powers are 1, 2, 3.
		t.Errorf("Log(2, 5) = %d, %v; want no solution", e, ok)
	}
	r := rand.New(rand.NewPCG(15, 16))
	for range scale(300, 10) {
		// A primitive base reaches every nonzero value.
		x := r.Uint64() | 1<<r.IntN(64)
		e, ok := nimber.Log(nimber.Primitive, x)
		if !ok || ref.Pow(nimber.Primitive, e) != x {
			t.Fatalf("Log(Primitive, %#x) = %d, %v", x, e, ok)
		}
		// An arbitrary base: the answer is a power below the base's order,
		// and values outside the group it generates have none.
		g := r.Uint64() >> r.IntN(64)
		if g < 2 {
			continue
		}
		k := r.Uint64()
		y := nimber.Pow(g, k)
		e, ok = nimber.Log(g, y)
		o := nimber.Order(g)
		if !ok || nimber.Pow(g, e) != y || e >= o || e != k%o {
			t.Fatalf("Log(%#x, %#x) = %d, %v; order %d, built as power %d", g, y, e, ok, o, k)
		}
		if nimber.Pow(x, o) != 1 {
			if e, ok := nimber.Log(g, x); ok {
				t.Fatalf("Log(%#x, %#x) = %d, but %#x is not in the group of order %d", g, x, e, x, o)
			}
		}
	}
	edge := []struct {
		g, x, e uint64
		ok      bool
	}{
		{0, 1, 0, true}, {0, 0, 1, true}, {0, 5, 0, false}, {7, 0, 0, false},
		{1, 1, 0, true}, {1, 2, 0, false}, {nimber.Primitive, 1, 0, true},
		{nimber.Primitive, nimber.Primitive, 1, true},
	}
	for _, tt := range edge {
		if e, ok := nimber.Log(tt.g, tt.x); e != tt.e || ok != tt.ok {
			t.Errorf("Log(%d, %d) = %d, %v; want %d, %v", tt.g, tt.x, e, ok, tt.e, tt.ok)
		}
	}
}

func FuzzLog(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, g, k uint64) {
		if g == 0 {
			return
		}
		x := nimber.Pow(g, k)
		e, ok := nimber.Log(g, x)
		if o := nimber.Order(g); !ok || e != k%o {
			t.Errorf("Log(%#x, Pow(%#x, %d)) = %d, %v; order %d", g, g, k, e, ok, o)
		}
	})
}

func BenchmarkLog(b *testing.B) {
	nimber.Log(nimber.Primitive, 2) // build the tables outside the timing
	bench1(b, func(x uint64) uint64 { e, _ := nimber.Log(nimber.Primitive, x|1); return e })
}
