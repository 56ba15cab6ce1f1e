//go:build js && wasm

package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"syscall/js"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// graphText writes a graph in the format parseGraph reads.
func graphText(n int, edges [][2]int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", n, len(edges))
	for _, e := range edges {
		fmt.Fprintf(&b, "%d %d\n", e[0]+1, e[1]+1)
	}
	return b.String()
}

// A retrograde decides every sum of k tokens on a graph by retrograde
// analysis of the positions themselves, sorted multisets of vertices,
// without generalized values: a position without a move is lost, one with
// a move to a lost position won, one whose moves all go to won positions
// lost; the rest are drawn. Remoteness: 0 at the end, for a won position
// one more than the least of its lost options, for a lost one one more
// than the greatest of its options.
type retrograde struct {
	adj        [][]int // the options of each vertex, in edge order
	outcome    map[string]game.Outcome
	remoteness map[string]int
}

func key(tokens []int) string { return fmt.Sprint(slices.Sorted(slices.Values(tokens))) }

func newRetrograde(n int, edges [][2]int, k int) *retrograde {
	r := &retrograde{adj: make([][]int, n), outcome: map[string]game.Outcome{}, remoteness: map[string]int{}}
	for _, e := range edges {
		r.adj[e[0]] = append(r.adj[e[0]], e[1])
	}
	// Every multiset of k vertices, its moves, and who moves to it.
	var all [][]int
	var gen func(p []int, from int)
	gen = func(p []int, from int) {
		if len(p) == k {
			all = append(all, slices.Clone(p))
			return
		}
		for v := from; v < n; v++ {
			gen(append(p, v), v)
		}
	}
	gen(nil, 0)
	left := map[string]int{}
	preds := map[string][]string{}
	var queue []string
	for _, p := range all {
		kp := key(p)
		for _, next := range r.moves(p) {
			left[kp]++
			preds[key(next)] = append(preds[key(next)], kp)
		}
		if left[kp] == 0 {
			r.outcome[kp], r.remoteness[kp] = game.Loss, 0
			queue = append(queue, kp)
		}
	}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, p := range preds[x] {
			if _, done := r.outcome[p]; done {
				continue
			}
			if r.outcome[x] == game.Loss {
				r.outcome[p], r.remoteness[p] = game.Win, r.remoteness[x]+1
				queue = append(queue, p)
			} else if left[p]--; left[p] == 0 {
				r.outcome[p], r.remoteness[p] = game.Loss, r.remoteness[x]+1
				queue = append(queue, p)
			}
		}
	}
	for _, p := range all {
		if _, done := r.outcome[key(p)]; !done {
			r.outcome[key(p)], r.remoteness[key(p)] = game.Draw, -1
		}
	}
	return r
}

// moves returns the positions one move from tokens, in the order of the
// tokens, then of the edges.
func (r *retrograde) moves(tokens []int) [][]int {
	var list [][]int
	for i, t := range tokens {
		for _, w := range r.adj[t] {
			next := slices.Clone(tokens)
			next[i] = w
			list = append(list, next)
		}
	}
	return list
}

// randomGraph returns a graph of n vertices and about density*n random
// edges, self-loops and repeated edges included.
func randomGraph(rng *rand.Rand, n int, density float64) [][2]int {
	var edges [][2]int
	for range int(density*float64(n)) + rng.IntN(2) {
		edges = append(edges, [2]int{rng.IntN(n), rng.IntN(n)})
	}
	return edges
}

// TestGraphAgainstRetrograde checks, on random graphs of every density,
// for every sum of up to three tokens, the outcome the page shows, its
// advice, and the computer's move, against retrograde analysis of the
// sums' positions.
func TestGraphAgainstRetrograde(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 26))
	graphs := 150
	if testing.Short() {
		graphs = 30
	}
	for range graphs {
		n := 1 + rng.IntN(6)
		edges := randomGraph(rng, n, 3*rng.Float64())
		text := graphText(n, edges)
		for k := 0; k <= maxGraphTokens; k++ {
			ref := newRetrograde(n, edges, k)
			for kp := range ref.outcome {
				tokens := ints(strings.Trim(kp, "[]"))
				checkGraphPosition(t, text, n, tokens, ref)
			}
		}
	}
}

func ints(s string) []int {
	list := []int{}
	for _, f := range strings.Fields(s) {
		v, err := strconv.Atoi(f)
		if err != nil {
			panic(err)
		}
		list = append(list, v)
	}
	return list
}

func checkGraphPosition(t *testing.T, text string, n int, tokens []int, ref *retrograde) {
	t.Helper()
	name := fmt.Sprintf("%q tokens %v", text, tokens)
	nn, edges, err := parseGraph(text)
	if err != nil || nn != n {
		t.Fatalf("%s: %v", name, err)
	}
	g, err := game.NewGraph(n, edges)
	if err != nil {
		t.Fatal(err)
	}
	p := &loopy{g, edges, tokens}
	r, err := p.js()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	own := ref.outcome[key(tokens)]
	if r["outcome"] != own.String() {
		t.Fatalf("%s: outcome %v, retrograde analysis %v", name, r["outcome"], own)
	}
	// The advice: from a draw the moves to drawn positions, from a loss
	// none, and from a win some of the moves to lost positions, at least
	// one (those that make progress: game.Graph.WinningMoves).
	var want []string
	for _, next := range ref.moves(tokens) {
		o := ref.outcome[key(next)]
		if own == game.Win && o == game.Loss || own == game.Draw && o == game.Draw {
			want = append(want, fmt.Sprint(plusOne(next)))
		}
	}
	var got []string
	for _, m := range r["moves"].([]any) {
		got = append(got, fmt.Sprint(m.(map[string]any)["tokens"]))
	}
	if own == game.Win && !isSubsequence(got, want) || own != game.Win && !slices.Equal(got, want) {
		t.Fatalf("%s: advice %v, retrograde analysis %v", name, got, want)
	}
	over := len(ref.moves(tokens)) == 0
	if r["over"] != over {
		t.Fatalf("%s: over %v, want %v", name, r["over"], over)
	}
	m, was, err := p.computerMove()
	if over {
		if err == nil {
			t.Fatalf("%s: the computer moved from a finished game", name)
		}
		return
	}
	if err != nil || was != own {
		t.Fatalf("%s: computer: %v, outcome %v, want %v", name, err, was, own)
	}
	if !slices.Contains(ref.adj[tokens[m.token]], m.to) {
		t.Fatalf("%s: the computer's move %+v is not along an edge", name, m)
	}
	next := key(p.apply(m))
	o, rem := ref.outcome[next], ref.remoteness[next]
	r0 := ref.remoteness[key(tokens)]
	switch {
	case own == game.Win && (o != game.Loss || rem != r0-1):
		t.Fatalf("%s: from a win of remoteness %d the computer moved to %v of remoteness %d", name, r0, o, rem)
	case own == game.Draw && o != game.Draw:
		t.Fatalf("%s: from a draw the computer moved to a %v", name, o)
	case own == game.Loss && rem != r0-1:
		t.Fatalf("%s: from a loss of remoteness %d the computer moved to remoteness %d", name, r0, rem)
	}
}

func plusOne(tokens []int) []any {
	list := make([]any, len(tokens))
	for i, t := range tokens {
		list[i] = t + 1
	}
	return list
}

// isSubsequence reports whether sub is a nonempty subsequence of list, in
// its order, or both are empty.
func isSubsequence(sub, list []string) bool {
	if len(sub) == 0 {
		return len(list) == 0
	}
	i := 0
	for _, s := range list {
		if i < len(sub) && sub[i] == s {
			i++
		}
	}
	return i == len(sub)
}

// TestGraphCycle checks the computer on the game where a winning move that
// ignores remoteness goes round for ever: from vertex 2 both 1 and 3 are
// lost for the opponent, but from 3 the only move returns to 2.
func TestGraphCycle(t *testing.T) {
	v := call("graphComputer", "4 4\n2 3\n2 1\n3 2\n4 3\n", "2")
	if got := js.Global().Get("JSON").Call("stringify", v.Get("tokens")).String(); got != "[1]" || v.Get("was").String() != "win" {
		t.Errorf("from vertex 2 the computer moved to %s (%s)", got, js.Global().Get("JSON").Call("stringify", v))
	}
	// The hint too: 2 -> 1 alone wins.
	if got := call("graph", "4 4\n2 3\n2 1\n3 2\n4 3\n", "2").Get("moves").Length(); got != 1 {
		t.Errorf("from vertex 2: %d winning moves, want 1", got)
	}
}

// TestGraphJS checks the results and the errors of the graph functions.
func TestGraphJS(t *testing.T) {
	text := "3 4\n1 2\n2 1\n2 3\n1 1\n"
	v := call("graph", text, "1 2")
	stringify := func(v js.Value) string { return js.Global().Get("JSON").Call("stringify", v).String() }
	if got := stringify(v.Get("values")); got != `["∞","∞(0)","0"]` {
		t.Errorf("values %s", got)
	}
	if got := stringify(v.Get("outcomes")); got != `["draw","win","lose"]` {
		t.Errorf("outcomes %s", got)
	}
	if got := stringify(v.Get("remoteness")); got != `[-1,1,0]` {
		t.Errorf("remoteness %s", got)
	}
	if v.Get("sum").String() != "∞" || v.Get("outcome").String() != "draw" || v.Get("over").Bool() {
		t.Errorf("the sum of 1 and 2: %s", stringify(v))
	}
	if got := stringify(v.Get("edges")); got != "[[1,2],[2,1],[2,3],[1,1]]" {
		t.Errorf("edges %s", got)
	}
	v = call("graphMove", text, []any{1, 2}, object(map[string]any{"token": 1, "to": 3}))
	if got := stringify(v.Get("tokens")); got != "[1,3]" || v.Get("sum").String() != "∞" {
		t.Errorf("after the move: %s", stringify(v))
	}
	v = call("graphComputer", text, "1 1")
	if got := stringify(v.Get("move")); v.Get("was").String() != "draw" || !strings.Contains(got, `"tokens":[`) {
		t.Errorf("the computer's move from 1 1: %s", stringify(v))
	}
	if v := call("graph", text, []any{}); !v.Get("over").Bool() || v.Get("outcome").String() != "lose" {
		t.Errorf("no tokens: %s", stringify(v))
	}
	for _, c := range []struct {
		name  string
		args  []any
		input string
		msg   string
	}{
		{"graph", []any{"", "1"}, "edges", "the graph is missing: a line N M, then M lines U V, each a move from vertex U to vertex V"},
		{"graph", []any{"3", "1"}, "edges", "line 1: the header has N but no M, the number of edges"},
		{"graph", []any{"31 0", "1"}, "edges", "line 1: N, the number of vertices, is 31; it must be from 1 to 30"},
		{"graph", []any{"3 121", "1"}, "edges", "line 1: M, the number of edges, is 121; it must be from 0 to 120"},
		{"graph", []any{"3 x", "1"}, "edges", `line 1: M, the number of edges, is "x": not a number (decimal, 0x hex or 0b binary)`},
		{"graph", []any{"3 2\n1 2\n2 4\n", "1"}, "edges", "line 3: vertex 4 is outside 1..3"},
		{"graph", []any{"3 2\n1 2\n0 1\n", "1"}, "edges", "line 3: vertex 0 is outside 1..3"},
		{"graph", []any{"3 2\n1 2\n2 -1\n", "1"}, "edges", `line 3: a vertex is "-1": negative; nimbers are 0 or more`},
		{"graph", []any{"3 3\n1 2\n2 3\n", "1"}, "edges", "line 3: the input ends after 2 of the header's M = 3 edges"},
		{"graph", []any{"3 2\n1 2\n2 3\n3 1\n", "1"}, "edges", `line 4: "3": more input than the header's M = 2 edges`},
		{"graph", []any{"3 1\n1 2\n", "4"}, "tokens", "token A is 4; it must be from 1 to 3"},
		{"graph", []any{"3 1\n1 2\n", "1 1 1 1"}, "tokens", "4 tokens: at most 3 here"},
		{"graph", []any{"3 1\n1 2\n", ""}, "tokens", "no tokens given"},
		{"graph", []any{strings.Repeat(" ", 5000), "1"}, "edges", "the graph is missing: a line N M, then M lines U V, each a move from vertex U to vertex V"},
		{"graph", []any{"3 1\n1 2 " + strings.Repeat("0", 4000), "1"}, "edges", "the graph has 4008 characters; at most 4000 here"},
		{"graphMove", []any{"3 1\n1 2\n", "1", object(map[string]any{"token": 0, "to": 3})}, "move", "no edge goes from vertex 1 to vertex 3"},
		{"graphMove", []any{"3 1\n1 2\n", "1", object(map[string]any{"token": 1, "to": 2})}, "move", "the token is 1; it must be a whole number from 0 to 0"},
		{"graphMove", []any{"3 1\n1 2\n", "1", nil}, "move", "the move is missing"},
		{"graphComputer", []any{"3 1\n1 2\n", "2 3"}, "", "no move: no token can move"},
	} {
		v := call(c.name, c.args...)
		if v.Type() != js.TypeObject || v.Get("error").Type() != js.TypeString {
			t.Errorf("%s%.80q: no error", c.name, c.args)
			continue
		}
		if msg, input := v.Get("error").String(), v.Get("input").String(); msg != c.msg || input != c.input {
			t.Errorf("%s%q: error %q for input %q,\nwant %q for %q", c.name, c.args, msg, input, c.msg, c.input)
		}
	}
}

// TestGraphLargest checks the computer's search on the largest sums the
// page allows: three tokens on a graph of 30 vertices and 120 edges.
func TestGraphLargest(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, density := range []float64{1, 2, 4} {
		edges := randomGraph(rng, maxGraphVertices, density)[:min(maxGraphEdges, int(density*maxGraphVertices))]
		text := graphText(maxGraphVertices, edges)
		v := call("graphComputer", text, "1 2 3")
		if v.Get("error").Truthy() && v.Get("error").String() != "no move: no token can move" {
			t.Errorf("density %v: %s", density, v.Get("error").String())
		}
	}
}
