package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/nimberdev/nimber/game"
	"github.com/nimberdev/nimber/internal/notation"
)

const graphHelp = `Graph solves a game played on a directed graph, in which a move slides a
token along an edge and the player who cannot move loses; play may go on
for ever where the graph has cycles. The graph is read from FILE, or from
standard input if FILE is - or not given, in the format of programming
contests: a line "N M", N vertices and M edges, then M lines "U V", each an
edge, a move, from vertex U to vertex V, with 1 <= U, V <= N. Edges from a
vertex to itself and repeated edges are allowed. The numbers are decimal,
separated by spaces, tabs or line ends.

Graph prints N lines, the generalized Sprague–Grundy value of each vertex
from 1 to N (Smith): a number n, a position that plays in sums as a Nim
heap of n, or inf{K}, with K the finite values of the vertex's options in
ascending order, separated by commas (inf{0,2}, inf{}), a position from
which play can go on for ever. A vertex of value 0 is lost for the player
to move; one of any other number, or inf{K} with 0 in K, is won; the others
are drawn.

The flags are:

	-outcome      print, for each vertex, "win R", "lose R" or "draw": the
	              outcome for the player to move, and R, its remoteness,
	              the number of moves play lasts when the winner hurries
	              and the loser delays (0 for a vertex without moves)
	-tokens LIST  a position of several tokens, vertices separated by
	              commas (1,5,5: two tokens on vertex 5), in which a move
	              moves one token: print the value of this sum of games
	              on the first line, then its winning moves, one "U V" a
	              line, a token moved from U to V; from a drawn position,
	              which has none, the moves that keep the draw; from a lost
	              one, none

The values of a sum add as Nim heaps do, n and m to the nim-sum of n and m;
inf{K} and n to inf{K+n}, each element of K nim-added to n; and two infinite
values to inf{}, a draw. See 'go doc github.com/nimberdev/nimber/game Graph'
for the definitions and the algorithms.

N is at most 2147483646 and M at most 2147483647; the graph takes about
24 bytes an edge and 50 a vertex of memory. The outcomes take one
retrograde pass over the edges: for 10^6 vertices and 4·10^6 edges,
reading and writing included, about as long as a plain C++ retrograde
solver with fast input (scripts/graphbench.sh in the source). The values
take a pass for each finite value up to the largest, over the part of the
graph still open: on that graph, whose values are small, 1.4 to 1.7 times
as long.

An error names the line and the token: a vertex outside 1..N, fewer than M
edges, more numbers than M edges, a token that is not a number.

Examples:

	$ printf '4 4\n2 1\n2 3\n3 2\n4 3\n' | nimber graph
	0
	1
	0
	1
	$ printf '3 4\n1 2\n2 1\n2 3\n1 1\n' | nimber graph
	inf{}
	inf{0}
	0
	$ printf '3 4\n1 2\n2 1\n2 3\n1 1\n' | nimber graph -outcome
	draw
	win 1
	lose 0
	$ printf '3 4\n1 2\n2 1\n2 3\n1 1\n' | nimber graph -tokens 2,3
	inf{0}
	2 3
	$ printf '3 4\n1 2\n2 1\n2 3\n1 1\n' | nimber graph -tokens 1,3
	inf{}
	1 1
	$ printf '2 1\n1 3\n' | nimber graph
	nimber: graph: line 2: "3": vertex outside 1..2
`

func runGraph(e *env, fs *flag.FlagSet, args []string) error {
	outcome := fs.Bool("outcome", false, "print outcomes and remoteness")
	tokenList := fs.String("tokens", "", "a sum of tokens on these vertices")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 1 {
		return usagef("takes one file or none, got %d", fs.NArg())
	}
	var tokens []int
	if flagSet(fs, "tokens") {
		if *outcome {
			return usagef("-outcome and -tokens do not combine")
		}
		for tok := range strings.SplitSeq(*tokenList, ",") {
			v, err := strconv.ParseUint(tok, 10, 31)
			if err != nil || v == 0 {
				return usagef("-tokens: %s: not a vertex (a decimal number from 1)", notation.Clip(tok))
			}
			tokens = append(tokens, int(v)-1)
		}
	}
	name := fs.Arg(0)
	g, err := readGraphFile(e, name)
	if err != nil {
		if name != "" && name != "-" && !errors.As(err, new(*os.PathError)) {
			err = fmt.Errorf("%s: %w", name, err)
		}
		return fmt.Errorf("graph: %w", err)
	}
	out := newOutput(e.stdout)
	switch {
	case tokens != nil:
		for _, t := range tokens {
			if t >= g.Len() {
				return fmt.Errorf("graph: -tokens: vertex %d outside 1..%d", t+1, g.Len())
			}
		}
		sum, _ := g.SumValue(tokens)
		out.buf = appendLoopyValue(out.buf, sum)
		if err := out.endLine(); err != nil {
			return err
		}
		// A move along an edge from a vertex to itself leaves the tokens
		// as they were: such moves are yielded in the order of the tokens
		// and edges, as loops lists them.
		var loops []int
		for _, t := range tokens {
			for _, w := range g.Options(t) {
				if w == t {
					loops = append(loops, t)
				}
			}
		}
		moves, _ := g.WinningMoves(tokens)
		for next := range moves {
			from, to := -1, -1
			for i, t := range tokens {
				if next[i] != t {
					from, to = t, next[i]
					break
				}
			}
			if from < 0 {
				from, to = loops[0], loops[0]
				loops = loops[1:]
			}
			out.buf = strconv.AppendInt(out.buf, int64(from)+1, 10)
			out.buf = append(out.buf, ' ')
			out.buf = strconv.AppendInt(out.buf, int64(to)+1, 10)
			if err := out.endLine(); err != nil {
				return err
			}
		}
	case *outcome:
		outcomes, remoteness := g.Outcomes()
		for v, o := range outcomes {
			out.buf = append(out.buf, o.String()...)
			if o != game.Draw {
				out.buf = append(out.buf, ' ')
				out.buf = strconv.AppendInt(out.buf, int64(remoteness[v]), 10)
			}
			if err := out.endLine(); err != nil {
				return err
			}
		}
	default:
		for _, v := range g.Values() {
			out.buf = appendLoopyValue(out.buf, v)
			if err := out.endLine(); err != nil {
				return err
			}
		}
	}
	return out.flush()
}

// appendLoopyValue appends v as graph prints it: n, or inf{K}.
func appendLoopyValue(dst []byte, v game.LoopyValue) []byte {
	if n, ok := v.Finite(); ok {
		return strconv.AppendUint(dst, n, 10)
	}
	dst = append(dst, "inf{"...)
	for i, k := range v.K() {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendUint(dst, k, 10)
	}
	return append(dst, '}')
}

// readGraphFile reads the graph of the file called name, or of standard
// input for "" or "-".
func readGraphFile(e *env, name string) (*game.Graph, error) {
	r := e.stdin
	if name != "" && name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	return readGraph(r)
}

// readGraph reads a graph in the contest format "N M", then M edges "U V"
// with 1 <= U, V <= N. Its errors name the line and the token.
func readGraph(r io.Reader) (*game.Graph, error) {
	s := &numberScanner{r: r, buf: make([]byte, 1<<16), line: 1}
	var header [2]uint64
	for i, what := range []string{"N", "M"} {
		v, err := s.number(what, []int64{game.MaxGraphVertices, game.MaxGraphEdges}[i])
		if err == io.EOF {
			err = fmt.Errorf("line %d: end of input: want the header \"N M\"", s.line)
		}
		if err != nil {
			return nil, err
		}
		header[i] = v
	}
	n, m := header[0], header[1]
	// Room for the edges is made at once, up to 2^26 of them, as the
	// system gives memory that is not yet written to without cost: a
	// header that promises more edges than follow costs no more.
	edges := make([][2]int, 0, min(m, 1<<26))
	for len(edges) < int(m) {
		var e [2]int
		for j := range e {
			v, err := s.number("", int64(n))
			switch {
			case err == io.EOF:
				return nil, fmt.Errorf("line %d: end of input after %d of the %d edges", s.line, len(edges), m)
			case err != nil:
				return nil, err
			case v == 0:
				return nil, fmt.Errorf("line %d: %s: vertex outside 1..%d", s.line, notation.Clip(s.tok), n)
			}
			e[j] = int(v) - 1
		}
		edges = append(edges, e)
	}
	if _, err := s.number("", math.MaxInt64); err != io.EOF {
		if err == nil || errors.Is(err, errNotNumber) {
			err = fmt.Errorf("line %d: %s: more input than the header's M = %d edges", s.line, notation.Clip(s.tok), m)
		}
		return nil, err
	}
	return game.NewGraph(int(n), edges)
}

var errNotNumber = errors.New("not a number")

// A numberScanner reads decimal numbers separated by blanks (spaces, tabs,
// carriage returns and line feeds), counting the lines.
type numberScanner struct {
	r      io.Reader
	buf    []byte
	i, end int   // buf[i:end] is read and not yet scanned
	err    error // of the last read
	line   int   // the line of buf[i]
	tok    []byte
}

// fill moves buf[from:end] to the front of buf and reads more after it,
// growing buf if it is full. It reports whether there may be more to
// read: false at the end of the input or after an error of the read,
// which is in s.err.
func (s *numberScanner) fill(from int) bool {
	s.end = copy(s.buf, s.buf[from:s.end])
	s.i -= from
	if s.err != nil {
		return false
	}
	if s.end == len(s.buf) {
		s.buf = append(s.buf, make([]byte, len(s.buf))...)
	}
	n, err := s.r.Read(s.buf[s.end:])
	s.end += n
	s.err = err
	return n > 0 || err == nil
}

// number reads the next number, which must be at most limit, into s.tok
// and returns it: io.EOF at the end of the input, and otherwise an error
// naming the line and the token (and for a named number, what it is).
func (s *numberScanner) number(what string, limit int64) (uint64, error) {
	for {
		for s.i < s.end {
			c := s.buf[s.i]
			if c == '\n' {
				s.line++
			} else if c != ' ' && c != '\t' && c != '\r' {
				return s.scan(what, limit)
			}
			s.i++
		}
		if !s.fill(s.end) {
			return 0, s.readError()
		}
	}
}

func (s *numberScanner) readError() error {
	if s.err == io.EOF {
		return io.EOF
	}
	return fmt.Errorf("line %d: read: %w", s.line, s.err)
}

// scan reads the token that begins at s.buf[s.i].
func (s *numberScanner) scan(what string, limit int64) (uint64, error) {
	start := s.i
	var v uint64
	digits := true
	for {
		for s.i < s.end {
			c := s.buf[s.i]
			if c == ' ' || c == '\n' || c == '\t' || c == '\r' {
				return s.check(start, v, digits, what, limit)
			}
			switch d := c - '0'; {
			case d > 9:
				digits = false
			case v > (math.MaxUint64-9)/10:
				v = math.MaxUint64 // too large for any limit
			default:
				v = v*10 + uint64(d)
			}
			s.i++
		}
		if s.i-start >= maxLineLen {
			s.tok = s.buf[start:s.i]
			return 0, fmt.Errorf("line %d: %s: longer than %d bytes", s.line, notation.Clip(s.tok), maxLineLen)
		}
		more := s.fill(start)
		start = 0
		if !more {
			if s.err != io.EOF {
				return 0, s.readError()
			}
			return s.check(start, v, digits, what, limit)
		}
	}
}

// check finishes a token buf[start:i] of value v.
func (s *numberScanner) check(start int, v uint64, digits bool, what string, limit int64) (uint64, error) {
	s.tok = s.buf[start:s.i]
	switch {
	case !digits && what != "":
		return 0, fmt.Errorf("line %d: %s: %s must be a decimal number from 0 to %d", s.line, notation.Clip(s.tok), what, limit)
	case !digits:
		return 0, fmt.Errorf("line %d: %s: %w", s.line, notation.Clip(s.tok), errNotNumber)
	case v > uint64(limit) && what != "":
		return 0, fmt.Errorf("line %d: %s: %s is at most %d", s.line, notation.Clip(s.tok), what, limit)
	case v > uint64(limit):
		return 0, fmt.Errorf("line %d: %s: vertex outside 1..%d", s.line, notation.Clip(s.tok), limit)
	}
	return v, nil
}
