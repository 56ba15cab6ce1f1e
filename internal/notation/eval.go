package notation

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nimberdev/nimber"
)

// An EvalError is an error at a byte offset of an expression, as Eval
// returns it. Its message shows the expression, or the part of it around
// the offending column, with a caret under that column; the control
// characters, invalid UTF-8 and other unprintable runes of the expression
// are shown escaped, as strconv.Quote writes them.
type EvalError struct {
	Expr string
	Pos  int // the byte offset of the fault in Expr
	Msg  string
}

func (e *EvalError) Error() string {
	col := utf8.RuneCountInString(e.Expr[:e.Pos]) + 1
	// A long expression is shown only around the column, between "...".
	const context = 30
	from, to := max(0, e.Pos-context), min(len(e.Expr), e.Pos+context)
	for from > 0 && !utf8.RuneStart(e.Expr[from]) {
		from--
	}
	for to < len(e.Expr) && !utf8.RuneStart(e.Expr[to]) {
		to++
	}
	var shown, caret strings.Builder
	if from > 0 {
		shown.WriteString("...")
		caret.WriteString("   ")
	}
	// Control characters, bytes that are not UTF-8 and other runes that
	// do not print are shown escaped, as strconv.Quote writes them, so
	// that no byte of the input reaches the terminal raw; tabs stay, and
	// the caret keeps them.
	for i := from; i < to; {
		r, size := utf8.DecodeRuneInString(e.Expr[i:])
		piece := e.Expr[i : i+size]
		if r == utf8.RuneError && size == 1 || r != '\t' && !strconv.IsPrint(r) {
			q := strconv.Quote(piece)
			piece = q[1 : len(q)-1]
		}
		shown.WriteString(piece)
		switch {
		case i >= e.Pos:
		case r == '\t':
			caret.WriteByte('\t')
		default:
			caret.WriteString(strings.Repeat(" ", utf8.RuneCountInString(piece)))
		}
		i += size
	}
	if to < len(e.Expr) {
		shown.WriteString("...")
	}
	return fmt.Sprintf("column %d: %s\n\t%s\n\t%s^", col, e.Msg, shown.String(), caret.String())
}

// Eval returns the value of the expression s, in the grammar of parser
// below: numbers as ParseBig reads them, + * / and ^ with an integer
// exponent, parentheses, sqrt and inv. Every byte of s is part of the
// expression: a NUL is an error where it stands, not the end. It computes
// with big nimbers, which on values below 2^64 agree with the 64-bit
// functions, and refuses a power that CheckPowTime estimates at MaxPowTime
// or more. Its errors are *EvalError, at the leftmost fault.
func Eval(s string) (*nimber.Big, error) {
	p := &parser{Scanner: Scanner{Src: s}}
	if p.Peek() == End {
		return nil, p.errorf(p.Pos, "empty expression")
	}
	x, err := p.sum()
	if err != nil {
		return nil, err
	}
	switch c := p.Peek(); c {
	case End:
		return x, nil
	case ')':
		return nil, p.errorf(p.Pos, "unmatched )")
	case '-':
		return nil, p.errorf(p.Pos, MinusMessage)
	default:
		return nil, p.errorf(p.Pos, "unexpected %s where an operator or the end is expected", p.QuoteAt(p.Pos))
	}
}

// A parser evaluates an expression by recursive descent:
//
//	sum     = product { "+" product }
//	product = power { ("*" | "/") power }
//	power   = operand [ "^" ["-"] number ]
//	operand = number | "(" sum ")" | ("sqrt" | "inv") "(" sum ")"
//
// Values are computed as they are parsed, so the leftmost error is reported.
type parser struct {
	Scanner
	depth int // of the parentheses open at Pos
}

func (p *parser) errorf(pos int, format string, args ...any) error {
	return &EvalError{p.Src, pos, fmt.Sprintf(format, args...)}
}

func (p *parser) sum() (*nimber.Big, error) {
	x, err := p.product()
	for err == nil && p.Peek() == '+' {
		p.Pos++
		var y *nimber.Big
		if y, err = p.product(); err == nil {
			x.Add(x, y)
		}
	}
	return x, err
}

func (p *parser) product() (*nimber.Big, error) {
	x, err := p.power()
	for err == nil {
		c := p.Peek()
		if c != '*' && c != '/' {
			break
		}
		at := p.Pos
		p.Pos++
		var y *nimber.Big
		if y, err = p.power(); err != nil {
			break
		}
		switch {
		case c == '*':
			x.Mul(x, y)
		case y.Sign() == 0:
			err = p.errorf(at, "division by zero")
		default:
			x.Div(x, y)
		}
	}
	return x, err
}

func (p *parser) power() (*nimber.Big, error) {
	x, err := p.operand()
	if err != nil || p.Peek() != '^' {
		return x, err
	}
	at := p.Pos
	p.Pos++
	negative := p.Peek() == '-'
	if negative {
		p.Pos++
	}
	start := p.Pos
	if p.Peek() == End || !IsWordByte(p.Src[p.Pos]) {
		return nil, p.errorf(p.Pos, "expected an integer exponent after ^")
	}
	n, err := ParseBig([]byte(p.Word()))
	if err != nil {
		return nil, p.errorf(start, "exponent %v", err)
	}
	e := n.Int(nil)
	if negative {
		if x.Sign() == 0 && e.Sign() != 0 {
			return nil, p.errorf(at, "zero has no inverse")
		}
		e.Neg(e)
	}
	if err := CheckPowTime(x, e); err != nil {
		return nil, p.errorf(at, "%v", err)
	}
	x.Pow(x, e)
	if p.Peek() == '^' {
		return nil, p.errorf(p.Pos, "a second ^ is ambiguous; use parentheses, as in (2^3)^4")
	}
	return x, nil
}

func (p *parser) operand() (*nimber.Big, error) {
	c := p.Peek()
	start := p.Pos
	switch {
	case c == End:
		return nil, p.errorf(p.Pos, "the expression ends where an operand is expected")
	case c == '(':
		return p.group()
	case '0' <= c && c <= '9':
		v, err := ParseBig([]byte(p.Word()))
		if err != nil {
			return nil, p.errorf(start, "%v", err)
		}
		return v, nil
	case IsWordByte(byte(c)):
		name := p.Word()
		if name != "sqrt" && name != "inv" {
			return nil, p.errorf(start, "unknown function %q; the functions are sqrt and inv", name)
		}
		if p.Peek() != '(' {
			return nil, p.errorf(p.Pos, "expected ( after %s", name)
		}
		x, err := p.group()
		switch {
		case err != nil:
			return nil, err
		case name == "sqrt":
			return x.Sqrt(x), nil
		case x.Sign() == 0:
			return nil, p.errorf(start, "inv of zero: zero has no inverse")
		}
		return x.Inv(x), nil
	case c == '-':
		return nil, p.errorf(p.Pos, MinusMessage)
	}
	return nil, p.errorf(p.Pos, "unexpected %s where an operand is expected", p.QuoteAt(p.Pos))
}

// group evaluates a parenthesised sum at the position.
func (p *parser) group() (*nimber.Big, error) {
	open := p.Pos
	if p.depth == MaxDepth {
		return nil, p.errorf(open, "parentheses nested more than %d deep", MaxDepth)
	}
	p.Pos++
	p.depth++
	x, err := p.sum()
	p.depth--
	if err != nil {
		return nil, err
	}
	if p.Peek() != ')' {
		return nil, p.errorf(p.Pos, "missing ) to close the ( at column %d", p.Column(open))
	}
	p.Pos++
	return x, nil
}
