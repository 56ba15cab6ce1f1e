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

// A corners is a position of Turning Corners on a square board, as the
// page sends it: coins[r*n+c] tells whether the coin in row r, column c
// shows heads. Package game plays it as the product of Twins with itself.
type corners struct {
	n     int
	coins []bool
	prod  *game.CoinProduct
}

// A cornersMove turns the four corners of the rectangle with far corner
// (r, c), which goes from heads to tails, and near corner (a, b), a < r and
// b < c.
type cornersMove struct{ r, c, a, b int }

func (m cornersMove) js() map[string]any {
	return map[string]any{"r": m.r, "c": m.c, "a": m.a, "b": m.b}
}

// product returns m as a move of the product of Twins with itself.
func (m cornersMove) product() game.ProductMove {
	return game.ProductMove{X: m.r, Y: m.c, XS: []int{m.a}, YS: []int{m.b}}
}

// cornersOf returns the move m of the product of Twins with itself, whose
// XS and YS are one coin each.
func cornersOf(m game.ProductMove) cornersMove {
	return cornersMove{m.X, m.Y, m.XS[0], m.YS[0]}
}

func newCorners(n int, coins []bool) (*corners, error) {
	if len(coins) != n*n {
		return nil, inputErrorf("coins", "the board has %d coins; a side of %d needs %d", len(coins), n, n*n)
	}
	if cornersGames[n] == nil {
		prod, err := game.NewCoinProduct(game.Twins, game.Twins, n, n)
		if err != nil {
			return nil, err
		}
		cornersGames[n] = prod
	}
	return &corners{n, coins, cornersGames[n]}, nil
}

// cornersGames[n] is Turning Corners on the board of side n, made once:
// the page's calls come one at a time.
var cornersGames [maxCorners + 1]*game.CoinProduct

// board returns the coins as the rows of package game, sharing them.
func (p *corners) board() [][]bool {
	rows := make([][]bool, p.n)
	for r := range rows {
		rows[r] = p.coins[r*p.n : (r+1)*p.n]
	}
	return rows
}

// value returns the nim-sum of the values of the heads.
func (p *corners) value() uint64 {
	v, err := p.prod.Value(p.board())
	if err != nil {
		panic(err) // newCorners made the board of the product's size
	}
	return v
}

// moves calls yield for each legal move, in the order of package game's
// Moves: of the far corner (row, then column), then of the near corner,
// until yield returns false.
func (p *corners) moves(yield func(cornersMove) bool) {
	moves, err := p.prod.Moves(p.board())
	if err != nil {
		panic(err) // newCorners made the board of the product's size
	}
	for m := range moves {
		if !yield(cornersOf(m)) {
			return
		}
	}
}

// check reports whether m is a legal move, in the page's words.
func (p *corners) check(m cornersMove) error {
	err := p.prod.CheckMove(p.board(), m.product())
	switch {
	case err == nil:
		return nil
	case errors.Is(err, game.ErrRange):
		return inputErrorf("move", "the corner (%d, %d) is off the board", m.r, m.c)
	case !p.coins[m.r*p.n+m.c]:
		return inputErrorf("move", "the far corner (%d, %d) must show heads", m.r, m.c)
	}
	return inputErrorf("move", "the other corner (%d, %d) must be above and to the left of (%d, %d)", m.a, m.b, m.r, m.c)
}

// apply returns the coins after m.
func (p *corners) apply(m cornersMove) []bool {
	return slices.Concat(m.product().Apply(p.board())...)
}

// winningMoves returns the first maxHints winning moves of package game,
// and whether there are more.
func (p *corners) winningMoves() (moves []cornersMove, more bool) {
	winning, err := p.prod.WinningProductMoves(p.board())
	if err != nil {
		panic(err) // newCorners made the board of the product's size
	}
	for m := range winning {
		if len(moves) == maxHints {
			return moves, true
		}
		moves = append(moves, cornersOf(m))
	}
	return moves, false
}

// computerMove returns the move of the computer, BestMove's of package
// game: the first winning move, and from a P-position the first legal
// move. It reports whether the move wins.
func (p *corners) computerMove() (cornersMove, bool, error) {
	m, winning, err := p.prod.BestMove(p.board())
	switch {
	case errors.Is(err, game.ErrNoMove):
		return cornersMove{}, false, errors.New("no move: no head is left outside row 0 and column 0")
	case err != nil:
		return cornersMove{}, false, err
	}
	return cornersOf(m), winning, nil
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
	for r := range p.n {
		for c := range p.n {
			values = append(values, p.prod.CoinValue(r, c))
		}
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
