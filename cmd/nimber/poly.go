package main

import (
	"errors"
	"flag"
	"fmt"
	"math/big"
	"strings"

	"github.com/nimberdev/nimber/internal/notation"
	"github.com/nimberdev/nimber/poly"
)

// A polyOp is an operation of the poly command.
type polyOp struct {
	name     string
	operands string // as the help and the usage errors write them
	summary  string
	// kinds are the kinds of the operands, in order: 'p' a polynomial,
	// 'n' a nimber below 2^64, 'e' an exponent; a last '+' repeats the
	// kind before it any number of times, and a '?' makes it optional.
	kinds string
	// pairs asks for an even number of operands.
	pairs bool
	// apply appends the result to dst, or returns an *operandError.
	apply func(dst []byte, a *polyArgs, hex bool) ([]byte, error)
}

// polyArgs are the operands of a poly operation, parsed by their kinds:
// polys[i] and nums[i] hold operand i if it is of their kind. Polynomials
// stand among the first three operands only.
type polyArgs struct {
	polys [3]poly.Poly
	nums  []uint64
	exp   *big.Int
}

// An operandError is a fault of one operand: operand i, at byte pos of
// it. caret says whether pos is worth showing, as for a polynomial whose
// syntax is at fault; otherwise msg names the operand itself.
type operandError struct {
	i, pos int
	caret  bool
	msg    string
}

func (e *operandError) Error() string { return e.msg }

func faultf(i int, format string, args ...any) error {
	return &operandError{i: i, msg: fmt.Sprintf(format, args...)}
}

// maxPowBits bounds the exponent of powmod, which costs a squaring
// modulo M a bit: 4096 bits hold x^(q^64), q = 2^64.
const maxPowBits = 4096

var polyOps = []*polyOp{
	{"mul", "P Q", "the product P*Q", "pp", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		// The rule of a product inside a polynomial, P*Q in one operand.
		if a.polys[0].Degree()+a.polys[1].Degree() > poly.MaxParseDegree {
			return dst, faultf(1, "the product has degree above %d", poly.MaxParseDegree)
		}
		return appendPoly(dst, poly.Mul(a.polys[0], a.polys[1]), hex), nil
	}},
	{"div", "P Q", "the quotient and the remainder of P divided by Q", "pp", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		if len(a.polys[1]) == 0 {
			return dst, faultf(1, "division by the zero polynomial")
		}
		q, r := poly.DivMod(a.polys[0], a.polys[1])
		return appendPolys(dst, hex, q, r), nil
	}},
	{"mod", "P Q", "the remainder of P divided by Q", "pp", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		if len(a.polys[1]) == 0 {
			return dst, faultf(1, "division by the zero polynomial")
		}
		return appendPoly(dst, poly.Mod(a.polys[0], a.polys[1]), hex), nil
	}},
	{"gcd", "P Q", "the greatest common divisor, monic (0 for P = Q = 0)", "pp", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		return appendPoly(dst, poly.GCD(a.polys[0], a.polys[1]), hex), nil
	}},
	{"extgcd", "P Q", "G, S, T with G = gcd(P, Q) = S*P + T*Q", "pp", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		g, s, t := poly.ExtGCD(a.polys[0], a.polys[1])
		return appendPolys(dst, hex, g, s, t), nil
	}},
	{"powmod", "P E M", "P^E mod M, for an integer E from 0 to 2^4096 - 1", "pep", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		if len(a.polys[2]) == 0 {
			return dst, faultf(2, "modulo the zero polynomial")
		}
		return appendPoly(dst, poly.PowMod(a.polys[0], a.exp, a.polys[2]), hex), nil
	}},
	{"deriv", "P", "the derivative", "p", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		return appendPoly(dst, poly.Deriv(a.polys[0]), hex), nil
	}},
	{"sqrt", "P", "the square root of P, if P is a square", "p", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		s, ok := poly.Sqrt(a.polys[0])
		if !ok {
			p := a.polys[0]
			k := 1
			for p[k] == 0 {
				k += 2
			}
			return dst, faultf(0, "not a square: a square has no term of odd degree, and this one has x^%d", k)
		}
		return appendPoly(dst, s, hex), nil
	}},
	{"eval", "P X...", "the values P(X) of P at each X, on one line", "pn+", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		return appendNumbers(dst, poly.EvalMany(a.polys[0], a.nums[1:]), hex), nil
	}},
	{"interp", "X Y...", "the polynomial of least degree through the points (X, Y)", "n+", true, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		n := len(a.nums) / 2
		xs, ys := make([]uint64, n), make([]uint64, n)
		seen := make(map[uint64]int, n)
		for i := range n {
			xs[i], ys[i] = a.nums[2*i], a.nums[2*i+1]
			if j, ok := seen[xs[i]]; ok {
				return dst, faultf(2*i, "X = %s twice, operands %d and %d: the points need distinct X",
					notation.AppendNumber(nil, xs[i], hex), 2*j+1, 2*i+1)
			}
			seen[xs[i]] = i
		}
		p, err := poly.Interpolate(xs, ys)
		if err != nil {
			return dst, err // the checks above leave none
		}
		return appendPoly(dst, p, hex), nil
	}},
	{"roots", "P", "the distinct roots of P in F_(2^64), ascending, on one line", "p", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		if len(a.polys[0]) == 0 {
			return dst, faultf(0, "the zero polynomial: every nimber is a root")
		}
		return appendNumbers(dst, poly.Roots(a.polys[0]), hex), nil
	}},
	{"factor", "P", "P as a product of monic irreducible factors", "p", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		p := a.polys[0]
		if len(p) == 0 {
			return dst, faultf(0, "the zero polynomial has no factorization")
		}
		return appendFactors(dst, p.Lead(), poly.Factorize(p), hex), nil
	}},
	{"irreducible", "P", "true if P is irreducible over F_(2^64), false if not", "p", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		return fmt.Append(dst, poly.IsIrreducible(a.polys[0])), nil
	}},
	{"minpoly", "X [W]", "the minimal polynomial of X over F_(2^W), F_2 if W is not given", "nn?", false, func(dst []byte, a *polyArgs, hex bool) ([]byte, error) {
		w := uint64(1)
		if len(a.nums) > 1 {
			w = a.nums[1]
		}
		switch w {
		case 1, 2, 4, 8, 16, 32, 64:
		default:
			return dst, faultf(1, "W = %d: the subfields are F_(2^W) for W = 1, 2, 4, 8, 16, 32 and 64", w)
		}
		return appendPoly(dst, poly.MinPoly(a.nums[0], int(w)), hex), nil
	}},
}

func lookupPolyOp(name string) *polyOp {
	for _, o := range polyOps {
		if o.name == name {
			return o
		}
	}
	return nil
}

// arity checks n operands against the kinds of o and returns a message
// saying what o takes if they do not fit, or "".
func (o *polyOp) arity(n int) string {
	min, max := len(o.kinds), len(o.kinds)
	switch {
	case strings.HasSuffix(o.kinds, "+"):
		min, max = len(o.kinds)-1, -1
	case strings.HasSuffix(o.kinds, "?"):
		min, max = len(o.kinds)-2, len(o.kinds)-1
	}
	if min <= n && (max < 0 || n <= max) && (!o.pairs || n%2 == 0) {
		return ""
	}
	return fmt.Sprintf("%s %s takes %s", o.name, o.operands, o.describe())
}

// describe says in words how many operands o takes.
func (o *polyOp) describe() string {
	switch {
	case o.pairs:
		return "pairs of operands, one or more"
	case strings.HasSuffix(o.kinds, "+"):
		return fmt.Sprintf("%d operands or more", len(o.kinds)-1)
	case strings.HasSuffix(o.kinds, "?"):
		return fmt.Sprintf("%d or %d operands", len(o.kinds)-2, len(o.kinds)-1)
	}
	return operands(len(o.kinds))
}

// kind returns the kind of operand i.
func (o *polyOp) kind(i int) byte {
	k := o.kinds
	if last := k[len(k)-1]; last == '+' || last == '?' {
		k = k[:len(k)-1]
	}
	return k[min(i, len(k)-1)]
}

// parse parses operand i of o, tok, into a, whose nums have room for it.
func (o *polyOp) parse(a *polyArgs, i int, tok string) error {
	var err error
	switch o.kind(i) {
	case 'p':
		var se *poly.SyntaxError
		a.polys[i], err = poly.Parse(tok)
		if errors.As(err, &se) {
			return &operandError{i: i, pos: se.Offset, caret: true, msg: se.Msg}
		}
	case 'n':
		a.nums[i], err = notation.ParseNumber([]byte(tok))
	case 'e':
		a.exp, err = parseExponent(tok)
	}
	if err != nil {
		return &operandError{i: i, msg: err.Error()}
	}
	return nil
}

// parseExponent returns the value of tok, an exponent below 2^maxPowBits
// in the syntax of the operands.
func parseExponent(tok string) (*big.Int, error) {
	v, err := notation.ParseBig([]byte(tok))
	switch {
	case err != nil && strings.HasPrefix(tok, "-"):
		return nil, fmt.Errorf("exponent %s: an integer 0 or more", notation.Clip(tok))
	case err != nil:
		return nil, fmt.Errorf("exponent %w", err)
	}
	if v.BitLen() > maxPowBits {
		return nil, fmt.Errorf("exponent %s: 2^%d or more, too large", notation.Clip(tok), maxPowBits)
	}
	return v.Int(nil), nil
}

// appendPoly appends p to dst as poly.Parse reads it: in decimal as String
// writes it, or in hex.
func appendPoly(dst []byte, p poly.Poly, hex bool) []byte {
	if hex {
		return fmt.Appendf(dst, "%x", p)
	}
	return append(dst, p.String()...)
}

// appendPolys appends ps separated by commas.
func appendPolys(dst []byte, hex bool, ps ...poly.Poly) []byte {
	for i, p := range ps {
		if i > 0 {
			dst = append(dst, ", "...)
		}
		dst = appendPoly(dst, p, hex)
	}
	return dst
}

// appendNumbers appends vs separated by spaces.
func appendNumbers(dst []byte, vs []uint64, hex bool) []byte {
	for i, v := range vs {
		if i > 0 {
			dst = append(dst, ' ')
		}
		dst = notation.AppendNumber(dst, v, hex)
	}
	return dst
}

// appendFactors appends the factorization of the polynomial with leading
// coefficient lead and factors fs as a product that poly.Parse reads
// back: lead unless it is 1, then the factors as poly.Factors writes them.
// A constant is written alone, and a monic irreducible polynomial as it is.
func appendFactors(dst []byte, lead uint64, fs poly.Factors, hex bool) []byte {
	switch {
	case lead == 1 && len(fs) == 1 && fs[0].Mult == 1:
		return appendPoly(dst, fs[0].P, hex)
	case len(fs) == 0:
		return notation.AppendNumber(dst, lead, hex)
	case lead != 1:
		dst = append(notation.AppendNumber(dst, lead, hex), " * "...)
	}
	if hex {
		return fmt.Appendf(dst, "%x", fs)
	}
	return fmt.Append(dst, fs)
}

const polyIntro = `Poly computes with polynomials over the nimbers below 2^64, the field
F_(2^64): products and division, gcds, values and interpolation, roots,
factors and minimal polynomials.

A polynomial is written in the variable x, as an expression of eval:
sums (+), products (* or none, as in 3x or (x + 1)(x + 5)) and powers by
an integer 0 or more, with coefficients below 2^64 written as operands
are: x^2 + 3x + 1, 0x1f*x^2 + 5, (x + 1)^3. There is no minus: every
nimber is its own negative. Results are written the same way, with the
terms by descending degree and a coefficient 1 left out.

The operations, with numbers X, Y, W (1, 2, 4, 8, 16, 32 or 64) and E:

`

const polyOutro = `
Given an operation and no operands, poly reads standard input: the
operands of one operation a line, separated by commas (numbers also by
spaces), as in "x^3 + 1, x + 1" for div, and prints one result a line.
Several polynomials of one result are separated by commas likewise.
An error in an operand of a line names its column and marks it.

Polynomials have degree 16777216 (2^24) at most, operands and results
alike (so mul refuses a product beyond it, as a product inside a
polynomial is), and a line of standard input holds 16 MiB. Factor and
irreducible take about a second for a polynomial of degree 1000, and their
time grows nearly as the cube of the degree (9 seconds at 2000); powmod
takes a product modulo M for each bit of E; roots takes time that grows
with the number of roots it finds, half a second for x^65536 + x (its
roots are the 65536 nimbers below 2^16) and about 6 seconds for degree
10^5 with 10^5 roots; the other operations take about a second or less up
to degree 10^5.

Examples:

	$ nimber poly mul 'x^2 + 3x + 1' 'x + 5'
	x^3 + 6x^2 + 14x + 5
	$ nimber poly div 'x^3 + 1' 'x + 4'
	x^2 + 4x + 6, 15
	$ nimber poly roots 'x^2 + x + 3'
	6 7
	$ nimber poly factor '3x^3 + 3x'
	3 * x * (x + 1)^2
	$ nimber poly eval 'x^2 + x + 3' 6 7 8 -x
	0x0 0x0 0x6
	$ nimber poly interp 0 1 1 0 2 5
	6x^2 + 7x + 1
	$ nimber poly minpoly 2
	x^2 + x + 1
	$ printf 'x^4 + 1, x^2 + 1\nx^3 + 1, x^2 + x\n' | nimber poly gcd
	x^2 + 1
	x + 1
	$ nimber poly gcd 'x^2 + 3y' 'x'
	nimber: poly gcd: column 8: unknown variable "y"; the variable is x
		x^2 + 3y
		       ^
`

// polyHelp is the help of poly, with its table of operations.
var polyHelp = func() string {
	var b strings.Builder
	b.WriteString(polyIntro)
	width := 0
	for _, o := range polyOps {
		width = max(width, len(o.name)+1+len(o.operands))
	}
	for _, o := range polyOps {
		fmt.Fprintf(&b, "\t%-*s  %s\n", width, o.name+" "+o.operands, o.summary)
	}
	b.WriteString(polyOutro)
	return withHexFlag(b.String())
}()

func runPoly(e *env, fs *flag.FlagSet, args []string) error {
	hex, name, toks, err := parseOpCommand(fs, args)
	if err != nil {
		return err
	}
	o := lookupPolyOp(name)
	if o == nil {
		return usagef("unknown operation %q", name)
	}
	if len(toks) == 0 {
		return streamPoly(e, o, hex)
	}
	if msg := o.arity(len(toks)); msg != "" {
		return usagef("%s, got %d", msg, len(toks))
	}
	a := &polyArgs{nums: make([]uint64, len(toks))}
	for i, t := range toks {
		if err = o.parse(a, i, t); err != nil {
			break
		}
	}
	var out []byte
	if err == nil {
		out, err = o.apply(nil, a, hex)
	}
	var oe *operandError
	if errors.As(err, &oe) {
		if oe.caret {
			err = &notation.EvalError{Expr: toks[oe.i], Pos: oe.pos, Msg: oe.msg}
		}
		return fmt.Errorf("poly %s: %w", o.name, err)
	}
	if err != nil {
		return err
	}
	_, err = e.stdout.Write(append(out, '\n'))
	return writeError(err)
}

// streamPoly applies o to the operands of each line of standard input and
// writes the results one a line. It stops at the first error, having
// written the results of all lines before it.
func streamPoly(e *env, o *polyOp, hex bool) error {
	a := new(polyArgs)
	return eachLine(e, func(line, dst []byte) ([]byte, error) {
		s := string(line)
		n := o.eachOperand(s, nil)
		if msg := o.arity(n); msg != "" {
			return dst, fmt.Errorf("%s: %s, got %d", notation.Clip(line), msg, n)
		}
		if cap(a.nums) < n {
			a.nums = make([]uint64, n)
		}
		a.nums = a.nums[:n]
		var err error
		o.eachOperand(s, func(i int, tok string, _ int) bool {
			err = o.parse(a, i, tok)
			return err == nil
		})
		if err == nil {
			dst, err = o.apply(dst, a, hex)
		}
		// A fault of an operand, or of the operation (such as a zero
		// divisor), is shown at the column of its operand in the line.
		var oe *operandError
		if errors.As(err, &oe) {
			o.eachOperand(s, func(i int, _ string, off int) bool {
				if i == oe.i {
					err = &notation.EvalError{Expr: s, Pos: off + oe.pos, Msg: oe.msg}
				}
				return i < oe.i
			})
		}
		return dst, err
	})
}

// eachOperand calls f for the operands of o in line, in order, with their
// index and byte offset, while it returns true, and returns their number
// (when f is nil, it only counts them). The operands are the parts of the
// line between commas, without the blanks around them, and the numbers of
// a part that stands where o takes a number, separated by blanks. A blank
// line has no operands.
func (o *polyOp) eachOperand(line string, f func(i int, tok string, off int) bool) int {
	n := 0
	emit := func(tok string, off int) bool {
		n++
		return f == nil || f(n-1, tok, off)
	}
	for start := 0; ; {
		end := strings.IndexByte(line[start:], ',')
		if end < 0 {
			end = len(line)
		} else {
			end += start
		}
		part, off := trimBlanks(line[start:end], start)
		switch {
		case o.kind(n) != 'p':
			for tok, rest := notation.NextField(part); tok != ""; tok, rest = notation.NextField(rest) {
				if !emit(tok, off+len(part)-len(rest)-len(tok)) {
					return n
				}
			}
		case part != "" || end < len(line) || n > 0:
			if !emit(part, off) {
				return n
			}
		}
		if end == len(line) {
			return n
		}
		start = end + 1
	}
}

// trimBlanks returns s without the blanks around it, and the offset of
// what remains, for s at offset off.
func trimBlanks(s string, off int) (string, int) {
	i, j := 0, len(s)
	for i < j && notation.IsSpace(s[i]) {
		i++
	}
	for j > i && notation.IsSpace(s[j-1]) {
		j--
	}
	return s[i:j], off + i
}
