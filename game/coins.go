package game

import (
	"github.com/nimberdev/nimber"
)

// A CoinGame is a coin-turning game on a row of coins at 0, 1, 2, ...,
// each heads or tails. A move turns over a set of coins whose largest
// member x goes from heads to tails; the others may go either way. The value
// of a position is the nim-sum of the values G(x) of its heads, where G(x)
// is the value of a row with only x heads, and G(x) is the mex, over the
// sets a move may turn with x, of the nim-sum of G over the set's other
// coins (Winning Ways, ch. 14; Lenstra).
type CoinGame struct {
	// Name is the game's name, for messages.
	Name string
	// Turns returns the sets of coins a move may turn together with x,
	// without x itself: each a list of coins below x.
	Turns func(x int) [][]int
}

// TurningTurtles turns one coin x >= 1, or x and one coin 1 <= a < x:
// G(x) = x for x >= 1. Coin 0 is a dead coin (G(0) = 0) so that the
// numbering starts at 1, as in Winning Ways.
var TurningTurtles = CoinGame{"Turning Turtles", func(x int) [][]int {
	if x == 0 {
		return nil
	}
	sets := [][]int{{}}
	for a := 1; a < x; a++ {
		sets = append(sets, []int{a})
	}
	return sets
}}

// Twins turns exactly two coins, x and some a < x: G(x) = x. Its product
// with itself is Turning Corners.
var Twins = CoinGame{"Twins", func(x int) [][]int {
	// One array holds the coins of every set: two allocations a call.
	coins, sets := make([]int, x), make([][]int, x)
	for a := range x {
		coins[a] = a
		sets[a] = coins[a : a+1 : a+1]
	}
	return sets
}}

// MockTurtles turns one, two or three coins, the largest x >= 0: G(x) is
// the x-th odious number (the numbers with an odd count of one bits, from
// 1): 1, 2, 4, 7, 8, 11, ...
var MockTurtles = CoinGame{"Mock Turtles", func(x int) [][]int {
	sets := [][]int{{}}
	for a := range x {
		sets = append(sets, []int{a})
		for b := a + 1; b < x; b++ {
			sets = append(sets, []int{a, b})
		}
	}
	return sets
}}

// Ruler turns any run of consecutive coins ending at x >= 1: G(x) is the
// largest power of two dividing x. Coin 0 is a dead coin, as in
// TurningTurtles.
var Ruler = CoinGame{"Ruler", func(x int) [][]int {
	if x == 0 {
		return nil
	}
	var sets [][]int
	for a := x; a >= 1; a-- {
		run := make([]int, 0, x-a)
		for c := a; c < x; c++ {
			run = append(run, c)
		}
		sets = append(sets, run)
	}
	return sets
}}

// MaxCoins is the largest row that CoinGame.Values computes.
const MaxCoins = 1 << 8

// Values returns G(0), ..., G(n-1) for g, each the mex over the moves
// with largest coin x of the nim-sum of the values of the other coins
// turned. The cost is that of listing every move of every coin below n.
//
// Values returns an error if n is negative or above MaxCoins, or if a move
// turns a coin that is not below x.
func (g CoinGame) Values(n int) ([]uint64, error) {
	if n < 0 || n > MaxCoins {
		return nil, errorf(ErrRange, "%d coins of %s: the count must be in [0, %d]", n, g.Name, MaxCoins)
	}
	vals := make([]uint64, n)
	for x := range n {
		sets := g.Turns(x)
		seen := make([]bool, len(sets)+1)
		for _, set := range sets {
			var s uint64
			for _, a := range set {
				if a < 0 || a >= x {
					return nil, errorf(ErrRule, "%s turns coin %d with coin %d, which is not below it", g.Name, a, x)
				}
				s ^= vals[a]
			}
			if s < uint64(len(seen)) {
				seen[s] = true
			}
		}
		for seen[vals[x]] {
			vals[x]++
		}
	}
	return vals, nil
}

// ProductValues returns the values of the coins (x, y), x < n and y < m,
// of the product of g and h: the two-dimensional game in which a move
// turns the coins A × B, for a move of g turning the coins A with largest
// x and a move of h turning B with largest y, and (x, y) goes from heads to
// tails. By Tartan's theorem (Winning Ways, ch. 14) the value of (x, y) is
// the nim-product G(x) * H(y). The product of Twins with itself is
// Turning Corners, a move of which turns the four corners of a rectangle:
// the value of (x, y) there is x * y.
//
// ProductValues returns the errors of Values for g and h.
func ProductValues(g, h CoinGame, n, m int) ([][]uint64, error) {
	gv, err := g.Values(n)
	if err != nil {
		return nil, err
	}
	hv, err := h.Values(m)
	if err != nil {
		return nil, err
	}
	vals := make([][]uint64, n)
	for x := range n {
		vals[x] = make([]uint64, m)
		for y := range m {
			vals[x][y] = nimber.Mul(gv[x], hv[y])
		}
	}
	return vals, nil
}
