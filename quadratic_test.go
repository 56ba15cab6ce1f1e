package nimber_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
	"github.com/nimberdev/nimber/internal/ref"
)

// TestTrace compares Trace with its definition on every power of two and on
// random values.
func TestTrace(t *testing.T) {
	vs := kerneltest.Structured()
	r := rand.New(rand.NewPCG(13, 14))
	for range scale(200, 10) {
		vs = append(vs, r.Uint64())
	}
	for _, x := range vs {
		want := refTrace(x, 64)
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
	for _, b := range kerneltest.Structured() {
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
		if want := refTrace(d, 64) == 0; ok != want {
			t.Fatalf("SolveQuadratic(%#x, %#x): ok = %v, but trace(c/b^2) = %d", b, c, ok, refTrace(d, 64))
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

func FuzzSolveQuadratic(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, b, c uint64) {
		x0, x1, ok := nimber.SolveQuadratic(b, c)
		if b != 0 {
			d := ref.Mul(c, ref.Inv(ref.Mul(b, b)))
			if want := refTrace(d, 64) == 0; ok != want {
				t.Fatalf("SolveQuadratic(%#x, %#x): ok = %v, trace(c/b^2) = %d", b, c, ok, refTrace(d, 64))
			}
		}
		if !ok {
			return
		}
		for _, x := range []uint64{x0, x1} {
			if ref.Mul(x, x)^ref.Mul(b, x) != c {
				t.Errorf("SolveQuadratic(%#x, %#x): %#x is no root", b, c, x)
			}
		}
	})
}

func BenchmarkSolveQuadratic(b *testing.B) {
	bench2(b, func(x, y uint64) uint64 { r, _, _ := nimber.SolveQuadratic(x, y); return r })
}
