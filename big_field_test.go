package nimber_test

import (
	"math/big"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// orderPrimes64 are the prime factors of 2^64 - 1 = F_0 * F_1 * ... * F_5,
// with F_k = 2^(2^k) + 1: the Fermat primes 3, 5, 17, 257 and 65537, and
// F_5 = 641 * 6700417 (Euler, 1732).
var orderPrimes64 = []int64{3, 5, 17, 257, 641, 65537, 6700417}

// groupPrimes returns the prime factors of 2^w - 1, for w a power of two
// from 64 to 4096: those of 2^64 - 1 and of the Fermat numbers F_6 to
// F_(k-1), 2^k = w, which TestBigFermatFactors checks.
func groupPrimes(w int) []*big.Int {
	var ps []*big.Int
	for _, p := range orderPrimes64 {
		ps = append(ps, big.NewInt(p))
	}
	for k := 6; 2<<k <= w; k++ {
		ps = append(ps, nimber.FermatPrimes(k)...)
	}
	return ps
}

// mersenne returns 2^w - 1, the order of the multiplicative group of
// F_(2^w).
func mersenne(w int) *big.Int {
	n := new(big.Int).Lsh(big.NewInt(1), uint(w))
	return n.Sub(n, big.NewInt(1))
}

// TestBigFermatFactors checks the factors of F_6 to F_11 that Big.Order uses:
// each row multiplies to F_k, every factor is prime, the factors ascend,
// and they have the numbers of digits published by Brent, "Factorization
// of the tenth Fermat number", Math. Comp. 68 (1999); the cofactors of F_6,
// F_7 and F_8 are also compared with their published values. The primes of
// 2^4096 - 1 together multiply to it.
func TestBigFermatFactors(t *testing.T) {
	digits := map[int][]int{
		6:  {6, 14},
		7:  {17, 22},
		8:  {16, 62},
		9:  {7, 49, 99},
		10: {8, 10, 40, 252},
		11: {6, 6, 21, 22, 564},
	}
	published := map[int]string{
		6: "67280421310721",                                                 // Landry (1880)
		7: "5704689200685129054721",                                         // Morrison and Brillhart (1970)
		8: "93461639715357977769163558199606896584051237541638188580280321", // Brent and Pollard (1980)
	}
	for k := 6; k <= 11; k++ {
		ps := nimber.FermatPrimes(k)
		prod := big.NewInt(1)
		for i, p := range ps {
			if !p.ProbablyPrime(20) {
				t.Errorf("F_%d: the factor %v is not prime", k, p)
			}
			if i > 0 && ps[i-1].Cmp(p) >= 0 {
				t.Errorf("F_%d: the factors %v and %v are not in ascending order", k, ps[i-1], p)
			}
			if i < len(digits[k]) && len(p.String()) != digits[k][i] {
				t.Errorf("F_%d: factor %d has %d digits, want %d", k, i, len(p.String()), digits[k][i])
			}
			prod.Mul(prod, p)
		}
		if len(ps) != len(digits[k]) {
			t.Errorf("F_%d has %d factors, want %d", k, len(ps), len(digits[k]))
		}
		fk := new(big.Int).Add(mersenne(1<<k), big.NewInt(2))
		if prod.Cmp(fk) != 0 {
			t.Errorf("the factors of F_%d multiply to %v, not to F_%d", k, prod, k)
		}
		if want, ok := published[k]; ok && ps[len(ps)-1].String() != want {
			t.Errorf("F_%d: cofactor %v, published %s", k, ps[len(ps)-1], want)
		}
	}
	prod := big.NewInt(1)
	for _, p := range groupPrimes(nimber.MaxOrderWidth) {
		if !p.ProbablyPrime(20) {
			t.Errorf("%v is not prime", p)
		}
		prod.Mul(prod, p)
	}
	if prod.Cmp(mersenne(nimber.MaxOrderWidth)) != 0 {
		t.Errorf("the primes of 2^%d - 1 multiply to %v", nimber.MaxOrderWidth, prod)
	}
}

// refTrace64In returns x + x^2 + ... + x^(2^(u-1)), the trace of x in the
// field F_(2^u) (u a power of two up to 64), with the reference Mul.
func refTrace64In(x uint64, u int) uint64 {
	sum := uint64(0)
	for range u {
		sum ^= x
		x = ref.Mul(x, x)
	}
	return sum
}

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
	vs := bigStructured64()
	for range bigScale(100, 10) {
		vs = append(vs, r.Uint64()>>r.IntN(64))
	}
	for _, x := range vs {
		if got, want := newBig(x).Trace(), uint(nimber.Trace(x)); got != want {
			t.Fatalf("Trace(%#x) = %d, the function Trace gives %d", x, got, want)
		}
		for u := nimber.FieldWidth(x); u <= 32; u *= 2 {
			if got, want := refTrace64In(x, u), x>>(u-1)&1; got != want {
				t.Fatalf("the trace of %#x in F_(2^%d) is %d, but its bit %d is %d", x, u, got, u-1, want)
			}
		}
	}
	for n := 2; n <= bigScale(16, 2); n *= 2 {
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
				if got := x.Trace(); got != want {
					t.Fatalf("Trace(%#x) = %d, the definition gives %d", x, got, want)
				}
			}
		}
	}
}

func TestBigSolveQuadratic64(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	vs := bigStructured64()
	for range bigScale(300, 10) {
		vs = append(vs, r.Uint64()>>r.IntN(64))
	}
	for i, b := range vs {
		for _, c := range []uint64{vs[(i*7+3)%len(vs)], r.Uint64(), nimber.Mul(b, b)} {
			x0, _, ok := nimber.SolveQuadratic(b, c)
			z := newBig(99)
			got, gotOK := z.SolveQuadratic(newBig(b), newBig(c))
			switch {
			case gotOK != ok:
				t.Fatalf("SolveQuadratic(%#x, %#x): ok = %v, the function gives %v", b, c, gotOK, ok)
			case ok && (got != z || !z.IsUint64() || z.Uint64() != x0):
				t.Fatalf("SolveQuadratic(%#x, %#x) = %#x, the function gives %#x", b, c, got, x0)
			case !ok && (got != nil || z.Uint64() != 99):
				t.Fatalf("SolveQuadratic(%#x, %#x) = %v, %v with the receiver %v; want nil, false and the receiver unchanged", b, c, got, ok, z)
			}
		}
	}
}

// checkQuadratic checks SolveQuadratic(b, c), b != 0, in F_(2^(64n)), the
// field of the Fermat 2-power reference tab: it finds a root exactly when
// c/(b*b) has trace 0 by the definition, the root satisfies the equation by
// the reference product, and it is the smaller of the two. It returns the
// root, or nil.
func checkQuadratic(t *testing.T, tab *ref.Pow2Table, n int, b, c *nimber.Big) *nimber.Big {
	t.Helper()
	z0 := newBig(12345)
	z, ok := z0.SolveQuadratic(b, c)
	bb := refMul(b, b)
	d := new(nimber.Big).Div(c, bb)
	if refMul(d, bb).Cmp(c) != 0 {
		t.Fatalf("Div(%#x, %#x) = %#x is not the quotient by the reference", c, bb, d)
	}
	if want := refBigTrace(t, tab, d, n) == 0; ok != want {
		t.Fatalf("SolveQuadratic(%#x, %#x): ok = %v, but the trace of c/(b*b) = %#x in F_(2^%d) is %v", b, c, ok, d, 64*n, !want)
	}
	if !ok {
		if z != nil || z0.Uint64() != 12345 || !z0.IsUint64() {
			t.Fatalf("SolveQuadratic(%#x, %#x) = %v, false and changed its receiver to %v", b, c, z, z0)
		}
		return nil
	}
	if z != z0 {
		t.Fatalf("SolveQuadratic(%#x, %#x) did not return its receiver", b, c)
	}
	other := new(nimber.Big).Add(z, b)
	for _, x := range []*nimber.Big{z, other} {
		lhs := new(nimber.Big).Add(refMul(x, x), refMul(b, x))
		if lhs.Cmp(c) != 0 {
			t.Fatalf("SolveQuadratic(%#x, %#x): %#x is not a root, x*x + b*x = %#x", b, c, x, lhs)
		}
	}
	if z.Cmp(other) >= 0 || z.FieldWidth() > 64*n {
		t.Fatalf("SolveQuadratic(%#x, %#x) = %#x: want the smaller root in F_(2^%d), the other being %#x", b, c, z, 64*n, other)
	}
	return z
}

// TestBigSolveQuadratic checks equations from 128 to 1024 bits against the
// references, with random coefficients (solvable or not, about as often)
// and with equations built from a known root.
func TestBigSolveQuadratic(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 10))
	for n := 2; n <= bigScale(16, 2); n *= 2 {
		tab := ref.NewPow2Table(n)
		w := 64 * n
		roots := 0
		for i := range bigScale(16, 2) {
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
			if checkQuadratic(t, tab, n, b, c) != nil {
				roots++
			}
		}
		if roots == 0 {
			t.Errorf("%d bits: no random equation had a root", w)
		}
		// x*x + b*x = c with c = root*root + b*root has the roots root and
		// root + b.
		for range bigScale(6, 2) {
			root, b := bigRandom(r, w), bigOperand(r, w)
			c := new(nimber.Big).Add(refMul(root, root), refMul(b, root))
			z := checkQuadratic(t, tab, n, b, c)
			if z == nil || z.Cmp(root) != 0 && z.Cmp(new(nimber.Big).Add(root, b)) != 0 {
				t.Fatalf("SolveQuadratic(%#x, %#x) = %v, want %#x or %#x", b, c, z, root, new(nimber.Big).Add(root, b))
			}
		}
		// b == 0: the one root Sqrt(c).
		c := bigOperand(r, w)
		if z, ok := new(nimber.Big).SolveQuadratic(new(nimber.Big), c); !ok || refMul(z, z).Cmp(c) != 0 {
			t.Fatalf("SolveQuadratic(0, %#x) = %v, %v, not the square root", c, z, ok)
		}
	}
}

// TestBigSolveQuadraticWide checks roots at 10^4 bits with Mul, beyond the
// reach of the references.
func TestBigSolveQuadraticWide(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 11))
	for range bigScale(4, 2) {
		root, b := bigOperand(r, 10000), bigOperand(r, 1+r.IntN(10000))
		c := new(nimber.Big).Mul(root, root)
		c.Add(c, new(nimber.Big).Mul(b, root))
		z, ok := new(nimber.Big).SolveQuadratic(b, c)
		other := new(nimber.Big).Add(root, b)
		if !ok || z.Cmp(root) != 0 && z.Cmp(other) != 0 || z.Cmp(new(nimber.Big).Add(z, b)) > 0 {
			t.Fatalf("SolveQuadratic(%#x, %#x) = %v, %v; want the smaller of %#x and %#x", b, c, z, ok, root, other)
		}
	}
}

// TestBigSolveQuadraticAliasing runs SolveQuadratic with the receiver as
// b, as c, and as both, on equations with and without roots.
func TestBigSolveQuadraticAliasing(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 12))
	for i := range bigScale(12, 3) {
		bv, cv := bigOperand(r, 1+r.IntN(700)), bigOperand(r, 1+r.IntN(700))
		if _, ok := new(nimber.Big).SolveQuadratic(bv, cv); ok != (i%2 == 0) {
			// Adding b*b*2^(v-1) to c flips the trace of c/(b*b) in
			// F_(2^v), and with it whether the equation has roots: half
			// the equations have them.
			v := max(64, bv.FieldWidth(), cv.FieldWidth())
			cv.Add(cv, new(nimber.Big).Mul(new(nimber.Big).Square(bv), pow2(v-1)))
		}
		for _, c := range []struct {
			desc string
			run  func(b, c *nimber.Big) (*nimber.Big, bool)
			b, c *nimber.Big // the operands of the fresh computation
			recv string      // the operand that is the receiver
		}{
			{"b.SolveQuadratic(b, c)", func(b, c *nimber.Big) (*nimber.Big, bool) { return b.SolveQuadratic(b, c) }, bv, cv, "b"},
			{"c.SolveQuadratic(b, c)", func(b, c *nimber.Big) (*nimber.Big, bool) { return c.SolveQuadratic(b, c) }, bv, cv, "c"},
			{"b.SolveQuadratic(b, b)", func(b, _ *nimber.Big) (*nimber.Big, bool) { return b.SolveQuadratic(b, b) }, bv, bv, "b"},
			{"c.SolveQuadratic(c, c)", func(_, c *nimber.Big) (*nimber.Big, bool) { return c.SolveQuadratic(c, c) }, cv, cv, "c"},
		} {
			want, wantOK := new(nimber.Big).SolveQuadratic(c.b, c.c)
			b, cc := new(nimber.Big).Set(bv), new(nimber.Big).Set(cv)
			got, ok := c.run(b, cc)
			if ok != wantOK || ok && got.Cmp(want) != 0 {
				t.Fatalf("%s = %v, %v, want %v, %v", c.desc, got, ok, want, wantOK)
			}
			// The operand that is not the receiver is unchanged, and so is
			// the receiver when there is no root.
			if (c.recv != "b" || !ok) && b.Cmp(bv) != 0 || (c.recv != "c" || !ok) && cc.Cmp(cv) != 0 {
				t.Fatalf("%s changed an operand it should not have", c.desc)
			}
		}
	}
}

func TestBigOrder64(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 13))
	vs := bigStructured64()
	for range bigScale(100, 10) {
		vs = append(vs, r.Uint64()>>r.IntN(64))
	}
	for _, x := range vs {
		if x == 0 {
			continue
		}
		o, ok := newBig(x).Order()
		if want := nimber.Order(x); !ok || !o.IsUint64() || o.Uint64() != want {
			t.Fatalf("Order(%#x) = %v, %v; the function Order gives %d", x, o, ok, want)
		}
	}
}

// checkOrder checks o, ok = x.Order() by its definition, with Exp: o
// divides 2^w - 1, x^o = 1, and x^(o/p) != 1 for every prime p of o. It
// returns o.
func checkOrder(t *testing.T, x *nimber.Big) *big.Int {
	t.Helper()
	o, ok := x.Order()
	w := x.FieldWidth()
	if !ok {
		t.Fatalf("Order(%#x) found no order in F_(2^%d)", x, w)
	}
	if new(big.Int).Mod(mersenne(w), o).Sign() != 0 {
		t.Fatalf("Order(%#x) = %v does not divide 2^%d - 1", x, o, w)
	}
	if p := new(nimber.Big).Exp(x, o); p.Cmp(newBig(1)) != 0 {
		t.Fatalf("Order(%#x) = %v, but x^%v = %#x", x, o, o, p)
	}
	if w > 1024 {
		return o // the tests of x^(order/p) would take seconds; see TestBigOrder
	}
	for _, p := range groupPrimes(max(w, 64)) {
		if q, m := new(big.Int).QuoRem(o, p, new(big.Int)); m.Sign() == 0 {
			if e := new(nimber.Big).Exp(x, q); e.Cmp(newBig(1)) == 0 {
				t.Fatalf("Order(%#x) = %v, but x^(order/%v) = 1", x, o, p)
			}
		}
	}
	return o
}

// TestBigOrder checks Order against its definition (checkOrder) from 128
// to 1024 bits, on random elements and on elements of an order chosen
// through Exp, x^((2^w - 1)/m), whose order divides m; and at 4096 bits,
// where checkOrder tests x^order = 1 only, elements of a chosen prime
// order.
func TestBigOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 14))
	widths := []int{128, 256}
	if !testing.Short() {
		widths = append(widths, 512, 1024)
	}
	for _, w := range widths {
		for range 3 {
			checkOrder(t, bigOperand(r, w))
		}
		x := bigOperand(r, w)
		top := nimber.FermatPrimes(bits.Len(uint(w)) - 2)   // the primes of F_k, 2^(k+1) = w
		all := new(big.Int).Quo(mersenne(w), mersenne(w/2)) // F_k itself
		// x^((2^w - 1)/(2^8 - 1)) lies in F_(2^8), and Big.Order finds its
		// order through the 64-bit Order.
		for _, m := range []*big.Int{top[0], top[len(top)-1], all, mersenne(8)} {
			g := new(nimber.Big).Exp(x, new(big.Int).Quo(mersenne(w), m))
			if o := checkOrder(t, g); new(big.Int).Mod(m, o).Sign() != 0 {
				t.Fatalf("x^((2^%d - 1)/%v) has the order %v, which does not divide it", w, m, o)
			}
		}
	}
	if testing.Short() {
		return
	}
	// At 4096 bits: a random element, and the elements of the orders of
	// the largest prime of F_11 (564 digits) and of its smallest.
	x := bigOperand(r, 4096)
	checkOrder(t, x)
	f11 := nimber.FermatPrimes(11)
	for _, p := range []*big.Int{f11[len(f11)-1], f11[0]} {
		g := new(nimber.Big).Exp(x, new(big.Int).Quo(mersenne(4096), p))
		if o, ok := g.Order(); g.Cmp(newBig(1)) == 0 || !ok || o.Cmp(p) != 0 {
			t.Fatalf("x^((2^4096 - 1)/p) = %#x for the prime p = %v has the order %v, %v", g, p, o, ok)
		}
		if e := new(nimber.Big).Exp(g, p); e.Cmp(newBig(1)) != 0 {
			t.Fatalf("g^p = %#x != 1 for g = %#x of the order p = %v", e, g, p)
		}
	}
}

func TestBigOrderLimits(t *testing.T) {
	if o, ok := newBig(1).Order(); !ok || o.Cmp(big.NewInt(1)) != 0 {
		t.Errorf("Order(1) = %v, %v", o, ok)
	}
	if o, ok := pow2(nimber.MaxOrderWidth).Order(); ok || o != nil {
		t.Errorf("Order(2^%d) = %v, %v; want nil, false", nimber.MaxOrderWidth, o, ok)
	}
	if o, ok := pow2(100000).Order(); ok || o != nil {
		t.Errorf("Order(2^100000) = %v, %v; want nil, false", o, ok)
	}
	if w := nimber.MaxOrderWidth; w != 4096 {
		t.Errorf("Order works up to F_(2^%d), documented as F_(2^4096)", w)
	}
}

func TestBigOrderWidths(t *testing.T) {
	// The values 2^64 (of ExampleBig_Order), 2^64 + 1 and 2^127 lie in
	// F_(2^128) and not in F_(2^64), so their orders divide 2^128 - 1 and
	// not 2^64 - 1, the order of F_(2^64)'s group.
	for _, x := range []*nimber.Big{pow2(64), new(nimber.Big).Add(pow2(64), newBig(1)), pow2(127)} {
		o := checkOrder(t, x)
		if new(big.Int).Mod(mersenne(64), o).Sign() == 0 {
			t.Errorf("Order(%#x) = %v divides 2^64 - 1, so x would lie in F_(2^64)", x, o)
		}
	}
}
