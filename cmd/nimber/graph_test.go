package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/nimberdev/nimber/game"
)

// slowReadGraph reads the contest format as the help describes it, the
// slow way: the fields of the text, split at blanks, parsed by strconv.
// It returns the number of vertices and the edges (0-based), or the line
// of the first fault, counting line feeds.
func slowReadGraph(text string) (n int, edges [][2]int, faultLine int) {
	type field struct {
		s    string
		line int
	}
	var fields []field
	line := 1
	start := -1
	for i := 0; i <= len(text); i++ {
		blank := i == len(text) || strings.IndexByte(" \t\r\n", text[i]) >= 0
		if blank && start >= 0 {
			fields = append(fields, field{text[start:i], line})
			start = -1
		} else if !blank && start < 0 {
			start = i
		}
		if i < len(text) && text[i] == '\n' {
			line++
		}
	}
	num := func(f field, limit int) (int, bool) {
		if strings.Trim(f.s, "0123456789") != "" {
			return 0, false
		}
		v, err := strconv.ParseUint(f.s, 10, 64)
		return int(v), err == nil && v <= uint64(limit)
	}
	if len(fields) == 0 {
		return 0, nil, line
	}
	n, okN := num(fields[0], game.MaxGraphVertices)
	if !okN {
		return 0, nil, fields[0].line
	}
	if len(fields) == 1 {
		return 0, nil, line
	}
	m, okM := num(fields[1], game.MaxGraphEdges)
	if !okM {
		return 0, nil, fields[1].line
	}
	for i := 2; i < 2+2*m; i += 2 {
		var e [2]int
		for j := range e {
			if i+j >= len(fields) {
				return 0, nil, line
			}
			v, ok := num(fields[i+j], n)
			if !ok || v == 0 {
				return 0, nil, fields[i+j].line
			}
			e[j] = v - 1
		}
		edges = append(edges, e)
	}
	if len(fields) > 2+2*m {
		return 0, nil, fields[2+2*m].line
	}
	return n, edges, 0
}

var lineOfError = regexp.MustCompile(`^line (\d+): `)

// checkReadGraph compares readGraph, reading a byte at a time or all at
// once, with slowReadGraph.
func checkReadGraph(t *testing.T, text string, oneByte bool) {
	r := iotest.OneByteReader(strings.NewReader(text))
	if !oneByte {
		r = strings.NewReader(text)
	}
	g, err := readGraph(r)
	n, edges, faultLine := slowReadGraph(text)
	if faultLine > 0 {
		m := lineOfError.FindStringSubmatch(fmt.Sprint(err))
		if m == nil || m[1] != strconv.Itoa(faultLine) {
			t.Fatalf("readGraph(%q): error %v, want one on line %d", text, err, faultLine)
		}
		return
	}
	if err != nil {
		t.Fatalf("readGraph(%q): %v, want %d vertices and edges %v", text, err, n, edges)
	}
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
	}
	if g.Len() != n {
		t.Fatalf("readGraph(%q): %d vertices, want %d", text, g.Len(), n)
	}
	for v := range n {
		if got := g.Options(v); !slices.Equal(got, adj[v]) && len(got)+len(adj[v]) > 0 {
			t.Fatalf("readGraph(%q): vertex %d has options %v, want %v", text, v, got, adj[v])
		}
	}
}

func FuzzGraphRead(f *testing.F) {
	for _, s := range []string{"3 2\n1 2\n2 3\n", "2 1\r\n1\t2", "", "1 1\n1 1\n1", "2 1\n1 3\n", "2 x", "0 0", "1 0\n\n\n 5",
		"2 1\n1 99999999999999999999999", "2 2147483648"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, text string, oneByte bool) {
		// Graphs of many vertices cost their memory; the reader's limits
		// are checked by the golden transcript.
		if n, _, _ := slowReadGraph(text); n > 1000 {
			return
		}
		checkReadGraph(t, text, oneByte)
	})
}

// TestGraphReadRandom checks the reader on random mutations of small
// graphs, read a byte at a time, and on a graph of 60000 edges, which
// crosses the reader's buffer many times.
func TestGraphReadRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 4))
	for range 2000 {
		text := []byte(randomGraphText(r, 1+r.IntN(5), r.IntN(6)))
		for range r.IntN(3) {
			text[r.IntN(len(text))] = "0123456789 \n\r\tx-"[r.IntN(16)]
		}
		checkReadGraph(t, string(text), r.IntN(2) == 0)
	}
	checkReadGraph(t, randomGraphText(r, 20000, 60000), false)
}

// randomGraphText returns a random graph of n vertices and m edges in the
// contest format, with blanks of every kind.
func randomGraphText(r *rand.Rand, n, m int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", n, m)
	for range m {
		fmt.Fprintf(&b, "%d%s%d%s", 1+r.IntN(n), []string{" ", "\t", "  "}[r.IntN(3)], 1+r.IntN(n), []string{"\n", "\r\n", " \n"}[r.IntN(3)])
	}
	return b.String()
}

// TestGraphCommand runs graph on random graphs and compares its output with
// package game, printed here by fmt.
func TestGraphCommand(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 5))
	for i := range 30 {
		n := 1 + r.IntN(200)
		text := randomGraphText(r, n, r.IntN(3*n))
		g, err := readGraph(strings.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		show := func(v game.LoopyValue) string {
			if k := v.K(); k != nil {
				return "inf{" + strings.Trim(strings.ReplaceAll(fmt.Sprint(k), " ", ","), "[]") + "}"
			}
			return v.String()
		}
		var want bytes.Buffer
		for _, v := range g.Values() {
			fmt.Fprintln(&want, show(v))
		}
		if got := runCommand(t, []string{"graph"}, text); got != want.String() {
			t.Fatalf("graph %d: values\n%s\nwant\n%s", i, got, want.String())
		}
		want.Reset()
		outcomes, remoteness := g.Outcomes()
		for v, o := range outcomes {
			if o == game.Draw {
				fmt.Fprintln(&want, o)
			} else {
				fmt.Fprintln(&want, o, remoteness[v])
			}
		}
		if got := runCommand(t, []string{"graph", "-outcome"}, text); got != want.String() {
			t.Fatalf("graph %d: outcomes\n%s\nwant\n%s", i, got, want.String())
		}
		tokens := []int{r.IntN(n), r.IntN(n), r.IntN(n)}[:1+r.IntN(3)]
		want.Reset()
		sum, _ := g.SumValue(tokens)
		fmt.Fprintln(&want, show(sum))
		// The moves to a loss from a win, to a draw from a draw, found
		// by trying every move; from a win, those of them that
		// WinningMoves yields, in order (not every move to a loss wins,
		// where the loser can move back: package game checks that these
		// do).
		var all []string
		if o := sum.Outcome(); o != game.Loss {
			for j, u := range tokens {
				for _, w := range g.Options(u) {
					next := slices.Clone(tokens)
					next[j] = w
					if v, _ := g.SumValue(next); v.Outcome() == map[game.Outcome]game.Outcome{game.Win: game.Loss, game.Draw: game.Draw}[o] {
						all = append(all, fmt.Sprintln(u+1, w+1))
					}
				}
			}
		}
		moves := all
		if sum.Outcome() == game.Win {
			moves = nil
			seq, _ := g.WinningMoves(tokens)
			for next := range seq {
				for j, u := range tokens {
					if next[j] != u {
						moves = append(moves, fmt.Sprintln(u+1, next[j]+1))
					}
				}
			}
			rest := all
			for _, m := range moves {
				for len(rest) > 0 && rest[0] != m {
					rest = rest[1:]
				}
				if len(rest) == 0 {
					t.Fatalf("graph %d, tokens %v: WinningMoves yields %q, not among the moves to a loss %q", i, tokens, moves, all)
				}
				rest = rest[1:]
			}
			if len(moves) == 0 {
				t.Fatalf("graph %d, tokens %v: no winning move from a win", i, tokens)
			}
		}
		for _, m := range moves {
			want.WriteString(m)
		}
		list := strings.Trim(strings.ReplaceAll(fmt.Sprint(tokens), " ", ","), "[]")
		// Vertices are numbered from 1 on the command line.
		list = regexp.MustCompile(`\d+`).ReplaceAllStringFunc(list, func(s string) string {
			v, _ := strconv.Atoi(s)
			return strconv.Itoa(v + 1)
		})
		if got := runCommand(t, []string{"graph", "-tokens", list}, text); got != want.String() {
			t.Fatalf("graph %d, tokens %s: got\n%s\nwant\n%s\n%s", i, list, got, want.String(), text)
		}
	}
}
