package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/nimberdev/nimber/internal/notation"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// An env holds the standard streams of one run of the command, so that tests
// run it in-process.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

// A usageError is a command line of the wrong shape: an unknown command or
// flag, or the wrong number of operands. It makes the exit status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// run runs the command with the arguments args (without the program name)
// and returns its exit status: 0 on success, 1 for an error in the data
// (a malformed or out-of-range number, a zero divisor, an equation without
// a solution, a failed read or write), 2 for a usage error.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin, stdout, stderr}
	if len(args) == 0 {
		fmt.Fprint(stderr, "usage: nimber COMMAND [FLAGS] [OPERANDS]\nRun 'nimber help' for the commands.\n")
		return 2
	}
	name := args[0]
	if name == "help" || name == "-h" || name == "-help" || name == "--help" {
		return e.help(args[1:])
	}
	cmd := lookup(name)
	if cmd == nil {
		fmt.Fprintf(stderr, "nimber: unknown command %q\nRun 'nimber help' for usage.\n", name)
		return 2
	}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are reported below, help by e.help
	err := cmd.run(e, fs, args[1:])
	var ue *usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return e.printHelp(cmd.helpText())
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "nimber: %s: %s\nusage: nimber %s\nRun 'nimber help %s' for details.\n",
			name, ue.msg, cmd.synopsis, name)
		return 2
	default:
		fmt.Fprintf(stderr, "nimber: %s\n", strings.TrimSuffix(err.Error(), "\n"))
		return 1
	}
}

// parseFlags parses the flags of a subcommand, wherever they stand among
// its operands, and leaves the operands, in order, in fs.Args(). An
// argument is a flag when it begins with - or -- and a letter, as every
// flag name does; any other argument, a negative number such as pow's
// exponent -1 among them, is an operand, as is every argument after --.
// Errors are usage errors.
func parseFlags(fs *flag.FlagSet, args []string) error {
	var operands []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		switch {
		case a == "--":
			operands = append(operands, args[i+1:]...)
			i = len(args)
			continue
		case len(name) == len(a) || name == "" || !('a' <= name[0]|0x20 && name[0]|0x20 <= 'z'):
			operands = append(operands, a)
			continue
		}
		// One flag, and its value if it takes one and has no "=", for
		// package flag to parse.
		n := 1
		if f := fs.Lookup(name); f != nil && !strings.Contains(name, "=") && !isBoolFlag(f) {
			n = min(2, len(args)-i)
		}
		if err := fs.Parse(args[i : i+n]); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return err
			}
			return &usageError{err.Error()}
		}
		i += n - 1
	}
	return fs.Parse(append([]string{"--"}, operands...))
}

// parseOpCommand parses the command line of poly and matrix, commands of
// operations: the flag -x, the name of the operation, which must be given,
// and its operands.
func parseOpCommand(fs *flag.FlagSet, args []string) (hex bool, op string, operands []string, err error) {
	x := fs.Bool("x", false, "print results in hex")
	if err := parseFlags(fs, args); err != nil {
		return false, "", nil, err
	}
	if fs.NArg() == 0 {
		return false, "", nil, usagef("no operation given")
	}
	return *x, fs.Arg(0), fs.Args()[1:], nil
}

// flagSet reports whether the flag called name was given on the command
// line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// isBoolFlag reports whether f, like a flag of fs.Bool, takes no value.
func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// A sizeFlag is a flag whose value is a size, a number in the syntax of
// the operands from lo to hi: so -n 0x10 is 16 and -n 010 is 10, as
// operands are, and a sign is an error.
type sizeFlag struct {
	v      int
	lo, hi int
}

func (f *sizeFlag) String() string { return strconv.Itoa(f.v) }

func (f *sizeFlag) Set(s string) error {
	v, err := notation.ParseNumber([]byte(s))
	var ne *notation.NumberError
	switch {
	case err == nil && uint64(f.lo) <= v && v <= uint64(f.hi):
		f.v = int(v)
		return nil
	case err == nil || notation.IsTooBig(err):
		return fmt.Errorf("must be from %d to %d", f.lo, f.hi)
	case errors.As(err, &ne):
		return errors.New(ne.Reason) // package flag quotes the value
	}
	return err
}

// sizeVar defines a flag of fs whose value is a size from lo to hi.
func sizeVar(fs *flag.FlagSet, name string, value, lo, hi int, usage string) *int {
	f := &sizeFlag{value, lo, hi}
	fs.Var(f, name, usage)
	return &f.v
}
