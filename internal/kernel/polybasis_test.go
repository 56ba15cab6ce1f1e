package kernel_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
	"github.com/nimberdev/nimber/internal/ref"
)

// TestPolyBasis checks the generated basis change: polyRoot is a root of
// m = x^64 + x^4 + x^3 + x + 1 outside F_(2^32), so its minimal polynomial
// has degree 64 and divides m, hence is m; m is irreducible and x -> polyRoot
// is an isomorphism GF(2)[x]/(m) -> F_(2^64). FromPoly must be that map and
// ToPoly its inverse. Everything is computed with internal/ref.
func TestPolyBasis(t *testing.T) {
	a := kernel.PolyRoot
	if a < 1<<32 {
		t.Fatalf("PolyRoot = %#x lies in F_(2^32)", a)
	}
	pow := uint64(1) // a^s
	var a4 uint64
	for s := range 64 {
		if s == 4 {
			a4 = pow
		}
		if got := kernel.FromPoly(1 << s); got != pow {
			t.Fatalf("FromPoly(x^%d) = %#x, want PolyRoot^%d = %#x", s, got, s, pow)
		}
		if got := kernel.ToPoly(pow); got != 1<<s {
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
		if got := kernel.FromPoly(kernel.ToPoly(v)); got != v {
			t.Fatalf("FromPoly(ToPoly(%#x)) = %#x", v, got)
		}
	}
}

// refPolyBasis returns the basis changes computed with internal/ref alone:
// from sends x^s to PolyRoot^s (TestPolyBasis proves it an isomorphism), and
// to is its inverse, found by Gaussian elimination over GF(2).
func refPolyBasis() (to, from func(uint64) uint64) {
	var cols [64]uint64 // cols[s] = PolyRoot^s
	pow := uint64(1)
	for s := range cols {
		cols[s] = pow
		pow = ref.Mul(pow, kernel.PolyRoot)
	}
	apply := func(m *[64]uint64, v uint64) uint64 {
		var w uint64
		for s := range 64 {
			if v>>s&1 == 1 {
				w ^= m[s]
			}
		}
		return w
	}
	// Reduce the columns to the unit vectors, keeping in pre[s] the
	// combination of powers of x that gives each.
	var img, pre, inv [64]uint64
	for s := range 64 {
		img[s], pre[s] = cols[s], 1<<s
	}
	for bit := range 64 {
		p := bit
		for img[p]>>bit&1 == 0 {
			p++ // exists: the columns are independent
		}
		img[bit], img[p] = img[p], img[bit]
		pre[bit], pre[p] = pre[p], pre[bit]
		for s := range 64 {
			if s != bit && img[s]>>bit&1 == 1 {
				img[s] ^= img[bit]
				pre[s] ^= pre[bit]
			}
		}
	}
	for s := range 64 {
		inv[s] = pre[s] // img[s] == 1<<s now
	}
	return func(v uint64) uint64 { return apply(&inv, v) }, func(v uint64) uint64 { return apply(&cols, v) }
}

// TestPolyBasisSlices checks ToPolyBasis and FromPolyBasis on every path,
// for every length of batchLengths, with kerneltest.Guard words around dst and with dst
// aliasing x, against the maps computed with internal/ref.
func TestPolyBasisSlices(t *testing.T) {
	to, from := refPolyBasis()
	ops := []kerneltest.BatchOp{
		{Name: "ToPolyBasis", Run: func(dst, x, _ []uint64, _ uint64) { kernel.ToPolyBasis(dst, x) },
			Want: func(_, x, _, _ uint64) uint64 { return to(x) }},
		{Name: "FromPolyBasis", Run: func(dst, x, _ []uint64, _ uint64) { kernel.FromPolyBasis(dst, x) },
			Want: func(_, x, _, _ uint64) uint64 { return from(x) }},
	}
	r := rand.New(rand.NewPCG(13, 14))
	for _, op := range ops {
		for _, n := range kerneltest.BatchLengths() {
			for _, off := range []int{0, 3} {
				bc := kerneltest.BatchCase{N: n, Off: off}
				bc.Old, bc.X, bc.Y = kerneltest.RandomWords(r, n), kerneltest.RandomWords(r, n), kerneltest.RandomWords(r, n)
				if n > 0 {
					bc.X[0] = 1 // 1 is 1 in both bases
				}
				bc.Want, bc.WantX = make([]uint64, n), make([]uint64, n)
				for i := range n {
					bc.Want[i] = op.Want(0, bc.X[i], 0, 0)
					bc.WantX[i] = bc.Want[i]
				}
				for _, im := range kerneltest.AllImpls() {
					restore := kernel.Paths.Use(im.Paths...)
					kerneltest.CheckBatch(t, op, im.Name, &bc)
					restore()
				}
			}
		}
	}
	// The bases are inverse to each other and to() respects products.
	x, y := r.Uint64(), r.Uint64()
	xy := []uint64{x, y, ref.Mul(x, y)}
	kernel.ToPolyBasis(xy, xy)
	if got := ref.Mul(from(xy[0]), from(xy[1])); got != from(xy[2]) {
		t.Errorf("ToPolyBasis does not respect the product of %#x and %#x", x, y)
	}
}

func TestPolyBasisPanics(t *testing.T) {
	for _, f := range []func(dst, x []uint64){kernel.ToPolyBasis, kernel.FromPolyBasis} {
		dst := []uint64{kerneltest.Guard}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("a basis change of lengths 1 and 2 did not panic")
				}
			}()
			f(dst, make([]uint64, 2))
		}()
		if dst[0] != kerneltest.Guard {
			t.Errorf("a basis change of lengths 1 and 2 wrote dst before panicking")
		}
	}
}

func ExampleToPolyBasis() {
	// The isomorphism sends 0x402884ca01f7c6b2 to x, and 1 to 1.
	v := []uint64{0x402884ca01f7c6b2, 1}
	kernel.ToPolyBasis(v, v)
	fmt.Printf("%#x %#x\n", v[0], v[1])
	kernel.FromPolyBasis(v, v)
	fmt.Printf("%#x %#x\n", v[0], v[1])
	// Output:
	// 0x2 0x1
	// 0x402884ca01f7c6b2 0x1
}
