package game_test

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// TestMooreManyMoves checks that the moves of Nim_K come lazily: four heaps
// of 2^40-1 with K = 2 have more than 2^40 winning moves.
func TestMooreManyMoves(t *testing.T) {
	h := min(1<<40-1, math.MaxInt) // 2^31-1 where int has 32 bits
	seq, err := game.Nim{K: 2}.WinningMoves([]int{h, h, h, h})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for p := range seq {
		if isP, _ := (game.Nim{K: 2}).IsPPosition(p); !isP {
			t.Fatalf("move to %v is not to a P-position", p)
		}
		if n++; n == 1000 {
			break
		}
	}
	if n != 1000 {
		t.Errorf("got %d moves, want at least 1000", n)
	}
}

// TestMooreManyHeaps checks Nim_K on positions with many heaps, where the
// winning move changes them all or there is none, and K far beyond the
// number of heaps. Without the pruning of the search the first takes 2^40
// steps.
func TestMooreManyHeaps(t *testing.T) {
	ones := func(n int) []int { return slices.Repeat([]int{1}, n) }
	// 40 heaps of 1, K = 40: the column of ones must become a multiple of
	// 41, so all 40 go.
	if got := collect(t, game.Nim{K: 40}, ones(40)); len(got) != 1 || slices.Max(got[0]) != 0 {
		t.Errorf("40 heaps of 1, K = 40: moves %v, want only the one to all empty", got)
	}
	// 41 heaps of 1, K = 40: a P-position.
	if got := collect(t, game.Nim{K: 40}, ones(41)); len(got) != 0 {
		t.Errorf("41 heaps of 1, K = 40: %d moves, want none", len(got))
	}
	// K = math.MaxInt is as good as K = 3 on three heaps: the P-position
	// is the empty one, reached by taking everything.
	if got := collect(t, game.Nim{K: math.MaxInt}, []int{5, 6, 7}); len(got) != 1 || slices.Max(got[0]) != 0 {
		t.Errorf("K = MaxInt: moves %v, want only the one to all empty", got)
	}
	// A move that must change 65 heaps: column 1 holds 65 ones, all of which
	// must go (66 heaps cannot hold it), and column 0 must then hold 66.
	heaps := append(slices.Repeat([]int{3}, 65), 1)
	want := [][]int{append(slices.Repeat([]int{1}, 65), 1)}
	if got := collect(t, game.Nim{K: 65}, heaps); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("K = 65 on 65 heaps of 3 and one of 1: moves %v, want %v", got, want)
	}
}

// naiveP reports whether heaps is a P-position of Nim_k by the rule of
// Moore (1910), written here without the package's code: every bit set in
// a multiple of k+1 heaps; in misere play, with every heap at most 1, the
// number of ones 1 modulo k+1.
func naiveP(heaps []int, k int, misere bool) bool {
	if misere && slices.Max(append([]int{0}, heaps...)) <= 1 {
		ones := 0
		for _, h := range heaps {
			ones += h
		}
		return ones%(k+1) == 1
	}
	var count [64]int // of the heaps with each bit set
	for _, h := range heaps {
		for v := uint64(h); v != 0; v &= v - 1 {
			count[bits.TrailingZeros64(v)]++
		}
	}
	for _, c := range count {
		if c%(k+1) != 0 {
			return false
		}
	}
	return true
}

// bruteMoves returns every move of Nim_k from p to a P-position of naiveP,
// sorted, by trying every way to lower from 1 to k heaps.
func bruteMoves(p []int, k int, misere bool) [][]int {
	var out [][]int
	q := slices.Clone(p)
	var rec func(i, changed int)
	rec = func(i, changed int) {
		if i == len(q) {
			if changed > 0 && naiveP(q, k, misere) {
				out = append(out, slices.Clone(q))
			}
			return
		}
		rec(i+1, changed)
		if changed < k {
			for v := range p[i] {
				q[i] = v
				rec(i+1, changed+1)
			}
			q[i] = p[i]
		}
	}
	rec(0, 0)
	slices.SortFunc(out, slices.Compare)
	return out
}

// TestMooreAgainstBruteForce compares the winning moves of Nim_K with every
// move tried, on random positions of more and larger heaps than the game
// tree of TestNimAgainstTree reaches.
func TestMooreAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for range scale(300, 30) {
		n := 3 + r.IntN(6)
		k := 2 + r.IntN(3)
		maxBits := 4 // so that trying every move stays quick
		if n > 6 {
			maxBits = 3
		}
		p := randomHeaps(r, n, maxBits)
		for _, misere := range []bool{false, true} {
			g := game.Nim{K: k, Misere: misere}
			got := collect(t, g, p)
			sorted := slices.Clone(got)
			slices.SortFunc(sorted, slices.Compare)
			if want := bruteMoves(p, k, misere); !slices.EqualFunc(sorted, want, slices.Equal) {
				t.Fatalf("%+v.WinningMoves(%v) = %v\nbrute force: %v", g, p, got, want)
			}
		}
	}
}

// checkMoves checks that each of moves is a move of g from p (1 to K heaps
// lowered, the others unchanged) to a P-position of naiveP, and that no two
// are the same.
func checkMoves(t testing.TB, g game.Nim, p []int, moves [][]game.Change) {
	t.Helper()
	seen := map[string]bool{}
	for _, m := range moves {
		if len(m) == 0 || len(m) > max(g.K, 1) {
			t.Fatalf("%+v from %d heaps: a move changes %d heaps", g, len(p), len(m))
		}
		q := slices.Clone(p)
		for j, c := range m {
			if c.Heap < 0 || c.Heap >= len(p) || j > 0 && c.Heap <= m[j-1].Heap || c.From != p[c.Heap] || c.To < 0 || c.To >= c.From {
				t.Fatalf("%+v from %d heaps: move %v is not a move", g, len(p), m)
			}
			q[c.Heap] = c.To
		}
		if !naiveP(q, max(g.K, 1), g.Misere) {
			t.Fatalf("%+v from %d heaps: move %v leads to an N-position", g, len(p), m)
		}
		key := fmt.Sprint(m)
		if seen[key] {
			t.Fatalf("%+v from %d heaps: move %v twice", g, len(p), m)
		}
		seen[key] = true
	}
}

// firstChanges returns the first n winning changes of g from p, or all if
// there are fewer.
func firstChanges(t testing.TB, g game.Nim, p []int, n int) [][]game.Change {
	t.Helper()
	seq, err := g.WinningChanges(p)
	if err != nil {
		t.Fatalf("%+v.WinningChanges: %v", g, err)
	}
	var out [][]game.Change
	for m := range seq {
		out = append(out, m)
		if len(out) == n {
			break
		}
	}
	return out
}

// TestMooreManyHeapsFast checks Nim_K on positions of 40 to 200 random
// heaps, where a search over sets of heaps would take years (K = 20 with 40
// heaps, K = 30 with 60 took minutes before the moves were built column by
// column): the first thousand moves, or all if fewer, are winning moves,
// and there are some exactly when the position is an N-position. And on
// 200 heaps of 1 with K = 2, whose winning moves are exactly the C(200, 2)
// ways to empty two of them.
func TestMooreManyHeapsFast(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	bitsMax := 40
	if math.MaxInt == math.MaxInt32 {
		bitsMax = 30
	}
	for _, c := range []struct{ n, k int }{{40, 20}, {60, 30}, {200, 2}, {200, 5}, {200, 64}, {200, 199}, {200, 1000}} {
		for _, misere := range []bool{false, true} {
			g := game.Nim{K: c.k, Misere: misere}
			p := randomHeaps(r, c.n, bitsMax)
			moves := firstChanges(t, g, p, scale(1000, 100))
			checkMoves(t, g, p, moves)
			if isP := naiveP(p, min(c.k, c.n), misere); isP != (len(moves) == 0) {
				t.Errorf("%+v on %d heaps: P-position %v, but %d moves", g, c.n, isP, len(moves))
			}
		}
	}
	ones := slices.Repeat([]int{1}, 200)
	moves := firstChanges(t, game.Nim{K: 2}, ones, -1)
	checkMoves(t, game.Nim{K: 2}, ones, moves)
	if len(moves) != 200*199/2 {
		t.Errorf("200 heaps of 1, K = 2: %d moves, want C(200, 2) = 19900", len(moves))
	}
}

// randomHeaps returns n heaps of random bit lengths up to maxBits, so that
// heaps of 0 and 1, which misere play treats apart, are frequent.
func randomHeaps(r *rand.Rand, n, maxBits int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = r.IntN(1 << r.IntN(maxBits+1))
	}
	return p
}

// scale returns n, or short under -short.
func scale(n, short int) int {
	if testing.Short() {
		return short
	}
	return n
}

// TestMooreNoDeadEnds checks that the search for the moves of Nim_K enters
// only states that lead to a move, so that moves come one after another
// without long searches between them: every state has a move below it, so
// the states number at most the moves times the levels of the search (the
// columns and the moves themselves).
func TestMooreNoDeadEnds(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	for range scale(3000, 300) {
		n := 1 + r.IntN(12)
		k := 2 + r.IntN(4)
		p := randomHeaps(r, n, 6)
		for _, keepBig := range []bool{false, true} {
			moves, states, columns := game.MooreSearch(p, k, keepBig)
			if states > moves*(columns+1) {
				t.Fatalf("K = %d from %v (keep a heap of 2 or more: %v): %d states entered for %d moves of %d columns",
					k, p, keepBig, states, moves, columns)
			}
		}
	}
}

// BenchmarkMooreMoves measures the first winning move, and the first
// thousand, of Nim_K on random heaps below 2^40 (2^30 where int has 32
// bits).
func BenchmarkMooreMoves(b *testing.B) {
	bitsMax := 40
	if math.MaxInt == math.MaxInt32 {
		bitsMax = 30
	}
	for _, c := range []struct{ n, k int }{{40, 20}, {60, 30}, {200, 5}, {100000, 20}} {
		r := rand.New(rand.NewPCG(19, 20))
		p := make([]int, c.n)
		for i := range p {
			p[i] = r.IntN(1 << bitsMax)
		}
		for _, moves := range []int{1, 1000} {
			b.Run(fmt.Sprintf("heaps=%d/k=%d/moves=%d", c.n, c.k, moves), func(b *testing.B) {
				for b.Loop() {
					if got := firstChanges(b, game.Nim{K: c.k}, p, moves); len(got) != moves {
						b.Fatalf("%d moves", len(got))
					}
				}
			})
		}
	}
}
