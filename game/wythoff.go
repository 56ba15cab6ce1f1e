package game

import (
	"iter"
	"math"
	"math/big"
	"math/bits"
	"slices"
)

// Wythoff is Wythoff's game, played on two heaps: a move takes any positive
// number of stones from one heap, or the same positive number from both,
// and the player who takes the last stone wins. A position is a [2]int of
// heap sizes.
//
// Its P-positions are the pairs (a_n, b_n) and (b_n, a_n) for n >= 0, where
// a_n = floor(n*phi), b_n = floor(n*phi^2) = a_n + n and phi is the golden
// ratio (Wythoff, 1907). The sequences a and b (from n = 1) are
// complementary Beatty sequences: every positive integer is in exactly one
// of them. The methods need no state; the zero value is the game.
type Wythoff struct{}

// floorPhi returns floor(n*phi) for n >= 0, exactly: n*phi = (n + sqrt(5n^2))/2,
// and since sqrt(5n^2) is irrational for n > 0, its floor may replace it.
func floorPhi(n int64) *big.Int {
	x := big.NewInt(n)
	s := new(big.Int).Mul(x, x)
	s.Mul(s, big.NewInt(5))
	s.Sqrt(s)
	s.Add(s, x)
	return s.Rsh(s, 1)
}

// Pair returns the n-th P-position (a, b) of Wythoff's game with a <= b:
// a = floor(n*phi) and b = a + n. Pair(0) is (0, 0).
//
// Pair returns an error wrapping ErrRange if n is negative or b would
// overflow int.
func (Wythoff) Pair(n int) ([2]int, error) {
	if n < 0 {
		return [2]int{}, errorf(ErrRange, "Wythoff pair index %d is negative", n)
	}
	x := floorPhi(int64(n))
	x.Add(x, big.NewInt(int64(n)))
	if !x.IsInt64() || x.Int64() > math.MaxInt {
		return [2]int{}, errorf(ErrRange, "Wythoff pair %d is beyond the range of int", n)
	}
	b := int(x.Int64())
	return [2]int{b - n, b}, nil
}

// checkWythoff returns an error wrapping ErrNegativeHeap if a heap is
// negative.
func checkWythoff(heaps [2]int) error {
	if heaps[0] < 0 || heaps[1] < 0 {
		return errorf(ErrNegativeHeap, "negative heap: Wythoff position (%d, %d)", heaps[0], heaps[1])
	}
	return nil
}

// IsPPosition reports whether heaps is a P-position of Wythoff's game: one
// in which the previous player, the one who just moved, wins with best
// play. With x <= y the two heaps and n = y - x, it is whether x is
// floor(n*phi). (0, 0) is a P-position.
//
// IsPPosition returns an error wrapping ErrNegativeHeap if a heap is
// negative.
func (Wythoff) IsPPosition(heaps [2]int) (bool, error) {
	if err := checkWythoff(heaps); err != nil {
		return false, err
	}
	x, y := min(heaps[0], heaps[1]), max(heaps[0], heaps[1])
	return floorPhi(int64(y-x)).Cmp(big.NewInt(int64(x))) == 0, nil
}

// MaxWythoffHeap is the largest heap of Wythoff.WinningMoves: 2^62, or 2^30
// where int has 32 bits. The partner of a heap x in a P-position is below
// 2x, so it fits in an int.
const MaxWythoffHeap = 1 << (bits.UintSize - 2)

// wythoffPartner returns the y with (x, y) a P-position of Wythoff's game,
// for 0 <= x <= MaxWythoffHeap; there is exactly one, because every
// positive integer is in exactly one of the sequences a and b.
//
// For x >= 1 let m = floor(x*phi); x*phi is irrational, so m < x*phi < m+1.
// x = a_n means x < n*phi < x+1, that is x/phi < n < (x+1)/phi, an
// interval shorter than 1 whose lower end x/phi = x*phi - x lies strictly
// between m - x and m - x + 1. So the only n with a_n = x can be
// n = m - x + 1, and then the partner is b_n = x + n = m + 1. Otherwise x
// is some b_n: x/phi^2 < n < (x+1)/phi^2 with x/phi^2 = 2x - x*phi strictly
// between 2x - m - 1 and 2x - m, so n = 2x - m and the partner is
// a_n = x - n = m - x. One evaluation of floor(n*phi) decides. The partner
// is at most m + 1 < 2x, so it fits.
func wythoffPartner(x int) int {
	if x == 0 {
		return 0
	}
	m := int(floorPhi(int64(x)).Int64())
	if floorPhi(int64(m-x+1)).Int64() == int64(x) {
		return m + 1
	}
	return m - x
}

// WinningMoves returns the winning moves of Wythoff's game from heaps:
// every position reachable in one move that is a P-position, in increasing
// order of the first heap, then the second. There are none exactly when
// heaps is a P-position, and at most three: one taking from the first heap
// alone, one from the second alone, and one from both. Each is yielded as
// the position after it.
//
// WinningMoves returns an error wrapping ErrNegativeHeap if a heap is
// negative, and one wrapping ErrRange if a heap exceeds MaxWythoffHeap,
// where the partner positions leave the range of int.
func (g Wythoff) WinningMoves(heaps [2]int) (iter.Seq[[2]int], error) {
	if err := checkWythoff(heaps); err != nil {
		return nil, err
	}
	x, y := heaps[0], heaps[1]
	if x > MaxWythoffHeap || y > MaxWythoffHeap {
		return nil, errorf(ErrRange, "Wythoff position (%d, %d) is too large", x, y)
	}
	var moves [][2]int
	if py := wythoffPartner(x); py < y {
		moves = append(moves, [2]int{x, py})
	}
	if px := wythoffPartner(y); px < x {
		moves = append(moves, [2]int{px, y})
	}
	// Taking d from both keeps the difference n = |y - x|, so the target
	// is the pair (a_n, a_n + n) in the same orientation, if a_n < min(x, y).
	if p, err := g.Pair(max(x, y) - min(x, y)); err == nil && p[0] < min(x, y) {
		d := min(x, y) - p[0]
		moves = append(moves, [2]int{x - d, y - d})
	}
	slices.SortFunc(moves, func(p, q [2]int) int {
		if p[0] != q[0] {
			return p[0] - q[0]
		}
		return p[1] - q[1]
	})
	return slices.Values(moves), nil
}

// MaxWythoffTable is the largest board side that Wythoff.Values computes.
const MaxWythoffTable = 1 << 10

// Values returns the Grundy values G(x, y) of Wythoff's game for
// 0 <= x, y < n, as rows indexed [x][y], each computed as the mex of the
// values of its options. The cost is of order n^3, some 2^30 steps at
// n = MaxWythoffTable. The P-positions are the zeros; G(x, 0) = x.
//
// Values returns an error wrapping ErrRange if n is negative or above
// MaxWythoffTable.
func (Wythoff) Values(n int) ([][]uint64, error) {
	if n < 0 || n > MaxWythoffTable {
		return nil, errorf(ErrRange, "Wythoff table size %d is outside [0, %d]", n, MaxWythoffTable)
	}
	g := make([][]uint64, n)
	seen := make([]int, 3*n+1) // a position has at most x+y+min(x,y) options
	stamp := 0
	for x := range n {
		g[x] = make([]uint64, n)
		for y := range n {
			stamp++
			for a := range x {
				seen[g[a][y]] = stamp
			}
			for b := range y {
				seen[g[x][b]] = stamp
			}
			for d := 1; d <= min(x, y); d++ {
				seen[g[x-d][y-d]] = stamp
			}
			v := 0
			for seen[v] == stamp {
				v++
			}
			g[x][y] = uint64(v)
		}
	}
	return g, nil
}
