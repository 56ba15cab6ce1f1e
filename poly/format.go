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
	formatText(s, verb, "poly.Poly", p.appendText, func(buf []byte) []byte {
		return appendGoList(buf, "poly.Poly", p, func(buf []byte, c uint64) []byte {
			return strconv.AppendUint(append(buf, "0x"...), c, 16)
		})
	})
}

// String returns f as a power in the syntax Parse reads: P in parentheses,
// unless P is x, then ^Mult unless Mult is 1, as in (x + 40)^2, x^3 and
// (x^2 + x + 1).
func (f Factor) String() string { return string(f.appendText(nil, 10)) }

// Format implements fmt.Formatter, with the verbs of Poly.Format: each
// writes f as String does, with P in the form of the verb, (x + 0x28)^2 for
// %x; %#v writes Go syntax, poly.Factor{P:poly.Poly{0x28, 0x1}, Mult:2}.
func (f Factor) Format(s fmt.State, verb rune) {
	formatText(s, verb, "poly.Factor", f.appendText, func(buf []byte) []byte {
		return fmt.Appendf(buf, "poly.Factor{P:%#v, Mult:%d}", f.P, f.Mult)
	})
}

// String returns fs as a product in the syntax Parse reads: the factors as
// Factor.String writes them, joined by " * ", as in x^3 * (x + 2)^2 *
// (x + 5), or 1 when there are none.
func (fs Factors) String() string { return string(fs.appendText(nil, 10)) }

// Format implements fmt.Formatter, with the verbs of Poly.Format: each
// writes fs as String does, with the factors in the form of the verb; %#v
// writes Go syntax, poly.Factors{poly.Factor{...}, ...}.
func (fs Factors) Format(s fmt.State, verb rune) {
	formatText(s, verb, "poly.Factors", fs.appendText, func(buf []byte) []byte {
		return appendGoList(buf, "poly.Factors", fs, func(buf []byte, f Factor) []byte {
			return fmt.Appendf(buf, "%#v", f)
		})
	})
}

// formatText writes, for the verb, the text of a value of the named type
// by appendText in the verb's base, or by goSyntax for %#v, as Poly.Format
// does.
func formatText(s fmt.State, verb rune, name string, appendText func([]byte, int) []byte, goSyntax func([]byte) []byte) {
	var buf []byte
	switch verb {
	case 'v':
		if s.Flag('#') {
			buf = goSyntax(buf)
			break
		}
		buf = appendText(buf, 10)
	case 's', 'd':
		buf = appendText(buf, 10)
	case 'x':
		buf = appendText(buf, 16)
	case 'X':
		buf = appendText(buf, -16)
	case 'b':
		buf = appendText(buf, 2)
	default:
		buf = fmt.Appendf(buf, "%%!%c(%s=", verb, name)
		buf = append(appendText(buf, 10), ')')
	}
	s.Write(buf)
}

// appendGoList appends the Go syntax of a slice of the named type,
// name{x0, x1, ...}, each element by appendElem.
func appendGoList[T any](buf []byte, name string, xs []T, appendElem func([]byte, T) []byte) []byte {
	buf = append(buf, name...)
	buf = append(buf, '{')
	for i, x := range xs {
		if i > 0 {
			buf = append(buf, ", "...)
		}
		buf = appendElem(buf, x)
	}
	return append(buf, '}')
}

// appendText appends f to dst as String writes it, with the coefficients
// in the given base, as for Poly.appendText.
func (f Factor) appendText(dst []byte, base int) []byte {
	if p := norm(f.P); len(p) == 2 && p[0] == 0 && p[1] == 1 {
		dst = append(dst, 'x')
	} else {
		dst = append(f.P.appendText(append(dst, '('), base), ')')
	}
	if f.Mult != 1 {
		dst = strconv.AppendInt(append(dst, '^'), int64(f.Mult), 10)
	}
	return dst
}

// appendText appends fs to dst as String writes it, with the coefficients
// in the given base.
func (fs Factors) appendText(dst []byte, base int) []byte {
	if len(fs) == 0 {
		return append(dst, '1')
	}
	for i, f := range fs {
		if i > 0 {
			dst = append(dst, " * "...)
		}
		dst = f.appendText(dst, base)
	}
	return dst
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
