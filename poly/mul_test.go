package poly_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/poly"
)

// TestMulMethods checks each product method against the schoolbook product
// written here: every pair of equal degrees 0..300, and unbalanced pairs.
func TestMulMethods(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(1, 2))
		step := 1
		if testing.Short() {
			step = 7
		}
		for _, method := range []string{"schoolbook", "karatsuba", "fft"} {
			t.Run("method="+method, func(t *testing.T) {
				// Karatsuba down to length 2, so that its recursion is
				// what is checked.
				defer poly.SetThresholds(2, 1<<30)()
				for n := 1; n <= 301; n += step {
					a, b := randPoly(r, n), randPoly(r, n)
					checkMul(t, method, a, b)
					if method != "karatsuba" {
						checkMul(t, method, a, randPoly(r, 1+r.IntN(n)))
					}
				}
			})
		}
	})
}

func checkMul(t *testing.T, method string, a, b poly.Poly) {
	t.Helper()
	want := naiveMul(a, b)
	if got := poly.MulBy(method, a, b); !same(got, want) {
		t.Fatalf("%s product of degrees %d and %d:\na = %#x\nb = %#x\ngot  %s\nwant %s",
			method, len(a)-1, len(b)-1, a, b, show(got), show(want))
	}
}

// TestMulThresholds checks Mul, which chooses the method, around each
// threshold and across them with unbalanced operands.
func TestMulThresholds(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(3, 4))
		kara, fft := poly.Thresholds()
		var ns []int
		for _, th := range []int{kara, fft} {
			for d := -2; d <= 2; d++ {
				ns = append(ns, th+d)
			}
		}
		ns = append(ns, 2*fft+3, 1, 2, 3, 4, 5)
		for _, n := range ns {
			for _, m := range []int{n, n / 2, 3, 2*n + 1, 5*n + 7} {
				if n < 1 || m < 1 {
					continue
				}
				a, b := randPoly(r, n), randPoly(r, m)
				if got, want := poly.Mul(a, b), naiveMul(a, b); !same(got, want) {
					t.Fatalf("Mul of degrees %d and %d: got %s, want %s", n-1, m-1, show(got), show(want))
				}
			}
		}
	})
}

// TestMulLarge checks the FFT product at degree 2^20 - 1 (2^16 - 1 under
// -short) by evaluation at random points: a*b and the product of the values
// agree at a random point with probability 2^21/2^64 if they differ
// (Schwartz-Zippel).
func TestMulLarge(t *testing.T) {
	n := scale(1<<20, 16)
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(5, 6))
		a, b := randPoly(r, n), randPoly(r, n)
		p := poly.Mul(a, b)
		if p.Degree() != 2*n-2 {
			t.Fatalf("degree %d, want %d", p.Degree(), 2*n-2)
		}
		for range 3 {
			x := r.Uint64()
			if got, want := horner(p, x), nimber.Mul(horner(a, x), horner(b, x)); got != want {
				t.Fatalf("(a*b)(%#x) = %#x, a(x)*b(x) = %#x", x, got, want)
			}
		}
	})
}
