package nimber_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// TestPolyBasis checks the generated basis change: polyRoot is a root of
// m = x^64 + x^4 + x^3 + x + 1 outside F_(2^32), so its minimal polynomial
// has degree 64 and divides m, hence is m; m is irreducible and x -> polyRoot
// is an isomorphism GF(2)[x]/(m) -> F_(2^64). FromPoly must be that map and
// ToPoly its inverse. Everything is computed with internal/ref.
func TestPolyBasis(t *testing.T) {
	a := nimber.PolyRoot
	if a < 1<<32 {
		t.Fatalf("PolyRoot = %#x lies in F_(2^32)", a)
	}
	pow := uint64(1) // a^s
	var a4 uint64
	for s := range 64 {
		if s == 4 {
			a4 = pow
		}
		if got := nimber.FromPoly(1 << s); got != pow {
			t.Fatalf("FromPoly(x^%d) = %#x, want PolyRoot^%d = %#x", s, got, s, pow)
		}
		if got := nimber.ToPoly(pow); got != 1<<s {
			t.Fatalf("ToPoly(PolyRoot^%d) = %#x, want x^%d", s, got, s)
		}
		pow = ref.Mul(pow, a)
	}
	a2 := ref.Mul(a, a)
	if m := pow ^ a4 ^ ref.Mul(a2, a) ^ a ^ 1; m != 0 {
		t.Fatalf("m(PolyRoot) = %#x, want 0", m)
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range 1000 {
		v := r.Uint64()
		if got := nimber.FromPoly(nimber.ToPoly(v)); got != v {
			t.Fatalf("FromPoly(ToPoly(%#x)) = %#x", v, got)
		}
	}
}
