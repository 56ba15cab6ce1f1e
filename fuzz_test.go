package nimber_test

import (
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

func addSeeds(f *testing.F) {
	s := structured()
	for i, x := range s {
		f.Add(x, s[(i*7+3)%len(s)])
	}
}

func FuzzMul(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, x, y uint64) {
		if got, want := nimber.Mul(x, y), ref.Mul(x, y); got != want {
			t.Errorf("Mul(%#x, %#x) = %#x, reference gives %#x", x, y, got, want)
		}
	})
}

func FuzzInv(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, x, y uint64) {
		if x == 0 {
			return
		}
		inv := nimber.Inv(x)
		if ref.Mul(x, inv) != 1 {
			t.Errorf("Inv(%#x) = %#x is not its inverse", x, inv)
		}
		if got := nimber.Div(y, x); ref.Mul(got, x) != y {
			t.Errorf("Div(%#x, %#x) = %#x, whose product with the divisor is not the dividend", y, x, got)
		}
	})
}

func FuzzSqrt(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, x, _ uint64) {
		r := nimber.Sqrt(x)
		if ref.Mul(r, r) != x {
			t.Errorf("Sqrt(%#x) = %#x, whose square is %#x", x, r, ref.Mul(r, r))
		}
		if got, want := nimber.Square(x), ref.Mul(x, x); got != want {
			t.Errorf("Square(%#x) = %#x, reference gives %#x", x, got, want)
		}
	})
}

func FuzzSolveQuadratic(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, b, c uint64) {
		x0, x1, ok := nimber.SolveQuadratic(b, c)
		if b != 0 {
			d := ref.Mul(c, ref.Inv(ref.Mul(b, b)))
			if want := refTrace(d) == 0; ok != want {
				t.Fatalf("SolveQuadratic(%#x, %#x): ok = %v, trace(c/b^2) = %d", b, c, ok, refTrace(d))
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
