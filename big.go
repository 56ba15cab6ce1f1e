package nimber

import (
	"fmt"
	"math/big"
	"math/bits"
)

// A Big is a nimber of any size. The zero value of a Big is 0, ready to use.
//
// Big follows the conventions of math/big: an operation such as z.Mul(x, y)
// sets the receiver z to the result and returns z, so that calls chain, and
// its operands may be the receiver itself (z.Mul(z, z) squares z). A Big must
// not be copied by value; use Set.
//
// The nimbers below 2^(2^k) form the field F_(2^(2^k)) for every k, so every
// operation on Big works in the smallest such field holding its operands
// (FieldWidth), and its result lies in that field too. On values below 2^64
// the methods agree with the functions Mul, Square, Sqrt, Inv, Div, Pow,
// Trace, SolveQuadratic and Order; Trace and SolveQuadratic work in
// F_(2^64) or the smallest field beyond it that holds their operands, as
// their comments say.
//
// Big reads and writes like math/big's Int: SetString, Text, fmt's verbs
// (Format) and fmt's scanning (Scan), SetInt and Int for conversions.
type Big struct {
	// words holds the value in 64-bit words, least significant first, with
	// no high zero words: 0 is the empty slice.
	words []uint64
}

// hh64 is 2^63 * 2^63, the square of the top bit of F_(2^64); the tests check
// it against the slow reference.
const hh64 = 0xde4ae3a94a88a921

// SetUint64 sets z to x and returns z.
func (z *Big) SetUint64(x uint64) *Big {
	z.words = z.words[:0]
	if x != 0 {
		z.words = append(z.words, x)
	}
	return z
}

// Set sets z to x and returns z.
func (z *Big) Set(x *Big) *Big {
	if z != x {
		z.words = append(z.words[:0], x.words...)
	}
	return z
}

// SetBit sets z to x with bit i set to b (0 or 1) and returns z.
//
// SetBit panics if i < 0 or if b is neither 0 nor 1.
func (z *Big) SetBit(x *Big, i int, b uint) *Big {
	if i < 0 {
		panic("nimber: SetBit with a negative bit index")
	}
	if b > 1 {
		panic("nimber: SetBit with a bit value other than 0 and 1")
	}
	z.Set(x)
	k := i / 64
	if b == 0 {
		if k < len(z.words) {
			z.words[k] &^= 1 << (i % 64)
			z.words = trim(z.words)
		}
		return z
	}
	if k >= len(z.words) {
		z.words = append(z.words, make([]uint64, k+1-len(z.words))...)
	}
	z.words[k] |= 1 << (i % 64)
	return z
}

// SetBytes interprets buf as the bytes of an unsigned big-endian integer,
// as math/big's Int.SetBytes does, sets z to that value and returns z. An
// empty buf gives 0.
func (z *Big) SetBytes(buf []byte) *Big {
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
		panic(fmt.Sprintf("nimber: Big.Text: base %d outside 2..62", base))
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
	if _, ok := z.SetString(string(text), 0); !ok {
		return fmt.Errorf("nimber: cannot read %q as a nimber", text)
	}
	return nil
}

// SetInt sets z to x, a non-negative ordinary integer, and returns z and
// true. For a negative x, which names no nimber, z is left unchanged and
// SetInt returns nil and false.
func (z *Big) SetInt(x *big.Int) (*Big, bool) {
	if x.Sign() < 0 {
		return nil, false
	}
	return z.SetBytes(x.Bytes()), true
}

// Int sets z to x as an ordinary integer and returns z, as big.Float's Int
// does; if z is nil, Int allocates a new big.Int. The result is never
// negative.
func (x *Big) Int(z *big.Int) *big.Int {
	if z == nil {
		z = new(big.Int)
	}
	return z.SetBytes(x.Bytes())
}

// Sign returns 0 if x is 0 and +1 otherwise, as math/big's Int.Sign does for
// a non-negative x. Nimbers have no negatives: a Big names a natural number,
// and under the nim-sum every nimber is its own negative (x + x = 0), so
// Sign never returns -1.
func (x *Big) Sign() int {
	if len(x.words) == 0 {
		return 0
	}
	return 1
}

// Cmp compares x and y as ordinary integers and returns -1 if x < y, 0 if
// x == y and +1 if x > y. Nimbers have no order compatible with the field
// operations; Cmp is the order of the integers that name them.
func (x *Big) Cmp(y *Big) int {
	if len(x.words) != len(y.words) {
		if len(x.words) < len(y.words) {
			return -1
		}
		return 1
	}
	for i := len(x.words) - 1; i >= 0; i-- {
		if x.words[i] != y.words[i] {
			if x.words[i] < y.words[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// BitLen returns the number of bits needed to write x in binary, the least n
// with x < 2^n: BitLen is 0 for 0 and 1 for 1.
func (x *Big) BitLen() int {
	n := len(x.words)
	if n == 0 {
		return 0
	}
	return (n-1)*64 + bits.Len64(x.words[n-1])
}

// Bit returns bit i of x, 0 or 1; bits beyond BitLen are 0.
//
// Bit panics if i < 0.
func (x *Big) Bit(i int) uint {
	if i < 0 {
		panic("nimber: Bit with a negative bit index")
	}
	if k := i / 64; k < len(x.words) {
		return uint(x.words[k] >> (i % 64) & 1)
	}
	return 0
}

// IsUint64 reports whether x is below 2^64, so that Uint64 returns it whole.
func (x *Big) IsUint64() bool { return len(x.words) <= 1 }

// Uint64 returns the low 64 bits of x: x itself when IsUint64 reports true.
func (x *Big) Uint64() uint64 {
	if len(x.words) == 0 {
		return 0
	}
	return x.words[0]
}

// FieldWidth returns the bit width w of the smallest subfield F_(2^w) that
// holds x, the least power of two with x < 2^w: 1 for 0 and 1, 2 for x < 4,
// 4 for x < 16, and so on without bound, as the function FieldWidth does for
// x < 2^64. Every operation on nimbers below 2^w gives a result below 2^w.
func (x *Big) FieldWidth() int {
	return 1 << bits.Len(uint(max(x.BitLen(), 1)-1))
}

// Add sets z to the nim-sum x + y, the bitwise exclusive or, and returns z.
// Every nimber is its own negative, so Add is also subtraction.
func (z *Big) Add(x, y *Big) *Big {
	xw, yw := x.words, y.words
	if len(xw) < len(yw) {
		xw, yw = yw, xw
	}
	// Each word of z depends only on the words of x and y at the same place,
	// so z may share memory with x or y.
	w := z.resize(len(xw))
	for i, v := range yw {
		w[i] = xw[i] ^ v
	}
	copy(w[len(yw):], xw[len(yw):])
	z.words = trim(w)
	return z
}

// Mul sets z to the nim-product x * y and returns z.
//
// The product lies in the smallest field F_(2^(2^k)) holding both operands.
// It is computed from three products of half the width, recursively, so four
// times the width costs about nine times as long; when one factor lies in a
// subfield of half the width or less, the product costs less, down to about
// one 64-bit product a word for a factor below 2^64.
func (z *Big) Mul(x, y *Big) *Big {
	if len(x.words) == 0 || len(y.words) == 0 {
		return z.SetUint64(0)
	}
	n := fieldWords(max(len(x.words), len(y.words)))
	if n == 1 {
		return z.SetUint64(Mul(x.words[0], y.words[0]))
	}
	buildBigTables()
	buf := make([]uint64, n+scratchWords(n))
	mulWords(buf[:n], x.words, y.words, buf[n:])
	return z.setWords(buf[:n])
}

// Square sets z to x * x and returns z. Squaring is the Frobenius map, which
// is GF(2)-linear: it costs less than a Mul of the same width.
func (z *Big) Square(x *Big) *Big {
	n := fieldWords(len(x.words))
	if n == 1 {
		return z.SetUint64(Square(x.Uint64()))
	}
	buildBigTables()
	buf := make([]uint64, n+scratchWords(n))
	squareWords(buf[:n], x.words, buf[n:])
	return z.setWords(buf[:n])
}

// Sqrt sets z to the square root of x, the unique nimber whose square is x,
// and returns z. It lies in the smallest subfield holding x, so Sqrt(x) < 2^w
// for w = x.FieldWidth().
func (z *Big) Sqrt(x *Big) *Big {
	n := fieldWords(len(x.words))
	if n == 1 {
		return z.SetUint64(Sqrt(x.Uint64()))
	}
	buildBigTables()
	buf := make([]uint64, n+scratchWords(n))
	sqrtWords(buf[:n], x.words, buf[n:])
	return z.setWords(buf[:n])
}

// Inv sets z to the multiplicative inverse of x, the unique nimber whose
// product with x is 1, and returns z.
//
// Inv panics if x is 0, which has no inverse.
func (z *Big) Inv(x *Big) *Big {
	if len(x.words) == 0 {
		panic("nimber: Inv of zero")
	}
	n := fieldWords(len(x.words))
	if n == 1 {
		return z.SetUint64(Inv(x.words[0]))
	}
	buildBigTables()
	buf := make([]uint64, n+scratchWords(n))
	invWords(buf[:n], x.words, buf[n:])
	return z.setWords(buf[:n])
}

// Div sets z to the quotient x / y, the product of x and the inverse of y,
// and returns z. 0 / y is 0 for y != 0.
//
// Div panics if y is 0.
func (z *Big) Div(x, y *Big) *Big {
	if len(y.words) == 0 {
		panic("nimber: Div by zero")
	}
	var inv Big
	return z.Mul(x, inv.Inv(y))
}

// Exp sets z to x to the power e, an ordinary integer, and returns z: the
// product of e copies of x, and for e < 0 the product of -e copies of the
// inverse of x. Exp(x, 0) is 1 for every x, 0 included, and Exp(0, e) is 0
// for e > 0.
//
// The exponent is a big.Int because the useful exponents are as large as the
// field: x to the power 2^w - 1 is 1 for x != 0 in F_(2^w), so orders and
// Fermat-style tests raise to powers near 2^w. Exp first reduces e modulo
// 2^w - 1 (w = x.FieldWidth()), so it costs at most w squarings and w
// products however large e is.
//
// Exp panics if x is 0 and e < 0.
func (z *Big) Exp(x *Big, e *big.Int) *Big {
	if e.Sign() == 0 {
		return z.SetUint64(1)
	}
	if len(x.words) == 0 {
		if e.Sign() < 0 {
			panic("nimber: Exp of zero to a negative power")
		}
		return z.SetUint64(0)
	}
	order := new(big.Int).Lsh(big.NewInt(1), uint(x.FieldWidth()))
	order.Sub(order, big.NewInt(1))
	r := new(big.Int).Mod(e, order) // in [0, order), also for e < 0
	if len(x.words) == 1 {
		// Then the order is below 2^64, and so is r.
		return z.SetUint64(Pow(x.words[0], r.Uint64()))
	}
	base := new(Big).Set(x)
	z.SetUint64(1)
	for i := r.BitLen() - 1; i >= 0; i-- {
		z.Square(z)
		if r.Bit(i) != 0 {
			z.Mul(z, base)
		}
	}
	return z
}

// resize returns z.words resized to n words, reusing its memory when there
// is room; the contents are not kept.
func (z *Big) resize(n int) []uint64 {
	if n <= cap(z.words) {
		return z.words[:n]
	}
	return make([]uint64, n, n+n/4)
}

// setWords sets z to the value of w and returns z; w may be unnormalised
// but must not share memory with z.
func (z *Big) setWords(w []uint64) *Big {
	z.words = append(z.words[:0], trim(w)...)
	return z
}

// trim returns w without its high zero words.
func trim(w []uint64) []uint64 {
	n := len(w)
	for n > 0 && w[n-1] == 0 {
		n--
	}
	return w[:n]
}

// fieldWords returns the number of 64-bit words of the smallest field
// F_(2^(64n)) holding a value of l words: the least power of two n >= l.
func fieldWords(l int) int {
	if l <= 1 {
		return 1
	}
	return 1 << bits.Len(uint(l-1))
}
