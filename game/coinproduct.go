package game

import (
	"iter"
	"slices"
)

// A CoinProduct is the product of two coin-turning games G and H played on
// a board of n × m coins (x, y), x < n and y < m (see ProductValues): a
// move turns the coins A × B for a move of G turning the coins A, of
// largest x, and a move of H turning B, of largest y, and the coin (x, y)
// goes from heads to tails. The product of Twins with itself is Turning
// Corners, a move of which turns the four corners of a rectangle.
//
// A position is a [][]bool of n rows of m coins, true for heads. Its value
// is the nim-sum of the values of its heads, G(x) * H(y) for the head
// (x, y) by Tartan's theorem.
type CoinProduct struct {
	g, h CoinGame
	n, m int
	vals [][]uint64
	// turns[0][x] and turns[1][y] are the sets of g.Turns(x) and
	// h.Turns(y), or turns[i] is nil where they are more than
	// maxKeptSets, and Turns lists them at each use.
	turns [2][][][]int
}

// maxKeptSets bounds the sets of a factor's Turns that a CoinProduct keeps
// for all its coins (Turning Corners on a board of 256 has 32640).
const maxKeptSets = 1 << 16

// keptTurns returns g.Turns(x) for each x < n, or nil if they are more
// than maxKeptSets sets.
func keptTurns(g CoinGame, n int) [][][]int {
	turns, total := make([][][]int, n), 0
	for x := range n {
		turns[x] = g.Turns(x)
		if total += len(turns[x]); total > maxKeptSets {
			return nil
		}
	}
	return turns
}

// factorTurns returns the sets of Turns(x) of the factor i, 0 for G and 1
// for H, which the caller must not change.
func (p *CoinProduct) factorTurns(i, x int) [][]int {
	if p.turns[i] != nil {
		return p.turns[i][x]
	}
	return [2]CoinGame{p.g, p.h}[i].Turns(x)
}

// NewCoinProduct returns the product of g and h on a board of n × m coins.
// It returns the errors of ProductValues: ErrRange if n or m is negative
// or above MaxCoins, ErrRule if g or h breaks the contract of Turns.
func NewCoinProduct(g, h CoinGame, n, m int) (*CoinProduct, error) {
	vals, err := ProductValues(g, h, n, m)
	if err != nil {
		return nil, err
	}
	return &CoinProduct{g, h, n, m, vals, [2][][][]int{keptTurns(g, n), keptTurns(h, m)}}, nil
}

// Size returns the size of the board: n rows of m coins.
func (p *CoinProduct) Size() (n, m int) { return p.n, p.m }

// CoinValue returns the value of the coin (x, y), G(x) * H(y): that of a
// position whose one head is (x, y). It panics, as indexing a slice does,
// for a coin off the board.
func (p *CoinProduct) CoinValue(x, y int) uint64 { return p.vals[x][y] }

// A ProductMove is a move of a CoinProduct: it turns the coins A × B, where
// A is X with the coins XS, one of the sets that G's Turns(X) lists, and B
// is Y with YS, one of H's Turns(Y). The coin (X, Y) goes from heads to
// tails. In Turning Corners, XS and YS are one coin each, a < X and b < Y:
// the move turns the corners (X, Y), (a, Y), (X, b) and (a, b).
type ProductMove struct {
	X, Y   int
	XS, YS []int
}

// Apply returns the position after m from heads, a new board: each coin of
// A × B turned over. It does not check that m is a move of a game; it
// panics, as indexing a slice does, if a coin is off the board.
func (m ProductMove) Apply(heads [][]bool) [][]bool {
	next := cloneBoard(heads)
	turn := func(x int) {
		next[x][m.Y] = !next[x][m.Y]
		for _, y := range m.YS {
			next[x][y] = !next[x][y]
		}
	}
	turn(m.X)
	for _, x := range m.XS {
		turn(x)
	}
	return next
}

// check returns an error wrapping ErrRange unless heads is a board of n
// rows of m coins.
func (p *CoinProduct) check(heads [][]bool) error {
	n, m := p.Size()
	if len(heads) != n {
		return errorf(ErrRange, "a board of %d rows; %s × %s has %d", len(heads), p.g.Name, p.h.Name, n)
	}
	for x, row := range heads {
		if len(row) != m {
			return errorf(ErrRange, "row %d of the board has %d coins; %s × %s has %d", x, len(row), p.g.Name, p.h.Name, m)
		}
	}
	return nil
}

// Value returns the value of the position heads: the nim-sum of the values
// of its heads, 0 for a board without heads. It returns an error wrapping
// ErrRange unless heads has n rows of m coins.
func (p *CoinProduct) Value(heads [][]bool) (uint64, error) {
	if err := p.check(heads); err != nil {
		return 0, err
	}
	var v uint64
	for x, row := range heads {
		for y, h := range row {
			if h {
				v ^= p.vals[x][y]
			}
		}
	}
	return v, nil
}

// IsPPosition reports whether heads is a P-position: whether its value is
// 0. A position without moves (every head in a row or column where the
// factors have no move, such as row 0 and column 0 of Turning Corners) is
// one. The error is that of Value.
func (p *CoinProduct) IsPPosition(heads [][]bool) (bool, error) {
	v, err := p.Value(heads)
	return err == nil && v == 0, err
}

// Moves returns the legal moves from heads: for each head (X, Y), in the
// order of the rows and then of the columns, the moves with each set XS of
// G's Turns(X) in its order, and for each each set YS of H's Turns(Y). Each
// move's XS and YS are new slices. The error is that of Value.
func (p *CoinProduct) Moves(heads [][]bool) (iter.Seq[ProductMove], error) {
	if err := p.check(heads); err != nil {
		return nil, err
	}
	heads = cloneBoard(heads)
	return func(yield func(ProductMove) bool) {
		p.moves(heads, func(m ProductMove) bool { return yield(m.clone()) })
	}, nil
}

// clone returns m with XS and YS copied.
func (m ProductMove) clone() ProductMove {
	return ProductMove{m.X, m.Y, slices.Clone(m.XS), slices.Clone(m.YS)}
}

// moves yields the moves of Moves from heads, a board of the right shape,
// until yield returns false; it returns false then. Their XS and YS are
// the slices of Turns, shared by the moves: the caller clones them.
func (p *CoinProduct) moves(heads [][]bool, yield func(ProductMove) bool) bool {
	for x, row := range heads {
		var xTurns [][]int
		for y, h := range row {
			if !h {
				continue
			}
			if xTurns == nil {
				xTurns = p.factorTurns(0, x)
			}
			yTurns := p.factorTurns(1, y)
			for _, xs := range xTurns {
				for _, ys := range yTurns {
					if !yield(ProductMove{x, y, xs, ys}) {
						return false
					}
				}
			}
		}
	}
	return true
}

// moveValue returns the nim-sum of the values of the coins m turns: the
// change it makes to the value of a position.
func (p *CoinProduct) moveValue(m ProductMove) uint64 {
	v := p.vals[m.X][m.Y]
	for _, y := range m.YS {
		v ^= p.vals[m.X][y]
	}
	for _, x := range m.XS {
		v ^= p.vals[x][m.Y]
		for _, y := range m.YS {
			v ^= p.vals[x][y]
		}
	}
	return v
}

// WinningMoves returns the positions after each winning move from heads,
// those of WinningProductMoves in its order, each a new board. There are
// none exactly when heads is a P-position. The error is that of Value.
func (p *CoinProduct) WinningMoves(heads [][]bool) (iter.Seq[[][]bool], error) {
	moves, err := p.WinningProductMoves(heads)
	if err != nil {
		return nil, err
	}
	heads = cloneBoard(heads)
	return func(yield func([][]bool) bool) {
		for m := range moves {
			if !yield(m.Apply(heads)) {
				return
			}
		}
	}, nil
}

// WinningProductMoves returns the winning moves from heads, the moves of
// Moves, in its order, that turn coins of a nim-sum of values equal to the
// value of heads, and so leave a position of value 0. There are none
// exactly when heads is a P-position. The error is that of Value.
func (p *CoinProduct) WinningProductMoves(heads [][]bool) (iter.Seq[ProductMove], error) {
	total, err := p.Value(heads)
	if err != nil {
		return nil, err
	}
	heads = cloneBoard(heads)
	return func(yield func(ProductMove) bool) {
		if total == 0 {
			return
		}
		p.moves(heads, func(m ProductMove) bool {
			return p.moveValue(m) != total || yield(m.clone())
		})
	}, nil
}

// BestMove returns the move of a perfect player from heads, and whether it
// wins: the first of WinningProductMoves, and from a P-position, where
// every move loses, the first of Moves. From a position without a move it
// returns an error wrapping ErrNoMove; its other error is that of Value.
func (p *CoinProduct) BestMove(heads [][]bool) (m ProductMove, winning bool, err error) {
	moves, err := p.WinningProductMoves(heads)
	if err != nil {
		return ProductMove{}, false, err
	}
	for m := range moves {
		return m, true, nil
	}
	found := false
	p.moves(heads, func(first ProductMove) bool {
		m, found = first.clone(), true
		return false
	})
	if !found {
		return ProductMove{}, false, errorf(ErrNoMove, "no move left in %s × %s: no head has a move", p.g.Name, p.h.Name)
	}
	return m, false, nil
}

// CheckMove returns nil if m is a legal move from heads: (X, Y) is a head
// on the board, and XS and YS, as sets of coins in any order, are sets
// that G's Turns(X) and H's Turns(Y) list. It returns an error wrapping
// ErrRange if heads is not a board of n rows of m coins or (X, Y) is off
// the board, and one wrapping ErrIllegalMove if (X, Y) shows tails or XS or
// YS is not a set of the factor's moves.
func (p *CoinProduct) CheckMove(heads [][]bool, m ProductMove) error {
	if err := p.check(heads); err != nil {
		return err
	}
	n, w := p.Size()
	switch {
	case m.X < 0 || m.X >= n || m.Y < 0 || m.Y >= w:
		return errorf(ErrRange, "the coin (%d, %d) is off the board of %d × %d coins", m.X, m.Y, n, w)
	case !heads[m.X][m.Y]:
		return errorf(ErrIllegalMove, "the coin (%d, %d) shows tails: a move turns a head to tails", m.X, m.Y)
	case !hasSet(p.factorTurns(0, m.X), m.XS):
		return errorf(ErrIllegalMove, "%s turns no coins %v with coin %d", p.g.Name, m.XS, m.X)
	case !hasSet(p.factorTurns(1, m.Y), m.YS):
		return errorf(ErrIllegalMove, "%s turns no coins %v with coin %d", p.h.Name, m.YS, m.Y)
	}
	return nil
}

// hasSet reports whether sets holds set, as sets of coins.
func hasSet(sets [][]int, set []int) bool {
	want := sortedSet(set)
	for _, s := range sets {
		if len(s) == len(want) && slices.Equal(sortedSet(s), want) {
			return true
		}
	}
	return false
}

// sortedSet returns s in increasing order: s itself if it is, else a
// sorted copy.
func sortedSet(s []int) []int {
	if slices.IsSorted(s) {
		return s
	}
	return slices.Sorted(slices.Values(s))
}

// cloneBoard returns a copy of heads, its rows in one array, each with
// the capacity of its length.
func cloneBoard(heads [][]bool) [][]bool {
	size := 0
	for _, row := range heads {
		size += len(row)
	}
	cells := make([]bool, 0, size)
	c := make([][]bool, len(heads))
	for i, row := range heads {
		start := len(cells)
		cells = append(cells, row...)
		c[i] = cells[start:len(cells):len(cells)]
	}
	return c
}
