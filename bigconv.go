package nimber

import (
	"fmt"
	"io"
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
// The syntax is that of math/big's Int.SetString without a sign. For base
// 0 the prefix 0b or 0B selects base 2, 0o, 0O or a leading 0 alone base 8,
// 0x or 0X base 16, and no prefix base 10, so that "010" is eight; an
// underscore may stand between the prefix and a digit and between two
// digits ("0x_ff", "1_000"). For a base from 2 to 62 there is no prefix and
// no underscore; for bases up to 36 letters of either case stand for the
// digits 10 to 35, above it lower case letters for 10 to 35 and upper case
// ones for 36 to 61. Signs and spaces are errors, and so are an empty
// string and a base outside 0 and 2..62.
func (z *Big) SetString(s string, base int) (*Big, bool) {
	notNil("SetString", z)
	if base != 0 && (base < 2 || base > big.MaxBase) || s != "" && (s[0] == '+' || s[0] == '-') {
		return nil, false
	}
	var v big.Int
	if _, ok := v.SetString(s, base); !ok {
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
// math/big's Int: %#x writes the prefix 0x, %#b the prefix 0b, %#o the
// prefix 0 and %O the prefix 0o, all of which SetString reads back with
// base 0, and %08x pads with zeros. Other verbs give
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
// they read a math/big Int: the verbs %b, %o, %d and %x (or %X) read digits
// of base 2, 8, 10 and 16 with no prefix, and %s and %v read what SetString
// reads with base 0, prefixes and underscores included. Leading spaces are
// skipped, and the number ends before the first rune that cannot continue
// it, which is left unread.
//
// Scan returns an error, and leaves z unchanged, for a sign (a nimber has
// none), for a number without digits or with misplaced underscores, and for
// other verbs; at the end of the input it returns io.EOF, which fmt reports
// as io.ErrUnexpectedEOF.
func (z *Big) Scan(s fmt.ScanState, ch rune) error {
	notNil("Scan", z)
	switch ch {
	case 'b', 'o', 'd', 'x', 'X', 's', 'v':
	default:
		return fmt.Errorf("nimber: Big.Scan: verb %%%c not supported", ch)
	}
	s.SkipSpace()
	if r, _, err := s.ReadRune(); err == nil {
		s.UnreadRune()
		if r == '+' || r == '-' {
			return fmt.Errorf("nimber: Big.Scan: sign %q: a nimber has no sign", r)
		}
	}
	var v big.Int
	if err := v.Scan(s, ch); err != nil {
		if err == io.EOF {
			return err
		}
		return fmt.Errorf("nimber: Big.Scan: %w", err)
	}
	z.SetBytes(v.Bytes())
	return nil
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
		return fmt.Errorf("nimber: Big.UnmarshalText: %q is not a nimber", text)
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
