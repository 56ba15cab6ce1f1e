package nimber_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// refTrace returns x + x^2 + x^4 + ... + x^(2^63) with the reference Mul.
func refTrace(x uint64) uint64 {
	t := uint64(0)
	for range 64 {
		t ^= x
		x = ref.Mul(x, x)
	}
	return t
}

// TestTrace compares Trace with its definition on every power of two and on
// random values.
func TestTrace(t *testing.T) {
	vs := structured()
	r := rand.New(rand.NewPCG(13, 14))
	for range scale(200, 10) {
		vs = append(vs, r.Uint64())
	}
	for _, x := range vs {
		want := refTrace(x)
		if want > 1 {
			t.Fatalf("the trace of %#x is %#x, not in F_2", x, want)
		}
		if got := nimber.Trace(x); got != want {
			t.Fatalf("Trace(%#x) = %d, definition gives %d", x, got, want)
		}
	}
}

// TestSolveQuadraticSmall compares SolveQuadratic with a brute-force search
// for every equation over F_256, whose roots lie in F_65536.
func TestSolveQuadraticSmall(t *testing.T) {
	type key struct{ b, c uint64 }
	roots := map[key][]uint64{}
	for x := range uint64(1 << 16) {
		for b := range uint64(256) {
			if c := nimber.Mul(x, x) ^ nimber.Mul(b, x); c < 256 {
				roots[key{b, c}] = append(roots[key{b, c}], x)
			}
		}
	}
	for b := range uint64(256) {
		for c := range uint64(256) {
			want := roots[key{b, c}]
			x0, x1, ok := nimber.SolveQuadratic(b, c)
			if !ok {
				t.Fatalf("SolveQuadratic(%d, %d) found no root; brute force found %v", b, c, want)
			}
			if b == 0 {
				want = append(want, want[0])
			}
			if len(want) != 2 || x0 != want[0] || x1 != want[1] {
				t.Fatalf("SolveQuadratic(%d, %d) = %d, %d; brute force gives %v", b, c, x0, x1, want)
			}
		}
	}
}

// TestSolveQuadratic checks random and structured 64-bit equations: the roots
// satisfy the equation, and ok is false exactly when c/b^2 has trace 1 (then
// t*t + t = c/b^2, and so the equation, has no root by the additive form of
// Hilbert's theorem 90; the trace is computed here from its definition).
func TestSolveQuadratic(t *testing.T) {
	// The reference inverse is slow: each structured b meets two values of c.
	r := rand.New(rand.NewPCG(17, 18))
	var ps [][2]uint64
	for _, b := range structured() {
		ps = append(ps, [2]uint64{b, r.Uint64()}, [2]uint64{b, b ^ 1<<63})
	}
	for range scale(3000, 10) {
		ps = append(ps, [2]uint64{r.Uint64() >> r.IntN(64), r.Uint64()})
	}
	solvable := 0
	for _, p := range ps {
		b, c := p[0], p[1]
		x0, x1, ok := nimber.SolveQuadratic(b, c)
		if b == 0 {
			if !ok || x0 != x1 || ref.Mul(x0, x0) != c {
				t.Fatalf("SolveQuadratic(0, %#x) = %#x, %#x, %v", c, x0, x1, ok)
			}
			continue
		}
		d := ref.Mul(c, ref.Inv(ref.Mul(b, b)))
		if want := refTrace(d) == 0; ok != want {
			t.Fatalf("SolveQuadratic(%#x, %#x): ok = %v, but trace(c/b^2) = %d", b, c, ok, refTrace(d))
		}
		if !ok {
			if x0 != 0 || x1 != 0 {
				t.Fatalf("SolveQuadratic(%#x, %#x) = %#x, %#x without a root", b, c, x0, x1)
			}
			continue
		}
		solvable++
		for _, x := range []uint64{x0, x1} {
			if ref.Mul(x, x)^ref.Mul(b, x) != c {
				t.Fatalf("SolveQuadratic(%#x, %#x) root %#x does not satisfy it", b, c, x)
			}
		}
		if x1 != x0^b || x0 >= x1 {
			t.Fatalf("SolveQuadratic(%#x, %#x) = %#x, %#x: want x0 < x1 = x0^b", b, c, x0, x1)
		}
	}
	if solvable == 0 || solvable == len(ps) {
		t.Errorf("%d of %d equations solvable: the test data do not exercise both cases", solvable, len(ps))
	}
}

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
