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
// a factor needs one. Spaces and tabs may stand between tokens.
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
	p := &parser{s: s}
	if p.peek() == 0 {
		return nil, p.errorf(p.pos, "", "empty polynomial")
	}
	x, err := p.sum()
	if err != nil {
		return nil, err
	}
	switch c := p.peek(); c {
	case 0:
		return x, nil
	case ')':
		return nil, p.errorf(p.pos, ")", "unmatched )")
	}
	return nil, p.unexpected("an operator or the end")
}

// A parser reads a polynomial by recursive descent:
//
//	sum     = product { "+" product }
//	product = power { ["*"] power }   (no "*" only before a word or "(")
//	power   = atom [ "^" exponent ]
//	atom    = number | "x" | "(" sum ")"
type parser struct {
	s     string
	pos   int
	depth int // of the parentheses open at pos
}

// maxDepth bounds the nesting of parentheses, and so the recursion.
const maxDepth = 1000

func (p *parser) errorf(pos int, tok, format string, args ...any) error {
	return &SyntaxError{
		Offset: pos,
		Column: utf8.RuneCountInString(p.s[:pos]) + 1,
		Token:  tok,
		Msg:    fmt.Sprintf(format, args...),
	}
}

// unexpected reports the character at the position where want was
// expected.
func (p *parser) unexpected(want string) error {
	if p.peek() == 0 {
		return p.errorf(p.pos, "", "the polynomial ends where %s is expected", want)
	}
	if p.s[p.pos] == '-' {
		return p.errorf(p.pos, "-", `unexpected "-": every nimber is its own negative, so subtract with +`)
	}
	r, _ := utf8.DecodeRuneInString(p.s[p.pos:])
	return p.errorf(p.pos, string(r), "unexpected %q where %s is expected", string(r), want)
}

// peek skips spaces and tabs and returns the next byte, or 0 at the end.
func (p *parser) peek() byte {
	for p.pos < len(p.s) && (p.s[p.pos] == ' ' || p.s[p.pos] == '\t') {
		p.pos++
	}
	if p.pos == len(p.s) {
		return 0
	}
	return p.s[p.pos]
}

func isWordByte(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'z' || c == '_'
}

// word returns the run of letters, digits and underscores at i.
func (p *parser) word(i int) string {
	j := i
	for j < len(p.s) && isWordByte(p.s[j]) {
		j++
	}
	return p.s[i:j]
}

func (p *parser) sum() (Poly, error) {
	x, err := p.product()
	for err == nil && p.peek() == '+' {
		p.pos++
		var y Poly
		if y, err = p.product(); err == nil {
			x = Add(x, y)
		}
	}
	return x, err
}

func (p *parser) product() (Poly, error) {
	x, err := p.power()
	for err == nil {
		c := p.peek()
		switch {
		case c == '*':
			p.pos++
		case c == '(' || isWordByte(c) && !isDecimal(c):
		default:
			return x, nil
		}
		p.peek()
		at := p.pos
		var y Poly
		if y, err = p.power(); err != nil {
			break
		}
		if x.Degree()+y.Degree() > MaxParseDegree {
			return nil, p.errorf(at, p.word(at), "the product has degree above %d", MaxParseDegree)
		}
		x = Mul(x, y)
	}
	return x, err
}

func (p *parser) power() (Poly, error) {
	x, err := p.atom()
	if err != nil || p.peek() != '^' {
		return x, err
	}
	p.pos++
	c := p.peek()
	start := p.pos
	if c == '-' {
		return nil, p.errorf(start, "-"+p.word(start+1), "negative exponent %q: the exponent is an integer 0 or more", "-"+p.word(start+1))
	}
	if c == 0 || c < '0' || c > '9' {
		return nil, p.unexpected("an exponent (an integer 0 or more)")
	}
	tok := p.word(start)
	e, err := p.uint(start, tok, "exponent ")
	if err != nil {
		return nil, err
	}
	p.pos += len(tok)
	if p.pos+1 < len(p.s) && p.s[p.pos] == '.' && '0' <= p.s[p.pos+1] && p.s[p.pos+1] <= '9' {
		frac := tok + "." + p.word(p.pos+1)
		return nil, p.errorf(start, frac, "fractional exponent %q: the exponent is an integer 0 or more", frac)
	}
	if d := x.Degree(); d > 0 && e > uint64(MaxParseDegree/d) {
		return nil, p.errorf(start, tok, "the power has degree above %d", MaxParseDegree)
	}
	x = powPoly(x, e)
	if p.peek() == '^' {
		return nil, p.errorf(p.pos, "^", "a second ^ is ambiguous; use parentheses, as in (x^2)^3")
	}
	return x, nil
}

// powPoly returns x^e for deg(x) * e within bounds, by squaring and
// multiplying; a constant is raised with nimber.Pow.
func powPoly(x Poly, e uint64) Poly {
	switch {
	case e == 0:
		return Poly{1}
	case len(x) <= 1:
		if len(x) == 0 {
			return nil
		}
		return Poly{nimber.Pow(x[0], e)}
	case len(x) == 2 && x[0] == 0: // c x: c^e x^e
		m := make(Poly, e+1)
		m[e] = nimber.Pow(x[1], e)
		return m
	}
	r := Poly{1}
	for i := bits.Len64(e) - 1; i >= 0; i-- {
		r = Square(r)
		if e>>i&1 == 1 {
			r = Mul(r, x)
		}
	}
	return r
}

func (p *parser) atom() (Poly, error) {
	c := p.peek()
	start := p.pos
	switch {
	case c == '(':
		return p.group()
	case '0' <= c && c <= '9':
		tok := p.numberToken(start)
		v, err := p.uint(start, tok, "")
		if err != nil {
			return nil, err
		}
		p.pos += len(tok)
		if v == 0 {
			return nil, nil
		}
		return Poly{v}, nil
	case c != 0 && isWordByte(c):
		name := p.word(start)
		if name != "x" {
			return nil, p.errorf(start, name, "unknown variable %q; the variable is x", name)
		}
		p.pos += len(name)
		return Poly{0, 1}, nil
	}
	return nil, p.unexpected("a term")
}

// numberToken returns the number at i, which begins with a digit: decimal
// digits, or 0x and hex digits, or 0b and binary digits. A letter after it
// begins the next factor, as in 3x (and 3y, an unknown variable); if a digit
// or an underscore follows, or no digit, the token is the whole run of
// letters, digits and underscores, which uint rejects.
func (p *parser) numberToken(i int) string {
	w := p.word(i)
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
func (p *parser) group() (Poly, error) {
	open := p.pos
	if p.depth == maxDepth {
		return nil, p.errorf(open, "(", "parentheses nested more than %d deep", maxDepth)
	}
	p.pos++
	p.depth++
	x, err := p.sum()
	p.depth--
	if err != nil {
		return nil, err
	}
	if p.peek() != ')' {
		if p.peek() == 0 {
			return nil, p.errorf(p.pos, "", "missing ) to close the ( at column %d", utf8.RuneCountInString(p.s[:open])+1)
		}
		return nil, p.unexpected(fmt.Sprintf("an operator or the ) to close the ( at column %d", utf8.RuneCountInString(p.s[:open])+1))
	}
	p.pos++
	return x, nil
}
