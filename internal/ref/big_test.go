package ref_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/internal/ref"
)

// randWords returns a random value of n words whose high words are often
// zero, so that products of subfield values occur.
func randWords(r *rand.Rand, n int) []uint64 {
	x := make([]uint64, n)
	for i := range x {
		x[i] = r.Uint64()
	}
	if r.IntN(3) == 0 {
		clear(x[r.IntN(n):])
	}
	return x
}

// The two big references share nothing but the 64-bit base case of BigMul,
// which TestPow2TableWord checks against Mul.
func TestPow2TableWord(t *testing.T) {
	tab := ref.NewPow2Table(1)
	r := rand.New(rand.NewPCG(1, 1))
	for range 300 {
		x, y := r.Uint64(), r.Uint64()
		got := tab.Mul([]uint64{x}, []uint64{y})
		if got[0] != ref.Mul(x, y) {
			t.Fatalf("Pow2Table.Mul(%#x, %#x) = %#x, Mul gives %#x", x, y, got[0], ref.Mul(x, y))
		}
	}
	mex := ref.NewMexTable(32)
	for x := range 32 {
		for y := range 32 {
			if got := tab.Mul([]uint64{uint64(x)}, []uint64{uint64(y)}); got[0] != mex.Mul(x, y) {
				t.Fatalf("Pow2Table.Mul(%d, %d) = %d, the mex rule gives %d", x, y, got[0], mex.Mul(x, y))
			}
		}
	}
}

// TestBigReferencesAgree compares BigMul with the Pow2Table product, and the
// Pow2Table square with its own product.
func TestBigReferencesAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 2))
	for _, w := range []int{1, 2, 4} {
		tab := ref.NewPow2Table(w)
		n := 40
		if testing.Short() {
			n = 8
		}
		for range n {
			x, y := randWords(r, w), randWords(r, w)
			if got, want := ref.BigMul(x, y, w), tab.Mul(x, y); !slices.Equal(got, want) {
				t.Fatalf("%d words: BigMul(%#x, %#x) = %#x, Pow2Table gives %#x", w, x, y, got, want)
			}
			if got, want := tab.Square(x), tab.Mul(x, x); !slices.Equal(got, want) {
				t.Fatalf("%d words: Pow2Table.Square(%#x) = %#x, Pow2Table.Mul gives %#x", w, x, got, want)
			}
		}
	}
}

// TestFermatSquares checks F*F = F + F/2 for the Fermat 2-powers F = 2^64
// and 2^128, the rule the references are built on, in both of them.
func TestFermatSquares(t *testing.T) {
	tab := ref.NewPow2Table(4)
	for _, k := range []int{64, 128} {
		f := make([]uint64, 4)
		f[k/64] = 1
		want := make([]uint64, 4)
		want[k/64] = 1
		want[(k-1)/64] |= 1 << ((k - 1) % 64)
		if got := tab.Pow2Mul(k, k); !slices.Equal(got, want) {
			t.Errorf("Pow2Table: 2^%d * 2^%d = %#x, want %#x", k, k, got, want)
		}
		if got := ref.BigMul(f, f, 4); !slices.Equal(got, want) {
			t.Errorf("BigMul: 2^%d * 2^%d = %#x, want %#x", k, k, got, want)
		}
	}
}
