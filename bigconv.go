package nimber

import (
	"fmt"
	"math/big"
)

// SetBytes interprets buf as the bytes of an unsigned big-endian integer,
// as math/big's Int.SetBytes does, sets z to that value and returns z. An
// empty buf gives 0.
func (z *Big) SetBytes(buf []byte) *Big {
	notNil("SetBytes", z)
	w := z.resize((len(buf) + 7) / 8)
	clear(w)
	for i, c := range buf {
		pos := len(buf) - 1 - i // the byte's place, counted from the least significant
		w[pos/8] |= uint64(c) << (8 * (pos % 8))
	}
	z.words = trim(w)
	return z
}

// Bytes returns x as an unsigned big-endian integer, without leading zero
// bytes, as math/big's Int.Bytes does: 0 gives an empty slice.
func (x *Big) Bytes() []byte {
	notNil("Bytes", x)
	buf := make([]byte, (x.BitLen()+7)/8)
	for i := range buf {
		pos := len(buf) - 1 - i
		buf[i] = byte(x.words[pos/8] >> (8 * (pos % 8)))
	}
	return buf
}

// SetString sets z to the value of s, an unsigned integer written in the
// given base, and returns z and true. On failure z is left unchanged and
// SetString returns nil and false.
//
// For base 0 the prefix 0x or 0X selects base 16, 0b or 0B base 2, and no
// prefix base 10, as the nimber command reads its operands. A leading 0
// alone does not mean octal: "010" is ten. For a base from 2 to 62 there is
// no prefix, and the digits are those of math/big's Int.SetString: for bases
// up to 36 letters of either case stand for 10 to 35, above it lower case
// letters for 10 to 35 and upper case ones for 36 to 61. Signs, underscores
// and spaces are errors, and so is an empty string.
func (z *Big) SetString(s string, base int) (*Big, bool) {
	notNil("SetString", z)
	digits := s
	if base == 0 {
		base = 10
		if len(s) > 2 && s[0] == '0' {
			switch s[1] {
			case 'x', 'X':
				base, digits = 16, s[2:]
			case 'b', 'B':
				base, digits = 2, s[2:]
			}
		}
	}
	if base < 2 || base > big.MaxBase || digits == "" || digits[0] == '+' || digits[0] == '-' {
		return nil, false
	}
	var v big.Int
	if _, ok := v.SetString(digits, base); !ok {
		return nil, false
	}
	return z.SetBytes(v.Bytes()), true
}

// Text returns x written in the given base, from 2 to 62, with lower case
// letters for the digits 10 to 35, as math/big's Int.Text does. A nil x gives
// "<nil>".
//
// Text panics if base is outside 2..62, with a message naming Big.Text.
func (x *Big) Text(base int) string {
	if base < 2 || base > big.MaxBase {
		panic(fmt.Sprintf("nimber: Big.Text with base %d not in 2..62", base))
	}
	return x.bigInt().Text(base)
}

// String returns x in decimal, as Text(10).
func (x *Big) String() string { return x.Text(10) }

// Format implements fmt.Formatter for the verbs %b, %o, %O, %d, %x, %X, %s
// and %v (the last two decimal), with the flags, width and precision of
// math/big's Int: %#x writes the prefix 0x, %#b the prefix 0b (both of which
// SetString reads back with base 0), %08x pads with zeros. Other verbs give
// %!verb(nimber.Big=decimal); Format does not panic.
func (x *Big) Format(s fmt.State, verb rune) {
	switch verb {
	case 'b', 'o', 'O', 'd', 'x', 'X', 's', 'v':
		x.bigInt().Format(s, verb)
	default:
		fmt.Fprintf(s, "%%!%c(nimber.Big=%s)", verb, x.String())
	}
}

// bigInt returns x as a math/big Int, or nil for a nil x.
func (x *Big) bigInt() *big.Int {
	if x == nil {
		return nil
	}
	return x.Int(nil)
}

// Scan implements fmt.Scanner, so that fmt.Sscan and its kin read a Big as
// they read a math/big Int. The verbs %d, %x (or %X), %b and %o read digits
// of base 10, 16, 2 and 8 with no prefix; %s and %v read what SetString
// reads with base 0: a decimal number, or hex after 0x or 0X, or binary
// after 0b or 0B, and a leading 0 alone does not mean octal ("010" is ten,
// where math/big reads eight). Leading spaces are skipped, and the number
// ends before the first rune that cannot continue it, which is left unread.
//
// Scan returns an error, and leaves z unchanged, when no number can be read
// there (a sign, a prefix without digits, the end of the input) and for
// other verbs.
func (z *Big) Scan(s fmt.ScanState, ch rune) error {
	notNil("Scan", z)
	base := 0
	switch ch {
	case 'd':
		base = 10
	case 'x', 'X':
		base = 16
	case 'b':
		base = 2
	case 'o':
		base = 8
	case 's', 'v':
	default:
		return fmt.Errorf("nimber: Big.Scan: verb %%%c not supported", ch)
	}
	s.SkipSpace()
	var tok []byte
	digits := base // the base of the digits that may follow
	if base == 0 {
		digits = 10
	}
	for {
		r, _, err := s.ReadRune()
		if err != nil {
			break // the end of the input ends the number
		}
		if base == 0 && len(tok) == 1 && tok[0] == '0' {
			switch r {
			case 'x', 'X':
				digits = 16
				tok = append(tok, byte(r))
				continue
			case 'b', 'B':
				digits = 2
				tok = append(tok, byte(r))
				continue
			}
		}
		if digitValue(r) >= digits {
			s.UnreadRune()
			break
		}
		tok = append(tok, byte(r))
	}
	if _, ok := z.SetString(string(tok), base); !ok {
		return fmt.Errorf("nimber: Big.Scan: %q is not a nimber for the verb %%%c", tok, ch)
	}
	return nil
}

// digitValue returns the value of r as a digit of a base up to 36, letters
// of either case standing for 10 to 35, or 36 when r is no such digit.
func digitValue(r rune) int {
	switch {
	case '0' <= r && r <= '9':
		return int(r - '0')
	case 'a' <= r && r <= 'z':
		return int(r-'a') + 10
	case 'A' <= r && r <= 'Z':
		return int(r-'A') + 10
	}
	return 36
}

// MarshalText implements encoding.TextMarshaler: x in decimal.
func (x *Big) MarshalText() ([]byte, error) {
	return []byte(x.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: it sets z to the value
// of text as SetString(string(text), 0) reads it.
func (z *Big) UnmarshalText(text []byte) error {
	notNil("UnmarshalText", z)
	if _, ok := z.SetString(string(text), 0); !ok {
		return fmt.Errorf("nimber: cannot read %q as a nimber", text)
	}
	return nil
}

// SetInt sets z to x, a non-negative ordinary integer, and returns z and
// true. For a negative x, which names no nimber, z is left unchanged and
// SetInt returns nil and false.
func (z *Big) SetInt(x *big.Int) (*Big, bool) {
	notNil("SetInt", z)
	if x == nil {
		panic("nimber: Big.SetInt with a nil *big.Int")
	}
	if x.Sign() < 0 {
		return nil, false
	}
	return z.SetBytes(x.Bytes()), true
}

// Int sets z to x as an ordinary integer and returns z, as big.Float's Int
// does; if z is nil, Int allocates a new big.Int. The result is never
// negative.
func (x *Big) Int(z *big.Int) *big.Int {
	notNil("Int", x)
	if z == nil {
		z = new(big.Int)
	}
	return z.SetBytes(x.Bytes())
}
