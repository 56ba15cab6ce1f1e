package game_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// retrograde returns the outcome of each of the positions 0..n-1 of a game
// given by its moves, by plain retrograde analysis: a position without
// options is lost, one with an option that is lost is won, one whose
// options are all won is lost, and what is left is drawn. It knows
// nothing of values.
func retrograde(n int, moves func(int) []int) []game.Outcome {
	preds := make([][]int, n)
	left := make([]int, n)
	for p := range n {
		opts := moves(p)
		left[p] = len(opts)
		for _, q := range opts {
			preds[q] = append(preds[q], p)
		}
	}
	out := make([]game.Outcome, n)
	known := make([]bool, n)
	var queue []int
	for p := range n {
		if left[p] == 0 {
			out[p], known[p] = game.Loss, true
			queue = append(queue, p)
		}
	}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for _, p := range preds[q] {
			if known[p] {
				continue
			}
			if out[q] == game.Loss {
				out[p], known[p] = game.Win, true
				queue = append(queue, p)
			} else if left[p]--; left[p] == 0 {
				out[p], known[p] = game.Loss, true
				queue = append(queue, p)
			}
		}
	}
	for p := range n {
		if !known[p] {
			out[p] = game.Draw
		}
	}
	return out
}

// slowValues returns the generalized values of the graph adj by their
// characterization through sums with a Nim heap: γ(u) = h exactly when
// the sum of u and a heap of h is lost for the player to move (Smith's
// theorem for the heap, whose value is h), found by retrograde analysis of
// that sum; a vertex for which no h works is ∞(K), with K the finite
// values of its options. Heaps up to maxHeap are tried; a vertex with a
// finite value above maxHeap has options of every value up to maxHeap, so
// checking that none has maxHeap, as the callers do, shows that none was
// missed.
func slowValues(adj [][]int, maxHeap int) []game.LoopyValue {
	n := len(adj)
	h := maxHeap + 1
	// The position (u, j), a token on u beside a heap of j, is u*h+j.
	out := retrograde(n*h, func(p int) []int {
		u, j := p/h, p%h
		var opts []int
		for _, v := range adj[u] {
			opts = append(opts, v*h+j)
		}
		for i := range j {
			opts = append(opts, u*h+i)
		}
		return opts
	})
	fin := make([]int, n)
	for u := range n {
		fin[u] = -1
		for j := range h {
			if out[u*h+j] == game.Loss {
				fin[u] = j
			}
		}
	}
	vals := make([]game.LoopyValue, n)
	for u := range n {
		if fin[u] >= 0 {
			vals[u] = game.FiniteValue(uint64(fin[u]))
			continue
		}
		var k []uint64
		for _, v := range adj[u] {
			if fin[v] >= 0 {
				k = append(k, uint64(fin[v]))
			}
		}
		vals[u] = game.InfiniteValue(k...)
	}
	return vals
}

// checkDefinition checks the values of g against Smith's definition:
// γ(u) = n has no option of value n, options of every value below n, and
// a reply of value n from each option of a larger or infinite value; the K
// of ∞(K) is the set of the finite values of the options.
func checkDefinition(t *testing.T, adj [][]int, vals []game.LoopyValue) {
	t.Helper()
	for u, opts := range adj {
		n, fin := vals[u].Finite()
		var k []uint64
		has := map[uint64]bool{}
		for _, v := range opts {
			if m, ok := vals[v].Finite(); ok {
				k = append(k, m)
				has[m] = true
			}
		}
		if !fin {
			slices.Sort(k)
			if got := vals[u].K(); !slices.Equal(got, slices.Compact(k)) {
				t.Fatalf("vertex %d of %v: %v, but its options have the finite values %v", u, adj, vals[u], k)
			}
			continue
		}
		if has[n] {
			t.Fatalf("vertex %d of %v: value %d, and an option has it too", u, adj, n)
		}
		for m := range n {
			if !has[m] {
				t.Fatalf("vertex %d of %v: value %d, but no option has %d", u, adj, n, m)
			}
		}
		for _, v := range opts {
			if m, ok := vals[v].Finite(); ok && m < n {
				continue
			}
			reply := false
			for _, w := range adj[v] {
				if m, ok := vals[w].Finite(); ok && m == n {
					reply = true
				}
			}
			if !reply {
				t.Fatalf("vertex %d of %v: value %d, but option %d (%v) has no reply of value %d", u, adj, n, v, vals[v], n)
			}
		}
	}
}

// newGraph builds the Graph of adj.
func newGraph(t testing.TB, adj [][]int) *game.Graph {
	t.Helper()
	var edges [][2]int
	for u, opts := range adj {
		for _, v := range opts {
			edges = append(edges, [2]int{u, v})
		}
	}
	g, err := game.NewGraph(len(adj), edges)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// compareValues checks the values and outcomes of the Graph of adj against
// slowValues and retrograde.
func compareValues(t *testing.T, adj [][]int) {
	t.Helper()
	g := newGraph(t, adj)
	got := g.Values()
	maxFinite := -1
	for _, v := range got {
		if n, ok := v.Finite(); ok {
			maxFinite = max(maxFinite, int(n))
		}
	}
	want := slowValues(adj, maxFinite+1)
	if !slices.Equal(got, want) {
		t.Fatalf("graph %v: Values %v, by Nim heaps %v", adj, got, want)
	}
	checkDefinition(t, adj, got)
	outcomes, _ := g.Outcomes()
	plain := retrograde(len(adj), func(u int) []int { return adj[u] })
	for u := range adj {
		if outcomes[u] != plain[u] || got[u].Outcome() != plain[u] {
			t.Fatalf("graph %v: vertex %d: Outcomes %v, value %v, retrograde %v", adj, u, outcomes[u], got[u], plain[u])
		}
	}
}

// TestGraphAllSmall checks every directed graph of up to 4 vertices, edges
// from a vertex to itself included (2^16 of 4 vertices).
func TestGraphAllSmall(t *testing.T) {
	for n := range 5 {
		for bits := range 1 << (n * n) {
			adj := make([][]int, n)
			for e := range n * n {
				if bits>>e&1 != 0 {
					adj[e/n] = append(adj[e/n], e%n)
				}
			}
			compareValues(t, adj)
		}
	}
}

// randomGraph returns a graph of n vertices in which each edge is present
// with probability p, repeated edges and self-loops included.
func randomGraph(r *rand.Rand, n int, p float64) [][]int {
	adj := make([][]int, n)
	for u := range adj {
		// Draw the out-degree, then the heads, so that sparse graphs of
		// thousands of vertices cost their edges and not n^2.
		d := 0
		for range n {
			if r.Float64() < p {
				d++
			}
		}
		for range d {
			adj[u] = append(adj[u], r.IntN(n))
		}
	}
	return adj
}

// TestGraphRandom compares random graphs of every density, and graphs
// with long cycles, with the slow values and plain retrograde analysis.
func TestGraphRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 1))
	rounds := 3
	if testing.Short() {
		rounds = 1
	}
	for range rounds {
		for _, n := range []int{5, 10, 30, 100, 300, 1000, 3000} {
			for _, deg := range []float64{0.5, 1, 1.5, 2, 3, 5, 10, 30, float64(n) / 3} {
				if deg*float64(n) > 40000 {
					continue
				}
				compareValues(t, randomGraph(r, n, min(1, deg/float64(n))))
			}
		}
		// Long cycles with exits to short chains and a few sinks.
		for _, n := range []int{50, 500, 3000} {
			adj := make([][]int, n)
			for u := range n {
				adj[u] = append(adj[u], (u+1)%n)
				if r.IntN(7) == 0 {
					adj[u] = append(adj[u], r.IntN(n))
				}
				if r.IntN(20) == 0 {
					adj[u] = nil
				}
			}
			compareValues(t, adj)
		}
	}
}

// TestGraphRemoteness checks the remoteness of Outcomes against the
// definition, round by round: in round r a vertex is won if it has an
// option lost in round r-1, and lost if each option was won in an earlier
// round (a vertex without options in round 0).
func TestGraphRemoteness(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 2))
	for i := range 300 {
		n := 1 + r.IntN(60)
		adj := randomGraph(r, n, r.Float64()*4/float64(n))
		if i%2 == 0 { // a chain, for long plays
			for u := 1; u < n; u++ {
				adj[u] = append(adj[u], u-1)
			}
		}
		outcomes, rem := newGraph(t, adj).Outcomes()
		wantOut, wantRem := byRounds(n, func(u int) []int { return adj[u] })
		if !slices.Equal(outcomes, wantOut) || !slices.Equal(rem, wantRem) {
			t.Fatalf("graph %v: Outcomes %v %v, by rounds %v %v", adj, outcomes, rem, wantOut, wantRem)
		}
	}
}

// byRounds returns the outcome and remoteness of every position of the
// game of n positions with the options moves, by their definition, round
// by round: in round r the positions not yet decided that have an option
// lost in r-1 moves are won in r, and those whose options are all won
// (none, in round 0) are lost in r; what is never decided is drawn, -1.
func byRounds(n int, moves func(int) []int) ([]game.Outcome, []int) {
	out := make([]game.Outcome, n)
	rem := make([]int, n)
	for u := range rem {
		out[u], rem[u] = game.Draw, -1
	}
	for round := 0; ; round++ {
		var decided []int
		var outs []game.Outcome
		for u := range n {
			if rem[u] >= 0 {
				continue
			}
			won, lost := false, true
			for _, v := range moves(u) {
				won = won || out[v] == game.Loss && rem[v] == round-1
				lost = lost && out[v] == game.Win && rem[v] >= 0
			}
			if won || lost {
				decided = append(decided, u)
				outs = append(outs, map[bool]game.Outcome{true: game.Win, false: game.Loss}[won])
			}
		}
		if len(decided) == 0 {
			return out, rem
		}
		for j, u := range decided {
			out[u], rem[u] = outs[j], round
		}
	}
}

// TestGraphSums checks sums of one, two and three tokens on small random
// graphs against plain retrograde analysis of the graph of the sum, whose
// positions are the tuples of vertices: the outcome of SumValue, and
// WinningMoves, which must give some of the moves to a loss from a win and
// exactly the moves to a draw from a draw. It checks the whole value of two-token
// sums too, as the Values of the graph of the sum.
func TestGraphSums(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 3))
	graphs := 200
	if testing.Short() {
		graphs = 40
	}
	for range graphs {
		n := 1 + r.IntN(7)
		adj := randomGraph(r, n, r.Float64()*3/float64(n))
		g := newGraph(t, adj)
		for k := 1; k <= 3; k++ {
			size, decode, encode, moves := sumGraph(adj, k)
			out := retrograde(size, moves)
			if k == 2 {
				prod := make([][]int, size)
				for p := range prod {
					prod[p] = moves(p)
				}
				pv := newGraph(t, prod).Values()
				for p := range size {
					if v, _ := g.SumValue(decode(p)); v != pv[p] {
						t.Fatalf("graph %v: SumValue(%v) = %v, the graph of the sum says %v", adj, decode(p), v, pv[p])
					}
				}
			}
			for p := range size {
				tokens := decode(p)
				v, err := g.SumValue(tokens)
				if err != nil || v.Outcome() != out[p] {
					t.Fatalf("graph %v: SumValue(%v) = %v (%v), %v; retrograde %v", adj, tokens, v, v.Outcome(), err, out[p])
				}
				isP, err := g.IsPPosition(tokens)
				if err != nil || isP != (out[p] == game.Loss) {
					t.Fatalf("graph %v: IsPPosition(%v) = %v, %v; retrograde %v", adj, tokens, isP, err, out[p])
				}
				seq, err := g.WinningMoves(tokens)
				if err != nil {
					t.Fatal(err)
				}
				var got []int
				for next := range seq {
					got = append(got, encode(next))
				}
				var want []int
				if out[p] != game.Loss {
					target := map[game.Outcome]game.Outcome{game.Win: game.Loss, game.Draw: game.Draw}[out[p]]
					for _, q := range moves(p) {
						if out[q] == target {
							want = append(want, q)
						}
					}
					if len(want) == 0 {
						t.Fatalf("graph %v: %v is a %v without a move to a %v", adj, tokens, out[p], target)
					}
				}
				// From a win, not every move to a loss wins (TestGraphWins*).
				if out[p] == game.Win && (len(got) == 0 || !subsequence(got, want, func(a, b int) bool { return a == b })) || out[p] != game.Win && !slices.Equal(got, want) {
					t.Fatalf("graph %v: WinningMoves(%v) = %v, want %v (positions in base %d)", adj, tokens, got, want, n)
				}
			}
		}
	}
}

func TestGraphErrors(t *testing.T) {
	if _, err := game.NewGraph(-1, nil); !errors.Is(err, game.ErrRange) {
		t.Errorf("NewGraph(-1): %v", err)
	}
	if _, err := game.NewGraph(game.MaxGraphVertices+1, nil); !errors.Is(err, game.ErrRange) {
		t.Errorf("NewGraph(MaxGraphVertices+1): %v", err)
	}
	for _, e := range [][2]int{{0, 3}, {3, 0}, {-1, 0}, {0, -1}} {
		if _, err := game.NewGraph(3, [][2]int{{0, 1}, e}); !errors.Is(err, game.ErrRange) {
			t.Errorf("NewGraph(3, edge %v): %v", e, err)
		}
	}
	g, err := game.NewGraph(0, nil)
	if err != nil || g.Len() != 0 || len(g.Values()) != 0 {
		t.Fatalf("empty graph: %v", err)
	}
	g = newGraph(t, [][]int{{1}, {}})
	for _, tokens := range [][]int{{2}, {0, -1}} {
		if _, err := g.SumValue(tokens); !errors.Is(err, game.ErrRange) {
			t.Errorf("SumValue(%v): %v", tokens, err)
		}
		if _, err := g.IsPPosition(tokens); !errors.Is(err, game.ErrRange) {
			t.Errorf("IsPPosition(%v): %v", tokens, err)
		}
		if seq, err := g.WinningMoves(tokens); !errors.Is(err, game.ErrRange) || seq != nil {
			t.Errorf("WinningMoves(%v): %v", tokens, err)
		}
	}
	if v, err := g.SumValue(nil); v != game.FiniteValue(0) || err != nil {
		t.Errorf("SumValue(nil) = %v, %v", v, err)
	}
	if opts := g.Options(0); !slices.Equal(opts, []int{1}) {
		t.Errorf("Options(0) = %v", opts)
	}
}

func TestLoopyValue(t *testing.T) {
	for _, c := range []struct {
		v   game.LoopyValue
		s   string
		out game.Outcome
		k   []uint64
		fin bool
		n   uint64
	}{
		{game.LoopyValue{}, "0", game.Loss, nil, true, 0},
		{game.FiniteValue(3), "3", game.Win, nil, true, 3},
		{game.InfiniteValue(), "∞", game.Draw, []uint64{}, false, 0},
		{game.InfiniteValue(2, 0, 2), "∞(0,2)", game.Win, []uint64{0, 2}, false, 0},
		{game.InfiniteValue(1<<40, 7), "∞(7,1099511627776)", game.Draw, []uint64{7, 1 << 40}, false, 0},
	} {
		n, fin := c.v.Finite()
		if c.v.String() != c.s || c.v.Outcome() != c.out || !slices.Equal(c.v.K(), c.k) || (c.v.K() == nil) != fin || fin != c.fin || n != c.n {
			t.Errorf("%s: String %q, Outcome %v, K %v, Finite %d %v", c.s, c.v, c.v.Outcome(), c.v.K(), n, fin)
		}
	}
	inf := game.InfiniteValue
	for _, c := range []struct{ a, b, sum game.LoopyValue }{
		{game.FiniteValue(5), game.FiniteValue(3), game.FiniteValue(6)},
		{inf(0, 2), game.FiniteValue(2), inf(0, 2)},
		{inf(0, 1, 5), game.FiniteValue(1), inf(0, 1, 4)},
		{inf(0), game.FiniteValue(0), inf(0)},
		{inf(3), inf(0), inf()},
	} {
		if s := c.a.Add(c.b); !s.Equal(c.sum) || s != c.sum {
			t.Errorf("%v + %v = %v, want %v", c.a, c.b, s, c.sum)
		}
		if s := c.b.Add(c.a); !s.Equal(c.sum) {
			t.Errorf("%v + %v = %v, want %v", c.b, c.a, s, c.sum)
		}
	}
	if s := fmt.Sprint([]game.Outcome{game.Loss, game.Win, game.Draw, 7}); s != "[lose win draw Outcome(7)]" {
		t.Errorf("Outcomes print as %s", s)
	}
}

// benchGraph returns the graph of scripts/graphgen.go: n vertices with 4
// random options each but for n/1000 sinks, most of them drawn.
func benchGraph(n int) *game.Graph {
	r := rand.New(rand.NewPCG(1, 21))
	edges := make([][2]int, 0, 4*n)
	for u := range n {
		if r.IntN(1000) == 0 {
			continue
		}
		for range 4 {
			edges = append(edges, [2]int{u, r.IntN(n)})
		}
	}
	g, err := game.NewGraph(n, edges)
	if err != nil {
		panic(err)
	}
	return g
}

// heapGraph returns a graph whose largest finite value is k-1, all but one
// of its vertices on cycles: the Nim heaps 0..k-1, heap j with an edge to
// each heap below it and, for j >= 1, a 2-cycle with a vertex k+j-1 whose
// only option is j, so that the vertex has value 0 and j keeps value j.
func heapGraph(k int) *game.Graph {
	var edges [][2]int
	for j := range k {
		for i := range j {
			edges = append(edges, [2]int{j, i})
		}
		if j > 0 {
			edges = append(edges, [2]int{j, k + j - 1}, [2]int{k + j - 1, j})
		}
	}
	g, err := game.NewGraph(2*k-1, edges)
	if err != nil {
		panic(err)
	}
	return g
}

// BenchmarkGraph times Values and Outcomes (each on a fresh Graph, whose
// building is not timed) on the random graph of 10^6 vertices and about
// 4·10^6 edges of scripts/graphbench.sh, and Values on heapGraph, which
// shows how the stages cost more as the largest value grows: stage m
// passes over the edges into and out of the heaps from m up, so that the
// whole grows as k^3, while the edges grow as k^2.
func BenchmarkGraph(b *testing.B) {
	for _, c := range []struct {
		name string
		g    func() *game.Graph
	}{
		{"graph=random-1e6", func() *game.Graph { return benchGraph(1_000_000) }},
		{"graph=heaps-100", func() *game.Graph { return heapGraph(100) }},
		{"graph=heaps-200", func() *game.Graph { return heapGraph(200) }},
		{"graph=heaps-400", func() *game.Graph { return heapGraph(400) }},
	} {
		g := c.g()
		b.Run(c.name+"/op=values", func(b *testing.B) {
			for b.Loop() {
				b.StopTimer()
				fresh := c.g()
				b.StartTimer()
				fresh.Values()
			}
		})
		if c.name == "graph=random-1e6" {
			b.Run(c.name+"/op=outcomes", func(b *testing.B) {
				for b.Loop() {
					g.Outcomes()
				}
			})
		}
	}
}

// TestHeapGraph checks the values of heapGraph, whose cost BenchmarkGraph
// measures.
func TestHeapGraph(t *testing.T) {
	vals := heapGraph(50).Values()
	for j, v := range vals {
		want := game.FiniteValue(0) // the vertices in 2-cycles
		if j < 50 {
			want = game.FiniteValue(uint64(j))
		}
		if v != want {
			t.Fatalf("vertex %d has value %v, want %v", j, v, want)
		}
	}
}

// sumGraph returns the graph of the sums of k tokens on the game adj: its
// size, the positions' tokens (position p puts token j on digit j of p in
// base n) and back, and the options of each position.
func sumGraph(adj [][]int, k int) (size int, decode func(int) []int, encode func([]int) int, moves func(int) []int) {
	n := len(adj)
	size = 1
	for range k {
		size *= n
	}
	decode = func(p int) []int {
		tokens := make([]int, k)
		for j := range tokens {
			tokens[j], p = p%n, p/n
		}
		return tokens
	}
	encode = func(tokens []int) int {
		p := 0
		for j := k - 1; j >= 0; j-- {
			p = p*n + tokens[j]
		}
		return p
	}
	moves = func(p int) []int {
		tokens := decode(p)
		var opts []int
		for j, u := range tokens {
			for _, v := range adj[u] {
				next := slices.Clone(tokens)
				next[j] = v
				opts = append(opts, encode(next))
			}
		}
		return opts
	}
	return size, decode, encode, moves
}
