package game_test

import (
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
	grundy, err := game.WythoffGrundy(n)
	if err != nil {
		t.Fatal(err)
	}
	for x := range n {
		for y := range n {
			isP, err := game.WythoffIsPPosition(x, y)
			if err != nil {
				t.Fatal(err)
			}
			if isP == win[x][y] {
				t.Fatalf("WythoffIsPPosition(%d, %d) = %v, game tree says the mover wins: %v", x, y, isP, win[x][y])
			}
			if (grundy[x][y] == 0) != isP {
				t.Fatalf("WythoffGrundy: G(%d, %d) = %d, P-position %v", x, y, grundy[x][y], isP)
			}
			got, err := game.WythoffWinningMoves(x, y)
			if err != nil {
				t.Fatal(err)
			}
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
				t.Fatalf("WythoffWinningMoves(%d, %d) = %v, game tree says %v", x, y, got, want)
			}
		}
	}
}

// TestWythoffGrundyMex checks the Grundy table against the game's values
// computed by the generic Solver, a different search.
func TestWythoffGrundyMex(t *testing.T) {
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
	g, err := game.WythoffGrundy(n)
	if err != nil {
		t.Fatal(err)
	}
	for x := range n {
		for y := range n {
			v, err := s.Value(pos{x, y})
			if err != nil {
				t.Fatal(err)
			}
			if uint64(g[x][y]) != v {
				t.Fatalf("WythoffGrundy G(%d, %d) = %d, solver %d", x, y, g[x][y], v)
			}
		}
	}
}

func TestWythoffPair(t *testing.T) {
	// The lower Wythoff sequence, OEIS A000201 (floor(n*phi)), from n = 0:
	// 0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16.
	want := []int{0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16}
	for n, a := range want {
		ga, gb, err := game.WythoffPair(n)
		if err != nil || ga != a || gb != a+n {
			t.Errorf("WythoffPair(%d) = %d, %d, %v; want %d, %d", n, ga, gb, err, a, a+n)
		}
	}
	// A large pair must still be a P-position, and its neighbours not.
	a, b, err := game.WythoffPair(game.MaxWythoffHeap / 4)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		x, y int
		want bool
	}{{a, b, true}, {b, a, true}, {a + 1, b, false}, {a, b + 1, false}} {
		if got, _ := game.WythoffIsPPosition(c.x, c.y); got != c.want {
			t.Errorf("WythoffIsPPosition(%d, %d) = %v", c.x, c.y, got)
		}
	}
	if _, _, err := game.WythoffPair(-1); err == nil {
		t.Error("WythoffPair(-1): no error")
	}
	if _, _, err := game.WythoffPair(game.MaxWythoffHeap); err == nil {
		t.Error("WythoffPair(MaxWythoffHeap): no error for an overflowing pair")
	}
	if _, err := game.WythoffWinningMoves(-1, 2); err == nil {
		t.Error("WythoffWinningMoves(-1, 2): no error")
	}
	if _, err := game.WythoffGrundy(game.MaxWythoffTable + 1); err == nil {
		t.Error("WythoffGrundy above the limit: no error")
	}
}
