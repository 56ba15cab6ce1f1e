package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"iter"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/nimberdev/nimber/game"
)

const misereHelp = `Misere computes the misere quotient Q of a heap game for the heaps of 0
to N tokens (N included): the commutative monoid of the sums of such heaps
in which two sums are one element when no sum added to both tells them
apart by the winner in misere play (whoever takes the last token loses),
its P-portion P (the elements of the sums that the previous player wins),
and the pretending function, the element of each heap (T. Plambeck and
A. N. Siegel, "Misere quotients for impartial games", 2008).

It prints "|Q| = ORDER, |P| = SIZE"; the quotient by generators and
relations, the generators being the heaps whose element the smaller heaps
do not generate, named a, b, c, ..., the relations rewriting every word to
the word of its element, as MisereSolver prints them; the P-portion as
those words; "tame" if the quotient is that of misere Nim with some bound,
and "wild" otherwise; the element of each heap, "HEAP WORD" a line; and
"period P preperiod Q" if the quotient proves that heap h+P has the element
of heap h for every h >= Q for ever (and so that the quotient of any larger
bound is this one), otherwise "no period proven to heap N".

With -play, misere takes the heaps of a position instead of N and prints
the winning moves of the position in misere play, through the quotient to
its largest heap: each as the position after it, one a line, the heap
moved in replaced by the heaps the move leaves (none, one or two). When
there is no winning move, standard output stays empty and standard error
says that the position is a P-position (the previous player wins), or
that no move is left, with exit status 0.

RULE is a code (0.77 Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess,
4.7 with the digit 4 allowing a heap to split in two without taking, 0.8
taking a token and leaving three heaps), a subtraction set sub=S, or
grundy, as for grundy.

The quotient is proven, not guessed: every candidate is checked against
every sum of heaps by the two finite checks of Plambeck and Siegel's
method, and enlarged until it passes (see 'go doc
github.com/nimberdev/nimber/game HeapGame.MisereQuotient'). Dawson's
Kayles to heap 30 (360 elements) takes under half a second; for some rules the
quotient grows fast (Dawson's Kayles passes 4096 elements at heap 34).
N is at most 4096, and the quotient at most 4096 elements; a larger one
is an error. When standard error is a terminal, a line there shows the
heap reached; an interrupt (Ctrl-C, or the signal TERM or HUP) stops the
run.

The flags are:

	-play     print the winning moves of the position H1 H2 ...

Examples:

	$ nimber misere 0.77 4
	|Q| = 6, |P| = 2
	Q = <a, b | a^2 = 1, b^3 = b>
	P = {a, b^2}
	tame
	0 1
	1 a
	2 b
	3 a b
	4 a
	no period proven to heap 4
	$ nimber misere 0.31 6
	|Q| = 6, |P| = 2
	Q = <a, b | a^2 = 1, b^3 = b>
	P = {a, b^2}
	tame
	0 1
	1 a
	2 b
	3 b^2
	4 a b^2
	5 b^2
	6 a b^2
	period 2 preperiod 3
	$ nimber misere -play 0.77 1 4 5
	4 5
	1 1 1 5
	1 4 4
	1 4 2 2
`

func runMisere(e *env, fs *flag.FlagSet, args []string) error {
	play := fs.Bool("play", false, "print the winning moves of a position")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case !*play && fs.NArg() != 2:
		return usagef("takes a rule and a bound, got %s", arguments(fs.NArg()))
	case *play && fs.NArg() < 2:
		return usagef("-play takes a rule and heaps, got %s", arguments(fs.NArg()))
	}
	g, err := game.ParseHeapGame(fs.Arg(0))
	if err != nil {
		return gameError("misere", err)
	}
	var heaps []int
	n := 0
	for _, a := range fs.Args()[1:] {
		h, err := parseSize(a, game.MaxMisereHeap)
		if err != nil {
			if *play {
				return fmt.Errorf("misere: heap %w", err)
			}
			return fmt.Errorf("misere: bound %w", err)
		}
		heaps = append(heaps, h)
		n = max(n, h)
	}
	q, err := misereQuotient(e, g, n)
	if err != nil {
		return err
	}
	if *play {
		return misereMoves(e, q, heaps, fs.Args()[1:])
	}
	w := bufio.NewWriter(e.stdout)
	writeQuotient(w, q)
	return writeError(w.Flush())
}

// misereQuotient computes the quotient of g to heap n, showing progress on
// standard error if it is a terminal, and stopping at an interrupt.
func misereQuotient(e *env, g *game.HeapGame, n int) (*game.MisereQuotient, error) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	var show func(int)
	wrote := false
	if isTerminal(e.stderr) {
		last := time.Now()
		show = func(h int) {
			if now := time.Now(); now.Sub(last) >= time.Second {
				last, wrote = now, true
				fmt.Fprintf(e.stderr, "\r\033[Knimber: misere: heap %d of %d", h, n)
			}
		}
	}
	reached := 0
	q, err := g.MisereQuotient(ctx, n, func(h int) {
		reached = h
		if show != nil {
			show(h)
		}
	})
	if wrote {
		fmt.Fprint(e.stderr, "\r\033[K")
	}
	switch {
	case errors.Is(err, context.Canceled):
		return nil, fmt.Errorf("misere: interrupted after heap %d of %d", reached, n)
	case err != nil:
		return nil, gameError("misere", err)
	}
	return q, nil
}

// writeQuotient writes q as the help of misere describes.
func writeQuotient(w io.Writer, q *game.MisereQuotient) {
	pp := q.PPortion()
	fmt.Fprintf(w, "|Q| = %d, |P| = %d\n", q.Order(), len(pp))
	fmt.Fprintf(w, "Q = %s\n", q.Presentation())
	words := make([]string, len(pp))
	for i, x := range pp {
		words[i] = q.Word(x)
	}
	fmt.Fprintf(w, "P = {%s}\n", strings.Join(words, ", "))
	if q.IsTame() {
		fmt.Fprintln(w, "tame")
	} else {
		fmt.Fprintln(w, "wild")
	}
	for h := range q.Bound() + 1 {
		fmt.Fprintf(w, "%d %s\n", h, q.Word(q.Pretend(h)))
	}
	if p, pre, ok := q.Period(); ok {
		fmt.Fprintf(w, "period %d preperiod %d\n", p, pre)
	} else {
		fmt.Fprintf(w, "no period proven to heap %d\n", q.Bound())
	}
}

// misereMoves writes the winning moves of heaps in misère play, or says
// why there is none.
func misereMoves(e *env, q *game.MisereQuotient, heaps []int, args []string) error {
	moves, err := q.WinningMoves(heaps)
	if err != nil {
		return gameError("misere", err)
	}
	found, err := writePositions(e, moves)
	if found || err != nil {
		return err
	}
	if isP, _ := q.IsPPosition(heaps); isP {
		fmt.Fprintf(e.stderr, "nimber: misere: %s is a P-position: every move loses\n", positionText(heaps, args))
	} else {
		fmt.Fprintf(e.stderr, "nimber: misere: %s has no move: in misere play the player to move has won\n", positionText(heaps, args))
	}
	return nil
}

// writePositions writes the positions after the winning moves of a heap
// game, one a line, the heaps separated by spaces, and reports whether
// there was any.
func writePositions(e *env, moves iter.Seq[[]int]) (found bool, err error) {
	out := newOutput(e.stdout)
	for m := range moves {
		found = true
		for i, h := range m {
			if i > 0 {
				out.buf = append(out.buf, ' ')
			}
			out.buf = strconv.AppendInt(out.buf, int64(h), 10)
		}
		if err := out.endLine(); err != nil {
			return true, err
		}
	}
	return found, out.flush()
}

// positionText returns the position heaps, given as the arguments args,
// as messages repeat it: the arguments, or its number of heaps if there
// are more than nimEcho.
func positionText(heaps []int, args []string) string {
	if len(heaps) > nimEcho {
		return fmt.Sprintf("the position of %d heaps", len(heaps))
	}
	return strings.Join(args, " ")
}
