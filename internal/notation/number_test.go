package notation

import (
	"strings"
	"testing"
)

// TestTooManyDigits checks the digit count that rejects a token before its
// conversion, at the bounds: 10^315652 < 2^(2^20) <= 10^315653, and
// 16^262144 = 2^(2^20).
func TestTooManyDigits(t *testing.T) {
	for _, c := range []struct {
		tok  string
		want bool
	}{
		{"1" + strings.Repeat("0", 315652), false},
		{"1" + strings.Repeat("0", 315653), true},
		{"0x" + strings.Repeat("f", MaxBigBits/4), false},
		{"0x1" + strings.Repeat("0", MaxBigBits/4), true},
		{"0x" + strings.Repeat("0", MaxBigBits) + "1", false},
		{"0b1" + strings.Repeat("0", MaxBigBits-1), false},
		{"0b1" + strings.Repeat("0", MaxBigBits), true},
		{"0", false},
	} {
		if got := tooManyDigits([]byte(c.tok)); got != c.want {
			t.Errorf("tooManyDigits(%.12s... of %d bytes) = %v, want %v", c.tok, len(c.tok), got, c.want)
		}
	}
}

// BenchmarkParseNumber measures ParseNumber and ParseBig on tokens of 64
// bits in each spelling, and reports the time per token.
func BenchmarkParseNumber(b *testing.B) {
	for _, c := range []struct{ name, tok string }{
		{"dec", "12345678901234567890"},
		{"hex", "0xab54a98ceb1f0ad2"},
		{"short", "7"},
	} {
		tok := []byte(c.tok)
		b.Run("func=ParseNumber/format="+c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := ParseNumber(tok); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("func=ParseBig/format="+c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := ParseBig(tok); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
