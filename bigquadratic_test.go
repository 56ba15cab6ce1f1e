package nimber_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// refBigTrace returns the trace of x in F_(2^(64n)) by its definition, with
// the Fermat 2-power reference tab of n words; it fails the test if the
// trace is not in F_2.
func refBigTrace(t *testing.T, tab *ref.Pow2Table, x *nimber.Big, n int) uint {
	t.Helper()
	tr := new(nimber.Big).SetWords(tab.Trace(padWords(x, n)))
	if tr.BitLen() > 1 {
		t.Fatalf("the trace of %#x in F_(2^%d) is %#x, outside F_2", x, 64*n, tr)
	}
	return uint(tr.Uint64())
}

// TestBigTrace checks that the trace of x in every field F_(2^u) holding x
// is its bit u-1, against the definition x + x^2 + ... + x^(2^(u-1)):
// computed with the reference Mul in the subfields of F_(2^64), and with
// the Fermat 2-power reference from 128 to 1024 bits; and that Trace is
// that bit for u = max(64, FieldWidth), agreeing with the function Trace
// below 2^64.
func TestBigTrace(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	vs := randomValues(r, scale(50, 10))
	for _, x := range vs {
		if got, want := newBig(x).Trace(), nimber.Trace(x); got != want {
			t.Fatalf("Trace(%#x) = %d, the function Trace gives %d", x, got, want)
		}
		for u := nimber.FieldWidth(x); u <= 32; u *= 2 {
			if got, want := refTrace(x, u), x>>(u-1)&1; got != want {
				t.Fatalf("the trace of %#x in F_(2^%d) is %d, but its bit %d is %d", x, u, got, u-1, want)
			}
		}
	}
	for n := 2; n <= scale(16, 2); n *= 2 {
		tab := ref.NewPow2Table(n)
		var xs []*nimber.Big
		for _, x := range bigStructured(64 * n) {
			if x.FieldWidth() >= 32*n || r.IntN(4) == 0 {
				xs = append(xs, x)
			}
		}
		for range 4 {
			xs = append(xs, bigOperand(r, 64*n), bigRandom(r, 64*n))
		}
		for _, x := range xs {
			want := refBigTrace(t, tab, x, n)
			if got := x.Bit(64*n - 1); got != want {
				t.Fatalf("the trace of %#x in F_(2^%d) is %d, but its bit %d is %d", x, 64*n, want, 64*n-1, got)
			}
			if x.FieldWidth() == 64*n {
				if got := x.Trace(); got != uint64(want) {
					t.Fatalf("Trace(%#x) = %d, the definition gives %d", x, got, want)
				}
			}
		}
	}
}

// solve returns the roots of x*x + b*x = c by Big.SolveQuadratic, into
// fresh receivers.
func solve(b, c *nimber.Big) (x0, x1 *nimber.Big, ok bool) {
	return new(nimber.Big).SolveQuadratic(b, c, new(nimber.Big))
}

// TestBigSolveQuadratic64 checks that SolveQuadratic gives both roots of
// the function SolveQuadratic on 64-bit equations, in its receivers, and
// leaves them unchanged when there is no root.
func TestBigSolveQuadratic64(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	vs := randomValues(r, scale(150, 10))
	for i, b := range vs {
		for _, c := range []uint64{vs[(i*7+3)%len(vs)], r.Uint64(), nimber.Mul(b, b)} {
			want0, want1, wantOK := nimber.SolveQuadratic(b, c)
			z, z1 := newBig(99), newBig(98)
			x0, x1, ok := z.SolveQuadratic(newBig(b), newBig(c), z1)
			switch {
			case ok != wantOK:
				t.Fatalf("SolveQuadratic(%#x, %#x): ok = %v, the function gives %v", b, c, ok, wantOK)
			case ok && (x0 != z || x1 != z1):
				t.Fatalf("SolveQuadratic(%#x, %#x) did not return its receivers", b, c)
			case ok && (!z.IsUint64() || z.Uint64() != want0 || !z1.IsUint64() || z1.Uint64() != want1):
				t.Fatalf("SolveQuadratic(%#x, %#x) = %#x, %#x, the function gives %#x, %#x", b, c, z, z1, want0, want1)
			case !ok && (x0 != nil || x1 != nil || z.Uint64() != 99 || z1.Uint64() != 98):
				t.Fatalf("SolveQuadratic(%#x, %#x) = %v, %v, %v with the receivers %v, %v; want nil, nil, false and the receivers unchanged", b, c, x0, x1, ok, z, z1)
			}
		}
	}
}

// checkQuadratic checks SolveQuadratic(b, c), b != 0, in F_(2^(64n)), the
// field of the Fermat 2-power reference tab: it finds roots exactly when
// c/(b*b) has trace 0 by the definition, both roots satisfy the equation by
// the reference product, x0 < x1 = x0 + b, and they lie in the field. It
// returns the roots, or nil and nil.
func checkQuadratic(t *testing.T, tab *ref.Pow2Table, n int, b, c *nimber.Big) (x0, x1 *nimber.Big) {
	t.Helper()
	z0, z1 := newBig(12345), newBig(54321)
	x0, x1, ok := z0.SolveQuadratic(b, c, z1)
	bb := refMul(b, b)
	d := new(nimber.Big).Div(c, bb)
	if refMul(d, bb).Cmp(c) != 0 {
		t.Fatalf("Div(%#x, %#x) = %#x is not the quotient by the reference", c, bb, d)
	}
	// Roots that check out below prove the trace 0; no root, the reference
	// must find it 1.
	if !ok && refBigTrace(t, tab, d, n) == 0 {
		t.Fatalf("SolveQuadratic(%#x, %#x) found no root, but the trace of c/(b*b) = %#x in F_(2^%d) is 0", b, c, d, 64*n)
	}
	if !ok {
		if x0 != nil || x1 != nil || z0.Cmp(newBig(12345)) != 0 || z1.Cmp(newBig(54321)) != 0 {
			t.Fatalf("SolveQuadratic(%#x, %#x) = %v, %v, false and changed its receivers to %v, %v", b, c, x0, x1, z0, z1)
		}
		return nil, nil
	}
	if x0 != z0 || x1 != z1 {
		t.Fatalf("SolveQuadratic(%#x, %#x) did not return its receivers", b, c)
	}
	for _, x := range []*nimber.Big{x0, x1} {
		lhs := new(nimber.Big).Add(refMul(x, x), refMul(b, x))
		if lhs.Cmp(c) != 0 {
			t.Fatalf("SolveQuadratic(%#x, %#x): %#x is not a root, x*x + b*x = %#x", b, c, x, lhs)
		}
		if x.FieldWidth() > 64*n {
			t.Fatalf("SolveQuadratic(%#x, %#x): the root %#x lies outside F_(2^%d)", b, c, x, 64*n)
		}
	}
	if x0.Cmp(x1) >= 0 || new(nimber.Big).Add(x0, b).Cmp(x1) != 0 {
		t.Fatalf("SolveQuadratic(%#x, %#x) = %#x, %#x: want x0 < x1 = x0 + b", b, c, x0, x1)
	}
	return x0, x1
}

// TestBigSolveQuadratic checks equations from 128 to 1024 bits against the
// references, with random coefficients (solvable or not, about as often)
// and with equations built from a known root.
func TestBigSolveQuadratic(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 10))
	for n := 2; n <= scale(16, 2); n *= 2 {
		tab := ref.NewPow2Table(n)
		w := 64 * n
		roots := 0
		for i := range scale(16, 2) {
			// One of b and c has the full width, so that the field is
			// F_(2^w); the other may be narrow, down to below 2^64.
			var b, c *nimber.Big
			switch i % 4 {
			case 0:
				b, c = bigRandom(r, w), bigOperand(r, w)
			case 1:
				b, c = bigOperand(r, w), bigRandom(r, w)
			case 2:
				b, c = newBig(r.Uint64()|1), bigOperand(r, w)
			case 3:
				b, c = bigOperand(r, w), newBig(r.Uint64()>>r.IntN(64))
			}
			if b.Sign() == 0 {
				b.SetUint64(1)
			}
			if x0, _ := checkQuadratic(t, tab, n, b, c); x0 != nil {
				roots++
			}
		}
		if roots == 0 {
			t.Errorf("%d bits: no random equation had a root", w)
		}
		// x*x + b*x = c with c = root*root + b*root has the roots root and
		// root + b.
		for range scale(6, 2) {
			root, b := bigRandom(r, w), bigOperand(r, w)
			c := new(nimber.Big).Add(refMul(root, root), refMul(b, root))
			other := new(nimber.Big).Add(root, b)
			x0, x1 := checkQuadratic(t, tab, n, b, c)
			if x0 == nil || x0.Cmp(root) != 0 && x1.Cmp(root) != 0 {
				t.Fatalf("SolveQuadratic(%#x, %#x) = %v, %v, want %#x and %#x", b, c, x0, x1, root, other)
			}
		}
		// b == 0: the one root Sqrt(c), as both roots.
		c := bigOperand(r, w)
		if x0, x1, ok := solve(new(nimber.Big), c); !ok || refMul(x0, x0).Cmp(c) != 0 || x1.Cmp(x0) != 0 {
			t.Fatalf("SolveQuadratic(0, %#x) = %v, %v, %v, not the square root twice", c, x0, x1, ok)
		}
	}
}

// TestBigSolveQuadraticWide checks roots at 10^4 bits with Mul, beyond the
// reach of the references.
func TestBigSolveQuadraticWide(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 11))
	for range scale(4, 2) {
		root, b := bigOperand(r, 10000), bigOperand(r, 1+r.IntN(10000))
		c := new(nimber.Big).Mul(root, root)
		c.Add(c, new(nimber.Big).Mul(b, root))
		x0, x1, ok := solve(b, c)
		other := new(nimber.Big).Add(root, b)
		lo, hi := root, other
		if lo.Cmp(hi) > 0 {
			lo, hi = hi, lo
		}
		if !ok || x0.Cmp(lo) != 0 || x1.Cmp(hi) != 0 {
			t.Fatalf("SolveQuadratic(%#x, %#x) = %v, %v, %v; want %#x, %#x", b, c, x0, x1, ok, lo, hi)
		}
	}
}

// TestBigSolveQuadraticAliasing runs SolveQuadratic with b, c or both as
// one of its receivers, or as both, on equations with and without roots.
func TestBigSolveQuadraticAliasing(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 12))
	for i := range scale(12, 3) {
		bv, cv := bigOperand(r, 1+r.IntN(700)), bigOperand(r, 1+r.IntN(700))
		if _, _, ok := solve(bv, cv); ok != (i%2 == 0) {
			// Adding b*b*2^(v-1) to c flips the trace of c/(b*b) in
			// F_(2^v), and with it whether the equation has roots: half
			// the equations have them.
			v := max(64, bv.FieldWidth(), cv.FieldWidth())
			cv.Add(cv, new(nimber.Big).Mul(new(nimber.Big).Square(bv), pow2(v-1)))
		}
		type run func(b, c, z *nimber.Big) (x0, x1 *nimber.Big, ok bool)
		for _, c := range []struct {
			desc string
			run  run
			b, c *nimber.Big // the operands of the fresh computation
			recv string      // the operands that are receivers
		}{
			{"b.SolveQuadratic(b, c, c)", func(b, c, _ *nimber.Big) (*nimber.Big, *nimber.Big, bool) { return b.SolveQuadratic(b, c, c) }, bv, cv, "bc"},
			{"c.SolveQuadratic(b, c, b)", func(b, c, _ *nimber.Big) (*nimber.Big, *nimber.Big, bool) { return c.SolveQuadratic(b, c, b) }, bv, cv, "bc"},
			{"b.SolveQuadratic(b, c, z)", func(b, c, z *nimber.Big) (*nimber.Big, *nimber.Big, bool) { return b.SolveQuadratic(b, c, z) }, bv, cv, "b"},
			{"z.SolveQuadratic(b, c, b)", func(b, c, z *nimber.Big) (*nimber.Big, *nimber.Big, bool) { return z.SolveQuadratic(b, c, b) }, bv, cv, "b"},
			{"c.SolveQuadratic(b, c, z)", func(b, c, z *nimber.Big) (*nimber.Big, *nimber.Big, bool) { return c.SolveQuadratic(b, c, z) }, bv, cv, "c"},
			{"z.SolveQuadratic(b, c, c)", func(b, c, z *nimber.Big) (*nimber.Big, *nimber.Big, bool) { return z.SolveQuadratic(b, c, c) }, bv, cv, "c"},
			{"b.SolveQuadratic(b, b, z)", func(b, _, z *nimber.Big) (*nimber.Big, *nimber.Big, bool) { return b.SolveQuadratic(b, b, z) }, bv, bv, "b"},
			{"z.SolveQuadratic(c, c, c)", func(_, c, z *nimber.Big) (*nimber.Big, *nimber.Big, bool) { return z.SolveQuadratic(c, c, c) }, cv, cv, "c"},
		} {
			want0, want1, wantOK := solve(c.b, c.c)
			b, cc, z := new(nimber.Big).Set(bv), new(nimber.Big).Set(cv), newBig(7)
			x0, x1, ok := c.run(b, cc, z)
			if ok != wantOK || ok && (x0.Cmp(want0) != 0 || x1.Cmp(want1) != 0) {
				t.Fatalf("%s = %v, %v, %v, want %v, %v, %v", c.desc, x0, x1, ok, want0, want1, wantOK)
			}
			// The operands that are not receivers are unchanged, and so are
			// the receivers when there is no root.
			changed := func(op string) bool { return ok && strings.Contains(c.recv, op) }
			if !changed("b") && b.Cmp(bv) != 0 || !changed("c") && cc.Cmp(cv) != 0 {
				t.Fatalf("%s changed an operand it should not have", c.desc)
			}
		}
	}
}

// quadraticFuzzBytes bounds the coefficients of FuzzBigSolveQuadratic at
// 256 bits, where the trace by its definition takes a fraction of a
// millisecond (at 512 bits, milliseconds: 140 inputs a second).
const quadraticFuzzBytes = 32

// pow2Tables holds a Fermat 2-power reference for each field of 64 to 512
// bits, built on first use.
var pow2Tables sync.Map // n -> *ref.Pow2Table

func FuzzBigSolveQuadratic(f *testing.F) {
	addBigSeeds(f, 8*quadraticFuzzBytes)
	f.Fuzz(func(t *testing.T, a, b []byte) {
		bv := new(nimber.Big).SetBytes(a[:min(len(a), quadraticFuzzBytes)])
		cv := new(nimber.Big).SetBytes(b[:min(len(b), quadraticFuzzBytes)])
		if bv.Sign() == 0 {
			if x0, x1, ok := solve(bv, cv); !ok || refMul(x0, x0).Cmp(cv) != 0 || x1.Cmp(x0) != 0 {
				t.Fatalf("SolveQuadratic(0, %#x) = %v, %v, %v, not the square root twice", cv, x0, x1, ok)
			}
			return
		}
		n := fieldWordsOf(bv, cv)
		tab, _ := pow2Tables.LoadOrStore(n, ref.NewPow2Table(n))
		checkQuadratic(t, tab.(*ref.Pow2Table), n, bv, cv)
	})
}

// BenchmarkBigSolveQuadratic solves x*x + b*x = c for random b and c of
// each width, c adjusted so that the equation has roots.
func BenchmarkBigSolveQuadratic(b *testing.B) {
	for _, bits := range benchBigWidths {
		b.Run(fmt.Sprintf("bits=%d", bits), func(b *testing.B) {
			r := rand.New(rand.NewPCG(uint64(bits), 4))
			x, y := bigOperand(r, bits), bigOperand(r, bits)
			var z, z1 nimber.Big
			if _, _, ok := z.SolveQuadratic(x, y, &z1); !ok {
				// Adding x*x*2^(bits-1) flips the trace of y/(x*x).
				h := new(nimber.Big).SetBit(new(nimber.Big), bits-1, 1)
				y.Add(y, h.Mul(h, new(nimber.Big).Square(x)))
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, _, ok := z.SolveQuadratic(x, y, &z1); !ok {
					b.Fatal("no root")
				}
			}
		})
	}
}
