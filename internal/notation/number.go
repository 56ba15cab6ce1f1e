// Package notation reads and writes nimbers as the nimber command writes
// them, and its web page with it: numbers in decimal, 0x hex or 0b binary,
// of 64 bits or of any size, and expressions of them (Eval).
package notation

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"strconv"

	"github.com/nimberdev/nimber"
)

// Every operand and result of the command passes through ParseNumber and
// AppendNumber, so that the syntax of numbers is defined in one place.

// A NumberError reports a token that is not a nimber, or not one that the
// operation at hand takes.
type NumberError struct {
	Token  string
	Reason string
	TooBig bool // the token is a number of 2^64 or more
}

func (e *NumberError) Error() string { return Clip(e.Token) + ": " + e.Reason }

// ClipLen is the length of input that an error message quotes, at most.
const ClipLen = 60

// Clip returns s, a line or a token, quoted for an error message and
// shortened if long.
func Clip[T string | []byte](s T) string {
	if len(s) > ClipLen {
		return fmt.Sprintf("%q... (%d bytes)", s[:ClipLen], len(s))
	}
	return fmt.Sprintf("%q", s)
}

// IsSpace reports whether c separates the fields of a line of input, and
// the tokens of an expression: a space, a tab, or the carriage return of a
// line ended with CR LF.
func IsSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

const notNumber = "not a number (decimal, 0x hex or 0b binary)"

// ParseNumber returns the value of tok: decimal digits, or hex digits after
// 0x or 0X, or binary digits after 0b or 0B. A leading zero does not make a
// number octal: "010" is ten. The value must be below 2^64 (ParseBig
// reads larger ones); signs, underscores and empty digit strings are errors.
// Its errors are *NumberError, and every reader of numbers in the module
// reports theirs: the command, the expressions of Eval, and the
// polynomials and matrices of packages poly and matrix.
func ParseNumber(tok []byte) (uint64, error) {
	if shift := prefixShift(tok); shift != 0 {
		return parsePow2Base(tok, shift)
	}
	if len(tok) == 0 {
		return 0, &NumberError{"", "empty operand", false}
	}
	// Nineteen decimal digits cannot overflow 64 bits; later digits are
	// checked with the full 128-bit product. A token with a bad digit is
	// not a number, however large its digits before it.
	var v uint64
	over := false
	for i, c := range tok {
		d := uint64(c - '0')
		switch {
		case d > 9:
			return 0, BadDigits(tok)
		case i < 19:
			v = v*10 + d
		case !over:
			hi, lo := bits.Mul64(v, 10)
			lo, carry := bits.Add64(lo, d, 0)
			v, over = lo, hi|carry != 0
		}
	}
	if over {
		return 0, tooBig(tok)
	}
	return v, nil
}

// prefixShift returns 4 if tok begins with 0x or 0X followed by a digit
// string, 1 for 0b or 0B, and 0 for no prefix (decimal): the bits of a
// digit after the two-byte prefix.
func prefixShift(tok []byte) uint {
	if len(tok) > 2 && tok[0] == '0' {
		switch tok[1] | 0x20 { // lower case
		case 'x':
			return 4
		case 'b':
			return 1
		}
	}
	return 0
}

// parsePow2Base parses the digits of tok after its two-byte prefix in base
// 2^shift, for shift 1 (binary) or 4 (hex).
func parsePow2Base(tok []byte, shift uint) (uint64, error) {
	var v uint64
	over := false
	for _, c := range tok[2:] {
		d := uint64(255)
		switch {
		case '0' <= c && c <= '9':
			d = uint64(c - '0')
		case 'a' <= c|0x20 && c|0x20 <= 'f':
			d = uint64(c|0x20-'a') + 10
		}
		if d>>shift != 0 {
			return 0, BadDigits(tok)
		}
		over = over || v>>(64-shift) != 0
		v = v<<shift | d
	}
	if over {
		return 0, tooBig(tok)
	}
	return v, nil
}

// BadDigits returns the error for tok, which is not a number: for a minus
// sign before a number, "negative", or for "-0" and the like that a sign
// is not part of a number; "not a number" otherwise.
func BadDigits(tok []byte) error {
	if len(tok) > 1 && tok[0] == '-' {
		v, err := ParseNumber(tok[1:])
		switch {
		case err == nil && v == 0:
			return &NumberError{string(tok), "a sign is not part of a number; zero is 0", false}
		case err == nil || IsTooBig(err):
			return &NumberError{string(tok), "negative; nimbers are 0 or more", false}
		}
	}
	return &NumberError{string(tok), notNumber, false}
}

func tooBig(tok []byte) error {
	return &NumberError{string(tok), "2^64 or more, too large for a 64-bit nimber", true}
}

// IsTooBig reports whether err is ParseNumber's error for a number of 2^64
// or more, which is a valid operand of the operations on big nimbers.
func IsTooBig(err error) bool {
	var ne *NumberError
	return errors.As(err, &ne) && ne.TooBig
}

// MaxBigBits bounds the operands: a product of nimbers of 2^20 bits takes
// a tenth of a second, and the cost grows ninefold for every fourfold width.
const MaxBigBits = 1 << 20

// ParseBig returns the value of tok, in the syntax of ParseNumber but of any
// size below 2^MaxBigBits.
func ParseBig(tok []byte) (*nimber.Big, error) {
	v, err := ParseNumber(tok)
	if err == nil {
		return new(nimber.Big).SetUint64(v), nil
	}
	if !IsTooBig(err) {
		return nil, err
	}
	// Big.SetString reads the digits after the prefix of ParseNumber in its
	// base, so it reads every token of valid digits, as TestParseNumber
	// checks. (With base 0 it would read math/big's syntax, in which "010"
	// is eight.)
	tooLarge := &NumberError{string(tok), "2^(2^20) or more, too large", false}
	if tooManyDigits(tok) {
		return nil, tooLarge
	}
	digits, base := tok, 10
	if shift := prefixShift(tok); shift != 0 {
		digits, base = tok[2:], 1<<shift
	}
	z, ok := new(nimber.Big).SetString(string(digits), base)
	if !ok {
		return nil, &NumberError{string(tok), notNumber, false}
	}
	if z.BitLen() > MaxBigBits {
		return nil, tooLarge
	}
	return z, nil
}

// tooManyDigits reports whether tok, a token of valid digits, has so many
// (leading zeros aside) that its value is 2^MaxBigBits or more. It spares
// the conversion of such a token, which takes time quadratic in its length
// for decimal digits.
func tooManyDigits(tok []byte) bool {
	digits, bitsPerDigit := tok, math.Log2(10)
	if shift := prefixShift(tok); shift != 0 {
		digits, bitsPerDigit = tok[2:], float64(shift)
	}
	digits = bytes.TrimLeft(digits, "0")
	// A value of d digits is at least base^(d-1) = 2^((d-1)*bitsPerDigit).
	return float64(len(digits)-1)*bitsPerDigit >= MaxBigBits
}

// AppendNumber appends v to dst in decimal, or in hex with the prefix 0x
// when hex is set, so that every result can be read back as an operand.
func AppendNumber(dst []byte, v uint64, hex bool) []byte {
	if hex {
		return strconv.AppendUint(append(dst, "0x"...), v, 16)
	}
	return strconv.AppendUint(dst, v, 10)
}

// AppendBig is AppendNumber for big nimbers: both write a value below 2^64
// the same way.
func AppendBig(dst []byte, v *nimber.Big, hex bool) []byte {
	if hex {
		return append(append(dst, "0x"...), v.Text(16)...)
	}
	return append(dst, v.Text(10)...)
}
