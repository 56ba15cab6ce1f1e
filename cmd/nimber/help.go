package main

import (
	"fmt"
	"io"
	"strings"
)

// doc.go, the package documentation, is the manual, written by mkdoc.go.
//go:generate go run mkdoc.go

const intro = `Nimber computes with nimbers, the values of impartial games. The nimbers
below 2^(2^k) form the field F_(2^(2^k)) under the nim-sum (exclusive or)
and the nim-product; nimber does their arithmetic from the shell, one
operation or a stream of them, evaluates expressions, and draws the
nim-multiplication table.

Usage:

	nimber COMMAND [FLAGS] [OPERANDS]

`

const operandsText = `
Operands are decimal, or hex after 0x, or binary after 0b; a leading zero
does not make a number octal. Results are printed in decimal, or in hex
with the prefix 0x after the flag -x. Flags may stand before, between or
after the operands (nimber mul -x 6 9, nimber mul 6 9 -x): an argument that
begins with - or -- and a letter is a flag, any other an operand, and so is
every argument after --. Numbers that flags take, such as the sizes of
table -n and nim -k, are written as operands are.

Nimbers of 64 bits are computed fastest, but operands may have any size
below 2^(2^20): every operation switches to big nimbers for operands of
2^64 or more, in the field F_(2^(2^k)) that holds them (order and log up to
2^4096, where the known factors of 2^(2^k) - 1 end; log only for bases
whose order has no prime factor of 2^48 or more).

Limits: a line of standard input holds at most 16 MiB. The system bounds
each argument of a command line (128 KiB on Linux) and all of them
together (2 MiB or so, which 10^5 heaps of nim fit in), so that larger
operands and expressions, such as hex numbers of more than about 2^19
bits, go through standard input. pow, and ^ in eval, refuse a power
estimated at 5 minutes or more; eval nests parentheses at most 1000 deep.
The help of each command gives its own limits.

Given its operands, an operation prints its result on one line. Given none,
it reads standard input: the operands of one operation a line, separated by
spaces or tabs, and prints one result a line, in order. Blank lines are
skipped. For an operation of two operands, a first line that holds a single
number T is a count, as in the Library Checker problem "Nim Product
(64bit)": exactly T lines of operands must follow it.

An error is reported on standard error as "nimber: line N: ..." (without the
line number for operands on the command line), naming the line and the bad
token. A stream stops at its first error, after writing the results of every
line before it; only log goes on past a query without a solution, printing
-1 for it, as contest formats expect. The exit status is 0 on success, 1 for bad data (a malformed
or out-of-range number, a division by zero, an equation without a solution,
a failed read or write) and 2 for a malformed command line.

Run 'nimber help COMMAND' for the details and examples of a command, and
'nimber help all' for the whole manual.
`

// overview returns the text of "nimber help": the usage, the list of
// commands and the rules common to them.
func overview() string {
	var b strings.Builder
	b.WriteString(intro)
	b.WriteString("The commands are:\n\n")
	width := 0
	for _, c := range commands {
		width = max(width, len(c.name))
	}
	for _, c := range commands {
		fmt.Fprintf(&b, "\t%-*s  %s\n", width, c.name, c.summary)
	}
	b.WriteString(operandsText)
	return b.String()
}

// helpText returns the text of "nimber help NAME" and "nimber NAME -h".
func (c *command) helpText() string {
	return "Usage:\n\n\tnimber " + c.synopsis + "\n\n" + c.help
}

// manual returns the text of "nimber help all", from which mkdoc.go makes
// the package documentation in doc.go: the overview, then the help of each
// command under a heading.
func manual() string {
	var b strings.Builder
	b.WriteString(overview())
	for _, c := range commands {
		fmt.Fprintf(&b, "\n# The %s command\n\n%s", c.name, c.helpText())
	}
	return b.String()
}

// help runs "nimber help [COMMAND]".
func (e *env) help(args []string) int {
	switch {
	case len(args) == 0 || len(args) == 1 && args[0] == "help":
		return e.printHelp(overview())
	case len(args) == 1 && args[0] == "all":
		return e.printHelp(manual())
	case len(args) > 1:
		fmt.Fprintf(e.stderr, "nimber: help: takes one command name, got %d\nusage: nimber help [COMMAND]\n", len(args))
		return 2
	}
	c := lookup(args[0])
	if c == nil {
		fmt.Fprintf(e.stderr, "nimber: help: unknown command %q\nRun 'nimber help' for the list of commands.\n", args[0])
		return 2
	}
	return e.printHelp(c.helpText())
}

// printHelp writes text, a help text, to standard output and returns the
// exit status: 0, or 1 if the write failed, as for any result.
func (e *env) printHelp(text string) int {
	if _, err := io.WriteString(e.stdout, text); err != nil {
		fmt.Fprintf(e.stderr, "nimber: writing the help: %v\n", err)
		return 1
	}
	return 0
}
