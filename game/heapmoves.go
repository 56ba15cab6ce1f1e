package game

import (
	"iter"
	"slices"
)

// Moves returns the moves of g from a single heap of n tokens. Each move is
// yielded as the heaps it leaves, in a new slice: none (the move takes the
// whole heap), one, or two or more nonempty heaps (up to seven, for digits
// past 7), in increasing order. The number of tokens a move takes is n
// minus the sum of the heaps it leaves.
//
// The moves come in increasing order of the tokens taken, and for each
// number taken: leaving nothing, one heap, two heaps in increasing order
// of the smaller, then three heaps and more, each number of heaps in
// lexicographic order. No move is yielded twice. A heap of n <= 0 tokens
// has no moves, and neither has a heap from which the rule allows none
// (a heap of 1 in Dawson's Kayles, 0.07).
//
// The Grundy value G(n) that Values computes is the mex of the values of
// these moves: G(a) for one heap a left, G(a) xor G(b) for two, and so on,
// 0 for none.
func (g *HeapGame) Moves(n int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		for k := 0; k <= min(g.maxTake(), n); k++ {
			d, rest := g.digits[k], n-k
			if d&1 != 0 && rest == 0 && !yield([]int{}) {
				return
			}
			if d&2 != 0 && rest > 0 && !yield([]int{rest}) {
				return
			}
			if d&4 != 0 {
				for a := 1; 2*a <= rest; a++ {
					if g.unequal && 2*a == rest {
						continue
					}
					if !yield([]int{a, rest - a}) {
						return
					}
				}
			}
			for j := 3; j < 8; j++ {
				if d>>j&1 != 0 && !parts(make([]int, 0, j), rest, j, 1, yield) {
					return
				}
			}
		}
	}
}

// parts yields each way to write rest as the sum of j more nondecreasing
// parts of at least least, after the parts in p, in lexicographic order; it
// returns false if yield does.
func parts(p []int, rest, j, least int, yield func([]int) bool) bool {
	if j == 1 {
		return rest < least || yield(append(slices.Clone(p), rest))
	}
	for a := least; a*j <= rest; a++ {
		if !parts(append(p, a), rest-a, j-1, a, yield) {
			return false
		}
	}
	return true
}
