package nimber_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// TestSquareSqrt65536 checks Square and Sqrt on every element of F_65536.
func TestSquareSqrt65536(t *testing.T) {
	for x := range uint64(1 << 16) {
		sq := nimber.Square(x)
		if sq != nimber.Mul(x, x) || sq >= 1<<16 {
			t.Fatalf("Square(%d) = %d, Mul gives %d", x, sq, nimber.Mul(x, x))
		}
		if r := nimber.Sqrt(x); nimber.Mul(r, r) != x || r >= 1<<16 {
			t.Fatalf("Sqrt(%d) = %d, whose square is %d", x, r, nimber.Mul(r, r))
		}
	}
}

func TestSquareSqrtReference(t *testing.T) {
	for _, x := range randomValues(rand.New(rand.NewPCG(5, 6)), scale(2000, 20)) {
		if got, want := nimber.Square(x), ref.Mul(x, x); got != want {
			t.Fatalf("Square(%#x) = %#x, reference gives %#x", x, got, want)
		}
		if got, want := nimber.Sqrt(x), ref.Sqrt(x); got != want {
			t.Fatalf("Sqrt(%#x) = %#x, reference gives %#x", x, got, want)
		}
	}
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

func BenchmarkSquare(b *testing.B) { bench1(b, nimber.Square) }

func BenchmarkSqrt(b *testing.B) { bench1(b, nimber.Sqrt) }
