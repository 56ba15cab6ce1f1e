//go:build js && wasm

package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// cornersWins decides every position of Turning Corners on an n x n board
// (n <= 4) by searching the game tree, without values: wins[mask] tells
// whether the player to move wins, bit r*n+c of mask set for heads at row
// r, column c. A move from a position leads to one with a lower highest
// set bit, so the positions are decided in increasing order of mask.
func cornersWins(n int) []bool {
	wins := make([]bool, 1<<(n*n))
	for mask := range wins {
		for r := range n {
			for c := range n {
				if mask>>(r*n+c)&1 == 0 {
					continue
				}
				for a := range r {
					for b := range c {
						next := mask ^ 1<<(r*n+c) ^ 1<<(a*n+c) ^ 1<<(r*n+b) ^ 1<<(a*n+b)
						if !wins[next] {
							wins[mask] = true
						}
					}
				}
			}
		}
	}
	return wins
}

func maskCoins(n, mask int) []bool {
	coins := make([]bool, n*n)
	for i := range coins {
		coins[i] = mask>>i&1 != 0
	}
	return coins
}

func coinsMask(coins []bool) int {
	mask := 0
	for i, h := range coins {
		if h {
			mask |= 1 << i
		}
	}
	return mask
}

// TestCornersAgainstTree checks, on every position of the 3 x 3 and 4 x 4
// boards, the value, the hints, the end and the computer's move against the
// game tree; with -short, to 3 x 3 (package game's tests check its play of
// the 4 x 4 board against the game tree natively).
func TestCornersAgainstTree(t *testing.T) {
	sides := []int{2, 3, 4}
	if testing.Short() {
		sides = sides[:2]
	}
	for _, n := range sides {
		wins := cornersWins(n)
		for mask := range wins {
			p, err := newCorners(n, maskCoins(n, mask))
			if err != nil {
				t.Fatal(err)
			}
			if (p.value() != 0) != wins[mask] {
				t.Fatalf("%d x %d, heads %b: value %d, but the game tree says the player to move wins: %v", n, n, mask, p.value(), wins[mask])
			}
			var want []string
			hasMove := false
			p.moves(func(m cornersMove) bool {
				hasMove = true
				if p.check(m) != nil {
					t.Fatalf("%d x %d, heads %b: moves gives the illegal %+v", n, n, mask, m)
				}
				if !wins[coinsMask(p.apply(m))] {
					want = append(want, fmt.Sprint(m))
				}
				return true
			})
			moves, more := p.winningMoves()
			var got []string
			for _, m := range moves {
				got = append(got, fmt.Sprint(m))
			}
			if fmt.Sprint(got) != fmt.Sprint(want) || more {
				t.Fatalf("%d x %d, heads %b: hints %v, winning moves %v", n, n, mask, got, want)
			}
			m, winning, err := p.computerMove()
			if !hasMove {
				if err == nil {
					t.Fatalf("%d x %d, heads %b: the computer moved from a finished game", n, n, mask)
				}
				continue
			}
			if err != nil || p.check(m) != nil || winning != wins[mask] || winning && wins[coinsMask(p.apply(m))] {
				t.Fatalf("%d x %d, heads %b: the computer's move %+v (winning %v, %v) is wrong", n, n, mask, m, winning, err)
			}
		}
	}
}

// TestCornersValues checks the values against the product of Turning
// Corners' definition on larger boards: a head's value is the mex over the
// rectangles it is the far corner of, of the nim-sum of the other three
// corners' values.
func TestCornersValues(t *testing.T) {
	const n = 20
	p, err := newCorners(n, make([]bool, n*n))
	if err != nil {
		t.Fatal(err)
	}
	var mex [n][n]uint64
	for r := range n {
		for c := range n {
			seen := map[uint64]bool{}
			for a := range r {
				for b := range c {
					seen[mex[a][c]^mex[r][b]^mex[a][b]] = true
				}
			}
			for seen[mex[r][c]] {
				mex[r][c]++
			}
			if v := p.prod.CoinValue(r, c); v != mex[r][c] {
				t.Fatalf("value of (%d, %d) = %d, the mex rule gives %d", r, c, v, mex[r][c])
			}
		}
	}
}

// TestCornersBig checks on random boards up to the largest that every hint
// and the computer's move leave a position of value 0.
func TestCornersBig(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{5, 8, 16, maxCorners} {
		for range 20 {
			coins := make([]bool, n*n)
			for i := range coins {
				coins[i] = rng.IntN(3) == 0
			}
			p, err := newCorners(n, coins)
			if err != nil {
				t.Fatal(err)
			}
			moves, _ := p.winningMoves()
			for _, m := range moves {
				q := &corners{n, p.apply(m), p.prod}
				if p.check(m) != nil || q.value() != 0 {
					t.Fatalf("%d x %d: hint %+v leaves value %d", n, n, m, q.value())
				}
			}
			m, winning, err := p.computerMove()
			if err != nil || p.check(m) != nil || winning != (p.value() != 0) {
				t.Fatalf("%d x %d: computer %+v %v %v", n, n, m, winning, err)
			}
			if q := (&corners{n, p.apply(m), p.prod}); winning && q.value() != 0 {
				t.Fatalf("%d x %d: the computer's winning move leaves value %d", n, n, q.value())
			}
			if slices.Equal(p.coins, coins) == false {
				t.Fatal("analysis changed the coins")
			}
		}
	}
}

func TestCornersCheckMessages(t *testing.T) {
	coins := make([]bool, 16)
	coins[2*4+3] = true
	p, _ := newCorners(4, coins)
	for _, c := range []struct {
		m    cornersMove
		want string
	}{
		{cornersMove{1, 1, 0, 0}, "the far corner (1, 1) must show heads"},
		{cornersMove{2, 3, 2, 0}, "the other corner (2, 0) must be above and to the left of (2, 3)"},
		{cornersMove{2, 3, 0, 3}, "the other corner (0, 3) must be above and to the left of (2, 3)"},
		{cornersMove{4, 3, 0, 0}, "the corner (4, 3) is off the board"},
	} {
		if err := p.check(c.m); err == nil || err.Error() != c.want {
			t.Errorf("%+v: %v, want %q", c.m, err, c.want)
		}
	}
	if err := p.check(cornersMove{2, 3, 1, 2}); err != nil {
		t.Errorf("a legal move: %v", err)
	}
}
