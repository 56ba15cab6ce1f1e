package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/notation"
)

// An op is a field operation of the command line: a fixed number of
// operands, one line of results.
type op struct {
	name  string
	arity int
	// apply appends the result for the operands a (len(a) == arity) to dst,
	// or reports why there is none.
	apply func(dst []byte, a []uint64, hex bool) ([]byte, error)
	// applyBig is apply for nimbers of any size, used when an operand is
	// 2^64 or more.
	applyBig func(dst []byte, a []*nimber.Big, hex bool) ([]byte, error)
	// exponent marks the last operand as an ordinary integer exponent,
	// which may be negative: X^-E is (1/X)^E.
	exponent bool
	// noSolution, if not nil, is the error of a query without an answer
	// that a stream answers with -1 and goes on past, as contest formats
	// expect; on the command line it is an error like any other.
	noSolution error
}

// An opError is the failure of an operation on valid operands.
type opError struct {
	o    *op
	toks [][]byte
	err  error
}

func (e *opError) Error() string {
	operands := bytes.Join(e.toks, []byte(" "))
	if len(operands) > notation.ClipLen {
		operands = append(operands[:notation.ClipLen:notation.ClipLen], "..."...)
	}
	return fmt.Sprintf("%s %s: %v", e.o.name, operands, e.err)
}

func (e *opError) Unwrap() error { return e.err }

// compute parses the operands toks (len(toks) == o.arity) into a and
// appends the result of o to dst. Operands of 2^64 or more switch to big
// nimbers.
func (o *op) compute(dst []byte, toks [][]byte, a []uint64, hex bool) ([]byte, error) {
	big := false
	// The digits of each operand: those of a negative exponent follow its
	// sign.
	digits := toks
	last := toks[len(toks)-1]
	negative := o.exponent && len(last) > 1 && last[0] == '-' && '0' <= last[1] && last[1] <= '9'
	if negative {
		digits = append(toks[:len(toks)-1:len(toks)-1], last[1:])
	}
	for i, t := range digits {
		v, err := notation.ParseNumber(t)
		switch {
		case err == nil:
			a[i] = v
		case notation.IsTooBig(err):
			big = true
		default:
			return dst, err
		}
	}
	if !big {
		var err error
		if negative && a[1] != 0 {
			if a[0] == 0 {
				return dst, &opError{o, toks, errInvZero}
			}
			a[0] = nimber.Inv(a[0])
		}
		if dst, err = o.apply(dst, a, hex); err != nil {
			return dst, &opError{o, toks, err}
		}
		return dst, nil
	}
	b := make([]*nimber.Big, len(toks))
	for i, t := range digits {
		var err error
		if b[i], err = notation.ParseBig(t); err != nil {
			return dst, err
		}
	}
	if negative && b[1].Sign() != 0 {
		if b[0].Sign() == 0 {
			return dst, &opError{o, toks, errInvZero}
		}
		b[0].Inv(b[0])
	}
	dst, err := o.applyBig(dst, b, hex)
	if err != nil {
		return dst, &opError{o, toks, err}
	}
	return dst, nil
}

var (
	errDivZero = errors.New("division by zero")
	errInvZero = errors.New("zero has no inverse")
	errNoRoot  = errors.New("no root: the trace of C/(B*B) is 1")
	errNoLog   = errors.New("no solution: X is not a power of G")
)

var (
	addOp = op{name: "add", arity: 2, apply: func(dst []byte, a []uint64, hex bool) ([]byte, error) {
		return notation.AppendNumber(dst, nimber.Add(a[0], a[1]), hex), nil
	}, applyBig: func(dst []byte, a []*nimber.Big, hex bool) ([]byte, error) {
		return notation.AppendBig(dst, new(nimber.Big).Add(a[0], a[1]), hex), nil
	}}
	mulOp = op{name: "mul", arity: 2, apply: func(dst []byte, a []uint64, hex bool) ([]byte, error) {
		return notation.AppendNumber(dst, nimber.Mul(a[0], a[1]), hex), nil
	}, applyBig: func(dst []byte, a []*nimber.Big, hex bool) ([]byte, error) {
		return notation.AppendBig(dst, new(nimber.Big).Mul(a[0], a[1]), hex), nil
	}}
	divOp = op{name: "div", arity: 2, apply: func(dst []byte, a []uint64, hex bool) ([]byte, error) {
		if a[1] == 0 {
			return dst, errDivZero
		}
		return notation.AppendNumber(dst, nimber.Div(a[0], a[1]), hex), nil
	}, applyBig: func(dst []byte, a []*nimber.Big, hex bool) ([]byte, error) {
		if a[1].Sign() == 0 {
			return dst, errDivZero
		}
		return notation.AppendBig(dst, new(nimber.Big).Div(a[0], a[1]), hex), nil
	}}
	powOp = op{name: "pow", arity: 2, apply: func(dst []byte, a []uint64, hex bool) ([]byte, error) {
		return notation.AppendNumber(dst, nimber.Pow(a[0], a[1]), hex), nil
	}, applyBig: func(dst []byte, a []*nimber.Big, hex bool) ([]byte, error) {
		e := a[1].Int(nil)
		if err := notation.CheckPowTime(a[0], e); err != nil {
			return dst, err
		}
		return notation.AppendBig(dst, new(nimber.Big).Pow(a[0], e), hex), nil
	}, exponent: true}
	squareOp = op{name: "square", arity: 1, apply: func(dst []byte, a []uint64, hex bool) ([]byte, error) {
		return notation.AppendNumber(dst, nimber.Square(a[0]), hex), nil
	}, applyBig: func(dst []byte, a []*nimber.Big, hex bool) ([]byte, error) {
		return notation.AppendBig(dst, new(nimber.Big).Square(a[0]), hex), nil
	}}
	sqrtOp = op{name: "sqrt", arity: 1, apply: func(dst []byte, a []uint64, hex bool) ([]byte, error) {
		return notation.AppendNumber(dst, nimber.Sqrt(a[0]), hex), nil
	}, applyBig: func(dst []byte, a []*nimber.Big, hex bool) ([]byte, error) {
		return notation.AppendBig(dst, new(nimber.Big).Sqrt(a[0]), hex), nil
	}}
	invOp = op{name: "inv", arity: 1, apply: func(dst []byte, a []uint64, hex bool) ([]byte, error) {
		if a[0] == 0 {
			return dst, errInvZero
		}
		return notation.AppendNumber(dst, nimber.Inv(a[0]), hex), nil
	}, applyBig: func(dst []byte, a []*nimber.Big, hex bool) ([]byte, error) {
		// An operand of 2^64 or more is not zero.
		return notation.AppendBig(dst, new(nimber.Big).Inv(a[0]), hex), nil
	}}
	orderOp = op{name: "order", arity: 1, apply: func(dst []byte, a []uint64, hex bool) ([]byte, error) {
		if a[0] == 0 {
			return dst, errors.New("zero has no multiplicative order")
		}
		return notation.AppendNumber(dst, nimber.Order(a[0]), hex), nil
	}, applyBig: func(dst []byte, a []*nimber.Big, hex bool) ([]byte, error) {
		// An operand of 2^64 or more is not zero.
		e, ok := a[0].Order()
		if !ok {
			return dst, errors.New("unknown: orders need the prime factors of 2^w - 1, known for w up to 4096")
		}
		z, _ := new(nimber.Big).SetInt(e)
		return notation.AppendBig(dst, z, hex), nil
	}}
	logOp = op{name: "log", arity: 2, apply: func(dst []byte, a []uint64, hex bool) ([]byte, error) {
		e, ok := nimber.Log(a[0], a[1])
		if !ok {
			return dst, errNoLog
		}
		return notation.AppendNumber(dst, e, hex), nil
	}, applyBig: func(dst []byte, a []*nimber.Big, hex bool) ([]byte, error) {
		e, err := a[1].Log(a[0])
		switch {
		case errors.Is(err, nimber.ErrNoLog):
			return dst, errNoLog
		case err != nil:
			// The command names the operation itself.
			return dst, errors.New(strings.TrimPrefix(err.Error(), "nimber: "))
		}
		z, _ := new(nimber.Big).SetInt(e)
		return notation.AppendBig(dst, z, hex), nil
	}, noSolution: errNoLog}
	solveOp = op{name: "solve", arity: 2, apply: func(dst []byte, a []uint64, hex bool) ([]byte, error) {
		x0, x1, ok := nimber.SolveQuadratic(a[0], a[1])
		if !ok {
			return dst, errNoRoot
		}
		dst = append(notation.AppendNumber(dst, x0, hex), ' ')
		return notation.AppendNumber(dst, x1, hex), nil
	}, applyBig: func(dst []byte, a []*nimber.Big, hex bool) ([]byte, error) {
		x0, x1, ok := new(nimber.Big).SolveQuadratic(a[0], a[1], new(nimber.Big))
		if !ok {
			return dst, errNoRoot
		}
		dst = append(notation.AppendBig(dst, x0, hex), ' ')
		return notation.AppendBig(dst, x1, hex), nil
	}}
)

func isNumberError(err error) bool {
	var ne *notation.NumberError
	return errors.As(err, &ne)
}

// operands returns "1 operand" or "N operands", and arguments likewise.
func operands(n int) string {
	return fmt.Sprintf("%d %s", n, plural(n, "operand", "operands"))
}

func arguments(n int) string {
	return fmt.Sprintf("%d %s", n, plural(n, "argument", "arguments"))
}

// plural returns one if n is 1 and many otherwise.
func plural[N int | uint64](n N, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// runOp returns the run function of the subcommand for o: one operation on
// the operands of the command line, or a stream of them from standard input.
func runOp(o *op) func(e *env, fs *flag.FlagSet, args []string) error {
	return func(e *env, fs *flag.FlagSet, args []string) error {
		hex := fs.Bool("x", false, "print results in hex")
		if err := parseFlags(fs, args); err != nil {
			return err
		}
		toks := fs.Args()
		if len(toks) == 0 {
			return streamOp(e, o, *hex)
		}
		if len(toks) != o.arity {
			return usagef("takes %s, got %d", operands(o.arity), len(toks))
		}
		b := make([][]byte, len(toks))
		for i, t := range toks {
			b[i] = []byte(t)
		}
		out, err := o.compute(nil, b, make([]uint64, o.arity), *hex)
		if isNumberError(err) {
			return fmt.Errorf("%s: %w", o.name, err)
		}
		if err != nil {
			return err
		}
		_, err = e.stdout.Write(append(out, '\n'))
		return writeError(err)
	}
}

const addHelp = `Add prints the nim-sum X+Y, which is the bitwise exclusive or of X and Y.
Every nimber is its own negative, so add also subtracts.

Examples:

	$ nimber add 5 3
	6
	$ nimber add -x 0xff 0x0f
	0xf0
`

const mulHelp = `Mul prints the nim-product X*Y. Given no operands, it reads pairs from
standard input, in the format of the Library Checker problem "Nim Product
(64bit)" or without the count line.

Examples:

	$ nimber mul 6 9
	1
	$ nimber mul 0x10 16
	24
	$ nimber mul 0x10000000000000000 0x10000000000000000
	27670116110564327424
	$ printf '2\n3141 5926\n18446744073709551615 18446744073709551615\n' | nimber mul
	14994
	11290409524105353207
`

const divHelp = `Div prints the nim-quotient X/Y, the product of X and the inverse of Y.
Y must not be zero.

Examples:

	$ nimber div 1 6
	9
	$ nimber div 5 0
	nimber: div 5 0: division by zero
`

const powHelp = `Pow prints X^E, the nim-product of E copies of X, for an ordinary integer
E. X^0 is 1 for every X, 0 included, and 0^E is 0 for E > 0. A negative E
takes the inverse: X^-E is (1/X)^E, so X must not be zero.

E counts modulo 2^w - 1, w the width of the smallest field F_(2^w) holding
X (X^(2^w - 1) is 1 for X != 0), so that its size beyond w bits costs
nothing. Each of its bits then costs a squaring in that field, and every
window of up to 11 bits one product: for X and E of 2^16 bits, about half
a minute. Before a power in a field of 2^14 bits or more, pow times one
squaring and one product there and refuses, with the estimate, a power
that would take 5 minutes or more, as in the fields of 2^18 bits and more.

Examples:

	$ nimber pow 2 3
	1
	$ nimber pow 0x100000006 18446744073709551615
	1
	$ nimber pow 2 18446744073709551616
	2
	$ nimber pow 2 -1
	3
`

const squareHelp = `Square prints X*X.

Examples:

	$ nimber square 3
	2
`

const sqrtHelp = `Sqrt prints the square root of X, the one nimber whose square is X.

Examples:

	$ nimber sqrt 2
	3
	$ nimber sqrt 4
	7
`

const invHelp = `Inv prints the inverse 1/X, the nimber whose nim-product with X is 1. Zero
has no inverse.

Examples:

	$ nimber inv 4
	15
	$ nimber inv 0
	nimber: inv 0: zero has no inverse
`

const orderHelp = `Order prints the multiplicative order of X, the least E > 0 with X^E = 1.
It divides 2^w - 1, where F_(2^w) is the smallest field holding X
(w = 1, 2, 4, ..., 4096: the order needs the prime factors of 2^w - 1,
which are known up to there). Zero has no order.

Examples:

	$ nimber order 2
	3
	$ nimber order 16
	85
	$ nimber order 0x100000006
	18446744073709551615
	$ nimber order 0x10000000000000000
	113427455640312821154458202477256070485
`

const logHelp = `Log prints the discrete logarithm of X to the base G: the least E with
G^E = X. It fails when X is not a power of G. In a stream, as contest
formats expect, such a query prints -1 and the stream goes on.

Below 2^64 a logarithm takes microseconds. Beyond, in F_(2^w) with w up to
4096, it is found modulo each prime factor q of the order of G, in about
sqrt(q) products: in F_(2^128), whose largest q is 67280421310721, about
half a second. Log refuses, with the factor, a base whose order has a prime factor
of 2^48 or more: from F_(2^256) on, most bases, since 2^128 + 1 has the
factor 59649589127497217.

Examples:

	$ nimber log 2 3
	2
	$ nimber log 2 5
	nimber: log 2 5: no solution: X is not a power of G
	$ nimber log 0x10000000000000000 0x18000000000000000
	2
	$ printf '2 3\n2 5\n3 2\n' | nimber log
	2
	-1
	2
`

const solveHelp = `Solve prints the roots of the equation x*x + B*x = C on one line, the
smaller first. For B != 0 there are two roots, which sum to B, or none; for
B = 0 the one root, the square root of C, is printed twice. It fails when
there is no root. The roots are sought in F_(2^64), or in the smallest field
holding B and C if that is larger.

Examples:

	$ nimber solve 1 1
	2 3
	$ nimber solve 0 2
	3 3
	$ nimber solve 1 0x8000000000000000
	nimber: solve 1 0x8000000000000000: no root: the trace of C/(B*B) is 1
`
