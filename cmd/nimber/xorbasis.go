package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/notation"
)

const xorbasisHelp = `Xorbasis reads 64-bit numbers and answers for the space they span under
nim-sum, the exclusive or: the XORs of their subsets, the empty one giving
0. This is the "linear basis" or "XOR basis" of contests, a vector space
over F_2 (matrix basis works over the whole field F_(2^64) instead). The
numbers are the operands, or, given none, every number on standard input,
separated by blanks and line feeds; 10^6 numbers take a fraction of a
second.

By default xorbasis prints the reduced basis, largest first, one number a
line: its numbers have distinct leading bits, none of which is set in
another, and it is the one such basis of the space. The flags are:

	-max      print the largest XOR of a subset of the numbers
	-kth K    print the K-th smallest value of the space, counting 0 as
	          the first (K = 0); the space has 2^R values, R the rank, and
	          a larger K is an error

Numbers and K are in the syntax of operands, below 2^64.

Examples:

	$ nimber xorbasis 5 3 6 12 10
	9
	5
	3
	$ nimber xorbasis -max 5 3 6 12 10
	15
	$ nimber xorbasis -kth 2 5 3 6 12 10
	5
	$ printf '5 3\n6 12\n10\n' | nimber xorbasis -kth 7
	15
	$ nimber xorbasis -kth 8 5 3 6 12 10
	nimber: xorbasis: -kth 8: the space has 8 values (rank 3), so K is at most 7
`

// A numberFlag is a flag whose value is a number in the syntax of the
// operands, below 2^64.
type numberFlag struct{ v uint64 }

func (f *numberFlag) String() string { return fmt.Sprint(f.v) }

func (f *numberFlag) Set(s string) error {
	v, err := notation.ParseNumber([]byte(s))
	if ne := (*notation.NumberError)(nil); errors.As(err, &ne) {
		return errors.New(ne.Reason) // package flag quotes the value
	}
	f.v = v
	return err
}

func runXORBasis(e *env, fs *flag.FlagSet, args []string) error {
	hex := fs.Bool("x", false, "print results in hex")
	maxXOR := fs.Bool("max", false, "print the largest XOR of a subset")
	var kth numberFlag
	fs.Var(&kth, "kth", "print the K-th smallest value of the span, from 0")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	useKth := flagSet(fs, "kth")
	if *maxXOR && useKth {
		return usagef("-max and -kth do not combine")
	}
	var b nimber.XORBasis
	if fs.NArg() > 0 {
		for _, a := range fs.Args() {
			x, err := parseXORNumber([]byte(a))
			if err != nil {
				return fmt.Errorf("xorbasis: %w", err)
			}
			b.Insert(x)
		}
	} else if err := readXORBasis(e.stdin, &b); err != nil {
		return err
	}
	var out []byte
	switch {
	case *maxXOR:
		out = append(notation.AppendNumber(out, b.Max(), *hex), '\n')
	case useKth:
		x, ok := b.Kth(kth.v)
		if !ok {
			n, _ := b.Size()
			return fmt.Errorf("xorbasis: -kth %d: the space has %d values (rank %d), so K is at most %d", kth.v, n, b.Rank(), n-1)
		}
		out = append(notation.AppendNumber(out, x, *hex), '\n')
	default:
		for _, v := range b.Basis() {
			out = append(notation.AppendNumber(out, v, *hex), '\n')
		}
	}
	_, err := e.stdout.Write(out)
	return writeError(err)
}

// readXORBasis inserts into b every number of r, numbers separated by
// blanks and line feeds. Once b has rank 64 the numbers are still read,
// to report a bad one, but no longer inserted.
func readXORBasis(r io.Reader, b *nimber.XORBasis) error {
	lr := newLineReader(r, func() error { return nil })
	full := false
	for {
		line, err := lr.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		for f, rest := notation.NextField(line); len(f) > 0; f, rest = notation.NextField(rest) {
			x, err := parseXORNumber(f)
			if err != nil {
				return fmt.Errorf("line %d: %w", lr.n, err)
			}
			if !full {
				b.Insert(x)
				full = b.Rank() == 64
			}
		}
	}
}

// parseXORNumber is notation.ParseNumber with the command's words for a
// number of 2^64 or more.
func parseXORNumber(tok []byte) (uint64, error) {
	x, err := notation.ParseNumber(tok)
	if notation.IsTooBig(err) {
		err = &notation.NumberError{Token: string(tok), Reason: "2^64 or more; xorbasis works on 64-bit numbers only", TooBig: true}
	}
	return x, err
}
