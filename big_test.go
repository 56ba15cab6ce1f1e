package nimber_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

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
	vs := randomValues(r, scale(200, 10))
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
		check(fmt.Sprintf("Pow(%#x, %d)", x, e), new(nimber.Big).Pow(bx, new(big.Int).SetUint64(e)), nimber.Pow(x, e))
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
	for range scale(60, 6) {
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
	for range scale(40, 4) {
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
	for i := 0; i < 256; i += scale(1, 8) * 7 {
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
	for range scale(4, 2) {
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
		"Pow": func(z, x *nimber.Big) *nimber.Big {
			return z.Pow(x, big.NewInt(-12345))
		},
		"SetBit": func(z, x *nimber.Big) *nimber.Big { return z.SetBit(x, 300, 1) },
	}
	for range scale(20, 4) {
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

// TestBigPanics checks the panics of Big's edge cases: each message has
// the shape of every panic of the package (checkPanic), names the method,
// and Text's gives the base it was given.
func TestBigPanics(t *testing.T) {
	zero, two := new(nimber.Big), newBig(2)
	for _, c := range []struct {
		name string
		f    func()
	}{
		{"Big.Inv", func() { new(nimber.Big).Inv(zero) }},
		{"Big.Div", func() { new(nimber.Big).Div(two, zero) }},
		{"Big.Pow", func() { new(nimber.Big).Pow(zero, big.NewInt(-1)) }},
		{"Big.Bit", func() { two.Bit(-1) }},
		{"Big.SetBit", func() { new(nimber.Big).SetBit(two, -1, 1) }},
		{"Big.SetBit", func() { new(nimber.Big).SetBit(two, 3, 2) }},
		{"Big.Text", func() { _ = two.Text(1) }},
		{"Big.Text", func() { _ = two.Text(63) }},
		{"Big.Order", func() { zero.Order() }},
		{"Big.SolveQuadratic", func() {
			z := newBig(5)
			z.SolveQuadratic(two, two, z)
		}},
		{"Big.Pow", func() { new(nimber.Big).Pow(two, nil) }},
		{"Big.SetInt", func() { new(nimber.Big).SetInt(nil) }},
	} {
		msg := checkPanic(t, c.name, c.f)
		if c.name == "Big.Text" && !strings.Contains(msg, "base 1 ") && !strings.Contains(msg, "base 63 ") {
			t.Errorf("the panic %q does not give the base", msg)
		}
	}
}

// TestBigNil calls every method of Big with nil as its receiver and as each
// of its *Big operands in turn, the others valid, and checks the panic that
// names the method; Text, String, Format and MarshalText write "<nil>" for
// a nil receiver instead.
func TestBigNil(t *testing.T) {
	bigType := reflect.TypeFor[*nimber.Big]()
	nilOK := map[string]bool{"Text": true, "String": true, "Format": true, "MarshalText": true}
	for m := range bigType.Methods() {
		if strings.HasSuffix(m.Name, "Words") {
			continue // the test hooks of export_test.go
		}
		ft := m.Func.Type()
		for i := range ft.NumIn() {
			if ft.In(i) != bigType {
				continue
			}
			args := make([]reflect.Value, ft.NumIn())
			for j := range args {
				args[j] = validArg(t, m.Name, ft.In(j), j)
			}
			args[i] = reflect.Zero(bigType)
			if nilOK[m.Name] && i == 0 {
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("%s with a nil receiver panics: %v", m.Name, r)
						}
					}()
					m.Func.Call(args)
				}()
				continue
			}
			msg := checkPanic(t, "Big."+m.Name, func() { m.Func.Call(args) })
			if want := "nimber: Big." + m.Name + " with a nil *Big"; msg != want {
				t.Errorf("%s with a nil argument %d: panic %q, want %q", m.Name, i, msg, want)
			}
		}
	}
	if got := fmt.Sprintf("%v %d %x", (*nimber.Big)(nil), (*nimber.Big)(nil), (*nimber.Big)(nil)); got != "<nil> <nil> <nil>" {
		t.Errorf("a nil *Big formats as %q", got)
	}
	if got, err := (*nimber.Big)(nil).MarshalText(); string(got) != "<nil>" || err != nil {
		t.Errorf("MarshalText of a nil *Big = %q, %v", got, err)
	}
}

// validArg returns a valid argument of type typ for parameter j of the
// method name of Big: the value 3 for a number, a fresh Big for each *Big
// (so that SolveQuadratic has two receivers), and for Scan and Format the
// states fmt gives them.
func validArg(t *testing.T, name string, typ reflect.Type, j int) reflect.Value {
	switch typ {
	case reflect.TypeFor[*nimber.Big]():
		return reflect.ValueOf(newBig(3))
	case reflect.TypeFor[*big.Int]():
		return reflect.ValueOf(big.NewInt(3))
	case reflect.TypeFor[fmt.State]():
		return reflect.ValueOf(new(fmtState))
	case reflect.TypeFor[fmt.ScanState]():
		return reflect.ValueOf(scanState{})
	}
	switch typ.Kind() {
	case reflect.Int32: // a verb
		return reflect.ValueOf('v')
	case reflect.Int, reflect.Uint, reflect.Uint64:
		return reflect.ValueOf(3).Convert(typ)
	case reflect.String:
		return reflect.ValueOf("3")
	case reflect.Slice:
		return reflect.ValueOf([]byte("3"))
	}
	t.Fatalf("%s: no valid argument of type %v for parameter %d", name, typ, j)
	return reflect.Value{}
}

// A fmtState is a fmt.State without flags, width or precision that
// collects what is written to it.
type fmtState struct{ strings.Builder }

func (*fmtState) Width() (int, bool)     { return 0, false }
func (*fmtState) Precision() (int, bool) { return 0, false }
func (*fmtState) Flag(int) bool          { return false }

// A scanState stands for a fmt.ScanState where TestBigNil needs a value of
// that type but no scanning.
type scanState struct{ fmt.ScanState }

// TestBigInteger checks the integer side of Big against math/big: bits,
// bytes, comparison, and widths.
func TestBigInteger(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 7))
	vs := bigValues(r, 50)
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

// bigFuzzBytes bounds the operands of the fuzz targets at 512 bits, eight
// words and three levels of the half-split, where the slow reference takes
// tens of microseconds: at 2048 bits, milliseconds, the fuzzer ran a
// thousand inputs a second and found nothing new after the first minute.
const bigFuzzBytes = 64

// fuzzOperands reads two nimbers of at most 2048 bits.
func fuzzOperands(a, b []byte) (x, y *nimber.Big) {
	return new(nimber.Big).SetBytes(a[:min(len(a), bigFuzzBytes)]),
		new(nimber.Big).SetBytes(b[:min(len(b), bigFuzzBytes)])
}

func FuzzBigMul(f *testing.F) {
	addBigSeeds(f, 8*bigFuzzBytes)
	f.Fuzz(func(t *testing.T, a, b []byte) {
		x, y := fuzzOperands(a, b)
		if got, want := new(nimber.Big).Mul(x, y), refMul(x, y); got.Cmp(want) != 0 {
			t.Errorf("%#x * %#x = %#x, reference gives %#x", x, y, got, want)
		}
		if got, want := new(nimber.Big).Square(x), refMul(x, x); got.Cmp(want) != 0 {
			t.Errorf("Square(%#x) = %#x, reference gives %#x", x, got, want)
		}
	})
}

func FuzzBigInvSqrt(f *testing.F) {
	addBigSeeds(f, 8*bigFuzzBytes)
	f.Fuzz(func(t *testing.T, a, b []byte) {
		x, y := fuzzOperands(a, b)
		checkField(t, x, y)
	})
}

func BenchmarkBigMul(b *testing.B) {
	benchBig(b, func(z, x, y *nimber.Big) { z.Mul(x, y) })
}

func BenchmarkBigSquare(b *testing.B) {
	benchBig(b, func(z, x, _ *nimber.Big) { z.Square(x) })
}

func BenchmarkBigSqrt(b *testing.B) {
	benchBig(b, func(z, x, _ *nimber.Big) { z.Sqrt(x) })
}

func BenchmarkBigInv(b *testing.B) {
	benchBig(b, func(z, x, _ *nimber.Big) { z.Inv(x) })
}

func BenchmarkBigDiv(b *testing.B) {
	benchBig(b, func(z, x, y *nimber.Big) { z.Div(x, y) })
}

func BenchmarkBigAdd(b *testing.B) {
	benchBig(b, func(z, x, y *nimber.Big) { z.Add(x, y) })
}
