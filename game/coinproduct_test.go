package game_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// board returns the position of an n × m board whose heads are the set
// bits of mask, coin (x, y) being bit x*m + y, as productTree numbers them.
func board(n, m int, mask uint32) [][]bool {
	b := make([][]bool, n)
	for x := range b {
		b[x] = make([]bool, m)
		for y := range m {
			b[x][y] = mask>>(x*m+y)&1 != 0
		}
	}
	return b
}

func boardMask(b [][]bool) uint32 {
	var mask uint32
	for x, row := range b {
		for y, h := range row {
			if h {
				mask |= 1 << (x*len(row) + y)
			}
		}
	}
	return mask
}

func sameMove(a, b game.ProductMove) bool {
	return a.X == b.X && a.Y == b.Y && slices.Equal(a.XS, b.XS) && slices.Equal(a.YS, b.YS)
}

// TestCoinProductAgainstTree checks the play of products of coin-turning
// games on every position of small boards against the game tree of
// productTree, whose moves come from the rules as Winning Ways states
// them: IsPPosition; Moves, which must be the tree's moves, each legal by
// CheckMove; the winning moves, exactly the moves to a lost position, in
// the order of Moves; and BestMove.
func TestCoinProductAgainstTree(t *testing.T) {
	type pair struct {
		g, h game.CoinGame
		n, m int
	}
	pairs := []pair{
		{game.Twins, game.Twins, 4, 4}, // Turning Corners
		{game.Twins, game.Twins, 2, 5},
		{game.Ruler, game.MockTurtles, 3, 4},
		{game.TurningTurtles, game.Ruler, 4, 3},
		{game.MockTurtles, game.MockTurtles, 3, 3},
	}
	if testing.Short() {
		pairs[0].n, pairs[0].m = 3, 4
	}
	for _, c := range pairs {
		p, err := game.NewCoinProduct(c.g, c.h, c.n, c.m)
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("%s × %s, %d × %d", c.g.Name, c.h.Name, c.n, c.m)
		tree := productTree(rowFlips[c.g.Name], rowFlips[c.h.Name], c.n, c.m)
		// flips[i]: the masks of the coins each move turns whose largest
		// coin is i.
		flips := make([][]uint32, c.n*c.m)
		for i := range flips {
			for _, a := range rowFlips[c.g.Name](i / c.m) {
				for _, b := range rowFlips[c.h.Name](i % c.m) {
					var mk uint32
					for _, x := range a {
						for _, y := range b {
							mk |= 1 << (x*c.m + y)
						}
					}
					flips[i] = append(flips[i], mk)
				}
			}
		}
		for mask := range uint32(len(tree)) {
			heads := board(c.n, c.m, mask)
			isP, err := p.IsPPosition(heads)
			if err != nil || isP != (tree[mask] == 0) {
				t.Fatalf("%s, heads %b: IsPPosition %v, %v; game tree value %d", name, mask, isP, err, tree[mask])
			}
			var want []uint32 // the positions after each move, by the tree
			for i := range flips {
				if mask>>i&1 != 0 {
					for _, f := range flips[i] {
						want = append(want, mask^f)
					}
				}
			}
			moves, err := p.Moves(heads)
			if err != nil {
				t.Fatal(err)
			}
			var got []uint32
			var winning []game.ProductMove
			for m := range moves {
				if err := p.CheckMove(heads, m); err != nil {
					t.Fatalf("%s, heads %b: Moves yields %v: %v", name, mask, m, err)
				}
				next := boardMask(m.Apply(heads))
				got = append(got, next)
				if tree[next] == 0 {
					winning = append(winning, m)
				}
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("%s, heads %b: Moves leads to %v, the game tree to %v", name, mask, got, want)
			}
			wm, err := p.WinningProductMoves(heads)
			if err != nil {
				t.Fatal(err)
			}
			if g := slices.Collect(wm); !slices.EqualFunc(g, winning, sameMove) {
				t.Fatalf("%s, heads %b: winning moves %v, want %v", name, mask, g, winning)
			}
			positions, err := p.WinningMoves(heads)
			if err != nil {
				t.Fatal(err)
			}
			i := 0
			for b := range positions {
				if i >= len(winning) || boardMask(b) != boardMask(winning[i].Apply(heads)) {
					t.Fatalf("%s, heads %b: winning position %d is %v", name, mask, i, b)
				}
				i++
			}
			if i != len(winning) {
				t.Fatalf("%s, heads %b: %d winning positions, want %d", name, mask, i, len(winning))
			}
			best, wins, err := p.BestMove(heads)
			switch {
			case len(want) == 0:
				if !errors.Is(err, game.ErrNoMove) {
					t.Fatalf("%s, heads %b: BestMove without a move: %v %v %v", name, mask, best, wins, err)
				}
			case err != nil:
				t.Fatalf("%s, heads %b: BestMove: %v", name, mask, err)
			case len(winning) > 0 && (!wins || !sameMove(best, winning[0])):
				t.Fatalf("%s, heads %b: BestMove %v (winning %v), want %v", name, mask, best, wins, winning[0])
			case len(winning) == 0:
				first, _ := p.Moves(heads)
				for m := range first {
					if wins || !sameMove(best, m) {
						t.Fatalf("%s, heads %b: BestMove from a lost position %v (winning %v), want %v", name, mask, best, wins, m)
					}
					break
				}
			}
		}
	}
}

// TestCoinProductCheckMove checks CheckMove of Turning Corners on a 3 × 3
// board against the rule: the far corner (X, Y) a head on the board, the
// other (a, b) with 0 <= a < X and 0 <= b < Y, for every move with X, Y, a
// and b from -1 to 3 on every position; and moves of other shapes.
func TestCoinProductCheckMove(t *testing.T) {
	const n = 3
	p, err := game.NewCoinProduct(game.Twins, game.Twins, n, n)
	if err != nil {
		t.Fatal(err)
	}
	for mask := range uint32(1 << (n * n)) {
		heads := board(n, n, mask)
		for x := -1; x <= n; x++ {
			for y := -1; y <= n; y++ {
				for a := -1; a <= n; a++ {
					for b := -1; b <= n; b++ {
						m := game.ProductMove{X: x, Y: y, XS: []int{a}, YS: []int{b}}
						err := p.CheckMove(heads, m)
						off := x < 0 || x >= n || y < 0 || y >= n
						legal := !off && heads[x][y] && 0 <= a && a < x && 0 <= b && b < y
						var e *game.Error
						if legal != (err == nil) || off != errors.Is(err, game.ErrRange) ||
							!legal && !off && !errors.Is(err, game.ErrIllegalMove) || err != nil && !errors.As(err, &e) {
							t.Fatalf("heads %b, move %v: %v; legal %v, off the board %v", mask, m, err, legal, off)
						}
					}
				}
			}
		}
	}
	heads := board(n, n, 1<<8)
	for _, m := range []game.ProductMove{
		{X: 2, Y: 2}, // no other corner
		{X: 2, Y: 2, XS: []int{0, 1}, YS: []int{0}}, // three rows
		{X: 2, Y: 2, XS: []int{0}, YS: []int{}},
	} {
		if err := p.CheckMove(heads, m); !errors.Is(err, game.ErrIllegalMove) {
			t.Errorf("%v: %v; want ErrIllegalMove", m, err)
		}
	}
	// XS and YS are sets: their order does not matter.
	r, err := game.NewCoinProduct(game.MockTurtles, game.Twins, n, n)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.CheckMove(heads, game.ProductMove{X: 2, Y: 2, XS: []int{1, 0}, YS: []int{1}}); err != nil {
		t.Errorf("Mock Turtles × Twins, coins {1, 0}: %v", err)
	}
}

// TestCoinProductEdges checks boards of the wrong shape, the board of no
// coins, and the errors of NewCoinProduct.
func TestCoinProductEdges(t *testing.T) {
	p, err := game.NewCoinProduct(game.Twins, game.Twins, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	if n, m := p.Size(); n != 2 || m != 3 || p.CoinValue(1, 2) != 2 {
		t.Fatalf("Size %d × %d, CoinValue(1, 2) = %d; want 2 × 3 and 2", n, m, p.CoinValue(1, 2))
	}
	for _, heads := range [][][]bool{nil, board(3, 3, 0), {make([]bool, 3), make([]bool, 2)}} {
		_, err1 := p.Value(heads)
		_, err2 := p.Moves(heads)
		_, err3 := p.WinningMoves(heads)
		_, _, err4 := p.BestMove(heads)
		err5 := p.CheckMove(heads, game.ProductMove{X: 1, Y: 1, XS: []int{0}, YS: []int{0}})
		for _, err := range []error{err1, err2, err3, err4, err5} {
			if !errors.Is(err, game.ErrRange) {
				t.Errorf("a board of %d rows: %v; want ErrRange", len(heads), err)
			}
		}
	}
	empty, err := game.NewCoinProduct(game.Twins, game.Ruler, 0, 4)
	if err != nil {
		t.Fatal(err)
	}
	if isP, err := empty.IsPPosition(nil); !isP || err != nil {
		t.Errorf("the board of no coins: IsPPosition %v, %v", isP, err)
	}
	if _, _, err := empty.BestMove([][]bool{}); !errors.Is(err, game.ErrNoMove) {
		t.Errorf("the board of no coins: BestMove %v; want ErrNoMove", err)
	}
	if _, err := game.NewCoinProduct(game.Twins, game.Twins, game.MaxCoins+1, 1); !errors.Is(err, game.ErrRange) {
		t.Errorf("a board beyond MaxCoins: %v; want ErrRange", err)
	}
	// A board whose factor has too many sets of Turns to keep them (Mock
	// Turtles to 80) lists them at each use: the same moves as on a small
	// board, from the same heads.
	big, err := game.NewCoinProduct(game.MockTurtles, game.Twins, 80, 3)
	if err != nil {
		t.Fatal(err)
	}
	small, err := game.NewCoinProduct(game.MockTurtles, game.Twins, 6, 3)
	if err != nil {
		t.Fatal(err)
	}
	smallHeads := board(6, 3, 0b101_011_110_001_100_010)
	bigHeads := slices.Concat(smallHeads, board(74, 3, 0))
	for _, q := range []struct {
		p     *game.CoinProduct
		heads [][]bool
	}{{small, smallHeads}, {big, bigHeads}} {
		moves, err := q.p.Moves(q.heads)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for m := range moves {
			if err := q.p.CheckMove(q.heads, m); err != nil {
				t.Fatalf("%v: %v", m, err)
			}
			got = append(got, fmt.Sprint(m))
		}
		wm, _ := small.Moves(smallHeads)
		var want []string
		for m := range wm {
			want = append(want, fmt.Sprint(m))
		}
		if len(want) < 20 || !slices.Equal(got, want) {
			t.Fatalf("%d x 3 board: moves %v, want %v", len(q.heads), got, want)
		}
	}
	// The iterators keep their own copy of the board.
	heads := board(2, 3, 1<<5)
	moves, err := p.WinningMoves(heads)
	if err != nil {
		t.Fatal(err)
	}
	heads[1][2] = false
	if n := len(slices.Collect(moves)); n != 1 {
		t.Errorf("(1, 2) alone, changed after WinningMoves: %d winning moves, want 1", n)
	}
}
