//go:build js && wasm

package main

import (
	"errors"
	"slices"
	"syscall/js"

	"github.com/nimberdev/nimber/game"
)

// maxCorners is the largest side of a Turning Corners board on the page.
const maxCorners = 32

// A corners is a position of Turning Corners on a square board: coins[r*n+c]
// tells whether the coin in row r, column c shows heads. Its value is the
// nim-sum of the values of its heads, vals[r][c] = r*c.
type corners struct {
	n     int
	coins []bool
	vals  [][]uint64
}

// A cornersMove turns the four corners of the rectangle with far corner
// (r, c), which goes from heads to tails, and near corner (a, b), a < r and
// b < c.
type cornersMove struct{ r, c, a, b int }

func (m cornersMove) js() map[string]any {
	return map[string]any{"r": m.r, "c": m.c, "a": m.a, "b": m.b}
}

func newCorners(n int, coins []bool) (*corners, error) {
	if len(coins) != n*n {
		return nil, inputErrorf("coins", "the board has %d coins; a side of %d needs %d", len(coins), n, n*n)
	}
	// Turning Corners is the product of Twins with itself, whose values
	// are the nim-products r*c (Tartan's theorem).
	vals, err := game.ProductValues(game.Twins, game.Twins, n, n)
	if err != nil {
		return nil, err
	}
	return &corners{n, coins, vals}, nil
}

// value returns the nim-sum of the values of the heads.
func (p *corners) value() uint64 {
	var v uint64
	for i, h := range p.coins {
		if h {
			v ^= p.vals[i/p.n][i%p.n]
		}
	}
	return v
}

// moveValue returns the nim-sum of the values of the four coins m turns,
// the change it makes to the value of the position.
func (p *corners) moveValue(m cornersMove) uint64 {
	return p.vals[m.r][m.c] ^ p.vals[m.a][m.c] ^ p.vals[m.r][m.b] ^ p.vals[m.a][m.b]
}

// moves calls yield for each legal move, in the order of the far corner
// (row, then column), then of the near corner, until yield returns false.
func (p *corners) moves(yield func(cornersMove) bool) {
	for i, h := range p.coins {
		r, c := i/p.n, i%p.n
		if !h {
			continue
		}
		for a := range r {
			for b := range c {
				if !yield(cornersMove{r, c, a, b}) {
					return
				}
			}
		}
	}
}

// check reports whether m is a legal move.
func (p *corners) check(m cornersMove) error {
	switch {
	case m.r >= p.n || m.c >= p.n || m.r < 0 || m.c < 0:
		return inputErrorf("move", "the corner (%d, %d) is off the board", m.r, m.c)
	case !p.coins[m.r*p.n+m.c]:
		return inputErrorf("move", "the far corner (%d, %d) must show heads", m.r, m.c)
	case m.a < 0 || m.b < 0 || m.a >= m.r || m.b >= m.c:
		return inputErrorf("move", "the other corner (%d, %d) must be above and to the left of (%d, %d)", m.a, m.b, m.r, m.c)
	}
	return nil
}

// apply returns the coins after m.
func (p *corners) apply(m cornersMove) []bool {
	next := slices.Clone(p.coins)
	for _, i := range []int{m.r*p.n + m.c, m.a*p.n + m.c, m.r*p.n + m.b, m.a*p.n + m.b} {
		next[i] = !next[i]
	}
	return next
}

// winningMoves returns the first maxHints moves that leave a position of
// value 0, and whether there are more.
func (p *corners) winningMoves() (moves []cornersMove, more bool) {
	total := p.value()
	if total == 0 {
		return nil, false
	}
	p.moves(func(m cornersMove) bool {
		if p.moveValue(m) != total {
			return true
		}
		if len(moves) == maxHints {
			more = true
			return false
		}
		moves = append(moves, m)
		return true
	})
	return moves, more
}

// computerMove returns the move of the computer: the first winning move,
// and from a P-position the first legal move. It reports whether the move
// wins.
func (p *corners) computerMove() (cornersMove, bool, error) {
	if moves, _ := p.winningMoves(); len(moves) > 0 {
		return moves[0], true, nil
	}
	var first *cornersMove
	p.moves(func(m cornersMove) bool {
		first = &m
		return false
	})
	if first == nil {
		return cornersMove{}, false, errors.New("no move: no head is left outside row 0 and column 0")
	}
	return *first, false, nil
}

func cornersArgs(args []js.Value) (*corners, error) {
	n, err := intValue(arg(args, 0), "size", "the side of the board", 2, maxCorners)
	if err != nil {
		return nil, err
	}
	v := arg(args, 1)
	if !js.Global().Get("Array").Call("isArray", v).Bool() {
		return nil, inputErrorf("coins", "the coins are missing")
	}
	coins := make([]bool, v.Length())
	for i := range coins {
		coins[i] = v.Index(i).Truthy()
	}
	return newCorners(n, coins)
}

func cornersMoveArg(v js.Value) (cornersMove, error) {
	var m cornersMove
	if v.Type() != js.TypeObject {
		return m, inputErrorf("move", "the move is missing")
	}
	var err error
	for _, f := range []struct {
		name string
		dst  *int
	}{{"r", &m.r}, {"c", &m.c}, {"a", &m.a}, {"b", &m.b}} {
		if err == nil {
			*f.dst, err = intValue(v.Get(f.name), "move", "a corner's "+f.name, 0, maxCorners)
		}
	}
	return m, err
}

func (p *corners) js() map[string]any {
	values := make([]uint64, 0, p.n*p.n)
	for _, row := range p.vals {
		values = append(values, row...)
	}
	moves, more := p.winningMoves()
	list := make([]any, len(moves))
	for i, m := range moves {
		list[i] = m.js()
	}
	over := true
	p.moves(func(cornersMove) bool {
		over = false
		return false
	})
	return map[string]any{
		"size":   p.n,
		"coins":  anyList(p.coins),
		"values": uint16Array(values),
		"total":  p.value(),
		"over":   over,
		"moves":  list,
		"more":   more,
	}
}

func jsCorners(args []js.Value) (any, error) {
	p, err := cornersArgs(args)
	if err != nil {
		return nil, err
	}
	return p.js(), nil
}

func jsCornersMove(args []js.Value) (any, error) {
	p, err := cornersArgs(args)
	if err != nil {
		return nil, err
	}
	m, err := cornersMoveArg(arg(args, 2))
	if err == nil {
		err = p.check(m)
	}
	if err != nil {
		return nil, err
	}
	p.coins = p.apply(m)
	return p.js(), nil
}

func jsCornersComputer(args []js.Value) (any, error) {
	p, err := cornersArgs(args)
	if err != nil {
		return nil, err
	}
	m, winning, err := p.computerMove()
	if err != nil {
		return nil, err
	}
	p.coins = p.apply(m)
	r := p.js()
	r["move"] = m.js()
	r["winning"] = winning
	return r, nil
}
