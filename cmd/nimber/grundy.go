package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/nimberdev/nimber/game"
	"github.com/nimberdev/nimber/internal/notation"
)

// maxInMemory is the largest N of grundy without -o: its values, one or two
// bytes each, are kept in memory.
const maxInMemory = min(1<<32, game.MaxValues)

const grundyHelp = `Grundy computes the Grundy values G(0) ... G(N-1) of single heaps of a
heap game. Without -o it prints them on the first line, separated by spaces,
as they are computed; on the next it prints "period P preperiod Q" if those
N values prove that G(n+P) = G(n) for all n >= Q, and otherwise "no period
proven below N". An error, or an interrupt (Ctrl-C, or the signal TERM or
HUP), stops the run after the values computed before it, which -o commits
to its file first.

With -play, grundy takes the heaps of a position instead of N and prints
the winning moves of the position in normal play (whoever takes the last
token wins), found by the values of its heaps: each as the position after
it, one a line, the heap moved in replaced by the heaps the move leaves
(none, one, two or more), heap by heap and for each heap in the order of
the tokens taken. When there is no winning move, standard output stays
empty and standard error says that the position is a P-position (the
previous player wins), with exit status 0. Misere play is misere -play.

RULE is an octal code as in Winning Ways and CGSuite (0.77 Kayles, 0.07
Dawson's Kayles, 0.137 Dawson's chess, 0.6 Officers, 4.07 with the leading
digit 4 allowing a heap to split in two without taking), a subtraction set
sub=S (sub=1,3,4 takes 1, 3 or 4 tokens), or grundy (Grundy's game: split
a heap into two unequal heaps). Codes may have digits past 7, CGSuite's
base-32 digits 0-9 and a-v, or &N; for any digit N up to 255: the digit
for taking k tokens is the sum of 2^j for each number j of heaps a move
may leave, so 8 leaves three heaps (0.8 takes one token and leaves three
heaps). Their values come from the mex rule over every move, in memory
(not with -o), in time of order N^2; no period is claimed for them.

The flags are:

	-o FILE   keep the values in FILE, and print no values: a new file, or
	          one that grundy -o wrote for the same rule (or one with the
	          same octal code: sub=1,3,4 is 0.3033), which the run
	          continues from where it stopped. The file is checkpointed at
	          least every minute and at the end, so that a run killed at
	          any moment loses at most a minute of work. A file of
	          another rule, a truncated or corrupted file, or one in use
	          by another run is refused and left as it is. A file that
	          holds N values or more is not computed further; -stats and
	          the period then describe all its values.
	-i FILE   print the values that FILE, a file of grundy -o, holds, on
	          one line, without computing: those of the heaps FROM to
	          TO-1 with the arguments FROM and TO instead of RULE and N
	          (FROM defaults to 0, TO to the number of values held). The
	          file is only read, checked as -o checks it, and may be in
	          use by a run, whose values up to its last checkpoint it
	          prints. -o and -stats do not combine with it.
	-stats    after the values, print the frequency of each value among
	          the heaps 1 to N-1, one line "VALUE COUNT" a value from 0 to
	          the largest (the tables published for n heaps count heaps 1
	          to n: compare them with N = n+1); then the largest value and
	          its first heap, and the rare values, their heaps and the last
	          of them, in the sparse space the values were computed in.
	-play     print the winning moves of the position H1 H2 ...

When standard error is a terminal, a line there shows the progress: values
done, values a second, time left, the largest value and the number of rare
heaps.

The values are found by the sparse-space method of Winning Ways (see
'go doc github.com/nimberdev/nimber/game HeapGame.Values'): for many games,
Grundy's game among them, the time is of order N times the number of rare
heaps, about half a minute for 2^24 values of Grundy's game on two cores
with AVX-512. Once a period is proven the values that follow repeat it at
once. A rule of D digits costs at least D steps a value: the longest rules,
of 65536 digits, take about a millisecond a value (and errors quote them
shortened to 40 bytes). Values take one byte each while they are below
256, two bytes after: N is from 1 to 4294967296 in memory, and up to
1099511627776 (2^40) with -o, where the disk bounds them (both 1073741824
on 32-bit systems). A value above 65535 is an error.

A period is proven by the octal periodicity theorem: with t the largest
number of tokens a move takes, G(n+P) = G(n) for all Q <= n < 2Q + P + t
proves it for ever (with Q at least 1). For games without moves that leave
two heaps, such as subtraction games, Q <= n < Q + t suffices. No period is
ever claimed for Grundy's game.

Examples:

	$ nimber grundy 0.77 12
	0 1 2 3 1 4 3 2 1 4 2 6
	no period proven below 12
	$ nimber grundy sub=1,3,4 14
	0 1 0 1 2 3 2 0 1 0 1 2 3 2
	period 7 preperiod 0
	$ nimber grundy grundy 10
	0 0 0 1 0 2 1 0 2 1
	no period proven below 10
	$ nimber grundy 0.8 14
	0 0 0 0 1 1 1 2 2 2 3 3 3 4
	no period proven below 14
	$ nimber grundy -stats 0.6 12
	0 0 1 2 0 1 2 3 1 2 3 4
	0 2
	1 3
	2 3
	3 2
	4 1
	largest value 4, first at heap 11
	no split into rare and common heaps below 1024 heaps
	no period proven below 12
	$ nimber grundy -play 0.77 1 4 5
	1 4 2 2
	$ nimber grundy -play grundy 9 4
	2 7 4
	3 6 4
	9 1 3
`

func runGrundy(e *env, fs *flag.FlagSet, args []string) error {
	out := fs.String("o", "", "keep the values in FILE")
	stats := fs.Bool("stats", false, "print the value frequencies")
	in := fs.String("i", "", "print the values FILE holds")
	play := fs.Bool("play", false, "print the winning moves of a position")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *play {
		if flagSet(fs, "o") || flagSet(fs, "i") || *stats {
			return usagef("-play prints the winning moves of a position, and takes neither -o, -i nor -stats")
		}
		return grundyMoves(e, fs.Args())
	}
	if flagSet(fs, "i") {
		if flagSet(fs, "o") || *stats {
			return usagef("-i prints the values of a file, and takes neither -o nor -stats")
		}
		return printValuesFile(e, *in, fs.Args())
	}
	if fs.NArg() != 2 {
		return usagef("takes a rule and a count, got %s", arguments(fs.NArg()))
	}
	g, err := game.ParseHeapGame(fs.Arg(0))
	if err != nil {
		return gameError("grundy", err)
	}
	limit := maxInMemory
	if *out != "" {
		limit = game.MaxValues
	}
	n, err := parseSize(fs.Arg(1), limit)
	if err == nil && n == 0 {
		err = &notation.NumberError{Token: fs.Arg(1), Reason: "no values to compute"}
	}
	if err != nil {
		return fmt.Errorf("grundy: count %w", err)
	}
	var values *game.HeapValues
	if *out != "" {
		values, err = g.OpenValues(*out)
	} else {
		values, err = g.Values(0)
	}
	if err != nil {
		return gameError("grundy", err)
	}
	err = computeValues(e, values, n, *out == "")
	if err == nil {
		w := bufio.NewWriter(e.stdout)
		if *stats {
			writeStats(w, values.Stats())
		}
		if p, q, ok := g.Period(values); ok {
			fmt.Fprintf(w, "period %d preperiod %d\n", p, q)
		} else {
			fmt.Fprintf(w, "no period proven below %d\n", values.Len())
		}
		err = writeError(w.Flush())
	}
	if cerr := values.Close(); err == nil && cerr != nil {
		err = gameError("grundy", cerr)
	}
	return err
}

// grundyMoves writes the winning moves in normal play of the position
// args[1:] of the rule args[0], or says that there is none.
func grundyMoves(e *env, args []string) error {
	if len(args) < 2 {
		return usagef("-play takes a rule and heaps, got %s", arguments(len(args)))
	}
	g, err := game.ParseHeapGame(args[0])
	if err != nil {
		return gameError("grundy", err)
	}
	heaps := make([]int, len(args)-1)
	for i, a := range args[1:] {
		if heaps[i], err = parseSize(a, maxInMemory-1); err != nil {
			return fmt.Errorf("grundy: heap %w", err)
		}
	}
	moves, err := g.WinningMoves(heaps)
	if err != nil {
		return gameError("grundy", err)
	}
	found, err := writePositions(e, moves)
	if !found && err == nil {
		fmt.Fprintf(e.stderr, "nimber: grundy: %s is a P-position: every move loses\n", positionText(heaps, args[1:]))
	}
	return err
}

// printValuesFile prints the values that the values file path holds, those
// of the heaps FROM to TO-1 for the arguments [FROM [TO]], on one line,
// separated by spaces, as grundy prints them.
func printValuesFile(e *env, path string, args []string) error {
	if len(args) > 2 {
		return usagef("-i takes at most FROM and TO, got %s", arguments(len(args)))
	}
	f, err := game.ReadValuesFile(path)
	if err != nil {
		return gameError("grundy", err)
	}
	defer f.Close()
	n := f.Len()
	bounds := []int{0, n}
	for i, a := range args {
		v, err := parseSize(a, math.MaxInt)
		if err != nil {
			return fmt.Errorf("grundy: %s %w", []string{"FROM", "TO"}[i], err)
		}
		bounds[i] = v
	}
	from, to := bounds[0], bounds[1]
	switch {
	case from > n:
		return fmt.Errorf("grundy: FROM %d: %s holds %d values, of the heaps 0 to %d: FROM is at most %d", from, path, n, n-1, n)
	case to > n:
		return fmt.Errorf("grundy: TO %d: %s holds %d values, of the heaps 0 to %d: TO is at most %d", to, path, n, n-1, n)
	case from > to:
		return fmt.Errorf("grundy: FROM %d is more than TO %d", from, to)
	}
	w := bufio.NewWriterSize(e.stdout, 1<<16)
	buf := make([]uint64, 1<<16)
	var num []byte
	for h := from; h < to; h += len(buf) {
		part := buf[:min(len(buf), to-h)]
		if err := f.ReadAt(part, h); err != nil {
			return gameError("grundy", err)
		}
		for i, v := range part {
			if h+i > from {
				w.WriteByte(' ')
			}
			num = strconv.AppendUint(num[:0], v, 10)
			w.Write(num)
		}
	}
	w.WriteByte('\n')
	return writeError(w.Flush())
}

// computeValues extends values to n, writing them to standard output if
// print is set, on one line, as they come, and the progress to standard
// error if it is a terminal. The line of values is ended, and flushed, even
// when an error or an interrupt stops the run.
func computeValues(e *env, values *game.HeapValues, n int, print bool) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	w := bufio.NewWriter(e.stdout)
	var num []byte
	printed := 0
	flush := func() error {
		for ; print && printed < values.Len(); printed++ {
			if printed > 0 {
				w.WriteByte(' ')
			}
			num = strconv.AppendUint(num[:0], values.At(printed), 10)
			w.Write(num)
		}
		return w.Flush()
	}
	p := newProgress(e.stderr, values, n)
	err := values.Extend(ctx, n, func() error {
		p.show(false)
		return flush()
	})
	p.show(true)
	if err == nil {
		err = flush()
	}
	if print {
		// Every value computed is printed, the line ended, before the
		// error is reported.
		if ferr := flush(); err == nil {
			err = ferr
		}
		w.WriteByte('\n')
		if ferr := w.Flush(); err == nil {
			err = ferr
		}
	}
	switch {
	case err == nil:
		return nil
	case errors.Is(err, context.Canceled):
		return fmt.Errorf("grundy: interrupted after %d values", values.Len())
	case errors.Is(err, game.ErrRange), errors.Is(err, game.ErrFile):
		return gameError("grundy", err)
	}
	return writeError(err)
}

// writeStats writes the frequencies of the values and the sparse space of
// st, in the format of the help text.
func writeStats(w io.Writer, st game.HeapStats) {
	for v, c := range st.Counts {
		fmt.Fprintf(w, "%d %d\n", v, c)
	}
	if len(st.Counts) > 0 {
		fmt.Fprintf(w, "largest value %d, first at heap %d\n", st.Max, st.MaxHeap)
	}
	if st.Mask == 0 {
		fmt.Fprintln(w, "no split into rare and common heaps below 1024 heaps")
		return
	}
	var b strings.Builder
	for _, v := range st.RareValues {
		fmt.Fprintf(&b, " %d", v)
	}
	parity := ""
	if st.Parity {
		parity = " and the parity of the heap"
	}
	fmt.Fprintf(w, "rare values%s (mask %#x%s): %d heaps, the last %d\n", b.String(), st.Mask, parity, st.RareHeaps, st.LastRare)
}

// A progress writes a line of progress to standard error, if it is a
// terminal, at most once a second.
type progress struct {
	w        io.Writer
	values   *game.HeapValues
	n, start int
	begin    time.Time
	last     time.Time
	wrote    bool
}

func newProgress(stderr io.Writer, values *game.HeapValues, n int) *progress {
	if !isTerminal(stderr) {
		return nil
	}
	now := time.Now()
	return &progress{w: stderr, values: values, n: n, start: values.Len(), begin: now, last: now}
}

// isTerminal reports whether w is a terminal, where a progress line is
// shown.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// show writes the line if a second has passed since the last, or clears it
// at the end.
func (p *progress) show(end bool) {
	if p == nil {
		return
	}
	now := time.Now()
	if end {
		if p.wrote {
			fmt.Fprint(p.w, "\r\033[K")
		}
		return
	}
	if now.Sub(p.last) < time.Second {
		return
	}
	p.last, p.wrote = now, true
	done := p.values.Len()
	rate := float64(done-p.start) / now.Sub(p.begin).Seconds()
	left := time.Duration(float64(p.n-done) / rate * float64(time.Second)).Round(time.Second)
	st := p.values.Stats()
	fmt.Fprintf(p.w, "\r\033[Knimber: grundy: %d of %d values (%.1f%%), %.3g a second, %v left, largest %d, %d rare heaps",
		done, p.n, 100*float64(done)/float64(p.n), rate, left, st.Max, st.RareHeaps)
}
