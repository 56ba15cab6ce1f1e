package nimber_test

import (
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimberdev/nimber"
)

// TestBigIntConversion checks SetInt, Int and Sign against math/big.
func TestBigIntConversion(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 15))
	vs := bigValues(r, 20)
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
// math/big's Int, whose syntax it reads, and on the inputs where Big differs
// (no signs) or fails.
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
		{"010", "%v"}, // a leading 0 is octal
		{"08", "%v"},
		{"1_000", "%v"},
		{"0x_1f", "%v"},
		{"0o17", "%v"},
		{"0O17", "%s"},
		{"1__0", "%v"},
		{"1_000", "%d"},
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
		{"-5", "%v", ""},
		{" -0", "%v", ""},
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
	// A sign gets an error that says so: a nimber has none.
	if _, err := fmt.Sscan("-5", a); err == nil || !strings.Contains(err.Error(), "nimber: Big.Scan: sign '-'") {
		t.Errorf("Sscan(\"-5\") reports %v, want an error about the sign", err)
	}
	// A width limits the digits read.
	if _, err := fmt.Sscanf("12345", "%3d%d", a, b); err != nil || a.String() != "123" || b.String() != "45" {
		t.Errorf("Sscanf(\"12345\", \"%%3d%%d\") = %v, %v, %v", a, b, err)
	}
}

func TestBigText(t *testing.T) {
	for _, c := range []struct {
		s    string
		base int
		want string // in decimal, or "" for an error
	}{
		{"0", 0, "0"},
		{"010", 0, "8"}, // a leading zero is octal
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
		{"1_000", 0, "1000"},
		{"1_000", 10, ""}, // underscores belong to base 0 only
		{" 1", 0, ""},
		{"1 ", 0, ""},
		{"0o7", 0, "7"},
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
	for _, verb := range []string{"%#x", "%#X", "%#b", "%#o", "%O", "%d"} {
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

// numberStrings returns the strings the side-by-side tests read: written by
// hand at the edges of math/big's syntax (prefixes, underscores, signs), and
// random ones over an alphabet of digits, prefix letters, underscores, signs
// and spaces, half of them behind a prefix.
func numberStrings(r *rand.Rand, n int) []string {
	ss := []string{
		"", "0", "00", "010", "08", "0_7", "0_", "_1", "1_", "1__0", "1_000", "0x_ff", "0xf_f",
		"0x__f", "0x", "0X1F", "0b", "0b_1", "0B11", "0o", "0o17", "0O7", "0o_7", "0o8", "-0",
		"+5", "-5", "1e3", "0x1g", "z", "Z", "zz", " 1", "1 ", "0 x1", "\u0661",
	}
	const alphabet = "0123456789abcdefxXoObBzZ_+- "
	for range n {
		b := make([]byte, 1+r.IntN(8))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		if r.IntN(2) == 0 {
			b = append([]byte{'0', "xXoObB_0"[r.IntN(8)]}, b...)
		}
		ss = append(ss, string(b))
	}
	return ss
}

// TestBigSetStringMathBig checks SetString against math/big's Int.SetString
// in every base on many strings (checkSetString).
func TestBigSetStringMathBig(t *testing.T) {
	for _, s := range numberStrings(rand.New(rand.NewPCG(5, 16)), scale(20000, 10)) {
		checkSetString(t, s)
	}
}

// fuzzStringLen bounds the strings of FuzzBigSetString: SetString reads
// through math/big, whose conversion of 10^4 digits takes 100 ms in the
// seven bases, and longer strings add nothing that shorter ones miss.
const fuzzStringLen = 256

// FuzzBigSetString is TestBigSetStringMathBig on the fuzzer's strings.
func FuzzBigSetString(f *testing.F) {
	for _, s := range numberStrings(rand.New(rand.NewPCG(5, 18)), 50) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > fuzzStringLen {
			t.Skip("longer than fuzzStringLen")
		}
		checkSetString(t, s)
	})
}

// checkSetString checks SetString(s, base) against math/big in the bases 0,
// 2, 8, 10, 16, 36 and 62: the two agree when s has no sign, and SetString
// rejects s when it has one, leaving its receiver unchanged.
func checkSetString(t *testing.T, s string) {
	signed := s != "" && (s[0] == '+' || s[0] == '-')
	for _, base := range []int{0, 2, 8, 10, 16, 36, 62} {
		want, wantOK := new(big.Int).SetString(s, base)
		z := newBig(99)
		got, ok := z.SetString(s, base)
		switch {
		case !ok && (got != nil || z.Uint64() != 99 || !z.IsUint64()):
			t.Fatalf("SetString(%q, %d) = %v, false and changed its receiver to %v", s, base, got, z)
		case signed && ok:
			t.Fatalf("SetString(%q, %d) = %v, true for a signed number", s, base, got)
		case !signed && ok != wantOK:
			t.Fatalf("SetString(%q, %d) reports %v, math/big %v", s, base, ok, wantOK)
		case ok && (got != z || got.Int(nil).Cmp(want) != 0):
			t.Fatalf("SetString(%q, %d) = %v, math/big reads %v", s, base, got, want)
		}
	}
}

// TestBigScanMathBig checks Scan against math/big's Int.Scan with every verb
// on many strings, through fmt.Sscanf with a %s after the number: both read
// the same number and leave the same rest, or both fail, but for a sign,
// which Big rejects with an error that says so.
func TestBigScanMathBig(t *testing.T) {
	for _, s := range numberStrings(rand.New(rand.NewPCG(5, 17)), scale(5000, 10)) {
		signed := strings.HasPrefix(strings.TrimLeft(s, " "), "+") || strings.HasPrefix(strings.TrimLeft(s, " "), "-")
		for _, verb := range []string{"%v", "%s", "%d", "%x", "%X", "%b", "%o"} {
			var wantRest, rest string
			want, got := new(big.Int), newBig(99)
			wantN, wantErr := fmt.Sscanf(s, verb+"%s", want, &wantRest)
			n, err := fmt.Sscanf(s, verb+"%s", got, &rest)
			switch {
			case signed && (n != 0 || err == nil || !strings.Contains(err.Error(), "sign") || got.Uint64() != 99):
				t.Fatalf("Sscanf(%q, %q) = %d, %v, %v; want an error about the sign", s, verb, n, err, got)
			case signed:
			case n != wantN || (err != nil) != (wantErr != nil) || rest != wantRest:
				t.Fatalf("Sscanf(%q, %q) = %d, %v, rest %q; math/big gives %d, %v, rest %q", s, verb, n, err, rest, wantN, wantErr, wantRest)
			case n > 0 && got.Int(nil).Cmp(want) != 0:
				t.Fatalf("Sscanf(%q, %q) reads %v, math/big %v", s, verb, got, want)
			case n == 0 && got.Uint64() != 99:
				t.Fatalf("Sscanf(%q, %q) failed and changed its operand to %v", s, verb, got)
			}
		}
	}
}
