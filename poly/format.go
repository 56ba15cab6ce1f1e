package poly

import (
	"fmt"
	"strconv"
)

// String returns p in the syntax Parse reads: its terms by descending
// degree, joined by " + ", each coefficient in decimal before x^k, x or
// nothing, and a coefficient 1 not written except alone: x^2 + 3x + 1. The
// zero polynomial is "0".
func (p Poly) String() string { return string(p.appendText(nil, 10)) }

// Format implements fmt.Formatter. The verbs %v, %s and %d write p as
// String does; %x and %X write the coefficients in hex with the prefix 0x
// (0X and upper-case digits for %X), and %b in binary with the prefix 0b,
// joined to x by "*", as in 0x1f*x^2 + x + 0x3, so that every form reads
// back with Parse. %#v writes Go syntax, poly.Poly{0x3, 0x1, 0x1f}. Other
// verbs are reported as fmt reports them, %!q(poly.Poly=x + 1). Widths and
// flags other than # are ignored.
func (p Poly) Format(s fmt.State, verb rune) {
	var buf []byte
	switch verb {
	case 'v':
		if s.Flag('#') {
			buf = append(buf, "poly.Poly{"...)
			for i, c := range p {
				if i > 0 {
					buf = append(buf, ", "...)
				}
				buf = strconv.AppendUint(append(buf, "0x"...), c, 16)
			}
			buf = append(buf, '}')
			break
		}
		buf = p.appendText(buf, 10)
	case 's', 'd':
		buf = p.appendText(buf, 10)
	case 'x':
		buf = p.appendText(buf, 16)
	case 'X':
		buf = p.appendText(buf, -16)
	case 'b':
		buf = p.appendText(buf, 2)
	default:
		buf = fmt.Appendf(buf, "%%!%c(poly.Poly=%s)", verb, p.String())
	}
	s.Write(buf)
}

// appendText appends p to dst with coefficients in the given base: 10, 16,
// -16 (hex in upper case) or 2.
func (p Poly) appendText(dst []byte, base int) []byte {
	p = norm(p)
	if len(p) == 0 {
		return appendCoeff(dst, 0, base)
	}
	first := true
	for i := len(p) - 1; i >= 0; i-- {
		c := p[i]
		if c == 0 {
			continue
		}
		if !first {
			dst = append(dst, " + "...)
		}
		first = false
		if c != 1 || i == 0 {
			dst = appendCoeff(dst, c, base)
			if i > 0 && base != 10 {
				dst = append(dst, '*')
			}
		}
		switch {
		case i == 1:
			dst = append(dst, 'x')
		case i > 1:
			dst = strconv.AppendInt(append(dst, "x^"...), int64(i), 10)
		}
	}
	return dst
}

// appendCoeff appends c in the given base, with its prefix for 16 and 2.
func appendCoeff(dst []byte, c uint64, base int) []byte {
	switch base {
	case 16:
		return strconv.AppendUint(append(dst, "0x"...), c, 16)
	case -16:
		start := len(dst)
		dst = strconv.AppendUint(append(dst, "0X"...), c, 16)
		for i := start + 2; i < len(dst); i++ {
			if 'a' <= dst[i] && dst[i] <= 'f' {
				dst[i] -= 'a' - 'A'
			}
		}
		return dst
	case 2:
		return strconv.AppendUint(append(dst, "0b"...), c, 2)
	}
	return strconv.AppendUint(dst, c, 10)
}
