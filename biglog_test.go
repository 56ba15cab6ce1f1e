package nimber_test

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
)

// randomExponent returns a random exponent below 2^bits.
func randomExponent(r *rand.Rand, bits int) *big.Int {
	e := new(big.Int)
	for range (bits + 63) / 64 {
		e.Lsh(e, 64).Or(e, new(big.Int).SetUint64(r.Uint64()))
	}
	return e.Rsh(e, uint(64*((bits+63)/64)-bits))
}

// checkLogOf checks x.Log(g) for x = g^e0 by its definition: Pow(g, e) is
// x, e is below the order of g, so the least, and e == e0 modulo that
// order.
func checkLogOf(t *testing.T, g *nimber.Big, e0 *big.Int) {
	t.Helper()
	x := new(nimber.Big).Pow(g, e0)
	e, err := x.Log(g)
	if err != nil {
		t.Fatalf("Log of %#x = g^%v to the base g = %#x: %v", x, e0, g, err)
	}
	o, _ := g.Order()
	if p := new(nimber.Big).Pow(g, e); p.Cmp(x) != 0 || e.Sign() < 0 || e.Cmp(o) >= 0 {
		t.Fatalf("Log of %#x to the base %#x = %v, but g^e = %#x (the order of g is %v)", x, g, e, p, o)
	}
	if d := new(big.Int).Sub(e, e0); d.Mod(d, o).Sign() != 0 {
		t.Fatalf("Log of g^%v to the base %#x = %v, not congruent modulo the order %v", e0, g, e, o)
	}
}

// TestBigLog64 checks that Big.Log agrees with Log below 2^64, on powers
// and on values that are no powers of the base, 0 and 1 included.
func TestBigLog64(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	vs := append(kerneltest.Structured(), randomValues(r, 20)...)
	for _, g := range vs[:scale(len(vs), 4)] {
		for _, x := range []uint64{0, 1, 2, nimber.Pow(g, r.Uint64()), r.Uint64()} {
			want, ok := nimber.Log(g, x)
			got, err := newBig(x).Log(newBig(g))
			if ok && (err != nil || !got.IsUint64() || got.Uint64() != want) || !ok && (got != nil || err != nimber.ErrNoLog) {
				t.Fatalf("Big.Log(%d, %d) = %v, %v; Log gives %d, %v", g, x, got, err, want, ok)
			}
		}
	}
}

// TestBigLog128 checks logarithms in F_(2^128) of random powers of random
// bases: the orders of most have the prime factor 67280421310721 of
// 2^64 + 1, whose subgroup takes about 10^7 steps of the rho method, so
// -short takes bases whose order avoids it, and of the powers of the
// element 2^64, its square and a base of order 274177 too.
func TestBigLog128(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	big6 := big.NewInt(67280421310721)
	var bases []*nimber.Big
	for range 2 {
		bases = append(bases, new(nimber.Big).Pow(bigOperand(r, 128), big6))
	}
	bases = append(bases, new(nimber.Big).Pow(pow2(64), big6))
	// A base of the order 274177, the smaller factor of 2^64 + 1.
	bases = append(bases, new(nimber.Big).Pow(bigOperand(r, 128), new(big.Int).Quo(mersenne(128), big.NewInt(274177))))
	if !testing.Short() {
		bases = append(bases, pow2(64), bigOperand(r, 128))
	}
	for _, g := range bases {
		if g.FieldWidth() != 128 {
			t.Fatalf("the base %#x is not in F_(2^128) alone", g)
		}
		for _, e := range []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), randomExponent(r, 128), mersenne(128)} {
			checkLogOf(t, g, e)
		}
	}
}

// TestBigLogWider checks logarithms in F_(2^256) to F_(2^4096) to bases
// whose orders avoid the large prime factors of 2^w - 1, which Log
// refuses: the rho method then runs in the subgroups of orders 274177 (in
// F_(2^128)), 2424833 (F_(2^1024)) and 319489 and 974849 (F_(2^4096)).
func TestBigLogWider(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	widths := []int{256, 1024}
	if !testing.Short() {
		widths = append(widths, 4096)
	}
	for _, w := range widths {
		// The product of the primes of 2^w - 1 from 2^32 on: raising to it
		// leaves a base whose order has only smaller primes.
		m := big.NewInt(1)
		for _, p := range groupPrimes(w) {
			if p.BitLen() > 32 {
				m.Mul(m, p)
			}
		}
		g := new(nimber.Big).Pow(bigOperand(r, w), m)
		checkLogOf(t, g, randomExponent(r, w))
		checkLogOf(t, g, big.NewInt(3))
	}
}

// TestBigLogNone checks the cases without a logarithm: x outside the field
// of g, x == 0, the bases 0 and 1, and x outside the subgroup that g
// generates, which the test finds by the definition, x^order(g) != 1.
func TestBigLogNone(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	g3 := new(nimber.Big).Pow(bigOperand(r, 128), big.NewInt(3*67280421310721)) // order (2^128 - 1)/(3*67280421310721)
	cases := [][2]*nimber.Big{
		{newBig(2), pow2(64)},
		{pow2(64), pow2(128)},
		{pow2(64), newBig(0)},
		{bigOperand(r, 128), newBig(0)},
		{newBig(0), pow2(100)},
		{newBig(1), pow2(100)},
		{newBig(1), newBig(2)},
	}
	for range 4 {
		cases = append(cases, [2]*nimber.Big{g3, bigOperand(r, 128)})
	}
	o, _ := g3.Order()
	for _, c := range cases {
		g, x := c[0], c[1]
		if g == g3 && new(nimber.Big).Pow(x, o).Cmp(newBig(1)) == 0 {
			continue // x happens to be a power of g3
		}
		if e, err := x.Log(g); e != nil || err != nimber.ErrNoLog {
			t.Errorf("Log of %#x to the base %#x = %v, %v; want nil, ErrNoLog", x, g, e, err)
		}
	}
	// 1 is g^0 and g^0 alone for every g, 0 included.
	for _, g := range []*nimber.Big{newBig(0), newBig(1), pow2(64), pow2(5000)} {
		if e, err := newBig(1).Log(g); err != nil || e.Sign() != 0 {
			t.Errorf("Log of 1 to the base %#x = %v, %v", g, e, err)
		}
	}
}

// TestBigLogCost checks the refusals: a base of F_(2^256) whose order has
// the prime factor 59649589127497217 of 2^128 + 1, and bases beyond
// F_(2^4096), where 2^w - 1 is not factored.
func TestBigLogCost(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	// Raising to the other factor of 2^128 + 1 keeps the factor
	// 59649589127497217 in the order, but for one base in 5.9*10^16.
	other, _ := new(big.Int).SetString("5704689200685129054721", 10)
	g := new(nimber.Big).Pow(bigOperand(r, 256), other)
	for _, c := range [][2]*nimber.Big{{g, new(nimber.Big).Pow(g, big.NewInt(5))}, {pow2(5000), pow2(5000)}, {pow2(5000), newBig(3)}} {
		if e, err := c[1].Log(c[0]); e != nil || !errors.Is(err, nimber.ErrLogCost) {
			t.Errorf("Log of %#x to the base %#x = %v, %v; want nil and ErrLogCost", c[1], c[0], e, err)
		}
	}
}

// BenchmarkBigLog measures Log in F_(2^128) over 8 random bases and
// exponents, whose orders have the prime factor 67280421310721: the rho
// method's steps vary from one logarithm to the next, so the mean over
// them is reported as ns/log.
func BenchmarkBigLog(b *testing.B) {
	r := rand.New(rand.NewPCG(17, 18))
	var gs, xs []*nimber.Big
	for range 8 {
		g := bigOperand(r, 128)
		gs, xs = append(gs, g), append(xs, new(nimber.Big).Pow(g, randomExponent(r, 128)))
	}
	b.Run("bits=128", func(b *testing.B) {
		for b.Loop() {
			for i, g := range gs {
				if _, err := xs[i].Log(g); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(gs)), "ns/log")
	})
}
