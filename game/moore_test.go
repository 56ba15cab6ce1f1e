package game_test

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// TestMooreManyMoves checks that the moves of Nim_K come lazily: four heaps
// of 2^40-1 with K = 2 have more than 2^40 winning moves.
func TestMooreManyMoves(t *testing.T) {
	h := min(1<<40-1, math.MaxInt) // 2^31-1 where int has 32 bits
	seq, err := game.Nim{K: 2}.WinningMoves([]int{h, h, h, h})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for p := range seq {
		if isP, _ := (game.Nim{K: 2}).IsPPosition(p); !isP {
			t.Fatalf("move to %v is not to a P-position", p)
		}
		if n++; n == 1000 {
			break
		}
	}
	if n != 1000 {
		t.Errorf("got %d moves, want at least 1000", n)
	}
}

// TestMooreManyHeaps checks Nim_K on positions with many heaps, where the
// winning move changes them all or there is none, and K far beyond the
// number of heaps. Without the pruning of the search the first takes 2^40
// steps.
func TestMooreManyHeaps(t *testing.T) {
	ones := func(n int) []int { return slices.Repeat([]int{1}, n) }
	// 40 heaps of 1, K = 40: the column of ones must become a multiple of
	// 41, so all 40 go.
	if got := collect(t, game.Nim{K: 40}, ones(40)); len(got) != 1 || slices.Max(got[0]) != 0 {
		t.Errorf("40 heaps of 1, K = 40: moves %v, want only the one to all empty", got)
	}
	// 41 heaps of 1, K = 40: a P-position.
	if got := collect(t, game.Nim{K: 40}, ones(41)); len(got) != 0 {
		t.Errorf("41 heaps of 1, K = 40: %d moves, want none", len(got))
	}
	// K = math.MaxInt is as good as K = 3 on three heaps: the P-position
	// is the empty one, reached by taking everything.
	if got := collect(t, game.Nim{K: math.MaxInt}, []int{5, 6, 7}); len(got) != 1 || slices.Max(got[0]) != 0 {
		t.Errorf("K = MaxInt: moves %v, want only the one to all empty", got)
	}
	// A move that must change 65 heaps is beyond the search.
	heaps := append(slices.Repeat([]int{3}, 65), 1)
	if _, err := (game.Nim{K: 65}).WinningMoves(heaps); !errors.Is(err, game.ErrRange) || !strings.Contains(err.Error(), "at most 64 heaps") {
		t.Errorf("K = 65 on 66 heaps: error %v, want one naming the limit of 64 heaps", err)
	}
}
