package nimber_test

import (
	"fmt"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
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

func TestBigOrder64(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 13))
	vs := randomValues(r, scale(50, 10))
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

// checkOrder checks o, ok = x.Order() by its definition, with Pow: o
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
	if p := new(nimber.Big).Pow(x, o); p.Cmp(newBig(1)) != 0 {
		t.Fatalf("Order(%#x) = %v, but x^%v = %#x", x, o, o, p)
	}
	if w > 1024 {
		return o // the tests of x^(order/p) would take seconds; see TestBigOrder
	}
	for _, p := range groupPrimes(max(w, 64)) {
		if q, m := new(big.Int).QuoRem(o, p, new(big.Int)); m.Sign() == 0 {
			if e := new(nimber.Big).Pow(x, q); e.Cmp(newBig(1)) == 0 {
				t.Fatalf("Order(%#x) = %v, but x^(order/%v) = 1", x, o, p)
			}
		}
	}
	return o
}

// TestBigOrder checks Order against its definition (checkOrder) from 128
// to 1024 bits, on random elements and on elements of an order chosen
// through Pow, x^((2^w - 1)/m), whose order divides m; and at 4096 bits,
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
			g := new(nimber.Big).Pow(x, new(big.Int).Quo(mersenne(w), m))
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
		g := new(nimber.Big).Pow(x, new(big.Int).Quo(mersenne(4096), p))
		if o, ok := g.Order(); g.Cmp(newBig(1)) == 0 || !ok || o.Cmp(p) != 0 {
			t.Fatalf("x^((2^4096 - 1)/p) = %#x for the prime p = %v has the order %v, %v", g, p, o, ok)
		}
		if e := new(nimber.Big).Pow(g, p); e.Cmp(newBig(1)) != 0 {
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

func TestBigPow(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	one := newBig(1)
	for _, bits := range []int{65, 128, 200, 256} {
		x := bigOperand(r, bits)
		w := x.FieldWidth()
		order := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1))
		// Small exponents against repeated products by the reference.
		p := newBig(1)
		for e := range 20 {
			if got := new(nimber.Big).Pow(x, big.NewInt(int64(e))); got.Cmp(p) != 0 {
				t.Fatalf("Pow(%#x, %d) = %#x, repeated products give %#x", x, e, got, p)
			}
			p = refMul(p, x)
		}
		// Fermat: x^(2^w - 1) = 1 and x^(2^w - 2) = 1/x, computed without
		// the reduction of the exponent (it is already below the order)
		// and with it (the exponent plus a multiple of the order).
		if got := new(nimber.Big).Pow(x, order); got.Cmp(one) != 0 {
			t.Fatalf("Pow(x, 2^%d - 1) = %#x for x = %#x", w, got, x)
		}
		e := new(big.Int).Sub(order, big.NewInt(1))
		inv := new(nimber.Big).Pow(x, e)
		if refMul(inv, x).Cmp(one) != 0 {
			t.Fatalf("Pow(x, 2^%d - 2) = %#x is not the inverse of x = %#x", w, inv, x)
		}
		e.Add(e, new(big.Int).Mul(order, big.NewInt(12345)))
		if got := new(nimber.Big).Pow(x, e); got.Cmp(inv) != 0 {
			t.Fatalf("Pow with an exponent beyond the order: %#x, want %#x", got, inv)
		}
		if got := new(nimber.Big).Pow(x, big.NewInt(-1)); got.Cmp(inv) != 0 {
			t.Fatalf("Pow(x, -1) = %#x, want %#x", got, inv)
		}
		sq := new(nimber.Big).Mul(inv, inv)
		if got := new(nimber.Big).Pow(x, big.NewInt(-2)); got.Cmp(sq) != 0 {
			t.Fatalf("Pow(x, -2) = %#x, want %#x", got, sq)
		}
	}
	zero := new(nimber.Big)
	if got := new(nimber.Big).Pow(zero, big.NewInt(0)); got.Cmp(one) != 0 {
		t.Errorf("Pow(0, 0) = %v, want 1", got)
	}
	if got := new(nimber.Big).Pow(zero, big.NewInt(5)); got.BitLen() != 0 {
		t.Errorf("Pow(0, 5) = %v, want 0", got)
	}
	if got := new(nimber.Big).Pow(pow2(300), big.NewInt(0)); got.Cmp(one) != 0 {
		t.Errorf("Pow(2^300, 0) = %v, want 1", got)
	}
}

// powBinary is Pow as it was before the sliding window, for the tests and
// the benchmarks: the exponent reduced modulo 2^w - 1, then one squaring a
// bit and one product a set bit, from the top.
func powBinary(x *nimber.Big, e *big.Int) *nimber.Big {
	if e.Sign() == 0 {
		return newBig(1)
	}
	if x.BitLen() == 0 {
		return newBig(0)
	}
	r := new(big.Int).Mod(e, mersenne(x.FieldWidth()))
	if e.Sign() < 0 {
		x = new(nimber.Big).Inv(x)
		r.Mod(new(big.Int).Neg(e), mersenne(x.FieldWidth()))
	}
	z := newBig(1)
	for i := r.BitLen() - 1; i >= 0; i-- {
		z.Square(z)
		if r.Bit(i) != 0 {
			z.Mul(z, x)
		}
	}
	return z
}

// powExponents returns exponents for fields of w bits: random ones of every
// length up to w and beyond (so that every width of window is taken),
// single bits, all ones, long runs of zeros between ones, 2^w - 2 (the
// inverse), multiples of 2^w - 1 and negative ones.
func powExponents(r *rand.Rand, w, n int) []*big.Int {
	var es []*big.Int
	for range n {
		es = append(es, bigOperand(r, 1+r.IntN(w+8)).Int(nil))
	}
	m := mersenne(w)
	for _, b := range []int{1, 2, 3, 7, 8, 9, 63, 64, 65, w - 1, w / 2} {
		es = append(es, new(big.Int).Lsh(big.NewInt(1), uint(b)), mersenne(b))
		runs := new(big.Int).Lsh(big.NewInt(1), uint(b))
		es = append(es, runs.Add(runs, big.NewInt(1)))
	}
	es = append(es, new(big.Int).Sub(m, big.NewInt(1)), m, new(big.Int).Mul(m, big.NewInt(3)),
		new(big.Int).Add(m, big.NewInt(5)), big.NewInt(-1), big.NewInt(-12345))
	return es
}

// TestBigPowWindow checks the sliding window of Pow against powBinary, in
// fields of 128 to 2048 bits, and on operands that alias.
func TestBigPowWindow(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, w := range []int{128, 256, 512, 2048} {
		x := bigOperand(r, w/2+1+r.IntN(w/2-1))
		for _, e := range powExponents(r, w, scale(40, 8)) {
			want := powBinary(x, e)
			if got := new(nimber.Big).Pow(x, e); got.Cmp(want) != 0 {
				t.Fatalf("Pow(x, %#x) in F_(2^%d) = %#x, square and multiply gives %#x (x = %#x)", e, w, got, want, x)
			}
			z := new(nimber.Big).Set(x)
			if z.Pow(z, e); z.Cmp(want) != 0 {
				t.Fatalf("z.Pow(z, %#x) with z = x in F_(2^%d) differs", e, w)
			}
		}
	}
}

// FuzzBigPow checks Pow against powBinary, which reduces its exponent by
// math/big's Mod and squares and multiplies with Mul and Square (themselves
// checked against the reference), for x of at most 512 bits and exponents
// of either sign of up to twice as many, into a fresh receiver and into x
// itself.
func FuzzBigPow(f *testing.F) {
	vs := bigStructured(8 * bigFuzzBytes)
	for i, x := range vs {
		f.Add(x.Bytes(), vs[(i*5+1)%len(vs)].Bytes(), i%3 == 0)
	}
	f.Fuzz(func(t *testing.T, a, b []byte, neg bool) {
		x := new(nimber.Big).SetBytes(a[:min(len(a), bigFuzzBytes)])
		e := new(big.Int).SetBytes(b[:min(len(b), 2*bigFuzzBytes)])
		if neg {
			if x.Sign() == 0 {
				return // 0 has no inverse: Pow panics
			}
			e.Neg(e)
		}
		want := powBinary(x, e)
		if got := new(nimber.Big).Pow(x, e); got.Cmp(want) != 0 {
			t.Fatalf("Pow(%#x, %v) = %#x, square and multiply gives %#x", x, e, got, want)
		}
		if got := x.Pow(x, e); got.Cmp(want) != 0 {
			t.Fatalf("x.Pow(x, %v) = %#x, square and multiply gives %#x", e, got, want)
		}
	})
}

// TestBigPowCost checks PowCost on exponents whose windows are known: for
// 2^(b-1) one window of 1 and b-1 squarings; for 2^b - 2 in a field of w = b
// bits, windows of k ones from the top, where k is the width of the
// documented examples (6 for b = 1024); and 0 where Pow makes no product.
func TestBigPowCost(t *testing.T) {
	x := bigOperand(rand.New(rand.NewPCG(9, 10)), 1000) // in F_(2^1024)
	for _, c := range []struct {
		e                   *big.Int
		squarings, products int
	}{
		// b = 1024, k = 6: x^2 and 31 powers in the table; 1023 ones then a
		// zero: 170 windows of 6 ones and one of 3, so 169+1 products and
		// 1023-6 squarings for the windows after the first, one for the 0.
		{new(big.Int).Sub(mersenne(1024), big.NewInt(1)), 1 + 1017 + 1, 31 + 170},
		// 2^1000: b = 1001, k = 6 (1001/7 + 32 < 1001/6 + 16); one window.
		{new(big.Int).Lsh(big.NewInt(1), 1000), 1 + 1000, 31},
		// 3: b = 2, k = 1 (2/2 = 1 < 2/3 + 2); windows 1 and 1.
		{big.NewInt(3), 1, 1},
		{big.NewInt(0), 0, 0},
		{mersenne(1024), 0, 0},
		{new(big.Int).Mul(mersenne(1024), big.NewInt(-7)), 0, 0},
	} {
		if s, p := x.PowCost(c.e); s != c.squarings || p != c.products {
			t.Errorf("PowCost(%#x) = %d squarings, %d products; want %d, %d", c.e, s, p, c.squarings, c.products)
		}
	}
	for _, x := range []*nimber.Big{newBig(0), newBig(5), newBig(1<<63 + 7)} {
		if s, p := x.PowCost(mersenne(4096)); s != 0 || p != 0 {
			t.Errorf("PowCost of %v: %d, %d; want 0, 0", x, s, p)
		}
	}
}

// BenchmarkBigPow raises random nimbers to random powers of the width of
// their field, by the sliding window of Pow into a warm receiver and by
// powBinary, the square and multiply that it replaced.
func BenchmarkBigPow(b *testing.B) {
	for _, bits := range []int{128, 1024, 4096, 16384, 65536} {
		r := rand.New(rand.NewPCG(uint64(bits), 11))
		x := bigOperand(r, bits)
		e := bigOperand(r, bits-1).Int(nil)
		var z nimber.Big
		for _, im := range []struct {
			name string
			pow  func(x *nimber.Big, e *big.Int) *nimber.Big
		}{
			{"window", func(x *nimber.Big, e *big.Int) *nimber.Big { return z.Pow(x, e) }},
			{"binary", powBinary},
		} {
			b.Run(fmt.Sprintf("bits=%d/impl=%s", bits, im.name), func(b *testing.B) {
				if bits > 16384 && testing.Short() {
					b.Skip("a minute an operation")
				}
				if im.name == "window" {
					im.pow(x, e) // the receiver and the pool warm, as in a loop of powers
				}
				b.ReportAllocs()
				for b.Loop() {
					im.pow(x, e)
				}
			})
		}
	}
}

// BenchmarkBigOrder finds the order of a random element of each field up to
// F_(2^4096), the largest whose group order is factored.
func BenchmarkBigOrder(b *testing.B) {
	for _, bits := range []int{128, 256, 1024, 4096} {
		b.Run(fmt.Sprintf("bits=%d", bits), func(b *testing.B) {
			r := rand.New(rand.NewPCG(uint64(bits), 5))
			x := bigOperand(r, bits)
			b.ReportAllocs()
			for b.Loop() {
				x.Order()
			}
		})
	}
}
