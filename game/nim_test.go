package game_test

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// nimTree searches the game tree of a Nim variant by brute force, sharing
// nothing with the strategies: a move picks 1 to k heaps and takes from 1 to
// max stones from each (max == 0: any number), and a position is won for
// the player to move if some move leads to a lost one. In misere play a
// position without moves is won for the player to move.
type nimTree struct {
	max, k int
	misere bool
	memo   map[string]bool
}

// moves returns every position one move away from p.
func (t *nimTree) moves(p []int) [][]int {
	var out [][]int
	var rec func(i, changed int, q []int)
	rec = func(i, changed int, q []int) {
		if i == len(q) {
			if changed > 0 {
				out = append(out, slices.Clone(q))
			}
			return
		}
		rec(i+1, changed, q)
		if changed == t.k {
			return
		}
		h := q[i]
		for take := 1; take <= h && (t.max == 0 || take <= t.max); take++ {
			q[i] = h - take
			rec(i+1, changed+1, q)
		}
		q[i] = h
	}
	rec(0, 0, slices.Clone(p))
	return out
}

// wins reports whether the player to move wins from p.
func (t *nimTree) wins(p []int) bool {
	key := fmt.Sprint(p)
	if w, ok := t.memo[key]; ok {
		return w
	}
	ms := t.moves(p)
	w := len(ms) == 0 && t.misere
	for _, q := range ms {
		if !t.wins(q) {
			w = true
			break
		}
	}
	t.memo[key] = w
	return w
}

// winningMoves returns the moves from p to positions lost for the player
// to move, sorted.
func (t *nimTree) winningMoves(p []int) [][]int {
	var out [][]int
	for _, q := range t.moves(p) {
		if !t.wins(q) {
			out = append(out, q)
		}
	}
	slices.SortFunc(out, slices.Compare)
	return out
}

// positions returns every position of n heaps of at most h stones.
func positions(n, h int) [][]int {
	ps := [][]int{{}}
	for range n {
		var next [][]int
		for _, p := range ps {
			for s := 0; s <= h; s++ {
				next = append(next, append(slices.Clone(p), s))
			}
		}
		ps = next
	}
	return ps
}

func collect(t *testing.T, g game.Nim, p []int) [][]int {
	t.Helper()
	seq, err := g.WinningMoves(p)
	if err != nil {
		t.Fatalf("%+v.WinningMoves(%v): %v", g, p, err)
	}
	return slices.Collect(seq)
}

// TestNimAgainstTree compares every variant with the game-tree search on
// all positions of up to four small heaps, and of five and six tiny ones
// (where the search for moves of Nim_K prunes sets of heaps).
func TestNimAgainstTree(t *testing.T) {
	variants := []game.Nim{
		{}, {Misere: true},
		{Max: 1}, {Max: 2}, {Max: 3},
		{K: 1}, {K: 2}, {K: 3}, {K: 4}, {K: 5},
		{K: 2, Misere: true}, {K: 3, Misere: true}, {K: 4, Misere: true},
	}
	for _, g := range variants {
		tree := &nimTree{max: g.Max, k: max(g.K, 1), misere: g.Misere, memo: map[string]bool{}}
		for n := 0; n <= 6; n++ {
			top := []int{7, 7, 7, 7, 4, 3, 2}[n]
			if testing.Short() && n >= 4 {
				top = 2
			}
			for _, p := range positions(n, top) {
				isP, err := g.IsPPosition(p)
				if err != nil {
					t.Fatal(err)
				}
				if want := !tree.wins(p); isP != want {
					t.Fatalf("%+v.IsPPosition(%v) = %v, game tree says %v", g, p, isP, want)
				}
				got := collect(t, g, p)
				// The documented order must hold too: sorting must not be
				// needed for duplicates to show.
				sorted := slices.Clone(got)
				slices.SortFunc(sorted, slices.Compare)
				if want := tree.winningMoves(p); !slices.EqualFunc(sorted, want, slices.Equal) {
					t.Fatalf("%+v.WinningMoves(%v) = %v, game tree says %v", g, p, got, want)
				}
				checkNimBestMove(t, g, tree, p, got)
			}
		}
	}
}

// checkNimBestMove checks BestMove of g from p against the game tree: the
// first winning move, if the tree has one; otherwise one stone from the
// first of the largest heaps, a move of the tree; and ErrNoMove when the
// tree has no move.
func checkNimBestMove(t *testing.T, g game.Nim, tree *nimTree, p []int, winning [][]int) {
	t.Helper()
	next, wins, err := g.BestMove(p)
	legal := tree.moves(p)
	if len(legal) == 0 {
		if !errors.Is(err, game.ErrNoMove) {
			t.Fatalf("%+v.BestMove(%v) without a move: %v %v %v", g, p, next, wins, err)
		}
		return
	}
	if err != nil {
		t.Fatalf("%+v.BestMove(%v): %v", g, p, err)
	}
	if len(winning) > 0 {
		if !wins || !slices.Equal(next, winning[0]) {
			t.Fatalf("%+v.BestMove(%v) = %v (winning %v), want %v", g, p, next, wins, winning[0])
		}
		return
	}
	want := slices.Clone(p)
	want[slices.Index(p, slices.Max(p))]--
	if wins || !slices.Equal(next, want) || !slices.ContainsFunc(legal, func(q []int) bool { return slices.Equal(q, next) }) {
		t.Fatalf("%+v.BestMove(%v) from a lost position = %v (winning %v), want %v", g, p, next, wins, want)
	}
}

// TestBoundedNimIssueExample is the example of issue 4: from (15, 7, 4, 9)
// taking at most 3 stones, the winning moves are exactly these four, all
// legal (a published notebook prints illegal moves such as 15 -> 2).
func TestBoundedNimIssueExample(t *testing.T) {
	p := []int{15, 7, 4, 9}
	g := game.Nim{Max: 3}
	want := [][]int{{14, 7, 4, 9}, {15, 6, 4, 9}, {15, 7, 1, 9}, {15, 7, 4, 8}}
	if got := collect(t, g, p); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("WinningMoves(%v) = %v, want %v", p, got, want)
	}
	tree := &nimTree{max: 3, k: 1, memo: map[string]bool{}}
	if got := tree.winningMoves(p); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("game tree: %v, want %v", got, want)
	}
}

func TestNimLargeHeaps(t *testing.T) {
	// Ordinary Nim: one move from each heap h with h^s < h, where the
	// nim-sum s is 5^3^7 = 1 here.
	const big = math.MaxInt - 7
	p := []int{big + 5, big + 3, 7}
	want := [][]int{{big + 4, big + 3, 7}, {big + 5, big + 2, 7}, {big + 5, big + 3, 6}}
	if got := collect(t, game.Nim{}, p); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("WinningMoves(%v) = %v, want %v", p, got, want)
	}
	// A bound no heap reaches leaves ordinary Nim, also at math.MaxInt,
	// where Max+1 overflows.
	for _, m := range []int{big + 5, math.MaxInt} {
		g := game.Nim{Max: m}
		if got := collect(t, g, p); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("Max %d: WinningMoves(%v) = %v, want %v", m, p, got, want)
		}
		if isP, err := g.IsPPosition([]int{big, big}); !isP || err != nil {
			t.Errorf("Max %d: IsPPosition of two equal heaps = %v, %v", m, isP, err)
		}
	}
}

func TestNimErrors(t *testing.T) {
	cases := []struct {
		g     game.Nim
		heaps []int
		want  error
	}{
		{game.Nim{}, []int{3, -1}, game.ErrNegativeHeap},
		{game.Nim{K: 2, Misere: true}, []int{-4}, game.ErrNegativeHeap},
		{game.Nim{Max: -1}, []int{3}, game.ErrVariant},
		{game.Nim{K: -2}, []int{3}, game.ErrVariant},
		{game.Nim{Max: 2, K: 2}, []int{3}, game.ErrVariant},
		{game.Nim{Max: 2, Misere: true}, []int{3}, game.ErrVariant},
	}
	for _, c := range cases {
		if _, err := c.g.IsPPosition(c.heaps); !errors.Is(err, c.want) {
			t.Errorf("%+v.IsPPosition(%v): error %v, want %v", c.g, c.heaps, err, c.want)
		}
		if seq, err := c.g.WinningMoves(c.heaps); !errors.Is(err, c.want) || seq != nil {
			t.Errorf("%+v.WinningMoves(%v): error %v, want %v", c.g, c.heaps, err, c.want)
		}
		if err := c.g.Validate(); (err != nil) != (c.want == game.ErrVariant) || err != nil && !errors.Is(err, game.ErrVariant) {
			t.Errorf("%+v.Validate() = %v", c.g, err)
		}
	}
}

func TestNimSum(t *testing.T) {
	if got := game.NimSum(); got != 0 {
		t.Errorf("NimSum() = %d", got)
	}
	if got := game.NimSum(3, 5, 6); got != 0 {
		t.Errorf("NimSum(3, 5, 6) = %d", got)
	}
	if got := game.NimSum(15, 7, 4, 9); got != 15^7^4^9 {
		t.Errorf("NimSum(15, 7, 4, 9) = %d", got)
	}
}

// TestNimHighBits checks heaps of 2^40 stones and more, whose bits above 32
// decide: a single heap of 2^40, and positions that differ from small ones
// only in high bits, in every variant without a bound. A P-position of
// Nim_K shifted 40 bits up is one, and with a position below it, bit for
// bit apart, the two are a P-position exactly when both are.
func TestNimHighBits(t *testing.T) {
	if math.MaxInt == math.MaxInt32 {
		t.Skip("int has 32 bits")
	}
	s := 40 // a variable: 1<<40 does not compile where int has 32 bits
	for _, g := range []game.Nim{{}, {K: 2}, {K: 3}, {Misere: true}, {K: 2, Misere: true}} {
		k := max(g.K, 1)
		got := collect(t, g, []int{1 << s})
		want := [][]int{{0}}
		if g.Misere {
			want = [][]int{{1}}
		}
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("%+v: moves from a heap of 2^40: %v, want %v", g, got, want)
		}
		low := slices.Repeat([]int{5}, k+1) // a P-position of normal play below 2^s
		if !naiveP(low, k, false) {
			t.Fatalf("%v is not a P-position of Nim_%d", low, k)
		}
		for _, p := range positions(k+1, 3) {
			high := make([]int, len(p))
			for i, h := range p {
				high[i] = h<<s | low[i]
			}
			for _, q := range [][]int{high, append(slices.Clone(high), 1<<s+1, 1)} {
				isP, err := g.IsPPosition(q)
				if want := naiveP(q, k, g.Misere); isP != want || err != nil {
					t.Fatalf("%+v.IsPPosition(%v) = %v, %v; want %v", g, q, isP, err, want)
				}
				changes, err := g.WinningChanges(q)
				if err != nil {
					t.Fatal(err)
				}
				moves := slices.Collect(changes)
				checkMoves(t, g, q, moves)
				if isP != (len(moves) == 0) {
					t.Fatalf("%+v from %v: P-position %v, but %d moves", g, q, isP, len(moves))
				}
			}
		}
	}
}
