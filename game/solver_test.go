package game_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// TestSolverDeep plays a game a million moves deep: from n the only move is
// to n-1, so G(n) = n mod 2. A recursive search would need a million stack
// frames.
func TestSolverDeep(t *testing.T) {
	const depth = 1_000_000
	s := game.NewSolver(chain)
	for _, n := range []int{depth, depth - 1, 0} {
		v, err := s.Value(n)
		if err != nil {
			t.Fatal(err)
		}
		if v != uint64(n%2) {
			t.Errorf("Value(%d) = %d, want %d", n, v, n%2)
		}
	}
}

func TestSolverCycle(t *testing.T) {
	// 0 -> 1 -> 2 -> 0, and 3 -> 0; 4 is a separate finite game.
	s := game.NewSolver(func(n int) []int {
		switch n {
		case 0, 1:
			return []int{n + 1}
		case 2, 3:
			return []int{0}
		}
		return nil
	})
	for _, p := range []int{0, 3} {
		if _, err := s.Value(p); !errors.Is(err, game.ErrCycle) {
			t.Errorf("Value(%d): error %v, want ErrCycle", p, err)
		}
	}
	if v, err := s.Value(4); v != 0 || err != nil {
		t.Errorf("Value(4) after a cycle = %d, %v", v, err)
	}
	// 3 and the positions of the cycle have the value ∞(): the sum of 4
	// and 3 is a draw, not a P-position, and its one move keeps the draw.
	if p, err := s.IsPPosition([]int{4, 3}); p || err != nil {
		t.Errorf("IsPPosition of a draw = %v, %v, want false", p, err)
	}
	seq, err := s.WinningMoves([]int{4, 3})
	if err != nil {
		t.Fatalf("WinningMoves of a draw: error %v", err)
	}
	var moves [][]int
	for m := range seq {
		moves = append(moves, m)
	}
	if !reflect.DeepEqual(moves, [][]int{{4, 0}}) {
		t.Errorf("WinningMoves of a draw = %v, want [[4 0]], the move that keeps it", moves)
	}
	// A self-loop is a cycle too.
	loop := game.NewSolver(func(n int) []int { return []int{n} })
	if _, err := loop.Value(7); !errors.Is(err, game.ErrCycle) {
		t.Errorf("self-loop: error %v", err)
	}
}

// randomDAG returns the moves of a random game on the positions 0..n-1:
// each position has up to width options below it, some listed twice, and
// a few positions have many.
func randomDAG(r *rand.Rand, n, width int) func(int) []int {
	opts := make([][]int, n)
	for p := 1; p < n; p++ {
		k := r.IntN(width + 1)
		if r.IntN(50) == 0 {
			k = 10 * width
		}
		for range k {
			opts[p] = append(opts[p], r.IntN(p))
		}
		if k > 0 && r.IntN(4) == 0 {
			opts[p] = append(opts[p], opts[p][0])
		}
	}
	return func(p int) []int { return slices.Clone(opts[p]) }
}

// TestSolverAgainstMemo compares the Solver with the naive memo on random
// games, asking for the positions in a random order so that searches start
// from positions whose options are partly known. Some games are deep: a
// chain of moves to p-1 runs through all their positions.
func TestSolverAgainstMemo(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	games := 40
	if testing.Short() {
		games = 10
	}
	for i := range games {
		n := 1 + r.IntN(3000)
		moves := randomDAG(r, n, 1+r.IntN(6))
		if i%3 == 0 {
			dag := moves
			moves = func(p int) []int {
				if p == 0 {
					return nil
				}
				return append(dag(p), p-1)
			}
		}
		// The Solver must ask for the moves of each position once.
		calls := make([]int, n)
		s := game.NewSolver(func(p int) []int {
			if calls[p]++; calls[p] > 1 {
				t.Fatalf("game %d: moves(%d) called again", i, p)
			}
			return moves(p)
		})
		m := &memo[int]{moves, map[int]uint64{}}
		for _, p := range r.Perm(n) {
			got, err := s.Value(p)
			if err != nil {
				t.Fatal(err)
			}
			if want := m.value(p); got != want {
				t.Fatalf("game %d: Value(%d) = %d, memo %d", i, p, got, want)
			}
		}
		for range 50 {
			ps := []int{r.IntN(n), r.IntN(n), r.IntN(n)}
			want := m.value(ps[0]) ^ m.value(ps[1]) ^ m.value(ps[2])
			if got, err := s.SumValue(ps); got != want || err != nil {
				t.Fatalf("game %d: SumValue(%v) = %d, %v; memo %d", i, ps, got, err, want)
			}
		}
	}
}

// TestSolverCycles plays games with a cycle of length l entered after a
// path of d moves, with finite side games hanging off the cycle (listed
// before and after the move along it), from every position of path and
// cycle: each must report its finite value, or where its value is
// infinite, ErrCycle naming a position of the cycle, as slowValues finds
// them; and leave the values of the side games, found on the way, right.
func TestSolverCycles(t *testing.T) {
	for _, d := range []int{0, 1, 2, 5, 100, 1000, 3000} {
		for _, l := range []int{1, 2, 3, 7, 64, 1000, 1025} {
			// Positions 0..d-1 are the path, d..d+l-1 the cycle; position
			// -k is a Nim heap of k-1, a finite side game.
			moves := func(p int) []int {
				switch {
				case p < 0:
					opts := make([]int, 0, -p-1)
					for k := 1; k < -p; k++ {
						opts = append(opts, -k)
					}
					return opts
				case p < d+l-1:
					return []int{-1 - p%5, p + 1, -1 - p%3}
				}
				return []int{-2, d}
			}
			// The slow values, of the positions 0..d+l-1 and the side
			// games -1..-6 at d+l..d+l+5.
			adj := make([][]int, d+l+6)
			for i := range adj {
				p := i
				if i >= d+l {
					p = d + l - 1 - i
				}
				for _, q := range moves(p) {
					if q < 0 {
						q = d + l - 1 - q
					}
					adj[i] = append(adj[i], q)
				}
			}
			want := slowValues(adj, 8)
			checkBelow(t, want, 8)
			s := game.NewSolver(moves)
			starts := []int{0, d / 2, d, d + l/2, d + l - 1}
			for _, p := range starts {
				v, err := s.Value(p)
				if n, ok := want[p].Finite(); ok {
					if v != n || err != nil {
						t.Fatalf("d = %d, l = %d: Value(%d) = %d, %v; want %d", d, l, p, v, err, n)
					}
					continue
				}
				var pos int
				if !errors.Is(err, game.ErrCycle) {
					t.Fatalf("d = %d, l = %d: Value(%d): error %v, want ErrCycle", d, l, p, err)
				}
				if _, err := fmt.Sscanf(err.Error(), "game: the game graph has a cycle through position %d", &pos); err != nil || pos < d || pos >= d+l {
					t.Fatalf("d = %d, l = %d: Value(%d): %v: not a position of the cycle", d, l, p, err)
				}
			}
			for k := 1; k <= 6; k++ {
				if v, err := s.Value(-k); v != uint64(k-1) || err != nil {
					t.Fatalf("d = %d, l = %d: after the cycle, side game %d has value %d, %v", d, l, -k, v, err)
				}
			}
		}
	}
}

// TestSolverNimSums checks the solver on sums of Nim heaps, where a heap n
// has options 0..n-1, against the game tree of the whole sum, searched as
// one game: the values of the components, the sum's value being zero
// exactly at P-positions, and the winning moves.
func TestSolverNimSums(t *testing.T) {
	s := game.NewSolver(func(n int) []int {
		opts := make([]int, n)
		for i := range opts {
			opts[i] = i
		}
		return opts
	})
	tree := &nimTree{k: 1, memo: map[string]bool{}}
	for _, p := range positions(3, 6) {
		v, err := s.SumValue(p)
		if err != nil {
			t.Fatal(err)
		}
		if (v == 0) == tree.wins(p) {
			t.Fatalf("SumValue(%v) = %d, but the game tree says the mover wins: %v", p, v, tree.wins(p))
		}
		isP, err := s.IsPPosition(p)
		if err != nil || isP != (v == 0) {
			t.Fatalf("IsPPosition(%v) = %v, %v; SumValue %d", p, isP, err, v)
		}
		seq, err := s.WinningMoves(p)
		if err != nil {
			t.Fatal(err)
		}
		got := slices.Collect(seq)
		slices.SortFunc(got, slices.Compare)
		if want := tree.winningMoves(p); !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("WinningMoves(%v) = %v, game tree %v", p, got, want)
		}
	}
	for n := range 20 {
		if v, _ := s.Value(n); v != uint64(n) {
			t.Errorf("Nim heap %d has value %d", n, v)
		}
	}
}

// memo is the naive solver that Solver is measured against: the values in
// a map, filled by recursion, each mex over a fresh slice.
type memo[P comparable] struct {
	moves  func(P) []P
	values map[P]uint64
}

func (m *memo[P]) value(p P) uint64 {
	if v, ok := m.values[p]; ok {
		return v
	}
	opts := m.moves(p)
	seen := make([]bool, len(opts)+1)
	for _, q := range opts {
		if v := m.value(q); v < uint64(len(seen)) {
			seen[v] = true
		}
	}
	v := uint64(0)
	for seen[v] {
		v++
	}
	m.values[p] = v
	return v
}

func chain(n int) []int {
	if n == 0 {
		return nil
	}
	return []int{n - 1}
}

func squares(n int) []int {
	var opts []int
	for k := 1; k*k <= n; k++ {
		opts = append(opts, n-k*k)
	}
	return opts
}

// BenchmarkSolver computes the value of one position of a fresh Solver,
// and of the naive memo, on a chain 2*10^6 moves deep and on the game
// subtract-a-square from a heap of 20000 (2.8*10^6 options in all).
//
// B/op counts the Solver's search stack but not the memo's, which is its
// goroutine's stack: compare the peak memory of the two with
//
//	go test -c -o game.test ./game
//	/usr/bin/time -f %MkB ./game.test -test.run '^$' -test.bench 'Solver/game=chain/impl=memo$' -test.benchtime 1x
func BenchmarkSolver(b *testing.B) {
	for _, g := range []struct {
		name  string
		moves func(int) []int
		start int
	}{{"chain", chain, 2_000_000}, {"squares", squares, 20_000}} {
		b.Run("game="+g.name+"/impl=solver", func(b *testing.B) {
			for b.Loop() {
				if _, err := game.NewSolver(g.moves).Value(g.start); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("game="+g.name+"/impl=memo", func(b *testing.B) {
			for b.Loop() {
				m := &memo[int]{g.moves, make(map[int]uint64)}
				m.value(g.start)
			}
		})
	}
}

// TestSolverLoopy asks a Solver for the values of the positions of random
// games with cycles, in a random order, so that each exploration meets
// values found before, finite and infinite, and compares them with
// slowValues: LoopyValue, Value (the finite value, or ErrCycle), and for
// sums of two positions SumLoopyValue, IsPPosition and WinningMoves with
// plain retrograde analysis of the graph of the sum.
func TestSolverLoopy(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 6))
	games := 300
	if testing.Short() {
		games = 60
	}
	for i := range games {
		n := 1 + r.IntN(12)
		if i%10 == 0 {
			n = 1 + r.IntN(2000)
		}
		adj := randomGraph(r, n, r.Float64()*4/float64(n))
		if i%3 == 0 { // a Nim heap under each position, for larger values
			for u := 1; u < n; u++ {
				adj[u] = append(adj[u], r.IntN(u))
			}
		}
		want := slowValues(adj, 12)
		checkBelow(t, want, 12)
		s := game.NewSolver(func(u int) []int { return slices.Clone(adj[u]) })
		for _, u := range r.Perm(n) {
			if r.IntN(2) == 0 {
				v, err := s.Value(u)
				if k, ok := want[u].Finite(); ok && (v != k || err != nil) || !ok && !errors.Is(err, game.ErrCycle) {
					t.Fatalf("game %v: Value(%d) = %d, %v; want %v", adj, u, v, err, want[u])
				}
			}
			if v, err := s.LoopyValue(u); v != want[u] || err != nil {
				t.Fatalf("game %v: LoopyValue(%d) = %v, %v; want %v", adj, u, v, err, want[u])
			}
		}
		if n > 12 {
			continue
		}
		out := retrograde(n*n, func(p int) []int {
			var opts []int
			for _, v := range adj[p%n] {
				opts = append(opts, p/n*n+v)
			}
			for _, v := range adj[p/n] {
				opts = append(opts, v*n+p%n)
			}
			return opts
		})
		for p := range n * n {
			ps := []int{p % n, p / n}
			if v, err := s.SumLoopyValue(ps); v.Outcome() != out[p] || err != nil {
				t.Fatalf("game %v: SumLoopyValue(%v) = %v, %v; retrograde %v", adj, ps, v, err, out[p])
			}
			isP, err := s.IsPPosition(ps)
			if err != nil || isP != (out[p] == game.Loss) {
				t.Fatalf("game %v: IsPPosition(%v) = %v, %v; retrograde %v", adj, ps, isP, err, out[p])
			}
			seq, err := s.WinningMoves(ps)
			if err != nil {
				t.Fatalf("game %v: WinningMoves(%v): %v", adj, ps, err)
			}
			var got, wantMoves [][]int
			for m := range seq {
				got = append(got, m)
			}
			// From a win, some of the moves to a loss; from a draw, those to
			// a draw.
			want := map[game.Outcome]game.Outcome{game.Win: game.Loss, game.Draw: game.Draw}
			if to, ok := want[out[p]]; ok {
				for j := range 2 {
					for _, v := range adj[ps[j]] {
						m := slices.Clone(ps)
						m[j] = v
						if out[m[0]+n*m[1]] == to {
							wantMoves = append(wantMoves, m)
						}
					}
				}
			}
			// From a win, not every move to a loss wins (TestSolverWins).
			if out[p] == game.Win && (len(got) == 0 || !subsequence(got, wantMoves, slices.Equal)) || out[p] != game.Win && !slices.EqualFunc(got, wantMoves, slices.Equal) {
				t.Fatalf("game %v: WinningMoves(%v) = %v, want %v", adj, ps, got, wantMoves)
			}
		}
	}
}

// TestSolverIssue plays the example of the issue: moves 1 -> 0, 1 -> 2,
// 2 -> 1, 3 -> 2. Position 3 wins by moving to 2.
func TestSolverIssue(t *testing.T) {
	s := game.NewSolver(func(p int) []int { return [][]int{{}, {0, 2}, {1}, {2}}[p] })
	if v, err := s.Value(3); v != 1 || err != nil {
		t.Fatalf("Value(3) = %d, %v; want 1", v, err)
	}
	seq, err := s.WinningMoves([]int{3})
	if err != nil {
		t.Fatal(err)
	}
	if got := slices.Collect(seq); !slices.EqualFunc(got, [][]int{{2}}, slices.Equal) {
		t.Fatalf("WinningMoves([3]) = %v, want [[2]]", got)
	}
}

// TestSolverLimit checks that an exploration beyond Limit is an error
// wrapping ErrRange, and that the Solver stays usable.
func TestSolverLimit(t *testing.T) {
	// A cycle of 100 positions, each with an exit to a heap of 0.
	s := game.NewSolver(func(p int) []int {
		if p < 0 {
			return nil
		}
		return []int{(p + 1) % 100, -1}
	})
	s.Limit = 99
	if _, err := s.LoopyValue(0); !errors.Is(err, game.ErrRange) {
		t.Fatalf("LoopyValue beyond the limit: %v", err)
	}
	if _, err := s.Value(5); !errors.Is(err, game.ErrRange) {
		t.Fatalf("Value beyond the limit: %v", err)
	}
	s.Limit = 100
	// Each position wins by moving to the heap, but no position has a
	// finite value: a value 1 would need a reply of value 1 from the next
	// position on the cycle, which would have the next one's value 1 as an
	// option.
	for p := range 100 {
		if v, err := s.LoopyValue(p); err != nil || v != game.InfiniteValue(0) {
			t.Fatalf("LoopyValue(%d) = %v, %v; want ∞(0)", p, v, err)
		}
	}
}

// checkBelow fails if a value of vals is maxHeap: slowValues, given
// maxHeap, may have missed values above it.
func checkBelow(t *testing.T, vals []game.LoopyValue, maxHeap uint64) {
	t.Helper()
	for _, v := range vals {
		if n, ok := v.Finite(); ok && n >= maxHeap {
			t.Fatalf("a value of %d: slowValues needs heaps above %d", n, maxHeap)
		}
	}
}
