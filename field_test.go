package nimber_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// scale returns n, or n/div under -short.
func scale(n, div int) int {
	if testing.Short() {
		return max(n/div, 1)
	}
	return n
}

// structured returns values that exercise the edges of the half-split:
// powers of two, all-ones words, Fermat 2-powers and their halves, subfield
// boundaries, and mixtures of small and large halves.
func structured() []uint64 {
	vs := []uint64{0, 1, 2, 3, ^uint64(0), 1<<63 | 1}
	for i := range 64 {
		vs = append(vs, 1<<i, 1<<i-1, ^(uint64(1) << i))
	}
	for _, w := range []uint{8, 16, 32} {
		vs = append(vs, (1<<w-1)<<w, 1<<(w-1)<<w, 1<<w|1<<(w-1), 0x5555555555555555>>(64-2*w))
	}
	vs = append(vs, 0x5555555555555555, 0xaaaaaaaaaaaaaaaa, 0x00000000ffffffff, 0xffffffff00000000,
		0x0000ffff0000ffff, 0xffff0000ffff0000, 0x8000000080000000, nimber.Primitive)
	return vs
}

// pairs returns the structured values against each other and n random pairs
// whose operands have random widths, so that subfield values and
// small-by-large products occur often.
func pairs(n int) [][2]uint64 {
	s := structured()
	var ps [][2]uint64
	for _, x := range s {
		for _, y := range s {
			ps = append(ps, [2]uint64{x, y})
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range n {
		x, y := r.Uint64(), r.Uint64()
		if r.IntN(4) == 0 {
			x >>= r.IntN(64)
		}
		if r.IntN(4) == 0 {
			y >>= r.IntN(64)
		}
		ps = append(ps, [2]uint64{x, y})
	}
	return ps
}

// TestMulMex compares Mul with the mex definition of the nim-product.
func TestMulMex(t *testing.T) {
	n := 64
	if !testing.Short() {
		n = 128
	}
	mex := ref.NewMexTable(n)
	for x := range n {
		for y := range n {
			if got, want := nimber.Mul(uint64(x), uint64(y)), mex.Mul(x, y); got != want {
				t.Fatalf("Mul(%d, %d) = %d, mex definition gives %d", x, y, got, want)
			}
		}
	}
}

// TestMul256HalfSplit checks the whole table of F_256 against the plain
// four-product half-split recursion of internal/ref.
func TestMul256HalfSplit(t *testing.T) {
	for x := range uint64(256) {
		for y := range uint64(256) {
			if got, want := nimber.Mul(x, y), ref.HalfMul(x, y, 8); got != want {
				t.Fatalf("Mul(%d, %d) = %d, half-split reference gives %d", x, y, got, want)
			}
		}
	}
}

// TestField256 checks the field axioms on every element, pair and triple of
// F_256.
func TestField256(t *testing.T) {
	const n = 256
	for x := range uint64(n) {
		if nimber.Mul(x, 1) != x || nimber.Mul(x, 0) != 0 {
			t.Fatalf("identity or zero law fails for %d", x)
		}
		if x != 0 && nimber.Mul(x, nimber.Inv(x)) != 1 {
			t.Fatalf("Inv(%d) = %d is not an inverse", x, nimber.Inv(x))
		}
		for y := range uint64(n) {
			xy := nimber.Mul(x, y)
			if xy >= n {
				t.Fatalf("Mul(%d, %d) = %d leaves F_256", x, y, xy)
			}
			if xy != nimber.Mul(y, x) {
				t.Fatalf("Mul(%d, %d) is not commutative", x, y)
			}
			for z := range uint64(n) {
				if nimber.Mul(xy, z) != nimber.Mul(x, nimber.Mul(y, z)) {
					t.Fatalf("Mul is not associative on %d, %d, %d", x, y, z)
				}
				if nimber.Mul(x, y^z) != xy^nimber.Mul(x, z) {
					t.Fatalf("Mul does not distribute over Add on %d, %d, %d", x, y, z)
				}
			}
		}
	}
}

// TestField65536 checks Square, Sqrt and Inv on every element of F_65536.
func TestField65536(t *testing.T) {
	for x := range uint64(1 << 16) {
		sq := nimber.Square(x)
		if sq != nimber.Mul(x, x) || sq >= 1<<16 {
			t.Fatalf("Square(%d) = %d, Mul gives %d", x, sq, nimber.Mul(x, x))
		}
		if r := nimber.Sqrt(x); nimber.Mul(r, r) != x || r >= 1<<16 {
			t.Fatalf("Sqrt(%d) = %d, whose square is %d", x, r, nimber.Mul(r, r))
		}
		if x == 0 {
			continue
		}
		if inv := nimber.Inv(x); nimber.Mul(x, inv) != 1 || inv >= 1<<16 {
			t.Fatalf("Inv(%d) = %d, whose product with it is %d", x, inv, nimber.Mul(x, inv))
		}
	}
}

// TestMulReference compares Mul with the bit-by-bit reference, which
// multiplies powers of two by the Fermat 2-power rules and shares no code
// with the fast path.
func TestMulReference(t *testing.T) {
	for _, p := range pairs(scale(1_000_000, 50)) {
		x, y := p[0], p[1]
		if got, want := nimber.Mul(x, y), ref.Mul(x, y); got != want {
			t.Fatalf("Mul(%#x, %#x) = %#x, reference gives %#x", x, y, got, want)
		}
	}
}

func TestSquareSqrtInvReference(t *testing.T) {
	vs := structured()
	r := rand.New(rand.NewPCG(5, 6))
	for range scale(2000, 20) {
		vs = append(vs, r.Uint64(), r.Uint64()>>r.IntN(64))
	}
	for _, x := range vs {
		if got, want := nimber.Square(x), ref.Mul(x, x); got != want {
			t.Fatalf("Square(%#x) = %#x, reference gives %#x", x, got, want)
		}
		if got, want := nimber.Sqrt(x), ref.Sqrt(x); got != want {
			t.Fatalf("Sqrt(%#x) = %#x, reference gives %#x", x, got, want)
		}
		if x == 0 {
			continue
		}
		if got, want := nimber.Inv(x), ref.Inv(x); got != want {
			t.Fatalf("Inv(%#x) = %#x, Fermat's power gives %#x", x, got, want)
		}
		y := r.Uint64()
		if got := nimber.Div(nimber.Mul(y, x), x); got != y {
			t.Fatalf("Div(Mul(%#x, %#x), %#x) = %#x", y, x, x, got)
		}
	}
}

// TestSubfields checks that every operation keeps the values of each
// subfield F_(2^w) in it.
func TestSubfields(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, w := range []uint{1, 2, 4, 8, 16, 32} {
		lim := uint64(1) << w
		for range 1000 {
			x, y := r.Uint64()%lim, r.Uint64()%lim
			res := map[string]uint64{
				"Mul":    nimber.Mul(x, y),
				"Square": nimber.Square(x),
				"Sqrt":   nimber.Sqrt(x),
				"Pow":    nimber.Pow(x, r.Uint64()),
			}
			if x != 0 {
				res["Inv"] = nimber.Inv(x)
				res["Div"] = nimber.Div(y, x)
				res["Order"] = nimber.Order(x)
				if o := res["Order"]; (lim-1)%o != 0 {
					t.Fatalf("Order(%d) = %d does not divide 2^%d - 1", x, o, w)
				}
				delete(res, "Order")
			}
			for op, v := range res {
				if v >= lim {
					t.Fatalf("%s leaves F_(2^%d) on %d, %d: %d", op, w, x, y, v)
				}
			}
			if fw := nimber.FieldWidth(x); fw > int(w) {
				t.Fatalf("FieldWidth(%d) = %d > %d", x, fw, w)
			}
		}
	}
}

func TestFieldWidth(t *testing.T) {
	tests := []struct {
		x uint64
		w int
	}{
		{0, 1}, {1, 1}, {2, 2}, {3, 2}, {4, 4}, {15, 4}, {16, 8}, {255, 8}, {256, 16},
		{65535, 16}, {65536, 32}, {1<<32 - 1, 32}, {1 << 32, 64}, {^uint64(0), 64},
	}
	for _, tt := range tests {
		if got := nimber.FieldWidth(tt.x); got != tt.w {
			t.Errorf("FieldWidth(%d) = %d, want %d", tt.x, got, tt.w)
		}
	}
}

// TestPublished checks values published elsewhere.
func TestPublished(t *testing.T) {
	mul := []struct{ x, y, want uint64 }{
		// Conway, On Numbers and Games, ch. 6: 2*2 = 3, 4*4 = 6, 16*16 = 24,
		// and 6 and 9 are each other's inverses.
		{2, 2, 3}, {4, 4, 6}, {16, 16, 24}, {6, 9, 1},
		// Library Checker "Nim Product (64bit)", the sample case.
		{3141, 5926, 14994},
		{^uint64(0), ^uint64(0), 11290409524105353207},
		// A product of two large values checked with several independent
		// nim-product implementations.
		{1234567890123456789, 9876543210987654321, 18059132706730210235},
	}
	for _, m := range mul {
		if got := nimber.Mul(m.x, m.y); got != m.want {
			t.Errorf("Mul(%d, %d) = %d, published %d", m.x, m.y, got, m.want)
		}
	}
	// Library Checker sample: 5*0 ... 5*8.
	// CGSuite: 8*1 ... 8*16 (the row of 8 in the nim-multiplication table).
	// OEIS A051917: the nim-inverses of 1 ... 16.
	rows := []struct {
		name string
		f    func(uint64) uint64
		from uint64
		want string
	}{
		{"5*n", func(n uint64) uint64 { return nimber.Mul(5, n) }, 0, "0 5 10 15 2 7 8 13 3"},
		{"8*n", func(n uint64) uint64 { return nimber.Mul(8, n) }, 1, "8 12 4 11 3 7 15 13 5 1 9 6 14 10 2 128"},
		{"Inv(n)", nimber.Inv, 1, "1 3 2 15 12 9 11 10 6 8 7 5 14 13 4 170"},
	}
	for _, row := range rows {
		var got []string
		for i := range len(strings.Fields(row.want)) {
			got = append(got, fmt.Sprint(row.f(row.from+uint64(i))))
		}
		if s := strings.Join(got, " "); s != row.want {
			t.Errorf("%s from n = %d: got %s, published %s", row.name, row.from, s, row.want)
		}
	}
	// Conway: the square root of 2 is 3 and of 4 is 7 (3*3 = 2, 7*7 = 4).
	if nimber.Sqrt(2) != 3 || nimber.Sqrt(4) != 7 {
		t.Errorf("Sqrt(2), Sqrt(4) = %d, %d, published 3, 7", nimber.Sqrt(2), nimber.Sqrt(4))
	}
}

func TestPow(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range scale(300, 10) {
		x, e := r.Uint64(), r.Uint64()>>r.IntN(64)
		if got, want := nimber.Pow(x, e), ref.Pow(x, e); got != want {
			t.Fatalf("Pow(%#x, %d) = %#x, reference gives %#x", x, e, got, want)
		}
	}
	for x := range uint64(256) {
		p := uint64(1)
		for e := range uint64(600) {
			if got := nimber.Pow(x, e); got != p {
				t.Fatalf("Pow(%d, %d) = %d, repeated Mul gives %d", x, e, got, p)
			}
			p = nimber.Mul(p, x)
		}
	}
	if nimber.Pow(0, 0) != 1 || nimber.Pow(0, 5) != 0 || nimber.Pow(7, 0) != 1 {
		t.Error("Pow edge cases wrong")
	}
	if nimber.Pow(nimber.Primitive, 1<<64-1) != 1 {
		t.Error("x^(2^64-1) != 1 for the primitive element")
	}
}

// TestOrder compares Order with the order found by repeated multiplication
// on all of F_256 and a sample of F_65536, with the order of each power of a
// generator of F_65536 (the order of g^k is 65535/gcd(k, 65535)), and checks
// its defining properties on random 64-bit values.
func TestOrder(t *testing.T) {
	for x := uint64(1); x < 1<<16; x += max(1, x/256*97) {
		n, p := uint64(1), x
		for p != 1 {
			p = nimber.Mul(p, x)
			n++
		}
		if got := nimber.Order(x); got != n {
			t.Fatalf("Order(%d) = %d, repeated Mul gives %d", x, got, n)
		}
	}
	gcd := func(a, b uint64) uint64 {
		for b != 0 {
			a, b = b, a%b
		}
		return a
	}
	const g = 10279 // a generator of F_65536: see TestPrimitive16
	p := uint64(1)
	for k := uint64(0); k < 1<<16-1; k++ {
		if got, want := nimber.Order(p), (1<<16-1)/gcd(k, 1<<16-1); got != want {
			t.Fatalf("Order(%d^%d) = %d, want %d", g, k, got, want)
		}
		p = nimber.Mul(p, g)
	}
	if got := nimber.Order(nimber.Primitive); got != 1<<64-1 {
		t.Errorf("Order(Primitive) = %d, want 2^64-1", got)
	}
	primes := []uint64{3, 5, 17, 257, 641, 65537, 6700417}
	r := rand.New(rand.NewPCG(11, 12))
	for range scale(200, 10) {
		x := r.Uint64() | 1
		o := nimber.Order(x)
		if nimber.Pow(x, o) != 1 {
			t.Fatalf("Pow(%#x, Order = %d) != 1", x, o)
		}
		for _, p := range primes {
			if o%p == 0 && nimber.Pow(x, o/p) == 1 {
				t.Fatalf("Order(%#x) = %d is not least: the power %d gives 1", x, o, o/p)
			}
		}
	}
}

// TestPrimitive16 checks by repeated multiplication that 10279 generates
// F_65536, as the tables and TestOrder assume.
func TestPrimitive16(t *testing.T) {
	p, n := uint64(10279), uint64(1)
	for ; p != 1; n++ {
		p = nimber.Mul(p, 10279)
	}
	if n != 1<<16-1 {
		t.Errorf("10279 has order %d, want 65535", n)
	}
}

func TestPanics(t *testing.T) {
	tests := []struct {
		name string
		f    func()
		msg  string
	}{
		{"Inv(0)", func() { nimber.Inv(0) }, "Inv"},
		{"Div(1, 0)", func() { nimber.Div(1, 0) }, "Div"},
		{"Order(0)", func() { nimber.Order(0) }, "Order"},
	}
	for _, tt := range tests {
		func() {
			defer func() {
				r := recover()
				if r == nil || !strings.Contains(fmt.Sprint(r), tt.msg) {
					t.Errorf("%s: panic %v, want one naming %s", tt.name, r, tt.msg)
				}
			}()
			tt.f()
		}()
	}
}
