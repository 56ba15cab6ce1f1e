package poly

import (
	"fmt"
	"math/bits"
	"unicode/utf8"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/notation"
)

// A SyntaxError reports where and why Parse rejected its input.
type SyntaxError struct {
	Offset int    // the byte offset in the input of the token at fault
	Column int    // its column, counting characters from 1
	Token  string // the token at fault, "" at the end of the input
	Msg    string // what is wrong, naming the token
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("poly: column %d: %s", e.Column, e.Msg) }

// Unwrap returns ErrSyntax, which every SyntaxError wraps.
func (e *SyntaxError) Unwrap() error { return ErrSyntax }

// MaxParseDegree is the largest degree Parse builds, of its result and of
// every part of it, so that a short input cannot ask for more memory than a
// polynomial of that degree takes (128 MiB).
const MaxParseDegree = 1 << 24

// Parse reads a polynomial in the variable x, in the syntax String and
// Format write, and more: an expression of sums (+), products (* or none,
// as in 3x or (x+1)(x+2)) and powers by a nonnegative integer (^), with
// parentheses. Coefficients are nimbers below 2^64 in decimal, in hex after
// 0x or 0X, or in binary after 0b or 0B (a leading zero does not make a
// number octal). ^ binds tighter than products, which bind tighter than
// sums; a product needs no * before x or a parenthesis, and a number after
// a factor needs one. Blanks (spaces, tabs and carriage returns) may stand
// between tokens; every other byte, a NUL included, is part of the
// polynomial.
//
//	x^2 + 3x + 1
//	0x1f*x^2 + x + 0x3
//	(x + 1)^3 * (x + 5)
//
// There is no minus: every nimber is its own negative, so x - 1 would be
// x + 1, and Parse asks for + instead. The error, a *SyntaxError, names the
// first token at fault and its column: an unknown variable, a negative or
// fractional exponent, a coefficient of 2^64 or more, a malformed number or
// term, a degree above MaxParseDegree, parentheses that do not match or
// nest more than 1000 deep. Numbers are read, and their faults worded, as
// the nimber command and package matrix read them.
func Parse(s string) (Poly, error) {
	p := &parser{Scanner: notation.Scanner{Src: s}}
	if p.Peek() == notation.End {
		return nil, p.errorf(p.Pos, "", "empty polynomial")
	}
	x, err := p.sum()
	if err != nil {
		return nil, err
	}
	switch c := p.Peek(); c {
	case notation.End:
		return x.poly(), nil
	case ')':
		return nil, p.errorf(p.Pos, ")", "unmatched )")
	}
	return nil, p.unexpected("an operator or the end")
}

// A parser reads a polynomial by recursive descent:
//
//	sum     = product { "+" product }
//	product = power { ["*"] power }   (no "*" only before a word or "(")
//	power   = atom [ "^" exponent ]
//	atom    = number | "x" | "(" sum ")"
//
// It computes the polynomial as it reads, and so reports the degree bound at
// the first token that passes it.
type parser struct {
	notation.Scanner
	depth int // of the parentheses open at Pos
}

func (p *parser) errorf(pos int, tok, format string, args ...any) error {
	return &SyntaxError{
		Offset: pos,
		Column: p.Column(pos),
		Token:  tok,
		Msg:    fmt.Sprintf(format, args...),
	}
}

// unexpected reports the character at the position where want was
// expected.
func (p *parser) unexpected(want string) error {
	switch p.Peek() {
	case notation.End:
		return p.errorf(p.Pos, "", "the polynomial ends where %s is expected", want)
	case '-':
		return p.errorf(p.Pos, "-", notation.MinusMessage)
	}
	_, size := utf8.DecodeRuneInString(p.Src[p.Pos:])
	return p.errorf(p.Pos, p.Src[p.Pos:p.Pos+size], "unexpected %s where %s is expected", p.QuoteAt(p.Pos), want)
}

// A value is a polynomial as the parser computes it. A term c x^k, which
// most operands are, is kept as c and k, so that products and powers of
// terms cost O(1) and a sum of n terms O(n) plus its degree; writing each
// term out would make the text String writes cost O(n^2) to read.
type value struct {
	p    Poly   // the polynomial, unless term is set
	c    uint64 // the term c x^k, if term is set; k is 0 if c is 0
	k    int
	term bool
}

func termValue(c uint64, k int) value {
	if c == 0 {
		k = 0
	}
	return value{c: c, k: k, term: true}
}

func (v value) degree() int {
	switch {
	case !v.term:
		return v.p.Degree()
	case v.c == 0:
		return -1
	}
	return v.k
}

// poly returns v as a normalised Poly.
func (v value) poly() Poly {
	if !v.term {
		return norm(v.p)
	}
	if v.c == 0 {
		return nil
	}
	m := make(Poly, v.k+1)
	m[v.k] = v.c
	return m
}

// addTo returns acc + v, written into acc, which it extends as needed.
func (v value) addTo(acc Poly) Poly {
	n := v.degree() + 1
	if len(acc) < n {
		acc = append(acc, make(Poly, n-len(acc))...)
	}
	if v.term {
		if v.c != 0 {
			acc[v.k] ^= v.c
		}
		return acc
	}
	xorInto(acc, norm(v.p))
	return acc
}

// mulValues returns x*y.
func mulValues(x, y value) value {
	if x.term && y.term {
		return termValue(nimber.Mul(x.c, y.c), x.k+y.k)
	}
	if x.term {
		x, y = y, x
	}
	if !y.term {
		return value{p: Mul(x.p, y.p)}
	}
	xp := norm(x.p)
	if y.c == 0 || len(xp) == 0 {
		return value{}
	}
	m := make(Poly, y.k+len(xp))
	nimber.MulScalar(m[y.k:], xp, y.c)
	return value{p: m}
}

func (p *parser) sum() (value, error) {
	x, err := p.product()
	if err != nil || p.Peek() != '+' {
		return x, err
	}
	acc := x.addTo(nil)
	for p.Peek() == '+' {
		p.Pos++
		y, err := p.product()
		if err != nil {
			return value{}, err
		}
		acc = y.addTo(acc)
	}
	return value{p: acc}, nil
}

func (p *parser) product() (value, error) {
	x, err := p.power()
	for err == nil {
		c := p.Peek()
		switch {
		case c == '*':
			p.Pos++
		case c == '(' || c != notation.End && notation.IsWordByte(byte(c)) && !isDecimal(byte(c)):
		default:
			return x, nil
		}
		p.Peek()
		at := p.Pos
		var y value
		if y, err = p.power(); err != nil {
			break
		}
		if x.degree()+y.degree() > MaxParseDegree {
			return value{}, p.errorf(at, p.WordAt(at), "the product has degree above %d", MaxParseDegree)
		}
		x = mulValues(x, y)
	}
	return x, err
}

func (p *parser) power() (value, error) {
	x, err := p.atom()
	if err != nil || p.Peek() != '^' {
		return x, err
	}
	p.Pos++
	c := p.Peek()
	start := p.Pos
	if c == '-' {
		return value{}, p.errorf(start, "-"+p.WordAt(start+1), "negative exponent %q: the exponent is an integer 0 or more", "-"+p.WordAt(start+1))
	}
	if c < '0' || c > '9' {
		return value{}, p.unexpected("an exponent (an integer 0 or more)")
	}
	tok := p.WordAt(start)
	e, err := p.uint(start, tok, "exponent ")
	if err != nil {
		return value{}, err
	}
	p.Pos += len(tok)
	if p.Pos+1 < len(p.Src) && p.Src[p.Pos] == '.' && '0' <= p.Src[p.Pos+1] && p.Src[p.Pos+1] <= '9' {
		frac := tok + "." + p.WordAt(p.Pos+1)
		return value{}, p.errorf(start, frac, "fractional exponent %q: the exponent is an integer 0 or more", frac)
	}
	if d := x.degree(); d > 0 && e > uint64(MaxParseDegree/d) {
		return value{}, p.errorf(start, tok, "the power has degree above %d", MaxParseDegree)
	}
	if p.Peek() == '^' {
		return value{}, p.errorf(p.Pos, "^", "a second ^ is ambiguous; use parentheses, as in (x^2)^3")
	}
	switch {
	case x.term && x.c == 1: // the common x^k, without a Pow
		return termValue(1, int(e)*x.k), nil
	case x.term:
		// e*k is at most MaxParseDegree when k > 0; e is not used when
		// k is 0.
		return termValue(nimber.Pow(x.c, e), int(e)*x.k), nil
	case x.degree() <= 0:
		// A constant, or 0, written as a sum.
		return termValue(nimber.Pow(x.p.Lead(), e), 0), nil
	}
	return value{p: powPoly(x.p, e)}, nil
}

// powPoly returns x^e for deg(x) * e within bounds, by squaring and
// multiplying.
func powPoly(x Poly, e uint64) Poly {
	r := Poly{1}
	for i := bits.Len64(e) - 1; i >= 0; i-- {
		r = Square(r)
		if e>>i&1 == 1 {
			r = Mul(r, x)
		}
	}
	return r
}

func (p *parser) atom() (value, error) {
	c := p.Peek()
	start := p.Pos
	switch {
	case c == '(':
		return p.group()
	case '0' <= c && c <= '9':
		tok := p.numberToken(start)
		v, err := p.uint(start, tok, "")
		if err != nil {
			return value{}, err
		}
		p.Pos += len(tok)
		return termValue(v, 0), nil
	case c != notation.End && notation.IsWordByte(byte(c)):
		name := p.WordAt(start)
		if name != "x" {
			return value{}, p.errorf(start, name, "unknown variable %q; the variable is x", name)
		}
		p.Pos += len(name)
		return termValue(1, 1), nil
	}
	return value{}, p.unexpected("a term")
}

// numberToken returns the number at i, which begins with a digit: decimal
// digits, or 0x and hex digits, or 0b and binary digits. A letter after it
// begins the next factor, as in 3x (and 3y, an unknown variable); if a digit
// or an underscore follows, or no digit, the token is the whole run of
// letters, digits and underscores, which uint rejects.
func (p *parser) numberToken(i int) string {
	w := p.WordAt(i)
	digits, n := isDecimal, 0
	if len(w) > 1 && w[0] == '0' {
		switch w[1] | 0x20 {
		case 'x':
			digits, n = isHex, 2
		case 'b':
			digits, n = isBinary, 2
		}
	}
	j := n
	for j < len(w) && digits(w[j]) {
		j++
	}
	if j > n && (j == len(w) || !isDecimal(w[j]) && w[j] != '_') {
		return w[:j]
	}
	return w
}

func isDecimal(c byte) bool { return '0' <= c && c <= '9' }
func isHex(c byte) bool     { return isDecimal(c) || 'a' <= c|0x20 && c|0x20 <= 'f' }
func isBinary(c byte) bool  { return c == '0' || c == '1' }

// uint returns the value of tok, a number token at offset i, as
// notation.ParseNumber reads it, with its errors: an exponent is named so.
func (p *parser) uint(i int, tok, what string) (uint64, error) {
	v, err := notation.ParseNumber([]byte(tok))
	if err != nil {
		return 0, p.errorf(i, tok, "%s%v", what, err)
	}
	return v, nil
}

// group reads a parenthesised sum at the position.
func (p *parser) group() (value, error) {
	open := p.Pos
	if p.depth == notation.MaxDepth {
		return value{}, p.errorf(open, "(", "parentheses nested more than %d deep", notation.MaxDepth)
	}
	p.Pos++
	p.depth++
	x, err := p.sum()
	p.depth--
	if err != nil {
		return value{}, err
	}
	if p.Peek() != ')' {
		if p.Peek() == notation.End {
			return value{}, p.errorf(p.Pos, "", "missing ) to close the ( at column %d", p.Column(open))
		}
		return value{}, p.unexpected(fmt.Sprintf("an operator or the ) to close the ( at column %d", p.Column(open)))
	}
	p.Pos++
	return x, nil
}
