package game_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// TestSolverDeep plays a game a million moves deep: from n the only move is
// to n-1, so G(n) = n mod 2. A recursive search would need a million stack
// frames.
func TestSolverDeep(t *testing.T) {
	const depth = 1_000_000
	s := game.NewSolver(func(n int) []int {
		if n == 0 {
			return nil
		}
		return []int{n - 1}
	})
	for _, n := range []int{depth, depth - 1, 0} {
		v, err := s.Value(n)
		if err != nil {
			t.Fatal(err)
		}
		if v != uint64(n%2) {
			t.Errorf("Value(%d) = %d, want %d", n, v, n%2)
		}
	}
}

func TestSolverCycle(t *testing.T) {
	// 0 -> 1 -> 2 -> 0, and 3 -> 0; 4 is a separate finite game.
	s := game.NewSolver(func(n int) []int {
		switch n {
		case 0, 1:
			return []int{n + 1}
		case 2, 3:
			return []int{0}
		}
		return nil
	})
	for _, p := range []int{0, 3} {
		if _, err := s.Value(p); !errors.Is(err, game.ErrCycle) {
			t.Errorf("Value(%d): error %v, want ErrCycle", p, err)
		}
	}
	if v, err := s.Value(4); v != 0 || err != nil {
		t.Errorf("Value(4) after a cycle = %d, %v", v, err)
	}
	if seq, err := s.WinningMoves([]int{4, 3}); !errors.Is(err, game.ErrCycle) || seq != nil {
		t.Errorf("WinningMoves through a cycle: error %v", err)
	}
	if _, err := s.IsPPosition([]int{4, 3}); !errors.Is(err, game.ErrCycle) {
		t.Errorf("IsPPosition through a cycle: error %v", err)
	}
	// A self-loop is a cycle too.
	loop := game.NewSolver(func(n int) []int { return []int{n} })
	if _, err := loop.Value(7); !errors.Is(err, game.ErrCycle) {
		t.Errorf("self-loop: error %v", err)
	}
}

// TestSolverNimSums checks the solver on sums of Nim heaps, where a heap n
// has options 0..n-1, against the game tree of the whole sum, searched as
// one game: the values of the components, the sum's value being zero
// exactly at P-positions, and the winning moves.
func TestSolverNimSums(t *testing.T) {
	s := game.NewSolver(func(n int) []int {
		opts := make([]int, n)
		for i := range opts {
			opts[i] = i
		}
		return opts
	})
	tree := &nimTree{k: 1, memo: map[string]bool{}}
	for _, p := range positions(3, 6) {
		v, err := s.SumValue(p)
		if err != nil {
			t.Fatal(err)
		}
		if (v == 0) == tree.wins(p) {
			t.Fatalf("SumValue(%v) = %d, but the game tree says the mover wins: %v", p, v, tree.wins(p))
		}
		isP, err := s.IsPPosition(p)
		if err != nil || isP != (v == 0) {
			t.Fatalf("IsPPosition(%v) = %v, %v; SumValue %d", p, isP, err, v)
		}
		seq, err := s.WinningMoves(p)
		if err != nil {
			t.Fatal(err)
		}
		got := slices.Collect(seq)
		slices.SortFunc(got, slices.Compare)
		if want := tree.winningMoves(p); !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("WinningMoves(%v) = %v, game tree %v", p, got, want)
		}
	}
	for n := range 20 {
		if v, _ := s.Value(n); v != uint64(n) {
			t.Errorf("Nim heap %d has value %d", n, v)
		}
	}
}
