package game_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// wythoffTree returns, for all x, y < n, whether the player to move wins
// Wythoff's game from (x, y), by the game tree: some move (take from x,
// from y, or the same from both) reaches a lost position.
func wythoffTree(n int) [][]bool {
	win := make([][]bool, n)
	for x := range n {
		win[x] = make([]bool, n)
		for y := range n {
			for d := 1; d <= max(x, y); d++ {
				if d <= x && !win[x-d][y] || d <= y && !win[x][y-d] || d <= min(x, y) && !win[x-d][y-d] {
					win[x][y] = true
					break
				}
			}
		}
	}
	return win
}

func TestWythoffAgainstTree(t *testing.T) {
	n := 120
	if testing.Short() {
		n = 40
	}
	win := wythoffTree(n)
	var w game.Wythoff
	grundy, err := w.Values(n)
	if err != nil {
		t.Fatal(err)
	}
	for x := range n {
		for y := range n {
			isP, err := w.IsPPosition([2]int{x, y})
			if err != nil {
				t.Fatal(err)
			}
			if isP == win[x][y] {
				t.Fatalf("IsPPosition(%d, %d) = %v, game tree says the mover wins: %v", x, y, isP, win[x][y])
			}
			if (grundy[x][y] == 0) != isP {
				t.Fatalf("Values: G(%d, %d) = %d, P-position %v", x, y, grundy[x][y], isP)
			}
			seq, err := w.WinningMoves([2]int{x, y})
			if err != nil {
				t.Fatal(err)
			}
			got := slices.Collect(seq)
			var want [][2]int
			for a := range x + 1 {
				for b := range y + 1 {
					legal := a < x && b == y || a == x && b < y || a < x && x-a == y-b
					if legal && !win[a][b] {
						want = append(want, [2]int{a, b})
					}
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("WinningMoves(%d, %d) = %v, game tree says %v", x, y, got, want)
			}
		}
	}
}

// TestWythoffValuesMex checks the Grundy table against the game's values
// computed by the generic Solver, a different search.
func TestWythoffValuesMex(t *testing.T) {
	const n = 30
	type pos struct{ x, y int }
	s := game.NewSolver(func(p pos) []pos {
		var opts []pos
		for d := 1; d <= max(p.x, p.y); d++ {
			if d <= p.x {
				opts = append(opts, pos{p.x - d, p.y})
			}
			if d <= p.y {
				opts = append(opts, pos{p.x, p.y - d})
			}
			if d <= min(p.x, p.y) {
				opts = append(opts, pos{p.x - d, p.y - d})
			}
		}
		return opts
	})
	g, err := game.Wythoff{}.Values(n)
	if err != nil {
		t.Fatal(err)
	}
	for x := range n {
		for y := range n {
			v, err := s.Value(pos{x, y})
			if err != nil {
				t.Fatal(err)
			}
			if g[x][y] != v {
				t.Fatalf("Values: G(%d, %d) = %d, solver %d", x, y, g[x][y], v)
			}
		}
	}
}

func TestWythoffPair(t *testing.T) {
	var w game.Wythoff
	// The lower Wythoff sequence, OEIS A000201 (floor(n*phi)), from n = 0:
	// 0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16.
	want := []int{0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16}
	for n, a := range want {
		p, err := w.Pair(n)
		if err != nil || p != [2]int{a, a + n} {
			t.Errorf("Pair(%d) = %v, %v; want %d, %d", n, p, err, a, a+n)
		}
	}
	// A large pair must still be a P-position, and its neighbours not.
	p, err := w.Pair(game.MaxWythoffHeap / 4)
	if err != nil {
		t.Fatal(err)
	}
	a, b := p[0], p[1]
	for _, c := range []struct {
		x, y int
		want bool
	}{{a, b, true}, {b, a, true}, {a + 1, b, false}, {a, b + 1, false}} {
		if got, _ := w.IsPPosition([2]int{c.x, c.y}); got != c.want {
			t.Errorf("IsPPosition(%d, %d) = %v", c.x, c.y, got)
		}
	}
}

func TestWythoffErrors(t *testing.T) {
	var w game.Wythoff
	if _, err := w.Pair(-1); !errors.Is(err, game.ErrRange) {
		t.Errorf("Pair(-1): error %v, want ErrRange", err)
	}
	if _, err := w.Pair(game.MaxWythoffHeap); !errors.Is(err, game.ErrRange) {
		t.Errorf("Pair(MaxWythoffHeap): error %v, want ErrRange for an overflowing pair", err)
	}
	for _, p := range [][2]int{{-1, 2}, {2, -1}} {
		if seq, err := w.WinningMoves(p); !errors.Is(err, game.ErrNegativeHeap) || seq != nil {
			t.Errorf("WinningMoves(%v): error %v, want ErrNegativeHeap", p, err)
		}
		if _, err := w.IsPPosition(p); !errors.Is(err, game.ErrNegativeHeap) {
			t.Errorf("IsPPosition(%v): error %v, want ErrNegativeHeap", p, err)
		}
	}
	if _, err := w.WinningMoves([2]int{1, game.MaxWythoffHeap + 1}); !errors.Is(err, game.ErrRange) {
		t.Errorf("WinningMoves above MaxWythoffHeap: error %v, want ErrRange", err)
	}
	for _, n := range []int{-1, game.MaxWythoffTable + 1} {
		if _, err := w.Values(n); !errors.Is(err, game.ErrRange) {
			t.Errorf("Values(%d): error %v, want ErrRange", n, err)
		}
	}
}

// TestWythoffLarge checks WinningMoves on random positions up to
// MaxWythoffHeap, beyond the game tree: every move is legal and leads to a
// P-position, as IsPPosition (a different formula) judges it, and there is
// a move exactly when the position is not a P-position. The pairs of Pair
// around random indices must find their partners.
func TestWythoffLarge(t *testing.T) {
	var w game.Wythoff
	r := rand.New(rand.NewPCG(3, 4))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for i := range n {
		x := r.IntN(game.MaxWythoffHeap + 1)
		y := r.IntN(game.MaxWythoffHeap + 1)
		switch i % 4 {
		case 1:
			y = x + r.IntN(100) // near the diagonal, where moves from both heaps land
		case 2:
			// A P-position, or one move from it.
			p, err := w.Pair(r.IntN(game.MaxWythoffHeap / 3))
			if err != nil {
				t.Fatal(err)
			}
			x, y = p[1], p[0]+r.IntN(3)
		}
		y = min(y, game.MaxWythoffHeap)
		isP, err := w.IsPPosition([2]int{x, y})
		if err != nil {
			t.Fatal(err)
		}
		seq, err := w.WinningMoves([2]int{x, y})
		if err != nil {
			t.Fatal(err)
		}
		moves := slices.Collect(seq)
		if isP != (len(moves) == 0) {
			t.Fatalf("(%d, %d): IsPPosition %v, but %d winning moves", x, y, isP, len(moves))
		}
		for _, m := range moves {
			dx, dy := x-m[0], y-m[1]
			legal := dx > 0 && dy == 0 || dx == 0 && dy > 0 || dx > 0 && dx == dy
			if p, _ := w.IsPPosition(m); !legal || !p {
				t.Fatalf("(%d, %d): move to %v: legal %v, P-position %v", x, y, m, legal, p)
			}
		}
	}
}
