package nimber_test

import (
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// bigScale returns n, or n/div under -short.
func bigScale(n, div int) int {
	if testing.Short() {
		return max(n/div, 1)
	}
	return n
}

func newBig(x uint64) *nimber.Big { return new(nimber.Big).SetUint64(x) }

// pow2 returns 2^i.
func pow2(i int) *nimber.Big { return new(nimber.Big).SetBit(new(nimber.Big), i, 1) }

// padWords returns the words of x extended with zeros to n words.
func padWords(x *nimber.Big, n int) []uint64 {
	w := make([]uint64, n)
	copy(w, x.Words())
	return w
}

// fieldWordsOf returns the number of words of the smallest field holding
// all of xs, as the reference needs it: a power of two, at least 1.
func fieldWordsOf(xs ...*nimber.Big) int {
	n := 1
	for _, x := range xs {
		for n < len(x.Words()) {
			n *= 2
		}
	}
	return n
}

// refMul returns x*y by the four-product reference.
func refMul(x, y *nimber.Big) *nimber.Big {
	n := fieldWordsOf(x, y)
	return new(nimber.Big).SetWords(ref.BigMul(padWords(x, n), padWords(y, n), n))
}

// bigStructured64 returns 64-bit values at the edges of the half-split:
// powers of two, all-ones words, subfield boundaries and halves.
func bigStructured64() []uint64 {
	vs := []uint64{0, 1, 2, 3, ^uint64(0), 1<<63 | 1, 0x5555555555555555, 0xaaaaaaaaaaaaaaaa, nimber.Primitive}
	for i := 0; i < 64; i += 3 {
		vs = append(vs, 1<<i, 1<<i-1, ^(uint64(1) << i))
	}
	for _, w := range []uint{8, 16, 32} {
		vs = append(vs, (1<<w-1)<<w, 1<<(w-1)<<w, 1<<w|1<<(w-1))
	}
	return vs
}

// bigStructured returns nimbers of up to maxBits bits at the edges of the
// multiword half-split: powers of two at and around word and subfield
// boundaries, all-ones values 2^k - 1, Fermat 2-powers and their halves
// together, and values whose high or low half is zero.
func bigStructured(maxBits int) []*nimber.Big {
	var vs []*nimber.Big
	ones := func(k int) *nimber.Big {
		w := make([]uint64, (k+63)/64)
		for i := range k {
			w[i/64] |= 1 << (i % 64)
		}
		return new(nimber.Big).SetWords(w)
	}
	for k := 64; k <= maxBits; k *= 2 {
		for _, i := range []int{k - 1, k - 2, k / 2, k/2 - 1, k/2 + 1} {
			if i < maxBits {
				vs = append(vs, pow2(i))
			}
		}
		vs = append(vs, ones(k), ones(k/2+1), ones(k-1))
		if k < maxBits {
			f := pow2(k) // F + F/2, the square of the Fermat 2-power F
			vs = append(vs, f.SetBit(f, k-1, 1))
			hi := new(nimber.Big).Add(pow2(k), pow2(2*k-1))
			if 2*k-1 < maxBits {
				vs = append(vs, hi) // zero low half of the 2k-bit field
			}
		}
	}
	vs = append(vs, newBig(1), newBig(1<<63), newBig(nimber.Primitive))
	return vs
}

// bigRandom returns a random nimber of at most maxBits bits, of a random
// length, with runs of zero or all-ones words now and then.
func bigRandom(r *rand.Rand, maxBits int) *nimber.Big {
	bits := 1 + r.IntN(maxBits)
	w := make([]uint64, (bits+63)/64)
	for i := range w {
		switch r.IntN(8) {
		case 0:
			w[i] = 0
		case 1:
			w[i] = ^uint64(0)
		default:
			w[i] = r.Uint64()
		}
	}
	if k := bits % 64; k != 0 {
		w[len(w)-1] &= 1<<k - 1
	}
	return new(nimber.Big).SetWords(w)
}

// checkField checks Mul, Square, Sqrt, Inv and Div of x and y against the
// reference product.
func checkField(t *testing.T, x, y *nimber.Big) {
	t.Helper()
	if got, want := new(nimber.Big).Mul(x, y), refMul(x, y); got.Cmp(want) != 0 {
		t.Fatalf("%#x * %#x = %#x, reference gives %#x", x, y, got, want)
	}
	if got, want := new(nimber.Big).Square(x), refMul(x, x); got.Cmp(want) != 0 {
		t.Fatalf("Square(%#x) = %#x, reference gives %#x", x, got, want)
	}
	r := new(nimber.Big).Sqrt(x)
	if sq := refMul(r, r); sq.Cmp(x) != 0 {
		t.Fatalf("Sqrt(%#x) = %#x, whose square is %#x", x, r, sq)
	}
	if r.FieldWidth() > x.FieldWidth() {
		t.Fatalf("Sqrt(%#x) = %#x lies outside the field of its operand", x, r)
	}
	if x.BitLen() == 0 {
		return
	}
	inv := new(nimber.Big).Inv(x)
	if p := refMul(x, inv); p.Cmp(newBig(1)) != 0 {
		t.Fatalf("Inv(%#x) = %#x, whose product with it is %#x", x, inv, p)
	}
	if q := new(nimber.Big).Div(y, x); refMul(q, x).Cmp(y) != 0 {
		t.Fatalf("%#x / %#x = %#x, whose product with the divisor is %#x", y, x, q, refMul(q, x))
	}
}

func TestBigAgrees64(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 1))
	vs := bigStructured64()
	for range bigScale(400, 10) {
		vs = append(vs, r.Uint64()>>r.IntN(64))
	}
	for i, x := range vs {
		bx := newBig(x)
		if got, want := bx.FieldWidth(), nimber.FieldWidth(x); got != want {
			t.Fatalf("FieldWidth(%#x) = %d, the 64-bit FieldWidth gives %d", x, got, want)
		}
		check := func(op string, got *nimber.Big, want uint64) {
			t.Helper()
			if !got.IsUint64() || got.Uint64() != want {
				t.Fatalf("%s: Big gives %#x, the 64-bit function %#x", op, got, want)
			}
		}
		check(fmt.Sprintf("Square(%#x)", x), new(nimber.Big).Square(bx), nimber.Square(x))
		check(fmt.Sprintf("Sqrt(%#x)", x), new(nimber.Big).Sqrt(bx), nimber.Sqrt(x))
		e := r.Uint64() >> r.IntN(64)
		check(fmt.Sprintf("Exp(%#x, %d)", x, e), new(nimber.Big).Exp(bx, new(big.Int).SetUint64(e)), nimber.Pow(x, e))
		if x != 0 {
			check(fmt.Sprintf("Inv(%#x)", x), new(nimber.Big).Inv(bx), nimber.Inv(x))
		}
		for _, y := range []uint64{vs[(i*7+3)%len(vs)], r.Uint64()} {
			by := newBig(y)
			check(fmt.Sprintf("%#x + %#x", x, y), new(nimber.Big).Add(bx, by), x^y)
			check(fmt.Sprintf("%#x * %#x", x, y), new(nimber.Big).Mul(bx, by), nimber.Mul(x, y))
			if y != 0 {
				check(fmt.Sprintf("%#x / %#x", x, y), new(nimber.Big).Div(bx, by), nimber.Div(x, y))
			}
			// The same products computed in the fields of 128 to 512
			// bits, where the operands are subfield values.
			for n := 2; n <= 8; n *= 2 {
				got := nimber.MulWords([]uint64{x}, []uint64{y}, n)
				if want := append([]uint64{nimber.Mul(x, y)}, make([]uint64, n-1)...); !slices.Equal(got, want) {
					t.Fatalf("%#x * %#x in %d words = %#x, want %#x", x, y, n, got, want)
				}
			}
		}
		for n := 2; n <= 8; n *= 2 {
			want := make([]uint64, n)
			want[0] = nimber.Square(x)
			if got := nimber.SquareWords([]uint64{x}, n); !slices.Equal(got, want) {
				t.Fatalf("Square(%#x) in %d words = %#x, want %#x", x, n, got, want)
			}
			want[0] = nimber.Sqrt(x)
			if got := nimber.SqrtWords([]uint64{x}, n); !slices.Equal(got, want) {
				t.Fatalf("Sqrt(%#x) in %d words = %#x, want %#x", x, n, got, want)
			}
			if x != 0 {
				want[0] = nimber.Inv(x)
				if got := nimber.InvWords([]uint64{x}, n); !slices.Equal(got, want) {
					t.Fatalf("Inv(%#x) in %d words = %#x, want %#x", x, n, got, want)
				}
			}
		}
	}
}

func TestBigConstant(t *testing.T) {
	if want := ref.Mul(1<<63, 1<<63); nimber.HH64 != want {
		t.Errorf("hh64 = %#x, the reference gives 2^63 * 2^63 = %#x", uint64(nimber.HH64), want)
	}
}

func TestBigReference(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 2))
	// Structured values against each other, up to 1024 bits.
	vs := bigStructured(1024)
	for i, x := range vs {
		checkField(t, x, vs[(i*5+1)%len(vs)])
		if !testing.Short() {
			checkField(t, x, bigRandom(r, 1024))
		}
	}
	// Random values of 65 to 2048 bits, and products of a wide value with a
	// narrow one.
	for range bigScale(60, 6) {
		x := bigRandom(r, 2048)
		x.SetBit(x, 64+r.IntN(2048-64), 1)
		checkField(t, x, bigRandom(r, 2048))
		checkField(t, x, bigRandom(r, 64<<r.IntN(4)))
	}
}

// TestBigPow2Table compares products with the bit-by-bit reference built
// from the Fermat 2-power rules alone, up to 256 bits.
func TestBigPow2Table(t *testing.T) {
	tab := ref.NewPow2Table(4)
	r := rand.New(rand.NewPCG(5, 3))
	vs := bigStructured(256)
	for range bigScale(40, 4) {
		vs = append(vs, bigRandom(r, 256))
	}
	for i, x := range vs {
		y := vs[(i*11+5)%len(vs)]
		want := new(nimber.Big).SetWords(tab.Mul(padWords(x, 4), padWords(y, 4)))
		if got := new(nimber.Big).Mul(x, y); got.Cmp(want) != 0 {
			t.Fatalf("%#x * %#x = %#x, the Fermat 2-power rules give %#x", x, y, got, want)
		}
	}
	// Every product of two powers of two below 2^256, one row per run of
	// the loop to keep it short.
	for i := 0; i < 256; i += bigScale(1, 8) * 7 {
		for j := range 256 {
			want := new(nimber.Big).SetWords(tab.Pow2Mul(i, j))
			if got := new(nimber.Big).Mul(pow2(i), pow2(j)); got.Cmp(want) != 0 {
				t.Fatalf("2^%d * 2^%d = %#x, the Fermat 2-power rules give %#x", i, j, got, want)
			}
		}
	}
}

// Test2Pow400Squared checks the product CGSuite is asked for in issue 5,
// 2^400 * 2^400. By the Fermat 2-power rules, 2^400 = F_8*F_7*F_4 with
// F_k = 2^(2^k), and F_k*F_k = F_k + 2^(2^k-1), so
//
//	2^400 * 2^400 = (F_8 + 2^255)(F_7 + 2^127)(F_4 + 2^15).
//
// Its top terms follow by hand: F_8*F_7*(F_4 + 2^15) = 2^400 + 2^399 (the
// product of distinct Fermat 2-powers and a smaller value is ordinary), and
// F_8*(2^127*(F_4 + 2^15)) is that product (below 2^128) shifted by 256
// bits; the rest lies below 2^256. The value below is the one both slow
// references compute (the Fermat rules bit by bit, and the four-product
// half-split), and the test checks it against both as well.
func Test2Pow400Squared(t *testing.T) {
	const want = "0x18000" + "5e4ade4a00000000" + "0000000000000000" +
		"800094c244e1a921" + "62d88bdc263922fd" + "de4a4a8844e1a921" + "62d88bdc263922fd"
	w, ok := new(nimber.Big).SetString(want, 0)
	if !ok {
		t.Fatal("bad constant")
	}
	x := pow2(400)
	got := new(nimber.Big).Mul(x, x)
	if got.Cmp(w) != 0 {
		t.Errorf("2^400 * 2^400 = %#x, want %#x", got, w)
	}
	if fermat := new(nimber.Big).SetWords(ref.NewPow2Table(8).Pow2Mul(400, 400)); fermat.Cmp(w) != 0 {
		t.Errorf("the Fermat 2-power reference gives %#x", fermat)
	}
	if half := refMul(x, x); half.Cmp(w) != 0 {
		t.Errorf("the half-split reference gives %#x", half)
	}
	if sq := new(nimber.Big).Square(x); sq.Cmp(w) != 0 {
		t.Errorf("Square(2^400) = %#x, want %#x", sq, w)
	}
}

// TestBigIdentities checks the field at 10^4 bits, beyond the reach of the
// slow references: inverses, square roots, quotients, and the field laws.
func TestBigIdentities(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 4))
	one := newBig(1)
	for range bigScale(4, 2) {
		x := bigOperand(r, 10000)
		y := bigOperand(r, 1+r.IntN(10000))
		v := bigOperand(r, 10000)
		if p := new(nimber.Big).Mul(x, new(nimber.Big).Inv(x)); p.Cmp(one) != 0 {
			t.Fatalf("x * Inv(x) = %#x for x = %#x", p, x)
		}
		s := new(nimber.Big).Sqrt(x)
		if sq := new(nimber.Big).Mul(s, s); sq.Cmp(x) != 0 {
			t.Fatalf("Sqrt(x)^2 != x for x = %#x", x)
		}
		if back := new(nimber.Big).Sqrt(new(nimber.Big).Square(x)); back.Cmp(x) != 0 {
			t.Fatalf("Sqrt(Square(x)) != x for x = %#x", x)
		}
		xy := new(nimber.Big).Mul(x, y)
		if q := new(nimber.Big).Div(xy, y); q.Cmp(x) != 0 {
			t.Fatalf("(x*y)/y != x for x = %#x, y = %#x", x, y)
		}
		if yx := new(nimber.Big).Mul(y, x); yx.Cmp(xy) != 0 {
			t.Fatalf("x*y != y*x for x = %#x, y = %#x", x, y)
		}
		l := new(nimber.Big).Mul(xy, v)
		if rr := new(nimber.Big).Mul(x, new(nimber.Big).Mul(y, v)); l.Cmp(rr) != 0 {
			t.Fatalf("(x*y)*v != x*(y*v) for x = %#x, y = %#x, v = %#x", x, y, v)
		}
		l.Mul(x, new(nimber.Big).Add(y, v))
		rr := new(nimber.Big).Add(xy, new(nimber.Big).Mul(x, v))
		if l.Cmp(rr) != 0 {
			t.Fatalf("x*(y+v) != x*y + x*v for x = %#x, y = %#x, v = %#x", x, y, v)
		}
	}
}

// TestBigAliasing runs every operation with the receiver and the operands
// in every combination of sharing, against the result into a fresh Big.
func TestBigAliasing(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	binary := map[string]func(z, x, y *nimber.Big) *nimber.Big{
		"Add": (*nimber.Big).Add,
		"Mul": (*nimber.Big).Mul,
		"Div": (*nimber.Big).Div,
	}
	unary := map[string]func(z, x *nimber.Big) *nimber.Big{
		"Set":    (*nimber.Big).Set,
		"Square": (*nimber.Big).Square,
		"Sqrt":   (*nimber.Big).Sqrt,
		"Inv":    (*nimber.Big).Inv,
		"Exp": func(z, x *nimber.Big) *nimber.Big {
			return z.Exp(x, big.NewInt(-12345))
		},
		"SetBit": func(z, x *nimber.Big) *nimber.Big { return z.SetBit(x, 300, 1) },
	}
	for range bigScale(20, 4) {
		xv, yv := bigOperand(r, 1+r.IntN(700)), bigOperand(r, 1+r.IntN(700))
		for name, op := range binary {
			want := op(new(nimber.Big), xv, yv)
			wantSame := op(new(nimber.Big), xv, xv)
			cases := []struct {
				desc string
				recv string // the operand that is also the receiver, if any
				run  func(x, y *nimber.Big) *nimber.Big
				want *nimber.Big
			}{
				{"z.Op(x, y)", "", func(x, y *nimber.Big) *nimber.Big { return op(new(nimber.Big).SetUint64(7), x, y) }, want},
				{"x.Op(x, y)", "x", func(x, y *nimber.Big) *nimber.Big { return op(x, x, y) }, want},
				{"y.Op(x, y)", "y", func(x, y *nimber.Big) *nimber.Big { return op(y, x, y) }, want},
				{"z.Op(x, x)", "", func(x, _ *nimber.Big) *nimber.Big { return op(new(nimber.Big), x, x) }, wantSame},
				{"x.Op(x, x)", "x", func(x, _ *nimber.Big) *nimber.Big { return op(x, x, x) }, wantSame},
			}
			for _, c := range cases {
				x, y := new(nimber.Big).Set(xv), new(nimber.Big).Set(yv)
				if got := c.run(x, y); got.Cmp(c.want) != 0 {
					t.Fatalf("%s: %s = %#x, want %#x", name, c.desc, got, c.want)
				}
				if c.recv != "x" && x.Cmp(xv) != 0 || c.recv != "y" && y.Cmp(yv) != 0 {
					t.Fatalf("%s: %s changed an operand that is not the receiver", name, c.desc)
				}
			}
		}
		for name, op := range unary {
			want := op(new(nimber.Big), xv)
			x := new(nimber.Big).Set(xv)
			if got := op(x, x); got != x || got.Cmp(want) != 0 {
				t.Fatalf("%s: x.Op(x) = %#x, want %#x", name, got, want)
			}
			z := new(nimber.Big).Set(yv) // a receiver with old contents
			if got := op(z, xv); got != z || got.Cmp(want) != 0 {
				t.Fatalf("%s: z.Op(x) = %#x, want %#x", name, got, want)
			}
		}
	}
}

func TestBigExp(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	one := newBig(1)
	for _, bits := range []int{65, 128, 200, 256} {
		x := bigOperand(r, bits)
		w := x.FieldWidth()
		order := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1))
		// Small exponents against repeated products by the reference.
		p := newBig(1)
		for e := range 20 {
			if got := new(nimber.Big).Exp(x, big.NewInt(int64(e))); got.Cmp(p) != 0 {
				t.Fatalf("Exp(%#x, %d) = %#x, repeated products give %#x", x, e, got, p)
			}
			p = refMul(p, x)
		}
		// Fermat: x^(2^w - 1) = 1 and x^(2^w - 2) = 1/x, computed without
		// the reduction of the exponent (it is already below the order)
		// and with it (the exponent plus a multiple of the order).
		if got := new(nimber.Big).Exp(x, order); got.Cmp(one) != 0 {
			t.Fatalf("Exp(x, 2^%d - 1) = %#x for x = %#x", w, got, x)
		}
		e := new(big.Int).Sub(order, big.NewInt(1))
		inv := new(nimber.Big).Exp(x, e)
		if refMul(inv, x).Cmp(one) != 0 {
			t.Fatalf("Exp(x, 2^%d - 2) = %#x is not the inverse of x = %#x", w, inv, x)
		}
		e.Add(e, new(big.Int).Mul(order, big.NewInt(12345)))
		if got := new(nimber.Big).Exp(x, e); got.Cmp(inv) != 0 {
			t.Fatalf("Exp with an exponent beyond the order: %#x, want %#x", got, inv)
		}
		if got := new(nimber.Big).Exp(x, big.NewInt(-1)); got.Cmp(inv) != 0 {
			t.Fatalf("Exp(x, -1) = %#x, want %#x", got, inv)
		}
		sq := new(nimber.Big).Mul(inv, inv)
		if got := new(nimber.Big).Exp(x, big.NewInt(-2)); got.Cmp(sq) != 0 {
			t.Fatalf("Exp(x, -2) = %#x, want %#x", got, sq)
		}
	}
	zero := new(nimber.Big)
	if got := new(nimber.Big).Exp(zero, big.NewInt(0)); got.Cmp(one) != 0 {
		t.Errorf("Exp(0, 0) = %v, want 1", got)
	}
	if got := new(nimber.Big).Exp(zero, big.NewInt(5)); got.BitLen() != 0 {
		t.Errorf("Exp(0, 5) = %v, want 0", got)
	}
	if got := new(nimber.Big).Exp(pow2(300), big.NewInt(0)); got.Cmp(one) != 0 {
		t.Errorf("Exp(2^300, 0) = %v, want 1", got)
	}
}

func TestBigPanics(t *testing.T) {
	zero, two := new(nimber.Big), newBig(2)
	for name, f := range map[string]func(){
		"Inv":    func() { new(nimber.Big).Inv(zero) },
		"Div":    func() { new(nimber.Big).Div(two, zero) },
		"Exp":    func() { new(nimber.Big).Exp(zero, big.NewInt(-1)) },
		"Bit":    func() { two.Bit(-1) },
		"SetBit": func() { new(nimber.Big).SetBit(two, -1, 1) },
		"SetBit value": func() {
			new(nimber.Big).SetBit(two, 3, 2)
		},
		"Big.Text base 1":  func() { _ = two.Text(1) },
		"Big.Text base 63": func() { _ = two.Text(63) },
		"Big.Order":        func() { zero.Order() },
	} {
		func() {
			defer func() {
				msg, ok := recover().(string)
				if !ok || !strings.HasPrefix(msg, "nimber: ") {
					t.Errorf("%s: recovered %v, want a panic with a nimber: message", name, msg)
				}
				// The methods added with math/big's names name themselves,
				// and Text the base it was given.
				if method, _, _ := strings.Cut(name, " base "); strings.HasPrefix(name, "Big.") && !strings.Contains(msg, method) {
					t.Errorf("%s: the panic %q does not name %s", name, msg, method)
				}
				if _, base, ok := strings.Cut(name, " base "); ok && !strings.Contains(msg, "base "+base+" ") {
					t.Errorf("%s: the panic %q does not give the base", name, msg)
				}
			}()
			f()
		}()
	}
}

// TestBigIntConversion checks SetInt, Int and Sign against math/big.
func TestBigIntConversion(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 15))
	vs := append(bigStructured(512), new(nimber.Big))
	for range 20 {
		vs = append(vs, bigRandom(r, 600))
	}
	for _, x := range vs {
		want := new(big.Int).SetBytes(x.Bytes())
		if got := x.Int(nil); got.Cmp(want) != 0 {
			t.Fatalf("Int(%#x) = %#x", x, got)
		}
		z := big.NewInt(-7) // a receiver with an old, negative value
		if got := x.Int(z); got != z || z.Cmp(want) != 0 {
			t.Fatalf("Int(%#x) into a used big.Int gives %#x", x, got)
		}
		back := newBig(99)
		if got, ok := back.SetInt(want); !ok || got != back || back.Cmp(x) != 0 {
			t.Fatalf("SetInt(%#x) = %#x, %v", want, got, ok)
		}
		if got, want := x.Sign(), want.Sign(); got != want {
			t.Fatalf("Sign(%#x) = %d, math/big gives %d", x, got, want)
		}
	}
	for _, neg := range []*big.Int{big.NewInt(-1), new(big.Int).Lsh(big.NewInt(-3), 300)} {
		z := newBig(99)
		if got, ok := z.SetInt(neg); ok || got != nil || z.Uint64() != 99 || !z.IsUint64() {
			t.Errorf("SetInt(%v) = %v, %v with the receiver %v; want nil, false and the receiver unchanged", neg, got, ok, z)
		}
	}
}

// TestBigScan checks Scan through fmt.Sscan and fmt.Sscanf: against
// math/big's Int where the two read the same syntax, and on the inputs where
// Big differs (no octal or underscores with base 0, no signs) or fails.
func TestBigScan(t *testing.T) {
	huge := new(big.Int).Lsh(big.NewInt(3), 300)
	for _, c := range []struct{ in, format string }{
		{"123", "%v"},
		{"  42", "%v"},
		{"0x1f", "%v"},
		{"0X1F", "%s"},
		{"0b101", "%v"},
		{"0B11", "%v"},
		{"0", "%v"},
		{huge.String(), "%v"},
		{"0x" + huge.Text(16), "%v"},
		{"123", "%d"},
		{"12abc", "%d"},
		{"ff", "%x"},
		{"FF", "%X"},
		{huge.Text(16), "%x"},
		{"0x10", "%x"}, // no prefix with %x: the 0 alone
		{"0b101", "%x"},
		{"1011", "%b"},
		{"1012", "%b"},
		{"777", "%o"},
		{"789", "%o"},
		{"", "%d"},
		{"abc", "%d"},
		{"g", "%x"},
		{"0x", "%v"},
	} {
		want := new(big.Int)
		_, wantErr := fmt.Sscanf(c.in, c.format, want)
		got := newBig(99)
		_, err := fmt.Sscanf(c.in, c.format, got)
		switch {
		case (err != nil) != (wantErr != nil):
			t.Errorf("Sscanf(%q, %q): error %v, math/big gives %v", c.in, c.format, err, wantErr)
		case err == nil && got.Int(nil).Cmp(want) != 0:
			t.Errorf("Sscanf(%q, %q) reads %v, math/big %v", c.in, c.format, got, want)
		case err != nil && got.Uint64() != 99:
			t.Errorf("Sscanf(%q, %q) failed and changed its operand to %v", c.in, c.format, got)
		}
	}
	for _, c := range []struct {
		in, format string
		want       string // in decimal, or "" for an error
	}{
		{"010", "%v", "10"}, // a leading 0 is not octal
		{"1_000", "%v", "1"},
		{"0o17", "%v", "0"},
		{"-5", "%v", ""},
		{"+5", "%d", ""},
		{"5", "%q", ""},
		{"5", "%c", ""},
	} {
		got := newBig(99)
		_, err := fmt.Sscanf(c.in, c.format, got)
		switch {
		case c.want == "" && (err == nil || got.Uint64() != 99):
			t.Errorf("Sscanf(%q, %q) = %v, %v; want an error and the operand unchanged", c.in, c.format, got, err)
		case c.want != "" && (err != nil || got.String() != c.want):
			t.Errorf("Sscanf(%q, %q) = %v, %v; want %s", c.in, c.format, got, err, c.want)
		}
	}
	// Several values, and a number followed by other text.
	a, b := new(nimber.Big), new(nimber.Big)
	if n, err := fmt.Sscan("12 0x10\n0b11", a, b); n != 2 || err != nil || a.String() != "12" || b.String() != "16" {
		t.Errorf("Sscan(\"12 0x10 ...\") = %d, %v: %v %v", n, err, a, b)
	}
	var rest string
	if _, err := fmt.Sscanf("123abc", "%d%s", a, &rest); err != nil || a.String() != "123" || rest != "abc" {
		t.Errorf("Sscanf(\"123abc\", \"%%d%%s\") = %v, %q, %v", a, rest, err)
	}
	// A width limits the digits read.
	if _, err := fmt.Sscanf("12345", "%3d%d", a, b); err != nil || a.String() != "123" || b.String() != "45" {
		t.Errorf("Sscanf(\"12345\", \"%%3d%%d\") = %v, %v, %v", a, b, err)
	}
}

// TestBigInteger checks the integer side of Big against math/big: bits,
// bytes, comparison, and widths.
func TestBigInteger(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 7))
	vs := append(bigStructured(512), new(nimber.Big))
	for range 50 {
		vs = append(vs, bigRandom(r, 600))
	}
	for i, x := range vs {
		xi := new(big.Int).SetBytes(x.Bytes())
		if got := new(nimber.Big).SetBytes(xi.Bytes()); got.Cmp(x) != 0 {
			t.Fatalf("SetBytes(Bytes()) changed %#x to %#x", x, got)
		}
		if got, want := x.BitLen(), xi.BitLen(); got != want {
			t.Fatalf("BitLen(%#x) = %d, want %d", x, got, want)
		}
		for _, k := range []int{0, 1, 63, 64, 65, 127, 128, 299, 300, 1000} {
			if got, want := x.Bit(k), xi.Bit(k); got != want {
				t.Fatalf("Bit(%#x, %d) = %d, want %d", x, k, got, want)
			}
			for b := range uint(2) {
				got := new(nimber.Big).SetBit(x, k, b)
				want := new(big.Int).SetBit(xi, k, b)
				if got.Text(16) != want.Text(16) {
					t.Fatalf("SetBit(%#x, %d, %d) = %#x, want %#x", x, k, b, got, want)
				}
			}
		}
		w := 1
		for xi.BitLen() > w {
			w *= 2
		}
		if got := x.FieldWidth(); got != w {
			t.Fatalf("FieldWidth(%#x) = %d, want %d", x, got, w)
		}
		if got, want := x.IsUint64(), xi.IsUint64(); got != want {
			t.Fatalf("IsUint64(%#x) = %v, want %v", x, got, want)
		}
		if got, want := x.Uint64(), new(big.Int).And(xi, new(big.Int).SetUint64(^uint64(0))).Uint64(); got != want {
			t.Fatalf("Uint64(%#x) = %#x, want the low word %#x", x, got, want)
		}
		y := vs[(i*3+1)%len(vs)]
		if got, want := x.Cmp(y), xi.Cmp(new(big.Int).SetBytes(y.Bytes())); got != want {
			t.Fatalf("Cmp(%#x, %#x) = %d, want %d", x, y, got, want)
		}
		if x.Cmp(x) != 0 {
			t.Fatalf("Cmp(%#x, itself) != 0", x)
		}
	}
	// The zero value is 0, and every way to write 0 is normalised.
	var z nimber.Big
	if z.BitLen() != 0 || z.String() != "0" || !z.IsUint64() || z.FieldWidth() != 1 {
		t.Errorf("the zero value is %v, BitLen %d, FieldWidth %d", &z, z.BitLen(), z.FieldWidth())
	}
	x := pow2(200)
	if x.Add(x, pow2(200)); x.Cmp(&z) != 0 || len(x.Words()) != 0 {
		t.Errorf("2^200 + 2^200 = %v with words %#x, want 0 and no words", x, x.Words())
	}
	x = pow2(200)
	if x.SetBit(x, 200, 0); len(x.Words()) != 0 {
		t.Errorf("clearing the only bit leaves words %#x", x.Words())
	}
}

func TestBigText(t *testing.T) {
	for _, c := range []struct {
		s    string
		base int
		want string // in decimal, or "" for an error
	}{
		{"0", 0, "0"},
		{"010", 0, "10"}, // a leading zero is not octal
		{"0x10", 0, "16"},
		{"0X1f", 0, "31"},
		{"0b101", 0, "5"},
		{"0B11", 0, "3"},
		{"18446744073709551616", 0, "18446744073709551616"},
		{"0x" + strings.Repeat("f", 40), 0, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 160), big.NewInt(1)).String()},
		{"ff", 16, "255"},
		{"FF", 16, "255"},
		{"0x10", 16, ""}, // prefixes belong to base 0 only
		{"777", 8, "511"},
		{"z", 36, "35"},
		{"Z", 62, "61"},
		{"", 0, ""},
		{"0x", 0, ""},
		{"0b", 0, ""},
		{"0b2", 0, ""},
		{"-1", 0, ""},
		{"+1", 0, ""},
		{"-1", 10, ""},
		{"1_000", 0, ""},
		{" 1", 0, ""},
		{"1 ", 0, ""},
		{"0o7", 0, ""},
		{"12", 1, ""},
		{"12", 63, ""},
	} {
		z := newBig(99)
		got, ok := z.SetString(c.s, c.base)
		switch {
		case c.want == "" && (ok || got != nil || z.Uint64() != 99):
			t.Errorf("SetString(%q, %d) = %v, %v (receiver %v), want nil, false and the receiver unchanged", c.s, c.base, got, ok, z)
		case c.want != "" && (!ok || got != z || got.String() != c.want):
			t.Errorf("SetString(%q, %d) = %v, %v, want %s, true", c.s, c.base, got, ok, c.want)
		}
	}
	x, _ := new(nimber.Big).SetString("0x1234567890abcdef1234567890abcdef", 0)
	xi, _ := new(big.Int).SetString("1234567890abcdef1234567890abcdef", 16)
	for _, f := range []string{"%d", "%x", "%X", "%b", "%o", "%O", "%v", "%s", "%#x", "%#X", "%#b", "%40d", "%-40x|", "%040x", "%.40d"} {
		if got, want := fmt.Sprintf(f, x), fmt.Sprintf(f, xi); got != want {
			t.Errorf("Sprintf(%q) = %q, want %q", f, got, want)
		}
	}
	if got, want := fmt.Sprintf("%q", newBig(5)), "%!q(nimber.Big=5)"; got != want {
		t.Errorf("Sprintf(%%q) = %q, want %q", got, want)
	}
	for _, base := range []int{2, 10, 16, 36, 62} {
		s := x.Text(base)
		if s != xi.Text(base) {
			t.Errorf("Text(%d) = %s, want %s", base, s, xi.Text(base))
		}
		if back, ok := new(nimber.Big).SetString(s, base); !ok || back.Cmp(x) != 0 {
			t.Errorf("SetString(Text(%d)) = %v, %v", base, back, ok)
		}
	}
	for _, verb := range []string{"%#x", "%#b", "%d"} {
		if back, ok := new(nimber.Big).SetString(fmt.Sprintf(verb, x), 0); !ok || back.Cmp(x) != 0 {
			t.Errorf("SetString(Sprintf(%q), 0) = %v, %v", verb, back, ok)
		}
	}
	var nilBig *nimber.Big
	if got := fmt.Sprint(nilBig); got != "<nil>" {
		t.Errorf("a nil *Big prints as %q", got)
	}
	// Text marshalling, through encoding/json.
	type doc struct{ X *nimber.Big }
	out, err := json.Marshal(doc{x})
	if err != nil || string(out) != `{"X":"`+x.String()+`"}` {
		t.Fatalf("json.Marshal = %s, %v", out, err)
	}
	var in doc
	if err := json.Unmarshal(out, &in); err != nil || in.X.Cmp(x) != 0 {
		t.Fatalf("json.Unmarshal = %v, %v", in.X, err)
	}
	if err := json.Unmarshal([]byte(`{"X":"0x1g"}`), &in); err == nil {
		t.Error("json.Unmarshal accepted 0x1g")
	}
}
