package game_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// The tests of this file check that the winning moves of a game with
// cycles win: a player who takes only them wins in a finite number of
// moves, whatever the other does.

// finitePlay reports for each vertex of adj whether play from it must end:
// the least set of vertices closed under "all options are in it", found by
// repeating until nothing changes.
func finitePlay(adj [][]int) []bool {
	ends := make([]bool, len(adj))
	for changed := true; changed; {
		changed = false
		for u, opts := range adj {
			if ends[u] {
				continue
			}
			all := true
			for _, v := range opts {
				all = all && ends[v]
			}
			if all {
				ends[u], changed = true, true
			}
		}
	}
	return ends
}

// checkCounter checks the counter c of the vertices of adj, of the values
// vals, against what WinningMoves needs of it: a vertex of finite value
// counts 0 only if play from it must end (if exact, exactly then), and one
// of value n that counts more has property B: each option of an infinite
// value or one above n has an option of value n that counts less.
func checkCounter(t *testing.T, adj [][]int, vals []game.LoopyValue, c func(int) uint64, exact bool) {
	t.Helper()
	ends := finitePlay(adj)
	for u, opts := range adj {
		n, ok := vals[u].Finite()
		if !ok {
			continue
		}
		if c(u) == 0 && !ends[u] || exact && c(u) != 0 && ends[u] {
			t.Fatalf("graph %v: vertex %d counts %d, and play from it must end: %v", adj, u, c(u), ends[u])
		}
		if c(u) == 0 {
			continue
		}
		for _, v := range opts {
			if m, ok := vals[v].Finite(); ok && m < n {
				continue
			}
			reply := false
			for _, w := range adj[v] {
				reply = reply || vals[w] == game.FiniteValue(n) && c(w) < c(u)
			}
			if !reply {
				t.Fatalf("graph %v: vertex %d of value %d counts %d, but its option %d (%v) has no option of value %d that counts less", adj, u, n, c(u), v, vals[v], n)
			}
		}
	}
}

// ruleMoves returns the moves of WinningMoves from tokens, a Win, by its
// documented rule: the moves to a sum of value 0 that move a token on a
// vertex from which play must end (of finite value, counting 0), or that
// are the least by Ψ, the sum of the finite values after the move and then
// the sum of their counters.
func ruleMoves(adj [][]int, vals []game.LoopyValue, c func(int) uint64, tokens []int) [][]int {
	type move struct {
		next    []int
		exempt  bool
		sum, cs uint64
	}
	var moves []move
	for i, u := range tokens {
		for _, v := range adj[u] {
			next := slices.Clone(tokens)
			next[i] = v
			var sum game.LoopyValue
			var s, cs uint64
			for _, w := range next {
				sum = sum.Add(vals[w])
				if n, ok := vals[w].Finite(); ok {
					s += n
					cs += c(w)
				}
			}
			if sum == (game.LoopyValue{}) {
				_, fin := vals[u].Finite()
				moves = append(moves, move{next, fin && c(u) == 0, s, cs})
			}
		}
	}
	var want [][]int
	for _, m := range moves {
		least := true
		for _, o := range moves {
			least = least && (o.sum > m.sum || o.sum == m.sum && o.cs >= m.cs)
		}
		if m.exempt || least {
			want = append(want, m.next)
		}
	}
	return want
}

// checkStrategy checks the winning moves of the sums of k tokens on the
// game adj, given by winning: from every sum that plain retrograde
// analysis finds a Win, the graph of the plays in which the winner takes
// only the moves of winning and the loser any move has no cycle, and
// every play ends with the loser to move and without a move. The
// positions of this graph are the sums, each with the player to move.
func checkStrategy(t *testing.T, adj [][]int, k int, winning func([]int) [][]int) {
	t.Helper()
	size, decode, encode, moves := sumGraph(adj, k)
	out := retrograde(size, moves)
	// Node 2p is sum p with the winner to move, 2p+1 with the loser.
	const (
		white = iota
		grey  // on the path of the search
		black // done: every play from it is won
	)
	color := make([]int8, 2*size)
	var visit func(node int, path []int)
	visit = func(node int, path []int) {
		switch color[node] {
		case grey:
			t.Fatalf("graph %v, %d tokens: the plays with the winning moves cycle: %v", adj, k, append(path, node))
		case black:
			return
		}
		color[node] = grey
		path = append(path, node)
		p := node / 2
		if node%2 == 0 {
			if out[p] != game.Win {
				t.Fatalf("graph %v: the winner reached %v, a %v, in the play %v", adj, decode(p), out[p], path)
			}
			next := winning(decode(p))
			if len(next) == 0 {
				t.Fatalf("graph %v: no winning move from %v, a Win", adj, decode(p))
			}
			for _, q := range next {
				if !slices.Contains(moves(p), encode(q)) {
					t.Fatalf("graph %v: winning move from %v to %v is not a move", adj, decode(p), q)
				}
				visit(2*encode(q)+1, path)
			}
		} else {
			// Without a move, the loser has lost: the play ends well.
			for _, q := range moves(p) {
				visit(2*q, path)
			}
		}
		color[node] = black
	}
	for p := range size {
		if out[p] == game.Win {
			visit(2*p, nil)
		}
	}
}

// graphWinning returns the moves of g.WinningMoves.
func graphWinning(t *testing.T, g *game.Graph) func([]int) [][]int {
	return func(tokens []int) [][]int {
		seq, err := g.WinningMoves(tokens)
		if err != nil {
			t.Fatal(err)
		}
		return slices.Collect(seq)
	}
}

// checkGraphWins checks the winning moves of the Graph of adj for sums of
// 1 to maxTokens tokens, the counter, and that the moves follow the rule.
func checkGraphWins(t *testing.T, adj [][]int, maxTokens int) {
	t.Helper()
	g := newGraph(t, adj)
	vals := g.Values()
	order := game.GraphCounters(g)
	c := func(u int) uint64 { return uint64(order[u]) }
	checkCounter(t, adj, vals, c, true)
	winning := graphWinning(t, g)
	for k := 1; k <= maxTokens; k++ {
		checkStrategy(t, adj, k, func(tokens []int) [][]int {
			got := winning(tokens)
			if want := ruleMoves(adj, vals, c, tokens); !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("graph %v: WinningMoves(%v) = %v, by the rule %v", adj, tokens, got, want)
			}
			return got
		})
	}
}

// TestGraphWinsAllSmall checks the winning moves of sums of 1 to 3 tokens
// (2 with -short) on every directed graph of up to 4 vertices.
func TestGraphWinsAllSmall(t *testing.T) {
	maxTokens := 3
	if testing.Short() {
		maxTokens = 2
	}
	for n := range 5 {
		for bits := range 1 << (n * n) {
			adj := make([][]int, n)
			for e := range n * n {
				if bits>>e&1 != 0 {
					adj[e/n] = append(adj[e/n], e%n)
				}
			}
			checkGraphWins(t, adj, maxTokens)
		}
	}
}

// TestGraphWinsRandom checks the winning moves of sums of 1 to 3 tokens on
// random graphs of every density, with self-loops and repeated edges, and
// the counter on larger ones.
func TestGraphWinsRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 7))
	graphs := 400
	if testing.Short() {
		graphs = 80
	}
	for i := range graphs {
		n := 1 + r.IntN(7)
		adj := randomGraph(r, n, r.Float64()*4/float64(n))
		if i%3 == 0 { // a Nim heap under each vertex, for larger values
			for u := 1; u < n; u++ {
				adj[u] = append(adj[u], r.IntN(u))
			}
		}
		checkGraphWins(t, adj, 3)
	}
	for _, n := range []int{100, 1000, 3000} {
		for _, deg := range []float64{0.5, 1, 1.5, 2, 3, 5, 10} {
			adj := randomGraph(r, n, deg/float64(n))
			g := newGraph(t, adj)
			order := game.GraphCounters(g)
			checkCounter(t, adj, g.Values(), func(u int) uint64 { return uint64(order[u]) }, true)
		}
	}
}

// TestWinningMovesIssue plays the example of the issue: the edges 2 -> 3,
// 2 -> 1 and 3 -> 2, where 1 has no move. Both moves from 2 go to a Loss,
// but after 2 -> 3 the reply 3 -> 2 comes back: only 2 -> 1 wins.
func TestWinningMovesIssue(t *testing.T) {
	adj := [][]int{{}, {}, {3, 1}, {2}}
	seq, err := newGraph(t, adj).WinningMoves([]int{2})
	if err != nil {
		t.Fatal(err)
	}
	if got := slices.Collect(seq); !slices.EqualFunc(got, [][]int{{1}}, slices.Equal) {
		t.Errorf("Graph: WinningMoves([2]) = %v, want [[1]]", got)
	}
	s := game.NewSolver(func(u int) []int { return adj[u] })
	seq, err = s.WinningMoves([]int{2})
	if err != nil {
		t.Fatal(err)
	}
	if got := slices.Collect(seq); !slices.EqualFunc(got, [][]int{{1}}, slices.Equal) {
		t.Errorf("Solver: WinningMoves([2]) = %v, want [[1]]", got)
	}
}

// TestSolverWins checks the winning moves of a Solver on random games with
// cycles, for sums of 1 to 3 positions, after finding the values in a
// random order, so that explorations and searches meet the values found
// before: the counter, the rule, and that the moves win.
func TestSolverWins(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 8))
	games := 400
	if testing.Short() {
		games = 80
	}
	for i := range games {
		n := 1 + r.IntN(7)
		adj := randomGraph(r, n, r.Float64()*4/float64(n))
		if i%3 == 0 {
			for u := 1; u < n; u++ {
				adj[u] = append(adj[u], r.IntN(u))
			}
		}
		if i%2 == 0 { // chains above the game, for searches that meet it
			m := r.IntN(6)
			for u := range m {
				adj = append(adj, []int{r.IntN(n + u)})
				if r.IntN(2) == 0 {
					adj[n+u] = append(adj[n+u], r.IntN(n+u))
				}
			}
		}
		s := game.NewSolver(func(u int) []int { return slices.Clone(adj[u]) })
		vals := make([]game.LoopyValue, len(adj))
		for _, u := range r.Perm(len(adj)) {
			v, err := s.LoopyValue(u)
			if err != nil {
				t.Fatal(err)
			}
			vals[u] = v
		}
		c := func(u int) uint64 { return game.SolverCounter(s, u) }
		checkCounter(t, adj, vals, c, false)
		for k := 1; k <= 3; k++ {
			checkStrategy(t, adj, k, func(tokens []int) [][]int {
				seq, err := s.WinningMoves(tokens)
				if err != nil {
					t.Fatal(err)
				}
				got := slices.Collect(seq)
				if want := ruleMoves(adj, vals, c, tokens); !slices.EqualFunc(got, want, slices.Equal) {
					t.Fatalf("game %v: WinningMoves(%v) = %v, by the rule %v", adj, tokens, got, want)
				}
				return got
			})
		}
	}
}

// subsequence reports whether got is want with some elements left out.
func subsequence[T any](got, want []T, eq func(a, b T) bool) bool {
	for _, x := range want {
		if len(got) > 0 && eq(got[0], x) {
			got = got[1:]
		}
	}
	return len(got) == 0
}
