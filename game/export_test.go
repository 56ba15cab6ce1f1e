package game

import "slices"

// The internals that the tests of package game_test reach.

// MooreSearch runs the search for the winning moves of Nim_k (k >= 2) from
// heaps, keeping a heap of 2 or more if keepBig, and returns the number of
// moves it found, the states it entered, and the columns of the search.
func MooreSearch(heaps []int, k int, keepBig bool) (moves, states, columns int) {
	s := newMooreSearch(heaps, k, keepBig, func([]Change) bool { moves++; return true })
	s.run()
	return moves, s.states, len(s.settled) - 1
}

// GraphCounters returns the counter of the vertices of g that
// WinningMoves uses.
func GraphCounters(g *Graph) []uint32 {
	g.cachedValues()
	return slices.Clone(g.order)
}

// SolverCounter returns the counter of p that WinningMoves uses, 0 for a
// position not numbered.
func SolverCounter[P comparable](s *Solver[P], p P) uint64 { return s.order[p] }
