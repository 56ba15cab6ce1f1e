package nimber_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimberdev/nimber"
)

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

// TestPanics checks that the 64-bit functions panic on their edge cases
// with a message of the package's shape that names them.
func TestPanics(t *testing.T) {
	checkPanic(t, "Inv", func() { nimber.Inv(0) })
	checkPanic(t, "Div", func() { nimber.Div(1, 0) })
	checkPanic(t, "Order", func() { nimber.Order(0) })
}
