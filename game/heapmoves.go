package game

import "iter"

// Moves returns the moves of g from a single heap of n tokens. Each move is
// yielded as the heaps it leaves, in a new slice: none (the move takes the
// whole heap), one, or two nonempty heaps, the smaller first. The number of
// tokens a move takes is n minus the sum of the heaps it leaves.
//
// The moves come in increasing order of the tokens taken, and for each
// number taken: leaving nothing, one heap, then two heaps in increasing
// order of the smaller. No move is yielded twice. A heap of n <= 0 tokens
// has no moves, and neither has a heap from which the rule allows none
// (a heap of 1 in Dawson's Kayles, 0.07).
//
// The Grundy value G(n) that Values computes is the mex of the values of
// these moves: G(a) for one heap a left, G(a) xor G(b) for two, 0 for none.
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
			if d&4 == 0 {
				continue
			}
			for a := 1; 2*a <= rest; a++ {
				if g.unequal && 2*a == rest {
					continue
				}
				if !yield([]int{a, rest - a}) {
					return
				}
			}
		}
	}
}
