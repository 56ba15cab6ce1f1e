package main

import (
	"flag"
	"fmt"

	"github.com/nimberdev/nimber/internal/notation"
)

const evalHelp = `Eval evaluates an expression of nimbers and prints its value. The
operators are + (nim-sum), * (nim-product), / (nim-quotient) and ^ (power
by an ordinary integer exponent), with parentheses and the functions
sqrt(X) and inv(X). ^ binds tighter than * and /, which bind tighter than
+; * and / group from the left. The exponent after ^ is a number, not an
expression, and may be negative: X^-E is inv(X)^E. A second ^, as in 2^3^4,
is an error; write (2^3)^4. There is no minus: every nimber is its own
negative, so X-Y would be X+Y. Values of any size are allowed, as for the
operations.

Given no expression, eval reads one expression a line from standard input
and prints one value a line, like bc. An error names the column and marks
it under the expression.

Examples:

	$ nimber eval '2*2 + 1'
	2
	$ nimber eval '6*9 + 4^2'
	7
	$ nimber eval 'sqrt(2) * inv(6) / 0x9'
	3
	$ printf '16*16\n2^-1\n' | nimber eval
	24
	3
	$ nimber eval '1 + 2/0'
	nimber: eval: column 6: division by zero
		1 + 2/0
		     ^
`

func runEval(e *env, fs *flag.FlagSet, args []string) error {
	hex := fs.Bool("x", false, "print results in hex")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch fs.NArg() {
	case 0:
		return streamEval(e, *hex)
	case 1:
		v, err := notation.Eval(fs.Arg(0))
		if err != nil {
			return fmt.Errorf("eval: %w", err)
		}
		_, err = e.stdout.Write(append(notation.AppendBig(nil, v, *hex), '\n'))
		return writeError(err)
	}
	return usagef("takes one expression, got %s (quote the expression)", arguments(fs.NArg()))
}

// streamEval evaluates each line of standard input, stopping at the first
// error after writing the values of all lines before it.
func streamEval(e *env, hex bool) error {
	return eachLine(e, func(line, dst []byte) ([]byte, error) {
		v, err := notation.Eval(string(line))
		if err != nil {
			return dst, err
		}
		return notation.AppendBig(dst, v, hex), nil
	})
}
