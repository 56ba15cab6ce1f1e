package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/nimberdev/nimber/game"
	"github.com/nimberdev/nimber/internal/notation"
)

const nimHelp = `Nim prints the winning moves of a Nim position given as heap sizes, one
move a line. A move is printed as the position after it, the heap sizes
separated by spaces, a heap that the move empties staying in its place as
0; or, with -moves, as what it changes: HEAP FROM TO, the heap numbered
from 1, its size before and after, and for a move of Nim_K that changes
several heaps one such triple for each, separated by commas. -moves is the
default for positions of more than 16 heaps (-moves=false turns it off).
When there is no winning move, standard output stays empty and standard
error says that the position is a P-position (the previous player wins),
with exit status 0.

Nim prints at most 100 winning moves, and then says on standard error that
there are more, with exit status 0; -all prints every one. Ordinary and
bounded Nim have at most one a heap, but Nim_K can have more than any
computer could print: 2^40 and more from four heaps of 2^40-1 with -k 2,
C(n, 2) from n heaps of 1 with -k 2. The moves are found one after
another, the first at once and each next one within a pass over the heaps
for each bit of the largest, and written in blocks as they come.

The variants combine as in package game: -max M alone, or -k K with or
without -misere.

The flags are:

	-max M    a move takes at most M stones (heap values are h mod M+1);
	          0, the default, means no bound
	-misere   the player who takes the last stone loses
	-k K      Moore's Nim_K: a move takes from 1 to K heaps at once;
	          K >= 1, and 1, the default, is ordinary Nim
	-moves    print each move as HEAP FROM TO
	-all      print every winning move, however many

Heaps are numbers of stones, 0 or more, in the syntax of operands, as are M
and K.

Examples:

	$ nimber nim 3 4 5
	1 4 5
	$ nimber nim -max 3 15 7 4 9
	14 7 4 9
	15 6 4 9
	15 7 1 9
	15 7 4 8
	$ nimber nim -misere 1 1 3
	1 1 1
	$ nimber nim -k 2 1 2 3
	1 1 1
	$ nimber nim -moves 3 4 5
	1 3 1
	$ nimber nim -k 2 -moves 1 2 3
	2 2 1, 3 3 1
`

// nimEcho is the largest number of heaps that messages repeat, and that
// moves are printed as positions of by default.
const nimEcho = 16

// nimMovesDefault is the number of winning moves nim prints without -all.
const nimMovesDefault = 100

func runNim(e *env, fs *flag.FlagSet, args []string) error {
	maxTake := sizeVar(fs, "max", 0, 0, math.MaxInt, "take at most M stones a move")
	misere := fs.Bool("misere", false, "misere play")
	k := sizeVar(fs, "k", 1, 1, math.MaxInt, "take from up to K heaps a move")
	compact := fs.Bool("moves", false, "print each move as HEAP FROM TO")
	all := fs.Bool("all", false, "print every winning move")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usagef("no heaps given")
	}
	if !flagSet(fs, "moves") {
		*compact = fs.NArg() > nimEcho
	}
	g := game.Nim{Max: *maxTake, K: *k, Misere: *misere}
	heaps := make([]int, fs.NArg())
	for i, a := range fs.Args() {
		h, err := parseSize(a, math.MaxInt)
		if err != nil {
			return fmt.Errorf("nim: %w", err)
		}
		heaps[i] = h
	}
	moves, err := g.WinningChanges(heaps)
	var ve *game.VariantError
	switch {
	case errors.As(err, &ve) && ve.With == "K":
		return usagef("-max %d does not combine with -k %d", g.Max, g.K)
	case errors.As(err, &ve) && ve.With == "Misere":
		return usagef("-max %d does not combine with -misere", g.Max)
	case err != nil:
		return gameError("nim", err)
	}
	// The moves come one after another without long searches between
	// them, so they are written in blocks.
	out := newOutput(e.stdout)
	n := 0
	for m := range moves {
		if n == nimMovesDefault && !*all {
			if err := out.flush(); err != nil {
				return err
			}
			fmt.Fprintf(e.stderr, "nimber: nim: there are more than %d winning moves; -all prints every one\n", n)
			return nil
		}
		n++
		if *compact {
			for j, c := range m {
				if j > 0 {
					out.buf = append(out.buf, ", "...)
				}
				out.buf = fmt.Appendf(out.buf, "%d %d %d", c.Heap+1, c.From, c.To)
			}
		} else {
			j := 0
			for i, h := range heaps {
				if i > 0 {
					out.buf = append(out.buf, ' ')
				}
				if j < len(m) && m[j].Heap == i {
					h = m[j].To
					j++
				}
				out.buf = strconv.AppendInt(out.buf, int64(h), 10)
			}
		}
		if err := out.endLine(); err != nil {
			return err
		}
	}
	if n > 0 {
		return out.flush()
	}
	position := strings.Join(fs.Args(), " ")
	if len(heaps) > nimEcho {
		position = fmt.Sprintf("the position of %d heaps", len(heaps))
	}
	if isP, _ := g.IsPPosition(heaps); isP {
		fmt.Fprintf(e.stderr, "nimber: nim: %s is a P-position: every move loses\n", position)
	} else {
		fmt.Fprintf(e.stderr, "nimber: nim: no stones are left: in misere play the player to move has won\n")
	}
	return nil
}

const wythoffHelp = `Wythoff prints the winning moves of Wythoff's game from the position X Y:
two heaps, and a move takes any number of stones from one heap, or the same
number from both. Each move is printed as the position after it, one move a
line; there are at most three. When there is none, standard output stays
empty and standard error says that the position is a P-position (the
previous player wins), with exit status 0.

The P-positions are the pairs (floor(n*phi), floor(n*phi^2)) and their
mirror images, phi the golden ratio, so positions of any size up to 2^62
(2^30 where int has 32 bits) are answered at once.

Examples:

	$ nimber wythoff 4 6
	3 5
	$ nimber wythoff 10 10
	0 0
	6 10
	10 6
`

func runWythoff(e *env, fs *flag.FlagSet, args []string) error {
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 2 {
		return usagef("takes two heaps, got %s", arguments(fs.NArg()))
	}
	var heaps [2]int
	for i, a := range fs.Args() {
		h, err := parseSize(a, game.MaxWythoffHeap)
		if err != nil {
			return fmt.Errorf("wythoff: %w", err)
		}
		heaps[i] = h
	}
	moves, err := game.Wythoff{}.WinningMoves(heaps)
	if err != nil {
		return gameError("wythoff", err)
	}
	w := bufio.NewWriter(e.stdout)
	found := false
	for m := range moves {
		found = true
		fmt.Fprintf(w, "%d %d\n", m[0], m[1])
	}
	if !found {
		fmt.Fprintf(e.stderr, "nimber: wythoff: %d %d is a P-position: every move loses\n", heaps[0], heaps[1])
	}
	return w.Flush()
}

// parseSize parses tok, a number of stones or of values, in the syntax of
// notation.ParseNumber, from 0 to limit.
func parseSize(tok string, limit int) (int, error) {
	v, err := notation.ParseNumber([]byte(tok))
	if err == nil && v > uint64(limit) || notation.IsTooBig(err) {
		return 0, &notation.NumberError{Token: tok, Reason: fmt.Sprintf("more than %d", limit)}
	}
	return int(v), err
}

// gameError returns err, an error of package game, as the command of the
// given name reports it: in its own words, the message of a *game.Error
// without the package's prefix "game: ".
func gameError(name string, err error) error {
	var ge *game.Error
	if errors.As(err, &ge) {
		return fmt.Errorf("%s: %s", name, ge.Msg)
	}
	return fmt.Errorf("%s: %w", name, err)
}
