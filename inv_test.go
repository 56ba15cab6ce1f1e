package nimber_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// TestInv65536 checks Inv on every element of F_65536.
func TestInv65536(t *testing.T) {
	for x := uint64(1); x < 1<<16; x++ {
		if inv := nimber.Inv(x); nimber.Mul(x, inv) != 1 || inv >= 1<<16 {
			t.Fatalf("Inv(%d) = %d, whose product with it is %d", x, inv, nimber.Mul(x, inv))
		}
	}
}

func TestInvReference(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, x := range randomValues(r, scale(2000, 20)) {
		if x == 0 {
			continue
		}
		if got, want := nimber.Inv(x), ref.Inv(x); got != want {
			t.Fatalf("Inv(%#x) = %#x, Fermat's power gives %#x", x, got, want)
		}
		y := r.Uint64()
		if got := nimber.Div(nimber.Mul(y, x), x); got != y {
			t.Fatalf("Div(Mul(%#x, %#x), %#x) = %#x", y, x, x, got)
		}
	}
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

func BenchmarkInv(b *testing.B) { bench1(b, func(x uint64) uint64 { return nimber.Inv(x | 1) }) }

func BenchmarkDiv(b *testing.B) {
	bench2(b, func(x, y uint64) uint64 { return nimber.Div(x, y|1) })
}
