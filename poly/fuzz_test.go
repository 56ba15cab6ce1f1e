package poly_test

import (
	"encoding/binary"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/nimberdev/nimber/internal/notation"
	"github.com/nimberdev/nimber/poly"
)

// words cuts the fuzzer's bytes into two polynomials: the first byte says
// where a ends, the rest are coefficients of 8 bytes.
func words(data []byte) (a, b poly.Poly) {
	if len(data) == 0 {
		return nil, nil
	}
	split := int(data[0])
	data = data[1:]
	var all poly.Poly
	for len(data) >= 8 {
		all = append(all, binary.LittleEndian.Uint64(data))
		data = data[8:]
	}
	split = min(split, len(all))
	return all[:split], all[split:]
}

func fuzzSeeds(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 1, 0, 0, 0, 0, 0, 0, 0})
	seed := make([]byte, 1+8*80)
	for i := range seed {
		seed[i] = byte(i*97 + i>>2)
	}
	seed[0] = 30
	f.Add(seed)
}

// FuzzMul compares Mul, on the kernels of this machine, with the schoolbook
// product written in the tests. Failures print the operands.
func FuzzMul(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		a, b := words(data)
		if got, want := poly.Mul(a, b), naiveMul(a, b); !same(got, want) {
			t.Fatalf("Mul(%#v, %#v) = %#v, schoolbook gives %#v", a, b, got, want)
		}
	})
}

// FuzzDivMod checks a == q*b + r, deg r < deg b, against long division
// written in the tests.
func FuzzDivMod(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		a, b := words(data)
		if len(trim(b)) == 0 {
			return
		}
		q, r := poly.DivMod(a, b)
		wq, wr := naiveDivMod(a, b)
		if !same(q, wq) || !same(r, wr) {
			t.Fatalf("DivMod(%#v, %#v) = %#v, %#v; long division gives %#v, %#v", a, b, q, r, wq, wr)
		}
	})
}

// FuzzGCD compares GCD and ExtGCD with Euclid's algorithm written in the
// tests, and checks g = s*a + t*b. The fuzzer's polynomials are multiplied
// by a common factor of its choosing, so that the gcd is not always 1.
func FuzzGCD(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		a, b := words(data)
		if len(b) > 2 {
			g := b[:len(b)/3]
			a, b = naiveMul(a, g), naiveMul(b[len(b)/3:], g)
		}
		want := naiveGCD(a, b)
		if got := poly.GCD(a, b); !same(got, want) {
			t.Fatalf("GCD(%#v, %#v) = %#v, Euclid gives %#v", a, b, got, want)
		}
		g, s, u := poly.ExtGCD(a, b)
		sum := naiveMul(s, a)
		for i, c := range naiveMul(u, b) {
			if i >= len(sum) {
				sum = append(sum, 0)
			}
			sum[i] ^= c
		}
		if !same(g, want) || !same(sum, g) {
			t.Fatalf("ExtGCD(%#v, %#v) = %#v, %#v, %#v: not the gcd or not s*a + t*b", a, b, g, s, u)
		}
	})
}

// FuzzParse checks Parse on any text: an error is a *SyntaxError whose
// token stands at its offset and column; a polynomial is normalised, reads
// back from what String and %x write, and is the same in parentheses and
// in sum with 0, and squared it is Square of it.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"x^2 + 3x + 1", "0x1f*x^2 + x + 0x3", "(x + 1)^3 * (x + 5)", "2(x+1)", "x^-1", "x\x00", "((x)", "3y", "é"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		// Exponents of up to two digits, so that each run is quick, and
		// room for the parentheses added below.
		if longExponent.MatchString(s) || strings.Count(s, "(") >= notation.MaxDepth-1 {
			return
		}
		p, err := poly.Parse(s)
		if err != nil {
			se, ok := err.(*poly.SyntaxError)
			if !ok || p != nil || se.Offset < 0 || se.Offset > len(s) || !strings.HasPrefix(s[se.Offset:], se.Token) ||
				se.Column != utf8.RuneCountInString(s[:se.Offset])+1 {
				t.Fatalf("Parse(%q) = %v, %#v", s, p, err)
			}
			return
		}
		if !normalised(p) {
			t.Fatalf("Parse(%q) = %#x, not normalised", s, []uint64(p))
		}
		for _, back := range []string{p.String(), fmt.Sprintf("%x", p), "(" + s + ")", s + " + 0"} {
			if q, err := poly.Parse(back); err != nil || !same(q, p) {
				t.Fatalf("Parse(%q) = %v, %v; Parse(%q) = %v", back, q, err, s, p)
			}
		}
		if p.Degree() <= 64 {
			if q, err := poly.Parse("(" + s + ")^2"); err != nil || !same(q, naiveMul(p, p)) {
				t.Fatalf("Parse of (%s)^2 = %v, %v; want %v", s, q, err, naiveMul(p, p))
			}
		}
	})
}

var longExponent = regexp.MustCompile(`\^[\t\r ]*[0-9][0-9a-zA-Z_]{2}`)
