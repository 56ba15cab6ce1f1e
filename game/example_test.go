package game_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/nimberdev/nimber/game"
)

func ExampleNim_WinningMoves() {
	// Nim with at most 3 stones a move: heap values are h mod 4.
	moves, err := game.Nim{Max: 3}.WinningMoves([]int{15, 7, 4, 9})
	if err != nil {
		panic(err)
	}
	for p := range moves {
		fmt.Println(p)
	}
	// Output:
	// [14 7 4 9]
	// [15 6 4 9]
	// [15 7 1 9]
	// [15 7 4 8]
}

func ExampleNim_IsPPosition() {
	normal, _ := game.Nim{}.IsPPosition([]int{1, 1, 1})
	misere, _ := game.Nim{Misere: true}.IsPPosition([]int{1, 1, 1})
	moore, _ := game.Nim{K: 2}.IsPPosition([]int{5, 5, 5})
	fmt.Println(normal, misere, moore)
	// Output: false true true
}

func ExampleWythoff_WinningMoves() {
	// (3, 5) is a P-position: 3 = floor(2*phi), 5 = 3 + 2.
	moves, err := game.Wythoff{}.WinningMoves([2]int{4, 6})
	if err != nil {
		panic(err)
	}
	for p := range moves {
		fmt.Println(p)
	}
	// Output: [3 5]
}

func ExampleWythoff_Values() {
	table, _ := game.Wythoff{}.Values(5)
	for _, row := range table {
		fmt.Println(row)
	}
	// Output:
	// [0 1 2 3 4]
	// [1 2 0 4 5]
	// [2 0 1 5 3]
	// [3 4 5 6 2]
	// [4 5 3 2 7]
}

func ExampleSolver() {
	// Subtract a square: take 1, 4, 9, ... tokens from a heap.
	s := game.NewSolver(func(n int) []int {
		var opts []int
		for k := 1; k*k <= n; k++ {
			opts = append(opts, n-k*k)
		}
		return opts
	})
	var values []uint64
	for n := range 12 {
		v, _ := s.Value(n)
		values = append(values, v)
	}
	fmt.Println(values)
	moves, _ := s.WinningMoves([]int{4, 6})
	for p := range moves {
		fmt.Println(p)
	}
	// Output:
	// [0 1 0 1 2 0 1 0 1 2 0 1]
	// [3 6]
}

func ExampleHeapGame_Period() {
	kayles, _ := game.ParseHeapGame("0.77")
	values, _ := kayles.Values(200)
	var first []uint64
	for h, v := range values.All() {
		if h == 12 {
			break
		}
		first = append(first, v)
	}
	fmt.Println(first)
	fmt.Println(kayles.Period(values))
	// Output:
	// [0 1 2 3 1 4 3 2 1 4 2 6]
	// 12 71 true
}

func ExampleProductValues() {
	// Turning Corners: the product of Twins with itself is the
	// nim-multiplication table.
	table, _ := game.ProductValues(game.Twins, game.Twins, 4, 4)
	for _, row := range table {
		fmt.Println(row)
	}
	// Output:
	// [0 0 0 0]
	// [0 1 2 3]
	// [0 2 3 1]
	// [0 3 1 2]
}

func ExampleHeapGame_OpenValues() {
	dir, _ := os.MkdirTemp("", "example")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "grundy.values")

	grundy, _ := game.ParseHeapGame("grundy")
	values, _ := grundy.OpenValues(path)
	values.Extend(context.Background(), 1000, nil) // stopped, or killed...
	values.Close()

	values, _ = grundy.OpenValues(path) // ...and continued
	fmt.Println(values.Len())
	values.Extend(context.Background(), 1<<17, nil)
	st := values.Stats()
	fmt.Println(values.Len(), st.Max, st.RareHeaps, st.LastRare)
	values.Close()
	// Output:
	// 1000
	// 131072 230 1273 82860
}

func ExampleGraph() {
	// 0 and 1 move to each other, 1 may also move to 2, which ends the
	// game, and 0 may stay where it is (an edge from 0 to itself).
	g, _ := game.NewGraph(3, [][2]int{{0, 1}, {1, 0}, {1, 2}, {0, 0}})
	fmt.Println(g.Values())
	outcomes, remoteness := g.Outcomes()
	fmt.Println(outcomes, remoteness)
	// Tokens on 0 and 1: two infinite values add to a draw, which every
	// move keeps here.
	sum, _ := g.SumValue([]int{0, 1})
	moves, _ := g.WinningMoves([]int{0, 1})
	fmt.Println(sum, sum.Outcome())
	for m := range moves {
		fmt.Println(m)
	}
	// Output:
	// [∞ ∞(0) 0]
	// [draw win lose] [-1 1 0]
	// ∞ draw
	// [1 1]
	// [0 1]
	// [0 0]
	// [0 2]
}

func ExampleSolver_LoopyValue() {
	// Moves 1 -> 0, 1 -> 2, 2 -> 1, 3 -> 2 and 4 -> 4: a cycle, yet 1, 2
	// and 3 have finite values; 4 can only stay, for ever.
	s := game.NewSolver(func(p int) []int { return [][]int{{}, {0, 2}, {1}, {2}, {4}}[p] })
	v, _ := s.Value(3)
	fmt.Println(v)
	lv, _ := s.LoopyValue(4)
	_, err := s.Value(4)
	fmt.Println(lv, lv.Outcome(), err)
	// Output:
	// 1
	// ∞ draw game: the game graph has a cycle through position 4, and position 4 has the infinite value ∞
}

func ExampleHeapGame_MisereQuotient() {
	kayles, _ := game.ParseHeapGame("0.77")
	q, _ := kayles.MisereQuotient(context.Background(), 4, nil)
	fmt.Println(q.Presentation(), len(q.PPortion()), q.IsTame())
	fmt.Println(q.Word(q.Pretend(3)))
	fmt.Println(q.IsPPosition([]int{1, 4, 4}))
	kayles5, _ := kayles.MisereQuotient(context.Background(), 5, nil)
	moves, _ := kayles5.WinningMoves([]int{1, 4, 5})
	for m := range moves {
		fmt.Println(m)
	}
	// Output:
	// <a, b | a^2 = 1, b^3 = b> 2 true
	// a b
	// true <nil>
	// [4 5]
	// [1 1 1 5]
	// [1 4 4]
	// [1 4 2 2]
}

func ExampleHeapGame_WinningHeapMoves() {
	// Kayles takes one or two adjacent pins from a row, which may split it
	// in two: G(1), G(4), G(5) = 1, 1, 4, of nim-sum 4.
	kayles, err := game.ParseHeapGame("0.77")
	if err != nil {
		panic(err)
	}
	heaps := []int{1, 4, 5}
	moves, err := kayles.WinningHeapMoves(heaps)
	if err != nil {
		panic(err)
	}
	for m := range moves {
		fmt.Println("heap", m.Heap, "leaves", m.Left, "->", m.Apply(heaps))
	}
	m, winning, err := kayles.BestMove([]int{4, 4})
	fmt.Println(m, winning, err)
	_, _, err = kayles.BestMove([]int{})
	fmt.Println(err)
	// Output:
	// heap 2 leaves [2 2] -> [1 4 2 2]
	// {0 [3]} false <nil>
	// game: no move left in 0.77: no heap has a move
}

func ExampleCoinProduct() {
	// Turning Corners, the product of Twins with itself, on a 4 × 4 board:
	// the coin (x, y) is worth the nim-product x * y.
	corners, err := game.NewCoinProduct(game.Twins, game.Twins, 4, 4)
	if err != nil {
		panic(err)
	}
	heads := make([][]bool, 4)
	for x := range heads {
		heads[x] = make([]bool, 4)
	}
	heads[2][3], heads[3][3] = true, true // worth 1 and 2
	v, _ := corners.Value(heads)
	fmt.Println("value", v, "=", corners.CoinValue(2, 3), "xor", corners.CoinValue(3, 3))
	moves, _ := corners.WinningProductMoves(heads)
	for m := range moves {
		fmt.Println("turn the corners of", m.X, m.Y, "and", m.XS[0], m.YS[0])
	}
	// Output:
	// value 3 = 1 xor 2
	// turn the corners of 2 3 and 0 1
	// turn the corners of 2 3 and 1 2
	// turn the corners of 3 3 and 0 2
	// turn the corners of 3 3 and 1 1
	// turn the corners of 3 3 and 2 0
}
