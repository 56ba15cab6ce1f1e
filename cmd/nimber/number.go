package main

import (
	"fmt"
	"math/bits"
	"strconv"
)

// Every operand and result of the command passes through parseNumber and
// appendNumber, so that the syntax of numbers is defined in one place.

// A numberError reports a token that is not a 64-bit nimber.
type numberError struct {
	token  string
	reason string
}

func (e *numberError) Error() string { return fmt.Sprintf("%q: %s", e.token, e.reason) }

const notNumber = "not a number (decimal, 0x hex or 0b binary)"

// parseNumber returns the value of tok: decimal digits, or hex digits after
// 0x or 0X, or binary digits after 0b or 0B. A leading zero does not make a
// number octal: "010" is ten. The value must be below 2^64; signs,
// underscores and empty digit strings are errors.
func parseNumber(tok []byte) (uint64, error) {
	if len(tok) > 2 && tok[0] == '0' {
		switch tok[1] | 0x20 { // lower case
		case 'x':
			return parsePow2Base(tok, 4)
		case 'b':
			return parsePow2Base(tok, 1)
		}
	}
	if len(tok) == 0 {
		return 0, &numberError{"", "empty operand"}
	}
	// Nineteen decimal digits cannot overflow 64 bits; later digits are
	// checked with the full 128-bit product.
	var v uint64
	for i, c := range tok {
		d := uint64(c - '0')
		if d > 9 {
			return 0, badDigits(tok)
		}
		if i < 19 {
			v = v*10 + d
			continue
		}
		hi, lo := bits.Mul64(v, 10)
		lo, carry := bits.Add64(lo, d, 0)
		if hi|carry != 0 {
			return 0, tooBig(tok)
		}
		v = lo
	}
	return v, nil
}

// parsePow2Base parses the digits of tok after its two-byte prefix in base
// 2^shift, for shift 1 (binary) or 4 (hex).
func parsePow2Base(tok []byte, shift uint) (uint64, error) {
	var v uint64
	for _, c := range tok[2:] {
		d := uint64(255)
		switch {
		case '0' <= c && c <= '9':
			d = uint64(c - '0')
		case 'a' <= c|0x20 && c|0x20 <= 'f':
			d = uint64(c|0x20-'a') + 10
		}
		if d>>shift != 0 {
			return 0, badDigits(tok)
		}
		if v>>(64-shift) != 0 {
			return 0, tooBig(tok)
		}
		v = v<<shift | d
	}
	return v, nil
}

func badDigits(tok []byte) error {
	if len(tok) > 1 && tok[0] == '-' {
		if _, err := parseNumber(tok[1:]); err == nil {
			return &numberError{string(tok), "negative; nimbers are 0 or more"}
		}
	}
	return &numberError{string(tok), notNumber}
}

func tooBig(tok []byte) error {
	return &numberError{string(tok), "2^64 or more; the command computes with 64-bit nimbers"}
}

// appendNumber appends v to dst in decimal, or in hex with the prefix 0x
// when hex is set, so that every result can be read back as an operand.
func appendNumber(dst []byte, v uint64, hex bool) []byte {
	if hex {
		return strconv.AppendUint(append(dst, "0x"...), v, 16)
	}
	return strconv.AppendUint(dst, v, 10)
}
