package main

import (
	"flag"
	"strings"
)

// A command is a subcommand of nimber.
type command struct {
	name     string
	summary  string // one line for the list of commands in "nimber help"
	synopsis string // the usage line, after "nimber "
	help     string // description and examples, after the usage line
	run      func(e *env, fs *flag.FlagSet, args []string) error
}

// commands is the table of subcommands, in the order "nimber help" lists
// them.
//
// To add a subcommand, write a file that holds its help text and its run
// function, and add one line here. The run function defines its flags on fs,
// calls parseFlags(fs, args), and returns a *usageError (see usagef) for a
// command line of the wrong shape and any other error for bad data; "-h"
// and the exit status are handled by run. The examples in the help text,
// lines "$ nimber ..." followed by the expected output, are run by
// TestHelpExamples, and doc.go is made from the help texts by
// "go generate ./cmd/nimber" (TestDoc fails while it is stale).
var commands = []*command{
	{"add", "nim-sum X+Y, the exclusive or", "add [-x] [X Y]", withHexFlag(addHelp), runOp(&addOp)},
	{"mul", "nim-product X*Y", "mul [-x] [X Y]", withHexFlag(mulHelp), runOp(&mulOp)},
	{"div", "nim-quotient X/Y", "div [-x] [X Y]", withHexFlag(divHelp), runOp(&divOp)},
	{"pow", "power X^E by an ordinary integer E", "pow [-x] [X E]", withHexFlag(powHelp), runOp(&powOp)},
	{"square", "square X*X", "square [-x] [X]", withHexFlag(squareHelp), runOp(&squareOp)},
	{"sqrt", "square root of X", "sqrt [-x] [X]", withHexFlag(sqrtHelp), runOp(&sqrtOp)},
	{"inv", "inverse 1/X", "inv [-x] [X]", withHexFlag(invHelp), runOp(&invOp)},
	{"order", "multiplicative order of X", "order [-x] [X]", withHexFlag(orderHelp), runOp(&orderOp)},
	{"log", "discrete logarithm of X to the base G", "log [-x] [G X]", withHexFlag(logHelp), runOp(&logOp)},
	{"solve", "roots of x*x + B*x = C", "solve [-x] [B C]", withHexFlag(solveHelp), runOp(&solveOp)},
	{"eval", "evaluate nimber expressions", "eval [-x] ['EXPR']", withHexFlag(evalHelp), runEval},
	{"poly", "polynomials over the nimbers: products, gcds, roots, factors", "poly [-x] OP [OPERANDS]", polyHelp, runPoly},
	{"matrix", "linear algebra: determinants, ranks, inverses, linear systems", "matrix [-x] OP [FILE]", matrixHelp, runMatrix},
	{"xorbasis", "the span of numbers under XOR: basis, largest, k-th smallest", "xorbasis [-x] [-max | -kth K] [NUMBERS...]", withHexFlag(xorbasisHelp), runXORBasis},
	{"table", "the addition or multiplication table, as text or PNG", "table [-n N] [-op mul|add] [-x] [-png FILE]", tableHelp, runTable},
	{"nim", "winning moves of Nim and its variants", "nim [-max M] [-misere] [-k K] [-moves] [-all] HEAPS...", nimHelp, runNim},
	{"wythoff", "winning moves of Wythoff's game", "wythoff X Y", wythoffHelp, runWythoff},
	{"grundy", "Grundy values and proven period of a heap game", "grundy [-o FILE] [-stats] RULE N | -i FILE [FROM [TO]] | -play RULE HEAPS...", grundyHelp, runGrundy},
	{"graph", "values and outcomes of a game on a directed graph, cycles allowed", "graph [-outcome] [-tokens V,V,...] [FILE]", graphHelp, runGraph},
	{"misere", "misere quotient of a heap game, and perfect misere play", "misere RULE N | misere -play RULE HEAPS...", misereHelp, runMisere},
	{"erasure", "erasure codes: split a file into shards that survive losses", "erasure encode|decode|verify|repair [-data D -parity P] [-o PATH] FILE...", erasureHelp, runErasure},
	{"serve", "the web page, to play and explore in a browser", "serve [-addr ADDR] [-export DIR]", serveHelp, runServe},
	{"version", "the version of nimber and the revision it was built from", "version", versionHelp, runVersion},
}

// withHexFlag adds to the help text of a command with the flag -x, before
// its examples, what the flag does.
func withHexFlag(help string) string {
	return strings.Replace(help, "\nExamples:", "\nWith -x the results are printed in hex, with the prefix 0x.\n\nExamples:", 1)
}

// lookup returns the subcommand called name, or nil.
func lookup(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}
