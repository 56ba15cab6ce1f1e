package poly_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/internal/notation"
	"github.com/nimberdev/nimber/poly"
)

func TestString(t *testing.T) {
	for _, c := range []struct {
		p                poly.Poly
		s, hex, HEX, bin string
	}{
		{nil, "0", "0x0", "0X0", "0b0"},
		{poly.Poly{0, 0}, "0", "0x0", "0X0", "0b0"},
		{poly.Poly{1}, "1", "0x1", "0X1", "0b1"},
		{poly.Poly{0, 1}, "x", "x", "x", "x"},
		{poly.Poly{1, 3, 1}, "x^2 + 3x + 1", "x^2 + 0x3*x + 0x1", "x^2 + 0X3*x + 0X1", "x^2 + 0b11*x + 0b1"},
		{poly.Poly{3, 1, 31, 0}, "31x^2 + x + 3", "0x1f*x^2 + x + 0x3", "0X1F*x^2 + x + 0X3", "0b11111*x^2 + x + 0b11"},
		{poly.Poly{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 << 63}, "9223372036854775808x^10", "0x8000000000000000*x^10", "0X8000000000000000*x^10",
			"0b1000000000000000000000000000000000000000000000000000000000000000*x^10"},
	} {
		for _, f := range []struct{ verb, want string }{
			{"%v", c.s}, {"%s", c.s}, {"%d", c.s}, {"%x", c.hex}, {"%X", c.HEX}, {"%b", c.bin},
		} {
			if got := fmt.Sprintf(f.verb, c.p); got != f.want {
				t.Errorf("Sprintf(%q, %#x) = %q, want %q", f.verb, []uint64(c.p), got, f.want)
			}
		}
		if got := c.p.String(); got != c.s {
			t.Errorf("%#x.String() = %q, want %q", []uint64(c.p), got, c.s)
		}
	}
	if got := fmt.Sprintf("%#v", poly.Poly{3, 1, 31}); got != "poly.Poly{0x3, 0x1, 0x1f}" {
		t.Errorf("%%#v = %q", got)
	}
	if got := fmt.Sprintf("%q", poly.Poly{1, 1}); got != "%!q(poly.Poly=x + 1)" {
		t.Errorf("%%q = %q", got)
	}
}

// TestFactorString checks how a Factor and Factors print, and that every
// form of a product of random factors reads back with Parse as the product
// that naiveMul builds.
func TestFactorString(t *testing.T) {
	x2 := poly.Factor{P: poly.Poly{40, 1}, Mult: 2}
	for _, c := range []struct {
		verb string
		v    any
		want string
	}{
		{"%v", x2, "(x + 40)^2"},
		{"%s", poly.Factor{P: poly.Poly{0, 1}, Mult: 3}, "x^3"},
		{"%v", poly.Factor{P: poly.Poly{0, 1}, Mult: 1}, "x"},
		{"%d", poly.Factor{P: poly.Poly{1, 1, 1}, Mult: 1}, "(x^2 + x + 1)"},
		{"%x", x2, "(x + 0x28)^2"},
		{"%X", poly.Factor{P: poly.Poly{0xab, 1}, Mult: 11}, "(x + 0XAB)^11"},
		{"%b", x2, "(x + 0b101000)^2"},
		{"%#v", x2, "poly.Factor{P:poly.Poly{0x28, 0x1}, Mult:2}"},
		{"%q", x2, "%!q(poly.Factor=(x + 40)^2)"},
		{"%v", poly.Factors(nil), "1"},
		{"%v", poly.Factors{x2}, "(x + 40)^2"},
		{"%v", poly.Factors{{P: poly.Poly{0, 1}, Mult: 3}, x2, {P: poly.Poly{5, 1}, Mult: 1}}, "x^3 * (x + 40)^2 * (x + 5)"},
		{"%x", poly.Factors{x2, x2}, "(x + 0x28)^2 * (x + 0x28)^2"},
		{"%#v", poly.Factors{x2}, "poly.Factors{poly.Factor{P:poly.Poly{0x28, 0x1}, Mult:2}}"},
		{"%q", poly.Factors{x2}, "%!q(poly.Factors=(x + 40)^2)"},
	} {
		if got := fmt.Sprintf(c.verb, c.v); got != c.want {
			t.Errorf("Sprintf(%q, %#v) = %q, want %q", c.verb, c.v, got, c.want)
		}
		if s, ok := c.v.(fmt.Stringer); ok && c.verb == "%v" && s.String() != c.want {
			t.Errorf("%#v.String() = %q, want %q", c.v, s.String(), c.want)
		}
	}
	r := rand.New(rand.NewPCG(47, 48))
	for range scale(200, 10) {
		fs := make(poly.Factors, r.IntN(4))
		want := poly.Poly{1}
		for i := range fs {
			fs[i] = poly.Factor{P: randPoly(r, 1+r.IntN(4)), Mult: r.IntN(4)}
			for range fs[i].Mult {
				want = naiveMul(want, fs[i].P)
			}
		}
		for _, verb := range []string{"%v", "%x", "%X", "%b"} {
			s := fmt.Sprintf(verb, fs)
			if got, err := poly.Parse(s); err != nil || !same(got, want) {
				t.Fatalf("Parse(%q) = %v, %v; want %v", s, got, err, want)
			}
		}
	}
}

// TestParseRoundTrip checks that every form Format writes reads back.
func TestParseRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 44))
	for range scale(300, 10) {
		p := randPoly(r, r.IntN(12))
		for _, verb := range []string{"%v", "%x", "%X", "%b"} {
			s := fmt.Sprintf(verb, p)
			got, err := poly.Parse(s)
			if err != nil || !same(got, p) {
				t.Fatalf("Parse(%q) = %v, %v; want %#x", s, got, err, []uint64(p))
			}
		}
	}
}

func TestParse(t *testing.T) {
	x1 := poly.Poly{1, 1}
	for _, c := range []struct {
		s    string
		want poly.Poly
	}{
		{"x^2 + 3x + 1", poly.Poly{1, 3, 1}},
		{"  x^2+3*x +1\t", poly.Poly{1, 3, 1}},
		{"x\r + 1\r", poly.Poly{1, 1}}, // a carriage return is a blank, as in Eval
		{"0x1f*x^2 + x + 0x3", poly.Poly{3, 1, 31}},
		{"0X1Fx^2 + 0b11x", poly.Poly{0, 3, 31}},
		{"3 x", poly.Poly{0, 3}},
		{"x*x*x", poly.Poly{0, 0, 0, 1}},
		{"x^0", poly.Poly{1}},
		{"0", nil},
		{"x + x", nil},
		{"010", poly.Poly{10}},
		{"2^2", poly.Poly{3}}, // 2*2 = 3 in the nimbers
		{"(x + 1)^3 * (x + 5)", naiveMul(naiveMul(naiveMul(x1, x1), x1), poly.Poly{5, 1})},
		{"(x+1)(x+2)", naiveMul(x1, poly.Poly{2, 1})},
		{"2(x+1)", poly.Poly{2, 2}},
		{"(2x)^3", poly.Poly{0, 0, 0, 1}}, // 2*2*2 = 3*2 = 1
		{"x^0x10", append(make(poly.Poly, 16), 1)},
		{"18446744073709551615", poly.Poly{^uint64(0)}},
		{"((((x))))", poly.Poly{0, 1}},
	} {
		got, err := poly.Parse(c.s)
		if err != nil || !same(got, c.want) {
			t.Errorf("Parse(%q) = %v, %v; want %v", c.s, got, err, c.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		s      string
		offset int
		token  string
		msg    string
	}{
		{"", 0, "", "empty polynomial"},
		{"   ", 3, "", "empty polynomial"},
		{"x^2 + y", 6, "y", `unknown variable "y"; the variable is x`},
		{"3y", 1, "y", `unknown variable "y"`},
		{"3xy", 1, "xy", `unknown variable "xy"`},
		{"X", 0, "X", `unknown variable "X"`},
		{"x^-2", 2, "-2", `negative exponent "-2"`},
		{"x^1.5", 2, "1.5", `fractional exponent "1.5"`},
		{"x^", 2, "", "ends where an exponent"},
		{"x^y", 2, "y", `unexpected "y" where an exponent`},
		{"x^2^3", 3, "^", "a second ^"},
		{"18446744073709551616x", 0, "18446744073709551616", `"18446744073709551616": 2^64 or more, too large for a 64-bit nimber`},
		{"0x10000000000000000", 0, "0x10000000000000000", "2^64 or more"},
		{"x^18446744073709551616", 2, "18446744073709551616", `exponent "18446744073709551616": 2^64 or more`},
		{"12a", 2, "a", `unknown variable "a"`},
		{"12_3", 0, "12_3", `"12_3": not a number (decimal, 0x hex or 0b binary)`},
		{"0x", 0, "0x", `"0x": not a number`},
		{"0b12", 0, "0b12", `"0b12": not a number`},
		{"x + ", 4, "", "ends where a term is expected"},
		{"x +* 1", 3, "*", `unexpected "*" where a term`},
		{"x - 1", 2, "-", "every nimber is its own negative"},
		{"-x", 0, "-", "every nimber is its own negative"},
		{"x 3", 2, "3", `unexpected "3" where an operator or the end`},
		{"(x + 1", 6, "", "missing ) to close the ( at column 1"},
		{"x + 1)", 5, ")", "unmatched )"},
		{"(x 1)", 3, "1", "to close the ( at column 1"},
		{"x^16777217", 2, "16777217", "degree above 16777216"},
		{"(x^4096)^4097", 9, "4097", "degree above"},
		{"x^8388608 * x^8388609", 12, "x", "degree above"},
		{"é + x", 0, "é", `unexpected "é"`},
		{"x + é", 4, "é", `unexpected "é"`},
		{"ä x + y", 0, "ä", "column 1"},
		// Every byte is part of the polynomial: a NUL is no end.
		{"x\x00 + 1", 1, "\x00", `unexpected "\x00" where an operator or the end is expected`},
		{"x + \x00", 4, "\x00", `unexpected "\x00" where a term is expected`},
		{"x^\x00", 2, "\x00", `unexpected "\x00" where an exponent`},
		{"x + \xff", 4, "\xff", `unexpected "\xff" where a term is expected`},
		{strings.Repeat("(", 1001) + "x" + strings.Repeat(")", 1001), 1000, "(", "nested more than 1000 deep"},
	} {
		p, err := poly.Parse(c.s)
		var se *poly.SyntaxError
		if !errors.As(err, &se) || !errors.Is(err, poly.ErrSyntax) || p != nil {
			t.Errorf("Parse(%q) = %v, %v; want a *SyntaxError wrapping ErrSyntax", c.s, p, err)
			continue
		}
		if se.Offset != c.offset || se.Token != c.token || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("Parse(%q): offset %d, token %q, %q; want offset %d, token %q, message with %q",
				c.s, se.Offset, se.Token, err, c.offset, c.token, c.msg)
		}
	}
	_, err := poly.Parse("x + é + y")
	if se := err.(*poly.SyntaxError); se.Column != 5 || se.Offset != 4 {
		t.Errorf("column of é: %d, offset %d", se.Column, se.Offset)
	}
	_, err = poly.Parse("é + y")
	if se := err.(*poly.SyntaxError); se.Column != 1 {
		t.Errorf("column %d", se.Column)
	}
}

// TestParseNumberErrors checks that Parse words the faults of numbers as
// the command and package matrix do, by notation.ParseNumber.
func TestParseNumberErrors(t *testing.T) {
	for _, tok := range []string{"12_3", "0x", "0xg", "0b12", "0B", "18446744073709551616", "0x10000000000000000", "0" + strings.Repeat("9", 70)} {
		_, want := notation.ParseNumber([]byte(tok))
		for _, c := range []struct{ s, prefix string }{{tok, ""}, {"x + " + tok + "*x", ""}, {"x^" + tok, "exponent "}} {
			_, err := poly.Parse(c.s)
			var se *poly.SyntaxError
			if want == nil || !errors.As(err, &se) || se.Token != tok || se.Msg != c.prefix+want.Error() {
				t.Errorf("Parse(%q): %v; want %q", c.s, err, c.prefix+fmt.Sprint(want))
			}
		}
	}
}

// randExpr returns a random expression of the grammar of Parse, of depth
// at most depth, and its value computed with the references of
// helpers_test.go: sums, products with and without *, powers, terms such
// as 3x^2, constants and zeros, in every spelling of numbers.
func randExpr(r *rand.Rand, depth int) (string, poly.Poly) {
	number := func() (string, uint64) {
		c := coeff(r)
		if r.IntN(3) == 0 {
			c = uint64(r.IntN(4))
		}
		return []string{"%d", "%#x", "%#X", "%#b", "0%d"}[r.IntN(5)], c
	}
	if depth == 0 || r.IntN(4) == 0 {
		switch r.IntN(4) {
		case 0:
			f, c := number()
			return fmt.Sprintf(f, c), trim(poly.Poly{c})
		case 1:
			return "x", poly.Poly{0, 1}
		}
		// A term c x^k, written as String writes it or not.
		f, c := number()
		k := r.IntN(5)
		want := make(poly.Poly, k+1)
		want[k] = c
		return fmt.Sprintf(f+"*x^%d", c, k), trim(want)
	}
	a, pa := randExpr(r, depth-1)
	switch r.IntN(5) {
	case 0, 1:
		b, pb := randExpr(r, depth-1)
		sum := make(poly.Poly, max(len(pa), len(pb)))
		copy(sum, pa)
		for i, c := range pb {
			sum[i] ^= c
		}
		return a + " + " + b, trim(sum)
	case 2:
		b, pb := randExpr(r, depth-1)
		return "(" + a + ")*(" + b + ")", naiveMul(pa, pb)
	case 3:
		b, pb := randExpr(r, depth-1)
		return "(" + a + ")(" + b + ")", naiveMul(pa, pb)
	}
	e := r.IntN(4)
	want := poly.Poly{1}
	for range e {
		want = naiveMul(want, pa)
	}
	return fmt.Sprintf("(%s)^%d", a, e), want
}

// TestParseExpressions parses random expressions and compares their values
// with the references.
func TestParseExpressions(t *testing.T) {
	r := rand.New(rand.NewPCG(45, 46))
	for range scale(20000, 20) {
		s, want := randExpr(r, 4)
		got, err := poly.Parse(s)
		if err != nil || !same(got, want) || !normalised(got) {
			t.Fatalf("Parse(%q) = %v, %v; want %v", s, show(got), err, show(want))
		}
	}
}

// TestParseAllocs checks that Parse reads the terms of a sum without
// writing each out as a polynomial, which made reading what String writes
// cost O(n^2): the sum grows by doubling, so a few allocations in all.
func TestParseAllocs(t *testing.T) {
	s := randPoly(rand.New(rand.NewPCG(47, 48)), 4096).String()
	if allocs := testing.AllocsPerRun(5, func() { poly.Parse(s) }); allocs > 30 {
		t.Errorf("Parse of a polynomial of 4096 terms: %v allocations, want at most 30", allocs)
	}
}
