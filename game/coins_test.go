package game_test

import (
	"errors"
	"math/bits"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/game"
)

// treeCoinValues returns the Grundy value of every position of a board of
// nbits coins by searching the game tree: a position is a bitmask of heads,
// and flips(i) lists the masks of coins a move turns when coin i, the
// highest bit of the mask, goes from heads to tails. Every option is
// numerically smaller, so one pass in increasing order suffices.
func treeCoinValues(nbits int, flips func(i int) []uint32) []uint16 {
	moves := make([][]uint32, nbits)
	for i := range nbits {
		moves[i] = flips(i)
	}
	g := make([]uint16, 1<<nbits)
	for p := range uint32(1) << nbits {
		seen := map[uint16]bool{}
		for q := p; q != 0; q &= q - 1 {
			i := bits.TrailingZeros32(q)
			for _, m := range moves[i] {
				seen[g[p^m]] = true
			}
		}
		for seen[g[p]] {
			g[p]++
		}
	}
	return g
}

// rowFlips are the 1-D rules as sets of coins turned with x (x included),
// written from their descriptions in Winning Ways.
var rowFlips = map[string]func(x int) [][]int{
	"Turning Turtles": func(x int) [][]int { // x >= 1, alone or with one a >= 1
		if x == 0 {
			return nil
		}
		sets := [][]int{{x}}
		for a := 1; a < x; a++ {
			sets = append(sets, []int{a, x})
		}
		return sets
	},
	"Twins": func(x int) [][]int { // exactly two coins
		var sets [][]int
		for a := range x {
			sets = append(sets, []int{a, x})
		}
		return sets
	},
	"Mock Turtles": func(x int) [][]int { // one, two or three coins
		sets := [][]int{{x}}
		for a := range x {
			for b := a; b < x; b++ {
				if a == b {
					sets = append(sets, []int{a, x})
				} else {
					sets = append(sets, []int{a, b, x})
				}
			}
		}
		return sets
	},
	"Ruler": func(x int) [][]int { // a run a..x of coins from 1
		var sets [][]int
		for a := 1; a <= x; a++ {
			var run []int
			for c := a; c <= x; c++ {
				run = append(run, c)
			}
			sets = append(sets, run)
		}
		return sets
	},
}

func mask(coins []int) uint32 {
	var m uint32
	for _, c := range coins {
		m |= 1 << c
	}
	return m
}

// The formulas of Winning Ways, ch. 14, for the value of coin x.
var rowFormula = map[string]func(x int) uint64{
	"Turning Turtles": func(x int) uint64 { return uint64(x) },
	"Twins":           func(x int) uint64 { return uint64(x) },
	"Mock Turtles": func(x int) uint64 { // the x-th odious number
		if bits.OnesCount(uint(2*x))%2 == 1 {
			return uint64(2 * x)
		}
		return uint64(2*x + 1)
	},
	"Ruler": func(x int) uint64 { // the largest power of 2 dividing x
		if x == 0 {
			return 0
		}
		return uint64(x & -x)
	},
}

var coinGames = []game.CoinGame{game.TurningTurtles, game.Twins, game.MockTurtles, game.Ruler}

func TestCoinGamesAgainstTree(t *testing.T) {
	n := 14
	if testing.Short() {
		n = 10
	}
	for _, g := range coinGames {
		flips := rowFlips[g.Name]
		tree := treeCoinValues(n, func(i int) []uint32 {
			var ms []uint32
			for _, s := range flips(i) {
				ms = append(ms, mask(s))
			}
			return ms
		})
		got, err := g.Values(n)
		if err != nil {
			t.Fatal(err)
		}
		for x := range n {
			if want := uint64(tree[1<<x]); got[x] != want || rowFormula[g.Name](x) != want {
				t.Fatalf("%s: coin %d: Values %d, formula %d, game tree %d", g.Name, x, got[x], rowFormula[g.Name](x), want)
			}
		}
		// The value of a row is the nim-sum of its heads.
		for p := range 1 << n {
			var sum uint64
			for x := range n {
				if p>>x&1 != 0 {
					sum ^= got[x]
				}
			}
			if uint64(tree[p]) != sum {
				t.Fatalf("%s: position %b: game tree %d, nim-sum of heads %d", g.Name, p, tree[p], sum)
			}
		}
	}
	// The formulas, further than the tree reaches.
	for _, g := range coinGames {
		got, err := g.Values(200)
		if err != nil {
			t.Fatal(err)
		}
		for x, v := range got {
			if want := rowFormula[g.Name](x); v != want {
				t.Fatalf("%s: G(%d) = %d, formula %d", g.Name, x, v, want)
			}
		}
	}
}

// productTree searches the product of two rules on an n by m board, coin
// (x, y) being bit x*m + y: a move turns A × B.
func productTree(f, h func(int) [][]int, n, m int) []uint16 {
	return treeCoinValues(n*m, func(i int) []uint32 {
		var ms []uint32
		for _, a := range f(i / m) {
			for _, b := range h(i % m) {
				var mk uint32
				for _, x := range a {
					for _, y := range b {
						mk |= 1 << (x*m + y)
					}
				}
				ms = append(ms, mk)
			}
		}
		return ms
	})
}

// TestTurningCorners searches Turning Corners, a move of which turns the
// four corners (a, b), (a, y), (x, b), (x, y) of a rectangle with a < x and
// b < y, and finds the nim-product x*y at each coin.
func TestTurningCorners(t *testing.T) {
	boards := [][2]int{{4, 4}, {2, 8}, {8, 2}, {3, 6}}
	if !testing.Short() {
		boards = append(boards, [2]int{4, 5}, [2]int{5, 4})
	}
	for _, bd := range boards {
		n, m := bd[0], bd[1]
		tree := treeCoinValues(n*m, func(i int) []uint32 {
			x, y := i/m, i%m
			var ms []uint32
			for a := range x {
				for b := range y {
					ms = append(ms, 1<<(a*m+b)|1<<(a*m+y)|1<<(x*m+b)|1<<i)
				}
			}
			return ms
		})
		pv, err := game.ProductValues(game.Twins, game.Twins, n, m)
		if err != nil {
			t.Fatal(err)
		}
		for x := range n {
			for y := range m {
				want := uint64(tree[1<<(x*m+y)])
				if nimber.Mul(uint64(x), uint64(y)) != want || pv[x][y] != want {
					t.Fatalf("Turning Corners (%d, %d): game tree %d, Mul %d, ProductValues %d",
						x, y, want, nimber.Mul(uint64(x), uint64(y)), pv[x][y])
				}
			}
		}
	}
}

// TestTartan checks Tartan's theorem on pairs of rules: the product game's
// coin (x, y), searched as a game, is worth G(x) * H(y).
func TestTartan(t *testing.T) {
	pairs := [][2]game.CoinGame{
		{game.Ruler, game.MockTurtles},
		{game.MockTurtles, game.TurningTurtles},
		{game.TurningTurtles, game.Ruler},
		{game.MockTurtles, game.MockTurtles},
	}
	n, m := 4, 4
	if testing.Short() {
		n, m = 3, 4
	}
	for _, pr := range pairs {
		g, h := pr[0], pr[1]
		tree := productTree(rowFlips[g.Name], rowFlips[h.Name], n, m)
		pv, err := game.ProductValues(g, h, n, m)
		if err != nil {
			t.Fatal(err)
		}
		for x := range n {
			for y := range m {
				if want := uint64(tree[1<<(x*m+y)]); pv[x][y] != want {
					t.Fatalf("%s × %s at (%d, %d): ProductValues %d, game tree %d", g.Name, h.Name, x, y, pv[x][y], want)
				}
			}
		}
	}
}

func TestCoinErrors(t *testing.T) {
	for _, n := range []int{-1, game.MaxCoins + 1} {
		if _, err := game.Ruler.Values(n); !errors.Is(err, game.ErrRange) {
			t.Errorf("Values(%d): error %v, want ErrRange", n, err)
		}
	}
	if _, err := game.ProductValues(game.Ruler, game.Twins, 3, -1); !errors.Is(err, game.ErrRange) {
		t.Errorf("ProductValues with a negative size: error %v, want ErrRange", err)
	}
	bad := game.CoinGame{Name: "bad", Turns: func(x int) [][]int { return [][]int{{x}} }}
	if _, err := bad.Values(3); !errors.Is(err, game.ErrRule) {
		t.Errorf("a move turning a coin not below x: error %v, want ErrRule", err)
	}
}
