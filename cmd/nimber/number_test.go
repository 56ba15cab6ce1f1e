package main

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/internal/notation"
)

// strconvNumber is the definition of the operand syntax in terms of
// packages strconv and math/big: 0x or 0X and hex digits, 0b or 0B and
// binary digits, or decimal digits, below 2^64. tooBig tells a value out of
// range from bad syntax: a token with a bad digit anywhere is not a number,
// however large the digits before it (strconv.ParseUint reports the first
// fault, math/big reads the whole token).
func strconvNumber(s string) (v uint64, tooBig, ok bool) {
	base, digits := splitPrefix(s)
	if strings.ContainsAny(digits, "_+-") { // strconv would accept some
		return 0, false, false
	}
	if _, ok := new(big.Int).SetString(digits, base); !ok {
		return 0, false, false
	}
	v, err := strconv.ParseUint(digits, base, 64)
	if errors.Is(err, strconv.ErrRange) {
		return 0, true, false
	}
	return v, false, err == nil
}

// splitPrefix returns the base and the digits of s in the operand syntax.
func splitPrefix(s string) (base int, digits string) {
	if len(s) > 2 && s[0] == '0' {
		switch s[1] {
		case 'x', 'X':
			return 16, s[2:]
		case 'b', 'B':
			return 2, s[2:]
		}
	}
	return 10, s
}

// checkParseNumber checks notation.ParseNumber against the definition, and that
// notation.ParseBig, which reads the operands of 2^64 or more, agrees on the syntax.
func checkParseNumber(t *testing.T, s string) {
	got, err := notation.ParseNumber([]byte(s))
	want, tooBig, ok := strconvNumber(s)
	z, bigErr := notation.ParseBig([]byte(s))
	switch {
	case (bigErr == nil) != (ok || tooBig):
		t.Fatalf("notation.ParseBig(%q) reports %v, notation.ParseNumber %v", s, bigErr, err)
	case ok && (!z.IsUint64() || z.Uint64() != want):
		t.Fatalf("notation.ParseBig(%q) = %v, want %d", s, z, want)
	case tooBig:
		base, digits := splitPrefix(s)
		if wantBig, _ := new(big.Int).SetString(digits, base); z.Int(nil).Cmp(wantBig) != 0 {
			t.Fatalf("notation.ParseBig(%q) = %v, want %v", s, z, wantBig)
		}
	}
	switch {
	case ok && (err != nil || got != want):
		t.Fatalf("notation.ParseNumber(%q) = %d, %v; want %d", s, got, err, want)
	case !ok && err == nil:
		t.Fatalf("notation.ParseNumber(%q) = %d, want an error", s, got)
	case !ok && tooBig != strings.Contains(err.Error(), "2^64 or more"):
		t.Fatalf("notation.ParseNumber(%q): %v; out of range: %v", s, err, tooBig)
	}
}

func TestParseNumber(t *testing.T) {
	for _, s := range []string{
		"", "0", "00", "010", "1", "18446744073709551615", "18446744073709551616",
		"99999999999999999999", "184467440737095516150", "000000000000000000000018446744073709551615",
		"0x", "0x0", "0xffffffffffffffff", "0x10000000000000000", "0x0000000000000000000001",
		"0XaBcD", "0b", "0b1", "0B102", "0b" + strings.Repeat("1", 64), "0b1" + strings.Repeat("0", 64),
		"-1", "+1", "1_0", "0x_1", " 1", "1 ", "0o7", "1e3", "0xg", "١",
		"0100000000000000000000000", "0x0" + strings.Repeat("1", 17), "0b0" + strings.Repeat("1", 65),
		// Found by FuzzParseNumber: bad digits after 2^64 or more.
		"20000000000000000000A", "0X00aaaaaaaaaaaaaaaaaX00000000000000", "0b" + strings.Repeat("1", 65) + "2",
		"-0", "-00", "-0x0",
	} {
		checkParseNumber(t, s)
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range scale(100000, 5000) {
		_, s := randomOperand(r)
		checkParseNumber(t, s)
		// And a corrupted spelling.
		b := []byte(s)
		b[r.IntN(len(b))] = "0123456789abxX_- "[r.IntN(17)]
		checkParseNumber(t, string(b))
	}
}

func FuzzParseNumber(f *testing.F) {
	for _, s := range []string{"0", "18446744073709551616", "0xff", "0b101", "-1", "010"} {
		f.Add(s)
	}
	f.Fuzz(checkParseNumber)
}

// checkScanDecimals checks the fast path of streams against the general
// one: it must give the same values whenever it accepts a line, and accept
// every line of two plain decimal numbers of at most 20 digits.
func checkScanDecimals(t *testing.T, line string) {
	var a [2]uint64
	fast := scanDecimals([]byte(line), a[:])
	f, n := fields(nil, []byte(line), 2)
	plain := n == 2
	var want [2]uint64
	for i := range f {
		v, err := notation.ParseNumber(f[i])
		if err != nil || len(f[i]) > 20 || strings.Trim(string(f[i]), "0123456789") != "" {
			plain = false
			break
		}
		want[i] = v
	}
	if fast != plain || fast && a != want {
		t.Fatalf("scanDecimals(%q) = %v, %v; the general path gives %v (plain decimals: %v)", line, a, fast, want, plain)
	}
}

func TestScanDecimals(t *testing.T) {
	for _, s := range []string{
		"", "1", "1 2", " 1\t2\r", "1 2 3", "1x 2", "0x1 2", "18446744073709551615 18446744073709551615",
		"18446744073709551616 1", "1 99999999999999999999", "000000000000000000001 1", "1  ", "-1 2",
	} {
		checkScanDecimals(t, s)
	}
	r := rand.New(rand.NewPCG(7, 8))
	for range scale(100000, 5000) {
		_, x := randomOperand(r)
		_, y := randomOperand(r)
		line := []byte(" " + x + "  " + y + "\r")
		checkScanDecimals(t, string(line))
		line[r.IntN(len(line))] = "0123456789 x\t-"[r.IntN(14)]
		checkScanDecimals(t, string(line))
	}
}

func FuzzScanDecimals(f *testing.F) {
	for _, s := range []string{"1 2", "18446744073709551615 18446744073709551616", " 0x1\t2"} {
		f.Add(s)
	}
	f.Fuzz(checkScanDecimals)
}
