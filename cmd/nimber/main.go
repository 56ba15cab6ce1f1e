package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
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
		fmt.Fprint(stdout, cmd.helpText())
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "nimber: %s: %s\nusage: nimber %s\nRun 'nimber help %s' for details.\n",
			name, ue.msg, cmd.synopsis, name)
		return 2
	default:
		fmt.Fprintf(stderr, "nimber: %s\n", strings.TrimSuffix(err.Error(), "\n"))
		return 1
	}
}

// parseFlags parses the flags of a subcommand. Errors are usage errors,
// except that a negative operand, which package flag takes for an unknown
// flag, is reported as the bad number it is.
func parseFlags(fs *flag.FlagSet, args []string) error {
	err := fs.Parse(args)
	if err == nil || errors.Is(err, flag.ErrHelp) {
		return err
	}
	for _, a := range args {
		if len(a) > 1 && a[0] == '-' && '0' <= a[1] && a[1] <= '9' {
			return fmt.Errorf("%s: %w", fs.Name(), notation.BadDigits([]byte(a)))
		}
	}
	return &usageError{err.Error()}
}
